"""Scroll areas that show whole lines only: the room below the last line wholly in sight is left
empty (the area's viewport ends there, `end_at_a_line`), so a line is never half shown at the
bottom, where it would read as the end of the text; the scroll bar beside it keeps its full
height and tells that there is more. This module holds that end and the stops at the top edge
(`LineTops`) every kind of line shares, and the areas of text and of a form; an item view's rows
(each row a line) are whole_rows.py's.

Three kinds of lines here: a word-wrapped rich-text label's (`WholeLinesScroll`: its lines laid
out again in a document of its own, as QLabel lays out rich text: its font, its width, no
document margin, whenever its text or width changes), a text box's (`WholeLinesText`: its
document's lines as the box lays them out; a picture floated beside them, which the room shows
whole, is not cut where its lines end either: `document_floats`) and a form's widgets
(`WholeWidgetLines`: each line as high as the widgets it names). A scroll, a resize, new words
only move the viewport's end to the line now last in sight. A form's look at its lines (and a
sheet's scroll area's, `sheetkit.scrolled`) first has its scroll bars follow their ranges
(`bars_follow_ranges`): it measures them in the room and at the width the bars leave.

At the top edge the texts and a form's lines (not the item views: they scroll a row at a
time) begin at a line's
top: every scroll stops on one (`LineTops`, `at_a_line`), neither through a line nor in the
room between two paragraphs above one, the wheel's, the bar's handle dragged, PgUp/PgDn's,
Home/End's, a resize's, and the bar's range reaches the line top from which the rest of the
lines fit, so the end is shown from a whole line too (the room under the last line left empty,
as at the bottom)."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    Qt,
)
from PySide6.QtGui import QTextDocument, QTextFrameFormat
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QLabel,
    QScrollArea,
    QTextBrowser,
    QTextEdit,
    QWidget,
)

from .after_changes import one_at_a_time


def line_spans(label: QLabel) -> list[tuple[float, float]]:
    """Every line of `label`'s rich text as (top, bottom), in the label's own pixels."""
    document = QTextDocument()
    document.setDocumentMargin(0)  # (as QLabel's own document)
    document.setDefaultFont(label.font())
    document.setHtml(label.text())
    contents = label.contentsRect()
    document.setTextWidth(contents.width())
    return _document_lines(document, contents.top())


def _document_lines(document: QTextDocument, down: float) -> list[tuple[float, float]]:
    """Every line of `document` as laid out, as (top, bottom), `down` pixels lower."""
    layout = document.documentLayout()
    spans: list[tuple[float, float]] = []
    block = document.begin()
    while block.isValid():
        top = down + layout.blockBoundingRect(block).top()
        lines = block.layout()
        for index in range(lines.lineCount()):
            line = lines.lineAt(index)
            spans.append((top + line.y(), top + line.y() + line.height()))
        block = block.next()
    return spans


def document_spans(edit: QTextEdit) -> list[tuple[float, float]]:
    """Every line of `edit`'s document as (top, bottom) in its viewport's pixels, as scrolled
    now (its document's margin included: the lines' places are its layout's)."""
    return _document_lines(edit.document(), -edit.verticalScrollBar().value())


def document_floats(edit: QTextEdit) -> list[tuple[float, float]]:
    """The pictures floated beside `edit`'s lines (its document's frames out of the flow) as
    (top, bottom) in its viewport's pixels, as scrolled now."""
    document = edit.document()
    layout = document.documentLayout()
    down = -edit.verticalScrollBar().value()
    floats: list[tuple[float, float]] = []
    for frame in document.rootFrame().childFrames():
        if frame.frameFormat().position() != QTextFrameFormat.Position.InFlow:
            rect = layout.frameBoundingRect(frame)
            floats.append((down + rect.top(), down + rect.bottom()))
    return floats


def joined(spans: Iterable[tuple[float, float]]) -> list[tuple[float, float]]:
    """`spans` (top, bottom) as lines, top to bottom: those whose heights overlap made one (a
    row's widgets, a box beside a word)."""
    lines: list[tuple[float, float]] = []
    for top, bottom in sorted(spans):
        if lines and top < lines[-1][1]:
            lines[-1] = (lines[-1][0], max(lines[-1][1], bottom))
        else:
            lines.append((top, bottom))
    return lines


def room(area: QAbstractScrollArea) -> int:
    """The height `area`'s viewport would have with no room left empty below it."""
    return area.viewport().height() + area.viewportMargins().bottom()


# how many times the scroll bars are laid out again to follow their ranges (`bars_follow_ranges`:
# one shown or hidden changes the other's range once at most)
BARS_FOLLOW = 3


def bars_follow_ranges(area: QAbstractScrollArea) -> None:
    """Show `area`'s scroll bars that have a range to scroll and hide the others, where Qt left
    one as it was: a look at the lines measures the room and the width the bars leave once they
    follow. Qt shows or hides them as it lays out the area's children (a resize, new margins)
    from the ranges they had then, and sets the ranges after, for the viewport it has just
    sized, showing or hiding them to follow only later. A look in between measured the lines
    beside a bar not yet shown or hidden, or over one: a sheet's area kept the room under its
    lines for a horizontal bar shown with nothing to scroll, and setting that room laid the bars
    out anew, hid the bar, and gave the next look its height to keep (0, 14, 0, 14 px without
    end); a form scrolled to its end, its bar hidden, ended its room for lines as wide as the
    bar left them, and showing the bar narrowed them and moved them, a look more each time."""
    needed = Qt.ScrollBarPolicy.ScrollBarAsNeeded
    bars = [
        bar
        for bar, policy in (
            (area.horizontalScrollBar(), area.horizontalScrollBarPolicy()),
            (area.verticalScrollBar(), area.verticalScrollBarPolicy()),
        )
        if policy == needed  # (a bar always on or off follows no range)
    ]
    for _ in range(BARS_FOLLOW):
        if all(bar.isVisibleTo(area) == (bar.maximum() > bar.minimum()) for bar in bars):
            return
        # (new margins, the same ones, lay the bars out; a bar shown or hidden changes the
        # viewport and so the other's range, which the next round follows)
        area.setViewportMargins(area.viewportMargins())


def end_at_a_line(
    area: QAbstractScrollArea,
    spans: Iterable[tuple[float, float]],
    floats: Iterable[tuple[float, float]] = (),
) -> None:
    """End `area`'s viewport at the last line wholly in sight. `spans`: the lines as (top,
    bottom) in the viewport's pixels, in order, at least as far as the first line that reaches
    past the viewport's full height (`room`). `floats`: pictures beside the lines, (top, bottom)
    likewise: one whose top is in sight and which the room shows whole is not cut by that end,
    which goes down to the picture's bottom where no line is cut there (a picture taller than
    the lines beside it, at a section's end, was cut at their last)."""
    bottom = room(area)
    spans = list(spans)
    whole = [end for start, end in spans if start >= 0 and end <= bottom]
    cut = bool(spans) and spans[-1][1] > bottom and bool(whole)
    # (the last line in sight: nothing below it to hide; no whole line: all shown)
    end = max(whole) if cut else bottom
    for start, stop in floats:
        if start >= 0 and end < stop <= bottom and not any(a < stop < b for a, b in spans):
            end = stop
    empty = 0
    if cut:
        empty = max(0, bottom - _whole_pixel_end(spans, [e for e in whole if e < end] + [end]))
    margins = area.viewportMargins()
    if margins.bottom() != empty:
        area.setViewportMargins(margins.left(), margins.top(), margins.right(), empty)


def _whole_pixel_end(spans: list[tuple[float, float]], ends: list[float]) -> int:
    """Where a viewport ends, in whole pixels, at the last of `ends` (the bottoms of the lines
    wholly in sight) at which it goes through no line of `spans`: rounded up, or down where it
    loses less than half a pixel of that line. A line's bottom and the next line's top may lie
    in one pixel row: rounded up, the view showed the next line's top edge (0.03 px of it, a
    line cut there), rounded down it cut the line it ended at; it ends a line higher then."""
    for end in sorted(ends, reverse=True):
        for pixel in (math.ceil(end), math.floor(end)):
            if pixel >= end - 0.5 and not any(0 < a < pixel < b - 0.5 for a, b in spans):
                return pixel
    return math.ceil(max(ends))  # (no end clear of every line: the last whole line shown)


def at_a_line(
    value: int,
    before: int,
    spans: Iterable[tuple[float, float]],
    most: int,
    between: bool = False,
) -> int:
    """Where a scroll to `value` (from `before`) stops so that no line is cut at the view's top
    edge. `spans`: the lines as (top, bottom) in the contents' pixels, in order. A value
    through a line (more than half a pixel into it: its top is rounded) goes on to the next
    line's top when scrolling down, back to that line's top when scrolling up or staying (a
    resize, new words: the line read at the top stays in sight), never past `most`. Short of its
    bottom by a part of a pixel is through it too.

    `between`: a value in the room between two lines (a paragraph's margin) is no place to stop
    either, as in a text, where it left the view a few pixels short of a line's top: down it
    goes on to the next line's top, up (or staying) back to the top of the line above it. (Not
    between a sheet's headings, say, whose room between is the sheet read.)"""
    spans = list(spans)
    tops = [round(top) for top, _bottom in spans]
    if between and tops and 0 < value < tops[0]:  # (above the first line: a text's margin)
        return 0 if value <= before else min(tops[0], most)
    for index, (top, bottom) in enumerate(spans):
        # (through its last half pixel too, below its rounded top: what is left of a line
        # scrolled past shows at the top edge as a hairline, its outline's antialiased edge)
        inside = top + 0.5 < value < bottom
        # (the room from this line's bottom to the next line's top, or to the end)
        after = tops[index + 1] if index + 1 < len(spans) else most
        if inside or (between and bottom - 0.5 <= value < after and value != round(top)):
            if value <= before:
                return min(max(0, tops[index]), most)
            later = [a for a in tops[index + 1 :] if a >= value]
            return min(later[0], most) if later else most
    return value


class LineTops(QObject):
    """A scroll area's part in showing whole lines at its top edge: every scroll (the wheel,
    the bar, PgUp/PgDn, Home/End, a resize) stops on a line's top (`at_a_line`), and the bar's
    range reaches to the first line's top from which the rest of the lines fit, so the end is
    reached there too (the room below the last line left empty, as `end_at_a_line` leaves it).
    `lines`: the lines as (top, bottom) in the contents' pixels; `height`: the contents';
    `between`: no scroll stops in the room between two lines either (`at_a_line`)."""

    def __init__(
        self,
        area: QAbstractScrollArea,
        lines: Callable[[], list[tuple[float, float]]],
        height: Callable[[], float],
        between: bool = False,
    ) -> None:
        super().__init__(area)
        self._area, self._lines, self._height = area, lines, height
        self._between = between
        self._value = area.verticalScrollBar().value()
        # (at once, even while Qt lays the area out: the range Qt sets would take a value at
        # the end back to the line above it before the range is made longer)
        area.verticalScrollBar().rangeChanged.connect(self._reach_the_end)

    def _reach_the_end(self, *_range: int) -> bool:
        """Make the bar's range reach the end's line top, if it does not. Whether it did not."""
        bar = self._area.verticalScrollBar()
        beyond = round(self._height()) - room(self._area)  # (the last scroll with no room left)
        if beyond > 0:
            end = at_a_line(beyond, beyond - 1, self._lines(), 1 << 30, self._between)
            if bar.maximum() < end:
                bar.setRange(bar.minimum(), end)
                return True
        return False

    def stay(self) -> None:
        """Take the bar's value as it is now (a scroll that keeps something else in sight, a
        cell the keys go to, where no line's top would): the next scroll is judged from it."""
        self._value = self._area.verticalScrollBar().value()

    def moved(self) -> bool:
        """Put the bar on a line's top, and its end on one, if they were not (the bar's own
        signals then follow). Whether anything was moved."""
        if self._reach_the_end():
            return True
        bar = self._area.verticalScrollBar()
        value = bar.value()
        before, self._value = self._value, value
        if before > value == bar.maximum():
            before = value - 1  # (the range made shorter took the value to its end: not up)
        lines, most = self._lines(), bar.maximum()
        stop = at_a_line(value, before, lines, most, self._between)
        # (a sheet's lines can overlap, a line's top inside the line above it: a stop there goes
        # on to that line's top now, not at the next look, each look a scroll of its own)
        for _ in lines:
            further = at_a_line(stop, before, lines, most, self._between)
            if further == stop:
                break
            stop = further
        if stop != value:
            bar.setValue(stop)
            return True
        return False


class WholeLinesScroll(QScrollArea):
    """Scrolls `label` (word-wrapped rich text), showing its lines whole (see the module).

    Its viewport's end is never moved while Qt lays out the label and the bars (`_laying_out`):
    QScrollArea resizes the label in the middle of that, and sets the bar's range afterwards
    from the viewport's size it began with; a viewport made shorter or taller meanwhile left
    the bar's range stale, the bar shown beside a label laid out as wide as if it were not (its
    words under the bar). The end is moved once Qt is done."""

    def __init__(self, label: QLabel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._label = label
        self._spans: list[tuple[float, float]] = []
        self._laid_out_for: tuple[str, int] | None = None
        self._laying_out = 0  # (how deep in Qt's own layout of the label and the bars)
        self._end_waits = False
        self.setWidgetResizable(True)
        self.setWidget(label)  # (the area watches the label's events: `eventFilter`)
        self._tops = LineTops(self, self._lines, lambda: label.height(), between=True)
        self.verticalScrollBar().valueChanged.connect(self._end_at_a_line)
        self.verticalScrollBar().rangeChanged.connect(self._end_at_a_line)

    def _after_qt(self, lay_out: Callable[[], bool | None]) -> bool | None:
        """Qt's own layout (`lay_out`), then the viewport's end moved if it had to be."""
        self._laying_out += 1
        try:
            return lay_out()
        finally:
            self._laying_out -= 1
            if not self._laying_out and self._end_waits:
                self._end_at_a_line()

    def event(self, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.StyleChange):
            return bool(self._after_qt(lambda: super(WholeLinesScroll, self).event(event)))
        return super().event(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._label and event.type() == QEvent.Type.Resize:
            self._end_waits = True
            return bool(
                self._after_qt(lambda: super(WholeLinesScroll, self).eventFilter(watched, event))
            )
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: object) -> None:
        self._end_waits = True
        self._after_qt(lambda: super(WholeLinesScroll, self).resizeEvent(event))  # type: ignore[arg-type]

    def text_changed(self) -> None:
        """The label's words changed (at the same size they may wrap into other lines)."""
        self._end_at_a_line()

    def _lines(self) -> list[tuple[float, float]]:
        key = (self._label.text(), self._label.width())
        if key != self._laid_out_for:
            self._spans = line_spans(self._label)
            self._laid_out_for = key
        return self._spans

    @one_at_a_time("end")
    def _end_at_a_line(self, *_changed: int) -> None:
        if self._laying_out:  # (the bar's range is set when Qt is done: see the class)
            self._end_waits = True
            return
        self._end_waits = False
        if self._tops.moved():  # (the bar's own signals end it at a line)
            return
        top = self.verticalScrollBar().value()
        end_at_a_line(self, [(start - top, end - top) for start, end in self._lines()])


class WholeWidgetLines(QScrollArea):
    """Scrolls `page`, widgets in lines (a form's), showing its lines whole at both edges (see
    the module): `lines` gives the widgets whose tops and bottoms the lines are (those of one
    row, overlapping, make one line)."""

    def __init__(self, page: QWidget, lines: Callable[[], Iterable[QWidget]]) -> None:
        super().__init__()
        self._lines = lines
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.page = page  # (what it scrolls)
        self.setWidget(page)
        self._known: list[tuple[float, float]] | None = None  # (the lines, in one pass)
        self._tops = LineTops(self, self._lines_now, lambda: page.height(), between=True)
        self.verticalScrollBar().valueChanged.connect(self._end_at_a_line)
        self.verticalScrollBar().rangeChanged.connect(self._end_at_a_line)

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._end_at_a_line()

    def _spans(self) -> list[tuple[float, float]]:
        """The lines as (top, bottom) in the page's pixels, in order: the widgets of a row
        (overlapping) joined into one line."""
        page = self.page
        places = []
        for widget in self._lines():
            if widget.isVisible():
                # (a form's widgets are the page's own: their place asked of Qt once, not mapped)
                mapped = widget.parentWidget() is not page
                top = widget.mapTo(page, QPoint(0, 0)).y() if mapped else widget.y()
                places.append((float(top), float(top + widget.height())))
        return joined(places)

    def _lines_now(self) -> list[tuple[float, float]]:
        return self._spans() if self._known is None else self._known

    @one_at_a_time("end")
    def _end_at_a_line(self, *_changed: int) -> None:
        bars_follow_ranges(self)  # (the lines measured as wide as the bars leave them)
        # (the lines asked once a pass, of Qt a widget at a time: the tops asked for them up to
        # three times a scroll; a scroll moves the page, not its lines in it)
        self._known = self._spans()
        try:
            if self._tops.moved():  # (the bar's own signals end it at a line)
                return
            before = self.viewportMargins().bottom()
            down = self.page.y()  # (the page scrolled: its place in the viewport)
            end_at_a_line(self, [(top + down, bottom + down) for top, bottom in self._known])
        finally:
            self._known = None
        if self.viewportMargins().bottom() != before:  # (the bar's range for the new room)
            QCoreApplication.postEvent(self, QEvent(QEvent.Type.LayoutRequest))


class WholeLinesText(QTextBrowser):
    """A text box (read only, as a browser is) that shows its lines whole (see the module): its
    viewport ends at the last line wholly in sight after every resize, every scroll and every
    new layout of its words. (Its words are laid out at its viewport's width alone: the room
    left empty below changes no line.)"""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._spans: list[tuple[float, float]] = []
        self._laid_out_for: tuple[object, ...] | None = None
        self._tops = LineTops(
            self, self._lines, lambda: self.document().size().height(), between=True
        )
        self.verticalScrollBar().valueChanged.connect(self._end_at_a_line)
        self.verticalScrollBar().rangeChanged.connect(self._end_at_a_line)
        self.textChanged.connect(self._end_at_a_line)

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._end_at_a_line()

    def _lines(self) -> list[tuple[float, float]]:
        """The document's lines in its own pixels, laid out again only when its words, width,
        font or size changed (a scroll asks for them several times: its top, its end)."""
        document = self.document()
        size = document.size()
        key = (
            id(document),
            document.revision(),
            document.textWidth(),
            size.width(),
            size.height(),
            document.defaultFont().toString(),
        )
        if key != self._laid_out_for:
            self._spans = _document_lines(document, 0)
            self._laid_out_for = key
        return self._spans

    @one_at_a_time("end")
    def _end_at_a_line(self, *_changed: int) -> None:
        if self._tops.moved():  # (the bar's own signals end it at a line)
            return
        down = self.verticalScrollBar().value()
        lines = [(top - down, bottom - down) for top, bottom in self._lines()]
        end_at_a_line(self, lines, document_floats(self))
