"""What the card games' data files have in common: a set of cards by id, a card's printed
symbols by box, the strict pydantic base of their JSON models with the checks a card file
makes of its cards as a set (`check_card_set`: numbered in order, so many of each colour, no two
alike), and how a shipped card file is read, validated and made into a `CardSet` (`CardFile`)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar, Generic, Literal, Protocol, Self, TypeVar

from pydantic import BaseModel, ConfigDict, model_validator

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


class CardFileModel(Strict):
    """What every card file holds beside its cards (a game adds its `format` and `cards`): the
    version of the format and the seed its generator drew the cards from; and the checks of the
    cards as a set (`check_card_set`), from what the game states: the field that numbers its
    cards and its first number (`numbered`), its cards per colour (`per_colour`), and what makes
    a card (its card model's `likeness()`)."""

    version: Literal[1]
    seed: int

    numbered: ClassVar[tuple[str, int]] = ("id", 0)
    per_colour: ClassVar[Mapping[Any, int]]

    @model_validator(mode="after")
    def _check_set(self) -> Self:
        cards = getattr(self, "cards")  # noqa: B009 (each game's model declares its own)
        check_card_set(cards, *self.numbered, self.per_colour, lambda card: card.likeness())
        return self


def load_file(parts: tuple[str, ...], parse: Callable[[object], T]) -> T:
    """A shipped data file (below sheetdesk/resources), parsed and validated."""
    return parse(json.loads(resource_path(*parts).read_text("utf-8")))


def no_two_alike(cards: Iterable[tuple[Any, Hashable]]) -> None:
    """Refuse a card set with two cards alike: (name, what makes the card) per card."""
    seen: set[Hashable] = set()
    for name, key in cards:
        if key in seen:
            raise ValueError(f"card {name} is identical to an earlier card")
        seen.add(key)


def check_card_set(
    cards: Sequence[Any],
    number: str,
    first: int,
    per_colour: Mapping[Any, int],
    likeness: Callable[[Any], Hashable],
) -> None:
    """Refuse a card file's cards unless their `number` field runs first, first + 1, ... in
    order (a card's id is its place in the set), there are `per_colour` cards of each colour,
    and no two cards are alike (`likeness`: what makes a card)."""
    numbers = [getattr(card, number) for card in cards]
    if numbers != list(range(first, first + len(cards))):
        raise ValueError(f"card {number}s must be {first}, {first + 1}, {first + 2}, ... in order")
    counts = dict(Counter(card.color for card in cards))
    if counts != dict(per_colour):
        raise ValueError(f"cards per colour must be {dict(per_colour)}, not {counts}")
    no_two_alike(zip(numbers, map(likeness, cards), strict=True))


class CardSetFile(Protocol):
    """The pydantic model of a card file: its `cards` are read one by one."""

    @property
    def cards(self) -> Any: ...


M = TypeVar("M", bound=CardSetFile)


class CardFile(Generic[C, M]):
    """A game's card file below sheetdesk/resources (`parts`): `parse` validates data with the
    file's model and makes each card with `card`; `load` reads the shipped file once."""

    def __init__(
        self, parts: tuple[str, ...], model: Callable[[object], M], card: Callable[[Any], C]
    ) -> None:
        self.parts, self.model, self.card = parts, model, card
        self.load: Callable[[], CardSet[C]] = cache(lambda: load_file(self.parts, self.parse))

    def parse(self, data: object) -> CardSet[C]:
        return CardSet(tuple(self.card(c) for c in self.model(data).cards))
