"""Number rows: the rules (normative text: docs/rules/number-rows.md).

Pure Python: no Qt, no files, no clock, no global random generator. The rules are played once,
by `Game`: one game in plain ints and lists changed in place, which the computers' play-outs and
`simulate` drive directly (fast.py, ai.py) and RULES drives for the app. What the app shows,
saves, compares on loading and keeps for undo is the frozen `State` (a tree of frozen dataclasses
with tuples), made from a Game and back at the boundary (`Game.to_state`, `Game.from_state`).
Actions are frozen pydantic models in one discriminated union on `kind`.

A turn (NR-T1..T6): the active player takes cards from the display until the hand holds 5 (one
`Take` per card), the display is refilled from the pile (a `Reshuffle` chance action turns the
discard into a new pile when needed), the number on top of the pile is announced and every seat,
active first, may cross it in one row (`AnnounceCross`, then `AnnounceDone`; the marks stay
pending and secret until all have decided), then the active player plays 1-3 cards of one colour
(`Play`), crosses some of their numbers (`Cross`) and ends the turn (`Done`).
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Annotated, Any, Literal, Self, TypeAlias

from pydantic import Field, TypeAdapter

from sheetdesk.core.engine_memo import LastEngine
from sheetdesk.core.i18n import PlayerRef, Text
from sheetdesk.core.protocol import (
    Action,
    Chance,
    Decide,
    GameOver,
    GameRules,
    IllegalAction,
    ScoreItem,
    Seat,
    Step,
    Viewer,
)
from sheetdesk.core.records import quick_init, replace
from sheetdesk.core.rng import Rng

from . import INFO
from .texts import ANNOUNCE_CROSSED, COLOR_NAMES, PLAYED, ROW_LABELS, ROW_LOCKED, name_of, say

# --- constants ---------------------------------------------------------------------------------

Color = Literal["red", "yellow", "green", "blue"]
COLORS: tuple[Color, ...] = ("red", "yellow", "green", "blue")  # row order on the sheet (NR-C3)
_ASCENDING = tuple(range(2, 13))
_DESCENDING = tuple(range(12, 1, -1))
ROW_NUMBERS: dict[Color, tuple[int, ...]] = {
    "red": _ASCENDING,
    "yellow": _ASCENDING,
    "green": _DESCENDING,
    "blue": _DESCENDING,
}
POINTS: tuple[int, ...] = (0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78)  # NR-C4
MISTHROW_POINTS = -5
MAX_MISTHROWS = 4
HAND_LIMIT = 5
DISPLAY_SIZE = 4
MIN_CROSSES_FOR_LAST = 5
START_HAND = 4
NUMBERS_PER_COLOR = 11
JOKER_BASE_ID = len(COLORS) * NUMBERS_PER_COLOR  # 44: jokers have ids 44..54

# position of each number in each row (row index -> number -> position 0..10)
_POS: tuple[dict[int, int], ...] = tuple(
    {n: i for i, n in enumerate(ROW_NUMBERS[c])} for c in COLORS
)
_LAST: tuple[int, ...] = tuple(ROW_NUMBERS[c][-1] for c in COLORS)
_ROW_INDEX: dict[str, int] = {c: i for i, c in enumerate(COLORS)}


def row_points(n_crosses: int) -> int:
    """Points of a row with `n_crosses` crosses, the lock included (NR-C4)."""
    return POINTS[max(0, min(n_crosses, len(POINTS) - 1))]


# --- state -------------------------------------------------------------------------------------


@quick_init
@dataclass(frozen=True, slots=True)
class Card:
    id: int  # -1 when hidden in a view
    number: int | None  # None only for hidden pile cards below the top
    color: Color | None  # None when hidden, or for a joker not (yet) played
    joker: bool | None  # None when hidden (others' hands in the joker variant)


@quick_init
@dataclass(frozen=True, slots=True)
class PlayerSheet:
    crosses: tuple[tuple[int, ...], ...]  # per row in COLORS order: crossed numbers in row order
    locked: tuple[bool, ...]  # per row: lock crossed
    misthrows: int


Phase = Literal["draw", "announce", "play", "over"]


@quick_init
@dataclass(frozen=True, slots=True)
class State:
    players: int
    jokers: bool
    pile: tuple[Card, ...]  # pile[0] is the top (its number is public)
    display: tuple[Card, ...]  # up to 4, numbers public, colours secret to all
    discard: tuple[Card, ...]
    hands: tuple[tuple[Card, ...], ...]
    sheets: tuple[PlayerSheet, ...]
    active: int
    phase: Phase
    turn: int  # counts from 1
    to_take: int  # cards still to take in the draw phase
    announced: int | None  # the announced pile-top number during/after announce
    announce_order: tuple[int, ...]  # seats still to decide, active first then clockwise
    announce_marks: tuple[Color | None, ...]  # per seat: row crossed with the announced number
    played: tuple[Card, ...]  # cards played this turn (public)
    play_color: Color | None
    play_crosses: tuple[int, ...]  # numbers crossed in the play so far (in order)
    ended_by: str | None  # "two_locks" | "misthrows" when over


EMPTY_SHEET = PlayerSheet(crosses=((), (), (), ()), locked=(False,) * 4, misthrows=0)


def _row_index(row: int | str) -> int:
    return row if isinstance(row, int) else _ROW_INDEX[row]


def cell_state(
    sheet: PlayerSheet, row: int | str, number: int
) -> Literal["crossed", "open", "skipped"]:
    """How a number cell of `sheet` looks: crossed, still open, or skipped for good (NR-M1)."""
    r = _row_index(row)
    crossed = sheet.crosses[r]
    if number in crossed:
        return "crossed"
    if crossed and _POS[r][number] < _POS[r][crossed[-1]]:
        return "skipped"
    if sheet.locked[r]:
        return "skipped"
    return "open"


def with_pending(state: State, seat: Seat) -> tuple[PlayerSheet, Color | None, tuple[int, ...]]:
    """`seat`'s sheet as it is if the marks it may still take back stand, and those marks (their
    row and numbers): a cross on the announced number (pending until everyone has decided,
    NR-T2) or the crosses of this play (until Done, NR-T5)."""
    sheet = state.sheets[seat]
    if state.phase == "announce" and state.announced is not None:
        row = state.announce_marks[seat]
        if row is not None:
            return _add_cross(sheet, _ROW_INDEX[row], state.announced), row, (state.announced,)
    if state.phase == "play" and seat == state.active and state.play_color is not None:
        return sheet, state.play_color, state.play_crosses
    return sheet, None, ()


# --- actions -----------------------------------------------------------------------------------


class Take(Action):
    kind: Literal["take"] = "take"
    slot: int


class AnnounceCross(Action):
    kind: Literal["announce_cross"] = "announce_cross"
    row: Color


class AnnounceDone(Action):
    kind: Literal["announce_done"] = "announce_done"


class Play(Action):
    kind: Literal["play"] = "play"
    cards: tuple[int, ...]
    color: Color


class Cross(Action):
    kind: Literal["cross"] = "cross"
    number: int


class Done(Action):
    kind: Literal["done"] = "done"


class Reshuffle(Action):
    kind: Literal["reshuffle"] = "reshuffle"
    order: tuple[int, ...]


NumberRowsAction: TypeAlias = Annotated[
    Take | AnnounceCross | AnnounceDone | Play | Cross | Done | Reshuffle,
    Field(discriminator="kind"),
]

_ANNOUNCE_DONE = AnnounceDone()
_DONE = Done()


@lru_cache(maxsize=64)
def _take(slot: int) -> Take:
    return Take(slot=slot)


@lru_cache(maxsize=8)
def _announce_cross(row: Color) -> AnnounceCross:
    return AnnounceCross(row=row)


@lru_cache(maxsize=4096)
def _play(cards: tuple[int, ...], color: Color) -> Play:
    return Play(cards=cards, color=color)


@lru_cache(maxsize=32)
def _cross(number: int) -> Cross:
    return Cross(number=number)


# --- the frozen records' helpers -------------------------------------------------------------


def _add_cross(sheet: PlayerSheet, r: int, number: int) -> PlayerSheet:
    crosses = list(sheet.crosses)
    crosses[r] = (*crosses[r], number)
    locked = sheet.locked
    if number == _LAST[r]:  # NR-M3: the lock is crossed with the last number
        locked = (*locked[:r], True, *locked[r + 1 :])
    return PlayerSheet(crosses=tuple(crosses), locked=locked, misthrows=sheet.misthrows)


class _Hidden(dict[int | None, Card]):
    """Cards as others see them, by number (or None: below the pile top), with no colour and no
    id, and `joker` as a view shows it: each made once (views hide every hand card by card)."""

    def __init__(self, joker: bool | None) -> None:
        super().__init__()
        self.joker = joker

    def __missing__(self, number: int | None) -> Card:
        card = self[number] = Card(-1, number, None, self.joker)
        return card


# by what a view shows of the joker flag: False without the jokers variant, None (hidden) with it
_HIDDEN = {False: _Hidden(False), None: _Hidden(None)}


def _row_item(r: int, n: int) -> ScoreItem:
    color = COLORS[r]
    return ScoreItem(f"row.{color}", ROW_LABELS[color], row_points(n), {"crosses": n})


def _misthrow_item(count: int) -> ScoreItem:
    return ScoreItem(
        "misthrows", say("misthrows").source, MISTHROW_POINTS * count, {"count": count}
    )


def sheet_items(sheet: PlayerSheet) -> tuple[ScoreItem, ...]:
    """One sheet's score items: its rows, then its misthrows."""
    items = []
    for r in range(4):
        n = len(sheet.crosses[r]) + (1 if sheet.locked[r] else 0)
        items.append(_ROW_ITEMS[r][n] if n < len(POINTS) else _row_item(r, n))
    m = sheet.misthrows
    items.append(_MISTHROW_ITEMS[m] if 0 <= m < len(_MISTHROW_ITEMS) else _misthrow_item(m))
    return tuple(items)


# every item a sheet can show, made once: the scores are asked for after every move and at the end
# of every simulated game, and a row's item depends only on its colour and crosses
_ROW_ITEMS = tuple(tuple(_row_item(r, n) for n in range(len(POINTS))) for r in range(4))
_MISTHROW_ITEMS = tuple(_misthrow_item(m) for m in range(MAX_MISTHROWS + 1))


# --- the engine: one game in plain ints and lists ----------------------------------------------
#
# The rules are played here once, for the app (through RULES, on the frozen State above) and for
# the computers' play-outs and `simulate` (on a Game directly, thousands of moves a second):
#
# - a card is its id (0..43 the number cards, 44..54 the jokers, as in new_deck); a view's hidden
#   cards get placeholder ids (`HIDDEN + number`, or `HIDDEN` when even the number is hidden) that
#   only the computer players' reading code meets;
# - a row is the list of the positions crossed in it (0..10 in the row's own order, 10 its last
#   number: a row is locked exactly when it ends on 10);
# - the pile keeps its top at the END of the list (the State: at the start), so a draw is `pop()`.
#
# An option is what `legal(seat)` lists, in the order RULES.legal_actions lists the actions, as a
# plain value whose meaning depends on the phase: a display slot (draw), a row or `DONE`
# (announce), an entry of the memoised play table `(hand indices, colour)` (play, before any card
# is played), a number or `DONE` (play, after the cards). `action(seat, option)` and
# `check(seat, action)` convert at the boundary (the latter with the reason of a refusal), as
# `of(state)` and `to_state` do for the state.

DRAW, ANNOUNCE, PLAY, OVER = 0, 1, 2, 3
PHASES: tuple[Phase, ...] = ("draw", "announce", "play", "over")
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
    tuple(_POS[r].get(n, -99) for n in range(13)) for r in range(4)
)
NUMBER_AT: tuple[tuple[int, ...], ...] = tuple(ROW_NUMBERS[c] for c in COLORS)

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


def _refuse(key: str) -> IllegalAction:
    return IllegalAction(say(key))


def why_not_cross(row: Sequence[int], p: int) -> str | None:
    """NR-M1..M3: why position `p` may not be crossed in a row holding the crossed positions
    `row` (a key of texts.py), or None if it may."""
    if row:
        last = row[-1]
        if last == LAST_POS:
            return "row_closed"
        if p <= last:
            return "left_of_last"
    if p == LAST_POS and len(row) < MIN_CROSSES_FOR_LAST:
        return "last_needs_five"
    return None


def leaves_gap(first: int, done: int, p: int) -> bool:
    """NR-T4: crossing position `p` after `done` crosses in this play, the first at position
    `first`, would leave more than one number open between the first and the last."""
    return done > 0 and p - first - done > 1


@cache
def plays_for(pattern: tuple[int, ...]) -> tuple[PlayOption, ...]:
    """Every play of a hand whose cards have these colour codes (NR-T3, NR-V1): sizes 1, 2, 3;
    combinations in hand order; a set of jokers alone once per colour. Keyed on colours, not
    cards, so a few thousand entries serve every hand."""
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


def hand_plays(hand: Sequence[int]) -> tuple[PlayOption, ...]:
    """Every play of the hand of these card ids (plays_for of their colour codes)."""
    return plays_for(tuple(map(COLOR.__getitem__, hand)))


@cache
def seats_from(players: int, first: int) -> tuple[int, ...]:
    """Every seat once, clockwise from `first`: who decides about an announced number, in
    order (NR-T2)."""
    return tuple([(first + i) % players for i in range(players)])


def row_total(row: Sequence[int]) -> int:
    """A row's points, its lock included (NR-C4)."""
    n = len(row)
    return POINTS[n + 1 if n and row[-1] == LAST_POS else n]


class Game:
    """One game of Number rows in plain ints and lists, changed in place (`copy()` to branch)."""

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
        "sheets",
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
    # per seat: its frozen sheet while its rows and misthrows are as they were made into it, None
    # once they change (to_state makes only the sheets that changed: a replay makes a State per
    # action, and an action changes one sheet at most)
    sheets: list[PlayerSheet | None]
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

    # --- the boundary with the frozen State ------------------------------------------------------

    @classmethod
    def from_state(cls, state: State) -> Self:
        """The state (or a view: its hidden cards become placeholders) as a Game."""
        game = cls()
        game.players = state.players
        game.jokers = state.jokers
        game.pile = [_card_id(c) for c in reversed(state.pile)]
        game.display = [_card_id(c) for c in state.display]
        game.discard = [_card_id(c) for c in state.discard]
        game.hands = [[_card_id(c) for c in hand] for hand in state.hands]
        game.rows = [
            [[POS[r][n] for n in sheet.crosses[r]] for r in range(4)] for sheet in state.sheets
        ]
        game.misthrows = [sheet.misthrows for sheet in state.sheets]
        game.sheets = list(state.sheets)
        game.locks = [sum(sheet.locked) for sheet in state.sheets]
        game.active = state.active
        game.phase = _PHASE[state.phase]
        game.turn = state.turn
        game.to_take = state.to_take
        game.announced = state.announced or 0
        game.order = list(state.announce_order)
        game.marks = [-1 if m is None else _ROW_INDEX[m] for m in state.announce_marks]
        game.played = [_card_id(c) for c in state.played]
        game.play_color = -1 if state.play_color is None else _ROW_INDEX[state.play_color]
        game.play_crosses = list(state.play_crosses)
        game.ended_by = ENDINGS.index(state.ended_by)
        return game

    def to_state(self) -> State:
        """The frozen State of this game (what the app shows, saves and keeps for undo)."""
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
            sheets=tuple(self._sheets()),
            active=self.active,
            phase=PHASES[self.phase],
            turn=self.turn,
            to_take=self.to_take,
            announced=self.announced or None,
            announce_order=tuple(self.order),
            announce_marks=tuple([COLORS[m] if m >= 0 else None for m in self.marks]),
            played=played,
            play_color=color,
            play_crosses=tuple(self.play_crosses),
            ended_by=ENDINGS[self.ended_by],
        )

    def final_state(self) -> State:
        """to_state for a game no one asks about again (a play-out's end): the sheets that
        changed are made without the memo, which keeps the sheets the app meets again."""
        made = self.sheets
        for seat, sheet in enumerate(made):
            if sheet is None:
                made[seat] = _new_sheet(self.rows[seat], self.misthrows[seat])
        return self.to_state()

    def _sheets(self) -> list[PlayerSheet]:
        made = self.sheets
        for seat, sheet in enumerate(made):
            if sheet is None:
                made[seat] = _sheet(self.rows[seat], self.misthrows[seat])
        return made  # type: ignore[return-value]

    def copy(self) -> Self:
        game = self.__class__()
        game.players = self.players
        game.jokers = self.jokers
        game.pile = self.pile[:]
        game.display = self.display[:]
        game.discard = self.discard[:]
        game.hands = [hand[:] for hand in self.hands]
        game.rows = [[row[:] for row in rows] for rows in self.rows]
        game.misthrows = self.misthrows[:]
        game.sheets = self.sheets[:]
        game.locks = self.locks[:]
        game.active = self.active
        game.phase = self.phase
        game.turn = self.turn
        game.to_take = self.to_take
        game.announced = self.announced
        game.order = self.order[:]
        game.marks = self.marks[:]
        game.played = self.played[:]
        game.play_color = self.play_color
        game.play_crosses = self.play_crosses[:]
        game.ended_by = self.ended_by
        return game

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

    def is_over(self) -> bool:
        return self.phase == OVER

    def legal(self, seat: Seat) -> list[Option]:
        """`seat`'s options, in the order of RULES.legal_actions (empty if it may not act)."""
        phase = self.phase
        if phase == ANNOUNCE:
            if seat not in self.order:
                return []
            out: list[Option] = []
            if self.marks[seat] < 0:
                rows = self.rows[seat]
                number = self.announced
                for r in range(4):  # a plain loop: a comprehension is one more call a seat
                    if why_not_cross(rows[r], POS[r][number]) is None:
                        out.append(r)
            out.append(DONE)
            return out
        if seat != self.active:
            return []
        if phase == DRAW:
            return list(range(len(self.display))) if self.to_take else []
        if phase != PLAY:
            return []
        if not self.played:
            return list(hand_plays(self.hands[seat]))
        return [*self.crossable(seat), DONE]

    def crossable(self, seat: Seat) -> list[int]:
        """The played numbers `seat` may cross now, in row order (NR-M1..M3, NR-T4)."""
        r = self.play_color
        pos = POS[r]
        row = self.rows[seat][r]
        done = self.play_crosses
        first = pos[done[0]] if done else 0
        n = len(done)
        numbers = NUMBER_AT[r]
        out = []
        # a plain loop: the random player asks this after every cross it makes
        for p in sorted(set(map(pos.__getitem__, map(NUMBER.__getitem__, self.played)))):
            if why_not_cross(row, p) is None and not leaves_gap(first, n, p):
                out.append(numbers[p])
        return out

    def apply(self, seat: Seat, option: Option) -> None:
        """`seat` takes `option` (one of `legal(seat)`, or what `check` made of an action: not
        checked again)."""
        phase = self.phase
        if phase == ANNOUNCE:  # the most frequent: every seat, every turn
            if option == DONE:
                order = self.order
                order.remove(seat)
                if not order:
                    self._announced()
            else:
                self.marks[seat] = option  # type: ignore[assignment]
        elif phase == DRAW:
            self._take(seat, option)  # type: ignore[arg-type]
        elif option.__class__ is tuple:
            self._play(seat, option)
        elif option == DONE:
            self._done(seat)
        else:
            self._cross(seat, option)  # type: ignore[arg-type]

    def reshuffle(self, order: Sequence[int]) -> None:
        """The chance action Reshuffle(order): the discard, in that order, is the new pile."""
        self.pile = list(reversed(order))
        self.discard = []
        self._after_draw()

    def resolve_chance(self, rng: Rng) -> list[int]:
        """Reshuffle as RULES.resolve_chance does with `rng`; the order used (its action)."""
        order = rng.shuffled(self.discard)
        self.reshuffle(order)
        return order

    shuffle = resolve_chance

    # setup (NR-S1..S5)
    def deal(self, players: int, jokers: bool, rng: Rng) -> None:
        deck = list(range(HIDDEN if jokers else JOKER_BASE_ID))
        rng.shuffle(deck)
        self.players = players
        self.jokers = jokers
        self.hands = [deck[i * START_HAND : (i + 1) * START_HAND] for i in range(players)]
        rest = deck[players * START_HAND :]
        self.display = rest[:DISPLAY_SIZE]
        self.pile = rest[DISPLAY_SIZE:][::-1]
        self.discard = []
        self.rows = [[[], [], [], []] for _ in range(players)]
        self.misthrows = [0] * players
        self.sheets = [_sheet_of(_EMPTY_ROWS, 0)] * players
        self.locks = [0] * players
        self.active = rng.below(players)
        self.turn = 1
        self.announced = 0
        self.order = []
        self.marks = [-1] * players
        self.played = []
        self.play_color = -1
        self.play_crosses = []
        self.ended_by = 0
        self._start_turn()

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
                # [design] nothing to refill from and no pile top: no announcement this turn
                self.phase = PLAY
                self.announced = 0
            else:
                self.phase = DRAW  # to_take 0: a Reshuffle is due (chance)
            return
        n = self.players
        self.phase = ANNOUNCE
        self.announced = NUMBER[pile[-1]]
        self.order = list(seats_from(n, self.active))
        self.marks = [-1] * n

    def _start_turn(self) -> None:
        self.phase = DRAW
        self.to_take = max(0, min(HAND_LIMIT - len(self.hands[self.active]), len(self.display)))
        if not self.to_take:
            self._after_draw()

    # announce (NR-T2): the marks stay pending until everyone has decided
    def _announced(self) -> None:
        """Everyone has decided: the pending marks become crosses."""
        number = self.announced
        for s, r in enumerate(self.marks):
            if r >= 0:
                p = POS[r][number]
                self.rows[s][r].append(p)
                self.sheets[s] = None
                if p == LAST_POS:  # NR-M3: the lock is crossed with the last number
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

    # play (NR-T3..T5, NR-V1)
    def _play(self, seat: Seat, option: PlayOption) -> None:
        indices, color = option
        hand = self.hands[seat]
        self.played = list(map(hand.__getitem__, indices))
        for i in reversed(indices):
            del hand[i]
        self.play_color = color
        self.play_crosses = []

    def _cross(self, seat: Seat, number: int) -> None:
        r = self.play_color
        p = POS[r][number]
        self.rows[seat][r].append(p)
        self.sheets[seat] = None
        self.play_crosses.append(number)
        if p == LAST_POS:
            self.locks[seat] += 1

    # end of turn (NR-T5, NR-E1, NR-T6)
    def _done(self, seat: Seat) -> None:
        if not self.play_crosses and self.marks[seat] < 0:
            self.misthrows[seat] += 1
            self.sheets[seat] = None
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
            + MISTHROW_POINTS * self.misthrows[seat]
            for seat, rows in enumerate(self.rows)
        ]

    def action(self, seat: Seat, option: Option) -> Action:
        """The action for one of `seat`'s options (made once: the same objects every time)."""
        phase = self.phase
        if isinstance(option, tuple):
            hand = self.hands[seat]
            return _play(tuple([hand[i] for i in option[0]]), COLORS[option[1]])
        if phase == DRAW:
            return _take(option)
        if phase == ANNOUNCE:
            return _ANNOUNCE_DONE if option == DONE else _announce_cross(COLORS[option])
        return _DONE if option == DONE else _cross(option)

    def option(self, seat: Seat, action: Action) -> Option:
        """The option for a legal action of `seat` (ValueError if it is not one)."""
        for option in self.legal(seat):
            if self.action(seat, option) == action:
                return option
        raise ValueError(f"{action!r} is not a legal action here")

    def check(self, seat: Seat | None, action: Action) -> Option:
        """The option `action` of `seat` is, or IllegalAction with the reason it is refused."""
        if isinstance(action, Reshuffle):
            if seat is not None:
                raise _refuse("shuffle_game")
            if not self.needs_reshuffle():
                raise _refuse("no_shuffle")
            if sorted(action.order) != sorted(self.discard):
                raise _refuse("shuffle_all")
            return DONE
        if seat is None:
            raise _refuse("player_only")
        if self.phase == OVER:
            raise _refuse("over")
        if not 0 <= seat < self.players:
            raise _refuse("no_player")
        if isinstance(action, Take):
            if self.phase != DRAW or not self.to_take:
                raise _refuse("take_when")
            if seat != self.active:
                raise _refuse("not_your_turn")
            if not 0 <= action.slot < len(self.display):
                raise _refuse("no_card")
            return action.slot
        if isinstance(action, AnnounceCross | AnnounceDone):
            return self._check_announce(seat, action)
        if isinstance(action, Play | Cross | Done):
            if self.phase != PLAY:
                raise _refuse("play_when")
            if seat != self.active:
                raise _refuse("active_only")
            if isinstance(action, Play):
                return self._check_play(seat, action)
            if isinstance(action, Cross):
                return self._check_cross(seat, action.number)
            if not self.played:
                raise _refuse("play_before_done")
            return DONE
        raise _refuse("no_move")

    def _check_announce(self, seat: Seat, action: AnnounceCross | AnnounceDone) -> Option:
        if self.phase != ANNOUNCE:
            raise _refuse("announce_when")
        if seat not in self.order:
            raise _refuse("decided")
        if isinstance(action, AnnounceDone):
            return DONE
        if self.marks[seat] >= 0:
            raise _refuse("one_row")
        r = _ROW_INDEX[action.row]
        reason = why_not_cross(self.rows[seat][r], POS[r][self.announced])
        if reason is not None:
            raise _refuse(reason)
        return r

    def _check_play(self, seat: Seat, action: Play) -> Option:
        if self.played:
            raise _refuse("played_already")
        ids = action.cards
        if not 1 <= len(ids) <= 3:
            raise _refuse("one_to_three")
        if len(set(ids)) != len(ids):
            raise _refuse("card_twice")
        hand = self.hands[seat]
        if any(i not in hand for i in ids):
            raise _refuse("from_hand")
        indices = tuple(i for i, card in enumerate(hand) if card in ids)  # hand order
        colors = {COLOR[hand[i]] for i in indices} - {JOKER}
        if len(colors) > 1:
            raise _refuse("one_colour")
        r = _ROW_INDEX[action.color]
        if colors and r not in colors:
            raise _refuse("wrong_colour")
        return (indices, r)

    def _check_cross(self, seat: Seat, number: int) -> Option:
        if not self.played:
            raise _refuse("play_first")
        if all(NUMBER[card] != number for card in self.played):
            raise _refuse("played_numbers")
        r = self.play_color
        pos = POS[r]
        done = self.play_crosses
        reason = why_not_cross(self.rows[seat][r], pos[number])
        if reason is None and leaves_gap(pos[done[0]] if done else 0, len(done), pos[number]):
            reason = "gap"
        if reason is not None:
            raise _refuse(reason)
        return number


_card = _CARDS.__getitem__


_RED, _YELLOW, _GREEN, _BLUE = (row.__getitem__ for row in NUMBER_AT)


def _sheet(rows: list[list[int]], misthrows: int) -> PlayerSheet:
    return _sheet_of(tuple(map(tuple, rows)), misthrows)


def _new_sheet(rows: Sequence[Sequence[int]], misthrows: int) -> PlayerSheet:
    """The PlayerSheet of a seat's rows (crossed positions) and misthrows, made now."""
    red, yellow, green, blue = rows
    return PlayerSheet(
        crosses=(
            tuple(map(_RED, red)),
            tuple(map(_YELLOW, yellow)),
            tuple(map(_GREEN, green)),
            tuple(map(_BLUE, blue)),
        ),
        locked=(
            bool(red) and red[-1] == LAST_POS,
            bool(yellow) and yellow[-1] == LAST_POS,
            bool(green) and green[-1] == LAST_POS,
            bool(blue) and blue[-1] == LAST_POS,
        ),
        misthrows=misthrows,
    )


# a sheet's PlayerSheet, made once: to_state is asked for after every move, and most sheets have
# not changed since the move before
_sheet_of = lru_cache(maxsize=65536)(_new_sheet)
_EMPTY_ROWS: tuple[tuple[int, ...], ...] = ((), (), (), ())


def _card_id(card: Card) -> int:
    if card.id >= 0:
        return card.id
    return HIDDEN + (card.number or 0)


_MADE: LastEngine[State, Game] = LastEngine()


def game_of(state: State) -> Game:
    """The Game of `state`, not to be changed (`copy()` it): the one last made or reached is
    kept (`core.engine_memo`)."""
    return _MADE.of(state, Game.from_state)


def _keep(game: Game) -> State:
    return _MADE.keep(game)


# --- the rules object --------------------------------------------------------------------------


class NumberRowsRules(GameRules[State]):
    actions: TypeAdapter[Any] = TypeAdapter(NumberRowsAction)
    commit_kinds = frozenset({"take", "announce_done", "done"})

    info = INFO

    def first_state(self, players: int, options: Mapping[str, Any], rng: Rng) -> State:
        """NR-S1..S5: the deck shuffled, 4 cards each, the display, the pile, the first player."""
        game = Game()
        game.deal(players, bool(options.get("jokers", False)), rng)
        return _keep(game)

    def step(self, state: State) -> Step:
        phase = state.phase
        if phase == "draw":
            if state.to_take == 0:
                return Chance("reshuffle")
            return Decide((state.active,))
        if phase == "announce":
            return Decide(state.announce_order, simultaneous=True)
        if phase == "play":
            return Decide((state.active,))
        return GameOver()

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        game = game_of(state)
        return [game.action(seat, option) for option in game.legal(seat)]

    def apply(self, state: State, seat: Seat | None, action: Action) -> State:
        game = game_of(state)
        option = game.check(seat, action)
        game = game.copy()
        if isinstance(action, Reshuffle):
            game.reshuffle(list(action.order))
        else:
            assert seat is not None
            game.apply(seat, option)
        return _keep(game)

    def resolve_chance(self, state: State, rng: Rng) -> Action:
        if not game_of(state).needs_reshuffle():
            raise ValueError("no chance action is needed now")
        return Reshuffle(order=tuple(rng.shuffled([card.id for card in state.discard])))

    # -- what a seat may see (NR-H1) --

    def view(self, state: State, viewer: Viewer) -> State:
        hidden = _HIDDEN[None if state.jokers else False]
        hands = tuple(
            hand if seat == viewer else tuple([hidden[card.number] for card in hand])
            for seat, hand in enumerate(state.hands)
        )
        display = tuple([hidden[card.number] for card in state.display])
        pile: tuple[Card, ...] = ()
        if state.pile:
            pile = (hidden[state.pile[0].number],) + (hidden[None],) * (len(state.pile) - 1)
        marks = state.announce_marks
        if state.phase == "announce":
            marks = tuple([m if seat == viewer else None for seat, m in enumerate(marks)])
        if (
            hands == state.hands
            and display == state.display
            and pile == state.pile
            and marks == state.announce_marks
        ):  # (a view of `viewer`'s, made of the same hidden cards: it is its own view)
            return state
        return replace(state, hands=hands, display=display, pile=pile, announce_marks=marks)

    # -- scores (NR-C4, NR-E2, NR-E3) --

    def tallies(self, state: State) -> list[tuple[tuple[ScoreItem, ...], None]]:
        """Each sheet's rows and misthrows; the highest total wins (a tie is a shared win)."""
        return [(sheet_items(sheet), None) for sheet in state.sheets]

    # -- words --

    def describe(self, action: Action, seat: Seat | None, before: State | None = None) -> Text:
        if isinstance(action, Take):
            if before is not None and action.slot < len(before.display):
                return say("log_take", number=before.display[action.slot].number)
            return say("log_take_place", place=action.slot + 1)
        if isinstance(action, AnnounceCross):
            return name_of(ANNOUNCE_CROSSED, action.row)
        if isinstance(action, Play):
            return PLAYED[action.color].count(len(action.cards))
        if isinstance(action, Cross):
            return say("log_cross", number=action.number)
        simple = {
            "announce_done": "log_done_announce",
            "done": "log_done",
            "reshuffle": "log_shuffle",
        }
        return say(simple.get(action.kind, "log_moves"))

    def events(self, before: State, after: State) -> tuple[Text, ...]:
        """Misthrows taken, rows locked, and the end (NR-M3, NR-E1)."""
        out: list[Text] = []
        for seat, (old, new) in enumerate(zip(before.sheets, after.sheets, strict=True)):
            name = PlayerRef(seat)
            if new.misthrows > old.misthrows:
                out.append(say("log_misthrow", name=name, count=new.misthrows))
            for row, (was, now) in enumerate(zip(old.locked, new.locked, strict=True)):
                if now and not was:
                    out.append(name_of(ROW_LOCKED, COLORS[row]).with_args(name=name))
        if after.phase == "over" and before.phase != "over":
            reason = self.end_reason(after)
            if reason is not None:
                out.append(reason)
        return tuple(out)

    def end_reason(self, state: State) -> Text | None:
        """NR-E1: who locked two rows, or who took a 4th misthrow."""
        if state.phase != "over":
            return None
        for seat, sheet in enumerate(state.sheets):
            if state.ended_by == "two_locks" and sum(sheet.locked) >= 2:
                return say("end_two_locks", name=PlayerRef(seat))
            if state.ended_by == "misthrows" and sheet.misthrows >= MAX_MISTHROWS:
                return say("end_misthrows", name=PlayerRef(seat))
        return say("end")

    def turn_owner(self, state: State) -> Seat | None:
        """The active player, while the announce goes round the others (NR-T2)."""
        return state.active if state.phase == "announce" else None

    def progress(self, state: State) -> Text | None:
        return say("progress", turn=state.turn)


def new_deck(jokers: bool) -> list[Card]:
    """The 44 number cards (NR-C1), plus the 11 jokers (NR-C2) in the joker variant, in id order."""
    deck = [
        Card(id=r * NUMBERS_PER_COLOR + (n - 2), number=n, color=color, joker=False)
        for r, color in enumerate(COLORS)
        for n in range(2, 13)
    ]
    if jokers:
        deck += [
            Card(id=JOKER_BASE_ID + (n - 2), number=n, color=None, joker=True) for n in range(2, 13)
        ]
    return deck


RULES = NumberRowsRules()

__all__ = [
    "COLORS",
    "COLOR_NAMES",
    "DISPLAY_SIZE",
    "HAND_LIMIT",
    "MAX_MISTHROWS",
    "MIN_CROSSES_FOR_LAST",
    "MISTHROW_POINTS",
    "POINTS",
    "ROW_LABELS",
    "ROW_NUMBERS",
    "RULES",
    "AnnounceCross",
    "AnnounceDone",
    "Card",
    "Color",
    "Cross",
    "Done",
    "Phase",
    "Play",
    "PlayerSheet",
    "Reshuffle",
    "State",
    "Take",
    "cell_state",
    "new_deck",
    "row_points",
    "with_pending",
]
