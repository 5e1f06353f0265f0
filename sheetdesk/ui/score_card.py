"""The end page's score card (scores_page.py): the printed card's table, each player's column
under their name and symbol (`NamesHeader`), and how the card lays itself out in the room it is
given (`ScoreCard.plan`): names broken at their spaces, the cells' words on two or three lines,
the rows' labels too, smaller type, each symbol above its name; a word is never cut. The page
says how much room there is and takes the plan (`ScoresPage` `_fit_columns`). In a room too
short for every row the card ends at a whole row (`CardRoom`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QBrush, QFont, QFontMetrics, QIcon, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyleOptionHeader,
    QWidget,
)

from .palette import KIT, declare, tone
from .score_bands import filled, on_lines
from .whole_rows import WholeRowsTable

TINT = Qt.ItemDataRole.UserRole + 1  # a cell's tint as printed (drawn through the palette)
WORDS = Qt.ItemDataRole.UserRole + 2  # a cell's words on one line (shown on two where narrow)
ROW_TINTS = {
    "row.red": "#f6d5d2",
    "row.yellow": "#fbf0bf",
    "row.green": "#d6ecd2",
    "row.blue": "#d4e2f3",
    "cards.lilac": "#eadcf5",
    "cards.orange": "#fbe2c4",
    "cards.green": "#d9eed2",
    "cards.grey": "#e6e6e6",
}
# a tinted row's numbers in the paper's ink (the window's own text may be light: a dark look)
C = declare(
    "scores_page",
    {"ink": KIT.ink, "winner": "#ffe58a"}
    | {key.replace(".", "_"): t for key, t in ROW_TINTS.items()},
    text=[("ink", "winner")] + [("ink", key.replace(".", "_")) for key in ROW_TINTS],
)

SYMBOL_GAP = 4  # between a player's symbol and their name


class NamesHeader(QHeaderView):
    """The score card's players: each one's symbol right beside their name, the two centred
    together in the column (the style draws a section's icon at its left edge, apart from a
    centred name, where it reads as the column before's)."""

    # each symbol above its name rather than beside it (narrow columns: the plan says); a
    # class attribute, as the header is asked its size while it is being made
    stacked = False

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setSectionsClickable(False)

    def _side(self) -> int:
        return self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize, None, self)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        if self.stacked:  # (the symbols' line above the names)
            hint.setHeight(hint.height() + self._side() + SYMBOL_GAP)
        return hint

    def placed(self, index: int) -> tuple[QRect, QRect] | None:
        """Where section `index`'s symbol and name are drawn (None: it has no symbol)."""
        model = self.model()
        icon = model.headerData(index, self.orientation(), Qt.ItemDataRole.DecorationRole)
        if not isinstance(icon, QIcon) or icon.isNull():
            return None
        text = str(model.headerData(index, self.orientation()) or "")
        font = model.headerData(index, self.orientation(), Qt.ItemDataRole.FontRole)
        metrics = QFontMetrics(font if isinstance(font, QFont) else self.font())
        lines = text.split("\n")
        wide = max(metrics.horizontalAdvance(line) for line in lines) + 2
        high = metrics.lineSpacing() * len(lines)
        side = self._side()
        section = QRect(
            self.sectionViewportPosition(index), 0, self.sectionSize(index), self.height()
        )
        if self.stacked:
            top = section.center().y() - (side + SYMBOL_GAP + high) // 2
            name = QRect(section.center().x() - wide // 2, top + side + SYMBOL_GAP, wide, high)
            return QRect(section.center().x() - side // 2, top, side, side), name
        left = max(section.left() + 2, section.center().x() - (side + SYMBOL_GAP + wide) // 2)
        top = section.center().y() - high // 2
        name = QRect(left + side + SYMBOL_GAP, top, wide, high)
        symbol = QRect(left, top + (metrics.lineSpacing() - side) // 2, side, side)
        return symbol, name

    def paintSection(self, painter: QPainter, rect: QRect, index: int) -> None:
        where = self.placed(index)
        if where is None:
            super().paintSection(painter, rect, index)
            return
        symbol, name = where
        model = self.model()
        option = QStyleOptionHeader()
        self.initStyleOption(option)
        option.rect = rect
        option.section = index
        option.text = str(model.headerData(index, self.orientation()) or "")
        option.textAlignment = Qt.AlignmentFlag.AlignCenter
        painter.save()
        font = model.headerData(index, self.orientation(), Qt.ItemDataRole.FontRole)
        if isinstance(font, QFont):
            painter.setFont(font)
        self.style().drawControl(QStyle.ControlElement.CE_HeaderSection, option, painter, self)
        option.rect = name
        self.style().drawControl(QStyle.ControlElement.CE_HeaderLabel, option, painter, self)
        icon = model.headerData(index, self.orientation(), Qt.ItemDataRole.DecorationRole)
        icon.paint(painter, symbol)
        painter.restore()


class Plan(NamedTuple):
    """The score card laid out in a room (`ScoreCard.plan`): the names over the columns, the
    rows' labels, the columns' least widths, the players' room those labels leave, whether
    the cells' words go on two lines and each symbol above its name."""

    labels: list[str]
    rows: list[str]
    widths: list[int]
    room: int
    broken: int  # the cells' words on so many lines at most (0: one)
    stacked: bool

    @property
    def scrolls(self) -> bool:
        """The columns are wider than the room: the card would scroll sideways."""
        return sum(self.widths) > self.room


class ScoreCard(WholeRowsTable):
    """The score card: a row for each part of the score and the total, a column for each player
    (a half row at the bottom would read as the last: whole rows only). It keeps the words it
    was given on one line each (`names`, `row_labels`, each cell's `WORDS`) and shows them as
    the plan it is laid out by says."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 0, parent)
        self.setObjectName("score_card")
        self.setHorizontalHeader(NamesHeader(self))
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setTabKeyNavigation(False)  # Tab leaves it for the buttons (arrows read it)
        # the players' columns are sized by the page whenever the card's width changes
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.names: list[str] = []  # over the columns, a winner's place under the name
        self.row_labels: list[str] = []  # the rows' labels on one line each
        self.looks: list[tuple[str, str] | None] = []  # each column's (colour, symbol)
        self.won: list[bool] = []  # each column's player won
        self._broken = 0  # the cells' words shown on so many lines at most (`break_cells`)
        self._side_extra = 0  # the rows' labels' header beyond the style's measure of them
        # `_cell_spare`'s answers by the words and types it measured: each plan of the card
        # (up to four a layout, a layout at each change of its width) asks for them again
        self._spares: dict[tuple[object, ...], int] = {}

    def take_cells(self) -> None:
        """Take every cell and header item out of the card before it is filled again, and
        delete each through its wrapper (which then knows it is gone). Left to Qt, an item it
        replaced or dropped was deleted behind its wrapper's back: the wrapper, still known to
        Python, was later handed out for another object made at its address. The one path by
        which the card's items go."""
        import shiboken6

        taken = []
        for row in range(self.rowCount()):
            taken += [self.takeItem(row, column) for column in range(self.columnCount())]
            taken.append(self.takeVerticalHeaderItem(row))
        taken += [self.takeHorizontalHeaderItem(c) for c in range(self.columnCount())]
        for item in taken:
            if item is not None and shiboken6.isValid(item):
                shiboken6.delete(item)

    def made_anew(self) -> None:
        """The cells were made again: their words on one line, the rows' labels' header to be
        measured again (in the type of now)."""
        self._broken = 0
        self._side_extra = 0

    def note_side_extra(self, shown: Sequence[str]) -> None:
        """What the rows' labels' header adds to its sections, beyond the style's measure of
        the labels it shows (`shown`), as seen: kept for `labels_width`."""
        told = self.verticalHeader().sizeHint().width() - self.labels_width(shown)
        self._side_extra = max(self._side_extra, told)

    def set_names(self, labels: list[str], holding: bool) -> None:
        """The players' names over their columns, the winners' with "1st place" under them in
        bold; while the totals are counted up, a winner's place line is held back, and the
        header keeps the height it has with it (the columns are sized for it too: nothing
        moves when it comes)."""
        header = self.horizontalHeader()
        header.setMinimumHeight(0)
        if holding:
            self.setHorizontalHeaderLabels(labels)
            header.setMinimumHeight(header.sizeHint().height())
            labels = [
                label.rsplit("\n", 1)[0] if won else label
                for label, won in zip(labels, self.won, strict=False)
            ]
        self.setHorizontalHeaderLabels(labels)
        bold = QFont(self.horizontalHeader().font())
        bold.setBold(True)
        for column, won in enumerate(self.won):
            item = self.horizontalHeaderItem(column)
            if won and item is not None and not holding:
                item.setFont(bold)
        self.show_looks()

    def show_looks(self) -> None:
        from .player_symbol import player_icon

        for column in range(self.columnCount()):
            item = self.horizontalHeaderItem(column)
            if item is None:
                continue
            look = self.looks[column] if column < len(self.looks) else None
            item.setIcon(player_icon(look[1], look[0]) if look is not None else QIcon())

    def plan(self, room: int) -> Plan:
        """How the card would be laid out in `room` in the type it has now (`Plan`): asked, it
        changes nothing (the page sets what the plan it takes says: scores_page.py)."""
        count = self.columnCount()
        header = self.horizontalHeader()
        side = self.verticalHeader()
        metrics = header.fontMetrics()
        margin = plain = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin) + 8
        if any(look is not None for look in self.looks):  # a symbol beside the names
            margin += header.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize) + 6
        # beyond the style's margins each side of a cell's words, what keeps the words of two
        # cells side by side a letter apart ("6 μπόνους, 24 πόντοι"), a bold letter the widest
        inside = self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1
        letter = QFont(self.font())
        letter.setBold(True)
        pad = max(0, QFontMetrics(letter).averageCharWidth() + 2 - 2 * inside)
        # (each column's cells as wide as their words need on one line, whatever they show now)
        cells = [
            self.sizeHintForColumn(column)
            + pad
            + (self._cell_spare(column, self._broken) if self._broken else 0)
            for column in range(count)
        ]
        bold = QFont(header.font())
        bold.setBold(True)  # (a winner's name)
        fonts = [QFontMetrics(bold) if won else metrics for won in self.won]

        def needs(labels: list[str], cells: list[int]) -> list[int]:
            return [
                max(font.size(0, label).width() + margin, cell)
                for label, cell, font in zip(labels, cells, fonts, strict=True)
            ]

        labels, rows = list(self.names), list(self.row_labels)
        widths = needs(labels, cells)
        if sum(widths) > room:
            labels = [  # (the names' spaces: "1st place" stays whole)
                "\n".join([n.replace(" ", "\n"), *more])
                for n, *more in (label.split("\n") for label in labels)
            ]
            widths = needs(labels, cells)
        broken = 2 if sum(widths) > room else 0
        if broken:  # the cells' words on two lines (taller rows only where long)
            cells = [cell - self._cell_spare(column) for column, cell in enumerate(cells)]
            widths = needs(labels, cells)
        if sum(widths) > room:  # and the rows' labels
            one = self.labels_width(rows)
            rows = [on_lines(side.fontMetrics(), row) for row in rows]
            room += one - self.labels_width(rows)
            widths = needs(labels, cells)
        stacked = sum(widths) > room and margin > plain
        if stacked:  # each symbol above its name
            margin = plain
            widths = needs(labels, cells)
        if sum(widths) > room:  # the cells' words on three lines ("2 circled → 5": 1024x600)
            cells = [
                cell + self._cell_spare(column) - self._cell_spare(column, 3)
                for column, cell in enumerate(cells)
            ]
            broken = 3
            widths = needs(labels, cells)
        if labels != self.names:
            # the names were broken at every space for the narrowest columns; the room left
            # is shared out to the columns (scores_page.py): each name on the fewest lines its
            # share holds (three long names with Larger text at 819×480: a word a line made
            # the header six lines high, the card's least height more than the page had)
            share = max(0, room - sum(widths)) // count
            labels = [
                "\n".join([filled(font, name, width + share - margin), *more])
                for (name, *more), width, font in zip(
                    (label.split("\n") for label in self.names), widths, fonts, strict=True
                )
            ]
            widths = needs(labels, cells)
        return Plan(labels, rows, widths, room, broken, stacked)

    def stack_symbols(self, stacked: bool) -> None:
        """Each symbol above its player's name (`stacked`) or beside it."""
        header = self.horizontalHeader()
        if isinstance(header, NamesHeader) and header.stacked != stacked:
            header.stacked = stacked
            header.updateGeometry()
            self.updateGeometry()

    def labels_width(self, labels: Sequence[str]) -> int:
        """The rows' labels' column as wide as `labels` need (asked of the style, not of the
        header, which may not have measured the labels it shows yet)."""
        side = self.verticalHeader()
        option = QStyleOptionHeader()
        side.initStyleOption(option)
        widths = [0]
        for label in labels:
            option.text = label
            need = side.style().sizeFromContents(
                QStyle.ContentsType.CT_HeaderSection, option, QSize(), side
            )
            widths.append(need.width())
        return max(widths) + self._side_extra

    def set_compact(self, compact: bool) -> None:
        """The card in the smaller type of many players (`compact`) or its usual one, the
        totals in bold of it."""
        if bool(self.property("many")) == compact:
            return
        self.setProperty("many", compact)
        self.style().unpolish(self)
        self.style().polish(self)
        self.bold_totals()

    def bold_totals(self) -> None:
        """The totals in bold of the card's type."""
        bold = QFont(self.font())
        bold.setBold(True)
        last = self.rowCount() - 1
        for column in range(self.columnCount()):
            total = self.item(last, column)
            if total is not None:
                total.setFont(bold)

    def set_least(self, least: bool) -> None:
        """The card of many players in its least type (ui/style.py: `least`), or not."""
        if bool(self.property("least")) == least:
            return
        self.setProperty("least", least)
        # (the headers too: their type is the card's, polished as the card is)
        for widget in (self, self.horizontalHeader(), self.verticalHeader()):
            widget.style().unpolish(widget)
            widget.style().polish(widget)
        self.bold_totals()

    def break_cells(self, broken: int) -> None:
        """Each cell's words on `broken` lines at most (two, or three), broken where its
        longest line is shortest (the table would wrap them where the first line is fullest),
        or on one (0)."""
        self._broken = broken
        for row in range(self.rowCount()):
            for column in range(self.columnCount()):
                cell = self.item(row, column)
                if cell is None:
                    continue
                words = str(cell.data(WORDS) or cell.text())
                if broken:
                    metrics = QFontMetrics(cell.data(Qt.ItemDataRole.FontRole) or self.font())
                    words = on_lines(metrics, words, broken)
                if cell.text() != words:
                    cell.setText(words)

    def _cell_spare(self, column: int, lines: int = 2) -> int:
        """How much narrower `column`'s widest words are on `lines` lines each."""
        cells = [self.item(row, column) for row in range(self.rowCount())]
        shown = [
            (
                QFont(cell.data(Qt.ItemDataRole.FontRole) or self.font()),
                str(cell.data(WORDS) or cell.text()),
            )
            for cell in cells
            if cell is not None
        ]
        key = (lines, *((font.key(), words) for font, words in shown))
        if key not in self._spares:
            if len(self._spares) > 256:  # (a card's few columns and types: bounded anyway)
                self._spares.clear()
            self._spares[key] = self._measure_spare(shown, lines)
        return self._spares[key]

    @staticmethod
    def _measure_spare(shown: list[tuple[QFont, str]], lines: int) -> int:
        one, two = 0, 0
        for font, words in shown:
            metrics = QFontMetrics(font)
            one = max(one, metrics.horizontalAdvance(words))
            broken = on_lines(metrics, words, lines).split("\n")
            two = max(two, *(metrics.horizontalAdvance(line) for line in broken))
        return one - two

    def tint(self) -> None:
        """The tinted cells (a row's colour, the winner's total) in the palette in use."""
        for row in range(self.rowCount()):
            for column in range(self.columnCount()):
                cell = self.item(row, column)
                tint = cell.data(TINT) if cell is not None else None
                if cell is not None and tint:
                    cell.setBackground(QBrush(tone(tint)))
                    cell.setForeground(QBrush(tone(C.ink)))


# a widget's height with no maximum set (Qt's QWIDGETSIZE_MAX)
NO_MAXIMUM = (1 << 24) - 1


class CardRoom(QWidget):
    """The score card's room on the end page: the page's layout gives it the height the card
    asks for (`follow`: the card's least and greatest, `fit_height`), and where that is less
    than every row's the card in it is as high as the whole rows from its end that fit, the
    room under them left below the card, as when it shows every row. (The card opens at its
    totals, its top row whole: in the room the layout gave it, the part row's room was left
    inside its frame under the totals, an empty strip.)"""

    def __init__(self, card: ScoreCard, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card_room")
        self.card = card
        card.setParent(self)
        self.setSizePolicy(card.sizePolicy())

    def sizeHint(self) -> QSize:
        return self.card.sizeHint()

    def minimumSizeHint(self) -> QSize:
        return self.card.minimumSizeHint()

    def follow(self) -> None:
        """The card's least and greatest heights taken (it was laid out again)."""
        card = self.card
        if (self.minimumHeight(), self.maximumHeight()) != (
            card.minimumHeight(),
            card.maximumHeight(),
        ):
            self.setMinimumHeight(card.minimumHeight())
            self.setMaximumHeight(card.maximumHeight())
        self._place()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def _place(self) -> None:
        card = self.card
        height = self.height()
        most = card.maximumHeight()
        if most != NO_MAXIMUM and height < most:
            rows = [card.rowHeight(row) for row in range(card.rowCount())]
            fixed = most - sum(rows)  # (its header, frame and a sideways bar)
            shown = 0
            for row in reversed(rows):
                if fixed + shown + row > height:
                    break
                shown += row
            if shown:
                height = max(fixed + shown, card.minimumHeight())
        if card.geometry() != QRect(0, 0, self.width(), height):
            card.setGeometry(0, 0, self.width(), height)
