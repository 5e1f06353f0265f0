"""Number rows as a compact mutable state: the same rules as rules.py, fast enough to simulate.

`rules.py` is the reference: frozen dataclasses, pydantic actions, a reason for every refusal.
Looking ahead (the computer players' search) and `simulate` need many thousands of moves a
second, so this module keeps one game in plain ints and lists that change in place:

- a card is its id (0..43 the number cards, 44..54 the jokers, as in rules.new_deck); a view's
  hidden cards get placeholder ids (`HIDDEN + number`, or `HIDDEN` when even the number is hidden)
  that only the computer players' reading code meets, never `apply`;
- a row is the list of the positions crossed in it (0..10 in the row's own order, 10 its last
  number: a row is locked exactly when it ends on 10);
- the pile keeps its top at the END of the list (rules.py: at the start), so a draw is `pop()`.

An option is what `legal(seat)` lists, in exactly the order of `RULES.legal_actions`, as a plain
value whose meaning depends on the phase: a display slot (draw), a row or `DONE` (announce),
an entry of the memoised play table `(hand indices, colour)` (play, before any card is played),
a number or `DONE` (play, after the cards). `action(seat, option)` and `option(seat, action)`
convert at the boundary, as `from_state` and `to_state` do for the state; a test plays thousands
of random games on both and checks they agree move for move. `play` is the fast path of
core.simulate (random and greedy bots, the same games as through a Session).

`greedy_index` is the "greedy" computer player (bot.greedy calls it on its view), built from the
values the search's rollout policy uses too (`take_value`, `announce_values`, `play_values`,
`rest_plan`): it reads only what the seat may see, so `simulate` can run it on the full state
without building a view. Pure Python: no Qt.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from typing import Self, TypeAlias

from sheetdesk.core.protocol import Action, Seat
from sheetdesk.core.rng import Rng
from sheetdesk.core.simulate import option_of, play_fast, random_index

from . import rules
from .rules import (
    COLORS,
    DISPLAY_SIZE,
    HAND_LIMIT,
    JOKER_BASE_ID,
    MAX_MISTHROWS,
    MIN_CROSSES_FOR_LAST,
    NUMBERS_PER_COLOR,
    POINTS,
    Card,
    PlayerSheet,
    State,
)

# --- cards and rows as ints ----------------------------------------------------------------------

DRAW, ANNOUNCE, PLAY, OVER = 0, 1, 2, 3
PHASES = ("draw", "announce", "play", "over")
_PHASE = {name: i for i, name in enumerate(PHASES)}
ENDINGS = (None, "two_locks", "misthrows")

DONE = -1  # the option "decided about the announced number" / "end the turn"
JOKER = 4  # the colour code of a joker not (yet) played
UNKNOWN = 5  # the colour code of a card hidden in a view
LAST_POS = 10  # a row's last number (its lock)
HIDDEN = JOKER_BASE_ID + NUMBERS_PER_COLOR  # 55: placeholder ids HIDDEN + number, 57..67

# card id -> number (0 for a pile card whose number is hidden), colour code 0..3 | JOKER | UNKNOWN
NUMBER: tuple[int, ...] = (
    tuple(n for _ in COLORS for n in range(2, 13)) + tuple(range(2, 13)) + tuple(range(13))
)
COLOR: tuple[int, ...] = (
    tuple(r for r in range(4) for _ in range(2, 13)) + (JOKER,) * 11 + (UNKNOWN,) * 13
)
# POS[r][number]: the position of `number` in row r (red, yellow ascending; green, blue descending)
POS: tuple[tuple[int, ...], ...] = tuple(
    tuple((n - 2 if r < 2 else 12 - n) if 2 <= n <= 12 else -99 for n in range(13))
    for r in range(4)
)
NUMBER_AT: tuple[tuple[int, ...], ...] = tuple(
    tuple(range(2, 13)) if r < 2 else tuple(range(12, 1, -1)) for r in range(4)
)
# card id -> its position in its own row (jokers and placeholders: -99)
CARD_POS: tuple[int, ...] = tuple(
    POS[COLOR[i]][NUMBER[i]] if COLOR[i] < 4 else -99 for i in range(len(NUMBER))
)

_CARDS: tuple[Card, ...] = tuple(
    Card(i, NUMBER[i], COLORS[COLOR[i]] if COLOR[i] < 4 else None, COLOR[i] == JOKER)
    for i in range(HIDDEN)
)
_PLAYED_JOKERS: dict[tuple[int, int], Card] = {
    (i, r): Card(i, NUMBER[i], COLORS[r], True)
    for i in range(JOKER_BASE_ID, HIDDEN)
    for r in range(4)
}

PlayOption: TypeAlias = tuple[tuple[int, ...], int]  # (indices into the hand, colour)
Option: TypeAlias = int | PlayOption


@cache
def plays_for(pattern: tuple[int, ...]) -> tuple[PlayOption, ...]:
    """Every play of a hand whose cards have these colour codes, in rules.py's order (NR-T3,
    NR-V1): sizes 1, 2, 3; combinations in hand order; a set of jokers alone once per colour.
    Keyed on colours, not cards, so a few thousand entries serve every hand."""
    out: list[PlayOption] = []
    for size in (1, 2, 3):
        for combo in itertools.combinations(range(len(pattern)), size):
            colors = {pattern[i] for i in combo if pattern[i] != JOKER}
            if len(colors) > 1:
                continue
            if colors:
                out.append((combo, colors.pop()))
            else:
                out.extend((combo, r) for r in range(4))
    return tuple(out)


def can_cross(row: list[int], p: int) -> bool:
    """NR-M1..M3: may position `p` be crossed in a row holding the crossed positions `row`?"""
    if row:
        last = row[-1]
        if p <= last or last == LAST_POS:
            return False
    return p != LAST_POS or len(row) >= MIN_CROSSES_FOR_LAST


def row_total(row: list[int]) -> int:
    """A row's points, its lock included (NR-C4)."""
    n = len(row)
    return POINTS[n + 1 if n and row[-1] == LAST_POS else n]


class FastState:
    """One game of Number rows in plain ints and lists (see the module docstring)."""

    __slots__ = (
        "active",
        "announced",
        "discard",
        "display",
        "ended_by",
        "hands",
        "jokers",
        "locks",
        "marks",
        "misthrows",
        "order",
        "phase",
        "pile",
        "play_color",
        "play_crosses",
        "played",
        "players",
        "rows",
        "to_take",
        "turn",
    )

    players: int
    jokers: bool
    pile: list[int]  # top last
    display: list[int]
    discard: list[int]
    hands: list[list[int]]
    rows: list[list[list[int]]]  # rows[seat][row]: crossed positions, in order
    misthrows: list[int]
    locks: list[int]  # per seat: rows locked
    active: int
    phase: int
    turn: int
    to_take: int
    announced: int  # 0: none
    order: list[int]  # seats still to decide about the announced number
    marks: list[int]  # per seat: the row it crossed the announced number in, or -1
    played: list[int]
    play_color: int  # -1: none
    play_crosses: list[int]  # numbers crossed in this play, in order
    ended_by: int  # index into ENDINGS

    # --- the boundary with rules.py --------------------------------------------------------------

    @classmethod
    def from_state(cls, state: State) -> Self:
        """The state (or a view: its hidden cards become placeholders) as a FastState."""
        fs = cls()
        fs.players = state.players
        fs.jokers = state.jokers
        fs.pile = [_card_id(c) for c in reversed(state.pile)]
        fs.display = [_card_id(c) for c in state.display]
        fs.discard = [_card_id(c) for c in state.discard]
        fs.hands = [[_card_id(c) for c in hand] for hand in state.hands]
        fs.rows = [
            [[POS[r][n] for n in sheet.crosses[r]] for r in range(4)] for sheet in state.sheets
        ]
        fs.misthrows = [sheet.misthrows for sheet in state.sheets]
        fs.locks = [sum(sheet.locked) for sheet in state.sheets]
        fs.active = state.active
        fs.phase = _PHASE[state.phase]
        fs.turn = state.turn
        fs.to_take = state.to_take
        fs.announced = state.announced or 0
        fs.order = list(state.announce_order)
        fs.marks = [-1 if m is None else COLORS.index(m) for m in state.announce_marks]
        fs.played = [_card_id(c) for c in state.played]
        fs.play_color = -1 if state.play_color is None else COLORS.index(state.play_color)
        fs.play_crosses = list(state.play_crosses)
        fs.ended_by = ENDINGS.index(state.ended_by)
        return fs

    def to_state(self) -> State:
        """The frozen State of rules.py (equal to the one rules.py reaches by the same moves)."""
        color = COLORS[self.play_color] if self.play_color >= 0 else None
        played = tuple(
            _PLAYED_JOKERS[i, self.play_color] if COLOR[i] == JOKER else _CARDS[i]
            for i in self.played
        )
        return State(
            players=self.players,
            jokers=self.jokers,
            pile=tuple(map(_card, reversed(self.pile))),
            display=tuple(map(_card, self.display)),
            discard=tuple(map(_card, self.discard)),
            hands=tuple([tuple(map(_card, hand)) for hand in self.hands]),
            sheets=tuple(
                [_sheet(rows, self.misthrows[seat]) for seat, rows in enumerate(self.rows)]
            ),
            active=self.active,
            phase=PHASES[self.phase],  # type: ignore[arg-type]
            turn=self.turn,
            to_take=self.to_take,
            announced=self.announced or None,
            announce_order=tuple(self.order),
            announce_marks=tuple(COLORS[m] if m >= 0 else None for m in self.marks),
            played=played,
            play_color=color,
            play_crosses=tuple(self.play_crosses),
            ended_by=ENDINGS[self.ended_by],
        )

    def copy(self) -> Self:
        fs = self.__class__()
        fs.players = self.players
        fs.jokers = self.jokers
        fs.pile = self.pile[:]
        fs.display = self.display[:]
        fs.discard = self.discard[:]
        fs.hands = [hand[:] for hand in self.hands]
        fs.rows = [[row[:] for row in rows] for rows in self.rows]
        fs.misthrows = self.misthrows[:]
        fs.locks = self.locks[:]
        fs.active = self.active
        fs.phase = self.phase
        fs.turn = self.turn
        fs.to_take = self.to_take
        fs.announced = self.announced
        fs.order = self.order[:]
        fs.marks = self.marks[:]
        fs.played = self.played[:]
        fs.play_color = self.play_color
        fs.play_crosses = self.play_crosses[:]
        fs.ended_by = self.ended_by
        return fs

    # --- flow ------------------------------------------------------------------------------------

    def to_move(self) -> int | None:
        """The seat to decide (the first of the announce order), or None: chance or game over."""
        phase = self.phase
        if phase == ANNOUNCE:
            return self.order[0]
        if phase == PLAY or (phase == DRAW and self.to_take):
            return self.active
        return None

    def needs_reshuffle(self) -> bool:
        return self.phase == DRAW and not self.to_take and not self.pile and bool(self.discard)

    def legal(self, seat: Seat) -> list[Option]:
        """`seat`'s options, in the order of RULES.legal_actions (empty if it may not act)."""
        phase = self.phase
        if phase == ANNOUNCE:
            if seat not in self.order:
                return []
            out: list[Option] = []
            if self.marks[seat] < 0:
                rows = self.rows[seat]
                pos = POS
                number = self.announced
                out = [r for r in range(4) if can_cross(rows[r], pos[r][number])]
            out.append(DONE)
            return out
        if seat != self.active:
            return []
        if phase == DRAW:
            return list(range(len(self.display))) if self.to_take else []
        if phase != PLAY:
            return []
        if not self.played:
            return list(plays_for(tuple([COLOR[i] for i in self.hands[seat]])))
        return [*self.crossable(seat), DONE]

    def crossable(self, seat: Seat) -> list[int]:
        """The played numbers `seat` may cross now, in row order (NR-M1..M3, NR-T4)."""
        r = self.play_color
        pos = POS[r]
        row = self.rows[seat][r]
        done = self.play_crosses
        out = []
        for p in sorted({pos[NUMBER[i]] for i in self.played}):
            if not can_cross(row, p):
                continue
            if done and p - pos[done[0]] - len(done) > 1:
                continue
            out.append(NUMBER_AT[r][p])
        return out

    def apply(self, seat: Seat, option: Option) -> None:
        """`seat` takes `option` (one of `legal(seat)`; not checked: rules.py refuses the rest)."""
        phase = self.phase
        if phase == DRAW:
            assert isinstance(option, int)
            self._take(seat, option)
        elif phase == ANNOUNCE:
            assert isinstance(option, int)
            if option == DONE:
                self._announce_done(seat)
            else:
                self.marks[seat] = option
        elif isinstance(option, tuple):
            self._play(seat, option)
        elif option == DONE:
            self._done(seat)
        else:
            self._cross(seat, option)

    def reshuffle(self, order: Sequence[int]) -> None:
        """The chance action Reshuffle(order): the discard, in that order, is the new pile."""
        self.pile = list(reversed(order))
        self.discard = []
        self._after_draw()

    def shuffle(self, rng: Rng) -> list[int]:
        """Reshuffle as rules.resolve_chance does with `rng`; the order used (its action)."""
        order = rng.shuffled(self.discard)
        self.reshuffle(order)
        return order

    resolve_chance = shuffle

    def is_over(self) -> bool:
        return self.phase == OVER

    # draw (NR-T1, NR-S4)
    def _take(self, seat: Seat, slot: int) -> None:
        display = self.display
        self.hands[seat].append(display.pop(slot))
        self.to_take -= 1
        if not self.to_take or not display:
            self._after_draw()

    def _after_draw(self) -> None:
        display = self.display
        pile = self.pile
        while len(display) < DISPLAY_SIZE and pile:
            display.append(pile.pop())
        self.to_take = 0
        if not pile:
            if not self.discard:
                self.phase = PLAY
                self.announced = 0
            return
        n = self.players
        self.phase = ANNOUNCE
        self.announced = NUMBER[pile[-1]]
        self.order = [(self.active + i) % n for i in range(n)]
        self.marks = [-1] * n

    def _start_turn(self) -> None:
        self.phase = DRAW
        self.to_take = max(0, min(HAND_LIMIT - len(self.hands[self.active]), len(self.display)))
        if not self.to_take:
            self._after_draw()

    # announce (NR-T2)
    def _announce_done(self, seat: Seat) -> None:
        order = self.order
        order.remove(seat)
        if order:
            return
        number = self.announced
        for s, r in enumerate(self.marks):
            if r >= 0:
                p = POS[r][number]
                self.rows[s][r].append(p)
                if p == LAST_POS:
                    self.locks[s] += 1
        self._end_or(PLAY)

    def _end_or(self, phase: int) -> bool:
        """NR-E1: the game is over (True), or goes on in `phase`."""
        if max(self.locks) >= 2:
            self.phase, self.ended_by = OVER, 1
            return True
        if max(self.misthrows) >= MAX_MISTHROWS:
            self.phase, self.ended_by = OVER, 2
            return True
        self.phase = phase
        return False

    # play (NR-T3..T5)
    def _play(self, seat: Seat, option: PlayOption) -> None:
        indices, color = option
        hand = self.hands[seat]
        self.played = [hand[i] for i in indices]
        for i in reversed(indices):
            del hand[i]
        self.play_color = color
        self.play_crosses = []

    def _cross(self, seat: Seat, number: int) -> None:
        r = self.play_color
        p = POS[r][number]
        self.rows[seat][r].append(p)
        self.play_crosses.append(number)
        if p == LAST_POS:
            self.locks[seat] += 1

    def _done(self, seat: Seat) -> None:
        if not self.play_crosses and self.marks[seat] < 0:
            self.misthrows[seat] += 1
        self.discard.extend(self.played)
        self.played = []
        self.play_color = -1
        self.play_crosses = []
        self.announced = 0
        self.order = []
        self.marks = [-1] * self.players
        if self._end_or(DRAW):
            return
        self.active = (self.active + 1) % self.players
        self.turn += 1
        self._start_turn()

    # --- reading -------------------------------------------------------------------------------

    def totals(self) -> list[int]:
        """Every seat's score now (NR-C4, NR-E2)."""
        return [
            row_total(rows[0])
            + row_total(rows[1])
            + row_total(rows[2])
            + row_total(rows[3])
            - 5 * self.misthrows[seat]
            for seat, rows in enumerate(self.rows)
        ]

    def action(self, seat: Seat, option: Option) -> Action:
        """The rules.py action for one of `seat`'s options."""
        # the rules' memoised constructors: the same objects as in RULES.legal_actions
        phase = self.phase
        if isinstance(option, tuple):
            hand = self.hands[seat]
            return rules._play(tuple([hand[i] for i in option[0]]), COLORS[option[1]])
        if phase == DRAW:
            return rules._take(option)
        if phase == ANNOUNCE:
            return rules._ANNOUNCE_DONE if option == DONE else rules._announce_cross(COLORS[option])
        return rules._DONE if option == DONE else rules._cross(option)

    def option(self, seat: Seat, action: Action) -> Option:
        """The option for a legal rules.py action of `seat` (ValueError if it is not one)."""
        options = self.legal(seat)
        return option_of(options, [self.action(seat, option) for option in options], action)


_card = _CARDS.__getitem__
_ROW_TO_NUMBERS = tuple(row.__getitem__ for row in NUMBER_AT)


def _sheet(rows: list[list[int]], misthrows: int) -> PlayerSheet:
    return _sheet_of(tuple(map(tuple, rows)), misthrows)


@lru_cache(maxsize=65536)
def _sheet_of(rows: tuple[tuple[int, ...], ...], misthrows: int) -> PlayerSheet:
    """A sheet's PlayerSheet, made once: to_state is asked for after every move of a search or a
    checked game, and most sheets have not changed since the move before."""
    return PlayerSheet(
        crosses=tuple([tuple(map(_ROW_TO_NUMBERS[r], rows[r])) for r in range(4)]),
        locked=tuple([bool(row) and row[-1] == LAST_POS for row in rows]),
        misthrows=misthrows,
    )


def _card_id(card: Card) -> int:
    if card.id >= 0:
        return card.id
    return HIDDEN + (card.number or 0)


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
    out: list[tuple[int, ...]] = [()]
    for size in range(1, len(positions) + 1):
        for subset in itertools.combinations(positions, size):
            at, n, d, f = last, count, done, first
            for p in subset:
                if at == LAST_POS or p <= at or (p == LAST_POS and n < MIN_CROSSES_FOR_LAST):
                    break
                if d and p - f - d > 1:  # NR-T4 gap rule
                    break
                if not d:
                    f = p
                at, n, d = p, n + 1, d + 1
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
        if p < start or start > LAST_POS or (p == LAST_POS and len(row) < MIN_CROSSES_FOR_LAST):
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
        if p <= last or last == LAST_POS or p - last > 2:
            continue
        if p == LAST_POS and len(row) < MIN_CROSSES_FOR_LAST:
            continue
        out.append((r, plan_value(last, (p,))))
    return out


def play_values(fs: FastState, seat: Seat) -> list[tuple[float, tuple[int, ...]]]:
    """For each play of `seat`'s hand (`plays_for` order): the greedy's value (its best plan,
    less a little per card played: it keeps cards when that costs nothing) and that plan."""
    hand = fs.hands[seat]
    rows = fs.rows[seat]
    risk = fs.marks[seat] < 0
    out = []
    for indices, r in plays_for(tuple([COLOR[c] for c in hand])):
        row = rows[r]
        positions = tuple(sorted({POS[r][NUMBER[hand[i]]] for i in indices}))
        value, plan = best_crosses(row[-1] if row else -1, len(row), positions, 0, 0, risk)
        out.append((value - 0.1 * len(indices), plan))
    return out


def rest_plan(fs: FastState, seat: Seat) -> tuple[int, ...]:
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


def greedy_index(fs: FastState, seat: Seat, options: Sequence[Option], rng: Rng) -> int:
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


FastBot: TypeAlias = Callable[[FastState, Seat, Sequence[Option], Rng], int]
FAST_BOTS: dict[str, FastBot] = {"greedy": greedy_index, "random": random_index}


def play(
    state: State, bot: str, rng: Rng, chance: Callable[[int, str], Rng], max_actions: int
) -> tuple[State, int]:
    """A whole game from `state` with the bot named `bot` (one of FAST_BOTS) in every seat, as
    core.simulate plays it through a Session: the bot draws from `rng`, the shuffle logged as
    entry n from `chance(n, "reshuffle")`. Stops after `max_actions` bot actions. The final
    State and the number of logged actions (chance included)."""
    fs = FastState.from_state(state)
    logged = play_fast(fs, FAST_BOTS[bot], rng, chance, "reshuffle", max_actions)
    return fs.to_state(), logged
