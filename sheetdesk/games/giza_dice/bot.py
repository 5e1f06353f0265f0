"""Computer players for Giza dice. Each decides from `view(state, seat)` (the sheets lie open, so
that is the whole table) and picks one of `legal`.

* `random`: any legal action.
* `greedy`: scores every write by how well the number suits its cell — each building's chain
  should keep room for the numbers still to come, so a number goes where its rank among the
  numbers the dice usually give matches the cell's place between its filled neighbours (`room`)
  — and by what it brings at once: a part filled first (its bonus still open), a better scarab
  digit; Nile digits and ×2/:2 symbols cost a little, since they are spent. It writes nothing when
  no write is worth it; the roller orders the dice to the number it likes best.
"""

from __future__ import annotations

import bisect
from functools import cache
from typing import Any

from sheetdesk.core.protocol import Action, Seat
from sheetdesk.core.rng import Rng

from .pad import NILE, Pad
from .rules import (
    RULES,
    Done,
    Order,
    Pass,
    Sheet,
    State,
    Write,
    bounds,
    can_fill_pyramid,
    fits,
    join,
    part_scarab,
    transform,
)

# How much each thing weighs against one well-placed number (tuned with `simulate`).
ROOM = 16.0  # a number at the wrong rank for its cell (a share of the usual numbers)
WRITE = 1.0  # a filled cell: progress and scarab points to come
BONUS = 1.0  # per point of a first-finisher bonus won
SCARAB = 0.35  # per point of scarab digit gained now
HIGH_DIGIT = 0.06  # per point of the number's digits: high scarab digits later
NILE_COST = 0.25  # a Nile digit spent
QUICK_NILE_COST = 0.6  # ... in the quick game, where the last one ends the game
POWER_COST = 0.45  # a ×2 or :2 spent
PAIR_COST = 0.2  # per point of the bonus a solo "+" pair costs
STUCK = 8.0  # a pyramid that can no longer be filled
JITTER = 0.3  # random spread: bots at one table do not all write alike
CHAIN_WEIGHT = {"pyramid": 1.5, "obelisk": 0.8, "sphinx": 0.8}  # the pyramid ends the game


def random(view: Any, seat: Seat, legal: list[Action], rng: Rng) -> Action:
    return rng.choice(legal)


@cache
def _usual(pad: Pad) -> tuple[tuple[int, ...], tuple[float, ...]]:
    """The numbers the dice usually give and their cumulative weights (a number's rank)."""
    faces = pad.faces
    weight: dict[int, float] = {}
    p = 1 / (len(faces) * len(faces))
    for a in faces:
        for b in faces:
            if a == NILE and b == NILE:
                continue
            if NILE in (a, b):
                digit = int(b if a == NILE else a)
                share = p / (2 * len(pad.nile))
                for n in pad.nile:
                    for number in (join(digit, n), join(n, digit)):
                        weight[number] = weight.get(number, 0.0) + share
            else:
                number = join(int(a), int(b))
                weight[number] = weight.get(number, 0.0) + p
    numbers = tuple(sorted(weight))
    total = sum(weight.values())
    cumulative, running = [], 0.0
    for number in numbers:
        running += weight[number]
        cumulative.append(running / total)
    return numbers, tuple(cumulative)


def rank(pad: Pad, number: float) -> float:
    """The share of usual numbers below `number` (0..1)."""
    numbers, cumulative = _usual(pad)
    i = bisect.bisect_left(numbers, number)
    below = cumulative[i - 1] if i else 0.0
    if i < len(numbers) and numbers[i] == number:
        return (below + cumulative[i]) / 2
    return below


def room(pad: Pad, sheet: Sheet, cell: int, number: int) -> float:
    """How far `number` is from the rank the cell should get, between its filled neighbours and
    with its empty neighbours in the chain sharing the room evenly (0: just right)."""
    chain = pad.chains[pad.cells[cell].building]
    at = chain.index(cell)
    low, high = bounds(pad, sheet, cell)
    before = at - max((k for k, i in enumerate(chain[:at]) if sheet.cells[i] is not None),
                      default=-1) - 1  # fmt: skip
    after = next(
        (k for k, i in enumerate(chain[at + 1 :]) if sheet.cells[i] is not None),
        len(chain) - at - 1,
    )
    r_low = rank(pad, low) if low >= 0 else 0.0
    r_high = rank(pad, high) if high is not None else 1.0
    target = r_low + (before + 0.5) / (before + after + 1) * (r_high - r_low)
    return abs(rank(pad, number) - target)


def value(state: State, seat: Seat, action: Write) -> float:
    pad = RULES.pad
    sheet = state.sheets[seat]
    cell = pad.index[action.cell]
    number = transform(pad, action.base, action.powers)
    part = pad.cells[cell].part
    building = pad.cells[cell].building
    score = WRITE - ROOM * CHAIN_WEIGHT[building] * room(pad, sheet, cell, number)
    cells = list(sheet.cells)
    cells[cell] = number
    after = Sheet(tuple(cells), sheet.nile, sheet.bonuses, sheet.powers)
    members = pad.parts[part].cells
    if all(cells[i] is not None for i in members) and sheet.bonuses[part] == "open":
        score += BONUS * pad.parts[part].bonus
    score += SCARAB * (part_scarab(pad, after, part) - part_scarab(pad, sheet, part))
    score += HIGH_DIGIT * sum(int(ch) for ch in str(number))
    nile_cost = QUICK_NILE_COST if state.quick else NILE_COST
    score -= nile_cost * len(action.nile) + POWER_COST * len(action.powers)
    if len(action.nile) == 2:
        best = max((p.bonus for p, m in zip(pad.parts, sheet.bonuses, strict=True) if m == "open"),
                   default=0)  # fmt: skip
        score -= PAIR_COST * best
    if building == "pyramid" and not can_fill_pyramid(pad, after, state.solo, state.powers):
        score -= STUCK
    return score


def _nile_worth(pad: Pad, index: int) -> float:
    """How useful a Nile digit is to keep: digits forming numbers far from the dice's own help
    most (low 0/1 and high 8/9 fill the ends of the chains)."""
    digit = pad.nile[index]
    return abs(digit - 4.5)


def greedy(view: Any, seat: Seat, legal: list[Action], rng: Rng) -> Action:
    state: State = view
    if len(legal) == 1:
        return legal[0]
    orders = [a for a in legal if isinstance(a, Order)]
    if orders:
        return max(orders, key=lambda a: _best_for(state, seat, a.number))
    writes = [a for a in legal if isinstance(a, Write)]
    passes = [a for a in legal if isinstance(a, Pass)]
    best: Action | None = None
    best_value = 0.0
    for action in writes:
        worth = value(state, seat, action) + rng.below(1000) / 1000 * JITTER
        if best is None or worth > best_value:
            best, best_value = action, worth
    if best is not None and best_value > 0:
        return best
    if passes:
        pad = RULES.pad
        return min(passes, key=lambda a: _nile_worth(pad, pad.nile.index(a.nile))
                   if isinstance(a, Pass) and a.nile is not None else 0.0)  # fmt: skip
    done = [a for a in legal if isinstance(a, Done)]
    return best or (done[0] if done else legal[0])


def _best_for(state: State, seat: Seat, number: int) -> float:
    """The roller's best write of `number` (announced as is)."""
    pad = RULES.pad
    sheet = state.sheets[seat]
    best = 0.0
    for cell, value_there in enumerate(sheet.cells):
        if value_there is None and fits(pad, sheet, cell, number):
            action = Write(cell=pad.cells[cell].id, base=number)
            best = max(best, value(state, seat, action))
    return best


__all__ = ["greedy", "random", "rank", "room", "value"]
