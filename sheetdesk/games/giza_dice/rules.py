"""Giza dice: the rules (normative text: docs/rules/giza-dice.md; the pad's [design] numbers are
data, see pad.py).

Pure Python: no Qt, no files (pad.py reads the pad once), no clock, no global random generator.
The rules are played once, by `Game`: one game in plain lists changed in place, which the
computers' play-outs and `simulate` drive directly (fast.py, ai.py) and GizaRules drives for the
app, after checking each action with the reason of a refusal. What the app shows, saves, compares
on loading and keeps for undo is the frozen `State` (frozen dataclasses with tuples), made from a
Game and back at the boundary (`Game.to_state`, `Game.from_state`). Actions are frozen pydantic
models in one union.

A roll (GD-P1..P4): chance rolls both dice (`Roll`, logged with both faces). Two Nile symbols:
chance rolls again by itself. Two digits: the roller orders them into the announced number
(`Order`, skipped for a double). Then every seat, roller first and clockwise, writes in sight of
all (an open simultaneous step): `Write` puts a number into one empty cell — the announced
number, or with one Nile symbol a number the seat forms from the die's digit and one of their
unused Nile digits (GD-P3) — or `Pass` writes nothing (GD-P2); `Done` confirms. Until then the
seat's choice is pending and can be undone. When every seat has confirmed, the choices take
effect together: numbers written, Nile digits crossed, ×2/:2 symbols used and newly circled
(GD-V1), first-finisher bonuses circled for everyone who filled a part on this roll and crossed
out for everyone else (GD-P8). Then the game ends (GD-E1, GD-V3) or the next seat rolls.

[design] choices the rules text leaves open, beside the numbers in pad.json:
* the pyramid's orders (GD-P5) make its 15 cells one increasing chain (level 1 left to right,
  then level 2, ...); the obelisk and the Sphinx are chains too (GD-P6); a number fits an empty
  cell when it lies strictly between the nearest filled cells before and after it in its chain,
  which also keeps every number of a building distinct (GD-P7, still refused with its own reason);
* solo (GD-V2): two Nile digits joined by a "+" may form the number on any roll, in either order;
  the price is the highest bonus still open on the sheet (the first one in sheet order on a
  tie), crossed out before this roll's bonuses are circled; circled bonuses are not "visible";
* GD-V1: a symbol circled on a roll can be used from the next roll on; one write uses at most
  `powers_per_write` symbols, each only if it changes the number;
* GD-V3: a Nile digit used to form a number is crossed only if that number is written;
* GD-E4: the game also ends after a roll when no player can fill their pyramid any more: GD-E1's
  end can no longer come. "Can" is exact (`can_fill_pyramid`): some rolls still to come would let
  the player fill every empty pyramid cell, each Nile digit and ×2/:2 symbol serving one cell,
  a printed symbol only a cell written after both of its own. There is no roll limit: a game
  with numbers still to come goes on (a headless run of computers bounds itself, in
  core/headless.py).

Rules version 1 also ended every game after `V1_ROLL_CAP` rolls; versions 1 and 2 judged "can
still fill" from above (`could_fill_pyramid_v2`), so a game could go on for ever. Saves recorded
under them replay under `under_rules_version`, which keeps those ends, so they show what they
showed.
"""

from __future__ import annotations

import bisect
import itertools
import operator
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Annotated, Any, Literal, Protocol, Self, TypeAlias

from pydantic import Field, TypeAdapter

from sheetdesk.core.engine_memo import LastEngine
from sheetdesk.core.game_info import GameInfo
from sheetdesk.core.i18n import PlayerRef, Text, listing, pick, say
from sheetdesk.core.protocol import (
    Action,
    Chance,
    Decide,
    GameOver,
    GameRules,
    IllegalAction,
    ScoreItem,
    Seat,
    Step,
)
from sheetdesk.core.records import quick_init
from sheetdesk.core.rng import Rng

from . import INFO
from .pad import NILE, Face, Pad, load_pad
from .texts import CTX, WORDS

Mark: TypeAlias = Literal["open", "circled", "crossed"]  # a first-finisher bonus
PowerMark: TypeAlias = Literal["printed", "circled", "used"]  # a ×2 or :2 symbol
Phase: TypeAlias = Literal["roll", "order", "write", "over"]
EndReason: TypeAlias = Literal["pyramid", "nile", "stuck", "limit"]  # "limit": version 1 only
V1_ROLL_CAP = 80  # rules version 1 ended every game after this many rolls


# --- state -------------------------------------------------------------------------------------


@quick_init
@dataclass(frozen=True, slots=True)
class Sheet:
    cells: tuple[int | None, ...]  # per cell of the pad, in its flat order
    nile: tuple[bool, ...]  # per Nile digit: crossed
    bonuses: tuple[Mark, ...]  # per part
    powers: tuple[PowerMark, ...]  # per ×2/:2 symbol


class SheetLike(Protocol):
    """What the sheet helpers below read: a `Sheet`, or the mutable one of the fast path."""

    @property
    def cells(self) -> Sequence[int | None]: ...

    @property
    def nile(self) -> Sequence[bool]: ...

    @property
    def bonuses(self) -> Sequence[Mark]: ...

    @property
    def powers(self) -> Sequence[PowerMark]: ...


@quick_init
@dataclass(frozen=True, slots=True)
class Choice:
    """A seat's choice on this roll, pending until it confirms and everyone has."""

    cell: int | None  # None: writes nothing
    number: int | None
    nile: tuple[int, ...]  # indices of the Nile digits it crosses
    powers: tuple[int, ...]  # the ×2/:2 symbols it uses
    pair: bool  # solo: two Nile digits across a "+" (costs the highest open bonus)


@quick_init
@dataclass(frozen=True, slots=True)
class State:
    players: int
    powers: bool  # GD-V1
    quick: bool  # GD-V3
    roller: Seat
    rolls: int  # rolls that gave a number so far (a double Nile rolled again is not counted)
    dice: tuple[Face, ...]  # the last roll
    number: int | None  # the announced number of a two-digit roll
    phase: Phase
    waiting: tuple[Seat, ...]  # seats still to confirm this roll, roller first
    choices: tuple[Choice | None, ...]  # per seat, this roll
    sheets: tuple[Sheet, ...]
    ended_by: EndReason | None

    @property
    def solo(self) -> bool:
        return self.players == 1


# --- actions -----------------------------------------------------------------------------------


class Roll(Action):
    kind: Literal["roll"] = "roll"
    dice: tuple[Face, Face]


class Order(Action):
    """The roller announces the two digits in this order."""

    kind: Literal["order"] = "order"
    number: int


class Write(Action):
    """Write a number into `cell` (an id from pad.py): `base` is the announced number or the one
    formed with the Nile digits `nile` (their values); the symbols `powers` double or halve it."""

    kind: Literal["write"] = "write"
    cell: str
    base: int
    nile: tuple[int, ...] = ()
    powers: tuple[int, ...] = ()


class Pass(Action):
    """Write nothing this roll; in the quick game this crosses the Nile digit `nile`."""

    kind: Literal["pass"] = "pass"
    nile: int | None = None


class Done(Action):
    kind: Literal["done"] = "done"


GizaAction: TypeAlias = Annotated[Roll | Order | Write | Pass | Done, Field(discriminator="kind")]

DONE = Done()
PASS = Pass()


# the legal moves, made once each: the search asks for the same ones again and again
_write = lru_cache(maxsize=65536)(Write)
_pass = lru_cache(maxsize=64)(Pass)
_order = lru_cache(maxsize=512)(Order)


@lru_cache(maxsize=65536)
def write_action(pad: Pad, option: WriteOption) -> Write:
    """The Write action that makes a write option of `write_options`: made once per option, since
    every list of legal actions (the app's, the search's) turns the same options into actions
    again and again."""
    cell, _number, base, nile, powers, _pair = option
    return _write(
        cell=pad.cells[cell].id, base=base, nile=tuple(pad.nile[i] for i in nile), powers=powers
    )


# --- numbers -----------------------------------------------------------------------------------


def join(first: int, second: int) -> int:
    """Two digits side by side; a leading 0 leaves the one-digit number (GD-P3: 07 is 7)."""
    return first * 10 + second


def transform(pad: Pad, number: int, powers: Iterable[int]) -> int:
    """The number after the symbols `powers`, in order (GD-V1: halving rounds down)."""
    for index in powers:
        number = number * 2 if pad.powers[index].kind == "double" else number // 2
    return number


def bounds(pad: Pad, sheet: SheetLike, cell: int) -> tuple[int, int | None]:
    """The nearest filled numbers before and after `cell` in its building's chain (-1 / None
    where there is none): a number fits the cell when it lies strictly between them."""
    chain, cells = pad.chains[pad.cells[cell].building], sheet.cells
    at = chain.index(cell)
    low = max((v for i in chain[:at] if (v := cells[i]) is not None), default=-1)
    high = min((v for i in chain[at + 1 :] if (v := cells[i]) is not None), default=None)
    return low, high


def fits(pad: Pad, sheet: SheetLike, cell: int, number: int) -> bool:
    low, high = bounds(pad, sheet, cell)
    return sheet.cells[cell] is None and low < number and (high is None or number < high)


def part_full(pad: Pad, sheet: SheetLike, part: int) -> bool:
    return all(sheet.cells[i] is not None for i in pad.parts[part].cells)


def pyramid_full(pad: Pad, sheet: SheetLike) -> bool:
    return all(sheet.cells[i] is not None for i in pad.chains["pyramid"])


def scarab(numbers: Iterable[int]) -> int:
    """GD-E2: the digit met most often among the numbers' digits, the lower on a tie; 0 if
    there are none."""
    return scarab_of(tuple(numbers))


@lru_cache(maxsize=65536)
def scarab_of(numbers: tuple[int, ...]) -> int:
    """`scarab` of a tuple of numbers, memoised (the bots ask it of the same parts often)."""
    counts = [0] * 10
    for number in numbers:
        for ch in str(number):
            counts[int(ch)] += 1
    best = max(counts)
    return counts.index(best) if best else 0


def part_scarab(pad: Pad, sheet: SheetLike, part: int) -> int:
    cells = sheet.cells
    return scarab_of(tuple([v for i in pad.parts[part].cells if (v := cells[i]) is not None]))


def highest_open_bonus(pad: Pad, sheet: SheetLike) -> int | None:
    """The part whose bonus is the highest still open (the first in sheet order on a tie)."""
    still = [part for part, mark in enumerate(sheet.bonuses) if mark == "open"]
    return max(still, key=lambda part: pad.parts[part].bonus, default=None)  # max: the first


@lru_cache(maxsize=4096)
def _formable(pad: Pad, unused: tuple[int, ...], solo: bool, powers: int) -> tuple[int, ...]:
    """Every number a sheet with these unused Nile digits could still form on some roll
    (with up to `powers` doublings or halvings): more than it will get, never less."""
    digits = pad.digit_faces
    numbers = {join(a, b) for a in digits for b in digits}
    for n in (pad.nile[i] for i in unused):
        for d in digits:
            numbers |= {join(d, n), join(n, d)}
    if solo:
        for i, j in pad.plus:
            if i in unused and j in unused:
                numbers |= {join(pad.nile[i], pad.nile[j]), join(pad.nile[j], pad.nile[i])}
    for _ in range(powers):
        numbers |= {n * 2 for n in numbers} | {n // 2 for n in numbers}
    return tuple(sorted(numbers))


def still_formable(pad: Pad, sheet: SheetLike, solo: bool, powers_on: bool) -> tuple[int, ...]:
    """_formable for a sheet: each Nile digit and symbol as if it could be used again and again,
    so a quick bound from above (the greedy's look-ahead and the first test of the exact end)."""
    unused = tuple([i for i, crossed in enumerate(sheet.nile) if not crossed])
    spare = powers_on and any(mark != "used" for mark in sheet.powers)
    return _formable(pad, unused, solo, pad.powers_per_write if spare else 0)


def _runs_fit(numbers: tuple[int, ...], cells: tuple[int | None, ...]) -> bool:
    """Whether each run of empty cells of the chain `cells` has as many `numbers` between its
    filled neighbours as it has cells."""
    low, run = -1, 0
    for value in cells:
        if value is None:
            run += 1
            continue
        # how many numbers lie strictly between low and value
        if run and bisect.bisect_left(numbers, value) - bisect.bisect_right(numbers, low) < run:
            return False
        low, run = value, 0
    return not run or len(numbers) - bisect.bisect_right(numbers, low) >= run


def could_fill_pyramid_v2(pad: Pad, sheet: SheetLike, solo: bool, powers_on: bool) -> bool:
    """The end of rules versions 1 and 2, kept to replay their saves: `_runs_fit` with
    `still_formable`, which counted a Nile digit or a symbol once for every number it could
    make, and a printed symbol even for the very cell that would circle it."""
    numbers = still_formable(pad, sheet, solo, powers_on)
    return _runs_fit(numbers, tuple(sheet.cells[i] for i in pad.chains["pyramid"]))


@lru_cache(maxsize=16)
def _pyramid_of(pad: Pad) -> Callable[[Sequence[int | None]], tuple[int | None, ...]]:
    """The pyramid chain's numbers of a sheet's cells, as a tuple (an itemgetter: made once)."""
    return operator.itemgetter(*pad.chains["pyramid"])


def can_fill_pyramid(pad: Pad, sheet: SheetLike, solo: bool, powers_on: bool) -> bool:
    """Whether some rolls still to come let the sheet fill every empty pyramid cell (the end
    "no pyramid can be filled any more" when no sheet can): exactly, by `_fillable`."""
    cells = _pyramid_of(pad)(sheet.cells)
    if None not in cells:
        return True
    unused = tuple([i for i, crossed in enumerate(sheet.nile) if not crossed])
    marks = tuple(sheet.powers) if powers_on else ("used",) * len(pad.powers)
    return _fillable(pad, cells, unused, marks, solo)


@lru_cache(maxsize=16384)
def _fillable(
    pad: Pad,
    cells: tuple[int | None, ...],
    unused: tuple[int, ...],
    marks: tuple[PowerMark, ...],
    solo: bool,
) -> bool:
    """Whether the pyramid chain `cells` can be completed with the Nile digits `unused` and the
    symbols as `marks` (all "used" when the game has none).

    The dice are free to give any roll, so each empty cell needs one number of its own, written
    on a roll of its own, the numbers growing along the chain (writes in any order then fit as
    they are made). A cell's number is made from one source — the announced number (any two
    dice digits, as often as needed), one unused Nile digit with a die's digit, or in solo two
    Nile digits across a "+" — changed by circled symbols as a write may (`power_sets_of`). Each
    Nile digit and symbol serves once. A symbol still printed is circled once both its cells are
    filled, so it serves a cell written after both of them: never one of its own cells, and
    never in a circle of cells each waiting for the other.

    Searched cell by cell along the chain, each given the smallest number its source makes above
    the previous cell's (a smaller number never leaves less room above it); a source that spends
    a digit or a symbol is tried only where it gives a smaller number than the announced ones.
    """
    if _runs_fit(_made(pad, ("free",), ()), cells):
        # the announced numbers alone fill every run: the search below would take the
        # smallest one above each cell's and find that at once, after setting up the rest
        return True
    if not _runs_fit(_formable(pad, unused, solo, _spare(pad, marks)), cells):
        return False  # not even with every digit and symbol used again and again
    chain = pad.chains["pyramid"]
    at = {cell: k for k, cell in enumerate(chain)}
    # per empty cell along the chain: its cell, the filled number below its run (None: the
    # previous cell's, in the same run), the filled number above (None: none) and the empty
    # cells after it in its run
    empties: list[tuple[int, int | None, int | None, int]] = []
    low: int | None = -1
    for k, value in enumerate(cells):
        if value is not None:
            low = value
            continue
        high = next((v for v in cells[k + 1 :] if v is not None), None)
        after = next((j for j in range(k + 1, len(cells)) if cells[j] is not None), len(cells))
        empties.append((chain[k], low, high, after - k - 1))
        low = None
    free = _made(pad, ("free",), ())
    sources: list[tuple[str | int, ...]] = [("nile", i) for i in unused]
    if solo:
        sources += [("pair", i, j) for i, j in pad.plus if i in unused and j in unused]
    live = tuple(p for p, mark in enumerate(marks) if mark != "used")
    combos = [c for c in _combos(pad, live) if c]
    waits = {  # a printed symbol's empty cells (it is circled once they are filled)
        p: tuple(c for c in pad.powers[p].cells if cells[at[c]] is None)
        for p in live
        if marks[p] == "printed"
    }
    # for the bound: each cell that needs more than the announced numbers is put down to one
    # digit or symbol of its own — its first symbol if it uses any (from any source), else its
    # Nile digit (one of a pair's) — whose `reach` holds its number
    reach: dict[tuple[str, int], tuple[int, ...]] = {}
    for i in unused:
        reach["nile", i] = _joined(pad, [source for source in sources if i in source[1:]], [()])
    for p in live:
        reach["power", p] = _joined(pad, [("free",), *sources], [c for c in combos if p in c])
    runs = []  # per run of empty cells: where it starts in `empties`, its size, bounds
    for k, (_cell, low, high, after) in enumerate(empties):
        if low is not None:
            runs.append((k, after + 1, low, high))
    run_of = [next(r for r, run in enumerate(runs) if run[0] <= k < run[0] + run[1])
              for k in range(len(empties))]  # fmt: skip
    seen: set[Hashable] = set()

    def enough(k: int, above: int, nile: frozenset[int], spent: set[int]) -> bool:
        """A bound: the cells from the k-th on that the announced numbers cannot all take need
        a digit or a symbol each, one whose `reach` has a number in their run."""
        first = run_of[k]
        start, size, _low, high = runs[first]
        wanted = [(size - (k - start), above, high)]
        wanted += [(size, low, high) for _start, size, low, high in runs[first + 1 :]]
        slots: list[tuple[int, int | None]] = []
        for size, low, high in wanted:
            i = bisect.bisect_right(free, low)
            j = len(free) if high is None else bisect.bisect_left(free, high)
            slots += [(low, high)] * max(0, size - (j - i))
        if not slots:
            return True
        have = [values for (kind, x), values in reach.items()
                if (x in nile if kind == "nile" else x not in spent)]  # fmt: skip
        if len(slots) > len(have):
            return False
        taken: dict[int, int] = {}  # resource -> slot

        def serves(values: tuple[int, ...], low: int, high: int | None) -> bool:
            i = bisect.bisect_right(values, low)
            return i < len(values) and (high is None or values[i] < high)

        def place(slot: int, tried: set[int]) -> bool:
            low, high = slots[slot]
            for r, values in enumerate(have):
                if r in tried or not serves(values, low, high):
                    continue
                tried.add(r)
                if r not in taken or place(taken[r], tried):
                    taken[r] = slot
                    return True
            return False

        try:
            return all(place(slot, set()) for slot in range(len(slots)))
        finally:
            # (it calls itself: its closure would hold it in a cycle, left to the gc)
            place = None  # type: ignore[assignment]

    def smallest(values: tuple[int, ...], above: int, high: int | None, after: int) -> int | None:
        i = bisect.bisect_right(values, above)
        if i == len(values):
            return None
        value = values[i]
        return value if high is None or high - value - 1 >= after else None

    def search(k: int, prev: int, nile: frozenset[int], used: tuple[tuple[int, int], ...]) -> bool:
        if k == len(empties):
            return True
        key = (k, prev, nile, used)
        if key in seen:
            return False
        seen.add(key)
        cell, low, high, after = empties[k]
        above = prev if low is None else low
        spent = {p for p, _ in used}
        if not enough(k, above, nile, spent):
            return False
        plain = smallest(free, above, high, after)
        if plain is not None and search(k + 1, plain, nile, used):
            return True
        for source in [("free",), *sources]:
            if source[0] == "nile" and source[1] not in nile:
                continue
            if source[0] == "pair" and not (source[1] in nile and source[2] in nile):
                continue
            for combo in ([()] if source[0] != "free" else []) + combos:
                if any(p in spent or cell in waits.get(p, ()) for p in combo):
                    continue
                value = smallest(_made(pad, source, combo), above, high, after)
                if value is None or (plain is not None and value >= plain):
                    continue
                # a circled symbol waits for nothing: which cell it served no longer matters
                now = used + tuple((p, cell if p in waits else -1) for p in combo)
                if combo and waits and _circular(waits, now):
                    continue
                rest = nile - set(source[1:]) if source[0] != "free" else nile
                if search(k + 1, value, frozenset(rest), tuple(sorted(now))):
                    return True
        return False

    try:
        return search(0, -1, frozenset(unused), ())
    finally:
        # (a closure that calls itself holds itself in a cycle, left to the gc: on a worker
        # thread, where the gc is off, that is the window's thread's to collect later)
        search = None  # type: ignore[assignment]


def _joined(
    pad: Pad, sources: Sequence[tuple[str | int, ...]], combos: Sequence[tuple[int, ...]]
) -> tuple[int, ...]:
    """Every number `_made` of any of `sources` with any of `combos`."""
    return tuple(sorted({n for s in sources for c in combos for n in _made(pad, s, c)}))


def _spare(pad: Pad, marks: tuple[PowerMark, ...]) -> int:
    """How many symbols one write may still use: none once every symbol is used."""
    return pad.powers_per_write if any(mark != "used" for mark in marks) else 0


@lru_cache(maxsize=256)
def _combos(pad: Pad, live: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """The sets of the symbols `live` one write may use, as write_options lists them."""
    return tuple(
        combo
        for size in range(pad.powers_per_write + 1)
        for combo in itertools.combinations(live, size)
    )


@lru_cache(maxsize=4096)
def _made(pad: Pad, source: tuple[str | int, ...], combo: tuple[int, ...]) -> tuple[int, ...]:
    """Every number a write makes from `source` ("free": the announced number; ("nile", i): a
    die's digit with Nile digit i; ("pair", i, j): the solo pair) with the symbols `combo`."""
    digits = pad.digit_faces
    if source[0] == "free":
        bases = {join(a, b) for a in digits for b in digits}
    elif source[0] == "nile":
        n = pad.nile[int(source[1])]
        bases = {join(d, n) for d in digits} | {join(n, d) for d in digits}
    else:
        a, b = pad.nile[int(source[1])], pad.nile[int(source[2])]
        bases = {join(a, b), join(b, a)}
    made = {transform(pad, base, combo) for base in bases if changes_each_time(pad, base, combo)}
    return tuple(sorted(made))


def _circular(waits: Mapping[int, tuple[int, ...]], used: tuple[tuple[int, int], ...]) -> bool:
    """Whether the symbols `used` (symbol, the cell it serves) make cells wait for each other in
    a circle: a cell served by a printed symbol is written after that symbol's empty cells."""
    after: dict[int, list[int]] = {}
    for power, cell in used:
        after.setdefault(cell, []).extend(waits.get(power, ()))
    done: set[int] = set()

    def reaches(cell: int, path: frozenset[int]) -> bool:
        if cell in path:
            return True
        if cell in done:
            return False
        if any(reaches(nxt, path | {cell}) for nxt in after.get(cell, ())):
            return True
        done.add(cell)
        return False

    try:
        return any(reaches(cell, frozenset()) for cell in list(after))
    finally:
        reaches = None  # type: ignore[assignment]  # (it calls itself: a cycle for the gc)


WriteOption: TypeAlias = tuple[int, int, int, tuple[int, ...], tuple[int, ...], bool]
"""A write a seat may make: (cell, number written, base number, Nile digit indices crossed,
×2/:2 symbols used, solo "+" pair?)."""


def digit_of(dice: Sequence[Face]) -> int | None:
    """With exactly one Nile symbol rolled: the other die's digit (GD-P3)."""
    if len(dice) != 2 or dice.count(NILE) != 1:
        return None
    return next(int(face) for face in dice if face != NILE)


def formations_of(
    pad: Pad, number: int | None, digit: int | None, nile: Sequence[bool], solo: bool
) -> list[tuple[int, tuple[int, ...], bool]]:
    """(number, Nile digit indices crossed, solo pair?) for every number a sheet whose Nile digits
    are crossed as `nile` may write on a roll announcing `number` (None: a Nile symbol and
    `digit` were rolled), before any ×2 or :2."""
    out: list[tuple[int, tuple[int, ...], bool]] = []
    if number is not None:
        out.append((number, (), False))
    if digit is not None:
        for i, crossed in enumerate(nile):
            if not crossed:
                n = pad.nile[i]
                for formed in dict.fromkeys((join(digit, n), join(n, digit))):
                    out.append((formed, (i,), False))
    if solo:
        for i, j in pad.plus:
            if not nile[i] and not nile[j]:
                a, b = pad.nile[i], pad.nile[j]
                for formed in dict.fromkeys((join(a, b), join(b, a))):
                    out.append((formed, (i, j), True))
    return out


def changes_each_time(pad: Pad, base: int, powers: tuple[int, ...]) -> bool:
    """Whether every symbol of `powers`, in order, changes the number (GD-V1)."""
    number = base
    for index in powers:
        after = transform(pad, number, (index,))
        if after == number:
            return False
        number = after
    return True


def power_sets_of(pad: Pad, usable: tuple[int, ...], base: int) -> list[tuple[int, ...]]:
    """The sets of the circled symbols `usable` that may be used on `base` (each must change
    the number; at most `powers_per_write`), the empty set first."""
    out: list[tuple[int, ...]] = [()]
    for size in range(1, min(pad.powers_per_write, len(usable)) + 1):
        for combo in itertools.combinations(usable, size):
            if changes_each_time(pad, base, combo):
                out.append(combo)
    return out


def _empty_bounds(pad: Pad, cells: tuple[int | None, ...]) -> list[tuple[int, int, int | None]]:
    """(cell, low, high) of `bounds` for every empty cell, by cell: one sweep up and one
    down each chain."""
    out: list[tuple[int, int, int | None]] = []
    for chain in pad.chains.values():
        highs: list[int | None] = []
        high: int | None = None
        for i in reversed(chain):
            highs.append(high)
            if (v := cells[i]) is not None:
                high = v
        low = -1
        for i, above in zip(chain, reversed(highs), strict=True):
            if (v := cells[i]) is None:
                out.append((i, low, above))
            else:
                low = v
    out.sort()
    return out


@lru_cache(maxsize=4096)
def bounds_of(pad: Pad, cells: tuple[int | None, ...]) -> tuple[tuple[int, int, int | None], ...]:
    """_empty_bounds, memoised: a sheet that wrote nothing keeps its cells for the next roll."""
    return tuple(_empty_bounds(pad, cells))


@lru_cache(maxsize=65536)
def write_options(
    pad: Pad,
    cells: tuple[int | None, ...],
    number: int | None,
    digit: int | None,
    nile: tuple[bool, ...],
    solo: bool,
    usable: tuple[int, ...],
) -> tuple[WriteOption, ...]:
    """Every write of a sheet with these `cells` and crossed `nile` digits on a roll (`number`,
    `digit`: see formations_of), with the circled symbols `usable`: by formation, then symbol
    set, then cell. Memoised: the search meets the same sheets and rolls again and again."""
    limits = bounds_of(pad, cells)
    out: list[WriteOption] = []
    for base, indices, pair in formations_of(pad, number, digit, nile, solo):
        for powers in power_sets_of(pad, usable, base):
            written = transform(pad, base, powers)
            for i, low, high in limits:
                if low < written and (high is None or written < high):
                    out.append((i, written, base, indices, powers, pair))
    return tuple(out)


# --- reasons -----------------------------------------------------------------------------------


def _refuse(reason: str, **args: Any) -> IllegalAction:
    """Why a move is refused: the message `reason` of texts.WORDS."""
    return IllegalAction(say(WORDS, reason, **args))


# --- the engine: one game in plain lists -------------------------------------------------------
#
# The rules are played here once, for the app (through GizaRules, on the frozen State above) and
# for the computers' play-outs and `simulate` (on a Game directly, thousands of moves a second):
#
# - a sheet is a `GameSheet` with the four fields of Sheet, as lists (the sheet helpers above read
#   either: `bounds`, `part_scarab`, `can_fill_pyramid`...), shared by the copies of a game until
#   a roll's writing changes it (`_resolve` changes a copy: a move copies no sheet it leaves);
# - a seat's pending choice is the option it took (below), applied when every seat has confirmed.
#
# An option is what `legal(seat)` lists, in the order GizaRules.legal_actions lists the actions,
# as a plain value: the announced number (the roller orders the dice), a `WriteOption` tuple
# (cell, number, base, Nile digit indices, ×2/:2 symbols, solo pair?) — cell `PASS_CELL` for
# writing nothing — or `DONE_OPTION`. A seat's writes come from write_options, memoised on the
# sheet and the roll, and are kept on the game until the roll changes. `action(seat, option)`
# converts an option at the boundary, as `of(state)` and `to_state` do for the state; GizaRules
# checks an action (with the reason of a refusal) and gives the engine its option.

ROLL, ORDER, WRITE, OVER = 0, 1, 2, 3
PHASES: tuple[Phase, ...] = ("roll", "order", "write", "over")
_PHASE = {name: i for i, name in enumerate(PHASES)}

DONE_OPTION = -1  # the option "confirm this roll's choice"
PASS_CELL = -1  # the cell of a WriteOption that writes nothing
NO_STOP = 1 << 30  # stop_rolls of a game played to the end
Option: TypeAlias = int | WriteOption


@dataclass(frozen=True, slots=True)
class _Tables:
    """What the engine reads of a pad again and again, worked out once per pad."""

    part_of: tuple[int, ...]  # cell -> its part
    part_cells: tuple[tuple[int, ...], ...]
    power_cells: tuple[tuple[int, ...], ...]
    passes: tuple[WriteOption, ...]  # the quick game's passes, one per Nile digit


@lru_cache(maxsize=16)
def _tables(pad: Pad) -> _Tables:
    return _Tables(
        part_of=tuple(cell.part for cell in pad.cells),
        part_cells=tuple(part.cells for part in pad.parts),
        power_cells=tuple(power.cells for power in pad.powers),
        passes=tuple((PASS_CELL, -1, -1, (i,), (), False) for i in range(len(pad.nile))),
    )


_PASS_NOTHING: WriteOption = (PASS_CELL, -1, -1, (), (), False)


class GameSheet:
    """A player's sheet as lists (the fields of Sheet).

    Copies of a Game share their sheets (a move changes at most the roll's sheets, once every
    seat has confirmed): a sheet reached by a Game is never changed in place, `_resolve` changes
    a copy of it. So what depends on the sheet alone is worked out once per sheet and kept on it
    (`to_sheet`, `key`, `fillable`, `formable`, and in `notes` what the computers' values read of
    it, fast.py's); `copy()` gives a sheet of its own to change, with nothing kept."""

    __slots__ = (
        "_fillable", "_formable", "_frozen", "_key", "bonuses", "cells", "nile", "notes", "powers",
    )  # fmt: skip

    cells: list[int | None]
    nile: list[bool]
    bonuses: list[Mark]
    powers: list[PowerMark]
    _frozen: Sheet | None
    _key: tuple[tuple[Any, ...], ...] | None
    _fillable: tuple[Pad, bool, bool, bool] | None  # pad, solo, powers on -> can_fill_pyramid
    _formable: tuple[Pad, bool, bool, tuple[int, ...]] | None  # ... -> still_formable
    notes: Any  # None until fast.py keeps something

    @classmethod
    def from_sheet(cls, sheet: Sheet) -> GameSheet:
        gs = cls()
        gs.cells = list(sheet.cells)
        gs.nile = list(sheet.nile)
        gs.bonuses = list(sheet.bonuses)
        gs.powers = list(sheet.powers)
        gs._frozen = sheet
        gs._key = gs._fillable = gs._formable = gs.notes = None
        return gs

    def to_sheet(self) -> Sheet:
        frozen = self._frozen
        if frozen is None:
            cells, nile, bonuses, powers = self.key()
            frozen = self._frozen = Sheet(cells, nile, bonuses, powers)
        return frozen

    def key(self) -> tuple[tuple[Any, ...], ...]:
        """The four fields as tuples (what the memos of the computers' values are keyed on)."""
        key = self._key
        if key is None:
            key = self._key = (
                tuple(self.cells), tuple(self.nile), tuple(self.bonuses), tuple(self.powers),
            )  # fmt: skip
        return key

    def fillable(self, pad: Pad, solo: bool, powers_on: bool) -> bool:
        """can_fill_pyramid of this sheet."""
        kept = self._fillable
        if kept is not None and kept[0] is pad and kept[1] == solo and kept[2] == powers_on:
            return kept[3]
        fillable = can_fill_pyramid(pad, self, solo, powers_on)
        self._fillable = (pad, solo, powers_on, fillable)
        return fillable

    def formable(self, pad: Pad, solo: bool, powers_on: bool) -> tuple[int, ...]:
        """still_formable of this sheet."""
        kept = self._formable
        if kept is not None and kept[0] is pad and kept[1] == solo and kept[2] == powers_on:
            return kept[3]
        formable = still_formable(pad, self, solo, powers_on)
        self._formable = (pad, solo, powers_on, formable)
        return formable

    def copy(self) -> GameSheet:
        gs = GameSheet()
        gs.cells = self.cells[:]
        gs.nile = self.nile[:]
        gs.bonuses = self.bonuses[:]
        gs.powers = self.powers[:]
        gs._frozen = gs._key = gs._fillable = gs._formable = gs.notes = None
        return gs

    def total(self, pad: Pad) -> int:
        """GD-E2, GD-E3: the scarab digits and the circled bonuses (GizaRules.tally's items,
        added)."""
        parts = pad.parts
        return sum(part_scarab(pad, self, p) for p in range(len(parts))) + sum(
            parts[p].bonus for p, mark in enumerate(self.bonuses) if mark == "circled"
        )


class Game:
    """One game of Giza dice in plain lists, changed in place (`copy()` to branch)."""

    __slots__ = (
        "choices",
        "dice",
        "ended_by",
        "frozen_sheets",
        "memo",
        "number",
        "phase",
        "players",
        "powers",
        "quick",
        "roller",
        "rolls",
        "rules",
        "sheets",
        "stop_rolls",
        "waiting",
    )

    rules: GizaRules  # its pad and the ends of its rules version
    players: int
    powers: bool  # GD-V1
    quick: bool  # GD-V3
    roller: int
    rolls: int
    dice: tuple[Face, ...]
    number: int | None
    phase: int
    waiting: list[int]
    choices: list[WriteOption | None]
    sheets: list[GameSheet]
    ended_by: EndReason | None
    memo: dict[int, list[Option]]  # seat -> its options on this roll
    # The frozen sheets equal to `sheets`, while known: only `_resolve` changes the sheets (once
    # a roll), so most moves' `to_state` hands on the frozen sheets it started from.
    frozen_sheets: tuple[Sheet, ...] | None
    stop_rolls: int  # a search looks no further than this roll (ai.py); to_state drops it

    # --- the boundary with the frozen State ------------------------------------------------------

    @classmethod
    def from_state(cls, state: State, rules: GizaRules | None = None) -> Self:
        """The state (or a view: Giza dice hides nothing) as a Game under `rules` (RULES)."""
        game = cls()
        game.rules = RULES if rules is None else rules
        game.players = state.players
        game.powers = state.powers
        game.quick = state.quick
        game.roller = state.roller
        game.rolls = state.rolls
        game.dice = state.dice
        game.number = state.number
        game.phase = _PHASE[state.phase]
        game.waiting = list(state.waiting)
        game.choices = [None if c is None else _option_of(c) for c in state.choices]
        made: dict[int, GameSheet] = {}  # a sheet met again (a new game's) is shared too
        game.sheets = [
            made.get(id(sheet)) or made.setdefault(id(sheet), GameSheet.from_sheet(sheet))
            for sheet in state.sheets
        ]
        game.frozen_sheets = state.sheets
        game.ended_by = state.ended_by
        game.memo = {}
        game.stop_rolls = NO_STOP
        return game

    def to_state(self) -> State:
        """The frozen State of this game (what the app shows, saves and keeps for undo)."""
        sheets = self.frozen_sheets
        if sheets is None:  # (a sheet the roll left as it was keeps its frozen Sheet)
            sheets = self.frozen_sheets = tuple([sheet.to_sheet() for sheet in self.sheets])
        choices = _CHOICES
        if len(choices) > _CHOICES_KEPT:
            choices.clear()
        return State(
            players=self.players,
            powers=self.powers,
            quick=self.quick,
            roller=self.roller,
            rolls=self.rolls,
            dice=self.dice,
            number=self.number,
            phase=PHASES[self.phase],
            waiting=tuple(self.waiting),
            choices=tuple(
                [None if c is None else choices.get(c) or _choice_of(c) for c in self.choices]
            ),
            sheets=sheets,
            ended_by=self.ended_by,
        )

    def copy(self) -> Self:
        game = self.__class__()
        game.rules = self.rules
        game.players = self.players
        game.powers = self.powers
        game.quick = self.quick
        game.roller = self.roller
        game.rolls = self.rolls
        game.dice = self.dice
        game.number = self.number
        game.phase = self.phase
        game.waiting = self.waiting[:]
        game.choices = self.choices[:]
        game.sheets = self.sheets[:]  # shared: `_resolve` changes copies (see GameSheet)
        game.frozen_sheets = self.frozen_sheets
        game.ended_by = self.ended_by
        game.memo = dict(self.memo)  # its lists are never changed, only replaced
        game.stop_rolls = self.stop_rolls
        return game

    @property
    def solo(self) -> bool:
        return self.players == 1

    # --- flow ------------------------------------------------------------------------------------

    def to_move(self) -> int | None:
        """The seat to decide (the roller ordering, or the first seat still writing), or None:
        the dice are to be rolled, or the game is over."""
        phase = self.phase
        if phase == WRITE:
            return self.waiting[0]
        if phase == ORDER:
            return self.roller
        return None

    def legal(self, seat: Seat) -> list[Option]:
        """`seat`'s options, in the order of GizaRules.legal_actions (empty if it may not act)."""
        phase = self.phase
        if phase == ORDER:
            if seat != self.roller:
                return []
            a, b = (int(face) for face in self.dice)
            return list(dict.fromkeys((join(a, b), join(b, a))))  # GD-P2
        if phase != WRITE or seat not in self.waiting:
            return []
        if self.choices[seat] is not None:
            return [DONE_OPTION]
        out = self.memo.get(seat)
        if out is None:
            out = self.memo[seat] = self._writes(seat)
        return out

    def _writes(self, seat: Seat) -> list[Option]:
        """GD-P2, GD-P3, GD-P5..P7, GD-V1..V3: every write, then the passes."""
        sheet = self.sheets[seat]
        pad = self.rules.pad
        usable = (
            tuple([i for i, mark in enumerate(sheet.powers) if mark == "circled"])
            if self.powers
            else ()
        )
        cells, nile, _bonuses, _powers = sheet.key()
        out: list[Option] = list(
            write_options(
                pad, cells, self.number, digit_of(self.dice), nile, self.players == 1, usable
            )
        )
        if self.quick:
            passes = _tables(pad).passes
            out.extend(passes[i] for i, crossed in enumerate(sheet.nile) if not crossed)
        else:
            out.append(_PASS_NOTHING)
        return out

    def apply(self, seat: Seat, option: Option) -> None:
        """`seat` takes `option` (one of `legal(seat)`, or what GizaRules made of a checked
        action: not checked again)."""
        if self.phase == ORDER:
            assert isinstance(option, int)
            self.number = option
            self._start_writing()
        elif option == DONE_OPTION:
            waiting = self.waiting
            waiting.remove(seat)
            if not waiting:
                self._resolve()
        else:
            assert isinstance(option, tuple)
            self.choices[seat] = option

    def roll(self, dice: tuple[Face, ...]) -> None:
        """The chance action Roll(dice) (GD-P1, GD-P2, GD-P4)."""
        self.dice = dice
        self.number = None
        a, b = dice
        if a == NILE and b == NILE:
            return  # GD-P4: roll again
        self.rolls += 1
        if a != NILE and b != NILE:
            if a != b:
                self.phase = ORDER
                return
            self.number = join(int(a), int(b))
        self._start_writing()

    def is_over(self) -> bool:
        return self.phase == OVER

    def resolve_chance(self, rng: Rng) -> tuple[Face, Face]:
        """Roll as GizaRules.resolve_chance does with `rng`; the dice (its action)."""
        faces = self.rules.pad.faces
        dice = (rng.choice(faces), rng.choice(faces))
        self.roll(dice)
        return dice

    def _start_writing(self) -> None:
        n = self.players
        self.phase = WRITE
        self.waiting = [(self.roller + i) % n for i in range(n)]
        self.choices = [None] * n
        self.memo = {}

    # everyone has confirmed: the choices take effect (GD-P8, GD-V1, GD-V2, GD-E1, GD-V3)
    def _resolve(self) -> None:
        pad = self.rules.pad
        tables = _tables(pad)
        # the sheets may be shared with other copies of the game: each one changed here is
        # copied first, once (`own`), and the others stay shared
        sheets = self.sheets
        owned = [False] * len(sheets)

        def own(seat: int) -> GameSheet:
            if owned[seat]:
                return sheets[seat]
            owned[seat] = True
            sheet = sheets[seat] = sheets[seat].copy()
            return sheet

        finishers: dict[int, list[int]] = {}
        for seat, choice in enumerate(self.choices):
            if choice is None:
                continue
            sheet = own(seat)
            cell, number, _base, nile, powers, pair = choice
            if pair:  # GD-V2: the price of two Nile digits, before this roll's bonuses
                part = highest_open_bonus(pad, sheet)
                if part is not None:
                    sheet.bonuses[part] = "crossed"
            if cell != PASS_CELL:
                sheet.cells[cell] = number
                part = tables.part_of[cell]
                cells = sheet.cells
                if all(cells[i] is not None for i in tables.part_cells[part]):
                    finishers.setdefault(part, []).append(seat)
            for index in nile:
                sheet.nile[index] = True
            for index in powers:
                sheet.powers[index] = "used"
        # an open bonus of a part filled now: circled by all who filled it, crossed by the rest
        for part in sorted(finishers):
            first = finishers[part]
            for seat in range(len(sheets)):
                if sheets[seat].bonuses[part] == "open":
                    own(seat).bonuses[part] = "circled" if seat in first else "crossed"
        if self.powers:  # a printed symbol whose two cells are filled is circled
            for seat in range(len(sheets)):
                marks, cells = sheets[seat].powers, sheets[seat].cells
                for index, (a, b) in enumerate(tables.power_cells):
                    if marks[index] == "printed" and cells[a] is not None and cells[b] is not None:
                        marks = own(seat).powers
                        marks[index] = "circled"
        if True in owned:
            self.frozen_sheets = None
        self.choices = [None] * self.players
        self.memo = {}
        self.waiting = []
        ended = self._end()
        if ended is not None:
            self.phase = OVER
            self.ended_by = ended
            return
        if self.players > 1:
            self.roller = (self.roller + 1) % self.players
        self.phase = ROLL
        self.number = None

    def _end(self) -> EndReason | None:
        """GD-E1, GD-V3, GD-E4 (and the roll cap of rules version 1)."""
        rules = self.rules
        pad = rules.pad
        sheets = self.sheets
        pyramid = _pyramid_of(pad)
        if any(None not in pyramid(sheet.cells) for sheet in sheets):
            return "pyramid"
        if self.quick and any(all(sheet.nile) for sheet in sheets):
            return "nile"
        solo = self.players == 1
        powers = self.powers
        if rules.exact_end:
            if not any(sheet.fillable(pad, solo, powers) for sheet in sheets):
                return "stuck"
        elif not any(could_fill_pyramid_v2(pad, sheet, solo, powers) for sheet in sheets):
            return "stuck"
        if rules.roll_cap is not None and self.rolls >= rules.roll_cap:
            return "limit"
        return None

    # --- reading -------------------------------------------------------------------------------

    def totals(self) -> list[int]:
        """Every seat's score now (GD-E2, GD-E3)."""
        pad = self.rules.pad
        return [sheet.total(pad) for sheet in self.sheets]

    def action(self, seat: Seat, option: Option) -> Action:
        """The action for one of `seat`'s options (made once: the same objects every time)."""
        if self.phase == ORDER:
            assert isinstance(option, int)
            return _order(number=option)
        if option == DONE_OPTION:
            return DONE
        assert isinstance(option, tuple)
        pad = self.rules.pad
        if option[0] == PASS_CELL:
            nile = option[3]
            return _pass(nile=pad.nile[nile[0]] if nile else None)
        return write_action(pad, option)

    def option(self, seat: Seat, action: Action) -> Option:
        """The option for a legal action of `seat` (ValueError if it is not one)."""
        for option in self.legal(seat):
            if self.action(seat, option) == action:
                return option
        raise ValueError(f"{action!r} is not a legal action here")


def _option_of(choice: Choice) -> WriteOption:
    """A pending Choice as the option that makes it (its base number is not kept)."""
    if choice.cell is None:
        return (PASS_CELL, -1, -1, choice.nile, (), False)
    assert choice.number is not None
    return (choice.cell, choice.number, -1, choice.nile, choice.powers, choice.pair)


def _choice_of(option: WriteOption) -> Choice:
    """The pending Choice an option makes (made once per option: a Choice never changes)."""
    cell, number, _base, nile, powers, pair = option
    if cell == PASS_CELL:
        choice = Choice(None, None, nile, (), False)
    else:
        choice = Choice(cell, number, tuple(sorted(nile)), powers, pair)
    _CHOICES[option] = choice
    return choice


# the Choice of each option met (`to_state` makes every pending choice again on every move)
_CHOICES: dict[WriteOption, Choice] = {}
_CHOICES_KEPT = 65536


_MADE: LastEngine[State, Game] = LastEngine()


def game_of(state: State, rules: GizaRules | None = None) -> Game:
    """The Game of `state` under `rules` (RULES), not to be changed (`copy()` it): the one last
    made or reached is kept (`core.engine_memo`)."""
    rules = RULES if rules is None else rules
    return _MADE.of(
        state, lambda made: Game.from_state(made, rules), lambda kept: kept.rules is rules
    )


# the actions of a list of write options (keyed by the list's id; the list is kept with them)
_ACTIONS: dict[int, tuple[list[Option], tuple[Action, ...]]] = {}
_ACTIONS_KEPT = 4096


def _keep(game: Game) -> State:
    return _MADE.keep(game)


# --- the rules object --------------------------------------------------------------------------


class GizaRules(GameRules[State]):
    actions: TypeAdapter[Any] = TypeAdapter(GizaAction)
    commit_kinds = frozenset({"order", "done"})
    # a seat's write or pass and its Done read as one line of the log ("Ana confirms." under
    # every seat's choice would double the roll's lines, a computer's made at once with it)
    said_with_move_kinds = frozenset({"done"})

    def __init__(
        self, pad: Pad, roll_cap: int | None = None, info: GameInfo = INFO, exact_end: bool = True
    ) -> None:
        self.pad = pad
        self.roll_cap = roll_cap  # rules version 1 only
        self.info = info
        self.exact_end = exact_end  # False: versions 1 and 2 (see could_fill_pyramid_v2)

    def under_rules_version(self, version: int) -> GizaRules | None:
        """These rules as they were in `version`, to replay a save recorded under it."""
        if version == self.info.rules_version:
            return self
        if version in (1, 2):
            old = self.info.model_copy(update={"rules_version": version})
            cap = V1_ROLL_CAP if version == 1 else None
            return GizaRules(self.pad, roll_cap=cap, info=old, exact_end=False)
        return None

    # -- setup (GD-C2, GD-P1) --

    def first_state(self, players: int, options: Mapping[str, Any], rng: Rng) -> State:
        pad = self.pad
        bonus: Mark = "open"
        printed: PowerMark = "printed"
        sheet = Sheet(
            (None,) * len(pad.cells), (False,) * len(pad.nile), (bonus,) * len(pad.parts),
            (printed,) * len(pad.powers),
        )  # fmt: skip
        return State(
            players=players,
            powers=bool(options.get("powers", False)),
            quick=bool(options.get("quick", False)),
            roller=rng.below(players),
            rolls=0,
            dice=(),
            number=None,
            phase="roll",
            waiting=(),
            choices=(None,) * players,
            sheets=(sheet,) * players,
            ended_by=None,
        )

    # -- flow --

    def step(self, state: State) -> Step:
        if state.phase == "roll":
            return Chance("roll")
        if state.phase == "order":
            return Decide((state.roller,))
        if state.phase == "write":
            return Decide(state.waiting, simultaneous=True)
        return GameOver()

    def formations(self, state: State, seat: Seat) -> list[tuple[int, tuple[int, ...], bool]]:
        """(number, Nile digit indices crossed, solo pair?) for every number `seat` may write
        this roll before any ×2 or :2."""
        return formations_of(
            self.pad, state.number, digit_of(state.dice), state.sheets[seat].nile, state.solo
        )

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        game = game_of(state, self)
        options = game.legal(seat)
        kept = _ACTIONS.get(id(options))
        if kept is not None and kept[0] is options:
            return list(kept[1])
        actions = [game.action(seat, option) for option in options]
        if game.phase == WRITE and len(options) > 1:
            # a seat's writes on a roll: one list, shared by the game's copies until the roll
            # changes (Game.memo), asked for again and again as the roll's moves are made
            if len(_ACTIONS) >= _ACTIONS_KEPT:
                _ACTIONS.clear()
            _ACTIONS[id(options)] = (options, tuple(actions))
        return actions

    def apply(self, state: State, seat: Seat | None, action: Action) -> State:
        if state.phase == "over":
            raise _refuse("over")
        if isinstance(action, Roll):
            return self._apply_roll(state, seat, action)
        if seat is None:
            raise _refuse("no_player")
        if not 0 <= seat < state.players:
            raise _refuse("no_such_player")
        if isinstance(action, Order):
            return self._apply_order(state, seat, action)
        if isinstance(action, Write | Pass | Done):
            if state.phase != "write":
                raise _refuse("no_number_yet")
            if seat not in state.waiting:
                raise _refuse("finished")
            if isinstance(action, Done):
                return self._apply_done(state, seat)
            if state.choices[seat] is not None:
                raise _refuse("chosen")
            if isinstance(action, Write):
                choice = self.check_write(state, seat, action)
            else:
                choice = self._check_pass(state, seat, action)
            game = game_of(state, self).copy()
            game.apply(seat, _option_of(choice))
            return _keep(game)
        raise _refuse("no_such_move")

    # the roll (GD-P1, GD-P4)
    def _apply_roll(self, state: State, seat: Seat | None, action: Roll) -> State:
        if seat is not None:
            raise _refuse("game_rolls")
        if state.phase != "roll":
            raise _refuse("not_rolling_now")
        if any(face not in self.pad.faces for face in action.dice):
            raise _refuse("no_such_face")
        game = game_of(state, self).copy()
        game.roll(action.dice)
        return _keep(game)

    # the roller orders the digits (GD-P2)
    def _apply_order(self, state: State, seat: Seat, action: Order) -> State:
        if state.phase != "order":
            raise _refuse("not_ordering_now")
        if seat != state.roller:
            raise _refuse("roller_orders")
        if action not in self.legal_actions(state, seat):
            a, b = state.dice
            raise _refuse("order_dice", first=join(int(a), int(b)), second=join(int(b), int(a)))
        game = game_of(state, self).copy()
        game.apply(seat, action.number)
        return _keep(game)

    # writing (GD-P2, GD-P3, GD-P5..P7, GD-V1, GD-V2)
    def check_write(self, state: State, seat: Seat, action: Write) -> Choice:
        """The pending choice `action` makes, or IllegalAction saying why it may not be made."""
        pad = self.pad
        sheet = state.sheets[seat]
        cell = pad.index.get(action.cell)
        if cell is None:
            raise _refuse("no_such_cell")
        nile = self._nile_indices(sheet, action.nile)
        pair = len(nile) == 2
        if not nile:
            if state.number is None:
                raise _refuse("form_from_die")
            if action.base != state.number:
                raise _refuse("announced", number=state.number)
        elif len(nile) == 1:
            digit = digit_of(state.dice)
            if digit is None:
                raise _refuse("nile_needs_symbol")
            n = pad.nile[nile[0]]
            if action.base not in (join(digit, n), join(n, digit)):
                raise _refuse("with_nile", digit=digit, nile=n, a=join(digit, n), b=join(n, digit))
        else:
            if not state.solo or tuple(sorted(nile)) not in pad.plus:
                raise _refuse("pair_solo")
            a, b = (pad.nile[i] for i in nile)
            if action.base not in (join(a, b), join(b, a)):
                raise _refuse("with_pair", x=a, y=b, a=join(a, b), b=join(b, a))
        number = self._check_powers(state, seat, action.base, action.powers)
        if sheet.cells[cell] is not None:
            raise _refuse("filled")
        building = pad.cells[cell].building
        if any(sheet.cells[i] == number for i in pad.chains[building]):
            raise _refuse(f"twice.{building}", number=number)
        if not fits(pad, sheet, cell, number):
            raise _refuse(f"order.{building}", number=number)
        return Choice(cell, number, tuple(sorted(nile)), action.powers, pair)

    def _nile_indices(self, sheet: Sheet, digits: tuple[int, ...]) -> tuple[int, ...]:
        pad = self.pad
        if len(set(digits)) != len(digits) or len(digits) > 2:
            raise _refuse("nile_once")
        out = []
        for digit in digits:
            if digit not in pad.nile:
                raise _refuse("not_nile", digit=digit)
            index = pad.nile.index(digit)
            if sheet.nile[index]:
                raise _refuse("nile_crossed", digit=digit)
            out.append(index)
        return tuple(out)

    def _check_powers(self, state: State, seat: Seat, base: int, powers: tuple[int, ...]) -> int:
        if not powers:
            return base
        pad = self.pad
        if not state.powers:
            raise _refuse("powers_off")
        if len(set(powers)) != len(powers) or len(powers) > pad.powers_per_write:
            raise _refuse("one_power")
        marks = state.sheets[seat].powers
        for index in powers:
            if not 0 <= index < len(pad.powers):
                raise _refuse("no_such_power")
            if marks[index] == "used":
                raise _refuse("power_used")
            if marks[index] != "circled":
                raise _refuse("power_not_circled")
        if not changes_each_time(self.pad, base, powers):
            raise _refuse("no_change", number=base)
        return transform(pad, base, powers)

    def _check_pass(self, state: State, seat: Seat, action: Pass) -> Choice:
        if not state.quick and action.nile is not None:
            raise _refuse("pass_free")
        if state.quick and action.nile is None:
            raise _refuse("pass_costs")  # GD-V3
        nile = () if action.nile is None else self._nile_indices(state.sheets[seat], (action.nile,))
        return Choice(None, None, nile, (), False)

    def _apply_done(self, state: State, seat: Seat) -> State:
        if state.choices[seat] is None:
            raise _refuse("choose_first")
        game = game_of(state, self).copy()
        game.apply(seat, DONE_OPTION)
        return _keep(game)

    # -- chance --

    def resolve_chance(self, state: State, rng: Rng) -> Action:
        if state.phase != "roll":
            raise ValueError("no chance action is needed now")
        faces = self.pad.faces
        return Roll(dice=(rng.choice(faces), rng.choice(faces)))

    # -- scores (GD-E2, GD-E3) --

    def tallies(self, state: State) -> list[tuple[tuple[ScoreItem, ...], None]]:
        """Each sheet's items, ranked by total alone: tied players share the win (GD-E3)."""
        solo = len(state.sheets) == 1
        return [(self.tally(sheet, solo), None) for sheet in state.sheets]

    @lru_cache(maxsize=4096)  # noqa: B019 - one rules object for the app's life; sheets repeat
    def tally(self, sheet: Sheet, solo: bool = False) -> tuple[ScoreItem, ...]:
        """One sheet's score items: a scarab digit per part, the circled bonuses (in `solo`,
        GD-V2, circled for a part filled at all: no one finishes first, so the line says
        only "Bonuses")."""
        pad = self.pad
        items = [
            ScoreItem(f"scarab.{p.key}", WORDS[f"part.{p.key}"].source, part_scarab(pad, sheet, i))
            for i, p in enumerate(pad.parts)
        ]
        circled = [pad.parts[i].bonus for i, m in enumerate(sheet.bonuses) if m == "circled"]
        bonuses = WORDS["bonuses.solo" if solo else "bonuses"].source
        return (*items, ScoreItem("bonuses", bonuses, sum(circled), {"circled": len(circled)}))

    # -- words: each a message of texts.WORDS, picked by the move's kind or the thing it is about

    def describe(self, action: Action, seat: Seat | None, before: State | None = None) -> Text:
        if isinstance(action, Roll):
            name: Any = PlayerRef(before.roller) if before is not None else ""
            faces = [face for face in action.dice if face != NILE]
            return pick(WORDS, "roll", str(len(faces)), name=name, **_digits(faces))
        if isinstance(action, Order):
            return say(WORDS, "log.order", number=action.number)
        if isinstance(action, Write):
            return self._describe_write(action)
        if isinstance(action, Pass):
            if action.nile is None:
                return say(WORDS, "log.pass")
            return say(WORDS, "log.pass_nile", digit=action.nile)
        return say(WORDS, "log.done" if isinstance(action, Done) else "log.moves")

    def _describe_write(self, action: Write) -> Text:
        """Where the number goes, then how it was made: the Nile digits, the ×2/:2 used."""
        pad = self.pad
        cell = pad.index.get(action.cell)
        number = transform(pad, action.base, (i for i in action.powers if i < len(pad.powers)))
        if cell is None:
            what = say(WORDS, "write", number=number)
        else:
            part = pad.part_of(cell)
            what = pick(WORDS, "write", part.building, level=part.level, number=number)
        how: list[Text] = []
        if action.nile:
            how.append(pick(WORDS, "with", str(min(len(action.nile), 2)), **_digits(action.nile)))
        how += [pick(WORDS, "used", pad.powers[i].kind) for i in action.powers
                if i < len(pad.powers)]  # fmt: skip
        detail = listing(WORDS, "joint", how)
        if detail is None:
            return say(WORDS, "sentence", what=what)
        return say(WORDS, "sentence.how", what=what, how=detail)

    def events(self, before: State, after: State) -> tuple[Text, ...]:
        """Bonuses circled and lost, symbols circled (GD-P8, GD-V1, GD-V2), and the end."""
        if before.phase != "write" or after.phase == "write":
            return ()
        pad = self.pad
        out: list[Text] = []
        for seat, (old, new) in enumerate(zip(before.sheets, after.sheets, strict=True)):
            name = PlayerRef(seat)
            choice = before.choices[seat]
            for part, (was, now) in enumerate(zip(old.bonuses, new.bonuses, strict=True)):
                info = pad.parts[part]
                if was == now or (now != "circled" and (choice is None or not choice.pair)):
                    continue
                said = "paid" if now != "circled" else "circled_solo" if before.solo else "circled"
                out.append(pick(WORDS, said, info.building, level=info.level, name=name,
                                points=info.bonus))  # fmt: skip
            for index, (was_p, now_p) in enumerate(zip(old.powers, new.powers, strict=True)):
                if was_p == "printed" and now_p == "circled":
                    out.append(pick(WORDS, "symbol", pad.powers[index].kind, name=name))
        if after.phase == "over" and (reason := self.end_reason(after)) is not None:
            out.append(reason)
        return tuple(out)

    def end_reason(self, state: State) -> Text | None:
        if state.phase != "over":
            return None
        ended = state.ended_by
        if ended == "pyramid" or ended == "nile":  # said with the first seat that did it
            seat = next(
                s for s, sheet in enumerate(state.sheets)
                if (pyramid_full(self.pad, sheet) if ended == "pyramid" else all(sheet.nile))
            )  # fmt: skip
            return pick(WORDS, "ended", ended, name=PlayerRef(seat))
        if ended == "stuck":
            return say(WORDS, "ended.stuck")
        return say(WORDS, "ended.limit", n=state.rolls)

    def progress(self, state: State) -> Text | None:
        return say(WORDS, "progress", count=max(1, state.rolls))


def _digits(values: Sequence[Any]) -> dict[str, Any]:
    """The digits a sentence names: one is its {digit}; two (the first two) {first}, {second}."""
    if len(values) == 1:
        return {"digit": values[0]}
    return dict(zip(("first", "second"), values[:2], strict=False))


RULES = GizaRules(load_pad())

__all__ = [
    "CTX",
    "DONE",
    "PASS",
    "RULES",
    "Choice",
    "Done",
    "GizaRules",
    "Order",
    "Pass",
    "Roll",
    "Sheet",
    "State",
    "Write",
    "bounds",
    "can_fill_pyramid",
    "fits",
    "join",
    "part_scarab",
    "scarab",
    "transform",
]
