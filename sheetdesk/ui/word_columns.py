"""A list table's columns sharing a narrow width so that no word is cut: the columns sized to
their contents give up room, their words wrapping onto more lines, until the stretched columns
(which share what is left evenly) each hold their widest word. A name with its points ("Kowalska
34,", bound by a no-break space) is never cut to "Kowalsk…" while the date or the progress beside
it keeps a single line.

Only a table whose rows follow its columns (`style.rows_follow_columns`: its rows grow as their
cells wrap) takes part (`words_kept`)."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt, QTextBoundaryFinder
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QHeaderView, QStyle, QTableView

Mode = QHeaderView.ResizeMode


def widest_word(view: QTableView, column: int) -> int:
    """The width in px of `column`'s widest piece a line cannot break (its words, a name bound
    to its points), as its cells draw it, with the cell's margins: the least it shows whole."""
    model = view.model()
    if model is None:
        return 0
    metrics = QFontMetrics(view.font())
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view)
    widest = 0
    for row in range(min(model.rowCount(), view.horizontalHeader().resizeContentsPrecision())):
        text = str(model.index(row, column).data(Qt.ItemDataRole.DisplayRole) or "")
        finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Line, text)
        start = 0
        while (end := finder.toNextBoundary()) != -1:
            widest = max(widest, metrics.horizontalAdvance(text[start:end].strip()))
            start = end
    return widest + 2 * (margin + 1) if widest else 0


class WordColumns:
    """A table's part in keeping its stretched columns' words whole (see the module): the
    width it asks for a column sized to its contents, less its share of what the stretched
    columns lack."""

    words_kept = False  # (set by `style.rows_follow_columns`)

    def sizeHintForColumn(self, column: int) -> int:
        view: QTableView = self  # type: ignore[assignment]
        natural: int = super().sizeHintForColumn(column)  # type: ignore[misc]
        header = view.horizontalHeader()
        if not self.words_kept or header.sectionResizeMode(column) != Mode.ResizeToContents:
            return natural
        shown = [c for c in range(header.count()) if not header.isSectionHidden(c)]
        stretched = [c for c in shown if header.sectionResizeMode(c) == Mode.Stretch]
        fitted = [c for c in shown if header.sectionResizeMode(c) == Mode.ResizeToContents]
        if not stretched or column not in fitted:
            return natural
        wants = {}
        for c in fitted:  # (as Qt would size it: its cells' widest, its title's if wider)
            hint: int = natural if c == column else super().sizeHintForColumn(c)  # type: ignore[misc]
            wants[c] = max(hint, header.sectionSizeHint(c))
        # (the stretched columns share what is left evenly: each needs the widest's word)
        need = len(stretched) * max(widest_word(view, c) for c in stretched)
        lack = need + sum(wants.values()) - view.viewport().width()
        if lack <= 0:
            return natural
        gives = {
            c: max(0, wants[c] - max(widest_word(view, c), header.sectionSizeHint(c)))
            for c in fitted
        }
        if sum(gives.values()) <= 0:
            return natural
        share = min(1.0, lack / sum(gives.values()))
        return wants[column] - math.ceil(gives[column] * share)
