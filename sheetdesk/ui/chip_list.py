"""The New game dialog's chips: one button per remembered player, wrapping onto as many lines
as the width needs (`flow_row.FlowLayout`), a few lines shown and the rest scrolled to
(`ChipList`)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QStyle, QWidget

from .flow_row import FlowLayout
from .scroll_fade import ScrollFade

CHIP_HEIGHT = 36  # a remembered player's button: easy to hit
CHIP_LINES = 2  # lines of them shown at once (the rest scroll into view; one on a low screen)


class ChipList(QScrollArea):
    """The remembered players' buttons in a FlowLayout: as tall as their lines, up to
    CHIP_LINES of them; past that it scrolls (a button reached with Tab scrolls into view), its
    bottom edge fading where more lies below (`ScrollFade`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("remembered_players")
        holder = self.holder = QWidget()  # (the buttons' parent)
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
