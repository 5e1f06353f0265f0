"""The computers' pace in Giza dice's writing (core/turns.py `stagger_ms`, the controller's
pause before a computer's move): every computer's number is written in its own step, with a pen
stroke, a moment after the last one's, once the dice have landed, and the pauses of one roll's
writing stay within `QUICK_BUDGET_MS` however many computers write. No clock is read: the pauses
are the ones the window sets, the order of events is what is checked."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import pytest
from PySide6.QtCore import QTimer

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


def test_eight_computers_write_a_roll_one_by_one_within_the_budget(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    from sheetdesk.ui.new_game_dialog import NewGameChoice

    window.update_settings(animations="on")
    players = (Player("Ana"), *(Player(f"Computer {n}", "bot", "greedy") for n in range(1, 9)))
    entry = registry.get("giza_dice")
    window.start_new(NewGameChoice(entry, players, {"powers": False, "quick": False}, 7))
    controller = window.controller
    session, table = controller.session, controller.page.table
    # at each computer's write drawn: (its seat, the pen still writing, the dice of its roll
    # still rolling, the seats ringed), then the pause the window set before the next computer
    # writes the same roll
    writes: dict[int, list[tuple[int, bool, bool, set[Any]]]] = defaultdict(list)
    pauses: dict[int, list[int]] = defaultdict(list)
    followed: dict[int, int] = defaultdict(int)  # the writes another computer writes after
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
        assert len(wrote) == 1, "each computer's number in a drawing of its own"
        [(index, seat)] = wrote
        roll = session.states_around(index)[1].rolls
        # (a write that ends the step brings the next roll, its dice tumbling, in the same drawing)
        next_roll = any(isinstance(entry.action, gd.Roll) for _i, entry in entries)
        ringed = {
            seat
            for scene, seat, _big in table.motion_scenes()
            if any(isinstance(item, MoveMark) for item in scene.items())
        }
        rolling = table.dice.rolling and not next_roll
        writes[roll].append((seat, table.motion.running(), rolling, ringed))
        state = session.state
        if state.phase == "write" and state.rolls == roll and session.acting_seat() != 0:
            followed[roll] += 1
            # (the pause is set once the position is drawn, before the event loop turns)
            QTimer.singleShot(0, lambda: pauses[roll].append(controller.bot_pause_ms))

    controller.drawn.connect(drawn)
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
    for roll in rolls:
        seats = [seat for seat, _pen, _dice, _ringed in writes[roll]]
        assert len(seats) == len(set(seats)) >= 4, "each computer's number in a step of its own"
        for seat, pen, dice, ringed in writes[roll]:
            assert pen, f"computer {seat}'s number is written with a pen stroke"
            assert seat in ringed, "and ringed on its sheet"
            assert not dice, "once the dice have landed"
        # (Ana writing in between, and the last writer, are followed by no computer's pause)
        assert len(pauses[roll]) == followed[roll] >= len(seats) - 2
        assert all(pause > 0 for pause in pauses[roll]), "the next writer starts a moment after"
        assert sum(pauses[roll]) <= QUICK_BUDGET_MS, "the whole roll's writing within the budget"
