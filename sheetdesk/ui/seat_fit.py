"""The app's widgets that show seats' names where their room is short, shortened as
formatting.py `fitted` shortens a seat's name (the computer's mark kept whole after it):
`SeatNames` for an item view's column of names (the score so far), `SeatChooser` for a chooser
of players (Statistics, Finished games), and `computer_icon`, the little computer beside a
computer's name. Whether a seat is a computer's is its own data (`COMPUTER_ROLE`), never read
from the words of its name."""

from __future__ import annotations

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QIcon,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionComboBox,
    QStyleOptionViewItem,
    QStylePainter,
)

from .formatting import SeatLabel, fitted
from .sheetkit.measured import LEAST_LETTERS


def computer_icon(side: int, colour: QColor) -> QIcon:
    """A computer's screen on its stand, in `colour`: what marks a computer's seat beside its
    name in a cell too narrow for the mark's words (a shape, not a colour)."""
    ratio = 2.0  # (sharp on a screen scaled up)
    picture = QPixmap(round(side * ratio), round(side * ratio))
    picture.setDevicePixelRatio(ratio)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(colour, max(1.2, side / 10))
    painter.setPen(pen)
    screen = QRectF(side * 0.1, side * 0.14, side * 0.8, side * 0.52)
    painter.drawRoundedRect(screen, side * 0.08, side * 0.08)
    painter.drawLine(QPointF(side * 0.5, screen.bottom()), QPointF(side * 0.5, side * 0.82))
    painter.drawLine(QPointF(side * 0.28, side * 0.84), QPointF(side * 0.72, side * 0.84))
    painter.end()
    return QIcon(picture)


class SeatNames(QStyledItemDelegate):
    """An item view's column of seats' names on one line each: a computer's seat has a little
    computer beside its name (what says so where the cell is too narrow for "(computer)"), and
    a name too long for its cell is shortened as `fitted` does (the view's own eliding would
    cut the mark), but a computer's name that fits whole without its mark is shown whole, the
    little computer saying what the mark would. An item is a computer's seat where its
    `COMPUTER_ROLE` data is its name as shown (without the mark)."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        text: str = option.text
        if not text or "\n" in text:
            return
        widget = option.widget
        style = widget.style() if widget is not None else QApplication.style()
        metrics = QFontMetrics(option.font)
        name = index.data(COMPUTER_ROLE)
        seat = SeatLabel(name, computer=True) if isinstance(name, str) and name else None
        if seat is not None:
            side = metrics.height()
            ink = option.palette.color(QPalette.ColorRole.Text)
            option.icon = computer_icon(side, ink)
            option.decorationSize = QSize(side, side)
            option.features |= QStyleOptionViewItem.ViewItemFeature.HasDecoration
        room = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, widget)
        # (the style leaves a margin each side of an item's text)
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1
        width = room.width() - 2 * margin
        shown = fitted(text, metrics, width, seat=seat)
        if seat is not None and shown != text and metrics.horizontalAdvance(seat.name) <= width:
            # the name whole beside the little computer rather than cut to a letter or two
            # before the mark's words ("R… (komp.)"): the computer says what the mark would
            shown = seat.name
        option.text = shown


NAME_ROLE = Qt.ItemDataRole.UserRole + 40
"""A chooser's item's own name, where its text is the name and a mark after it."""

COMPUTER_ROLE = Qt.ItemDataRole.UserRole + 41
"""A computer's seat's name as shown, without the mark (`SeatNames`); none for a person's."""


class SeatChooser(QComboBox):
    """A chooser of players: the one chosen, where the chooser is too narrow for its words, is
    shown with its name shortened and the words after it (a computer's mark and level) whole,
    not cut at the chooser's edge. Each item's name is its `NAME_ROLE` data."""

    def shown_text(self, option: QStyleOptionComboBox | None = None) -> str:
        """The chosen item's words as the chooser shows them: whole where they fit its field,
        else its name shortened with "…" and the words after the name whole."""
        if option is None:
            option = QStyleOptionComboBox()
            self.initStyleOption(option)
        text = option.currentText
        name = self.currentData(NAME_ROLE)
        if not (isinstance(name, str) and name):
            return text
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, self
        )
        room = field.width()  # (what the chooser sized to its words gives them)
        if not option.currentIcon.isNull():
            room -= option.iconSize.width() + 4  # (the symbol and its gap)
        return fitted(text, self.fontMetrics(), room, name)

    def minimumSizeHint(self) -> QSize:
        """As a chooser sized to its words, but its widest item's name shortened to its first
        letters and "…", the words after it whole: in a short row it gives way, shortening
        the name it shows, rather than widen the page (the statistics' choosers in Greek with
        Larger text made the page, and the window, 879 px wide at 819×480)."""
        hint = super().minimumSizeHint()
        metrics = self.fontMetrics()
        widest = least = 0
        for index in range(self.count()):
            text = self.itemText(index)
            name = self.itemData(index, NAME_ROLE)
            short = text
            if isinstance(name, str) and len(name) > LEAST_LETTERS + 1 and text.startswith(name):
                short = name[:LEAST_LETTERS] + "…" + text[len(name) :]
            widest = max(widest, metrics.horizontalAdvance(text))
            least = max(least, metrics.horizontalAdvance(short))
        return QSize(hint.width() - max(0, widest - least), hint.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        option.currentText = self.shown_text(option)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)
