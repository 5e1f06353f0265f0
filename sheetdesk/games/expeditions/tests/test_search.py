"""Treasure cards and Pyramid cards on the shared search (expeditions/ai.py): samples agree with the
view, the options start with legal actions and keep the greedy's choice, the computer players
decide from the view alone (hidden parts poisoned), every level plays legally, and the levels are
the games' bots. Budgets are tiny: strength is measured by benchmarks/strength.py."""

from __future__ import annotations

import functools
import itertools
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from sheetdesk.core.protocol import Action, Chance, GameOver, Seat
from sheetdesk.core.registry import get
from sheetdesk.core.rng import Rng
from sheetdesk.core.search import Level, SearchBot, search
from sheetdesk.devtools.simulate import simulate
from sheetdesk.games.expeditions.ai import ExpeditionSearch, progress
from sheetdesk.games.expeditions.engine import HIDDEN, Reveal, ShuffleExpeditions
from sheetdesk.games.expeditions.fast import turned_over
from sheetdesk.games.pyramid_cards import bot as pyramid_bot
from sheetdesk.games.pyramid_cards.rules import RULES as PYRAMID
from sheetdesk.games.treasure_cards import bot as treasure_bot
from sheetdesk.games.treasure_cards.rules import RULES as TREASURE
from tests.fast_path import BusyClock, repeatable

GAMES: dict[str, tuple[Any, Any]] = {
    "treasure_cards": (TREASURE, treasure_bot),
    "pyramid_cards": (PYRAMID, pyramid_bot),
}
LEVELS = ("easy", "medium", "hard")
SMALL = Level("test", playouts=16)
# the budget of the tests that play whole games through a level's search and check only what
# comes out (legal moves, a finished simulation): any positive number of playouts goes through
# the same search code, and each playout more only costs time (strength: benchmarks/strength.py)
WHOLE_GAMES = Level("test", playouts=4)


def decisions(
    rules: Any, players: int, seed: int, choose: Any
) -> Iterator[tuple[Any, Seat, list[Action], list[Action]]]:
    """A whole game with `choose` in every seat: (state, seat, legal, the chance actions so far)
    before each decision. The seat asked in a simultaneous step is any of those still to decide
    (not always the first), as at a real table."""
    rng = Rng(seed)
    state = rules.setup(players, {}, rng)
    chance: list[Action] = []
    while not isinstance(step := rules.step(state), GameOver):
        if isinstance(step, Chance):
            action = rules.resolve_chance(state, rng)
            chance.append(action)
            state = rules.apply(state, None, action)
            continue
        seat = step.seats[rng.below(len(step.seats))]
        legal = rules.legal_actions(state, seat)
        yield state, seat, legal, chance[:]
        action = choose(rules.view(state, seat), seat, legal, rng)
        assert action in legal
        state = rules.apply(state, seat, action)


@functools.cache
def choices(
    game_id: str, players: int, chooser: str
) -> tuple[tuple[Any, Seat, list[Action], list[Action]], ...]:
    """Every decision with a choice along one game of `positions`, played once for the module
    (the fixture and the hint test take their positions from it; the states are frozen)."""
    rules, bot = GAMES[game_id]
    return tuple(
        d for d in decisions(rules, players, 7 * players, getattr(bot, chooser)) if len(d[2]) > 1
    )


def positions(game_id: str, every: int = 9) -> list[tuple[Any, Seat, list[Action], list[Action]]]:
    """Every `every`-th decision with a choice along greedy and random games at 1-4 players."""
    out: list[tuple[Any, Seat, list[Action], list[Action]]] = []
    for players, chooser in itertools.product((1, 2, 3, 4), ("greedy", "random")):
        out += choices(game_id, players, chooser)[::every]
    return out


@pytest.fixture(scope="module", params=list(GAMES))
def game(request: pytest.FixtureRequest) -> tuple[str, list[Any]]:
    return request.param, positions(request.param)


def test_the_positions_cover_every_kind_of_decision(game):
    _game_id, found = game
    phases = Counter(state.phase for state, *_ in found)
    assert set(phases) == {"draft", "mark", "complete"}, phases
    # simultaneous steps are asked of seats that are not the first to decide
    assert any(state.waiting and seat != state.waiting[0] for state, seat, *_ in found)


def test_every_sample_shows_the_seat_exactly_its_view(game):
    game_id, found = game
    rules, bot = GAMES[game_id]
    adapter = ExpeditionSearch(bot.greedy, horizon=2)
    rng = Rng(3)
    for state, seat, _legal, chance in found[::2]:
        view = rules.view(state, seat)
        draw = adapter.sampler(view, seat, chance)
        for _ in range(3):
            sample = draw(rng)
            assert rules.view(sample.fast.to_state(), seat) == view
            assert adapter.to_move(sample) == seat  # the observer decides first


def test_with_the_log_the_cards_turned_over_this_round_are_not_sampled_again(game):
    game_id, found = game
    rules, bot = GAMES[game_id]
    adapter = ExpeditionSearch(bot.greedy)
    checked = 0
    for state, seat, _legal, chance in found:
        seen = turned_over(chance)
        if state.phase != "mark" or len(seen) < 3:
            continue
        draw = adapter.sampler(rules.view(state, seat), seat, chance)
        rng = Rng(5)
        faces = {i for _ in range(20) for i in draw(rng).fast.expeditions}
        assert not faces & set(seen)
        assert faces == set(range(len(rules.deck.cards))) - set(seen)
        checked += 1
    assert checked >= 3


def test_the_search_options_are_legal_actions_and_keep_the_greedys_choice(game):
    game_id, found = game
    rules, bot = GAMES[game_id]
    adapter = ExpeditionSearch(bot.greedy, top=3)
    pruned = 0
    for state, seat, legal, chance in found:
        view = rules.view(state, seat)
        sample = adapter.sampler(view, seat, chance)(Rng(1))
        options = adapter.options(sample)
        actions = [adapter.action(option, view, seat, legal) for option in options]
        assert len(set(actions)) == len(actions) == min(3, len(legal))
        assert actions == [a for a in legal if a in actions]  # in the order of `legal`
        assert bot.greedy(view, seat, legal, Rng(1)) in actions
        pruned += len(legal) > 3
    assert pruned > 10


class Poison:
    """A hidden card or expedition card of a view: the search may count it, never read it."""

    def __getattr__(self, name: str) -> Any:
        raise AssertionError(f"the search read the {name!r} of a hidden part of the view")

    def _fail(self, *args: Any) -> Any:
        raise AssertionError("the search read a hidden part of the view")

    __eq__ = __ne__ = __lt__ = __le__ = __gt__ = __ge__ = _fail  # type: ignore[assignment]
    __hash__ = __index__ = __int__ = __bool__ = __add__ = __radd__ = _fail  # type: ignore[assignment]


def poisoned(view: Any, seat: Seat) -> Any:
    """The view with everything it hides (pile, face-down expedition cards, others' dealt cards)
    replaced by Poison."""

    def hide(items: tuple[int, ...]) -> tuple[Any, ...]:
        return tuple(Poison() if item == HIDDEN else item for item in items)

    return replace(
        view,
        pile=hide(view.pile),
        expeditions=hide(view.expeditions),
        dealt=tuple(d if s == seat else hide(d) for s, d in enumerate(view.dealt)),
    )


@pytest.mark.parametrize("name", LEVELS)
def test_the_computer_decides_from_the_view_alone(game, name, monkeypatch):
    game_id, found = game
    rules, bot = GAMES[game_id]
    player = getattr(bot, name)
    # (without its time caps, and the second decision on a busy clock: only the playouts decide)
    monkeypatch.setattr(player, "level", repeatable(player.level, 16))
    clock = BusyClock(monkeypatch)
    hidden = 0
    for state, seat, legal, chance in found[::4]:
        view = rules.view(state, seat)
        clock.tick = 0.0
        chosen = player(view, seat, legal, Rng(5), log=chance)
        assert chosen in legal
        # nothing but the view's public face was read, and the choice is a function of it
        clock.tick = 1.0
        assert player(poisoned(view, seat), seat, legal, Rng(5), log=chance) == chosen
        hidden += HIDDEN in view.pile
    assert hidden > 5


def test_two_games_the_seat_cannot_tell_apart_get_the_same_decision(game):
    game_id, found = game
    rules, bot = GAMES[game_id]
    player = SearchBot(ExpeditionSearch(bot.greedy, horizon=2), Level("t", 40))
    compared = 0
    for state, seat, legal, chance in found[::3]:
        if len(state.pile) < 2 or len(state.expeditions) < 2:
            continue
        other = replace(
            state, pile=state.pile[1:] + state.pile[:1], expeditions=state.expeditions[::-1]
        )
        assert other != state and rules.view(other, seat) == rules.view(state, seat)
        assert player(rules.view(state, seat), seat, legal, Rng(9), log=chance) == player(
            rules.view(other, seat), seat, legal, Rng(9), log=chance
        )
        compared += 1
    assert compared > 5


@pytest.mark.parametrize("name", LEVELS)
@pytest.mark.parametrize("game_id", list(GAMES))
@pytest.mark.parametrize("players", [1, 2, 4])
def test_every_level_plays_whole_games_legally(game_id, name, players, monkeypatch):
    rules, bot = GAMES[game_id]
    player = getattr(bot, name)
    # (the level's own time cap is kept; WHOLE_GAMES says why its playouts may be few)
    monkeypatch.setattr(
        player,
        "level",
        replace(player.level, playouts=min(WHOLE_GAMES.playouts, player.level.playouts)),
    )
    phases = Counter(state.phase for state, *_ in decisions(rules, players, 100 + players, player))
    assert {"draft", "mark"} <= set(phases)


def test_a_search_stops_at_its_horizon_and_values_every_seat():
    rules, bot = GAMES["treasure_cards"]
    state, seat, legal, chance = next(
        d for d in decisions(rules, 3, 4, bot.greedy) if d[0].phase == "mark"
    )
    adapter = ExpeditionSearch(bot.greedy, horizon=2)
    sample = adapter.sampler(rules.view(state, seat), seat, chance)(Rng(2))
    start = progress(sample.fast)
    rng = Rng(4)
    while adapter.to_move(sample) is not None:
        adapter.apply(sample, adapter.policy(sample, rng), rng)
    assert sample.fast.phase == "reveal" and progress(sample.fast) == start + 2
    values = adapter.evaluate(sample)
    assert len(values) == 3 and all(0 < v < 1 for v in values)
    result = search(adapter, rules.view(state, seat), seat, legal, Rng(1), SMALL, log=chance)
    assert result.action in legal and sum(s.visits for s in result.stats) == result.playouts


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_levels_are_bots_of_the_game_and_simulate_plays_them(game_id, monkeypatch):
    _rules, bot = GAMES[game_id]
    entry = get(game_id)
    assert entry.bots[:2] == ("greedy", "random")  # old saves name them; greedy stays default
    assert set(LEVELS) <= set(entry.bots)
    for name in ("medium", "hard"):
        monkeypatch.setattr(getattr(bot, name), "level", WHOLE_GAMES)
    for name in LEVELS:
        result = simulate(game_id, 2, 1, seed=3, bot=name)
        assert result["bot"] == name and result["engine"] == "rules"
        assert result["mean_score"] > 0


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_hint_is_legal_and_the_same_for_the_same_view(game_id, monkeypatch):
    rules, bot = GAMES[game_id]
    monkeypatch.setattr(bot.hard, "level", SMALL)
    for state, seat, legal, _chance in positions(game_id, every=40):
        view = rules.view(state, seat)
        hint = bot.hint(view, seat, legal)
        assert hint in legal and bot.hint(view, seat, legal) == hint


def test_the_log_may_be_given_as_session_entries():
    rules, bot = GAMES["pyramid_cards"]
    state, seat, _legal, chance = next(
        d for d in decisions(rules, 2, 9, bot.greedy) if len(turned_over(d[3])) > 2
    )

    class Entry:
        def __init__(self, action: Action) -> None:
            self.seat, self.action = None, action

    adapter = ExpeditionSearch(bot.greedy)
    view = rules.view(state, seat)
    seen = set(turned_over(chance))
    sample = adapter.sampler(view, seat, [Entry(a) for a in chance])(Rng(1))
    assert not seen & set(sample.fast.expeditions)
    assert any(isinstance(a, ShuffleExpeditions) for a in chance)
    assert any(isinstance(a, Reveal) for a in chance)
