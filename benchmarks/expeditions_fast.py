"""The card games' fast path (games/expeditions/fast.py) beside rules.py, measured side by side
in one run: simulated actions per second with the random bot in 4 seats, and simulate's games per
second through the Session and on the game's fast module.

    .venv/bin/python benchmarks/expeditions_fast.py [--games 30] [--repeats 7] [--bot random]

Per game and repeat, in alternating order (rules first, then fast first): `--games` seeded games
played straight on rules.py (step, legal_actions, the random choice, apply; chance by
resolve_chance), the same games on the fast path (legal, apply, resolve_chance); then
`simulate(..., bot=--bot)` through the Session, and the same games as simulate plays them on the
game's fast module (its `play`, with the same deal, bot and chance streams: the mean score must
agree). Every repeat plays new games. Reported: medians and the median of the per-repeat ratios
(the machine is shared: absolute figures drift).
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

from sheetdesk.core import registry  # noqa: E402
from sheetdesk.core.headless import MAX_ACTIONS_PER_GAME  # noqa: E402
from sheetdesk.core.rng import Rng, derive, new_game_number  # noqa: E402
from sheetdesk.devtools.simulate import simulate  # noqa: E402
from sheetdesk.games.expeditions import playout  # noqa: E402
from sheetdesk.games.expeditions.fast import fast_game  # noqa: E402


def on_rules(rules: Any, first: int, games: int) -> tuple[int, float]:
    actions = 0
    began = time.perf_counter()
    for seed in range(first, first + games):
        actions += sum(1 for _ in playout.states(rules, 4, seed)) - 1
    return actions, time.perf_counter() - began


def on_fast(rules: Any, first: int, games: int) -> tuple[int, float]:
    """The games of `on_rules` (the same deals and draws) on the fast path."""
    game = fast_game(rules)
    actions = 0
    began = time.perf_counter()
    for seed in range(first, first + games):
        fast = game.setup(4, Rng(seed))
        rng = Rng(seed ^ 0x5DEECE66D)
        while not fast.is_over():
            seat = fast.actor()
            if seat is None:
                fast.apply_chance(fast.resolve_chance(rng))
            else:
                fast.apply(seat, rng.choice(fast.legal(seat)))
            actions += 1
    return actions, time.perf_counter() - began


def simulate_fast(game_id: str, games: int, seed: int, bot: str) -> dict[str, float]:
    """simulate's games on the game's fast path: games/s and the mean score."""
    entry = registry.get(game_id)
    rules, fast = entry.rules(), entry.game.fast
    assert fast is not None
    totals = []
    began = time.perf_counter()
    for index in range(games):
        number = new_game_number(derive(seed, "game", index))
        state = rules.setup(4, {}, Rng(derive(number, "setup")))
        final, _logged = fast.play(
            state,
            bot,
            Rng(derive(seed, "bot", index)),
            lambda n, kind, number=number: Rng(derive(number, "chance", n, kind)),
            MAX_ACTIONS_PER_GAME,
        )
        totals += [b.total for b in rules.scores(final).values()]
    seconds = time.perf_counter() - began
    return {"games_per_s": games / seconds, "mean_score": round(sum(totals) / len(totals), 3)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--bot", default="random", help="the bot simulate plays (random, greedy)")
    args = parser.parse_args()
    from sheetdesk.games.pyramid_cards.rules import RULES as PYRAMID
    from sheetdesk.games.treasure_cards.rules import RULES as TREASURE

    report: dict[str, Any] = {}
    for rules in (TREASURE, PYRAMID):
        gid = rules.info.id
        on_rules(rules, 0, 2), on_fast(rules, 0, 2)  # warm-up: imports, the first memo entries
        rates: dict[str, list[float]] = {"rules": [], "fast": [], "session": [], "simulate": []}
        actions_per_game = []
        for repeat in range(args.repeats):
            # new games every repeat: the fast path's memoised options do not simply repeat
            first = 1000 + repeat * args.games
            counts = set()
            order = (on_rules, on_fast) if repeat % 2 == 0 else (on_fast, on_rules)
            for run in order:
                actions, seconds = run(rules, first, args.games)
                rates["rules" if run is on_rules else "fast"].append(actions / seconds)
                counts.add(actions)
            assert len(counts) == 1, "the two paths played different games"
            actions_per_game.append(actions / args.games)
            means = set()
            for fast in (repeat % 2 == 1, repeat % 2 == 0):
                if fast:
                    result = simulate_fast(gid, args.games, 1 + repeat, args.bot)
                else:
                    result = simulate(gid, 4, args.games, seed=1 + repeat, bot=args.bot)
                rates["simulate" if fast else "session"].append(result["games_per_s"])
                means.add(result["mean_score"])
            assert len(means) == 1, "simulate's games differ on the fast module"

        def ratio(a: str, b: str, rates: dict[str, list[float]] = rates) -> float:
            return statistics.median(x / y for x, y in zip(rates[a], rates[b], strict=True))

        report[gid] = {
            "actions_per_game": round(statistics.mean(actions_per_game), 1),
            "rules_actions_per_s": round(statistics.median(rates["rules"])),
            "fast_actions_per_s": round(statistics.median(rates["fast"])),
            "fast_vs_rules": round(ratio("fast", "rules"), 2),
            "simulate_bot": args.bot,
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
