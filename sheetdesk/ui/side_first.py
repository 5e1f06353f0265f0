"""The layout a page with a side column (the table page, the replay page) shares: the side
column's width set from the page's width before the page is laid out (`SideFirstLayout`,
`fit_side`), the page's edges narrowed where it would scroll sideways, and what moves a widget
between the page's layouts done only outside a pass of them (sheetkit/after_pass.py)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractScrollArea, QLayout, QVBoxLayout, QWidget

from .sheetkit.after_pass import AfterPass

SIDE_WIDTH = (210, 270)  # the score and log panel: narrower on a small screen, never wider
SIDE_SHARE = 0.21  # of the page's width


def fit_side(side: QWidget, page_width: int, bounds: tuple[int, int], share: float) -> bool:
    """Give a page's side column its share of the page's width, within `bounds` (True: its
    width changed)."""
    narrow, wide = bounds
    width = max(narrow, min(wide, round(page_width * share)))
    if side.minimumWidth() == width == side.maximumWidth():
        return False
    side.setFixedWidth(width)
    return True


class SideFirstLayout(QVBoxLayout):
    """A page's layout that lets `fit()` set the side column's width from the page's width
    before it lays the page out. (Set from the page's resize event, the new width came one
    layout late: the sheets were laid out and painted at the old split first, then again.)
    Its margins left and right (`EDGE`) narrow to `NARROW_EDGE` where the page's least width
    with them is more than the room it is shown in: the page then fits rather than scrolls
    sideways (with Larger text at 1024x600 at 125 %, a card game's table and replay 9 to 10 px
    wider than the window's 805)."""

    EDGE, NARROW_EDGE = 8, 2

    def __init__(
        self,
        page: QWidget,
        fit: Callable[[], bool],
        fit_between: Callable[[], bool] | None = None,
    ) -> None:
        super().__init__(page)
        self._page = page
        self._fit = fit
        # what moves a widget from one of the page's layouts to another (True: it did): asked
        # for inside a pass of them, put off till the outermost is over (`_between`)
        self._fit_between = fit_between
        self._passes = AfterPass()
        # the outermost pass's rectangle: what is put off lays the page out again in it
        # (`_between`, `_again`)
        self._rect = QRect()
        # the edges held as they are: a pass under way, and none inside it over yet (one
        # inside it ended, a pass inside it after that fits them again: the width a table
        # page settles at, opened or shrunk to a size, follows that). (A state of the passes,
        # not work to do after them: it cannot be put off.)
        self._edges_held = False
        self._room = (0, 0)  # the room the margins were fitted to (its width and height)
        # where the last pass inside another left the page's widgets (`_again`)
        self._placed_inside: dict[QWidget, QRect] | None = None
        self._widened = False  # widened again in that room (`_fit_edges`)
        self._edge = self.EDGE  # the margins left and right (kept, not asked at each pass)
        self.setContentsMargins(self.EDGE, 6, self.EDGE, 4)

    def setGeometry(self, rect: QRect) -> None:
        # Qt lays the page out again from inside a pass of it (a widget shown in it lays out
        # every layout over it): a widget moved between its layouts then was freed under the
        # pass of the layout it left, which went on over it. It is moved once the outermost
        # pass is over, and the page laid out once more, before the event loop turns.
        between = self._fit_between
        moved = False
        if not self._passes.passes:
            self._rect = rect
        if between is not None and not self._passes.put_off("between", self._between):
            moved = between()
        if self._fit() or moved:
            invalidate_all(self)  # (the side's new width counts in this very layout)
        if not self._edges_held:  # (a table laid out in it asks again: the edges then stay)
            self._fit_edges(rect.width())
        self._passes.lay_out(self._pass, rect)

    def _between(self) -> None:
        """The widgets moved between the page's layouts, asked for inside a pass; where they
        moved, the page laid out again in the outermost pass's rectangle (the edges as that
        pass fitted them: fitted again in the same room, they widened again, the page narrower
        than one opened there)."""
        if self._fit_between is not None and self._fit_between():
            self._fit()
            invalidate_all(self)
            self._passes.lay_out(self._pass, self._rect)

    def _pass(self, rect: QRect) -> None:
        self._edges_held = True
        try:
            super().setGeometry(rect)
        finally:
            self._edges_held = False
        if self._passes.passes > 1:  # (a pass inside another: where it left the widgets counts)
            self._placed_inside = placed(self)
            self._passes.put_off("again", self._again)

    def _again(self) -> None:
        """The page laid out once more in the outermost pass's rectangle where a pass inside
        it left the widgets elsewhere than it did. That inner pass (a table fitted to the size
        the outer one gave it lays the page out) placed the widgets from what they ask now;
        the outer pass then went on placing the ones after the table from what they asked
        before it: a Polish card table with Larger text grown from 819x480 to 911x512 had its
        side column 18 px lower than the table beside it, placed under who acts in the two
        lines it took at 819x480. (A pass inside this one asks again: `ROUNDS` deep at most.)"""
        inside, self._placed_inside = self._placed_inside, None
        if inside is not None and inside != placed(self):
            invalidate_all(self)
            self._passes.lay_out(self._pass, self._rect)

    def refit(self) -> None:
        """The margins fitted anew at the next layout (the page shows other contents)."""
        self._room = (0, 0)

    def _fit_edges(self, width: int) -> None:
        """The margins left and right for the room the page is shown in (a page scrolled in a
        scroll area is laid out at least at its least width, so that room is the viewport's):
        narrow only where that lets the page fit. In one room they widen again once at most
        (narrowed for the least width the page had in the room before), then only narrow: a
        table whose least width follows its own width (Giza's arrangements) would otherwise
        turn them back and forth, each turn laying the page out again."""
        holder = viewport_holding(self._page)
        # (its height too: a card table's least width follows its height, and narrowed at
        # 819x600 the margins stayed narrow back at 819x480, seen as the room where they had
        # widened once already)
        room = (width, self._page.height())
        if holder is not None:
            width = holder.width()
            # (one room whether the area's up-and-down bar shows or not: a page that needs
            # the bar at its edges' wide width and not at their narrow one, the room the bar
            # left seen as a new one each time, turned them back and forth without end, the
            # bar coming and going: a card table with Larger text in Polish at 826x600)
            area = holder.parentWidget()
            room = (area.width(), area.height()) if area is not None else room
        inner = self.minimumSize().width() - 2 * self._edge
        fits = inner + 2 * self.EDGE <= width
        narrow = not fits and inner + 2 * self.NARROW_EDGE <= width
        if room != self._room:
            self._widened = False
        elif self._edge == self.NARROW_EDGE:
            # (the least width a new room's first layout meets is the old room's, a table
            # not laid out anew yet: narrowed for that, they widen again once)
            narrow = self._widened or not fits
            self._widened = self._widened or fits
        self._room = room
        edge = self.NARROW_EDGE if narrow else self.EDGE
        if self._edge != edge:
            self._edge = edge
            margins = self.contentsMargins()
            self.setContentsMargins(edge, margins.top(), edge, margins.bottom())


def viewport_holding(page: QWidget) -> QWidget | None:
    """The scroll area's viewport `page` is shown in (None: it is in none)."""
    holder = page.parentWidget()
    if holder is not None and isinstance(holder.parentWidget(), QAbstractScrollArea):
        return holder
    return None


def placed(layout: QLayout) -> dict[QWidget, QRect]:
    """Where each widget in `layout` and the layouts in it is (not those in the widgets')."""
    places = {}
    for index in range(layout.count()):
        item = layout.itemAt(index)
        widget = item.widget() if item is not None else None
        inner = item.layout() if item is not None else None
        if widget is not None:
            places[widget] = widget.geometry()
        elif inner is not None:
            places.update(placed(inner))
    return places


def invalidate_all(layout: QLayout) -> None:
    layout.invalidate()
    for index in range(layout.count()):
        item = layout.itemAt(index)
        inner = item.layout() if item is not None else None
        if inner is not None:
            invalidate_all(inner)
