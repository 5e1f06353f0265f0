"""Every saved game, unfinished and finished: game, players, date, progress, scores; Open (or
Enter, or a double click on its row) and Delete… (or the Delete key)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .flow_row import FlowRow
from .list_sort import DATE, NUMBER, Column, ListSort, moment
from .pages import Page, add_list, escape_goes_back, list_table, row_keys
from .plain import plain_tooltip
from .style import rows_follow_columns, set_role, ui_colour
from .word_columns import PiecesShortened


class SavedGamesPage(Page):
    open_requested = Signal(object)  # SaveSummary
    delete_requested = Signal(object)  # SaveSummary
    back_requested = Signal()
    bad_saves = Signal(list)  # [SaveError] found while listing

    table: QTableWidget  # (`list_table`'s)

    COLUMNS = 5

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("saved_games_page")
        self.read: list[Any] = []  # the saves as read
        self.summaries: list[Any] = []  # the saves as shown, row by row
        self.now_called: dict[str, str] = {}  # a name in the saves: its player's name today
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        self.title = QLabel()
        set_role(self.title, "title")
        self.empty_label = QLabel()
        set_role(self.empty_label, "hint")
        # players and scores share the width left and wrap: a long score line never squeezes
        # the names to one letter each
        self.table = list_table(self.COLUMNS, "saves_table", stretch=(1, 4))
        # (measured again once the columns have their new widths, and only then: measured
        # also by the rows' own header whenever the list's height changed, they were measured
        # for widths the columns were about to lose, and the scroll bar came and went without
        # end, rows for the wider columns letting it go, rows for the narrower bringing it back)
        rows_follow_columns(self.table)
        # (a name wider than its column even so: shortened with "…", never cut between letters)
        self.table.setItemDelegate(PiecesShortened(self.table))
        # (newest first, as the saves are read, until the family sorts otherwise)
        self.sort = ListSort(self.table, "saved", self._columns, self._row, first=(2, True))
        self.sort.changed.connect(lambda: self._fill(self._chosen()))
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.doubleClicked.connect(lambda _index: self._open())
        buttons = QHBoxLayout()
        self.back_button = QPushButton()
        self.back_button.setObjectName("saves_back")
        self.delete_button = QPushButton()
        self.delete_button.setObjectName("saves_delete")
        self.open_button = QPushButton()
        self.open_button.setObjectName("saves_open")
        set_role(self.open_button, "primary")
        self.back_button.clicked.connect(self.back_requested.emit)
        escape_goes_back(self, self.back_requested.emit)
        self.delete_button.clicked.connect(self._delete)
        self.open_button.clicked.connect(self._open)
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        buttons.addWidget(self.delete_button)
        buttons.addWidget(self.open_button)
        top = FlowRow()
        top.add_lead(self.title)
        top.add_trail(self.sort.bar, bottom=True)
        layout.addLayout(top)
        layout.addWidget(self.empty_label)
        add_list(layout, self.table)
        layout.addLayout(buttons)
        self.row_keys = row_keys(
            self.table, open_button=self.open_button, delete_button=self.delete_button
        )
        self.retranslate()

    def refresh(self) -> list[Any]:
        """Reread the saves folder; returns (and signals) the saves that failed to load."""
        from sheetdesk.core import savefile
        from sheetdesk.core.history import current_names

        summaries, errors = savefile.list_saves()
        played = sorted({name for summary in summaries for name in summary.players})
        self.now_called = dict(zip(played, current_names(played), strict=True))
        self.set_summaries(summaries)
        if errors:
            self.bad_saves.emit(list(errors))
        return list(errors)

    def set_summaries(self, summaries: list[Any]) -> None:
        chosen = self._chosen()
        self.read = list(summaries)  # (as read: the list's order is `sort`'s)
        self._fill(chosen)

    @staticmethod
    def _columns() -> list[Column]:
        """How each column sorts: the date by its time, the progress by the moves made (a
        finished game after the others), the rest by their words."""
        return [
            Column(),
            Column(),
            Column(DATE, lambda summary: moment(summary.updated)),
            Column(NUMBER, lambda summary: (bool(summary.finished), int(summary.actions))),
            Column(),
        ]

    def _chosen(self) -> tuple[Any, int]:
        """The save chosen now (its file) and its row, to choose again once the list is read
        again: the same game wherever it is now, or the one that took a deleted game's row."""
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not rows or rows[0].row() >= len(self.summaries):
            return None, 0
        return self.summaries[rows[0].row()].path, rows[0].row()

    def selected(self) -> Any:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not rows:
            return None
        return self.summaries[rows[0].row()]

    def select_row(self, row: int) -> None:
        self.table.selectRow(row)

    def _open(self) -> None:
        summary = self.selected()
        if summary is not None:
            self.open_requested.emit(summary)

    def _delete(self) -> None:
        summary = self.selected()
        if summary is not None:
            self.delete_requested.emit(summary)

    def _update_buttons(self) -> None:
        has = self.selected() is not None
        self.open_button.setEnabled(has)
        self.delete_button.setEnabled(has)

    def progress_text(self, summary: Any) -> str:
        from sheetdesk.core.i18n import clamp_count

        if getattr(summary, "newer", False):
            return self.tr("Made by a newer version of sheetdesk")
        if summary.finished:
            return self.tr("Finished")
        moves = clamp_count(summary.actions)  # (what Qt's plural forms take)
        if summary.stage is not None:
            from .formatting import render

            return self.tr("{progress} · %n move(s)", "", moves).format(
                progress=render(summary.stage)
            )
        if summary.turn is not None:
            return self.tr("Turn {turn} · %n move(s)", "", moves).format(turn=summary.turn)
        return self.tr("%n move(s)", "", moves)

    def _row(self, summary: Any) -> list[str]:
        """The texts of one save's row; a part that cannot be shown is a dash, so one odd
        entry never blanks its row, let alone the rows after it."""
        from .formatting import (
            format_datetime,
            game_name,
            isolated,
            kept_whole,
            listed_name,
            shown_name,
            with_score,
        )

        def current(name: str) -> str:
            called = self.now_called.get(name, name)
            return shown_name(name) if called == name else isolated(called)

        def now(name: str) -> str:
            """A player renamed since: their name now, and the one the game has (continued,
            it shows that one)."""
            if current(name) == shown_name(name):
                return shown_name(name)
            return self.tr("{name} (played as {old})").format(
                name=current(name), old=isolated(name)
            )

        def players() -> str:
            kinds = tuple(summary.kinds) or ("human",) * len(summary.players)
            # (each name whole on a line of its cell: the cell's words wrap between names)
            return ", ".join(
                listed_name(name, computer=True)
                if kind == "bot"
                else kept_whole(now(name), current(name))
                for name, kind in zip(summary.players, kinds, strict=False)
            )

        def scores() -> str:
            said = ", ".join(
                with_score(kept_whole(current(name)), total)
                for name, total in zip(summary.players, summary.totals, strict=False)
            )
            # (the column holds points so far and a finished game's last: the row says which)
            return (
                self.tr("Final score: {scores}").format(scores=said) if summary.finished else said
            )

        parts = [
            lambda: game_name(summary.game_id) or "—",
            players,
            lambda: format_datetime(summary.updated),
            lambda: self.progress_text(summary),
            scores,
        ]
        texts = []
        for part in parts:
            try:
                texts.append(part())
            except Exception:  # (data from a file: whatever it holds, the other rows still show)
                texts.append("—")
        return texts

    def _fill(self, chosen: tuple[Any, int] = (None, 0)) -> None:
        """Show the saves, `chosen` (see `_chosen`) chosen again: a game opened and left is
        found where the family left it, a Delete leaves the next game chosen, not the first;
        sorted again, the same game stays chosen."""
        self.summaries = self.sort.arrange(self.read)
        self.table.setRowCount(len(self.summaries))
        for row, summary in enumerate(self.summaries):
            for column, value in enumerate(self._row(summary)):
                item = QTableWidgetItem(value)
                if column == 3 and summary.finished:
                    item.setForeground(ui_colour("done"))
                if column in (1, 4):  # (shown only where a name is shortened: `PiecesShortened`)
                    item.setToolTip(plain_tooltip(value))
                self.table.setItem(row, column, item)
        self.empty_label.setVisible(not self.summaries)
        self.table.setVisible(bool(self.summaries))
        self.table.resizeRowsToContents()  # (for the columns' widths now: see __init__)
        if self.summaries:
            path, row = chosen
            paths = [summary.path for summary in self.summaries]
            self.table.selectRow(paths.index(path) if path in paths else min(row, len(paths) - 1))
        self._update_buttons()
        self._list_filled()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Saved games"))
        self.table.setAccessibleName(self.title.text())  # (for screen readers)
        self.empty_label.setText(self.tr("No saved games yet. Start a new game!"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Game"),
                self.tr("Players"),
                self.tr("Date"),
                self.tr("Progress"),
                self.tr("Score"),
            ]
        )
        self.back_button.setText(self.tr("Back"))
        self.delete_button.setText(self.tr("Delete…"))
        self.open_button.setText(self.tr("Open"))
        self.sort.retranslate()
        self._fill(self._chosen())
