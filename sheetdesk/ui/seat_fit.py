"""A seat's name where its room is short: the name is shortened with "…" and the computer's mark
("(computer)", formatting.py `computer_name`) is kept whole after it, so the words that say a
seat is played by the computer are never the part cut off ("Alexandra Wi… (computer)", not
"Alexandra Winterbottom (co…"). `fitted` for a line of text, `SeatNames` for an item view's
column of names (the score so far), `SeatChooser` for a chooser of players (Statistics); the
small sheets' captions, the turn line and the words on the sheets keep the mark too
(sheetkit/others.py, line_fit.py, sheetkit/text.py `elided`)."""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
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
    QFontMetricsF,
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

ELLIPSIS = "…"


def marks() -> tuple[tuple[str, str], tuple[str, str]]:
    """The computer's mark as (words before the name, words after it), in the language now:
    the whole mark ("(computer)"), then its short form for a column too narrow for it."""
    whole = QCoreApplication.translate("formatting", "{name} (computer)")
    short = QCoreApplication.translate(
        "formatting", "{name} (comp.)", "a computer's name where (computer) does not fit"
    )
    before, _, after = whole.partition("{name}")
    least, _, last = short.partition("{name}")
    return (before, after), (least, last)


def marked(text: str) -> tuple[str, str, str] | None:
    """(before, name, after) when `text` is a computer's name as the app writes it in its
    language now (before and after: the whole mark's words); None for any other text."""
    before, after = marks()[0]
    if not (before or after) or len(text) <= len(before) + len(after):
        return None
    if not (text.startswith(before) and text.endswith(after)):
        return None
    return before, text[len(before) : len(text) - len(after)], after


Metrics = QFontMetrics | QFontMetricsF  # (a widget's whole pixels, or a sheet's fractions)


def shortened(name: str, metrics: Metrics, width: float) -> str:
    """`name` shortened with "…" to `width` px ("" where not a letter of it fits)."""
    room = width if isinstance(metrics, QFontMetricsF) else int(width)
    short = metrics.elidedText(name, Qt.TextElideMode.ElideRight, room)  # type: ignore[arg-type]
    if short.endswith(ELLIPSIS):  # ("Żaneta…", not "Żaneta …": one word cut short)
        short = short[: -len(ELLIPSIS)].rstrip()
        return short + ELLIPSIS if short else ""
    return short


def fitted(text: str, metrics: Metrics, width: float, name: str = "") -> str:
    """`text` (a name, maybe a computer's) as it fits `width` px on one line: whole where it
    fits; else the name shortened with "…" and a computer's mark whole, or its short form
    where the whole one leaves too little of the name; a text with no mark, or a
    room too narrow even for that, shortened at its end. `name`: the name `text` starts
    with, where the words after it are a mark of another form ("(computer, clever)")."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    if name and text.startswith(name) and text != name:
        rest = text[len(name) :]
        short = shortened(name, metrics, width - metrics.horizontalAdvance(rest))
        if short:
            return short + rest
    parts = marked(text)
    if parts is not None:
        # the whole mark where it leaves half of the words before it at least, else the form
        # that leaves more of them ("Hand of Ch… (comp.)" rather than "Hand of… (computer)")
        name, best, kept = parts[1], "", 0
        for before, after in marks():
            short = shortened(name, metrics, width - metrics.horizontalAdvance(before + after))
            letters = len(short.removesuffix(ELLIPSIS))
            if short and 2 * letters >= len(name):
                return before + short + after
            if letters > kept:
                best, kept = before + short + after, letters
        if best:
            return best
    return shortened(text, metrics, width) or metrics.elidedText(
        text,
        Qt.TextElideMode.ElideRight,
        width if isinstance(metrics, QFontMetricsF) else int(width),  # type: ignore[arg-type]
    )


def mark_words() -> frozenset[str]:
    """The words of the computer's mark in the language now ("(computer)", "(comp.)"): a text
    that shortens its widest words (the turn line) shortens the name's, never these."""
    return frozenset(w for pair in marks() for part in pair for w in part.split() if w)


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
    cut the mark)."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        text: str = option.text  # type: ignore[attr-defined]
        if not text or "\n" in text:
            return
        widget = option.widget  # type: ignore[attr-defined]
        style = widget.style() if widget is not None else QApplication.style()
        metrics = QFontMetrics(option.font)  # type: ignore[attr-defined]
        if marked(text) is not None:
            side = metrics.height()
            ink = option.palette.color(QPalette.ColorRole.Text)  # type: ignore[attr-defined]
            option.icon = computer_icon(side, ink)  # type: ignore[attr-defined]
            option.decorationSize = QSize(side, side)  # type: ignore[attr-defined]
            option.features |= QStyleOptionViewItem.ViewItemFeature.HasDecoration  # type: ignore[attr-defined]
        room = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, widget)
        # (the style leaves a margin each side of an item's text)
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1
        option.text = fitted(text, metrics, room.width() - 2 * margin)  # type: ignore[attr-defined]


NAME_ROLE = Qt.ItemDataRole.UserRole + 40
"""A chooser's item's own name, where its text is the name and a mark after it."""


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

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        option.currentText = self.shown_text(option)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)
