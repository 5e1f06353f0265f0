"""A game left is freed by reference counting: its table (replaced by the next game's) and its
controller leave nothing for Python's collector. Their parts kept each other in cycles (a table
and the helpers it made, each keeping the table; a sheet's items sharing a set of themselves; a
controller and its saver), and each game left 500 to 2,900 objects, dead Qt wrappers with the
whole sheet's cells hanging off them, for the next full collection (`released.delete_and_free`)."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.driving import pass_handover, play_by_hint
from tests.ui.test_layout_audit import settle
from tests.ui.test_replay_page import _replay


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
    """No automatic collection while the test runs (what it collects, it collects itself)."""
    was = gc.isenabled()
    gc.disable()
    yield
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
