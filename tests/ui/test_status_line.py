"""The status line says each message whole, on up to two lines, at the smallest window the app
supports; the page above it keeps its height as messages come and go."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.driving import wait_for_turn

BREAK = "\u200b"  # (sheetdesk.ui.line_fit: where a word too wide for a line may break)
SMALLEST = (683, 400)  # 1024×600 at 150 %, the smallest screen the app supports
LOOKS = [("light", False), ("light", True)]
IDS = ["usual", "larger"]


def _greek_giza(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The window at the smallest size, in Greek, a game of Giza dice against a computer, the
    family's turn."""
    window.resize(*SMALLEST)
    window.set_language("el")
    entry = registry.get("giza_dice")
    players = (Player("Ana"), Player("Ben", "bot", entry.bots[0]))
    window.start_new(NewGameChoice(entry, players, {}, 4))
    window.controller.bot_delay_ms = 0
    assert wait_for_turn(window, qtbot, 0)
    qtbot.waitUntil(lambda: window.size() == QSize(*SMALLEST))


def _hint(window, qtbot) -> str:  # type: ignore[no-untyped-def]
    """The hint asked for by the H key: what the status line says then (a Greek Giza hint is
    its longest message)."""
    bar = window.statusBar()
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_H)
    looking = bar.currentMessage()
    qtbot.waitUntil(lambda: bar.currentMessage() not in ("", looking), timeout=10_000)
    return bar.currentMessage()


def _saying(window, message: str) -> list[QLabel]:  # type: ignore[no-untyped-def]
    """The labels in the status bar that show `message` (broken or not)."""
    return [
        label
        for label in window.statusBar().findChildren(QLabel)
        if label.isVisible() and label.text().replace(BREAK, "") == message
    ]


@pytest.mark.parametrize("look", [("light", True)], indirect=True, ids=["larger"])
def test_a_message_longer_than_the_bar_is_said_whole(look, window, qtbot):
    """A Greek hint with Larger text (one line of it is wider than the window)."""
    _greek_giza(window, qtbot)
    message = _hint(window, qtbot)
    bar = window.statusBar()
    # (longer than the bar: on one line it would be cut at the right edge)
    assert QFontMetrics(bar.font()).horizontalAdvance(message) > bar.width(), message
    shown = _saying(window, message)
    assert shown, f"no label in the status bar says {message!r} whole"
    label = shown[0]
    # its wrapped lines are within its height, and it is within the window
    assert label.heightForWidth(label.width()) <= label.height()
    place = QRect(label.mapTo(window, QPoint(0, 0)), label.size())
    assert window.rect().contains(place), (place, window.rect())


@pytest.mark.parametrize("look", LOOKS, indirect=True, ids=IDS)
def test_a_message_too_long_for_two_lines_ends_with_dots_and_is_kept_whole(look, window, qtbot):
    window.resize(*SMALLEST)
    qtbot.waitUntil(lambda: window.size() == QSize(*SMALLEST))
    bar = window.statusBar()
    message = " ".join(["A message that goes on and on"] * 12) + " and ends here."
    bar.showMessage(message, 10_000)
    (label,) = [
        label
        for label in bar.findChildren(QLabel)
        if label.isVisible() and label.accessibleName() == message
    ]
    assert label.text().endswith("…")
    assert label.text().startswith("A message that goes on")
    assert label.heightForWidth(label.width()) <= label.height()
    assert "ends here." in label.toolTip()


@pytest.mark.parametrize("look", LOOKS, indirect=True, ids=IDS)
def test_the_page_keeps_its_height_as_messages_come_and_go(look, window, qtbot):
    pages = window.centralWidget()
    _greek_giza(window, qtbot)
    height = pages.height()
    heights = {"no message": height}
    message = _hint(window, qtbot)
    heights["the hint"] = pages.height()
    assert _saying(window, message)
    window.statusBar().showMessage(" ".join([message] * 3), 10_000)
    heights["three hints"] = pages.height()
    window.set_language("pl")  # (a passing message goes with the language it was said in)
    assert window.statusBar().currentMessage() == ""
    heights["gone"] = pages.height()
    assert set(heights.values()) == {height}, heights


def test_a_message_goes_when_its_time_is_up(window, qtbot):
    """showMessage's timeout still ends a message: the line says nothing then."""
    bar = window.statusBar()
    bar.showMessage("The settings could not be saved.", 50)
    assert _saying(window, "The settings could not be saved.")
    qtbot.waitUntil(lambda: bar.currentMessage() == "")
    assert not [label for label in bar.findChildren(QLabel) if label.text()]
