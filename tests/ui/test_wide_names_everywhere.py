"""Bad input: players named with 24 wide letters (Ł…, Ω…), the most seats, in Greek on a 1024×600
screen: every heading and table on the game's table page is whole or shortened with "…" (its
tooltip whole), never cut: the layout audit finds nothing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.audit import audit
from tests.ui.test_layout_audit import screen_of

WIDE = ("Ł" * 24, "Ω" * 24, "Ж" * 24, "W" * 24)
# what the audit finds there still (strict: a fix makes the test say so)
KNOWN = {
    "number_rows": "the turn line needs a third line; the side column's width leaves the sheet "
    "drawn under 9 pt",
    "treasure_cards": "the focus ring lies on the cards' heading",
    "giza_dice": "the scores table lies on the log; the sheet drawn under 9 pt",
}


def _game(game: str):  # type: ignore[no-untyped-def]
    known = KNOWN.get(game)
    return pytest.param(game, marks=pytest.mark.xfail(strict=True, reason=known)) if known else game


@pytest.mark.parametrize("game", [_game(entry.id) for entry in registry.GAMES])
def test_wide_names_at_the_most_seats_in_greek_at_1024_by_600(window, game):
    from sheetdesk.ui.sheetkit import set_animations

    set_animations(False)
    entry = registry.get(game)
    most = entry.rules().info.max_players
    names = [WIDE[i % len(WIDE)] + ("" if i < len(WIDE) else str(i)) for i in range(most)]
    window.set_language("el")
    options = {v.key: v.default for v in entry.rules().info.variants}
    window.start_new(NewGameChoice(entry, tuple(Player(n) for n in names), options, 5))
    controller, session = window.controller, window.session
    bot = entry.bot("greedy")
    for step in range(12 * most):  # (a few turns: the log and the scores fill)
        if session.is_over():
            break
        if window.current_page_name() == "handover":
            controller.confirm_handover()
            continue
        seat = session.acting_seat()
        controller.choose(
            bot(session.view(seat), seat, list(session.legal_actions(seat)), Rng(step))
        )
    if window.current_page_name() == "handover":
        controller.confirm_handover()
    with screen_of(1024, 600):
        window.resize(1024, 600)
        QApplication.processEvents()
        assert window.current_page_name() == "table"
        problems = audit(window, QSize(1024, 600))
    assert problems == [], "\n".join(problems)
    set_animations(True)
