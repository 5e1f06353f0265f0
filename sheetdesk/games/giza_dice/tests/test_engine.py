"""The one engine (rules.Game) as the play-outs drive it: its options are the legal actions in
order, an option taken directly and the same action checked by the rules give the same State,
`simulate` on the fast path gives the same figures as through the Session, and a computer-only
game stops at the headless cap."""

from __future__ import annotations

import pytest

from sheetdesk.core.headless import play_one
from sheetdesk.core.protocol import GameOver
from sheetdesk.devtools.simulate import simulate
from sheetdesk.games.giza_dice.fast import DONE, HEADLESS_MAX_ROLLS, headless_over
from sheetdesk.games.giza_dice.rules import RULES, Game, Order, Pass, Write
from tests.fast_path import assert_same_figures

from .helpers import base, rolled, with_cells


def test_the_solo_pair_and_the_symbols_take_effect_alike():
    # solo: a "+" pair costs the highest open bonus; with symbols circled, a ×2 changes the number
    cells = {"pyramid.1.2": 20, "pyramid.1.3": 30}
    state = rolled(
        with_cells(base(1, powers=True), 0, cells, powers=("circled",) + ("printed",) * 3), 4, 5
    )
    state = RULES.apply(state, 0, Order(number=45))
    fast = Game.from_state(state)
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


def test_a_computer_only_game_stops_at_the_headless_cap_where_the_rules_play_on():
    """Game 107 of seed 7, solo greedy: the greedy player never writes the one number that would
    fill its pyramid (a gap between 6 and 25), so by the rules the game would go on for ever."""
    session = play_one("giza_dice", 1, 7, "greedy", game_index=107)
    state = session.state
    assert state.rolls == HEADLESS_MAX_ROLLS + 1 and headless_over(state)
    assert all(choice is None for choice in state.choices)  # nobody has written that roll
    assert not isinstance(RULES.step(state), GameOver) and state.ended_by is None
    figures = simulate("giza_dice", 1, 120, 7, "greedy")  # games 0..119, on the fast path
    assert figures["engine"] == "fast" and figures["mean_actions"] < 4 * HEADLESS_MAX_ROLLS + 4
