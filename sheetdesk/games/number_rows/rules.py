"""Number rows: the rules (normative text: docs/rules/number-rows.md).

Pure Python: no Qt, no files, no clock, no global random generator. The state is a tree of frozen
dataclasses with tuples (fast to copy with `core.records.replace`); actions are frozen pydantic
models in one discriminated union on `kind`.

A turn (NR-T1..T6): the active player takes cards from the display until the hand holds 5 (one
`Take` per card), the display is refilled from the pile (a `Reshuffle` chance action turns the
discard into a new pile when needed), the number on top of the pile is announced and every seat,
active first, may cross it in one row (`AnnounceCross`, then `AnnounceDone`; the marks stay
pending and secret until all have decided), then the active player plays 1-3 cards of one colour
(`Play`), crosses some of their numbers (`Cross`) and ends the turn (`Done`).
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Annotated, Any, Literal, TypeAlias

from pydantic import Field, TypeAdapter

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
    replaced,
)
from sheetdesk.core.records import replace
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


@dataclass(frozen=True, slots=True)
class Card:
    id: int  # -1 when hidden in a view
    number: int | None  # None only for hidden pile cards below the top
    color: Color | None  # None when hidden, or for a joker not (yet) played
    joker: bool | None  # None when hidden (others' hands in the joker variant)


@dataclass(frozen=True, slots=True)
class PlayerSheet:
    crosses: tuple[tuple[int, ...], ...]  # per row in COLORS order: crossed numbers in row order
    locked: tuple[bool, ...]  # per row: lock crossed
    misthrows: int


Phase = Literal["draw", "announce", "play", "over"]


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


# --- reasons (IllegalAction) -------------------------------------------------------------------


def _refuse(key: str) -> IllegalAction:
    return IllegalAction(say(key))


def _why_not_cross(sheet: PlayerSheet, r: int, number: int) -> str | None:
    """NR-M1..M3 for crossing `number` in row `r` now; the reason (a key of texts.py) or None."""
    if sheet.locked[r]:
        return "row_closed"
    pos = _POS[r]
    crossed = sheet.crosses[r]
    if crossed and pos[number] <= pos[crossed[-1]]:
        return "left_of_last"
    if number == _LAST[r] and len(crossed) < MIN_CROSSES_FOR_LAST:
        return "last_needs_five"
    return None


def _why_not_gap(state: State, r: int, number: int) -> str | None:
    """NR-T4: between the first and last number crossed in one play at most one is left open."""
    if not state.play_crosses:
        return None
    pos = _POS[r]
    first = pos[state.play_crosses[0]]
    left_open = pos[number] - first - len(state.play_crosses)
    if left_open > 1:
        return "gap"
    return None


def _add_cross(sheet: PlayerSheet, r: int, number: int) -> PlayerSheet:
    crosses = list(sheet.crosses)
    crosses[r] = (*crosses[r], number)
    locked = sheet.locked
    if number == _LAST[r]:  # NR-M3: the lock is crossed with the last number
        locked = (*locked[:r], True, *locked[r + 1 :])
    return PlayerSheet(crosses=tuple(crosses), locked=locked, misthrows=sheet.misthrows)


# --- flow helpers ------------------------------------------------------------------------------


def _needs_reshuffle(state: State) -> bool:
    return state.phase == "draw" and state.to_take == 0 and not state.pile and bool(state.discard)


def _after_draw(state: State) -> State:
    """Refill the display (NR-T1, NR-S4); then announce (NR-T2) or wait for a reshuffle."""
    display = state.display
    pile = state.pile
    missing = DISPLAY_SIZE - len(display)
    if missing > 0 and pile:
        display = display + pile[:missing]
        pile = pile[missing:]
    state = replace(state, display=display, pile=pile, to_take=0)
    if not pile:
        if state.discard:
            return state  # phase "draw", to_take 0: step() asks for Chance("reshuffle")
        # [design] nothing to refill from and no pile top: no announcement this turn
        return replace(state, phase="play", announced=None)
    n = state.players
    order = tuple((state.active + i) % n for i in range(n))
    return replace(
        state,
        phase="announce",
        announced=pile[0].number,
        announce_order=order,
        announce_marks=(None,) * n,
    )


def _start_turn(state: State) -> State:
    to_take = min(HAND_LIMIT - len(state.hands[state.active]), len(state.display))
    state = replace(state, phase="draw", to_take=max(0, to_take))
    if state.to_take == 0:
        return _after_draw(state)
    return state


def _end_reason(state: State) -> str | None:
    """NR-E1: two locked rows, or a 4th misthrow, for any player."""
    for sheet in state.sheets:
        if sum(sheet.locked) >= 2:
            return "two_locks"
    for sheet in state.sheets:
        if sheet.misthrows >= MAX_MISTHROWS:
            return "misthrows"
    return None


@lru_cache(maxsize=64)
def _hidden(number: int | None, joker: bool | None) -> Card:
    """A card as others see it: its number (or nothing, below the pile top), no colour, no id."""
    return Card(-1, number, None, joker)


@lru_cache(maxsize=4096)
def sheet_items(sheet: PlayerSheet) -> tuple[ScoreItem, ...]:
    """One sheet's score items: its rows, then its misthrows. Memoised: every position's scores
    are asked for by the table, the save and the checks, and a sheet changes a few times a turn."""
    items: list[ScoreItem] = []
    for r, color in enumerate(COLORS):
        n = len(sheet.crosses[r]) + (1 if sheet.locked[r] else 0)
        items.append(ScoreItem(f"row.{color}", ROW_LABELS[color], row_points(n), {"crosses": n}))
    misthrow_points = MISTHROW_POINTS * sheet.misthrows
    label = say("misthrows").source
    items.append(ScoreItem("misthrows", label, misthrow_points, {"count": sheet.misthrows}))
    return tuple(items)


# --- the rules object --------------------------------------------------------------------------


class NumberRowsRules(GameRules):
    actions: TypeAdapter[Any] = TypeAdapter(NumberRowsAction)
    commit_kinds = frozenset({"take", "announce_done", "done"})

    info = INFO

    # -- setup (NR-S1..S5) --

    def first_state(self, players: int, options: Mapping[str, Any], rng: Rng) -> State:
        jokers = bool(options.get("jokers", False))
        deck = new_deck(jokers)
        rng.shuffle(deck)
        hands = tuple(tuple(deck[i * START_HAND : (i + 1) * START_HAND]) for i in range(players))
        rest = deck[players * START_HAND :]
        display = tuple(rest[:DISPLAY_SIZE])
        pile = tuple(rest[DISPLAY_SIZE:])
        active = rng.below(players)
        state = State(
            players=players,
            jokers=jokers,
            pile=pile,
            display=display,
            discard=(),
            hands=hands,
            sheets=(EMPTY_SHEET,) * players,
            active=active,
            phase="draw",
            turn=1,
            to_take=0,
            announced=None,
            announce_order=(),
            announce_marks=(None,) * players,
            played=(),
            play_color=None,
            play_crosses=(),
            ended_by=None,
        )
        return _start_turn(state)

    # -- flow --

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
        phase = state.phase
        if phase == "draw":
            if seat != state.active or state.to_take == 0:
                return []
            return [_take(i) for i in range(len(state.display))]
        if phase == "announce":
            if seat not in state.announce_order:
                return []
            out: list[Action] = []
            if state.announce_marks[seat] is None and state.announced is not None:
                sheet = state.sheets[seat]
                for r, color in enumerate(COLORS):
                    if _why_not_cross(sheet, r, state.announced) is None:
                        out.append(_announce_cross(color))
            out.append(_ANNOUNCE_DONE)
            return out
        if phase == "play":
            if seat != state.active:
                return []
            if not state.played:
                return list(_plays(state.hands[seat]))
            play_color = state.play_color
            assert play_color is not None
            r = _ROW_INDEX[play_color]
            sheet = state.sheets[seat]
            numbers = {card.number for card in state.played if card.number is not None}
            out = [
                _cross(n)
                for n in sorted(numbers, key=_POS[r].__getitem__)
                if _why_not_cross(sheet, r, n) is None and _why_not_gap(state, r, n) is None
            ]
            out.append(_DONE)
            return out
        return []

    def apply(self, state: State, seat: Seat | None, action: Action) -> State:
        if isinstance(action, Reshuffle):
            return self._apply_reshuffle(state, seat, action)
        if seat is None:
            raise _refuse("player_only")
        if state.phase == "over":
            raise _refuse("over")
        if not 0 <= seat < state.players:
            raise _refuse("no_player")
        if isinstance(action, Take):
            return self._apply_take(state, seat, action)
        if isinstance(action, AnnounceCross | AnnounceDone):
            return self._apply_announce(state, seat, action)
        if isinstance(action, Play):
            return self._apply_play(state, seat, action)
        if isinstance(action, Cross):
            return self._apply_cross(state, seat, action)
        if isinstance(action, Done):
            return self._apply_done(state, seat)
        raise _refuse("no_move")

    # draw (NR-T1)
    def _apply_take(self, state: State, seat: Seat, action: Take) -> State:
        if state.phase != "draw" or state.to_take == 0:
            raise _refuse("take_when")
        if seat != state.active:
            raise _refuse("not_your_turn")
        if not 0 <= action.slot < len(state.display):
            raise _refuse("no_card")
        card = state.display[action.slot]
        hands = replaced(state.hands, seat, (*state.hands[seat], card))
        display = state.display[: action.slot] + state.display[action.slot + 1 :]
        state = replace(state, hands=hands, display=display, to_take=state.to_take - 1)
        if state.to_take == 0 or not display:
            return _after_draw(state)
        return state

    def _apply_reshuffle(self, state: State, seat: Seat | None, action: Reshuffle) -> State:
        if seat is not None:
            raise _refuse("shuffle_game")
        if not _needs_reshuffle(state):
            raise _refuse("no_shuffle")
        by_id = {card.id: card for card in state.discard}
        if len(action.order) != len(by_id) or set(action.order) != set(by_id):
            raise _refuse("shuffle_all")
        pile = tuple(by_id[i] for i in action.order)
        return _after_draw(replace(state, pile=pile, discard=()))

    # announce (NR-T2)
    def _apply_announce(
        self, state: State, seat: Seat, action: AnnounceCross | AnnounceDone
    ) -> State:
        if state.phase != "announce":
            raise _refuse("announce_when")
        if seat not in state.announce_order:
            raise _refuse("decided")
        if isinstance(action, AnnounceCross):
            if state.announce_marks[seat] is not None:
                raise _refuse("one_row")
            assert state.announced is not None
            reason = _why_not_cross(state.sheets[seat], _ROW_INDEX[action.row], state.announced)
            if reason is not None:
                raise _refuse(reason)
            return replace(state, announce_marks=replaced(state.announce_marks, seat, action.row))
        order = tuple(s for s in state.announce_order if s != seat)
        if order:
            return replace(state, announce_order=order)
        # everyone has decided: the pending marks become crosses
        sheets = state.sheets
        number = state.announced
        assert number is not None
        for s, row in enumerate(state.announce_marks):
            if row is not None:
                sheets = replaced(sheets, s, _add_cross(sheets[s], _ROW_INDEX[row], number))
        state = replace(state, announce_order=(), sheets=sheets)
        ended = _end_reason(state)
        if ended:
            return replace(state, phase="over", ended_by=ended)
        return replace(state, phase="play")

    # play (NR-T3, NR-V1)
    def _apply_play(self, state: State, seat: Seat, action: Play) -> State:
        self._check_play_phase(state, seat)
        if state.played:
            raise _refuse("played_already")
        ids = action.cards
        if not 1 <= len(ids) <= 3:
            raise _refuse("one_to_three")
        if len(set(ids)) != len(ids):
            raise _refuse("card_twice")
        hand = state.hands[seat]
        by_id = {card.id: card for card in hand}
        if any(i not in by_id for i in ids):
            raise _refuse("from_hand")
        ids_set = set(ids)
        cards = [
            card for card in hand if card.id in ids_set
        ]  # hand order, whatever the click order
        colors = {card.color for card in cards if not card.joker}
        if len(colors) > 1:
            raise _refuse("one_colour")
        if colors and action.color not in colors:
            raise _refuse("wrong_colour")
        played = tuple(replace(card, color=action.color) if card.joker else card for card in cards)
        rest = tuple(card for card in hand if card.id not in ids_set)
        return replace(
            state,
            hands=replaced(state.hands, seat, rest),
            played=played,
            play_color=action.color,
            play_crosses=(),
        )

    def _check_play_phase(self, state: State, seat: Seat) -> None:
        if state.phase != "play":
            raise _refuse("play_when")
        if seat != state.active:
            raise _refuse("active_only")

    def _apply_cross(self, state: State, seat: Seat, action: Cross) -> State:
        self._check_play_phase(state, seat)
        if not state.played or state.play_color is None:
            raise _refuse("play_first")
        number = action.number
        if all(card.number != number for card in state.played):
            raise _refuse("played_numbers")
        r = _ROW_INDEX[state.play_color]
        reason = _why_not_cross(state.sheets[seat], r, number) or _why_not_gap(state, r, number)
        if reason is not None:
            raise _refuse(reason)
        return replace(
            state,
            sheets=replaced(state.sheets, seat, _add_cross(state.sheets[seat], r, number)),
            play_crosses=(*state.play_crosses, number),
        )

    # end of turn (NR-T5, NR-E1, NR-T6)
    def _apply_done(self, state: State, seat: Seat) -> State:
        self._check_play_phase(state, seat)
        if not state.played:
            raise _refuse("play_before_done")
        sheets = state.sheets
        if not state.play_crosses and state.announce_marks[seat] is None:
            sheet = sheets[seat]
            sheets = replaced(sheets, seat, replace(sheet, misthrows=sheet.misthrows + 1))
        discard = state.discard + tuple(
            replace(card, color=None) if card.joker else card for card in state.played
        )
        state = replace(
            state,
            sheets=sheets,
            discard=discard,
            played=(),
            play_color=None,
            play_crosses=(),
            announced=None,
            announce_order=(),
            announce_marks=(None,) * state.players,
        )
        ended = _end_reason(state)
        if ended:
            return replace(state, phase="over", ended_by=ended)
        state = replace(state, active=(state.active + 1) % state.players, turn=state.turn + 1)
        return _start_turn(state)

    # -- chance --

    def resolve_chance(self, state: State, rng: Rng) -> Action:
        if not _needs_reshuffle(state):
            raise ValueError("no chance action is needed now")
        return Reshuffle(order=tuple(rng.shuffled([card.id for card in state.discard])))

    # -- what a seat may see (NR-H1) --

    def view(self, state: State, viewer: Viewer) -> State:
        joker = None if state.jokers else False
        hands = tuple(
            hand if seat == viewer else tuple([_hidden(card.number, joker) for card in hand])
            for seat, hand in enumerate(state.hands)
        )
        display = tuple([_hidden(card.number, joker) for card in state.display])
        pile: tuple[Card, ...] = ()
        if state.pile:
            pile = (_hidden(state.pile[0].number, joker),) + (_hidden(None, joker),) * (
                len(state.pile) - 1
            )
        marks = state.announce_marks
        if state.phase == "announce":
            marks = tuple([m if seat == viewer else None for seat, m in enumerate(marks)])
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


def _plays(hand: tuple[Card, ...]) -> list[Action]:
    """Every legal Play for `hand` (NR-T3, NR-V1): 1-3 cards, one colour, jokers take it."""
    return list(_plays_cached(tuple((c.id, c.color, bool(c.joker)) for c in hand)))


@lru_cache(maxsize=4096)
def _plays_cached(hand: tuple[tuple[int, Color | None, bool], ...]) -> tuple[Play, ...]:
    out: list[Play] = []
    for size in (1, 2, 3):
        for combo in itertools.combinations(hand, size):
            colors = {color for _, color, joker in combo if not joker}
            ids = tuple(i for i, _, _ in combo)
            if len(colors) > 1:
                continue
            if colors:
                (color,) = colors
                assert color is not None
                out.append(_play(ids, color))
            else:
                out.extend(_play(ids, c) for c in COLORS)
    return tuple(out)


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
