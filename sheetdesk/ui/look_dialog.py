"""Choosing a player's colour and symbol: the palette's colours in one row, the symbols in
another (each drawn as it would look), the player's look as chosen shown big beside their name.

A symbol another player has in the colour chosen is greyed (two players never share both); a
colour clicked whose pair with the symbol chosen is another player's takes the first symbol
still free in it. Every button is reached with Tab and pressed with Space; Enter keeps the
choice, Escape leaves the look as it was. On a screen too narrow for a row of them beside its word
("Colour:", "Symbol:": 683×400, a netbook's 1024×600 at 150 %), each word is over its row.
"""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP

from .plain import one_line, plain_label
from .player_symbol import PALETTE, SYMBOLS, Look, player_icon
from .screen_room import fit, keep_on_screen, room_for

SWATCH = 32  # a choice's symbol: big enough to tell at a glance, and to hit
PREVIEW = 56

COLOUR_NAMES = {
    "orange": QT_TRANSLATE_NOOP("looks", "Orange"),
    "sky": QT_TRANSLATE_NOOP("looks", "Sky blue"),
    "green": QT_TRANSLATE_NOOP("looks", "Bluish green"),
    "yellow": QT_TRANSLATE_NOOP("looks", "Yellow"),
    "blue": QT_TRANSLATE_NOOP("looks", "Blue"),
    "red": QT_TRANSLATE_NOOP("looks", "Vermilion"),
    "purple": QT_TRANSLATE_NOOP("looks", "Reddish purple"),
    "black": QT_TRANSLATE_NOOP("looks", "Black"),
}
SYMBOL_NAMES = {
    "star": QT_TRANSLATE_NOOP("looks", "Star"),
    "heart": QT_TRANSLATE_NOOP("looks", "Heart"),
    "moon": QT_TRANSLATE_NOOP("looks", "Moon"),
    "clover": QT_TRANSLATE_NOOP("looks", "Clover"),
    "bolt": QT_TRANSLATE_NOOP("looks", "Lightning"),
    "drop": QT_TRANSLATE_NOOP("looks", "Drop"),
    "hexagon": QT_TRANSLATE_NOOP("looks", "Hexagon"),
    "flower": QT_TRANSLATE_NOOP("looks", "Flower"),
}


def _tr(source: str) -> str:
    return QCoreApplication.translate("looks", source)


class LookDialog(QDialog):
    def __init__(
        self, name: str, look: Look, taken: Collection[Look], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        keep_on_screen(self, self._fit)  # (with the title bar a window manager puts over it)
        self.setObjectName("look_dialog")
        self.setWindowTitle(
            one_line(
                QCoreApplication.translate("looks", "Colour and symbol of {name}").format(name=name)
            )
        )
        self.taken = set(taken)
        colour, symbol = look
        self.colour = colour if colour in PALETTE else PALETTE[0]
        self.symbol = symbol if symbol in SYMBOLS else SYMBOLS[0]
        layout = self._outer = QVBoxLayout(self)
        self.preview = plain_label(name, self)
        self.preview.setObjectName("look_preview")
        layout.addWidget(self.preview)
        grid = self._grid = QGridLayout()
        layout.addLayout(grid)
        self.colour_buttons: dict[str, QPushButton] = {}
        self.symbol_buttons: dict[str, QPushButton] = {}
        colours, symbols = QButtonGroup(self), QButtonGroup(self)
        self._words = (
            QLabel(QCoreApplication.translate("looks", "Colour:"), self),
            QLabel(QCoreApplication.translate("looks", "Symbol:"), self),
        )
        grid.addWidget(self._words[0], 0, 0)
        grid.addWidget(self._words[1], 1, 0)
        self._above = False  # (each word over its row, not beside it: `_fit`)
        for row, (keys, group, store, names, pick) in enumerate(
            (
                (PALETTE, colours, self.colour_buttons, COLOUR_NAMES, self._pick_colour),
                (SYMBOLS, symbols, self.symbol_buttons, SYMBOL_NAMES, self._pick_symbol),
            )
        ):
            for column, key in enumerate(keys, start=1):
                button = QPushButton(self)
                button.setObjectName(f"look_{key}")
                button.setCheckable(True)
                button.setAutoDefault(False)
                button.setIconSize(QSize(SWATCH, SWATCH))
                button.setToolTip(_tr(names[key]))
                button.setAccessibleName(_tr(names[key]))
                button.clicked.connect(lambda _c=False, k=key, p=pick: p(k))
                group.addButton(button)
                grid.addWidget(button, row, column)
                store[key] = button
        buttons = QDialogButtonBox(self)
        self.ok_button = buttons.addButton(
            QCoreApplication.translate("looks", "Keep this look"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        self.ok_button.setObjectName("look_ok")
        self.ok_button.setDefault(True)
        cancel = buttons.addButton(
            QCoreApplication.translate("looks", "Cancel"), QDialogButtonBox.ButtonRole.RejectRole
        )
        cancel.setObjectName("look_cancel")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._show()

    def look(self) -> Look:
        return (self.colour, self.symbol)

    def _fit(self) -> None:
        """Each word beside its row where the screen has room for that, else over it; then
        fitted to the room (screen_room.fit)."""
        self._words_above(False)
        if self._outer.totalMinimumSize().width() > room_for(self).width():
            self._words_above(True)
        fit(self)

    def _words_above(self, above: bool) -> None:
        grid = self._grid
        if above == self._above:
            return
        self._above = above
        rows = (list(self.colour_buttons.values()), list(self.symbol_buttons.values()))
        for row, (word, buttons) in enumerate(zip(self._words, rows, strict=True)):
            for widget in (word, *buttons):
                grid.removeWidget(widget)
            if above:
                grid.addWidget(word, 2 * row, 0, 1, len(buttons))
            else:
                grid.addWidget(word, row, 0)
            for column, button in enumerate(buttons):
                grid.addWidget(button, 2 * row + 1 if above else row, column + (not above))
        self._outer.activate()

    def _pick_colour(self, colour: str) -> None:
        self.colour = colour
        if (colour, self.symbol) in self.taken:
            free = [s for s in SYMBOLS if (colour, s) not in self.taken]
            if free:
                self.symbol = free[0]
        self._show()

    def _pick_symbol(self, symbol: str) -> None:
        if (self.colour, symbol) not in self.taken:
            self.symbol = symbol
        self._show()

    def _show(self) -> None:
        for colour, button in self.colour_buttons.items():
            button.setIcon(player_icon(self.symbol, colour, SWATCH))
            button.setChecked(colour == self.colour)
        for symbol, button in self.symbol_buttons.items():
            button.setIcon(player_icon(symbol, self.colour, SWATCH))
            button.setChecked(symbol == self.symbol)
            button.setEnabled((self.colour, symbol) not in self.taken)
        self.preview.setPixmap(
            player_icon(self.symbol, self.colour, PREVIEW).pixmap(PREVIEW, PREVIEW)
        )
        self.preview.setAccessibleName(
            f"{_tr(COLOUR_NAMES[self.colour])}, {_tr(SYMBOL_NAMES[self.symbol])}"
        )
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
