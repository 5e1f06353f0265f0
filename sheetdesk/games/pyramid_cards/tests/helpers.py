"""Small custom pyramid cards and positions for the Pyramid cards tests."""

from __future__ import annotations

from dataclasses import replace

from sheetdesk.games.expeditions.deck import load_deck
from sheetdesk.games.expeditions.tests.probes import mark_position
from sheetdesk.games.pyramid_cards.cards import CardSet, Color, PyramidCard
from sheetdesk.games.pyramid_cards.rules import Board, PyramidRules, State

SYMBOL_CHARS = {
    "r": "red_gem",
    "g": "green_gem",
    "t": "torch",
    "s": "skull",
    "p": "potion",
    "x": "red_x",
}


def card(card_id: int, color: Color, art: str) -> PyramidCard:
    """A card from text art, 5 rows split by '/': '.' plain, '#' wall, 'E' entrance (top row),
    'T' tomb (bottom row), r g t s p x symbols (red gem, green gem, torch, skull, potion, red X).
    Serial = id + 1."""
    walls, symbols = set(), []
    entrance = tomb = (0, 0)
    for r, line in enumerate(art.strip().split("/")):
        assert len(line) == 5, line
        for c, ch in enumerate(line):
            if ch == "#":
                walls.add((r, c))
            elif ch == "E":
                entrance = (r, c)
            elif ch == "T":
                tomb = (r, c)
            elif ch in SYMBOL_CHARS:
                symbols.append(((r, c), SYMBOL_CHARS[ch]))
    return PyramidCard(
        id=card_id,
        serial=card_id + 1,
        color=color,
        entrance=entrance,
        tomb=tomb,
        walls=frozenset(walls),
        symbols=tuple(sorted(symbols)),  # type: ignore[arg-type]
    )


PLAIN = "..E../...../...../...../..T.."


def rules_with(*cards: PyramidCard) -> PyramidRules:
    assert [c.id for c in cards] == list(range(len(cards)))
    return PyramidRules(CardSet(tuple(cards)), load_deck())


DECK = load_deck()
DESIGN_INDEX = {d.key: i for i, d in reversed(list(enumerate(DECK.cards)))}  # first card of each


def board(
    cards: tuple[int, ...],
    crossed: tuple[set[tuple[int, int]], ...] | None = None,
    *,
    completed: tuple[int, ...] = (),
    torches: tuple[int, ...] = (),
    red: int = 0,
    green: int = 0,
    skulls: int = 0,
    points: tuple = (),
) -> Board:
    if crossed is None:
        crossed = tuple(set() for _ in cards)
    return Board(
        cards=cards,
        crossed=tuple(frozenset(x) for x in crossed),
        completed=completed,
        torches=torches,
        red=red,
        green=green,
        skulls=skulls,
        points=points,
    )


def position(
    boards: list[Board],
    *,
    design: str = "I3",
    display: tuple[int, ...] = (),
    pile: tuple[int, ...] = (),
    start: int = 0,
    claimed: tuple[int, int, int] = (0, 0, 0),
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
        claimed=claimed,
    )


def with_design(state: State, design: str) -> State:
    return replace(state, current=DESIGN_INDEX[design])
