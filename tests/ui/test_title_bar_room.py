"""The dialogs and the main window fit the screen with the title bar a window manager draws over
them: room for one is kept above a dialog as it opens (before the window manager has framed
it), and a window manager's frame larger than that room, reported once the window is framed,
brings the window back onto the screen.

The tests run offscreen, where no window manager frames a window (Qt's offscreen platform
reports 2 px each side): `window_manager` makes every window report the frame of one, as X11
does, nothing until the window is on the screen, then a title bar and thin edges."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMargins, QRect
from PySide6.QtWidgets import QWidget

from sheetdesk.core import registry
from sheetdesk.ui.new_game_dialog import NewGameDialog
from sheetdesk.ui.settings import WindowPlace, load_settings, save_settings
from sheetdesk.ui.window_geometry import TITLE_BAR
from tests.ui.fit import clipped, cut_off, overlaps
from tests.ui.test_new_game_dialog import open_dialog, players_to, settle, use_screen
from tests.ui.test_window_place import NETBOOK

LOW = QRect(0, 0, 819, 480)  # 1024×600 at 125 %
PLAYERS = ["Ana", "Zofia Kowalska", "Γιαγιά Σοφία", "Jan", "Dimitris", "Małgorzata"]
GNOME = QMargins(2, 37, 2, 2)  # (a title bar larger than the room kept; the offscreen edges)


@pytest.fixture
def window_manager(monkeypatch):
    """Every window reports `GNOME`'s frame once it is on the screen (exposed), none before."""
    inside = QWidget.geometry

    def frame_geometry(widget: QWidget) -> QRect:
        handle = widget.windowHandle() if widget.isWindow() else None
        if handle is not None and widget.isVisible() and handle.isExposed():
            return inside(widget).marginsAdded(GNOME)
        return inside(widget)

    monkeypatch.setattr(QWidget, "frameGeometry", frame_geometry)


def larger_greek(window, monkeypatch) -> None:
    from sheetdesk.core.history import History
    from sheetdesk.ui.style import Look

    with History() as history:  # (remembered: their buttons in the dialog)
        history.remember_table(PLAYERS)
    use_screen(monkeypatch, LOW)
    window.resize(LOW.size())
    window.set_language("el")
    window.set_look(Look("light", True))


def test_new_game_keeps_room_for_a_title_bar_as_it_opens(window, monkeypatch):
    """Opened on 819×480 with Larger text, before any window manager has said how high its
    title bar is: the dialog's inside leaves TITLE_BAR above it on the screen."""
    larger_greek(window, monkeypatch)
    opened: list[QRect] = []

    def fill(dialog: NewGameDialog) -> None:
        opened.append(dialog.geometry())

    open_dialog(window, monkeypatch, fill, button="cancel")
    assert LOW.adjusted(0, TITLE_BAR, 0, 0).contains(opened[0]), opened[0]


def test_new_game_fits_under_a_window_managers_title_bar(
    window, qtbot, monkeypatch, window_manager
):
    """819×480, Larger text, Greek, players remembered, a window manager's 37 px title bar: the
    dialog with its frame is on the screen for every game at one, two and its most seats, its
    lists at least a row high and nothing in it cut or clipped."""
    from tests.ui.test_new_game_dialog import choose

    larger_greek(window, monkeypatch)
    outside: list[tuple[str, int, QRect]] = []
    problems: list[str] = []

    def fill(dialog: NewGameDialog) -> None:
        settle()
        if not LOW.contains(dialog.frameGeometry()):
            outside.append(("opened", 0, dialog.frameGeometry()))
        for entry in registry.GAMES:
            choose(dialog.game_combo, qtbot, entry.id)
            for seats in sorted({1, 2, entry.max_players}):
                players_to(dialog, seats)
                settle()
                if not LOW.contains(dialog.frameGeometry()):
                    outside.append((entry.id, seats, dialog.frameGeometry()))
                for area, row in (
                    (dialog.chip_list, dialog.chips[0]),
                    (dialog.seat_list, dialog.name_edits[0]),
                ):
                    if area.viewport().height() < row.height():
                        problems.append(f"{entry.id} {seats}: {area.objectName()} squeezed")
                problems.extend(clipped(dialog) + overlaps(dialog) + cut_off(dialog))

    open_dialog(window, monkeypatch, fill, button="cancel")
    assert outside == []
    assert problems == []


def test_the_settings_dialog_comes_onto_the_screen_under_its_title_bar(
    window, qtbot, monkeypatch, window_manager
):
    """A dialog opened at the top of the screen is moved down under a title bar larger than the
    room kept for it, once the window manager has framed it."""
    from sheetdesk.ui.settings_dialog import SettingsDialog

    use_screen(monkeypatch, NETBOOK)
    dialog = SettingsDialog("en", window)
    qtbot.addWidget(dialog)
    dialog.move(NETBOOK.topLeft())
    dialog.show()
    qtbot.waitExposed(dialog)
    settle()
    assert NETBOOK.contains(dialog.frameGeometry()), dialog.frameGeometry()


def test_the_main_window_comes_onto_the_screen_under_its_title_bar(
    qapp, qtbot, data_dir, monkeypatch, window_manager
):
    """A window remembered at the top of a netbook's screen (room for TITLE_BAR above it): once
    framed with a larger title bar, it is moved down and shrunk, its frame on the screen."""
    from sheetdesk.ui import window_geometry
    from sheetdesk.ui.app import build_window
    from sheetdesk.ui.i18n import Translators

    monkeypatch.setattr(window_geometry, "screen_areas", lambda: [QRect(NETBOOK)])
    place = WindowPlace(x=0, y=0, width=NETBOOK.width(), height=NETBOOK.height())
    save_settings(load_settings().model_copy(update={"window": place}))
    try:
        window = build_window(qapp, place=True)
        qtbot.addWidget(window)
        window.showNormal()  # (the netbook's first window would open maximised)
        qtbot.waitExposed(window)
        settle()
        assert NETBOOK.contains(window.frameGeometry()), window.frameGeometry()
    finally:
        Translators().install("en")
