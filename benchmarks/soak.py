"""Soak benchmark: the CPU time of `soak(game, games, seed=11, first=0)` (devtools/soak.py, the
start of the first part of tests/core/test_soak.py) for every built-in game.

    .venv/bin/python benchmarks/soak.py [--games 20] [--repeat 3]

Prints one line per game: the lowest and the median CPU seconds (time.process_time) over
`--repeat` runs, and what the soak checked (the same counts from one version to the next: the
same games, checked alike). To compare two versions on a busy machine, run each in turn a few
times, older tree first on the path (PYTHONPATH=<tree> python -P benchmarks/soak.py).
"""

from __future__ import annotations

import argparse
import statistics
import time

from sheetdesk.core import registry
from sheetdesk.devtools.soak import soak


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    for entry in registry.GAMES:
        seconds = []
        for _ in range(args.repeat):
            started = time.process_time()
            result = soak(entry.id, args.games, seed=11, first=0)
            seconds.append(time.process_time() - started)
        counts = " ".join(f"{key}={result[key]}" for key in ("steps", "probes", "saves", "loads"))
        print(
            f"{entry.id:16} lowest {min(seconds):.2f} s, median {statistics.median(seconds):.2f} s"
            f" CPU for {args.games} games ({counts}, failures={result['failures']})"
        )


if __name__ == "__main__":
    main()
