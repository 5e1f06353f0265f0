"""A sheet kept legible (`FittingView.keep_legible`): never drawn under the scale its words read
at; a page that fits itself (a table) in a window too small for that scrolls instead, and in a
window large enough shows no scroll bar."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QGraphicsScene,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from sheetdesk.ui.sheetkit import CellSpec, FittingView, SheetLayout, SheetScene
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
    # (the page stack fits its page, and the page lays its parts out, when the event loop
    # turns: waited for, not for a time; the page's parts whole in it, the view under the
    # heading inside the page, once both are done)
    qtbot.waitUntil(
        lambda: _scroll(stack) is not None and view.geometry().bottom() < page.height(),
        timeout=2000,
    )
    assert view.scale_factor() >= LEAST - 1e-6, view.scale_factor()
    scroll = _scroll(stack)
    assert scroll is not None, "the page scrolls"
    assert page.height() > scroll.viewport().height()

    stack.resize(1000, 900)  # a large window: the same page, no scroll bar, the sheet larger

    def unscrolled() -> bool:
        scroll = _scroll(stack)
        return scroll is None or page.size() == scroll.viewport().size()

    qtbot.waitUntil(unscrolled, timeout=2000)
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


def _grid_page(qtbot, button: QPushButton | None = None):  # type: ignore[no-untyped-def]
    """A sheet of 12×8 cells kept at 1 px a unit (420×620 px) on a page of 300×240, under
    `button` if one is given, its window active; and whether a cell is in the page's sight."""
    cells = tuple(
        CellSpec(f"r{r}c{c}", (10 + c * 50, 10 + r * 50, 44, 44), label=str(r * 8 + c))
        for r in range(12)
        for c in range(8)
    )
    scene = SheetScene(SheetLayout(420, 620, cells))
    view = FittingView(scene)
    view.keep_legible(1.0)
    stack = PageStack()
    qtbot.addWidget(stack)
    page = QWidget()
    page.setProperty(FITS_ITSELF, True)
    layout = QVBoxLayout(page)
    if button is not None:
        layout.addWidget(button)
    layout.addWidget(view)
    stack.add_page(page)
    stack.setCurrentWidget(page)
    stack.resize(300, 240)
    stack.show()
    stack.activateWindow()
    assert QTest.qWaitForWindowActive(stack)
    scroll = _scroll(stack)
    assert scroll is not None

    def in_sight(item_id: str) -> bool:
        box = view.mapFromScene(scene.cells[item_id].sceneBoundingRect()).boundingRect()
        seen = QRect(view.viewport().mapTo(scroll.viewport(), box.topLeft()), box.size())
        return scroll.viewport().rect().contains(seen)

    first = view.mapFromScene(scene.cells["r0c0"].sceneBoundingRect().center())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=first)
    assert scene.focus_id == "r0c0" and in_sight("r0c0")
    return scene, view, in_sight


def test_the_cell_the_keys_reach_is_scrolled_into_sight_in_its_page(qtbot):
    """The page scrolls where its sheet keeps its least scale: a cell the arrow keys reach
    below or beside what the window shows comes into sight, as in a sheet that scrolls in its
    own area (test_least_scale.py)."""
    scene, view, in_sight = _grid_page(qtbot)
    for _ in range(11):
        QTest.keyClick(view, Qt.Key.Key_Down)
    for _ in range(7):
        QTest.keyClick(view, Qt.Key.Key_Right)
    assert scene.focus_id == "r11c7" and in_sight("r11c7")
    for _ in range(11):
        QTest.keyClick(view, Qt.Key.Key_Up)
    assert scene.focus_id == "r0c7" and in_sight("r0c7")


def test_the_keys_back_on_the_sheet_find_their_cell_in_sight(qtbot):
    """Tab away to a button over the sheet (the page scrolls up to it), then back: the page
    shows the cell the keyboard was left on, not the sheet's top left corner."""
    button = QPushButton("Done")
    scene, view, in_sight = _grid_page(qtbot, button)
    for _ in range(11):
        QTest.keyClick(view, Qt.Key.Key_Down)
    assert scene.focus_id == "r11c0" and in_sight("r11c0")
    QTest.keyClick(view, Qt.Key.Key_Backtab)
    assert button.hasFocus() and not in_sight("r11c0")  # (the page up at its button)
    QTest.keyClick(button, Qt.Key.Key_Tab)
    assert view.hasFocus() and scene.focus_id == "r11c0" and in_sight("r11c0")
