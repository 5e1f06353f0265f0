"""Session: log, cursor, undo/redo barriers, restart, simultaneous privacy, illegal actions."""

from __future__ import annotations

import pytest

from sheetdesk.core.protocol import (
    Decide,
    GameOver,
    GameRules,
    IllegalAction,
    hides_secrets,
    is_open,
)
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Session
from tests.core.fakegame import new_tally
from tests.core.fakegame.rules import Confirm, Done, Mark, Roll, TallyRules, Vote


def _snapshot(session: Session):
    return (session.log, session.cursor, session.state)


def test_new_session_resolves_chance_first():
    session = new_tally()
    assert isinstance(session.log[0].action, Roll) and session.log[0].seat is None
    assert session.step() == Decide((0,))
    assert session.acting_seat() == 0
    assert not session.can_undo()  # a chance action is a barrier


def test_undo_redo_within_own_uncommitted_actions():
    session = new_tally()
    start = session.state
    session.act(0, Mark(amount=2))
    session.act(0, Mark(amount=3))
    assert session.state.totals[0] == start.totals[0] + 5
    assert session.can_undo() and not session.can_redo()
    assert session.undo_text() is not None
    session.undo()
    assert session.state.totals[0] == start.totals[0] + 2
    assert session.can_redo() and session.redo_text() is not None
    session.redo()
    assert session.state.totals[0] == start.totals[0] + 5
    session.undo()
    session.undo()
    assert session.state == start
    assert not session.can_undo()  # the roll before is a barrier
    with pytest.raises(IllegalAction):
        session.undo()
    assert len(session.log) == 3  # the undone actions stay for redo


def test_new_action_after_undo_drops_the_redo_tail():
    session = new_tally()
    session.act(0, Mark(amount=1))
    session.act(0, Mark(amount=2))
    session.undo()
    session.act(0, Mark(amount=3))
    assert [e.action for e in session.log[1:]] == [Mark(amount=1), Mark(amount=3)]
    assert not session.can_redo()
    with pytest.raises(IllegalAction):
        session.redo()


def test_commit_is_a_barrier_and_next_seat_cannot_undo_it():
    session = new_tally()
    session.act(0, Mark(amount=1))
    session.act(0, Done())
    # seat 1's turn starts after a chance roll: nothing of seat 0 can be undone
    assert session.acting_seat() == 1
    assert isinstance(session.log[-1].action, Roll)
    assert not session.can_undo()
    session.act(1, Mark(amount=1))
    session.act(1, Done())  # turn 2 ends: the vote phase starts at once (no chance between)
    assert session.step() == Decide((1, 0), simultaneous=True)
    assert not session.can_undo()  # Done is a commit


def test_restart_turn_returns_to_the_last_barrier():
    session = new_tally()
    barrier = session.state
    session.act(0, Mark(amount=1))
    session.act(0, Mark(amount=1))
    kinds = []
    session.subscribe(lambda _s, kind: kinds.append(kind))
    session.restart_turn()
    assert session.state == barrier
    assert kinds == ["restart"]
    with pytest.raises(IllegalAction):
        session.restart_turn()
    session.redo()
    assert session.cursor == 2


def test_listeners_hear_every_change():
    session = new_tally()
    kinds = []
    session.subscribe(lambda _s, kind: kinds.append(kind))
    session.act(0, Mark(amount=1))
    session.undo()
    session.redo()
    assert kinds == ["act", "undo", "redo"]


def test_illegal_actions_leave_everything_unchanged():
    session = new_tally()
    before = _snapshot(session)
    with pytest.raises(IllegalAction):
        session.act(1, Mark(amount=1))  # not seat 1's turn
    with pytest.raises(IllegalAction):
        session.act(0, Vote(choice=1))  # not a vote phase
    assert _snapshot(session) == before
    session.act(0, Mark(amount=1))
    session.act(0, Mark(amount=1))
    before = _snapshot(session)
    with pytest.raises(IllegalAction) as raised:
        session.act(0, Mark(amount=1))  # only two marks a turn
    assert raised.value.reason.context == "tally"
    assert _snapshot(session) == before


def _to_vote_phase() -> Session:
    session = new_tally()
    session.act(0, Done())
    session.act(1, Done())
    assert session.step() == Decide((1, 0), simultaneous=True)
    return session


def test_phase_start_and_visible_history_hide_pending_choices():
    session = _to_vote_phase()
    start = session.cursor
    assert session.phase_start() == start
    session.act(1, Vote(choice=1))
    session.act(1, Confirm())
    assert session.phase_start() == start
    assert session.step() == Decide((0,), simultaneous=True)
    pending = session.log[start:]
    assert all(entry not in session.visible_history(0) for entry in pending)
    assert all(entry not in session.visible_history(None) for entry in pending)
    assert session.visible_history(1)[-2:] == pending
    # seat 0's own pending vote is visible to seat 0 only
    session.act(0, Vote(choice=0))
    assert session.visible_history(0)[-1] == session.log[-1]
    assert session.log[-1] not in session.visible_history(1)
    session.act(0, Confirm())
    # the step is over: everything is public again
    assert not isinstance(session.step(), Decide) or not session.step().simultaneous
    assert session.phase_start() == session.cursor
    assert session.visible_history(None) == session.history


def test_undo_in_a_simultaneous_step_stays_with_the_seat():
    session = _to_vote_phase()
    session.act(1, Vote(choice=1))
    assert session.can_undo()
    session.undo()
    session.act(1, Vote(choice=0))
    session.act(1, Confirm())
    assert not session.can_undo()  # seat 0 cannot take back seat 1's confirmed vote


def test_replaying_the_log_gives_the_live_state():
    session = new_tally(players=3, seed=11)
    while not session.is_over():
        seat = session.acting_seat()
        assert seat is not None
        session.act(seat, session.legal_actions(seat)[0])
    assert isinstance(session.step(), GameOver)
    restored = Session.restore(
        session.rules,
        session.players,
        session.options,
        session.seed,
        session.log,
        session.cursor,
        session.match_id,
    )
    assert restored.state == session.state
    assert restored.log == session.log


def test_restore_refuses_an_action_by_a_seat_that_is_not_due():
    session = new_tally()
    session.act(0, Mark(amount=1))
    log = list(session.log)
    log[1] = type(log[1])(1, log[1].action)  # seat 1 claims seat 0's mark
    with pytest.raises(IllegalAction) as raised:
        Session.restore(session.rules, session.players, {}, session.seed, log, 2, "x")
    assert dict(raised.value.reason.args)["index"] == 2


class OpenTally(TallyRules):
    """Tally with nothing to hide: it writes no view of its own (the contract's default shows
    everything), and says nothing else about its steps being open."""

    view = GameRules.view


def test_the_contract_refuses_a_player_count_outside_the_game_s_range():
    rules = TallyRules()  # states its range (1-4) in its info, and checks nothing itself
    for players in (1, 4):
        assert rules.setup(players, {}, Rng(1)).players == players
    for players in (0, 5):
        with pytest.raises(ValueError, match="tally takes 1-4 players"):
            rules.setup(players, {}, Rng(1))


def test_winners_are_marked_by_the_contract_only_at_the_end():
    session = new_tally(players=3, seed=11)
    while not session.is_over():
        assert not any(b.winner for b in session.rules.scores(session.state).values())
        seat = session.acting_seat()
        assert seat is not None
        session.act(seat, session.legal_actions(seat)[0])
    scores = session.rules.scores(session.state)
    best = max(b.total for b in scores.values())
    assert [b.winner for b in scores.values()] == [b.total == best for b in scores.values()]


class SeesAll:
    """Rules that are not built on the contract's defaults: their own view, whatever it does."""

    def view(self, state: object, viewer: object) -> object:
        return state


def test_a_step_is_open_by_default_only_in_a_game_that_hides_nothing():
    private, public = TallyRules(), OpenTally()
    step = Decide((1, 0), simultaneous=True)
    assert hides_secrets(private) and not is_open(private, step)
    assert not hides_secrets(public) and is_open(public, step)
    # a step that says so wins over the default, both ways
    assert is_open(private, Decide((1, 0), simultaneous=True, open=True))
    assert not is_open(public, Decide((1, 0), simultaneous=True, open=False))
    # rules with a view of their own count as hiding (the safe side)
    assert hides_secrets(SeesAll()) and not is_open(SeesAll(), step)
    assert not is_open(public, GameOver())


def test_the_session_says_whether_its_step_is_open():
    private = _to_vote_phase()
    assert not private.step_is_open()
    public = Session.new(OpenTally(), private.players, {}, 7)
    public.act(0, Done())
    public.act(1, Done())
    assert public.step() == Decide((1, 0), simultaneous=True)
    assert public.step_is_open()
    public.act(1, Vote(choice=1))  # an open step's choices are everyone's at once
    assert public.visible_history(0)[-1] == public.log[-1]
