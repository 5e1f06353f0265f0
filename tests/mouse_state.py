"""The mouse buttons QTest holds down: its own state, not a widget's, which every mouse event it
makes carries until the button's release (see `tests/ui/driving.py` `double_click`)."""

from __future__ import annotations


def release_mouse_buttons() -> list[str]:
    """Release every mouse button in QTest's state; the names of those that were down (of the
    left and the right one: a release tells the buttons down besides its own, so the middle one
    goes up first and the other two are seen then)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QWidget

    if not isinstance(QApplication.instance(), QApplication):
        return []
    seen: list[Qt.MouseButton] = []

    class Probe(QWidget):
        def mouseReleaseEvent(self, event):  # type: ignore[no-untyped-def]
            seen.append(event.buttons())

    probe = Probe()  # (never shown: the releases reach no window; freed on return)
    for button in (
        Qt.MouseButton.MiddleButton,
        Qt.MouseButton.LeftButton,
        Qt.MouseButton.RightButton,
    ):
        QTest.mouseRelease(probe, button)
    down = seen[0] if seen else Qt.MouseButton.NoButton
    return [
        name
        for name, button in (
            ("left", Qt.MouseButton.LeftButton),
            ("right", Qt.MouseButton.RightButton),
        )
        if down & button
    ]
