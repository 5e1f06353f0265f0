"""Giza's pad scrolled in place (its `LeastScaleArea`) at 1024×600 at 125 % (819×480) and at
1366×768 at 150 % (910×512), with the usual and with Larger text: a table resized there from a
large window ends the pad's area at a line once and for all. The room the area kept under the
sheet went 0, 14, 0, 14 px (4 and 18 px), the kit giving up after its passes, as Qt left a
scroll bar shown with nothing to scroll, or hidden with something, for the look to measure."""

from __future__ import annotations

import logging

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QResizeEvent

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.after_changes import GAVE_UP
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.style import Look
from tests.ui.test_layout_audit import screen_of, settle

NAMES = ("Ana", "Ben", "Chloé", "Dimitris", "Ewa", "Filip", "Gosia", "Helena", "Jan")
# the window sizes the pad's area gave up at (the screen's room at 125 % and 150 %), each
# reached from a large window and from the other
SIZES = ((1366, 768), (819, 480), (910, 512), (819, 480), (1366, 768), (910, 512))


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


@pytest.mark.parametrize("larger", [False, True])
@pytest.mark.parametrize("players", [2, 9])
def test_the_pads_area_settles_at_125_and_150_percent(window, qtbot, caplog, players, larger):  # type: ignore[no-untyped-def]
    caplog.set_level(logging.WARNING, logger="sheetdesk.ui.after_changes")
    window.setMinimumSize(0, 0)
    window.resize(*SIZES[0])
    window.set_look(Look("light", larger))
    try:
        settle()
        seats = [Player(name) for name in NAMES[:players]]
        window.start_new(NewGameChoice(registry.get("giza_dice"), seats, {}, 5))
        settle()
        area = window.page("table").table.big_area
        for size in SIZES:
            with screen_of(*size):
                window.resize(*size)
                settle()
            given_up = [
                r.getMessage() for r in caplog.records if r.getMessage().startswith(GAVE_UP)
            ]
            assert given_up == [], (size, given_up)
            # settled: one more look (its viewport resized to its own size, as a bar shown or
            # hidden resizes it) and the events it posts change nothing
            settled = _area_state(area)
            port = area.viewport()
            QCoreApplication.sendEvent(port, QResizeEvent(port.size(), port.size()))
            settle()
            assert _area_state(area) == settled, size
    finally:
        window.set_look(Look("light", False))
