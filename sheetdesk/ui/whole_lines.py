"""A scroll area for a word-wrapped rich-text label that shows whole lines only: the room below
the last line wholly in sight is left empty (the area's viewport ends there), so a line is never
half shown at the bottom, where it would read as the end of the text; the scroll bar beside it
keeps its full height and tells that there is more.

The label's lines are laid out again in a document of its own (as QLabel lays out rich text: its
font, its width, no document margin) whenever its text or width changes; a scroll only moves the
viewport's end to the line now last in sight."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel, QScrollArea, QWidget


def line_spans(label: QLabel) -> list[tuple[float, float]]:
    """Every line of `label`'s rich text as (top, bottom), in the label's own pixels."""
    document = QTextDocument()
    document.setDocumentMargin(0)  # (as QLabel's own document)
    document.setDefaultFont(label.font())
    document.setHtml(label.text())
    contents = label.contentsRect()
    document.setTextWidth(contents.width())
    layout = document.documentLayout()
    spans: list[tuple[float, float]] = []
    block = document.begin()
    while block.isValid():
        top = contents.top() + layout.blockBoundingRect(block).top()
        lines = block.layout()
        for index in range(lines.lineCount()):
            line = lines.lineAt(index)
            spans.append((top + line.y(), top + line.y() + line.height()))
        block = block.next()
    return spans


class WholeLinesScroll(QScrollArea):
    """Scrolls `label` (word-wrapped rich text), showing its lines whole (see the module)."""

    def __init__(self, label: QLabel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._label = label
        self._spans: list[tuple[float, float]] = []
        self._laid_out_for: tuple[str, int] | None = None
        self.setWidgetResizable(True)
        self.setWidget(label)  # (the area watches the label's events: `eventFilter`)
        self.verticalScrollBar().valueChanged.connect(self._end_at_a_line)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._label and event.type() == QEvent.Type.Resize:
            self._end_at_a_line()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._end_at_a_line()

    def text_changed(self) -> None:
        """The label's words changed (at the same size they may wrap into other lines)."""
        self._end_at_a_line()

    def _lines(self) -> list[tuple[float, float]]:
        key = (self._label.text(), self._label.width())
        if key != self._laid_out_for:
            self._spans = line_spans(self._label)
            self._laid_out_for = key
        return self._spans

    def _end_at_a_line(self, _value: int = 0) -> None:
        room = self.height() - 2 * self.frameWidth()  # (the viewport's height without its end)
        top = self.verticalScrollBar().value()
        bottom = top + room
        whole = [end for start, end in self._lines() if start >= top and end <= bottom]
        spans = self._lines()
        cut = bool(spans) and spans[-1][1] > bottom and bool(whole)
        # (the label's last line in sight: nothing below it to hide; no whole line: all shown)
        empty = max(0, int(bottom - max(whole))) if cut else 0
        if self.viewportMargins().bottom() != empty:
            self.setViewportMargins(0, 0, 0, empty)
