"""What the fast-path and search tests of every game share: whole games decision by decision,
and `simulate` on the fast path against the Session."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from sheetdesk.core.protocol import Action, Chance, GameOver, Seat
from sheetdesk.core.rng import Rng
from sheetdesk.core.simulate import simulate


def decisions(
    rules: Any, players: int, options: Mapping[str, Any], seed: int, choose: Any
) -> Iterator[tuple[Any, Seat, list[Action]]]:
    """A whole game with `choose` (a bot) in every seat: (state, seat, legal) before each
    decision; fails if it chooses an action outside `legal`."""
    rng = Rng(seed)
    state = rules.setup(players, options, rng)
    while not isinstance(step := rules.step(state), GameOver):
        if isinstance(step, Chance):
            state = rules.apply(state, None, rules.resolve_chance(state, rng))
            continue
        seat = step.seats[0]
        legal = rules.legal_actions(state, seat)
        yield state, seat, legal
        action = choose(rules.view(state, seat), seat, legal, rng)
        assert action in legal
        state = rules.apply(state, seat, action)


def assert_same_figures(game: str, players: int, bot: str, variants: Mapping[str, Any]) -> None:
    """`simulate` on the game's fast path gives the figures it gives through the Session."""
    fast = simulate(game, players, 12, 7, bot, options=variants)
    slow = simulate(game, players, 12, 7, bot, options=variants, engine="rules")
    assert (fast["engine"], slow["engine"]) == ("fast", "rules")
    timing = {"seconds", "games_per_s", "engine"}
    assert {k: v for k, v in fast.items() if k not in timing} == {
        k: v for k, v in slow.items() if k not in timing
    }
