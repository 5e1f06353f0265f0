"""Strength of a game's computer players: head-to-head over seeded games, mean scores, and how
long a decision takes.

    .venv/bin/python benchmarks/strength.py --game number_rows [--players 2 4] [--games 200]
        [--pairs hard:medium medium:easy] [--scores greedy hard] [--score-games 50]
        [--timed hard] [--workers 2] [--seed 1] [--no-time-cap [--playouts N]]

- **Head to head** (`--pairs A:B`, for each `--players` count): deal d of `--seed` is played twice,
  A in the even seats and B in the odd ones, then the other way round, so both sides get the
  same cards and the same seats; `--games` counts the games (deals x 2). A game is A's when
  A's best seat scores more than B's best seat; a tie counts half. Printed: A's share of the
  games (goal for Hard:Medium and Medium:Easy: at least 60 %), wins/ties/losses and both sides'
  mean score per seat, and the games' CPU seconds. `--progress N` prints the tally every N
  games (with N = 2, a deal at a time); benchmarks/strength_sum.py adds up the tallies and
  results of several logs (seeds) with a 95 % interval.
- **Mean scores** (`--scores`): each bot in every seat of the same `--score-games` deals (as
  `simulate --bot NAME` plays them), its mean score per seat and mean winning score.
- **Decision time** (`--timed`): the wall time of every decision of those bots that had a choice
  (two or more legal actions), over all the games above: median, p95 and max (wall time: a
  process paused or starved on a busy machine counts it too). With more than one
  worker, games run in parallel processes; on a 2-core machine give `--workers 1` for the times.

Any registered game and any of its bots (INFO.bots) can be named, and a level as it was before a
change (`MAKERS`: giza_dice's `hard-before`, every seat searching alone in its whole cap), to
measure the change head to head. `--no-time-cap --playouts N` plays every search level on N
playouts and no clock: repeatable. At 32 playouts a Giza dice hard:hard-before game took about
15 CPU seconds with 2 players and 90 with 9, hard-before (each seat searching alone) most of it,
while Hard's search of a roll had 32 playouts for all its seats; it now has 32 for each of them,
as many as hard-before's, so a 9-player game costs more (both sides alike). Give `--scores`
nothing when only the head-to-head is wanted.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import sys
import time
from collections.abc import Collection, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sheetdesk.core import registry  # noqa: E402
from sheetdesk.core.headless import play_match  # noqa: E402
from sheetdesk.core.protocol import Action, Seat  # noqa: E402
from sheetdesk.core.rng import Rng  # noqa: E402
from sheetdesk.core.search import SearchBot, takes_together  # noqa: E402


class Timed:
    """A bot whose decisions with a choice are timed. It passes a level what the app gives it
    (the seat's visible log, the shared time cap, the seats of a step it plays: core/headless.py
    play_match), and looks like the level to play_match (its `level`)."""

    def __init__(self, bot: registry.Bot) -> None:
        self.bot = bot
        self.reads_view = registry.reads_view(bot)
        self.searching = isinstance(bot, registry.Searching)
        self.together = self.searching and takes_together(bot)
        self.level = bot.level if isinstance(bot, registry.Searching) else None
        self.times: list[float] = []

    def __call__(
        self,
        view: Any,
        seat: Seat,
        legal: list[Action],
        rng: Rng,
        log: Sequence[Any] = (),
        seconds: float | None = None,
        together: Collection[Seat] = (),
    ) -> Action:
        extra: dict[str, Any] = {"log": log, "seconds": seconds} if self.searching else {}
        if self.together:
            extra["together"] = together
        if len(legal) < 2:
            return self.bot(view, seat, legal, rng, **extra)
        started = time.perf_counter()
        action = self.bot(view, seat, legal, rng, **extra)
        self.times.append(time.perf_counter() - started)
        return action


def _giza_hard_before() -> registry.Bot:
    from sheetdesk.core.search import Level
    from sheetdesk.games.giza_dice.ai import GizaSearch

    return SearchBot(GizaSearch(steps=False), Level("hard", playouts=400, seconds=0.75))


BEFORE: dict[tuple[str, str], registry.Bot] = {}
"""Levels as they were, for measuring a change against them here only (not in the app)."""
MAKERS = {("giza_dice", "hard-before"): _giza_hard_before}  # every seat searching alone


def bot_of(game: str, name: str) -> registry.Bot:
    """The game's bot `name`, or one of the levels as they were (MAKERS)."""
    if (game, name) in MAKERS:
        if (game, name) not in BEFORE:
            BEFORE[game, name] = MAKERS[game, name]()
        return BEFORE[game, name]
    return registry.get(game).bot(name)


def uncap(game: str, playouts: int | None = None) -> None:
    """Lift the time caps of the game's search levels (their playouts alone count), and give
    each `playouts` if set."""
    entry = registry.get(game)
    names = [*entry.bots, *(name for g, name in MAKERS if g == game)]
    for name in names:
        bot = bot_of(game, name)
        if isinstance(bot, SearchBot) and bot.level.playouts > 0:
            level = replace(bot.level, seconds=None, step_seconds=None)
            bot.level = level if playouts is None else replace(level, playouts=playouts)


def one_game(
    game: str,
    names: Sequence[str],
    seed: int,
    index: int,
    timed: Sequence[str],
    uncapped: bool,
    playouts: int | None = None,
) -> dict[str, Any]:
    """Play one game; every seat's score and the timed decisions per bot name."""
    if uncapped:
        uncap(game, playouts)
    bots = {name: Timed(bot_of(game, name)) for name in set(names)}
    started = time.process_time()  # this process's CPU: a busy machine does not count
    session = play_match(game, [(name, bots[name]) for name in names], seed, game_index=index)
    cpu = time.process_time() - started
    scores = session.rules.scores(session.state)
    return {
        "scores": [scores[seat].total for seat in range(len(names))],
        "times": {name: bot.times for name, bot in bots.items() if name in timed},
        "cpu_s": cpu,
    }


GC_THRESHOLD = (100_000, 50, 100)
"""The cyclic collector's thresholds while games are played. A search allocates millions of
short-lived tuples: at the default (700, 10, 10) the collector ran some 1,700 times in a 2-player
Giza dice game (7 % of its CPU) and 5,300 times in a 9-player one (12 %), its full collections
walking the memo tables (up to 200,000 entries in Giza dice's fast._VALUES). Cycles are still
collected, less often; what the bots decide does not depend on it."""


def fewer_collections() -> None:
    """Run the cyclic collector less often in this process (GC_THRESHOLD)."""
    gc.set_threshold(*GC_THRESHOLD)


def run(tasks: list[tuple[Any, ...]], workers: int) -> Iterator[dict[str, Any]]:
    """Each task's game, in order, as soon as it is played."""
    if workers <= 1:
        yield from (one_game(*task) for task in tasks)
        return
    with ProcessPoolExecutor(workers, initializer=fewer_collections) as pool:
        yield from pool.map(one_game, *zip(*tasks, strict=True), chunksize=1)


def head_to_head(
    args: argparse.Namespace, players: int, a: str, b: str
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    tasks = []
    for deal in range(args.games // 2):
        for first, second in ((a, b), (b, a)):
            names = [first if seat % 2 == 0 else second for seat in range(players)]
            tasks.append(
                (args.game, names, args.seed, deal, args.timed, args.no_time_cap, args.playouts)
            )
    results: list[dict[str, Any]] = []
    wins = ties = 0
    cpu = 0.0
    a_scores: list[int] = []
    b_scores: list[int] = []
    for played, ((_, names, *_rest), result) in enumerate(
        zip(tasks, run(tasks, args.workers), strict=True), 1
    ):
        results.append(result)
        mine = [s for s, n in zip(result["scores"], names, strict=True) if n == a]
        theirs = [s for s, n in zip(result["scores"], names, strict=True) if n == b]
        a_scores += mine
        b_scores += theirs
        wins += max(mine) > max(theirs)
        ties += max(mine) == max(theirs)
        cpu += result["cpu_s"]
        if args.progress and played % args.progress == 0:  # a long run's share so far
            tally = {
                "players": players,
                "pair": f"{a}:{b}",
                "seed": args.seed,
                "games": played,
                "wins": wins,
                "ties": ties,
                "cpu_s": round(cpu, 1),  # the games' CPU so far (not the waits of a busy machine)
                "at": time.strftime("%H:%M:%S", time.gmtime()),
            }
            print(json.dumps(tally), flush=True)
    played = len(tasks)
    return {
        "game": args.game,
        "players": players,
        "pair": f"{a}:{b}",
        "seed": args.seed,
        "games": played,
        "share": round((wins + ties / 2) / played, 3),
        "wins": wins,
        "ties": ties,
        "losses": played - wins - ties,
        f"mean_{a}": round(statistics.fmean(a_scores), 2),
        f"mean_{b}": round(statistics.fmean(b_scores), 2),
        "cpu_s_per_game": round(cpu / played, 1),
    }, results


def self_play(
    args: argparse.Namespace, players: int, bot: str
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    tasks = [
        (args.game, [bot] * players, args.seed, deal, args.timed, args.no_time_cap, args.playouts)
        for deal in range(args.score_games)
    ]
    results = list(run(tasks, args.workers))
    scores = [s for r in results for s in r["scores"]]
    return {
        "game": args.game,
        "players": players,
        "bot": bot,
        "games": len(tasks),
        "mean_score": round(statistics.fmean(scores), 2),
        "mean_winner_score": round(statistics.fmean(max(r["scores"]) for r in results), 2),
    }, results


def runs(
    args: argparse.Namespace, players: int
) -> Iterator[tuple[dict[str, Any], list[dict[str, Any]]]]:
    """The head-to-head runs, then the mean-score runs, each as soon as it is played."""
    for pair in args.pairs:
        yield head_to_head(args, players, *pair.split(":"))
    for bot in args.scores:
        yield self_play(args, players, bot)


def timing(name: str, spent: list[float]) -> dict[str, Any]:
    spent = sorted(spent)
    return {
        "bot": name,
        "decisions": len(spent),
        "median_s": round(statistics.median(spent), 4),
        "p95_s": round(spent[min(len(spent) - 1, int(0.95 * len(spent)))], 4),
        "max_s": round(spent[-1], 4),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="number_rows")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--pairs", nargs="*", default=["hard:medium", "medium:easy"])
    parser.add_argument("--scores", nargs="*", default=["greedy", "hard"])
    parser.add_argument("--score-games", type=int, default=50)
    parser.add_argument("--timed", nargs="*", default=["hard"])
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--no-time-cap",
        action="store_true",
        help="search levels use their playouts only (repeatable figures on a busy machine)",
    )
    parser.add_argument(
        "--progress", type=int, default=0, help="print the head-to-head tally every N games"
    )
    parser.add_argument(
        "--playouts",
        type=int,
        help="with --no-time-cap: every search level's playouts (a quicker, still fair match)",
    )
    args = parser.parse_args()
    fewer_collections()
    for name in {n for pair in args.pairs for n in pair.split(":")} | set(args.scores):
        bot_of(args.game, name)  # unknown names fail at once
    started = time.time()
    print(f"load average at start: {os.getloadavg()}", flush=True)
    for players in args.players:
        times: dict[str, list[float]] = {}
        for result, games in runs(args, players):
            print(json.dumps(result), flush=True)
            for game in games:
                for name, values in game["times"].items():
                    times.setdefault(name, []).extend(values)
        for name, values in times.items():
            if values:
                print(json.dumps({"players": players, **timing(name, values)}), flush=True)
    print(
        f"done in {time.time() - started:.0f} s; load average at end: {os.getloadavg()}", flush=True
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
