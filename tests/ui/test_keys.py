"""Keys for the whole app: Enter (Return or the keypad's) pushes the focused button on every page,
as Space does, and a key held down acts once."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QVBoxLayout, QWidget

# Key event timestamps as the keyboard gives them: in milliseconds, never the same for two tests.
STAMPS = itertools.count(1_000_000, 100_000)

ENTERS = [
    pytest.param(Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, id="return"),
    pytest.param(Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier, id="keypad-enter"),
]


def focus() -> QWidget:
    QApplication.processEvents()
    widget = QApplication.focusWidget()
    assert widget is not None, "no widget has the keyboard focus"
    return widget


def tab_to(button) -> None:
    for _ in range(30):
        if focus() is button:
            return
        QTest.keyClick(focus(), Qt.Key.Key_Tab)
    assert focus() is button, button.objectName() or button.text()


@pytest.mark.parametrize(("key", "modifier"), ENTERS)
@pytest.mark.parametrize(("name", "page"), [("rules", "rules"), ("saved", "saved")])
def test_enter_on_a_start_page_button_pushes_it(window, key, modifier, name, page):
    assert window.current_page_name() == "start"
    tab_to(getattr(window.start_page, f"{name}_button"))
    QTest.keyClick(focus(), key, modifier)
    assert window.current_page_name() == page


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Space])
@pytest.mark.parametrize("repeats", ["flagged", "unflagged"])
def test_a_held_key_pushes_a_button_once(qtbot, key, repeats):
    """Held down, Enter or Space pushes the focused button once: its repeats (flagged by Qt,
    or as X11 gives them while the app is busy: a release and a press with one timestamp)
    push nothing."""
    widget = QWidget()
    layout = QVBoxLayout(widget)
    button = QPushButton("Roll")
    layout.addWidget(button)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    button.setFocus()
    assert QApplication.focusWidget() is button
    pushed: list[bool] = []
    button.clicked.connect(lambda: pushed.append(True))
    text = "\r" if key == Qt.Key.Key_Return else " "

    def send(kind, stamp, repeat=False):
        event = QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, text, repeat)
        event.setTimestamp(stamp)
        QApplication.sendEvent(button, event)

    start = next(STAMPS)
    send(QEvent.Type.KeyPress, start)
    for stamp in range(start + 500, start + 1500, 40):
        if repeats == "flagged":
            send(QEvent.Type.KeyPress, stamp, repeat=True)
        else:
            send(QEvent.Type.KeyRelease, stamp)
            send(QEvent.Type.KeyPress, stamp)
    send(QEvent.Type.KeyRelease, start + 1600)
    assert len(pushed) == 1


def test_the_key_policy_is_installed_once(qapp):
    """(The app and the tests both install it: a second call finds the first policy.)"""
    from sheetdesk.ui.keys import KeyPolicy, install_key_policy

    first = install_key_policy(qapp)
    assert install_key_policy(qapp) is first
    assert qapp.findChildren(KeyPolicy) == [first]


def test_text_fields_are_left_to_themselves(qtbot):
    """Holding Space in a text field types spaces: the policy watches the buttons that get the
    keyboard, never a text field, a spin box or a combo box."""
    from PySide6.QtWidgets import QComboBox, QLineEdit, QSpinBox

    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    line, spin, combo = QLineEdit(), QSpinBox(), QComboBox()
    combo.setEditable(True)
    button = QPushButton("Go")
    for widget in (line, spin, combo, button):
        layout.addWidget(widget)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    line.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is line)
    stamp = next(STAMPS)
    for _ in range(3):  # a held Space: its repeats come as releases and presses
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            event = QKeyEvent(kind, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, " ")
            event.setTimestamp(stamp)
            QApplication.sendEvent(line, event)
    assert line.text() == "   "
    pushed: list[bool] = []
    button.clicked.connect(lambda: pushed.append(True))
    button.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is button)
    QTest.keyClick(button, Qt.Key.Key_Return)
    assert pushed == [True]  # (Enter pushes a button: the policy watches it)
