"""On the smallest screen the app is made for, 683×400 logical pixels (a netbook's 1024×600 at
150 %: `main_window.MINIMUM_SIZE`), every dialog the app opens fits the screen with a title bar
above it, and the keyboard reaches every button in it with Tab, each field and button whole in
sight when it has the keyboard (a dialog's parts scroll within it where they do not fit:
screen_room.ScrollingBody). In English, Greek and Polish, with the usual and with Larger text.

The dialogs are opened as the menus open them (New game, Settings, Print, About), the others
as their pages make them (a seat's look, the keys card, a sheet's zoom), and the file chooser
as `dialogs.save_file` makes it (Save as PDF…)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton, QWidget

from sheetdesk.ui import dialogs
from sheetdesk.ui.screen_room import TITLE_BAR, ScrollingBody, room_for
from sheetdesk.ui.style import Look
from tests.ui.test_layout_audit import settle
from tests.ui.test_look import REAL_DIALOGS
from tests.ui.test_new_game_dialog import use_screen

SMALLEST = QRect(0, 0, 683, 400)  # 1024×600 at 150 %
SAVE_FILE = dialogs.save_file  # (as the app has it: the tests' window answers it otherwise)


def _each_dialog(window, monkeypatch, check: Callable[[str, QWidget], None]) -> None:  # type: ignore[no-untyped-def]
    """`check(name, dialog)` each dialog, shown as the app shows it (the menus' inside their
    run, as a family meets them)."""
    from PySide6.QtWidgets import QGraphicsScene

    from sheetdesk.ui.keys_card import KeysCard
    from sheetdesk.ui.look_dialog import LookDialog
    from sheetdesk.ui.sheetkit.others import SheetZoom

    for name in ("new", "settings", "print", "about"):
        seen: list[QWidget] = []

        def run(dialog: QWidget, name: str = name, seen: list[QWidget] = seen) -> int:
            seen.append(dialog)
            check(name, dialog)
            return 0

        with monkeypatch.context() as patch:
            patch.setattr(window, "exec_dialog", run)
            patch.setattr(QMessageBox, "exec", run)
            patch.setattr(dialogs, "inform", REAL_DIALOGS["inform"])
            getattr(window, f"{name}_action").trigger()
        assert len(seen) == 1, (name, seen)
    chooser: list[QWidget] = []

    def choose(dialog: QWidget) -> int:
        chooser.append(dialog)
        check("file chooser", dialog)
        return 0

    with monkeypatch.context() as patch:
        patch.setattr(QFileDialog, "exec", choose)
        SAVE_FILE(window, "Save as PDF", "game.pdf", "PDF files (*.pdf)")
    assert len(chooser) == 1
    made: list[tuple[str, QWidget]] = [
        ("look", LookDialog("Ana", ("red", "star"), [("blue", "moon")], window))
    ]
    rows = [("Ctrl+Z", "Undo"), ("Ctrl+Y", "Redo"), ("H", "Hint"), ("F1", "Rules")] * 3
    made.append(("keys", KeysCard(rows, window)))
    scene = QGraphicsScene(0, 0, 900, 700)
    scene.addText("7")
    made.append(("zoom", SheetZoom(scene, "Score card", window)))
    for name, dialog in made:
        check(name, dialog)
        dialog.deleteLater()
        settle()


def _out_of_sight(widget: QWidget, dialog: QWidget) -> str:
    """Where `widget` is not wholly in sight in `dialog` (an area it lies in cuts it), or ""."""
    holder = widget.parentWidget()
    while holder is not None:
        top_left = widget.mapTo(holder, QPoint(0, 0))
        shown = QRect(top_left, widget.size())
        if not holder.rect().contains(shown):
            return f"{widget.objectName() or type(widget).__name__} cut by {holder.objectName()}"
        if holder is dialog:
            return ""
        holder = holder.parentWidget()
    return ""


def larger_text_on_the_smallest_screen(window, monkeypatch, language: str) -> None:  # type: ignore[no-untyped-def]
    """The window at 683×400 in `language`, with Larger text."""
    use_screen(monkeypatch, SMALLEST)
    window.set_language(language)
    window.set_look(Look("light", larger=True))
    window.resize(SMALLEST.size())
    settle()


def sideways(dialog: QWidget) -> list[str]:
    """Where `dialog`'s scrolling body scrolls sideways though the screen had room to widen the
    dialog (its scroll bar beside its parts took their room)."""
    room = room_for(dialog).width()
    return [
        f"its parts scroll sideways at {dialog.width()} px of {room}"
        for body in dialog.findChildren(ScrollingBody)
        if body.horizontalScrollBar().maximum() > 0 and dialog.width() < room
    ]


def _tabbed(dialog: QWidget) -> tuple[list[QWidget], list[str]]:
    """What Tab gives the keyboard to, round the dialog once, and what of it is out of sight."""
    reached: list[QWidget] = []
    unseen: list[str] = []
    for _ in range(60):
        focus = QApplication.focusWidget()
        assert focus is not None and dialog.isAncestorOf(focus), focus
        if focus in reached:
            break
        reached.append(focus)
        settle()
        if where := _out_of_sight(focus, dialog):
            unseen.append(where)
        QTest.keyClick(focus, Qt.Key.Key_Tab)
    return reached, unseen


@pytest.mark.parametrize("larger", [False, True], ids=["usual", "larger"])
@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_every_dialog_fits_and_its_buttons_take_tab(window, monkeypatch, language, larger):
    use_screen(monkeypatch, SMALLEST)
    window.set_language(language)
    window.set_look(Look("light", larger))
    window.resize(SMALLEST.size())
    settle()
    problems: list[str] = []

    def check(name: str, dialog: QWidget) -> None:
        dialog.show()
        QTest.qWaitForWindowExposed(dialog)
        dialog.activateWindow()
        QTest.qWaitForWindowActive(dialog)
        settle()
        size = dialog.size().expandedTo(dialog.minimumSize())
        if size.width() > SMALLEST.width() or size.height() + TITLE_BAR > SMALLEST.height():
            problems.append(f"{name}: {size.width()}x{size.height()} and a title bar")
        if not SMALLEST.contains(dialog.geometry().adjusted(0, -TITLE_BAR, 0, 0)):
            problems.append(f"{name}: at {dialog.geometry()}, off the screen")
        problems.extend(f"{name}: {where}" for where in sideways(dialog))
        reached, unseen = _tabbed(dialog)
        problems.extend(f"{name}: {where}" for where in unseen)
        buttons = [
            button
            for button in dialog.findChildren(QPushButton)
            if button.isVisibleTo(dialog)
            and button.isEnabled()
            and button.focusPolicy() & Qt.FocusPolicy.TabFocus
        ]
        problems.extend(
            f"{name}: {button.text()!r} not reached by Tab"
            for button in buttons
            if button not in reached
        )
        dialog.close()
        settle()

    _each_dialog(window, monkeypatch, check)
    assert not problems, "\n".join(problems)
