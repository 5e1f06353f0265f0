"""Resume benchmark: open a long unfinished 5-player Number rows game to an interactive table.

The save is made first: five greedy bots play whole games with seeds 1-20 and the longest one is
kept; its log is then cut at the start of the last turn before the end (the last
draw phase), the seats are made human, and the match is written with sheetdesk.core.savefile
into a temporary SHEETDESK_DATA_DIR. Then, in at least 15 interleaved pairs,
`python -m sheetdesk --open FILE --quit-after-first-paint` runs against the bare window
(benchmarks/bare_window.py). The app prints FIRST_FRAME when the game's first page has painted:
with five humans sharing the laptop that is the hand-over page, the interactive page of a resumed
game (its stderr must say `first paint: page=handover`). That page is painted from a glance at the
save (core/save_glance.py: its players and whom the laptop goes to, from the game's step of the
state its snapshot pictures; the log is read, not replayed); the save's careful reading (the log
replayed), the controller and the table come after it.
Prints the medians and their ratio (goal: at most 1.1), and the CPU time each had used.

The save is opened and the table the hand-over page hides is built right after that page has
painted; the app then says `TABLE_READY <unix time>` on stderr before quitting. --table-runs
more runs of the app alone (default 5) report how long after the hand-over page the table was
ready (a player's click on "I'm Ana" waits for it if it comes sooner).

    .venv/bin/python benchmarks/resume.py [--pairs 15] [--platform offscreen] [--table-runs 5]
                                          [--keep] [--app COMMAND]

--app times another command instead of `python -m sheetdesk`, e.g. the frozen app
(`--app dist/sheetdesk/sheetdesk`).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _ttff import BARE, ROOT, app_command, base_env, pairs, report, report_cpu

GOAL = 1.1

PLAYERS = ("Ana", "Bartek", "Christos", "Dimitra", "Eryk")


def make_save(data_dir: Path, seeds: range = range(1, 21)) -> tuple[Path, int, int]:
    """Write the long unfinished game; returns (path, its log length, the whole game's length)."""
    os.environ["SHEETDESK_DATA_DIR"] = str(data_dir)
    sys.path.insert(0, str(ROOT))
    from sheetdesk.core import registry, savefile
    from sheetdesk.core.headless import play_one
    from sheetdesk.core.protocol import Decide
    from sheetdesk.core.rng import Rng, derive
    from sheetdesk.core.session import Player, Session

    games = [play_one("number_rows", len(PLAYERS), seed, bot="greedy") for seed in seeds]
    full = max(games, key=lambda game: len(game.log))
    rules = registry.get("number_rows").rules()
    log = full.log
    state = rules.setup(len(PLAYERS), full.options, Rng(derive(full.seed, "setup")))
    cut = 0
    for index, entry in enumerate(log):
        step = rules.step(state)
        if state.phase == "draw" and isinstance(step, Decide):
            cut = index  # a turn starts here: the last one before the end wins
        state = rules.apply(state, entry.seat, entry.action)
    humans = [Player(name, "human") for name in PLAYERS]
    session = Session.restore(
        rules, humans, full.options, full.seed, log[:cut], cut, match_id="resume-benchmark"
    )
    assert not session.is_over()
    path = savefile.write(session)
    savefile.load(path)  # the app will accept it
    return path, cut, len(log)


def table_ready(app: list[str], env: dict[str, str], runs: int) -> None:
    """Median time from the start to FIRST_FRAME and to TABLE_READY over `runs` runs."""
    first: list[float] = []
    ready: list[float] = []
    for _ in range(runs):
        t0 = time.time()
        done = subprocess.run(app, cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
        stamps = {
            line.split()[0]: float(line.split()[1])
            for line in (done.stdout + done.stderr).splitlines()
            if line.startswith(("FIRST_FRAME ", "TABLE_READY "))
        }
        if done.returncode != 0 or len(stamps) != 2:
            raise RuntimeError(f"{' '.join(app)} exited {done.returncode}:\n{done.stderr}")
        first.append(stamps["FIRST_FRAME"] - t0)
        ready.append(stamps["TABLE_READY"] - t0)
    gaps = [(r - f) * 1000 for f, r in zip(first, ready, strict=True)]
    page_ms = statistics.median(first) * 1000
    ready_ms = statistics.median(ready) * 1000
    print(
        f"  the table behind the hand-over page ({runs} more runs): hand-over page painted "
        f"{page_ms:.1f} ms, table ready {ready_ms:.1f} ms (median); "
        f"ready {statistics.median(gaps):.1f} ms after the page (median)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=15)
    parser.add_argument("--platform", default="offscreen")
    parser.add_argument("--table-runs", type=int, default=5)
    parser.add_argument("--keep", action="store_true", help="keep the data folder and print it")
    parser.add_argument("--app", default="", help="the command to time (default: this tree's)")
    args = parser.parse_args()
    data = Path(tempfile.mkdtemp(prefix="sheetdesk-resume-"))
    path, actions, full = make_save(data)
    print(f"save: {actions} logged actions (the whole game had {full}), {path.stat().st_size} B")
    env = base_env(args.platform, SHEETDESK_DATA_DIR=str(data))
    app = [*app_command(args.app), "--open", str(path), "--quit-after-first-paint"]
    cpu: tuple[list[float], list[float]] = ([], [])
    handover = (app, env, "first paint: page=handover")
    bare, resume = pairs((BARE, env), handover, args.pairs, cpu)
    ratio = report(
        f"resume a long 5-player game to its hand-over page ({args.platform})",
        "bare window (500 items + pydantic)",
        bare,
        f"sheetdesk --open (5 players){' (--app)' if args.app else ''}",
        resume,
        goal=GOAL,
    )
    report_cpu(*cpu)
    if args.table_runs > 0:
        table_ready(app, env, args.table_runs)
    if args.keep:
        print(f"data folder kept: {data}")
    else:
        for item in sorted(data.rglob("*"), reverse=True):
            item.rmdir() if item.is_dir() else item.unlink()
        data.rmdir()
    return 0 if ratio <= GOAL else 1


if __name__ == "__main__":
    sys.exit(main())
