"""Giza dice's fast path: the greedy player and whole games played on the one engine.

The rules are rules.py's `Game` (plain lists, changed in place); this module holds what the
computers decide with on it and how `simulate` plays a whole game on it without the Session.

The greedy player (`greedy_index`, on `write_value` and `order_value`): bot.greedy calls it on its
view and the search's rollout policy (ai.py) on its simulation state, where `write_values`
memoises the values of a seat's writes (playouts meet the same sheets and rolls again and again)
and `stop_rolls` marks the search's horizon. It reads only the seat's own sheet and the roll,
which every seat sees. `play` is the fast path of core.headless (the random and greedy bots, the
same games as through a Session). Pure Python: no Qt.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Hashable, Sequence
from functools import cache
from typing import TypeAlias

from sheetdesk.core.headless import play_fast, random_index
from sheetdesk.core.protocol import Seat
from sheetdesk.core.rng import Rng

from .pad import NILE, Pad
from .rules import (
    DONE_OPTION,
    ORDER,
    PASS_CELL,
    RULES,
    Game,
    GameSheet,
    Option,
    SheetLike,
    State,
    WriteOption,
    bounds_of,
    game_of,
    join,
    scarab_of,
    still_formable,
)

PAD = RULES.pad
DONE = DONE_OPTION  # the option "confirm this roll's choice"
_PART_OF = tuple(cell.part for cell in PAD.cells)
_PART_CELLS = tuple(part.cells for part in PAD.parts)

# --- the greedy player ---------------------------------------------------------------------------

# How much each thing weighs against one well-placed number (tuned with `simulate`).
ROOM = 16.0  # a number at the wrong rank for its cell (a share of the usual numbers)
WRITE_VALUE = 1.0  # a filled cell: progress and scarab points to come
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


# every number a sheet can hold (up to a doubled 99) and where each cell sits in its chain
RANK = tuple(rank(PAD, n) for n in range(200))
_CHAIN_AT = tuple(
    (chain := PAD.chains[cell.building], chain.index(i)) for i, cell in enumerate(PAD.cells)
)
_IN_PYRAMID = tuple(cell.building == "pyramid" for cell in PAD.cells)
_CHAINS = tuple(PAD.chains.values())
_BONUS = tuple(part.bonus for part in PAD.parts)
_PART_SIZE = tuple(len(part.cells) for part in PAD.parts)


def room(sheet: SheetLike, cell: int, number: int) -> float:
    """How far `number` is from the rank the cell should get, between its filled neighbours and
    with its empty neighbours in the chain sharing the room evenly (0: just right)."""
    return abs(RANK[number] - _target(sheet, cell))


def _target(sheet: SheetLike, cell: int) -> float:
    """The rank `room` measures from: the same for every number written into `cell`."""
    chain, at = _CHAIN_AT[cell]
    cells = sheet.cells
    r_low, before = 0.0, at  # the nearest filled cell below, and the empty ones between
    for k in range(at - 1, -1, -1):
        if (v := cells[chain[k]]) is not None:
            r_low, before = RANK[v], at - k - 1
            break
    r_high, after = 1.0, len(chain) - at - 1
    for k in range(at + 1, len(chain)):
        if (v := cells[chain[k]]) is not None:
            r_high, after = RANK[v], k - at - 1
            break
    return r_low + (before + 0.5) / (before + after + 1) * (r_high - r_low)


def _empty_run(
    cells: Sequence[int | None], chain: Sequence[int], at: int, numbers: Sequence[int]
) -> tuple[int, int, int, int]:
    """The run of empty cells around `chain[at]`: the filled number below it (-1: none) and how
    many empty cells between; how many of the sorted `numbers` lie below the filled number above
    it (all: none) and how many empty cells between."""
    low, before = -1, at
    for k in range(at - 1, -1, -1):
        if (v := cells[chain[k]]) is not None:
            low, before = v, at - k - 1
            break
    top, after = len(numbers), len(chain) - at - 1
    for k in range(at + 1, len(chain)):
        if (v := cells[chain[k]]) is not None:
            top, after = bisect.bisect_left(numbers, v), k - at - 1
            break
    return low, before, top, after


def keeps_pyramid_fillable(
    pad: Pad,
    sheet: SheetLike,
    cell: int,
    number: int,
    solo: bool,
    powers_on: bool,
    formable: tuple[int, ...] | None = None,
) -> bool:
    """Whether writing `number` into the empty pyramid `cell` (where it fits) of a sheet whose
    pyramid can still be filled (can_fill_pyramid) leaves it so: only the run of empty cells
    around `cell` changes, split in two runs that each need that many formable numbers. (The
    greedy player's look-ahead: the rules ask only can_fill_pyramid.) `formable`: the sheet's
    still_formable numbers, if the caller knows them."""
    numbers = still_formable(pad, sheet, solo, powers_on) if formable is None else formable
    chain = pad.chains["pyramid"]
    at = chain.index(cell) if pad is not PAD else _CHAIN_AT[cell][1]
    low, before, top, after = _empty_run(sheet.cells, chain, at, numbers)
    below = bisect.bisect_left(numbers, number) - bisect.bisect_right(numbers, low)
    return below >= before and top - bisect.bisect_right(numbers, number) >= after


def write_value(
    fs: Game,
    seat: Seat,
    option: WriteOption,
    fillable: bool | None = None,
    formable: tuple[int, ...] | None = None,
    facts: dict[int, _Facts] | None = None,
) -> float:
    """The greedy's value of a write: the number's fit in its chain (`room`), a part filled
    first, the scarab digit gained, less the Nile digits, symbols and bonus it spends, and much
    less if it leaves a pyramid that cannot be filled. `fillable`: can_fill_pyramid of the seat's
    sheet, and `formable` its still_formable numbers, if the caller knows them (they depend on
    the sheet alone, not on the write); `facts`: what is known of the sheet's cells (`_facts`),
    filled in as cells are met, for a caller valuing many writes on one sheet."""
    sheet = fs.sheets[seat]
    cell, number, _base, nile, powers, _pair = option
    if _IN_PYRAMID[cell]:
        solo = fs.players == 1
        if fillable is None:
            fillable = sheet.fillable(PAD, solo, fs.powers)
        if formable is None:
            formable = sheet.formable(PAD, solo, fs.powers)
    score, stuck = _head(sheet, cell, number, {} if facts is None else facts, fillable, formable)
    nile_cost = QUICK_NILE_COST if fs.quick else NILE_COST
    score -= nile_cost * len(nile) + POWER_COST * len(powers)
    if len(nile) == 2:
        score -= _pair_price(sheet)
    if stuck:
        score -= STUCK
    return score


def _head(
    sheet: GameSheet,
    cell: int,
    number: int,
    facts: dict[int, _Facts],
    fillable: bool | None,
    formable: tuple[int, ...] | None,
) -> tuple[float, bool]:
    """What write_value makes of `number` written into `cell` whatever the Nile digits and
    symbols that form it: the score before their costs, and whether it leaves the pyramid
    stuck. `fillable`, `formable`: as write_value has them (asked for pyramid cells only)."""
    known = facts.get(cell)
    if known is None:
        known = facts[cell] = _facts(sheet, cell, formable)
    target, numbers, completes, scarab_before, room = known
    score = WRITE_VALUE - _ROOM_WEIGHT[cell] * abs(RANK[number] - target)
    if completes:
        score += BONUS * _BONUS[_PART_OF[cell]]
    gained = scarab_of((*numbers, number)) - scarab_before
    score += SCARAB * gained + HIGH_DIGIT * _DIGIT_SUM[number]
    if not _IN_PYRAMID[cell]:
        return score, False
    if not fillable:
        return score, True
    # keeps_pyramid_fillable, with the cell's part of it worked out once in `_facts`
    assert formable is not None and room is not None
    low_at, before, top, after = room
    kept = (
        bisect.bisect_left(formable, number) - low_at >= before
        and top - bisect.bisect_right(formable, number) >= after
    )
    return score, not kept


def _notes(
    sheet: GameSheet, solo: bool, powers_on: bool
) -> tuple[dict[int, _Facts], dict[tuple[int, int], tuple[float, bool]]]:
    """What the values have read of `sheet` (it never changes: see rules.GameSheet), kept on
    it: `_facts` by cell, and `_head` by cell and number, of a game alone or not, with symbols
    or not (what the sheet's fillable and formable numbers depend on besides the sheet)."""
    notes = sheet.notes
    if notes is None or notes[0] != solo or notes[1] != powers_on:
        notes = sheet.notes = (solo, powers_on, {}, {})
    return notes[2], notes[3]


def _pair_price(sheet: SheetLike) -> float:
    """What a solo "+" pair costs the greedy: PAIR_COST per point of the best open bonus."""
    best = max(
        (b for b, m in zip(_BONUS, sheet.bonuses, strict=True) if m == "open"),
        default=0,
    )
    return PAIR_COST * best


# ROOM times the weight of the cell's chain (the product made once: the same float)
_ROOM_WEIGHT = tuple(ROOM * CHAIN_WEIGHT[cell.building] for cell in PAD.cells)
_Facts: TypeAlias = tuple[
    float, tuple[int, ...], bool, int, tuple[int, int, int, int] | None
]  # fmt: skip


def _facts(sheet: SheetLike, cell: int, formable: tuple[int, ...] | None) -> _Facts:
    """What write_value reads of a sheet for any number written into the empty `cell`: room's
    target rank, the numbers already in the cell's part, whether the write would complete the
    part with its bonus still open, the part's scarab digit now, and for a pyramid cell what
    keeps_pyramid_fillable reads of the sheet's `formable` numbers (None if the sheet's
    pyramid cannot be filled: not read)."""
    part = _PART_OF[cell]
    cells = sheet.cells
    numbers = tuple([v for i in _PART_CELLS[part] if (v := cells[i]) is not None])
    # the cell is empty: the part is full after the write when every other cell is filled
    completes = sheet.bonuses[part] == "open" and len(numbers) == _PART_SIZE[part] - 1
    room = None
    if _IN_PYRAMID[cell] and formable is not None:
        # the run of empty cells around `cell`: how many formable numbers lie at or below its
        # filled neighbour below (and how many empty cells between), at the one above (and how
        # many between)
        chain, at = _CHAIN_AT[cell]
        low, before, top, after = _empty_run(cells, chain, at, formable)
        room = (bisect.bisect_right(formable, low), before, top, after)
    return _target(sheet, cell), numbers, completes, scarab_of(numbers), room


_DIGIT_SUM = tuple(sum(int(ch) for ch in str(n)) for n in range(200))


_ORDERS: dict[Hashable, float] = {}
_ORDERS_KEPT = 50_000


def order_value(fs: Game, seat: Seat, number: int) -> float:
    """The roller's best write of `number` (announced as is), 0 if none is worth more. Memoised
    on what it depends on, as write_values is: a search's roller meets the same sheet and
    number again and again."""
    sheet = fs.sheets[seat]
    solo = fs.players == 1
    key = (sheet.key(), number, fs.quick, solo, fs.powers)
    best = _ORDERS.get(key)
    if best is not None:
        return best
    if len(_ORDERS) >= _ORDERS_KEPT:
        _ORDERS.clear()
    best = 0.0
    fillable: bool | None = None  # asked once, for the first pyramid cell the number fits
    formable: tuple[int, ...] | None = None
    facts, heads = _notes(sheet, solo, fs.powers)
    # the empty cells `number` fits (rules.fits), from their bounds (the ones _writes reads):
    # in cell order, not by chain, which max below does not mind
    for cell, low, high in bounds_of(PAD, sheet.key()[0]):
        if not (low < number and (high is None or number < high)):
            continue
        if fillable is None and _IN_PYRAMID[cell]:
            fillable = sheet.fillable(PAD, solo, fs.powers)
            formable = sheet.formable(PAD, solo, fs.powers)
        # write_value of the write of the number as announced: no digit or symbol spent
        head = heads.get((cell, number))
        if head is None:
            head = heads[cell, number] = _head(sheet, cell, number, facts, fillable, formable)
        value, stuck = head
        if stuck:
            value -= STUCK
        best = max(best, value)
    _ORDERS[key] = best
    return best


def nile_worth(index: int) -> float:
    """How useful a Nile digit is to keep: digits forming numbers far from the dice's own help
    most (low 0/1 and high 8/9 fill the ends of the chains)."""
    return abs(PAD.nile[index] - 4.5)


def greedy_index(
    fs: Game, seat: Seat, options: Sequence[Option], rng: Rng, jitter: float = JITTER
) -> int:
    """The greedy player's choice among `options` (= fs.legal(seat)): the roller orders the dice
    to the number it likes best; a write is chosen by `write_value` (with a little jitter) if one
    is worth anything, else it writes nothing, giving up the Nile digit it needs least. `jitter`:
    the spread of its misjudgements."""
    if len(options) == 1:
        return 0
    if fs.phase == ORDER:
        orders = [order_value(fs, seat, number) for number in options]  # type: ignore[arg-type]
        return orders.index(max(orders))
    best = -1
    best_value = 0.0
    passes: list[int] = []
    values = write_values(fs, seat, options)
    ahead: list[int] = []
    for index, value in enumerate(values):
        if value is None:
            passes.append(index)
            continue
        # rng.below(1000), drawn here (a play-out draws one for every write of every roll)
        if not ahead:
            ahead = rng.ahead()
        x = ahead.pop()
        worth = value + (x % 1000 if x < _LIMIT_1000 else rng.below_from(1000, x)) / 1000 * jitter
        if best < 0 or worth > best_value:
            best, best_value = index, worth
    if best >= 0 and best_value > 0:
        return best
    if passes:
        keep = [pass_worth(options[i]) for i in passes]
        return passes[keep.index(min(keep))]
    return max(best, 0)


_LIMIT_1000 = (1 << 64) - (1 << 64) % 1000  # below(1000) takes an output under this at once
_VALUES: dict[Hashable, tuple[float | None, ...]] = {}
_VALUES_KEPT = 200_000


def write_values(fs: Game, seat: Seat, options: Sequence[Option]) -> tuple[float | None, ...]:
    """`write_value` of each of `options` (= fs.legal(seat) on a roll; None for writing
    nothing), memoised on what they depend on: in a search, the seats' sheets on the next rolls
    meet the same dice again and again."""
    sheet = fs.sheets[seat]
    key = (sheet.key(), fs.number, fs.dice, fs.quick, fs.players == 1, fs.powers)
    values = _VALUES.get(key)
    if values is None:
        if len(_VALUES) >= _VALUES_KEPT:
            _VALUES.clear()
        values = _VALUES[key] = _write_values(fs, sheet, options)
    return values


def _write_values(
    fs: Game, sheet: GameSheet, options: Sequence[Option]
) -> tuple[float | None, ...]:
    """write_value of each option, the part that depends on the cell and the number alone
    (`_head`) worked out once for the sheet (`_notes`): for the writes of one number into one
    cell in several ways, and on the next rolls while the sheet stays as it is."""
    solo = fs.players == 1
    fillable = sheet.fillable(PAD, solo, fs.powers)
    formable = sheet.formable(PAD, solo, fs.powers)
    nile_cost = QUICK_NILE_COST if fs.quick else NILE_COST
    facts, heads = _notes(sheet, solo, fs.powers)
    pair_price: float | None = None
    out: list[float | None] = []
    for option in options:
        cell, number, _base, nile, powers, _pair = option  # type: ignore[misc]
        if cell == PASS_CELL:
            out.append(None)
            continue
        head = heads.get((cell, number))
        if head is None:
            head = heads[cell, number] = _head(sheet, cell, number, facts, fillable, formable)
        score, stuck = head
        score -= nile_cost * len(nile) + POWER_COST * len(powers)
        if len(nile) == 2:
            if pair_price is None:
                pair_price = _pair_price(sheet)
            score -= pair_price
        if stuck:
            score -= STUCK
        out.append(score)
    return tuple(out)


def pass_worth(option: Option) -> float:
    """How much the greedy minds writing nothing this way (the Nile digit it gives up)."""
    assert isinstance(option, tuple)
    nile = option[3]
    return nile_worth(nile[0]) if nile else 0.0


FastBot: TypeAlias = Callable[[Game, Seat, Sequence[Option], Rng], int]
FAST_BOTS: dict[str, FastBot] = {"greedy": greedy_index, "random": random_index}


def play(
    state: State, bot: str, rng: Rng, chance: Callable[[int, str], Rng], max_actions: int
) -> tuple[State, int]:
    """A whole game from `state` with the bot named `bot` (one of FAST_BOTS) in every seat, as
    core.headless plays it through a Session: the bot draws from `rng`, the roll logged as entry
    n from `chance(n, "roll")`. Stops after `max_actions` bot actions, or at `headless_over`.
    The final State and the number of logged actions (chance included)."""
    fs = game_of(state).copy()
    logged = play_fast(
        fs, FAST_BOTS[bot], rng, chance, "roll", max_actions,
        stop=headless_over,
    )  # fmt: skip
    return fs.to_state(), logged


HEADLESS_MAX_ROLLS = 80
"""Computers alone stop after this many rolls (core/headless.py): the rules play on until a
pyramid is full, and a computer may never write the one number that would fill its pyramid (the
greedy player passes on a number that leaves no room). Not a rule: a family's game has no cap."""


def headless_over(state: State | Game) -> bool:
    """Whether a computer-only game stops here: once the roll after HEADLESS_MAX_ROLLS is on the
    table (a Session rolls as soon as a roll is over), before anyone writes it."""
    return state.rolls > HEADLESS_MAX_ROLLS


__all__ = [
    "DONE",
    "FAST_BOTS",
    "PASS_CELL",
    "Game",
    "GameSheet",
    "Option",
    "greedy_index",
    "order_value",
    "play",
    "rank",
    "room",
    "write_value",
]
