"""One change path (docs/architecture.md, "The change path"): a move, an undo, a redo or a
computer's move goes to the session, is saved once, leaves one position computed once (the
rules asked for its step once), and the table is drawn from it once."""

from __future__ import annotations

from typing import Any

import pytest

from sheetdesk.core.savefile import autosaver
from sheetdesk.core.session import Player
from sheetdesk.ui import controller as controller_module

from .test_controller import greedy, make


def _watch(monkeypatch: pytest.MonkeyPatch, session: Any) -> dict[str, list[Any]]:
    seen: dict[str, list[Any]] = {"step": [], "write": [], "position": []}
    rules = session.rules
    real_step, real_write = rules.step, autosaver.write
    real_position = controller_module.position

    def step(state: Any) -> Any:
        seen["step"].append(state)
        return real_step(state)

    def write(*args: Any, **kwargs: Any) -> Any:
        seen["write"].append(session.cursor)
        return real_write(*args, **kwargs)

    def position(*args: Any, **kwargs: Any) -> Any:
        seen["position"].append(session.cursor)
        return real_position(*args, **kwargs)

    monkeypatch.setattr(rules, "step", step)
    monkeypatch.setattr(autosaver, "write", write)  # (what the autosaver writes with)
    monkeypatch.setattr(controller_module, "position", position)
    return seen


def _once_each(seen: dict[str, list[Any]], session: Any, table: Any, drawn: int) -> None:
    asked = [state for state in seen["step"] if state is session.state]
    assert len(asked) == 1, "the rules were asked for the new state's step more than once"
    assert seen["write"] == [session.cursor], "the change was not saved exactly once"
    assert seen["position"] == [session.cursor], "the position was not computed once"
    assert len(table.shown) == drawn + 1, "the table was not drawn exactly once"
    for key in seen:
        seen[key].clear()


def test_a_move_an_undo_and_a_redo_each_go_one_way(qtbot, data_dir, monkeypatch):  # type: ignore[no-untyped-def]
    session, page, controller, _events = make(qtbot, [Player("Ana")])
    controller.start()
    qtbot.waitUntil(lambda: not controller.autosaver.pending)
    while not session.can_undo():  # on to a move that can be taken back
        controller.choose(greedy(session, 0))
    controller.undo()
    qtbot.waitUntil(lambda: not controller.autosaver.pending)
    table = page.table
    seen = _watch(monkeypatch, session)
    drawn = len(table.shown)
    controller.redo()
    _once_each(seen, session, table, drawn)
    drawn = len(table.shown)
    controller.undo()
    _once_each(seen, session, table, drawn)
    drawn = len(table.shown)
    controller.choose(greedy(session, 0))
    _once_each(seen, session, table, drawn)
    # the menus and the table ask about the position again: nothing is computed again
    controller.undo_label(), controller.redo_label(), controller.can_restart()
    controller.hints_offered(), controller.turn_text(session.acting_seat())
    assert seen["position"] == [] and [s for s in seen["step"] if s is session.state] == []


def test_a_computers_move_goes_the_same_way(qtbot, data_dir, monkeypatch):  # type: ignore[no-untyped-def]
    session, page, controller, _events = make(qtbot, [Player("Ana"), Player("Cy", "bot", "greedy")])
    controller.bot_delay_ms = 60_000  # (the computer moves when the test says)
    controller.start()
    table = page.table
    for _ in range(50):
        if controller.bot_pending:
            break
        controller.choose(greedy(session, session.acting_seat()))
    assert controller.bot_pending
    qtbot.waitUntil(lambda: not controller.autosaver.pending)
    seen = _watch(monkeypatch, session)
    drawn = len(table.shown)
    controller.play_bots_now()
    assert session.log[-1].seat == 1 or session.log[-1].seat is None  # the computer moved
    _once_each(seen, session, table, drawn)
