"""The placing step's own keys. The toggle to cross one box instead of placing the shape: seen on
or off (a user presses B or clicks it and must see which way it is), not only told by the words
under the sheet. Tab on the cards: it moves the shape to the player's other card (the sheet keeps
Tab for that), and the Keys card says so, not that Tab goes on to the next button."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from sheetdesk.games.expeditions.tests.ui.driving import press
from sheetdesk.games.expeditions.tests.ui.test_card_sheet_text import (  # noqa: F401
    GAMES,
    _played_once,  # (the folder `start` plays its games in, made for this module's tests too)
    start,
)
from sheetdesk.ui import palette
from tests.ui.driving import open_keys_card


@pytest.mark.parametrize("game", GAMES)
def test_the_one_box_toggle_is_seen_on(window, game):
    """B turns one box on: its button is drawn chosen (filled, its frame over its margin),
    changing 3:1 or more over a 2 px ring's worth of its pixels from how it was off (it looked
    the same on or off)."""
    start(window, game, 2, size=(1366, 768))
    table = window.page("table").table
    button = table.box_button
    assert table.placer.active and button.isVisible() and not button.isChecked()
    QApplication.processEvents()
    off = button.grab().toImage()
    press(Qt.Key.Key_B)
    QApplication.processEvents()
    assert button.isChecked() and not button.hasFocus()
    on = button.grab().toImage()
    inside = QRect(4, 4, on.width() - 8, on.height() - 8)  # (its words: the same colour either way)
    changed = sum(
        palette.ratio(on.pixelColor(x, y), off.pixelColor(x, y)) >= 3
        for x in range(on.width())
        for y in range(on.height())
        if not inside.contains(x, y)
    )
    ring = 2 * 2 * (on.width() + on.height()) - 16
    assert changed >= ring, (changed, ring)


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
