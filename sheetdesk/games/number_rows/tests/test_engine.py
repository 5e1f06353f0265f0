"""The one engine (rules.Game) as the play-outs drive it: its options are the legal actions in
order, the frozen State it gives back keeps what the app needs (a played joker's colour), the
greedy player decides alike from a view and from the full state, and `simulate` on the fast path
gives the same figures as through the Session."""

from __future__ import annotations

import pytest

from sheetdesk.core.protocol import Chance, GameOver
from sheetdesk.core.rng import Rng
from sheetdesk.games.number_rows import bot
from sheetdesk.games.number_rows.fast import greedy_index
from sheetdesk.games.number_rows.rules import DONE, RULES, Game, Play, plays_for
from tests.fast_path import assert_same_figures

from .helpers import at_play, card, joker, sheet


def test_plays_follow_the_hand_order_and_jokers_take_every_colour():
    # red 3, a joker, red 5, blue 9: the joker goes with red, or alone in any colour
    hand = (card("red", 3), joker(4), card("red", 5), card("blue", 9))
    state = at_play(hand, jokers=True)
    fast = Game.from_state(state)
    assert [fast.action(0, o) for o in fast.legal(0)] == RULES.legal_actions(state, 0)
    options = plays_for((0, 4, 0, 3))
    assert ((1,), 2) in options and ((0, 1, 2), 0) in options
    assert not any(set(indices) >= {0, 3} for indices, _ in options)  # red with blue never


def test_a_cross_must_leave_at_most_one_gap_and_the_last_needs_five():
    hand = (card("red", 4), card("red", 5), card("red", 7), card("red", 12), card("blue", 2))
    state = at_play(hand, sheets={0: sheet(red=(2, 3))})
    state = RULES.apply(state, 0, Play(cards=(hand[0].id, hand[2].id, hand[3].id), color="red"))
    fast = Game.from_state(state)
    assert fast.legal(0) == [4, 7, DONE]  # 12 needs five crosses in the row first
    fast.apply(0, 7)  # 4 and 5 open before it now: 4 is too far behind, nothing else fits
    assert fast.legal(0) == [DONE]


def test_the_boundary_keeps_a_played_joker_coloured_and_a_discarded_one_not():
    hand = (joker(6), card("green", 9), card("green", 8), card("red", 2), card("red", 3))
    state = at_play(hand, jokers=True)
    fast = Game.from_state(state)
    action = Play(cards=(hand[0].id,), color="yellow")
    fast.apply(0, fast.option(0, action))
    state = RULES.apply(state, 0, action)
    assert fast.to_state() == state and state.played[0].color == "yellow"
    fast.apply(0, DONE)
    state = RULES.apply(state, 0, RULES.legal_actions(state, 0)[-1])
    assert fast.to_state() == state and state.discard[-1].color is None


def test_the_greedy_player_decides_alike_from_the_view_and_the_full_state():
    for seed in range(40):
        rng = Rng(seed)
        state = RULES.setup(2 + seed % 4, {"jokers": seed % 2 == 1}, rng)
        for _ in range(60):
            step = RULES.step(state)
            if isinstance(step, GameOver):
                break
            if isinstance(step, Chance):
                state = RULES.apply(state, None, RULES.resolve_chance(state, rng))
                continue
            seat = step.seats[0]
            legal = RULES.legal_actions(state, seat)
            full = Game.from_state(state)
            chosen = bot.greedy(RULES.view(state, seat), seat, legal, Rng(seed))
            assert legal[greedy_index(full, seat, full.legal(seat), Rng(seed))] == chosen
            state = RULES.apply(state, seat, rng.choice(legal))


@pytest.mark.parametrize("bot_name", ["random", "greedy"])
@pytest.mark.parametrize(
    ("players", "variants"), [(1, {}), (2, {"jokers": True}), (4, {}), (5, {"jokers": True})]
)
def test_simulate_gives_the_same_figures_on_the_fast_path(bot_name, players, variants):
    assert_same_figures("number_rows", players, bot_name, variants)


@pytest.mark.parametrize("players", [1, 2, 4, 5])
@pytest.mark.parametrize("jokers", [False, True])
def test_the_random_players_loop_plays_the_general_loops_games(players, jokers):
    """play_random is play_fast with random_index, written out per phase: the same draws, the
    same final game and the same number of logged actions, also when cut short."""
    from sheetdesk.core.headless import play_fast, random_index
    from sheetdesk.core.rng import derive
    from sheetdesk.games.number_rows.fast import play_random
    from sheetdesk.games.number_rows.rules import game_of

    for seed in range(40):
        state = RULES.setup(players, {"jokers": jokers}, Rng(seed))
        for most in (10**6, 5 + seed):
            games, draws, logged = [], [], []
            for loop in ("general", "random"):
                game, rng = game_of(state).copy(), Rng(seed + 100)

                def chance(index: int, kind: str, seed: int = seed) -> Rng:
                    return Rng(derive(seed, kind, index))

                if loop == "general":
                    count = play_fast(game, random_index, rng, chance, "reshuffle", most)
                else:
                    count = play_random(game, rng, chance, most)
                games.append(game.to_state())
                draws.append(rng.below(1 << 30))
                logged.append(count)
            assert games[0] == games[1] and draws[0] == draws[1] and logged[0] == logged[1]


@pytest.mark.parametrize("jokers", [False, True])
def test_the_frozen_sheets_follow_every_cross_and_misthrow(jokers):
    """to_state makes again only the sheets whose rows or misthrows changed (NR-M1, NR-T5): after
    every action of whole random games, each frozen sheet is the one its rows make now."""
    from sheetdesk.games.number_rows.rules import _sheet, game_of

    for seed in range(12):
        game = game_of(RULES.setup(4, {"jokers": jokers}, Rng(seed))).copy()
        rng = Rng(seed + 7)
        while not game.is_over():
            seat = game.to_move()
            if seat is None:
                game.resolve_chance(rng)
            else:
                options = game.legal(seat)
                game.apply(seat, options[rng.below(len(options))])
            state = game.to_state()
            for s in range(4):
                assert state.sheets[s] == _sheet(game.rows[s], game.misthrows[s])
            game = game.copy() if seed % 2 else game
