"""Resume benchmark: open a long unfinished 5-player Number rows game to an interactive table.

The save is made first: five greedy bots play whole games with seeds 1-20 and the longest one is
kept; its log is then cut at the start of the last turn before the end (the last
draw phase), the seats are made human, and the match is written with sheetdesk.core.savefile
into a temporary SHEETDESK_DATA_DIR. Then, in at
least 15 interleaved pairs, the app opening it runs against the bare window
(benchmarks/bare_window.py); prints the medians and their ratio (goal: at most 1.5).

How the app is started (--via):
  driver  benchmarks/open_to_table.py FILE: the app's own start-up and open_path, FIRST_FRAME
          when the page the game opens on (table or hand-over) has been painted (default);
  app     python -m sheetdesk --open FILE --quit-after-first-paint (only meaningful once the app
          prints FIRST_FRAME after the opened game's page is painted, not the start page).

    .venv/bin/python benchmarks/resume.py [--pairs 15] [--platform offscreen] [--via driver|app]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from _ttff import BARE, PYTHON, ROOT, base_env, pairs, report

PLAYERS = ("Ana", "Bartek", "Christos", "Dimitra", "Eryk")


def make_save(data_dir: Path, seeds: range = range(1, 21)) -> tuple[Path, int, int]:
    """Write the long unfinished game; returns (path, its log length, the whole game's length)."""
    os.environ["SHEETDESK_DATA_DIR"] = str(data_dir)
    sys.path.insert(0, str(ROOT))
    from sheetdesk.core import registry, savefile
    from sheetdesk.core.protocol import Decide
    from sheetdesk.core.rng import Rng, derive
    from sheetdesk.core.session import Player, Session
    from sheetdesk.core.simulate import play_one

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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=15)
    parser.add_argument("--platform", default="offscreen")
    parser.add_argument("--via", choices=("driver", "app"), default="driver")
    parser.add_argument("--keep", action="store_true", help="keep the data folder and print it")
    args = parser.parse_args()
    data = Path(tempfile.mkdtemp(prefix="sheetdesk-resume-"))
    path, actions, full = make_save(data)
    print(f"save: {actions} logged actions (the whole game had {full}), {path.stat().st_size} B")
    env = base_env(args.platform, SHEETDESK_DATA_DIR=str(data))
    if args.via == "app":
        app = [PYTHON, "-m", "sheetdesk", "--open", str(path), "--quit-after-first-paint"]
    else:
        app = [PYTHON, str(ROOT / "benchmarks" / "open_to_table.py"), str(path)]
    bare, resume = pairs((BARE, env), (app, env), args.pairs)
    ratio = report(
        f"resume a long 5-player game to the table ({args.platform}, via {args.via})",
        "bare window (500 items + pydantic)",
        bare,
        "sheetdesk --open (5 players)",
        resume,
        goal=1.5,
    )
    if args.keep:
        print(f"data folder kept: {data}")
    else:
        for item in sorted(data.rglob("*"), reverse=True):
            item.rmdir() if item.is_dir() else item.unlink()
        data.rmdir()
    return 0 if ratio <= 1.5 else 1


if __name__ == "__main__":
    sys.exit(main())
