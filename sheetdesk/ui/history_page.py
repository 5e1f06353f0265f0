"""Every finished game: date, game, winner, everyone's score and why it ended, newest first;
filtered by game and by player; exported as CSV (every game the filters let through, one row per
player per game).

The index is brought up to date with the saves folder when the page opens, and the list read from
it (from the saves themselves when the index cannot be used: the page says why, once, and offers
to make it again), in a thread of its own (a first reading of many saves takes a while: the page
says how far it is and stays usable). The list reads only what it shows (`core.finished_list`);
the table is a model whose rows are made CHUNK at a time as the family scrolls down (a row per
game of years of play would take seconds to lay out: each row's wrapped lines are measured), and
the CSV export reads the full records of the games it writes, in the background too.
Unfinished games stay on the saved-games page.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from . import dialogs
from .flow_row import FlowRow
from .list_sort import DATE, Column, ListSort, moment
from .pages import ReadingPage, add_list, escape_goes_back, list_view, named_button, row_keys
from .plain import plain_tooltip
from .seat_fit import NAME_ROLE, SeatChooser
from .style import rows_follow_columns, set_role
from .word_columns import PiecesShortened

CHUNK = 100  # rows made at a time: the first ones when the list is read, more as it scrolls

Index = QModelIndex | QPersistentModelIndex


class FinishedGames(QAbstractTableModel):
    """The finished games the filters let through (`core.finished_list.GameLine`s, newest
    first): `row(line)` gives a game's cells, made when a view first asks for them."""

    def __init__(self, row: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lines: list[Any] = []
        self.loaded = 0  # rows made so far (the first `loaded` lines)
        self.headers: list[str] = []
        self._row = row
        self._cells: dict[int, list[str]] = {}
        # the columns of names: the whole in the tooltip, shown where one is shortened
        # (`PiecesShortened`)
        self.named: tuple[int, ...] = ()

    def set_lines(self, lines: list[Any]) -> None:
        self.beginResetModel()
        self.lines = lines
        self.loaded = min(CHUNK, len(lines))
        self._cells.clear()
        self.endResetModel()

    def words_changed(self) -> None:
        """The language changed: every cell is made again when shown."""
        self._cells.clear()
        if self.loaded:
            self.dataChanged.emit(
                self.index(0, 0), self.index(self.loaded - 1, len(self.headers) - 1)
            )
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.headers) - 1)

    def load(self, rows: int) -> None:
        """At least the first `rows` rows made (a game to choose further down)."""
        while self.loaded < min(rows, len(self.lines)):
            self.fetchMore(QModelIndex())

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.loaded

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def canFetchMore(self, parent: Index) -> bool:
        return not parent.isValid() and self.loaded < len(self.lines)

    def fetchMore(self, parent: Index) -> None:
        if not self.canFetchMore(parent):
            return
        more = min(CHUNK, len(self.lines) - self.loaded)
        self.beginInsertRows(QModelIndex(), self.loaded, self.loaded + more - 1)
        self.loaded += more
        self.endInsertRows()

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        tip = role == Qt.ItemDataRole.ToolTipRole and index.column() in self.named
        if not (role == Qt.ItemDataRole.DisplayRole or tip) or not index.isValid():
            return None
        row = index.row()
        cells = self._cells.get(row)
        if cells is None:
            cells = self._cells[row] = self._row(self.lines[row])
        return plain_tooltip(cells[index.column()]) if tip else cells[index.column()]

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if (
            role == Qt.ItemDataRole.DisplayRole
            and orientation == Qt.Orientation.Horizontal
            and 0 <= section < len(self.headers)
        ):
            return self.headers[section]
        return None


class HistoryPage(ReadingPage):
    back_requested = Signal()
    statistics_requested = Signal()
    open_requested = Signal(object)  # the GameRecord of the finished game to look at again
    print_requested = Signal(object)  # the GameRecord of the finished game to print

    COLUMNS = 5

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("history_page")
        self.games: list[Any] = []  # every finished game (GameLine), newest first
        self.matching: list[Any] = []  # the games the filters let through, newest first
        self.players: list[Any] = []
        self.model = FinishedGames(self._row, self)
        self.model.headers = [""] * self.COLUMNS
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        self.title = QLabel()
        set_role(self.title, "title")
        filters = FlowRow()  # (Sort by under the filters where they do not fit beside them)
        self.game_label = QLabel()
        self.game_filter = QComboBox()
        # (as wide as its longest choice: left to its usual hint, Greek "All games" was cut at
        # its arrow)
        self.game_filter.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.game_filter.setObjectName("history_game")
        self.game_label.setBuddy(self.game_filter)
        self.player_label = QLabel()
        self.player_filter = SeatChooser()
        # (as wide as its longest name once the games are read: sized when first shown, before
        # them, it cut a long name at its edge)
        self.player_filter.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.player_filter.setObjectName("history_player")
        self.player_label.setBuddy(self.player_filter)
        for widget in (self.game_label, self.game_filter, self.player_label, self.player_filter):
            filters.add_lead(widget)
        self.game_filter.currentIndexChanged.connect(lambda _i: self._show())
        self.player_filter.currentIndexChanged.connect(lambda _i: self._show())
        self.status = QLabel()
        self.status.setWordWrap(True)
        set_role(self.status, "hint")
        # (the winner too: a long name wraps, and the reason keeps room for its heading)
        self.table = list_view(self.model, "history_table", stretch=(2, 3, 4))
        rows_follow_columns(self.table)
        # (a name wider than its column even so: shortened with "…", never cut between letters)
        self.table.setItemDelegate(PiecesShortened(self.table))
        self.model.named = (2, 3)  # (the winners, the scores)
        # (newest first, as read, until the family sorts otherwise)
        self.sort = ListSort(self.table, "history", self._columns, self._row, first=(0, True))
        self.sort.changed.connect(self._show)
        filters.add_trail(self.sort.bar)
        # rows made as the list scrolls are as high as their wrapped cells
        self.model.rowsInserted.connect(self._rows_made)
        self.table.doubleClicked.connect(lambda _index: self._open())
        self.table.selectionModel().selectionChanged.connect(
            lambda *_args: self._selection_changed()
        )
        buttons = QHBoxLayout()
        self.back_button = named_button("history_back")
        self.export_button = named_button("history_export")
        self.statistics_button = named_button("history_statistics")
        self.statistics_button.clicked.connect(self.statistics_requested.emit)
        self.open_button = named_button("history_open")
        self.open_button.setEnabled(False)
        self.print_button = named_button("history_print")
        self.print_button.setEnabled(False)
        self.print_button.clicked.connect(self._print)
        self.back_button.clicked.connect(self.back_requested.emit)
        escape_goes_back(self, self.back_requested.emit)
        self.export_button.clicked.connect(self._export)
        self.open_button.clicked.connect(self._open)
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        buttons.addWidget(self.statistics_button)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.open_button)
        layout.addWidget(self.title)
        layout.addLayout(filters)
        layout.addWidget(self._trouble_bar("history"))
        layout.addWidget(self.status)
        add_list(layout, self.table)
        layout.addLayout(buttons)
        self.row_keys = row_keys(self.table, open_button=self.open_button)
        self.retranslate()

    # --- reading ------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Bring the index up to date with the saves and read the finished games, in the
        background: the page paints at once and the list comes when read."""
        self._start_reading(lambda h: (h.lines(), h.players(removed=True)), self._synced)

    def _synced(self, reading: Any) -> None:
        self._end_reading(reading)
        if reading is not None and reading.found is not None:
            self.games, self.players = reading.found
        self._fill_filters()
        self._show()

    def _fill_filters(self) -> None:
        from .formatting import computer_name, game_name, shown_name

        game = self.game_filter.currentData()
        player = self.player_filter.currentData()
        for combo in (self.game_filter, self.player_filter):
            combo.blockSignals(True)
            combo.clear()
        self.game_filter.addItem(self.tr("All games"), "")
        for game_id in sorted({g.game for g in self.games}, key=lambda g: game_name(g) or g):
            self.game_filter.addItem(game_name(game_id) or game_id, game_id)
        self.player_filter.addItem(self.tr("Everyone"), None)
        playing = {seat.player_id for g in self.games for seat in g.seats}
        for record in self.players:
            if record.id in playing and not record.removed:
                # (a computer marked as one, the mark kept whole in a narrow chooser)
                name = shown_name(str(record.name))
                words = computer_name(str(record.name)) if record.computer else name
                self.player_filter.addItem(words, record.id)
                last = self.player_filter.count() - 1
                self.player_filter.setItemData(last, name, NAME_ROLE)
        self.game_filter.setCurrentIndex(max(0, self.game_filter.findData(game)))
        self.player_filter.setCurrentIndex(max(0, self.player_filter.findData(player)))
        for combo in (self.game_filter, self.player_filter):
            combo.blockSignals(False)

    def _show(self) -> None:
        game = self.game_filter.currentData() or ""
        player = self.player_filter.currentData()
        chosen = self.selected()
        self.matching = self.sort.arrange(
            line
            for line in self.games
            if (not game or line.game == game)
            and (player is None or any(s.player_id == player for s in line.seats))
        )
        self.model.set_lines(self.matching)
        if chosen in self.matching:  # (sorted again: its rows made down to the game chosen)
            self.model.load(self.matching.index(chosen) + 1)
        self.table.resizeRowsToContents()
        if not self.syncing():
            self.status.setText(self._status())
            self.status.setVisible(bool(self.status.text()))
        self.table.setVisible(bool(self.matching))
        self.export_button.setEnabled(bool(self.matching) and not self.syncing())
        if self.matching:
            # the game selected before if it is still in the list, else the first one (the
            # newest, unless sorted otherwise), ready for Open or Enter
            rows = [
                n for n, line in enumerate(self.matching[: self.model.loaded]) if line == chosen
            ]
            self.table.selectRow(rows[0] if rows else 0)
        self._selection_changed()
        self._list_filled()

    @staticmethod
    def _columns() -> list[Column]:
        """The date sorts by its time, the rest by their words."""
        return [Column(DATE, lambda line: moment(line.finished)), *[Column()] * 4]

    def _rows_made(self, _parent: Any, first: int, last: int) -> None:
        for row in range(first, last + 1):
            self.table.resizeRowToContents(row)

    def _status(self) -> str:
        if not self.games:
            # (a list that cannot be used says so above: what it holds is not known)
            return "" if self.trouble is not None else self.tr("No finished games yet.")
        if not self.matching:
            # (a game and a player who never played it together: the page would be blank)
            return self.tr(
                "No finished game of {game} with {player}. Choose another game or player."
            ).format(game=self.game_filter.currentText(), player=self.player_filter.currentText())
        return ""

    def _row(self, record: Any) -> list[str]:
        from .formatting import format_datetime, game_name, listed_name, shown_name, with_score

        def who(seat: Any) -> str:  # (each name whole on a line of its cell)
            return listed_name(str(seat.name), bool(seat.computer))

        names = [shown_name(seat.name) for seat in record.seats]
        winners = ", ".join(who(seat) for seat in record.winners) or "—"
        scores = ", ".join(with_score(who(seat), seat.total) for seat in record.seats)
        reason = ""
        if record.end_reason is not None:
            from PySide6.QtCore import QCoreApplication

            reason = record.end_reason.render(QCoreApplication.translate, names)
        return [
            format_datetime(record.finished),
            game_name(record.game) or record.game,
            winners,
            scores,
            reason,
        ]

    # --- opening a game ------------------------------------------------------------------------

    def selected(self) -> Any:
        """The finished game (a GameLine) of the selected row (None: none)."""
        rows = self.table.selectionModel().selectedRows()
        if not rows or not 0 <= rows[0].row() < self.model.loaded:
            return None
        return self.model.lines[rows[0].row()]

    def _selection_changed(self) -> None:
        self.open_button.setEnabled(self.selected() is not None)
        self.print_button.setEnabled(self.selected() is not None)

    def _open(self) -> None:
        record = self.selected()
        if record is not None:
            self.open_requested.emit(record)

    def _print(self) -> None:
        record = self.selected()
        if record is not None:
            self.print_requested.emit(record)

    # --- export -------------------------------------------------------------------------------

    def _export(self) -> None:
        target = dialogs.save_file(
            self,
            self.tr("Export the finished games"),
            self.tr("finished-games.csv"),
            self.tr("CSV files (*.csv)"),
        )
        if not target:
            return
        # the games' full records (their score items) are read now, in the background; a game
        # is known by its save's name (the same in a list read from the saves themselves)
        files = {line.file for line in self.matching}
        if self._start_reading(
            lambda h: [record for record in h.games() if record.file in files],
            lambda reading: self._write(target, reading),
            sync=False,
        ):
            self.export_button.setEnabled(False)

    def _write(self, target: str, reading: Any) -> None:
        from sheetdesk.core import stats

        self._end_reading(reading, trouble=False)
        self.export_button.setEnabled(bool(self.matching))
        if reading is None or reading.found is None:
            return
        try:
            # utf-8-sig: a spreadsheet opening the file reads Greek and Polish names right
            with open(target, "w", encoding="utf-8-sig", newline="") as out:
                stats.write_csv(reading.found, out)
        except OSError as error:
            dialogs.inform(
                self,
                self.tr("Export the finished games"),
                self.tr("The file could not be written: {error}").format(
                    error=error.strerror or error
                ),
                warning=True,
            )

    # --- language -----------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.title.setText(self.tr("Finished games"))
        self.table.setAccessibleName(self.title.text())  # (for screen readers)
        self.game_label.setText(self.tr("Game:"))
        self.player_label.setText(self.tr("Player:"))
        self.model.headers = [
            self.tr("Date"),
            self.tr("Game"),
            self.tr("Winner"),
            self.tr("Scores"),
            self.tr("Why it ended"),
        ]
        self.model.words_changed()
        self.sort.retranslate()
        self.back_button.setText(self.tr("Back"))
        self.export_button.setText(self.tr("Export as CSV…"))
        self.statistics_button.setText(self.tr("S&tatistics"))
        self.open_button.setText(self.tr("&Open"))
        self.print_button.setText(self.tr("&Print…"))
        self.open_button.setToolTip(self.tr("Look at this game again, move by move (Enter)"))
        self._say_trouble()
        self._fill_filters()
        self._show()
