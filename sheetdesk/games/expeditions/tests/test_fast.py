"""The fast path (games/expeditions/fast.py) against rules.py, move for move.

`lockstep` plays one game of Treasure cards or Pyramid cards on both paths at once, the same
chance draws on each and the bot (random or greedy) deciding from the view on one and on the
fast state on the other, which must choose alike: at every decision both list the same legal
options in the same order for every seat, and after every action (chance included) the fast
state converts to exactly the frozen state rules.py holds (and back); a copy branches without
touching the original; totals along the way and the scores at the end are the same. The suite
plays a few dozen games; the full run is

    .venv/bin/python -m sheetdesk.games.expeditions.tests.test_fast [GAMES_PER_CASE]

(default 125: 2 games x 4 player counts x 2 choosers x 125 = 2,000 games).

`determinize` is checked by its defining property: the state it samples, seen by the seat whose
view it started from, shows exactly that view; the sampled state is a legal one that both paths
play on in lockstep; hidden parts are sampled, not copied.
"""

from __future__ import annotations

import importlib
import sys
import time
from collections.abc import Callable
from typing import Any

import pytest

from sheetdesk.core.protocol import Action, Chance, GameOver, Seat
from sheetdesk.core.rng import Rng, derive, new_game_number
from sheetdesk.core.simulate import MAX_ACTIONS_PER_GAME, play_one
from sheetdesk.games.expeditions import playout
from sheetdesk.games.expeditions.engine import Box, Confirm, ShuffleExpeditions, Take
from sheetdesk.games.expeditions.fast import FastGame, FastState, fast_game, turned_over
from sheetdesk.games.pyramid_cards import bot as pyramid_bot
from sheetdesk.games.pyramid_cards.rules import RULES as PYRAMID
from sheetdesk.games.pyramid_cards.tests.test_contract import GAME as PYRAMID_PROBES
from sheetdesk.games.treasure_cards import bot as treasure_bot
from sheetdesk.games.treasure_cards.rules import RULES as TREASURE
from sheetdesk.games.treasure_cards.tests.test_contract import GAME as TREASURE_PROBES

Chooser = Callable[[Any, Seat, list[Action], Rng], Action]
FastBot = Callable[[Any, Seat, Any, Rng], Any]
GAMES: dict[str, tuple[Any, Any, Callable[[Any], None]]] = {
    "treasure_cards": (TREASURE, treasure_bot, TREASURE_PROBES.invariants),
    "pyramid_cards": (PYRAMID, pyramid_bot, PYRAMID_PROBES.invariants),
}
CHOOSERS = ("random", "greedy")


def lockstep(rules: Any, players: int, seed: int, bot: tuple[Chooser, FastBot]) -> int:
    """One whole game on rules.py and on the fast path at once (see the module docstring), `bot`
    choosing from the view on one and on the fast state on the other; returns the number of
    actions."""
    game: FastGame = fast_game(rules)
    choose, on_fast = bot
    state = rules.setup(players, {}, Rng(seed))
    fast = game.from_state(state)
    chance_rules, chance_fast = Rng(seed ^ 0xC4A2CE), Rng(seed ^ 0xC4A2CE)
    choices, fast_choices, branch = Rng(seed ^ 0xB07), Rng(seed ^ 0xB07), Rng(seed)
    actions = 0
    while True:
        assert fast.to_state() == state, f"seed {seed}: differs after {actions} actions"
        assert game.from_state(state).to_state() == state
        step = rules.step(state)
        assert fast.step() == step
        if isinstance(step, GameOver):
            break
        if isinstance(step, Chance):
            action = rules.resolve_chance(state, chance_rules)
            move = fast.resolve_chance(chance_fast)
            assert game.chance_action(move) == action
            assert game.chance_move(action) == move
            state = rules.apply(state, None, action)
            fast.apply_chance(move)
        else:
            for seat in range(players):
                legal = rules.legal_actions(state, seat)
                moves = fast.legal(seat)
                assert [game.to_action(m) for m in moves] == legal, f"seat {seat}, seed {seed}"
                assert [game.from_action(a) for a in legal] == list(moves)
            seat = step.seats[0]
            legal = rules.legal_actions(state, seat)
            moves = fast.legal(seat)
            action = choose(rules.view(state, seat), seat, legal, choices)
            move = on_fast(fast, seat, moves, fast_choices)
            assert game.to_action(move) == action, "the bot chose otherwise on the fast path"
            if actions % 7 == 0:  # a copy branches off and leaves the original as it was
                assert fast.totals() == [b.total for b in rules.scores(state).values()]
                twin = fast.copy()
                twin.apply(seat, branch.choice(moves))
                assert fast.to_state() == state
            state = rules.apply(state, seat, action)
            fast.apply(seat, move)
        actions += 1
    assert fast.scores() == rules.scores(state)
    assert fast.totals() == [b.total for b in rules.scores(state).values()]
    return actions


def fast_module(game_id: str) -> Any:
    return importlib.import_module(f"sheetdesk.games.{game_id}.fast")


def choosers(bot: Any) -> dict[str, tuple[Chooser, FastBot]]:
    """Each bot of the game's module, as it decides from a view and on the fast path."""
    fast_bots = fast_module(bot.__name__.split(".")[-2]).FAST_BOTS
    return {name: (getattr(bot, name), fast_bots[name]) for name in CHOOSERS}


def play_cases(games_per_case: int, first_seed: int = 0) -> int:
    """Every game, 1-4 players, random and greedy: `games_per_case` seeded games each."""
    actions = 0
    for rules, bot, _invariants in GAMES.values():
        for players in range(1, 5):
            for name in CHOOSERS:
                for index in range(games_per_case):
                    seed = first_seed + 1000 * players + index
                    actions += lockstep(rules, players, seed, choosers(bot)[name])
    return actions


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("chooser", CHOOSERS)
def test_the_fast_path_plays_as_the_rules_move_for_move(game_id, players, chooser):
    rules, bot, _invariants = GAMES[game_id]
    actions = lockstep(rules, players, 17 + players, choosers(bot)[chooser])
    assert actions > 20 * players  # a whole game: 4 rounds of 7 cards


def follow(rules: Any, state: Any, script: list[tuple[Seat, Action]]) -> Any:
    """Play `script` from `state` on both paths, checking options and states at every step."""
    game: FastGame = fast_game(rules)
    fast = game.from_state(state)
    for seat, action in script:
        for who in range(state.players):
            legal = rules.legal_actions(state, who)
            assert [game.to_action(m) for m in fast.legal(who)] == legal
        assert action in rules.legal_actions(state, seat)
        state = rules.apply(state, seat, action)
        fast.apply(seat, game.from_action(action))
        assert fast.to_state() == state
    return state


def test_an_extra_box_with_no_box_left_is_lost_on_both_paths():
    from sheetdesk.games.treasure_cards.tests.helpers import board, card, position, rules_with

    rules = rules_with(
        card(0, "grey", "x#"), card(1, "grey", "##"), card(2, "grey", "#"), card(3, "grey", "#")
    )
    state = position([board((0,), ({(0, 1)},))], design="I2", display=(1, 2), pile=(3,))
    state = follow(rules, state, [(0, Box(card=0, cell=(0, 0)))])
    assert state.owed == (0,) and state.boards[0].completed == ()
    state = follow(rules, state, [(0, Confirm()), (0, Take(slot=1))])
    assert state.boards[0].cards == (2,) and state.display == (1, 3) and state.phase == "reveal"


def test_completions_served_by_serial_across_seats_on_both_paths():
    from sheetdesk.games.pyramid_cards.tests.helpers import PLAIN, board, card, position, rules_with

    rules = rules_with(*(card(i, "purple", PLAIN) for i in range(9)))
    path = {(0, 2), (1, 2), (2, 2), (3, 2)}
    seat0 = board((2, 5), ({*path, (4, 2)}, path), completed=(1,))
    seat1 = board((0, 4), (path, set()))
    state = position([seat0, seat1], design="I2", display=(6, 7), pile=(8,), start=1)
    state = follow(
        rules,
        state,
        [
            (1, Box(card=0, cell=(4, 2))),
            (1, Confirm()),
            (0, Box(card=5, cell=(4, 2))),
            (0, Confirm()),
        ],
    )
    assert state.completing == (1, 0, 0)
    state = follow(rules, state, [(1, Take(slot=None)), (0, Take(slot=0)), (0, Take(slot=0))])
    assert state.boards[0].completed == (1, 2, 5) and state.claimed == (0, 0, 1)
    assert state.phase == "reveal" and state.pile == () and state.display == ()


# --- determinize ----------------------------------------------------------------------------


def positions(rules: Any, players: int, seed: int) -> list[Any]:
    """Every state of one random game (decisions and chance steps)."""
    return list(playout.states(rules, players, seed))


def check_sample(rules: Any, invariants: Callable[[Any], None], view: Any, seat: Seat, fast: Any):
    sampled = fast.to_state()
    assert rules.view(sampled, seat) == view, "the sample shows the seat something else"
    invariants(sampled)
    if sampled.phase == "mark":  # those who confirmed have marked if they could
        for other in range(sampled.players):
            if other not in sampled.waiting:
                board = sampled.before[other]
                assert sampled.marks[other] or not rules.can_mark_a_box(board)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("players", [2, 4])
def test_a_determinization_shows_the_seat_exactly_its_view(game_id, players):
    rules, _bot, invariants = GAMES[game_id]
    game: FastGame = fast_game(rules)
    rng = Rng(players)
    for index, state in enumerate(positions(rules, players, 40 + players)):
        if index % 3 and state.phase not in ("draft", "shuffle_pile"):
            continue  # every draft and pile step, a third of the others
        for seat in range(players):
            view = rules.view(state, seat)
            check_sample(rules, invariants, view, seat, game.determinize(view, seat, rng))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_determinization_is_a_state_both_paths_play_on_alike(game_id):
    rules, bot, _invariants = GAMES[game_id]
    game: FastGame = fast_game(rules)
    states = positions(rules, 3, 7)
    for index in (0, 5, len(states) // 3, len(states) // 2, len(states) - 40):
        state = states[index]
        seat = index % 3
        sampled = game.determinize(rules.view(state, seat), seat, Rng(index)).to_state()
        play_on(rules, sampled, index, choosers(bot)["random" if index % 2 else "greedy"])


def play_on(rules: Any, state: Any, seed: int, bot: tuple[Chooser, FastBot]) -> None:
    """Play `state` to the end on both paths in lockstep (its own chance draws)."""
    game: FastGame = fast_game(rules)
    choose, on_fast = bot
    fast = game.from_state(state)
    rng_rules, rng_fast = Rng(seed), Rng(seed)
    while not isinstance(step := rules.step(state), GameOver):
        if isinstance(step, Chance):
            state = rules.apply(state, None, rules.resolve_chance(state, rng_rules))
            fast.apply_chance(fast.resolve_chance(rng_fast))
        else:
            seat = step.seats[0]
            legal = rules.legal_actions(state, seat)
            moves = fast.legal(seat)
            assert [game.to_action(m) for m in moves] == legal
            action = choose(rules.view(state, seat), seat, legal, rng_rules)
            move = on_fast(fast, seat, moves, rng_fast)
            assert game.to_action(move) == action
            state = rules.apply(state, seat, action)
            fast.apply(seat, move)
        assert fast.to_state() == state


@pytest.mark.parametrize("game_id", GAMES)
def test_hidden_parts_are_sampled_not_copied(game_id):
    """Over a few samples the pile order, the others' dealt cards and draft choices, the
    expedition cards to come and the marks of those who confirmed all vary."""
    rules, _bot, _invariants = GAMES[game_id]
    game: FastGame = fast_game(rules)
    states = positions(rules, 3, 11)
    draft = next(s for s in states if s.phase == "draft" and len(s.waiting) == 1)
    marking = next(s for s in states if s.phase == "mark" and s.round == 2 and len(s.waiting) == 1)
    seat = draft.waiting[0]
    view = rules.view(draft, seat)
    samples = [game.determinize(view, seat, Rng(i)).to_state() for i in range(6)]
    assert len({s.pile for s in samples}) > 1
    assert len({s.dealt for s in samples}) > 1 and len({s.kept for s in samples}) > 1
    seat = marking.waiting[0]
    view = rules.view(marking, seat)
    samples = [game.determinize(view, seat, Rng(i)).to_state() for i in range(6)]
    assert len({s.expeditions for s in samples}) > 1
    assert len({s.marks for s in samples}) > 1


def test_expedition_cards_seen_this_round_are_not_sampled_again():
    rules = TREASURE
    game: FastGame = fast_game(rules)
    state = next(s for s in positions(rules, 2, 3) if s.phase == "mark" and s.revealed == 3)
    shown = [i for i in range(8) if i not in state.expeditions]  # the current one among them
    seen = [i for i in shown if i != state.current]
    view = rules.view(state, 0)
    for index in range(5):
        sampled = game.determinize(view, 0, Rng(index), seen=seen)
        assert sorted(sampled.expeditions) == sorted(state.expeditions)
    with pytest.raises(ValueError, match="seen"):
        game.determinize(view, 0, Rng(0), seen=seen[:1])


def test_the_cards_turned_over_this_round_are_read_from_the_log():
    session = play_one("pyramid_cards", 2, 8, "random")
    actions = [entry.action for entry in session.history]
    checked = 0
    for index in range(len(actions)):
        before, _after = session.states_around(index)
        if before.phase != "mark":
            continue
        shuffled = next(a for a in reversed(actions[:index]) if isinstance(a, ShuffleExpeditions))
        shown = [i for i in shuffled.order if i not in before.expeditions]
        assert turned_over(actions[:index]) == shown and before.current == shown[-1]
        sampled = fast_game(PYRAMID).determinize(PYRAMID.view(before, 0), 0, Rng(index), seen=shown)
        assert sorted(sampled.expeditions) == sorted(before.expeditions)
        checked += 1
    assert checked > 50
    assert turned_over(actions[:1]) == []


def test_a_policy_plays_the_marks_a_view_hides():
    """The marks of those who confirmed come from the policy handed in (here: the first
    option), from the board the view shows of them."""
    rules = PYRAMID
    game: FastGame = fast_game(rules)
    state = next(s for s in positions(rules, 3, 5) if s.phase == "mark" and len(s.waiting) == 1)
    seat = state.waiting[0]
    view = rules.view(state, seat)
    asked: list[Seat] = []

    def first(fast: FastState, who: Seat, moves: Any, rng: Rng) -> Any:
        asked.append(who)
        return moves[0]

    sampled = game.determinize(view, seat, Rng(1), policy=first)
    unmarked = game.from_state(view)
    others = [s for s in range(3) if s != seat]
    assert set(asked) == {s for s in others if unmarked.mark_options(s)}
    for who in set(asked):
        _kind, card, mask = unmarked.mark_options(who)[0]
        assert sampled.marks[who][0][:2] == (card, mask)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("name", CHOOSERS)
def test_a_bots_game_by_name_is_the_same_on_the_fast_path(game_id, name):
    """bot.play_fast (the balance checks, the bots' mean scores) plays a named bot on the fast
    path: the game is the one the rules play with that bot."""
    rules, bot, _invariants = GAMES[game_id]
    on_rules = playout.play_fast(rules, 3, 5, getattr(bot, name))
    assert bot.play_fast(3, 5, name) == on_rules


# --- simulate ---------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("players", [1, 4])
@pytest.mark.parametrize("name", CHOOSERS)
def test_the_games_fast_play_is_the_game_simulate_plays_through_a_session(game_id, players, name):
    """The game's fast.play, given the deal, bot stream and chance streams a simulated Session
    uses (core.simulate.play_one, session.py), ends in the same state with as many actions."""
    rules, _bot, _invariants = GAMES[game_id]
    seed = 3 + players
    session = play_one(game_id, players, seed, name)
    number = new_game_number(derive(seed, "game", 0))
    state = rules.setup(players, {}, Rng(derive(number, "setup")))
    final, logged = fast_module(game_id).play(
        state,
        name,
        Rng(derive(seed, "bot", 0)),
        lambda index, kind: Rng(derive(number, "chance", index, kind)),
        MAX_ACTIONS_PER_GAME,
    )
    assert final == session.state
    assert logged == len(session.history)


def test_fast_play_stops_after_max_actions():
    state = TREASURE.setup(2, {}, Rng(1))
    final, logged = fast_module("treasure_cards").play(
        state, "random", Rng(2), lambda _index, _kind: Rng(3), 5
    )
    assert logged == 5 and final.phase == "draft"


def main(argv: list[str]) -> int:
    games = int(argv[0]) if argv else 125
    began = time.perf_counter()
    actions = play_cases(games, first_seed=100_000)
    seconds = time.perf_counter() - began
    total = games * len(GAMES) * 4 * len(CHOOSERS)
    print(f"{total} games, {actions} actions in lockstep: identical ({seconds:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
