"""The other players' public sheets, small, in a grid of up to 8, each one enlargeable by a click.

A game builds one small scene per other seat (`OthersPanel.add_sheet`) and keeps it in sync; the
panel lays them out (one column for up to three, then two), names each with a caption (plain
text: names are typed by users) and, when a small sheet is clicked, shows the same scene big in a
dialog until the player closes it (Esc, the Close button, or another click).

The keyboard reaches every small sheet too: Tab (and the arrows between them) puts a ring round
it, Enter or Space shows it big, and Esc or Enter again puts it back, the keyboard returning to
the small sheet. Its tooltip and accessible name say so (`enlarge_words`, also the Keys card's).

`set_fit(True)` suits a wide overview of many sheets: the panel then picks, whenever its size,
the number of sheets or a caption's number of lines changes, the number of columns that draws
every sheet biggest (their scenes' shape against the room each grid cell gets, less its
caption's lines at the cell's width), and the sheets fill their cells. Where it
scrolls, it rests at a sheet's top, the sheets under it whole as far as the room allows (a sheet
taller than the room is read through, never stopping through its heading: `whole_lines.LineTops`),
and the room under the sheet above a heading the bottom edge would cut is left empty.

A small sheet is never narrower than `LEAST_WIDTH`, or `SHORT_WIDTH` in a short window with
Larger text or a short and narrow one (palette.cramped: 1366x768 at 150 %, 1024x600 at 125 %),
where the big sheet needs the width more; the panel follows the window's height and the text
size itself. A game whose small sheets read at other widths says so (`set_least_widths`).
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QKeyEvent,
    QPaintEvent,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGraphicsScene,
    QGridLayout,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..after_changes import AfterChanges
from ..palette import cramped
from ..plain import one_line
from ..player_symbol import Look, LookLabel
from ..screen_room import keep_on_screen
from ..scroll_fade import ScrollFade
from ..whole_lines import LineTops, room
from .focus_ring import paint_edge_ring
from .seat_caption import CaptionFirst, SeatCaption
from .sizes import QWIDGETSIZE_MAX
from .view import FittingView

# a small sheet's least width, and in a short window with Larger text: there Number rows' five
# players' two columns of them at 120 px left the big sheet, its cards beside the pad, 0.46 a
# unit (its numbers and words under 9 pt); at 100 px, 0.5. A small sheet is a glance (what is
# too small in it is left out); a click shows it big.
LEAST_WIDTH, SHORT_WIDTH = 120, 100


class SheetZoom(QDialog):
    """One sheet shown big (the same scene as the small view, so it stays live)."""

    def __init__(self, scene: QGraphicsScene, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_on_screen(self)  # (with the title bar a window manager puts over it)
        self.setObjectName("sheet_zoom")
        self.setWindowTitle(one_line(title))
        layout = QVBoxLayout(self)
        self.caption = LookLabel(title)
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setWordWrap(True)
        self.caption.setObjectName("zoom_caption")
        self.view = FittingView(scene, self)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view.viewport().installEventFilter(self)
        buttons = QDialogButtonBox()
        self.close_button = buttons.addButton(
            QCoreApplication.translate("OthersPanel", "Close"),
            QDialogButtonBox.ButtonRole.RejectRole,
        )
        self.close_button.setMinimumHeight(40)
        buttons.rejected.connect(self.reject)
        layout.addWidget(self.caption)
        layout.addWidget(self.view, 1)
        layout.addWidget(buttons)
        if parent is not None:
            top = parent.window()
            self.resize(int(top.width() * 0.8), int(top.height() * 0.8))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.MouseButtonRelease:
            self.reject()  # a click on the big sheet closes it again
            return True
        return super().eventFilter(watched, event)


def enlarge_words() -> str:
    """What a small sheet's keys do, for its tooltip and the Keys card."""
    return QCoreApplication.translate(
        "OthersPanel", "Click, or press Enter or Space, to see this sheet big"
    )


def key_rows(panel: OthersPanel) -> list[tuple[str, str]]:
    """(key, what it does) while the keyboard is on one of `panel`'s small sheets, for the Keys
    card (none otherwise: Tab's row says how to get there)."""
    if not any(sheet.hasFocus() for sheet in panel.sheets):
        return []
    return [
        (
            QCoreApplication.translate("KeysCard", "Enter or Space"),
            QCoreApplication.translate(
                "OthersPanel", "Show this sheet big; Esc or Enter puts it back"
            ),
        ),
        (
            QCoreApplication.translate("KeysCard", "Arrows"),
            QCoreApplication.translate("OthersPanel", "Go to the next player's sheet"),
        ),
    ]


class _Ring(QWidget):
    """The keyboard's ring drawn over a small sheet's view while the small sheet has the focus
    (shown only then); it takes no click. A child of the view, over its edge, as large as it:
    the scroll area's own stacking, beside no widget of the panel's layout."""

    def __init__(self, view: QWidget) -> None:
        super().__init__(view)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide()
        view.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        view = self.parentWidget()
        if event.type() == QEvent.Type.Resize and view is not None and watched is view:
            self.setGeometry(view.rect())
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        paint_edge_ring(self)


class _SmallSheet(QFrame):
    clicked = Signal()
    wheeled = Signal(int)  # the wheel turned over the sheet (pixels)
    stepped = Signal(int)  # an arrow key pressed on the sheet: the next (1) or previous (-1)

    def __init__(self, scene: QGraphicsScene, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("other_sheet")
        # (Tab reaches it, a click does not take the keyboard from the big sheet)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        box = CaptionFirst(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(1)
        self.name = SeatCaption()
        # the column's width never grows with a name: the caption shortens it with "…" instead
        self.name.setSizePolicy(QSizePolicy.Policy.Ignored, self.name.sizePolicy().verticalPolicy())
        self.view = FittingView(scene, margin=1)
        self.view.glance = True  # (look-only: what is too small to read is left out by design)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # (low: where the column is short the sheet gives way, never its caption's lines)
        self.view.setMinimumSize(LEAST_WIDTH, 24)
        self.view.set_height_for_width(True)
        self.view.setCursor(Qt.CursorShape.PointingHandCursor)
        self.view.viewport().installEventFilter(self)
        box.addWidget(self.name)
        box.addWidget(self.view)
        self.ring = _Ring(self.view)
        self.setToolTip(enlarge_words())
        self.setAccessibleDescription(enlarge_words())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.setToolTip(enlarge_words())
            self.setAccessibleDescription(enlarge_words())

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.ring.setGeometry(self.view.rect())
        self.ring.show()
        self.ring.raise_()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.ring.hide()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if not event.isAutoRepeat():
                self.clicked.emit()
            event.accept()
            return
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.stepped.emit(1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -1)
            event.accept()
            return
        super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.MouseButtonRelease:
            self.clicked.emit()
            return True
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
            return True  # a small sheet is only looked at, never played on
        if event.type() == QEvent.Type.Wheel:
            self.wheeled.emit(event.angleDelta().y())  # type: ignore[attr-defined]
            return True
        return super().eventFilter(watched, event)


class _FittedGrid(QGridLayout):
    """The fitted overview's grid: its rows share the room they are given, so it asks no
    height for its width (a scroll area would otherwise make room for every wrapped caption's
    widest case and scroll when nothing needs to). `placed` is told each time it places its
    sheets (their headings move)."""

    def __init__(self, parent: QWidget, placed: AfterChanges) -> None:
        super().__init__(parent)
        self._placed = placed

    def hasHeightForWidth(self) -> bool:
        return False

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._placed.request()


class OthersPanel(QWidget):
    """Small public sheets of the other seats; `zoomed` tells which one was enlarged."""

    zoomed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("others_panel")
        self._outer = QVBoxLayout(self)
        self._outer.setContentsMargins(0, 0, 0, 0)
        self._grid = QGridLayout()
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setSpacing(6)
        self._outer.addLayout(self._grid)
        self.sheets: list[_SmallSheet] = []
        self.zoom: SheetZoom | None = None
        self._keyed: _SmallSheet | None = None  # the small sheet the keys showed big
        self._fit = False
        self._min_scale = 0.0
        self.scroll_area: QScrollArea | None = None
        self._inner: QWidget | None = None
        self.columns = 0
        self._tall = 0
        self._max_scale = 0.0
        self._least_widths = (LEAST_WIDTH, SHORT_WIDTH)
        self._tops: LineTops | None = None
        # a caption's words or symbol changed: the fitted grid's columns and height checked
        # again once they all have (a caption's lines count in them: `_caption`)
        self._captions_changed = AfterChanges(self, self._refit)
        self._caption_at: dict[tuple[object, ...], int] = {}  # (`_caption`'s measures)

    def set_least_widths(self, usual: int, short: int) -> None:
        """A small sheet's least width (its view's), and in a short window with Larger text,
        where they differ from `LEAST_WIDTH` and `SHORT_WIDTH` for the game's sheets."""
        self._least_widths = (usual, short)
        self._fit_least()

    def _fit_least(self) -> None:
        """The small sheets' least width for the window as it is now (`set_least_widths`)."""
        usual, short = self._least_widths
        least = short if cramped(self) else usual
        changed = [s for s in self.sheets if s.view.minimumWidth() != least]
        for sheet in changed:
            sheet.view.setMinimumWidth(least)
            # (the panel's least width follows at once: Qt drops its grid's measure of a sheet
            # only when the sheet's own layout request comes, two turns of the event loop
            # later, and the table shares its width out in the resize that got here, on the
            # panel's least width; a window grown out of a cramped one kept the share of the
            # narrower sheets, one opened at its size the other)
            sheet.updateGeometry()
        if changed and self._fit:  # (the columns it holds and its own least width with them)
            self._relayout()
        if changed:
            self._grid.invalidate()
            self.updateGeometry()

    def set_fit(self, fit: bool, min_scale: float = 0.0) -> None:
        """Arrange the sheets so that each is drawn as big as the panel allows (see above).
        With `min_scale` (screen pixels per sheet unit), sheets are never drawn smaller: the
        overview scrolls instead."""
        self._fit = fit
        self._min_scale = min_scale
        if fit and self.scroll_area is None:
            # the grid moves into a scroll area (used only when the sheets would be too small)
            self._outer.removeItem(self._grid)
            self._inner = QWidget()
            self._inner.setObjectName("others_inner")
            # (the room left empty under the sheets checked again where the headings are
            # once placed: the bar's signals alone judged them where the grid's layout before
            # had put them, and a table opened at 960x540 kept 195 px empty for a heading
            # no longer at the edge)
            grid = _FittedGrid(self._inner, AfterChanges(self, self._whole_headings))
            grid.setContentsMargins(0, 0, 0, 0)
            grid.setSpacing(self._grid.spacing())
            for sheet in self.sheets:
                self._grid.removeWidget(sheet)
            self._grid = grid
            self.scroll_area = QScrollArea()
            self.scroll_area.setObjectName("others_scroll")
            self.scroll_area.setAccessibleName(
                QCoreApplication.translate("OthersPanel", "The other players' sheets")
            )
            self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
            self.scroll_area.setWidgetResizable(True)
            # (no Tab stop of its own: its small sheets are, and the one with the keyboard is
            # scrolled into sight)
            self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.scroll_area.setWidget(self._inner)
            ScrollFade(self.scroll_area)  # (a sheet cut at its bottom edge reads as going on)
            self._outer.addWidget(self.scroll_area)
            inner = self._inner
            self._tops = LineTops(self.scroll_area, self._heading_stops, lambda: inner.height())
            bar = self.scroll_area.verticalScrollBar()
            bar.valueChanged.connect(self._whole_headings)
            bar.rangeChanged.connect(self._whole_headings)
        for sheet in self.sheets:
            sheet.view.set_height_for_width(not fit)
        self._relayout()

    def _headings(self) -> list[tuple[float, float]]:
        """The shown sheets' headings as (top, bottom) in the scrolled contents' pixels."""
        inner = self._inner
        if inner is None:
            return []
        spans = []
        for sheet in self._shown():
            top = sheet.name.mapTo(inner, QPoint(0, 0)).y()
            spans.append((float(top), float(top + sheet.name.height())))
        return spans

    def _heading_stops(self) -> list[tuple[float, float]]:
        """Where a scroll may stop at the top edge: at a sheet's top (its heading's), where the
        room shows the sheet whole: the sheet is a line (`whole_lines.at_a_line`), a scroll into
        it going on to the next row's top down, back to its own up (the column rested with part
        of a sheet cut at its top edge, read as nothing). A sheet taller than the room is read
        through: the scroll stops anywhere in it but through its heading (a seat's name and
        points half shown read as nothing), down from the heading at its sheet (an empty stop
        at the heading's bottom: the sheet under it is not skipped), up at the heading's top."""
        inner, scroll = self._inner, self.scroll_area
        if inner is None or scroll is None:
            return []
        whole = room(scroll)
        stops: list[tuple[float, float]] = []
        for sheet, (top, bottom) in zip(self._shown(), self._headings(), strict=True):
            end = float(sheet.mapTo(inner, QPoint(0, sheet.height())).y())
            stops += [(top, end)] if end - top <= whole else [(top, bottom), (bottom, bottom)]
        return stops

    def _whole_headings(self, *_changed: int) -> None:
        """The scroll on a stop (`_heading_stops`), and the viewport ending above a heading
        that the bottom edge would cut (the room under the sheet above left empty)."""
        scroll, tops = self.scroll_area, self._tops
        if scroll is None or tops is None or tops.moved():  # (the bar's signals come again)
            return
        value, bottom = scroll.verticalScrollBar().value(), room(scroll)
        empty = 0
        for top, end in self._headings():
            if top - value < bottom < end - value:
                empty = math.floor(bottom - (top - value))
        margins = scroll.viewportMargins()
        if margins.bottom() != empty:
            scroll.setViewportMargins(margins.left(), margins.top(), margins.right(), empty)

    def set_max_scale(self, scale: float) -> None:
        """Never draw a sheet bigger than `scale` (pixels per sheet unit): the big sheet beside
        the panel stays the largest (TableScaffold.balance). 0: no limit."""
        if abs(scale - self._max_scale) < 1e-3:
            return
        self._max_scale = scale
        for sheet in self.sheets:
            self._cap(sheet)

    def _cap(self, sheet: _SmallSheet) -> None:
        view = sheet.view
        rect = view.scene().sceneRect()
        if self._max_scale <= 0 or rect.isEmpty():
            view.setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX)
            return
        frame = math.ceil(2 * view.frameWidth() + 2 * view.margin)
        view.setMaximumSize(
            math.floor(self._max_scale * rect.width()) + frame,
            math.floor(self._max_scale * rect.height()) + frame,
        )

    def add_sheet(self, scene: QGraphicsScene) -> int:
        """Add a small sheet showing `scene`; returns its index."""
        sheet = _SmallSheet(scene, self._inner or self)
        sheet.view.set_height_for_width(not self._fit)
        sheet.wheeled.connect(self._wheel)
        index = len(self.sheets)
        sheet.clicked.connect(lambda: self.enlarge(index))
        sheet.stepped.connect(lambda step: self._step(index, step))
        self.sheets.append(sheet)
        self._cap(sheet)
        self._fit_least()
        self._relayout()
        return index

    def set_caption(self, index: int, text: str, name: str = "", short: str = "") -> None:
        """The heading over sheet `index`; `name`, the player's name in it, is what gives way
        (with "…") where the column is narrow; `short`, a shorter form of the game's words
        (the lines after the first), is shown where one of their words is wider than it, or
        where it takes fewer lines than they would ("Completed: 0" whole, not "Completed" over
        "cards: 0")."""
        label = self.sheets[index].name
        if label.full != text or label.player != name or label.short != short:
            lines = label.lines_wanted()
            label.set_caption(text, name, short)
            self.sheets[index].setAccessibleName(one_line(text))  # (a screen reader's name)
            # (its first words, or as many lines as before no longer: measuring the changed
            # caption at every column's width weighed, each move's points, cost a click 3 ms)
            if self._fit and label.lines_wanted() != lines:
                self._captions_changed.request()
        if self.zoom is not None and self.zoom.view.scene() is self.sheets[index].view.scene():
            self.zoom.caption.setText(text)
            self.zoom.setWindowTitle(one_line(text))

    def set_look(self, index: int, look: Look | None) -> None:
        """The player's colour and symbol left of the caption's words (None: none)."""
        self.sheets[index].name.set_look(look)
        if self._fit:
            self._captions_changed.request()
        if self.zoom is not None and self.zoom.view.scene() is self.sheets[index].view.scene():
            self.zoom.caption.set_look(look)

    def show_sheet(self, index: int, visible: bool) -> None:
        self.show_sheets({index: visible})

    def show_sheets(self, visible: Mapping[int, bool]) -> None:
        """Show or hide several sheets (index: shown), laid out again once for them all (the
        big seat changing hides one sheet and shows another on every computer's move)."""
        changed = False
        # A sheet shown comes up where it was last laid out until the layout places it: over a
        # neighbour, whose whole sheet is then painted again for nothing. When another sheet is
        # hidden at the same time (the big seat moving on), the one shown takes its place: put
        # there first.
        leaving = [
            self.sheets[i].geometry()
            for i, shown in visible.items()
            if not shown and not self.sheets[i].isHidden()
        ]
        for index, shown in visible.items():
            sheet = self.sheets[index]
            if sheet.isHidden() == shown:
                if shown and leaving:
                    sheet.setGeometry(leaving.pop(0))
                sheet.setVisible(shown)
                changed = True
        if changed:
            self._relayout()

    def view(self, index: int) -> FittingView:
        return self.sheets[index].view

    def _shown(self) -> list[_SmallSheet]:
        return [s for s in self.sheets if not s.isHidden()]

    def _room(self) -> tuple[float, float, float, float]:
        """(width, height, spacing, sheet aspect) the fitted grid works with."""
        shown = self._shown()
        rect = shown[0].view.scene().sceneRect() if shown else None
        width = float(self.width())
        if self.scroll_area is not None:
            width -= 2 * self.scroll_area.frameWidth()
        aspect = rect.height() / rect.width() if rect is not None and rect.width() > 0 else 0.0
        return width, float(self.height()), float(self._grid.spacing()), aspect

    def _caption(self, width: float) -> int:
        """The height over a sheet its caption takes in a column `width` wide (the tallest
        shown caption's lines at that width, and the gap under it). Measured at the column's
        width, not at the caption's own: that is the width of the layout before, and a table
        resized from a narrower one (Polish, six players, Larger text: 910x512 to 960x540)
        kept the second line's room its captions had there, its sheets 25 px apart from one
        opened at the new size."""
        column = max(1, math.floor(width))
        font = self.font().key()  # (the captions' size follows the app's font: Larger text)
        if len(self._caption_at) > 4096:
            self._caption_at.clear()
        tallest = 0
        for sheet in self._shown():
            # (remembered by what the height depends on: the panel asks for every number of
            # columns it weighs, again at each caption's change, a move's points)
            label = sheet.name
            key = (id(sheet), label.full, label.short, label.player, label.look, column, font)
            high = self._caption_at.get(key)
            if high is None:
                high = label.heightForWidth(column)
                # (a caption with no words yet asks no height for a width: its line's)
                high = self._caption_at[key] = high if high >= 0 else label.sizeHint().height()
            tallest = max(tallest, high)
        return tallest + 1

    def _scale(
        self,
        columns: int,
        width: float,
        height: float,
        room: tuple[float, float, float, float] | None = None,
    ) -> float:
        """How big the shown sheets are drawn in `columns` columns (pixels per sheet unit);
        `room`: `_room()` when the caller has it."""
        shown = self._shown()
        rect = shown[0].view.scene().sceneRect()
        _w, _h, spacing, _aspect = room if room is not None else self._room()
        rows = math.ceil(len(shown) / columns)
        cell_w = (width - (columns - 1) * spacing) / columns
        cell_h = (height - (rows - 1) * spacing) / rows - self._caption(cell_w)
        return min(cell_w / rect.width(), cell_h / rect.height())

    def width_showing_all(self, height: float) -> int:
        """The least width at which the fitted panel shows every shown sheet at once, no
        smaller than `min_scale`, in `height`; 0 when no width does."""
        shown = self._shown()
        if not shown or not self._fit or not self._min_scale or height <= 0:
            return 0
        rect = shown[0].view.scene().sceneRect()
        _w, _h, spacing, _aspect = self._room()
        sheet_w = self._min_scale * rect.width() + 2
        sheet_h = self._min_scale * rect.height() + 2 + self._caption(sheet_w)
        for columns in range(1, len(shown) + 1):
            rows = math.ceil(len(shown) / columns)
            if rows * sheet_h + (rows - 1) * spacing <= height:
                return math.ceil(columns * sheet_w + (columns - 1) * spacing) + 2
        return 0

    def narrowest(self) -> int:
        """The least width the panel needs: one column of sheets at `min_scale` beside its
        scroll bar (fitted), else its layout's minimum."""
        shown = self._shown()
        if not shown or not self._fit or not self._min_scale:
            return self.minimumSizeHint().width()
        rect = shown[0].view.scene().sceneRect()
        bar = self.style().pixelMetric(self.style().PixelMetric.PM_ScrollBarExtent)
        return max(math.ceil(self._min_scale * rect.width()), self._least()) + 4 + bar

    def _least(self) -> int:
        """The least width of a column: what every shown caption keeps whole fits it, and
        every shown small sheet's view at its least width."""
        return max(
            (max(s.name.minimumWidth(), s.view.minimumWidth()) for s in self._shown()), default=0
        )

    def minimumSizeHint(self) -> QSize:
        """Fitted, at least a column's least width (`_least`) beside the scroll bar when the
        sheets scroll: the scroll area asks nothing of its sheets' width, and a panel laid out
        narrower moved its sheets sideways under the edge (3 px at 1366x768 at 150 %)."""
        hint = super().minimumSizeHint()
        if self.scroll_area is None or not self._fit:
            return hint
        least = self._least() + 2 * self.scroll_area.frameWidth()
        if self._tall:  # (the sheets scroll: the bar takes its room beside them)
            least += self.style().pixelMetric(self.style().PixelMetric.PM_ScrollBarExtent)
        return QSize(max(hint.width(), least), hint.height())

    def _columns_held(self, width: float) -> int:
        """The most columns `width` holds, each at least `_least` wide (1 at the least)."""
        least, spacing = self._least(), self._grid.spacing()
        return (
            max(1, int((width + spacing) // (least + spacing))) if least > 0 else len(self.sheets)
        )

    def scrolls(self) -> bool:
        """Whether the fitted panel scrolls now (some sheet would be smaller than min_scale)."""
        return self._scrolled_layout()[1] > 0

    def best_columns(self) -> int:
        """The number of columns that draws the shown sheets biggest in the panel as it is."""
        shown = self._shown()
        room = self._room()
        width, height, _spacing, aspect = room
        if not shown or aspect <= 0 or width <= 0 or height <= 0:
            return 1
        best, best_scale = 1, -1.0
        for columns in range(1, min(len(shown), self._columns_held(width)) + 1):
            scale = self._scale(columns, width, height, room)
            if scale > best_scale + 1e-9:
                best, best_scale = columns, scale
        return best

    def _scrolled_layout(self) -> tuple[int, int]:
        """(columns, height of the grid) when the fitted sheets would be drawn smaller than
        `min_scale`: as many columns as fit at that scale, the grid as tall as they need;
        (0, 0) when everything fits."""
        shown = self._shown()
        room = self._room()
        width, height, spacing, _aspect = room
        if not shown or not self._min_scale or width <= 0 or height <= 0:
            return 0, 0
        if self._scale(self.best_columns(), width, height, room) >= self._min_scale:
            return 0, 0
        rect = shown[0].view.scene().sceneRect()
        bar = self.style().pixelMetric(self.style().PixelMetric.PM_ScrollBarExtent)
        sheet_w = self._min_scale * rect.width()
        columns = max(1, min(len(shown), int((width - bar + spacing) // (sheet_w + spacing))))
        columns = min(columns, self._columns_held(width - bar))
        rows = math.ceil(len(shown) / columns)
        column = (width - bar - (columns - 1) * spacing) / columns
        sheet_h = self._min_scale * rect.height() + self._caption(column)
        return columns, math.ceil(rows * sheet_h + (rows - 1) * spacing)

    def _relayout(self) -> None:
        for sheet in self.sheets:
            self._grid.removeWidget(sheet)
        shown = self._shown()
        tall = 0
        if self._fit:
            columns, tall = self._scrolled_layout()
            columns = columns or self.best_columns()
        else:
            columns = 1 if len(shown) <= 3 else 2
        if self._inner is not None:
            self._inner.setMinimumHeight(tall)
        self.columns = columns
        if bool(tall) != bool(self._tall):
            self.updateGeometry()  # (the least width with or without the scroll bar's room)
        self._tall = tall
        for position, sheet in enumerate(shown):
            self._grid.addWidget(sheet, position // columns, position % columns)
        rows = (len(shown) + columns - 1) // columns
        grid = self._grid
        for row in range(grid.rowCount()):
            # fitted: every row of sheets shares the height; else the sheets sit at the top
            grid.setRowStretch(row, int(row < rows) if self._fit else int(row == rows))
        if self._fit:
            for column in range(grid.columnCount()):
                grid.setColumnStretch(column, int(column < columns))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # (Larger text turned on or off)
            self._fit_least()

    def showEvent(self, event: QShowEvent) -> None:
        self._fit_least()  # (the window may have changed while the panel was hidden)
        super().showEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        # (a window resized resizes its table's panel as the table's layout places it, before
        # the table shares the width out: the least width is the window's of now by then)
        self._fit_least()
        super().resizeEvent(event)
        self._refit()

    def _refit(self) -> None:
        """The fitted grid laid out again where its columns or height are not the ones the
        panel's size and captions ask for now."""
        shown = self._shown()
        if self._fit and (not shown or shown[0].view.scene() is not None):  # (scenes gone)
            columns, tall = self._scrolled_layout()
            if (columns or self.best_columns()) != self.columns or tall != self._tall:
                self._relayout()

    def _wheel(self, delta: int) -> None:
        """The wheel over a small sheet scrolls the overview (when it scrolls at all)."""
        if self.scroll_area is not None:
            bar = self.scroll_area.verticalScrollBar()
            bar.setValue(bar.value() - delta)

    def _step(self, index: int, step: int) -> None:
        """An arrow on small sheet `index`: the keyboard to the next shown one (or previous),
        round at the ends, the overview scrolled to show it."""
        shown = self._shown()
        sheet = self.sheets[index]
        if sheet not in shown or len(shown) < 2:
            return
        target = shown[(shown.index(sheet) + step) % len(shown)]
        target.setFocus(Qt.FocusReason.TabFocusReason)
        if self.scroll_area is not None:
            self.scroll_area.ensureWidgetVisible(target, 0, 0)

    def enlarge(self, index: int) -> SheetZoom:
        """Show sheet `index` big until the player closes it."""
        if self.zoom is not None:
            self.zoom.reject()
        sheet = self.sheets[index]
        scene = sheet.view.scene()
        self.zoom = SheetZoom(scene, sheet.name.full, self)
        self.zoom.caption.set_look(sheet.name.look)
        self._keyed = sheet if sheet.hasFocus() else None
        self.zoom.finished.connect(self._zoom_closed)
        self.zoomed.emit(index)
        self.zoom.open()
        return self.zoom

    def _zoom_closed(self) -> None:
        zoom, self.zoom = self.zoom, None
        if zoom is not None:
            zoom.deleteLater()
        keyed, self._keyed = self._keyed, None
        if keyed is not None and keyed.isVisible():
            # (opened by the keys: they go on from the small sheet shown, as before)
            self.window().activateWindow()
            keyed.setFocus(Qt.FocusReason.OtherFocusReason)
