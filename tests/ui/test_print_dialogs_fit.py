"""Qt's Page setup, Print with its options shown, a printer's Properties and the file chooser
Print's "..." opens, from the print preview by the mouse, fit the smallest screen the app is
made for (683×400, a netbook's 1024×600 at 150 %) with Larger text, in English, Greek and
Polish: with a title bar above them, their buttons on the screen, their parts scrolled within
them (screen_room.scroll_qts_body), not sideways, and each field Tab reaches in sight as it has
the keyboard. (Qt makes them 482 to 711 px tall.)"""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QCoreApplication, QRect
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox

from sheetdesk.ui.screen_room import TITLE_BAR
from tests.ui.test_dialogs_on_the_smallest_screen import (
    SMALLEST,
    _tabbed,
    larger_text_on_the_smallest_screen,
    sideways,
)
from tests.ui.test_layout_audit import settle
from tests.ui.test_print_dialogs_words import qts_print_dialogs

FOCUS_CHANGED = "2focusChanged(QWidget*,QWidget*)"  # (as Qt's SIGNAL() names it)


def misfits(dialog: QDialog) -> list[str]:
    """Where `dialog` does not fit the smallest screen, or a part Tab gives the keyboard to is
    out of sight."""
    # (a collection of cycles now finds nothing of ours in it to take: Python holds Qt's dialog,
    # and through it its body of ours, while Qt shows it)
    gc.collect()
    settle()
    found = []
    size = dialog.size().expandedTo(dialog.minimumSize())
    if size.width() > SMALLEST.width() or size.height() + TITLE_BAR > SMALLEST.height():
        found.append(f"{size.width()}x{size.height()} and a title bar")
    if not SMALLEST.contains(dialog.geometry().adjusted(0, -TITLE_BAR, 0, 0)):
        found.append(f"at {dialog.geometry()}, off the screen")
    found.extend(sideways(dialog))
    buttons = dialog.findChild(QDialogButtonBox)
    shown = QRect(buttons.mapTo(dialog, buttons.rect().topLeft()), buttons.size())
    if not dialog.rect().contains(shown):
        found.append(f"its buttons at {shown}, outside it")
    if QApplication.focusWidget() is None or not dialog.isAncestorOf(QApplication.focusWidget()):
        dialog.activateWindow()
    reached, unseen = _tabbed(dialog)
    found.extend(unseen)
    if len(reached) < 5:
        found.append(f"Tab reached only {len(reached)} parts")
    return found


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_qts_print_dialogs_fit_the_smallest_screen(window, monkeypatch, language) -> None:  # type: ignore[no-untyped-def]
    larger_text_on_the_smallest_screen(window, monkeypatch, language)
    app = QCoreApplication.instance()
    assert app is not None
    focus_watchers = app.receivers(FOCUS_CHANGED)
    found = qts_print_dialogs(window, monkeypatch, misfits, chooser=True)
    assert {name: where for name, where in found.items() if where} == {}
    settle()  # (the preview, deleted later, and Print and Properties with it)
    # (no connection of a body of ours outlives its dialog, Qt's Page setup destroyed by Qt)
    assert app.receivers(FOCUS_CHANGED) == focus_watchers
