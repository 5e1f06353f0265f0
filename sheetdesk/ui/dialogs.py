"""Message boxes with button texts we translate ourselves (Qt has no Greek qtbase translation).

Every message box of the app goes through these functions, so tests can replace them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget


def inform(parent: QWidget | None, title: str, message: str, *, warning: bool = False) -> None:
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning if warning else QMessageBox.Icon.Information)
    box.setWindowTitle(title)
    box.setText(message)
    ok = box.addButton(
        QCoreApplication.translate("dialogs", "OK"), QMessageBox.ButtonRole.AcceptRole
    )
    box.setDefaultButton(ok)
    box.exec()


def ask(parent: QWidget | None, title: str, message: str, yes_text: str, no_text: str = "") -> bool:
    """True if the user chose `yes_text`; `no_text` defaults to "Cancel"."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(title)
    box.setText(message)
    yes = box.addButton(yes_text, QMessageBox.ButtonRole.AcceptRole)
    no = box.addButton(
        no_text or QCoreApplication.translate("dialogs", "Cancel"),
        QMessageBox.ButtonRole.RejectRole,
    )
    box.setDefaultButton(no)
    box.setEscapeButton(no)
    box.exec()
    return box.clickedButton() is yes
