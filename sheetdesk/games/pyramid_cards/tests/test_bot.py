"""Pyramid cards bots: always one of the legal actions, decided from the view only, the same
choice for the same view; greedy beats random by far, and makes the choices its description
promises (the way to the tomb, gem pairs, the round's torch, skulls only with a potion to follow,
red X, pyramid-point claims, the most promising cards)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from sheetdesk.core.protocol import Chance, GameOver
from sheetdesk.core.rng import Rng
from sheetdesk.core.shapes import Cell
from sheetdesk.games.expeditions.deck import load_deck
from sheetdesk.games.expeditions.engine import Box, Confirm, Keep, Place, Reveal, Take
from sheetdesk.games.expeditions.engine import ShuffleExpeditions as Shuffle
from sheetdesk.games.expeditions.tests.generators import mean_scores
from sheetdesk.games.pyramid_cards import bot
from sheetdesk.games.pyramid_cards.cards import CardSet, Color, PyramidCard, Symbol
from sheetdesk.games.pyramid_cards.rules import RULES, Board, PyramidRules, State

DECK = load_deck()
EVERYWHERE = frozenset((r, c) for r in range(5) for c in range(5))


def chamber(
    card_id: int,
    color: Color = "green",
    *,
    entrance: Cell = (0, 2),
    tomb: Cell = (4, 2),
    open_cells: frozenset[Cell] = EVERYWHERE,
    symbols: dict[Cell, Symbol] | None = None,
) -> PyramidCard:
    """A chamber whose cells outside `open_cells` are walls."""
    return PyramidCard(
        id=card_id,
        serial=card_id + 1,
        color=color,
        entrance=entrance,
        tomb=tomb,
        walls=EVERYWHERE - open_cells - {entrance, tomb},
        symbols=tuple(sorted((symbols or {}).items())),
    )


def four(*cards: PyramidCard) -> PyramidRules:
    """Rules over these cards and plain ones up to 4 (one player is dealt all four)."""
    padded = list(cards) + [chamber(i) for i in range(len(cards), 4)]
    return PyramidRules(CardSet(tuple(padded)), DECK)


def marking(
    rules: PyramidRules,
    design: str,
    crossed: tuple[set[Cell], set[Cell]] = (set(), set()),
    **score: object,
) -> State:
    """A solo game played by the rules until the first reveal, `design` on top; the player kept
    cards 0 and 1, on which `crossed` is marked; `score` sets score-card fields of the board."""
    state = rules.setup(1, {}, Rng(1))
    for card_id in (0, 1):
        state = rules.apply(state, 0, Keep(card=card_id))
    state = rules.apply(state, 0, Confirm())
    state = rules.apply(state, None, rules.resolve_chance(state, Rng(1)))  # the pile
    top = next(i for i, d in enumerate(DECK.cards) if d.key == design)
    order = (top, *(i for i in range(len(DECK.cards)) if i != top))
    state = rules.apply(state, None, Shuffle(order=order))
    state = rules.apply(state, None, Reveal(number=1))
    board = state.boards[0]
    positions = [board.cards.index(0), board.cards.index(1)]
    marks = list(board.crossed)
    for position, cells in zip(positions, crossed, strict=True):
        marks[position] = frozenset(cells)
    board = replace(board, crossed=tuple(marks), **score)  # type: ignore[arg-type]
    return replace(state, boards=(board,), before=(board,))


def choose(rules: PyramidRules, state: State, only=lambda action: True):
    """Greedy's choice for seat 0 among the legal actions `only` lets through."""
    legal = [a for a in rules.legal_actions(state, 0) if only(a)]
    return bot.GreedyBot(rules)(rules.view(state, 0), 0, legal, Rng(0))


def on_card_0(action) -> bool:
    return getattr(action, "card", None) == 0


def one_box_on_card_0(action) -> bool:
    """A single box instead of the shape (or a red X's extra box): the choice among cells."""
    return isinstance(action, Box) and action.card == 0


# --- legal, from the view, deterministic, better than random --------------------------------------


@pytest.mark.parametrize("name", ["random", "greedy"])
def test_bots_pick_legal_actions_from_the_view_alone(name):
    choose_action = getattr(bot, name)
    state = RULES.setup(3, {}, Rng(4))
    rng = Rng(1)
    decisions = 0
    while not isinstance(RULES.step(state), GameOver):
        step = RULES.step(state)
        if isinstance(step, Chance):
            state = RULES.apply(state, None, RULES.resolve_chance(state, rng))
            continue
        seat = step.seats[0]
        legal = RULES.legal_actions(state, seat)
        action = choose_action(RULES.view(state, seat), seat, legal, Rng(7))
        assert action in legal
        # what the seat cannot see (pile and expedition orders, others' pending marks) changes
        # nothing: another state with the same view gets the same choice
        other = replace(state, pile=state.pile[::-1], expeditions=state.expeditions[::-1])
        if state.phase == "mark":  # the others as if they had not marked yet
            other = replace(
                other,
                boards=tuple(
                    b if s == seat else state.before[s] for s, b in enumerate(state.boards)
                ),
                marks=tuple(m if s == seat else () for s, m in enumerate(state.marks)),
                owed=tuple(o if s == seat else 0 for s, o in enumerate(state.owed)),
            )
        assert RULES.view(other, seat) == RULES.view(state, seat)
        assert choose_action(RULES.view(other, seat), seat, legal, Rng(7)) == action
        state = RULES.apply(state, seat, action)
        decisions += 1
    assert decisions > 100


def test_play_fast_is_deterministic():
    assert bot.play_fast(4, 77, "greedy") == bot.play_fast(4, 77, "greedy")
    assert bot.play_fast(2, 77, "random") == bot.play_fast(2, 77, "random")
    assert bot.play_fast(2, 77, "random") != bot.play_fast(2, 78, "random")


def test_greedy_mean_score_at_least_1_5_times_random():
    """Greedy's mean score over 4-player games is at least 1.5x the random bot's (a
    seeded sample of 10 games each)."""
    means = mean_scores(bot, RULES, ("random", "greedy"), 4, 10)
    assert means["greedy"] >= 1.5 * means["random"], means


def test_a_greedy_bot_for_other_cards_plays_them():
    rules = four(chamber(0), chamber(1), chamber(2, "orange"), chamber(3, "purple"))
    counts = bot.completion_counts(3, 5, players=1, cards=rules.cards)
    assert set(counts) <= {0, 1, 2, 3} and sum(counts.values()) >= 3


# --- greedy's choices -------------------------------------------------------------------------


def test_greedy_heads_for_the_tomb_and_completes_the_card():
    rules = four(chamber(0), chamber(1, symbols={(3, 3): "red_gem"}))
    start = choose(rules, marking(rules, "I3"), on_card_0)
    assert start == Place(card=0, cells=((0, 2), (1, 2), (2, 2)))  # straight down
    state = marking(rules, "I2", ({(0, 2), (1, 2), (2, 2)}, {(0, 2)}))
    # completing card 0 (10 points and a new card) beats as much progress on card 1
    assert choose(rules, state) == Place(card=0, cells=((3, 2), (4, 2)))


# Below a marked top row, (1, 1) and (1, 3) are as far from the tomb: a wall is between them.
SIDES = EVERYWHERE - {(1, 2)}
TOP_ROW = ({(0, 1), (0, 2), (0, 3)}, set())


@pytest.mark.parametrize(("red", "green", "wanted"), [(2, 1, (1, 3)), (1, 2, (1, 1))])
def test_greedy_pairs_its_gems(red, green, wanted):
    rules = four(chamber(0, open_cells=SIDES, symbols={(1, 1): "red_gem", (1, 3): "green_gem"}))
    state = marking(rules, "I2", TOP_ROW, red=red, green=green)
    assert choose(rules, state, one_box_on_card_0) == Box(card=0, cell=wanted)


@pytest.mark.parametrize(("torches", "wanted"), [((), (1, 1)), ((1,), (1, 3))])
def test_greedy_takes_a_torch_while_this_rounds_box_is_open(torches, wanted):
    rules = four(chamber(0, open_cells=SIDES, symbols={(1, 1): "torch", (1, 3): "red_gem"}))
    state = marking(rules, "I2", TOP_ROW, torches=torches)
    assert choose(rules, state, one_box_on_card_0) == Box(card=0, cell=wanted)


def test_greedy_avoids_a_skull_and_prefers_a_red_x():
    rules = four(chamber(0, open_cells=SIDES, symbols={(1, 1): "red_x", (1, 3): "skull"}))
    state = marking(rules, "I2", TOP_ROW)
    assert choose(rules, state, one_box_on_card_0) == Box(card=0, cell=(1, 1))
    rules = four(chamber(0, open_cells=SIDES, symbols={(1, 1): "skull"}))
    assert choose(rules, state, one_box_on_card_0) == Box(card=0, cell=(1, 3))


# A corridor down column 2 with a skull at (2, 2); the way around it (1, 1), (2, 1), (3, 1),
# (3, 2) is two cells longer.
CORRIDOR = frozenset({(0, 2), (1, 2), (2, 2), (3, 2), (4, 2), (1, 1), (2, 1), (3, 1)})


@pytest.mark.parametrize(("potion", "wanted"), [(False, (1, 1)), (True, (2, 2))])
def test_greedy_steps_on_a_skull_only_with_a_potion_to_follow(potion, wanted):
    symbols: dict[Cell, Symbol] = {(2, 2): "skull"}
    if potion:
        symbols[(3, 2)] = "potion"
    rules = four(chamber(0, open_cells=CORRIDOR, symbols=symbols))
    state = marking(rules, "I2", ({(0, 2), (1, 2)}, set()), skulls=3)  # the next one costs 4
    assert choose(rules, state, one_box_on_card_0) == Box(card=0, cell=wanted)


def completing(rules: PyramidRules, board: Board, claimed: tuple[int, int, int]) -> State:
    """Seat 0 has just set a card aside and takes its replacement from display (2, 3)."""
    state = marking(rules, "I2")
    board = replace(board, cards=state.boards[0].cards[:1], crossed=(frozenset(),))
    return replace(
        state,
        phase="complete",
        boards=(board,),
        before=(),
        display=(2, 3),
        pile=(),
        completing=(0,),
        vacant=(1,),
        claimed=claimed,
    )


@pytest.mark.parametrize(
    ("claimed", "wanted"), [((0, 0, 0), Take(slot=1)), ((3, 0, 0), Take(slot=0))]
)
def test_greedy_takes_the_colour_that_wins_a_pyramid_point_box(claimed, wanted):
    """One green card completed: a second green claims green's 10 box while one is left; the
    same chamber in orange is as good once green's boxes are gone (then the first is taken)."""
    rules = four(chamber(0), chamber(1, "purple"), chamber(2, "orange"), chamber(3, "green"))
    state = marking(rules, "I2")
    board = replace(state.boards[0], completed=(0,))
    state = completing(rules, board, claimed)
    assert rules.legal_actions(state, 0) == [Take(slot=0), Take(slot=1)]
    assert choose(rules, state) == wanted


def test_greedy_keeps_the_cards_with_the_shortest_way_and_the_best_symbols():
    short_way = chamber(0, entrance=(0, 2), tomb=(4, 2))
    long_way = chamber(1, entrance=(0, 0), tomb=(4, 4))
    rich = chamber(2, entrance=(0, 0), tomb=(4, 4), symbols={(1, 0): "torch", (2, 0): "red_x"})
    poor = chamber(3, entrance=(0, 0), tomb=(4, 4), symbols={(1, 0): "skull", (0, 1): "skull"})
    rules = PyramidRules(CardSet((short_way, long_way, rich, poor)), DECK)
    state = rules.setup(1, {}, Rng(3))
    greedy = bot.GreedyBot(rules)
    for _ in range(2):
        state = rules.apply(
            state, 0, greedy(rules.view(state, 0), 0, rules.legal_actions(state, 0), Rng(0))
        )
    assert set(state.kept[0]) == {0, 2}
