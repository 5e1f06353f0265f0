"""One change path (docs/architecture.md, "The change path"): a move, an undo, a redo or a
computer's move goes to the session, is saved once, leaves one position computed once (the
rules asked for its step once), and the table is drawn from it once."""

from __future__ import annotations

from typing import Any

import pytest

from sheetdesk.core.savefile import autosaver
from sheetdesk.core.session import Player
from sheetdesk.ui import controller as controller_module
from tests.declared import quick_bot

from .test_controller import ENTRY, greedy, make


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
    # (once for a new state; an undo's or a redo's state was asked when it was played)
    assert len(asked) <= 1, "the rules were asked for the new state's step more than once"
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
    session, page, controller, _events = make(
        qtbot, [Player("Ana"), Player("Cy", "bot", quick_bot(ENTRY))]
    )
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


def test_a_click_is_on_screen_and_then_saved_before_anything_else_is_handled(window, qtbot):  # type: ignore[no-untyped-def]
    """A click on the sheet: the window repaints with the move first, then the move is written,
    all inside the click's own handling: no other input, timer or event of the loop comes
    between the move and its write (a kill loses nothing the player was shown), and the save on
    disk holds the move as soon as the click has been handled."""
    from PySide6.QtCore import QEvent, QObject, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QGraphicsScene

    from sheetdesk.core import savefile
    from tests.ui.driving import one_click_move

    # a place on a sheet that stands for a whole move: one click makes it
    scene, rect = one_click_move(window, qtbot)
    controller, session = window.controller, window.session
    view = scene.views()[0]
    viewport = view.viewport()
    seen: list[str] = []
    real_write = autosaver.write

    def write(*args: Any, **kwargs: Any) -> Any:
        seen.append("write")
        return real_write(*args, **kwargs)

    handled = {
        QEvent.Type.MouseButtonPress: "press",
        QEvent.Type.MouseButtonRelease: "release",
        QEvent.Type.KeyPress: "key",
        QEvent.Type.Timer: "timer",
        QEvent.Type.MetaCall: "queued call",
    }

    class Watch(QObject):
        def eventFilter(self, watched: Any, event: Any) -> bool:
            kind = event.type()
            if kind == QEvent.Type.Paint and watched is viewport:
                seen.append("sheet painted")
            elif kind in handled and not isinstance(watched, QGraphicsScene):
                # (a sheet's scene hands its changed items to its view by a queued call: that
                # is the repaint)
                seen.append(handled[kind])
            return False

    watch = Watch()
    before = session.cursor
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(autosaver, "write", write)
        QApplication.instance().installEventFilter(watch)
        try:
            QTest.mouseClick(
                viewport,
                Qt.MouseButton.LeftButton,
                Qt.KeyboardModifier(0),
                view.mapFromScene(rect.center()),
            )
            # nothing of the event loop ran: the move is on screen and on disk already
            assert session.cursor == before + 1, "the click made no move"
            assert savefile.load(controller.save_path).cursor == session.cursor
        finally:
            QApplication.instance().removeEventFilter(watch)
    first = seen.index("press")
    assert seen.count("write") == 1, seen
    move = seen[first : seen.index("write") + 1]
    assert "sheet painted" in move, f"the move was written before the sheet showed it: {seen}"
    between = [s for s in move[1:] if s not in ("sheet painted", "write")]
    assert between == [], f"handled between the click and its save: {between}"
