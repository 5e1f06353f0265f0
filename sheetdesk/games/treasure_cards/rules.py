"""Treasure cards: the rules of the Silver & Gold flip-and-write game (normative text:
docs/rules/treasure-cards.md and expedition-shapes.md), as what differs from the family engine
(games/expeditions/engine.py), which runs the shared flow: the draft (TC-S1), the shuffles
(TC-S2, EX-2), reveals (TC-T1), simultaneous marking (TC-T2, TC-T3), replacement (TC-T5) and
rounds (TC-R1, TC-R2).

Here: a shape goes on any empty boxes of one card and a single box anywhere empty (TC-T2, TC-T3);
coins, palms and cross symbols (TC-T4); a card is complete when every box is crossed; completion
in start-player order, each seat first winning cups for full coin rows (TC-T5); the score card
and the tie-break (TC-E1, TC-E2).

The rules object is built from card data handed in (`TreasureRules(card_set, deck)`); the
module-level `RULES` uses the shipped data that `cards.py` loads and validates.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP, PlayerRef, Text, numerus, words
from sheetdesk.core.protocol import ScoreItem, Seat, won_on_tie_break
from sheetdesk.core.records import quick_init
from sheetdesk.core.shapes import Cell, Shape, fits_anywhere
from sheetdesk.games.expeditions import engine
from sheetdesk.games.expeditions.deck import DESIGN_NAMES
from sheetdesk.games.expeditions.engine import (
    CARDS_PER_ROUND,
    DEAL,
    DISPLAY_SIZE,
    HIDDEN,
    KEEP,
    ROUNDS,
    Box,
    Confirm,
    Keep,
    Mark,
    Phase,
    Place,
    Reveal,
    ShuffleExpeditions,
    ShufflePile,
    Take,
    order_from,
)

from . import INFO
from .cards import COLORS, Color, TreasureCard, load_card_set, load_deck

CTX = "treasure_cards"

COIN_BOXES = 12  # TC-C6
COIN_ROW = 4  # TC-C6
PALM_BOXES = 4  # TC-C6
CUPS: tuple[int, ...] = (6, 5, 4, 3, 2, 1)  # TC-C5
TIE_BREAK_COLORS: tuple[Color, ...] = ("green", "orange", "lilac")  # TC-E2

CARD_LABELS: dict[Color, str] = {
    "lilac": QT_TRANSLATE_NOOP("treasure_cards", "Lilac cards"),
    "orange": QT_TRANSLATE_NOOP("treasure_cards", "Orange cards"),
    "green": QT_TRANSLATE_NOOP("treasure_cards", "Green cards"),
    "grey": QT_TRANSLATE_NOOP("treasure_cards", "Grey cards"),
}


# A card as the log names it, as the object of "takes" and "completes" (one phrase per colour,
# so that every language can make the colour agree with the card).
CARD_NAMES: dict[Color, str] = {
    "lilac": QT_TRANSLATE_NOOP("treasure_cards", "the lilac card worth {points}"),
    "orange": QT_TRANSLATE_NOOP("treasure_cards", "the orange card worth {points}"),
    "green": QT_TRANSLATE_NOOP("treasure_cards", "the green card worth {points}"),
    "grey": QT_TRANSLATE_NOOP("treasure_cards", "the grey card worth {points}"),
}


WORDS: dict[str, Text] = engine.WORDS | words(
    CTX,
    {
        "not_yours": QT_TRANSLATE_NOOP("treasure_cards", "That is not one of your treasure cards."),
        "mark_when": QT_TRANSLATE_NOOP(
            "treasure_cards", "You can cross boxes only when an expedition card is shown."
        ),
        "marked_already": QT_TRANSLATE_NOOP(
            "treasure_cards", "You have already crossed your boxes for this card."
        ),
        "mark_first": QT_TRANSLATE_NOOP(
            "treasure_cards",
            "Cross the shape or one box first. You may not skip an expedition card.",
        ),
        "owe_box": QT_TRANSLATE_NOOP(
            "treasure_cards", "You crossed an X symbol: cross one more empty box first."
        ),
        "not_shape": QT_TRANSLATE_NOOP(
            "treasure_cards",
            "Cross exactly the shape on the expedition card. You may turn it or flip it.",
        ),
        "take_when": QT_TRANSLATE_NOOP(
            "treasure_cards", "You take a new card only right after you complete a treasure card."
        ),
        "shape_box": QT_TRANSLATE_NOOP(
            "treasure_cards", "Every part of the shape must go on an empty box of that card."
        ),
        "one_box": QT_TRANSLATE_NOOP(
            "treasure_cards", "You can only cross an empty box of the card."
        ),
        "outside": QT_TRANSLATE_NOOP("treasure_cards", "That is not a box of the card."),
        "log_take": QT_TRANSLATE_NOOP(
            "treasure_cards", "{player} takes card {place} of the open display."
        ),
        "log_take_card": QT_TRANSLATE_NOOP(
            "treasure_cards", "{player} takes {card} from the open display."
        ),
        "log_place": QT_TRANSLATE_NOOP("treasure_cards", "{player} crosses the shape."),
        "log_box": QT_TRANSLATE_NOOP("treasure_cards", "{player} crosses one box."),
        # one sentence per colour (see engine.say_colored)
        "log_place.lilac": QT_TRANSLATE_NOOP(
            "treasure_cards", "{player} crosses the shape on a lilac card."
        ),
        "log_place.orange": QT_TRANSLATE_NOOP(
            "treasure_cards", "{player} crosses the shape on an orange card."
        ),
        "log_place.green": QT_TRANSLATE_NOOP(
            "treasure_cards", "{player} crosses the shape on a green card."
        ),
        "log_place.grey": QT_TRANSLATE_NOOP(
            "treasure_cards", "{player} crosses the shape on a grey card."
        ),
        "log_box.lilac": QT_TRANSLATE_NOOP(
            "treasure_cards", "{player} crosses one box on a lilac card."
        ),
        "log_box.orange": QT_TRANSLATE_NOOP(
            "treasure_cards", "{player} crosses one box on an orange card."
        ),
        "log_box.green": QT_TRANSLATE_NOOP(
            "treasure_cards", "{player} crosses one box on a green card."
        ),
        "log_box.grey": QT_TRANSLATE_NOOP(
            "treasure_cards", "{player} crosses one box on a grey card."
        ),
        "log_shuffle_pile": QT_TRANSLATE_NOOP(
            "treasure_cards", "The other treasure cards are shuffled into the pile."
        ),
        "log_cup": numerus.translate(
            "treasure_cards",
            "{name} fills a row of coins and wins the cup worth %n point(s).",
            None,
            1,
        ),
        "tie_more_cards": numerus.translate(
            "treasure_cards",
            "A tie on %n point(s): {name} completed more treasure cards and wins.",
            None,
            1,
        ),
        "tie_colours": numerus.translate(
            "treasure_cards",
            "A tie on %n point(s) and on completed cards: {name} has more green, orange or lilac "
            "cards, counted in that order, and wins.",
            None,
            1,
        ),
        "log_no_cup": QT_TRANSLATE_NOOP(
            "treasure_cards", "{name} fills a row of coins, but no cup is left."
        ),
    },
)


@quick_init
@dataclass(frozen=True, slots=True)
class Board(engine.Board):
    """One player's treasure cards and score card (blank by default)."""

    coins: int = 0  # crossed boxes of the coin track, 0..12 (rows of 4, top row first)
    cups: tuple[int, ...] = ()  # cup value per full coin row, in row order (0: no cup was left)
    palms: tuple[int, ...] = ()  # values written into the palm boxes, in order (at most 4)


@quick_init
@dataclass(frozen=True, slots=True)
class State(engine.State):
    cups_left: tuple[int, ...]  # cups still on the round card, highest first


EMPTY_BOARD = Board(cards=(), crossed=(), completed=())


def cups_due(coins: int, cups: tuple[int, ...]) -> int:
    """Full coin rows not yet given a cup (TC-T5)."""
    return coins // COIN_ROW - len(cups)


class TreasureRules(engine.ExpeditionRules["State", TreasureCard]):
    info = INFO
    words = WORDS
    board_type = Board

    card_names = CARD_NAMES
    card_tag = "points"

    @cached_property
    def _palms(self) -> tuple[int, ...]:
        """The palms printed on each card, by id."""
        return tuple(card.palms for card in self.cards.cards)

    def layout(self, card: TreasureCard) -> engine.CardLayout:
        """TC-T5: a card is complete once every box is crossed."""
        return engine.CardLayout(card.size, card.boxes, card.boxes, card.symbols)

    def free_boxes(self, board: engine.Board, card_id: int) -> frozenset[Cell]:
        """The empty boxes of one of the board's cards."""
        return self.box_targets(board, card_id)

    def palm_value(self, state: engine.Context) -> int:
        """What a palm crossed now is worth: itself plus the palms on the open display (TC-T4)."""
        return 1 + sum(self._palms[card_id] for card_id in state.display if card_id >= 0)

    def has_empty_box(self, board: engine.Board) -> bool:
        return self.can_mark_a_box(board)

    # -- the hooks of the family engine --

    def placement_masks(self, card_id: int, marked: int, shape: Shape) -> tuple[int, ...]:
        """TC-T2: every square on an empty box of that one card."""
        return tuple(m for m in self.fitting(card_id, shape) if not m & marked)

    def box_mask(self, card_id: int, marked: int) -> int:
        """TC-T3, TC-T4: any empty box."""
        return self.open[card_id] & ~marked

    def why_not(self, card_id: int, marked: int, cells: tuple[Cell, ...]) -> Text:
        return self.words["shape_box" if len(cells) > 1 else "one_box"]

    def mark_effects(
        self, context: engine.Context, score: engine.ScoreCard, card_id: int, mask: int
    ) -> int:
        """TC-T4: a coin crosses the next coin box, a palm fills the next palm box with its
        value, a cross symbol grants an extra box."""
        extra = 0
        for symbol in self.symbols_on(card_id, mask):
            if symbol == "coin":
                score["coins"] = min(COIN_BOXES, score["coins"] + 1)
            elif symbol == "palm":
                if len(score["palms"]) < PALM_BOXES:
                    score["palms"] = (*score["palms"], self.palm_value(context))
            elif symbol == "cross":
                extra += 1
        return extra

    def serve_order(
        self, start: Seat, players: int, complete: Sequence[Sequence[int]]
    ) -> tuple[Seat, ...]:
        """TC-T5: every seat, clockwise from the start player."""
        return order_from(start, players)

    def set_aside(self, cards: Sequence[int], complete: Sequence[int]) -> tuple[int, ...]:
        """TC-T5: every completed card at once."""
        return tuple(complete)

    def on_set_aside(
        self,
        context: engine.Context,
        extra: dict[str, Any],
        score: engine.ScoreCard,
        completed: Sequence[int],
        card_ids: Sequence[int],
    ) -> None:
        """TC-T5: a cup for each newly full coin row, the highest still on the round card."""
        cups, cups_left = score["cups"], extra["cups_left"]
        for _ in range(cups_due(score["coins"], cups)):
            cups = (*cups, cups_left[0] if cups_left else 0)
            cups_left = cups_left[1:]
        score["cups"], extra["cups_left"] = cups, cups_left

    def new_state(self, **fields: Any) -> State:
        return State(cups_left=CUPS, **fields)

    def tally(
        self, state: engine.Context, board: engine.Board
    ) -> tuple[tuple[ScoreItem, ...], int, Any]:
        """TC-E1, and TC-E2's key: total, completed cards, then green, orange, lilac."""
        assert isinstance(board, Board)
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

    def tie_break(self, state: State) -> Text | None:
        """TC-E2 explained: more completed cards, then more green, orange, lilac ones."""
        winner = won_on_tie_break(self.scores(state))
        if winner is None:
            return None
        keys = [self.tally(state, board)[2] for board in state.boards]
        best, name = keys[winner], PlayerRef(winner)
        if sorted(key[1] for key in keys if key[0] == best[0])[-2] < best[1]:
            return self.say("tie_more_cards", n=best[0], name=name)
        return self.say("tie_colours", n=best[0], name=name)

    def board_events(self, seat: Seat, before: Board, after: Board) -> list[Text]:
        """Cups won (TC-T5)."""
        who = PlayerRef(seat)
        return [
            self.say("log_cup", n=value, name=who) if value else self.say("log_no_cup", name=who)
            for value in after.cups[len(before.cups) :]
        ]


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
    "CUPS",
    "DEAL",
    "DESIGN_NAMES",
    "DISPLAY_SIZE",
    "EMPTY_BOARD",
    "HIDDEN",
    "KEEP",
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
