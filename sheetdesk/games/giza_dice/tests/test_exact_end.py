"""GD-E4, the end "no pyramid can be filled any more", is exact (rules.can_fill_pyramid),
with Nile digits (GD-P3, GD-V2) and ×2/:2 symbols (GD-V1): checked against a brute-force search
of every roll and every legal write on small pads, on the shipped pad near its end, on the
positions of the long games that never ended, and by play-outs of every variant that all end."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from sheetdesk.core import savefile
from sheetdesk.core.headless import play_fast, random_index
from sheetdesk.core.rng import Rng
from sheetdesk.games.giza_dice.fast import Game, greedy_index
from sheetdesk.games.giza_dice.pad import NILE, Pad, PadData, build_pad
from sheetdesk.games.giza_dice.rules import (
    DONE_OPTION,
    ORDER,
    OVER,
    PASS_CELL,
    ROLL,
    RULES,
    GizaRules,
    PowerMark,
    Sheet,
    State,
    can_fill_pyramid,
    could_fill_pyramid_v2,
    digit_of,
    pyramid_full,
    transform,
)
from sheetdesk.games.giza_dice.tests.helpers import base, everyone, level_cells, rolled, with_cells
from sheetdesk.resources import package_path

VARIANTS = ({}, {"powers": True}, {"quick": True}, {"powers": True, "quick": True})


def small_pad(per_write: int = 1) -> Pad:
    """A pad small enough to search every game from a position: two faces and the Nile on the
    dice, a pyramid of 3, 2 and 1 cells, three Nile digits with a "+", three symbols (two of
    them side by side on level 1)."""
    return build_pad(
        PadData.model_validate(
            {
                "dice": {"count": 2, "faces": ["nile", 2, 3]},
                "pyramid": {"levels": [3, 2, 1], "bonus": [3, 2, 1]},
                "obelisk": {"cells": 1, "bonus": 1},
                "sphinx": {"cells": 3, "bonus": 1},
                "nile": {"digits": [0, 1, 9], "plus": [[0, 1]]},
                "powers": [
                    {"kind": "double", "level": 1, "between": [1, 2]},
                    {"kind": "double", "level": 1, "between": [2, 3]},
                    {"kind": "halve", "level": 2, "between": [1, 2]},
                ],
                "powers_per_write": per_write,
            }
        )
    )


def brute_fillable(rules: GizaRules, state: State) -> bool:
    """Whether seat 0 can fill its pyramid, by trying every roll (every order of its dice) and
    every legal write of seat 0 into its pyramid (`legal_actions`) from `state`, the other seats
    writing nothing, depth first over the sheets met. Only a full pyramid ends this search: a
    game the rules end as stuck is played on, so the search never leans on the end it checks.

    Played on the rules' engine (`Game`, which GizaRules.apply hands each checked action to and
    whose options GizaRules.legal_actions lists as actions), option by option: the same games as
    through the actions, without checking and freezing every position on the way."""
    pad = rules.pad
    rolls = [(a, b) for a in pad.faces for b in pad.faces if (a, b) != (NILE, NILE)]
    pyramid = set(pad.chains["pyramid"])
    seen: set[tuple[Any, ...]] = set()
    todo = [Game.from_state(state, rules)]
    while todo:
        now = todo.pop()
        sheet = now.sheets[0]
        if pyramid_full(pad, sheet):
            return True
        key = (tuple(sheet.cells), tuple(sheet.nile), tuple(sheet.powers))
        if key in seen:
            continue
        seen.add(key)
        # a write leads to the same sheets whichever roll offered it (the dice, the roller and the
        # rolls counted are not read where the choices take effect, and the others write
        # nothing): each of seat 0's writes is played once from `now`; and the writes a roll
        # offers depend on its number and Nile digit alone (write_options), so a roll offering
        # the same ones as another is not listed again
        tried: set[Any] = set()
        offered: set[tuple[int | None, int | None]] = set()
        for dice in rolls:
            after_roll = now.copy()
            after_roll.roll(dice)
            if after_roll.phase == ORDER:
                seat = after_roll.roller
                writing = []
                for number in after_roll.legal(seat):
                    table = after_roll.copy()
                    table.apply(seat, number)
                    writing.append(table)
            else:
                writing = [after_roll]
            for table in writing:
                rolled = (table.number, digit_of(table.dice))
                if rolled in offered:
                    continue
                offered.add(rolled)
                for option in table.legal(0):
                    if option[0] not in pyramid:  # type: ignore[index]
                        continue  # nor writing nothing nor the obelisk or Sphinx helps a pyramid
                    if option in tried:
                        continue
                    tried.add(option)
                    after = table.copy()
                    after.apply(0, option)
                    after.apply(0, DONE_OPTION)
                    for seat in list(after.waiting):
                        after.apply(seat, NOTHING)
                        after.apply(seat, DONE_OPTION)
                    if after.phase == OVER:
                        if after.ended_by == "pyramid":
                            return True
                        after.phase, after.ended_by, after.number = ROLL, None, None
                    todo.append(after)
    return False


NOTHING = (PASS_CELL, -1, -1, (), (), False)  # the option of Pass() (writing nothing)


def made_numbers(pad: Pad) -> list[int]:
    """Every number any write on `pad` could make, for positions near the edge of reach."""
    digits = pad.digit_faces
    bases = {a * 10 + b for a in digits for b in digits}
    for n in pad.nile:
        bases |= {d * 10 + n for d in digits} | {n * 10 + d for d in digits}
    for i, j in pad.plus:
        bases |= {pad.nile[i] * 10 + pad.nile[j], pad.nile[j] * 10 + pad.nile[i]}
    made = set(bases)
    for b in bases:
        for p in range(len(pad.powers)):
            made.add(transform(pad, b, (p,)))
    return sorted(made)


def random_position(rules: GizaRules, rng: Rng, players: int, powers: bool, empties: int) -> State:
    """A position of `players` seats: seat 0's pyramid with `empties` empty cells and growing
    numbers in the rest (drawn mostly from numbers a write can make), some Nile digits crossed,
    its symbols circled or used where both cells are filled (printed otherwise), its obelisk and
    Sphinx full; every other seat with the same sheet (they write nothing)."""
    pad = rules.pad
    chain = pad.chains["pyramid"]
    pool = made_numbers(pad)
    empty = set()
    while len(empty) < empties:
        empty.add(chain[rng.below(len(chain))])
    values: set[int] = set()
    while len(values) < len(chain) - empties:
        values.add(pool[rng.below(len(pool))] if rng.below(5) else rng.below(200))
    ordered = iter(sorted(values))
    cells: list[int | None] = [None] * len(pad.cells)
    for i in chain:
        cells[i] = None if i in empty else next(ordered)
    for building in ("obelisk", "sphinx"):
        for n, i in enumerate(pad.chains[building]):  # type: ignore[index]
            cells[i] = 10 + n
    marks: list[PowerMark] = []
    for power in pad.powers:
        full = powers and all(cells[c] is not None for c in power.cells)
        marks.append(("circled", "used")[rng.below(2)] if full else "printed")
    sheet = Sheet(
        cells=tuple(cells),
        nile=tuple(rng.below(3) == 0 for _ in pad.nile),
        bonuses=("open",) * len(pad.parts),
        powers=tuple(marks),
    )
    state = rules.first_state(players, {"powers": powers}, rng)
    return replace(state, sheets=(sheet,) * players)


def agree_with_brute_force(
    rules: GizaRules, seed: int, positions: int, max_empties: int
) -> tuple[int, int, int]:
    """Positions of every kind checked against the brute force: (fillable, not fillable, where
    the rules of versions 1 and 2 said otherwise)."""
    rng = Rng(seed)
    counts = [0, 0, 0]
    for n in range(positions):
        players = 1 + n % 2  # solo ("+" pairs) and not
        powers = n % 3 != 0
        state = random_position(rules, rng, players, powers, 1 + rng.below(max_empties))
        sheet = state.sheets[0]
        truth = brute_fillable(rules, state)
        said = can_fill_pyramid(rules.pad, sheet, players == 1, powers)
        assert said == truth, (sheet, players, powers)
        counts[0 if truth else 1] += 1
        counts[2] += could_fill_pyramid_v2(rules.pad, sheet, players == 1, powers) != truth
    return counts[0], counts[1], counts[2]


@pytest.mark.parametrize("per_write", [1, 2])
def test_gd_e4_gd_v1_can_fill_is_exactly_what_a_brute_force_search_finds_on_small_pads(per_write):
    rules = GizaRules(small_pad(per_write))
    fillable, stuck, old_wrong = agree_with_brute_force(rules, 29 + per_write, 150, 4)
    assert fillable > 30 and stuck > 30  # both answers were met often
    assert old_wrong > 5  # and the old bound from above was wrong on some of them


def test_gd_e4_gd_v1_can_fill_agrees_with_the_brute_force_on_the_shipped_pad_near_its_end():
    fillable, stuck, old_wrong = agree_with_brute_force(RULES, 11, 80, 3)
    assert fillable > 20 and stuck > 20 and old_wrong > 3


def the_long_solo_game() -> State:
    """The position of a solo "More fun" game that went on for 7,781 rolls: every Nile digit
    crossed, the symbols used, circled, printed, printed; the gaps need 79-85 and 87-91."""
    rows = [[23, 24, 25, 32, 36], [42, 43, 45, 52], [53, 78, None], [86, None], [92]]
    cells = {
        cell: value
        for level, row in enumerate(rows, 1)
        for cell, value in zip(level_cells(level), row, strict=True)
        if value is not None
    }
    return with_cells(
        base(1, powers=True),
        0,
        cells,
        nile=(True,) * 5,
        powers=("used", "circled", "printed", "printed"),
    )


def test_gd_e4_gd_v1_a_symbol_counts_only_for_a_gap_it_can_serve():
    state = the_long_solo_game()
    pad = RULES.pad
    sheet = state.sheets[0]
    # the dice make 22-66, the circled :2 at most 33; the level-3 ×2 is circled only by filling
    # the very gap it would serve, the level-4 :2 likewise
    assert not can_fill_pyramid(pad, sheet, True, True)
    assert could_fill_pyramid_v2(pad, sheet, True, True)  # what kept the game going
    ended = everyone(rolled(state, 2, 2), {})
    assert ended.ended_by == "stuck"
    # a ×2 already circled serves the level-3 gap (2 × 40 = 80), then the level-3 ×2 is
    # circled and serves the level-4 gap (2 × 44 = 88): fillable, and only in that order
    served = with_cells(state, 0, {}, powers=("circled", "used", "printed", "printed"))
    assert can_fill_pyramid(pad, served.sheets[0], True, True)
    assert brute_fillable(RULES, served)
    # a Nile digit makes one number: with 7 and 8 left, 82-86 takes the 8 the pair 87 needs
    pair = with_cells(state, 0, {}, nile=(True, True, False, False, True),
                      powers=("used", "circled", "used", "printed"))  # fmt: skip
    assert not can_fill_pyramid(pad, pair.sheets[0], True, True)
    assert could_fill_pyramid_v2(pad, pair.sheets[0], True, True)
    assert not brute_fillable(RULES, pair)
    # a symbol's kind: the circled :2 never makes 88 (the old bound let it double)
    halve = with_cells(pair, 0, {}, nile=(True, True, True, False, True))
    assert not can_fill_pyramid(pad, halve.sheets[0], True, True)
    assert could_fill_pyramid_v2(pad, halve.sheets[0], True, True)
    assert not brute_fillable(RULES, halve)
    # with level 3's ×2 still printed, 8 makes 82-86 for its cell, which circles it for 88
    later = with_cells(halve, 0, {}, powers=("used", "circled", "printed", "printed"))
    assert can_fill_pyramid(pad, later.sheets[0], True, True)
    assert brute_fillable(RULES, later)


def test_gd_e4_gd_v1_two_printed_symbols_waiting_for_each_other_serve_nobody():
    """Level 1's ×2 and level 3's ×2 each needed by a cell the other one's circling needs."""
    values = [22, 69, None, 71, 72, 73, 74, 75, 76, 77, 103, None, 105, 106, 107]
    cells = {
        RULES.pad.cells[i].id: v
        for i, v in zip(RULES.pad.chains["pyramid"], values, strict=True)
        if v is not None
    }
    # 70 and 104 need a ×2; the level-1 ×2 waits for the cell of 70, the level-3 one for 104's
    waiting = with_cells(base(1, powers=True), 0, cells, nile=(True,) * 5,
                         powers=("printed", "used", "printed", "used"))  # fmt: skip
    assert not can_fill_pyramid(RULES.pad, waiting.sheets[0], True, True)
    assert not brute_fillable(RULES, waiting)
    # with level 3's ×2 circled the chain unties: it makes 70, which circles level 1's for 104
    untied = with_cells(waiting, 0, {}, powers=("printed", "used", "circled", "used"))
    assert can_fill_pyramid(RULES.pad, untied.sheets[0], True, True)
    assert brute_fillable(RULES, untied)


def test_gd_e4_the_golden_game_of_rules_version_3_ends_where_version_2_went_on(data_dir):
    golden = package_path(
        "sheetdesk.games.giza_dice", "golden", "golden-giza-dice-2p-stuck.sheetdesk"
    )
    session = savefile.load(golden)
    state = session.state
    assert session.rules.info.rules_version == 3 and state.ended_by == "stuck"
    assert not any(can_fill_pyramid(RULES.pad, s, False, True) for s in state.sheets)
    assert any(could_fill_pyramid_v2(RULES.pad, s, False, True) for s in state.sheets)


def play_out(players: int, options: dict[str, bool], seed: int, bot: Callable[..., int]) -> Game:
    """A whole game on the fast path with no cap of any kind (not the headless one either)."""
    fast = Game.from_state(RULES.setup(players, options, Rng(seed)))
    play_fast(fast, bot, Rng(seed + 1), lambda n, _kind: Rng(seed * 1_000_003 + n), "roll", 10**6)
    return fast


@pytest.mark.parametrize("players", [1, 9])
@pytest.mark.parametrize("variant", range(len(VARIANTS)))
def test_gd_e4_every_variant_ends_at_1_and_9_players(players, variant):
    """Seeded play-outs of random and greedy players with no roll limit all end."""
    options = VARIANTS[variant]
    for name, bot, games in (("random", random_index, 40), ("greedy", greedy_index, 10)):
        for seed in range(games):
            fast = play_out(players, options, 1000 * variant + seed, bot)
            assert fast.is_over(), (name, players, options, seed, fast.rolls)


def test_the_brute_force_itself_sees_a_pyramid_fill_and_a_stuck_one():
    rules = GizaRules(small_pad())
    state = rules.first_state(1, {"powers": True}, Rng(1))
    assert brute_fillable(rules, state)  # e.g. 2 3 22 | 23 32 | 33
    stuck = with_first_sheet(rules, state, [22, 23, None, 24, 25, 26])
    assert not brute_fillable(rules, stuck)  # nothing lies between 23 and 24


def with_first_sheet(rules: GizaRules, state: State, values: list[int | None]) -> State:
    pad = rules.pad
    cells = list(state.sheets[0].cells)
    for i, v in zip(pad.chains["pyramid"], values, strict=True):
        cells[i] = v
    sheet = replace(state.sheets[0], cells=tuple(cells))
    return replace(state, sheets=(sheet, *state.sheets[1:]))
