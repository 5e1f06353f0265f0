"""What the table page's fit of its side column costs in a move: the table's least width comes
from its layout, which keeps it till a part of the table changes, never from the table's own
`minimumSizeHint`, which lays the instruction line's words out anew for its height (the page
asked it at every pass of its layout, several in every click: benchmarks/click.py)."""

from __future__ import annotations

import linecache
import sys
from typing import Any

import pytest
from PySide6.QtCore import QSize

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui import table_page
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.driving import play_by_hints

MOVES = 3


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES][:2])
def test_a_move_lays_the_page_out_without_asking_the_table_its_least_size(
    window, qtbot, monkeypatch, game
):  # type: ignore[no-untyped-def]
    entry = registry.get(game)
    window.start_new(NewGameChoice(entry, (Player("Ana"), Player("Cy", "bot", "greedy")), {}, 5))
    table = window.page("table").table
    least = type(table).minimumSizeHint
    asked: list[int] = []

    def counted(self: Any) -> QSize:
        # (asked by the page's own code, not by Qt laying it out)
        caller = sys._getframe(1)
        line = linecache.getline(caller.f_code.co_filename, caller.f_lineno)
        if caller.f_code.co_filename == table_page.__file__ and "minimumSizeHint" in line:
            asked.append(caller.f_lineno)
        return least(self)

    monkeypatch.setattr(type(table), "minimumSizeHint", counted)
    assert play_by_hints(window, qtbot, MOVES) == MOVES
    assert asked == []
