"""Giza dice's pass button ("Δεν γράφω τίποτα") with Larger text on a small screen: its words
have as much room at their sides as the table's other buttons' words, not a hair's width."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QPushButton

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.driving import pass_handover
from tests.ui.test_layout_audit import screen_of, settle


def _side(button: QPushButton) -> float:
    """The room at each side of `button`'s words, in px."""
    return (button.width() - QFontMetrics(button.font()).horizontalAdvance(button.text())) / 2


@pytest.mark.parametrize("screen", [(819, 480)], ids=["819x480"])
@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_the_pass_button_is_padded_like_the_others(window, qtbot, language, screen):
    from sheetdesk.ui.style import Look

    entry = registry.get("giza_dice")
    window.set_language(language)
    window.set_look(Look(window.settings.colours, larger=True))
    players = (Player("Ana"), Player("Jan", "bot", "easy"))
    with screen_of(*screen):
        window.resize(*screen)
        window.start_new(NewGameChoice(entry, players, {}, 5))
        if window.current_page_name() == "handover":
            pass_handover(window)
        qtbot.waitUntil(lambda: window.current_page_name() == "table")
        settle()
        page = window.page("table")
        passing = page.table.pass_button
        assert passing.isVisible()
        others = {
            b.text(): _side(b)
            for b in page.findChildren(QPushButton)
            if b is not passing and b.isVisible() and b.text() and not b.property("choice")
        }
        assert _side(passing) >= min(others.values()), (passing.text(), _side(passing), others)
    window.set_look(Look(window.settings.colours, larger=False))
    QApplication.processEvents()
