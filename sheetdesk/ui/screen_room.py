"""The room a window has on its screen: the available area of its screen (without task bars,
panels and docks) less the window's frame, the title bar and edges a window manager draws round
its inside. The dialogs and the main window are fitted to it here, so that none reaches beyond
the screen with its title bar.

The frame is what the platform reports (`frameGeometry` against `geometry`) once the window is
on the screen (exposed), and at least room for a title bar above it (`TITLE_BAR`): before the
window is framed (a window manager frames it only afterwards) nothing is reported, and a window
fitted again after it (Larger text turned on) does not grow into a thinner title bar's room. A
frame larger than the room kept is seen as soon as the window is framed, and the window is
fitted again then (`keep_on_screen`): moved onto the screen, and shrunk where the screen is too
low for it. Qt's offscreen platform, the tests', reports 2 px each side.

A dialog's parts above its buttons lie in a `ScrollingBody`: as big as they ask where the screen
has room for them, and scrolled within the dialog where it has not (683×400, a netbook's
1024×600 at 150 %): `fit` lets it scroll where the dialog's least height is more than its
room, so the buttons stay on the screen. Qt's own Page setup and a printer's Properties are given
one as they are polished (`scroll_qts_body`), before Qt first shows them."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QEvent, QMargins, QMetaObject, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QFrame,
    QScrollArea,
    QStyle,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import getCppPointer

from .items_layout import layout_items
from .keys_handed_back import hand_back_keys
from .scroll_fade import ScrollFade

TITLE_BAR = 32
"""[design] Room kept above a window's inside for the title bar while the window manager has not
framed it yet (about 30 px on Windows, GNOME and KDE), so that it can still be dragged."""

_CHECKED = (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Paint, QEvent.Type.UpdateRequest)


def reported_frame(window: QWidget) -> QMargins:
    """The frame round `window`'s inside as the platform reports it now (nothing, on X11, for a
    window the window manager has not framed yet)."""
    outer, inner = window.frameGeometry(), window.geometry()
    return QMargins(
        inner.left() - outer.left(),
        inner.top() - outer.top(),
        outer.right() - inner.right(),
        outer.bottom() - inner.bottom(),
    )


def framed(window: QWidget) -> bool:
    """Whether `window` is on the screen (exposed): its frame reported is the real one."""
    handle = window.windowHandle()
    return window.isVisible() and handle is not None and handle.isExposed()


def frame_of(window: QWidget) -> QMargins:
    """The frame to keep room for round `window`'s inside: the one reported, and at least a
    title bar's allowance above it, framed or not (fitted again once framed, as when Larger
    text is turned on, a dialog keeps the size it was shown at under a thinner title bar: it
    does not jump, and a platform that reports no title bar, as the offscreen one, is fitted
    as a window manager's screen would be)."""
    frame = reported_frame(window)
    frame.setTop(max(frame.top(), TITLE_BAR))
    return frame


def screen_area(window: QWidget) -> QRect:
    """The available area of the screen `window` is on (a dialog: its parent window's)."""
    parent = window.parentWidget()
    owner = parent.window() if parent is not None else window
    screen = owner.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def room_for(window: QWidget) -> QRect:
    """Where `window`'s inside may lie: its screen's available area less its frame."""
    return screen_area(window).marginsRemoved(frame_of(window))


def move_within(window: QWidget) -> None:
    """`window` moved (no more than needed) so that it lies on its screen with its frame."""
    room = room_for(window)
    inside = window.geometry()
    x = max(room.left(), min(inside.x(), room.right() + 1 - inside.width()))
    y = max(room.top(), min(inside.y(), room.bottom() + 1 - inside.height()))
    if (x, y) != (inside.x(), inside.y()):
        # (`move` places the frame Qt knows of: moved by as much as the inside must go)
        window.move(window.pos() + QPoint(x - inside.x(), y - inside.y()))


def fit(window: QWidget) -> None:
    """`window` (a dialog) no larger than the room it has, nor can it be made larger, and on
    the screen with its frame; its `ScrollingBody`, if any, scrolled where its parts do not fit
    that room even at their least."""
    room = room_for(window).size()
    body = window.findChild(ScrollingBody)
    if body is not None:
        _fit_body(window, body, room)
        return
    window.setMaximumSize(room)
    size = window.size().boundedTo(room).expandedTo(window.minimumSize())
    if size != window.size():
        window.resize(size)
    move_within(window)


def _fit_body(window: QWidget, body: ScrollingBody, room: QSize) -> None:
    """`window` with `body` as big as its parts ask (their words' height at its width, not
    the two thirds of the screen Qt shows a window at, at the most), within `room`: as wide as
    the room where that, not their own width, leaves its words room enough; the body
    scrolled where even their least is taller than the room."""
    layout = window.layout()
    if layout is None:  # (nothing laid out to fit)
        return
    body.scrolls = False
    layout.activate()
    # (as Qt made it to be shown, at least its hint: Qt caps a window at two thirds of the
    # screen)
    size = window.size().expandedTo(window.sizeHint()).boundedTo(room)
    if layout.hasHeightForWidth():
        size.setHeight(layout.totalHeightForWidth(size.width()))
        wide = QSize(room.width(), layout.totalHeightForWidth(room.width()))
        if size.height() > room.height() >= wide.height():
            size = wide  # (its words wrapped on fewer lines: all of them in sight)
    least = layout.totalMinimumSize()
    if layout.hasHeightForWidth():
        least.setHeight(layout.totalMinimumHeightForWidth(size.width()))
    body.scrolls = least.height() > room.height()
    layout.activate()
    if body.scrolls:
        # (its scroll bar beside its parts, not in their room: squeezed, they scrolled sideways)
        size.setWidth(max(size.width(), window.sizeHint().width()))
    window.setMaximumSize(room)
    size = size.boundedTo(room).expandedTo(window.minimumSize())
    if size != window.size():
        window.resize(size)
    move_within(window)


def within_screen(window: QWidget) -> bool:
    """Whether `window`, with the frame it has now, lies within its screen's available area."""
    return screen_area(window).contains(window.geometry().marginsAdded(reported_frame(window)))


class _Framing(QObject):
    """Does `shown` each time its window is shown (placed, not yet on the screen), and
    `framed_now` as soon as the window is framed after that (the window manager's frame
    reported)."""

    def __init__(
        self,
        window: QWidget,
        shown: Callable[[], None] | None,
        framed_now: Callable[[], None],
        *,
        once: bool = False,
    ) -> None:
        super().__init__(window)
        self._shown = shown
        self._framed_now = framed_now
        self._once = once  # (then it watches no more events once it has done it)
        self._seen = False  # framed since the window was shown
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Show:
            self._seen = False
        elif kind == QEvent.Type.ShowToParent and self._shown is not None:
            # (after its show event, in which a dialog is placed over its parent: fitted
            # there, a dialog would be moved and no longer placed; not yet on the screen)
            self._shown()
        elif (
            kind in _CHECKED
            and not self._seen
            and isinstance(watched, QWidget)
            and framed(watched)  # (on X11: moved as the window manager frames it, or painted)
        ):
            self._seen = True
            if self._once:
                watched.removeEventFilter(self)
            self._framed_now()
        return False


def keep_on_screen(window: QWidget, fitting: Callable[[], None] | None = None) -> None:
    """Fit `window` to the room it has each time it is shown, and again once its window manager
    has framed it if that frame reaches beyond the screen; `fitting`: how (default `fit`). The
    keyboard goes back to the window under it as it closes (`hand_back_keys`)."""
    fitted = fitting or (lambda: fit(window))
    hand_back_keys(window)  # (as it closes: a dialog, over the window it was opened over)

    def framed_now() -> None:
        if not within_screen(window):
            fitted()

    _Framing(window, fitted, framed_now)


def when_framed(window: QWidget, work: Callable[[], None]) -> None:
    """Do `work` once `window`, shown, has been framed by its window manager (the main window:
    shown once; the events of its every repaint are not watched after that)."""
    _Framing(window, None, work, once=True)


def _let_go(link: QMetaObject.Connection, *_destroyed: QObject) -> None:
    QObject.disconnect(link)


# Qt's own dialogs given a scrolling body, by their C++ object's address, each until Qt destroys
# it: nothing of Python's holds such a dialog else, and the parts of ours it holds (its body,
# what keeps it on the screen), held by Python through it alone, would be collected with it as
# a cycle while Qt still shows them (their Python halves gone: their overrides and slots too)
_QTS_DIALOGS: dict[int, QWidget] = {}


def _forget_dialog(address: int, *_destroyed: QObject) -> None:
    _QTS_DIALOGS.pop(address, None)


def scroll_qts_body(dialog: QWidget) -> None:
    """A dialog Qt makes itself (its print dialogs' Page setup, Print, a printer's Properties)
    fitted to the screen as ours are (`keep_on_screen`): the parts above its buttons, the items
    of its layout before the last, each a widget, moved into a `ScrollingBody` in their place.
    Done before it is first shown (polished), so it is shown at the size its body asks. A
    dialog laid out otherwise is left as Qt made it."""
    layout = dialog.layout()
    if not isinstance(layout, QVBoxLayout):
        return
    items = layout_items(layout)
    parts = [part for item in items[:-1] if (part := item.widget()) is not None]
    if (
        not parts
        or not isinstance(items[-1].widget(), QDialogButtonBox)
        or len(parts) < len(items) - 1  # (an item that is not a widget)
        or any(isinstance(part, ScrollingBody) for part in parts)
    ):
        return
    body = ScrollingBody(dialog)
    inside = QVBoxLayout(body.parts)
    inside.setContentsMargins(0, 0, 0, 0)
    inside.setSpacing(layout.spacing())
    stretches = [layout.stretch(index) for index in range(len(parts))]
    for part, stretch in zip(parts, stretches, strict=True):
        layout.removeWidget(part)
        inside.addWidget(part, stretch)
    layout.insertWidget(0, body, 1)
    keep_qts_on_screen(dialog)


def keep_qts_on_screen(dialog: QWidget) -> None:
    """A dialog Qt makes itself fitted to the screen as ours are (`keep_on_screen`), held by
    Python until Qt destroys it (with its scrolling body, if `scroll_qts_body` gave it one;
    the file chooser Print opens is fitted as it is, its least height low enough)."""
    keep_on_screen(dialog)
    address = getCppPointer(dialog)[0]
    _QTS_DIALOGS[address] = dialog
    dialog.destroyed.connect(partial(_forget_dialog, address))


class ScrollingBody(QScrollArea):
    """A dialog's parts above its buttons, on `widget()` (its layout the dialog's): frameless and
    unseen while they fit, as big as they ask (their size hint, their height for a width);
    once `scrolls`, no taller at the least than a few lines (nor wider than a few dozen), the
    rest scrolled into view, its bottom edge fading where more lies below (`ScrollFade`). What
    the keyboard moves to inside is scrolled into sight; where nothing inside takes the
    keyboard, the body itself does (its arrow keys scroll it) while it scrolls."""

    LEAST_LINES = 3  # (its least height once it scrolls, in lines of its font)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("scrolling_body")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        parts = self.parts = QWidget(self)  # (what it scrolls)
        parts.setObjectName("dialog_parts")
        self.setWidget(parts)
        self.viewport().setAutoFillBackground(False)
        parts.setAutoFillBackground(False)  # (the dialog's ground shows through)
        parts.installEventFilter(self)  # (its layout's changes are the body's size's)
        self._scrolls = False
        # (a line its bottom edge cuts, where more lies below, reads as going on)
        ScrollFade(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            link = app.focusChanged.connect(self._focused)
            # (let go of the app's signal as the body goes, before its parts go: Qt destroys
            # a dialog of its own (Page setup) itself, the part with the keyboard among them)
            self.destroyed.connect(partial(_let_go, link))

    @property
    def scrolls(self) -> bool:
        return self._scrolls

    @scrolls.setter
    def scrolls(self, scrolls: bool) -> None:
        if scrolls == self._scrolls:
            return
        self._scrolls = scrolls
        policy = (
            Qt.ScrollBarPolicy.ScrollBarAsNeeded
            if scrolls
            else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        )
        self.setVerticalScrollBarPolicy(policy)
        self.setHorizontalScrollBarPolicy(policy)
        takes_keys = scrolls and not any(
            child.focusPolicy() & Qt.FocusPolicy.TabFocus
            for child in self.parts.findChildren(QWidget)
        )
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if takes_keys else Qt.FocusPolicy.NoFocus)
        self.updateGeometry()
        self._place_parts()

    def _focused(self, _old: QWidget | None, new: QWidget | None) -> None:
        if self._scrolls and new is not None and self.parts.isAncestorOf(new):
            # (the whole part: Qt's ensureWidgetVisible brings a field that takes typing, a
            # spin box, only as far as its text cursor into sight, its edge left cut)
            top_left = new.mapTo(self.parts, QPoint(0, 0))
            port = self.viewport()
            for bar, start, length, room in (
                (self.horizontalScrollBar(), top_left.x(), new.width(), port.width()),
                (self.verticalScrollBar(), top_left.y(), new.height(), port.height()),
            ):
                # (its end in sight, and its start, where it is longer than the room)
                bar.setValue(min(max(bar.value(), start + length - room), start))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parts and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
            self._place_parts()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_parts()

    def _place_parts(self) -> None:
        """The parts as big as the viewport (squeezed to it as in the dialog's own layout, its
        lists scrolling), and once they scroll, no lower than their least at its width (Qt's
        resizable widget would take their hint's height)."""
        parts = self.parts
        width, height = self.viewport().width(), self.viewport().height()
        layout = parts.layout()
        if self._scrolls and layout is not None:
            width = max(width, layout.totalMinimumSize().width())
            least = layout.totalMinimumSize().height()
            if layout.hasHeightForWidth():
                least = max(least, layout.totalMinimumHeightForWidth(width))
            height = max(height, least)
        if parts.size() != QSize(width, height):
            parts.resize(width, height)

    def _bar_width(self) -> int:
        if not self._scrolls:
            return 0
        return self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)

    def sizeHint(self) -> QSize:
        # (Qt's is bounded to 36×24 lines of its font)
        hint = self.parts.sizeHint()
        return QSize(hint.width() + self._bar_width(), hint.height())

    def minimumSizeHint(self) -> QSize:
        least = self.parts.minimumSizeHint()
        if self._scrolls:
            # (sideways too, where even their least is wider than the screen)
            lines = self.LEAST_LINES * self.fontMetrics().height()
            across = 4 * lines
            least = QSize(
                min(least.width(), across) + self._bar_width(), min(least.height(), lines)
            )
        return least

    def hasHeightForWidth(self) -> bool:
        return not self._scrolls and self.parts.hasHeightForWidth()

    def heightForWidth(self, width: int) -> int:
        return self.parts.heightForWidth(width)

    def least_height_for(self, width: int) -> int:
        """The least height the body asks at `width`: its parts' words wrapped at that width
        while they do not scroll (in a layout a widget's height for a width is its least
        too, the parts' hint then), a few lines once they do."""
        if self._scrolls:
            return self.minimumSizeHint().height()
        layout = self.parts.layout()
        if layout is None:
            return self.minimumSizeHint().height()
        least = layout.totalMinimumSize().height()
        return max(least, layout.totalMinimumHeightForWidth(width - self._bar_width()))
