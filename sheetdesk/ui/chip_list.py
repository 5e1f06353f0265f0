"""The New game dialog's chips: one button per remembered player, wrapping onto as many lines
as the width needs (`FlowLayout`), a few lines shown and the rest scrolled to (`ChipList`)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QStyle, QWidget

from .scroll_fade import ScrollFade
from .sheetkit.items_layout import ItemsLayout

CHIP_HEIGHT = 36  # a remembered player's button: easy to hit
CHIP_LINES = 2  # lines of them shown at once (the rest scroll into view; one on a low screen)


class FlowLayout(ItemsLayout):
    """Widgets side by side, onto the next line when the width is used up (a height for each
    width, so whatever holds it makes room for the lines it needs)."""

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


class ChipList(QScrollArea):
    """The remembered players' buttons in a FlowLayout: as tall as their lines, up to
    CHIP_LINES of them; past that it scrolls (a button reached with Tab scrolls into view), its
    bottom edge fading where more lies below (`ScrollFade`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("remembered_players")
        holder = QWidget()
        holder.setObjectName("remembered_chips")
        self.flow = FlowLayout(holder)
        self.lines = CHIP_LINES  # shown at once (fewer on a low screen: the dialog sets it)
        self.setWidget(holder)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the buttons take the focus
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setAutoFillBackground(False)
        holder.setAutoFillBackground(False)
        # (a row its bottom edge cuts, where more lies below, reads as going on)
        ScrollFade(self)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def most(self) -> int:
        first = self.flow.itemAt(0)
        line = first.sizeHint().height() if first is not None else CHIP_HEIGHT
        return self.lines * line + (self.lines - 1) * self.flow.spacing()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        return min(self.most(), self.flow.heightForWidth(max(1, width - bar)))

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.heightForWidth(max(1, self.width())))

    def minimumSizeHint(self) -> QSize:
        return QSize(CHIP_HEIGHT * 3, min(self.most(), self.heightForWidth(max(1, self.width()))))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.updateGeometry()  # (its height follows its width)
