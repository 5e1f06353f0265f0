"""Where a page scrolls (a table held at its least size in its page's scroll area, the other
players' small sheets in theirs), nothing cut at the area's bottom edge reads as the page's end:
every game's table in the middle of a game at its most seats, on small screens (1366×768 at
150 %, 1024×600 at 125 %), in Polish with usual text and in Greek with Larger text, as the
window opens on it and wherever the wheel scrolls it to, either the edge ends at a whole part (a
row of a sheet, a line of words, a button) or it fades out with the scroll bar beside it
(ui/scroll_fade.py): the audit's `lines_cut` finds neither a cut nor a missing fade."""

from __future__ import annotations

from PySide6.QtWidgets import QScrollArea, QWidget

from sheetdesk.ui.window_pages import PageScroll
from tests.ui.audit import lines_cut
from tests.ui.test_sheet_lines_whole import small_tables, wheel_steps_down
from tests.ui.test_step_buttons_whole import table_on


def _shown(window: QWidget) -> list[QWidget]:
    return [w for w in window.findChildren(QWidget) if not w.isWindow() and w.isVisibleTo(window)]


@small_tables
def test_a_page_that_scrolls_cuts_nothing_at_its_edge_unmarked(window, game, screen, text):
    with table_on(window, game, screen, text[1], text[0]) as page:
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
        for area in areas:
            for value in wheel_steps_down(area):
                assert lines_cut(_shown(window)) == [], value
