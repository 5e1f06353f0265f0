"""The computer's suggestion shown on a sheet ("what would the computer do?"): a thick dashed
outline around each place the suggested action touches, and a "Hint" badge beside the first one,
so the hint never depends on colour alone. Markers only draw: clicks go through to the sheet
underneath (the player still makes the move), and the table removes them with the next position.

A button the hint points at (Done, Confirm) gets the same dashed outline through the app's style
sheet (`mark_button`: the property hint="true").
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QPushButton,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .items import font_for

HINT_INK = QColor("#6a1b9a")  # a deep violet: neither the legal-target black nor the focus blue
HINT_HALO = QColor(255, 255, 255, 235)
HINT_Z = 1000.0


class HintMarker(QGraphicsItem):
    """A dashed outline around `rect` (scene coordinates), with a `label` badge above it when
    `label` is not empty (below it when there is no room above)."""

    def __init__(self, rect: QRectF, label: str = "") -> None:
        super().__init__()
        self.label = label
        unit = max(6.0, min(rect.width(), rect.height()))
        self.grow = min(10.0, unit * 0.16)
        self.ring = rect.adjusted(-self.grow, -self.grow, self.grow, self.grow)
        self.pen_width = max(2.5, min(6.0, unit * 0.09))
        self.font = font_for(max(12.0, min(20.0, unit * 0.42)))
        metrics = QFontMetricsF(self.font)
        width = metrics.horizontalAdvance(label) + 12 if label else 0.0
        height = metrics.height() + 4 if label else 0.0
        top = self.ring.top() - height - 2
        if top < 0:  # at the top edge of the sheet: the badge goes under the outline
            top = self.ring.bottom() + 2
        self.badge = QRectF(self.ring.left(), top, width, height)
        margin = self.pen_width * 2
        self._bounds = self.ring.united(self.badge).adjusted(-margin, -margin, margin, margin)
        self.setZValue(HINT_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = min(self.ring.width(), self.ring.height()) * 0.2
        path = QPainterPath()
        path.addRoundedRect(self.ring, radius, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(HINT_HALO, self.pen_width * 2.2))
        painter.drawPath(path)
        pen = QPen(HINT_INK, self.pen_width)
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawPath(path)
        if self.label:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(HINT_INK)
            painter.drawRoundedRect(self.badge, 4, 4)
            painter.setPen(QColor("white"))
            painter.setFont(self.font)
            painter.drawText(self.badge, Qt.AlignmentFlag.AlignCenter, self.label)


def mark_button(button: QPushButton, on: bool) -> None:
    """Outline a button the hint points at (dashed, as on the sheet), or take the outline off."""
    if bool(button.property("hint")) == on:
        return
    button.setProperty("hint", on)
    style = button.style()
    style.unpolish(button)
    style.polish(button)
    button.update()
