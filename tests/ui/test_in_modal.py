"""The tests' wait for a modal dialog (`driving.in_modal`): it acts on the dialog the block
opens, and a dialog that never opens fails the test at once, naming the dialog waited for,
instead of waiting on into the tests after it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox

from tests.ui.driving import in_modal


def test_it_acts_on_the_dialog_the_block_opens(qtbot):
    seen = []

    def act(dialog) -> None:  # type: ignore[no-untyped-def]
        seen.append(dialog.objectName())
        dialog.accept()

    dialog = QDialog()
    dialog.setObjectName("asked")
    qtbot.addWidget(dialog)
    with in_modal(act, "the asking dialog", QDialog):
        assert dialog.exec() == QDialog.DialogCode.Accepted
    assert seen == ["asked"]


def test_a_dialog_that_never_opens_fails_naming_it(qtbot):
    failed = pytest.raises(pytest.fail.Exception, match="the Colour and symbol dialog did not")
    with failed, in_modal(lambda _dialog: None, "the Colour and symbol dialog", within_ms=50):
        pass  # (nothing opens a dialog)


def test_a_wrong_dialog_is_closed_and_named(qtbot):
    other = QDialog()
    other.setObjectName("surprise")
    qtbot.addWidget(other)
    failed = pytest.raises(pytest.fail.Exception, match=r"message box did not open.*surprise")
    with failed, in_modal(lambda _dialog: None, "the message box", QMessageBox, within_ms=50):
        other.exec()  # (closed by the wait, so the block ends)
