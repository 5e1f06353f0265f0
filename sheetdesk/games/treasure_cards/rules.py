"""Treasure cards: the rules of the Silver & Gold flip-and-write game (normative text:
shared/rules/treasure-cards.md and expedition-shapes.md).

Pure Python: no Qt, no files, no clock, no global random generator. The rules object is built
from card data handed in (`TreasureRules(card_set, deck)`); the module-level `RULES` uses the
shipped data that `cards.py` loads and validates. The state is a tree of frozen dataclasses with
tuples (and frozensets of crossed boxes); actions are frozen pydantic models in one union on
`kind`.

Flow: a simultaneous draft (`Keep` twice, then `Confirm`; TC-S1), a logged shuffle of the treasure
pile (`ShufflePile`, TC-S2), then per round a logged shuffle of the expedition deck
(`ShuffleExpeditions`, EX-2) and 7 times: a logged `Reveal` (TC-T1), a simultaneous marking step
(`Place` the shape or one `Box`, extra `Box`es for cross symbols, `Confirm`; TC-T2..T4) and the
completion step in start-player order (cups automatically, a `Take` per completed card; TC-T5).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Annotated, Any, Literal, TypeAlias

from pydantic import Field, TypeAdapter

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP, Text, text
from sheetdesk.core.protocol import (
    JSON,
    Action,
    ActionUnion,
    Chance,
    Decide,
    GameInfo,
    GameOver,
    IllegalAction,
    ScoreBreakdown,
    ScoreItem,
    Seat,
    Step,
    Viewer,
)
from sheetdesk.core.rng import Rng
from sheetdesk.core.shapes import Cell, Shape, fits_anywhere, normalise, orientations, placements

from .cards import COLORS, CardSet, Color, Deck, Design, TreasureCard, load_card_set, load_deck

CTX = "treasure_cards"

# --- constants ---------------------------------------------------------------------------------

DEAL = 4  # TC-S1
KEEP = 2  # TC-S1
DISPLAY_SIZE = 4  # TC-S2
ROUNDS = 4  # TC-R2
CARDS_PER_ROUND = 7  # TC-R1
COIN_BOXES = 12  # TC-C6
COIN_ROW = 4  # TC-C6
PALM_BOXES = 4  # TC-C6
CUPS: tuple[int, ...] = (6, 5, 4, 3, 2, 1)  # TC-C5
TIE_BREAK_COLORS: tuple[Color, ...] = ("green", "orange", "lilac")  # TC-E2
HIDDEN = -1  # a card id or expedition index nobody may see in a view

COLOR_NAMES: dict[Color, str] = {
    "lilac": QT_TRANSLATE_NOOP("treasure_cards", "lilac"),
    "orange": QT_TRANSLATE_NOOP("treasure_cards", "orange"),
    "green": QT_TRANSLATE_NOOP("treasure_cards", "green"),
    "grey": QT_TRANSLATE_NOOP("treasure_cards", "grey"),
}
CARD_LABELS: dict[Color, str] = {
    "lilac": QT_TRANSLATE_NOOP("treasure_cards", "Lilac cards"),
    "orange": QT_TRANSLATE_NOOP("treasure_cards", "Orange cards"),
    "green": QT_TRANSLATE_NOOP("treasure_cards", "Green cards"),
    "grey": QT_TRANSLATE_NOOP("treasure_cards", "Grey cards"),
}
DESIGN_NAMES: dict[str, str] = {
    "I2": QT_TRANSLATE_NOOP("treasure_cards", "domino"),
    "I3": QT_TRANSLATE_NOOP("treasure_cards", "straight three"),
    "L3": QT_TRANSLATE_NOOP("treasure_cards", "corner three"),
    "O4": QT_TRANSLATE_NOOP("treasure_cards", "square"),
    "L4": QT_TRANSLATE_NOOP("treasure_cards", "L of four"),
    "T4": QT_TRANSLATE_NOOP("treasure_cards", "T of four"),
}

# --- state -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Board:
    """One player's treasure cards and score card."""

    cards: tuple[int, ...]  # treasure card ids in play, left to right (2, fewer if none was left)
    crossed: tuple[frozenset[Cell], ...]  # crossed boxes, one set per card in `cards`
    completed: tuple[int, ...]  # completed card ids set aside (kept to the end), in order
    coins: int  # crossed boxes of the coin track, 0..12 (rows of 4, top row first)
    cups: tuple[int, ...]  # cup value written per full coin row, in row order (0: no cup was left)
    palms: tuple[int, ...]  # values written into the palm boxes, in order (at most 4)


MarkKind = Literal["shape", "box", "extra"]


@dataclass(frozen=True, slots=True)
class Mark:
    """One pending mark of the ongoing expedition card (already applied to the player's board)."""

    card: int  # treasure card id
    cells: tuple[Cell, ...]  # boxes crossed (sorted)
    kind: MarkKind  # "shape", "box" (one box instead, TC-T3) or "extra" (a cross symbol, TC-T4)


Phase = Literal[
    "draft", "shuffle_pile", "shuffle_expeditions", "reveal", "mark", "complete", "over"
]


@dataclass(frozen=True, slots=True)
class State:
    players: int
    phase: Phase
    round: int  # 1..4; the round boxes crossed are round - 1 (4 when over)
    start: Seat  # the start player (TC-S3, TC-T6)
    pile: tuple[int, ...]  # treasure pile, pile[0] on top (all HIDDEN in a view)
    display: tuple[int, ...]  # the open display, up to 4 card ids
    cups_left: tuple[int, ...]  # cups still on the round card, highest first
    boards: tuple[Board, ...]
    dealt: tuple[tuple[int, ...], ...]  # draft: the 4 cards dealt to each seat (others HIDDEN)
    kept: tuple[tuple[int, ...], ...]  # draft: each seat's pending choice (others: () in a view)
    waiting: tuple[Seat, ...]  # draft/mark: seats still to confirm, start player first
    expeditions: tuple[int, ...]  # deck indices still face down, top first (all HIDDEN in a view)
    revealed: int  # expedition cards revealed this round: the current one is "revealed of 7"
    current: int | None  # the revealed expedition card (deck index) in mark and complete
    marks: tuple[tuple[Mark, ...], ...]  # mark: each seat's pending marks (others: () in a view)
    owed: tuple[int, ...]  # mark: extra boxes each seat still owes for cross symbols
    before: tuple[Board, ...]  # mark: the boards as they were at the reveal (what others see)
    completing: tuple[Seat, ...]  # complete: seats still to do TC-T5; the first one acts
    vacant: tuple[int, ...]  # complete: positions in the first seat's cards still to refill


EMPTY_BOARD = Board(cards=(), crossed=(), completed=(), coins=0, cups=(), palms=())


# --- actions -----------------------------------------------------------------------------------


class Keep(Action):
    """Draft: keep this dealt card (pending, undoable; TC-S1)."""

    kind: Literal["keep"] = "keep"
    card: int


class Place(Action):
    """Cross the revealed shape on one treasure card: the boxes it covers (pending; TC-T2)."""

    kind: Literal["place"] = "place"
    card: int
    cells: tuple[tuple[int, int], ...]


class Box(Action):
    """Cross one empty box: instead of the shape (TC-T3) or for a cross symbol (TC-T4). Pending."""

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
    """Chance (TC-S2): the returned cards and the rest, in pile order (top first)."""

    kind: Literal["shuffle_pile"] = "shuffle_pile"
    order: tuple[int, ...]


class ShuffleExpeditions(Action):
    """Chance (EX-2, TC-R1): the 8 expedition cards in the order they will be revealed."""

    kind: Literal["shuffle_expeditions"] = "shuffle_expeditions"
    order: tuple[int, ...]


class Reveal(Action):
    """Chance (TC-T1): expedition card `number` of 7 of this round is turned over."""

    kind: Literal["reveal"] = "reveal"
    number: int


TreasureAction: TypeAlias = Annotated[
    Keep | Place | Box | Confirm | Take | ShufflePile | ShuffleExpeditions | Reveal,
    Field(discriminator="kind"),
]
_CONFIRM = Confirm()


@lru_cache(maxsize=256)
def _keep(card: int) -> Keep:
    return Keep(card=card)


@lru_cache(maxsize=65536)
def _place(card: int, cells: Shape) -> Place:
    return Place(card=card, cells=cells)


@lru_cache(maxsize=4096)
def _box(card: int, cell: Cell) -> Box:
    return Box(card=card, cell=cell)


@lru_cache(maxsize=16)
def _take(slot: int | None) -> Take:
    return Take(slot=slot)


# --- helpers -----------------------------------------------------------------------------------


def _refuse(source: str, **args: Any) -> IllegalAction:
    return IllegalAction(text(CTX, source, **args))


def _set(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return (*items[:index], value, *items[index + 1 :])


def _order_from(start: Seat, players: int) -> tuple[Seat, ...]:
    return tuple((start + i) % players for i in range(players))


@lru_cache(maxsize=65536)
def _placements(shape: Shape, free: frozenset[Cell]) -> tuple[Shape, ...]:
    return tuple(placements(shape, free))


@lru_cache(maxsize=16)
def _orientation_set(shape: Shape) -> frozenset[Shape]:
    return frozenset(orientations(shape))


def cups_due(board: Board) -> int:
    """Full coin rows not yet given a cup (TC-T5)."""
    return board.coins // COIN_ROW - len(board.cups)


# --- the rules object --------------------------------------------------------------------------


class TreasureRules(ActionUnion):
    actions: TypeAdapter[Any] = TypeAdapter(TreasureAction)
    commit_kinds = frozenset({"confirm", "take"})

    info = GameInfo(
        id="treasure_cards",
        name=QT_TRANSLATE_NOOP("games", "Treasure cards"),
        rules_version=1,
        min_players=1,
        max_players=4,
        solo_is_practice=True,
    )

    def __init__(self, cards: CardSet, deck: Deck) -> None:
        self.cards = cards
        self.deck = deck
        self._all_ids = tuple(card.id for card in cards.cards)
        self._palms = tuple(card.palms for card in cards.cards)
        self._free_cache: dict[tuple[int, frozenset[Cell]], frozenset[Cell]] = {}

    # -- helpers for the UI and the bots --

    def card(self, card_id: int) -> TreasureCard:
        return self.cards[card_id]

    def design(self, state: State) -> Design | None:
        """The revealed expedition card's design (None outside mark/complete)."""
        return None if state.current is None else self.deck.cards[state.current]

    def free_boxes(self, board: Board, card_id: int) -> frozenset[Cell]:
        """The empty boxes of one of the board's cards."""
        index = board.cards.index(card_id)
        crossed = board.crossed[index]
        key = (card_id, crossed)
        free = self._free_cache.get(key)
        if free is None:
            if len(self._free_cache) > 200_000:
                self._free_cache.clear()
            free = self.cards[card_id].boxes - crossed
            self._free_cache[key] = free
        return free

    def legal_placements(self, state: State, seat: Seat) -> dict[int, tuple[Shape, ...]]:
        """Per card id of `seat`: every placement of the revealed shape (sorted cell tuples)."""
        design = self.design(state)
        if design is None:
            return {}
        board = state.boards[seat]
        return {
            card_id: _placements(design.cells, self.free_boxes(board, card_id))
            for card_id in board.cards
        }

    def palm_value(self, state: State) -> int:
        """What a palm crossed now is worth: itself plus the palms on the open display (TC-T4)."""
        return 1 + sum(self._palms[card_id] for card_id in state.display if card_id >= 0)

    def has_empty_box(self, board: Board) -> bool:
        return any(
            len(crossed) < self.cards[card_id].points
            for card_id, crossed in zip(board.cards, board.crossed, strict=True)
        )

    def is_complete(self, board: Board, index: int) -> bool:
        return len(board.crossed[index]) == self.cards[board.cards[index]].points

    # -- setup (TC-S1..S3) --

    def setup(self, players: int, options: Mapping[str, Any], rng: Rng) -> State:
        if not self.info.min_players <= players <= self.info.max_players:
            raise ValueError(f"treasure_cards takes 1-4 players, not {players}")
        deck = rng.shuffled(self._all_ids)
        dealt = tuple(tuple(deck[i * DEAL : (i + 1) * DEAL]) for i in range(players))
        start = rng.below(players)
        return State(
            players=players,
            phase="draft",
            round=1,
            start=start,
            pile=tuple(deck[players * DEAL :]),
            display=(),
            cups_left=CUPS,
            boards=(EMPTY_BOARD,) * players,
            dealt=dealt,
            kept=((),) * players,
            waiting=_order_from(start, players),
            expeditions=(),
            revealed=0,
            current=None,
            marks=((),) * players,
            owed=(0,) * players,
            before=(),
            completing=(),
            vacant=(),
        )

    # -- flow --

    def step(self, state: State) -> Step:
        phase = state.phase
        if phase == "draft" or phase == "mark":
            return Decide(state.waiting, simultaneous=True)
        if phase == "complete":
            return Decide((state.completing[0],))
        if phase == "over":
            return GameOver()
        return Chance(phase)

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        phase = state.phase
        if phase == "mark":
            if seat not in state.waiting:
                return []
            board = state.boards[seat]
            if not state.marks[seat]:
                out: list[Action] = []
                for card_id, shapes in self.legal_placements(state, seat).items():
                    out.extend(_place(card_id, cells) for cells in shapes)
                out.extend(self._boxes(board))
                return out or [_CONFIRM]
            if state.owed[seat]:
                return self._boxes(board) or [_CONFIRM]
            return [_CONFIRM]
        if phase == "draft":
            if seat not in state.waiting:
                return []
            kept = state.kept[seat]
            if len(kept) < KEEP:
                return [_keep(c) for c in state.dealt[seat] if c not in kept]
            return [_CONFIRM]
        if phase == "complete":
            if not state.completing or seat != state.completing[0]:
                return []
            out = [_take(i) for i in range(len(state.display))]
            if state.pile:
                out.append(_take(None))
            return out
        return []

    def _boxes(self, board: Board) -> list[Action]:
        out: list[Action] = []
        for card_id in board.cards:
            out.extend(_box(card_id, cell) for cell in sorted(self.free_boxes(board, card_id)))
        return out

    def apply(self, state: State, seat: Seat | None, action: Action) -> State:
        if isinstance(action, ShufflePile | ShuffleExpeditions | Reveal):
            if seat is not None:
                raise _refuse(
                    QT_TRANSLATE_NOOP(
                        "treasure_cards", "Only the game itself shuffles and turns over cards."
                    )
                )
            return self._apply_chance(state, action)
        if seat is None or not 0 <= seat < state.players:
            raise _refuse(QT_TRANSLATE_NOOP("treasure_cards", "Only a player can do that."))
        if isinstance(action, Keep):
            return self._apply_keep(state, seat, action)
        if isinstance(action, Place):
            return self._apply_place(state, seat, action)
        if isinstance(action, Box):
            return self._apply_box(state, seat, action)
        if isinstance(action, Confirm):
            return self._apply_confirm(state, seat)
        if isinstance(action, Take):
            return self._apply_take(state, seat, action)
        raise _refuse(QT_TRANSLATE_NOOP("treasure_cards", "This game has no such move."))

    # draft (TC-S1)
    def _apply_keep(self, state: State, seat: Seat, action: Keep) -> State:
        if state.phase != "draft":
            raise _refuse(
                QT_TRANSLATE_NOOP(
                    "treasure_cards", "You choose your cards only at the start of the game."
                )
            )
        if seat not in state.waiting:
            raise _refuse(
                QT_TRANSLATE_NOOP("treasure_cards", "You have already chosen your two cards.")
            )
        kept = state.kept[seat]
        if action.card not in state.dealt[seat]:
            raise _refuse(
                QT_TRANSLATE_NOOP("treasure_cards", "Choose from the four cards you were given.")
            )
        if action.card in kept:
            raise _refuse(QT_TRANSLATE_NOOP("treasure_cards", "You already chose this card."))
        if len(kept) >= KEEP:
            raise _refuse(QT_TRANSLATE_NOOP("treasure_cards", "You may keep only two cards."))
        return replace(state, kept=_set(state.kept, seat, (*kept, action.card)))

    def _apply_confirm(self, state: State, seat: Seat) -> State:
        if state.phase == "draft":
            if seat not in state.waiting:
                raise _refuse(
                    QT_TRANSLATE_NOOP("treasure_cards", "You have already chosen your two cards.")
                )
            if len(state.kept[seat]) != KEEP:
                raise _refuse(
                    QT_TRANSLATE_NOOP("treasure_cards", "Choose two cards to keep first.")
                )
            waiting = tuple(s for s in state.waiting if s != seat)
            if waiting:
                return replace(state, waiting=waiting)
            boards = tuple(
                Board(
                    cards=kept,
                    crossed=(frozenset(),) * len(kept),
                    completed=(),
                    coins=0,
                    cups=(),
                    palms=(),
                )
                for kept in state.kept
            )
            return replace(state, waiting=(), boards=boards, phase="shuffle_pile")
        if state.phase != "mark":
            raise _refuse(QT_TRANSLATE_NOOP("treasure_cards", "There is nothing to confirm now."))
        if seat not in state.waiting:
            raise _refuse(
                QT_TRANSLATE_NOOP(
                    "treasure_cards", "You have already crossed your boxes for this card."
                )
            )
        board = state.boards[seat]
        if not state.marks[seat] and self.has_empty_box(board):
            raise _refuse(
                QT_TRANSLATE_NOOP(
                    "treasure_cards",
                    "Cross the shape or one box first. You may not skip an expedition card.",
                )
            )
        if state.owed[seat] and self.has_empty_box(board):
            raise _refuse(
                QT_TRANSLATE_NOOP(
                    "treasure_cards",
                    "You crossed an X symbol: cross one more empty box first.",
                )
            )
        waiting = tuple(s for s in state.waiting if s != seat)
        if waiting:
            return replace(state, waiting=waiting)
        # everyone has confirmed: the marks become public; then completion (TC-T5)
        state = replace(
            state,
            waiting=(),
            marks=((),) * state.players,
            owed=(0,) * state.players,
            before=(),
            phase="complete",
            completing=_order_from(state.start, state.players),
            vacant=(),
        )
        return self._begin_completion(state)

    # marking (TC-T2..T4)
    def _check_mark(self, state: State, seat: Seat, card: int) -> Board:
        if state.phase != "mark":
            raise _refuse(
                QT_TRANSLATE_NOOP(
                    "treasure_cards", "You can cross boxes only when an expedition card is shown."
                )
            )
        if seat not in state.waiting:
            raise _refuse(
                QT_TRANSLATE_NOOP(
                    "treasure_cards", "You have already crossed your boxes for this card."
                )
            )
        board = state.boards[seat]
        if card not in board.cards:
            raise _refuse(
                QT_TRANSLATE_NOOP("treasure_cards", "That is not one of your treasure cards.")
            )
        return board

    def _apply_place(self, state: State, seat: Seat, action: Place) -> State:
        board = self._check_mark(state, seat, action.card)
        if state.marks[seat]:
            raise _refuse(
                QT_TRANSLATE_NOOP("treasure_cards", "You have already used this expedition card.")
            )
        design = self.design(state)
        assert design is not None
        cells = tuple(sorted(set(action.cells)))
        if len(cells) != len(action.cells) or normalise(cells) not in _orientation_set(
            design.cells
        ):
            raise _refuse(
                QT_TRANSLATE_NOOP(
                    "treasure_cards",
                    "Cross exactly the shape on the expedition card. You may turn it or flip it.",
                )
            )
        free = self.free_boxes(board, action.card)
        if not all(cell in free for cell in cells):
            raise _refuse(
                QT_TRANSLATE_NOOP(
                    "treasure_cards",
                    "Every part of the shape must go on an empty box of that card.",
                )
            )
        return self._cross(state, seat, Mark(action.card, cells, "shape"))

    def _apply_box(self, state: State, seat: Seat, action: Box) -> State:
        board = self._check_mark(state, seat, action.card)
        kind: MarkKind = "box"
        if state.marks[seat]:
            if not state.owed[seat]:
                raise _refuse(
                    QT_TRANSLATE_NOOP(
                        "treasure_cards", "You have already used this expedition card."
                    )
                )
            kind = "extra"
        cell = (int(action.cell[0]), int(action.cell[1]))
        if cell not in self.free_boxes(board, action.card):
            raise _refuse(
                QT_TRANSLATE_NOOP("treasure_cards", "You can only cross an empty box of the card.")
            )
        return self._cross(state, seat, Mark(action.card, (cell,), kind))

    def _cross(self, state: State, seat: Seat, mark: Mark) -> State:
        board = state.boards[seat]
        index = board.cards.index(mark.card)
        card = self.cards[mark.card]
        coins = board.coins
        palms = board.palms
        owed = state.owed[seat] - (1 if mark.kind == "extra" else 0)
        for cell in mark.cells:
            symbol = card.symbol_at(cell)
            if symbol == "coin":
                coins = min(COIN_BOXES, coins + 1)
            elif symbol == "palm":
                if len(palms) < PALM_BOXES:
                    palms = (*palms, self.palm_value(state))
            elif symbol == "cross":
                owed += 1
        board = replace(
            board,
            crossed=_set(board.crossed, index, board.crossed[index] | frozenset(mark.cells)),
            coins=coins,
            palms=palms,
        )
        if owed and not self.has_empty_box(board):
            owed = 0  # TC-T4 [design]: no empty box left, the extra cross is lost
        return replace(
            state,
            boards=_set(state.boards, seat, board),
            marks=_set(state.marks, seat, (*state.marks[seat], mark)),
            owed=_set(state.owed, seat, owed),
        )

    # completion (TC-T5, TC-T6, TC-R1, TC-R2)
    def _begin_completion(self, state: State) -> State:
        """Let the first seat of `completing` take its cups and set its completed cards aside;
        move on while no choice is needed (refilling the display after each seat)."""
        while state.completing:
            seat = state.completing[0]
            board = state.boards[seat]
            cups = board.cups
            cups_left = state.cups_left
            for _ in range(cups_due(board)):
                cups = (*cups, cups_left[0] if cups_left else 0)
                cups_left = cups_left[1:]
            done = [i for i in range(len(board.cards)) if self.is_complete(board, i)]
            board = Board(
                cards=tuple(c for i, c in enumerate(board.cards) if i not in done),
                crossed=tuple(x for i, x in enumerate(board.crossed) if i not in done),
                completed=board.completed + tuple(board.cards[i] for i in done),
                coins=board.coins,
                cups=cups,
                palms=board.palms,
            )
            state = replace(
                state,
                boards=_set(state.boards, seat, board),
                cups_left=cups_left,
                vacant=tuple(done),
            )
            if state.vacant and (state.display or state.pile):
                return state  # the seat chooses its new cards (Take)
            state = self._end_seat(state)
        return self._end_turn(state)

    def _end_seat(self, state: State) -> State:
        missing = DISPLAY_SIZE - len(state.display)
        display, pile = state.display, state.pile
        if missing > 0 and pile:
            display = display + pile[:missing]
            pile = pile[missing:]
        return replace(
            state, display=display, pile=pile, completing=state.completing[1:], vacant=()
        )

    def _end_turn(self, state: State) -> State:
        state = replace(
            state,
            phase="reveal",
            start=(state.start + 1) % state.players,
            completing=(),
            vacant=(),
            current=None,
        )
        if state.revealed >= CARDS_PER_ROUND:
            if state.round >= ROUNDS:
                return replace(state, phase="over", expeditions=())
            return replace(
                state, round=state.round + 1, phase="shuffle_expeditions", expeditions=()
            )
        return state

    def _apply_take(self, state: State, seat: Seat, action: Take) -> State:
        if state.phase != "complete" or not state.completing or seat != state.completing[0]:
            raise _refuse(
                QT_TRANSLATE_NOOP(
                    "treasure_cards",
                    "You take a new card only right after you complete a treasure card.",
                )
            )
        if action.slot is None:
            if not state.pile:
                raise _refuse(QT_TRANSLATE_NOOP("treasure_cards", "The pile is empty."))
            card_id = state.pile[0]
            pile, display = state.pile[1:], state.display
        else:
            if not 0 <= action.slot < len(state.display):
                raise _refuse(
                    QT_TRANSLATE_NOOP("treasure_cards", "There is no card in that place.")
                )
            card_id = state.display[action.slot]
            pile = state.pile
            display = state.display[: action.slot] + state.display[action.slot + 1 :]
        board = state.boards[seat]
        at = min(state.vacant[0], len(board.cards))
        board = replace(
            board,
            cards=(*board.cards[:at], card_id, *board.cards[at:]),
            crossed=(*board.crossed[:at], frozenset(), *board.crossed[at:]),
        )
        state = replace(
            state,
            boards=_set(state.boards, seat, board),
            pile=pile,
            display=display,
            vacant=state.vacant[1:],
        )
        if state.vacant and (state.display or state.pile):
            return state
        state = self._end_seat(state)
        return self._begin_completion(state)

    # chance (TC-S2, EX-2, TC-T1)
    def _apply_chance(
        self, state: State, action: ShufflePile | ShuffleExpeditions | Reveal
    ) -> State:
        if isinstance(action, ShufflePile):
            if state.phase != "shuffle_pile":
                raise _refuse(QT_TRANSLATE_NOOP("treasure_cards", "No shuffle is due now."))
            expected = set(state.pile)
            for dealt, kept in zip(state.dealt, state.kept, strict=True):
                expected.update(c for c in dealt if c not in kept)
            if len(action.order) != len(expected) or set(action.order) != expected:
                raise _refuse(
                    QT_TRANSLATE_NOOP(
                        "treasure_cards", "A shuffle must use every card of the pile once."
                    )
                )
            return replace(
                state,
                pile=action.order[DISPLAY_SIZE:],
                display=action.order[:DISPLAY_SIZE],
                dealt=(),
                kept=(),
                phase="shuffle_expeditions",
            )
        if isinstance(action, ShuffleExpeditions):
            if state.phase != "shuffle_expeditions":
                raise _refuse(QT_TRANSLATE_NOOP("treasure_cards", "No shuffle is due now."))
            if sorted(action.order) != list(range(len(self.deck.cards))):
                raise _refuse(
                    QT_TRANSLATE_NOOP(
                        "treasure_cards", "A shuffle must use every expedition card once."
                    )
                )
            return replace(state, expeditions=action.order, revealed=0, phase="reveal")
        if state.phase != "reveal" or action.number != state.revealed + 1:
            raise _refuse(
                QT_TRANSLATE_NOOP("treasure_cards", "No expedition card is turned over now.")
            )
        return replace(
            state,
            current=state.expeditions[0],
            expeditions=state.expeditions[1:],
            revealed=action.number,
            phase="mark",
            waiting=_order_from(state.start, state.players),
            marks=((),) * state.players,
            owed=(0,) * state.players,
            before=state.boards,
        )

    def resolve_chance(self, state: State, rng: Rng) -> Action:
        if state.phase == "shuffle_pile":
            returned = [
                c
                for dealt, kept in zip(state.dealt, state.kept, strict=True)
                for c in dealt
                if c not in kept
            ]
            return ShufflePile(order=tuple(rng.shuffled([*state.pile, *returned])))
        if state.phase == "shuffle_expeditions":
            return ShuffleExpeditions(order=tuple(rng.shuffled(range(len(self.deck.cards)))))
        if state.phase == "reveal":
            return Reveal(number=state.revealed + 1)
        raise ValueError("no chance action is needed now")

    # -- what a seat may see --

    def view(self, state: State, viewer: Viewer) -> State:
        changes: dict[str, Any] = {
            "pile": (HIDDEN,) * len(state.pile),
            "expeditions": (HIDDEN,) * len(state.expeditions),
        }
        if state.phase == "draft":
            changes["dealt"] = tuple(
                d if seat == viewer else (HIDDEN,) * len(d) for seat, d in enumerate(state.dealt)
            )
            changes["kept"] = tuple(
                k if seat == viewer else () for seat, k in enumerate(state.kept)
            )
        elif state.phase == "mark":
            changes["boards"] = tuple(
                b if seat == viewer else state.before[seat] for seat, b in enumerate(state.boards)
            )
            changes["marks"] = tuple(
                m if seat == viewer else () for seat, m in enumerate(state.marks)
            )
            changes["owed"] = tuple(o if seat == viewer else 0 for seat, o in enumerate(state.owed))
        return replace(state, **changes)

    # -- scores (TC-E1, TC-E2) --

    def _tally(self, board: Board) -> tuple[tuple[ScoreItem, ...], int, tuple[int, ...]]:
        cards = [self.cards[c] for c in board.completed]
        per_color = {color: [c for c in cards if c.color == color] for color in COLORS}
        items = [
            ScoreItem(
                "coins",
                QT_TRANSLATE_NOOP("treasure_cards", "Coins"),
                board.coins,
                {"boxes": board.coins},
            ),
            ScoreItem(
                "cups",
                QT_TRANSLATE_NOOP("treasure_cards", "Cups"),
                sum(board.cups),
                {"cups": sum(1 for v in board.cups if v)},
            ),
            ScoreItem(
                "palms",
                QT_TRANSLATE_NOOP("treasure_cards", "Palms"),
                sum(board.palms),
                {"boxes": len(board.palms)},
            ),
        ]
        for color in COLORS:
            group = per_color[color]
            items.append(
                ScoreItem(
                    f"cards.{color}",
                    CARD_LABELS[color],
                    sum(c.points for c in group),
                    {"cards": len(group)},
                )
            )
        seals = [c.seal for c in cards if c.seal is not None]
        seal_points = sum(s.value * len(per_color[s.color]) for s in seals)
        items.append(
            ScoreItem(
                "seals",
                QT_TRANSLATE_NOOP("treasure_cards", "Seals"),
                seal_points,
                {"seals": len(seals)},
            )
        )
        total = sum(item.points for item in items)
        tie = (total, len(cards), *(len(per_color[c]) for c in TIE_BREAK_COLORS))
        return tuple(items), total, tie

    def scores(self, state: State) -> dict[Seat, ScoreBreakdown]:
        tallies = [self._tally(board) for board in state.boards]
        over = state.phase == "over"
        best = max(tie for _, _, tie in tallies)
        return {
            seat: ScoreBreakdown(items, total, winner=over and tie == best)
            for seat, (items, total, tie) in enumerate(tallies)
        }

    # -- words --

    def describe(self, action: Action, seat: Seat | None) -> Text:
        if isinstance(action, Keep):
            return text(
                CTX, QT_TRANSLATE_NOOP("treasure_cards", "{player} chooses a card to keep.")
            )
        if isinstance(action, Place):
            return text(
                CTX,
                QT_TRANSLATE_NOOP(
                    "treasure_cards", "{player} crosses the shape on a {color} card."
                ),
                color=Text(CTX, COLOR_NAMES[self._color(action.card)]),
            )
        if isinstance(action, Box):
            return text(
                CTX,
                QT_TRANSLATE_NOOP("treasure_cards", "{player} crosses one box on a {color} card."),
                color=Text(CTX, COLOR_NAMES[self._color(action.card)]),
            )
        if isinstance(action, Confirm):
            return text(CTX, QT_TRANSLATE_NOOP("treasure_cards", "{player} is done."))
        if isinstance(action, Take):
            if action.slot is None:
                return text(
                    CTX,
                    QT_TRANSLATE_NOOP("treasure_cards", "{player} takes the top card of the pile."),
                )
            return text(
                CTX,
                QT_TRANSLATE_NOOP("treasure_cards", "{player} takes card {place} of the display."),
                place=action.slot + 1,
            )
        if isinstance(action, ShufflePile):
            return text(
                CTX,
                QT_TRANSLATE_NOOP(
                    "treasure_cards", "The other treasure cards are shuffled into the pile."
                ),
            )
        if isinstance(action, ShuffleExpeditions):
            return text(
                CTX, QT_TRANSLATE_NOOP("treasure_cards", "The expedition cards are shuffled.")
            )
        if isinstance(action, Reveal):
            return text(
                CTX,
                QT_TRANSLATE_NOOP("treasure_cards", "Expedition card {number} of {count}."),
                number=action.number,
                count=CARDS_PER_ROUND,
            )
        return text(CTX, QT_TRANSLATE_NOOP("treasure_cards", "{player} moves."))

    def _color(self, card_id: int) -> Color:
        if 0 <= card_id < len(self.cards):
            return self.cards[card_id].color
        return "grey"

    def snapshot(self, state: State) -> JSON:
        return _to_json(state)


def _board_json(board: Board) -> dict[str, Any]:
    return {
        "cards": list(board.cards),
        "crossed": [sorted(list(cell) for cell in crossed) for crossed in board.crossed],
        "completed": list(board.completed),
        "coins": board.coins,
        "cups": list(board.cups),
        "palms": list(board.palms),
    }


def _to_json(state: State) -> JSON:
    return {
        "players": state.players,
        "phase": state.phase,
        "round": state.round,
        "start": state.start,
        "pile": list(state.pile),
        "display": list(state.display),
        "cups_left": list(state.cups_left),
        "boards": [_board_json(b) for b in state.boards],
        "dealt": [list(d) for d in state.dealt],
        "kept": [list(k) for k in state.kept],
        "waiting": list(state.waiting),
        "expeditions": list(state.expeditions),
        "revealed": state.revealed,
        "current": state.current,
        "marks": [
            [{"card": m.card, "cells": [list(c) for c in m.cells], "kind": m.kind} for m in marks]
            for marks in state.marks
        ],
        "owed": list(state.owed),
        "before": [_board_json(b) for b in state.before],
        "completing": list(state.completing),
        "vacant": list(state.vacant),
    }


def fits(rules: TreasureRules, state: State, seat: Seat) -> bool:
    """True if the revealed shape fits on at least one of the seat's cards (TC-T3)."""
    design = rules.design(state)
    if design is None:
        return False
    board = state.boards[seat]
    return any(fits_anywhere(design.cells, rules.free_boxes(board, c)) for c in board.cards)


RULES = TreasureRules(load_card_set(), load_deck())

__all__ = [
    "CARDS_PER_ROUND",
    "CARD_LABELS",
    "COIN_BOXES",
    "COIN_ROW",
    "COLOR_NAMES",
    "CUPS",
    "DESIGN_NAMES",
    "DISPLAY_SIZE",
    "EMPTY_BOARD",
    "HIDDEN",
    "PALM_BOXES",
    "ROUNDS",
    "RULES",
    "Board",
    "Box",
    "Confirm",
    "Keep",
    "Mark",
    "Phase",
    "Place",
    "Reveal",
    "ShuffleExpeditions",
    "ShufflePile",
    "State",
    "Take",
    "TreasureRules",
    "cups_due",
    "fits",
]
