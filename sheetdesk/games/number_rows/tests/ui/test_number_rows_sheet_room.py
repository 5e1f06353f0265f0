"""Number rows' table shares its height out where the sheet's width bounds it (1280×1000: the
others' sheets keep their third of the width): the sheet stands under the caption and the button
row under the cards, the height the sheet cannot use below them, not a gap of 100 px over the
sheet and another between the cards and the buttons; and the sheet is drawn as large as the
window allows after every resize, larger or smaller."""

from __future__ import annotations

from typing import Any

from sheetdesk.core.session import Player
from tests.ui.sheet_room import in_table, paper, through_sizes


def _gaps(table: Any) -> tuple[int, int]:
    """The sheet's paper's distance, as drawn, to the caption over it and to the button row
    under it."""
    drawn = paper(table, table.big_view)
    over = in_table(table, table.caption, table.caption.rect()).bottom()
    under = in_table(table, table.button_row, table.button_row.rect()).top()
    return drawn.top() - over, under - drawn.bottom()


def test_the_sheet_stands_between_its_caption_and_its_buttons(window, qtbot):  # type: ignore[no-untyped-def]
    through_sizes(window, "number_rows", (Player("Ana"), Player("Ben", "bot", "greedy")), _gaps)
