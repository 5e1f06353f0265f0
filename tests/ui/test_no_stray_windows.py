"""A page is drawn inside the main window: no widget of it is ever shown as a window of its own.

A widget shown before it has a parent is a top-level window for a moment: on a desktop a small
bare window flashes and takes the activation from the main window (whose keyboard focus is then
lost until the family clicks it again); offscreen the focus window becomes none. Every registered
game is started with the fewest and the most players it allows (one person, the others computers)
while every widget that is shown as a window is recorded; dialogs, menus and tool tips are
windows by design and are not counted."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QWidget

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice

OWN_WINDOWS = {
    Qt.WindowType.Dialog,
    Qt.WindowType.Popup,
    Qt.WindowType.ToolTip,
    Qt.WindowType.Sheet,
}


class ShownWindows(QObject):
    """Records every widget shown as a plain window (a window type not in OWN_WINDOWS)."""

    def __init__(self) -> None:
        super().__init__()
        self.shown: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Show
            and isinstance(watched, QWidget)
            and watched.isWindow()
            and watched.windowType() not in OWN_WINDOWS
        ):
            self.shown.append(f"{type(watched).__name__} {watched.objectName()!r}")
        return False


def counts(entry: registry.GameEntry) -> list[int]:
    info = entry.rules().info
    return sorted({info.min_players, info.max_players})


@pytest.mark.parametrize("entry", registry.GAMES, ids=lambda e: e.id)
def test_starting_a_game_shows_no_widget_as_a_window_of_its_own(window, qtbot, entry):
    recorder = ShownWindows()
    QApplication.instance().installEventFilter(recorder)
    try:
        computer = next(iter(entry.bots))
        for count in counts(entry):
            players = (Player("Ana"), *(Player(f"C{i}", "bot", computer) for i in range(1, count)))
            window.start_new(NewGameChoice(entry, players, {}, 11))
            qtbot.waitUntil(lambda: window.current_page_name() in {"table", "handover"})
            QApplication.processEvents()
            assert recorder.shown == [], (count, recorder.shown)
            assert QApplication.focusWindow() is window.windowHandle(), count
    finally:
        QApplication.instance().removeEventFilter(recorder)
