"""The main window's pages, found through one table: a page's name -> the factory that builds it
and connects its requests to the window. Each factory imports its page only when the page is
first needed (start-up stays lean: the start page is built when the window opens on it; a game
opened from the command line paints its own page first). The stack that holds them
(`PageStack`) answers for the page shown only. A family page goes into a scroll area of its
own (`PageScroll`) when it cannot fit the window (1366×768 at 150 % is 910×512): it keeps its
least size and scrolls, nothing on it squeezed over or cut. A page with a game's sheets (a
table, a replay) fits itself to any size down to its least size, its sheets scaled
(`FITS_ITSELF`); below it (a sheet kept at the scale its words read at 9 pt:
`FittingView.keep_legible`) it scrolls too, given the viewport's size and never less than that
least size."""

from __future__ import annotations

import sys
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QFrame,
    QScrollArea,
    QStackedWidget,
    QWidget,
)

from .scroll_fade import ScrollFade
from .widget_sizes import QWIDGETSIZE_MAX

# how many layout requests of its page a `PageScroll` fits the page to before the event loop
# turns (a click asks one or two; a page whose fits undo each other asked without end)
BURST = 16
# a part come into a page or gone from it (another game's table)
_CONTENT_CHANGED = (QEvent.Type.ChildAdded, QEvent.Type.ChildRemoved)

# a page's property: it fits itself to any size down to its least size (its sheets scaled)
FITS_ITSELF = "fits_itself"


def measured_once() -> AbstractContextManager[None]:
    """The kit's `measured_once` (a fit's texts measured once at all the widths it tries) where
    the kit is loaded. Before it is (the start page, its first paint), nothing of the kit is
    measured: nothing to keep, and the kit, with the session and protocol it brings, is left for
    the first page that needs it."""
    measured = sys.modules.get("sheetdesk.ui.sheetkit.measured")
    return nullcontext() if measured is None else measured.measured_once()


class PageScroll(QScrollArea):
    """A family page in a frameless scroll area: as large as the window's inside and never
    smaller than the page's least size; then the page scrolls. It takes no keys and no focus of
    its own (the page's keys stay the page's): what the keyboard moves to is scrolled into
    sight."""

    def __init__(self, page: QWidget) -> None:
        super().__init__()
        self.setObjectName("page_scroll")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # a page that fits itself (its sheets scaled) is given the viewport's size, down to its
        # least size: Qt's resizable widget would take the height its words ask at that width
        # (a table's, a sheet as large as its scene), scrolling what would fit
        self._fits = bool(page.property(FITS_ITSELF))
        self._fitting = False
        self._giving_back = False  # (`give_back`: the keyboard's widget not scrolled to)
        self._least_seen = QSize()
        self._area = QSize()  # the area's size the page was last fitted in (`resizeEvent`)
        # The page is held two ways, each against fits that undo each other: within one turn
        # of the event loop (`_burst`: `_in_burst`, `_burst_ended`) and from one turn to the
        # next (`_floor`: `_fit_page`, `_release`).
        # The layout requests it fitted the page to since the event loop last turned; more
        # than `BURST`: one came after `BURST` of them, not fitted to. The burst ends at a
        # timer's event, which only the event loop's own turn delivers: a call queued to end
        # it was a posted event, and a layout that sends the posted layout requests from inside
        # one (`QCoreApplication.sendPostedEvents`) had it delivered within the same turn, the
        # count started again and the fits went on without end
        self._burst = 0
        # the width a page that asked, narrowed, to be as wide as it was is kept no narrower
        # than, until the area is resized or a part comes into the page or leaves it
        self._floor = QSize(0, 0)
        # the page's least width where it was held at `_floor`, measured once it was: a least
        # width less than that later is its content asking less (a turn's long words gone),
        # not the fits that undo each other, which ask the same at the same width
        self._floor_least = 0
        # a burst's end made the page shorter since the area was resized or its content changed
        self._shrunk = False
        self._burst_end = QTimer(self)
        self._burst_end.setSingleShot(True)
        self._burst_end.setInterval(0)
        self._burst_end.timeout.connect(self._burst_ended)
        self.setWidgetResizable(not self._fits)
        self.setWidget(page)
        # (what its bottom edge cuts, where more lies below, reads as going on: scroll_fade)
        self.fade = ScrollFade(self)
        if self._fits:  # (its least size follows its words and its sheets' shapes)
            page.installEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focused)

    def _focused(self, _old: QWidget | None, new: QWidget | None) -> None:
        page = self.widget()
        if new is None or page is None or self._giving_back or not page.isAncestorOf(new):
            return
        place = QRect(new.mapTo(page, QPoint()), new.size())
        seen = QRect(-page.x(), -page.y(), self.viewport().width(), self.viewport().height())
        if place.height() <= seen.height() and place.width() <= seen.width():
            self.ensureWidgetVisible(new, 0, 0)
            return
        # (a part larger than the viewport, the page itself or a sheet taller than the window's
        # inside: Qt's own scroll centres it, the page's title cut at the top edge. Left where
        # it is while some of it shows, else scrolled to its top)
        if place.bottom() < seen.top() or place.top() > seen.bottom():
            self.verticalScrollBar().setValue(place.top())
        if place.right() < seen.left() or place.left() > seen.right():
            self.horizontalScrollBar().setValue(place.left())

    def give_back(self, focused: QWidget) -> None:
        """The keyboard given back to `focused`, as the page had it before it was moved into the
        area: the page shown from its top as it was, not scrolled to `focused` (the page moved
        in as the status line took a second line, its title and buttons cut at the top)."""
        self._giving_back = True
        try:
            focused.setFocus(Qt.FocusReason.OtherFocusReason)
        finally:
            self._giving_back = False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        event.ignore()  # (to the window, as without the area)

    def resizeEvent(self, event: QResizeEvent) -> None:
        # (sent for the viewport's resizes too, a scroll bar come or gone: the whole width is
        # tried again only for the area's own)
        whole_width = self.size() != self._area
        self._area = self.size()
        if whole_width:
            self._release()
        # (the viewport's own resize follows the page's last fit, a bar it brought or took
        # away: part of the burst, as the page's layout requests are)
        if whole_width or self._in_burst():
            self._fit_page(whole_width=whole_width)
        super().resizeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        page = self.widget()
        if watched is page and event.type() in _CONTENT_CHANGED:
            self._release()  # (another table in it: its own least size is what counts)
        if (
            page is not None
            and watched is page
            and event.type() == QEvent.Type.LayoutRequest
            and self._in_burst()
        ):
            # (shorter only where its least size is less: another game's table in it)
            least = page.minimumSizeHint()
            self._release_if_less(least.width())
            seen = self._least_seen
            self._fit_page(shrink=least.height() < seen.height() or least.width() < seen.width())
        return super().eventFilter(watched, event)

    def _in_burst(self) -> bool:
        """Whether the page is fitted at this request: no more than `BURST` times before the
        event loop turns (then `_burst_ended`)."""
        if self._burst >= BURST:
            self._burst = BURST + 1  # (one not fitted to: `_burst_ended` fits once more)
            return False
        self._burst += 1
        if self._burst == 1:
            self._burst_end.start()
        return True

    def _burst_ended(self) -> None:
        """The page fitted once more after a burst of layout requests it stopped fitting to
        (`BURST`), no narrower than it is: a page whose least size at one size of it asks for
        another, and at that one for the first (a card table's board laid out wide at the one,
        usual at the other, its header's words on more lines), was fitted to each in turn,
        each fit resizing it and laying it out again, without the event loop ever turning.
        Shorter, as at any request (`eventFilter`), where its least size is now less than the
        burst's last fit saw: held no shorter, a page kept height its content had stopped
        asking for within the burst (a Giza table opened at 683x400 in Greek with Larger text,
        16 px more than one reached by a detour). Once only till the area is resized or a part
        comes or goes (`_release`): shrunk at every burst's end, a Giza table opened at 683x400
        in Greek with Larger text was fitted again turn after turn and never settled."""
        held, self._burst = self._burst > BURST, 0
        page = self.widget()
        if held and page is not None:
            least, seen = page.minimumSizeHint(), self._least_seen
            self._release_if_less(least.width())
            shrink = not self._shrunk and (
                least.height() < seen.height() or least.width() < seen.width()
            )
            self._shrunk = self._shrunk or shrink
            self._fit_page(shrink=shrink, grow_only=True)

    def _release(self) -> None:
        """The page no longer held at the width it asked for once narrowed (`_fit_page`): the
        room it is fitted in is another (the area resized), or what it holds is (a part come
        into it or gone), so its least width there is what counts again, and a burst's end
        may make it shorter once more (`_burst_ended`)."""
        self._floor = QSize(0, 0)
        self._floor_least = 0
        self._shrunk = False

    def _release_if_less(self, least: int) -> None:
        """The page no longer held at its floor where its least width is now less than it was
        when it was first held there (`_floor_least`): what made it ask for the width is gone
        (a Giza table held 726 px wide by a turn's fits in a window 683 px wide kept that width,
        scrolling sideways, for the rest of the game while its turns needed 601). Fitted again,
        a page that still asks for the width once narrowed is held at it again."""
        if self._floor.width() and least < self._floor_least:
            self._release()

    def _fit_page(
        self, shrink: bool = True, grow_only: bool = False, whole_width: bool = False
    ) -> None:
        """The page as large as the viewport, never smaller than its least size; and taller by
        what a part of it is laid out short of its own least height (a table under a heading
        whose words wrap on more lines at this width than its least size counts). A change
        inside the page that leaves its least size no less only grows it (`shrink` False):
        made shorter, then taller again, on every word changed, it laid its table out twice a
        click. A scroll bar the page's new size brings or takes away narrows or widens the
        viewport (the area's own size unchanged): the page is fitted again to the viewport
        left, never wider than it was when a bar came (a page that needs the up-and-down bar
        at the whole width but not at the width the bar leaves is kept that much narrower,
        rather than be left as wide as the room with the bar beside it, scrolling sideways
        by the bar's width, or the bar coming and going). The area resized (`whole_width`),
        the page is fitted first to its whole width as if no bar showed, and then to the
        narrower viewport only if it needs the bar there: a bar the page's size before asked
        for is no part of how it is laid out at the new size."""
        page = self.widget()
        if not self._fits or page is None or self._fitting:
            return
        kept = QSize(-1, -1) if shrink else page.size()
        # (`grow_only`: no narrower, nor shorter unless it may `shrink`, so that a page whose
        # fits undo each other settles: `_burst_ended`)
        was = page.size()
        floor = QSize(was.width(), 0 if shrink else was.height()) if grow_only else QSize(0, 0)
        floor = floor.expandedTo(self._floor)
        # (the page's resize lays its table out again, which asks for this once more)
        self._fitting = True
        seen = self._focus_seen()
        try:
            # (its texts measured once at all the widths tried)
            with measured_once():
                self._fit_sized(page, kept, floor, whole_width)
                # Narrowed, the page asks for as much width as it had, or more (its least size at
                # one width asks for another, and there for the first): it would be widened again
                # at the next turn of the event loop, narrowed at the one after, and so on without
                # end. It is kept that wide until the area is resized, its content replaced, or it
                # asks less width than it did once kept (`_release_if_less`).
                if page.width() < was.width():
                    if (layout := page.layout()) is not None:
                        layout.activate()
                    asked = page.minimumSizeHint().width()
                    if asked >= was.width():
                        self._floor = QSize(asked, 0)
                        self._fit_sized(page, kept, floor.expandedTo(self._floor), whole_width)
                        self._floor_least = page.minimumSizeHint().width()
            if seen is not None and self._focus_seen() is None:
                self.ensureWidgetVisible(seen, 0, 0)
        finally:
            self._fitting = False

    def _focus_seen(self) -> QWidget | None:
        """The page's part that has the keyboard, where the viewport shows it whole: kept in
        sight by a fit that moves it (a Giza table on the page another game's table had left
        gave its first number button the keys before it was fitted, the page scrolled to it;
        fitted, the button lay lower, under the window's edge)."""
        page, focused = self.widget(), QApplication.focusWidget()
        if page is None or focused is None or not page.isAncestorOf(focused):
            return None
        place = QRect(focused.mapTo(page, QPoint()), focused.size())
        seen = QRect(-page.x(), -page.y(), self.viewport().width(), self.viewport().height())
        return focused if seen.contains(place) else None

    def _fit_sized(self, page: QWidget, kept: QSize, floor: QSize, whole_width: bool) -> None:
        """`_fit_page`'s fit, no smaller than `floor`."""
        bar = self.verticalScrollBar()
        if not whole_width or not bar.isVisibleTo(self):
            self._fit_within(page, kept, floor, QWIDGETSIZE_MAX)
            return
        # (the area resized: the page tried first at its whole width, the up-and-down bar
        # its size before asked for switched off; fitted to the viewport that bar still
        # narrowed, a card table with Larger text grown from 819x600 to 900x600 was laid
        # out at 886 px, its words on more lines, and kept the bar and that arrangement)
        policy = self.verticalScrollBarPolicy()
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        try:
            self._fit_within(page, kept, floor, QWIDGETSIZE_MAX, least_again=True)
        finally:
            self.setVerticalScrollBarPolicy(policy)
        # (the narrower width only where the page still needs the bar at the whole width;
        # its least size measured again there: laid out at the whole width, a table page's
        # edges widened, and fitted to the least width they gave, a card table in a window
        # 801x480 kept it, 7 px wider than the viewport, once they narrowed again)
        if bar.isVisibleTo(self):
            self._fit_within(page, kept, floor, self.viewport().width(), least_again=True)

    def _fit_within(
        self, page: QWidget, kept: QSize, floor: QSize, widest: int, least_again: bool = False
    ) -> None:
        """`_fit_page`'s fit: the page tried at the viewport's size, no wider than `widest`
        (the viewport's width when a scroll bar came), as the bars it brings or takes away
        change that size; `least_again`: tried again while its least size laid out at the size
        tried is another (its words wrapped at another width than the one it had)."""
        least = self._least_seen = page.minimumSizeHint()
        # the height the page was found to need at the width tried (`_short_of`): the height it
        # was tried at and what it lacked there, not that lack alone, added to the viewport's
        # height (a horizontal bar gone with the width tried, the viewport is taller by it: the
        # lack measured under the bar was added to the whole height, and a table shrunk from
        # 1024x600 to 819x600 kept 5 px more than one opened there)
        need = 0
        for attempt in range(6):
            if attempt:
                # (a part laid out at the size tried may ask less width than it did: a
                # replay's table at its new height leaves the up-and-down bar room)
                least = self._least_seen = page.minimumSizeHint()
            port = self.viewport().size()
            size = QSize(min(port.width(), widest), port.height()).expandedTo(least)
            size = size.expandedTo(floor)
            if size.width() == kept.width():
                size.setHeight(max(size.height(), kept.height()))
            if size.width() != page.width():
                need = 0  # (measured at another width)
            size.setHeight(max(size.height(), need))
            if size != page.size():
                page.resize(size)
                if (layout := page.layout()) is not None:
                    layout.activate()
            short = _short_of(page)
            if short > 0 and page.layout() is not None:
                short = _short_once_known(page)
            after = self.viewport().width()
            if after < port.width():
                widest = after  # (a scroll bar came)
            if short > 0:
                need = page.height() + short
            elif after == port.width() and (not least_again or page.minimumSizeHint() == least):
                break


def _short_once_known(page: QWidget) -> int:
    """`_short_of(page)` once the page's layout knows its parts' least sizes as they are now.
    A part whose least height grew in the very layout that found it short (a label wrapped on
    more lines at the width that layout gave it) tells its parent's layout at the next turn of
    the event loop: measured before that, it was short by what the page's layout would have
    given it anyway, and the page kept that much more height than one opened at the same size
    (Greek with Larger text, 819x480 to 819x600: 25 px, and a scroll bar)."""
    for part in page.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
        if not part.isWindow() and part.isVisible():
            part.updateGeometry()
    layout = page.layout()
    if layout is not None:
        layout.activate()
    return _short_of(page)


def _short_of(page: QWidget, deep: bool = True) -> int:
    """How much height `page` lacks as laid out: a part of it given less than its least height
    (its words wrapped on more lines than the page's least size counted), or reaching below the
    part it lies in (`deep`: any part, else the page's own), a scroll area's contents aside."""
    short = 0
    # the page's own parts as (top, bottom, left, right), each edge's pixel row or column just
    # past it (its geometry asked once, the pairs compared in Python: the page is measured after
    # every click, and each question of a QRect is a call into Qt)
    shown: list[tuple[int, int, int, int]] = []
    options = Qt.FindChildOption.FindChildrenRecursively
    if not deep:
        options = Qt.FindChildOption.FindDirectChildrenOnly
    # (each parent's height, None for a scroll area's viewport: its contents scroll)
    rooms: dict[QWidget, int | None] = {}
    for part in page.findChildren(QWidget, options=options):
        if part.isWindow() or not part.isVisible():
            continue
        parent = page if not deep else part.parentWidget()
        if parent is None:
            continue
        if parent not in rooms:
            scrolls = isinstance(parent.parentWidget(), QAbstractScrollArea)
            rooms[parent] = None if scrolls else parent.height()
        room = rooms[parent]
        if room is None:
            continue
        place = part.geometry()
        left, top, width, height = place.x(), place.y(), place.width(), place.height()
        if parent is page:
            short = max(short, part.minimumSizeHint().height() - height)
            if width > 0 and height > 0:  # (an empty part overlaps nothing)
                shown.append((top, top + height, left, left + width))
        short = max(short, top + height - room)
    # (a part given the height its words take at its width, more than the page's least size
    # counts, and the next laid over it: the turn's words on two lines over a table)
    shown.sort()
    for index, (top, bottom, left, right) in enumerate(shown):
        for lower, _end, start, end in shown[index + 1 :]:
            if lower >= bottom:
                break  # (this one and the rest lie wholly below it)
            if top < lower and start < right and left < end:
                short = max(short, bottom - lower)
    return short


class PageStack(QStackedWidget):
    """The window's pages, one shown at a time; its size hint is the shown page's. A family
    page the window is too small for is held in a `PageScroll` (`_fit`; a page that fits itself
    before it is shown: `setCurrentWidget`); the stack answers with the page itself
    (`currentWidget`, `widget`, `setCurrentWidget`), and with the scroll area's least size (any
    size, a page not in one yet: it would be put in one).

    Qt's stack asks every page it holds for its size hint, its least size and its height for a
    width, directly (past the layouts' caches), whenever it is asked for its own: and it is asked
    on every change of a word on the shown page (a layout done tells its widget's parent, up to
    the window). The hidden pages' answers were computed for nothing (their word-wrapped labels
    wrapped again at the stack's width and then at their own, click after click): only the shown
    page is laid out, at the stack's size, which the window gives it whatever the hints say (its
    least size is set: `MINIMUM_SIZE`), and a page shown later is laid out then."""

    def __init__(self) -> None:
        super().__init__()
        self._fit_due = False
        # (another page shown: the window asks for the hints again; it may need scrolling)
        self.currentChanged.connect(lambda _index: self.updateGeometry())
        self.currentChanged.connect(lambda _index: self._fit())

    def add_page(self, page: QWidget) -> None:
        self.addWidget(page)  # (in a scroll area once the window is too small for it: `_fit`)

    def _fit(self) -> None:
        """The family page shown goes into a scroll area of its own the first time the stack is
        smaller than its least size (then it scrolls; a scroll area made at start-up for every
        page would cost the first paint its making)."""
        page = super().currentWidget()
        if page is None or isinstance(page, PageScroll):
            return
        least = page.minimumSizeHint()
        layout = page.layout()
        if not page.property(FITS_ITSELF) and layout is not None and layout.hasHeightForWidth():
            # (its words wrapped at the stack's width take more lines than its least size
            # counts: a list page's note of trouble under its filters at 683 px)
            least.setHeight(max(least.height(), layout.totalMinimumHeightForWidth(self.width())))
        fits = least.width() <= self.width() and least.height() <= self.height()
        # (a page that fits itself may lack height all the same: its words wrapped on more lines
        # than its least size counts, a replay's heading over its table)
        if fits and (not page.property(FITS_ITSELF) or _short_of(page, deep=False) <= 0):
            return
        # (moved into the scroll area, the page's widgets lose the keyboard: the one that had it
        # gets it back, as the player left it)
        focused = QApplication.focusWidget()
        kept = focused if focused is not None and page.isAncestorOf(focused) else None
        index = self._hold(page)
        self.setCurrentIndex(index)
        held = super().widget(index)
        if kept is not None and isinstance(held, PageScroll):
            held.give_back(kept)

    def _hold(self, page: QWidget) -> int:
        """`page` put into a scroll area of its own, in its place in the stack (returned)."""
        index = self.indexOf(page)
        self.removeWidget(page)
        self.insertWidget(index, PageScroll(page))
        return index

    def resizeEvent(self, event: QResizeEvent) -> None:
        # (texts measured once in all a resize fits: the turn line, the instruction line)
        with measured_once():
            super().resizeEvent(event)
            self._fit()

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        # (a page's least size grew once shown: a replay's table made for the game opened).
        # Asked once the events in hand are done, not at each of a click's layout requests:
        # measuring the page's least size and its parts is work the click's repaint need not
        # wait for, and one answer serves them all
        if event.type() == QEvent.Type.LayoutRequest and not self._fit_due:
            self._fit_due = True
            QTimer.singleShot(0, self, self._fit_when_due)
        return handled

    def _fit_when_due(self) -> None:
        self._fit_due = False
        self._fit()

    @staticmethod
    def _page(held: QWidget | None) -> Any:
        return held.widget() if isinstance(held, PageScroll) else held

    def currentWidget(self) -> Any:
        return self._page(super().currentWidget())

    def widget(self, index: int) -> Any:
        return self._page(super().widget(index))

    def setCurrentWidget(self, page: QWidget) -> None:
        viewport = page.parentWidget()
        holder = viewport.parentWidget() if viewport is not None else None
        held = holder if isinstance(holder, PageScroll) and holder.widget() is page else page
        shown = super().currentWidget()
        fits_itself = bool(page.property(FITS_ITSELF)) and self.indexOf(page) >= 0
        if held is page and page is not shown and fits_itself:
            least = page.minimumSizeHint()
            if least.width() > self.width() or least.height() > self.height():
                # (a page that fits itself scrolls below its least size: it goes into its scroll
                # area before it is shown, not after. Shown, it lays out the window's layout at
                # once, from its least size: a window whose least size is its pages' grew to it
                # before the stack could hold the page, a card game's table with Larger text at
                # 819x480 to 819x532, and was not made smaller again)
                scroll = super().widget(self._hold(page))
                held = scroll if scroll is not None else page
        super().setCurrentWidget(held)

    def sizeHint(self) -> QSize:
        page = self.currentWidget()
        if page is None:
            return super().sizeHint()
        layout = page.layout()
        if layout is None:
            return page.sizeHint()
        # (the page's layout's own hint, without the height for that hint's width a widget's
        # hint adds: asked, it would wrap the page's words at a second width, and a box layout
        # keeps one width's answer, the page's own)
        return layout.sizeHint().grownBy(page.contentsMargins())

    def minimumSizeHint(self) -> QSize:
        held = super().currentWidget()  # (a family page's scroll area: it scrolls instead)
        if held is None or isinstance(held, PageScroll):
            return super().minimumSizeHint() if held is None else held.minimumSizeHint()
        # A page not held in a scroll area yet is held in one the moment the stack is smaller
        # than it (`_fit`): it is shown at any size, and its least size is not the window's.
        # Answered, the window's layout grew a window whose least size was not set to the page's
        # and past the screen (Statistics with Larger text, a window at 819x480 to 819x503)
        return QSize(0, 0)


def _start(window: Any) -> QWidget:
    from .start_page import StartPage

    page = StartPage()
    page.continue_requested.connect(window.continue_last)
    page.new_requested.connect(window.new_game)
    page.game_requested.connect(lambda game: window.new_game(game=game))
    page.saved_requested.connect(window.show_saved_games)
    page.rules_requested.connect(window.show_rules)
    page.learn_requested.connect(window.show_learn)
    page.settings_requested.connect(window.open_settings)
    page.quit_requested.connect(window.close)
    page.players_requested.connect(window.show_players)
    page.history_requested.connect(window.show_history)
    page.statistics_requested.connect(window.show_statistics)
    return page


def _table(window: Any) -> QWidget:
    from .table_page import TablePage

    page = TablePage()
    page.setProperty(FITS_ITSELF, True)
    page.undo_requested.connect(window.undo)
    page.redo_requested.connect(window.redo)
    page.restart_requested.connect(window.restart_turn)
    page.leave_requested.connect(window.show_start)
    page.scores_requested.connect(lambda: window.show_page("scores"))
    page.hint_requested.connect(window.hint)
    return page


def _handover(window: Any) -> QWidget:
    from .handover_page import HandoverPage

    page = HandoverPage()
    page.confirmed.connect(window.confirm_handover)
    return page


def _scores(window: Any) -> QWidget:
    from .scores_page import ScoresPage

    page = ScoresPage()
    page.new_game_requested.connect(window.new_game)
    page.back_requested.connect(window.show_start)
    page.show_table_requested.connect(lambda: window.stack.setCurrentWidget(window.page("table")))
    return page


def _remembered(window: Any, page: Any) -> Any:
    """A list page's order as the family left it last time, and remembered when changed."""
    from .settings import ListOrder

    sort = page.sort
    sort.restore(window.settings.list_sorts.get(sort.name))

    def remember() -> None:
        order = ListOrder(column=sort.column, descending=sort.descending)
        window.update_settings(list_sorts={**window.settings.list_sorts, sort.name: order})

    sort.changed.connect(remember)
    return page


def _saved(window: Any) -> QWidget:
    from .saved_games_page import SavedGamesPage

    page = _remembered(window, SavedGamesPage())
    page.open_requested.connect(lambda s: window.open_path(s.path, external=False))
    page.delete_requested.connect(window.delete_save)
    page.back_requested.connect(window.show_start)
    page.bad_saves.connect(window.report_bad_saves)
    return page


def _family_page(window: Any, page: Any) -> Any:
    """A page of the family's players and games: back to the start, its troubles with the
    players' list said in the status bar (once for a notice)."""
    page.back_requested.connect(window.show_start)
    page.problem.connect(window.tell_players_problem)
    page.notice.connect(window.tell_once)
    return page


def _players(window: Any) -> QWidget:
    from .players_page import PlayersPage

    return _family_page(window, _remembered(window, PlayersPage()))


def _history(window: Any) -> QWidget:
    from .history_page import HistoryPage

    page = _family_page(window, _remembered(window, HistoryPage()))
    page.statistics_requested.connect(window.show_statistics)
    page.open_requested.connect(window.show_replay)
    page.print_requested.connect(window.print_finished)
    return page


def _statistics(window: Any) -> QWidget:
    from .statistics_page import StatisticsPage

    return _family_page(window, _remembered(window, StatisticsPage()))


def _replay(window: Any) -> QWidget:
    from .replay_page import ReplayPage

    page = ReplayPage()
    page.setProperty(FITS_ITSELF, True)  # (its sheets scaled, as the table's)
    page.back_requested.connect(lambda: window.show_page("history"))
    page.print_requested.connect(window.show_print)
    return page


def _rules(window: Any) -> QWidget:
    from .rules_page import RulesPage

    page = RulesPage()
    page.back_requested.connect(window.back_from_rules)
    page.learn_requested.connect(window.start_lesson)
    return page


def _learn(window: Any) -> QWidget:
    from .learn_page import LearnPage

    page = LearnPage()
    page.back_requested.connect(window.show_start)
    page.lesson_requested.connect(window.start_lesson)
    return page


PAGES: dict[str, Callable[[Any], QWidget]] = {
    "start": _start,
    "table": _table,
    "handover": _handover,
    "scores": _scores,
    "saved": _saved,
    "players": _players,
    "history": _history,
    "statistics": _statistics,
    "replay": _replay,
    "rules": _rules,
    "learn": _learn,
}
