"""The computers' pace in Giza dice's writing (core/turns.py: the policy's quick turns, forced
moves and `joins`, `stagger_ms`): the computers writing a roll after one another write it in one
drawing, as at a real table, once the dice have landed, each number with its pen stroke and ring
on its writer's sheet and in the log; the pauses between writers that do not (a search still to
finish) stay within `QUICK_BUDGET_MS`. No clock is read: what is drawn together is checked."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import pytest

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng, derive
from sheetdesk.core.session import Player, Session
from sheetdesk.core.turns import QUICK_BUDGET_MS, Facts, TurnPolicy, stagger_ms
from sheetdesk.games.giza_dice import rules as gd
from sheetdesk.games.giza_dice.bot import greedy
from sheetdesk.games.giza_dice.tests.ui.giza import click_action
from sheetdesk.ui.sheetkit.motion import MoveMark
from tests.ui.driving import wait_for_turn


def test_every_computer_writing_a_roll_is_quick_and_the_roller_ordering_is_not() -> None:
    """The policy: in the open step every computer writes without the usual pause (the first
    one too, after the roll or after a person's write); the roller's order keeps it."""
    players = (Player("Ana"), *(Player(f"Computer {n}", "bot", "greedy") for n in range(1, 4)))
    session = Session.new(registry.get("giza_dice").rules(), players, {}, 5, match_id="pace")
    policy, seen = TurnPolicy(), set()
    for move in range(120):
        seat = session.acting_seat()
        assert seat is not None
        facts = Facts.of(session)
        turn = policy.decide(session, facts, 0)
        phase = session.state.phase
        if seat != 0:
            first = session.phase_start() == session.cursor
            after_ana = session.last_seat() == 0
            seen.add((phase, first or after_ana))
            assert turn.quick == (phase == "write"), (phase, move)
        legal = list(session.legal_actions(seat))
        session.act(seat, greedy(session.view(seat), seat, legal, Rng(derive(5, "t", move))))
    assert {("write", True), ("write", False), ("order", True)} <= seen


def test_a_computers_done_after_its_write_is_forced_and_nothing_else_is() -> None:
    """The policy: after a computer's write its Done (its one legal move) goes with it; a
    person's Done, a write still to choose and the roller's order are nobody's forced move."""
    players = (Player("Ana"), *(Player(f"Computer {n}", "bot", "greedy") for n in range(1, 4)))
    session = Session.new(registry.get("giza_dice").rules(), players, {}, 5, match_id="forced")
    policy, seen = TurnPolicy(), set()
    for move in range(120):
        seat = session.acting_seat()
        assert seat is not None
        legal = list(session.legal_actions(seat))
        forced = policy.forced_after(session, seat)
        wrote = session.state.phase == "write" and session.state.choices[seat] is not None
        if seat != 0 and wrote:
            assert forced == gd.Done() == legal[0] and len(legal) == 1
        else:
            assert forced is None, (session.state.phase, seat, move)
        seen.add((seat != 0, session.state.phase, wrote))
        session.act(seat, greedy(session.view(seat), seat, legal, Rng(derive(5, "f", move))))
    assert {(True, "write", True), (False, "write", True), (True, "order", False)} <= seen


@pytest.mark.parametrize("writers", range(1, 13))
def test_the_pauses_between_one_steps_writers_stay_within_the_budget(writers: int) -> None:
    pause = stagger_ms(writers, 120)
    assert 1 <= pause <= 120, "each number is started on its own, after the last"
    assert writers * pause <= QUICK_BUDGET_MS
    if writers * 120 <= QUICK_BUDGET_MS:
        assert pause == 120, "few writers keep the whole pause"


def test_the_computers_writing_after_a_computer_join_its_change_and_nobody_else() -> None:
    """The policy: after a computer's write, the next seat to write the same roll joins its
    change when it is a computer; a person to write, the roller's order and the next roll's
    writing do not."""
    players = (Player("Ana"), *(Player(f"Computer {n}", "bot", "greedy") for n in range(1, 4)))
    session = Session.new(registry.get("giza_dice").rules(), players, {}, 5, match_id="joins")
    policy, seen = TurnPolicy(), set()
    for move in range(160):
        seat = session.acting_seat()
        if seat is None:
            break
        started, roll, writing = session.phase_start(), session.state.rolls, session.state.phase
        legal = list(session.legal_actions(seat))
        session.act(seat, greedy(session.view(seat), seat, legal, Rng(derive(5, "j", move))))
        if (forced := policy.forced_after(session, seat)) is not None:
            session.act(seat, forced)
        if seat == 0:  # (nobody joins a person's move: the window asks after a computer's)
            continue
        after, state = session.acting_seat(), session.state
        same_roll = writing == state.phase == "write" and state.rolls == roll
        joins = same_roll and after != 0
        assert policy.joins(session, started) == (after if joins else None), (move, seat)
        seen.add((joins, after == 0, same_roll))
    assert {(True, False, True), (False, True, True), (False, False, False)} <= seen


def test_the_computers_writing_a_roll_after_one_another_write_it_together(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Ana and eight computers: the computers writing a roll between the roll's start or Ana's
    write and the next person's write it in one drawing, as at a real table, once the dice have
    landed; each number still written with a pen stroke and ringed on its writer's sheet, each
    in the log. Only a person writing splits a roll's computers."""
    from sheetdesk.ui.new_game_dialog import NewGameChoice

    window.update_settings(animations="on")
    players = (Player("Ana"), *(Player(f"Computer {n}", "bot", "greedy") for n in range(1, 9)))
    entry = registry.get("giza_dice")
    window.start_new(NewGameChoice(entry, players, {"powers": False, "quick": False}, 7))
    controller = window.controller
    session, table = controller.session, controller.page.table
    # at each drawing with computers' writes: (the writers, the pen still writing, the dice of
    # their roll still rolling, the seats ringed, whether every write is in the log)
    writes: dict[int, list[tuple[list[int], bool, bool, set[Any], bool]]] = defaultdict(list)
    drawn_at = [session.cursor]

    def drawn(_position: Any) -> None:
        start, drawn_at[0] = drawn_at[0], session.cursor
        entries = list(enumerate(session.history))[start : session.cursor]
        wrote = [
            (index, entry.seat)
            for index, entry in entries
            if entry.seat not in (None, 0) and isinstance(entry.action, gd.Write)
        ]
        if not wrote:
            return
        roll = session.states_around(wrote[0][0])[1].rolls
        assert all(session.states_around(i)[1].rolls == roll for i, _s in wrote)
        # (a write that ends the step brings the next roll, its dice tumbling, in the same drawing)
        next_roll = any(isinstance(entry.action, gd.Roll) for _i, entry in entries)
        ringed = {
            seat
            for scene, seat, _big in table.motion_scenes()
            if any(isinstance(item, MoveMark) for item in scene.items())
        }
        rolling = table.dice.rolling and not next_roll
        logged = all(index in controller.log_entries for index, _seat in wrote)
        seats = [seat for _index, seat in wrote]
        writes[roll].append((seats, table.motion.running(), rolling, ringed, logged))

    controller.position_changed.connect(drawn)
    first = session.state.rolls
    moves = 0
    while session.state.rolls < first + 4 and wait_for_turn(window, qtbot, 0):
        legal = list(session.legal_actions(0))
        action = greedy(session.view(0), 0, legal, Rng(derive(7, "ana", moves)))
        before = session.cursor
        click_action(table, action)
        assert session.cursor > before, f"the click did not take {action}"
        moves += 1
    qtbot.wait(1)
    rolls = [roll for roll in writes if first < roll < session.state.rolls]
    assert len(rolls) >= 2, "computers wrote in whole rolls"
    together = 0
    for roll in rolls:
        drawings = writes[roll]
        assert 1 <= len(drawings) <= 2, "the computers before Ana together, those after her too"
        every = [seat for seats, *_rest in drawings for seat in seats]
        assert len(every) == len(set(every)) >= 4, "each computer writes the roll once"
        for seats, pen, dice, ringed, logged in drawings:
            assert pen, f"computers {seats} write with a pen stroke"
            assert set(seats) <= ringed, "each number ringed on its writer's sheet"
            assert logged, "and every write in the log"
            assert not dice, "once the dice have landed"
            together += len(seats) > 1
    assert together >= 2, "computers writing after one another write in one drawing"
