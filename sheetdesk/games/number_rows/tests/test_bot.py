"""The Number rows computer players: always legal, decide from the view, play sensibly."""

from __future__ import annotations

from dataclasses import replace

import pytest

from sheetdesk.core.registry import get
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session
from sheetdesk.games.number_rows import bot
from sheetdesk.games.number_rows.rules import (
    RULES,
    AnnounceCross,
    AnnounceDone,
    Cross,
    Done,
    Play,
)

from .helpers import at_announce, at_play, card, sheet


def decide(name: str, state, seat: int, seed: int = 0):
    legal = RULES.legal_actions(state, seat)
    action = getattr(bot, name)(RULES.view(state, seat), seat, legal, Rng(seed))
    assert action in legal
    return action


def play_game(name: str, players: int, seed: int, jokers: bool = False) -> Session:
    session = Session.new(
        RULES, [Player(f"p{i}") for i in range(players)], {"jokers": jokers}, seed
    )
    choose = getattr(bot, name)
    rng = Rng(seed)
    while not session.is_over():
        seat = session.acting_seat()
        assert seat is not None
        legal = list(session.legal_actions(seat))
        action = choose(session.view(seat), seat, legal, rng)
        assert action in legal
        session.act(seat, action)
    return session


def test_registry_finds_both_bots():
    entry = get("number_rows")
    assert entry.bot("greedy") is bot.greedy
    assert entry.bot("random") is bot.random
    assert entry.rules() is RULES


@pytest.mark.parametrize("name", ["random", "greedy"])
@pytest.mark.parametrize("players", [1, 3, 5])
def test_bots_finish_games_with_legal_actions(name, players):
    for seed in range(3):
        session = play_game(name, players, seed, jokers=seed % 2 == 1)
        assert session.state.phase == "over"


def test_greedy_scores_better_than_random():
    def mean(name: str) -> float:
        totals = [
            s.total
            for seed in range(12)
            for s in RULES.scores(play_game(name, 3, seed).state).values()
        ]
        return sum(totals) / len(totals)

    assert mean("greedy") > mean("random") + 20


def test_greedy_announce_crosses_with_at_most_one_skip():
    state = at_announce(4, sheets={0: sheet(red=(2,), yellow=(2, 3))})
    assert decide("greedy", state, 0) == AnnounceCross(row="yellow")  # no skip beats one skip
    state = at_announce(5, sheets={0: sheet(red=(2, 3), yellow=(2,))})
    assert decide("greedy", state, 0) == AnnounceCross(row="red")  # one skip in red
    state = at_announce(7, sheets={0: sheet(red=(2, 3), yellow=(2,), green=(12,), blue=(12,))})
    assert decide("greedy", state, 0) == AnnounceDone()  # every row skips two or more
    marked = RULES.apply(at_announce(4), 0, AnnounceCross(row="red"))
    assert decide("greedy", marked, 0) == AnnounceDone()


def test_greedy_plays_the_best_cards_and_crosses_them():
    hand = (card("red", 3), card("red", 4), card("blue", 12), card("yellow", 9), card("red", 5))
    state = at_play(hand, sheets={0: sheet(red=(2,))})
    action = decide("greedy", state, 0)
    assert isinstance(action, Play) and action.color == "red"
    assert sorted(action.cards) == sorted(c.id for c in (hand[0], hand[1], hand[4]))
    state = RULES.apply(state, 0, action)
    for n in (3, 4, 5):
        assert decide("greedy", state, 0) == Cross(number=n)
        state = RULES.apply(state, 0, Cross(number=n))
    assert decide("greedy", state, 0) == Done()


def test_greedy_locks_a_row_when_it_can():
    hand = (card("green", 2), card("red", 2), card("yellow", 2), card("blue", 9), card("red", 7))
    state = at_play(hand, sheets={0: sheet(green=(12, 11, 10, 9, 8, 4), red=(5,))})
    action = decide("greedy", state, 0)
    assert action == Play(cards=(hand[0].id,), color="green")
    state = RULES.apply(state, 0, action)
    assert decide("greedy", state, 0) == Cross(number=2)


def test_greedy_avoids_a_misthrow_with_a_poor_cross():
    hand = (card("red", 5), card("yellow", 6))
    state = at_play(hand, sheets={0: sheet(red=(2,), yellow=(3,))})
    action = decide("greedy", state, 0)
    assert isinstance(action, Play)
    state = RULES.apply(state, 0, action)
    assert isinstance(decide("greedy", state, 0), Cross)  # two skips beat a misthrow
    # with the announced number used, nothing forces a poor cross
    marked = RULES.apply(
        at_play(hand, sheets={0: sheet(red=(2,), yellow=(3,))}, mark="blue"), 0, action
    )
    assert decide("greedy", marked, 0) == Done()


def test_bots_decide_from_the_view_only():
    """The same view gives the same choice, whatever the hidden cards are."""
    session = Session.new(RULES, [Player("a"), Player("b"), Player("c")], {}, 11)
    state = session.state
    seat = state.active
    other = (seat + 1) % 3
    changed = replace(
        state,
        hands=tuple(
            hand if s != other else tuple(replace(c, color="blue") for c in hand)
            for s, hand in enumerate(state.hands)
        ),
        pile=(state.pile[0], *reversed(state.pile[1:])),
    )
    for name in ("greedy", "random"):
        assert decide(name, state, seat, 3) == decide(name, changed, seat, 3)
