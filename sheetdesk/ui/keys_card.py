"""The Keys card (Help ▸ Keys, the ? key): the keys that work on the step in front of the player,
in the page's language. It is built from what the window and the table bind now, never from a
list kept by hand: the menu actions that have a key and are enabled (Hint, Undo, the Rules…),
the keys a table's buttons carry while those buttons are shown and enabled
(`TableScaffold.shortcut(key, slot, button)`), and the sheet's own keys (arrows, Enter, Tab)
while the sheet has something to choose, else the choice buttons' (arrows, Enter) while one
takes a press, or a small sheet's of another player while the keyboard is on it
(`sheetkit.others.key_rows`), or a card's Tab stop's (`sheetkit.part_stop.key_rows`); on a
list page, the keys of its chosen row that press one of its buttons now (`pages.row_keys`) and
Esc."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from .game_table import GameTable
from .screen_room import ScrollingBody, keep_on_screen

Row = tuple[str, str]  # (the key, what it does)


def plain(words: str) -> str:
    """A menu's or button's words without their mnemonic ampersands."""
    return words.replace("&&", "\0").replace("&", "").replace("\0", "&")


def action_rows(actions: Iterable[QAction]) -> list[Row]:
    """The enabled, visible actions that have a key."""
    rows = []
    for action in actions:
        key = action.shortcut()
        if key.isEmpty() or not (action.isEnabled() and action.isVisible()):
            continue
        rows.append((key.toString(QKeySequence.SequenceFormat.NativeText), plain(action.text())))
    return rows


def table_rows(table: GameTable, game: str) -> list[Row]:
    """The keys of a table's step in game `game` (an id): the sheet's (while it has something
    to choose) and its buttons' (see the module docstring)."""
    from .formatting import paper_words
    from .sheetkit import part_stop
    from .sheetkit.others import key_rows

    others = table.others
    rows: list[Row] = key_rows(others) if others is not None else []
    rows = rows or part_stop.key_rows(table)
    if rows:
        pass  # (the keyboard on another player's small sheet or a card's stop: no sheet keys)
    elif table.sheet_keys_work():
        move = QCoreApplication.translate("KeysCard", "Move on the sheet, and on to the next card")
        rows.append(
            (QCoreApplication.translate("KeysCard", "Arrows"), paper_words(game, "move", move))
        )
        rows.append(
            (
                QCoreApplication.translate("KeysCard", "Enter or Space"),
                QCoreApplication.translate("KeysCard", "Choose what the outline is on"),
            )
        )
    elif table.choice_keys_work():
        # (the choices beside the sheet: the arrows go from one to the next, Enter takes it)
        rows.append(
            (
                QCoreApplication.translate("KeysCard", "Arrows"),
                QCoreApplication.translate("KeysCard", "Move between the choices"),
            )
        )
        rows.append(
            (
                QCoreApplication.translate("KeysCard", "Enter or Space"),
                QCoreApplication.translate("KeysCard", "Choose the one you are on"),
            )
        )
    rows.extend(table.step_keys())
    # (a sheet that keeps Tab for itself says what it does there instead)
    tab = table.tab_words() or paper_words(
        game, "tab", QCoreApplication.translate("KeysCard", "Go to the next button or sheet")
    )
    rows.append((QCoreApplication.translate("KeysCard", "Tab"), tab))
    return rows


class KeysCard(QDialog):
    """A small card listing `rows`; Esc, Enter or its Close button close it."""

    def __init__(self, rows: Sequence[Row], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_on_screen(self)  # (with the title bar a window manager puts over it)
        self.setObjectName("keys_card")
        self.setWindowTitle(QCoreApplication.translate("KeysCard", "Keys"))
        self.rows = list(rows)
        outer = QVBoxLayout(self)
        # (its rows scroll within it on a screen too low for them all: screen_room.fit)
        body = ScrollingBody(self)
        outer.addWidget(body, 1)
        layout = QVBoxLayout(body.parts)
        layout.setContentsMargins(0, 0, 0, 0)
        heading = QLabel(QCoreApplication.translate("KeysCard", "Keys that work now"))
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        layout.addWidget(heading)
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        for row, (key, what) in enumerate(self.rows):
            key_label = QLabel(key)
            key_font = key_label.font()
            key_font.setBold(True)
            key_label.setFont(key_font)
            key_label.setTextFormat(Qt.TextFormat.PlainText)
            what_label = QLabel(what)
            what_label.setTextFormat(Qt.TextFormat.PlainText)
            what_label.setWordWrap(True)
            grid.addWidget(key_label, row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(what_label, row, 1)
        layout.addLayout(grid)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setText(QCoreApplication.translate("KeysCard", "Close"))  # (in the page's language)
        outer.addWidget(buttons)
        self.setAccessibleName(QCoreApplication.translate("KeysCard", "Keys"))
        self.setAccessibleDescription("; ".join(f"{key}: {what}" for key, what in self.rows))
