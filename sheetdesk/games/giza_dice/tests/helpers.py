"""Position builders for the Giza dice tests (positions made with dataclasses.replace)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from sheetdesk.core.protocol import Action, Seat
from sheetdesk.core.rng import Rng
from sheetdesk.games.giza_dice.rules import DONE, RULES, Roll, Sheet, State, Write

PAD = RULES.pad


def base(players: int = 2, seed: int = 1, **options: bool) -> State:
    """A fresh game, seat 0 rolling first."""
    return replace(RULES.setup(players, options, Rng(seed)), roller=0)


def with_cells(state: State, seat: Seat, cells: Mapping[str, int], **changes: object) -> State:
    """`seat`'s sheet with these cells filled (by id, e.g. "pyramid.1.5": 15)."""
    sheet = state.sheets[seat]
    values = list(sheet.cells)
    for cell_id, number in cells.items():
        values[PAD.index[cell_id]] = number
    new = replace(sheet, cells=tuple(values), **changes)  # type: ignore[arg-type]
    return replace(state, sheets=(*state.sheets[:seat], new, *state.sheets[seat + 1 :]))


def sheet_of(state: State, seat: Seat) -> Sheet:
    return state.sheets[seat]


def rolled(state: State, *dice: object, order: int | None = None) -> State:
    """`state` after a roll of `dice` (and the roller's order, if the dice need one)."""
    state = RULES.apply(state, None, Roll(dice=dice))  # type: ignore[arg-type]
    if order is not None:
        state = RULES.apply(
            state, state.roller, RULES.parse_action({"kind": "order", "number": order})
        )
    return state


def write(cell: str, base: int, nile: tuple[int, ...] = (), powers: tuple[int, ...] = ()) -> Write:
    return Write(cell=cell, base=base, nile=nile, powers=powers)


def everyone(state: State, actions: Mapping[Seat, Action]) -> State:
    """Every seat still waiting takes its action from `actions` (or writes nothing), then
    confirms, in the order the step asks."""
    from sheetdesk.games.giza_dice.rules import PASS

    for seat in list(state.waiting):
        state = RULES.apply(state, seat, actions.get(seat, PASS))
        state = RULES.apply(state, seat, DONE)
    return state


def part_index(key: str) -> int:
    return next(i for i, part in enumerate(PAD.parts) if part.key == key)


def level_cells(level: int) -> list[str]:
    return [PAD.cells[i].id for i in PAD.parts[level - 1].cells]
