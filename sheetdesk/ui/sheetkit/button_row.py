"""The row of a table's game buttons under the big sheet: as high as its tallest button in the
look in use, even while every button is hidden; in a column too narrow for its buttons side by
side (a small screen: 1366×768 at 150 % is 910×512), on two lines or more, each button whole
(`WrappingRow`)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLayout, QLayoutItem, QPushButton, QWidget

BUTTON_HEIGHT = 40  # a game button's least height (a click's target)


class ButtonRow(QWidget):
    """Its height does not change when its buttons come and go (the sheet above it does not
    move between steps). It is read from its buttons as they are styled now, not when they were
    made: a look's buttons of another height (Larger text's have less padding) give the sheet
    above the height they leave, also when the look is chosen with the game open."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        layout = self.layout()
        if isinstance(layout, WrappingRow):
            lines = layout.heightForWidth(self.width())
            if lines != getattr(self, "_lines", None):
                self._lines = lines
                self.updateGeometry()  # (its least height follows its lines)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        buttons = self.findChildren(QPushButton, options=Qt.FindChildOption.FindDirectChildrenOnly)
        heights = [button.sizeHint().height() for button in buttons]
        # (on more lines at its width now: the page keeps their height, scrolling if need be)
        layout = self.layout()
        if isinstance(layout, WrappingRow) and self.width() < layout.side_by_side():
            heights.append(layout.heightForWidth(self.width()))
        return QSize(hint.width(), max([hint.height(), BUTTON_HEIGHT, *heights]))


class WrappingRow(QHBoxLayout):
    """A row of buttons (and stretches) as a QHBoxLayout lays them out where they fit side by
    side; in less width, the buttons at their own widths from the left, onto the next line when
    the width is used up (the stretches left out), with the height those lines need."""

    def _shown(self) -> list[QLayoutItem]:
        items = [self.itemAt(index) for index in range(self.count())]
        return [item for item in items if item is not None and item.widget() is not None]

    def side_by_side(self) -> int:
        return super().minimumSize().width()

    def minimumSize(self) -> QSize:
        row = super().minimumSize()
        widest = max((item.minimumSize().width() for item in self._shown()), default=0)
        margins = self.contentsMargins()
        return QSize(min(row.width(), widest + margins.left() + margins.right()), row.height())

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        if width >= self.side_by_side():
            return super().minimumSize().height()
        return self._wrap(QRect(0, 0, width, 0), move=False)

    def minimumHeightForWidth(self, width: int) -> int:
        return self.heightForWidth(width)

    def setGeometry(self, rect: QRect) -> None:
        if rect.width() >= self.side_by_side():
            super().setGeometry(rect)
        else:
            QLayout.setGeometry(self, rect)  # (its rect kept; the box's placement not used)
            self._wrap(rect, move=True)

    def _wrap(self, rect: QRect, *, move: bool) -> int:
        """Place the buttons line by line in `rect`; the height they take."""
        margins = self.contentsMargins()
        inner = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        gap = max(0, self.spacing())
        x, y, line = inner.x(), inner.y(), 0
        for item in self._shown():
            if item.isEmpty():
                continue
            size = item.sizeHint().expandedTo(item.minimumSize())
            size.setWidth(min(size.width(), inner.width()))
            if x > inner.x() and x + size.width() > inner.right() + 1:
                x, y, line = inner.x(), y + line + gap, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), size))
            x += size.width() + gap
            line = max(line, size.height())
        return y + line - inner.y() + margins.top() + margins.bottom()
