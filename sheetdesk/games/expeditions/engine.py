"""The flow Treasure cards and Pyramid cards share, as rules with hooks for what differs.

Both games (docs/rules/treasure-cards.md, pyramid-cards.md, expedition-shapes.md) run the same
way: everyone is dealt 4 cards and keeps 2 in secret (`Keep` twice, `Confirm`), the rest is
shuffled into a pile with 4 cards open beside it (`ShufflePile`, chance); each of 4 rounds
shuffles the 8 expedition cards (`ShuffleExpeditions`, chance) and reveals 7 of them one by one
(`Reveal`, chance). For each, every player marks the revealed shape on one of their two cards, or
one box instead (`Place` / `Box`), plus an extra box for each symbol that grants one, then
`Confirm`s; marks stay private until everyone has confirmed. Completed cards are then set aside
and replaced from the display or the pile (`Take`), in an order the game decides.

A game subclasses `ExpeditionRules` and says only what differs: its cards' boxes, goals (the boxes
that complete a card) and symbols (`CardLayout`), which boxes a shape or a single box may cover
(`placement_masks`, `box_mask`), what marked symbols do (`mark_effects`), in which order
completions are served (`serve_order`, `set_aside`) and what setting cards aside brings
(`on_set_aside`), its Board (`board_type`, whose own fields default to a blank score card) and
extra state (`new_state`), the score card (`tally`) and its words. These hooks work on bit masks
(core.shapes.Grid) and on a seat's score card as a dict of its Board's own fields.

The flow itself is played once, by the family's mutable engine (fast.py): `apply` checks an
action on the engine of the state (the refusals a family reads), plays it on a copy and hands back
the frozen state made from it; `legal_actions` and `resolve_chance` read the engine too. What is
here besides is the frozen side: the State the app shows, saves and keeps for undo, what a seat
may see of it (`view`), the score card and the words.

Pure Python: no Qt, no files, no clock, no global random generator. States are frozen
dataclasses; a game's State and Board subclass the ones here and add their own fields.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from operator import attrgetter
from typing import (
    TYPE_CHECKING,
    Annotated,
    Any,
    ClassVar,
    Generic,
    Literal,
    Protocol,
    TypeAlias,
    TypeVar,
    cast,
)

from pydantic import Field, TypeAdapter

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP, PlayerRef, Text, say, words
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
from sheetdesk.core.shapes import Cell, Grid, Shape, grid

from .cards import CardSet
from .deck import Deck, Design

if TYPE_CHECKING:
    from .fast import FastGame

FAMILY = "expeditions"

DEAL = 4  # cards dealt to each player (TC-S1, PC-S1)
KEEP = 2  # cards each keeps
DISPLAY_SIZE = 4  # open display (TC-S2, PC-S2)
ROUNDS = 4  # TC-R2, PC-R2
CARDS_PER_ROUND = 7  # TC-R1, PC-R1: the 8th expedition card stays hidden
HIDDEN = -1  # a card id or expedition index nobody may see in a view
TALLIES_KEPT = 4096  # score cards remembered by `tally_of` (far more than one game has)
_SERIALS = itertools.count()  # numbers the rules objects (see MarkedMasks)
NO_MASKS: tuple[int, tuple[tuple[int, int], ...]] = (-1, ())  # masks of no rules (serials >= 0)

# --- state -------------------------------------------------------------------------------------


class MarkedMasks:
    """A frozen Board's slot for its marked boxes as bit masks, `(rules serial, ((card id,
    mask), ...))`: not a field (not compared, hashed, saved, nor copied by `replace`), filled by
    the rules that ask first (`ExpeditionRules.board_masks`) or by the engine that makes the
    board from masks it already holds. The board never changes, so neither do its masks. A board
    made by its `__init__` starts with `NO_MASKS` (records.quick_init sets `init_slots`), so
    that the first ask reads a value rather than meets an empty slot's AttributeError."""

    __slots__ = ("_marked",)
    _marked: tuple[int, tuple[tuple[int, int], ...]]
    init_slots: ClassVar[tuple[tuple[str, Any], ...]] = (("_marked", NO_MASKS),)


# `MarkedMasks._marked = value` on a frozen board: the slot's own setter (what object.__setattr__
# ends up calling, without looking the name up)
keep_masks: Callable[[MarkedMasks, tuple[int, tuple[tuple[int, int], ...]]], None] = cast(
    Any, MarkedMasks.__dict__["_marked"]
).__set__
# what `keep_masks` kept on a board (AttributeError: nothing, a board made without its __init__)
kept_masks: Callable[[MarkedMasks], tuple[int, tuple[tuple[int, int], ...]]] = attrgetter("_marked")


@quick_init
@dataclass(frozen=True, slots=True)
class Board(MarkedMasks):
    """One player's cards in play and the cards completed; a game adds its score card."""

    cards: tuple[int, ...]  # card ids in play, left to right (2, fewer if none was left)
    crossed: tuple[frozenset[Cell], ...]  # marked boxes, one set per card in `cards`
    completed: tuple[int, ...]  # completed card ids set aside (kept to the end), in order


MarkKind = Literal["shape", "box", "extra"]


@quick_init
@dataclass(frozen=True, slots=True)
class Mark:
    """One pending mark of the ongoing expedition card (already applied to the player's board)."""

    card: int  # card id
    cells: tuple[Cell, ...]  # boxes marked (sorted)
    kind: MarkKind  # "shape", "box" (one box instead) or "extra" (granted by a symbol)


Phase = Literal[
    "draft", "shuffle_pile", "shuffle_expeditions", "reveal", "mark", "complete", "over"
]


@quick_init
@dataclass(frozen=True, slots=True)
class State:
    players: int
    phase: Phase
    round: int  # 1..4; the rounds done are round - 1 (4 when over)
    start: Seat  # the start player (passes clockwise after every expedition card)
    pile: tuple[int, ...]  # the face-down pile, pile[0] on top (all HIDDEN in a view)
    display: tuple[int, ...]  # the open display, up to 4 card ids
    boards: tuple[Board, ...]
    dealt: tuple[tuple[int, ...], ...]  # draft: the 4 cards dealt to each seat (others HIDDEN)
    kept: tuple[tuple[int, ...], ...]  # draft: each seat's pending choice (others: () in a view)
    waiting: tuple[Seat, ...]  # draft/mark: seats still to confirm, start player first
    expeditions: tuple[int, ...]  # deck indices still face down, top first (HIDDEN in a view)
    revealed: int  # expedition cards revealed this round: the current one is "revealed of 7"
    current: int | None  # the revealed expedition card (deck index) in mark and complete
    marks: tuple[tuple[Mark, ...], ...]  # mark: each seat's pending marks (others: () in a view)
    owed: tuple[int, ...]  # mark: extra boxes each seat still owes for symbols
    before: tuple[Board, ...]  # mark: the boards as they were at the reveal (what others see)
    completing: tuple[Seat, ...]  # complete: seats still to set cards aside; the first acts
    vacant: tuple[int, ...]  # complete: positions in the first seat's cards still to refill


S = TypeVar("S", bound=State)  # a game's State


class Card(Protocol):
    """What the engine reads of a game's card (its data class has more)."""

    @property
    def id(self) -> int: ...

    @property
    def color(self) -> str: ...


C = TypeVar("C", bound=Card)  # a game's card

# The score card of one seat: its game's Board fields beyond the family's, by name (a hook
# changes it in place; the frozen flow builds the Board from it again).
ScoreCard: TypeAlias = dict[str, Any]


class Context(Protocol):
    """What a hook may read of the table: a frozen State and the fast path's state both have it."""

    @property
    def round(self) -> int: ...

    @property
    def display(self) -> Sequence[int]: ...


@dataclass(frozen=True, slots=True)
class CardLayout:
    """What the engine needs of one card."""

    size: tuple[int, int]  # rows, columns of its grid
    boxes: frozenset[Cell]  # the boxes one may ever mark
    goal: frozenset[Cell]  # the card is complete once all of these are marked
    symbols: tuple[tuple[Cell, Any], ...] = ()  # printed symbols, sorted by box


# --- actions -----------------------------------------------------------------------------------


class Keep(Action):
    """Draft: keep this dealt card (pending, undoable)."""

    kind: Literal["keep"] = "keep"
    card: int


class Place(Action):
    """Mark the revealed shape on one card: the boxes it covers (pending)."""

    kind: Literal["place"] = "place"
    card: int
    cells: tuple[tuple[int, int], ...]


class Box(Action):
    """Mark one box: instead of the shape, or an extra box a symbol grants. Pending."""

    kind: Literal["box"] = "box"
    card: int
    cell: tuple[int, int]


class Confirm(Action):
    """End the draft choice or this expedition card's marks (commit)."""

    kind: Literal["confirm"] = "confirm"


class Take(Action):
    """Replace a completed card: display[slot], or the pile top when slot is None (commit)."""

    kind: Literal["take"] = "take"
    slot: int | None


class ShufflePile(Action):
    """Chance: the returned cards and the rest, in pile order (top first)."""

    kind: Literal["shuffle_pile"] = "shuffle_pile"
    order: tuple[int, ...]


class ShuffleExpeditions(Action):
    """Chance: the 8 expedition cards in the order they will be revealed."""

    kind: Literal["shuffle_expeditions"] = "shuffle_expeditions"
    order: tuple[int, ...]


class Reveal(Action):
    """Chance: expedition card `number` of 7 of this round is turned over."""

    kind: Literal["reveal"] = "reveal"
    number: int


ExpeditionAction: TypeAlias = Annotated[
    Keep | Place | Box | Confirm | Take | ShufflePile | ShuffleExpeditions | Reveal,
    Field(discriminator="kind"),
]
CONFIRM = Confirm()


@lru_cache(maxsize=256)
def keep_action(card: int) -> Keep:
    return Keep(card=card)


@lru_cache(maxsize=65536)
def place_action(card: int, cells: Shape) -> Place:
    return Place(card=card, cells=cells)


@lru_cache(maxsize=8192)
def box_action(card: int, cell: Cell) -> Box:
    return Box(card=card, cell=cell)


@lru_cache(maxsize=16)
def take_action(slot: int | None) -> Take:
    return Take(slot=slot)


# --- words -------------------------------------------------------------------------------------


# What the engine says (refusals and log lines), by key. A game replaces entries with its own
# vocabulary (a treasure card's "boxes" are "crossed", a pyramid chamber's "cells" are "marked").
# The texts that name a thing the games' printed rules call differently (the open display, a box
# and its mark) are not here at all: each game gives them in its own words (GAME_WORDS), so a
# game never shows another's term, nor a third one.
GAME_WORDS: frozenset[str] = frozenset(
    {
        "outside",  # not a box of the card
        "not_shape",  # mark exactly the shape
        "mark_when",  # marking only while an expedition card is shown
        "marked_already",
        "mark_first",  # mark the shape or one box first
        "owe_box",  # a symbol owes one more box
        "log_take",  # takes card N of the open display
        "log_take_card",  # takes a card from the open display
        # a mark on a card of unknown colour; a game adds "log_place.<colour>" and
        # "log_box.<colour>", one sentence per colour, so that every language can make the
        # colour agree with the card
        "log_place",
        "log_box",
    }
)

WORDS: dict[str, Text] = words(
    FAMILY,
    {
        "chance_only": QT_TRANSLATE_NOOP(
            "expeditions", "Only the game itself shuffles and turns over cards."
        ),
        "player_only": QT_TRANSLATE_NOOP("expeditions", "Only a player can do that."),
        "no_such_move": QT_TRANSLATE_NOOP("expeditions", "This game has no such move."),
        "draft_only": QT_TRANSLATE_NOOP(
            "expeditions", "You choose your cards only at the start of the game."
        ),
        "draft_done": QT_TRANSLATE_NOOP("expeditions", "You have already chosen your two cards."),
        "draft_not_dealt": QT_TRANSLATE_NOOP(
            "expeditions", "Choose from the four cards you were given."
        ),
        "draft_again": QT_TRANSLATE_NOOP("expeditions", "You already chose this card."),
        "draft_full": QT_TRANSLATE_NOOP("expeditions", "You may keep only two cards."),
        "draft_short": QT_TRANSLATE_NOOP("expeditions", "Choose two cards to keep first."),
        "nothing_to_confirm": QT_TRANSLATE_NOOP("expeditions", "There is nothing to confirm now."),
        "used": QT_TRANSLATE_NOOP("expeditions", "You have already used this expedition card."),
        "take_when": QT_TRANSLATE_NOOP(
            "expeditions", "You take a new card only right after you complete a card."
        ),
        "pile_empty": QT_TRANSLATE_NOOP("expeditions", "The pile is empty."),
        "no_card_there": QT_TRANSLATE_NOOP("expeditions", "There is no card in that place."),
        "no_shuffle": QT_TRANSLATE_NOOP("expeditions", "No shuffle is due now."),
        "shuffle_pile": QT_TRANSLATE_NOOP(
            "expeditions", "A shuffle must use every card of the pile once."
        ),
        "shuffle_deck": QT_TRANSLATE_NOOP(
            "expeditions", "A shuffle must use every expedition card once."
        ),
        "no_reveal": QT_TRANSLATE_NOOP("expeditions", "No expedition card is turned over now."),
        # log lines ({player} is filled in by the UI)
        "log_keep": QT_TRANSLATE_NOOP("expeditions", "{player} chooses a card to keep."),
        "log_confirm": QT_TRANSLATE_NOOP("expeditions", "{player} is done."),
        "log_take_pile": QT_TRANSLATE_NOOP(
            "expeditions", "{player} takes the top card of the pile."
        ),
        "log_shuffle_deck": QT_TRANSLATE_NOOP("expeditions", "The expedition cards are shuffled."),
        "log_reveal": QT_TRANSLATE_NOOP("expeditions", "Expedition card {number} of {count}."),
        "log_move": QT_TRANSLATE_NOOP("expeditions", "{player} moves."),
        "log_take_pile_card": QT_TRANSLATE_NOOP(
            "expeditions", "{player} takes {card} from the top of the pile."
        ),
        "log_completed": QT_TRANSLATE_NOOP("expeditions", "{name} completes {card}."),
        "log_round_end": QT_TRANSLATE_NOOP("expeditions", "Round {round} ends."),
        "log_over": QT_TRANSLATE_NOOP("expeditions", "The 4th round is over: the game ends."),
        "over_reason": QT_TRANSLATE_NOOP("expeditions", "All 4 rounds have been played."),
        "progress": QT_TRANSLATE_NOOP("expeditions", "Round {round} of {rounds}"),
        "not_yours": QT_TRANSLATE_NOOP("expeditions", "That is not one of your cards."),
        "log_shuffle_pile": QT_TRANSLATE_NOOP(
            "expeditions", "The other cards are shuffled into the pile."
        ),
    },
)


# --- helpers -----------------------------------------------------------------------------------


@lru_cache(maxsize=128)
def _hidden(count: int) -> tuple[int, ...]:
    """`count` hidden cards (one tuple per count: the views share it)."""
    return (HIDDEN,) * count


def order_from(start: Seat, players: int) -> tuple[Seat, ...]:
    """Every seat once, clockwise from `start`."""
    return tuple((start + i) % players for i in range(players))


def step_of(phase: Phase, waiting: tuple[Seat, ...], completing: Sequence[Seat]) -> Step:
    """Who acts in this phase: those still to confirm (at once), the first seat to take a
    card, chance (the phase names the shuffle or the reveal due) or nobody (over)."""
    if phase == "draft" or phase == "mark":
        return Decide(waiting, simultaneous=True)
    if phase == "complete":
        return Decide((completing[0],))
    if phase == "over":
        return GameOver()
    return Chance(phase)


# --- the engine --------------------------------------------------------------------------------


class ExpeditionRules(GameRules[S], Generic[S, C]):
    """The shared flow over a game's State `S` and cards `C`. Subclasses set `info`, `words`
    and the hooks below."""

    actions: TypeAdapter[Any] = TypeAdapter(ExpeditionAction)
    commit_kinds = frozenset({"confirm", "take"})
    # a seat's keeps or marks and the Confirm that makes them final read as one in the log
    # ("Ana is done." under every seat's mark would double each expedition card's lines)
    said_with_move_kinds = frozenset({"confirm"})
    words: ClassVar[Mapping[str, Text]] = WORDS
    board_type: ClassVar[type[Board]]  # the game's Board

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        missing = GAME_WORDS - set(cls.words)
        if missing:  # a game of the family must say these in its own terms
            raise TypeError(f"{cls.__name__}.words lacks {sorted(missing)}")

    def __init__(self, cards: CardSet[C], deck: Deck) -> None:
        self.cards = cards  # the game's card data, by id (cards[i].id == i)
        self.deck = deck
        self._all_ids = tuple(card.id for card in cards.cards)
        self.grids: dict[int, Grid] = {}
        self.open: dict[int, int] = {}
        self.goal: dict[int, int] = {}  # marked & goal == goal: the card is complete
        self.symbol_bits: dict[int, tuple[tuple[int, Any], ...]] = {}  # (bit, symbol), in order
        for card in cards.cards:
            layout = self.layout(card)
            g = self.grids[card.id] = grid(*layout.size)
            self.open[card.id] = g.mask(layout.boxes)
            self.goal[card.id] = g.mask(layout.goal)
            self.symbol_bits[card.id] = tuple((g.bit(cell), sym) for cell, sym in layout.symbols)
        # each card's box -> bit, so that a set of marked boxes becomes a mask in C loops
        self._bits: dict[int, Callable[[Cell], int]] = {
            card_id: {
                (r, c): g.bit((r, c)) for r in range(g.rows) for c in range(g.cols)
            }.__getitem__
            for card_id, g in self.grids.items()
        }
        self._fitting: dict[tuple[int, Shape], tuple[int, ...]] = {}
        # whose masks a board's slot holds (another rules object may number its grids otherwise)
        self.serial = next(_SERIALS)

    def card(self, card_id: int) -> C:
        """The card data of that id (the game's own card type)."""
        return self.cards[card_id]

    # -- masks --

    def crossed_mask(self, card_id: int, crossed: frozenset[Cell]) -> int:
        """The mask of a card's marked boxes (a board keeps its own: `board_masks`)."""
        # a set holds each box once, so the sum of their bits is their union
        return sum(map(self._bits[card_id], crossed))

    def board_masks(self, board: Board) -> tuple[tuple[int, int], ...]:
        """(card id, marked mask) per card in play: kept on the board (`MarkedMasks`), so worked
        out at most once per board (never for one the engine made)."""
        try:
            serial, masks = kept_masks(board)
        except AttributeError:  # (a board made without its __init__: unpickled, copied)
            serial = -1
        if serial == self.serial:
            return masks
        bits = self._bits  # (crossed_mask, inlined)
        cards = board.cards
        if len(cards) == 2:  # (the usual two cards: no comprehension's frame, no zip)
            first, second = cards
            boxes, more = board.crossed  # (one set per card, as zip(strict=True) asks)
            masks = ((first, sum(map(bits[first], boxes))), (second, sum(map(bits[second], more))))
        else:
            masks = tuple(
                [
                    (card_id, sum(map(bits[card_id], crossed)))
                    for card_id, crossed in zip(cards, board.crossed, strict=True)
                ]
            )
        keep_masks(board, (self.serial, masks))  # (a memo, not a field)
        return masks

    def fitting(self, card_id: int, shape: Shape) -> tuple[int, ...]:
        """The placements of `shape` that cover only boxes of the card one may ever mark (masks,
        in the order of their sorted boxes)."""
        key = (card_id, shape)
        found = self._fitting.get(key)
        if found is None:
            boxes = self.open[card_id]
            every = self.grids[card_id].placements(shape)
            found = self._fitting[key] = tuple(m for m in every if m & boxes == m)
        return found

    # -- hooks: what each game decides ---------------------------------------------------------

    def layout(self, card: C) -> CardLayout:
        """What the engine needs of one of the game's cards."""
        raise NotImplementedError

    def placement_masks(self, card_id: int, marked: int, shape: Shape) -> Sequence[int]:
        """Every placement of `shape` the card with these marks allows (masks, in the order of
        their sorted boxes)."""
        raise NotImplementedError

    def box_mask(self, card_id: int, marked: int) -> int:
        """The boxes a single mark may go on (instead of a shape, or granted by a symbol)."""
        raise NotImplementedError

    def why_not(self, card_id: int, marked: int, cells: tuple[Cell, ...]) -> Text:
        """Why these boxes (a shape in a legal orientation, or one box; some may lie outside the
        card's grid) cannot be marked."""
        raise NotImplementedError

    def mark_effects(self, context: Context, score: ScoreCard, card_id: int, mask: int) -> int:
        """Let the symbols on the boxes of `mask` (just marked) take effect on the seat's
        `score` card, in place; return how many extra boxes they grant."""
        raise NotImplementedError

    def serve_order(
        self, start: Seat, players: int, complete: Sequence[Sequence[int]]
    ) -> tuple[Seat, ...]:
        """The seats that set cards aside after everyone confirmed, in the order they act (a
        seat may appear more than once); `complete[seat]`: the ids of its complete cards."""
        raise NotImplementedError

    def set_aside(self, cards: Sequence[int], complete: Sequence[int]) -> tuple[int, ...]:
        """Positions of the cards a seat sets aside on its turn to, among the positions of its
        `complete` cards (never empty)."""
        raise NotImplementedError

    def on_set_aside(
        self,
        context: Context,
        extra: dict[str, Any],
        score: ScoreCard,
        completed: Sequence[int],
        card_ids: Sequence[int],
    ) -> None:
        """What a seat's turn to set cards aside brings (cups, pyramid points), in place: `extra`
        holds the game's own State fields, `completed` the seat's completed cards, the cards
        just set aside (`card_ids`, maybe none) included."""

    def new_board(self, cards: tuple[int, ...]) -> Board:
        """A seat's board with `cards` in play, nothing marked or completed, and the game's score
        card blank (the defaults of its Board's own fields)."""
        return self.board_type(cards=cards, crossed=(frozenset(),) * len(cards), completed=())

    def new_state(self, **fields: Any) -> S:
        """The game's State with the family's `fields` and its own starting values."""
        raise NotImplementedError

    def tally(self, state: Context, board: Board) -> tuple[tuple[ScoreItem, ...], int, Any]:
        """(score card items, total, tie-break key: the highest wins), from the board's score
        card and completed cards only (the fast path scores boards that hold just those)."""
        raise NotImplementedError

    def color_of(self, card_id: int) -> str | None:
        """The colour of a card (a key of the game's colour sentences), None if unknown."""
        return self.cards[card_id].color if 0 <= card_id < len(self.cards) else None

    # -- the score card and the game's own state, as the hooks see them --

    @cached_property
    def score_fields(self) -> tuple[str, ...]:
        """The names of the game's Board fields beyond the family's (its score card)."""
        family = {f.name for f in dataclasses.fields(Board)}
        board = self.new_board(())
        return tuple(f.name for f in dataclasses.fields(board) if f.name not in family)

    @cached_property
    def extra_fields(self) -> tuple[str, ...]:
        """The names of the game's State fields beyond the family's."""
        family = {f.name for f in dataclasses.fields(State)}
        state = self.setup(self.info.min_players, {}, Rng(0))
        return tuple(f.name for f in dataclasses.fields(state) if f.name not in family)

    def score_card(self, board: Board) -> ScoreCard:
        return {name: getattr(board, name) for name in self.score_fields}

    def extra(self, state: State) -> dict[str, Any]:
        return {name: getattr(state, name) for name in self.extra_fields}

    def is_complete(self, board: Board, index: int) -> bool:
        card_id, marked = self.board_masks(board)[index]
        goal = self.goal[card_id]
        return marked & goal == goal

    def complete_cards(self, board: Board) -> list[int]:
        """Positions of the board's complete cards."""
        return [i for i in range(len(board.cards)) if self.is_complete(board, i)]

    def symbols_on(self, card_id: int, mask: int) -> list[Any]:
        """The symbols printed in the boxes of `mask`, in the order of the boxes."""
        return [symbol for bit, symbol in self.symbol_bits[card_id] if bit & mask]

    # -- words --

    def say(self, key: str, n: int | None = None, **args: Any) -> Text:
        """The words `key` with these placeholder values; `n` is the count of a plural text."""
        return say(self.words, key, n, **args)

    def say_colored(self, key: str, card_id: int, **args: Any) -> Text:
        """The sentence `key` for the colour of that card ("log_place.green"), or `key` itself
        when the card or its colour sentence is unknown."""
        colored = f"{key}.{self.color_of(card_id)}"
        return self.say(colored if colored in self.words else key, **args)

    def refuse(self, key: str, **args: Any) -> IllegalAction:
        return IllegalAction(self.say(key, **args))

    # -- for the UI and the bots ---------------------------------------------------------------

    def design(self, state: State) -> Design | None:
        """The revealed expedition card's design (None outside mark/complete)."""
        return None if state.current is None else self.deck.cards[state.current]

    def legal_placements(self, state: State, seat: Seat) -> dict[int, tuple[Shape, ...]]:
        """Per card id of `seat`: every placement of the revealed shape (sorted cell tuples)."""
        if state.current is None:
            return {}
        shape = self.deck.cards[state.current].cells
        grids = self.grids
        out = {}
        for card_id, marked in self.board_masks(state.boards[seat]):
            masks = self.placement_masks(card_id, marked, shape)
            try:
                out[card_id] = tuple(map(grids[card_id].placed, masks))
            except KeyError:  # (a game's hook that gives masks of its own)
                out[card_id] = tuple(map(grids[card_id].cells, masks))
        return out

    def box_targets(self, board: Board, card_id: int) -> frozenset[Cell]:
        """The boxes of one card a single mark may go on now."""
        marked = self.board_masks(board)[board.cards.index(card_id)][1]
        return frozenset(self.grids[card_id].cells(self.box_mask(card_id, marked)))

    def can_mark_a_box(self, board: Board) -> bool:
        return any(self.box_mask(card_id, marked) for card_id, marked in self.board_masks(board))

    # -- setup ---------------------------------------------------------------------------------

    def first_state(self, players: int, options: Mapping[str, Any], rng: Rng) -> S:
        deck = rng.shuffled(self._all_ids)
        dealt = tuple(tuple(deck[i * DEAL : (i + 1) * DEAL]) for i in range(players))
        start = rng.below(players)
        return self.new_state(
            players=players,
            phase="draft",
            round=1,
            start=start,
            pile=tuple(deck[players * DEAL :]),
            display=(),
            boards=(self.new_board(()),) * players,
            dealt=dealt,
            kept=((),) * players,
            waiting=order_from(start, players),
            expeditions=(),
            revealed=0,
            current=None,
            marks=((),) * players,
            owed=(0,) * players,
            before=(),
            completing=(),
            vacant=(),
        )

    # -- flow: played by the family's one engine (fast.py) --------------------------------------

    @cached_property
    def engine(self) -> FastGame:
        """The one engine these rules play on: the app's frozen states are made from it."""
        from .fast import fast_game  # (fast.py builds on this module's types)

        return fast_game(self)

    def step(self, state: State) -> Step:
        return step_of(state.phase, state.waiting, state.completing)

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        engine = self.engine
        return engine.actions(engine.of(state).legal(seat))

    def apply(self, state: S, seat: Seat | None, action: Action) -> S:
        engine = self.engine
        old = engine.of(state)
        if isinstance(action, ShufflePile | ShuffleExpeditions | Reveal):
            if seat is not None:
                raise self.refuse("chance_only")
            chance = old.check_chance(action)
            fast = old.copy()
            fast.apply_chance(chance)
        else:
            if seat is None or not 0 <= seat < state.players:
                raise self.refuse("player_only")
            move = old.check(seat, action)
            fast = old.copy()
            fast.apply(seat, move)
        return cast(S, engine.keep(fast, (old, state)))

    def resolve_chance(self, state: State, rng: Rng) -> Action:
        engine = self.engine
        return engine.chance_action(engine.of(state).resolve_chance(rng))

    # -- what a seat may see -------------------------------------------------------------------

    def view(self, state: S, viewer: Viewer) -> S:
        """Hidden: the pile and expedition orders; others' dealt cards and draft choices (until
        the pile is shuffled, returned cards stay secret); others' pending marks. A state that
        shows `viewer` nothing more (a view of theirs) is its own view."""
        changes: dict[str, Any] = {}
        # (each field compared with what the view shows: those of a view are, at once, the
        # hidden rows being shared, and a view is viewed as often as a state)
        pile = _hidden(len(state.pile))
        if state.pile != pile:
            changes["pile"] = pile
        expeditions = _hidden(len(state.expeditions))
        if state.expeditions != expeditions:
            changes["expeditions"] = expeditions
        if state.dealt:
            dealt = tuple(
                [d if seat == viewer else _hidden(len(d)) for seat, d in enumerate(state.dealt)]
            )
            if state.dealt != dealt:
                changes["dealt"] = dealt
        if state.kept:
            kept = tuple([k if seat == viewer else () for seat, k in enumerate(state.kept)])
            if state.kept != kept:
                changes["kept"] = kept
        if state.phase == "mark":
            before = state.before
            boards = tuple(
                [b if seat == viewer else before[seat] for seat, b in enumerate(state.boards)]
            )
            if state.boards != boards:
                changes["boards"] = boards
            marks = tuple([m if seat == viewer else () for seat, m in enumerate(state.marks)])
            if state.marks != marks:
                changes["marks"] = marks
            owed = tuple([o if seat == viewer else 0 for seat, o in enumerate(state.owed)])
            if state.owed != owed:
                changes["owed"] = owed
        return replace(state, **changes) if changes else state

    # -- scores --------------------------------------------------------------------------------

    def tallies(self, state: State) -> list[tuple[tuple[ScoreItem, ...], Any]]:
        """Each board's score card, ranked by the game's tie-break key."""
        tallies = (self.tally_of(state, board) for board in state.boards)
        return [(items, key) for items, _total, key in tallies]

    def tally_of(self, state: Context, board: Board) -> tuple[tuple[ScoreItem, ...], int, Any]:
        """`tally`, memoised by what it reads (the completed cards and the score card): every
        position's scores are asked for by the table, the save and the checks, and most boards
        have not changed since the last one."""
        key = self._tally_key(board)
        tallies = self._tallies
        found = tallies.get(key)
        if found is None:
            if len(tallies) >= TALLIES_KEPT:
                tallies.clear()
            found = tallies[key] = self.tally(state, board)
        return found

    @cached_property
    def _tally_key(self) -> Callable[[Board], Any]:
        return attrgetter("completed", *self.score_fields)

    @cached_property
    def _tallies(self) -> dict[Any, tuple[tuple[ScoreItem, ...], int, Any]]:
        return {}

    # -- words ---------------------------------------------------------------------------------

    def describe(self, action: Action, seat: Seat | None, before: State | None = None) -> Text:
        if isinstance(action, Take) and before is not None:
            taken = self._taken(before, action)
            if taken is not None:
                key = "log_take_pile_card" if action.slot is None else "log_take_card"
                return self.say(key, card=self.card_name(taken))
        if isinstance(action, Keep):
            return self.say("log_keep")
        if isinstance(action, Place):
            return self.say_colored("log_place", action.card)
        if isinstance(action, Box):
            return self.say_colored("log_box", action.card)
        if isinstance(action, Confirm):
            return self.say("log_confirm")
        if isinstance(action, Take):
            if action.slot is None:
                return self.say("log_take_pile")
            return self.say("log_take", place=action.slot + 1)
        if isinstance(action, ShufflePile):
            return self.say("log_shuffle_pile")
        if isinstance(action, ShuffleExpeditions):
            return self.say("log_shuffle_deck")
        if isinstance(action, Reveal):
            return self.say("log_reveal", number=action.number, count=CARDS_PER_ROUND)
        return self.say("log_move")

    def said_with_move(self, action: Action, seat: Seat | None, before: Any) -> bool:
        """A Confirm after the seat's kept cards or its marks: their lines tell it. One with
        nothing marked before it (no box left that the seat may mark) is the seat's whole move
        and keeps its line ("Ana is done.")."""
        if seat is None or not super().said_with_move(action, seat, before):
            return False
        pending = before.kept if before.phase == "draft" else before.marks
        return seat < len(pending) and bool(pending[seat])

    def _taken(self, before: State, action: Take) -> int | None:
        if action.slot is None:
            return before.pile[0] if before.pile and before.pile[0] >= 0 else None
        if 0 <= action.slot < len(before.display):
            return before.display[action.slot]
        return None

    # A card as the log names it, one phrase per colour (so that every language can make the
    # colour agree with the card), with the placeholder `card_tag` fills: what identifies it.
    # The phrases are in the game's own translation context (its id).
    card_names: ClassVar[Mapping[Any, str]] = {}
    card_tag: ClassVar[str] = "serial"

    def card_name(self, card_id: int) -> Text:
        """A card as the log names it (its colour and what identifies it on the table)."""
        card = self.cards[card_id]
        tag = self.card_tag
        return Text(self.info.id, self.card_names[card.color], ((tag, getattr(card, tag)),))

    def events(self, before: State, after: State) -> tuple[Text, ...]:
        """Completed cards set aside, then what the game adds per seat (`board_events`), then the
        end of a round or of the game."""
        out: list[Text] = []
        if len(before.boards) == len(after.boards):
            for seat, (old, new) in enumerate(zip(before.boards, after.boards, strict=True)):
                for card_id in new.completed[len(old.completed) :]:
                    out.append(
                        self.say(
                            "log_completed", name=PlayerRef(seat), card=self.card_name(card_id)
                        )
                    )
            for seat, (old, new) in enumerate(zip(before.boards, after.boards, strict=True)):
                out += self.board_events(seat, old, new)
        if after.round > before.round:
            out.append(self.say("log_round_end", round=before.round))
        if after.phase == "over" and before.phase != "over":
            out.append(self.say("log_over"))  # (the last round's end: it says so)
        return tuple(out)

    def board_events(self, seat: Seat, before: Any, after: Any) -> list[Text]:
        """What the game adds to the log when a seat's board changed (cups, pyramid points)."""
        return []

    def end_reason(self, state: State) -> Text | None:
        return self.say("over_reason") if state.phase == "over" else None

    def progress(self, state: State) -> Text | None:
        return self.say("progress", round=min(state.round, ROUNDS), rounds=ROUNDS)
