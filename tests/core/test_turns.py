"""The turn policy and the position of each change (core/turns.py), without Qt: who acts next,
when the laptop is handed over (NR-H2), when the computers act, the lesson as a policy, and the
rules asked for a state's step once."""

from __future__ import annotations

from dataclasses import replace

import pytest

from sheetdesk.core.lesson import general_wrong
from sheetdesk.core.protocol import Decide
from sheetdesk.core.session import Player, Session
from sheetdesk.core.turns import Facts, LessonPolicy, TurnPolicy, position
from tests.core.fakegame import TALLY
from tests.core.fakegame.rules import Confirm, Done, Mark, TallyRules, Vote


def tally(*players: Player, seed: int = 7, **options: object) -> Session:
    return Session.new(TALLY.rules(), players, options, seed, match_id=f"turns{seed}")


HUMANS = (Player("Ana"), Player("Ben"))


def test_two_humans_open_on_the_handover_with_the_public_view_nr_h2() -> None:
    session = tally(*HUMANS)
    policy = TurnPolicy()
    holder = policy.first_holder((0, 1))
    assert holder is None  # nobody holds the laptop when a game with two humans opens
    pos = position(session, policy, holder)
    assert pos.turn.kind == "handover" and pos.handover == 0
    assert pos.viewer is None and pos.view == session.view(None)
    assert pos.legal == () and pos.undo_text is None and not pos.interactive


def test_the_holder_plays_with_their_view_legal_actions_and_undo_text() -> None:
    session = tally(*HUMANS)
    session.act(0, Mark(amount=2))
    pos = position(session, TurnPolicy(), 0)
    assert pos.turn.kind == "play" and pos.interactive and pos.handover is None
    assert pos.viewer == 0 and pos.turn.holder == 0
    assert pos.legal == tuple(session.legal_actions(0))
    assert pos.undo_text == session.undo_text() is not None
    assert pos.redo_text is None
    assert pos.scores == session.rules.scores(session.view(0))
    assert pos.cursor == session.cursor and pos.acting == 0 and not pos.over


def test_the_next_human_gets_the_laptop_handed_over_once_nr_h2() -> None:
    session = tally(*HUMANS)
    session.act(0, Done())
    assert session.acting_seat() == 1
    policy = TurnPolicy()
    pos = position(session, policy, 0)
    assert pos.handover == 1 and pos.turn.holder == 0  # still Ana's until Ben says so
    again = position(session, policy, 1)  # Ben confirmed: no second hand-over
    assert again.turn.kind == "play" and again.viewer == 1


def test_one_human_keeps_the_laptop_and_sees_the_computers_play_in_their_view() -> None:
    session = tally(Player("Ana"), Player("Cy", "bot", "first"))
    policy = TurnPolicy()
    holder = policy.first_holder((0,))
    assert holder == 0
    assert position(session, policy, holder).turn.kind == "play"
    session.act(0, Done())
    pos = position(session, policy, holder)
    assert pos.turn.kind == "computer" and pos.turn.seat == 1
    assert pos.viewer == 0  # the only human's view: nobody else looks
    assert pos.legal == () and not pos.turn.quick


def test_computers_show_the_public_view_when_several_humans_play() -> None:
    session = tally(Player("Ana"), Player("Cy", "bot", "first"), Player("Ben"))
    session.act(0, Done())
    pos = position(session, TurnPolicy(), 0)
    assert pos.turn.kind == "computer" and pos.viewer is None and pos.turn.holder == 0


def test_read_only_and_the_end_let_nobody_act() -> None:
    session = tally(*HUMANS, turns=1)
    assert position(session, TurnPolicy(read_only=True), None).turn.kind == "watch"
    assert not TurnPolicy(read_only=True).handover_due(Facts.of(session), 0, None)
    session.act(0, Done())
    pos = position(session, TurnPolicy(), 0)
    assert pos.over and pos.turn.kind == "over" and pos.viewer is None and pos.legal == ()


def test_an_open_step_hands_nothing_over_and_its_computers_are_quick() -> None:
    session = tally(*HUMANS)
    facts = Facts.of(session)
    policy = TurnPolicy()
    assert policy.handover_due(facts, 1, 0)
    assert not policy.handover_due(replace(facts, open=True), 1, 0)  # in sight of all
    assert not policy.handover_due(facts, 1, 1)  # never twice for the same human
    assert not policy.handover_due(replace(facts, humans=(0,)), 1, 0)  # one human: no page
    bots = tally(Player("Ana"), Player("Cy", "bot", "first"))
    quick = replace(Facts.of(bots), acting=1, quick=True)
    assert policy.decide(bots, quick, 0).quick


def test_the_vote_of_a_hidden_simultaneous_step_hands_the_laptop_round() -> None:
    session = tally(*HUMANS)
    session.act(0, Done())
    session.act(1, Done())  # (after every second turn everyone votes at once, hidden)
    step = session.step()
    assert isinstance(step, Decide) and step.simultaneous
    first = step.seats[0]
    pos = position(session, TurnPolicy(), 1 - first)
    assert pos.turn.kind == "handover" and pos.handover == first
    session.act(first, Vote(choice=1))
    session.act(first, Confirm())
    nxt = position(session, TurnPolicy(), first)
    assert nxt.handover == session.acting_seat() == 1 - first  # its vote is hidden


def test_a_position_asks_the_rules_for_the_step_once(monkeypatch: pytest.MonkeyPatch) -> None:
    session = tally(*HUMANS)
    asked: list[object] = []
    real = TallyRules.step

    def counting(self: TallyRules, state: object) -> object:
        asked.append(state)
        return real(self, state)  # type: ignore[arg-type]

    monkeypatch.setattr(TallyRules, "step", counting)
    session.act(0, Mark(amount=1))  # (the act asks of the state before and the one after)
    asked.clear()
    pos = position(session, TurnPolicy(), 0)
    assert pos.turn.kind == "play" and pos.undo_text is not None
    # the step of the new state was asked once, by the act itself (the rules' own scoring of
    # a view may ask of the view: another object)
    assert [state for state in asked if state is session.state] == []
    session.undo()
    asked.clear()
    again = position(session, TurnPolicy(), 0)
    # the state undone to: its step known from when it was played (the session keeps each
    # state's step), not asked again for anything the position says
    assert again.turn.kind == "play" and again.cursor == session.cursor
    assert [state for state in asked if state is session.state] == []


class FakeLesson:
    """A lesson as its policy holds it for the guide (the policy reads nothing of it)."""


def test_a_lesson_is_a_policy_the_script_the_learner_and_its_end() -> None:
    session = tally(Player("Mia"), Player("Leo", "bot", "first"), turns=1)
    from sheetdesk.core.lesson import Move

    script = [Move(0, Mark(amount=3)), Move(0, Done())]
    policy = LessonPolicy(FakeLesson(), script, 0)
    assert not policy.edits and not policy.hints and policy.steps == 3
    assert policy.first_holder((0,)) == 0
    pos = position(session, policy, 0)
    assert pos.turn.kind == "play" and pos.undo_text is None  # a lesson goes one way
    assert policy.expected(session) == Mark(amount=3) and policy.step_number(session) == 1
    assert policy.refusal(session, Mark(amount=1)) == general_wrong()
    assert policy.refusal(session, Mark(amount=3)) is None
    session.act(0, Mark(amount=3))
    assert policy.step_number(session) == 2
    session.act(0, Done())
    assert policy.finished(session)
    end = position(session, policy, 0)
    assert end.turn.kind == "lesson_over" and end.viewer == 0 and not end.interactive


def test_a_lesson_plays_the_computers_moves_of_its_script() -> None:
    session = tally(Player("Mia"), Player("Leo", "bot", "first"))
    from sheetdesk.core.lesson import Move

    script = [Move(0, Done()), Move(1, Mark(amount=2)), Move(1, Done())]
    policy = LessonPolicy(FakeLesson(), script, 0)
    session.act(0, Done())
    assert position(session, policy, 0).turn.kind == "computer"
    bot = policy.bot(session, 1, lambda: pytest.fail("the game's bot is not asked"))
    assert bot(None, 1, [], None) == Mark(amount=2)
    assert policy.bot(session, 0, lambda: None) is None  # not the script's seat now
    assert TurnPolicy().bot(session, 1, lambda: "the game's bot") == "the game's bot"


def test_what_a_lesson_says_is_its_policys_the_others_moves_the_end_and_a_refusals_words():
    """What the lesson's panel tells comes from its policy: the others' moves since the
    learner's last one as the learner may see them (no chance, no private choice still
    hidden), what it adds to the reason for a refused click while the learner is to move
    (where to click instead), and its end as the script's last move left the game (the chance
    that came after it not played)."""
    session = tally(Player("Mia"), Player("Leo", "bot", "first"), turns=3)
    from sheetdesk.core.lesson import Move, try_outlined

    script = [
        Move(0, Mark(amount=3)),
        Move(0, Done()),
        Move(1, Mark(amount=2)),
        Move(1, Done()),
        Move(1, Confirm()),  # (Leo's choice in the hidden vote: Mia does not see it yet)
        Move(0, Confirm()),
    ]
    policy = LessonPolicy(FakeLesson(), script, 0)
    assert policy.after_reason(session) == try_outlined()
    assert policy.since_last_step(session) == []
    for move in script[:2]:
        session.act(move.seat, move.action)
    assert policy.expected(session) is None and policy.after_reason(session) is None
    for move in script[2:5]:
        session.act(move.seat, move.action)
    since = [(entry.seat, entry.action) for _index, entry in policy.since_last_step(session)]
    assert since == [(1, Mark(amount=2)), (1, Done())]
    assert policy.after_reason(session) == try_outlined()
    session.act(0, Confirm())
    assert policy.finished(session) and session.history[-1].seat is None  # the next roll
    assert policy.end_state(session) is session.state_at(len(session.history) - 1)
    assert policy.end_state(session) != session.state
