"""A sheet kept legible (`FittingView.keep_legible`): never drawn under the scale its words read
at; a page that fits itself (a table) in a window too small for that scrolls instead, and in a
window large enough shows no scroll bar."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene, QLabel, QScrollArea, QVBoxLayout, QWidget

from sheetdesk.ui.sheetkit import FittingView
from sheetdesk.ui.window_pages import FITS_ITSELF, PageStack

LEAST = 0.5  # screen pixels per unit
WIDE, HIGH = QRectF(0, 0, 900, 300), QRectF(0, 0, 600, 500)  # the sheet's two shapes


def _page(qtbot) -> tuple[PageStack, QWidget, FittingView]:
    stack = PageStack()
    qtbot.addWidget(stack)
    page = QWidget()
    page.setProperty(FITS_ITSELF, True)
    scene = QGraphicsScene(HIGH)
    view = FittingView(scene)
    view.keep_legible(LEAST, HIGH, WIDE)
    layout = QVBoxLayout(page)
    heading = QLabel("A heading of many words that wraps on a narrow page " * 3)
    heading.setWordWrap(True)
    layout.addWidget(heading)
    layout.addWidget(view, 1)
    stack.add_page(page)
    stack.setCurrentWidget(page)
    return stack, page, view


def _scroll(stack: PageStack) -> QScrollArea | None:
    held = super(PageStack, stack).currentWidget()  # (the stack's own: the area holding it)
    return held if isinstance(held, QScrollArea) else None


def test_a_sheet_kept_legible_scrolls_its_page_in_a_small_window(qtbot):
    stack, page, view = _page(qtbot)
    stack.resize(280, 200)  # (the sheet at 0.5 a unit needs 300×250 at least)
    stack.show()
    qtbot.waitExposed(stack)
    qtbot.wait(10)
    assert view.scale_factor() >= LEAST - 1e-6, view.scale_factor()
    scroll = _scroll(stack)
    assert scroll is not None, "the page scrolls"
    assert page.height() > scroll.viewport().height()
    # (the page's parts whole in it: the view under the heading, inside the page)
    assert view.geometry().bottom() < page.height()

    stack.resize(1000, 900)  # a large window: the same page, no scroll bar, the sheet larger
    qtbot.wait(10)
    scroll = _scroll(stack)
    assert scroll is None or page.size() == scroll.viewport().size()
    assert view.scale_factor() > LEAST


def test_its_least_height_is_the_lowest_shape_its_width_holds(qtbot):
    """Wide enough for the wide shape at the least scale, the view asks only that shape's
    height; narrower, the high shape's (the narrowest shape sets its least width)."""
    view = FittingView(QGraphicsScene(HIGH))
    qtbot.addWidget(view)
    view.keep_legible(LEAST, HIGH, WIDE)
    view.show()
    qtbot.waitExposed(view)
    view.resize(int(HIGH.width() * LEAST) + 10, 300)
    assert view.minimumWidth() >= HIGH.width() * LEAST
    assert view.minimumHeight() >= HIGH.height() * LEAST
    view.resize(int(WIDE.width() * LEAST) + 10, 300)
    assert WIDE.height() * LEAST <= view.minimumHeight() < HIGH.height() * LEAST
