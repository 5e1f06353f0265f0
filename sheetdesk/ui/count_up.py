"""The end of a game, celebrated: the score card counts each player's score up item by item (a
row of the score's parts at a time, the totals growing with it), then the winner's line comes
up with confetti over the page and the fanfare (or a solo player's result, in the solo rules'
own words). Only at the moment the game ends (its last move played: scores_page.py
`celebrate`): a finished game opened again shows its card whole, without a sound.

Until the counting ends nothing says who won, as a family reads out its totals at the table:
the places under the names, the winner's tint of a total and the winner's line all come at its
end (`finished`; a screen reader is told the result then, scores_page.py `_reveal`).

The score card holds every number from the start (what a screen reader reads, what tests and
the layout audit see): the count-up only holds back what is *drawn* (`CountingDelegate`). A
click anywhere or any key ends it at once (that click or key does nothing else). Settings →
Animations is followed (sheetkit/motion.py): "off" or "reduced" shows the card whole at once,
without confetti; the fanfare plays all the same (sound has its own switch).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QEasingCurve,
    QElapsedTimer,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QBrush, QColor, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsOpacityEffect,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QWidget,
)

from sheetdesk.core.i18n import count_text

from . import sound
from .palette import declare

STEP_MS = 420
"""[design] One row of the score's parts every STEP_MS: slow enough to read each part, quick
enough that eight rows take under four seconds."""
CONFETTI_MS = 2600
FRAME_MS = 16
COLOURS = ("#e4572e", "#f3a712", "#29335c", "#669bbc", "#a8c686", "#b56576", "#ffd166")
declare("count_up", {f"confetti_{i}": c for i, c in enumerate(COLOURS)})  # (no pair to read)


def animations() -> str:
    """Settings → Animations ("on", "reduced", "off"), as the app's tables follow it."""
    from .sheetkit.motion import motion_mode

    return motion_mode()


class CountingDelegate(QStyledItemDelegate):
    """Draws the score card as far as it has been counted: the parts' rows counted so far, the
    total row as the sum of those (the items themselves hold the final numbers)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows = 0  # the parts' rows (the total is the row after them)
        self.shown = -1  # rows counted so far; -1: all (not counting)
        self.running: list[int] = []  # each column's total so far
        # where a cell stands on the card as printed (None: as drawn; score_bands.py)
        self.place: Callable[[int, int], tuple[int, int] | None] | None = None

    def counting(self) -> bool:
        return self.shown >= 0

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        """The whole card's cell, however far it has been counted: the columns and rows are
        sized while it counts too (a language or window change), for the words it ends with."""
        shown, self.shown = self.shown, -1
        try:
            return super().sizeHint(option, index)
        finally:
            self.shown = shown

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        if not self.counting():
            return
        row, column = index.row(), index.column()
        if self.place is not None:
            placed = self.place(row, column)
            if placed is None:  # (a band's names)
                return
            row, column = placed
        if row == self.rows:
            running = self.running
            shown = count_text(running[column]) if column < len(running) else ""
            option.text = shown
            # a total so far, not yet the winner's: untinted (the tint comes with the places)
            option.backgroundBrush = QBrush()
            table = self.parent()
            if isinstance(table, QWidget):
                text = table.palette().brush(QPalette.ColorRole.Text)
                option.palette.setBrush(QPalette.ColorRole.Text, text)
        elif row >= self.shown:
            option.text = ""


class Confetti(QWidget):
    """Paper confetti falling over the page for a moment (it takes no clicks)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self._clock = QElapsedTimer()
        self._timer = QTimer(self)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._frame)
        self._pieces: list[tuple[float, float, float, float, float, QColor]] = []
        self.hide()

    def burst(self) -> None:
        rng = random.Random(7)
        self._pieces = [
            (
                rng.random(),  # x, of the width
                rng.uniform(-0.4, 0.0),  # start, above the top (of the height)
                rng.uniform(0.35, 0.6),  # fall speed: heights a second
                rng.uniform(0, 360),  # turn
                rng.uniform(2, 6),  # sway
                QColor(rng.choice(COLOURS)),
            )
            for _ in range(90)
        ]
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.raise_()
        self.show()
        self._clock.start()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        self.hide()

    @property
    def falling(self) -> bool:
        return self._timer.isActive()

    def _frame(self) -> None:
        if self._clock.elapsed() > CONFETTI_MS:
            self.stop()
            return
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        seconds = self._clock.elapsed() / 1000
        fade = max(0.0, 1.0 - max(0.0, seconds * 1000 - CONFETTI_MS + 600) / 600)
        width, height = self.width(), self.height()
        size = max(6.0, min(width, height) / 80)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setOpacity(fade)
        for x, start, speed, turn, sway, colour in self._pieces:
            y = (start + speed * seconds) * height
            if y > height + size:
                continue
            px = x * width + math.sin(seconds * sway + turn) * size * 2
            painter.save()
            painter.translate(QPointF(px, y))
            painter.rotate(turn + seconds * 180 * (1 if sway > 4 else -1))
            painter.setBrush(colour)
            # a flat piece of paper turning: its width follows the turn
            painter.drawRect(
                QRectF(-size / 2, -size / 4, size * abs(math.cos(seconds * sway)), size / 2)
            )
            painter.restore()
        painter.end()


class CountUp(QObject):
    """Counts `table`'s parts up for `page`, then `celebrate` (the winner's line, confetti,
    the fanfare)."""

    def __init__(self, page: QWidget, table: QTableWidget, winner: QWidget) -> None:
        super().__init__(page)
        self.page = page
        self.table = table
        self.delegate = CountingDelegate(table)
        table.setItemDelegate(self.delegate)
        self.winner = winner
        self.fade = QGraphicsOpacityEffect(winner)
        self.fade.setOpacity(1.0)
        winner.setGraphicsEffect(self.fade)
        self._fade_in = QPropertyAnimation(self.fade, b"opacity", self)
        self._fade_in.setDuration(500)
        self._fade_in.setStartValue(0.0)
        self._fade_in.setEndValue(1.0)
        self._fade_in.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.confetti = Confetti(page)
        self._timer = QTimer(self)
        self._timer.setInterval(STEP_MS)
        self._timer.timeout.connect(self._step)
        self._points: list[list[int]] = []  # each column's parts' points
        self.finished: list[Callable[[], object]] = []

    @property
    def counting(self) -> bool:
        return self.delegate.counting()

    def start(self, points: Sequence[Sequence[int]]) -> None:
        """Count up: `points[column][row]`, each player's parts."""
        self.stop()
        self._points = [list(p) for p in points]
        self.delegate.rows = max((len(p) for p in self._points), default=0)
        mode = animations()
        if STEP_MS <= 0 or mode != "on" or not self._points:
            self._done(confetti=mode == "on" and STEP_MS > 0)
            return
        self.delegate.shown = 0
        self.delegate.running = [0] * len(self._points)
        self.fade.setOpacity(0.0)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        self._timer.start()
        self.table.viewport().update()

    def _step(self) -> None:
        delegate = self.delegate
        if delegate.shown >= delegate.rows:
            self._done(confetti=True)
            return
        row = delegate.shown
        delegate.running = [
            total + (p[row] if row < len(p) else 0)
            for total, p in zip(delegate.running, self._points, strict=True)
        ]
        delegate.shown += 1
        # (a card too short for every row scrolls: the row counted is the one shown)
        self.table.scrollTo(self.table.model().index(row, 0))
        sound.play("pen")
        self.table.viewport().update()

    def skip(self) -> None:
        """End the count-up at once (a click or a key): the card whole, the winner named."""
        if self.counting:
            self._done(confetti=False)

    def stop(self) -> None:
        """Leave (a new score card, or the page left): nothing more to count or celebrate."""
        self._timer.stop()
        self._leave_filter()
        self.delegate.shown = -1
        self.confetti.stop()
        self._fade_in.stop()
        self.fade.setOpacity(1.0)

    def _done(self, *, confetti: bool) -> None:
        was_counting = self.counting
        self._timer.stop()
        self._leave_filter()
        self.delegate.shown = -1
        self.table.viewport().update()
        if was_counting and confetti:
            self._fade_in.start()
        else:
            self._fade_in.stop()
            self.fade.setOpacity(1.0)
        if confetti:
            self.confetti.burst()
        sound.play("fanfare")
        for call in self.finished:
            call()

    def _leave_filter(self) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress):
            return False
        if not (self.counting and self.page.isVisible()):
            return False
        if kind == QEvent.Type.MouseButtonPress:
            if not (isinstance(watched, QWidget) and self.page.isAncestorOf(watched)):
                return False
        elif QApplication.activeWindow() is not self.page.window():
            return False
        self.skip()
        return True  # the click or key ends the count-up, and does nothing else
