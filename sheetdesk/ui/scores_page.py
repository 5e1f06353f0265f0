"""The end of a game: the printed score card, filled in (each row's crosses and points, the
misthrows, the total) and the winner(s), counted up and celebrated (count_up.py); a solo
player's result with the solo rules' own words. A card too short for every row keeps its totals
in sight."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sheetdesk.core.i18n import count_text, numerus

from .formatting import score_label
from .plain import plain_label
from .score_bands import CardBands, fit_height
from .score_card import ROW_TINTS, TINT, WORDS, C, CardRoom, ScoreCard
from .style import set_role

# The end of a solo game: its result, not a win over nobody.
SOLO_RESULT = numerus.translate("ScoresPage", "Solo game: {name} scores %n point(s).", None, 1)
# A line of circled bonuses says what its count is: "7 circled → 27", not "7 → 27".
CIRCLED = numerus.translate("ScoresPage", "%n circled → {points}", None, 1)

# the score card's rows kept in sight however short the window: below every row's room the card
# gives way row by row, down to these, and scrolls (its scroll bar says more rows are below)
# before the page would: the page's buttons stay in sight (six players with Larger text on
# 1366×768 at 150 % left room for one row, under the names' two lines and their symbols)
FEWEST_ROWS = 1

COMPACT_FROM_SEATS = 6  # more columns than this: the score card's smaller type
SIDE, NARROW_SIDE = 24, 4  # the page's margins left and right; narrow: a card too wide for it


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
        layout = self._outer = QVBoxLayout(self)
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
        self.table = ScoreCard()
        # (the players' columns sized by _fit_columns whenever the card's width changes)
        self.table.viewport().installEventFilter(self)
        self._fitting = False
        self._card_room = (-1, -1)  # the rows' room (their margin below included) last seen
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
        # (in whole rows where it scrolls: `CardRoom`)
        self.card_room = CardRoom(self.table)
        layout.addWidget(self.card_room, 1)
        layout.addStretch(0)
        layout.addLayout(buttons)
        from .count_up import CountUp

        self.count_up = CountUp(self, self.table, self.result)
        self.count_up.finished.append(self._reveal)
        self.count_up.finished.append(self._totals_in_sight)
        self.bands = CardBands(self.table, self.count_up.delegate)  # (the players in bands)
        self.retranslate()

    def set_looks(self, looks: Sequence[tuple[str, str] | None]) -> None:
        """The seats' remembered (colour, symbol), shown beside their names (None: none)."""
        self.table.looks = list(looks)
        self._show_looks()

    def _show_looks(self) -> None:
        if self.bands.banded:  # (the names set again as printed, their looks with them)
            self.bands.width = -1
            self._fit_columns()
            return
        self.table.show_looks()

    def _reveal(self, *, announce: bool = True) -> None:
        """The count-up ended (or was skipped, or never ran): the places are said, on the card
        and to a screen reader (its announcement: the result read out at that moment)."""
        holding, self._holding = self._holding, False
        self.winner_label.setAccessibleName("")  # (the label's own words again)
        self.tie_label.setAccessibleName("")
        if not holding:
            return
        self.bands.width = -1  # (in bands too: each band's names taken again, with the places)
        self._fit_columns()  # (the names set again, the places with them)
        said = " ".join(t for t in (self.winner_label.text(), self.tie_label.text()) if t)
        if said and announce:
            from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.winner_label, said))

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
            self._totals_in_sight()

    def _totals_in_sight(self) -> None:
        """Where the card has no room for every row and scrolls, its last row, the totals (what
        a family looks for), is kept in sight, the scroll bar saying there are rows above it
        (while the count-up runs, it shows each row as it counts it, ending there)."""
        if not self.count_up.counting:
            self.table.scrollToBottom()

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
        self.bands.lay_out(1, [])  # (filled as printed; in bands again if it must be)
        self.table.take_cells()  # (made anew below: see ScoreCard.take_cells)
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
        self.table.made_anew()  # (the cells made anew, their words on one line)
        headers = []
        self.table.won = []
        for seat in seats:
            name = self._names[seat] if seat < len(self._names) else str(seat + 1)
            # (a solo game has a result, not a winner; a winner is said in words and bold
            # type, never with a star: a player's symbol may be one)
            won = self._scores[seat].winner and len(seats) > 1
            self.table.won.append(won)
            headers.append(name + "\n" + self.tr("1st place") if won else name)
        self.table.names = headers
        self.table.set_names(headers, self._holding)
        labels = [score_label(self._context, item.label) for item in items]
        labels.append(self.tr("Total"))
        self.table.row_labels = labels
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
        self.table.tint()
        winners = self.winners()
        best = max(self._scores[s].total for s in seats)
        tied = len(winners) == 1 and any(
            not self._scores[s].winner and self._scores[s].total == best for s in seats
        )
        self.solo_label.setText(self._solo_words() if len(seats) == 1 else "")
        self.solo_label.setVisible(bool(self.solo_label.text()))
        self._gap.changeSize(0, 0 if self.solo_label.text() else 8)
        self._outer.invalidate()
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
        if self._fitting:
            return
        if self.bands.holds(self.width()):
            # (a scroll bar come or gone beside the bands: their room shared out again)
            if self.bands.settled and len(self.bands.least) == self.table.columnCount():
                self._share_out(self.bands.least)
            return
        self._fitting = True
        try:
            self.bands.lay_out(1, [])  # (measured as printed, a column per player)
            count = self.table.columnCount()
            # (nor while the card is being filled: its columns made, their names not yet)
            if not count or len(self.table.names) != count:
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
            margins = self._outer.contentsMargins()
            room = self.width() - 2 * SIDE - 2 * self.table.frameWidth()
            room -= self.table.verticalScrollBar().sizeHint().width()
            self.table.note_side_extra(shown)
            room -= self.table.labels_width(self.table.row_labels)
            if count <= COMPACT_FROM_SEATS:
                self.table.set_compact(False)
            plan = self.table.plan(room)
            if plan.scrolls and count <= COMPACT_FROM_SEATS:
                self.table.set_compact(True)
                plan = self.table.plan(room)
            side_room = 2 * (SIDE - NARROW_SIDE)
            narrow = plan.scrolls
            if narrow:  # the page's margins given to the card
                plan = self.table.plan(room + side_room)
            # last, more players than fit side by side in the smaller type take the least one
            # (nine in Greek or Polish at 1024x600 at 125 %: 784 px of columns in 695)
            self.table.set_least(False)
            if plan.scrolls and count > COMPACT_FROM_SEATS:
                self.table.set_least(True)
                plan = self.table.plan(room + side_room)
            labels, rows, widths, left, broken = plan[:5]
            self.table.stack_symbols(plan.stacked)
            if margins.left() != (NARROW_SIDE if narrow else SIDE):
                edge = NARROW_SIDE if narrow else SIDE
                self._outer.setContentsMargins(edge, margins.top(), edge, margins.bottom())
            self.table.break_cells(broken)
            if rows != shown:
                self.table.setVerticalHeaderLabels(rows)
            self.table.set_names(labels, self._holding)
            self._share_out(widths)
            self.table.resizeRowsToContents()  # (a cell's words on two lines: its row higher)
            # (nine players with Larger text: in bands, one under the other)
            bands = CardBands.fewest(widths, left) if sum(widths) > left else 1
            self.bands.lay_out(bands, widths, self.width())
            if self.bands.banded:  # (the bands' columns share out the same room)
                self._share_out(self.bands.least)
                self.table.resizeRowsToContents()
            fit_height(self.table, FEWEST_ROWS, bands == 1 and sum(widths) > left)
            self.card_room.follow()
        finally:
            self._fitting = False

    def _share_out(self, widths: list[int]) -> None:
        """The players' columns at their least `widths` (in bands, a band's columns: each as
        wide as its widest player's), and the room the card has for them now shared out: to
        its right edge where no scroll bar shows, up to the scroll bar where one does. (The
        plan was chosen with a scroll bar's room kept, whether one shows or not, so it stays
        the same as a bar comes and goes; only this share changes, and a bar's coming or going
        resizes the rows' room, which shares it out again.) Never more than the page's width
        leaves beside the rows' labels (as the header measures them now) and a bar that
        shows: a viewport not yet narrowed to the page's new width would make the card scroll
        sideways. (Not the room the plan counted: its measure of the labels may be a pixel
        off in the least type, a strip left beside the bands.)"""
        table = self.table
        bar = table.verticalScrollBar()
        margins = self._outer.contentsMargins()
        room = min(
            table.viewport().width(),
            self.width()
            - margins.left()
            - margins.right()
            - 2 * table.frameWidth()
            - table.verticalHeader().sizeHint().width()
            - (bar.sizeHint().width() if bar.isVisible() else 0),
        )
        free = max(0, room - sum(widths))
        share, rest = divmod(free, len(widths))
        for column, width in enumerate(widths):
            self.table.setColumnWidth(column, width + share + (column < rest))

    def look_changed(self) -> None:
        """Settings ▸ Colours or Larger text changed: the tints and the looks drawn again."""
        self.table.tint()
        self._show_looks()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.table.viewport():
            self._fit_columns()
            # (a shorter card would leave them below; not scrolled up by a user, where the
            # card only moved its margin below its whole rows: the same room, the rows shown)
            view, bar = self.table.viewport(), self.table.verticalScrollBar()
            room = (view.width(), view.height() + self.table.viewportMargins().bottom())
            if room != self._card_room or bar.value() >= bar.maximum():
                self._card_room = room
                self._totals_in_sight()
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
        QTimer.singleShot(0, self, self._keyboard_here)

    def _keyboard_here(self) -> None:
        """A game ended by a key: the keyboard was on the table's sheet, which hid with it, and
        was left nowhere (no ring in sight; Enter and the arrows did nothing until a Tab). It goes
        to the card, as when a finished game is opened again: the arrows read it, Tab goes on
        to the buttons (never to New game at once: a second Enter would start one)."""
        if not self.isVisible():
            return
        focus = self.window().focusWidget()
        if focus is None or not focus.isVisible():
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def hideEvent(self, event: QHideEvent) -> None:
        self.count_up.stop()  # (the page is left: nothing more to count or celebrate)
        self._reveal(announce=False)  # (the places said, should it be shown again)
        super().hideEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
