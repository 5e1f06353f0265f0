"""Tally: a tiny real game used to test the core without depending on a built-in game.

Each turn: chance rolls a die; the active player marks 1-3 points up to twice (undoable) and ends
with Done (a commit). After every second turn all seats vote at once (simultaneous, pending votes
hidden from the others) and confirm. The game ends after `turns` turns (option, default 4).
"""

from __future__ import annotations

from typing import Any

from sheetdesk.core import registry
from sheetdesk.core.session import Player, Session

TALLY = registry.GameEntry(
    id="tally",
    name="Tally",
    package="tests.core.fakegame",
    min_players=1,
    max_players=4,
    bots=("first", "uniform", "stubborn"),
)


def new_tally(players: int = 2, seed: int = 7, **options: Any) -> Session:
    names = ("Ana", "Ben", "Chloé", "Dimitris")[:players]
    return Session.new(
        TALLY.rules(), [Player(n) for n in names], options, seed, match_id=f"tally{seed}"
    )
