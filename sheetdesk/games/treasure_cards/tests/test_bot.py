"""Treasure cards bots: always legal, decide from the view only, greedy beats random."""

from __future__ import annotations

from dataclasses import replace

from sheetdesk.core.rng import Rng
from sheetdesk.games.expeditions.tests.generators import mean_scores
from sheetdesk.games.treasure_cards import bot
from sheetdesk.games.treasure_cards.rules import RULES, Box, Place, Take

from .helpers import board, card, position, rules_with


def test_greedy_mean_score_at_least_1_5_times_random():
    """Greedy's mean score is at least 1.5x the random bot's (4 players, 12 games)."""
    means = mean_scores(bot, RULES, ("random", "greedy"), 4, 12)
    assert means["greedy"] >= 1.5 * means["random"], means


def test_bots_decide_from_the_view_and_pick_legal_actions():
    for name in ("random", "greedy"):
        choose = getattr(bot, name)
        state = RULES.setup(3, {}, Rng(4))
        rng = Rng(1)
        for _ in range(300):
            step = RULES.step(state)
            if not hasattr(step, "seats"):
                if step.__class__.__name__ == "GameOver":
                    break
                state = RULES.apply(state, None, RULES.resolve_chance(state, rng))
                continue
            seat = step.seats[0]
            legal = RULES.legal_actions(state, seat)
            view = RULES.view(state, seat)
            action = choose(view, seat, legal, Rng(7))
            assert action in legal
            # the same view with other secrets gives the same choice
            assert (
                choose(RULES.view(replace(state, pile=state.pile[::-1]), seat), seat, legal, Rng(7))
                == action
            )
            state = RULES.apply(state, seat, action)


def test_greedy_completes_a_card_and_prefers_coins_and_palms():
    a = card(0, "grey", "##c/###")
    b = card(1, "green", "####p")
    rules = rules_with(a, b, card(2, "lilac", "pp"), card(3, "grey", "#"))
    greedy = bot.GreedyBot(rules)
    # a shape that completes card 0 beats one that does not
    state = position([board((0, 1), ({(0, 0), (0, 1), (1, 0)}, set()))], design="L3")
    legal = rules.legal_actions(state, 0)
    choice = greedy(rules.view(state, 0), 0, legal, Rng(1))
    assert choice == Place(card=0, cells=((0, 2), (1, 1), (1, 2)))
    # with a single box to choose, the palm or the coin beats a plain box
    state = position([board((0, 1))], design="O4", display=(2,))
    choice = greedy(
        rules.view(state, 0), 0, [Box(card=0, cell=(1, 0)), Box(card=1, cell=(0, 4))], Rng(1)
    )
    assert choice == Box(card=1, cell=(0, 4))  # a palm worth 3 now


def test_greedy_takes_a_sensible_replacement():
    rich = card(0, "grey", "cp#", seal=("grey", 2))
    poor = card(1, "grey", "###")
    rules = rules_with(rich, poor, card(2, "grey", "##"))
    greedy = bot.GreedyBot(rules)
    assert greedy.card_value(0) > greedy.card_value(1)
    state = replace(
        position([board((2,))]), phase="complete", display=(1, 0), completing=(0,), vacant=(0,)
    )
    legal = rules.legal_actions(state, 0)
    assert greedy(rules.view(state, 0), 0, legal, Rng(1)) == Take(slot=1)
