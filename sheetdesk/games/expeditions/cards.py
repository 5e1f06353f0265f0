"""What the card games' data files have in common: a set of cards by id, a card's printed
symbols by box, the strict pydantic base of their JSON models and how a shipped file is read."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ConfigDict

from sheetdesk.core.shapes import Cell
from sheetdesk.resources import resource_path

C = TypeVar("C")
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class CardSet(Generic[C]):
    cards: tuple[C, ...]  # cards[i].id == i

    def __getitem__(self, card_id: int) -> C:
        return self.cards[card_id]

    def __len__(self) -> int:
        return len(self.cards)


class PrintedSymbols:
    """For a card dataclass with `symbols: tuple[(cell, symbol), ...]` sorted by cell."""

    __slots__ = ()
    symbols: tuple[tuple[Cell, Any], ...]

    def symbol_at(self, cell: Cell) -> Any:
        """The symbol printed in that box, or None for a plain box."""
        for where, symbol in self.symbols:
            if where == cell:
                return symbol
        return None


class Strict(BaseModel):
    """A JSON model that refuses unknown fields and is frozen."""

    model_config = ConfigDict(extra="forbid", frozen=True)


def load_file(parts: tuple[str, ...], parse: Callable[[object], T]) -> T:
    """A shipped data file (below sheetdesk/resources), parsed and validated."""
    return parse(json.loads(resource_path(*parts).read_text("utf-8")))
