"""What a family sees along a game is the window as it draws itself anew (tests/ui/screen.py):
in every game, Greek on the smallest window (819×480) and Polish on a laptop's (1366×768), Ana
plays by the hint against a computer; after each of her moves (and the computer's after it), an
Undo and a Redo of hers clicked, the Rules page opened with F1 and left with its Back button,
and the window made another size and its own again, the screen shows no stale place (a viewport
not repainted after a change, or with its updates left off) and no place painted otherwise than
anew."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.declared import quick_bot

from .driving import play_by_hints, press
from .screen import stale
from .test_layout_audit import settle
from .test_sheet_ground import _settle

MOVES = 7  # Ana's moves looked at in each game
WHERE = [("el", (819, 480), (1024, 600)), ("pl", (1366, 768), (819, 480))]


@pytest.mark.parametrize("where", WHERE, ids=[w[0] for w in WHERE])
@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_the_screen_shows_the_window_as_drawn_anew_along_a_game(window, qtbot, game, where):  # type: ignore[no-untyped-def]
    language, size, other = where
    entry = registry.get(game)
    window.set_language(language)
    window.setMinimumSize(0, 0)
    window.resize(*size)
    settle()
    window.start_new(
        NewGameChoice(entry, (Player("Ana"), Player("Cy", "bot", quick_bot(entry))), {}, 7)
    )
    controller = window.controller
    page = window.page("table")
    seen: list[str] = []

    def look(when: str) -> None:
        _settle(qtbot, controller)
        settle()
        assert stale(window) == [], (game, language, when)
        seen.append(when)

    def click(button) -> None:  # type: ignore[no-untyped-def]
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    undone = 0
    for moves in range(1, MOVES + 1):
        assert play_by_hints(window, qtbot, 1) == 1, (game, moves)  # (after the computer's)
        look(f"move {moves}")
        # (twice, where Undo may take the move back: not one that showed what was hidden)
        if undone < 2 and page.undo_button.isVisible() and page.undo_button.isEnabled():
            click(page.undo_button)
            look("undo")
            if page.redo_button.isVisible() and page.redo_button.isEnabled():
                click(page.redo_button)
                look("redo")
            undone += 1
        if moves == 3:
            press(window, Qt.Key.Key_F1)
            look("rules")
            click(window.page("rules").back_button)
            look("back from the rules")
        if moves == 4:
            window.resize(*other)
            look("another size")
            window.resize(*size)
            look("its size again")
    # (a move, an undo and a redo, the page switch there and back, the two sizes: all seen)
    assert {"undo", "redo", "back from the rules"} <= set(seen), seen
    assert "its size again" in seen, seen
