"""The end page reached by the keyboard: the last move made with the keys leaves the keyboard on
the page (scores_page.py `_keyboard_here`)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from sheetdesk.core import registry
from tests.ui.test_end_page import end_in, finished


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_a_game_ended_by_a_key_leaves_the_keyboard_on_its_end_page(window, qtbot, game):
    """The last move made with the keys (Enter on the hint): the keyboard is on the end page,
    on its score card as when a finished game is opened (it was nowhere: the sheet it was on
    hid with the table, no ring shown, Enter and the arrows doing nothing till a Tab)."""
    window.show()
    qtbot.waitExposed(window)
    with qtbot.waitActive(window):
        window.activateWindow()
    page = end_in(window, finished(game, ("Ana", "Bob")), "off")
    QApplication.processEvents()
    assert QApplication.focusWidget() is page.table
