"""What a test of a table's height shared out where its sheet's width bounds it looks at: the
sheet's paper as drawn, in the table's coordinates, and a game's window resized through tall,
wide and short sizes with the sheet close to what stands over and under it at each."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QRect

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.test_layout_audit import screen_of, settle

NEAR = 12  # px: the most between a sheet's paper and what stands over and under it
# tall (the width bounds the sheet), wider, short (the height bounds it), and tall again
SIZES = ((1280, 1000), (1920, 1080), (1366, 768), (1280, 1000))


def in_table(table: Any, widget: Any, rect: QRect) -> QRect:
    """`rect`, in `widget`'s coordinates, in `table`'s."""
    return rect.translated(widget.mapTo(table, rect.topLeft()) - rect.topLeft())


def paper(table: Any, view: Any) -> QRect:
    """The sheet of `view` as drawn, in `table`'s coordinates."""
    return in_table(table, view.viewport(), view.mapFromScene(view.sceneRect()).boundingRect())


def through_sizes(
    window: Any, game: str, players: Sequence[Player], gaps: Callable[[Any], tuple[int, int]]
) -> None:
    """A game of `game` for `players` started at the first of `SIZES`, the window resized
    through them: at each, `gaps(table)` (over the big sheet's paper, under it) are each
    `NEAR` at most; and the sheet is drawn as large as the window allows after every resize,
    larger or smaller (a room held to the sheet's height is let go before the table is laid
    out again: the window grown, the sheet grows with it, and it is the same size at the same
    window size)."""
    window.setMinimumSize(0, 0)
    seen = {}
    with screen_of(1920, 1080):
        window.resize(*SIZES[0])
        settle()
        window.start_new(NewGameChoice(registry.get(game), tuple(players), {}, 5))
        settle()
        table = window.page("table").table
        for size in SIZES:
            window.resize(*size)
            settle()
            seen[size] = table.big_view.scale_factor()
            over, under = gaps(table)
            assert 0 <= over <= NEAR and 0 <= under <= NEAR, (size, over, under)
    assert seen[(1920, 1080)] > seen[(1280, 1000)] > seen[(1366, 768)]
