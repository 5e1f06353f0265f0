"""The app's message boxes with its longest choices, in Greek and Polish with Larger text, on the
smallest screen the app is made for (683×400): inside the screen with a title bar above them,
each button whole (Qt's message box lays its buttons side by side, however wide: in Greek the
choice between a saved game and its copy was 800 px wide, its buttons' words cut)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from sheetdesk.ui import dialogs
from sheetdesk.ui.screen_room import TITLE_BAR
from tests.ui.test_dialogs_on_the_smallest_screen import (
    SMALLEST,
    larger_text_on_the_smallest_screen,
)
from tests.ui.test_layout_audit import settle
from tests.ui.test_look import REAL_DIALOGS


def said(source: str) -> str:
    return QCoreApplication.translate("MainWindow", source)


@pytest.mark.parametrize("language", ["el", "pl"])
def test_message_boxes_fit_the_smallest_screen(window, monkeypatch, language) -> None:  # type: ignore[no-untyped-def]
    larger_text_on_the_smallest_screen(window, monkeypatch, language)
    problems: list[str] = []

    def shown(box: QMessageBox) -> int:
        box.show()
        QTest.qWaitForWindowExposed(box)
        settle()
        title = box.windowTitle()
        if not SMALLEST.contains(box.geometry().adjusted(0, -TITLE_BAR, 0, 0)):
            problems.append(f"{title}: at {box.geometry()}, off the screen")
        for button in box.buttons():
            if button.width() < button.sizeHint().width():
                problems.append(f"{title}: {button.text()!r} cut, {button.width()} px")
        box.close()
        return 0

    for name, real in REAL_DIALOGS.items():  # (the tests' window answers them otherwise)
        monkeypatch.setattr(dialogs, name, real)
    monkeypatch.setattr(QMessageBox, "exec", shown)
    # (the longest choice the app offers: a game file opened that the saved games hold too)
    dialogs.choose(
        window,
        said("This game is already in your saved games"),
        said(
            "Your saved games already have this game, with moves this copy does not have. "
            "Which one do you want to open?"
        ),
        [
            said("Open my saved game"),
            said("Open the copy as a separate game"),
            said("Cancel"),
        ],
        default=0,
        escape=2,
    )
    assert not problems, "\n".join(problems)
