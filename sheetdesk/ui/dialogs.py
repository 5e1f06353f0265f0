"""Message boxes with button texts we translate ourselves (Qt has no Greek qtbase translation).

Every message box and file chooser of the app goes through these functions, so tests can replace
them. Messages are plain text: they carry names players typed and names of files. As one closes,
the keyboard goes back to the window it was opened over (`hand_back_keys`: without a window
manager Qt gives it to none); a file chooser is kept on the screen too (`keep_on_screen`: Qt
shows it 482 px tall with Larger text, its buttons below a 683×400 screen).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFileDialog, QMessageBox, QWidget

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP

from .keys_handed_back import hand_back_keys
from .plain import one_line

# The button that shows a message's details is Qt's own: its texts are translated in our files
# under Qt's context (Qt has no Greek translation of its own).
DETAILS_BUTTON_TEXTS = (
    QT_TRANSLATE_NOOP("QMessageBox", "Show Details..."),
    QT_TRANSLATE_NOOP("QMessageBox", "Hide Details..."),
)


def _box(
    parent: QWidget | None, title: str, message: str, icon: QMessageBox.Icon, details: str = ""
) -> QMessageBox:
    box = QMessageBox(parent)
    hand_back_keys(box)
    box.setIcon(icon)
    box.setWindowTitle(one_line(title))
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(message)
    if details:
        box.setDetailedText(details)  # (always plain text, behind the "Show Details" button)
    return box


def inform(
    parent: QWidget | None, title: str, message: str, *, warning: bool = False, details: str = ""
) -> None:
    """A message with an OK button; `details` (technical, for whoever helps the family) are
    shown only when asked for."""
    icon = QMessageBox.Icon.Warning if warning else QMessageBox.Icon.Information
    box = _box(parent, title, message, icon, details)
    ok = box.addButton(
        QCoreApplication.translate("dialogs", "OK"), QMessageBox.ButtonRole.AcceptRole
    )
    box.setDefaultButton(ok)
    box.exec()


def ask(parent: QWidget | None, title: str, message: str, yes_text: str, no_text: str = "") -> bool:
    """True if the user chose `yes_text`; `no_text` defaults to "Cancel"."""
    cancel = no_text or QCoreApplication.translate("dialogs", "Cancel")
    chosen = choose(parent, title, message, [yes_text, cancel], default=1, escape=1, question=True)
    return chosen == 0


def choose(
    parent: QWidget | None,
    title: str,
    message: str,
    buttons: Sequence[str],
    *,
    default: int,
    escape: int,
    warning: bool = False,
    question: bool = False,
) -> int:
    """The index of the button the user chose (`escape` if the box was closed otherwise)."""
    icon = (
        QMessageBox.Icon.Warning
        if warning
        else QMessageBox.Icon.Question
        if question
        else QMessageBox.Icon.Information
    )
    box = _box(parent, title, message, icon)
    roles = [QMessageBox.ButtonRole.ActionRole] * len(buttons)
    roles[escape] = QMessageBox.ButtonRole.RejectRole
    added = [box.addButton(text, role) for text, role in zip(buttons, roles, strict=True)]
    box.setDefaultButton(added[default])
    box.setEscapeButton(added[escape])
    _buttons_fit(box)
    box.exec()
    clicked = box.clickedButton()
    return next((i for i, button in enumerate(added) if button is clicked), escape)


def _buttons_fit(box: QMessageBox) -> None:
    """`box`'s buttons one above another where side by side they are wider than its screen has
    room for (Qt's message box does not wrap them: long choices, in Greek with Larger text,
    made it wider than a 683 px screen, their words cut)."""
    from .screen_room import room_for

    row = box.findChild(QDialogButtonBox)
    layout = box.layout()
    if row is not None and layout is not None:
        margins = layout.contentsMargins()
        wide = row.sizeHint().width() + margins.left() + margins.right()
        if wide > room_for(box).width():
            row.setOrientation(Qt.Orientation.Vertical)


def _chosen(
    parent: QWidget | None, title: str, start: str, filters: str, mode: QFileDialog.AcceptMode
) -> str:
    """The file chosen in Qt's file chooser (as its static functions make it: `start`, a folder
    or a file's path, its first answer), '' if cancelled."""
    from .screen_room import keep_on_screen

    chooser = QFileDialog(parent, title, start, filters)
    chooser.setAcceptMode(mode)
    if mode == QFileDialog.AcceptMode.AcceptOpen:
        chooser.setFileMode(QFileDialog.FileMode.ExistingFile)
    keep_on_screen(chooser)
    try:
        chosen = chooser.selectedFiles() if chooser.exec() == QDialog.DialogCode.Accepted else []
    finally:
        chooser.deleteLater()
    return chosen[0] if chosen else ""


def open_file(parent: QWidget | None, title: str, folder: str, filters: str) -> str:
    """A file to open, chosen by the user ('' if cancelled)."""
    return _chosen(parent, title, folder, filters, QFileDialog.AcceptMode.AcceptOpen)


def save_file(parent: QWidget | None, title: str, suggestion: str, filters: str) -> str:
    """A file name to save to, chosen by the user ('' if cancelled)."""
    return _chosen(parent, title, suggestion, filters, QFileDialog.AcceptMode.AcceptSave)
