"""No row of a sheet rests half cut at the edge of the area scrolling it: every game's table, in
the middle of a game at its most seats, on small screens (1366×768 at 150 %, 1024×600 at 125 %),
in Polish with usual text and in Greek with Larger text: a sheet scrolled in place
(`LeastScaleArea`) ends its view at a whole row of its boxes and words as the window opens on it,
and wherever the wheel scrolls it to (half a row of numbers at its bottom reads as the sheet's
last)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractSlider

from sheetdesk.core import registry
from sheetdesk.ui.sheetkit import LeastScaleArea
from tests.ui.audit import lines_cut
from tests.ui.test_layout_audit import settle
from tests.ui.test_step_buttons_whole import SMALL_SCREENS, table_on


@pytest.mark.parametrize("text", [("pl", False), ("el", True)], ids=["pl", "el-larger"])
@pytest.mark.parametrize("screen", SMALL_SCREENS, ids=["910x512", "819x480"])
@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_no_row_of_a_sheet_rests_half_cut_at_its_areas_edge(window, game, screen, text):
    language, larger = text
    with table_on(window, game, screen, larger, language) as page:
        areas = [a for a in page.findChildren(LeastScaleArea) if a.isVisibleTo(window)]
        assert lines_cut(areas) == []  # type: ignore[arg-type]
        for area in areas:  # (the wheel's steps down, as a family scrolls)
            bar = area.verticalScrollBar()
            for _step in range(100):
                if bar.value() >= bar.maximum():
                    break
                bar.triggerAction(QAbstractSlider.SliderAction.SliderSingleStepAdd)
                settle()
                assert lines_cut([area]) == [], bar.value()
            assert bar.value() == bar.maximum()  # (its end reached, its last row whole)
