"""A sheet's view that scrolls in place rather than be drawn too small to read.

`LeastScaleArea(view)` holds a `FittingView` kept legible (`FittingView.keep_legible(least)`, as
every game states its sheet's least scale) in a scroll area of its own: the view fits its sheet
to the room it is given as ever, but never to less than `least` screen pixels per sheet unit.
In a window too small for that, the sheet keeps that size and the area scrolls it (bars as
needed, the wheel moving it, the cell the keyboard is on kept in sight by the view as in a page
that scrolls), so nothing of the sheet is drawn under 9 pt, cut or left out, while the table's
buttons round it stay where they are (a view kept legible without it makes its page scroll).
The view keeps the keyboard focus and everything a table asks of its sheet; the area only gives
it its room. Scrolling, it shows the sheet's lines whole (`SheetScene.lines`: its rows of boxes
and words): its viewport ends at the last line wholly in sight, the room under it left empty
(`whole_lines.end_at_a_line`, as the app's lists do), so a row is never left half shown at its
bottom edge, where it would read as the sheet's end; the scroll bar keeps its full height. The
lines are those the view's next paint draws: at a scale its words were not drawn at yet, they are
placed for it first (`SheetScene.place_words`), so that its first paint there is whole. Its
top edge is at a line's top too (`whole_lines.LineTops`, as the rules page's text): every scroll
stops on one (the wheel's, the bar's, a resize's, a new turn's sheet laid out shorter), and the
bar's range reaches the line from which the rest of the sheet fits, so its end is shown from a
whole line. The keyboard bringing it to a cell keeps that cell in sight first, its top edge at a
line where the room allows.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QPointF, QSize, Qt, QTimer
from PySide6.QtGui import QResizeEvent, QTransform, QWheelEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

from ..after_changes import one_at_a_time
from ..palette import text_scale
from ..whole_lines import LineTops, bars_follow_ranges, end_at_a_line
from .scene import SheetScene
from .sizes import QWIDGETSIZE_MAX
from .view import FittingView

# how far past the area's room a line may reach and count as whole (pixels: a sheet's size is
# rounded up to whole pixels)
ROUNDING = 1.5


class LeastScaleArea(QScrollArea):
    def __init__(self, view: FittingView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        # a look at its lines waits for the paint to end (None: it never painted yet)
        self._end_waits: bool | None = None
        # the sheet's lines in its units, while one look at them only reads (`_end_at_a_line`)
        self._read: list[tuple[float, float]] | None = None
        # the scene, view's scale and text size its words' glyphs were last placed for
        # (`_place_words`)
        self._placed: tuple[int, QTransform, float] | None = None
        self._holding = 0  # (how many `held_after` blocks it is in)
        self._sized = QSize()  # (its own size at its last resize: `resizeEvent`)
        self.setObjectName("sheet_area")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # (the view takes it: its keys work)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        # (transparent, as the view is: the table shows through around the sheet)
        self.setStyleSheet("QScrollArea { background: transparent; }")
        self.viewport().setAutoFillBackground(False)
        self.setWidget(view)
        # (its top edge at a line's top: every scroll stops on one, and the bar's range reaches
        # the line from which the rest of the sheet fits; off while the keys bring a cell into
        # sight, `ensureVisible`, which keeps that cell in sight first)
        self._tops = LineTops(self, self._sheet_lines, lambda: self.view.height())
        self._bringing = False
        # (the view takes the wheel and, scrolling nothing itself, would drop it: a sheet
        # that scrolls is scrolled by it)
        view.viewport().installEventFilter(self)
        self.viewport().installEventFilter(self)
        self.verticalScrollBar().valueChanged.connect(self._end_at_a_line)
        self.verticalScrollBar().rangeChanged.connect(self._end_at_a_line)
        view.fitted.connect(self._end_at_a_line)  # (its lines moved with its new scale)
        scene = view.scene()
        if isinstance(scene, SheetScene):
            scene.lines_moved.connect(self._look_soon)

    @property
    def least(self) -> float:
        """The scale the sheet is never drawn under (its view's `keep_legible`)."""
        return self.view.least_scale()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Wheel and watched is self.view.viewport() and self.scrolls():
            assert isinstance(event, QWheelEvent)
            self.wheelEvent(event)
            return True
        kind = event.type()
        # (its first paint: its words' glyphs placed; the kind asked first, as the area's own
        # attributes are gone while Qt deletes it, and its children's events still come here)
        painted = kind == QEvent.Type.Paint and watched is self.view.viewport()
        if painted and self._end_waits is None:
            self._look_soon()
        taken = super().eventFilter(watched, event)
        if kind == QEvent.Type.Resize and watched is self.viewport():
            self._end_at_a_line()  # (a scroll bar shown or hidden, say)
        return taken

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # the cell the keyboard is on in sight in a new room, as a table opened at its size
        # shows it (`TableScaffold.focus_sheet`), once the table is laid out: a window shrunk to
        # a short size showed the sheet from its top, the cell under the edge. (On the area's
        # own resize only: its viewport's resizes come here too, the room kept under the last
        # whole line changing at each scroll, and the wheel's scroll was brought back.)
        if self.size() != self._sized:
            self._sized = self.size()
            QTimer.singleShot(0, self.view, self.view.keep_focus_in_sight)

    def line_spans(self) -> list[tuple[float, float]]:
        """The sheet's lines (`SheetScene.lines`) as (top, bottom) in the area's viewport's
        pixels, as scrolled now (none: the view shows no SheetScene)."""
        down = self.view.viewport().mapTo(self.viewport(), QPoint(0, 0)).y()
        # (a line reaching a pixel or so past the area's room, the sheet's size rounded up, is
        # shown as whole rather than hidden for that pixel)
        room = self.viewport().height() + self.viewportMargins().bottom()
        return [
            (top, room if room < bottom <= room + ROUNDING else bottom)
            for top, bottom in self._lines_below(down)
        ]

    def _sheet_lines(self) -> list[tuple[float, float]]:
        """The sheet's lines as (top, bottom) in the view's own pixels (the area's contents'),
        wherever it is scrolled."""
        return self._lines_below(self.view.viewport().mapTo(self.view, QPoint(0, 0)).y())

    def _lines_below(self, down: float) -> list[tuple[float, float]]:
        """The sheet's lines as (top, bottom) in the view's viewport's pixels, `down` pixels
        lower. (A line's words reaching a hair past the view's end are cut by the view, not the
        area: else the sheet's last line, never whole, would keep its end from ever showing.)"""
        scene = self.view.scene()
        if not isinstance(scene, SheetScene):
            return []
        to_port = self.view.viewportTransform()
        end = down + self.view.viewport().height()
        return [
            (
                to_port.map(QPointF(0.0, top)).y() + down,
                min(end, to_port.map(QPointF(0.0, bottom)).y() + down),
            )
            for top, bottom in (scene.lines() if self._read is None else self._read)
        ]

    def ensureVisible(self, x: int, y: int, xmargin: int = 50, ymargin: int = 50) -> None:
        """Scroll the point (x, y) of the sheet's view into sight, as QScrollArea does, then on
        to a line's top where the area's top edge would cut through a line (the caption over the
        boxes was left cut through its letters): up to the line's top, or else down to the next
        line's, whichever keeps the point in sight with its margin. A line scrolled past but for
        less than half a pixel (its outline's antialiased edge) is a hairline over the sheet,
        not a line cut: down past it first (a pixel), else up to its top."""
        self._bringing = True
        try:
            super().ensureVisible(x, y, xmargin, ymargin)
            cut = [(top, bottom) for top, bottom in self.line_spans() if top < -0.5 and bottom > 0]
            if cut:
                bar = self.verticalScrollBar()
                point = self.view.mapTo(self.viewport(), QPoint(x, y)).y()
                up, down = math.ceil(-cut[0][0]), math.ceil(cut[0][1])
                fits_up = point + ymargin + up <= self.viewport().height()
                fits_down = point - ymargin - down >= 0 and bar.value() + down <= bar.maximum()
                if fits_down and (cut[0][1] <= 0.5 or not fits_up):
                    bar.setValue(bar.value() + down)
                elif fits_up:
                    bar.setValue(bar.value() - up)
        finally:
            self._bringing = False
            self._tops.stay()  # (where the cell is in sight, the room not allowing a line's top)
            self._end_at_a_line()

    def _look_soon(self) -> None:
        """Look at the sheet's lines when control returns to the event loop: once for all the
        words and cards a position moves, as its items tell (`SheetScene.lines_moved`: a label's
        glyphs drawn elsewhere at a paint, a card moved or lifted, an item shown or hidden), and
        after its first paint. Not after every paint: a click's repaint of the box it crossed
        moves no line, and a look reads every item of the sheet."""
        if not self._end_waits:
            self._end_waits = True
            QTimer.singleShot(0, self, self._end_at_a_line)

    @one_at_a_time("end")
    def _end_at_a_line(self, *_changed: int) -> None:
        self._end_waits = False
        self._view_follows_room()
        bars_follow_ranges(self)  # (the room the lines are measured in: the bars' own)
        bar = self.verticalScrollBar()
        if (
            bar.maximum() == bar.value() == 0
            and not self.viewportMargins().bottom()
            and self.view.height() <= self.viewport().height()
        ):
            # (the whole sheet in sight, unscrolled and with no room kept under it: no line can
            # be cut at either edge, and the layouts of a window resized ask this often)
            self._tops.stay()
            return
        scene = self.view.scene()
        if isinstance(scene, SheetScene):
            self._place_words(scene)
        # (the sheet's lines are read once for the look: until it moves the bar or ends the
        # room, nothing changes them; a look that moves something returns, and the bar's own
        # signals look again, afresh)
        self._read = scene.lines() if isinstance(scene, SheetScene) else []
        try:
            if not self._bringing and self._tops.moved():
                return
            end_at_a_line(self, self.line_spans())
        finally:
            self._read = None

    def _view_follows_room(self) -> None:
        """The view at the size the area's room gives it now, where Qt left it at an older one:
        a look at the lines measures the view Qt will show. Qt sizes the view as it lays the
        area out (a resize, new margins), from the view's least size then, and follows a new
        least size only at the layout it posts for later; but the view's least height follows
        its width (`FittingView.legible_size`), so a view made wider in that layout was left
        taller than it now needs. A look in between ended the room under a line of the taller
        view, that room laid the area out, the view shrank, and the next look ended it
        elsewhere: a short window's sheet went through more looks than are done (Polish with
        Larger text at 911x485: 7, 35, 37 px)."""
        view = self.view
        if view.hasHeightForWidth():  # (Qt sizes such a view in its own way)
            return
        for _ in range(2):  # (its width, then the least height that width gives)
            least, most = view.minimumSize(), view.maximumSize()
            rooms = (self.viewport().size(), self.maximumViewportSize())
            if any(view.size() == room.expandedTo(least).boundedTo(most) for room in rooms):
                return
            QCoreApplication.sendEvent(self, QEvent(QEvent.Type.LayoutRequest))

    def _place_words(self, scene: SheetScene) -> None:
        """The sheet's words' glyphs placed as its view will draw them at its scale now
        (`SheetScene.place_words`), where that scale, the scene or the text size is not the
        one they were placed for last: the lines measured for a scale the view was fitted to
        are those its next paint draws, not those of its paint at the scale before (its first
        paint at a new size would show the room ended through a line, ended right a moment
        later)."""
        key = (id(scene), self.view.transform(), text_scale())
        if key != self._placed:
            self._placed = key
            scene.place_words(self.view.viewportTransform())

    def least_size(self) -> QSize:
        """The view's size showing its whole sheet at `least` pixels a unit."""
        least = self.view.legible_size()
        return QSize(0, 0) if least.isEmpty() else least

    def _room(self) -> tuple[QSize, int, int]:
        """The sheet's least size and the width and height the area shows of it, each less
        the scroll bar the other way needs (worked out from the sizes, not from the scroll
        bars, which follow a new size late)."""
        least = self.least_size()
        bar = self.style().pixelMetric(self.style().PixelMetric.PM_ScrollBarExtent)
        width, height = self.width() - 2 * self.frameWidth(), self.height() - 2 * self.frameWidth()
        for _ in range(2):  # (a bar one way takes room the other way)
            tall, wide = height < least.height(), width < least.width()
            width = self.width() - 2 * self.frameWidth() - (bar if tall else 0)
            height = self.height() - 2 * self.frameWidth() - (bar if wide else 0)
        return least, width, height

    def shown_share(self) -> float:
        """The share of the sheet at its least size that the area's size shows (1: the whole)."""
        least, width, height = self._room()
        if least.isEmpty():
            return 1.0
        return min(1.0, width / least.width()) * min(1.0, height / least.height())

    def whole_across(self) -> bool:
        """The area's width shows the sheet's whole width at its least size (it scrolls up and
        down at most, as a page does, its rows whole)."""
        least, width, _height = self._room()
        return least.isEmpty() or width >= least.width()

    def scrolls(self) -> bool:
        """The sheet is larger than the room shown: part of it is scrolled out of sight."""
        return any(
            bar.maximum() > bar.minimum()
            for bar in (self.horizontalScrollBar(), self.verticalScrollBar())
        )

    @contextmanager
    def held_after(self) -> Iterator[None]:
        """Released while the block lays the table out, held to its sheet after
        (`hold_to_sheet`): a table's resize, show or re-arrangement. A block inside another
        leaves it to the outer one (each hold lays the table out)."""
        self._holding += 1
        if self._holding == 1:
            self.hold_to_sheet(False)
        try:
            yield
        finally:
            self._holding -= 1
            if not self._holding:
                self.hold_to_sheet()

    def hold_to_sheet(self, hold: bool = True) -> None:
        """The area no higher than its sheet drawn at its width (`hold`), or as high as its
        layout gives (released while the table is laid out anew: the width a table shares with
        the others' sheets follows the room's height, which a held area would keep at the
        sheet's old scale). Where the width bounds the sheet, the height it cannot use went
        above and below it, a gap between the sheet and the caption over it and another
        between it and the buttons under it; held, the spare height goes where the table's
        layout puts its stretch."""
        most = QWIDGETSIZE_MAX
        holder = self.parentWidget()
        layout = holder.layout() if hold and holder is not None else None
        if layout is not None:
            # (measured in the room its layout gives it, not in the height it was held at, or
            # released a moment ago and not yet laid out: that height taken for the room, a
            # held area would let go at the next look, and take hold again at the one after)
            if self.maximumHeight() != most:
                self.setMaximumHeight(most)
            layout.activate()
        if hold and self.isVisible() and not self.scrolls():
            # (its margins counted whole: a hair over what the sheet takes, so that the width
            # still bounds it, never the height held)
            most = self.view.fitted_height(self.view.width()) + 2 * self.frameWidth()
            most = QWIDGETSIZE_MAX if most >= self.height() else most
        if self.maximumHeight() != most:
            self.setMaximumHeight(most)


def holder_of(view: QWidget) -> QWidget:
    """The widget giving `view` its room: the `LeastScaleArea` scrolling it, or itself."""
    port = view.parentWidget()
    area = port.parentWidget() if port is not None else None
    return area if isinstance(area, LeastScaleArea) and area.view is view else view


def scroll_bar_width(holder: QWidget) -> int:
    """The room a `LeastScaleArea`'s up-and-down scroll bar takes beside its sheet (0 for a
    view that never scrolls)."""
    if not isinstance(holder, LeastScaleArea):
        return 0
    return holder.verticalScrollBar().sizeHint().width()
