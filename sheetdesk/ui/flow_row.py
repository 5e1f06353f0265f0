"""Widgets in rows that go onto more lines where the width is used up: a height for each
width, so whatever holds them makes room for the lines they need.

`FlowLayout` puts its widgets side by side from the left (the New game dialog's remembered
players). `FlowRow` is a family page's row (its buttons under the list, its title over it with
the list's Sort by, its choosers): never wider than its widest widget, so the page never
scrolls sideways to reach a button. Its widgets keep their words whole (each is given the
width it asks for, but one that may be narrower, as a chooser of long names, where the line
has less room). They go in the order added (the order the keyboard goes through them), as
many on a line as fit, the rest on the lines under it: the ones that lead (Back, the title,
the choosers) at a line's left, the others after them at its right. A hidden widget takes no
room."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayoutItem, QSizePolicy, QWidget, QWidgetItem

from .items_layout import ItemsLayout


class FlowLayout(ItemsLayout):
    """Widgets side by side, onto the next line when the width is used up."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._gap = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        return size

    def _place(self, rect: QRect, *, move: bool) -> int:
        x, y, line = rect.x(), rect.y(), 0
        for item in self._items:
            if item.isEmpty():
                continue
            hint = item.sizeHint()
            if x > rect.x() and x + hint.width() > rect.right() + 1:
                x, y, line = rect.x(), y + line + self._gap, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._gap
            line = max(line, hint.height())
        return y + line - rect.y()


class FlowRow(FlowLayout):
    """The row: `add_lead` the widgets at its left, then `add_trail` those at its right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._trails: set[QLayoutItem] = set()

    def add_lead(self, widget: QWidget, bottom: bool = False) -> None:
        """`widget` after the widgets added before, at a line's left; at the line's bottom if
        `bottom`, else in its middle."""
        self._add(widget, bottom)

    def add_trail(self, widget: QWidget, bottom: bool = False) -> None:
        """`widget` after the others, at a line's right (as `add_lead` says of `bottom`)."""
        self._trails.add(self._add(widget, bottom))

    def _add(self, widget: QWidget, bottom: bool) -> QLayoutItem:
        self.addChildWidget(widget)
        item = QWidgetItem(widget)
        if bottom:
            item.setAlignment(Qt.AlignmentFlag.AlignBottom)
        self._items.append(item)
        self.invalidate()
        return item

    def takeAt(self, index: int) -> QLayoutItem | None:
        item = super().takeAt(index)
        self._trails.discard(item)
        return item

    def sizeHint(self) -> QSize:
        shown = self._shown()
        width = sum(item.sizeHint().width() for item in shown)
        return QSize(width + self._gap * max(0, len(shown) - 1), _height(shown))

    def minimumSize(self) -> QSize:
        shown = self._shown()
        return QSize(max((_least(item) for item in shown), default=0), _height(shown))

    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _place(self, rect: QRect, *, move: bool) -> int:
        """Lay the widgets out in `rect` (when `move`); the height they take at its width."""
        lines: list[list[QLayoutItem]] = [[]]
        used = 0
        for item in self._shown():
            width = item.sizeHint().width()
            if lines[-1] and used + width > rect.width():
                lines.append([])
                used = 0
            lines[-1].append(item)
            used += width + self._gap
        y = rect.y()
        end = rect.right() + 1
        for line in lines:
            height = _height(line)
            if move:
                x = rect.x()
                for item in line:
                    if item not in self._trails:
                        x = self._put(item, x, y, height, end)
                trail = [item for item in line if item in self._trails]
                width = sum(item.sizeHint().width() for item in trail)
                x = max(x, end - width - self._gap * max(0, len(trail) - 1))
                for item in trail:
                    x = self._put(item, x, y, height, end)
            y += height + self._gap
        return y - self._gap - rect.y()

    def _put(self, item: QLayoutItem, x: int, y: int, height: int, end: int) -> int:
        """`item` at `x` on the line at `y` of `height` that ends at `end`, as wide as it asks
        (one that may be narrower, no further than `end`), in the line's middle or at its
        bottom (a chooser beside a title); the x after it."""
        hint = item.sizeHint()
        width = max(_least(item), min(hint.width(), end - x))
        below = height - hint.height()
        if not item.alignment() & Qt.AlignmentFlag.AlignBottom:
            below //= 2
        item.setGeometry(QRect(x, y + below, width, hint.height()))
        return x + width + self._gap


def _height(items: list[QLayoutItem]) -> int:
    return max((item.sizeHint().height() for item in items), default=0)


def _least(item: QLayoutItem) -> int:
    """The least width `item` is given: what it asks (a button's whole words), unless its
    widget may be narrower than it asks (a chooser of long names beside others)."""
    widget = item.widget()
    shrinks = QSizePolicy.PolicyFlag.ShrinkFlag.value
    if widget is not None and widget.sizePolicy().horizontalPolicy().value & shrinks:
        return item.minimumSize().width()
    return item.sizeHint().width()
