"""Hypothesis play-outs of whole Treasure cards games (1-4 players) through core.session.Session:
legal actions apply, probes outside them are refused and change nothing, views leak no secret
(draft choices, pending marks before all confirm, pile orders, earlier expedition cards), undo
never crosses a barrier, a replay of the log equals the live state, scores equal a recount."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from sheetdesk.core.protocol import Action, Chance, Decide, GameOver, IllegalAction
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import LogEntry, Player, Session
from sheetdesk.games.treasure_cards import bot
from sheetdesk.games.treasure_cards.rules import (
    RULES,
    Box,
    Confirm,
    Keep,
    Mark,
    Place,
    Reveal,
    ShuffleExpeditions,
    ShufflePile,
    State,
    Take,
)

TIE = ("green", "orange", "lilac")


def recount(state: State) -> list[int]:
    """TC-E1 written apart from rules.py."""
    totals = []
    for b in state.boards:
        done = [RULES.cards[c] for c in b.completed]
        seals = sum(
            c.seal.value * sum(1 for d in done if d.color == c.seal.color)
            for c in done
            if c.seal is not None
        )
        totals.append(b.coins + sum(b.cups) + sum(b.palms) + sum(c.points for c in done) + seals)
    return totals


def check_scores(state: State) -> None:
    scores = RULES.scores(state)
    totals = recount(state)
    assert [scores[s].total for s in range(state.players)] == totals
    keys = []
    for seat, breakdown in scores.items():
        assert sum(i.points for i in breakdown.items) == breakdown.total
        keys.append(
            (
                totals[seat],
                len(state.boards[seat].completed),
                *(
                    sum(1 for c in state.boards[seat].completed if RULES.cards[c].color == col)
                    for col in TIE
                ),
            )
        )
    for seat, breakdown in scores.items():
        assert breakdown.winner == (state.phase == "over" and keys[seat] == max(keys))


def check_conservation(state: State) -> None:
    places = [*state.pile, *state.display]
    for b in state.boards:
        places += [*b.cards, *b.completed]
        assert len(b.cards) <= 2 and len(b.crossed) == len(b.cards)
        assert b.coins <= 12 and len(b.palms) <= 4 and len(b.cups) <= 3
        for card_id, crossed in zip(b.cards, b.crossed, strict=True):
            assert crossed <= RULES.cards[card_id].boxes
    if state.phase == "draft":
        places += [c for d in state.dealt for c in d]
    elif state.phase == "shuffle_pile":
        places += [c for d, k in zip(state.dealt, state.kept, strict=True) for c in d if c not in k]
    assert sorted(places) == list(range(47))
    assert len(state.display) <= 4
    assert sum(len(b.cups) for b in state.boards) >= 6 - len(state.cups_left)


def perturb(state: State, viewer: int | None, rng: Rng) -> State:
    """The same position as far as `viewer` can tell: every secret changed."""
    pile = tuple(rng.shuffled(state.pile))
    expeditions = tuple(rng.shuffled(range(8)))[: len(state.expeditions)]
    changes: dict = {"pile": pile, "expeditions": expeditions}
    others = [s for s in range(state.players) if s != viewer]
    if state.phase == "draft":
        dealt = list(state.dealt)
        kept = list(state.kept)
        for s in others:
            dealt[s] = tuple(rng.shuffled(range(47)))[:4]
            kept[s] = dealt[s][: rng.below(3)]
        changes.update(dealt=tuple(dealt), kept=tuple(kept))
    if state.phase == "mark":
        boards = list(state.boards)
        marks = list(state.marks)
        owed = list(state.owed)
        for s in others:
            b = state.before[s]
            if b.cards:
                free = sorted(RULES.cards[b.cards[0]].boxes - b.crossed[0])
                if free:
                    cell = rng.choice(free)
                    boards[s] = replace(
                        b,
                        crossed=(b.crossed[0] | {cell}, *b.crossed[1:]),
                        coins=min(12, b.coins + rng.below(2)),
                    )
                    marks[s] = (Mark(b.cards[0], (cell,), "box"),)
            owed[s] = rng.below(2)
        changes.update(boards=tuple(boards), marks=tuple(marks), owed=tuple(owed))
    return replace(state, **changes)


def check_view(state: State, rng: Rng) -> None:
    for viewer in [None, *range(state.players)]:
        view = RULES.view(state, viewer)
        assert all(c == -1 for c in view.pile) and len(view.pile) == len(state.pile)
        assert all(c == -1 for c in view.expeditions)
        assert view.current == state.current and view.revealed == state.revealed
        assert RULES.view(perturb(state, viewer, rng), viewer) == view


def probes(state: State, rng: Rng) -> list[tuple[int | None, Action]]:
    seats: list[int | None] = [None, *range(state.players)]
    ids = [rng.below(50) for _ in range(3)]
    for b in state.boards:
        ids += list(b.cards)
    out: list[tuple[int | None, Action]] = []
    for _ in range(4):
        seat = rng.choice(seats)
        kind = rng.below(8)
        action: Action
        card = rng.choice(ids)
        cell = (rng.below(5), rng.below(7))
        if kind == 0:
            action = Keep(card=card)
        elif kind == 1:
            cells = [cell]
            for _ in range(rng.below(4)):
                r, c = cells[-1]
                cells.append(rng.choice([(r + 1, c), (r, c + 1), (r - 1, c), (r, c - 1)]))
            action = Place(card=card, cells=tuple(cells))
        elif kind == 2:
            action = Box(card=card, cell=cell)
        elif kind == 3:
            action = Confirm()
        elif kind == 4:
            action = Take(slot=rng.below(6) - 1 if rng.below(3) else None)
        elif kind == 5:
            action = ShufflePile(order=tuple(rng.shuffled(range(47)))[: 30 + rng.below(17)])
        elif kind == 6:
            action = ShuffleExpeditions(order=tuple(rng.shuffled(range(8 + rng.below(2)))))
        else:
            action = Reveal(number=rng.below(9))
        out.append((seat, action))
    return out


def is_legal(state: State, seat: int | None, action: Action) -> bool:
    step = RULES.step(state)
    if seat is None:
        return (
            isinstance(step, Chance)
            and RULES.resolve_chance(state, Rng(0)).kind == action.kind
            and (not isinstance(action, Reveal) or action.number == state.revealed + 1)
            and (
                not isinstance(action, ShuffleExpeditions) or sorted(action.order) == list(range(8))
            )
        )
    if not isinstance(step, Decide) or seat not in step.seats:
        return False
    if isinstance(action, Place):
        action = Place(card=action.card, cells=tuple(sorted(set(action.cells))))
    return action in RULES.legal_actions(state, seat)


def check_probe(state: State, seat: int | None, action: Action) -> None:
    before = RULES.snapshot(state)
    if is_legal(state, seat, action):
        return
    try:
        RULES.apply(state, seat, action)
    except IllegalAction as error:
        assert error.reason.english() and error.reason.context == "treasure_cards"
    else:
        raise AssertionError(f"{action!r} by {seat} was accepted but is not legal")
    assert RULES.snapshot(state) == before


def restored(session: Session) -> Session:
    log = [
        LogEntry(e.seat, RULES.parse_action(e.action.model_dump(mode="json"))) for e in session.log
    ]
    return Session.restore(
        RULES, session.players, session.options, session.seed, log, session.cursor, session.match_id
    )


@settings(max_examples=25)
@given(
    players=st.integers(1, 4),
    seed=st.integers(0, 2**32),
    choices=st.integers(0, 2**32),
    bot_name=st.sampled_from(["random", "greedy"]),
)
def test_playout_to_the_end(players, seed, choices, bot_name):
    session = Session.new(RULES, [Player(f"p{i}") for i in range(players)], {}, seed)
    rng = Rng(choices)
    choose = getattr(bot, bot_name)
    moves = 0
    while not session.is_over():
        state: State = session.state
        step = session.step()
        assert isinstance(step, Decide) and step.seats
        check_conservation(state)
        if moves % 7 == 0:
            check_view(state, rng)
            check_scores(state)
            for seat, action in probes(state, rng):
                check_probe(state, seat, action)
            assert session.state is state
        seat = step.seats[rng.below(len(step.seats))] if step.simultaneous else step.seats[0]
        legal = list(session.legal_actions(seat))
        assert legal
        if moves % 13 == 0:
            for action in legal[:20]:
                assert RULES.parse_action(action.model_dump(mode="json")) == action
            for other in range(players):
                if other not in step.seats:
                    assert session.legal_actions(other) == []
        action = choose(RULES.view(state, seat), seat, legal, rng)
        assert action in legal
        session.act(seat, action)
        moves += 1
        assert moves < 3000
        last = session.history[-1]
        if RULES.is_commit(action) or last.seat is None or session.acting_seat() != seat:
            assert not session.can_undo()
        else:
            assert session.can_undo()
            if rng.below(4) == 0:
                session.undo()
                assert session.state == state
                session.redo()
    final: State = session.state
    assert isinstance(RULES.step(final), GameOver)
    check_scores(final)
    check_view(final, rng)
    check_conservation(final)
    assert sum(isinstance(e.action, Reveal) for e in session.history) == 28
    assert RULES.snapshot(restored(session).state) == RULES.snapshot(final)
