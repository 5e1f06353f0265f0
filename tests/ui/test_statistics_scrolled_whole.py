"""The statistics page where the window is shorter than the page (1024×600 at 125 %, 819×480,
with Larger text): the page scrolls as a whole, one scroll bar at the window's edge, and the
head to head lines have all their room in it rather than scrolling inside it as well. A scroll
inside a scroll is two bars for one page: the wheel over the lines would move them alone, a
few pixels, and the page only once they were at their end, and the lines' own bar would stand
beside the page's. The wheel over the lines scrolls the page, to its end and back."""

from __future__ import annotations

from PySide6.QtCore import QPoint

from sheetdesk.ui.window_pages import PageScroll
from tests.ui.test_layout_audit import settle
from tests.ui.test_rules_page import _wheel
from tests.ui.test_statistics_page import head_to_head


def _out_of_sight(widgets, port) -> list[str]:  # type: ignore[no-untyped-def]
    """The `widgets` (labels) not wholly in sight in the viewport `port`."""
    found = []
    for widget in widgets:
        top = widget.mapTo(port, QPoint(0, 0)).y()
        if top < 0 or top + widget.height() > port.height():
            found.append(f"{widget.text()} at {top}")
    return found


def test_the_page_scrolls_whole_and_its_lines_not_inside_it(window, qtbot):
    with head_to_head(window, qtbot, 480) as page:
        settle()
        scroll = page.parentWidget().parentWidget()
        assert isinstance(scroll, PageScroll), "the page does not scroll here"
        outer, lines = scroll.verticalScrollBar(), page.tabs.widget(3)
        assert outer.isVisible() and outer.maximum() > 0, "the page does not scroll whole here"
        inner = lines.verticalScrollBar()
        assert (inner.isVisible(), inner.maximum()) == (False, 0), "the lines scroll inside it"
        # every line whole in the lines' own area: its room is all theirs
        shown = (*page.versus.names, *page.versus.values)
        assert _out_of_sight(shown, lines.viewport()) == []
        # the wheel over the lines scrolls the page, to its end (the last lines in sight) and
        # back to its start
        for notches, end in ((1, outer.maximum()), (-1, 0)):
            for _ in range(40):
                if outer.value() == end:
                    break
                taker = _wheel(lines.viewport(), notches, passed_on=True)
                assert taker is scroll.viewport(), f"the wheel taken by {taker}, not the page"
                settle()
            assert outer.value() == end, (notches, outer.value())
            assert inner.maximum() == 0, "the lines scroll inside the page"
        outer.setValue(outer.maximum())
        settle()
        assert _out_of_sight(shown, scroll.viewport()) == []
