"""Driving the Giza dice table as a player would: a chosen action delivered by real clicks on the
choice buttons and the pad, whole games played that way, and a game of nine opened in a window
of a given size."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.games.giza_dice import rules as gd
from sheetdesk.games.giza_dice.sheet import nile_id
from tests.ui.laid_out import settle

NINE = ("Ana", "Ben", "Chloé", "Dimitris", "Ewa", "Filip", "Gosia", "Helena", "Jan")


def start_nine(window, qtbot, width: int, height: int) -> None:  # type: ignore[no-untyped-def]
    """A game of nine (Ana, and eight computers) started in the window resized to
    `width`×`height`, as a player would open it there."""
    from sheetdesk.ui.new_game_dialog import NewGameChoice

    window.setMinimumSize(0, 0)
    window.resize(width, height)
    settle()
    players = (Player(NINE[0]), *(Player(name, "bot", "greedy") for name in NINE[1:]))
    window.start_new(NewGameChoice(registry.get("giza_dice"), players, {}, 5))
    settle()


def click(view, point) -> None:
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
    )


def push(button) -> None:
    assert button.isVisible() and button.isEnabled(), button.objectName() or button.text()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def click_action(table, action) -> None:
    """Deliver the acting player's choice by clicks on the table."""
    pad = table.pad
    if isinstance(action, gd.Order):
        push(table.choice(f"order_{action.number}"))
    elif isinstance(action, gd.Write):
        name = f"form_{action.base}_{'_'.join(map(str, action.nile)) or 'dice'}"
        if table._pick != (action.base, action.nile):
            push(table.choice(name))
        if action.powers and table._powers != action.powers:
            number = gd.transform(pad, action.base, action.powers)
            push(next(b for b in table.choice_buttons if b.text().endswith(f"→ {number}")))
        click(table.big_view, table.cell_center(action.cell))
    elif isinstance(action, gd.Pass):
        push(table.pass_button)
        if action.nile is not None:
            click(table.big_view, table.cell_center(nile_id(pad.nile.index(action.nile))))
    else:
        push(table.done_button)
