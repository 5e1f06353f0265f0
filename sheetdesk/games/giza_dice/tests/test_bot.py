"""Giza dice bots: always one of the legal actions, the same choice for the same view; greedy
beats random by far and makes the choices its description promises (room kept in the orders,
first-finisher bonuses chased, a Nile digit given up where it hurts least)."""

from __future__ import annotations

import statistics

import pytest

from sheetdesk.core.headless import play_one
from sheetdesk.core.rng import Rng
from sheetdesk.games.giza_dice import bot
from sheetdesk.games.giza_dice.fast import _head, keeps_pyramid_fillable
from sheetdesk.games.giza_dice.rules import (
    PASS_CELL,
    RULES,
    Game,
    Order,
    Pass,
    Write,
    can_fill_pyramid,
    still_formable,
)
from sheetdesk.games.giza_dice.tests.helpers import PAD, base, rolled, with_cells


def choose(name, state, seat=0, seed=1):
    legal = list(RULES.legal_actions(state, seat))
    action = getattr(bot, name)(RULES.view(state, seat), seat, legal, Rng(seed))
    assert action in legal
    return action


@pytest.mark.parametrize("name", ["random", "greedy"])
def test_bots_choose_legal_actions_the_same_way_for_the_same_view(name):
    states = [rolled(base(2), 4, 6), rolled(base(2), 6, "nile"), rolled(base(1), 3, 3)]
    states.append(rolled(base(2, quick=True), 5, 5))
    for state in states:
        seat = RULES.step(state).seats[0]
        assert choose(name, state, seat, 7) == choose(name, state, seat, 7)


def mean_score(name: str, players: int, games: int) -> float:
    totals = []
    for game in range(games):
        session = play_one("giza_dice", players, 11, name, {"powers": True}, game)
        totals += [b.total for b in RULES.scores(session.state).values()]
    return statistics.mean(totals)


def test_greedy_scores_at_least_half_again_as_much_as_random():
    greedy, random = mean_score("greedy", 4, 8), mean_score("random", 4, 8)
    assert greedy >= 1.5 * random, (greedy, random)


def test_greedy_keeps_room_low_numbers_low_high_numbers_high():
    """On an empty sheet each double goes where its rank among the usual numbers belongs:
    22 at the bottom of a chain, 66 at the top, the others in order between."""
    places = []
    for digit in (2, 3, 4, 5, 6):
        action = choose("greedy", rolled(base(2), digit, digit))
        assert isinstance(action, Write)
        cell = PAD.index[action.cell]
        chain = PAD.chains[PAD.cells[cell].building]
        places.append(chain.index(cell) / (len(chain) - 1))
    assert places == sorted(places)
    assert places[0] < 0.3 and places[-1] > 0.7


def test_greedy_fills_a_part_first_while_its_bonus_is_open():
    cells = {f"pyramid.1.{i}": n for i, n in zip(range(1, 5), (20, 22, 24, 26), strict=True)}
    state = rolled(with_cells(base(2), 0, cells), 3, 3)  # 33 completes level 1 (+6)
    assert choose("greedy", state) == Write(cell="pyramid.1.5", base=33)


def test_greedy_orders_the_dice_to_the_number_it_can_use():
    # everything filled but one pyramid cell between 44 and 50: 46 fits there, 64 nowhere
    full = {cell.id: 10 + 3 * i for i, cell in enumerate(PAD.cells)}
    pyramid = [PAD.cells[i].id for i in PAD.chains["pyramid"]]
    full |= {cell_id: 11 + 3 * i for i, cell_id in enumerate(pyramid)}
    del full[pyramid[12]]
    state = rolled(with_cells(base(2), 0, full), 4, 6)
    assert choose("greedy", state) == Order(number=46)
    assert choose("greedy", RULES.apply(state, 0, Order(number=46))) == Write(
        cell=pyramid[12], base=46
    )


def test_greedy_gives_up_a_nile_digit_it_needs_least_in_the_quick_game():
    full = {cell.id: 10 + 3 * i for i, cell in enumerate(PAD.cells)}  # nothing fits any more
    state = rolled(with_cells(base(2, quick=True), 0, full), 5, 5)
    action = choose("greedy", state)
    assert action == Pass(nile=7)  # a middle digit: the dice's own numbers are nearest it


def test_greedy_marks_a_write_stuck_exactly_where_keeps_pyramid_fillable_says_so():
    """The greedy values a write into the pyramid once per cell and number (fast._head, from
    what it read of the sheet per cell): stuck where the sheet's pyramid can no longer be
    filled or the write leaves no room (keeps_pyramid_fillable, read afresh), and only there."""
    checked = [0, 0]
    for players, options in ((1, {"powers": True}), (3, {}), (2, {"powers": True, "quick": True})):
        session = play_one("giza_dice", players, 5, "greedy", options)
        for index in range(0, len(session.log), 3):
            state = session.state_at(index)
            seat = state.waiting[0] if state.phase == "write" else None
            if seat is None or state.choices[seat] is not None:
                continue
            game = Game.from_state(state)
            sheet = game.sheets[seat]
            solo = players == 1
            fillable = can_fill_pyramid(PAD, sheet, solo, game.powers)
            formable = still_formable(PAD, sheet, solo, game.powers)
            facts: dict = {}
            for option in game.legal(seat):
                cell, number = option[0], option[1]  # type: ignore[index]
                if cell == PASS_CELL or PAD.cells[cell].building != "pyramid":
                    continue
                _score, stuck = _head(sheet, cell, number, facts, fillable, formable)
                fits = keeps_pyramid_fillable(PAD, sheet, cell, number, solo, game.powers)
                assert stuck == (not fillable or not fits), (state, option)
                checked[stuck] += 1
    assert checked[0] > 100 and checked[1] > 10  # both answers were met
