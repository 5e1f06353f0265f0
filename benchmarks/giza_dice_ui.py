"""Giza dice with nine players: a click on a pad cell to the repainted sheet (goal: median under
8 ms), and `simulate --players 9` with the random and the greedy bot (goal: greedy's mean score at
least 1.5 times random's).

Positions: nine-player games played by the greedy bot (seeds 1, 2, ...); every moment where the
writer on screen may write the announced number (its cells lit, nothing to choose first) is a
position. The click is timed as in benchmarks/click.py (QTest.mouseClick on the big pad's viewport
at a lit cell's centre, up to the end of Qt's own repaint of the window: "loop"), then undone:

  table  the GizaTable alone (click.table_clicks);
  app    the whole main window at 1366x768 with the game opened from a save, the click through
         the Controller (click.app_clicks).

--laptop: only the app at 1024x600 (the smallest screen a family laptop has), Giza dice with nine
players beside Number rows with two (benchmarks/click.py's positions) in the same run.

    .venv/bin/python benchmarks/giza_dice_ui.py [--positions 20] [--repeat 5] [--games 50]
    .venv/bin/python benchmarks/giza_dice_ui.py --laptop [--positions 20] [--repeat 5]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time

from _ttff import PYTHON, ROOT

NAMES = ("Ana", "Ben", "Chloé", "Dimitris", "Ewa", "Filip", "Gosia", "Helena", "Jan")


def _write_target(rules, state, index):  # type: ignore[no-untyped-def]
    """A cell in the middle of those the writer on screen may write the announced number in
    (every 7th such moment, for variety)."""
    from sheetdesk.games.giza_dice import rules as gd

    if state.phase != "write" or state.number is None or index % 7:
        return None
    seat = state.waiting[0]
    if state.choices[seat] is not None:
        return None
    writes = [
        a.cell
        for a in rules.legal_actions(state, seat)
        if isinstance(a, gd.Write) and not a.nile and not a.powers
    ]
    return writes[len(writes) // 2] if writes else None


def positions(count: int) -> list[tuple[object, str]]:
    """(session at a position, the cell to click) from greedy nine-player games."""
    from click import game_positions

    return game_positions("giza_dice", NAMES, count, _write_target, {"powers": True})  # type: ignore[no-any-return]


def _cell(table, session, cell: str) -> str:  # type: ignore[no-untyped-def]
    return cell


def _written(action) -> bool:  # type: ignore[no-untyped-def]
    from sheetdesk.games.giza_dice import rules as gd

    return isinstance(action, gd.Write)


def simulate(bot: str, games: int) -> dict:  # type: ignore[type-arg]
    command = [
        PYTHON,
        "-m",
        "sheetdesk",
        "simulate",
        "--game",
        "giza_dice",
        "--players",
        "9",
        "--bot",
        bot,
        "--games",
        str(games),
        "--seed",
        "1",
    ]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=True)
    print("  " + done.stdout.strip())
    result: dict = json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[type-arg]
    return result


def laptop(app, count: int, repeat: int) -> int:  # type: ignore[no-untyped-def]
    """Clicks through the main window at 1024x600: Giza dice (9 players), then Number rows."""
    import click
    from click import app_clicks, summary

    size = (1024, 600)
    print(
        f"the app at {size[0]}x{size[1]} ({os.environ['QT_QPA_PLATFORM']}): {count} positions x "
        f"{repeat} clicks each, {platform.node()}, Python {platform.python_version()}, "
        f"{os.cpu_count()} CPUs, {time.strftime('%Y-%m-%d %H:%M %Z')}"
    )
    times = app_clicks(app, positions(count), repeat, "loop", _cell, _written, size)
    giza = summary("Giza dice, 9 players", times)
    times = app_clicks(
        app, click.positions(count), repeat, "loop", click._cross_cell, click._crossed, size
    )
    rows = summary("Number rows, 2 players", times)
    return 0 if max(giza, rows) < 8 else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument(
        "--laptop", action="store_true", help="the app at 1024x600, beside Number rows"
    )
    args = parser.parse_args()
    from click import app_clicks, offscreen_app, summary, table_clicks

    app = offscreen_app("sheetdesk-giza-")
    if args.laptop:
        return laptop(app, args.positions, args.repeat)
    print(
        f"Giza dice, 9 players ({os.environ['QT_QPA_PLATFORM']}): {args.positions} positions x "
        f"{args.repeat} clicks, {platform.node()}, Python {platform.python_version()}, "
        f"{os.cpu_count()} CPUs, {time.strftime('%Y-%m-%d %H:%M %Z')}"
    )
    worst = 0.0
    size = (1080, 680)  # the table's room in a 1366x768 window
    times = table_clicks(
        app, "giza_dice", positions(args.positions), args.repeat, "loop", _cell, _written, size
    )
    worst = max(worst, summary("table, loop repaint", times))
    times = app_clicks(app, positions(args.positions), args.repeat, "loop", _cell, _written)
    worst = max(worst, summary("app, loop repaint", times))
    print(f"simulate --game giza_dice --players 9 --games {args.games} --seed 1:")
    random, greedy = simulate("random", args.games), simulate("greedy", args.games)
    ratio = greedy["mean_score"] / random["mean_score"]
    print(f"  greedy mean / random mean = {ratio:.2f} (goal >= 1.5)")
    return 0 if worst < 8 and ratio >= 1.5 else 1


if __name__ == "__main__":
    sys.exit(main())
