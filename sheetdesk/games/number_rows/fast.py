"""Number rows' fast path: the greedy player and whole games played on the one engine.

The rules are rules.py's `Game` (plain ints and lists, changed in place); this module holds what
the computers decide with on it and how `simulate` plays a whole game on it without the Session.

`greedy_index` is the "greedy" computer player (bot.greedy calls it on its view), built from the
values the search's rollout policy uses too (`take_value`, `announce_values`, `play_values`,
`rest_plan`): it reads only what the seat may see, so `simulate` can run it on the full state
without building a view. `play` is the fast path of core.headless (random and greedy bots, the
same games as through a Session); the random player's games run in `play_random`, a loop that
lists and applies each phase's options in place. Pure Python: no Qt.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import TypeAlias

from sheetdesk.core.headless import play_fast, random_index
from sheetdesk.core.protocol import Seat
from sheetdesk.core.rng import LIMITS, Rng

from .rules import (
    ANNOUNCE,
    COLOR,
    DISPLAY_SIZE,
    DONE,
    DRAW,
    HAND_LIMIT,
    LAST_POS,
    MAX_MISTHROWS,
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
    plays_for,
    seats_from,
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


@lru_cache(maxsize=65536)
def _plays_in_rows(hand: tuple[int, ...]) -> tuple[tuple[int, tuple[int, ...], float], ...]:
    """For each play of the hand of these card ids (`hand_plays` order): its row, the positions
    of its numbers in that row (ascending, each once) and what playing its cards costs the
    greedy (a little per card). The same hands come up again and again in a search's playouts."""
    return tuple(
        (r, tuple(sorted({POS[r][NUMBER[hand[i]]] for i in indices})), 0.1 * len(indices))
        for indices, r in hand_plays(hand)
    )


def play_values(fs: Game, seat: Seat) -> list[tuple[float, tuple[int, ...]]]:
    """For each play of `seat`'s hand (`hand_plays` order): the greedy's value (its best plan,
    less a little per card played: it keeps cards when that costs nothing) and that plan."""
    rows = fs.rows[seat]
    risk = fs.marks[seat] < 0
    out = []
    for r, positions, cost in _plays_in_rows(tuple(fs.hands[seat])):
        row = rows[r]
        value, plan = best_crosses(row[-1] if row else -1, len(row), positions, 0, 0, risk)
        out.append((value - cost, plan))
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

# a random game's draws per seat, about (4 players: 190 on average, 248 at the 99th percentile):
# play_random's generator makes them in one batch
RANDOM_DRAWS_PER_SEAT = 64
_REFILL = -2  # play_random's own phase: the draw is over, the display to be refilled

FastBot: TypeAlias = Callable[[Game, Seat, Sequence[Option], Rng], int]
FAST_BOTS: dict[str, FastBot] = {"greedy": greedy_index, "random": random_index}


def play(
    state: State, bot: str, rng: Rng, chance: Callable[[int, str], Rng], max_actions: int
) -> tuple[State, int]:
    """A whole game from `state` with the bot named `bot` (one of FAST_BOTS) in every seat, as
    core.headless plays it through a Session: the bot draws from `rng`, the shuffle logged as
    entry n from `chance(n, "reshuffle")`. Stops after `max_actions` bot actions. The final
    State and the number of logged actions (chance included)."""
    fs = game_of(state).copy()
    if bot == "random":
        rng.expect(RANDOM_DRAWS_PER_SEAT * fs.players)
        logged = play_random(fs, rng, chance, max_actions)
    else:
        logged = play_fast(fs, FAST_BOTS[bot], rng, chance, "reshuffle", max_actions)
    return fs.final_state(), logged


def play_random(fs: Game, rng: Rng, chance: Callable[[int, str], Rng], max_actions: int) -> int:
    """`play_fast(fs, random_index, rng, chance, "reshuffle", max_actions)`, the same game draw
    for draw, with each phase's options listed and applied in place: the random player's whole
    games are what simulate's figures and the reference comparison measure, and the general loop
    asks four engine calls of every logged action. Each decision still draws
    `rng.below(len(options))`, so the games are those the Session plays.

    Written out for speed (the Game's methods' bodies inline, its fields in local variables
    written back on the way out, the draws popped from `rng.ahead()`, the seats deciding about
    the announced number, the takes and the crosses of a play each in a loop of their own): a
    call, an attribute or a list made per decision is a sizeable part of a decision here. `tops`
    keeps each row's last crossed position (-1: none), what every announced number and cross is
    checked against."""
    players = fs.players
    hands, rows_of, misthrows, locks = fs.hands, fs.rows, fs.misthrows, fs.locks
    pile, display, discard = fs.pile, fs.display, fs.discard
    phase, active, turn, to_take = fs.phase, fs.active, fs.turn, fs.to_take
    announced, order, marks = fs.announced, fs.order, fs.marks
    played, play_color, play_crosses, ended_by = (
        fs.played, fs.play_color, fs.play_crosses, fs.ended_by,
    )  # fmt: skip
    tops = [[row[-1] if row else -1 for row in rows] for rows in rows_of]
    limits, more, below_from = LIMITS, rng.ahead, rng.below_from
    color_of = COLOR.__getitem__
    ahead: list[int] = []  # outputs made ahead (rng.ahead()), the next one last
    acted = chances = 0  # the actions taken, the chance actions resolved
    while acted < max_actions or phase == _REFILL:
        if phase == ANNOUNCE:  # every seat, every turn: the most frequent decisions
            positions = POSITIONS_OF[announced]
            p0, p1, p2, p3 = positions
            while True:  # the seats in order, until all have decided (or the last action)
                seat = order[0]
                if marks[seat] < 0:
                    # the rows where the number may be crossed (why_not_cross, written out: past
                    # the row's last cross, and its last number only after five crosses)
                    options = []
                    top = tops[seat]
                    rows = rows_of[seat]
                    if p0 > top[0] and (p0 != LAST_POS or len(rows[0]) >= MIN_CROSSES_FOR_LAST):
                        options.append(0)
                    if p1 > top[1] and (p1 != LAST_POS or len(rows[1]) >= MIN_CROSSES_FOR_LAST):
                        options.append(1)
                    if p2 > top[2] and (p2 != LAST_POS or len(rows[2]) >= MIN_CROSSES_FOR_LAST):
                        options.append(2)
                    if p3 > top[3] and (p3 != LAST_POS or len(rows[3]) >= MIN_CROSSES_FOR_LAST):
                        options.append(3)
                    n = len(options) + 1
                    if not ahead:
                        ahead = more()
                    x = ahead.pop()
                    k = x % n if x < limits[n] else below_from(n, x)
                    if k < n - 1:
                        marks[seat] = options[k]
                        acted += 1
                        if acted >= max_actions:
                            break
                        if not ahead:  # then DONE, the only option left, still drawn for
                            ahead = more()
                        ahead.pop()
                else:
                    if not ahead:
                        ahead = more()
                    ahead.pop()
                del order[0]
                acted += 1
                if not order or acted >= max_actions:
                    break
            if not order:  # everyone has decided: the marks become crosses (Game._announced)
                locked = False
                for s in range(players):
                    r = marks[s]
                    if r >= 0:
                        p = positions[r]
                        rows_of[s][r].append(p)
                        tops[s][r] = p
                        if p == LAST_POS:  # NR-M3: the lock is crossed with the last number
                            locks[s] += 1
                            locked = True
                # NR-E1 (the misthrows only change at a turn's end, and are checked there)
                if locked and max(locks) >= 2:
                    phase, ended_by = OVER, 1
                else:
                    phase = PLAY
            continue
        if phase == PLAY:
            if not played:  # Game._play
                hand = hands[active]
                plays = plays_for(tuple(map(color_of, hand)))  # hand_plays(hand)
                indices, play_color = plays[rng.below(len(plays))]
                played = list(map(hand.__getitem__, indices))
                for i in reversed(indices):
                    del hand[i]
                play_crosses = []
                acted += 1
                continue
            pos = POS[play_color]
            row = rows_of[active][play_color]  # (a cross appends to it in place)
            top = tops[active]
            wanted = sorted({pos[NUMBER[card]] for card in played})
            first = pos[play_crosses[0]] if play_crosses else 0
            while True:  # crosses until Done (or the last action)
                # Game.crossable written out: why_not_cross and leaves_gap for each number
                # (a position is never past LAST_POS: after a row's lock nothing is > last)
                done = len(play_crosses)
                last = top[play_color]
                places = []
                for p in wanted:
                    if (
                        p > last
                        and (p != LAST_POS or len(row) >= MIN_CROSSES_FOR_LAST)
                        and (not done or p - first - done <= 1)
                    ):
                        places.append(p)
                n = len(places) + 1
                if not ahead:
                    ahead = more()
                x = ahead.pop()
                k = x % n if x < limits[n] else below_from(n, x)
                acted += 1
                if k < n - 1:  # Game._cross
                    p = places[k]
                    row.append(p)
                    top[play_color] = p
                    if not done:
                        first = p
                    play_crosses.append(NUMBER_AT[play_color][p])
                    if p == LAST_POS:
                        locks[active] += 1
                    if acted >= max_actions:
                        break
                    continue
                # Game._done: NR-T5, NR-E1, NR-T6
                misthrow = not play_crosses and marks[active] < 0
                if misthrow:
                    misthrows[active] += 1
                discard.extend(played)
                played = []
                play_color = -1
                play_crosses = []
                announced = 0
                order = []
                marks = [-1] * players
                # (only this seat's rows and misthrows changed since the last check)
                if locks[active] >= 2:
                    phase, ended_by = OVER, 1
                elif misthrow and misthrows[active] >= MAX_MISTHROWS:
                    phase, ended_by = OVER, 2
                else:  # the next turn (Game._start_turn)
                    active = (active + 1) % players
                    turn += 1
                    phase = DRAW
                    to_take = max(0, min(HAND_LIMIT - len(hands[active]), len(display)))
                    if not to_take:
                        phase = _REFILL
                break
            continue
        if phase == DRAW and to_take:  # Game._take, until the hand is full
            hand = hands[active]
            while True:
                n = len(display)
                if not ahead:
                    ahead = more()
                x = ahead.pop()
                hand.append(display.pop(x % n if x < limits[n] else below_from(n, x)))
                to_take -= 1
                acted += 1
                if not to_take or not display:
                    phase = _REFILL
                    break
                if acted >= max_actions:
                    break
            continue
        if phase == _REFILL:  # Game._after_draw, not an action
            while len(display) < DISPLAY_SIZE and pile:
                display.append(pile.pop())
            to_take = 0
            if not pile:
                if not discard:
                    # [design] nothing to refill from and no pile top: no announcement this turn
                    phase = PLAY
                    announced = 0
                else:
                    phase = DRAW  # to_take 0: a Reshuffle is due (chance)
            else:
                phase = ANNOUNCE
                announced = NUMBER[pile[-1]]
                order = list(seats_from(players, active))
                marks = [-1] * players
            continue
        if phase == OVER:
            break
        # a reshuffle is due (chance): the discard, shuffled, is the new pile
        chance(acted + chances, "reshuffle").shuffle(discard)
        discard.reverse()
        pile, discard = discard, []
        phase = _REFILL
        chances += 1
    fs.pile, fs.display, fs.discard = pile, display, discard
    fs.phase, fs.active, fs.turn, fs.to_take = phase, active, turn, to_take
    fs.announced, fs.order, fs.marks = announced, order, marks
    fs.played, fs.play_color, fs.play_crosses, fs.ended_by = (
        played, play_color, play_crosses, ended_by,
    )  # fmt: skip
    fs.sheets = [None] * players  # (to_state makes them again from the rows)
    return acted + chances  # the actions a log would hold
