"""Simulation speed: `python -m sheetdesk simulate --game number_rows --players 4 --bot random
--games 200 --seed 1`, run 5 times; prints each run's JSON line and the median games per second
(as the command itself measures it) and the median wall time of the whole process.

    .venv/bin/python benchmarks/simulate.py [--runs 5] [--games 200] [--players 4] [--bot random]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time

from _ttff import PYTHON, ROOT


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--bot", default="random")
    args = parser.parse_args()
    command = [
        PYTHON, "-m", "sheetdesk", "simulate", "--game", "number_rows",
        "--players", str(args.players), "--bot", args.bot,
        "--games", str(args.games), "--seed", "1",
    ]  # fmt: skip
    rates, walls = [], []
    for _ in range(args.runs):
        t0 = time.time()
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=True)
        walls.append(time.time() - t0)
        result = json.loads(done.stdout.strip().splitlines()[-1])
        rates.append(result["games_per_s"])
        print(done.stdout.strip())
    print(
        f"simulate number_rows, {args.players} players, bot {args.bot}, {args.games} games, "
        f"{args.runs} runs: median {statistics.median(rates):.1f} games/s "
        f"(min {min(rates):.1f}, max {max(rates):.1f}); "
        f"median process wall time {statistics.median(walls):.2f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
