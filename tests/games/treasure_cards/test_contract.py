"""Treasure cards through the shared play-out harness (tests/contract.py): 1-4 players, random
and greedy, every step checked (chance steps included), replay and save -> load equal."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from sheetdesk.core.rng import Rng
from sheetdesk.games.treasure_cards import bot
from sheetdesk.games.treasure_cards.rules import RULES, Board
from tests.contract import play_out
from tests.games.expeditions.probes import family_probes


def recount(state) -> list[int]:
    """TC-E1 written apart from rules.py."""
    totals = []
    for b in state.boards:
        done = [RULES.cards[c] for c in b.completed]
        seals = sum(
            c.seal.value * sum(1 for d in done if d.color == c.seal.color)
            for c in done
            if c.seal is not None
        )
        totals.append(b.coins + sum(b.cups) + sum(b.palms) + sum(c.points for c in done) + seals)
    return totals


def bump(board: Board, rng: Rng) -> Board:
    return replace(
        board, coins=min(12, board.coins + rng.below(2)), palms=board.palms[: rng.below(3)]
    )


GAME = family_probes(RULES, recount, bump, ("treasure_cards", "expeditions"))


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
