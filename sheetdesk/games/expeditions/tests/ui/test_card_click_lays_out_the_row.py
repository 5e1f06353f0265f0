"""A click on a card that leaves the table's buttons as they were (the same ones shown, with the
same words) and its instruction too asks for no layout of the table, so none of the page or the
window through it. (Each button hidden and shown again at every position drawn made the table,
its page and the window lay out anew at every click.)"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.driving import click_spot, play_by_hint, sheet_click, wait_for_turn

from .test_card_table_fits_settle import Requests

MOVES = 10  # Ana's moves made


def _words(table: Any) -> tuple[str, list[str]]:
    """The table's instruction, and the words of its buttons shown."""
    shown = [b.text() for b in table.findChildren(QAbstractButton) if b.isVisibleTo(table)]
    return table.caption.text(), shown


@pytest.mark.parametrize("game", ["treasure_cards", "pyramid_cards"])
def test_a_card_click_with_the_same_buttons_asks_no_layout_of_the_table(window, qtbot, game):  # type: ignore[no-untyped-def]
    entry = registry.get(game)
    window.start_new(NewGameChoice(entry, (Player("Ana"), Player("Cy", "bot", "greedy")), {}, 5))
    page = window.page("table")
    requests = Requests()
    page.table.installEventFilter(requests)
    session, bot, made, same = window.session, entry.bot(), 0, []
    while made < MOVES and wait_for_turn(window, qtbot, 0):
        table = page.table
        legal = list(session.legal_actions(0))
        spot = next((s for a in legal if (s := sheet_click(table, a)) is not None), None)
        if spot is None:
            play_by_hint(window, bot(session.view(0), 0, legal, Rng(made)))
        else:
            for _ in range(3):
                QApplication.processEvents()
            before, requests.count = _words(table), 0
            click_spot(spot)
            QApplication.processEvents()
            QApplication.processEvents()
            if _words(table) == before:
                same.append(requests.count)
        made += 1
    assert same, "no click left the words as they were"
    assert same == [0] * len(same), same
