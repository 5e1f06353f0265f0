"""fast.py plays exactly the rules of rules.py: move for move on thousands of seeded games of every
player count and variant (every seat's legal options, the state after each move converted back,
the scores), and `simulate` on the fast path gives the same figures as through the Session."""

from __future__ import annotations

import pytest

from sheetdesk.core.protocol import Chance, GameOver
from sheetdesk.core.rng import Rng
from sheetdesk.games.giza_dice.fast import DONE, FastState, greedy_index
from sheetdesk.games.giza_dice.rules import RULES, Order, Pass, Write
from tests.fast_path import assert_same_figures

from .helpers import base, rolled, with_cells

GAMES = 2000
CHUNKS = 8
VARIANTS = ({}, {"powers": True}, {"quick": True}, {"powers": True, "quick": True})


def play_both(players: int, seed: int, options: dict[str, bool]) -> tuple[int, set[str]]:
    """One game on rules.py and on a FastState side by side; the chooser mixes uniform random
    actions with the greedy player's (so that sheets fill and games end by a full pyramid, not
    only by getting stuck). The moves played and the kinds of action taken."""
    rng = Rng(seed)
    state = RULES.setup(players, options, rng)
    fast = FastState.from_state(state)
    assert fast.to_state() == state
    greedy_share = seed % 4  # 0..3 in 4: from all random to mostly greedy
    moves = 0
    kinds: set[str] = set()
    while not isinstance(step := RULES.step(state), GameOver):
        if isinstance(step, Chance):
            assert fast.to_move() is None
            action = RULES.resolve_chance(state, rng)
            fast.roll(action.dice)
            state = RULES.apply(state, None, action)
        else:
            seat = step.seats[0]
            assert fast.to_move() == seat
            # every seat's options now and then (a seat not asked has none), the mover's always
            for other in range(players) if moves % 7 == 0 else (seat,):
                options = fast.legal(other)
                assert [fast.action(other, o) for o in options] == RULES.legal_actions(state, other)
            options = fast.legal(seat)
            if rng.below(4) < greedy_share:
                index = greedy_index(fast, seat, options, rng)
            else:
                index = rng.below(len(options))
            action = RULES.legal_actions(state, seat)[index]
            assert fast.option(seat, action) == options[index]
            kinds.add(action.kind)
            fast.apply(seat, options[index])
            state = RULES.apply(state, seat, action)
            if fast.to_move() is not None:  # a fresh conversion agrees mid-roll too
                assert FastState.from_state(state).legal(seat) == fast.legal(seat)
        assert fast.to_state() == state
        moves += 1
    assert fast.to_move() is None
    assert fast.totals() == [RULES.scores(state)[s].total for s in range(players)]
    return moves, kinds | {f"end:{state.ended_by}"}


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_fast_state_plays_the_rules_move_for_move(chunk):
    per_chunk = GAMES // CHUNKS
    moves = 0
    seen: set[str] = set()
    for seed in range(chunk * per_chunk, (chunk + 1) * per_chunk):
        played, kinds = play_both(1 + seed % 9, seed, VARIANTS[(seed // 9) % 4])
        moves += played
        seen |= kinds
    assert moves > per_chunk * 40  # whole games were played, not a few moves
    assert {"order", "write", "pass", "done", "end:pyramid", "end:stuck"} <= seen


def test_the_solo_pair_and_the_symbols_take_effect_alike():
    # solo: a "+" pair costs the highest open bonus; with symbols circled, a ×2 changes the number
    cells = {"pyramid.1.2": 20, "pyramid.1.3": 30}
    state = rolled(
        with_cells(base(1, powers=True), 0, cells, powers=("circled",) + ("printed",) * 3), 4, 5
    )
    state = RULES.apply(state, 0, Order(number=45))
    fast = FastState.from_state(state)
    actions = [fast.action(0, o) for o in fast.legal(0)]
    assert actions == RULES.legal_actions(state, 0)
    pair = next(a for a in actions if isinstance(a, Write) and len(a.nile) == 2)
    doubled = next(a for a in actions if isinstance(a, Write) and a.powers)
    for action in (pair, doubled, Pass()):
        f, s = fast.copy(), RULES.apply(state, 0, action)
        f.apply(0, f.option(0, action))
        assert f.to_state() == s
        f.apply(0, DONE)
        assert f.to_state() == RULES.apply(s, 0, RULES.legal_actions(s, 0)[0])


@pytest.mark.parametrize("bot_name", ["random", "greedy"])
@pytest.mark.parametrize(
    ("players", "variants"),
    [(1, {}), (2, {"powers": True}), (4, {"quick": True}), (9, {"powers": True, "quick": True})],
)
def test_simulate_gives_the_same_figures_on_the_fast_path(bot_name, players, variants):
    assert_same_figures("giza_dice", players, bot_name, variants)
