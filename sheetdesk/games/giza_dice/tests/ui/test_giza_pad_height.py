"""Giza's table shares its height out where the pad's width bounds it (nine players at
1280×1000, at 1920×1080: the others' sheets keep the width that shows them all): the pad stands
under its caption and the number buttons under the pad, the height it cannot use below them, not
a gap of 190 px above the buttons and another over the pad; and the pad is drawn as large as the
window allows after every resize, larger or smaller."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.test_layout_audit import screen_of, settle

NAMES = ("Ana", "Ben", "Chloé", "Dimitris", "Ewa", "Filip", "Gosia", "Helena", "Jan")
NEAR = 12  # px: the most between the pad's paper and what stands over and under it


def _in_table(table: Any, widget: Any, rect: QRect) -> QRect:
    return rect.translated(widget.mapTo(table, rect.topLeft()) - rect.topLeft())


def _gaps(table: Any) -> tuple[int, int]:
    """The pad's paper's distance, as drawn, to the caption's row over it and to the number
    buttons under it."""
    view = table.big_view
    paper = view.mapFromScene(view.sceneRect()).boundingRect()
    paper = _in_table(table, view.viewport(), paper)
    over = max(_in_table(table, w, w.rect()).bottom() for w in (table.caption, table.dice_view))
    panel = table.choices
    assert panel.below and panel.isVisible()
    under = _in_table(table, panel, panel.rect()).top()
    return paper.top() - over, under - paper.bottom()


def test_the_pad_stands_between_its_caption_and_its_buttons(window, qtbot):  # type: ignore[no-untyped-def]
    window.setMinimumSize(0, 0)
    with screen_of(1920, 1080):
        window.resize(1280, 1000)
        settle()
        players = (Player("Ana"), *(Player(name, "bot", "greedy") for name in NAMES[1:]))
        window.start_new(NewGameChoice(registry.get("giza_dice"), players, {}, 5))
        settle()
        table = window.page("table").table
        seen = {}
        for size in ((1280, 1000), (1920, 1080), (1366, 768), (1280, 1000)):
            window.resize(*size)
            settle()
            seen[size] = table.big_view.scale_factor()
            over, under = _gaps(table)
            assert 0 <= over <= NEAR and 0 <= under <= NEAR, (size, over, under)
    # (the pad's room held to its height is let go before the table is laid out again: the
    # window grown, the pad grows with it, and it is the same size at the same window size)
    assert seen[(1920, 1080)] > seen[(1280, 1000)] > seen[(1366, 768)]
