"""New game: which game, how many players, their names (or a computer), a game number to replay
a deal, and the game's variants."""

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

MAX_SEATS = 5
MAX_GAME_NUMBER = 999_999


@dataclass(frozen=True)
class NewGameChoice:
    entry: registry.GameEntry
    players: tuple[Player, ...]
    options: dict[str, Any]
    seed: int


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, last: NewGameChoice | None = None) -> None:
        super().__init__(parent)
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
        self.count_spin.setMinimumWidth(80)
        self.count_spin.valueChanged.connect(self._count_changed)
        self.solo_label = QLabel(self.tr("Solo practice — not part of the published game"))
        self.solo_label.setObjectName("solo_label")
        set_role(self.solo_label, "hint")
        count_row.addWidget(self.count_spin)
        count_row.addWidget(self.solo_label)
        count_row.addStretch(1)
        form.addRow(self.tr("Players:"), count_row)
        layout.addLayout(form)

        seats_box = QGroupBox(self.tr("Who plays"))
        grid = QGridLayout(seats_box)
        self.name_edits: list[QLineEdit] = []
        self.computer_boxes: list[QCheckBox] = []
        self.bot_combos: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        for seat in range(MAX_SEATS):
            label = QLabel(self.tr("Seat {number}").format(number=seat + 1))
            edit = QLineEdit(self.default_name(seat))
            edit.setObjectName(f"name_{seat}")
            edit.setMaxLength(24)
            computer = QCheckBox(self.tr("Computer"))
            computer.setObjectName(f"computer_{seat}")
            bot = QComboBox()
            bot.setObjectName(f"bot_{seat}")
            computer.toggled.connect(bot.setEnabled)
            bot.setEnabled(False)
            grid.addWidget(label, seat, 0)
            grid.addWidget(edit, seat, 1)
            grid.addWidget(computer, seat, 2)
            grid.addWidget(bot, seat, 3)
            self.seat_labels.append(label)
            self.name_edits.append(edit)
            self.computer_boxes.append(computer)
            self.bot_combos.append(bot)
        grid.setColumnStretch(1, 1)
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
        labels = {"greedy": self.tr("Clever"), "random": self.tr("Random")}
        return labels.get(name, name)

    def entry(self) -> registry.GameEntry:
        return self.games[max(0, self.game_combo.currentIndex())]

    def _game_changed(self, _index: int) -> None:
        entry = self.entry()
        info = entry.rules().info
        self.count_spin.setRange(info.min_players, info.max_players)
        if self.count_spin.value() < 2 <= info.max_players:
            self.count_spin.setValue(2)
        for combo in self.bot_combos:
            combo.clear()
            for bot in entry.bots:
                combo.addItem(self.bot_label(bot), bot)
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

    def _count_changed(self, count: int) -> None:
        info = self.entry().rules().info
        self.solo_label.setVisible(count == 1 and info.solo_is_practice)
        for seat in range(MAX_SEATS):
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
                bot = self.bot_combos[seat].currentData() or entry.bots[0]
                players.append(Player(name, "bot", bot))
            else:
                players.append(Player(name))
        options = {key: box.isChecked() for key, box in self._variant_boxes.items()}
        text = self.number_edit.text().strip()
        seed = int(text) if text.isdigit() else new_game_number(time.time_ns())
        return NewGameChoice(entry, tuple(players), options, seed)
