"""Actions compare as pydantic compares them, only sooner (protocol.Action.__eq__), which holds
while an action holds nothing but its fields: every game's actions are checked for that."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from sheetdesk.core import registry
from sheetdesk.core.protocol import Action, Decide, GameOver
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session
from tests.declared import uniform_bot


def _subclasses(kind: type) -> list[type]:
    return [sub for direct in kind.__subclasses__() for sub in (direct, *_subclasses(direct))]


def _actions_met(game: str, moves: int) -> list[Action]:
    """The legal actions of every seat at the first `moves` positions of a random game."""
    entry = registry.get(game)
    rules = entry.rules()
    players = [
        Player(f"P{seat}", "bot", uniform_bot(entry)) for seat in range(rules.info.max_players)
    ]
    session = Session.new(rules, players, {}, 7)
    rng = Rng(7)
    met: list[Action] = [logged.action for logged in session.log]  # (chance, at the start)
    for _ in range(moves):
        step = session.step()
        if isinstance(step, GameOver):
            break
        assert isinstance(step, Decide)
        for seat in range(len(players)):
            met.extend(rules.legal_actions(session.state, seat))
        seat = step.seats[0]
        session.act(seat, rng.choice(list(rules.legal_actions(session.state, seat))))
    return met


def test_every_action_holds_nothing_but_its_fields():
    for game in registry.games_by_id():
        registry.get(game).rules()  # (its actions are defined with its rules)
    kinds = [kind for kind in _subclasses(Action) if kind.__module__.startswith("sheetdesk.")]
    assert len(kinds) > 10
    for kind in kinds:
        config: Any = kind.model_config
        assert config.get("frozen") and config.get("extra") == "forbid", kind
        assert not kind.__private_attributes__, kind


def test_actions_are_equal_exactly_when_pydantic_says_they_are():
    for game in registry.games_by_id():
        met = _actions_met(game, 40)
        met = met[:: max(1, len(met) // 150)]  # (a spread of them: every pair is compared)
        # the same actions made again (equal, not the same objects), and others
        again = [type(action).model_validate(action.model_dump()) for action in met]
        assert len({type(action) for action in met}) >= 2, game
        for left in met:
            for right in [*again, 1, None, {"kind": left.kind}]:
                assert (left == right) is (BaseModel.__eq__(left, right) is True), (left, right)
                assert (left != right) is not (left == right)
        for left, right in zip(met, again, strict=True):
            assert left == right and hash(left) == hash(right)
