"""New game: which game, how many players, their names (or a computer), a game number to replay
a deal, and the game's variants.

The seats come from the games' INFO: one row per seat (label, name, Computer, level) in a list
that scrolls when the screen has no room for them all, so nine fit a 1024×600 screen in every
language. The dialog is as big as the seats shown need, never bigger than the available area of
its window's screen, and smaller again when seats go (new_game_size.py). The number of players
has large − and + buttons (a child's finger, a touchpad); with one player, a line says whether
that is practice or the game's own solo rules.

The dialog opens with the setup chosen last (the window keeps it in the settings): the game, the
number of players, each seat's name, computer and level, the variants. A name left as the seat's
default is kept as "the default", so it comes back in the app's language of the day.

A computer seat gets a level (Easy, Medium, Hard) when its game offers levels (bots named
`LEVELS` in its INFO.bots), else the bots the game has. A new seat starts at the level chosen
last (kept in the settings too); Medium the first time. Saves whose computers are "greedy" or
"random" play on as they are: the dialog only offers what new games use.

The family's remembered players (`remembered`: the last table's first, each with its colour and
symbol) are offered two ways. Above the seats, one button each (`chips`, wrapping onto as many
lines as the width needs, two lines shown and the rest scrolled to): a click (or Space or Enter
on it, reached with Tab) seats that player in the seat whose name field had the keyboard last,
else in the first seat still named by default (a seat more if every seat has a name); a player
already at the table shows as taken (ticked), and a click on it takes them off the table again.
And a name field offers them as one types: any part of a name, in any case, brings them up, and
Down then Enter picks one.

Beside each name, its player's colour and symbol: a remembered player's as the Players page
keeps it, and for a new name a button that chooses one (`LookDialog`: no two players share
both); a new name left unchosen gets the next free look once the game starts."""

from __future__ import annotations

import functools
import itertools
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, QSignalBlocker, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QIcon,
    QIntValidator,
    QPainter,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QCompleter,
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
from sheetdesk.core.names import NameRefused, clean_name, name_key
from sheetdesk.core.rng import new_game_number
from sheetdesk.core.session import Player

from .chip_list import CHIP_HEIGHT, ChipList
from .formatting import default_name, level_name, render
from .look_dialog import LookDialog
from .new_game_size import DialogSize
from .plain import plain_tooltip
from .player_symbol import PALETTE, Look, player_icon
from .player_symbol import SYMBOLS as LOOK_SYMBOLS
from .screen_room import ScrollingBody, keep_on_screen
from .seat_list import CHOOSER_HEIGHT, SeatList
from .settings import NewGameSetup, SeatSetup
from .style import set_role, ui_colour

MAX_GAME_NUMBER = 999_999
NAME_LENGTH = 24
NAME_WIDTH = 180
ROW_MARGIN = 6  # a seat row with the keyboard shows this much of its neighbours
LEVELS = ("easy", "medium", "hard")
DEFAULT_LEVEL = "medium"
LOOK_SIZE = 22  # a seat's symbol


def unchosen_icon(size: int) -> QIcon:
    """A new name's look not chosen yet: a dashed ring (the button chooses one), in the
    palette in use."""
    return _unchosen_icon(size, ui_colour("edge").name())


@functools.cache
def _unchosen_icon(size: int, edge: str) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(edge), max(1.0, size / 12), Qt.PenStyle.DashLine))
    margin = size * 0.12
    painter.drawEllipse(QRectF(margin, margin, size - 2 * margin, size - 2 * margin))
    painter.end()
    return QIcon(pixmap)


def max_seats() -> int:
    """The most players any built-in game takes (the seat rows the dialog builds)."""
    return max(game.max_players for game in registry.GAMES)


@dataclass(frozen=True)
class NewGameChoice:
    entry: registry.GameEntry
    players: tuple[Player, ...]
    options: dict[str, Any]
    seed: int


class NewGameDialog(DialogSize, QDialog):
    def __init__(
        self,
        parent: QWidget | None = None,
        setup: NewGameSetup | None = None,
        *,
        level: str = DEFAULT_LEVEL,
        remembered: Sequence[tuple[str, Look | None]] = (),
    ) -> None:
        super().__init__(parent)
        self._level = level if level in LEVELS else DEFAULT_LEVEL
        # (a name from an old save may be longer than a field takes: it would be cut)
        people = [(name, look) for name, look in remembered if len(name) <= NAME_LENGTH]
        self.remembered = [name for name, _look in people]
        self.remembered_looks = {name_key(name): look for name, look in people if look}
        self.chosen_looks: dict[str, Look] = {}  # a new name's look chosen here (by its key)
        self._aimed: int | None = None  # the seat whose name field had the keyboard last
        self._built = False  # (till then its size is worked out once, at the end)
        self.chips: list[QPushButton] = []
        self.setObjectName("new_game_dialog")
        self.setWindowTitle(self.tr("New game"))
        self.games = list(registry.GAMES)
        self._variant_boxes: dict[str, QCheckBox] = {}

        # Every widget is made in its place (a parent given, a layout in its holder before it is
        # filled): a tree put into another afterwards has each of its widgets' style worked out
        # again, once per move.
        outer = self._outer = QVBoxLayout(self)
        # (its parts above the buttons scroll on a screen too low for them even at their least:
        # new_game_size)
        self.body = ScrollingBody(self)
        outer.addWidget(self.body, 1)
        parts = self.body.parts
        layout = self._parts = QVBoxLayout(parts)
        layout.setContentsMargins(0, 0, 0, 0)
        form = QFormLayout()
        layout.addLayout(form)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight)
        self.game_combo = QComboBox(parts)
        self.game_combo.setObjectName("game")
        self.game_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for entry in self.games:
            self.game_combo.addItem(self.tr_game(entry.name), entry.id)
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        form.addRow(self.tr("Game:"), self.game_combo)

        count_row = QHBoxLayout()
        # (its look, and the big buttons', is the app's style sheet's: see style.py)
        self.count_spin = QSpinBox(parts)
        self.count_spin.setObjectName("players")
        self.count_spin.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.count_spin.setMinimumSize(56, 40)
        self.count_spin.valueChanged.connect(self._count_changed)
        self.fewer_button = QPushButton("−", parts)
        self.fewer_button.setObjectName("players_fewer")
        self.more_button = QPushButton("+", parts)
        self.more_button.setObjectName("players_more")
        for button, step in ((self.fewer_button, -1), (self.more_button, 1)):
            button.setFixedSize(48, 44)
            button.setAutoDefault(False)
            # for a finger or the mouse; the keyboard counts with the arrow keys in the number
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _c=False, s=step: self.count_spin.stepBy(s))
        count_row.addWidget(self.fewer_button)
        count_row.addWidget(self.count_spin)
        count_row.addWidget(self.more_button)
        count_row.addStretch(1)
        self._count_row = count_row
        count_label = QLabel(self.tr("Players:"), parts)
        count_label.setBuddy(self.count_spin)  # (its name for screen readers)
        form.addRow(count_label, count_row)
        # one player: practice outside the published game, or the game's own solo rules
        self.solo_label = QLabel(parts)
        self.solo_label.setObjectName("solo_label")
        self.solo_label.setWordWrap(True)
        set_role(self.solo_label, "hint")
        form.addRow("", self.solo_label)
        self._form = form

        seats_box = QGroupBox(self.tr("Who plays"), parts)
        layout.addWidget(seats_box, 1)
        seats_layout = QVBoxLayout(seats_box)
        self.chips_label = QLabel(self.tr("Played here before:"), seats_box)
        self.chips_label.setObjectName("remembered_label")
        seats_layout.addWidget(self.chips_label)
        self.chip_list = ChipList(seats_box)
        seats_layout.addWidget(self.chip_list)
        rows = QWidget()
        rows.setObjectName("seat_rows")
        self.seat_list = SeatList(rows, seats_box)
        seats_layout.addWidget(self.seat_list)
        self.seats_grid = QGridLayout(rows)
        self.seats_grid.setContentsMargins(0, 0, 0, 0)
        self.seats_grid.setVerticalSpacing(4)
        self.seats_grid.setHorizontalSpacing(10)
        self.seats_grid.setColumnStretch(2, 1)
        self.name_edits: list[QLineEdit] = []
        self.computer_boxes: list[QCheckBox] = []
        self.bot_combos: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        self.look_buttons: list[QPushButton] = []
        completer = self._names_completer() if self.remembered else None
        for seat in range(max_seats()):
            label = QLabel(self.tr("Seat {number}").format(number=seat + 1), rows)
            label.setObjectName(f"seat_{seat}")
            edit = QLineEdit(self.default_name(seat), rows)
            edit.setObjectName(f"name_{seat}")
            edit.setMaxLength(NAME_LENGTH)
            edit.setMinimumWidth(NAME_WIDTH)  # a name of a dozen letters shows whole
            if completer is not None:
                # one for all the fields: a field with the keyboard takes it over
                edit.setCompleter(completer)
            label.setBuddy(edit)
            edit.textChanged.connect(lambda _t: self._mark_taken())
            look = QPushButton(rows)
            look.setObjectName(f"look_{seat}")
            look.setAutoDefault(False)
            set_role(look, "chip")  # (as low as a name field: a row no taller for it)
            look.setFixedWidth(LOOK_SIZE + 24)
            look.setIconSize(QSize(LOOK_SIZE, LOOK_SIZE))
            look.clicked.connect(lambda _c=False, n=seat: self.choose_look(n))
            computer = QCheckBox(self.tr("Computer"), rows)
            computer.setObjectName(f"computer_{seat}")
            bot = QComboBox(rows)
            bot.setObjectName(f"bot_{seat}")
            bot.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            bot.setMinimumHeight(CHOOSER_HEIGHT)
            bot.setMinimumWidth(110)
            bot.activated.connect(lambda _i, b=bot: self._level_chosen(b))
            computer.toggled.connect(bot.setEnabled)
            computer.toggled.connect(lambda _on: self._mark_taken())
            bot.setEnabled(False)
            for column, widget in enumerate((label, look, edit, computer, bot)):
                self.seats_grid.addWidget(widget, seat, column)
            self.look_buttons.append(look)
            self.seat_labels.append(label)
            self.name_edits.append(edit)
            self.computer_boxes.append(computer)
            self.bot_combos.append(bot)
        for name, symbol in people:
            chip = QPushButton(self.chip_list.holder)
            chip.setObjectName(f"remembered_{len(self.chips)}")
            chip.setText(name.replace("&", "&&"))  # (an "&" in a name is a letter)
            chip.setProperty("player_name", name)
            if symbol is not None:
                chip.setIcon(player_icon(symbol[1], symbol[0], 20))
            chip.setMinimumHeight(CHIP_HEIGHT)
            set_role(chip, "chip")
            chip.setCheckable(True)  # checked: at the table already
            chip.clicked.connect(lambda _c=False, n=name: self._chip_clicked(n))
            self.chip_list.flow.addWidget(chip)
            self.chips.append(chip)
        self.chips_label.setVisible(bool(self.chips))
        self.chip_list.setVisible(bool(self.chips))

        options_box = QGroupBox(self.tr("Options"), parts)
        layout.addWidget(options_box)
        self.options_layout = QFormLayout(options_box)
        self.number_edit = QLineEdit(options_box)
        self.number_edit.setObjectName("game_number")
        self.number_edit.setValidator(QIntValidator(1, MAX_GAME_NUMBER, self))
        self.number_edit.setPlaceholderText(self.tr("empty = a new random game"))
        self.options_layout.addRow(self.tr("Game number:"), self.number_edit)
        self.variants_holder = QVBoxLayout()
        self.options_layout.addRow(self.variants_holder)

        # what is wrong with a name typed, until it is put right
        self.name_problem = QLabel(parts)
        self.name_problem.setObjectName("name_problem")
        self.name_problem.setWordWrap(True)
        self.name_problem.hide()
        layout.addWidget(self.name_problem)

        buttons = self._buttons = QHBoxLayout()
        outer.addLayout(buttons)
        buttons.addStretch(1)
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.cancel_button.setObjectName("cancel")
        self.start_button = QPushButton(self.tr("Start"), self)
        self.start_button.setObjectName("start")
        set_role(self.start_button, "primary")
        self.start_button.setDefault(True)
        self.cancel_button.clicked.connect(self.reject)
        self.start_button.clicked.connect(self.accept)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.start_button)

        self._game_changed(0)
        if setup is not None:
            self._apply_setup(setup)
        self.game_combo.setFocus()  # the first thing to choose; Tab goes on from there
        # a seat row or a remembered player's button the keyboard reaches scrolls into view
        # (one signal for the dialog: an event filter on each of its widgets would see all
        # their events)
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._focus_moved)
        self._built = True
        self.fit_to_screen()
        keep_on_screen(self, self.fit_to_screen)

    # --- helpers ------------------------------------------------------------------------------

    def _names_completer(self) -> QCompleter:
        """The remembered players, offered in a list under a name field as one types."""
        completer = QCompleter(self.remembered, self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)  # "ola" finds "Grandma Ola" too
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        return completer

    @staticmethod
    def tr_game(name: str) -> str:
        return QCoreApplication.translate("games", name)

    def default_name(self, seat: int) -> str:
        """A seat's name until someone types one, in the app's language now."""
        return default_name(seat + 1)

    def bot_label(self, name: str) -> str:
        return level_name(name)

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
        # (the seats follow the number once, below, not at each step to it)
        with QSignalBlocker(self.count_spin):
            self.count_spin.setRange(info.min_players, info.max_players)
            if self.count_spin.value() < 2 <= info.max_players:
                self.count_spin.setValue(2)
        offered = self.offered_bots(entry)
        for combo in self.bot_combos:
            kept = combo.currentData()  # a seat keeps its level when the next game has it
            combo.clear()
            for bot in offered:
                combo.addItem(self.bot_label(bot), bot)
            found = combo.findData(kept) if kept else -1
            combo.setCurrentIndex(found if found >= 0 else max(0, combo.findData(self._level)))
        while self.variants_holder.count():
            item = self.variants_holder.takeAt(0)
            if item is not None and (widget := item.widget()) is not None:
                widget.hide()
                widget.deleteLater()
        self._variant_boxes = {}
        for variant in info.variants:
            box = QCheckBox(QCoreApplication.translate(entry.id, variant.label))
            box.setObjectName(f"variant_{variant.key}")
            box.setChecked(variant.default)
            self.variants_holder.addWidget(box)
            box.show()  # now: the dialog's size counts it at once
            self._variant_boxes[variant.key] = box
        self._chain_tabs()
        self._count_changed(self.count_spin.value())

    def _count_changed(self, count: int) -> None:
        info = self.entry().rules().info
        solo = ""
        if count == 1 and info.solo_rules:
            solo = self.tr("One player: the solo rules apply.")
        elif count == 1 and info.solo_is_practice:
            solo = self.tr("Solo practice — not part of the published game")
        self.solo_label.setText(solo)
        self._show_solo()
        self.fewer_button.setEnabled(count > self.count_spin.minimum())
        self.more_button.setEnabled(count < self.count_spin.maximum())
        for seat in range(len(self.name_edits)):
            for widget in self._seat_widgets(seat):
                widget.setVisible(seat < count)
        self._mark_taken()
        if self._built:
            self.fit_to_screen()

    def _seat_widgets(self, seat: int) -> tuple[QWidget, ...]:
        return (
            self.seat_labels[seat],
            self.look_buttons[seat],
            self.name_edits[seat],
            self.computer_boxes[seat],
            self.bot_combos[seat],
        )

    # --- the remembered players ---------------------------------------------------------------

    def seat_remembered(self, name: str) -> None:
        """Seat a remembered player: in the seat whose name field had the keyboard last, else
        in the first seat still named by default (a person's), else in a seat more."""
        count = self.count_spin.value()
        seat = self._aimed if self._aimed is not None and self._aimed < count else None
        if seat is None:
            seat = next(
                (
                    n
                    for n in range(count)
                    if not self._typed_name(n) and not self.computer_boxes[n].isChecked()
                ),
                None,
            )
        if seat is None and count < self.count_spin.maximum():
            self.count_spin.setValue(count + 1)
            seat = count
        if seat is None:
            self._mark_taken()  # (a full table: nothing changes)
            return
        self._aimed = None
        self.name_edits[seat].setText(name)
        self.computer_boxes[seat].setChecked(False)

    def _chip_clicked(self, name: str) -> None:
        seat = self._seat_of(name)
        if seat is None:
            self.seat_remembered(name)
        else:
            self.unseat(seat)

    def _seat_of(self, name: str) -> int | None:
        """The seat a person of that name has at the table now (None: not seated)."""
        key = name_key(name)
        return next(
            (
                seat
                for seat in range(self.count_spin.value())
                if not self.computer_boxes[seat].isChecked()
                and name_key(self.name_edits[seat].text()) == key
            ),
            None,
        )

    def unseat(self, seat: int) -> None:
        """The player leaves the table: the seats after theirs move up one, and the table has a
        seat fewer (while the game allows fewer; else their seat takes its default name)."""
        count = self.count_spin.value()
        if count <= self.count_spin.minimum():
            self.name_edits[seat].setText(self.default_name(seat))
            return
        for place in range(seat, count - 1):
            below = place + 1
            typed = self._typed_name(below)
            self.name_edits[place].setText(typed or self.default_name(place))
            self.computer_boxes[place].setChecked(self.computer_boxes[below].isChecked())
            combo = self.bot_combos[place]
            found = combo.findData(self.bot_combos[below].currentData())
            if found >= 0:
                combo.setCurrentIndex(found)
        last = count - 1
        self.name_edits[last].setText(self.default_name(last))
        self.computer_boxes[last].setChecked(False)
        self._aimed = None
        self.count_spin.setValue(count - 1)

    def choose_look(self, seat: int) -> None:
        """Choose the colour and symbol of the new name in `seat` (see `LookDialog`)."""
        name = self._typed_name(seat)
        key = name_key(name)
        if not key or key in self.remembered_looks or self.computer_boxes[seat].isChecked():
            return
        taken = set(self.remembered_looks.values()) | {
            look for other, look in self.chosen_looks.items() if other != key
        }
        current = self.chosen_looks.get(key) or next(
            ((c, s) for s in LOOK_SYMBOLS for c in PALETTE if (c, s) not in taken),
            (PALETTE[0], LOOK_SYMBOLS[0]),
        )
        dialog = LookDialog(name, current, taken, self)
        try:
            if dialog.exec():
                self.chosen_looks[key] = dialog.look()
        finally:
            dialog.deleteLater()
        self._show_looks()

    def new_looks(self) -> dict[str, Look]:
        """The looks chosen here for the new names at the table now (name: look)."""
        found = {}
        for seat in range(self.count_spin.value()):
            name = self._typed_name(seat)
            if name and not self.computer_boxes[seat].isChecked():
                look = self.chosen_looks.get(name_key(name))
                if look is not None and name_key(name) not in self.remembered_looks:
                    found[name] = look
        return found

    def _show_looks(self) -> None:
        """Each seat's look: a remembered player's (changed on the Players page), a new name's
        chosen here (a button); none for a computer or a seat's default name."""
        for seat, button in enumerate(self.look_buttons):
            name = self._typed_name(seat)
            key = name_key(name)
            person = bool(key) and not self.computer_boxes[seat].isChecked()
            look = self.remembered_looks.get(key) if person else None
            chosen = self.chosen_looks.get(key) if person and look is None else None
            if look is not None or chosen is not None:
                colour, symbol = look or chosen  # type: ignore[misc]
                drawn = player_icon(symbol, colour, LOOK_SIZE).pixmap(LOOK_SIZE, LOOK_SIZE)
                icon = QIcon(drawn)
                icon.addPixmap(drawn, QIcon.Mode.Disabled)  # (in its colour, not greyed)
                button.setIcon(icon)
            else:
                button.setIcon(unchosen_icon(LOOK_SIZE) if person else QIcon())
            button.setEnabled(person and look is None)
            if look is not None:
                tip = self.tr("{name}'s colour and symbol (changed on the Players page)")
            else:
                tip = self.tr("Choose {name}'s colour and symbol")
            button.setToolTip(plain_tooltip(tip.format(name=name)) if person else "")
            button.setAccessibleName(self.tr("Colour and symbol"))

    def _mark_taken(self) -> None:
        """A remembered player already at the table shows ticked (a click takes them off)."""
        self._show_looks()
        seated = {
            name_key(self.name_edits[seat].text())
            for seat in range(self.count_spin.value())
            if not self.computer_boxes[seat].isChecked()
        }
        for chip in self.chips:
            name = str(chip.property("player_name"))
            taken = name_key(name) in seated
            chip.setChecked(taken)
            # (ticked: not its colour alone)
            chip.setText(("✓ " if taken else "") + name.replace("&", "&&"))
            chip.setToolTip(  # (the name shown as typed)
                plain_tooltip(
                    self.tr("{name} is at the table: click to take them off.").format(name=name)
                    if taken
                    else self.tr("Seat {name} at the table.").format(name=name)
                )
            )

    def _chain_tabs(self) -> None:
        """Tab goes down the dialog as it reads: the game, the number of players, the remembered
        players, each seat left to right (look, name, computer, level), the game number and the
        variants, Start, Cancel. Hidden seats, a look not chosen here (a remembered player's, a
        computer's, a default name's: the look is kept with the name, and a seat's default name
        is never kept, being made again in the app's language) and the level of a seat that is
        no computer are passed over (Qt skips them)."""
        chain: list[QWidget] = [self.game_combo, self.count_spin, *self.chips]
        for seat in range(len(self.name_edits)):
            chain += [self.look_buttons[seat], self.name_edits[seat]]
            chain += [self.computer_boxes[seat], self.bot_combos[seat]]
        chain.append(self.number_edit)
        chain += list(self._variant_boxes.values())
        chain += [self.start_button, self.cancel_button]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def _focus_moved(self, _old: QWidget | None, now: QWidget | None) -> None:
        if now is None:
            return
        if now in self.chips:
            self.chip_list.ensureWidgetVisible(now, 0, 0)
            return
        if now in self.name_edits:
            self._aimed = self.name_edits.index(now)
        rows = self.seat_list.rows
        if now.parentWidget() is rows:
            # the whole field (ensureWidgetVisible would settle for a name field's cursor)
            centre = now.mapTo(rows, now.rect().center())
            margin = now.height() // 2 + ROW_MARGIN
            self.seat_list.ensureVisible(centre.x(), centre.y(), 0, margin)

    # --- the last setup -----------------------------------------------------------------------

    def _apply_setup(self, setup: NewGameSetup) -> None:
        index = next((i for i, e in enumerate(self.games) if e.id == setup.game), -1)
        if index < 0:
            return  # a game no longer offered: its seats would not fit anything here
        self.game_combo.setCurrentIndex(index)
        if setup.players:
            self.count_spin.setValue(setup.players)
        for seat, remembered in enumerate(setup.seats[: len(self.name_edits)]):
            self.name_edits[seat].setText(remembered.name or self.default_name(seat))
            self.computer_boxes[seat].setChecked(remembered.computer)
            found = self.bot_combos[seat].findData(remembered.level)
            if remembered.level and found >= 0:
                self.bot_combos[seat].setCurrentIndex(found)
        for key, box in self._variant_boxes.items():
            box.setChecked(setup.variants.get(key, box.isChecked()))

    def _typed_name(self, seat: int) -> str:
        """The name typed in a seat; "" for its default name (made again in the language the
        app has next time)."""
        name = self.name_edits[seat].text().strip()
        return "" if name == self.default_name(seat) else name

    def setup(self) -> NewGameSetup:
        """The dialog's setup now, to offer next time (the game number is never kept)."""
        seats = tuple(
            SeatSetup(
                name=self._typed_name(seat),
                computer=self.computer_boxes[seat].isChecked(),
                level=self.bot_combos[seat].currentData() or "",
            )
            for seat in range(self.count_spin.value())
        )
        variants = {key: box.isChecked() for key, box in self._variant_boxes.items()}
        return NewGameSetup(
            game=self.entry().id, players=self.count_spin.value(), seats=seats, variants=variants
        )

    # --- the result ---------------------------------------------------------------------------

    def set_players(self, names: list[str], computers: tuple[int, ...] = ()) -> None:
        """Fill the dialog (tests, and the "play again" button)."""
        self.count_spin.setValue(len(names))
        for seat, name in enumerate(names):
            self.name_edits[seat].setText(name)
            self.computer_boxes[seat].setChecked(seat in computers)

    def accept(self) -> None:
        """Start, when every seat's name is one the rule for names takes; else say what is
        wrong with the first that is not, and take the keyboard there."""
        for seat in range(self.count_spin.value()):
            try:
                clean_name(self._typed_name(seat) or self.default_name(seat))
            except NameRefused as error:
                self.name_problem.setText(
                    self.tr("Seat {number}: {reason}").format(
                        number=seat + 1, reason=render(error.reason)
                    )
                )
                self.name_problem.show()
                self.name_edits[seat].setFocus()
                self.name_edits[seat].selectAll()
                return
        self.name_problem.hide()
        super().accept()

    def choice(self) -> NewGameChoice:
        entry = self.entry()
        players = []
        for seat in range(self.count_spin.value()):
            name = clean_name(self._typed_name(seat) or self.default_name(seat))
            if self.computer_boxes[seat].isChecked():
                bot = self.bot_combos[seat].currentData() or self.offered_bots(entry)[0]
                players.append(Player(name, "bot", bot))
            else:
                players.append(Player(name))
        options = {key: box.isChecked() for key, box in self._variant_boxes.items()}
        text = self.number_edit.text().strip()
        seed = int(text) if text.isdigit() else new_game_number(time.time_ns())
        return NewGameChoice(entry, tuple(players), options, seed)
