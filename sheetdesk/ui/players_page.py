"""The family's players: each with their symbol (a shape drawn in their colour: the shape alone
tells them apart), whether a computer usually plays the seat, and whether New game offers them.

Rename (F2 or double-click on a name, or the Rename button: the name is edited in its place;
a name another player has offers to merge the two), choose a player's colour and symbol (from a
colour-blind-safe palette: no two players share both), merge two selected players (a typo'd
name: the family chooses which name stays), hide from New game or show again, remove (the
Delete key or Remove…: their games stay, with the name they had). Every change is one
transaction of `core.history`, made in the background like every reading (the page says it is
busy; a change made meanwhile waits its turn); the players chosen stay chosen wherever the
list puts them after it. A change it refuses (an empty or taken name, a look another player
has …) is told in a message and the list shows what is kept. A newer version's list is shown,
every button off; a list that cannot be used shows the players read from the saves, every
button off.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QItemSelectionModel, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QLineEdit,
    QStyledItemDelegate,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from . import dialogs
from .flow_row import FlowRow
from .items_layout import layout_items
from .list_sort import Column, ListSort
from .pages import (
    ReadingPage,
    add_list,
    escape_goes_back,
    index_job,
    list_table,
    named_button,
    row_keys,
)
from .player_symbol import player_icon
from .style import set_role

ICON = QSize(28, 28)  # a symbol big enough to tell its shape at a glance


class NameEditing(QStyledItemDelegate):
    """A name's field in the list holds as many letters as the rule for names takes, as the New
    game dialog's does: the 25th letter is not typed, rather than refused after Enter."""

    def createEditor(self, parent: Any, option: Any, index: Any) -> Any:
        from sheetdesk.core.names import MAX_NAME

        editor = super().createEditor(parent, option, index)
        if isinstance(editor, QLineEdit):
            editor.setMaxLength(MAX_NAME)
        return editor


def _read_players(history: Any) -> tuple[bool, list[Any]]:
    return history.read_only, history.players()


def _changed(history: Any, do: Any) -> tuple[Any, bool, list[Any]]:
    """`do(history)`, then the players: (the reason a refused change was refused, or None, ...)."""
    from sheetdesk.core.history import HistoryError

    refused = None
    try:
        do(history)
    except HistoryError as error:
        refused = error.reason
    return refused, history.read_only, history.players()


class PlayersPage(ReadingPage):
    back_requested = Signal()

    table: QTableWidget  # (`list_table`'s)

    COLUMNS = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("players_page")
        self.players: list[Any] = []
        self.read_only = False
        self._filling = False
        self._changes: list[Any] = []  # changes the family made while the list was busy
        self._doing = ""  # what the page is busy with, said in `status`
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
        self.sort = ListSort(
            self.table,
            "players",
            lambda: [Column()] * self.COLUMNS,
            lambda p: [p.name, self._kind(p), self._offered(p)],
            first=(0, False),
        )
        self.sort.changed.connect(lambda: self._fill(self._chosen_ids()))
        self.table.setItemDelegateForColumn(0, NameEditing(self.table))
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.itemChanged.connect(self._renamed)
        self.table.currentCellChanged.connect(self._to_name)
        buttons = FlowRow()  # (six buttons: on two lines on a small screen)
        self.back_button = named_button("players_back")
        self.rename_button = named_button("players_rename")
        self.look_button = named_button("players_look")
        self.merge_button = named_button("players_merge")
        self.hide_button = named_button("players_hide")
        self.remove_button = named_button("players_remove")
        self.back_button.clicked.connect(self.back_requested.emit)
        escape_goes_back(self, self.back_requested.emit)
        self.rename_button.clicked.connect(self._edit_name)
        self.look_button.clicked.connect(self._choose_look)
        self.merge_button.clicked.connect(self._merge)
        self.hide_button.clicked.connect(self._toggle_hidden)
        self.remove_button.clicked.connect(self._remove)
        buttons.add_lead(self.back_button)
        for button in (self.rename_button, self.look_button, self.merge_button, self.hide_button):
            buttons.add_trail(button)
        buttons.add_trail(self.remove_button)
        for item in layout_items(buttons):
            widget = item.widget()
            if widget is not None:  # (six in a row: narrower sides with Larger text)
                widget.setProperty("tight", True)
        self.status = QLabel()
        self.status.setWordWrap(True)
        set_role(self.status, "hint")
        self.status.hide()
        top = FlowRow()
        top.add_lead(self.title)
        top.add_trail(self.sort.bar, bottom=True)
        layout.addLayout(top)
        layout.addWidget(self._trouble_bar("players"))
        layout.addWidget(self.status)
        layout.addWidget(self.empty_label)
        add_list(layout, self.table)
        layout.addLayout(buttons)
        self.row_keys = row_keys(
            self.table, delete_button=self.remove_button, rename_button=self.rename_button
        )
        self.retranslate()

    # --- the database (in a thread: the window never waits for the list) -----------------------

    def refresh(self) -> None:
        """Read the players again, the list brought up to date with the saves first (their
        games' names become players): in the background, the page showing what it read before."""
        if not self.syncing():
            self._doing = self.tr("Reading the list of players…")
            self._start_reading(_read_players, self._read)

    def _read(self, reading: Any) -> None:
        self._end_reading(reading)
        chosen = self._chosen_ids()
        if reading is not None and reading.found is not None:
            self.read_only, self.players = reading.found
            # (read from the saves themselves: nothing can be changed until the list is usable)
            self.read_only = self.read_only or reading.problem is not None
        self._fill(chosen)
        self._next_change()

    def _change(self, do: Any) -> None:
        """Run `do(history)` as one change, in the background (after the reading or change
        under way); a refusal is told; the list is read again."""
        self._changes.append(do)
        self._next_change()

    def _next_change(self) -> None:
        if not self._changes or self.syncing():
            return
        do = self._changes.pop(0)
        self._doing = self.tr("Saving the change…")
        self._start(index_job(lambda history: _changed(history, do), sync=False, from_saves=False),
                    self._changed)  # fmt: skip

    def _changed(self, reading: Any) -> None:
        self._end_reading(reading, trouble=False)
        chosen = self._chosen_ids()
        if reading is not None and reading.found is not None:
            refused, self.read_only, self.players = reading.found
            if refused is not None:
                self.problem.emit(refused)
        elif reading is not None and reading.problem is not None:
            # nothing changed (the family may try again): the list as last read, not as edited
            self.problem.emit(reading.problem)
        self._fill(chosen)
        self._next_change()

    def _busy_changed(self) -> None:
        super()._busy_changed()
        if hasattr(self, "rename_button"):
            self._update_buttons()
            self._say_busy()
            self._say_empty()

    def _say_busy(self) -> None:
        """What the page is busy with while the list is read or changed (a change may wait for
        another window's)."""
        self.status.setText(self._doing if self.syncing() else "")
        self.status.setVisible(self.syncing())

    # --- selection and actions ----------------------------------------------------------------

    def selected(self) -> list[Any]:
        model = self.table.selectionModel()
        rows = sorted(index.row() for index in model.selectedRows()) if model else []
        return [self.players[row] for row in rows if row < len(self.players)]

    def _chosen_ids(self) -> list[int]:
        """The players chosen now (their rows may move when the list is read again)."""
        return [player.id for player in self.selected()]

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
            if (item := self.table.item(row, 0)) is not None:
                self.table.editItem(item)

    def _renamed(self, item: QTableWidgetItem) -> None:
        if self._filling or item.column() != 0 or item.row() >= len(self.players):
            return
        player = self.players[item.row()]
        name = item.text()
        if name == player.name:
            return
        from sheetdesk.core.names import NameRefused, clean_name

        try:  # a name the rule refuses is told first (a look-alike of a taken one included)
            name = clean_name(name)
        except NameRefused as error:
            self.problem.emit(error.reason)
            self._fill()  # the name as it was
            self.select(player.id)
            return
        if name == player.name:  # (spaces around it, nothing more)
            self._fill()
            return
        other = self._other_called(name, player.id)
        if other is not None:
            self._offer_merge(player, other)
            return
        self._change(lambda history: history.rename(player.id, name))
        self.select(player.id)

    def _other_called(self, name: str, player_id: int) -> Any:
        """The other player on the list `name` stands for (None: none)."""
        from sheetdesk.core.names import name_key

        key = name_key(name)
        return next(
            (p for p in self.players if p.id != player_id and name_key(p.name) == key), None
        )

    def _offer_merge(self, player: Any, other: Any) -> None:
        """A name another player has: the two are one person (merged, the name typed stays), or
        the name stays as it was."""
        answer = dialogs.choose(
            self,
            self.tr("Merge two players"),
            self.tr(
                "{other} is already a player. Are {name} and {other} the same person? Then they "
                "become one player, {other}, with every game of both."
            ).format(name=player.name, other=other.name),
            [self.tr("Merge"), self.tr("Keep {name}").format(name=player.name.replace("&", "&&"))],
            default=1,
            escape=1,
        )
        if answer == 0:
            self._change(lambda history: history.merge(player.id, other.id))
            self.select(other.id)
        else:
            self._fill()  # the name as it was
            self.select(player.id)

    def _choose_look(self) -> None:
        from .look_dialog import LookDialog

        chosen = self.selected()
        if len(chosen) != 1:
            return
        player = chosen[0]
        taken = {(p.colour, p.symbol) for p in self.players if p.id != player.id}
        dialog = LookDialog(player.name, (player.colour, player.symbol), taken, self)
        try:
            if dialog.exec() and dialog.look() != (player.colour, player.symbol):
                colour, symbol = dialog.look()
                self._change(
                    lambda history: history.change(player.id, colour=colour, symbol=symbol)
                )
                self.select(player.id)
        finally:
            dialog.deleteLater()

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
        writable = not self.read_only and not self.syncing()
        self.rename_button.setEnabled(writable and len(chosen) == 1)
        self.look_button.setEnabled(writable and len(chosen) == 1)
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
        from .formatting import level_name

        # the level's name inside the brackets reads as a word of the phrase, as the statistics
        # write it: "Computer (hard)", "Komputer (trudny)", not "Komputer (Trudny)"
        level = level_name(player.level).lower()
        return self.tr("Computer ({level})").format(level=level) if level else self.tr("Computer")

    def _fill(self, chosen: list[int] | None = None) -> None:
        """Show the players; `chosen`: the ids of those chosen before, chosen again wherever
        the list now puts them (a renamed player moves in the list's order: the row chosen
        stays theirs, not the row's new player's; so does sorting them again)."""
        self.players = self.sort.arrange(self.players)
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
        self._say_empty()
        self.table.setVisible(bool(self.players))
        rows = [row for row, p in enumerate(self.players) if chosen and p.id in chosen]
        if rows:
            self._choose_rows(rows)
        elif self.players and not self.selected():
            self.table.selectRow(0)
        self._update_buttons()
        self._list_filled()

    def _choose_rows(self, rows: list[int]) -> None:
        """Choose exactly `rows`, the keyboard's row the first of them (F2 renames it)."""
        model = self.table.selectionModel()
        flags = QItemSelectionModel.SelectionFlag
        model.clearSelection()
        for row in rows:
            model.select(self.table.model().index(row, 0), flags.Select | flags.Rows)
        self.table.setCurrentCell(rows[0], 0, flags.NoUpdate)

    def _offered(self, player: Any) -> str:
        return self.tr("Hidden") if player.hidden else self.tr("Offered")

    def _say_empty(self) -> None:
        hint = self._hint()
        self.empty_label.setVisible(bool(hint) and (not self.players or self.read_only))
        self.empty_label.setText(hint)

    def _hint(self) -> str:
        if self.trouble is not None:
            return ""  # (the line above says what is wrong with the list)
        if self.read_only:
            return self.tr("Made by a newer version of sheetdesk: shown, but not changed here.")
        if self.syncing():
            # (the players are being read: "none yet" would tell a family with players, for
            # as long as the saves take to read, that their names were lost; `status` says
            # how far the reading is)
            return ""
        return self.tr("No players yet: the names typed in New game are remembered here.")

    def retranslate(self) -> None:
        self.title.setText(self.tr("Players"))
        self.table.setAccessibleName(self.title.text())  # (for screen readers)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("Plays as"), self.tr("In New game")]
        )
        self.sort.retranslate()
        self.back_button.setText(self.tr("Back"))
        self.rename_button.setText(self.tr("Rename"))
        self.look_button.setText(self.tr("Colour and symbol…"))
        self.merge_button.setText(self.tr("Merge the two…"))
        self.remove_button.setText(self.tr("Remove…"))
        self._say_trouble()
        self._fill()
