"""The head-to-head results of several benchmarks/strength.py logs added up: one figure over
every seed.

    .venv/bin/python benchmarks/strength_sum.py /work/runs/strength-*.log [--players 2]

A log's head-to-head tallies (`--progress N` lines, and the result line a finished run prints)
are read per (game, players, pair, seed): its last tally counts. The results of different seeds
add up (each seed deals other games); a (players, pair, seed) met in two logs is counted once,
from the log with more games. A log from before the tallies named their players and seed takes
them from its result line, else from its file name (`strength-2p-s5.log`: 2 players, seed 5),
else the players from `--players` (and the game from the other logs, when they name one).

Printed per (game, players, pair): wins/ties/losses, A's share (a tie counts half) and a 95 %
interval for it. A deal is played twice, the sides swapping seats, so the two games of a deal
are not independent: when a log's tallies come every 2 games, the interval is over deals (each
deal's share 0, 1/4, ... 1), else over games (an approximation).
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

Z95 = 1.959964


@dataclass
class Run:
    """One log's games of one (players, pair, seed): the last tally and each deal's share."""

    log: str
    games: int = 0
    wins: int = 0
    ties: int = 0
    cpu_s: float | None = None
    deals: list[float] = field(default_factory=list)  # one per deal, while tallies come every 2
    every_two: bool = True


def _file_hint(path: Path) -> tuple[int | None, int | None]:
    """The players and seed a log's name tells (`strength-9p-s5.log`), None where it does not."""
    players = re.search(r"(?:^|[-_])(\d+)p(?:[-_.]|$)", path.name)
    seed = re.search(r"(?:^|[-_])s(\d+)(?:[-_.]|$)", path.name)
    return (int(players[1]) if players else None, int(seed[1]) if seed else None)


def read_log(path: Path, players: int | None) -> dict[tuple[Any, ...], Run]:
    """The head-to-head runs of one log, by (game, players, pair, seed)."""
    lines = []
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        if line.startswith("{"):
            try:
                lines.append(json.loads(line))
            except json.JSONDecodeError:  # a line cut short by a stopped run
                continue
    results = [x for x in lines if "pair" in x and "share" in x]
    named_players, named_seed = _file_hint(path)
    game = next((x["game"] for x in results), None)
    runs: dict[tuple[Any, ...], Run] = {}
    for x in lines:
        if "pair" not in x or "wins" not in x:
            continue
        result = next((r for r in results if r["pair"] == x["pair"]), None)
        seats = x.get("players") or (result or {}).get("players") or named_players or players
        if seats is None:
            raise SystemExit(f"{path}: the log does not say how many players; give --players")
        seed = x.get("seed", (result or {}).get("seed", named_seed))
        run = runs.setdefault((x.get("game", game), seats, x["pair"], seed), Run(str(path)))
        games, wins, ties = x["games"], x["wins"], x["ties"]
        if games < run.games:
            raise SystemExit(f"{path}: two runs of {x['pair']} with {seats} players in one log")
        if games == run.games:
            continue  # the result line repeats the last tally
        if run.every_two and games == run.games + 2:
            run.deals.append((wins - run.wins + (ties - run.ties) / 2) / 2)
        else:
            run.every_two = False
        run.games, run.wins, run.ties = games, wins, ties
        if "cpu_s" in x:
            run.cpu_s = x["cpu_s"]
    return runs


def interval(mean: float, values: list[float]) -> tuple[float, float]:
    """A normal 95 % interval for the mean of `values` (each in 0..1)."""
    n = len(values)
    if n < 2:
        return (0.0, 1.0)
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = Z95 * math.sqrt(variance / n)
    return (max(0.0, mean - half), min(1.0, mean + half))


def summed(paths: list[Path], players: int | None = None) -> list[dict[str, Any]]:
    """Every (game, players, pair)'s results added up over the logs' seeds."""
    kept: dict[tuple[Any, ...], Run] = {}
    for path in paths:
        for key, run in read_log(path, players).items():
            if key not in kept or run.games > kept[key].games:
                if key in kept:
                    print(f"note: {key} is in two logs; counted from {run.log}", file=sys.stderr)
                kept[key] = run
    named = {key[0] for key in kept} - {None}
    if len(named) == 1:  # a log from before the tallies named their game: the others' game
        (game,) = named
        for key in [key for key in kept if key[0] is None]:
            run = kept.pop(key)
            if (game, *key[1:]) in kept:
                raise SystemExit(f"{run.log}: its games are in another log too")
            kept[(game, *key[1:])] = run
    out = []
    for game, seats, pair in sorted({key[:3] for key in kept}, key=str):
        runs = {key[3]: run for key, run in kept.items() if key[:3] == (game, seats, pair)}
        games = sum(run.games for run in runs.values())
        if not games:
            continue
        wins = sum(run.wins for run in runs.values())
        ties = sum(run.ties for run in runs.values())
        share = (wins + ties / 2) / games
        if all(run.every_two and run.games == 2 * len(run.deals) for run in runs.values()):
            outcomes, unit = [d for run in runs.values() for d in run.deals], "deals"
        else:  # each game on its own: a win 1, a tie 1/2, a loss 0
            losses = games - wins - ties
            outcomes, unit = [1.0] * wins + [0.5] * ties + [0.0] * losses, "games"
        low, high = interval(share, outcomes)
        cpu = [(run.cpu_s, run.games) for run in runs.values() if run.cpu_s is not None]
        out.append(
            {
                "game": game,
                "players": seats,
                "pair": pair,
                "games": games,
                "wins": wins,
                "ties": ties,
                "losses": games - wins - ties,
                "share": round(share, 3),
                "ci95": [round(low, 3), round(high, 3)],
                "interval_over": f"{len(outcomes)} {unit}",
                "seeds": {str(seed): run.games for seed, run in sorted(runs.items(), key=str)},
                **(
                    {"cpu_s_per_game": round(sum(c for c, _ in cpu) / sum(g for _, g in cpu), 1)}
                    if cpu
                    else {}
                ),
            }
        )
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("logs", nargs="+", type=Path)
    parser.add_argument(
        "--players", type=int, help="the players of a log that says nowhere (older logs)"
    )
    args = parser.parse_args()
    for row in summed(args.logs, args.players):
        print(json.dumps(row))
    return 0


if __name__ == "__main__":
    sys.exit(main())
