"""What the table page's fit of its side column costs in a move: the table's least width comes
from its layout, which keeps it till a part of the table changes, never from the table's own
`minimumSizeHint`, which lays the instruction line's words out anew for its height (the page
asked it at every pass of its layout, several in every click: benchmarks/click.py)."""

from __future__ import annotations

import linecache
import sys
from typing import Any

import pytest
from PySide6.QtCore import QRect, QSize

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui import side_first, table_page
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.sheetkit.after_pass import AfterPass
from tests.declared import quick_bot
from tests.ui.driving import play_by_hints

MOVES = 3


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES][:2])
def test_a_move_lays_the_page_out_without_asking_the_table_its_least_size(
    window, qtbot, monkeypatch, game
):  # type: ignore[no-untyped-def]
    entry = registry.get(game)
    window.start_new(
        NewGameChoice(entry, (Player("Ana"), Player("Cy", "bot", quick_bot(entry))), {}, 5)
    )
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


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES][:2])
def test_a_pass_of_the_page_finds_its_room_without_walking_its_parents_again(
    window, qtbot, monkeypatch, game
):  # type: ignore[no-untyped-def]
    """In moves, the page's parent is asked once a pass of the page's layout (its margins'
    room) and the layout's margins not at all where they stay: the scroll area the page is
    shown in, if any, is found when the page's parent changes, and the margins are the ones
    the layout set."""
    entry = registry.get(game)
    window.start_new(
        NewGameChoice(entry, (Player("Ana"), Player("Cy", "bot", quick_bot(entry))), {}, 5)
    )
    page = window.page("table")
    layout = page.layout()
    counts = {"passes": 0, "parent": 0, "margins": 0, "set": 0}

    def counting(name: str, method: Any) -> Any:
        def counted(self: Any, *args: Any) -> Any:
            # (asked by the page's code or its layout's: others may ask the page's parent)
            if sys._getframe(1).f_code.co_filename in (table_page.__file__, side_first.__file__):
                counts[name] += 1
            return method(self, *args)

        return counted

    lay_out = AfterPass.lay_out

    def pass_counted(self: AfterPass, lay: Any, rect: QRect) -> None:
        # (the page's own passes, the outermost: Qt calls the layout's setGeometry past Python)
        counts["passes"] += self is layout._passes and not self.passes
        lay_out(self, lay, rect)

    monkeypatch.setattr(type(page), "parentWidget", counting("parent", type(page).parentWidget))
    kind = type(layout)
    monkeypatch.setattr(kind, "contentsMargins", counting("margins", kind.contentsMargins))
    monkeypatch.setattr(kind, "setContentsMargins", counting("set", kind.setContentsMargins))
    monkeypatch.setattr(AfterPass, "lay_out", pass_counted)
    assert play_by_hints(window, qtbot, MOVES) == MOVES
    assert counts["passes"] > 0
    assert counts["parent"] <= counts["passes"]
    assert counts["margins"] <= counts["set"]
