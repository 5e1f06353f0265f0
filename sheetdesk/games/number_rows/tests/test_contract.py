"""Number rows through the shared play-out harness (tests/contract.py): 1-5 players, jokers on
and off, random and greedy, every step checked (chance steps included: a reshuffle of the
discard), replay and save -> load equal, scores = recount."""

from __future__ import annotations

from sheetdesk.games.number_rows import bot
from sheetdesk.games.number_rows.tests.probes import GAME
from tests.contract import contract_test, play_out

test_contract = contract_test(GAME, {"random": bot.random, "greedy": bot.greedy}, (1, 5))


def test_views_hide_every_secret_at_a_reshuffle():
    """The chance step (the discard shuffled into a new pile) reached by play, its views checked
    as a log restored with its cursor there would show them."""
    from sheetdesk.core.protocol import Chance
    from sheetdesk.core.rng import Rng
    from tests.contract import check_views

    for seed in range(40):
        session = play_out(GAME, 4, seed, seed, bot.greedy, check_every=50)
        chance = [s for s in session._states if isinstance(GAME.rules.step(s), Chance)]
        if chance:
            for state in chance:
                GAME.invariants(state)
                check_views(GAME, state, Rng(seed))
            return
    raise AssertionError("no play-out reached a reshuffle")
