"""Whole games of a flip-and-write family game played by bots straight on the rules, and the
balance check of a card set built on them.

`Greedy` is what the games' greedy players share (deciding from a view and on the fast path
alike), `random` the family's random player and `fast_path` a game's bots for core.headless.
`play_fast` runs one game with one bot in every seat (no Session, no log: chance from the seed),
on the fast path (fast.py) when it is given the bot's version for it — the same game, faster;
`completion_counts` counts, over seeded games, how often each card was completed. `balance`
spreads such games over worker processes and compares each card's completion rate (the share of
games in which some player completed it) with its colour's mean; `main` is the command line the
card generators (scripts/make_*_cards.py) share: write the file, or --check-balance.

Pure Python: no Qt. The worker processes need `count` to be a module-level function.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from typing import Any, TypeVar, cast

from sheetdesk.core.protocol import Action, Chance, GameOver, Seat
from sheetdesk.core.registry import random_bot
from sheetdesk.core.rng import Rng, derive

from .engine import Card, ExpeditionRules, State
from .fast import FastState, Move, Policy, move_for, play, player, random_move

S = TypeVar("S", bound=State)
Bot = Callable[[Any, Seat, list[Action], Rng], Action]
FastBot = Callable[[FastState, Seat, Sequence[Move], Rng], Move]  # the same bot on the fast path
Player = Callable[[State, str, Rng, Callable[[int, str], Rng], int], tuple[State, int]]
Count = Callable[..., dict[int, int]]  # (games, seed, start, *extra) -> completions per card id
MAX_ACTIONS = 20_000  # player actions in one game: far more than any game takes
MARKS_KEPT = 4096  # a greedy player's values of marks kept (`Greedy.remembered_marks`)


def states(
    rules: ExpeditionRules[S, Any], players: int, seed: int, choose: Bot | None = None
) -> Iterator[S]:
    """Every state of one whole game straight on the rules (chance from `seed`), from the deal
    to the end: `choose` in every seat deciding from each seat's view, or without it a uniform
    choice among the legal actions (the random bot's, with no view built)."""
    state: S = rules.setup(players, {}, Rng(seed))
    rng = Rng(seed ^ 0x5DEECE66D)
    yield state
    while not isinstance(step := rules.step(state), GameOver):
        if isinstance(step, Chance):
            state = rules.apply(state, None, rules.resolve_chance(state, rng))
        else:
            seat = step.seats[0]
            legal = rules.legal_actions(state, seat)
            if choose is None:
                state = rules.apply(state, seat, rng.choice(legal))
            else:
                state = rules.apply(state, seat, choose(rules.view(state, seat), seat, legal, rng))
        yield state


def play_fast(
    rules: ExpeditionRules[S, Any],
    players: int,
    seed: int,
    choose: Bot,
    on_fast: FastBot | None = None,
) -> S:
    """One whole game straight on the rules (chance from `seed`), `choose` in every seat,
    deciding from each seat's view; on the fast path if `on_fast` (the same bot) is given."""
    if on_fast is None:
        *_, last = states(rules, players, seed, choose)
        return last
    state: S = rules.setup(players, {}, Rng(seed))
    rng = Rng(seed ^ 0x5DEECE66D)  # chance draws from the bots' generator, as in `states`
    final, _logged = play(rules, on_fast, state, rng, lambda _n, _kind: rng, MAX_ACTIONS)
    return cast(S, final)


def completion_counts(
    rules: ExpeditionRules[S, Any],
    choose: Bot,
    games: int,
    seed: int,
    start: int = 0,
    players: int = 4,
    on_fast: FastBot | None = None,
) -> dict[int, int]:
    """How many of games start..start+games-1 (`players` seats, chance from
    derive(seed, "balance", index)) completed each card."""
    counts: dict[int, int] = {}
    for index in range(start, start + games):
        state = play_fast(rules, players, derive(seed, "balance", index), choose, on_fast)
        for board in state.boards:
            for card_id in board.completed:
                counts[card_id] = counts.get(card_id, 0) + 1
    return counts


class Greedy:
    """What a game's greedy player shares with the family: it decides alike from a view (as a
    bot: `greedy(view, seat, legal, rng)`) and from the fast path's state (`greedy.on_fast`),
    choosing the first of the moves its `values` rate best for the seat's position. A game says
    how it reads a seat's position off a view (`view_position`) and off the fast path's state
    (`position`), and what each move is worth there (`values`)."""

    def __init__(self, rules: Any) -> None:
        self.rules = rules
        self._marks: dict[Hashable, tuple[float, ...]] = {}

    def view_position(self, view: Any, seat: Seat) -> Any:
        raise NotImplementedError

    def position(self, fast: FastState, seat: Seat) -> Any:
        raise NotImplementedError

    def values(self, position: Any, moves: Sequence[Move]) -> list[float]:
        raise NotImplementedError

    def remembered_marks(
        self, key: Hashable, work_out: Callable[[], Sequence[float]]
    ) -> list[float]:
        """The values of marks `work_out` gives, kept under `key` (everything of the seat they
        read, and the moves): in a search, the seats that do not search meet the same marks
        again in each option of the searching seat played out from one sampled game. Kept at
        most `MARKS_KEPT` (a few kB each), emptied when full: the repeats come within a search."""
        known = self._marks.get(key)
        if known is None:
            if len(self._marks) >= MARKS_KEPT:
                self._marks.clear()
            known = self._marks[key] = tuple(work_out())
        return list(known)

    def choose(self, position: Any, moves: Sequence[Move]) -> int:
        """The index of the chosen move (the first of the best)."""
        return first_best(self.values(position, moves))

    def __call__(self, view: Any, seat: Seat, legal: list[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        moves = [move_for(self.rules, action) for action in legal]
        return legal[self.choose(self.view_position(view, seat), moves)]

    def on_fast(self, fast: FastState, seat: Seat, moves: Sequence[Move], rng: Rng) -> Move:
        """The same choice on the fast path's state."""
        if len(moves) == 1:
            return moves[0]
        return moves[self.choose(self.position(fast, seat), moves)]

    def play_fast(self, players: int, seed: int, bot: str | Bot = "greedy") -> Any:
        """One whole game straight on the rules (chance from `seed`), `bot` in every seat: this
        player ("greedy") or the uniform one ("random") play on the fast path."""
        return play_fast(self.rules, players, seed, *named(bot, self, random))

    def completion_counts(
        self, games: int, seed: int, start: int = 0, players: int = 4
    ) -> dict[int, int]:
        """How many of games start..start+games-1 (this player in `players` seats, chance from
        derive(seed, "balance", index)) completed each card: the balance check of a card set."""
        return completion_counts(self.rules, self, games, seed, start, players, self.on_fast)


random = random_bot


def fast_path(greedy: Greedy) -> tuple[dict[str, Policy], Player]:
    """A game's `FAST_BOTS` and `play` for core.headless: its random and greedy players on the
    fast path, exactly as they play on the rules."""
    bots: dict[str, Policy] = {"random": random_move, "greedy": greedy.on_fast}
    return bots, player(greedy.rules, bots)


def first_best(values: Sequence[float]) -> int:
    """The index of the first of the highest `values` (how the greedy players choose)."""
    return max(range(len(values)), key=values.__getitem__)


def named(bot: str | Bot, greedy: Any, random: Bot) -> tuple[Bot, FastBot | None]:
    """A game's bot by name ("greedy": `greedy`, "random": `random`) with its version for the
    fast path, or a bot handed in (none)."""
    if isinstance(bot, str):
        return (greedy, greedy.on_fast) if bot == "greedy" else (random, random_move)
    return bot, None


def balance(
    count: Count,
    games: int,
    seed: int,
    workers: int,
    cards: Sequence[Card],
    extra: Iterable[Any] = (),
    label: Callable[[Any], int] = lambda card: card.id,
) -> dict[str, Any]:
    """Play `games` games through `count(size, seed, start, *extra)` split over `workers`
    processes and report each card's completion rate against its colour's mean: `rates` by
    card id, colour `means`, the `worst_card` (named by `label`) and its `worst_gap`."""
    from concurrent.futures import ProcessPoolExecutor

    extra = tuple(extra)
    workers = max(1, min(workers, games))
    sizes = [games // workers + (1 if i < games % workers else 0) for i in range(workers)]
    starts = [sum(sizes[:i]) for i in range(workers)]
    counts: Counter[int] = Counter()
    if workers == 1:
        counts.update(count(games, seed, 0, *extra))
    else:
        columns = [[value] * workers for value in extra]
        with ProcessPoolExecutor(workers) as pool:
            for part in pool.map(count, sizes, [seed] * workers, starts, *columns):
                counts.update(part)
    rates = {card.id: counts[card.id] / games for card in cards}
    colors = list(dict.fromkeys(card.color for card in cards))
    means = {
        color: sum(rates[c.id] for c in cards if c.color == color)
        / sum(1 for c in cards if c.color == color)
        for color in colors
    }
    worst = max(cards, key=lambda c: abs(rates[c.id] - means[c.color]))
    return {
        "games": games,
        "means": {c: round(m, 4) for c, m in means.items()},
        "rates": rates,
        "worst_card": label(worst),
        "worst_gap": abs(rates[worst.id] - means[worst.color]),
    }


def main(
    description: str,
    seed: int,
    write: Callable[[], None],
    check: Callable[[int, int, int], dict[str, Any]],
) -> int:
    """A card generator's command line: write the file, or --check-balance (`check(games,
    seed, workers)` gives `balance`'s report) and print one JSON line; 1 if a card is off."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--check-balance", action="store_true")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--tolerance", type=float, default=0.15)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    if not args.check_balance:
        write()
        return 0
    began = time.perf_counter()
    report = check(args.games, seed, args.workers)
    seconds = time.perf_counter() - began
    gap = float(report["worst_gap"])
    print(
        json.dumps(
            {
                "games": args.games,
                "seconds": round(seconds, 1),
                "colour_means": report["means"],
                "worst_card": report["worst_card"],
                "worst_gap_pp": round(100 * gap, 1),
                "tolerance_pp": round(100 * args.tolerance, 1),
                "ok": gap <= args.tolerance,
            }
        )
    )
    return 0 if gap <= args.tolerance else 1


__all__ = [
    "Bot",
    "FastBot",
    "Greedy",
    "balance",
    "completion_counts",
    "fast_path",
    "first_best",
    "main",
    "named",
    "play_fast",
    "random",
    "states",
]
