"""Giza's pad scrolled in place (its `LeastScaleArea`) ends its area at a line once and for all:
a table of three resized from a large window to 840×512 (narrower than 1366×768 at 150 %).
Qt left the pad area's horizontal scroll bar shown with nothing to scroll, or hidden with
something, for the look at the lines to measure: the room kept under the sheet went back and
forth (241, 250 px high) and the kit gave its looks up (4 and 5 times), unless the bars follow
their ranges first (`whole_lines.bars_follow_ranges`). (The sizes that reached it once, 819×480
and 910×512, reach it no more since the area's view follows its room before a look.)"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QResizeEvent

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.after_changes import GAVE_UP
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.test_layout_audit import screen_of, settle

SCREEN = (910, 512)  # (1366×768 at 150 %)
SIZE = (840, 512)


def _area_state(area):  # type: ignore[no-untyped-def]
    """What a look of the area decides, and what it answers to: its room kept under the sheet,
    its viewport, the bars shown and where they are, the sheet's view's size."""
    bars = (area.horizontalScrollBar(), area.verticalScrollBar())
    return (
        area.viewportMargins().bottom(),
        area.viewport().geometry().getRect(),
        tuple((bar.isVisibleTo(area), bar.minimum(), bar.maximum(), bar.value()) for bar in bars),
        area.view.size().toTuple(),
    )


def test_the_pads_area_settles_in_a_window_resized_narrower_than_the_screen(window, caplog):  # type: ignore[no-untyped-def]
    caplog.set_level(logging.WARNING, logger="sheetdesk.ui.after_changes")
    window.setMinimumSize(0, 0)
    seats = [Player(name) for name in ("Ana", "Ben", "Chloé")]
    window.start_new(NewGameChoice(registry.get("giza_dice"), seats, {}, 5))
    settle()
    area = window.page("table").table.big_area
    with screen_of(*SCREEN):
        window.resize(*SIZE)
        settle()
    given_up = [r.getMessage() for r in caplog.records if r.getMessage().startswith(GAVE_UP)]
    assert given_up == []
    # settled: one more look (its viewport resized to its own size, as a bar shown or hidden
    # resizes it) and the events it posts change nothing
    settled = _area_state(area)
    port = area.viewport()
    QCoreApplication.sendEvent(port, QResizeEvent(port.size(), port.size()))
    settle()
    assert _area_state(area) == settled
