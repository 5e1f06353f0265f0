"""Number rows' fast path: the greedy player and whole games played on the one engine.

The rules are rules.py's `Game` (plain ints and lists, changed in place); this module holds what
the computers decide with on it and how `simulate` plays a whole game on it without the Session.

`greedy_index` is the "greedy" computer player (bot.greedy calls it on its view), built from the
values the search's rollout policy uses too (`take_value`, `announce_values`, `play_values`,
`rest_plan`): it reads only what the seat may see, so `simulate` can run it on the full state
without building a view. `play` is the fast path of core.simulate (random and greedy bots, the
same games as through a Session); the random player's games run in `play_random`, a loop that
lists and applies each phase's options in place. Pure Python: no Qt.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import TypeAlias

from sheetdesk.core.protocol import Seat
from sheetdesk.core.rng import Rng
from sheetdesk.core.simulate import play_fast, random_index

from .rules import (
    ANNOUNCE,
    DONE,
    DRAW,
    LAST_POS,
    MIN_CROSSES_FOR_LAST,
    NUMBER,
    NUMBER_AT,
    OVER,
    PLAY,
    POS,
    Game,
    Option,
    State,
    game_of,
    hand_plays,
    leaves_gap,
    why_not_cross,
)

# --- the greedy player ---------------------------------------------------------------------------

CROSS_VALUE = 10
SKIP_COST = 6
LOCK_VALUE = 8
MISTHROW_COST = 12


@lru_cache(maxsize=65536)
def cross_plans(
    positions: tuple[int, ...], last: int, count: int, first: int = 0, done: int = 0
) -> tuple[tuple[int, ...], ...]:
    """Every way to go on crossing the played `positions` (ascending) in a row whose last cross
    is at `last` (-1: none) after `count` crosses, `done` of them in this play from position
    `first`: the subsets that may be crossed one after another (NR-M1..M3, NR-T4), the empty one
    first, then by size in combination order."""
    before = [-1] * (count - 1) + [last] if count else []  # only its length and end count
    out: list[tuple[int, ...]] = [()]
    for size in range(1, len(positions) + 1):
        for subset in itertools.combinations(positions, size):
            row, d, f = before[:], done, first
            for p in subset:
                if why_not_cross(row, p) is not None or leaves_gap(f, d, p):
                    break
                if not d:
                    f = p
                row.append(p)
                d += 1
            else:
                out.append(subset)
    return tuple(out)


def plan_value(last: int, plan: tuple[int, ...]) -> int:
    """The greedy's value of crossing `plan` after `last`: a cross is worth CROSS_VALUE less
    SKIP_COST per open cell it passes over, a lock LOCK_VALUE more."""
    value = 0
    for p in plan:
        value += CROSS_VALUE - SKIP_COST * (p - last - 1) + (LOCK_VALUE if p == LAST_POS else 0)
        last = p
    return value


@lru_cache(maxsize=65536)
def best_crosses(
    last: int, count: int, positions: tuple[int, ...], first: int, done: int, risk: bool
) -> tuple[int, tuple[int, ...]]:
    """The greedy's best plan (cross_plans) for `positions`: (value, plan). Crossing nothing is
    worth 0, or minus a misthrow if `risk`."""
    plans = cross_plans(positions, last, min(count, MIN_CROSSES_FOR_LAST), first, done)
    best: tuple[int, tuple[int, ...]] = (-MISTHROW_COST if risk else 0, ())
    for plan in plans[1:]:
        value = plan_value(last, plan)
        if value > best[0]:
            best = (value, plan)
    return best


def take_value(rows: list[list[int]], number: int) -> float:
    """The greedy's value of taking a card of `number`: per row where crossing it now would
    skip at most one open cell, what that cross is worth; the mean over the four rows."""
    total = 0
    for r in range(4):
        row = rows[r]
        p = POS[r][number]
        start = row[-1] + 1 if row else 0
        if why_not_cross(row, p) is not None:
            continue
        if p - start < 2:
            total += CROSS_VALUE - SKIP_COST * (p - start)
    return total / 4


def announce_values(rows: list[list[int]], number: int) -> list[tuple[int, int]]:
    """(row, value) for each row where the greedy would cross the announced `number`: it may,
    and it skips at most one open cell; in row order."""
    out = []
    for r in range(4):
        p = POS[r][number]
        row = rows[r]
        last = row[-1] if row else -1
        if p - last > 2 or why_not_cross(row, p) is not None:
            continue
        out.append((r, plan_value(last, (p,))))
    return out


def play_values(fs: Game, seat: Seat) -> list[tuple[float, tuple[int, ...]]]:
    """For each play of `seat`'s hand (`hand_plays` order): the greedy's value (its best plan,
    less a little per card played: it keeps cards when that costs nothing) and that plan."""
    hand = fs.hands[seat]
    rows = fs.rows[seat]
    risk = fs.marks[seat] < 0
    out = []
    for indices, r in hand_plays(hand):
        row = rows[r]
        positions = tuple(sorted({POS[r][NUMBER[hand[i]]] for i in indices}))
        value, plan = best_crosses(row[-1] if row else -1, len(row), positions, 0, 0, risk)
        out.append((value - 0.1 * len(indices), plan))
    return out


def rest_plan(fs: Game, seat: Seat) -> tuple[int, ...]:
    """The greedy's plan (positions) for the played numbers `seat` may still cross."""
    r = fs.play_color
    row = fs.rows[seat][r]
    done = fs.play_crosses
    positions = tuple(sorted({POS[r][n] for n in fs.crossable(seat)}))
    crossed_any = bool(done) or fs.marks[seat] >= 0
    first = POS[r][done[0]] if done else 0
    _, plan = best_crosses(
        row[-1] if row else -1, len(row), positions, first, len(done), not crossed_any
    )
    return plan


def _pick(scores: Sequence[float], rng: Rng) -> int:
    """An index of a best score, drawn like rng.choice among them (as bot.py always did)."""
    top = max(scores)
    return rng.choice([i for i, score in enumerate(scores) if score == top])


def greedy_index(fs: Game, seat: Seat, options: Sequence[Option], rng: Rng) -> int:
    """The greedy player's choice among `options` (= fs.legal(seat)): take useful numbers, use the
    announced number when it skips at most one open cell, play the cards that cross the most
    numbers with the fewest skipped cells, avoid misthrows, close rows when it can."""
    phase = fs.phase
    if phase == DRAW:
        rows, display = fs.rows[seat], fs.display
        return _pick([take_value(rows, NUMBER[display[slot]]) for slot in options], rng)  # type: ignore[index]
    if phase == ANNOUNCE:
        values = announce_values(fs.rows[seat], fs.announced) if fs.marks[seat] < 0 else []
        if values:
            return options.index(values[_pick([v for _, v in values], rng)][0])
        return options.index(DONE)
    if not fs.played:
        return _pick([value for value, _ in play_values(fs, seat)], rng)
    plan = rest_plan(fs, seat)
    if plan:
        return options.index(NUMBER_AT[fs.play_color][plan[0]])
    return options.index(DONE)


# per number: its position in each row (POS read the other way round)
POSITIONS_OF: tuple[tuple[int, ...], ...] = tuple(
    tuple(POS[r][n] for r in range(4)) for n in range(len(POS[0]))
)

FastBot: TypeAlias = Callable[[Game, Seat, Sequence[Option], Rng], int]
FAST_BOTS: dict[str, FastBot] = {"greedy": greedy_index, "random": random_index}


def play(
    state: State, bot: str, rng: Rng, chance: Callable[[int, str], Rng], max_actions: int
) -> tuple[State, int]:
    """A whole game from `state` with the bot named `bot` (one of FAST_BOTS) in every seat, as
    core.simulate plays it through a Session: the bot draws from `rng`, the shuffle logged as
    entry n from `chance(n, "reshuffle")`. Stops after `max_actions` bot actions. The final
    State and the number of logged actions (chance included)."""
    fs = game_of(state).copy()
    if bot == "random":
        logged = play_random(fs, rng, chance, max_actions)
    else:
        logged = play_fast(fs, FAST_BOTS[bot], rng, chance, "reshuffle", max_actions)
    return fs.to_state(), logged


def play_random(fs: Game, rng: Rng, chance: Callable[[int, str], Rng], max_actions: int) -> int:
    """`play_fast(fs, random_index, rng, chance, "reshuffle", max_actions)`, the same game draw
    for draw, with each phase's options listed and applied in place: the random player's whole
    games are what simulate's figures and the reference comparison measure, and the general loop
    asks four engine calls of every logged action. Each decision still draws
    `rng.below(len(options))`, so the games are those the Session plays."""
    below = rng.below
    order: list[int]
    played: list[int] | None = None  # the play whose numbers' positions are in `wanted`
    logged = acted = 0
    while acted < max_actions:
        phase = fs.phase
        if phase == ANNOUNCE:  # every seat, every turn: the most frequent decision
            order = fs.order
            seat = order[0]
            if fs.marks[seat] < 0:
                # the rows where the number may be crossed (why_not_cross, written out: a call
                # per row and seat is most of what a turn costs)
                options = []
                positions = POSITIONS_OF[fs.announced]
                for r, row in enumerate(fs.rows[seat]):
                    p = positions[r]
                    if not row:
                        if p != LAST_POS:
                            options.append(r)
                    elif (
                        (last := row[-1]) != LAST_POS
                        and p > last
                        and (p != LAST_POS or len(row) >= MIN_CROSSES_FOR_LAST)
                    ):
                        options.append(r)
                k = below(len(options) + 1)
                if k < len(options):
                    fs.marks[seat] = options[k]
                    acted += 1
                    logged += 1
                    if acted >= max_actions:
                        break
                    below(1)  # then DONE, the only option left, still drawn for
            else:
                below(1)
            del order[0]
            if not order:
                fs._announced()
        elif phase == PLAY:
            seat = fs.active
            if not fs.played:
                plays = hand_plays(fs.hands[seat])
                fs._play(seat, plays[below(len(plays))])
            else:
                if played is not fs.played:
                    # a new play: what crossable(seat) reads that stays as it is until the
                    # play is done (its row, the played numbers' positions in it, in order),
                    # read once, not again after every cross
                    played = fs.played
                    r = fs.play_color
                    pos = POS[r]
                    row = fs.rows[seat][r]  # (the cross appends to it in place)
                    wanted = sorted({pos[NUMBER[card]] for card in played})
                    numbers_at = NUMBER_AT[r]
                # fs.crossable(seat) written out: why_not_cross and leaves_gap for each number
                # (a position is never past LAST_POS: after a row's lock nothing is > last)
                crosses = fs.play_crosses
                n = len(crosses)
                first = pos[crosses[0]] if n else 0
                last = row[-1] if row else -1
                numbers = []
                for p in wanted:
                    if (
                        p > last
                        and (p != LAST_POS or len(row) >= MIN_CROSSES_FOR_LAST)
                        and (not n or p - first - n <= 1)
                    ):
                        numbers.append(numbers_at[p])
                k = below(len(numbers) + 1)
                if k < len(numbers):
                    fs._cross(seat, numbers[k])
                else:
                    fs._done(seat)
        elif phase == DRAW and fs.to_take:
            fs._take(fs.active, below(len(fs.display)))
        elif phase == OVER:
            break
        else:  # a reshuffle is due (chance)
            fs.resolve_chance(chance(logged, "reshuffle"))
            logged += 1
            continue
        acted += 1
        logged += 1
    return logged
