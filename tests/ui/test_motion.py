"""Every move seen (sheetkit/motion.py): a computer's marks are written on its sheet and stay
ringed until the next player acts; a click or a key ends an animation at once; with Animations
off nothing animates; a click on a log line rings that move; Giza dice's writers' numbers appear
one by one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.sheetkit import motion
from sheetdesk.ui.sheetkit.motion import MoveMark
from tests.ui.driving import press


@pytest.fixture(autouse=True)
def _motion_on():
    motion.set_motion("on")
    yield
    motion.set_motion("on")


def start(window, game, players, options=None, seed=3):  # type: ignore[no-untyped-def]
    from sheetdesk.ui.new_game_dialog import NewGameChoice

    entry = registry.get(game)
    window.start_new(NewGameChoice(entry, tuple(players), options or {}, seed))
    return window.controller


def marks_in(scene) -> list[MoveMark]:  # type: ignore[no-untyped-def]
    return [item for item in scene.items() if isinstance(item, MoveMark)]


def until_human(controller, limit=60) -> None:  # type: ignore[no-untyped-def]
    for _ in range(limit):
        seat = controller.session.acting_seat()
        if seat is None or controller.session.players[seat].is_human:
            return
        controller.play_bots_now()
    raise AssertionError("the computer never let the human play")


def test_a_computers_move_is_ringed_on_its_sheet_until_the_next_player_acts(window, qtbot):
    controller = start(
        window, "number_rows", [Player("Ana"), Player("Cy", "bot", "greedy")], {"jokers": False}
    )
    controller.bot_delay_ms = 0
    table = controller.page.table
    session = controller.session
    # Ana plays by keys (take a card, done) until the computer has crossed a number
    for _ in range(200):
        crossed = [e for e in session.history if e.seat == 1 and "cross" in e.action.kind]
        if crossed and session.acting_seat() == 0:
            break
        if session.acting_seat() == 1:
            controller.play_bots_now()
            continue
        phase = session.state.phase
        press(window, Qt.Key.Key_Return if phase == "draw" else Qt.Key.Key_D)
        qtbot.wait(1)
    assert crossed
    small = table.others.view(1).scene()
    rings = marks_in(small)
    assert rings, "the computer's marks are ringed on its sheet"
    assert all(mark.target.scene() is small for mark in rings)
    sheet_cells = [m.target.item_id for m in rings if ":" in m.target.item_id]
    assert sheet_cells, "a box of its sheet is ringed, not only the cards"
    assert {mark.target for mark in rings} <= set(table.motion.marked)
    motion.finish_all()
    qtbot.wait(50)
    assert marks_in(small), "the rings stay after the pen strokes end"
    # Ana acts: the rings go
    press(window, Qt.Key.Key_Return)
    qtbot.wait(1)
    assert any(entry.seat == 0 for entry in session.history[-2:])
    assert not marks_in(small)
