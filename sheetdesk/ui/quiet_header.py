"""A table's column header that repaints only when its columns' widths change.

Qt's header answers every change of a cell in a column sized to its contents
(`ResizeToContents`) by laying its sections out again when control returns to the loop, and
that repaints the whole header even where every width came out the same: the table of scores
beside the sheets had its header repainted (and the panel under it, the header not being
opaque) after every click that changed a score. `QuietHeader` lets such a change through only
when the widest cell of a column sized to its contents no longer fits its width or the column
would be narrower: the header and its words are what they were otherwise.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QHeaderView, QTableView

Index = QModelIndex | QPersistentModelIndex


class QuietHeader(QHeaderView):
    """A table's horizontal header, as a table view makes its own (sections clicked and
    highlighted), that lays its sections out again on a cell's change only when a column sized
    to its contents changes width (see the module)."""

    def __init__(self, table: QTableView) -> None:
        super().__init__(Qt.Orientation.Horizontal, table)
        self._table = table
        self.setSectionsClickable(True)
        self.setHighlightSections(True)

    def dataChanged(self, topLeft: Index, bottomRight: Index, roles: Sequence[int] = ()) -> None:
        for column in range(topLeft.column(), bottomRight.column() + 1):
            if self.sectionResizeMode(column) != QHeaderView.ResizeMode.ResizeToContents:
                continue
            # (the width Qt's own layout of the sections gives such a column)
            wanted = max(self._table.sizeHintForColumn(column), self.sectionSizeHint(column))
            if wanted != self.sectionSize(column):
                super().dataChanged(topLeft, bottomRight, list(roles))
                return
