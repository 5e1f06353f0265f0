"""Snapshot benchmark: `rules.snapshot(state)` (core.snapshot.to_json) on a state half-way through
a greedy game of every built-in game, the largest player count; it runs on every save.

    .venv/bin/python benchmarks/snapshot.py [--repeat 9]

Prints one line per game: the median over `--repeat` runs of 200 snapshots, in microseconds.
"""

from __future__ import annotations

import argparse
import statistics
import timeit

from sheetdesk.core import registry
from sheetdesk.core.headless import play_one
from sheetdesk.core.rng import Rng, derive


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=9)
    args = parser.parse_args()
    for entry in registry.GAMES:
        rules = entry.rules()
        players = entry.max_players
        game = play_one(entry.id, players, 3)
        state = rules.setup(players, game.options, Rng(derive(game.seed, "setup")))
        for logged in game.log[: len(game.log) // 2]:
            state = rules.apply(state, logged.seat, logged.action)
        runs = timeit.repeat(lambda: rules.snapshot(state), number=200, repeat=args.repeat)  # noqa: B023
        median = statistics.median(runs) / 200 * 1e6
        print(f"{entry.id:16} {players} players: median {median:.0f} µs per snapshot")


if __name__ == "__main__":
    main()
