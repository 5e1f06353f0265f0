"""What Number rows' screens tell of a game: the header counts its turns, the log names misthrows,
locks and the card taken from the display, the end page says why the game ended."""

from __future__ import annotations

import re

from tests.ui.test_story import log_text, play_to_the_end


def test_number_rows_header_log_and_end_reason(window):
    headers = play_to_the_end(window, "number_rows", seed=31)
    # the header counts the turns: it names the turn of the last move's position
    session = window.session
    last = max(i for i, entry in enumerate(session.history) if entry.seat is not None)
    turn = session.states_around(last)[0].turn
    assert turn > 3 and any(re.search(rf"\bTurn {turn}\b", h) for h in headers), headers
    text = log_text(window)
    assert "misthrow" in text or "locks the" in text
    assert "from the display." in text and "card 1 of the display" not in text
    reason = window.page("scores").reason_label
    assert window.current_page_name() == "scores"
    assert reason.text().startswith("The game ends: ") and reason.isVisibleTo(window)
    assert "The game ends: " in text
