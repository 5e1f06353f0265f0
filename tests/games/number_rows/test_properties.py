"""Hypothesis play-outs of whole Number rows games through core.session.Session.

Every game (1-5 players, jokers on/off, random or greedy choices) is played to its end while we
check: legal actions apply, everything else is refused with IllegalAction and changes nothing;
the cards are conserved; views leak no secret; undo never crosses a barrier; a replay of the log
equals the live state; the scores equal an independent recount.
"""

from __future__ import annotations

from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from sheetdesk.core.protocol import Action, Chance, Decide, GameOver, IllegalAction
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import LogEntry, Player, Session
from sheetdesk.games.number_rows import bot
from sheetdesk.games.number_rows.hidden import vary
from sheetdesk.games.number_rows.rules import (
    COLORS,
    RULES,
    AnnounceCross,
    AnnounceDone,
    Cross,
    Done,
    Play,
    Reshuffle,
    State,
    Take,
    new_deck,
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


def recount(state: State) -> list[int]:
    """Totals by NR-C4/NR-E2 (triangular numbers; lock counts; -5 per misthrow)."""
    totals = []
    for sheet in state.sheets:
        total = 0
        for row, locked in zip(sheet.crosses, sheet.locked, strict=True):
            n = len(row) + int(locked)
            total += n * (n + 1) // 2
        totals.append(total - 5 * sheet.misthrows)
    return totals


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


def check_cards(state: State) -> None:
    """Every card is in exactly one place; jokers have a colour only while played."""
    places = [
        *state.pile,
        *state.display,
        *state.discard,
        *state.played,
        *(c for hand in state.hands for c in hand),
    ]
    assert Counter(c.id for c in places) == Counter(c.id for c in new_deck(state.jokers))
    assert all(c.color is None for c in places if c.joker and c not in state.played)
    assert len(state.display) <= 4
    assert all(len(hand) <= 5 for hand in state.hands)


# --- views --------------------------------------------------------------------------------------


def check_view(state: State, rng: Rng) -> None:
    for viewer in [None, *range(state.players)]:
        view = RULES.view(state, viewer)
        for seat, hand in enumerate(view.hands):
            assert [c.number for c in hand] == [c.number for c in state.hands[seat]]
            if seat != viewer:
                assert all(c.color is None and c.id == -1 for c in hand)
                assert all(c.joker is (None if state.jokers else False) for c in hand)
        assert all(c.color is None and c.id == -1 for c in view.display + view.pile)
        assert all(c.number is None for c in view.pile[1:])
        if state.pile:
            assert view.pile[0].number == state.pile[0].number
        assert RULES.view(vary(state, viewer, rng), viewer) == view


# --- illegal probes -----------------------------------------------------------------------------


def probes(state: State, rng: Rng) -> list[tuple[int | None, Action]]:
    seats: list[int | None] = [None, *range(state.players)]
    out: list[tuple[int | None, Action]] = []
    ids = [c.id for hand in state.hands for c in hand] + [rng.below(60) for _ in range(3)]
    discard = [c.id for c in state.discard]
    for _ in range(5):
        seat = rng.choice(seats)
        kind = rng.below(8)
        action: Action
        if kind == 0:
            action = Take(slot=rng.below(6) - 1)
        elif kind == 1:
            action = AnnounceCross(row=rng.choice(COLORS))
        elif kind == 2:
            action = AnnounceDone()
        elif kind == 3:
            cards = tuple(rng.choice(ids) for _ in range(rng.below(5)))
            action = Play(cards=cards, color=rng.choice(COLORS))
        elif kind == 4:
            action = Cross(number=rng.randint(1, 13))
        elif kind == 5:
            action = Done()
        elif kind == 6:
            order = rng.shuffled(discard)
            action = Reshuffle(order=tuple(order[: len(order) - rng.below(2)]))
        else:
            hand = state.hands[seat] if seat is not None else ()
            action = (
                Play(cards=tuple(c.id for c in hand[:2]), color=rng.choice(COLORS))
                if hand
                else Done()
            )
        out.append((seat, action))
    return out


def check_probe(state: State, seat: int | None, action: Action) -> None:
    before = RULES.snapshot(state)
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
    assert RULES.snapshot(state) == before


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
        for seat, action in probes(state, rng):
            check_probe(state, seat, action)
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
