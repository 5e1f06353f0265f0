"""The slots connected to the application's own signals (its focus, its look, its screens):
how many there are, whose are the ones a test left (`left_by`) and which of the app's own it
took back (`taken_back`); `check` fails a UI test for either (tests/ui/conftest.py).

Such a slot is the app's (the key policy learns from focusChanged which widget has the
keyboard), or a window's, going with it: Qt takes a QObject's slots back when it is deleted. A
function or a lambda connected to one has no QObject to go with and stays connected for the
rest of the process, called at each change of the focus (a window's lambda then reaches into
a deleted window). Counted by `QObject.receivers`, each signal's count may only fall during a
test (a table page's slots go with the page, as the layout audit's pages do, and those of
a window made before the test may), never grow; only where a count changed are the slots named,
from Qt's dump of the app's connections."""

from __future__ import annotations

import gc
import re
from collections import Counter

import pytest
from PySide6.QtCore import SIGNAL, QCoreApplication, QEvent, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

# the application-wide signals a window's or a test's slot would answer (aboutToQuit left out:
# the sound board, made once for the process at its first use, closes its device on it)
WATCHED = (
    "focusChanged(QWidget*,QWidget*)",
    "focusObjectChanged(QObject*)",
    "focusWindowChanged(QWindow*)",
    "applicationStateChanged(Qt::ApplicationState)",
    "fontChanged(QFont)",
    "paletteChanged(QPalette)",
    "layoutDirectionChanged(Qt::LayoutDirection)",
    "primaryScreenChanged(QScreen*)",
    "screenAdded(QScreen*)",
    "screenRemoved(QScreen*)",
    "lastWindowClosed()",
)
_KEYS = tuple(SIGNAL(signal) for signal in WATCHED)  # (made once: each costs a parse)


def count(app: QApplication) -> tuple[int, ...]:
    """How many slots each `WATCHED` signal of `app` reaches now."""
    return tuple(map(app.receivers, _KEYS))


def left_by(app: QApplication, found: tuple[int, ...]) -> list[str]:
    """The slots of `app`'s signals connected since their count was `found`, beyond as many as
    were taken back since: the last ones connected to each signal that has more now, each named
    by its owner (its class, object name and method) or as a function (a lambda, a function or
    a method of an object that is not a QObject), as Qt's dump of `app`'s connections names them."""
    now = count(app)
    grown = {signal: n - was for signal, n, was in zip(WATCHED, now, found, strict=True) if n > was}
    if not grown:
        return []
    slots = connected(app)
    return [
        f"{signal.split('(')[0]}: {slot}"
        for signal, extra in grown.items()
        for slot in slots[signal][-extra:]  # (a signal's slots in the order they were connected)
    ]


def taken_back(app: QApplication, own: dict[str, list[str]]) -> list[str]:
    """The slots of `own` (`connected` as the app's set-up left them) that `app`'s signals no
    longer reach: taken back by someone else (`disconnect()` naming no slot takes them all)."""
    slots = connected(app)
    return [
        f"{signal.split('(')[0]}: {slot}"
        for signal, were in own.items()
        for slot in sorted((Counter(were) - Counter(slots[signal])).elements())
    ]


def connected(app: QApplication) -> dict[str, list[str]]:
    """The slots each `WATCHED` signal of `app` reaches, named, in the order they were
    connected."""
    every = _connections(app)
    return {signal: every.get(signal, []) for signal in WATCHED}


def check(app: QApplication, found: tuple[int, ...], own: dict[str, list[str]], who: str) -> None:
    """Fails naming the slots `who` left on the app's signals beyond the `found` counts, or the
    app's `own` slots it took back. Where a count grew, the windows closed and given to
    deleteLater() are deleted first (as the root conftest does after every test, a little
    later: a test's windows are closed, not yet deleted, when this is called), then the cycles
    that may hold a QObject collected; a window left alive is the root conftest's to name (its
    slots go with it)."""
    now = count(app)
    if now == found:
        return
    for settle in (_deleted_later, gc.collect):
        if all(n <= was for n, was in zip(now, found, strict=True)):
            break
        settle()
        now = count(app)
    if now == found:
        return
    taken = taken_back(app, own)
    windows = any(widget.parent() is None for widget in app.topLevelWidgets())
    left = [] if windows else left_by(app, found)
    if taken:
        pytest.fail(
            f"{who} took back the app's own slots {taken} (disconnect() naming no slot takes "
            "them too)",
            pytrace=False,
        )
    if left:
        pytest.fail(
            f"{who} left slots connected to the application's signals: {left}", pytrace=False
        )


def _deleted_later() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


_RECEIVER = re.compile(r"--> (\S+) (\S+)")


def _connections(app: QApplication) -> dict[str, list[str]]:
    """Each signal of `app` with the slots it reaches, in the order they were connected, read
    from Qt's dump of its connections (QObject.dumpObjectInfo, to Qt's debug output)."""
    lines: list[str] = []

    def note(_kind: QtMsgType, _context: object, message: str) -> None:
        lines.extend(message.splitlines())

    previous = qInstallMessageHandler(note)
    try:
        app.dumpObjectInfo()
    finally:
        qInstallMessageHandler(previous)
    connected: dict[str, list[str]] = {}
    slots: list[str] | None = None
    for line in lines:
        text = line.strip()
        if text.startswith("signal: "):
            slots = connected.setdefault(text.removeprefix("signal: "), [])
        elif text.startswith("SIGNALS IN"):
            slots = None
        elif slots is not None and (receiver := _RECEIVER.match(text)):
            owner, method = receiver.groups()
            kind, _, name = owner.partition("::")
            slots.append(f"{method.split('(')[0]} of a {kind} ({name})")
        elif slots is not None and text:
            slots.append("a function or lambda (no QObject owns it, so nothing takes it back)")
    return connected
