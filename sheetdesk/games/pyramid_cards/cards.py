"""Pyramid cards data: sheetdesk's own 48 pyramid cards (PC-C1, PC-C2, PC-C6).

`resources/pyramid_cards/cards.json` (made by scripts/make_pyramid_cards.py) is validated here
with pydantic when loaded: 48 cards with serials 1-48 in order, 16 of each colour, a 5 x 5
chamber with the entrance in the top row and the golden tomb in the bottom row, walls and symbols
on other cells, no two cards alike, and a path from the entrance to the tomb through cells that
are not walls. This is the only module of the game that reads files: `rules.py` builds its rules
from the frozen `CardSet`, and tests may build rules from their own small sets.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Literal

from pydantic import Field, model_validator

from sheetdesk.core.shapes import Cell, grid
from sheetdesk.games.expeditions.cards import (
    CardFile,
    CardFileModel,
    CardSet,
    PrintedSymbols,
    Strict,
)

Color = Literal["green", "orange", "purple"]
Symbol = Literal["red_gem", "green_gem", "torch", "skull", "potion", "red_x"]

COLORS: tuple[Color, ...] = ("green", "orange", "purple")
SYMBOLS: tuple[Symbol, ...] = ("red_gem", "green_gem", "torch", "skull", "potion", "red_x")
SIZE = 5  # PC-C1: a 5 x 5 treasure chamber
CARDS_PER_COLOR = 16  # PC-C1
CARDS_FILE = ("pyramid_cards", "cards.json")


@dataclass(frozen=True, slots=True)
class PyramidCard(PrintedSymbols):
    id: int  # serial - 1
    serial: int  # 1..48, printed beside the pyramid (tie-breaks: PC-T5, PC-T6, PC-E2)
    color: Color
    entrance: Cell  # in the top row
    tomb: Cell  # in the bottom row
    walls: frozenset[Cell]  # never markable
    symbols: tuple[tuple[Cell, Symbol], ...]  # sorted by cell

    @property
    def cells(self) -> frozenset[Cell]:
        """The cells that can be marked (everything but the walls)."""
        return frozenset((r, c) for r in range(SIZE) for c in range(SIZE)) - self.walls

    @property
    def size(self) -> tuple[int, int]:
        return (SIZE, SIZE)


def reachable(walls: frozenset[Cell], start: Cell) -> frozenset[Cell]:
    """Every cell a path of non-wall cells leads to from `start` (orthogonal steps)."""
    g = grid(SIZE, SIZE)
    open_mask = g.full & ~g.mask(walls)
    seen = front = g.bit(start)
    while front:
        front = g.neighbours(front) & open_mask & ~seen
        seen |= front
    return frozenset(g.cells(seen))


# --- pydantic models of the JSON file ----------------------------------------------------------


class SymbolModel(Strict):
    cell: tuple[int, int]
    symbol: Symbol


class CardModel(Strict):
    serial: int = Field(ge=1, le=3 * CARDS_PER_COLOR)
    color: Color
    entrance: tuple[int, int]
    tomb: tuple[int, int]
    walls: list[tuple[int, int]] = []
    symbols: list[SymbolModel] = []

    @model_validator(mode="after")
    def _check(self) -> CardModel:
        name = f"card {self.serial}"
        cells = [*self.walls, *(s.cell for s in self.symbols), self.entrance, self.tomb]
        if any(not (0 <= r < SIZE and 0 <= c < SIZE) for r, c in cells):
            raise ValueError(f"{name}: a cell lies outside the {SIZE}x{SIZE} chamber")
        if self.entrance[0] != 0:
            raise ValueError(f"{name}: the entrance must be in the top row")
        if self.tomb[0] != SIZE - 1:
            raise ValueError(f"{name}: the tomb must be in the bottom row")
        if len(set(cells)) != len(cells):
            raise ValueError(f"{name}: two things share a cell (walls, symbols, entrance, tomb)")
        if self.tomb not in reachable(frozenset(self.walls), self.entrance):
            raise ValueError(f"{name}: walls block every path from the entrance to the tomb")
        return self

    def likeness(self) -> Hashable:
        """What makes a card (its serial and colour aside): no two may be alike."""
        symbols = tuple(sorted((s.cell, s.symbol) for s in self.symbols))
        return (self.entrance, self.tomb, tuple(sorted(self.walls)), symbols)


class CardSetModel(CardFileModel):
    format: Literal["sheetdesk-pyramid-cards"]
    cards: list[CardModel]

    numbered = ("serial", 1)
    per_colour = dict.fromkeys(COLORS, CARDS_PER_COLOR)


def _card(c: CardModel) -> PyramidCard:
    return PyramidCard(
        id=c.serial - 1,
        serial=c.serial,
        color=c.color,
        entrance=c.entrance,
        tomb=c.tomb,
        walls=frozenset(c.walls),
        symbols=tuple(sorted((s.cell, s.symbol) for s in c.symbols)),
    )


# The shipped 48 cards (resources/pyramid_cards/cards.json), validated.
CARD_FILE = CardFile(CARDS_FILE, CardSetModel.model_validate, _card)
parse_card_set = CARD_FILE.parse
load_card_set = CARD_FILE.load


__all__ = [
    "CARDS_FILE",
    "CARDS_PER_COLOR",
    "COLORS",
    "SIZE",
    "SYMBOLS",
    "CardSet",
    "CardSetModel",
    "Color",
    "PyramidCard",
    "Symbol",
    "load_card_set",
    "parse_card_set",
    "reachable",
]
