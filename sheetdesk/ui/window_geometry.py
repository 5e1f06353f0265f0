"""Where the main window opens and what of its place is remembered.

The first time, the window is sized from the screen it opens on (the primary screen: a new window
belongs to it until shown), and maximised when that screen is small. Afterwards it opens where it
was left: the inside of its normal (not maximised) geometry and whether it was maximised, kept in
the settings. A remembered place is brought back onto a screen that exists now (a monitor may be
gone: then onto the primary screen) and shrunk to fit it.

Geometry is the window's inside (Qt's `geometry()`, without the frame): the frame is not known
before the window is shown, so room for a title bar is kept above it (screen_room.TITLE_BAR);
once the window is framed, a larger frame than that is seen and the window moved (and shrunk)
onto the screen with it (`onto_screen`, once framed: screen_room.when_framed).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from .screen_room import TITLE_BAR, reported_frame, when_framed
from .settings import WindowPlace

FIRST_FRACTION = 0.8
"""[design] A first window on a large screen takes this share of the screen's available width and
height, centred: room left for other windows, sheets still large."""

SMALL_SCREEN = (1400, 820)
"""[design] A first window on a screen whose available area is narrower or lower than this opens
maximised (1024×600 netbooks, 1366×768 laptops, 1920×1080 at 150 % = 1280×720): a fraction of such
a screen would leave the sheets needlessly small."""


def screen_areas() -> list[QRect]:
    """The available area (without task bars, panels and docks) of every screen, in logical
    pixels on the desktop; the primary screen first."""
    primary = QGuiApplication.primaryScreen()
    screens = QGuiApplication.screens()
    ordered = ([primary] if primary is not None else []) + [s for s in screens if s != primary]
    return [screen.availableGeometry() for screen in ordered]


def _inside(area: QRect) -> QRect:
    """Where a window's inside may lie in `area` (its title bar above it stays on the screen)."""
    return area.adjusted(0, min(TITLE_BAR, area.height() // 4), 0, 0)


def _fitted(width: int, height: int, room: QRect, minimum: QSize) -> tuple[int, int]:
    """A window size no larger than `room`, and at least `minimum` where the room allows it."""
    return (
        min(max(width, minimum.width()), room.width()),
        min(max(height, minimum.height()), room.height()),
    )


def first_place(area: QRect, minimum: QSize) -> WindowPlace:
    """The place of a first window, at least `minimum`, on a screen with this available area."""
    room = _inside(area)
    width, height = _fitted(
        round(room.width() * FIRST_FRACTION), round(room.height() * FIRST_FRACTION), room, minimum
    )
    small = area.width() < SMALL_SCREEN[0] or area.height() < SMALL_SCREEN[1]
    return WindowPlace(
        x=room.x() + (room.width() - width) // 2,
        y=room.y() + (room.height() - height) // 2,
        width=width,
        height=height,
        maximised=small,
    )


def _overlap(rect: QRect, area: QRect) -> int:
    common = rect.intersected(area)
    return common.width() * common.height() if common.isValid() else 0


def _into(rect: QRect, room: QRect, minimum: QSize) -> QRect:
    """`rect` moved into `room`, shrunk to it when larger (not below `minimum`)."""
    width, height = _fitted(rect.width(), rect.height(), room, minimum)
    x = min(max(rect.x(), room.left()), room.left() + room.width() - width)
    y = min(max(rect.y(), room.top()), room.top() + room.height() - height)
    return QRect(x, y, width, height)


def _most_on(rect: QRect, areas: list[QRect]) -> QRect:
    """The area `rect` overlaps most (none: the primary screen's, `areas[0]`)."""
    best = max(areas, key=lambda area: _overlap(rect, area))
    return best if _overlap(rect, best) > 0 else areas[0]


def clamped(place: WindowPlace, areas: list[QRect], minimum: QSize) -> WindowPlace:
    """`place` moved onto the screen it overlaps most (none: the primary screen, `areas[0]`),
    shrunk to that screen's available area when larger (not below `minimum`)."""
    rect = QRect(place.x, place.y, max(1, place.width), max(1, place.height))
    put = _into(rect, _inside(_most_on(rect, areas)), minimum)
    return WindowPlace(
        x=put.x(), y=put.y(), width=put.width(), height=put.height(), maximised=place.maximised
    )


def onto_screen(window: QWidget) -> None:
    """The (framed) window moved, and shrunk where it must, so that it lies with its frame on
    the screen it is most on: a title bar larger than the room kept for it (`TITLE_BAR`) would
    reach above the screen, the window's bottom below it. Maximised: the window manager's."""
    states = Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen
    if window.windowState() & states:
        return
    frame = reported_frame(window)
    rect = window.geometry()
    room = _most_on(rect.marginsAdded(frame), screen_areas()).marginsRemoved(frame)
    put = _into(rect, room, window.minimumSize())
    if put != rect:
        window.setGeometry(put)


def restore(window: QWidget, place: WindowPlace | None) -> None:
    """Give the (not yet shown) `window` its remembered place, or a first place from the screen."""
    areas = screen_areas()
    minimum = window.minimumSize()
    place = first_place(areas[0], minimum) if place is None else clamped(place, areas, minimum)
    window.setGeometry(place.x, place.y, place.width, place.height)
    if place.maximised:
        # (on a hidden window the state takes effect when it is shown; the geometry set above
        # stays its normal geometry, for when it is restored down)
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
    when_framed(window, lambda: onto_screen(window))


def place_of(window: QWidget) -> WindowPlace:
    """The window's place to remember: its normal geometry, and whether it is maximised."""
    rect = window.normalGeometry()
    if not rect.isValid():
        rect = window.geometry()
    return WindowPlace(
        x=rect.x(),
        y=rect.y(),
        width=rect.width(),
        height=rect.height(),
        maximised=window.isMaximized(),
    )
