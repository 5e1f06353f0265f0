"""A family page's row (its buttons under the list, its title over it with the list's Sort
by) that goes onto more lines where the window is narrower than its widgets side by side:
never wider than its widest widget, so the page never scrolls sideways to reach a button.

Its widgets keep their words whole (each is given the width it asks for, but one that may be
narrower, as a chooser of long names, where the line has less room). They go in the order
added (the order the keyboard goes through them), as many on a line as fit, the rest on the
lines under it: the ones that lead (Back, the title, the choosers) at a line's left, the
others after them at its right. A hidden widget takes no room."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QSizePolicy, QStyle, QWidget, QWidgetItem


class FlowRow(QLayout):
    """The row: `add_lead` the widgets at its left, then `add_trail` those at its right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._leads = 0  # the first so many items lead
        self.setContentsMargins(0, 0, 0, 0)

    # --- filling it -------------------------------------------------------------------------

    def add_lead(self, widget: QWidget, bottom: bool = False) -> None:
        """`widget` at the left of the first line, after the leading ones added before;
        at the line's bottom if `bottom`, else in its middle."""
        self._items.insert(self._leads, self._item(widget, bottom))
        self._leads += 1
        self.invalidate()

    def add_trail(self, widget: QWidget, bottom: bool = False) -> None:
        """`widget` after the others at the right (as `add_lead` says of `bottom`)."""
        self._items.append(self._item(widget, bottom))
        self.invalidate()

    def _item(self, widget: QWidget, bottom: bool) -> QWidgetItem:
        self.addChildWidget(widget)
        item = QWidgetItem(widget)
        if bottom:
            item.setAlignment(Qt.AlignmentFlag.AlignBottom)
        return item

    # --- QLayout ----------------------------------------------------------------------------

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # type: ignore[override]
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # type: ignore[override]
        if not 0 <= index < len(self._items):
            return None
        if index < self._leads:
            self._leads -= 1
        return self._items.pop(index)

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), move=False)

    def sizeHint(self) -> QSize:
        shown = self._shown()
        width = sum(item.sizeHint().width() for item, _lead in shown)
        width += self._gap() * max(0, len(shown) - 1)
        return QSize(width, self._line_height(shown)) + self._margins()

    def minimumSize(self) -> QSize:
        shown = self._shown()
        width = max((_least(item) for item, _lead in shown), default=0)
        return QSize(width, self._line_height(shown)) + self._margins()

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    # --- the lines --------------------------------------------------------------------------

    def _shown(self) -> list[tuple[QLayoutItem, bool]]:
        return [
            (item, index < self._leads)
            for index, item in enumerate(self._items)
            if not item.isEmpty()
        ]

    def _gap(self) -> int:
        gap = self.spacing()
        if gap < 0:  # (as a row of the page's own layout would have it)
            widget = self.parentWidget()
            style = widget.style() if widget is not None else None
            gap = style.pixelMetric(QStyle.PixelMetric.PM_LayoutHorizontalSpacing) if style else 6
            gap = gap if gap >= 0 else 6
        return gap

    def _margins(self) -> QSize:
        margins = self.contentsMargins()
        return QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    @staticmethod
    def _line_height(items: list[tuple[QLayoutItem, bool]]) -> int:
        return max((item.sizeHint().height() for item, _lead in items), default=0)

    def _place(self, rect: QRect, *, move: bool) -> int:
        """Lay the widgets out in `rect` (when `move`); the height they take at its width."""
        margins = self.contentsMargins()
        inside = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        gap = self._gap()
        lines: list[list[tuple[QLayoutItem, bool]]] = [[]]
        used = 0
        for item, lead in self._shown():
            width = item.sizeHint().width()
            if lines[-1] and used + width > inside.width():
                lines.append([])
                used = 0
            lines[-1].append((item, lead))
            used += width + gap
        y = inside.top()
        for line in lines:
            height = self._line_height(line)
            if move:
                x = inside.left()
                for item, lead in line:
                    if lead:
                        x = self._put(item, x, y, height, inside.right() + 1)
                trail = [item for item, lead in line if not lead]
                width = sum(item.sizeHint().width() for item in trail)
                x = max(x, inside.right() + 1 - width - gap * max(0, len(trail) - 1))
                for item in trail:
                    x = self._put(item, x, y, height, inside.right() + 1)
            y += height + gap
        return y - gap - inside.top() + margins.top() + margins.bottom()

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
        return x + width + self._gap()


def _least(item: QLayoutItem) -> int:
    """The least width `item` is given: what it asks (a button's whole words), unless its
    widget may be narrower than it asks (a chooser of long names beside others)."""
    widget = item.widget()
    shrinks = QSizePolicy.PolicyFlag.ShrinkFlag.value
    if widget is not None and widget.sizePolicy().horizontalPolicy().value & shrinks:
        return item.minimumSize().width()
    return item.sizeHint().width()
