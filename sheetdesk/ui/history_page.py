"""Every finished game: date, game, winner, everyone's score and why it ended, newest first (the
newest MOST_ROWS in the table; the filters reach the others); filtered by game and by player;
exported as CSV (every game the filters let through, one row per player per game).

The index is brought up to date with the saves folder when the page opens, and the list read from
it (from the saves themselves when the index cannot be used: the page says why, once, and offers
to make it again), in a thread of its own (a first reading of many saves takes a while: the page
says how far it is and stays usable; reading years of games takes a moment too, so the page
paints first).
Unfinished games stay on the saved-games page.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from . import dialogs
from .pages import ReadingPage, escape_goes_back, list_table, named_button
from .style import rows_follow_columns, set_role

MOST_ROWS = 200


class HistoryPage(ReadingPage):
    back_requested = Signal()
    statistics_requested = Signal()
    open_requested = Signal(object)  # the GameRecord of the finished game to look at again
    print_requested = Signal(object)  # the GameRecord of the finished game to print

    COLUMNS = 5

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("history_page")
        self.games: list[Any] = []
        self.matching: list[Any] = []  # the games the filters let through, newest first
        self.shown: list[Any] = []  # the first MOST_ROWS of them, in the table
        self.players: list[Any] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        self.title = QLabel()
        set_role(self.title, "title")
        filters = QHBoxLayout()
        self.game_label = QLabel()
        self.game_filter = QComboBox()
        self.game_filter.setObjectName("history_game")
        self.game_label.setBuddy(self.game_filter)
        self.player_label = QLabel()
        self.player_filter = QComboBox()
        self.player_filter.setObjectName("history_player")
        self.player_label.setBuddy(self.player_filter)
        for widget in (self.game_label, self.game_filter, self.player_label, self.player_filter):
            filters.addWidget(widget)
        filters.addStretch(1)
        self.game_filter.currentIndexChanged.connect(lambda _i: self._show())
        self.player_filter.currentIndexChanged.connect(lambda _i: self._show())
        self.status = QLabel()
        self.status.setWordWrap(True)
        set_role(self.status, "hint")
        self.table = list_table(self.COLUMNS, "history_table", stretch=(3, 4))
        rows_follow_columns(self.table)
        self.table.doubleClicked.connect(lambda _index: self._open())
        self.table.installEventFilter(self)
        self.table.itemSelectionChanged.connect(self._selection_changed)
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
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.retranslate()

    # --- reading ------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Bring the index up to date with the saves and read the finished games, in the
        background: the page paints at once and the list comes when read."""
        self._start_reading(lambda h: (h.games(), h.players(removed=True)), self._synced)

    def _synced(self, reading: Any) -> None:
        self._end_reading(reading)
        if reading is not None and reading.found is not None:
            self.games, self.players = reading.found
        self._fill_filters()
        self._show()

    def _fill_filters(self) -> None:
        from .formatting import game_name

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
                self.player_filter.addItem(record.name, record.id)
        self.game_filter.setCurrentIndex(max(0, self.game_filter.findData(game)))
        self.player_filter.setCurrentIndex(max(0, self.player_filter.findData(player)))
        for combo in (self.game_filter, self.player_filter):
            combo.blockSignals(False)

    def _show(self) -> None:
        game = self.game_filter.currentData() or ""
        player = self.player_filter.currentData()
        self.matching = [
            record
            for record in reversed(self.games)
            if (not game or record.game == game)
            and (player is None or any(s.player_id == player for s in record.seats))
        ]
        # a table row per game of years of play would take seconds to lay out (each row's
        # wrapped lines are measured): the newest ones, the filters reaching the others
        self.shown = self.matching[:MOST_ROWS]
        self.table.setRowCount(len(self.shown))
        for row, record in enumerate(self.shown):
            for column, value in enumerate(self._row(record)):
                self.table.setItem(row, column, QTableWidgetItem(value))
        self.table.resizeRowsToContents()
        if not self.syncing():
            self.status.setText(self._status())
            self.status.setVisible(bool(self.status.text()))
        self.table.setVisible(bool(self.shown))
        self.export_button.setEnabled(bool(self.matching))
        if self.shown and self.selected() is None:
            self.table.selectRow(0)  # the newest game, ready for Open or Enter
        self._selection_changed()

    def _status(self) -> str:
        if not self.games:
            # (a list that cannot be used says so above: what it holds is not known)
            return "" if self.trouble is not None else self.tr("No finished games yet.")
        if len(self.matching) > len(self.shown):
            return self.tr(
                "The newest {shown} of {total} finished games. Choose a game or a player to see "
                "the others."
            ).format(shown=len(self.shown), total=len(self.matching))
        return ""

    def _row(self, record: Any) -> list[str]:
        from .formatting import computer_name, format_datetime, game_name, shown_name

        def who(seat: Any) -> str:
            return computer_name(seat.name) if seat.computer else shown_name(str(seat.name))

        names = [shown_name(seat.name) for seat in record.seats]
        winners = ", ".join(who(seat) for seat in record.winners) or "—"
        scores = ", ".join(f"{who(seat)} {seat.total}" for seat in record.seats)
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
        """The finished game of the selected row (None: none)."""
        rows = self.table.selectionModel().selectedRows()
        if not rows or not 0 <= rows[0].row() < len(self.shown):
            return None
        return self.shown[rows[0].row()]

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

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.table
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.selected() is not None
        ):
            self._open()
            return True
        return super().eventFilter(watched, event)

    # --- export -------------------------------------------------------------------------------

    def _export(self) -> None:
        from sheetdesk.core import stats

        target = dialogs.save_file(
            self,
            self.tr("Export the finished games"),
            self.tr("finished-games.csv"),
            self.tr("CSV files (*.csv)"),
        )
        if not target:
            return
        try:
            # utf-8-sig: a spreadsheet opening the file reads Greek and Polish names right
            with open(target, "w", encoding="utf-8-sig", newline="") as out:
                stats.write_csv(list(reversed(self.matching)), out)
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
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Date"),
                self.tr("Game"),
                self.tr("Winner"),
                self.tr("Scores"),
                self.tr("Why it ended"),
            ]
        )
        self.back_button.setText(self.tr("Back"))
        self.export_button.setText(self.tr("Export as CSV…"))
        self.statistics_button.setText(self.tr("S&tatistics"))
        self.open_button.setText(self.tr("&Open"))
        self.print_button.setText(self.tr("&Print…"))
        self.open_button.setToolTip(self.tr("Look at this game again, move by move (Enter)"))
        self._say_trouble()
        self._fill_filters()
        self._show()
