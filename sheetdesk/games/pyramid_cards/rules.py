"""Pyramid cards: the rules of Silver & Gold: Pyramids (normative text:
docs/rules/pyramid-cards.md and expedition-shapes.md), as what differs from the family engine
(games/expeditions/engine.py), which runs the shared flow: the draft (PC-S1), shuffles (PC-S2,
PC-S3), reveals (PC-T1), simultaneous marking (PC-T2, PC-T3), replacement (PC-T5) and rounds
(PC-R1, PC-R2).

Here: a path from the entrance through non-wall cells (PC-T2, PC-T3); what a marked symbol does
(PC-T4); a card is complete when its tomb is marked; completions are served by serial number,
once per completed card (PC-T5), with pyramid points raced for by colour (PC-T6); the score card
and the tie-break (PC-E1, PC-E2).

[design] Within one mark, its skulls are crossed before its potions erase (a shape over a skull
and a potion leaves no skull crossed). The choice is `SKULLS_BEFORE_POTIONS`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP, PlayerRef, Text, numerus, words
from sheetdesk.core.protocol import ScoreItem, Seat, won_on_tie_break
from sheetdesk.core.records import quick_init
from sheetdesk.core.shapes import Cell, Shape
from sheetdesk.games.expeditions import engine
from sheetdesk.games.expeditions.deck import load_deck
from sheetdesk.games.expeditions.engine import (
    Box,
    Confirm,
    Keep,
    Mark,
    Place,
    Reveal,
    ShuffleExpeditions,
    ShufflePile,
    Take,
)

from . import INFO
from .cards import COLORS, Color, PyramidCard, load_card_set

CTX = "pyramid_cards"

TORCH_POINTS = 5  # PC-C4: each crossed torch box
PYRAMID_POINTS: tuple[int, ...] = (10, 6, 3)  # PC-C4, PC-T6: per colour, first to third
PYRAMID_COUNTS: tuple[int, ...] = (2, 4, 6)  # PC-T6: completed cards of a colour that claim
GEM_BOXES = 10  # PC-C4: per gem colour
PAIR_POINTS = 5  # PC-E1: one red and one green gem
SINGLE_POINTS = 1  # PC-E1: a gem left unpaired
SKULL_TRACK: tuple[int, ...] = (-1, -3, -6, -10, -15, -21, -28, -36, -45, -55)  # PC-C4
POTION_ERASES = 2  # PC-T4
CARD_POINTS = 10  # PC-C4, PC-E1: a completed pyramid card
SKULLS_BEFORE_POTIONS = True  # [design]: see the module docstring

# A card as the log names it (the object of "takes" and "completes"), and pyramid points won,
# one phrase per colour so that every language can make the colour agree.
CARD_NAMES: dict[Color, str] = {
    "green": QT_TRANSLATE_NOOP("pyramid_cards", "the green pyramid card {serial}"),
    "orange": QT_TRANSLATE_NOOP("pyramid_cards", "the orange pyramid card {serial}"),
    "purple": QT_TRANSLATE_NOOP("pyramid_cards", "the purple pyramid card {serial}"),
}
POINTS_WON: dict[Color, Text] = {
    "green": numerus.translate(
        "pyramid_cards", "{name} takes %n pyramid point(s) for green.", None, 1
    ),
    "orange": numerus.translate(
        "pyramid_cards", "{name} takes %n pyramid point(s) for orange.", None, 1
    ),
    "purple": numerus.translate(
        "pyramid_cards", "{name} takes %n pyramid point(s) for purple.", None, 1
    ),
}


WORDS: dict[str, Text] = engine.WORDS | words(
    CTX,
    {
        "not_yours": QT_TRANSLATE_NOOP("pyramid_cards", "That is not one of your pyramid cards."),
        "wall": QT_TRANSLATE_NOOP("pyramid_cards", "Walls can never be marked."),
        "marked": QT_TRANSLATE_NOOP("pyramid_cards", "That box is already marked."),
        "entrance": QT_TRANSLATE_NOOP(
            "pyramid_cards", "The first mark on a pyramid card must cover its entrance."
        ),
        "touch": QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "A mark must touch a box you have already marked on that card (side by side).",
        ),
        "log_shuffle_pile": QT_TRANSLATE_NOOP(
            "pyramid_cards", "The other pyramid cards are shuffled into the pile."
        ),
        "outside": QT_TRANSLATE_NOOP("pyramid_cards", "That is not a box of the card."),
        "not_shape": QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "Mark exactly the shape on the expedition card. You may turn it or flip it.",
        ),
        "mark_when": QT_TRANSLATE_NOOP(
            "pyramid_cards", "You can mark only when an expedition card is shown."
        ),
        "marked_already": QT_TRANSLATE_NOOP(
            "pyramid_cards", "You have already marked your boxes for this card."
        ),
        "mark_first": QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "Mark the shape or one box first. You may not skip an expedition card.",
        ),
        "owe_box": QT_TRANSLATE_NOOP("pyramid_cards", "Mark one more box first."),
        "log_take": QT_TRANSLATE_NOOP(
            "pyramid_cards", "{player} takes card {place} of the open display."
        ),
        "log_take_card": QT_TRANSLATE_NOOP(
            "pyramid_cards", "{player} takes {card} from the open display."
        ),
        "log_place": QT_TRANSLATE_NOOP("pyramid_cards", "{player} marks the shape."),
        "log_box": QT_TRANSLATE_NOOP("pyramid_cards", "{player} marks one box."),
        "tie_break": numerus.translate(
            "pyramid_cards",
            "A tie on %n point(s): {name} completed pyramid card {serial}, the lowest serial "
            "number, and wins.",
            None,
            1,
        ),
        # one sentence per colour (see engine.say_colored; an unknown card says log_place/log_box)
        "log_place.green": QT_TRANSLATE_NOOP(
            "pyramid_cards", "{player} marks the shape on a green pyramid card."
        ),
        "log_place.orange": QT_TRANSLATE_NOOP(
            "pyramid_cards", "{player} marks the shape on an orange pyramid card."
        ),
        "log_place.purple": QT_TRANSLATE_NOOP(
            "pyramid_cards", "{player} marks the shape on a purple pyramid card."
        ),
        "log_box.green": QT_TRANSLATE_NOOP(
            "pyramid_cards", "{player} marks one box on a green pyramid card."
        ),
        "log_box.orange": QT_TRANSLATE_NOOP(
            "pyramid_cards", "{player} marks one box on an orange pyramid card."
        ),
        "log_box.purple": QT_TRANSLATE_NOOP(
            "pyramid_cards", "{player} marks one box on a purple pyramid card."
        ),
    },
)


@quick_init
@dataclass(frozen=True, slots=True)
class Board(engine.Board):
    """One player's pyramid cards and score card (blank by default)."""

    torches: tuple[int, ...] = ()  # the rounds whose torch box is crossed (PC-T4)
    red: int = 0  # red gem boxes crossed, 0..10
    green: int = 0  # green gem boxes crossed, 0..10
    skulls: int = 0  # skull boxes crossed, left to right, top row first, 0..10
    points: tuple[tuple[Color, int], ...] = ()  # pyramid-point boxes crossed (colour, 10/6/3)


@quick_init
@dataclass(frozen=True, slots=True)
class State(engine.State):
    claimed: tuple[int, ...]  # per colour (COLORS order): pyramid-point boxes taken, 0..3


class PyramidRules(engine.ExpeditionRules["State", PyramidCard]):
    info = INFO
    words = WORDS
    board_type = Board

    card_names = CARD_NAMES
    card_tag = "serial"

    @cached_property
    def _entrance(self) -> dict[int, int]:
        """The entrance's bit, per card id."""
        return {card.id: self.grids[card.id].bit(card.entrance) for card in self.cards.cards}

    @cached_property
    def _near(self) -> dict[int, tuple[int, int, int]]:
        """Per card id: its columns, the boxes with a right and a left neighbour."""
        return {card_id: (g.cols, g.not_last, g.not_first) for card_id, g in self.grids.items()}

    @cached_property
    def _first(self) -> dict[tuple[int, Shape], tuple[int, ...]]:
        """The placements on an empty card (those over its entrance), per card id and shape."""
        return {}

    def layout(self, card: PyramidCard) -> engine.CardLayout:
        """PC-T5: a card is complete once its tomb is marked."""
        return engine.CardLayout(card.size, card.cells, frozenset((card.tomb,)), card.symbols)

    def blacked_out(self, state: State, board: Board) -> tuple[tuple[Color, int], ...]:
        """The pyramid-point boxes others have taken: blacked out on this score card (PC-T6)."""
        return tuple(
            (color, value)
            for color, taken in zip(COLORS, state.claimed, strict=True)
            for value in PYRAMID_POINTS[:taken]
            if (color, value) not in board.points
        )

    # -- the hooks of the family engine --

    def placement_masks(self, card_id: int, marked: int, shape: Shape) -> Sequence[int]:
        """PC-T2: never on walls or marked cells; the first shape covers the entrance, a later
        one touches a marked cell orthogonally."""
        if not marked:
            key = (card_id, shape)
            first = self._first.get(key)
            if first is None:
                entrance = self._entrance[card_id]
                first = tuple(m for m in self.fitting(card_id, shape) if m & entrance)
                self._first[key] = first
            return first
        # the grid's `neighbours`, inlined: this runs for every card of every bot's candidate.
        # Not trimmed to the card's open boxes off the marked ones: a placement that passes the
        # first test lies on those alone. That test first: each placement it passes costs a 0
        # (no new int made), and it leaves fewer to the second on cards with a path.
        cols, right, left = self._near[card_id]
        near = (
            (marked << cols) | (marked >> cols) | ((marked & right) << 1) | ((marked & left) >> 1)
        )
        fitting = self._fitting.get((card_id, shape))
        if fitting is None:
            fitting = self.fitting(card_id, shape)
        return [m for m in fitting if not m & marked and m & near]

    def box_mask(self, card_id: int, marked: int) -> int:
        """PC-T3, PC-T4: the entrance of an empty card, or a cell next to a marked one."""
        if not marked:
            return self._entrance[card_id]
        return self.grids[card_id].neighbours(marked) & self.open[card_id] & ~marked

    def why_not(self, card_id: int, marked: int, cells: tuple[Cell, ...]) -> Text:
        g = self.grids[card_id]
        if not all(0 <= r < g.rows and 0 <= c < g.cols for r, c in cells):
            return self.words["outside"]
        mask = g.mask(cells)
        if mask & ~self.open[card_id]:
            return self.words["wall"]
        if mask & marked:
            return self.words["marked"]
        if not marked:
            return self.words["entrance"]
        return self.words["touch"]

    def mark_effects(
        self, context: engine.Context, score: engine.ScoreCard, card_id: int, mask: int
    ) -> int:
        """PC-T4: gems, the round's torch, skulls, potions, red X (an extra mark each)."""
        symbols = self.symbols_on(card_id, mask)
        if SKULLS_BEFORE_POTIONS:
            symbols.sort(key=lambda s: s == "potion")
        extra = 0
        for symbol in symbols:
            if symbol == "red_gem":
                score["red"] = min(GEM_BOXES, score["red"] + 1)
            elif symbol == "green_gem":
                score["green"] = min(GEM_BOXES, score["green"] + 1)
            elif symbol == "torch":
                if context.round not in score["torches"]:
                    score["torches"] = (*score["torches"], context.round)
            elif symbol == "skull":
                score["skulls"] = min(len(SKULL_TRACK), score["skulls"] + 1)
            elif symbol == "potion":
                score["skulls"] = max(0, score["skulls"] - POTION_ERASES)
            elif symbol == "red_x":
                extra += 1
        return extra

    def serve_order(
        self, start: Seat, players: int, complete: Sequence[Sequence[int]]
    ) -> tuple[Seat, ...]:
        """PC-T5: one turn per completed card, lowest serial number first."""
        claims = sorted(
            (self.cards[card_id].serial, seat)
            for seat, card_ids in enumerate(complete)
            for card_id in card_ids
        )
        return tuple(seat for _serial, seat in claims)

    def set_aside(self, cards: Sequence[int], complete: Sequence[int]) -> tuple[int, ...]:
        """The seat's completed card with the lowest serial number (one per turn in the order)."""
        return (min(complete, key=lambda i: self.cards[cards[i]].serial),)

    def on_set_aside(
        self,
        context: engine.Context,
        extra: dict[str, Any],
        score: engine.ScoreCard,
        completed: Sequence[int],
        card_ids: Sequence[int],
    ) -> None:
        """PC-T6: completing the 2nd, 4th or 6th card of a colour takes that colour's highest
        pyramid-point box still open."""
        claimed = list(extra["claimed"])
        for card_id in card_ids:
            color = self.cards[card_id].color
            count = sum(1 for c in completed if self.cards[c].color == color)
            index = COLORS.index(color)
            if count in PYRAMID_COUNTS and claimed[index] < len(PYRAMID_POINTS):
                score["points"] = (*score["points"], (color, PYRAMID_POINTS[claimed[index]]))
                claimed[index] += 1
        extra["claimed"] = tuple(claimed)

    def new_state(self, **fields: Any) -> State:
        return State(claimed=(0,) * len(COLORS), **fields)

    def tally(
        self, state: engine.Context, board: engine.Board
    ) -> tuple[tuple[ScoreItem, ...], int, Any]:
        """PC-E1, and PC-E2's key: the total, then the lowest serial of a completed card."""
        assert isinstance(board, Board)
        pairs = min(board.red, board.green)
        singles = board.red + board.green - 2 * pairs
        serials = [self.cards[c].serial for c in board.completed]
        items = (
            ScoreItem(
                "torches",
                QT_TRANSLATE_NOOP("pyramid_cards", "Torches"),
                TORCH_POINTS * len(board.torches),
                {"boxes": len(board.torches)},
            ),
            ScoreItem(
                "pyramid_points",
                QT_TRANSLATE_NOOP("pyramid_cards", "Pyramid points"),
                sum(value for _color, value in board.points),
                {"boxes": len(board.points)},
            ),
            ScoreItem(
                "gems",
                QT_TRANSLATE_NOOP("pyramid_cards", "Gems"),
                PAIR_POINTS * pairs + SINGLE_POINTS * singles,
                {"red": board.red, "green": board.green, "pairs": pairs},
            ),
            ScoreItem(
                "skulls",
                QT_TRANSLATE_NOOP("pyramid_cards", "Skulls"),
                SKULL_TRACK[board.skulls - 1] if board.skulls else 0,
                {"boxes": board.skulls},
            ),
            ScoreItem(
                "cards",
                QT_TRANSLATE_NOOP("pyramid_cards", "Completed pyramid cards"),
                CARD_POINTS * len(board.completed),
                {"cards": len(board.completed), "lowest_serial": min(serials, default=0)},
            ),
        )
        total = sum(item.points for item in items)
        return items, total, (total, -min(serials, default=10**6))

    def tie_break(self, state: State) -> Text | None:
        """PC-E2 explained: who of those tied on points completed the lowest serial number."""
        scores = self.scores(state)
        winner = won_on_tie_break(scores)
        if winner is None:
            return None
        serial = min(self.cards[c].serial for c in state.boards[winner].completed)
        return self.say("tie_break", n=scores[winner].total, name=PlayerRef(winner), serial=serial)

    def board_events(self, seat: Seat, before: Board, after: Board) -> list[Text]:
        """Pyramid points taken (PC-T6)."""
        return [
            POINTS_WON[color].count(value, name=PlayerRef(seat))
            for color, value in after.points[len(before.points) :]
        ]


RULES = PyramidRules(load_card_set(), load_deck())

__all__ = [
    "CARD_POINTS",
    "GEM_BOXES",
    "PYRAMID_COUNTS",
    "PYRAMID_POINTS",
    "RULES",
    "SKULL_TRACK",
    "TORCH_POINTS",
    "Board",
    "Box",
    "Confirm",
    "Keep",
    "Mark",
    "Place",
    "PyramidRules",
    "Reveal",
    "ShuffleExpeditions",
    "ShufflePile",
    "State",
    "Take",
]
