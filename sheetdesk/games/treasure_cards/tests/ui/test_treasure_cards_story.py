"""What Treasure cards' screens tell of a game: the header counts its rounds, the log names the
completed cards, the card taken and the end of each round, the end page says why it ended."""

from __future__ import annotations

from tests.ui.test_story import log_text, play_to_the_end


def test_treasure_cards_log_names_completed_cards_and_the_end(window):
    headers = play_to_the_end(window, "treasure_cards", seed=8)
    assert any("Round 4 of 4" in h for h in headers)
    text = log_text(window)
    assert "completes the" in text
    assert "from the open display" in text or "from the top of the pile" in text
    assert "The 4th round is over" in text
    assert window.page("scores").reason_label.text() == "All 4 rounds have been played."
