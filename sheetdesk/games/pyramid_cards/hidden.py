"""What each viewer may not see in Pyramid cards (devtools/soak.py's view check): the family's
secrets (games/expeditions/hidden.py); a pending mark may move the gem and skull tracks and the
torches."""

from __future__ import annotations

from sheetdesk.core.records import replace
from sheetdesk.core.rng import Rng
from sheetdesk.games.expeditions.hidden import family_vary

from .rules import RULES, Board


def bump(board: Board, rng: Rng) -> Board:
    return replace(
        board,
        red=min(10, board.red + rng.below(2)),
        skulls=max(0, board.skulls - rng.below(2)),
        torches=board.torches[: rng.below(2)],
    )


vary = family_vary(RULES, bump)
