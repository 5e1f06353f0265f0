"""Giza dice rules: one test per rule ID of docs/rules/giza-dice.md (the ID is in the test's
name), each with an allowed and a refused case, and the rulebook's worked examples."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from pydantic import ValidationError

from sheetdesk.core.protocol import Chance, Decide, GameOver, IllegalAction, is_open
from sheetdesk.core.rng import Rng
from sheetdesk.games.giza_dice.pad import PadData, build_pad
from sheetdesk.games.giza_dice.rules import (
    DONE,
    PASS,
    RULES,
    V1_ROLL_CAP,
    Order,
    Pass,
    Roll,
    can_fill_pyramid,
    scarab,
)
from sheetdesk.games.giza_dice.tests.helpers import (
    PAD,
    base,
    everyone,
    level_cells,
    part_index,
    rolled,
    with_cells,
    write,
)
from sheetdesk.resources import resource_path

R = RULES


def refused(state, seat, action, *words: str) -> None:
    """`action` is refused with a reason naming `words`, and nothing changes."""
    before = R.snapshot(state)
    with pytest.raises(IllegalAction) as error:
        R.apply(state, seat, action)
    reason = error.value.reason.english().lower()
    for word in words:
        assert word.lower() in reason, reason
    assert R.snapshot(state) == before
    assert action not in R.legal_actions(state, seat)


def allowed(state, seat, action):
    assert action in R.legal_actions(state, seat)
    return R.apply(state, seat, action)


# --- components ----------------------------------------------------------------------------------


def test_gd_c1_two_dice_with_a_nile_face_and_the_digits_2_to_6():
    assert PAD.faces == ("nile", 2, 3, 4, 5, 6)
    state = base()
    seen = set()
    for seed in range(200):
        roll = R.resolve_chance(state, Rng(seed))
        assert len(roll.dice) == 2
        seen.update(roll.dice)
    assert seen == {"nile", 2, 3, 4, 5, 6}
    allowed_state = R.apply(state, None, Roll(dice=("nile", 6)))
    assert allowed_state.dice == ("nile", 6)
    refused(state, None, Roll(dice=(1, 4)), "no such face")
    refused(state, None, Roll(dice=(7, 2)), "no such face")


def test_gd_c2_the_pad_as_data():
    levels = [len(PAD.parts[part_index(f"level{n}")].cells) for n in range(1, 6)]
    assert levels == [5, 4, 3, 2, 1]
    assert len(PAD.parts[part_index("obelisk")].cells) == 5
    assert [PAD.cells[i].id for i in PAD.chains["sphinx"]] == ["sphinx.1", "sphinx.2", "sphinx.3"]
    assert PAD.nile == (0, 1, 7, 8, 9)
    assert PAD.plus == ((0, 1), (2, 3))  # "+" between 0 and 1, and between 7 and 8
    assert [p.bonus for p in PAD.parts] == [6, 5, 4, 3, 2, 4, 3]
    doubles = [(p.kind, PAD.cells[p.cells[0]].id, PAD.cells[p.cells[1]].id) for p in PAD.powers]
    assert ("double", "pyramid.1.2", "pyramid.1.3") in doubles
    assert ("double", "pyramid.3.2", "pyramid.3.3") in doubles
    assert ("halve", "pyramid.2.1", "pyramid.2.2") in doubles
    assert ("halve", "pyramid.4.1", "pyramid.4.2") in doubles
    # a pad file that breaks the printed sheet's shape is refused when loaded
    data = json.loads(resource_path("giza_dice", "pad.json").read_text(encoding="utf-8"))
    build_pad(PadData.model_validate(data))
    for broken in (
        {**data, "nile": {"digits": [0, 1, 7, 8, 9], "plus": [[0, 7]]}},  # "+" not between them
        {**data, "sphinx": {"cells": 4, "bonus": 3}},
        {**data, "powers": [{"kind": "double", "level": 5, "between": [1, 2]}]},
        {**data, "dice": {"count": 2, "faces": [2, 3, 4, 5, 6]}},  # no Nile face
    ):
        with pytest.raises(ValidationError):
            PadData.model_validate(broken)


def test_gd_c3_two_to_nine_players_or_one_alone():
    for players in range(1, 10):
        state = R.setup(players, {}, Rng(players))
        assert len(state.sheets) == players
        assert state.solo == (players == 1)
    for players in (0, 10):
        with pytest.raises(ValueError):
            R.setup(players, {}, Rng(1))


# --- play ----------------------------------------------------------------------------------------


def test_gd_p1_rollers_take_turns_clockwise_the_first_drawn_from_the_seed():
    first = {R.setup(4, {}, Rng(seed)).roller for seed in range(40)}
    assert first == {0, 1, 2, 3}
    assert R.setup(4, {}, Rng(7)).roller == R.setup(4, {}, Rng(7)).roller
    state = rolled(base(3), 4, 6)
    assert R.step(state) == Decide((0,))  # the roller alone orders the dice, in sight of all
    assert is_open(R, R.step(state))
    refused(state, 1, Order(number=46), "only the roller")
    state = everyone(allowed(state, 0, Order(number=46)), {})
    assert R.step(state) == Chance("roll") and state.roller == 1
    state = everyone(rolled(state, 3, 3), {})
    assert state.roller == 2
    state = everyone(rolled(state, 2, 2), {})
    assert state.roller == 0


def test_gd_p2_the_roller_orders_two_digits_and_everyone_writes_that_number():
    state = rolled(base(2), 4, 6)
    assert R.legal_actions(state, 0) == [Order(number=46), Order(number=64)]
    refused(state, 0, Order(number=55), "46", "64")
    state = allowed(state, 0, Order(number=64))
    step = R.step(state)
    assert step == Decide((0, 1), simultaneous=True)
    assert is_open(R, step)  # everyone writes in sight of all: no hand-over page
    state = allowed(state, 1, write("pyramid.1.3", 64))
    refused(state, 0, write("pyramid.1.3", 46), "announced 64")
    # writing nothing is always allowed (the rulebook: the player simply waits)
    state = allowed(state, 0, PASS)
    state = R.apply(R.apply(state, 0, DONE), 1, DONE)
    assert state.sheets[1].cells[PAD.index["pyramid.1.3"]] == 64
    assert state.sheets[0].cells == (None,) * len(PAD.cells)
    # a double needs no ordering
    double = rolled(base(2), 5, 5)
    assert double.phase == "write" and double.number == 55


def test_gd_p3_one_nile_each_forms_a_number_with_one_of_their_nile_digits():
    """The rulebook's example: 6 and a Nile symbol, the Nile digit 7 → 67 (or 76)."""
    state = rolled(base(2), 6, "nile")
    assert state.phase == "write" and state.number is None
    legal = R.legal_actions(state, 0)
    assert write("obelisk.1", 67, (7,)) in legal
    assert write("obelisk.1", 76, (7,)) in legal
    assert write("obelisk.1", 6, (0,)) in legal  # 06 is the one-digit 6
    assert write("obelisk.1", 60, (0,)) in legal
    refused(state, 0, write("obelisk.1", 68, (7,)), "67 or 76")
    refused(state, 0, write("obelisk.1", 66), "nile symbol was rolled")
    # players may form different numbers; the digit used is crossed
    state = allowed(state, 0, write("obelisk.1", 67, (7,)))
    state = allowed(state, 1, write("obelisk.1", 96, (9,)))
    state = R.apply(R.apply(state, 0, DONE), 1, DONE)
    assert state.sheets[0].nile == (False, False, True, False, False)
    assert state.sheets[1].nile == (False, False, False, False, True)
    assert [s.cells[PAD.index["obelisk.1"]] for s in state.sheets] == [67, 96]
    # a crossed Nile digit cannot be used again
    state = rolled(everyone(rolled(state, 2, 2), {}), "nile", 3)
    refused(state, 0, write("obelisk.2", 73, (7,)), "already crossed", "7")
    allowed(state, 0, write("obelisk.2", 83, (8,)))


def test_gd_p4_two_nile_symbols_roll_again():
    state = base(2)
    again = R.apply(state, None, Roll(dice=("nile", "nile")))
    assert R.step(again) == Chance("roll") and again.rolls == 0 and again.roller == 0
    assert R.legal_actions(again, 0) == []
    refused(again, 0, write("pyramid.1.1", 22), "wait")
    after = rolled(again, 2, 3)
    assert after.rolls == 1 and after.phase == "order"


def test_gd_p5_pyramid_levels_grow_left_to_right_and_upwards():
    """The rulebook's example: level 1's highest number is 15, so level 2 starts from 16."""
    state = with_cells(base(2), 0, {"pyramid.1.1": 12, "pyramid.1.5": 15})
    state = rolled(state, 6, "nile")
    allowed(state, 0, write("pyramid.2.1", 16, (1,)))  # 16 > 15: fits above
    refused(state, 0, write("pyramid.1.2", 61, (1,)), "pyramid", "61")  # right of it: 15
    state = with_cells(base(2), 0, {"pyramid.1.5": 15})
    state = rolled(state, 3, 2, order=23)
    refused(state, 0, write("pyramid.1.4", 23), "does not fit")  # left of 15 must be smaller
    refused(state, 0, write("pyramid.1.1", 23), "fit")
    assert write("pyramid.2.1", 23) in R.legal_actions(state, 0)
    low = with_cells(base(2), 0, {"pyramid.2.2": 30})
    low = rolled(low, 3, 2, order=32)
    refused(low, 0, write("pyramid.1.3", 32), "does not fit")  # level 1 below 30
    allowed(low, 0, write("pyramid.2.3", 32))
    # any empty cell may take a number as long as the orders still hold
    empty = rolled(base(2), 4, 4)
    for cell in level_cells(3) + level_cells(5):
        allowed(empty, 0, write(cell, 44))


def test_gd_p6_obelisk_bottom_to_top_and_sphinx_bottom_left_top_bottom_right():
    state = with_cells(base(2), 0, {"obelisk.3": 40, "sphinx.2": 40})
    state = rolled(state, 5, 3, order=35)
    allowed(state, 0, write("obelisk.2", 35))
    refused(state, 0, write("obelisk.4", 35), "obelisk", "bottom to top")
    allowed(state, 0, write("sphinx.1", 35))  # bottom left: below the top
    refused(state, 0, write("sphinx.3", 35), "sphinx", "bottom right")
    state = rolled(with_cells(base(2), 0, {"sphinx.2": 40}), 5, 3, order=53)
    allowed(state, 0, write("sphinx.3", 53))
    refused(state, 0, write("sphinx.1", 53), "sphinx")


def test_gd_p7_no_building_holds_the_same_number_twice():
    state = with_cells(base(2), 0, {"obelisk.1": 33, "pyramid.1.1": 33})
    state = rolled(state, 3, 3)
    refused(state, 0, write("obelisk.2", 33), "obelisk already holds 33")
    refused(state, 0, write("pyramid.1.2", 33), "pyramid already holds 33")
    allowed(state, 0, write("sphinx.2", 33))  # another building may hold it


def test_gd_p8_first_finishers_circle_others_cross_all_who_finish_on_the_same_roll():
    top = part_index("level5")
    state = rolled(base(3), 4, 4)
    state = everyone(state, {0: write("pyramid.5.1", 44), 1: write("pyramid.5.1", 44)})
    marks = [s.bonuses[top] for s in state.sheets]
    assert marks == ["circled", "circled", "crossed"]  # both first; the third crosses it out
    # seat 2 fills it later: the bonus is gone for them
    state = everyone(rolled(state, 5, 5), {2: write("pyramid.5.1", 55)})
    assert state.sheets[2].bonuses[top] == "crossed"
    assert R.scores(state)[2].items[-1].points == 0
    assert R.scores(state)[0].items[-1].points == PAD.parts[top].bonus
    # while a part is not full, nobody circles anything
    partial = everyone(rolled(base(2), 2, 2), {0: write("pyramid.4.1", 22)})
    assert partial.sheets[0].bonuses[part_index("level4")] == "open"


# --- end and scoring -----------------------------------------------------------------------------


def full_pyramid_but_one(state, seat):
    cells = {}
    number = 10
    for level in range(1, 6):
        for cell in level_cells(level):
            cells[cell] = number
            number += 3
    del cells["pyramid.5.1"]
    return with_cells(state, seat, cells)


def test_gd_e1_the_game_ends_after_the_roll_that_fills_a_pyramid():
    state = full_pyramid_but_one(base(3), 1)
    state = rolled(state, 6, 6)  # 66 is above everything on seat 1's pyramid
    state = allowed(state, 1, write("pyramid.5.1", 66))
    state = R.apply(state, 1, DONE)
    # everybody still writes this roll
    assert R.step(state) == Decide((0, 2), simultaneous=True)
    state = allowed(state, 0, write("obelisk.1", 66))
    state = R.apply(R.apply(state, 0, DONE), 2, PASS)
    state = R.apply(state, 2, DONE)
    assert isinstance(R.step(state), GameOver) and state.ended_by == "pyramid"
    assert state.sheets[0].cells[PAD.index["obelisk.1"]] == 66
    assert "pyramid" in R.end_reason(state).english()
    refused(state, 0, PASS, "over")
    # a pyramid with a cell left does not end it
    open_state = everyone(rolled(full_pyramid_but_one(base(3), 1), 2, 2), {})
    assert R.step(open_state) == Chance("roll")


def test_gd_e2_the_scarab_digit_is_the_most_frequent_digit_lower_on_a_tie():
    """The rulebook's example: four 5s and four 2s on a level → 2."""
    assert scarab([55, 22, 25, 52]) == 2
    assert scarab([66, 6, 12]) == 6
    assert scarab([]) == 0
    state = with_cells(base(2), 0, {"pyramid.1.1": 22, "pyramid.1.2": 25, "pyramid.1.3": 52,
                                      "pyramid.1.4": 55, "obelisk.1": 7})  # fmt: skip
    items = {item.key: item.points for item in R.scores(state)[0].items}
    assert items["scarab.level1"] == 2
    assert items["scarab.obelisk"] == 7
    assert items["scarab.sphinx"] == 0  # an empty building scores nothing
    assert items["scarab.level1"] != 5  # not the higher digit of the tie


def test_gd_e3_total_is_bonuses_plus_scarabs_ties_share_the_win():
    state = with_cells(base(3), 0, {"obelisk.1": 44}, bonuses=("circled",) + ("open",) * 6)
    state = with_cells(state, 1, {"obelisk.1": 46, "sphinx.1": 6})
    state = replace(state, phase="over", ended_by="limit")
    scores = R.scores(state)
    assert scores[0].total == 4 + 6 and scores[1].total == 4 + 6
    assert scores[0].winner and scores[1].winner and not scores[2].winner
    state = with_cells(state, 2, {"obelisk.1": 99, "sphinx.1": 9})  # 9 + 9 = 18
    scores = R.scores(state)
    assert scores[2].winner and not scores[0].winner


# --- variants ------------------------------------------------------------------------------------


def test_gd_v1_x2_and_half_circled_when_both_cells_are_filled_used_once_later():
    state = with_cells(base(2, powers=True), 0, {"pyramid.1.2": 22})
    double = next(i for i, p in enumerate(PAD.powers) if p.kind == "double" and p.part == 0)
    state = rolled(state, 3, 2, order=23)
    refused(state, 0, write("pyramid.1.4", 23, powers=(double,)), "fill both cells")
    state = everyone(state, {0: write("pyramid.1.3", 23)})
    assert state.sheets[0].powers[double] == "circled"
    state = rolled(state, 4, 6, order=46)
    allowed(state, 0, write("pyramid.2.1", 46, powers=(double,)))  # 46 x 2 = 92
    state = everyone(state, {0: write("pyramid.2.1", 46, powers=(double,))})
    assert state.sheets[0].cells[PAD.index["pyramid.2.1"]] == 92
    assert state.sheets[0].powers[double] == "used"
    state = rolled(state, 6, 6)
    refused(state, 0, write("pyramid.3.1", 66, powers=(double,)), "already used")
    # halving rounds down; without the variant the symbols do nothing
    plain = with_cells(base(2), 0, {"pyramid.2.1": 30, "pyramid.2.2": 31})
    plain = everyone(rolled(plain, 2, 2), {})
    assert plain.sheets[0].powers == ("printed",) * len(PAD.powers)
    halve = next(i for i, p in enumerate(PAD.powers) if p.kind == "halve" and p.part == 1)
    fun = with_cells(base(2, powers=True), 0, {"pyramid.2.1": 30, "pyramid.2.2": 31})
    fun = rolled(everyone(rolled(fun, 2, 2), {}), 5, 3, order=53)
    assert fun.sheets[0].powers[halve] == "circled"
    allowed(fun, 0, write("obelisk.1", 53, powers=(halve,)))
    assert R.check_write(fun, 0, write("obelisk.1", 53, powers=(halve,))).number == 26
    plain = rolled(plain, 5, 3, order=53)
    refused(plain, 0, write("obelisk.1", 53, powers=(halve,)), "more fun")


def test_gd_v2_solo_pairs_across_a_plus_cost_the_highest_bonus():
    state = base(1)
    assert state.roller == 0
    state = rolled(state, 3, 3)
    allowed(state, 0, write("obelisk.1", 78, (7, 8)))
    allowed(state, 0, write("obelisk.1", 87, (7, 8)))
    allowed(state, 0, write("obelisk.1", 1, (0, 1)))  # 01 is 1
    refused(state, 0, write("obelisk.1", 17, (1, 7)), '"+"')
    state = everyone(state, {0: write("obelisk.1", 87, (7, 8))})
    sheet = state.sheets[0]
    assert sheet.nile == (False, False, True, True, False)
    assert sheet.bonuses[part_index("level1")] == "crossed"  # +6, the highest still open
    assert state.roller == 0  # the solo player rolls every turn
    # no rivals: a filled part always circles its open bonus
    state = everyone(rolled(state, 5, 5), {0: write("pyramid.5.1", 55)})
    assert state.sheets[0].bonuses[part_index("level5")] == "circled"
    # two players: no pairs
    duo = rolled(base(2), 3, 3)
    refused(duo, 0, write("obelisk.1", 78, (7, 8)), "solo")


def test_gd_v3_quick_writing_nothing_costs_a_nile_digit_and_the_last_one_ends_it():
    state = rolled(base(2, quick=True), 2, 2)
    refused(state, 0, PASS, "costs a nile digit")
    assert Pass(nile=9) in R.legal_actions(state, 0)
    state = R.apply(R.apply(state, 0, Pass(nile=9)), 0, DONE)
    state = R.apply(R.apply(state, 1, write("obelisk.1", 22)), 1, DONE)
    assert state.sheets[0].nile == (False, False, False, False, True)
    assert state.sheets[1].nile == (False,) * 5  # writing costs nothing
    last = replace(state, sheets=(replace(state.sheets[0], nile=(True, True, True, False, True)),
                                  state.sheets[1]))  # fmt: skip
    last = rolled(last, 4, 4)
    last = R.apply(R.apply(last, 1, Pass(nile=0)), 1, DONE)
    last = R.apply(R.apply(last, 0, Pass(nile=8)), 0, DONE)
    assert last.ended_by == "nile" and isinstance(R.step(last), GameOver)
    # outside the quick game, writing nothing costs nothing
    slow = rolled(base(2), 2, 2)
    refused(slow, 0, Pass(nile=9), "only in the quick game")


# --- [design] ------------------------------------------------------------------------------------


def test_the_game_ends_when_no_pyramid_can_be_filled_any_more():
    """GD-E1 can no longer come: every pyramid has a gap no formable number fits."""
    stuck = {"pyramid.1.1": 40, "pyramid.1.2": 41, "pyramid.1.4": 42}  # nothing fits 1.3
    state = with_cells(base(2), 0, stuck)
    assert not can_fill_pyramid(PAD, state.sheets[0], False, False)
    assert can_fill_pyramid(PAD, state.sheets[1], False, False)
    state = everyone(rolled(state, 2, 2), {})
    assert R.step(state) == Chance("roll")
    state = with_cells(state, 1, stuck)
    state = everyone(rolled(state, 2, 2), {})
    assert state.ended_by == "stuck"


def test_the_game_goes_on_past_80_rolls_while_numbers_that_fit_can_still_come():
    """GD-E1: only a full pyramid ends the game (and the [design] end when none can be filled
    any more); there is no roll limit."""
    state = replace(base(2), rolls=V1_ROLL_CAP - 1)
    for roll in range(V1_ROLL_CAP, V1_ROLL_CAP + 40):
        state = everyone(rolled(state, 2, 2), {})
        assert state.rolls == roll and R.step(state) == Chance("roll")
        assert R.end_reason(state) is None
    # still ends when someone fills the pyramid, or when nobody can fill it any more
    full = {PAD.cells[i].id: 30 + n for n, i in enumerate(PAD.chains["pyramid"]) if n}
    state = everyone(rolled(with_cells(state, 1, full), 2, 2), {1: write("pyramid.1.1", 22)})
    assert state.ended_by == "pyramid"
    stuck = {"pyramid.1.1": 40, "pyramid.1.2": 41, "pyramid.1.4": 42}
    state = replace(base(2), rolls=V1_ROLL_CAP + 100)
    state = with_cells(with_cells(state, 0, stuck), 1, stuck)
    assert everyone(rolled(state, 2, 2), {}).ended_by == "stuck"


def test_rules_version_1_kept_its_roll_limit_for_the_saves_made_under_it():
    assert R.info.rules_version == 3 and R.under_rules_version(3) is R
    old = R.under_rules_version(1)
    assert old is not None and old.info.rules_version == 1 and old.info.id == R.info.id
    state = everyone(rolled(replace(base(2), rolls=V1_ROLL_CAP - 1), 2, 2), {})
    capped = replace(base(2), rolls=V1_ROLL_CAP - 1)
    capped = old.apply(capped, None, Roll(dice=(2, 2)))
    for seat in list(capped.waiting):
        capped = old.apply(old.apply(capped, seat, Pass()), seat, DONE)
    assert capped.ended_by == "limit" and isinstance(old.step(capped), GameOver)
    assert old.end_reason(capped).english() == f"The game ends after {V1_ROLL_CAP} rolls."
    assert state.ended_by is None  # the same roll under today's rules
    assert R.under_rules_version(0) is None and R.under_rules_version(4) is None


def test_rules_version_2_kept_its_end_from_above_for_the_saves_made_under_it():
    """GD-E4 was judged from above before version 3: a save recorded then
    replays as it was played, past a roll today's rules end as stuck."""
    old = R.under_rules_version(2)
    assert old is not None and old.info.rules_version == 2 and old.roll_cap is None
    rows = [[23, 24, 25, 32, 36], [42, 43, 45, 52], [53, 78, None], [86, None], [92]]
    cells = {
        cell: value
        for level, row in enumerate(rows, 1)
        for cell, value in zip(level_cells(level), row, strict=True)
        if value is not None
    }
    state = with_cells(base(1, powers=True), 0, cells, nile=(True,) * 5,
                       powers=("used", "circled", "printed", "printed"))  # fmt: skip
    state = old.apply(state, None, Roll(dice=(2, 2)))
    state = old.apply(old.apply(state, 0, Pass()), 0, DONE)
    assert state.ended_by is None and isinstance(old.step(state), Chance)
    assert everyone(rolled(state, 2, 2), {}).ended_by == "stuck"  # today's rules


def test_a_game_number_replays_the_dice_whatever_the_players_write():
    """Every roll takes the same number of actions (an order, then a write or a pass and a
    Done per seat), so a game number gives the same dice to players who write differently."""
    from sheetdesk.core.session import Player, Session
    from sheetdesk.games.giza_dice import bot

    def rolls(chooser, seed):
        session = Session.new(R, [Player("a"), Player("b"), Player("c")], {"powers": True}, seed)
        moves = 0
        while not session.is_over() and moves < 400:
            seat = session.acting_seat()
            legal = list(session.legal_actions(seat))
            session.act(seat, chooser(session.view(seat), seat, legal, Rng(moves)))
            moves += 1
        return [e.action.dice for e in session.log if e.seat is None]

    greedy, random = rolls(bot.greedy, 123456), rolls(bot.random, 123456)
    shared = min(len(greedy), len(random))
    assert shared >= 10 and greedy[:shared] == random[:shared]
    assert rolls(bot.greedy, 654321)[:shared] != greedy[:shared]
