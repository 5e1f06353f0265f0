"""Is every text on screen whole? Checks for the labels and buttons of a widget tree: a text
wider than its label (no word wrap), a wrapped text taller than its label, a button narrower
than its text, a widget cut off by the window's edge; controls lying over one another, cut off
by what holds them, or in a font too small to read."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QWidget,
)

# What a user reads or handles; their own parts (a spin box's text field) are not counted apart.
CONTROLS = (QLabel, QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox)


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
        # what scrolls shows in its scrolling area: that area must lie inside the window
        scrolled = [a for a in _ancestors(widget, top) if _is_viewport(a)]
        shown = scrolled[-1] if scrolled else widget
        corner = shown.mapTo(top, QPoint(0, 0))
        if not area.contains(QRect(corner, shown.size()).adjusted(1, 1, -1, -1)):
            problems.append(
                f"{name}: {getattr(widget, 'text', lambda: '')()!r} lies outside the window"
            )
    return problems


def _ancestors(widget: QWidget, top: QWidget) -> list[QWidget]:
    out = []
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        out.append(parent)
        parent = parent.parentWidget()
    return out


def controls(top: QWidget) -> list[QWidget]:
    """The controls shown in `top` (labels with a text, buttons, fields, choosers, numbers)."""
    found = []
    for widget in top.findChildren(QWidget):
        if not isinstance(widget, CONTROLS) or not _shown(widget, top):
            continue
        if isinstance(widget, QLabel) and not widget.text():
            continue
        if any(isinstance(a, CONTROLS) for a in _ancestors(widget, top)):
            continue  # a part of a control (the field in a spin box)
        found.append(widget)
    return found


def _name(widget: QWidget) -> str:
    text = getattr(widget, "text", lambda: "")()
    return f"{widget.objectName() or type(widget).__name__} {text!r}"


def _is_viewport(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    return isinstance(parent, QAbstractScrollArea) and parent.viewport() is widget


def seen_rect(widget: QWidget, top: QWidget) -> QRect:
    """The part of `widget` its holders let show, in `top`'s coordinates."""
    rect = QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())
    for holder in _ancestors(widget, top):
        rect &= QRect(holder.mapTo(top, QPoint(0, 0)), holder.size())
    return rect & QRect(QPoint(0, 0), top.size())


def overlaps(top: QWidget) -> list[str]:
    """Controls drawn over one another in `top` now (as much of each as shows), one line each."""
    shown = [(w, seen_rect(w, top)) for w in controls(top)]
    shown = [(w, r) for w, r in shown if not r.isEmpty()]
    problems = []
    for index, (first, first_rect) in enumerate(shown):
        for second, second_rect in shown[index + 1 :]:
            if first_rect.intersects(second_rect):
                common = first_rect & second_rect
                problems.append(
                    f"{_name(first)} and {_name(second)} overlap by "
                    f"{common.width()}×{common.height()} px"
                )
    return problems


def cut_off(top: QWidget) -> list[str]:
    """Controls that what holds them cuts off. In a scrolling area only a cut across counts (it
    scrolls up and down to show the rest); a control wholly scrolled away is not cut."""
    problems = []
    for widget in controls(top):
        full = QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())
        for holder in [*_ancestors(widget, top), top]:
            room = QRect(holder.mapTo(top, QPoint(0, 0)), holder.size())
            if _is_viewport(holder):
                if full.left() < room.left() or full.right() > room.right():
                    problems.append(f"{_name(widget)} is cut off sideways by its scrolling area")
                break  # beyond the scrolling area, the area itself is checked
            if not room.contains(full):
                holder_name = holder.objectName() or type(holder).__name__
                problems.append(f"{_name(widget)} is cut off by {holder_name}")
                break
    return problems


def small_texts(top: QWidget, points: float = 9.0) -> list[str]:
    """Controls whose text is smaller than `points` (at the screen's logical resolution)."""
    problems = []
    for widget in controls(top):
        font = widget.font()
        size = font.pointSizeF()
        if size <= 0:  # a size in pixels (the style sheet's)
            size = font.pixelSize() * 72.0 / widget.logicalDpiY()
        if size < points - 0.01:
            problems.append(f"{_name(widget)}: {size:.1f} pt")
    return problems
