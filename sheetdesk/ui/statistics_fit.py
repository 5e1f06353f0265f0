"""How the statistics' figures table fits its room (`FiguresFit`, the page's part in it): the
figures' shapes tried in turn (the headers on one line, on two, the score card's parts out of
the table and told under it), the names' column given what the figures leave (their headers
giving way first: statistics_columns.py), and the rows kept in sight before the page's title
and the parts' line (`_rows_first`), the names going on one line, shortened in their middle,
where wrapped they leave no room for them. The page (statistics_page.py) fills the table and
asks for a fit; this module decides its columns, its word wrap and what shows beside it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QStyleOptionViewItem,
    QTableWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from .players_page import ICON
from .statistics_columns import headers_give_way, name_widths
from .widget_sizes import QWIDGETSIZE_MAX

# the figures' rows kept in sight, the title and the parts' line giving way (`_rows_first`)
FEWEST_ROWS = 3
FIXED_COLUMNS = 6  # player, games, wins (and their share), best, mean, median; then the score items


def on_two_lines(words: str) -> str:
    """`words` on two lines, broken at the space nearest their middle (a narrower column)."""
    spaces = [i for i, c in enumerate(words) if c == " "]
    if not spaces:
        return words
    cut = min(spaces, key=lambda i: abs(i - len(words) / 2))
    return words[:cut] + "\n" + words[cut + 1 :]


# (a mixin of the page: typed as its widget, which it is, for the checker alone)
if TYPE_CHECKING:
    _Page = QWidget
else:
    _Page = object


class FiguresFit(_Page):
    """The statistics page's figures fitted to their room (see the module). The page owns the
    widgets and the state named here, and calls `_fit_columns` and `_rows_first`."""

    figures_table: QTableWidget  # (the page's `table`, the figures)
    tabs: QTabWidget
    title: QLabel
    _outer: QVBoxLayout  # (the page's layout)
    _figures_layout: QVBoxLayout  # (the figures' tab's, round the table)
    parts_line: QLabel
    headers: list[str]
    parts_out: bool
    _fitting: bool
    _measured: tuple[Any, list[list[tuple[int, int, int]]]]
    _shape: int | None
    _parts_wanted: bool
    _laid_out: list[int | None]

    if TYPE_CHECKING:

        def _show_parts(self) -> None: ...

    def _fit_columns(self) -> None:
        """Every column of figures as wide as its contents (the score card's parts under a
        header on two lines), the names' column the width left but never narrower than a
        name of a dozen letters, nor than each name needs on two lines (a longer one wraps
        onto a second line, never a third: a computer's mark and level are words of it too, so
        the rows stay low and a small window shows them all). Where that is wider than the
        table, the figures' headers go on two lines too; where even that is, the score card's
        parts leave the table, and the chosen player's are told under it (`_show_parts`): a
        family reads the table without scrolling it sideways (Giza's thirteen columns of
        figures in Greek with Larger text at 819×480 needed 1330 px of 729). Where the names
        still lack their room, the figures' headers give up the room Qt keeps in each for the
        order's arrow first (the arrow's own header keeps it; never their words nor their
        figures), so that the names show `NAME_ENDS` letters at each end (statistics_columns.py)."""
        count = self.figures_table.columnCount()
        if count == 0 or len(self.headers) != count or self._fitting:
            return
        self._fitting = True
        try:
            self._fit_to(count)
        finally:
            self._fitting = False

    def _shapes(self) -> list[tuple[list[str], bool]]:
        """The figures' shapes, tried in turn: the headers on one line (the parts' on two) and
        the parts in the table; every header on two lines; and the parts out of it."""
        fixed = range(1, FIXED_COLUMNS)
        wrapped = [
            on_two_lines(text) if c in fixed else text for c, text in enumerate(self.headers)
        ]
        return [(self.headers, False), (wrapped, False), (wrapped, True)]

    def _measure(self, count: int) -> list[list[tuple[int, int, int]]]:
        """The figures' columns in each of their shapes: each shown one's (column, the least
        width that shows its figures and its header's words whole, its header's width with
        room for the order's arrow, as Qt gives every header), each shape laid out to be
        measured: done once for the table's contents and font, not at each resize."""
        table = self.figures_table
        header = table.horizontalHeader()
        for column in range(FIXED_COLUMNS, count):  # (a hidden column has no size to ask)
            table.setColumnHidden(column, False)
        shapes = []
        for labels, out in self._shapes():
            if _header_texts(table, count) != labels:
                table.setHorizontalHeaderLabels(labels)
            shown = range(1, FIXED_COLUMNS if out else count)
            heads = [header.sectionSizeHint(c) for c in shown]
            # (each header's room for the order's arrow, needed only where the arrow is)
            header.setSortIndicatorShown(False)
            bare = [header.sectionSizeHint(c) for c in shown]
            header.setSortIndicatorShown(True)
            arrow = header.sortIndicatorSection()
            shapes.append(
                [
                    (c, max(table.sizeHintForColumn(c), head if c == arrow else least), head)
                    for c, head, least in zip(shown, heads, bare, strict=True)
                ]
            )
        self._shape = None  # (each shape laid out in turn: the one chosen laid out again)
        return shapes

    def _fit_to(self, count: int) -> None:
        table = self.figures_table
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        key = (table.font().key(), header.font().key())
        if self._measured[0] != key:
            self._measured = (key, self._measure(count))
        names = table.sizeHintForColumn(0)  # (each name's cell asked: asked once)
        natural = max(names, header.sectionSizeHint(0))
        two_lines, widest_word, ends = name_widths(table, names)
        least = min(
            natural, max(table.fontMetrics().horizontalAdvance("M" * 12) + ICON.width(), two_lines)
        )
        if not table.wordWrap():  # (names on one line: `NAME_ENDS` letters at each end in sight)
            least = max(least, ends)
        room = table.viewport().width()
        # (chosen with a scroll bar's room kept, whether one shows or not: the same as a bar
        # comes and goes, and the bar's coming or going only shares the room out again)
        bar = table.verticalScrollBar()
        planned = room - (0 if bar.isVisible() else bar.sizeHint().width())
        if not table.isVisible():  # (its room unknown, as the tab is not shown: fitted when it is)
            planned = QWIDGETSIZE_MAX
        widths = [sum(max(need, head) for _c, need, head in shape) for shape in self._measured[1]]
        shape = next(
            (i for i, figures in enumerate(widths) if least + figures <= planned),
            0 if count == FIXED_COLUMNS else len(widths) - 1,
        )
        figures = widths[shape]
        if shape != self._shape:
            self._shape = shape
            labels, out = self._shapes()[shape]
            if _header_texts(table, count) != labels:
                table.setHorizontalHeaderLabels(labels)
            for column in range(FIXED_COLUMNS, count):
                table.setColumnHidden(column, out)
            if out != self.parts_out:
                self.parts_out = out
                self._show_parts()
        given = least + figures > room and table.isVisible()
        if given:  # the figures' headers give way to the names, down to their figures' width
            figures = headers_give_way(table, self._measured[1][shape], room - max(least, ends))
            # (then the names, on more lines or shortened in their middle, the rest: a long
            # word broken too rather than the table scrolling sideways; whole in its tooltip)
            floor = table.fontMetrics().horizontalAdvance("M" * 6) + ICON.width()
            least = max(min(widest_word, room - figures), floor)
        else:
            headers_give_way(table, self._measured[1][shape], QWIDGETSIZE_MAX)
        width = max(least, room - figures)
        if width != table.columnWidth(0):
            table.setColumnWidth(0, width)
            table.resizeRowsToContents()

    def _rows_first(self) -> None:
        """On the figures' tab the table keeps `FEWEST_ROWS` rows in sight (all, where it has
        fewer): the page's title, then the parts' line (where wanted), show only where they
        leave it that room (Larger text at 819×480 left it one row, or none). Where even
        with neither the rows' names wrapped onto their lines leave no room for them (long
        names: a computer's with its mark and level, a 24-letter one, in Greek or Polish with
        Larger text), each name goes on one line, shortened in its middle with "…" (a
        computer's level stays in sight; the whole name is in its tooltip and the choosers).
        The other tabs show the title."""
        table, label = self.figures_table, self.parts_line
        title, parts = True, self._parts_wanted and table.rowCount() > 0
        if table.isVisible() and table.rowCount():
            rows = range(min(FEWEST_ROWS, table.rowCount()))
            above, under = self._beside(shown=False)
            # (the rows' room with neither: the viewport ends at a whole row, its margin below;
            # the room the two took as the table was laid out, not as they are shown now: one
            # shown or hidden here is laid out later, and counted at once, it made the room
            # look larger or smaller than it was, the names went on one line and back, the
            # rows grew and shrank with them, and the table, resized at each, asked again:
            # 100,000 times as Larger text was chosen)
            room = table.viewport().height() + table.viewportMargins().bottom()
            now = self._beside(shown=True)
            room += sum(now[s] if laid is None else laid for s, laid in enumerate(self._laid_out))
            self._names_on_one_line(self._wrapped_need(rows) > room)
            need = sum(table.rowHeight(r) for r in rows)
            title = room - above >= need
            parts = parts and room - above * title - under >= need
        self.title.setVisible(title)
        label.setVisible(parts)

    def _beside(self, shown: bool) -> tuple[int, int]:
        """The room the title takes above the table, and the parts' line under it: where
        shown, or where `shown` is False, as they would be shown (hidden or not)."""
        table, label = self.figures_table, self.parts_line
        above = self.title.sizeHint().height() + self._outer.spacing()
        under = label.heightForWidth(table.width()) + self._figures_layout.spacing()
        if shown:
            return (0 if self.title.isHidden() else above), (0 if label.isHidden() else under)
        return above, under

    def _wrapped_need(self, rows: range) -> int:
        """The height of `rows` with their names wrapped: as laid out, or where the names are
        on one line, as the table would lay them out wrapped (`QTableView.sizeHintForRow`'s
        sum: the names' cells asked of the delegate at their column's width; the table's word
        wrap turned on to ask it laid every column's header out again, twice, at each resize)."""
        table = self.figures_table
        if table.wordWrap():
            return sum(table.rowHeight(r) for r in rows)
        grid = 1 if table.showGrid() else 0
        option = QStyleOptionViewItem()
        table.initViewItemOption(option)
        option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        delegate, model = table.itemDelegate(), table.model()
        need = 0
        for row in rows:
            option.rect = QRect(0, 0, table.columnWidth(0) - grid, max(1, table.rowHeight(row)))
            name = delegate.sizeHint(option, model.index(row, 0)).height() + grid
            need += max(table.rowHeight(row), name)  # (the figures: one line, as they are)
        return need

    def _names_on_one_line(self, one: bool) -> None:
        """The names on one line each, shortened in their middle where they do not fit (`one`),
        or wrapped onto the lines they need (`_fit_columns`: two at most, where it can)."""
        table = self.figures_table
        if table.wordWrap() == one:
            table.setWordWrap(not one)
            # (wrapped, a word wider than its column ends in "…", as ever: only a name kept on
            # one line is shortened in its middle, its end a computer's level)
            table.setTextElideMode(
                Qt.TextElideMode.ElideMiddle if one else Qt.TextElideMode.ElideRight
            )
            table.resizeRowsToContents()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        placed = event.type() in (QEvent.Type.Resize, QEvent.Type.Move)
        if placed and watched in (self.tabs, self.figures_table):
            # (placed by a layout for the title, or the parts' line, as shown now; moved alone,
            # as high as it was, where what is above it took the room the line left)
            side = 0 if watched is self.tabs else 1
            self._laid_out[side] = self._beside(shown=True)[side]
            if event.type() == QEvent.Type.Move and watched is self.figures_table:
                self._rows_first()
        if event.type() == QEvent.Type.Resize and watched is self.figures_table.viewport():
            if isinstance(event, QResizeEvent) and event.size().width() != event.oldSize().width():
                self._fit_columns()
            self._rows_first()  # (the rows' room beside the title and the parts' line)
        return super().eventFilter(watched, event)


def _header_texts(table: QTableWidget, count: int) -> list[str]:
    """The words over the table's first `count` columns ("" over one without a header item)."""
    return [
        item.text() if (item := table.horizontalHeaderItem(column)) is not None else ""
        for column in range(count)
    ]
