"""A game left is freed by reference counting: its table (replaced by the next game's) and its
controller leave nothing for Python's collector; nor do the tables made only to be drawn (the
rules page's pictures, the printed sheets and pads). Their parts kept each other in cycles (a table
and the helpers it made, each keeping the table; a sheet's items sharing a set of themselves; a
controller and its saver), and each game left 500 to 2,900 objects, dead Qt wrappers with the
whole sheet's cells hanging off them, for the next full collection (`released.delete_and_free`)."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import weakref
from collections.abc import Iterator

import pytest
import shiboken6
from PySide6.QtCore import QObject, QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.driving import pass_handover, play_by_hint
from tests.ui.in_a_process import ROOT
from tests.ui.test_layout_audit import settle
from tests.ui.test_paper import open_print_dialog, tab_to
from tests.ui.test_replay_page import _replay
from tests.ui.test_rules_page import _images


def played_and_left(window, game: str) -> weakref.ref:  # type: ignore[no-untyped-def,type-arg]
    """A game of `game` for two started, two of its moves made by the hint, and left by the
    table's Leave button; its controller (weakly)."""
    entry = registry.get(game)
    window.start_new(NewGameChoice(entry, (Player("Ana"), Player("Bob")), {}, 3))
    settle()
    session, bot = window.session, entry.bot()
    for step in range(2):
        if window.current_page_name() == "handover":
            pass_handover(window)
            settle()
        seat = session.acting_seat()
        action = bot(session.view(seat), seat, list(session.legal_actions(seat)), Rng(step))
        play_by_hint(window, action)
        settle()
    if window.current_page_name() == "handover":
        pass_handover(window)
        settle()
    controller = weakref.ref(window.controller)
    QTest.mouseClick(window.page("table").leave_button, Qt.MouseButton.LeftButton)
    settle()
    assert window.current_page_name() == "start"
    return controller


def collected() -> list[tuple[str, str, bool]]:
    """What a full collection finds unreachable now, as each object's type's module and name,
    and whether it is the wrapper of a Qt object deleted already; then collected."""
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        gc.collect()
        found = [
            (
                type(o).__module__,
                type(o).__qualname__,
                isinstance(o, shiboken6.Object) and not shiboken6.isValid(o),
            )
            for o in gc.garbage
        ]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
    gc.collect()  # (kept by the list only, they were a cycle's again)
    return found


@pytest.fixture
def collector_idle() -> Iterator[None]:
    """No automatic collection while the test runs, nor the app's from its event loop (what it
    collects, it collects itself: one run in between found what it looks for first)."""
    was = gc.isenabled()
    gc.disable()
    app = QApplication.instance()
    timer = app.findChild(QTimer, "cycle_collector") if app is not None else None
    running = timer is not None and timer.isActive()
    if running:
        timer.stop()
    yield
    if running and shiboken6.isValid(timer):
        timer.start()
    if was:
        gc.enable()


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_a_game_left_leaves_nothing_for_the_collector(window, collector_idle, game):
    window.resize(1024, 600)
    window.show()
    settle()
    controller = played_and_left(window, game)  # (what the app makes once, made)
    table = weakref.ref(window.page("table").table)
    scene = weakref.ref(window.page("table").table.focus_view.scene())
    collected()
    # the same game again: the first one's table goes as this one's comes
    played_and_left(window, game)
    # (freed, not kept elsewhere instead: no collection ran since)
    assert table() is None and scene() is None and controller() is None
    left = collected()
    ours = sorted({name for module, name, _dead in left if module.startswith("sheetdesk")})
    dead = sorted({name for _module, name, dead in left if dead})
    assert not ours, f"{len(left)} objects left for the collector, of ours: {ours}"
    assert not dead, f"dead Qt objects left for the collector: {dead}"


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_a_replay_left_leaves_nothing_for_the_collector(window, qtbot, collector_idle, game):
    """A finished game looked at again, left and opened once more: its first table is freed."""
    _session, replay = _replay(window, qtbot, game)
    table = weakref.ref(replay.table)
    QTest.keyClick(window, Qt.Key.Key_Escape)  # (back to the finished games)
    settle()
    collected()
    _replay(window, qtbot, game)  # (opened again: a table of its own)
    settle()
    assert table() is None
    left = collected()
    assert not sorted({name for module, name, _dead in left if module.startswith("sheetdesk")})
    assert not sorted({name for _module, name, dead in left if dead})


def click_tab(tabs, index: int) -> None:  # type: ignore[no-untyped-def]
    QTest.mouseClick(tabs, Qt.MouseButton.LeftButton, pos=tabs.tabRect(index).center())
    settle()
    assert tabs.currentIndex() == index


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_a_rules_pages_pictures_leave_nothing_for_the_collector(
    window, collector_idle, monkeypatch, game
):
    """The tables the rules page draws its pictures with (a game played to each picture's
    position) are freed by reference counting once drawn."""
    from sheetdesk.ui import rules_pictures

    window.resize(1024, 600)
    window.show()
    settle()
    QTest.keyClick(window, Qt.Key.Key_F1)
    settle()
    page = window.page("rules")
    games = [entry.id for entry in registry.GAMES]
    click_tab(page.tabs, (games.index(game) + 1) % len(games))  # (what is made once, made)
    collected()
    monkeypatch.setattr(rules_pictures, "_made", {})  # (the page opened on the game's: again)
    click_tab(page.tabs, games.index(game))
    assert _images(page), "no picture drawn"
    left = collected()
    assert not sorted({name for module, name, _dead in left if module.startswith("sheetdesk")})
    assert not sorted({name for _module, name, dead in left if dead})


@pytest.mark.parametrize("what", ["sheets", "pads"])
@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_a_print_leaves_nothing_for_the_collector(
    window, qtbot, collector_idle, monkeypatch, game, what
):
    """Print… from a game, its sheets or blank pads sent to the printer through the preview:
    the tables and the scores page the pages were drawn from are freed by reference counting."""
    from PySide6 import QtPrintSupport

    printed = []

    def preview(self) -> int:  # type: ignore[no-untyped-def]
        printer = self.printer()
        printer.setOutputFormat(QtPrintSupport.QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(os.devnull)
        # (at the screen's resolution: what is freed does not follow the dots per inch, and
        # drawn at the printer's own these prints took four times the processor's time)
        printer.setResolution(96)
        self.paintRequested.emit(printer)
        printed.append(what)
        return 1

    monkeypatch.setattr(QtPrintSupport.QPrintPreviewDialog, "exec", preview)

    def drive(dialog) -> None:  # type: ignore[no-untyped-def]
        choice = dialog.game_choice if what == "sheets" else dialog.pads_choice
        QTest.mouseClick(choice, Qt.MouseButton.LeftButton, pos=QPoint(8, choice.height() // 2))
        assert choice.isChecked()
        tab_to(dialog.printer_button)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)

    window.resize(1024, 600)
    window.show()
    settle()
    entry = registry.get(game)
    window.start_new(NewGameChoice(entry, (Player("Ana"), Player("Bob")), {}, 3))
    settle()
    for first in (True, False):
        with qtbot.waitActive(window):  # (the window has the keyboard, its dialog closed)
            window.activateWindow()
        open_print_dialog(window, monkeypatch, drive)
        settle()
        if first:
            collected()  # (what is made once, made)
    assert printed == [what, what]
    left = collected()
    assert not sorted({name for module, name, _dead in left if module.startswith("sheetdesk")})
    assert not sorted({name for _module, name, dead in left if dead})


def test_a_freed_parts_late_call_is_a_failure_not_a_missing_attribute(qapp):
    """With the check the conftest turns on for every test (`released.check_freed`) a freed
    part's attributes raise when a late call uses them, from inside Qt's event as from Python,
    and the use is listed for the test to fail."""
    from sheetdesk.ui import released

    class Part(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.seen: list[int] = [1]

        def first(self, *_args: object) -> int:
            return self.seen[0]

    part = Part()
    kept = part.first  # (held by something that outlives the part)
    released.delete_and_free(part)
    del part
    settle()
    assert released.CHECK_FREED
    QTimer.singleShot(0, kept)  # (called from Qt's event loop, as a stale timer's call is)
    with pytest.raises(released.UsedAfterFree):  # (PySide raises it again out of the loop)
        settle()
    with pytest.raises(released.UsedAfterFree, match=r"Part\.seen used after"):
        kept()
    stale, released.STALE_USES[:] = list(released.STALE_USES), []  # (made on purpose)
    assert stale == ["Part.seen used after its part was freed"] * 2


def test_the_app_drops_a_freed_parts_attributes_whatever_its_environment():
    """The check is the tests' own hook, not a switch the app reads: the app, started with
    CHECK_FREED in its environment (the name the tests once set there), frees a part as it
    always does, its attributes dropped, a late use an AttributeError."""
    late = (
        "from PySide6.QtCore import QCoreApplication, QObject\n"
        "from sheetdesk.ui import released\n"
        "app = QCoreApplication([])\n"
        "part = QObject()\n"
        "part.seen = [1]\n"
        "released.delete_now_and_free(part)\n"
        "print(released.CHECK_FREED, vars(part))\n"
    )
    env = dict(os.environ, CHECK_FREED="1", PYTHONPATH=str(ROOT))
    run = subprocess.run(
        [sys.executable, "-c", late], env=env, capture_output=True, text=True, timeout=600
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.split() == ["False", "{}"]


def test_a_game_left_takes_back_what_it_queued_after_the_repaint(window, monkeypatch):
    """A player's move queues the side panel's update for after the window's repaint; a game
    left before that repaint takes the update back: it is never called on the closed
    controller (freed by then, it would raise inside Qt's event running the queue)."""
    from sheetdesk.ui.controller import Controller

    calls: list[bool] = []
    update_side = Controller._update_side

    def spied(self) -> None:  # type: ignore[no-untyped-def]
        calls.append(self._closed)
        update_side(self)

    monkeypatch.setattr(Controller, "_update_side", spied)
    window.resize(1024, 600)
    window.show()
    settle()
    entry = registry.GAMES[0]  # (any game: one player, so both moves are hers)
    window.start_new(NewGameChoice(entry, (Player("Ana"),), {}, 3))
    settle()
    if window.current_page_name() == "handover":
        pass_handover(window)
        settle()
    session, bot = window.session, entry.bot()
    for step in range(2):  # (the second move the same player's: its side update queued)
        seat = session.acting_seat()
        action = bot(session.view(seat), seat, list(session.legal_actions(seat)), Rng(step))
        calls.clear()
        play_by_hint(window, action)
    QTest.mouseClick(window.page("table").leave_button, Qt.MouseButton.LeftButton)
    settle()
    assert window.current_page_name() == "start"
    assert True not in calls, "the side panel of a closed game updated"
