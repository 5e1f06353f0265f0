"""The Print dialog tells that it closed as every Qt dialog does, by its `finished` signal: the
day the game ended, which its first page prints, is kept apart from it (`game_finished`; kept
as `finished`, it hid the signal, and nothing could follow the dialog's closing)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog

from sheetdesk.ui.print_dialog import PrintDialog


def test_the_print_dialog_tells_that_it_closed(qtbot):
    dialog = PrintDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    with qtbot.waitSignal(dialog.finished, timeout=5000) as closed:
        QTest.keyClick(dialog, Qt.Key.Key_Escape)  # (the family closes it)
    assert closed.args == [QDialog.DialogCode.Rejected.value]
    assert not dialog.isVisible()
