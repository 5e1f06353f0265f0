"""Treasure cards data: the 47 treasure cards (TC-C1..C3, TC-C8).

A JSON file in sheetdesk/resources, validated here with pydantic models that check every
constraint when loaded (counts, colours, sizes, connectivity, symbols inside the region, seals, no
two cards alike). This is the only module of the game that reads files: `rules.py` builds its
rules object from the frozen data returned by `load_card_set()` and the family's `load_deck()`
(games/expeditions/deck.py, re-exported here), and tests may build rules from their own small sets.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Literal

from pydantic import Field, model_validator

from sheetdesk.core.shapes import Cell, Shape, is_connected, normalise
from sheetdesk.games.expeditions.cards import (
    CardFile,
    CardFileModel,
    CardSet,
    PrintedSymbols,
    Strict,
)
from sheetdesk.games.expeditions.deck import (
    DECK_FILE,
    Deck,
    DeckModel,
    Design,
    load_deck,
    parse_deck,
)

Color = Literal["lilac", "orange", "green", "grey"]
Symbol = Literal["coin", "palm", "cross"]

COLORS: tuple[Color, ...] = ("lilac", "orange", "green", "grey")
SYMBOLS: tuple[Symbol, ...] = ("coin", "palm", "cross")
CARDS_PER_COLOR: dict[Color, int] = {"lilac": 12, "orange": 12, "green": 12, "grey": 11}  # TC-C1
BOXES_PER_COLOR: dict[Color, int] = {"lilac": 14, "orange": 12, "green": 10, "grey": 8}  # TC-C1
MAX_GRID = 8  # rows and columns of a card region stay within 0..MAX_GRID-1


# --- frozen data used by the rules ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Seal:
    color: Color  # the colour it counts (TC-C3), not necessarily the card's own
    value: int  # 1 or 2 points per completed card of that colour


@dataclass(frozen=True, slots=True)
class TreasureCard(PrintedSymbols):
    id: int
    color: Color
    points: int  # == len(boxes) (TC-C1)
    boxes: frozenset[Cell]
    symbols: tuple[tuple[Cell, Symbol], ...]  # sorted by cell
    seal: Seal | None

    @property
    def palms(self) -> int:
        return sum(1 for _, symbol in self.symbols if symbol == "palm")

    @property
    def size(self) -> tuple[int, int]:
        """(rows, columns) of the card's grid: the region's bounding box from (0, 0)."""
        return (max(r for r, _ in self.boxes) + 1, max(c for _, c in self.boxes) + 1)


# --- pydantic models of the JSON files ------------------------------------------------------------


class SealModel(Strict):
    color: Color
    value: int = Field(ge=1, le=2)


class SymbolModel(Strict):
    cell: tuple[int, int]
    symbol: Symbol


class CardModel(Strict):
    id: int = Field(ge=0)
    color: Color
    points: int
    boxes: list[tuple[int, int]] = Field(min_length=1)
    symbols: list[SymbolModel] = []
    seal: SealModel | None = None

    @model_validator(mode="after")
    def _check(self) -> CardModel:
        boxes = set(self.boxes)
        if len(boxes) != len(self.boxes):
            raise ValueError(f"card {self.id}: a box is listed twice")
        if any(not (0 <= r < MAX_GRID and 0 <= c < MAX_GRID) for r, c in boxes):
            raise ValueError(f"card {self.id}: a box lies outside the {MAX_GRID}x{MAX_GRID} grid")
        if normalise(boxes) != tuple(sorted(boxes)):
            raise ValueError(f"card {self.id}: the region must touch row 0 and column 0")
        if len(boxes) != BOXES_PER_COLOR[self.color]:
            raise ValueError(
                f"card {self.id}: a {self.color} card has {BOXES_PER_COLOR[self.color]} boxes, "
                f"not {len(boxes)}"
            )
        if self.points != len(boxes):
            raise ValueError(f"card {self.id}: points must equal the number of boxes")
        if not is_connected(boxes):
            raise ValueError(f"card {self.id}: the boxes are not connected")
        cells = [s.cell for s in self.symbols]
        if len(set(cells)) != len(cells):
            raise ValueError(f"card {self.id}: two symbols in one box")
        if any(cell not in boxes for cell in cells):
            raise ValueError(f"card {self.id}: a symbol lies outside the card's boxes")
        if len(cells) >= len(boxes):
            raise ValueError(f"card {self.id}: most boxes must be plain")
        return self

    def likeness(self) -> Hashable:
        """What makes a card (its id aside): no two may be alike."""
        symbols = tuple(sorted((s.cell, s.symbol) for s in self.symbols))
        return (self.color, tuple(sorted(self.boxes)), symbols, self.seal)


class CardSetModel(CardFileModel):
    format: Literal["sheetdesk-treasure-cards"]
    cards: list[CardModel]

    numbered = ("id", 0)
    per_colour = CARDS_PER_COLOR

    @model_validator(mode="after")
    def _check(self) -> CardSetModel:
        sealed = sum(1 for c in self.cards if c.seal is not None)
        if not 0 < sealed < len(self.cards) / 2:
            raise ValueError("seals must be on a minority of the cards (and on some)")
        return self


# --- conversion and loading -----------------------------------------------------------------------


def _card(c: CardModel) -> TreasureCard:
    return TreasureCard(
        id=c.id,
        color=c.color,
        points=c.points,
        boxes=frozenset(c.boxes),
        symbols=tuple(sorted((s.cell, s.symbol) for s in c.symbols)),
        seal=Seal(c.seal.color, c.seal.value) if c.seal else None,
    )


CARDS_FILE = ("treasure_cards", "cards.json")
# The shipped 47 cards (resources/treasure_cards/cards.json), validated.
CARD_FILE = CardFile(CARDS_FILE, CardSetModel.model_validate, _card)
parse_card_set = CARD_FILE.parse
load_card_set = CARD_FILE.load


__all__ = [
    "BOXES_PER_COLOR",
    "CARDS_PER_COLOR",
    "COLORS",
    "DECK_FILE",
    "SYMBOLS",
    "CardSet",
    "CardSetModel",
    "Color",
    "Deck",
    "DeckModel",
    "Design",
    "Seal",
    "Symbol",
    "TreasureCard",
    "load_card_set",
    "load_deck",
    "parse_card_set",
    "parse_deck",
]


def tiling(boxes: frozenset[Cell] | set[Cell], designs: tuple[Design, ...]) -> list[Shape] | None:
    """One exact tiling of `boxes` by placements of the designs (any mix, any orientation), or
    None: proof that a card can be completed by expedition shapes alone (TC-C8)."""
    from sheetdesk.core.shapes import orientations

    shapes = {d.cells for d in designs}
    oriented = [o for shape in shapes for o in orientations(shape)]
    free = set(boxes)
    out: list[Shape] = []

    def solve() -> bool:
        if not free:
            return True
        first = min(free)
        for shape in oriented:
            # put the shape's first square (row-major) on the first free box
            ar, ac = shape[0]
            covered = tuple((first[0] + r - ar, first[1] + c - ac) for r, c in shape)
            if all(cell in free for cell in covered):
                free.difference_update(covered)
                out.append(tuple(sorted(covered)))
                if solve():
                    return True
                out.pop()
                free.update(covered)
        return False

    return out if solve() else None
