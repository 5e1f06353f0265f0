"""Hypothesis play-outs of whole Number rows games through core.session.Session.

Every game (1-5 players, jokers on/off, random or greedy choices) is played to its end while we
check: legal actions apply, everything else is refused with IllegalAction and changes nothing;
the cards are conserved; views leak no secret; undo never crosses a barrier; a replay of the log
equals the live state; the scores equal an independent recount.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from sheetdesk.core.protocol import Action, Chance, Decide, GameOver, IllegalAction
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import LogEntry, Player, Session
from sheetdesk.core.snapshot import contents
from sheetdesk.games.number_rows import bot
from sheetdesk.games.number_rows.rules import COLORS, RULES, Play, Reshuffle, State
from sheetdesk.games.number_rows.tests.probes import (
    check_cards,
    check_hidden,
    probes,
    recount,
    vary,
)

COMMIT_KINDS = {"take", "announce_done", "done"}


# --- an independent model of legality and scoring, written apart from rules.py -------------------


def normalise(state: State, seat: int | None, action: Action) -> Action:
    """Play.cards may come in any order; legal_actions lists each set in hand order."""
    if isinstance(action, Play) and seat is not None:
        order = [c.id for c in state.hands[seat]]
        if len(set(action.cards)) == len(action.cards) and all(i in order for i in action.cards):
            return Play(cards=tuple(sorted(action.cards, key=order.index)), color=action.color)
    return action


def is_legal(state: State, seat: int | None, action: Action) -> bool:
    step = RULES.step(state)
    if seat is None:
        return (
            isinstance(step, Chance)
            and isinstance(action, Reshuffle)
            and sorted(action.order) == sorted(c.id for c in state.discard)
        )
    if not isinstance(step, Decide) or seat not in step.seats:
        return False
    return normalise(state, seat, action) in RULES.legal_actions(state, seat)


def check_scores(state: State) -> None:
    scores = RULES.scores(state)
    totals = recount(state)
    assert [scores[s].total for s in range(state.players)] == totals
    for seat, breakdown in scores.items():
        assert sum(item.points for item in breakdown.items) == breakdown.total
        assert [i.key for i in breakdown.items] == [f"row.{c}" for c in COLORS] + ["misthrows"]
        sheet = state.sheets[seat]
        assert breakdown.items[4].detail == {"count": sheet.misthrows}
        if state.phase == "over":
            assert breakdown.winner == (totals[seat] == max(totals))
        else:
            assert not breakdown.winner


def check_view(state: State, rng: Rng) -> None:
    check_hidden(state)
    for viewer in [None, *range(state.players)]:
        assert RULES.view(vary(state, viewer, rng), viewer) == RULES.view(state, viewer)


# --- illegal probes -----------------------------------------------------------------------------


def check_probe(state: State, seat: int | None, action: Action, before: object) -> None:
    """`before`: what the state holds (snapshot.contents: equal again exactly when nothing its
    snapshot reads has changed), taken once before its first probe (states are never changed,
    so every probe is held to the state as it was before any of them)."""
    if is_legal(state, seat, action):
        RULES.apply(state, seat, action)
        return
    try:
        RULES.apply(state, seat, action)
    except IllegalAction as error:
        assert error.reason.english()
        assert error.reason.context == "number_rows"
    else:
        raise AssertionError(f"{action!r} by {seat} was accepted but is not legal")
    assert contents(state) == before


# --- the play-out -------------------------------------------------------------------------------


def restored(session: Session) -> Session:
    log = [
        LogEntry(e.seat, RULES.parse_action(e.action.model_dump(mode="json"))) for e in session.log
    ]
    return Session.restore(
        RULES,
        session.players,
        session.options,
        session.seed,
        log,
        session.cursor,
        session.match_id,
    )


@given(
    players=st.integers(1, 5),
    jokers=st.booleans(),
    seed=st.integers(0, 2**32),
    choices=st.integers(0, 2**32),
    bot_name=st.sampled_from(["random", "greedy"]),
)
def test_playout_to_the_end(players, jokers, seed, choices, bot_name):
    """Whole games: legality, refusals, conservation, views, undo barriers, replay, scores."""
    session = Session.new(
        RULES, [Player(f"p{i}") for i in range(players)], {"jokers": jokers}, seed
    )
    rng = Rng(choices)
    choose = getattr(bot, bot_name)
    moves = 0
    while not session.is_over():
        state: State = session.state
        step = session.step()
        assert isinstance(step, Decide)  # chance is resolved by the session
        check_cards(state)
        if moves % 4 == 0:
            check_view(state, rng)
            check_scores(state)
        before = contents(state)
        for seat, action in probes(state, rng):
            check_probe(state, seat, action, before)
        assert session.state is state

        seat = rng.choice(list(step.seats))
        legal = list(session.legal_actions(seat))
        assert legal, "a seat asked to decide must have a legal action"
        for action in legal:
            assert RULES.parse_action(action.model_dump()) == action
        for other in range(players):
            if other not in step.seats:
                assert session.legal_actions(other) == []
        action = choose(RULES.view(state, seat), seat, legal, rng)
        assert action in legal
        session.act(seat, action)
        moves += 1
        assert moves < 5000

        last = session.history[-1]
        if RULES.is_commit(action) or last.seat is None or session.acting_seat() != seat:
            assert not session.can_undo()  # barriers: commit, chance, another seat
        else:
            assert session.can_undo()
            if rng.below(5) == 0:
                session.undo()
                assert session.state == state
                if rng.below(2) == 0:
                    session.redo()
                    assert session.history[-1].action == action

    final: State = session.state
    assert isinstance(RULES.step(final), GameOver)
    assert final.ended_by in {"two_locks", "misthrows"}
    check_scores(final)
    check_view(final, rng)
    assert any(sum(s.locked) >= 2 or s.misthrows >= 4 for s in final.sheets)
    assert RULES.snapshot(restored(session).state) == RULES.snapshot(final)


@given(seed=st.integers(0, 2**32), players=st.integers(2, 5))
def test_replay_mid_game_with_redo_tail(seed, players):
    """Session.restore of a log with a redo tail gives the live state at the cursor."""
    session = Session.new(RULES, [Player(f"p{i}") for i in range(players)], {}, seed)
    rng = Rng(seed)
    for _ in range(40):
        if session.is_over():
            break
        seat = session.acting_seat()
        assert seat is not None
        session.act(
            seat, bot.random(session.view(seat), seat, list(session.legal_actions(seat)), rng)
        )
    while session.can_undo():
        session.undo()
    assert RULES.snapshot(restored(session).state) == RULES.snapshot(session.state)
