"""Item views that show whole rows only (each row a line of whole_lines.py, however many lines
its words wrap to): `WholeRowsList`, `WholeRowsTable`, `WholeRowsView`. After every new layout of
their rows, a list's resize and every scroll, the viewport ends at the last row wholly in sight
(`whole_lines.end_at_a_line`, asked only of the rows at the end: `end_rows`), so a row is never
half shown at the bottom, where it would read as the last. They scroll a row at a time: no stop
at the top edge is needed; at its end, where Qt aligns the last row to the bottom, a table's rows
begin at a whole row all the same, the room left below them (`_at_the_end`).

`NewestInSight` keeps a list at its end, its newest line in sight, unless its reader scrolled
away from the end to read (until they scroll back to it): a log. `RowsInSight` keeps one of
some rows in sight (a scores box's leaders), unless its reader scrolled it by hand since.

A list's new rows at its end repaint those rows alone, and its last rows taken away (an undo,
`WholeRowsList.take_last`) the place they leave (its pixels scroll, where its viewport is
opaque), not every row in sight, as Qt's new layout of its rows would
(`WholeRowsList.doItemsLayout`)."""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPoint,
    QRect,
    Qt,
)
from PySide6.QtGui import QPaintEvent, QRegion
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListWidget,
    QTableView,
    QTableWidget,
    QWidget,
)

from .after_changes import at_most_deep
from .ground import paint_ground
from .style import LIST_RADIUS_PX
from .whole_lines import end_at_a_line, room
from .word_columns import WordColumns


def row_spans(view: QAbstractItemView) -> list[tuple[float, float]]:
    """An item view's rows from the one at its top to the first reaching past its viewport's
    full height, as (top, bottom) in the viewport's pixels."""
    bottom = room(view)
    model, root = view.model(), view.rootIndex()
    index = view.indexAt(QPoint(1, 0))
    spans: list[tuple[float, float]] = []
    while index.isValid():
        if isinstance(view, QTableView):  # (its row's grid line under it too: not its cell's)
            top = view.rowViewportPosition(index.row())
            end = top + view.rowHeight(index.row())
        else:
            rect = view.visualRect(index)
            top, end = rect.top(), rect.top() + rect.height()
        if end <= top:
            break  # (a hidden row: a replay's log hides the moves not yet shown, at its end)
        spans.append((top, end))
        if end > bottom:
            break
        index = model.index(index.row() + 1, 0, root)
    return spans


def end_rows(view: QAbstractItemView) -> list[tuple[float, float]]:
    """What `end_at_a_line` needs of an item view's rows: the row at its viewport's full height
    and the one above it (`row_spans`' last two), as (top, bottom) in the viewport's pixels.
    Where no row is at that height, the last row alone (all rows end above it). A list's row's
    place is its words laid out (its delegate's size of them): asked of every row in sight, a
    log's new line, each scroll and each resize asked for them all again. A table (its rows'
    heights known), a list's last row hidden (a replay's moves not yet shown) or reaching past
    that height all the same (room between rows): `row_spans`."""
    bottom = room(view)
    if isinstance(view, QTableView):
        return row_spans(view)
    model, root = view.model(), view.rootIndex()
    index = view.indexAt(QPoint(1, bottom - 1))
    if not index.isValid():
        last = view.visualRect(model.index(model.rowCount(root) - 1, 0, root))
        if last.height() > 0 and last.top() + last.height() <= bottom:
            return [(last.top(), last.top() + last.height())]
        return row_spans(view)
    rows = [index]
    if index.row() > 0:
        rows.insert(0, model.index(index.row() - 1, 0, root))
    spans: list[tuple[float, float]] = []
    for row in rows:
        rect = view.visualRect(row)
        spans.append((rect.top(), rect.top() + rect.height()))
    return spans


def _at_the_end(view: QAbstractItemView) -> list[tuple[float, float]]:
    """What `end_at_a_line` needs of a table scrolled row by row to its end, where Qt aligns
    its last row to the viewport's bottom and shows what room is left above its rows there as
    a cut row at the top: its rows laid from its top again, from the row at the bar's value
    (their header's offset at that row's top, as it is at any other value), then the rows
    wholly in sight, then the room left as a line cut below them, so that the viewport ends at
    their last and the end too begins at a whole row (Qt's count of the rows that fit, and so
    the range, staying as it was). Where the row above them would fit in that room, none is
    left (Qt counts the rows anew in the whole viewport). Elsewhere none: a list, and a table
    at any other place, shows its first row in sight whole."""
    bar = view.verticalScrollBar()
    if (
        not isinstance(view, QTableView)
        or view.verticalScrollMode() != QAbstractItemView.ScrollMode.ScrollPerItem
        or bar.maximum() <= 0
        or bar.value() != bar.maximum()
    ):
        return []
    # (set here, not only as Qt scrolls there: the end's room set, the viewport shorter and the
    # value the same, Qt left the offset it had, the last row cut under the room)
    side = view.verticalHeader()
    before = side.offset()
    side.setOffsetToSectionPosition(bar.value())
    if side.offset() != before:
        view.viewport().update()
    whole = [(top, end) for top, end in row_spans(view) if top >= 0]
    if not whole:
        return []
    rows = whole[-1][1] - whole[0][0]
    left = room(view) - rows
    # (the row above them fitting in the room left, Qt counted the rows that fit in a viewport
    # made shorter by the room an earlier end left, in less room or with other rows: kept, it
    # kept the range long enough to scroll and so itself, a card given the height of every row
    # shown one row and a bar. None left: Qt counts them anew in the full room and the range
    # shortens; the next end leaves what room is left then)
    above = view.rowAt(round(whole[0][0])) - 1
    while above >= 0 and view.isRowHidden(above):
        above -= 1
    if above >= 0 and view.rowHeight(above) <= left:
        return [(0, rows)]
    return [(0, rows), (rows, room(view) + 1)]


# rows come or gone otherwise than at a list's end since its last layout (`WholeRowsList`)
_ANEW = (-1, -1)

# how deep an item view ends itself at a row from inside that (`_WholeRows`)
ROWS_DEEP = 8


class _WholeRows:
    """An item view's part in showing whole rows (see the module): it ends its viewport at the
    last whole row after every new layout of its rows (`updateGeometries`, where a table also
    sets its viewport's margins for its headers; a table's every resize lays them out), every
    resize of a list (`WholeRowsList.resizeEvent`) and every scroll."""

    def _follow_rows(self: QAbstractItemView) -> None:  # type: ignore[misc]
        self.verticalScrollBar().valueChanged.connect(self._end_at_a_row)  # type: ignore[attr-defined]

    def updateGeometries(self) -> None:
        super().updateGeometries()  # type: ignore[misc]
        self._end_at_a_row()

    def paintEvent(self, event: QPaintEvent) -> None:
        # (the viewport's paint: where it lies on the window's ground, the view paints that
        # ground and its own background under its rows, `lie_on_ground`)
        paint_ground(self.viewport(), event.rect())  # type: ignore[attr-defined]
        super().paintEvent(event)  # type: ignore[misc]

    # (not `one_at_a_time`: an item view's own layout of its rows, which ending it at a row may
    # set off, sets the viewport's margins for its headers, the bottom one to none, and does
    # not set them again from inside itself; the end must be set after it, from inside it:
    # four deep as a score card opens, bounded in case two ends undo each other)
    @at_most_deep(ROWS_DEEP)
    def _end_at_a_row(self, _value: int = 0) -> None:
        view: QAbstractItemView = self  # type: ignore[assignment]
        end_at_a_line(view, _at_the_end(view) or end_rows(view))


class WholeRowsList(_WholeRows, QListWidget):
    """A list that shows its rows whole (see the module). Its wrapped rows are laid out again
    whenever its scroll bar is shown or hidden: a list lays its rows out at its viewport's width
    less the bar's only while the bar is visible, so rows laid out while the list was not yet
    shown (its page opened, Larger text chosen) wrapped at the width the bar then takes as well:
    a row of two lines in the narrower viewport was left one line high, its second line drawn
    over the row under it. (Shown or hidden while the list is in sight, the bar also changes the
    viewport's width, which alone lays nothing out again either.)"""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._follow_rows()
        self.verticalScrollBar().installEventFilter(self)
        # the rows as last laid out (their number, where they end in the whole list, the
        # scroll, the viewport's place and font); since then, the first row appended or taken
        # away at the end and where the rows above it ended in the whole list (None: none;
        # `_ANEW`: rows came or went otherwise: all repainted, as Qt does); the rows changed
        self._laid_out: tuple[int, int, int, QRect, str] | None = None
        self._edit: tuple[int, int] | None = None
        self._changed: set[int] = set()

    def resizeEvent(self, event: object) -> None:
        # (a list with wrapped rows lays them out a moment after a resize, not in it: ended at
        # a row here too. A table lays them out in its resize, which ends it: ended again
        # after, it found what it had set, and where that was new, Qt's answer ended the rows
        # twice one level deeper, and so on, two ends for one at each level)
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._end_at_a_row()

    def rowsInserted(
        self, parent: QModelIndex | QPersistentModelIndex, start: int, end: int
    ) -> None:
        at_end = start == self.model().rowCount() - (end - start + 1)
        edit, laid_out = self._edit, self._laid_out
        if parent.isValid() or not at_end or laid_out is None or laid_out[0] == 0:
            self._edit = _ANEW  # (and a list's first rows: all of it painted, as Qt does)
        elif edit is None:
            self._edit = (start, laid_out[1]) if start == laid_out[0] else _ANEW
        elif start < edit[0]:  # (rows went above the first one edited: all anew)
            self._edit = _ANEW
        super().rowsInserted(parent, start, end)

    def take_last(self, count: int) -> None:
        """Takes the last `count` rows away (a log's undo); the next layout of the rows repaints
        only the place they leave, now ground, and the rows whose look changed, as it does new
        rows (`doItemsLayout`), where the rows above stay where they were."""
        first = self.count() - count
        if self._edit is None and self._laid_out is not None and 0 < first < self.count():
            # (asked before any row goes: the rows' layout is forgotten at the first)
            above = self.visualRect(self.model().index(first - 1, 0))
            self._edit = (first, above.bottom() + 1 + self.verticalOffset())
        for _ in range(count):
            item = self.takeItem(self.count() - 1)
            del item

    def rowsAboutToBeRemoved(
        self, parent: QModelIndex | QPersistentModelIndex, start: int, end: int
    ) -> None:
        edit = self._edit
        at_end = not parent.isValid() and end == self.model().rowCount() - 1
        if not at_end or edit is None or start < edit[0]:  # (`take_last`'s own, or new rows)
            self._edit = _ANEW
        super().rowsAboutToBeRemoved(parent, start, end)

    def dataChanged(self, *changed: object) -> None:
        # (a row changed while its list is to be laid out again is left by Qt to that layout's
        # repaint of the whole viewport: repainted after it here)
        first, last = changed[0], changed[1]
        assert isinstance(first, QModelIndex) and isinstance(last, QModelIndex)
        self._changed.update(range(first.row(), last.row() + 1))
        super().dataChanged(*changed)  # type: ignore[arg-type]

    def doItemsLayout(self) -> None:
        """Lays the rows out; when only rows were appended to the rows laid out last (a log's
        new line) or the last of them taken away (`take_last`, its undo), and the rows above
        stay where they were, repaints only what changed: the viewport's pixels scrolled by what
        the list scrolled, the new rows or the place of the rows taken (the ground under the
        rows now) and the rows whose look changed (Qt repaints the whole viewport after every
        layout: a log's every line at every new one)."""
        edit, self._edit = self._edit, None
        changed, self._changed = self._changed, set()
        before = self._laid_out
        port = self.viewport()
        if edit is None or edit == _ANEW or before is None or not port.updatesEnabled():
            super().doItemsLayout()
            self._note_layout()
            return
        # (its updates off and on by the attribute alone: setUpdatesEnabled(True) repaints the
        # whole viewport, and setUpdatesEnabled(False) also marks them turned off by the
        # viewport's own choice, which left set kept them off for good at the next time a
        # parent turned its own off and on again: a page stack showing another page)
        port.setAttribute(Qt.WidgetAttribute.WA_UpdatesDisabled, True)
        try:
            super().doItemsLayout()
        finally:
            port.setAttribute(Qt.WidgetAttribute.WA_UpdatesDisabled, False)
        self._note_layout()
        now = self._laid_out
        assert now is not None
        # (the rows above stay where they were: the last of them ends where they ended; one
        # row's place asked, its size a word-wrapped line's)
        first, kept = edit
        above = self.visualRect(self.model().index(first - 1, 0)).bottom() + 1 + now[2]
        if (above, *now[3:]) != (kept, *before[3:]):
            port.update()  # (the rows above moved, or the viewport: all of it anew)
            return
        if now[2] != before[2]:
            port.scroll(0, before[2] - now[2])
            self._edges_moved(before[2] - now[2])
            self._edges_again()
        # (the new rows, or the place of those taken away, as the pixels scrolled: ground now)
        top = max(0, kept - now[2])
        bottom = min(port.height(), max(now[1], before[1]) - now[2])
        dirty = QRegion(0, top, port.width(), bottom - top)
        for row in changed:
            if row < first:
                dirty += self.visualRect(self.model().index(row, 0))
        port.update(dirty)

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        self._edges_again()

    def _edges_again(self) -> None:
        """After a scroll of the viewport's pixels (an opaque viewport's: `lie_on_ground`), its
        top and bottom drawn anew: the list's round edge under its corners, which stays where
        it is, scrolled with the rows."""
        port = self.viewport()
        if port.testAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent):
            width, height = port.width(), port.height()
            port.update(QRect(0, 0, width, LIST_RADIUS_PX))
            port.update(QRect(0, height - LIST_RADIUS_PX, width, LIST_RADIUS_PX))

    def _edges_moved(self, dy: int) -> None:
        """After the layout's scroll of an opaque viewport's pixels by `dy`, the places its top
        and bottom went drawn anew: where the viewport reaches to the list's round edge, the
        edge's corners are in its own pixels, and they went with the rows, over a row. (Qt's own
        scroll, the reader's, repaints there itself.)"""
        port = self.viewport()
        if port.testAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent):
            width, height = port.width(), port.height()
            port.update(QRect(0, dy, width, LIST_RADIUS_PX))  # (none, where the rows went up)
            # (the bottom corners lie in the viewport's pixels only where no room is left under
            # it, within the list's frame: a log that ends at a whole row above them has none)
            under = self.height() - port.geometry().bottom() - 1
            if under < self.frameWidth() + LIST_RADIUS_PX:
                port.update(QRect(0, height - LIST_RADIUS_PX + dy, width, LIST_RADIUS_PX))

    def _note_layout(self) -> None:
        port = self.viewport()
        end = self.contentsSize().height()  # (where the rows end: none of them asked)
        self._laid_out = (
            self.count(),
            end,
            self.verticalOffset(),
            port.geometry(),
            self.font().toString(),
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() in (QEvent.Type.Show, QEvent.Type.Hide)
            and watched is self.verticalScrollBar()
            and self.wordWrap()
        ):
            self.scheduleDelayedItemsLayout()  # (once, when control returns to the loop)
        return super().eventFilter(watched, event)


class WholeRowsTable(WordColumns, _WholeRows, QTableWidget):
    """A table that shows its rows whole (see the module), its stretched columns' words too
    (`word_columns`)."""

    def __init__(self, rows: int, columns: int, parent: QWidget | None = None) -> None:
        super().__init__(rows, columns, parent)
        self._follow_rows()


class WholeRowsView(WordColumns, _WholeRows, QTableView):
    """A table on a model of its own that shows its rows whole (see the module), its stretched
    columns' words too (`word_columns`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._follow_rows()


class NewestInSight(QObject):
    """Keeps `view` at its end while its reader has not scrolled away from it. Scrolling to the
    end once was not enough: whatever changes the scroll's range afterwards moved the end out of
    sight (the page laid out again, the window made shorter, the room a half line leaves
    empty, `end_at_a_line`, new rows laid out later), the bar staying where it was. Only the
    reader's own scrolling (the wheel, the bar) decides whether the view follows its end."""

    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)
        self._view = view
        self.following = True
        bar = view.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.actionTriggered.connect(self._reader_scrolled)

    def new_rows(self) -> None:
        """Rows came: the end in sight, unless the reader is reading further up."""
        if self.following:
            self._view.scrollToBottom()

    def _reader_scrolled(self, _action: int) -> None:
        bar = self._view.verticalScrollBar()  # (the position the reader's action moves it to)
        self.following = bar.sliderPosition() >= bar.maximum()

    def _range_changed(self, _least: int, most: int) -> None:
        if self.following:
            self._view.verticalScrollBar().setValue(most)


class RowsInSight(QObject):
    """Keeps one of `view`'s rows to keep (`keep`: the leaders of a scores box that scrolls)
    wholly in sight as its rows change and as its scroll's range does (the window made
    shorter), scrolled the least that brings the first of them in, never the keyboard's focus
    moved. Once its reader scrolls it by hand (the wheel, the bar) it stays where they leave
    it until the rows to keep are others (news: a new leader); never moved while they hold
    its bar."""

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self._view = view
        self._rows: tuple[int, ...] = ()
        self.held = False  # (scrolled by hand since the rows to keep were these)
        bar = view.verticalScrollBar()
        bar.rangeChanged.connect(lambda *_range: self._bring())
        bar.actionTriggered.connect(self._reader_scrolled)

    def keep(self, rows: tuple[int, ...]) -> None:
        """`rows` are the ones to keep in sight now (one of them, the first where none is)."""
        if rows != self._rows:
            self._rows, self.held = rows, False
        self._bring()

    def _reader_scrolled(self, _action: int) -> None:
        self.held = True

    def _bring(self) -> None:
        view, bar = self._view, self._view.verticalScrollBar()
        # (the usual box has no scroll: nothing asked of its rows, at a click's every change)
        if bar.maximum() <= bar.minimum() or self.held or not self._rows or bar.isSliderDown():
            return
        height = view.viewport().height()
        for row in self._rows:
            top = view.rowViewportPosition(row)
            if top >= 0 and top + view.rowHeight(row) <= height:
                return
        model = view.model()
        if self._rows[0] < model.rowCount():
            view.scrollTo(model.index(self._rows[0], 0), QAbstractItemView.ScrollHint.EnsureVisible)
