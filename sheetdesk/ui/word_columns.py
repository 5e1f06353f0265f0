"""A list table's columns sharing a narrow width so that no word is cut: the columns sized to
their contents give up room, their words wrapping onto more lines, until the stretched columns
(which share what is left evenly) each hold their widest word. A name with its points ("Kowalska
34,", bound by a no-break space) is never cut to "Kowalsk…" while the date or the progress beside
it keeps a single line.

Only a table whose rows follow its columns (`style.rows_follow_columns`: its rows grow as their
cells wrap) takes part (`words_kept`). Where even so a column is narrower than a piece its lines
cannot break (a name kept whole, `formatting.kept_whole`), `PiecesShortened` shows that piece
shortened with "…", never broken between its letters, and the whole in the cell's tooltip."""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, Qt, QTextBoundaryFinder
from PySide6.QtGui import QFontMetrics, QHelpEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QToolTip,
)

from .formatting import marks, shortened

Mode = QHeaderView.ResizeMode


def _pieces(text: str) -> list[str]:
    """`text` cut at the places a line may break, each piece with the spaces after it."""
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Line, text)
    pieces, start = [], 0
    while (end := finder.toNextBoundary()) != -1:
        if end > start:
            pieces.append(text[start:end])
        start = end
    return pieces


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
    # (a cell is drawn a grid line narrower than its column; a pixel more for the fraction a
    # whole-pixel width leaves out: "2.12.2026" 76 px in a 76 px line was cut "2.12.20…")
    grid = 1 if view.showGrid() else 0
    return widest + 2 * (margin + 1) + grid + 1 if widest else 0


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


def _short(piece: str, metrics: QFontMetrics, room: int) -> str:
    """`piece` shortened with "…" to `room` px, the number bound after its name kept whole
    ("Κωνσταντίνος-Αλέ… 82,": the name gives way, never its points), its spaces after it; the
    computer's mark in its short form, the one the turn line and the captions write where the
    whole is too wide (`formatting.marks`: "(υπολ.)", never "(υπολογι…")."""
    # (a computer's mark is a piece of its own, its name's spaces bound, `listed_name`: a
    # person named "Anna (computer)" keeps the words of her name)
    (before, after), (least, last) = (tuple(p.strip() for p in pair) for pair in marks())
    if after and piece.startswith(after):
        piece = last + piece[len(after) :]
    elif before and piece.rstrip().endswith(before):
        piece = piece.rstrip()[: -len(before)] + least + piece[len(piece.rstrip()) :]
    if metrics.horizontalAdvance(piece.strip()) <= room:
        return piece
    word, after = piece.rstrip(), piece[len(piece.rstrip()) :]
    head, bound, tail = word.rpartition("\u00a0")
    if not head or any(letter.isalpha() for letter in tail):
        head, bound, tail = word, "", ""
    rest = bound + tail
    short = shortened(head, metrics, room - metrics.horizontalAdvance(rest))
    return (short or head[:1] + "…") + rest + after


class PiecesShortened(QStyledItemDelegate):
    """A wrapped cell's words as its column has room for them: a piece its lines cannot break
    (a name kept whole) wider than the column is shortened with "…" to its width (Qt's own
    wrapping broke it between two letters: "Κωνσταντίνος-Αλέξ" over "ανδρος"); the cell's
    tooltip, shown only then, holds the whole (the item's `ToolTipRole`)."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        option.text = self.shown(option, option.text)

    @staticmethod
    def shown(option: QStyleOptionViewItem, text: str) -> str:
        """`text` as a cell `option.rect` wide shows it (see the class)."""
        view = option.widget
        rect = option.rect
        if not text or rect.width() <= 0:
            return text
        metrics = QFontMetrics(option.font)
        style = view.style() if view is not None else QApplication.style()
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view)
        room = rect.width() - 2 * (margin + 1) - 1  # (as `widest_word` measures a piece)
        pieces = _pieces(text)
        if all(metrics.horizontalAdvance(p.strip()) <= room for p in pieces):
            return text
        return "".join(
            p if metrics.horizontalAdvance(p.strip()) <= room else _short(p, metrics, room)
            for p in pieces
        )

    def helpEvent(
        self,
        event: QHelpEvent,
        view: QAbstractItemView,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
            if self.shown(option, text) == text:  # (whole: nothing to add)
                QToolTip.hideText()
                return True
        return super().helpEvent(event, view, option, index)
