"""New game: which game, how many players, their names (or a computer), a game number to replay
a deal, and the game's variants.

The seats come from the games' INFO: as many rows as the largest game takes, shown up to the
chosen game's limit; more than `SEATS_PER_COLUMN` seats go into two columns, so nine fit on a
1024×600 screen. The number of players has large − and + buttons (a child's finger, a
touchpad).

A computer seat gets a level (Easy, Medium, Hard) when its game offers levels (bots named
`LEVELS` in its INFO.bots), else the bots the game has. A new seat starts at the level chosen
last (the window keeps it in the settings); Medium the first time. Saves whose computers are
"greedy" or "random" play on as they are: the dialog only offers what new games use."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sheetdesk.core import registry
from sheetdesk.core.rng import new_game_number
from sheetdesk.core.session import Player

from .style import set_role

SEATS_PER_COLUMN = 5
MAX_GAME_NUMBER = 999_999
LEVELS = ("easy", "medium", "hard")
DEFAULT_LEVEL = "medium"
CHOOSER_HEIGHT = 36  # the level chooser: easy to hit


def max_seats() -> int:
    """The most players any built-in game takes (the seat rows the dialog builds)."""
    return max(game.max_players for game in registry.GAMES)


@dataclass(frozen=True)
class NewGameChoice:
    entry: registry.GameEntry
    players: tuple[Player, ...]
    options: dict[str, Any]
    seed: int


class NewGameDialog(QDialog):
    def __init__(
        self,
        parent: QWidget | None = None,
        last: NewGameChoice | None = None,
        *,
        level: str = DEFAULT_LEVEL,
    ) -> None:
        super().__init__(parent)
        self._level = level if level in LEVELS else DEFAULT_LEVEL
        self.setObjectName("new_game_dialog")
        self.setWindowTitle(self.tr("New game"))
        self.setMinimumWidth(620)
        self.games = list(registry.GAMES)
        self._variant_boxes: dict[str, QCheckBox] = {}

        layout = QVBoxLayout(self)
        form = QFormLayout()
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight)
        self.game_combo = QComboBox()
        self.game_combo.setObjectName("game")
        for entry in self.games:
            self.game_combo.addItem(self.tr_game(entry.name), entry.id)
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        form.addRow(self.tr("Game:"), self.game_combo)

        count_row = QHBoxLayout()
        self.count_spin = QSpinBox()
        self.count_spin.setObjectName("players")
        # its own small arrows give way to the big buttons beside it (NoButtons would leave the
        # style sheet no room for the number)
        self.count_spin.setStyleSheet(
            "QSpinBox { font-size: 20px; font-weight: bold; }"
            " QSpinBox::up-button, QSpinBox::down-button { width: 0px; border: none; }"
        )
        self.count_spin.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.count_spin.setMinimumSize(56, 40)
        self.count_spin.valueChanged.connect(self._count_changed)
        self.fewer_button = QPushButton("−")
        self.fewer_button.setObjectName("players_fewer")
        self.more_button = QPushButton("+")
        self.more_button.setObjectName("players_more")
        for button, step in ((self.fewer_button, -1), (self.more_button, 1)):
            button.setFixedSize(48, 44)
            button.setStyleSheet("font-size: 24px; font-weight: bold; padding: 0px;")
            button.setAutoDefault(False)
            button.clicked.connect(lambda _c=False, s=step: self.count_spin.stepBy(s))
        self.solo_label = QLabel(self.tr("Solo practice — not part of the published game"))
        self.solo_label.setObjectName("solo_label")
        set_role(self.solo_label, "hint")
        count_row.addWidget(self.fewer_button)
        count_row.addWidget(self.count_spin)
        count_row.addWidget(self.more_button)
        count_row.addSpacing(8)
        count_row.addWidget(self.solo_label)
        count_row.addStretch(1)
        form.addRow(self.tr("Players:"), count_row)
        layout.addLayout(form)

        seats_box = QGroupBox(self.tr("Who plays"))
        self.seats_grid = QGridLayout(seats_box)
        self.seats_grid.setVerticalSpacing(4)
        self.name_edits: list[QLineEdit] = []
        self.computer_boxes: list[QCheckBox] = []
        self.bot_combos: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        for seat in range(max_seats()):
            label = QLabel(self.tr("Seat {number}").format(number=seat + 1))
            edit = QLineEdit(self.default_name(seat))
            edit.setObjectName(f"name_{seat}")
            edit.setMaxLength(24)
            edit.setMinimumWidth(140)  # a name of a dozen letters shows whole
            computer = QCheckBox(self.tr("Computer"))
            computer.setObjectName(f"computer_{seat}")
            bot = QComboBox()
            bot.setObjectName(f"bot_{seat}")
            bot.setMinimumHeight(CHOOSER_HEIGHT)
            bot.setMinimumWidth(110)
            bot.activated.connect(lambda _i, b=bot: self._level_chosen(b))
            computer.toggled.connect(bot.setEnabled)
            bot.setEnabled(False)
            self.seat_labels.append(label)
            self.name_edits.append(edit)
            self.computer_boxes.append(computer)
            self.bot_combos.append(bot)
        layout.addWidget(seats_box)

        options_box = QGroupBox(self.tr("Options"))
        self.options_layout = QFormLayout(options_box)
        self.number_edit = QLineEdit()
        self.number_edit.setObjectName("game_number")
        self.number_edit.setValidator(QIntValidator(1, MAX_GAME_NUMBER, self))
        self.number_edit.setPlaceholderText(self.tr("empty = a new random deal"))
        self.options_layout.addRow(self.tr("Game number:"), self.number_edit)
        self.variants_holder = QVBoxLayout()
        self.options_layout.addRow(self.variants_holder)
        layout.addWidget(options_box)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setObjectName("cancel")
        self.start_button = QPushButton(self.tr("Start"))
        self.start_button.setObjectName("start")
        set_role(self.start_button, "primary")
        self.start_button.setDefault(True)
        self.cancel_button.clicked.connect(self.reject)
        self.start_button.clicked.connect(self.accept)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.start_button)
        layout.addLayout(buttons)

        self._game_changed(0)
        if last is not None:
            self._apply_last(last)

    # --- helpers ------------------------------------------------------------------------------

    @staticmethod
    def tr_game(name: str) -> str:
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate("games", name)

    def default_name(self, seat: int) -> str:
        return self.tr("Player {number}").format(number=seat + 1)

    def bot_label(self, name: str) -> str:
        labels = {
            "greedy": self.tr("Clever"),
            "random": self.tr("Random"),
            "easy": self.tr("Easy"),
            "medium": self.tr("Medium"),
            "hard": self.tr("Hard"),
        }
        return labels.get(name, name)

    @staticmethod
    def offered_bots(entry: registry.GameEntry) -> tuple[str, ...]:
        """What a computer seat may be in a new game: the levels when the game has them."""
        levels = tuple(level for level in LEVELS if level in entry.bots)
        return levels or entry.bots

    def _level_chosen(self, combo: QComboBox) -> None:
        if combo.currentData() in LEVELS:
            self._level = combo.currentData()

    def chosen_level(self) -> str:
        """The level chosen last (kept for the next new game)."""
        return self._level

    def entry(self) -> registry.GameEntry:
        return self.games[max(0, self.game_combo.currentIndex())]

    def _game_changed(self, _index: int) -> None:
        entry = self.entry()
        info = entry.rules().info
        self._place_seats(info.max_players)
        self.count_spin.setRange(info.min_players, info.max_players)
        if self.count_spin.value() < 2 <= info.max_players:
            self.count_spin.setValue(2)
        offered = self.offered_bots(entry)
        for combo in self.bot_combos:
            combo.clear()
            for bot in offered:
                combo.addItem(self.bot_label(bot), bot)
            combo.setCurrentIndex(max(0, combo.findData(self._level)))
        while self.variants_holder.count():
            item = self.variants_holder.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        self._variant_boxes = {}
        for variant in info.variants:
            from PySide6.QtCore import QCoreApplication

            box = QCheckBox(QCoreApplication.translate(entry.id, variant.label))
            box.setObjectName(f"variant_{variant.key}")
            box.setChecked(variant.default)
            self.variants_holder.addWidget(box)
            self._variant_boxes[variant.key] = box
        self._count_changed(self.count_spin.value())

    def _place_seats(self, seats: int) -> None:
        """Lay the seat rows out for a game of up to `seats` players: one column, or two
        (column by column) when there are more than SEATS_PER_COLUMN."""
        grid = self.seats_grid
        columns = 1 if seats <= SEATS_PER_COLUMN else 2
        rows = -(-seats // columns)
        for seat in range(len(self.name_edits)):
            row, column = seat % rows, seat // rows
            if seat >= seats:
                row, column = seat, 0  # never shown for this game
            widgets = (
                self.seat_labels[seat],
                self.name_edits[seat],
                self.computer_boxes[seat],
                self.bot_combos[seat],
            )
            for offset, widget in enumerate(widgets):
                grid.removeWidget(widget)
                grid.addWidget(widget, row, column * 4 + offset)
        for column in range(8):
            grid.setColumnStretch(column, 1 if column % 4 == 1 and column // 4 < columns else 0)

    def _count_changed(self, count: int) -> None:
        info = self.entry().rules().info
        self.solo_label.setVisible(count == 1 and info.solo_is_practice)
        self.fewer_button.setEnabled(count > self.count_spin.minimum())
        self.more_button.setEnabled(count < self.count_spin.maximum())
        for seat in range(len(self.name_edits)):
            visible = seat < count
            for widget in (
                self.seat_labels[seat],
                self.name_edits[seat],
                self.computer_boxes[seat],
                self.bot_combos[seat],
            ):
                widget.setVisible(visible)

    def _apply_last(self, last: NewGameChoice) -> None:
        index = next((i for i, e in enumerate(self.games) if e.id == last.entry.id), 0)
        self.game_combo.setCurrentIndex(index)
        self.count_spin.setValue(len(last.players))
        for seat, player in enumerate(last.players):
            self.name_edits[seat].setText(player.name)
            self.computer_boxes[seat].setChecked(not player.is_human)
            if player.bot:
                found = self.bot_combos[seat].findData(player.bot)
                if found >= 0:
                    self.bot_combos[seat].setCurrentIndex(found)
        for key, box in self._variant_boxes.items():
            box.setChecked(bool(last.options.get(key, box.isChecked())))

    # --- the result ---------------------------------------------------------------------------

    def set_players(self, names: list[str], computers: tuple[int, ...] = ()) -> None:
        """Fill the dialog (tests, and the "play again" button)."""
        self.count_spin.setValue(len(names))
        for seat, name in enumerate(names):
            self.name_edits[seat].setText(name)
            self.computer_boxes[seat].setChecked(seat in computers)

    def choice(self) -> NewGameChoice:
        entry = self.entry()
        players = []
        for seat in range(self.count_spin.value()):
            name = self.name_edits[seat].text().strip() or self.default_name(seat)
            if self.computer_boxes[seat].isChecked():
                bot = self.bot_combos[seat].currentData() or self.offered_bots(entry)[0]
                players.append(Player(name, "bot", bot))
            else:
                players.append(Player(name))
        options = {key: box.isChecked() for key, box in self._variant_boxes.items()}
        text = self.number_edit.text().strip()
        seed = int(text) if text.isdigit() else new_game_number(time.time_ns())
        return NewGameChoice(entry, tuple(players), options, seed)
