"""Pyramid cards through the shared play-out harness (tests/contract.py): 1-4 players, every
step checked (chance steps included), replay and save -> load equal, scores = recount."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from sheetdesk.core.rng import Rng
from sheetdesk.games.pyramid_cards import bot
from sheetdesk.games.pyramid_cards.rules import RULES, Board
from tests.contract import play_out
from tests.games.expeditions.probes import family_probes

SKULLS = (0, -1, -3, -6, -10, -15, -21, -28, -36, -45, -55)


def recount(state) -> list[int]:
    """PC-E1 written apart from rules.py."""
    totals = []
    for b in state.boards:
        pairs = min(b.red, b.green)
        gems = 5 * pairs + (b.red - pairs) + (b.green - pairs)
        points = sum(value for _, value in b.points)
        totals.append(5 * len(b.torches) + points + gems + SKULLS[b.skulls] + 10 * len(b.completed))
    return totals


def bump(board: Board, rng: Rng) -> Board:
    return replace(
        board,
        red=min(10, board.red + rng.below(2)),
        skulls=max(0, board.skulls - rng.below(2)),
        torches=board.torches[: rng.below(2)],
    )


GAME = family_probes(RULES, recount, bump, ("pyramid_cards", "expeditions"))


@settings(max_examples=12)
@given(
    players=st.integers(1, 4),
    seed=st.integers(0, 2**32),
    choices=st.integers(0, 2**32),
    bot_name=st.sampled_from(["random", "greedy"]),
)
def test_contract(players, seed, choices, bot_name, tmp_path_factory):
    play_out(
        GAME,
        players,
        seed,
        choices,
        getattr(bot, bot_name),
        save_dir=tmp_path_factory.mktemp("saves"),
    )
