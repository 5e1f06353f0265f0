"""The end of a game: the printed score card, filled in (each row's crosses and points, the
misthrows, the total) and the winner(s), counted up and celebrated (count_up.py); a solo
player's result with the solo rules' own words."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QFont,
    QFontMetrics,
    QHideEvent,
    QIcon,
    QPainter,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QStyle,
    QStyleOptionHeader,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sheetdesk.core.i18n import count_text, numerus

from .formatting import score_label
from .palette import KIT, declare, tone
from .plain import plain_label
from .score_bands import CardBands, fit_height, on_lines
from .style import set_role
from .whole_lines import WholeRowsTable

# The end of a solo game: its result, not a win over nobody.
SOLO_RESULT = numerus.translate("ScoresPage", "Solo game: {name} scores %n point(s).", None, 1)
# A line of circled bonuses says what its count is: "7 circled → 27", not "7 → 27".
CIRCLED = numerus.translate("ScoresPage", "%n circled → {points}", None, 1)

# the score card's rows kept in sight however short the window: below every row's room the card
# gives way row by row, down to these, and scrolls (its scroll bar says more rows are below)
# before the page would: the page's buttons stay in sight (six players with Larger text on
# 1366×768 at 150 % left room for one row, under the names' two lines and their symbols)
FEWEST_ROWS = 1
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


COMPACT_FROM_SEATS = 6  # more columns than this: the score card's smaller type
SIDE, NARROW_SIDE = 24, 4  # the page's margins left and right; narrow: a card too wide for it
SYMBOL_GAP = 4  # between a player's symbol and their name


class NamesHeader(QHeaderView):
    """The score card's players: each one's symbol right beside their name, the two centred
    together in the column (the style draws a section's icon at its left edge, apart from a
    centred name, where it reads as the column before's)."""

    # each symbol above its name rather than beside it (narrow columns: `_fit_columns`); a
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
    """The score card laid out in a room (`ScoresPage._plan`): the names over the columns, the
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


class ScoresPage(QWidget):
    new_game_requested = Signal()
    back_requested = Signal()
    show_table_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scores_page")
        self._players: tuple[Any, ...] = ()
        self._scores: Mapping[int, Any] = {}
        self._context = ""
        self._reason: Any = None
        self._tie_break: Any = None
        # the places not yet said: the totals are still being counted up (count_up.py)
        self._holding = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(SIDE, 16, SIDE, 16)
        self.title = QLabel()
        set_role(self.title, "title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.winner_label = plain_label()
        self.winner_label.setObjectName("winner")
        set_role(self.winner_label, "heading")
        self.winner_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.winner_label.setWordWrap(True)
        self.winner_label.setTextFormat(Qt.TextFormat.PlainText)
        # how a tie was broken (it names the winner, so it comes up with the winner's line)
        self.tie_label = plain_label()
        self.tie_label.setObjectName("tie_break")
        self.tie_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tie_label.setWordWrap(True)
        self.tie_label.setTextFormat(Qt.TextFormat.PlainText)
        self.tie_label.hide()
        self.result = QWidget()  # the winner's line and the tie's: what the count-up holds back
        self.result.setObjectName("result")
        said = QVBoxLayout(self.result)
        said.setContentsMargins(0, 0, 0, 0)
        said.addWidget(self.winner_label)
        said.addWidget(self.tie_label)
        # under a solo result: what the solo game is played for (the solo rules' words)
        self.solo_label = QLabel()
        self.solo_label.setObjectName("solo_words")
        set_role(self.solo_label, "hint")
        self.solo_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.solo_label.setWordWrap(True)
        self.solo_label.hide()
        self.reason_label = QLabel()
        self.reason_label.setObjectName("end_reason")
        self.reason_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason_label.setWordWrap(True)
        self.reason_label.setTextFormat(Qt.TextFormat.PlainText)
        self.table = WholeRowsTable(0, 0)  # (a half row at the bottom would read as the last)
        self.table.setObjectName("score_card")
        self.table.setHorizontalHeader(NamesHeader(self.table))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        # the players' columns are sized by _fit_columns whenever the table's width changes
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.viewport().installEventFilter(self)
        self._headers: list[str] = []
        self._row_labels: list[str] = []  # the rows' labels on one line each
        self._broken = 0  # the cells' words shown on so many lines at most (`_break_cells`)
        self._side_extra = 0  # the rows' labels' header beyond the style's measure of them
        self._looks: list[tuple[str, str] | None] = []
        self._won: list[bool] = []  # each column's player won
        self._fitting = False
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        buttons = QHBoxLayout()
        self.table_button = QPushButton()
        self.table_button.setObjectName("show_sheets")
        self.new_button = QPushButton()
        self.new_button.setObjectName("scores_new_game")
        set_role(self.new_button, "primary")
        self.back_button = QPushButton()
        self.back_button.setObjectName("scores_back")
        self.table_button.clicked.connect(self.show_table_requested.emit)
        self.new_button.clicked.connect(self.new_game_requested.emit)
        self.back_button.clicked.connect(self.back_requested.emit)
        buttons.addWidget(self.table_button)
        buttons.addStretch(1)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.new_button)
        layout.addWidget(self.title)
        layout.addWidget(self.result)
        layout.addWidget(self.solo_label)
        layout.addWidget(self.reason_label)
        # (a solo game's words take this gap's room: nine rows still fit a 1024×600 screen)
        self._gap = QSpacerItem(0, 8, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        layout.addItem(self._gap)
        # (the card takes the height it asks for first, up to every row; what is left is below it)
        layout.addWidget(self.table, 1)
        layout.addStretch(0)
        layout.addLayout(buttons)
        from .count_up import CountUp

        self.count_up = CountUp(self, self.table, self.result)
        self.count_up.finished.append(self._reveal)
        self.bands = CardBands(self.table, self.count_up.delegate)  # (the players in bands)
        self.retranslate()

    def set_looks(self, looks: Sequence[tuple[str, str] | None]) -> None:
        """The seats' remembered (colour, symbol), shown beside their names (None: none)."""
        self._looks = list(looks)
        self._show_looks()

    def _set_headers(self, labels: list[str]) -> None:
        """The players' names over their columns, the winners' with "1st place" under them in
        bold; while the totals are counted up, a winner's place line is held back, and the
        header keeps the height it has with it (the columns are sized for it too: nothing
        moves when it comes)."""
        header = self.table.horizontalHeader()
        header.setMinimumHeight(0)
        if self._holding:
            self.table.setHorizontalHeaderLabels(labels)
            header.setMinimumHeight(header.sizeHint().height())
            labels = [
                label.rsplit("\n", 1)[0] if won else label
                for label, won in zip(labels, self._won, strict=False)
            ]
        self.table.setHorizontalHeaderLabels(labels)
        bold = QFont(self.table.horizontalHeader().font())
        bold.setBold(True)
        for column, won in enumerate(self._won):
            item = self.table.horizontalHeaderItem(column)
            if won and item is not None and not self._holding:
                item.setFont(bold)
        self._show_looks()

    def _reveal(self, *, announce: bool = True) -> None:
        """The count-up ended (or was skipped, or never ran): the places are said, on the card
        and to a screen reader (its announcement: the result read out at that moment)."""
        holding, self._holding = self._holding, False
        self.winner_label.setAccessibleName("")  # (the label's own words again)
        self.tie_label.setAccessibleName("")
        if not holding:
            return
        self._fit_columns()  # (the names set again, the places with them)
        said = " ".join(t for t in (self.winner_label.text(), self.tie_label.text()) if t)
        if said and announce:
            from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.winner_label, said))

    def _show_looks(self) -> None:
        from .sheetkit.player_symbol import player_icon

        if self.bands.banded:  # (the names set again as printed, their looks with them)
            self.bands.width = -1
            self._fit_columns()
            return
        for column in range(self.table.columnCount()):
            item = self.table.horizontalHeaderItem(column)
            if item is None:
                continue
            look = self._looks[column] if column < len(self._looks) else None
            item.setIcon(player_icon(look[1], look[0]) if look is not None else QIcon())

    def set_scores(
        self,
        context: str,
        players: Sequence[Any],
        scores: Mapping[int, Any],
        reason: Any = None,
        tie_break: Any = None,
        *,
        celebrate: bool = False,
    ) -> None:
        """`context`: the game's translation context for the item labels (its id); `players`:
        the seats (a name, or a Player whose computer seats are marked); `reason`: why the game
        ended (core Text, rendered in the current language). `celebrate`: the game ended just
        now (counted up, confetti, the fanfare); otherwise the card is shown whole, quietly (a
        finished game looked at again)."""
        self._context = context
        self.table_button.setText(self._show_words())
        self._reason = reason
        self._tie_break = tie_break
        self._players = tuple(players)
        self._scores = scores
        self.count_up.stop()
        self._holding = celebrate and len(scores) > 1  # (a solo result has no place to hold)
        self._fill()
        seats = sorted(scores)
        points = [[item.points for item in scores[s].items] for s in seats]
        if celebrate:
            self.count_up.start(points)  # (at once, without animations: the places said)
        else:
            self._reveal()

    @property
    def _names(self) -> tuple[str, ...]:
        from .formatting import seat_name

        return tuple(p if isinstance(p, str) else seat_name(p) for p in self._players)

    def winners(self) -> list[str]:
        return [self._names[s] for s, b in sorted(self._scores.items()) if b.winner]

    def _cell(self, item: Any) -> str:
        crosses = item.detail.get("crosses")
        count = item.detail.get("count")
        if "circled" in item.detail:
            from .formatting import render

            return render(CIRCLED.count(item.detail["circled"], points=count_text(item.points)))
        if count is None and len(item.detail) == 1:  # boxes, cups, cards, seals: one count
            (count,) = item.detail.values()
        # (points below zero with the minus sign, as every count is written: "1 → −5")
        points = count_text(item.points)
        if crosses is not None:
            return self.tr("{crosses} ✗ → {points}").format(crosses=crosses, points=points)
        if count is not None:
            return self.tr("{count} → {points}").format(count=count, points=points)
        return points

    def _fill(self) -> None:
        from .formatting import render

        reason = render(self._reason, self._names) if self._reason is not None else ""
        self.reason_label.setText(reason)
        self.reason_label.setVisible(bool(reason))
        tie = render(self._tie_break, self._names) if self._tie_break is not None else ""
        self.tie_label.setText(tie)
        self.tie_label.setVisible(bool(tie))
        seats = sorted(self._scores)
        self.bands.lay_out(1, [], 0)  # (filled as printed; in bands again if it must be)
        if not seats:
            self.table.setRowCount(0)
            self.table.setColumnCount(0)
            self.winner_label.setText("")
            return
        items = self._scores[seats[0]].items
        # up to nine players' columns fit a small screen in smaller type
        many = len(seats) > COMPACT_FROM_SEATS
        self.table.setProperty("many", many)
        self.table.style().unpolish(self.table)
        self.table.style().polish(self.table)
        self.table.setColumnCount(len(seats))
        self.table.setRowCount(len(items) + 1)
        self._broken = 0  # (the cells made anew, their words on one line)
        self._side_extra = 0  # (measured again, in the type of now)
        headers = []
        self._won = []
        for seat in seats:
            name = self._names[seat] if seat < len(self._names) else str(seat + 1)
            # (a solo game has a result, not a winner; a winner is said in words and bold
            # type, never with a star: a player's symbol may be one)
            won = self._scores[seat].winner and len(seats) > 1
            self._won.append(won)
            headers.append(name + "\n" + self.tr("1st place") if won else name)
        self._headers = headers
        self._set_headers(headers)
        labels = [score_label(self._context, item.label) for item in items]
        labels.append(self.tr("Total"))
        self._row_labels = labels
        self.table.setVerticalHeaderLabels(labels)
        bold = QFont(self.table.font())
        bold.setBold(True)
        for column, seat in enumerate(seats):
            breakdown = self._scores[seat]
            for row, item in enumerate(breakdown.items):
                cell = QTableWidgetItem(self._cell(item))
                cell.setData(WORDS, cell.text())
                cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                cell.setData(TINT, ROW_TINTS.get(item.key))
                self.table.setItem(row, column, cell)
            total = QTableWidgetItem(count_text(breakdown.total))
            total.setData(WORDS, total.text())
            total.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            total.setFont(bold)
            total.setData(TINT, C.winner if breakdown.winner else None)
            self.table.setItem(len(items), column, total)
        self._tint()
        winners = self.winners()
        best = max(self._scores[s].total for s in seats)
        tied = len(winners) == 1 and any(
            not self._scores[s].winner and self._scores[s].total == best for s in seats
        )
        self.solo_label.setText(self._solo_words() if len(seats) == 1 else "")
        self.solo_label.setVisible(bool(self.solo_label.text()))
        self._gap.changeSize(0, 0 if self.solo_label.text() else 8)
        self.layout().invalidate()
        if len(seats) == 1:  # a solo game has no winner: it has a result
            from .formatting import render

            text = render(SOLO_RESULT.count(best, name=self._names[seats[0]]))
        elif tied:
            text = self.tr("{name} wins on the tie-break!").format(name=winners[0])
        elif len(winners) == 1:
            text = self.tr("{name} wins!").format(name=winners[0])
        elif winners:
            text = self.tr("{names} share the win!").format(names=", ".join(winners))
        else:
            text = ""
        self.winner_label.setText(text)
        if self._holding:  # (a screen reader reads the words of a label faded out, too)
            counting = self.tr("The scores are being counted…")
            self.winner_label.setAccessibleName(counting)
            self.tie_label.setAccessibleName(counting if tie else "")
        self.table.resizeRowsToContents()
        self._fit_columns()

    def _solo_words(self) -> str:
        """What a solo game is played for, as the game's solo rules say it."""
        from sheetdesk.core import registry

        try:
            info = registry.get(self._context).rules().info
        except KeyError:
            return ""
        if info.solo_rules:
            return self.tr("The solo game is played for the highest score you can reach.")
        if info.solo_is_practice:
            return self.tr("Solo practice — not part of the published game")
        return ""

    def _fit_columns(self) -> None:
        """Each player's column as wide as its name and points need, the room left shared out.
        When the names do not fit side by side, each breaks at its spaces onto lines of its own;
        if they still do not fit, the cells' words go onto two lines each (broken at the space
        that leaves the longer line shortest: "6 μπόνους,", "24 πόντοι"), then the rows'
        labels too; then, up to `COMPACT_FROM_SEATS` players, the card takes the smaller type
        of more players, then each symbol goes above its name, then the cells' words go onto
        three lines, and last the page's margins narrow. If even that does not fit, the players
        go in bands, one under the other (score_bands.py): a word is never cut, nor shortened,
        and the card never scrolls sideways."""
        if self._fitting or self.bands.holds(self.width()):
            return
        self._fitting = True
        try:
            self.bands.lay_out(1, [], 0)  # (measured as printed, a column per player)
            count = self.table.columnCount()
            # (nor while the card is being filled: its columns made, their names not yet)
            if not count or len(self._headers) != count:
                return
            side = self.table.verticalHeader()
            shown = [
                side.model().headerData(r, Qt.Orientation.Vertical) or ""
                for r in range(self.table.rowCount())
            ]
            # the players' room with the rows' labels on one line each, the page's usual margins
            # and a scroll bar beside the rows, whatever the card shows now: the same whichever
            # way the card was laid out before (else a layout that takes away what made it
            # choose so would choose the other again, and so on)
            margins = self.layout().contentsMargins()
            room = self.width() - 2 * SIDE - 2 * self.table.frameWidth()
            room -= self.table.verticalScrollBar().sizeHint().width()
            # (what the header adds to its sections, beyond the style's measure, as seen)
            told = side.sizeHint().width() - self._labels_width(shown)
            self._side_extra = max(self._side_extra, told)
            room -= self._labels_width(self._row_labels)
            if count <= COMPACT_FROM_SEATS:
                self._set_compact(False)
            plan = self._plan(room)
            if plan.scrolls and count <= COMPACT_FROM_SEATS:
                self._set_compact(True)
                plan = self._plan(room)
            side_room = 2 * (SIDE - NARROW_SIDE)
            narrow = plan.scrolls
            if narrow:  # the page's margins given to the card
                plan = self._plan(room + side_room)
            # last, more players than fit side by side in the smaller type take the least one
            # (nine in Greek or Polish at 1024x600 at 125 %: 784 px of columns in 695)
            self._set_least(False)
            if plan.scrolls and count > COMPACT_FROM_SEATS:
                self._set_least(True)
                plan = self._plan(room + side_room)
            labels, rows, widths, left, broken = plan[:5]
            self._stack_symbols(plan.stacked)
            if margins.left() != (NARROW_SIDE if narrow else SIDE):
                edge = NARROW_SIDE if narrow else SIDE
                self.layout().setContentsMargins(edge, margins.top(), edge, margins.bottom())
            self._break_cells(broken)
            if rows != shown:
                self.table.setVerticalHeaderLabels(rows)
            self._set_headers(labels)
            share = max(0, left - sum(widths)) // count
            for column, width in enumerate(widths):
                self.table.setColumnWidth(column, width + share)
            self.table.resizeRowsToContents()  # (a cell's words on two lines: its row higher)
            # (nine players with Larger text: in bands, one under the other)
            bands = CardBands.fewest(widths, left) if sum(widths) > left else 1
            self.bands.lay_out(bands, widths, left, self.width())
            fit_height(self.table, FEWEST_ROWS, bands == 1 and sum(widths) > left)
        finally:
            self._fitting = False

    def _plan(self, room: int) -> Plan:
        """How the card would be laid out in `room` in the type it has now (`Plan`): asked, it
        changes nothing (`_fit_columns` sets what the plan it takes says)."""
        count = self.table.columnCount()
        header = self.table.horizontalHeader()
        side = self.table.verticalHeader()
        metrics = header.fontMetrics()
        margin = plain = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin) + 8
        if any(look is not None for look in self._looks):  # a symbol beside the names
            margin += header.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize) + 6
        # beyond the style's margins each side of a cell's words, what keeps the words of two
        # cells side by side a letter apart ("6 μπόνους, 24 πόντοι"), a bold letter the widest
        inside = (
            self.table.style().pixelMetric(
                QStyle.PixelMetric.PM_FocusFrameHMargin, None, self.table
            )
            + 1
        )
        letter = QFont(self.table.font())
        letter.setBold(True)
        pad = max(0, QFontMetrics(letter).averageCharWidth() + 2 - 2 * inside)
        # (each column's cells as wide as their words need on one line, whatever they show now)
        cells = [
            self.table.sizeHintForColumn(column)
            + pad
            + (self._cell_spare(column, self._broken) if self._broken else 0)
            for column in range(count)
        ]
        bold = QFont(header.font())
        bold.setBold(True)  # (a winner's name)
        fonts = [QFontMetrics(bold) if won else metrics for won in self._won]

        def needs(labels: list[str], cells: list[int]) -> list[int]:
            return [
                max(font.size(0, label).width() + margin, cell)
                for label, cell, font in zip(labels, cells, fonts, strict=True)
            ]

        labels, rows = list(self._headers), list(self._row_labels)
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
            one = self._labels_width(rows)
            rows = [on_lines(side.fontMetrics(), row) for row in rows]
            room += one - self._labels_width(rows)
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
        return Plan(labels, rows, widths, room, broken, stacked)

    def _stack_symbols(self, stacked: bool) -> None:
        """Each symbol above its player's name (`stacked`) or beside it."""
        header = self.table.horizontalHeader()
        if isinstance(header, NamesHeader) and header.stacked != stacked:
            header.stacked = stacked
            header.updateGeometry()
            self.table.updateGeometry()

    def _labels_width(self, labels: Sequence[str]) -> int:
        """The rows' labels' column as wide as `labels` need (asked of the style, not of the
        header, which may not have measured the labels it shows yet)."""
        side = self.table.verticalHeader()
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

    def _set_compact(self, compact: bool) -> None:
        """The card in the smaller type of many players (`compact`) or its usual one, the
        totals in bold of it."""
        if bool(self.table.property("many")) == compact:
            return
        self.table.setProperty("many", compact)
        self.table.style().unpolish(self.table)
        self.table.style().polish(self.table)
        self._bold_totals()

    def _bold_totals(self) -> None:
        """The totals in bold of the card's type."""
        bold = QFont(self.table.font())
        bold.setBold(True)
        last = self.table.rowCount() - 1
        for column in range(self.table.columnCount()):
            total = self.table.item(last, column)
            if total is not None:
                total.setFont(bold)

    def _set_least(self, least: bool) -> None:
        """The card of many players in its least type (ui/style.py: `least`), or not."""
        if bool(self.table.property("least")) == least:
            return
        self.table.setProperty("least", least)
        # (the headers too: their type is the card's, polished as the card is)
        for widget in (self.table, self.table.horizontalHeader(), self.table.verticalHeader()):
            widget.style().unpolish(widget)
            widget.style().polish(widget)
        self._bold_totals()

    def _break_cells(self, broken: int) -> None:
        """Each cell's words on `broken` lines at most (two, or three), broken where its
        longest line is shortest (the table would wrap them where the first line is fullest),
        or on one (0)."""
        self._broken = broken
        for row in range(self.table.rowCount()):
            for column in range(self.table.columnCount()):
                cell = self.table.item(row, column)
                if cell is None:
                    continue
                words = str(cell.data(WORDS) or cell.text())
                if broken:
                    metrics = QFontMetrics(cell.data(Qt.ItemDataRole.FontRole) or self.table.font())
                    words = on_lines(metrics, words, broken)
                if cell.text() != words:
                    cell.setText(words)

    def _cell_spare(self, column: int, lines: int = 2) -> int:
        """How much narrower `column`'s widest words are on `lines` lines each."""
        one, two = 0, 0
        for row in range(self.table.rowCount()):
            cell = self.table.item(row, column)
            if cell is None:
                continue
            metrics = QFontMetrics(cell.data(Qt.ItemDataRole.FontRole) or self.table.font())
            words = str(cell.data(WORDS) or cell.text())
            one = max(one, metrics.horizontalAdvance(words))
            broken = on_lines(metrics, words, lines).split("\n")
            two = max(two, *(metrics.horizontalAdvance(line) for line in broken))
        return one - two

    def _tint(self) -> None:
        """The tinted cells (a row's colour, the winner's total) in the palette in use."""
        for row in range(self.table.rowCount()):
            for column in range(self.table.columnCount()):
                cell = self.table.item(row, column)
                tint = cell.data(TINT) if cell is not None else None
                if cell is not None and tint:
                    cell.setBackground(QBrush(tone(tint)))
                    cell.setForeground(QBrush(tone(C.ink)))

    def look_changed(self) -> None:
        """Settings ▸ Colours or Larger text changed: the tints and the looks drawn again."""
        self._tint()
        self._show_looks()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.table.viewport():
            self._fit_columns()
        return super().eventFilter(watched, event)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Final scores"))
        self.table.setAccessibleName(self.title.text())  # (for screen readers)
        self.table_button.setText(self._show_words())
        self.new_button.setText(self.tr("New game"))
        self.back_button.setText(self.tr("Back to start"))
        self._fill()

    def _show_words(self) -> str:
        """The way back to the table in the game's word for its players' paper."""
        from .formatting import paper_words

        return paper_words(self._context, "show", self.tr("Show the sheets"))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # the columns again once the page is laid out at its real width (fitted while hidden,
        # they kept the width of a wider window, and the card a scroll bar's room it lacks)
        QTimer.singleShot(0, self, self._fit_columns)

    def hideEvent(self, event: QHideEvent) -> None:
        self.count_up.stop()  # (the page is left: nothing more to count or celebrate)
        self._reveal(announce=False)  # (the places said, should it be shown again)
        super().hideEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
