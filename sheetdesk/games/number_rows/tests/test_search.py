"""Number rows on the shared search (ai.py): samples agree with the view, the options start with
legal actions, the computer players decide from the view alone (hidden cards poisoned), and every
level plays whole games legally. Budgets are tiny: strength is measured by benchmarks/strength.py.
"""

from __future__ import annotations

import functools
import threading
from collections import Counter
from dataclasses import replace
from typing import Any

import pytest

from sheetdesk.core.headless import play_one
from sheetdesk.core.protocol import Action
from sheetdesk.core.registry import get
from sheetdesk.core.rng import Rng
from sheetdesk.core.search import Level, SearchBot, search
from sheetdesk.devtools.simulate import simulate
from sheetdesk.games.number_rows import bot
from sheetdesk.games.number_rows.ai import NumberRowsSearch
from sheetdesk.games.number_rows.rules import RULES, Card, State, Take, new_deck
from tests.fast_path import BusyClock, repeatable
from tests.fast_path import decisions as game_decisions

SMALL = Level("test", playouts=24)


def decisions(players: int, seed: int, jokers: bool, choose: Any):
    """A whole game with `choose` in every seat: (state, seat, legal) before each decision."""
    return game_decisions(RULES, players, {"jokers": jokers}, seed, choose)


def positions(players: int, seed: int, jokers: bool = False, every: int = 3):
    """(state, seat) at every `every`-th decision with a choice along a greedy game."""
    choices = (
        (state, seat)
        for state, seat, legal in decisions(players, seed, jokers, bot.greedy)
        if len(legal) > 1
    )
    for count, position in enumerate(choices, 1):
        if count % every == 0:
            yield position


@functools.cache
def some_positions() -> tuple[tuple[State, int], ...]:
    """Every 7th decision with a choice along greedy games of 2-5 players, with and without
    jokers. Played once for the module (several tests read them; the states are frozen)."""
    out: list[tuple[State, int]] = []
    for players, seed, jokers in ((2, 1, False), (3, 2, True), (4, 3, False), (5, 4, True)):
        out += list(positions(players, seed, jokers, every=7))
    return tuple(out)


def test_every_sample_shows_the_seat_exactly_its_view():
    game = NumberRowsSearch(horizon=3)
    phases = Counter()
    for state, seat in some_positions():
        view = RULES.view(state, seat)
        draw = game.sampler(view, seat)
        rng = Rng(7)
        for _ in range(5):
            sample = draw(rng)
            assert RULES.view(sample.to_state(), seat) == view
        phases[state.phase] += 1
    assert set(phases) == {"draw", "announce", "play"}


def test_hidden_cards_are_drawn_evenly_among_the_unseen_cards_of_their_number():
    state, seat = next(positions(2, 11))
    view = RULES.view(state, seat)
    other = 1 - seat
    number = view.hands[other][0].number
    visible = {c.id for c in view.hands[seat] + view.discard + view.played}
    candidates = {c.id for c in new_deck(False) if c.number == number and c.id not in visible}
    assert len(candidates) > 1
    draw = NumberRowsSearch().sampler(view, seat)
    rng = Rng(3)
    counts = Counter(draw(rng).hands[other][0] for _ in range(4000))
    assert set(counts) == candidates
    expected = 4000 / len(candidates)
    assert all(0.85 * expected < n < 1.15 * expected for n in counts.values())


def test_the_search_options_start_with_legal_actions_and_cover_them():
    game = NumberRowsSearch()
    for state, seat in some_positions():
        view = RULES.view(state, seat)
        legal = RULES.legal_actions(state, seat)
        options = game.options(game.sampler(view, seat)(Rng(1)))
        actions = [game.action(option, view, seat, legal) for option in options]
        assert set(actions) <= set(legal)
        takes = {state.display[a.slot].number for a in legal if isinstance(a, Take)}
        if takes:
            assert {state.display[a.slot].number for a in actions} == takes
        else:
            assert set(actions) == set(legal)


def test_every_seat_deciding_about_the_announced_number_gets_its_own_legal_options():
    """The announce step is simultaneous: a seat later in the order may decide first."""
    game = NumberRowsSearch(own_turns=1)
    checked = 0
    for players, seed in ((3, 5), (4, 6)):
        for state, _seat, _legal in decisions(players, seed, False, bot.greedy):
            if state.phase != "announce" or len(state.announce_order) < 2:
                continue
            for seat in state.announce_order[1:]:
                view, legal = RULES.view(state, seat), RULES.legal_actions(state, seat)
                sample = game.sampler(view, seat)(Rng(seed))
                assert sample.to_move() == seat
                options = game.options(sample)
                assert {game.action(o, view, seat, legal) for o in options} == set(legal)
                assert search(game, view, seat, legal, Rng(seed), SMALL).action in legal
                checked += 1
    assert checked > 20


class Poison:
    """A hidden card of a view that tells what the seat may see (it is hidden: id -1; its number
    unless it lies below the pile top) and fails the test on anything else."""

    __slots__ = ("number",)
    id = -1

    def __init__(self, number: int | None) -> None:
        self.number = number

    def __getattr__(self, name: str) -> Any:
        raise AssertionError(f"the search read the {name!r} of a hidden card")


def poisoned(view: State) -> State:
    def cards(items: tuple[Card, ...]) -> tuple[Any, ...]:
        return tuple(Poison(c.number) if c.id < 0 else c for c in items)

    return replace(
        view,
        hands=tuple(cards(hand) for hand in view.hands),
        display=cards(view.display),
        pile=cards(view.pile),
    )


@pytest.mark.parametrize("name", ["easy", "medium", "hard"])
def test_the_computer_decides_from_the_view_alone(name, monkeypatch):
    """The decision is a function of the view, whatever the machine's load: the level keeps its
    search but drops its time caps (`repeatable`), and the second decision is taken on a clock
    as busy as a loaded machine's."""
    player = getattr(bot, name)
    monkeypatch.setattr(player, "level", repeatable(player.level, 24))
    clock = BusyClock(monkeypatch)
    for state, seat in some_positions()[::3]:
        legal = RULES.legal_actions(state, seat)
        view = RULES.view(state, seat)
        clock.tick = 0.0
        chosen = player(view, seat, legal, Rng(5))
        assert chosen in legal
        # nothing but the view's public face was read, and the choice is a function of it
        clock.tick = 1.0
        assert player(poisoned(view), seat, legal, Rng(5)) == chosen


def test_two_deals_the_seat_cannot_tell_apart_get_the_same_decision():
    state, seat = next(positions(3, 21))
    other = (seat + 1) % 3
    # swap the colours of two cards of the same number between another hand and the pile
    hand = state.hands[other]
    twin = next(c for c in state.pile[1:] if c.number == hand[0].number and c.id != hand[0].id)
    pile = tuple(hand[0] if c == twin else c for c in state.pile)
    swapped = replace(
        state,
        hands=tuple((twin, *h[1:]) if s == other else h for s, h in enumerate(state.hands)),
        pile=pile,
    )
    assert swapped != state and RULES.view(swapped, seat) == RULES.view(state, seat)
    legal = RULES.legal_actions(state, seat)
    player = SearchBot(NumberRowsSearch(horizon=4), Level("t", 60))
    assert player(RULES.view(state, seat), seat, legal, Rng(9)) == player(
        RULES.view(swapped, seat), seat, legal, Rng(9)
    )


@pytest.mark.parametrize("players", [1, 2, 4])
def test_search_players_finish_games_legally(players):
    player = SearchBot(NumberRowsSearch(horizon=2), SMALL)
    phases = {state.phase for state, _, _ in decisions(players, players, players == 4, player)}
    assert phases == {"draw", "announce", "play"}


def test_the_levels_are_bots_of_the_game_and_simulate_plays_them(monkeypatch):
    entry = get("number_rows")
    assert entry.bots[:2] == ("greedy", "random")  # old saves name them; greedy stays default
    assert {"easy", "medium", "hard"} <= set(entry.bots)
    for name in ("medium", "hard"):
        monkeypatch.setattr(getattr(bot, name), "level", SMALL)
    for name in ("easy", "medium", "hard"):
        result = simulate("number_rows", 2, 1, seed=3, bot=name)
        assert result["bot"] == name and result["engine"] == "rules"
    assert play_one("number_rows", 1, seed=2, bot="hard").is_over()


def test_a_hint_is_legal_and_the_same_for_the_same_view(monkeypatch):
    monkeypatch.setattr(bot.hard, "level", SMALL)
    for state, seat in some_positions()[::4]:
        legal: list[Action] = RULES.legal_actions(state, seat)
        view = RULES.view(state, seat)
        hint = bot.hint(view, seat, legal)
        assert hint in legal and bot.hint(view, seat, legal) == hint


def test_a_search_result_names_its_options_and_budget():
    state, seat = next(positions(2, 5))
    legal = RULES.legal_actions(state, seat)
    result = search(
        NumberRowsSearch(horizon=2), RULES.view(state, seat), seat, legal, Rng(1), SMALL
    )
    assert result.action in legal and result.playouts >= SMALL.playouts
    assert sum(s.visits for s in result.stats) == result.playouts


def test_a_search_on_another_thread_stops_when_cancelled():
    state, seat = next(positions(4, 8))
    legal = RULES.legal_actions(state, seat)
    endless = SearchBot(NumberRowsSearch(own_turns=1), Level("endless", playouts=10**9))
    cancel = threading.Event()
    answer: list[Action] = []
    worker = threading.Thread(
        target=lambda: answer.append(endless(RULES.view(state, seat), seat, legal, Rng(1), cancel))
    )
    worker.start()
    worker.join(0.2)
    assert worker.is_alive()  # still searching: only the flag can stop it
    cancel.set()
    worker.join(30)
    assert not worker.is_alive() and answer[0] in legal
