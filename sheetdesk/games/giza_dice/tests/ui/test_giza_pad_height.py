"""Giza's table shares its height out where the pad's width bounds it (nine players at
1280×1000, at 1920×1080: the others' sheets keep the width that shows them all): the pad stands
under its caption and the number buttons under the pad, the height it cannot use below them, not
a gap of 190 px above the buttons and another over the pad; and the pad is drawn as large as the
window allows after every resize, larger or smaller."""

from __future__ import annotations

from typing import Any

from sheetdesk.core.session import Player
from tests.ui.sheet_room import in_table, paper, through_sizes

NAMES = ("Ana", "Ben", "Chloé", "Dimitris", "Ewa", "Filip", "Gosia", "Helena", "Jan")


def _gaps(table: Any) -> tuple[int, int]:
    """The pad's paper's distance, as drawn, to the caption's row over it and to the number
    buttons under it."""
    drawn = paper(table, table.big_view)
    over = max(in_table(table, w, w.rect()).bottom() for w in (table.caption, table.dice_view))
    panel = table.choices
    assert panel.below and panel.isVisible()
    under = in_table(table, panel, panel.rect()).top()
    return drawn.top() - over, under - drawn.bottom()


def test_the_pad_stands_between_its_caption_and_its_buttons(window, qtbot):  # type: ignore[no-untyped-def]
    through_sizes(
        window,
        "giza_dice",
        (Player("Ana"), *(Player(name, "bot", "greedy") for name in NAMES[1:])),
        _gaps,
    )
