"""Is every text on screen whole? Checks for the labels and buttons of a widget tree: a text
wider than its label (no word wrap), a wrapped text taller than its label, a button narrower
than its text, a widget cut off by the window's edge; and labels and buttons lying on one
another."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget


def _shown(widget: QWidget, top: QWidget) -> bool:
    return widget.isVisibleTo(top) and widget.width() > 0 and widget.height() > 0


def clipped(top: QWidget) -> list[str]:
    """What is cut off in `top` now, one line each (empty: nothing)."""
    problems: list[str] = []
    area = QRect(QPoint(0, 0), top.size())
    for widget in top.findChildren(QWidget):
        if not _shown(widget, top):
            continue
        name = widget.objectName() or type(widget).__name__
        if isinstance(widget, QLabel) and widget.text() and not widget.pixmap():
            inner = widget.contentsRect()
            metrics = widget.fontMetrics()
            if widget.wordWrap():
                need = widget.heightForWidth(widget.width())
                if need > widget.height() + 1:
                    problems.append(
                        f"{name}: {widget.text()!r} needs {need} px high, has {widget.height()}"
                    )
            else:
                need = max(
                    metrics.horizontalAdvance(line) for line in widget.text().splitlines() or [""]
                )
                if need > inner.width() + 1:
                    problems.append(
                        f"{name}: {widget.text()!r} needs {need} px wide, has {inner.width()}"
                    )
        elif isinstance(widget, QAbstractButton) and widget.text():
            need = widget.sizeHint().width()
            if need > widget.width() + 1:
                problems.append(
                    f"{name}: {widget.text()!r} needs {need} px wide, has {widget.width()}"
                )
        else:
            continue
        corner = widget.mapTo(top, QPoint(0, 0))
        if not area.contains(QRect(corner, widget.size()).adjusted(1, 1, -1, -1)):
            problems.append(
                f"{name}: {getattr(widget, 'text', lambda: '')()!r} lies outside the window"
            )
    return problems


def overlaps(top: QWidget) -> list[str]:
    """Which shown labels and buttons of `top` overlap one another, one line per pair (empty:
    none)."""
    shown = [
        (widget, QRect(widget.mapTo(top, QPoint(0, 0)), widget.size()))
        for widget in top.findChildren(QWidget)
        if isinstance(widget, (QLabel, QAbstractButton)) and _shown(widget, top)
    ]
    problems: list[str] = []
    for index, (one, where) in enumerate(shown):
        for other, there in shown[index + 1 :]:
            if one.isAncestorOf(other) or other.isAncestorOf(one):
                continue
            if where.intersects(there):
                problems.append(
                    f"{one.objectName() or type(one).__name__} {where.getRect()} overlaps "
                    f"{other.objectName() or type(other).__name__} {there.getRect()}"
                )
    return problems
