"""Click benchmark: a click on a sheet cell to the repainted sheet (goal: app mode, loop repaint,
median under 5 ms).

Positions: Number rows games played by the greedy bot (2 players, seeds 1, 2, ...); every moment
where the active player has played cards and may cross one of them is a position. At each one a
real mouse click (QTest.mouseClick on the big sheet's viewport, at a legal Cross cell's centre)
is timed with perf_counter() up to the end of the repaint (--repaint): "loop" repaints as on
screen — the clock stops at the end of the window's repaint (its UpdateRequest: every changed
widget's changed region, then the flush) that painted the sheet's viewport, whether the app ran
it at once inside the click (the whole app does: the autosave's write comes after it) or the
event loop did; "full" forces a synchronous repaint of the whole viewport
(`viewport().repaint()`) after the click (in the app, on top of the app's own repaint of what
changed: it counts both). A second figure, "to idle", also counts what the app runs right after
that repaint (the save's write and fsync, the side panel). Each figure is given in CPU time of
the GUI thread too (thread_time: the click's own cost, whatever else the machine runs). The
cross is then undone and the click repeated (--repeat times per position). Two set-ups:

  table  the NumberRowsTable alone (sheet.create_table): the click's action goes to
         session.act, then table.show_position(view, seat, seat, legal, scores) as the
         controller does it, then the repaint;
  app    the whole main window with the game opened from a save: the click goes through the
         Controller (session.act, the table redrawn, the undo labels, the window repainted at
         once; then the autosave written; right after that turn of the event loop, the scores
         so far, the log and the fsync). Its loop figure is the headline (the goal's).

    .venv/bin/python benchmarks/click.py [--positions 20] [--repeat 5] [--mode both|table|app]
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PLAYERS = ("Ana", "Nikos")


def game_positions(game_id, names, count, target, options=None):  # type: ignore[no-untyped-def]
    """(session at a position, what to click there) for `count` positions of whole games the
    greedy bot plays (seeds 1, 2, ...) with `names` as the (human) players: every state for
    which `target(rules, state, index)` gives something (not None) is a position."""
    from sheetdesk.core import registry
    from sheetdesk.core.headless import play_one
    from sheetdesk.core.rng import Rng, derive
    from sheetdesk.core.session import Player, Session

    rules = registry.get(game_id).rules()
    humans = [Player(name, "human") for name in names]
    found: list[tuple[object, object]] = []
    seed = 0
    while len(found) < count:
        seed += 1
        full = play_one(game_id, len(names), seed, options=options)
        state = rules.setup(len(names), full.options, Rng(derive(full.seed, "setup")))
        for index, entry in enumerate(full.log):
            what = target(rules, state, index)
            if what is not None:
                log = full.log[:index]
                session = Session.restore(
                    rules, humans, full.options, full.seed, log, index, f"click-{seed}-{index}"
                )
                found.append((session, what))
                if len(found) == count:
                    break
            state = rules.apply(state, entry.seat, entry.action)
    return found


def play_step(session, controller, bot, seat: int, step: int) -> None:  # type: ignore[no-untyped-def]
    """The move of `seat` (the acting seat) in the game open in the window, made as the table
    makes it: a human seat's is `bot`'s choice (its randomness seeded with `step`), through the
    controller; a computer's is made now (the benchmark, not the controller's delay, says when:
    play_bots_now)."""
    from sheetdesk.core.rng import Rng

    if session.players[seat].is_human:
        legal = list(session.legal_actions(seat))
        controller.choose(bot(session.view(seat), seat, legal, Rng(step)))
    else:
        controller.play_bots_now()


def _cross_target(rules, state, index):  # type: ignore[no-untyped-def]
    """A number the active player may cross from the cards just played."""
    from sheetdesk.core.protocol import Decide
    from sheetdesk.games.number_rows import rules as nr

    step = rules.step(state)
    if state.phase != "play" or not state.played or state.play_crosses:
        return None
    if not isinstance(step, Decide):
        return None
    crosses = [a for a in rules.legal_actions(state, step.seats[0]) if isinstance(a, nr.Cross)]
    return crosses[0].number if crosses else None


def positions(count: int) -> list[tuple[object, int]]:
    """(session at a position, number to cross) for `count` positions from greedy games."""
    return game_positions("number_rows", PLAYERS, count, _cross_target)  # type: ignore[no-any-return]


_PAINTS = [0]
# (perf_counter(), thread_time()) at the end of the window's repaint that drew the sheet
_REPAINTED: list[tuple[float, float]] = []


def _paint_counter():  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QEvent, QObject

    class PaintCounter(QObject):
        def eventFilter(self, watched, event):  # type: ignore[no-untyped-def]
            if event.type() == QEvent.Type.Paint:
                _PAINTS[0] += 1
            return False

    return PaintCounter()


def _repaint_watch():  # type: ignore[no-untyped-def]
    """On the top-level window: runs its UpdateRequest (Qt's repaint of every dirty widget and the
    flush to the screen) itself, and notes when one that painted the sheet's viewport ended."""
    from PySide6.QtCore import QEvent, QObject

    class RepaintWatch(QObject):
        def eventFilter(self, watched, event):  # type: ignore[no-untyped-def]
            if event.type() == QEvent.Type.UpdateRequest:
                seen = _PAINTS[0]
                watched.event(event)
                if _PAINTS[0] != seen:
                    _REPAINTED.append((time.perf_counter(), time.thread_time()))
                return True
            return False

    return RepaintWatch()


def click_and_repaint(app, view, pos, how: str) -> tuple[float, float, float, float]:  # type: ignore[no-untyped-def]
    """(seconds from the mouse press to the end of the sheet's repaint, to the event loop idle),
    then the same two spans in CPU time of the GUI thread (thread_time: what the click costs
    whatever else the machine runs).

    how="full": the whole viewport is repainted at once (`viewport().repaint()`);
    how="loop": Qt repaints what changed, as it does on screen: the clock stops at the end of the
    window's repaint with the viewport in it (only the changed regions of every widget that
    changed, then the flush), whether the app asked for it at once or the event loop ran it.
    Whatever the app runs after the repaint (the side panel, the fsync) is in "to idle".
    """
    from PySide6.QtCore import QEventLoop, Qt
    from PySide6.QtTest import QTest

    viewport = view.viewport()
    _REPAINTED.clear()
    t0, c0 = time.perf_counter(), time.thread_time()
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier(0), pos)
    if how == "full":
        viewport.repaint()
        end, cpu = time.perf_counter(), time.thread_time()
    else:
        while not _REPAINTED:
            app.processEvents()
            if time.perf_counter() - t0 > 2:
                raise RuntimeError("the sheet did not repaint after the click")
        end, cpu = _REPAINTED[0]
    # idle: the event loop has nothing left to do (a zero-time timer, e.g. the fsync, ran)
    app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
    app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
    idle, cpu_idle = time.perf_counter(), time.thread_time()
    return end - t0, idle - t0, cpu - c0, cpu_idle - c0


def table_clicks(app, game_id, samples, repeat, how, cell_of, done, size=(820, 640)):  # type: ignore[no-untyped-def]
    """Clicks on the table of `game_id` alone, `repeat` per sample (session, target): the click
    goes to the cell `cell_of(table, session, target)`, its action to session.act, then
    table.show_position(...) as the controller does it; `done(action)` says the click did what
    it should. The action is undone between clicks."""
    from sheetdesk.core import registry

    entry = registry.get(game_id)
    sheet = entry.ui()
    times: list[tuple[float, float]] = []
    for session, target in samples:
        table = sheet.create_table(session.rules, session.players)
        table.resize(*size)
        table.show()

        def draw(session=session, table=table) -> None:  # type: ignore[no-untyped-def]
            seat = session.acting_seat()
            view = session.view(seat)
            table.show_position(
                view, seat, seat, list(session.legal_actions(seat)), session.rules.scores(view)
            )

        def act(action, session=session, draw=draw) -> None:  # type: ignore[no-untyped-def]
            session.act(session.acting_seat(), action)
            draw()

        table.action_chosen.connect(act)
        counter = _paint_counter()
        table.big_view.viewport().installEventFilter(counter)
        watch = _repaint_watch()
        table.window().installEventFilter(watch)
        draw()
        for _ in range(3):
            app.processEvents()
        cell = cell_of(table, session, target)
        for _ in range(repeat):
            before = session.cursor
            times.append(click_and_repaint(app, table.big_view, table.cell_center(cell), how))
            assert session.cursor == before + 1, "the click took no action"
            assert done(session.log[-1].action), session.log[-1].action
            session.undo()
            draw()
            for _ in range(3):
                app.processEvents()
        table.close()
        table.deleteLater()
        app.processEvents()
    return times


def settle(app, turns: int = 50) -> None:  # type: ignore[no-untyped-def]
    """Turns of the event loop till one lays nothing out: the layout a game's opening or an
    undo asks for, level by level up to the window (each level's new least size asks its
    parent's layout for a pass on the next turn), done before the next click, as a family's
    event loop has it done long before they click. (Three turns left the window's last pass
    after an opening to the first click, and it was counted as the click's.)"""
    from PySide6.QtCore import QEvent

    requests = _event_counter(QEvent.Type.LayoutRequest)
    app.installEventFilter(requests)
    try:
        for _ in range(turns):
            requests.count = 0
            app.processEvents()
            if not requests.count:
                return
    finally:
        app.removeEventFilter(requests)
    raise RuntimeError(f"the window still lays itself out after {turns} turns")


def _event_counter(kind):  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QObject

    class EventCounter(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.count = 0

        def eventFilter(self, watched, event):  # type: ignore[no-untyped-def]
            if event.type() == kind:
                self.count += 1
            return False

    return EventCounter()


def app_clicks(app, samples, repeat, how, cell_of, done, size=(1366, 768)):  # type: ignore[no-untyped-def]
    """The same clicks through the whole main window (1366x768 unless `size` says otherwise),
    each game opened from a save (the click goes through the Controller; Undo between
    clicks)."""
    from PySide6.QtCore import QEvent

    from sheetdesk.core import savefile
    from sheetdesk.ui.i18n import Translators
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.settings import Settings

    translators = Translators()
    translators.install("en")
    window = MainWindow(translators, Settings(language="en"))
    window.resize(*size)
    window.show()
    app.processEvents()
    times: list[tuple[float, float]] = []
    watch = _repaint_watch()
    window.installEventFilter(watch)
    for session, target in samples:
        path = savefile.write(session)
        assert window.open_path(path, external=False)
        controller = window.controller
        if window.current_page_name() == "handover":
            controller.confirm_handover()
        settle(app)
        assert window.current_page_name() == "table"
        table = window.page("table").table
        live = window.session
        counter = _paint_counter()
        table.big_view.viewport().installEventFilter(counter)
        cell = cell_of(table, live, target)
        for _ in range(repeat):
            before = live.cursor
            times.append(click_and_repaint(app, table.big_view, table.cell_center(cell), how))
            assert live.cursor == before + 1, "the click took no action"
            assert done(live.log[-1].action), live.log[-1].action
            controller.undo()
            settle(app)
        window.close_game()
        app.processEvents()
        # the closed game's table goes as in the app (its event loop deletes what was left to
        # deleteLater; processEvents outside a running loop never does): a table left behind
        # would keep its sheets' views among the window's children, click after click
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    window.close()
    return times


def _cross_cell(table, session, number):  # type: ignore[no-untyped-def]
    return table.cell_id(session.state.play_color, number)


def _crossed(action) -> bool:  # type: ignore[no-untyped-def]
    from sheetdesk.games.number_rows import rules as nr

    return isinstance(action, nr.Cross)


def bench_table(app, samples, repeat: int, how: str) -> list[float]:  # type: ignore[no-untyped-def]
    return table_clicks(app, "number_rows", samples, repeat, how, _cross_cell, _crossed)


def bench_app(app, samples, repeat: int, how: str) -> list[float]:  # type: ignore[no-untyped-def]
    return app_clicks(app, samples, repeat, how, _cross_cell, _crossed)


def offscreen_app(prefix: str, animations: bool = False):  # type: ignore[no-untyped-def]
    """The app's QApplication (offscreen unless told otherwise, its style, the animations off
    unless asked for), with saves in a new temporary folder."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["SHEETDESK_DATA_DIR"] = tempfile.mkdtemp(prefix=prefix)
    sys.path.insert(0, str(ROOT))
    from sheetdesk.ui.app import create_application
    from sheetdesk.ui.sheetkit import set_animations
    from sheetdesk.ui.style import apply_style

    app = create_application([sys.argv[0]])
    apply_style(app)
    set_animations(animations)
    return app


GOAL_MS = 5.0  # the median click through the whole app (app mode, loop repaint)


def summary(
    name: str, times: list[tuple[float, float, float, float]], goal_ms: float | None = None
) -> float:
    """Print the clicks' figures (with a verdict against `goal_ms` if given); the wall median."""

    def line(values: list[float]) -> str:
        ms = sorted(v * 1000 for v in values)
        return (
            f"median {statistics.median(ms):.2f} ms, p90 {ms[int(len(ms) * 0.9)]:.2f} ms, "
            f"min {ms[0]:.2f}, max {ms[-1]:.2f}"
        )

    median = statistics.median(t[0] for t in times) * 1000
    verdict = "OK" if goal_ms is not None and median < goal_ms else "OVER GOAL"
    print(
        f"  {name:<20} {len(times)} clicks, to the repaint: {line([t[0] for t in times])}"
        f"{f'; goal < {goal_ms:g} ms: {verdict}' if goal_ms is not None else ''}\n"
        f"  {'':<20} CPU (thread_time) to the repaint: {line([t[2] for t in times])}\n"
        f"  {'':<20} to idle (the side panel, the fsync too): {line([t[1] for t in times])}; "
        f"CPU median {statistics.median(t[3] for t in times) * 1000:.2f} ms"
    )
    return median


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--mode", choices=("both", "table", "app"), default="both")
    parser.add_argument(
        "--repaint", choices=("both", "loop", "full"), default="both", help="see click_and_repaint"
    )
    args = parser.parse_args()
    app = offscreen_app("sheetdesk-click-")
    print(
        f"click on a sheet cell to the repainted sheet ({os.environ['QT_QPA_PLATFORM']}): "
        f"{args.positions} positions x {args.repeat} clicks, {platform.node()}, "
        f"Python {platform.python_version()}, {os.cpu_count()} CPUs, "
        f"{time.strftime('%Y-%m-%d %H:%M %Z')}"
    )
    headline = None
    modes = ("table", "app") if args.mode == "both" else (args.mode,)
    repaints = ("loop", "full") if args.repaint == "both" else (args.repaint,)
    bench = {"table": bench_table, "app": bench_app}
    for mode in modes:
        for how in repaints:
            times = bench[mode](app, positions(args.positions), args.repeat, how)
            goal = (mode, how) == ("app", "loop")
            median = summary(f"{mode}, {how} repaint", times, GOAL_MS if goal else None)
            if goal:
                headline = median
    return 0 if headline is None or headline < GOAL_MS else 1


if __name__ == "__main__":
    sys.exit(main())
