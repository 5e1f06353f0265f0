"""The expedition deck shared by the two card games (expedition-shapes.md, EX-1..EX-3).

`resources/expeditions.json` holds the designs and how many cards show each; it is validated with
pydantic when loaded (8 cards, 6 designs that differ up to turning and mirroring, 2-4 connected
squares each). The rules build from the frozen `Deck`; tests may hand in their own.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP
from sheetdesk.core.shapes import Shape, canonical, is_connected, normalise
from sheetdesk.resources import resource_path

DECK_SIZE = 8  # EX-2
DESIGNS = 6  # EX-3
DECK_FILE = ("expeditions.json",)

# The designs' names as players say them (context "expeditions").
DESIGN_NAMES: dict[str, str] = {
    "I2": QT_TRANSLATE_NOOP("expeditions", "domino"),
    "I3": QT_TRANSLATE_NOOP("expeditions", "straight three"),
    "L3": QT_TRANSLATE_NOOP("expeditions", "corner three"),
    "O4": QT_TRANSLATE_NOOP("expeditions", "square"),
    "L4": QT_TRANSLATE_NOOP("expeditions", "L of four"),
    "T4": QT_TRANSLATE_NOOP("expeditions", "T of four"),
}


@dataclass(frozen=True, slots=True)
class Design:
    key: str  # "I2", "I3", "L3", "O4", "L4", "T4"
    name: str  # English name (translated through DESIGN_NAMES)
    cells: Shape  # normalised


@dataclass(frozen=True, slots=True)
class Deck:
    cards: tuple[Design, ...]  # the expedition cards, by index (designs repeat)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class DesignModel(_Strict):
    key: str = Field(min_length=1)
    name: str = Field(min_length=1)
    cells: list[tuple[int, int]] = Field(min_length=2, max_length=4)
    count: int = Field(ge=1)

    @model_validator(mode="after")
    def _check(self) -> DesignModel:
        if len(set(self.cells)) != len(self.cells):
            raise ValueError(f"design {self.key}: a square is listed twice")
        if not is_connected(self.cells):
            raise ValueError(f"design {self.key}: the squares are not connected")
        return self


class DeckModel(_Strict):
    format: Literal["sheetdesk-expeditions"]
    version: Literal[1]
    designs: list[DesignModel]

    @model_validator(mode="after")
    def _check(self) -> DeckModel:
        if sum(d.count for d in self.designs) != DECK_SIZE:
            raise ValueError(f"the expedition deck must have {DECK_SIZE} cards")
        if len({d.key for d in self.designs}) != len(self.designs):
            raise ValueError("two designs share a key")
        shapes = {canonical(d.cells) for d in self.designs}
        if len(shapes) != len(self.designs) or len(shapes) != DESIGNS:
            raise ValueError(f"the deck needs {DESIGNS} designs that differ up to turning")
        return self


def deck_from_model(model: DeckModel) -> Deck:
    cards: list[Design] = []
    for d in model.designs:
        design = Design(d.key, d.name, normalise(d.cells))
        cards.extend([design] * d.count)
    return Deck(tuple(cards))


def parse_deck(data: object) -> Deck:
    return deck_from_model(DeckModel.model_validate(data))


@cache
def load_deck() -> Deck:
    """The shipped expedition deck (resources/expeditions.json), validated."""
    return parse_deck(json.loads(resource_path(*DECK_FILE).read_text("utf-8")))
