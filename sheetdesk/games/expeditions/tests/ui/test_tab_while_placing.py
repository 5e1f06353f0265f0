"""Tab while a shape is placed: on the cards it moves the shape to the player's other card (the
sheet keeps Tab for that), and the Keys card says so, not that Tab goes on to the next button."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from sheetdesk.games.expeditions.tests.ui.driving import press
from sheetdesk.games.expeditions.tests.ui.test_card_sheet_text import (  # noqa: F401
    GAMES,
    _played_once,  # (the folder `start` plays its games in, made for this module's tests too)
    start,
)
from tests.ui.driving import open_keys_card


@pytest.mark.parametrize("game", GAMES)
def test_the_keys_card_says_what_tab_does_while_placing(window, game):
    start(window, game, 2, size=(1366, 768))
    table = window.page("table").table
    assert table.placer.active and table.placer.cards == 2
    assert QApplication.focusWidget() is table.board_view
    card = open_keys_card(window)
    said = dict(card.rows)["Tab"]
    press(Qt.Key.Key_Escape)
    slot = table.placer.slot
    press(Qt.Key.Key_Tab)
    # what Tab did: the shape is on the other card, the keyboard still on the cards
    assert table.placer.slot != slot and QApplication.focusWidget() is table.board_view
    assert said == "Move the shape to your other card", said
