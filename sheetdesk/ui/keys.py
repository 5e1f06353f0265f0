"""How keys act, for the whole app (`install_key_policy`, once per QApplication):

* Enter (Return or the keypad's) activates the focused button, as Space does, on every page and in
  every dialog: a button that has the keyboard is pushed by either key;
* a key held down acts once: its repeats never activate anything (a button, a sheet's cell, a
  hand-over page). Qt flags repeats (`isAutoRepeat`), except on X11 while the app is busy (right
  after drawing a new page): there a held key's repeats come as a release and a press with the
  same timestamp, neither of them flagged. `RepeatWatch` tells those apart too.

The policy sits on whichever widget has the keyboard (installed as the focus moves to it), so it
sees every key before the widget does, and nothing else in the app pays for it. Text fields are
left alone: holding Space there types spaces."""

from __future__ import annotations

from PySide6 import QtWidgets
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

ENTER_KEYS = frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter})
ACTIVATE_KEYS = ENTER_KEYS | {Qt.Key.Key_Space, Qt.Key.Key_Select}
_KEY_EVENTS = (QEvent.Type.KeyPress, QEvent.Type.KeyRelease)
# Told by their Qt class names: PySide6 builds a Qt class, with all its enums, when Python first
# names it (3-5 ms of CPU time for these, before the first paint, where none of them is shown).
_TEXT_INPUTS = ("QLineEdit", "QAbstractSpinBox", "QTextEdit", "QPlainTextEdit", "QComboBox")
_POLICY_NAME = "sheetdesk_key_policy"


class RepeatWatch:
    """Tells a held key's repeats from fresh presses, given every press and release of it."""

    def __init__(self) -> None:
        self._released: dict[int, int] = {}  # key -> timestamp of its last release

    def is_repeat(self, event: QKeyEvent) -> bool:
        """Whether this press or release is one of a held key's repeats. A release is only
        known to be one when Qt flagged it; the press paired with it is always caught."""
        key, stamp = int(event.key()), event.timestamp()
        if event.type() == QEvent.Type.KeyRelease:
            self._released[key] = stamp
            return event.isAutoRepeat()
        # (events made up in the app or by tests have no timestamp: 0)
        return event.isAutoRepeat() or (stamp != 0 and self._released.get(key) == stamp)


class KeyPolicy(QObject):
    """The event filter on the widget that has the keyboard (see the module docstring)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.repeats = RepeatWatch()

    def watch(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and not any(new.inherits(name) for name in _TEXT_INPUTS):
            new.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() not in _KEY_EVENTS:
            return False
        assert isinstance(event, QKeyEvent)
        key = event.key()
        if key not in ACTIVATE_KEYS:
            return False
        if self.repeats.is_repeat(event):
            return True
        if (
            key in ENTER_KEYS
            and event.type() == QEvent.Type.KeyPress
            and isinstance(watched, QtWidgets.QPushButton | QtWidgets.QToolButton)
            and watched.isEnabled()
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ):
            # Pushed as Space pushes it, through the button's own event handling (and anything
            # that watches the button, such as a hand-over page's guard).
            for kind in _KEY_EVENTS:
                space = QKeyEvent(kind, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, " ")
                space.setTimestamp(event.timestamp())
                QApplication.sendEvent(watched, space)
            return True
        return False


def install_key_policy(app: QApplication) -> KeyPolicy:
    """Apply the key policy to `app` (once: a second call returns the one installed)."""
    # Looked up by its object name: the first findChild by a Python class costs PySide6
    # 10-20 ms of CPU time, before the first paint.
    existing = app.findChild(QObject, _POLICY_NAME)
    if isinstance(existing, KeyPolicy):
        return existing
    policy = KeyPolicy(app)
    policy.setObjectName(_POLICY_NAME)
    app.focusChanged.connect(policy.watch)
    focus = app.focusWidget()
    if focus is not None:
        policy.watch(None, focus)
    return policy
