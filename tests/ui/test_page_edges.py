"""Where a page scrolls (a table held at its least size in its page's scroll area, the other
players' small sheets in theirs), nothing cut at the area's bottom edge reads as the page's end:
every game's table in the middle of a game at its most seats, on small screens (1366×768 at
150 %, 1024×600 at 125 %), in Polish with usual text and in Greek with Larger text, as the
window opens on it and wherever the wheel scrolls it to, either the edge ends at a whole part (a
row of a sheet, a line of words, a button) or it fades out with the scroll bar beside it
(sheetkit.scroll_fade): the audit's `lines_cut` finds neither a cut nor a missing fade."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractSlider, QScrollArea, QWidget

from sheetdesk.core import registry
from sheetdesk.ui.window_pages import PageScroll
from tests.ui.audit import lines_cut
from tests.ui.test_layout_audit import settle
from tests.ui.test_step_buttons_whole import SMALL_SCREENS, table_on


def _shown(window: QWidget) -> list[QWidget]:
    return [w for w in window.findChildren(QWidget) if not w.isWindow() and w.isVisibleTo(window)]


@pytest.mark.parametrize("text", [("pl", False), ("el", True)], ids=["pl", "el-larger"])
@pytest.mark.parametrize("screen", SMALL_SCREENS, ids=["910x512", "819x480"])
@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_a_page_that_scrolls_cuts_nothing_at_its_edge_unmarked(window, game, screen, text):
    language, larger = text
    with table_on(window, game, screen, larger, language) as page:
        assert lines_cut(_shown(window)) == []
        areas = [
            area
            for area in window.findChildren(QScrollArea)
            if area.isVisibleTo(window)
            and (isinstance(area, PageScroll) or area.objectName() == "others_scroll")
            and (
                area.widget() is page or area.widget().isAncestorOf(page) or page.isAncestorOf(area)
            )
        ]
        for area in areas:  # (the wheel's steps down, as a family scrolls)
            bar = area.verticalScrollBar()
            for _step in range(100):
                if bar.value() >= bar.maximum():
                    break
                bar.triggerAction(QAbstractSlider.SliderAction.SliderSingleStepAdd)
                settle()
                assert lines_cut(_shown(window)) == [], bar.value()
