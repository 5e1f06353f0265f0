"""The statistics page where the window is shorter than the page (1024×600 at 125 %, 819×480,
with Larger text): the page scrolls as a whole, one scroll bar at the window's edge, and the
head to head lines have all their room in it rather than scrolling inside it as well. A scroll
inside a scroll is two bars for one page: the wheel over the lines would move them alone, a
few pixels, and the page only once they were at their end, and the lines' own bar would stand
beside the page's. The wheel over the lines scrolls the page, to its end and back."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QWidget

from sheetdesk.ui.window_pages import PageScroll
from tests.ui.driving import choose_item
from tests.ui.test_layout_audit import settle
from tests.ui.test_statistics_page import FIRST, _alt, _game, _open_by_keys


def _lines_out_of_sight(page, scroll: PageScroll) -> list[str]:  # type: ignore[no-untyped-def]
    """The head to head lines not wholly in the page's scroll area's sight."""
    port = scroll.viewport()
    found = []
    for widget in (*page.versus.names, *page.versus.values):
        top = widget.mapTo(port, QPoint(0, 0)).y()
        if top < 0 or top + widget.height() > port.height():
            found.append(f"{widget.text()} at {top}")
    return found


def _wheel(widget: QWidget, notches: int) -> QWidget | None:
    """The mouse wheel turned `notches` (down if positive) over the middle of `widget`, and
    passed on to its parents as Qt passes a hand's turn on (not one sent, as here) while the
    one it came to ignores it (a scroll area whose bar cannot move): the one that took it."""
    at = widget.mapToGlobal(QPoint(widget.width() // 2, widget.height() // 2))
    taker: QWidget | None = widget
    while taker is not None:
        event = QWheelEvent(
            QPointF(taker.mapFromGlobal(at)),
            QPointF(at),
            QPoint(),
            QPoint(0, -120 * notches),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        # (taken: handled and accepted, as Qt tells; a scroll area's own frame returns it
        # unhandled, for its viewport's)
        if QApplication.sendEvent(taker, event) and event.isAccepted():
            return taker
        if taker.isWindow() or taker.testAttribute(Qt.WidgetAttribute.WA_NoMousePropagation):
            return None
        taker = taker.parentWidget()
    return None


def test_the_page_scrolls_whole_and_its_lines_not_inside_it(window, qtbot):
    from sheetdesk.ui.style import Look

    _game(FIRST.id, ["Anna", "Kuba", "Zosia"], 1)
    _game(FIRST.id, ["Ola", "Anna"], 2)
    window.setMinimumSize(0, 0)
    window.resize(819, 480)
    window.set_look(Look("light", True))
    try:
        page = _open_by_keys(window, qtbot)
        _alt(window, Qt.Key.Key_A)  # He&ad to head
        choose_item(page.player_choice, qtbot, page.player_choice.findText("Anna"))
        choose_item(page.versus.against_choice, qtbot, page.versus.against_choice.findText("Kuba"))
        settle()
        scroll = page.parentWidget().parentWidget()
        assert isinstance(scroll, PageScroll), "the page does not scroll here"
        outer, lines = scroll.verticalScrollBar(), page.tabs.widget(3)
        assert outer.isVisible() and outer.maximum() > 0, "the page does not scroll whole here"
        inner = lines.verticalScrollBar()
        assert (inner.isVisible(), inner.maximum()) == (False, 0), "the lines scroll inside it"
        # every line whole in the lines' own area: its room is all theirs
        port = lines.viewport()
        for widget in (*page.versus.names, *page.versus.values):
            top = widget.mapTo(port, QPoint(0, 0)).y()
            assert top >= 0 and top + widget.height() <= port.height(), widget.text()
        # the wheel over the lines scrolls the page, to its end (the last lines in sight) and
        # back to its start
        for notches, end in ((1, outer.maximum()), (-1, 0)):
            for _ in range(40):
                if outer.value() == end:
                    break
                assert _wheel(port, notches) is scroll.viewport(), "the page's area took no turn"
                settle()
            assert outer.value() == end, (notches, outer.value())
            assert inner.maximum() == 0, "the lines scroll inside the page"
        outer.setValue(outer.maximum())
        settle()
        assert _lines_out_of_sight(page, scroll) == []
    finally:
        window.set_look(Look("light", False))
