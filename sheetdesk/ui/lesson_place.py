"""Where a lesson's panel (lesson.py) stands on the table page (table_page.py), for the room the
page is shown in: at the top of the side column, beside the sheet, where that room holds the
table at its least width (its sheets' whole width in sight) and the lesson's column side by
side; else across the page, over the sheet and the scores (the side column then as wide as in a
game), so that a family reads the step and sees the whole width of the sheet without scrolling
sideways. (With Larger text at 1024x600 at 125 % a card game's table needs 584 px of the 805 and
the lesson's column 334: side by side the page scrolled sideways by 137 px.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QBoxLayout, QSizePolicy, QSpacerItem, QWidget

from .palette import larger
from .sheetkit.choices import QWIDGETSIZE_MAX
from .sheetkit.scrolled import LeastScaleArea, scroll_bar_width

NARROW_EDGE = 2  # the page's margins left and right at their narrowest (table_page.py)

if TYPE_CHECKING:
    from .lesson import LessonPanel
    from .table_page import TablePage

LESSON_WIDTH = (218, 360)  # the side column with a lesson's words in it instead of the log
# of the room the page is shown in, for the lesson's column: at 1024x600 at 125 % (805 px) it
# leaves a card game's table its least width (575 px) and the page no sideways scroll; a share of
# the page's own width grew with the column it gave (0.3 of 855 px: a page 50-84 px too wide)
LESSON_SHARE = 0.26
# With Larger text the lesson's column is wider on a small screen: at 290 px the step to take (the
# panel's first words) and "Step 1 of 14" wrapped to more lines than a 600 px screen's panel
# shows (Greek: the step ended at 229 px of 192), and the panel cannot grow into the height the
# sheet and the scores need. At 334 px every lesson's step is in sight at 1024x600 (Greek: 204 px
# of 217) and the game buttons beside the lesson (up to four in a row) keep their whole words.
# Where the page's room does not hold that column beside the table, the panel goes across.
LESSON_WIDTH_LARGER = (334, LESSON_WIDTH[1])
LESSON_SHARE_LARGER = 0.3
# the lesson's column narrower than its usual least width by up to so many px rather than go
# across (Number rows' sheet at its least scale lacked 5 px beside the 334 px column at 805 px:
# across, the sheet had 120 px of height to show)
SQUEEZE = 8
BETWEEN = 8  # between the table and the side column (table_page.py)


def width_across(table: QWidget) -> int:
    """The least width of `table` that shows its sheets' whole width: its own least width, and
    for a sheet kept at its least scale (sheetkit `LeastScaleArea`, which scrolls rather than
    ask for that width) the sheet's least width, the scroll bar beside it and what the table
    lays beside it now."""
    need = table.minimumSizeHint().width()
    for area in table.findChildren(LeastScaleArea):
        if area.isVisibleTo(table):
            beside = max(0, table.width() - area.width())
            need = max(need, area.least_size().width() + scroll_bar_width(area) + beside)
    return need


class LessonPlace:
    """A lesson's panel on `page`: beside the sheet or across the page (see the module)."""

    def __init__(self, page: TablePage, panel: LessonPanel) -> None:
        self.page = page
        self.panel = panel
        self.across: bool | None = None  # (not placed yet)
        self._room = 0  # the room it was placed for
        self._width = QWIDGETSIZE_MAX  # the side column's least width in that room
        # (the room under the scores where the panel is across: the log is hidden in a lesson)
        self._below = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

    def column(
        self, room: int, usual: tuple[tuple[int, int], float]
    ) -> tuple[tuple[int, int], float]:
        """Place the panel for `room`, the width the page is shown in, and give the side
        column's bounds and share of it; `usual`: a game's (the panel across, the column is
        as in a game, narrower where the table needs it, down to the scores' least width).
        Decided once for a room: the table's width then follows from the place."""
        bounds, share = (
            (LESSON_WIDTH_LARGER, LESSON_SHARE_LARGER) if larger() else (LESSON_WIDTH, LESSON_SHARE)
        )
        # (never narrower than the panel's least width: Greek's Leave button cut at 218)
        least = max(self.panel.column_least(), bounds[0] - SQUEEZE)
        table = self.page.table
        outer = self.page.layout()
        edges = 2 * NARROW_EDGE
        if outer is not None:
            edges = outer.contentsMargins().left() + outer.contentsMargins().right()
        beside = BETWEEN + edges
        if room != self._room or self.across is None:
            self._room = room
            self._width = QWIDGETSIZE_MAX
            table_least = table.minimumSizeHint().width() if table is not None else 0
            # (the page's margins narrow where that makes its least width fit: table_page.py)
            self._place(table_least + BETWEEN + 2 * NARROW_EDGE + least > room)
        else:
            self.panel.set_across(bool(self.across))  # (the type's size may have changed)
        # as wide as the table leaves, its sheets' whole width in sight (beside: between the
        # usual least width and `least`; across: a game's, down to the scores' least width).
        # In one room it only narrows: the table it widens is measured again, and a width
        # that went back and forth would lay the page out again and again (Giza's table
        # balances its sheets in its own layout)
        table_need = (width_across(table) if table is not None else 0) + beside
        if self.across:
            (narrow, wide), share = usual
            least = self.page.side_layout.totalMinimumSize().width()
            bounds = (narrow, wide)
        self._width = min(self._width, max(least, min(bounds[0], room - table_need)))
        return (self._width, bounds[1]), share

    def _place(self, across: bool) -> None:
        if across == self.across:
            self.panel.set_across(across)
            return
        self.across = across
        page, panel = self.page, self.panel
        outer = page.layout()
        assert isinstance(outer, QBoxLayout)
        side = page.side_layout
        outer.removeWidget(panel)
        side.removeWidget(panel)
        side.removeItem(self._below)
        panel.set_across(across)
        if across:  # under who acts (and a banner), over the sheet and the scores
            outer.insertWidget(outer.indexOf(page.banner) + 1, panel)
            side.addItem(self._below)  # (the scores at the column's top)
            QTimer.singleShot(0, panel, panel.keep_in_sight)
        else:  # at the top of the side column (under the game's number, where it is)
            side.insertWidget(side.indexOf(page.progress_row) + 1, panel, 1)
        panel.show()

    def remove(self) -> None:
        """The lesson is over: its panel goes."""
        outer = self.page.layout()
        if outer is not None:
            outer.removeWidget(self.panel)
        self.page.side_layout.removeWidget(self.panel)
        self.page.side_layout.removeItem(self._below)
        self.panel.hide()
        self.panel.deleteLater()
