"""What a family waits for while computer players think, in the real main window (offscreen).

  repaint  Per game, two players at 1366x768: the time to repaint the whole window (grab, the
           width changed each time so the layout runs too) with nobody thinking, and while a Hard
           search runs on the worker thread, at Python's default switch interval (5 ms) and at
           the app's (ui/app.py GIL_SWITCH_SECONDS). The search and the GUI thread share the
           interpreter lock: each of the GUI thread's calls into Qt waits up to one interval.
  roll     Giza dice, Ana (played by greedy) and eight Hard computers: the seconds from Ana's
           last action of a roll until she is asked again, with the computers of a roll sharing
           the time (core/search.py shared_seconds, as the app does) and with each taking its
           level's whole cap, alternately in one run (Giza's Hard now searches a roll's writing
           once for all, in its own step cap, so the two ways play alike). `cpu_median_s`: the
           process's CPU time in that wait (both threads), which a busy machine does not stretch.
           "shared, no pause": as "shared" without the pause before each computer's move while
           the last move's animation runs (Controller._bot_delay): what the pacing adds.
           All but "shared, as the app" set the pause's floor (Controller.bot_delay_ms, the
           app's 600 ms before a computer's move other than a quick one) to 0, as this
           benchmark always has; "as the app" keeps it: what a family waits.
           `gui_cpu_median_s`: the window's thread's part of that CPU time (drawing, repainting,
           animation frames; the rest is the searches); `pauses_median_s`: the pauses set
           before the computers' moves, summed (they run while the computers think, so the
           parts do not add up to the wait). `--modes` measures some of the ways only.

  roll-search  The computers' part of `roll` alone, without the window, the searches timed by
           CPU time: what a roll's thinking costs on an idle machine, measured on a busy one.

Each prints one JSON line.

    .venv/bin/python benchmarks/computer_turns.py repaint [--grabs 30] [--rounds 2]
    .venv/bin/python benchmarks/computer_turns.py roll [--rolls 6] [--rounds 2] [--modes ...]
    .venv/bin/python benchmarks/computer_turns.py roll-search [--rolls 6] [--rounds 2]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import sys
import tempfile
import time
from typing import Any


def _ms(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {
        "median_ms": round(statistics.median(ordered) * 1000, 1),
        "max_ms": round(ordered[-1] * 1000, 1),
    }


def _window(app: Any, game: str, players: tuple[Any, ...], seed: int) -> Any:
    from sheetdesk.core import registry
    from sheetdesk.ui.app import build_window
    from sheetdesk.ui.new_game_dialog import NewGameChoice

    window = build_window(app)
    window.resize(1366, 768)
    window.show()
    window.start_new(NewGameChoice(registry.get(game), players, {}, seed))
    window.controller.bot_delay_ms = 0
    for _ in range(5):
        app.processEvents()
    if window.current_page_name() == "handover":
        window.controller.confirm_handover()
        app.processEvents()
    return window


def _searching(hard: Any, session: Any) -> Any:
    """A worker job: one Hard decision for the seat to act after another, until cancelled."""
    from sheetdesk.core.rng import Rng

    seat = session.acting_seat()
    legal, view = list(session.legal_actions(seat)), session.view(seat)
    log = session.visible_history(seat)

    def searches(flag: Any) -> None:
        for k in range(1000):
            if flag.is_set():
                return
            hard(view, seat, legal, Rng(k), cancel=flag, log=log)

    return searches


def repaint(app: Any, grabs: int, rounds: int) -> dict[str, Any]:
    from sheetdesk.core import registry
    from sheetdesk.core.session import Player
    from sheetdesk.ui.app import GIL_SWITCH_SECONDS
    from sheetdesk.ui.thinking import Thinker

    result: dict[str, Any] = {}
    for game in (entry.id for entry in registry.GAMES):
        window = _window(app, game, (Player("Ana"), Player("Ben")), 5)
        session = window.session
        searches = _searching(registry.get(game).bot("hard"), session)
        times: dict[str, list[float]] = {}
        for _ in range(rounds):
            for interval in (0.005, GIL_SWITCH_SECONDS):
                sys.setswitchinterval(interval)
                for searching in (False, True):
                    thinker = Thinker()
                    if searching:
                        thinker.start(searches)
                        time.sleep(0.05)
                    spent = times.setdefault(
                        f"{'searching' if searching else 'idle'} at {interval * 1000:g} ms", []
                    )
                    for k in range(grabs):
                        window.resize(1366 - (k % 2) * 40, 768)
                        started = time.perf_counter()
                        window.grab()
                        spent.append(time.perf_counter() - started)
                    thinker.close()
        result[game] = {key: _ms(values) for key, values in times.items()}
        window.close()
    sys.setswitchinterval(GIL_SWITCH_SECONDS)
    return result


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


MODES = ("shared", "each its own cap", "shared, no pause", "shared, as the app")


def roll(app: Any, rolls: int, rounds: int, modes: tuple[str, ...] = MODES) -> dict[str, Any]:
    from sheetdesk.core import registry
    from sheetdesk.core.rng import Rng
    from sheetdesk.core.session import Player
    from sheetdesk.ui import controller as controller_module

    greedy = registry.get("giza_dice").bot("greedy")
    shared = controller_module.Controller._shared_seconds
    pause = controller_module.Controller._bot_delay
    waits: dict[str, list[float]] = {mode: [] for mode in modes}
    cpu: dict[str, list[float]] = {mode: [] for mode in waits}
    gui: dict[str, list[float]] = {mode: [] for mode in waits}  # the window's thread's CPU
    paused: dict[str, list[float]] = {mode: [] for mode in waits}  # the pauses set, summed
    pauses: list[int] = []
    for game_round in range(rounds):
        for mode in waits:
            controller_module.Controller._shared_seconds = (  # type: ignore[method-assign]
                (lambda self, bot: None) if mode == "each its own cap" else shared
            )

            def counted(self: Any, quick: bool, mode: str = mode) -> int:
                ms = 0 if mode == "shared, no pause" else pause(self, quick)
                pauses.append(ms)
                return ms

            controller_module.Controller._bot_delay = counted  # type: ignore[method-assign]
            players = (Player("Ana"), *(Player(f"Computer {n}", "bot", "hard") for n in range(8)))
            window = _window(app, "giza_dice", players, 11 + game_round)
            session, controller = window.session, window.controller
            if mode == "shared, as the app":  # (the other ways leave out the pause's floor)
                controller.bot_delay_ms = controller.BOT_DELAY_MS
            measured = 0
            moves = 0
            while measured < rolls and not session.is_over():
                if session.acting_seat() != 0 or controller.bot_pending:
                    app.processEvents()
                    time.sleep(0.002)
                    continue
                action = greedy(session.view(0), 0, list(session.legal_actions(0)), Rng(moves))
                moves += 1
                started, cpu_started = time.perf_counter(), time.process_time()
                gui_started = time.thread_time()
                pauses.clear()
                controller.choose(action)
                app.processEvents()
                if not controller.bot_pending:
                    continue
                while (controller.bot_pending or session.acting_seat() != 0) and not (
                    session.is_over()
                ):
                    app.processEvents()
                    time.sleep(0.002)
                waits[mode].append(time.perf_counter() - started)
                cpu[mode].append(time.process_time() - cpu_started)
                gui[mode].append(time.thread_time() - gui_started)
                paused[mode].append(sum(pauses) / 1000)
                measured += 1
            window.close()
    controller_module.Controller._shared_seconds = shared  # type: ignore[method-assign]
    controller_module.Controller._bot_delay = pause  # type: ignore[method-assign]
    return {
        mode: {
            "rolls": len(values),
            "median_s": round(statistics.median(values), 2),
            "p95_s": round(_p95(values), 2),
            "max_s": round(max(values), 2),
            "cpu_median_s": round(statistics.median(cpu[mode]), 2),
            "gui_cpu_median_s": round(statistics.median(gui[mode]), 2),
            "pauses_median_s": round(statistics.median(paused[mode]), 2),
        }
        for mode, values in waits.items()
    }


def roll_search(rolls: int, rounds: int) -> dict[str, Any]:
    """The computers' thinking in a roll of Ana (greedy) and eight Hard computers, without the
    window: the CPU seconds of the Hard decisions of each roll, the searches' clock being the
    process's CPU time, so each search runs as long as on an idle machine however busy this one
    is (one thread: CPU time is the time it would take)."""
    from types import SimpleNamespace

    from sheetdesk.core import registry
    from sheetdesk.core import search as search_module
    from sheetdesk.core.headless import SimulationError, play_match

    search_module.time = SimpleNamespace(perf_counter=time.process_time)  # type: ignore[assignment]
    entry = registry.get("giza_dice")
    hard = entry.bot("hard")
    per_roll: list[float] = []
    spent: dict[tuple[int, int], float] = {}

    def timed(view: Any, seat: int, legal: list[Any], rng: Any, **extra: Any) -> Any:
        started = time.process_time()
        action = hard(view, seat, legal, rng, **extra)
        key = (game_round, view.rolls)
        spent[key] = spent.get(key, 0.0) + time.process_time() - started
        return action

    timed.level = hard.level  # type: ignore[attr-defined]
    seats = [("greedy", entry.bot("greedy")), *([("hard", timed)] * 8)]
    for game_round in range(rounds):
        # the rolls measured are enough: the game is cut there
        with contextlib.suppress(SimulationError):
            play_match("giza_dice", seats, 11 + game_round, max_actions=(rolls + 1) * 20)
        per_roll += [spent[key] for key in sorted(spent) if key[0] == game_round][:rolls]
    return {
        "rolls": len(per_roll),
        "each_s": [round(t, 2) for t in per_roll],
        "cpu_median_s": round(statistics.median(per_roll), 3),
        "cpu_max_s": round(max(per_roll), 3),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("what", choices=("repaint", "roll", "roll-search"))
    parser.add_argument("--grabs", type=int, default=30)
    parser.add_argument("--rolls", type=int, default=6)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--modes", nargs="+", choices=MODES, default=list(MODES))
    args = parser.parse_args()
    if args.what == "roll-search":
        result = roll_search(args.rolls, args.rounds)
        print(json.dumps({"what": args.what, "load": os.getloadavg()[0], **result}))
        return
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["SHEETDESK_DATA_DIR"] = tempfile.mkdtemp(prefix="sheetdesk-bench-")
    from sheetdesk.ui.app import create_application

    app = create_application([sys.argv[0]])
    if args.what == "repaint":
        result = repaint(app, args.grabs, args.rounds)
    else:
        result = roll(app, args.rolls, args.rounds, tuple(args.modes))
    print(json.dumps({"what": args.what, "load": os.getloadavg()[0], **result}))


if __name__ == "__main__":
    main()
