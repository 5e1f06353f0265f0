"""The card games' fast path (games/expeditions/fast.py) beside rules.py, measured side by side
in one run: simulated actions per second with the random bot in 4 seats, and the simulate
command's games per second on both of its paths.

    .venv/bin/python benchmarks/expeditions_fast.py [--games 30] [--repeats 7]

Per game and repeat, in alternating order (rules first, then fast first): `--games` seeded games
played straight on rules.py (step, legal_actions, the random choice, apply; chance by
resolve_chance), the same games on the fast path (legal, apply, resolve_chance), then
`simulate(..., bot="random")` through the Session and on the fast path. Reported: medians and
the median of the per-repeat ratios (the machine is shared: absolute figures drift).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sheetdesk.core.protocol import Chance, GameOver  # noqa: E402
from sheetdesk.core.rng import Rng  # noqa: E402
from sheetdesk.core.simulate import simulate  # noqa: E402


def on_rules(rules: Any, games: int) -> tuple[int, float]:
    actions = 0
    began = time.perf_counter()
    for seed in range(games):
        state = rules.setup(4, {}, Rng(seed))
        rng = Rng(seed + 99)
        while not isinstance(step := rules.step(state), GameOver):
            if isinstance(step, Chance):
                state = rules.apply(state, None, rules.resolve_chance(state, rng))
            else:
                seat = step.seats[0]
                state = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
            actions += 1
    return actions, time.perf_counter() - began


def on_fast(rules: Any, games: int) -> tuple[int, float]:
    game = rules.fast
    actions = 0
    began = time.perf_counter()
    for seed in range(games):
        fast = game.setup(4, Rng(seed))
        rng = Rng(seed + 99)
        while not fast.is_over():
            seat = fast.actor()
            if seat is None:
                fast.apply_chance(fast.resolve_chance(rng))
            else:
                fast.apply(seat, rng.choice(fast.legal(seat)))
            actions += 1
    return actions, time.perf_counter() - began


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()
    from sheetdesk.games.pyramid_cards.rules import RULES as PYRAMID
    from sheetdesk.games.treasure_cards.rules import RULES as TREASURE

    report: dict[str, Any] = {}
    for rules in (TREASURE, PYRAMID):
        gid = rules.info.id
        on_rules(rules, 2), on_fast(rules, 2)  # warm-up (imports, first memo entries)
        rates: dict[str, list[float]] = {"rules": [], "fast": [], "session": [], "simulate": []}
        counts = set()
        for repeat in range(args.repeats):
            order = (on_rules, on_fast) if repeat % 2 == 0 else (on_fast, on_rules)
            for run in order:
                actions, seconds = run(rules, args.games)
                rates["rules" if run is on_rules else "fast"].append(actions / seconds)
                counts.add(actions)
            for fast in (repeat % 2 == 1, repeat % 2 == 0):
                result = simulate(gid, 4, args.games, seed=1, bot="random", fast=fast)
                rates["simulate" if fast else "session"].append(result["games_per_s"])
        assert len(counts) == 1, "the two paths played different games"

        def ratio(a: str, b: str, rates: dict[str, list[float]] = rates) -> float:
            return statistics.median(x / y for x, y in zip(rates[a], rates[b], strict=True))

        report[gid] = {
            "actions_per_game": counts.pop() / args.games,
            "rules_actions_per_s": round(statistics.median(rates["rules"])),
            "fast_actions_per_s": round(statistics.median(rates["fast"])),
            "fast_vs_rules": round(ratio("fast", "rules"), 2),
            "simulate_session_games_per_s": round(statistics.median(rates["session"]), 1),
            "simulate_fast_games_per_s": round(statistics.median(rates["simulate"]), 1),
            "simulate_fast_vs_session": round(ratio("simulate", "session"), 2),
        }
    report["games"] = args.games
    report["repeats"] = args.repeats
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
