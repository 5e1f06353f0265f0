"""The main window takes the app's font once while it opens. Each start page button is
connected to a method of the window, and a method connected to a signal that is no declared
slot is added to the window's Qt class: the window's next polish (as it is shown) sets the
style's font on it again, twice (the app's font, then the style's), and every page in it lays
out anew."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from tests.ui.test_layout_audit import settle


class FontChanges(QObject):
    """The font changes `widget` takes (watched from the app: the window is not made yet)."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name, self.count = name, 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FontChange and watched.objectName() == self.name:
            self.count += 1
        return False


def test_the_window_takes_its_font_once_while_it_opens(make_window):  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    assert app is not None
    changes = FontChanges("main_window")
    app.installEventFilter(changes)
    try:
        window = make_window()
        settle()
    finally:
        app.removeEventFilter(changes)
    assert window.objectName() == "main_window"
    assert window.start_page.learn_button.isVisible()
    assert changes.count == 1
