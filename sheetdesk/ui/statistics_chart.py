"""The statistics page's chart: a player's scores in one game over time, drawn with QPainter,
each score a marker in the player's symbol (a shape, not only a colour), the average a dashed
line with its value written beside it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from sheetdesk.core.i18n import count_text

from .player_symbol import COLOURS, player_symbol_path
from .style import ui_colour


def mean_text(value: float) -> str:
    """A mean in the language's own way of writing it, one decimal (below zero: "−")."""
    from .formatting import figure

    return figure(value)


class ScoreChart(QWidget):
    """A player's scores in one game, oldest first, left to right (one step per game): a
    line through markers in the player's symbol and colour, the mean dashed and labelled."""

    MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 52, 16, 28, 40

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics_chart")
        self.setMinimumHeight(150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.points: list[tuple[Any, int]] = []
        self.name = ""
        self.symbol = "circle"
        self.colour = "blue"

    def set_points(
        self, points: list[tuple[Any, int]], name: str, symbol: str, colour: str
    ) -> None:
        self.points, self.name, self.symbol, self.colour = list(points), name, symbol, colour
        mean = sum(total for _when, total in points) / len(points) if points else 0.0
        self.setAccessibleName(self.tr("Scores over time"))
        self.setAccessibleDescription(
            self.tr("{name} · scores: {games} · first {first}, last {last}, average {mean}").format(
                name=name,
                games=len(points),
                first=count_text(points[0][1]) if points else "",
                last=count_text(points[-1][1]) if points else "",
                mean=mean_text(mean),
            )
        )
        self.update()

    def _scale(self) -> tuple[int, int, int]:
        """The y axis: lowest and highest value shown, and the step between two lines."""
        totals = [total for _when, total in self.points]
        low, high = min(0, *totals), max(1, *totals)
        span = high - low
        step = next(s for s in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 10**9)
                    if span / s <= 5)  # fmt: skip
        return (low // step) * step, -(-high // step) * step, step

    def paintEvent(self, _event: Any) -> None:
        from .formatting import format_datetime

        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        ink = palette.color(palette.ColorRole.WindowText)
        plot = QRectF(self.rect()).adjusted(
            self.MARGIN_LEFT, self.MARGIN_TOP, -self.MARGIN_RIGHT, -self.MARGIN_BOTTOM
        )
        if not self.points:
            painter.setPen(ink)
            painter.drawText(
                QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, self.tr("No scores to show.")
            )
            return
        low, high, step = self._scale()
        metrics = painter.fontMetrics()

        def y_of(value: float) -> float:
            return plot.bottom() - (value - low) / (high - low) * plot.height()

        count = len(self.points)

        def x_of(index: int) -> float:
            return (
                plot.center().x()
                if count == 1
                else plot.left() + index * plot.width() / (count - 1)
            )

        # the grid and the values it marks
        grid = QColor(ink)
        grid.setAlpha(50)
        for value in range(low, high + 1, step):
            y = y_of(value)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(ink)
            painter.drawText(
                QRectF(0, y - metrics.height() / 2, self.MARGIN_LEFT - 8, metrics.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                count_text(value),
            )
        # the first and last game's dates below the axis
        painter.setPen(ink)
        below = QRectF(plot.left(), plot.bottom() + 6, plot.width(), metrics.height())
        painter.drawText(below, Qt.AlignmentFlag.AlignLeft, format_datetime(self.points[0][0]))
        if count > 1:
            painter.drawText(
                below, Qt.AlignmentFlag.AlignRight, format_datetime(self.points[-1][0])
            )
        # the mean, dashed and written (not told by colour)
        mean = sum(total for _when, total in self.points) / count
        painter.setPen(QPen(ink, 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(plot.left(), y_of(mean)), QPointF(plot.right(), y_of(mean)))
        painter.drawText(
            QRectF(plot.left(), 2, plot.width(), metrics.height()),
            Qt.AlignmentFlag.AlignLeft,
            self.tr("{name} · games played: {games} · average {mean} (the dashed line)").format(
                name=self.name, games=count, mean=mean_text(mean)
            ),
        )
        # the scores: a line through the player's own symbols
        colour = QColor(COLOURS.get(self.colour, ui_colour("hint").name()))
        line = QPainterPath()
        for index, (_when, total) in enumerate(self.points):
            point = QPointF(x_of(index), y_of(total))
            if index == 0:
                line.moveTo(point)
            else:
                line.lineTo(point)
        painter.setPen(QPen(colour, 2 if count <= 150 else 1))  # (years of games: thinner)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(line)
        size = 12 if count <= 40 else 8 if count <= 150 else 5
        marker = player_symbol_path(self.symbol, size)
        painter.setPen(QPen(ui_colour("edge"), 1))
        painter.setBrush(colour)
        for index, (_when, total) in enumerate(self.points):
            painter.drawPath(marker.translated(x_of(index) - size / 2, y_of(total) - size / 2))
        painter.end()
