"""The keyboard handed back to the window a dialog was opened over, as the dialog closes.

A window manager gives the keyboard back to the window under a closed dialog. Where none does
(Qt's offscreen platform, a kiosk's X server without one), Qt leaves no window active once one of
its own print dialogs closes (Properties, Print, the preview), and the keys reach nothing: the
dialog under it could not be closed by Escape, nor Ctrl+P pressed again. `hand_back_keys` makes
the app do it itself, a turn after the dialog is hidden and only where no window of the app has
the keyboard by then (with a window manager, it has already handed it back, or the family has
gone to another program's window: nothing is taken from either)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget


def _give_back(under: QWidget) -> None:
    # (to the modal dialog shown meanwhile, if one is: a window it blocks takes no keys)
    to = QApplication.activeModalWidget() or under
    if QApplication.activeWindow() is None and to.isVisible():
        to.activateWindow()


class _HandBack(QObject):
    def __init__(self, dialog: QWidget) -> None:
        super().__init__(dialog)
        dialog.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Hide and isinstance(watched, QWidget):
            opened_over = watched.parentWidget()
            if opened_over is not None and QApplication.activeWindow() in (watched, None):
                under = opened_over.window()
                # (with `under` as the timer's context: nothing is done for a window gone by then)
                QTimer.singleShot(0, under, lambda: _give_back(under))
        return False


def hand_back_keys(dialog: QWidget) -> None:
    """As `dialog` (a window over its parent's) is hidden while it has the keyboard, the window
    it was opened over is given the keyboard a turn later where no window has it then. (Qt
    has let go of the keyboard by the time it says the dialog is hidden: a dialog hidden while
    no window of the app has the keyboard counts as having had it.)"""
    if dialog.findChild(_HandBack) is None:
        _HandBack(dialog)
