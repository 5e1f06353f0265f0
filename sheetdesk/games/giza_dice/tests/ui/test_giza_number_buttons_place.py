"""Where Giza's number buttons stand round the writer's pad.

In a narrow window with Larger text (one player, two, nine; Greek and Polish, whose captions
and game buttons are longest), the number buttons keep clear of the game buttons' row under
them (Write nothing, Done, the solo note), the layout's spacing between them: a button the
keyboard is on draws its ring over its own margin, so touching rows would join two rings.
Alone at a Nile roll (fourteen numbers) at 819x480 the buttons went under the pad, over the
row that the solo note's five lines of Greek made taller than the table had room for (20 px
over it; Polish 4 px): a place where the panel lies over the row is now none."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.style import Look
from tests.ui.test_layout_audit import NAMES, screen_of, settle

NARROW = ((819, 480), (819, 600), (910, 512))


def start(window, players: int, size: tuple[int, int]):  # type: ignore[no-untyped-def]
    window.setMinimumSize(0, 0)
    with screen_of(*size):
        window.resize(*size)
        chosen = tuple(Player(name) for name in NAMES[:players])
        window.start_new(NewGameChoice(registry.get("giza_dice"), chosen, {"powers": True}, 5))
        settle()
    return window.page("table").table


def resize(window, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    with screen_of(*size):
        window.resize(*size)
        settle()


def rect(widget: QWidget, table: QWidget) -> QRect:
    return QRect(widget.mapTo(table, QPoint(0, 0)), widget.size())


def test_the_number_buttons_under_the_pad_keep_clear_of_the_game_buttons(window, qtbot):  # type: ignore[no-untyped-def]
    window.set_look(Look(window.settings.colours, larger=True))
    spacing = None
    under = []
    for language in ("el", "pl"):
        window.set_language(language)
        for players in (1, 2, 9):
            table = start(window, players, NARROW[0])
            spacing = table.main.spacing()
            for size in NARROW:
                resize(window, size)
                panel = table.choices
                if panel.below:
                    under.append((language, players, size))
                row = [
                    rect(widget, table)
                    for widget in table.button_row.findChildren(QWidget)
                    if widget.isVisible() and widget.parentWidget() is table.button_row
                ]
                row_top = min(r.top() for r in [rect(table.button_row, table), *row])
                shown = [rect(b, table) for b in panel.buttons if b.isVisible()]
                ours = [rect(panel, table), *shown]
                lowest = max(r.bottom() for r in ours)
                assert row_top - lowest - 1 >= spacing, (language, players, size, lowest, row_top)
    # (the sweep met the buttons under the pad, where they could come near the row)
    assert len(under) >= 4, under

