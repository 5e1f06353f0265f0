"""Giza dice on the shared search (ai.py): a sample is the seat's view, the options start with
legal actions (the greedy player's choice among them), the computer players decide from the view
alone, and every level plays whole games legally. Budgets are tiny: strength is measured by
benchmarks/strength.py."""

from __future__ import annotations

import functools
from dataclasses import replace
from typing import Any

import pytest

from sheetdesk.core import search as search_module
from sheetdesk.core.headless import play_one
from sheetdesk.core.registry import get
from sheetdesk.core.rng import Rng
from sheetdesk.core.search import Level, SearchBot, search
from sheetdesk.devtools.simulate import simulate
from sheetdesk.games.giza_dice import bot
from sheetdesk.games.giza_dice import rules as gd
from sheetdesk.games.giza_dice.ai import GizaSearch
from sheetdesk.games.giza_dice.fast import Game, greedy_index, headless_over
from sheetdesk.games.giza_dice.rules import RULES, State
from tests.fast_path import BusyClock, repeatable
from tests.fast_path import decisions as game_decisions

SMALL = Level("test", playouts=24)
# the adapter of the tests that count searches and playouts rather than judge a choice: its
# playouts stop two rolls ahead instead of at the end of a nine-player game (how far they look
# changes the values compared, not which searches are made or how many playouts they play)
SHORT = GizaSearch(horizon=2)
SHORT_ALONE = GizaSearch(horizon=2, steps=False)
# the budget of the tests that play whole games through a level's search and check only what
# comes out (a finished simulation, a solo game stopped at the cap): any positive number of
# playouts goes through the same search code, and each playout more only costs time
WHOLE_GAMES = Level("test", playouts=4)
VARIANTS = ({}, {"powers": True}, {"quick": True}, {"powers": True, "quick": True})


def decisions(players: int, seed: int, options: dict[str, bool], choose: Any):
    """A whole game with `choose` in every seat: (state, seat, legal) before each decision."""
    return game_decisions(RULES, players, options, seed, choose, stop=headless_over)


@functools.cache
def greedy_choices(n: int) -> tuple[tuple[State, int], ...]:
    """Every decision with a choice along the `n`-th greedy game of `some_positions`, played
    once for the module (several tests take their positions from it; the states are frozen)."""
    players = (1, 2, 4, 9)[n]
    return tuple(
        (state, seat)
        for state, seat, legal in decisions(players, n, VARIANTS[n], bot.greedy)
        if len(legal) > 1
    )


def some_positions(every: int = 9) -> list[tuple[State, int]]:
    """Decisions with a choice along greedy games of 1, 2, 4 and 9 players, every variant."""
    out: list[tuple[State, int]] = []
    for n in range(4):
        out += greedy_choices(n)[::every]
    return out


def test_a_sample_is_the_view_and_the_options_start_with_legal_actions():
    game = GizaSearch(width=6)
    phases = set()
    for state, seat in some_positions():
        view = RULES.view(state, seat)
        legal = RULES.legal_actions(state, seat)
        sample = game.sampler(view, seat)(Rng(1))
        assert sample.to_state() == view
        options = game.options(sample)
        actions = [game.action(option, view, seat, legal) for option in options]
        assert len(set(actions)) == len(actions) and set(actions) <= set(legal)
        assert len(options) <= 6 + 1 or state.phase == "order"
        # the greedy player's own choice is always among the options searched
        fast = Game.from_state(view)
        greedy = legal[greedy_index(fast, seat, fast.legal(seat), Rng(2), jitter=0.0)]
        assert greedy in actions
        phases.add(state.phase)
    assert phases == {"order", "write"}


@pytest.mark.parametrize("name", ["easy", "medium", "hard"])
def test_the_computer_decides_from_the_view_alone(name, monkeypatch):
    """Giza dice hides nothing (the view is the table) but the dice to come: the decision is a
    function of the view — the same for a view rebuilt from its snapshot, whatever dice the
    game would roll next — and always one of the legal actions. The level keeps its search but
    drops its time caps (`repeatable`): a capped search is cut short wherever the clock says, so
    only the playouts may decide, and the second decision is taken on a busy clock."""
    player = getattr(bot, name)
    monkeypatch.setattr(player, "level", repeatable(player.level, 24))
    clock = BusyClock(monkeypatch)
    for state, seat in some_positions(every=23):
        legal = RULES.legal_actions(state, seat)
        view = RULES.view(state, seat)
        clock.tick = 0.0
        chosen = player(view, seat, legal, Rng(5))
        assert chosen in legal
        rebuilt = replace(view, sheets=tuple(replace(sheet) for sheet in view.sheets))
        clock.tick = 1.0
        assert rebuilt is not view and player(rebuilt, seat, legal, Rng(5)) == chosen


@pytest.mark.parametrize("players", [1, 2, 4, 9])
def test_search_players_finish_games_legally(players):
    player = SearchBot(GizaSearch(horizon=2, width=4), Level("test", playouts=24 // players))
    options = VARIANTS[players % 4]
    phases = {state.phase for state, _, _ in decisions(players, players, options, player)}
    assert phases == {"order", "write"}


def test_the_levels_are_bots_of_the_game_and_simulate_plays_them(monkeypatch):
    entry = get("giza_dice")
    assert entry.bots[:2] == ("greedy", "random")  # old saves name them; greedy stays default
    assert {"easy", "medium", "hard"} <= set(entry.bots)
    for name in ("medium", "hard"):
        monkeypatch.setattr(getattr(bot, name), "level", WHOLE_GAMES)
    for name in ("easy", "medium", "hard"):
        result = simulate("giza_dice", 2, 1, seed=3, bot=name)
        assert result["bot"] == name and result["engine"] == "rules"
    solo = play_one("giza_dice", 1, seed=2, bot="hard", options={"powers": True})
    assert solo.is_over() or headless_over(solo.state)  # computers alone stop at the cap


def test_a_hint_is_legal_and_the_same_for_the_same_view(monkeypatch):
    monkeypatch.setattr(bot.hard, "level", SMALL)
    for state, seat in some_positions(every=31):
        legal = RULES.legal_actions(state, seat)
        view = RULES.view(state, seat)
        hint = bot.hint(view, seat, legal)
        assert hint in legal and bot.hint(view, seat, legal) == hint


def test_a_search_result_names_its_options_and_budget():
    state, seat = some_positions()[3]
    legal = RULES.legal_actions(state, seat)
    result = search(GizaSearch(horizon=2), RULES.view(state, seat), seat, legal, Rng(1), SMALL)
    assert result.action in legal and result.playouts >= SMALL.playouts
    assert sum(s.visits for s in result.stats) == result.playouts


def test_the_value_prefers_the_seat_ahead_and_a_sheet_with_room():
    game = GizaSearch(horizon=1)
    state, _ = some_positions()[10]
    sim = game.sampler(state, 0)(Rng(1))
    values = game.evaluate(sim)
    totals = [sheet.total(RULES.pad) + game.potential(sheet) for sheet in sim.sheets]
    assert values.index(max(values)) == totals.index(max(totals))
    empty = Game.from_state(RULES.setup(2, {}, Rng(1))).sheets[0]
    cramped = empty.copy()
    cramped.cells[0] = 65  # the bottom-left pyramid cell takes a high number: no room above it
    assert game.potential(cramped) < game.potential(empty)


def a_roll_to_write(players: int, seed: int = 4) -> State:
    """A roll of a greedy game whose writing has not started (every seat still to write)."""
    for state, _seat, _legal in decisions(players, seed, {}, bot.greedy):
        if state.phase == "write" and len(state.waiting) == players and state.rolls > 3:
            return state
    raise AssertionError("no roll found")


def write_the_roll(player: Any, state: State) -> tuple[State, list[Any]]:
    """Every seat of the roll writes as `player` decides, then confirms; the state after and
    the writes chosen."""
    chosen = []
    rng = Rng(9)
    while state.phase == "write":
        seat = state.waiting[0]
        legal = RULES.legal_actions(state, seat)
        action = player(RULES.view(state, seat), seat, legal, rng) if len(legal) > 1 else legal[0]
        assert action in legal
        chosen.append(action)
        state = RULES.apply(state, seat, action)
    return state, chosen


def searches_of_steps(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """What each search of a whole step (core/search.py `search_step`) finds, from now on."""
    steps: list[Any] = []
    real = search_module.search_step

    def counted(*args: Any, **kwargs: Any) -> Any:
        steps.append(found := real(*args, **kwargs))
        return found

    monkeypatch.setattr(search_module, "search_step", counted)
    return steps


def test_a_roll_is_searched_once_for_every_seat_that_writes_it(monkeypatch):
    """Nine seats write the same roll in sight of all: Hard searches the roll's writing once,
    every seat's write in one search (each playout serves them all), and answers the other
    seats from it without searching again. Searching alone (steps=False) never does."""
    steps = searches_of_steps(monkeypatch)
    level = Level("test", playouts=18, steps=True)
    state = a_roll_to_write(9)
    after, writes = write_the_roll(SearchBot(GizaSearch(), level), state)
    assert len(steps) == 1 and len(steps[0].options) == 9
    assert after.phase != "write" and len(writes) == 18  # a write and a Done each
    for seat, option in steps[0].options.items():
        action = GizaSearch().action(option, state, seat, RULES.legal_actions(state, seat))
        assert action in writes
    write_the_roll(SearchBot(SHORT_ALONE, level), state)
    assert len(steps) == 1


def test_a_roll_search_plays_the_levels_playouts_for_each_seat_it_answers_for(monkeypatch):
    """Without a clock, a roll's search answering for k seats (the asking seat and those the same
    computer plays, `together=`) plays k times the level's playouts: as many as k seats searching
    alone would. A seat told but with nothing left to choose does not count; one computer alone
    (at two players) keeps the level's playouts, and the same search."""
    steps = searches_of_steps(monkeypatch)
    state = a_roll_to_write(4)
    first, *others = state.waiting
    view, legal = RULES.view(state, first), RULES.legal_actions(state, first)
    chosen = []
    for k in (3, 1):
        player = SearchBot(SHORT, Level("test", playouts=24, steps=True))
        chosen.append(player(view, first, legal, Rng(1), together=state.waiting[:k]))
        assert chosen[-1] in legal and steps[-1].playouts == 24 * k
    alone = SearchBot(SHORT, Level("test", playouts=24, steps=True))
    assert alone(view, first, legal, Rng(1)) == chosen[-1]
    assert steps[-1] == replace(steps[-2], seconds=steps[-1].seconds)
    written = RULES.apply(state, first, chosen[-1])
    seat = others[0]
    view, legal = RULES.view(written, seat), RULES.legal_actions(written, seat)
    player = SearchBot(SHORT, Level("test", playouts=24, steps=True))
    player(view, seat, legal, Rng(1), together=[first, seat])
    assert steps[-1].playouts == 24, "the seat that has written is not searched for"


def test_a_roll_search_under_a_clock_still_halves_its_candidates(monkeypatch):
    """With more playouts than its time allows (each seat's playouts, on a big table), a roll's
    search plans its rounds within what its time allows, at the pace of its first worlds:
    it halves the candidates and keeps to its cap, rather than spending the whole cap in the
    first round. The clock is simulated (0.01 s a playout): this is about the rule, not about
    this machine's speed."""
    clock = [0.0]
    playout = search_module._step_playout

    def ticking(*args: Any) -> Any:
        clock[0] += 0.01
        return playout(*args)

    ranked: list[int] = []
    rank = search_module._ranked

    def counted(stats: Any, candidates: list[Any]) -> list[Any]:
        ranked.append(len(candidates))
        return rank(stats, candidates)

    monkeypatch.setattr(search_module, "_step_playout", ticking)
    monkeypatch.setattr(search_module, "_ranked", counted)
    monkeypatch.setattr(search_module.time, "perf_counter", lambda: clock[0])
    state = a_roll_to_write(4)
    seat = state.waiting[0]
    level = Level("test", playouts=10**6, steps=True, step_seconds=0.5)
    found = search_module.search_step(
        GizaSearch(), RULES.view(state, seat), seat, Rng(1), level, together=state.waiting
    )
    assert found is not None and clock[0] <= 0.5 and found.playouts > 9
    assert len(ranked) > len(found.options), "halved at least once"
    assert min(ranked) < max(ranked), "fewer candidates in a later round"


def test_the_other_writers_of_a_searched_roll_are_known_without_searching(monkeypatch):
    """What the window asks on its own thread (the computers writing a roll after one another
    go in one change, ui/lookahead.py `at_once`): before the roll is searched nothing is known
    but a seat's only move; once one seat's call has searched it, every other seat's write is
    known at once, the one its call gives, and nothing more is searched."""
    steps = searches_of_steps(monkeypatch)
    player = SearchBot(GizaSearch(), Level("test", playouts=18, steps=True))
    state = a_roll_to_write(9)
    first, *others = state.waiting
    legal = RULES.legal_actions(state, first)
    assert len(legal) > 1 and player.kept(RULES.view(state, first), first, legal) is None
    state = RULES.apply(state, first, player(RULES.view(state, first), first, legal, Rng(1)))
    assert len(steps) == 1
    known = 0
    for seat in others:
        view, legal = RULES.view(state, seat), RULES.legal_actions(state, seat)
        kept = player.kept(view, seat, legal)
        assert kept is not None and kept == player(view, seat, legal, Rng(2))
        known += len(legal) > 1
    assert len(steps) == 1 and known >= 4, "every other seat's write was known"
    done = RULES.legal_actions(state, first)
    assert done == [gd.Done()] and player.kept(RULES.view(state, first), first, done) == gd.Done()
    alone = SearchBot(GizaSearch(steps=False), Level("test", playouts=18))
    seat = next(s for s in state.waiting if len(RULES.legal_actions(state, s)) > 1)
    legal = RULES.legal_actions(state, seat)
    assert alone.kept(RULES.view(state, seat), seat, legal) is None, "a search of its own"


def test_a_cancelled_roll_search_answers_legally_and_keeps_nothing():
    class Set:
        def is_set(self) -> bool:
            return True

    player = SearchBot(GizaSearch(), Level("test", playouts=18, steps=True))
    state = a_roll_to_write(4)
    seat = state.waiting[0]
    legal = RULES.legal_actions(state, seat)
    assert player(RULES.view(state, seat), seat, legal, Rng(1), cancel=Set()) in legal
    assert player._step is None


def test_a_big_table_shares_the_time_of_a_roll():
    """Up to three players a search has Hard's whole caps; nine share them (the family waits
    for the roll's order and one search of its writes, not for eight computers one by one)."""
    game = GizaSearch()
    assert game.time_share(a_roll_to_write(2)) == game.time_share(a_roll_to_write(3)) == 1.0
    assert game.time_share(a_roll_to_write(9)) == pytest.approx(3 / 9)
    assert GizaSearch(steps=False).time_share(a_roll_to_write(9)) == 1.0
    assert bot.hard.level.steps and not bot.medium.level.steps


def test_a_roll_search_compares_a_seats_writes_by_its_own_result_not_the_others_luck():
    """In one world of a roll's search, seat 0's two candidates met other seats' candidates:
    once the other seat ended on 0, once on 40. Seat 0's 12 points beat its 10 against the
    other seat's mean (20), though 10 ahead of 0 looked better than 12 behind 40."""
    game = GizaSearch()
    ends = [[10.0, 0.0], [12.0, 40.0]]
    values = search_module._step_values(game, ends, 0)
    assert values[1] > values[0]
    assert values == [game.worth(10.0, 20.0), game.worth(12.0, 20.0)]
    assert game.worth(50.0, None) > 0.5 > game.worth(40.0, None)  # alone: the practice target
