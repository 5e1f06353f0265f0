"""Position builders for the Number rows tests (positions made with dataclasses.replace)."""

from __future__ import annotations

from dataclasses import replace

from sheetdesk.core.rng import Rng
from sheetdesk.games.number_rows.rules import (
    COLORS,
    EMPTY_SHEET,
    RULES,
    Card,
    PlayerSheet,
    State,
)


def card(color: str, number: int) -> Card:
    """The number card of that colour, with its real id (NR-C1)."""
    return Card(COLORS.index(color) * 11 + number - 2, number, color, False)  # type: ignore[arg-type]


def joker(number: int) -> Card:
    return Card(44 + number - 2, number, None, True)


def sheet(misthrows: int = 0, **rows: tuple[int, ...]) -> PlayerSheet:
    """A sheet with the given crosses per row (row order); a row ending on its last number is
    locked (NR-M3)."""
    crosses = tuple(tuple(rows.get(color, ())) for color in COLORS)
    last = {"red": 12, "yellow": 12, "green": 2, "blue": 2}
    locked = tuple(
        bool(c) and c[-1] == last[color] for c, color in zip(crosses, COLORS, strict=True)
    )
    return PlayerSheet(crosses=crosses, locked=locked, misthrows=misthrows)


def base(players: int = 2, jokers: bool = False, seed: int = 1) -> State:
    return RULES.setup(players, {"jokers": jokers}, Rng(seed))


def _put(items: tuple, index: int, value: object) -> tuple:
    return (*items[:index], value, *items[index + 1 :])


def at_play(
    hand: tuple[Card, ...],
    *,
    players: int = 2,
    active: int = 0,
    sheets: dict[int, PlayerSheet] | None = None,
    mark: str | None = None,
    jokers: bool = False,
) -> State:
    """The play phase (NR-T3) of `active` holding `hand`, after the announcement."""
    state = base(players, jokers)
    all_sheets = tuple((sheets or {}).get(seat, EMPTY_SHEET) for seat in range(players))
    marks = _put((None,) * players, active, mark)
    return replace(
        state,
        phase="play",
        active=active,
        to_take=0,
        hands=_put(state.hands, active, hand),
        sheets=all_sheets,
        announced=7,
        announce_order=(),
        announce_marks=marks,
    )


def at_announce(
    number: int,
    *,
    players: int = 2,
    active: int = 0,
    sheets: dict[int, PlayerSheet] | None = None,
) -> State:
    """The announce phase (NR-T2) with `number` on top of the pile."""
    state = base(players)
    all_sheets = tuple((sheets or {}).get(seat, EMPTY_SHEET) for seat in range(players))
    top = replace(state.pile[0], number=number)
    return replace(
        state,
        phase="announce",
        active=active,
        to_take=0,
        pile=(top, *state.pile[1:]),
        sheets=all_sheets,
        announced=number,
        announce_order=tuple((active + i) % players for i in range(players)),
        announce_marks=(None,) * players,
    )
