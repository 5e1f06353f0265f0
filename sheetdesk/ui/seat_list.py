"""The New game dialog's seat rows: the list that holds one row per seat (label, name, look,
Computer, level) and scrolls when the screen has no room for them all, as tall as the seats
shown need and never less than a few rows."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QLineEdit, QScrollArea, QStyle, QWidget

from .scroll_fade import ScrollFade

CHOOSER_HEIGHT = 36  # the level chooser: easy to hit


class SeatList(QScrollArea):
    """The seat rows, scrolling when they are more than the screen has room for. Its size hint is
    every visible row (so the dialog grows and shrinks with the seats); it is never narrower than
    the rows and a scroll bar beside them (a row is never cut, nor scrolled sideways). A row cut
    at its bottom edge, where more lies below, fades out there (`ScrollFade`)."""

    MIN_ROWS = 3  # shown at least, but on a low screen (where the dialog sets `least_rows`)

    def __init__(self, rows: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.least_rows = self.MIN_ROWS
        self.setObjectName("seat_list")
        self.rows = rows  # (what it scrolls)
        self.setWidget(rows)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the rows' fields take the focus
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setAutoFillBackground(False)
        rows.setAutoFillBackground(False)
        # (a row its bottom edge cuts, where more lies below, reads as going on)
        ScrollFade(self)

    def _rows_hint(self) -> QSize:
        return self.rows.sizeHint()

    def _bar_width(self) -> int:
        return self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)

    def sizeHint(self) -> QSize:
        hint = self._rows_hint()
        frame = 2 * self.frameWidth()
        return QSize(hint.width() + self._bar_width() + frame, hint.height() + frame)

    def minimumSizeHint(self) -> QSize:
        rows = self.rows
        frame = 2 * self.frameWidth()
        width = rows.minimumSizeHint().width() + self._bar_width() + frame
        shown = [edit for edit in rows.findChildren(QLineEdit) if not edit.isHidden()]
        row = CHOOSER_HEIGHT + 4
        height = min(self._rows_hint().height(), max(1, min(len(shown), self.least_rows)) * row)
        return QSize(width, height + frame)
