"""What each viewer may not see in Treasure cards (devtools/soak.py's view check): the family's
secrets (games/expeditions/hidden.py); a pending mark may move the coins and the palms."""

from __future__ import annotations

from sheetdesk.core.records import replace
from sheetdesk.core.rng import Rng
from sheetdesk.games.expeditions.hidden import family_vary

from .rules import RULES, Board


def bump(board: Board, rng: Rng) -> Board:
    return replace(
        board, coins=min(12, board.coins + rng.below(2)), palms=board.palms[: rng.below(3)]
    )


vary = family_vary(RULES, bump)
