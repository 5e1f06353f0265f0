"""Where Giza's number buttons and the solo note stand round the writer's pad.

In a narrow window with Larger text (one player, two, nine; Greek and Polish, whose captions
and game buttons are longest), the number buttons keep clear of the game buttons' row under
them (Write nothing, Done, the solo note), the layout's spacing between them: a button the
keyboard is on draws its ring over its own margin, so touching rows would join two rings.
Alone at a Nile roll (fourteen numbers) at 819x480 the buttons went under the pad, over the
row that the solo note's five lines of Greek made taller than the table had room for (20 px
over it; Polish 4 px): a place where the panel lies over the row is now none.

Alone, the solo note stands under the number buttons beside the pad where their column has the
room for its words and for the most rows of buttons a solo writer meets; the column's room was
empty while the note wrapped into lines under the pad (Greek with Larger text at 1366x768).
In a short window it stays beside Write nothing and Done."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.games.giza_dice.sheet import fmt
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
    # (one game per number of players, each language in it: the sweep starts each at 819x480)
    for players in (1, 2, 9):
        window.set_language("el")
        table = start(window, players, NARROW[0])
        spacing = table.main.spacing()
        for language in ("el", "pl"):
            window.set_language(language)
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


def test_alone_the_note_stands_under_the_number_buttons_where_their_column_has_room(window, qtbot):  # type: ignore[no-untyped-def]
    window.set_look(Look(window.settings.colours, larger=True))
    table = start(window, 1, (1366, 768))
    note, panel = table.solo_note, table.choices
    for language in ("en", "el", "pl"):
        window.set_language(language)
        settle()
        resize(window, (1366, 768))
        assert not panel.below and note.isVisible(), language
        column, words = rect(panel, table), rect(note, table)
        # in the number buttons' column, under their room, its words whole
        assert words.left() == column.left() and words.width() == column.width(), language
        assert words.top() > column.bottom(), language
        assert note.height() >= note.heightForWidth(note.width()), language
        # the column still holds the most rows of buttons a solo writer meets, in its bands
        rows = -(-table.solo_rows() // panel.bands_now())
        assert panel.height() >= rows * 44 - 4 and panel.bands_now() == panel.bands, language
        # a short window (1024x600 at 125 %): back beside Write nothing and Done
        resize(window, (819, 480))
        assert note.parentWidget() is table.button_row, language
        resize(window, (1366, 768))
        assert note.parentWidget() is not table.button_row, language


def test_alone_in_a_short_window_the_note_is_short_and_the_pad_keeps_its_width(window, qtbot):  # type: ignore[no-untyped-def]
    # at 819x480 with Larger text, at a Nile roll (fourteen numbers), the whole note beside
    # Write nothing and Done took five lines of Greek or Polish from the pad's height (the pad
    # 169 px wide): its short form there, no taller than the buttons, the whole in its tooltip
    window.set_look(Look(window.settings.colours, larger=True))
    for language in ("el", "pl"):
        window.set_language(language)
        table = start(window, 1, (819, 480))
        note = table.solo_note
        assert sum(b.isVisible() for b in table.choices.buttons) == 14, language
        assert note.parentWidget() is table.button_row and note.isVisible(), language
        # its words whole, in the row's height: the pad's height (and so its width) not taken
        assert note.height() >= note.heightForWidth(note.width()), language
        assert note.height() <= table.done_button.height(), language
        assert note.text() == fmt("solo_note_short") and note.toolTip() == fmt("solo_note")
