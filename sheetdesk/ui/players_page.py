"""The family's players: each with their symbol (a shape drawn in their colour: the shape alone
tells them apart), whether a computer usually plays the seat, and whether New game offers them.

Rename (F2 or double-click on a name, or the Rename button: the name is edited in its place),
merge two selected players (a typo'd name: the family chooses which name stays), hide from New
game or show again, remove (their games stay, with the name they had). Every change is one
transaction of `core.history`; a change it refuses (an empty or taken name …) is told in a
message and the list shows what is kept. A newer version's list is shown, every button off.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QItemSelectionModel, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from . import dialogs
from .pages import Page, escape_goes_back, list_table, named_button
from .sheetkit.player_symbol import player_icon
from .style import set_role

ICON = QSize(28, 28)  # a symbol big enough to tell its shape at a glance


class PlayersPage(Page):
    back_requested = Signal()
    problem = Signal(object)  # a core Text to tell the family (a refused change, a notice)

    COLUMNS = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("players_page")
        self.players: list[Any] = []
        self.read_only = False
        self._filling = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        self.title = QLabel()
        set_role(self.title, "title")
        self.empty_label = QLabel()
        self.empty_label.setWordWrap(True)
        set_role(self.empty_label, "hint")
        self.table = list_table(
            self.COLUMNS,
            "players_table",
            stretch=(0,),
            selection=QAbstractItemView.SelectionMode.ExtendedSelection,
            edit=QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed,
        )
        self.table.setIconSize(ICON)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.itemChanged.connect(self._renamed)
        self.table.currentCellChanged.connect(self._to_name)
        buttons = QHBoxLayout()
        self.back_button = named_button("players_back")
        self.rename_button = named_button("players_rename")
        self.merge_button = named_button("players_merge")
        self.hide_button = named_button("players_hide")
        self.remove_button = named_button("players_remove")
        self.back_button.clicked.connect(self.back_requested.emit)
        escape_goes_back(self, self.back_requested.emit)
        self.rename_button.clicked.connect(self._edit_name)
        self.merge_button.clicked.connect(self._merge)
        self.hide_button.clicked.connect(self._toggle_hidden)
        self.remove_button.clicked.connect(self._remove)
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        for button in (self.rename_button, self.merge_button, self.hide_button):
            buttons.addWidget(button)
        buttons.addWidget(self.remove_button)
        layout.addWidget(self.title)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.retranslate()

    # --- the database -------------------------------------------------------------------------

    def _history(self) -> Any:
        from sheetdesk.core.history import History

        history = History()
        if history.notice is not None:
            self.problem.emit(history.notice)
        return history

    def refresh(self) -> None:
        """Read the players again (the database is opened for this and closed)."""
        import sqlite3

        from sheetdesk.core.history import trouble

        try:
            with self._history() as history:
                self.read_only = history.read_only
                self.players = history.players()
        except sqlite3.Error as error:
            self.problem.emit(trouble(error))  # (the list shows what it read before)
        self._fill()

    def _change(self, do: Any) -> None:
        """Run `do(history)` as one change; a refusal is told; the list is read again."""
        import sqlite3

        from sheetdesk.core.history import HistoryError, trouble

        try:
            with self._history() as history:
                do(history)
        except HistoryError as error:
            self.problem.emit(error.reason)
        except sqlite3.Error as error:
            # nothing changed (the family may try again): the list as last read, not as edited
            self.problem.emit(trouble(error))
            self._fill()
            return
        self.refresh()

    # --- selection and actions ----------------------------------------------------------------

    def selected(self) -> list[Any]:
        model = self.table.selectionModel()
        rows = sorted(index.row() for index in model.selectedRows()) if model else []
        return [self.players[row] for row in rows if row < len(self.players)]

    def select(self, player_id: int) -> None:
        for row, player in enumerate(self.players):
            if player.id == player_id:
                self.table.selectRow(row)

    def _to_name(self, row: int, column: int, *_previous: int) -> None:
        """The name is a row's current cell wherever it was clicked: F2 edits the name."""
        if row >= 0 and column > 0:
            self.table.setCurrentCell(row, 0, QItemSelectionModel.SelectionFlag.NoUpdate)

    def _edit_name(self) -> None:
        chosen = self.selected()
        if len(chosen) == 1:
            row = self.players.index(chosen[0])
            self.table.setFocus()
            self.table.editItem(self.table.item(row, 0))

    def _renamed(self, item: QTableWidgetItem) -> None:
        if self._filling or item.column() != 0 or item.row() >= len(self.players):
            return
        player = self.players[item.row()]
        name = item.text()
        if name == player.name:
            return
        self._change(lambda history: history.rename(player.id, name))
        self.select(player.id)

    def _merge(self) -> None:
        chosen = self.selected()
        if len(chosen) != 2:
            return
        first, second = chosen
        answer = dialogs.choose(
            self,
            self.tr("Merge two players"),
            self.tr(
                "{first} and {second} become one player, with every game of both. Which name stays?"
            ).format(first=first.name, second=second.name),
            # (an "&" in a name is a letter, not a button's shortcut key)
            [first.name.replace("&", "&&"), second.name.replace("&", "&&"), self.tr("Cancel")],
            default=0,
            escape=2,
        )
        if answer in (0, 1):
            kept, gone = (first, second) if answer == 0 else (second, first)
            self._change(lambda history: history.merge(gone.id, kept.id))
            self.select(kept.id)

    def _toggle_hidden(self) -> None:
        chosen = self.selected()
        if len(chosen) == 1:
            player = chosen[0]
            self._change(lambda history: history.change(player.id, hidden=not player.hidden))
            self.select(player.id)

    def _remove(self) -> None:
        chosen = self.selected()
        if len(chosen) != 1:
            return
        player = chosen[0]
        if dialogs.ask(
            self,
            self.tr("Remove the player?"),
            self.tr(
                "Remove {name} from the list? Their finished games stay, with their name."
            ).format(name=player.name),
            self.tr("Remove"),
        ):
            self._change(lambda history: history.remove(player.id))

    def _update_buttons(self) -> None:
        chosen = self.selected()
        writable = not self.read_only
        self.rename_button.setEnabled(writable and len(chosen) == 1)
        self.hide_button.setEnabled(writable and len(chosen) == 1)
        self.remove_button.setEnabled(writable and len(chosen) == 1)
        self.merge_button.setEnabled(writable and len(chosen) == 2)
        hidden = len(chosen) == 1 and chosen[0].hidden
        self.hide_button.setText(
            self.tr("Offer in New game") if hidden else self.tr("Hide from New game")
        )

    # --- showing ------------------------------------------------------------------------------

    def _kind(self, player: Any) -> str:
        if not player.computer:
            return self.tr("Person")
        levels = {"easy": self.tr("Easy"), "medium": self.tr("Medium"), "hard": self.tr("Hard")}
        level = levels.get(player.level, player.level)
        return self.tr("Computer ({level})").format(level=level) if level else self.tr("Computer")

    def _fill(self) -> None:
        self._filling = True
        try:
            self.table.setRowCount(len(self.players))
            editable = Qt.ItemFlag.ItemIsEditable if not self.read_only else Qt.ItemFlag.NoItemFlags
            for row, player in enumerate(self.players):
                name = QTableWidgetItem(
                    player_icon(player.symbol, player.colour, ICON.width()), player.name
                )
                name.setFlags(Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled | editable)
                self.table.setItem(row, 0, name)
                for column, text in ((1, self._kind(player)), (2, self._offered(player))):
                    item = QTableWidgetItem(text)
                    item.setFlags(Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled)
                    self.table.setItem(row, column, item)
        finally:
            self._filling = False
        self.empty_label.setVisible(not self.players or self.read_only)
        self.empty_label.setText(self._hint())
        self.table.setVisible(bool(self.players))
        if self.players and not self.selected():
            self.table.selectRow(0)
        self._update_buttons()

    def _offered(self, player: Any) -> str:
        return self.tr("Hidden") if player.hidden else self.tr("Offered")

    def _hint(self) -> str:
        if self.read_only:
            return self.tr("Made by a newer version of sheetdesk: shown, but not changed here.")
        return self.tr("No players yet: the names typed in New game are remembered here.")

    def retranslate(self) -> None:
        self.title.setText(self.tr("Players"))
        self.table.setAccessibleName(self.title.text())  # (for screen readers)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("Plays as"), self.tr("In New game")]
        )
        self.back_button.setText(self.tr("Back"))
        self.rename_button.setText(self.tr("Rename"))
        self.merge_button.setText(self.tr("Merge the two…"))
        self.remove_button.setText(self.tr("Remove…"))
        self._fill()
