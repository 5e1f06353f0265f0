"""The table page's log (methods of table_page.py `TablePage`, and its lines' sizes): the lines
added at its end as a game goes on, the last taken away at an undo, all anew for another game; a
line clicked tells its log entry; the lines of the move the sheets show marked (bold, on a warm
ground), only the lines whose look changes touched. (Bound in `TablePage`'s own body, not mixed
in: PySide looks a QObject's methods up through its class's every base, and more bases cost a
click on a sheet; these run in its every layout pass and move.)"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import (
    QListWidget,
    QListWidgetItem,
    QStyledItemDelegate,
    QStyleOptionViewItem,
)

from .line_fit import breakable
from .plain import plain_tooltip
from .side_first import SIDE_WIDTH
from .style import ui_colour
from .table_side import SIDE_SQUEEZE

if TYPE_CHECKING:
    from .table_page import TablePage

# a log line's text at its narrowest (frame, scroll bar, margins)
LOG_LINE = SIDE_WIDTH[0] - SIDE_SQUEEZE - 40


class LogLineSizes(QStyledItemDelegate):
    """The log's delegate, its lines' sizes remembered: a list of wrapped lines lays every line
    out again whenever one is added (each line's words wrapped to learn its height), so a move's
    new line cost as much as the whole log. A line's size depends only on its words, the font it
    is drawn in (the list's, or a marked line's own: bold; the font itself in the key, as the
    name its `key()` writes out at a fifth of the cost) and the width it wraps to: the sizes
    go when the list's font or style changes. (Keyed by bold or not alone, a line once marked,
    then drawn in another font, gave its size to every line of the same words.)"""

    LIMIT = 4096  # sizes remembered at most (a language or a width changed: new ones come)

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self._sizes: dict[tuple[str, QFont | None, int], QSize] = {}
        view.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._sizes.clear()
        return False

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        font = index.data(Qt.ItemDataRole.FontRole)  # (a copy: its own key, see the class's)
        key = (index.data(), font, option.rect.width())
        size = self._sizes.get(key)
        if size is None:
            if len(self._sizes) >= self.LIMIT:
                self._sizes.clear()
            size = self._sizes[key] = super().sizeHint(option, index)
        return size


def set_log(self: TablePage, lines: Sequence[str], entries: Sequence[int] = ()) -> None:
    """Show the log; appends when only new lines came (long games stay quick). `entries`:
    the log entry each line tells (a click on it shows that move on the sheets)."""
    lines = list(lines)
    old = self._log_lines
    self._log_entries = list(entries)
    if lines == old:
        self._show_marks()
        return
    if len(lines) >= len(old) and lines[: len(old)] == old:
        self._add_log(lines[len(old) :])
    elif len(lines) < len(old) and old[: len(lines)] == lines:
        self.log_list.take_last(len(old) - len(lines))  # (an undo: the last lines go)
    else:
        self.log_list.clear()
        self._bold_rows = set()
        self._add_log(lines)
        self._log_end.following = True  # (another game's log, or this one's again)
    self._log_lines = lines
    self._show_marks()
    self._log_end.new_rows()


def _log_clicked(self: TablePage, item: QListWidgetItem) -> None:
    row = self.log_list.row(item)
    if 0 <= row < len(self._log_entries):
        self.log_entry_clicked.emit(self._log_entries[row])


def _show_marks(self: TablePage) -> None:
    """Draw the lines of the marked entries marked, the others plain: only the rows whose
    look changes are touched (the log grows long; a move changes a line or two)."""
    marked, entries = self._marked, self._log_entries
    count = self.log_list.count()
    rows = {row for row in range(min(count, len(entries))) if entries[row] in marked}
    bold = {row for row in self._bold_rows if row < count}  # (an undo took the others)
    self._bold_rows = rows
    for row in sorted(rows ^ bold):
        item = self.log_list.item(row)
        on = row in rows
        if item.font().bold() != on:
            self._mark_font(item, on)
            # the line of a move the sheets show (bold too: not by colour alone)
            item.setBackground(ui_colour("marked") if on else QBrush())
            item.setForeground(ui_colour("marked_text") if on else QBrush())


def _mark_font(self: TablePage, item: QListWidgetItem, on: bool) -> None:
    """A marked line in the log's own font, bold; a line no longer marked in the log's font
    again (no font of its own: the item's default was the app's, larger than the log's)."""
    if on:
        font = QFont(self.log_list.font())
        font.setBold(True)
        item.setFont(font)
    else:
        item.setData(Qt.ItemDataRole.FontRole, None)


def _add_log(self: TablePage, lines: Sequence[str]) -> None:
    for line in lines:
        item = QListWidgetItem(breakable(line, self.log_list.font(), LOG_LINE))
        item.setToolTip(plain_tooltip(line))
        self.log_list.addItem(item)
