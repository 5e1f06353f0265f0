"""Small custom card sets and positions for the Treasure cards tests (built with dataclasses)."""

from __future__ import annotations

from dataclasses import replace

from sheetdesk.games.expeditions.tests.probes import mark_position
from sheetdesk.games.treasure_cards.cards import CardSet, Color, Seal, TreasureCard, load_deck
from sheetdesk.games.treasure_cards.rules import CUPS, Board, State, TreasureRules

SYMBOL_CHARS = {"c": "coin", "p": "palm", "x": "cross"}


def card(
    card_id: int, color: Color, art: str, seal: tuple[Color, int] | None = None
) -> TreasureCard:
    """A card from text art: '.' no box, '#' plain box, 'c' coin, 'p' palm, 'x' cross."""
    boxes = set()
    symbols = []
    for r, line in enumerate(art.strip().split("/")):
        for c, ch in enumerate(line):
            if ch == ".":
                continue
            boxes.add((r, c))
            if ch in SYMBOL_CHARS:
                symbols.append(((r, c), SYMBOL_CHARS[ch]))
    return TreasureCard(
        id=card_id,
        color=color,
        points=len(boxes),
        boxes=frozenset(boxes),
        symbols=tuple(sorted(symbols)),  # type: ignore[arg-type]
        seal=Seal(*seal) if seal else None,
    )


def rules_with(*cards: TreasureCard) -> TreasureRules:
    assert [c.id for c in cards] == list(range(len(cards)))
    return TreasureRules(CardSet(tuple(cards)), load_deck())


DECK = load_deck()
DESIGN_INDEX = {d.key: i for i, d in reversed(list(enumerate(DECK.cards)))}  # first card of each


def board(
    cards: tuple[int, ...],
    crossed: tuple[set[tuple[int, int]], ...] | None = None,
    *,
    coins: int = 0,
    cups: tuple[int, ...] = (),
    palms: tuple[int, ...] = (),
    completed: tuple[int, ...] = (),
) -> Board:
    if crossed is None:
        crossed = tuple(set() for _ in cards)
    return Board(
        cards=cards,
        crossed=tuple(frozenset(x) for x in crossed),
        completed=completed,
        coins=coins,
        cups=cups,
        palms=palms,
    )


def position(
    boards: list[Board],
    *,
    design: str = "I3",
    display: tuple[int, ...] = (),
    pile: tuple[int, ...] = (),
    start: int = 0,
    cups_left: tuple[int, ...] = CUPS,
    revealed: int = 1,
    round: int = 1,
) -> State:
    """A mark-phase position: expedition card `design` just revealed, everyone to mark."""
    return mark_position(
        State,
        boards,
        design=design,
        display=display,
        pile=pile,
        start=start,
        revealed=revealed,
        round=round,
        cups_left=cups_left,
    )


def with_design(state: State, design: str) -> State:
    return replace(state, current=DESIGN_INDEX[design])
