"""Giza's table laid out by its size, language and text size alone: two players in Greek at
683x400 (1024x600 at 150 %), reached straight and by a detour (a larger window and back, Larger
text on and off, the rules page and back), has its parts where they are when opened there. The
places the dice, the caption and the number buttons may take were tried in the height the page
had given the table for its place before: opened there, the pad was 310 px wide over the
others' sheets; after a larger window, 88 px, scrolling sideways in place. Wherever it is, the
pad shows its whole width and the caption its words whole (the page scrolls to them)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.style import Look
from tests.ui.laid_out import laid_out, settle
from tests.ui.test_layout_audit import screen_of

SIZE = (683, 400)


def _parts(table: QWidget) -> object:
    """Where each part of the table shown is, and its size."""
    return table.size().toTuple(), [
        (type(part).__name__, part.objectName(), part.geometry().getRect())
        for part in table.findChildren(QWidget)
        if part.isVisibleTo(table)
    ]


def _at(window, size: tuple[int, int]) -> object:  # type: ignore[no-untyped-def]
    """The window at `size` (its screen's), laid out; the table's parts."""
    with screen_of(*size):
        window.resize(*size)
        settle()
    table = window.page("table").table
    return laid_out(window, lambda: _parts(table))


def test_two_players_in_greek_at_683x400_whatever_came_before(window, qtbot):  # type: ignore[no-untyped-def]
    window.set_language("el")
    window.setMinimumSize(0, 0)
    try:
        with screen_of(*SIZE):
            window.resize(*SIZE)
            settle()
            seats = (Player("Ana"), Player("Ben", "bot", "greedy"))
            window.start_new(NewGameChoice(registry.get("giza_dice"), seats, {}, 5))
            settle()
        table = window.page("table").table
        opened = _at(window, SIZE)
        _at(window, (1366, 768))
        assert _at(window, SIZE) == opened, "after a larger window"
        window.set_look(Look("light", True))
        settle()
        window.set_look(Look("light", False))
        assert _at(window, SIZE) == opened, "after Larger text on and off"
        qtbot.keyClick(window, Qt.Key.Key_F1)
        settle()
        assert window.current_page_name() == "rules"
        qtbot.mouseClick(window.page("rules").back_button, Qt.MouseButton.LeftButton)
        settle()
        assert window.current_page_name() == "table"
        assert _at(window, SIZE) == opened, "after the rules page"
        area, caption = table.big_area, table.caption
        assert area.whole_across(), (area.viewport().width(), area.view.width())
        assert caption.whole(), (caption.height(), caption.words_height())
    finally:
        window.set_look(Look("light", False))
