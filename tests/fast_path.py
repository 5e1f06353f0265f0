"""What the fast-path and search tests of every game share: whole games decision by decision,
`simulate` on the fast path against the Session, and a search level whose choice the machine's
load cannot change (`repeatable`, checked on a `BusyClock`)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import replace
from typing import Any

import pytest

from sheetdesk.core import search as search_module
from sheetdesk.core.protocol import Action, Chance, GameOver, Seat
from sheetdesk.core.rng import Rng
from sheetdesk.core.search import Level
from sheetdesk.devtools.simulate import simulate


def decisions(
    rules: Any,
    players: int,
    options: Mapping[str, Any],
    seed: int,
    choose: Any,
    stop: Any = None,
) -> Iterator[tuple[Any, Seat, list[Action]]]:
    """A whole game with `choose` (a bot) in every seat: (state, seat, legal) before each
    decision; fails if it chooses an action outside `legal`. `stop(state)` ends the game early
    (a safety cap of computer-only games)."""
    rng = Rng(seed)
    state = rules.setup(players, options, rng)
    while not isinstance(step := rules.step(state), GameOver):
        if stop is not None and stop(state):
            break
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


def repeatable(level: Level, playouts: int) -> Level:
    """`level` searching at most `playouts`, without its time caps: a capped search stops
    wherever the clock says, so on a busy machine it would play fewer playouts and may choose
    another option; without them only the playouts decide, and a seeded choice is repeatable."""
    return replace(level, playouts=min(playouts, level.playouts), seconds=None, step_seconds=None)


class BusyClock:
    """The clock the search keeps its time caps by (core/search.py reads `time.perf_counter`),
    as busy as a test sets it: each reading `tick` seconds after the last. At 0 no time ever
    passes (no cap is reached); at 1 s a cap is reached after the first sampled world, as on a
    machine loaded by other work. A choice that must not depend on the load is taken on both."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, tick: float = 0.0) -> None:
        self.now = 0.0
        self.tick = tick
        monkeypatch.setattr(search_module.time, "perf_counter", self)

    def __call__(self) -> float:
        self.now += self.tick
        return self.now
