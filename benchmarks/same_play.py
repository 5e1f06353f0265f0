"""Whether two trees' computer players play the same: seeded games of a search level against
another, with no clock (the search stops on its playouts alone), each game's actions hashed.

    PYTHONPATH=<tree> .venv/bin/python -P benchmarks/same_play.py [--game number_rows]
        [--pair hard medium] [--playouts 100] [--deals 10] [--seed 11]

Each deal is played twice, the two levels swapping seats. A line per game: the deal, who sat
first, the hash of the logged actions, their number and the scores. Run it with the same
arguments on two trees (a `git worktree` of each on `PYTHONPATH`) and compare the lines: the same
lines mean the same decisions at every step, so a strength measured on one tree holds for the
other. Only what both trees have is used (`registry.get`, a bot's `level`, `play_match`).
"""

from __future__ import annotations

import argparse
import hashlib
from dataclasses import replace
from typing import Any

from sheetdesk.core import registry
from sheetdesk.core.headless import play_match


def unclocked(bot: Any, playouts: int | None) -> Any:
    """`bot` with its level's clock lifted (and its playouts set, if given)."""
    level = bot.level
    clock: dict[str, Any] = {"seconds": None}
    if hasattr(level, "step_seconds"):
        clock["step_seconds"] = None
    if playouts is not None:
        clock["playouts"] = playouts
    bot.level = replace(level, **clock)
    return bot


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="number_rows")
    parser.add_argument("--pair", nargs=2, default=["hard", "medium"])
    parser.add_argument("--playouts", type=int, default=100, help="the first level's playouts")
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    entry = registry.get(args.game)
    first, second = args.pair
    bots = {first: unclocked(entry.bot(first), args.playouts)}
    bots[second] = unclocked(entry.bot(second), None)
    for deal in range(args.deals):
        for names in ((first, second), (second, first)):
            seats = [(name, bots[name]) for name in names]
            session = play_match(args.game, seats, args.seed, game_index=deal)
            actions = repr([(logged.seat, logged.action) for logged in session.log])
            scores = session.rules.scores(session.state)
            digest = hashlib.sha1(actions.encode()).hexdigest()[:12]
            totals = [scores[seat].total for seat in range(len(names))]
            print(deal, names[0], digest, len(session.log), totals, flush=True)


if __name__ == "__main__":
    main()
