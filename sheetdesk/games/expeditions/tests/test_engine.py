"""The family's one engine (games/expeditions/fast.py) under the frozen states the app keeps.

The app's states, saves and undo hold frozen States made from the engine and back: every state of
whole games (and every seat's view of it) converts to an engine and back unchanged, a copy
branches without touching the original, the totals agree with the score card, and each bot
chooses alike from a seat's view and on the full engine (simulate plays the latter). A few
scripted positions check the rules the engine serves (an extra box lost, completions by serial).

`determinize` is checked by its defining property: the state it samples, seen by the seat whose
view it started from, shows exactly that view; the sampled state is a legal one the rules play
to the end; hidden parts are sampled, not copied. The fast play (bot.play_fast, the games'
fast.play for simulate) plays the very games the rules play through a Session.
"""

from __future__ import annotations

import pickle
from collections.abc import Callable
from typing import Any

import pytest

from sheetdesk.core import registry
from sheetdesk.core.headless import MAX_ACTIONS_PER_GAME, play_one
from sheetdesk.core.protocol import Action, Chance, GameOver, Seat
from sheetdesk.core.rng import Rng, derive, new_game_number
from sheetdesk.games.expeditions import playout
from sheetdesk.games.expeditions.engine import NO_MASKS, Box, Confirm, ShuffleExpeditions, Take
from sheetdesk.games.expeditions.fast import FastGame, FastState, fast_game, turned_over
from sheetdesk.games.pyramid_cards import bot as pyramid_bot
from sheetdesk.games.pyramid_cards import fast as pyramid_fast
from sheetdesk.games.pyramid_cards.rules import RULES as PYRAMID
from sheetdesk.games.pyramid_cards.tests.test_contract import GAME as PYRAMID_PROBES
from sheetdesk.games.treasure_cards import bot as treasure_bot
from sheetdesk.games.treasure_cards import fast as treasure_fast
from sheetdesk.games.treasure_cards.rules import RULES as TREASURE
from sheetdesk.games.treasure_cards.tests.test_contract import GAME as TREASURE_PROBES

Chooser = Callable[[Any, Seat, list[Action], Rng], Action]
FastBot = Callable[[Any, Seat, Any, Rng], Any]
GAMES: dict[str, tuple[Any, Any, Callable[[Any], None]]] = {
    "treasure_cards": (TREASURE, treasure_bot, TREASURE_PROBES.invariants),
    "pyramid_cards": (PYRAMID, pyramid_bot, PYRAMID_PROBES.invariants),
}
FAST_BOTS = {"treasure_cards": treasure_fast.FAST_BOTS, "pyramid_cards": pyramid_fast.FAST_BOTS}
CHOOSERS = ("random", "greedy")


def fast_path(game_id: str) -> registry.FastPath:
    """The game's fast path, as its declaration gives it."""
    fast = registry.get(game_id).game.fast
    assert fast is not None
    return fast


def choosers(game_id: str) -> dict[str, tuple[Chooser, FastBot]]:
    """Each bot the game declares, as it decides from a view and on the engine."""
    entry = registry.get(game_id)
    return {name: (entry.bot(name), FAST_BOTS[game_id][name]) for name in CHOOSERS}


def assert_holds(rules: Any, fast: FastState, state: Any) -> None:
    """The frozen state holds what the engine holds, read field by field (not through
    `to_state`)."""
    for seat, board in enumerate(state.boards):
        assert board.cards == tuple(fast.cards[seat])
        assert board.completed == tuple(fast.completed[seat])
        marked = [rules.crossed_mask(c, x) for c, x in zip(board.cards, board.crossed, strict=True)]
        assert marked == fast.marked[seat]
        # the masks the board carries (made with it) are what its boxes say
        assert rules.board_masks(board) == tuple(zip(board.cards, marked, strict=True))
        assert rules.score_card(board) == fast.score[seat]
    for seat, (marked, score) in enumerate(fast.before):
        board = state.before[seat]
        assert [
            rules.crossed_mask(c, x) for c, x in zip(board.cards, board.crossed, strict=True)
        ] == list(marked)
        assert rules.score_card(board) == score
    grids = rules.grids
    assert [
        [(m.card, grids[m.card].mask(m.cells), m.kind) for m in ms] for ms in state.marks
    ] == fast.marks
    assert (state.phase, state.round, state.start, state.revealed, state.current) == (
        fast.phase,
        fast.round,
        fast.start,
        fast.revealed,
        fast.current,
    )
    assert (state.pile, state.display, state.expeditions) == (
        tuple(fast.pile),
        tuple(fast.display),
        tuple(fast.expeditions),
    )
    assert (state.dealt, state.kept, state.waiting) == (
        tuple(fast.dealt),
        tuple(map(tuple, fast.kept)),
        tuple(fast.waiting),
    )
    assert (state.owed, state.completing, state.vacant) == (
        tuple(fast.owed),
        tuple(fast.completing),
        tuple(fast.vacant),
    )
    assert rules.extra(state) == fast.extra


def play_checked(rules: Any, state: Any, seed: int, bot: tuple[Chooser, FastBot]) -> int:
    """Play `state` to the end through the rules, the bot deciding from the view; at every
    step the state (and each seat's view) round-trips through the engine, a copy branches
    without changing it, the bot chooses alike on the engine, and the totals follow the score
    card. Returns the number of actions."""
    game: FastGame = fast_game(rules)
    choose, on_fast = bot
    chance, rng, fast_rng, branch = Rng(seed ^ 0xC4A2CE), Rng(seed), Rng(seed), Rng(seed ^ 0xB07)
    actions = 0
    while not isinstance(step := rules.step(state), GameOver):
        assert_holds(rules, game.of(state), state)  # the engine that made it
        fast = game.from_state(state)
        assert_holds(rules, fast, state)
        assert fast.to_state() == state, f"seed {seed}: differs after {actions} actions"
        assert fast.step() == step
        if isinstance(step, Chance):
            state = rules.apply(state, None, rules.resolve_chance(state, chance))
        else:
            seat = step.seats[0]
            for who in range(state.players):
                view = rules.view(state, who)
                assert game.from_state(view).to_state() == view
            legal = rules.legal_actions(state, seat)
            moves = fast.legal(seat)
            assert [game.from_action(a) for a in legal] == list(moves)
            action = choose(rules.view(state, seat), seat, legal, rng)
            assert game.to_action(on_fast(fast, seat, moves, fast_rng)) == action
            if actions % 7 == 0:
                assert fast.totals() == [b.total for b in rules.scores(state).values()]
                twin = fast.copy()
                twin.apply(seat, branch.choice(moves))
                assert fast.to_state() == state
            state = rules.apply(state, seat, action)
        actions += 1
    final = game.from_state(state)
    assert final.to_state() == state and final.scores() == rules.scores(state)
    return actions


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("chooser", CHOOSERS)
def test_every_state_of_a_game_round_trips_through_the_engine(game_id, players, chooser):
    rules, _bot, _invariants = GAMES[game_id]
    state = rules.setup(players, {}, Rng(17 + players))
    actions = play_checked(rules, state, 17 + players, choosers(game_id)[chooser])
    assert actions > 20 * players  # a whole game: 4 rounds of 7 cards


def test_boards_alike_but_for_their_completed_cards_stay_apart():
    """The engine makes each frozen board once per content: all of it, the completed cards too."""
    from sheetdesk.games.pyramid_cards.tests.helpers import PLAIN, board, card, position, rules_with

    rules = rules_with(*(card(i, "purple", PLAIN) for i in range(4)))
    game: FastGame = fast_game(rules)
    for completed in ((), (1,), (2,), (1, 2)):
        state = position([board((0,), (set(),), completed=completed)], design="I2")
        assert game.from_state(state).to_state() == state


def test_a_board_keeps_the_masks_of_the_rules_that_asked():
    """A frozen board keeps its cards' marked masks once worked out (engine.MarkedMasks), for the
    rules object that asked: rules whose grids number the boxes otherwise work out their own, and
    a copy made from its fields has its masks worked out from its boxes again."""
    from sheetdesk.core.records import replace

    blank = TREASURE.new_board((0, 1))  # (cards 0 and 1: 4 x 6 boxes; a pyramid chamber 5 x 5)
    board = replace(blank, crossed=(frozenset({(1, 0), (0, 2)}), frozenset({(3, 4)})))
    treasure = ((0, 1 << 6 | 1 << 2), (1, 1 << 22))
    pyramid = ((0, 1 << 5 | 1 << 2), (1, 1 << 19))
    assert TREASURE.board_masks(board) == treasure
    assert PYRAMID.board_masks(board) == pyramid
    assert TREASURE.board_masks(board) == treasure
    assert TREASURE.board_masks(replace(board, crossed=blank.crossed)) == ((0, 0), (1, 0))
    copy = replace(board)
    assert copy._marked == NO_MASKS  # (a board made by its __init__: no rules' masks yet)
    assert PYRAMID.board_masks(copy) == pyramid
    # a board made without its __init__ (unpickled: its slot empty) is worked out all the same
    assert PYRAMID.board_masks(pickle.loads(pickle.dumps(board))) == pyramid
    single = replace(board, cards=(1,), crossed=board.crossed[1:])  # (one card: the general way)
    assert PYRAMID.board_masks(single) == ((1, 1 << 19),)


def follow(rules: Any, state: Any, script: list[tuple[Seat, Action]]) -> Any:
    """Play `script` from `state` through the rules, each action among the legal ones."""
    for seat, action in script:
        assert action in rules.legal_actions(state, seat)
        state = rules.apply(state, seat, action)
    return state


def test_tc_t4_an_extra_box_with_no_box_left_is_lost():
    from sheetdesk.games.treasure_cards.tests.helpers import board, card, position, rules_with

    rules = rules_with(
        card(0, "grey", "x#"), card(1, "grey", "##"), card(2, "grey", "#"), card(3, "grey", "#")
    )
    state = position([board((0,), ({(0, 1)},))], design="I2", display=(1, 2), pile=(3,))
    state = follow(rules, state, [(0, Box(card=0, cell=(0, 0)))])
    assert state.owed == (0,) and state.boards[0].completed == ()
    state = follow(rules, state, [(0, Confirm()), (0, Take(slot=1))])
    assert state.boards[0].cards == (2,) and state.display == (1, 3) and state.phase == "reveal"


def test_pc_t5_completions_served_by_serial_across_seats():
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
def test_a_determinization_is_a_state_the_rules_play_to_the_end(game_id):
    rules, _bot, _invariants = GAMES[game_id]
    game: FastGame = fast_game(rules)
    states = positions(rules, 3, 7)
    for index in (0, 5, len(states) // 3, len(states) // 2, len(states) - 40):
        state = states[index]
        seat = index % 3
        sampled = game.determinize(rules.view(state, seat), seat, Rng(index)).to_state()
        play_checked(rules, sampled, index, choosers(game_id)["random" if index % 2 else "greedy"])


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
    uses (core.headless.play_one, session.py), ends in the same state with as many actions."""
    rules, _bot, _invariants = GAMES[game_id]
    seed = 3 + players
    session = play_one(game_id, players, seed, name)
    number = new_game_number(derive(seed, "game", 0))
    state = rules.setup(players, {}, Rng(derive(number, "setup")))
    final, logged = fast_path(game_id).play(
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
    final, logged = fast_path("treasure_cards").play(
        state, "random", Rng(2), lambda _index, _kind: Rng(3), 5
    )
    assert logged == 5 and final.phase == "draft"
