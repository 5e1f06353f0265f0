"""What the table page's header row costs in a move: its least width (the buttons' with narrow
sides where Larger text may narrow them, `HeaderRow`) is each button's, set when their words or
look change, never answered in Python at a pass of the page's layout (Qt asks a layout's least
size at every pass, several in every click: benchmarks/click.py)."""

from __future__ import annotations

import sys
from types import FrameType
from typing import Any

import pytest

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui import table_page
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.style import Look
from tests.declared import quick_bot
from tests.ui.driving import play_by_hints

MOVES = 3
SIZES = ("minimumSize", "sizeHint", "minimumSizeHint")


@pytest.mark.parametrize("larger", [False, True])
def test_a_move_asks_no_python_of_the_header_row_for_its_size(window, qtbot, larger):  # type: ignore[no-untyped-def]
    window.set_look(Look("light", larger))
    entry = registry.GAMES[0]
    window.start_new(
        NewGameChoice(entry, (Player("Ana"), Player("Cy", "bot", quick_bot(entry))), {}, 5)
    )
    asked: list[str] = []

    def seen(frame: FrameType, event: str, _arg: Any) -> None:
        code = frame.f_code
        if event == "call" and code.co_name in SIZES and code.co_filename == table_page.__file__:
            asked.append(code.co_qualname)

    sys.setprofile(seen)
    try:
        made = play_by_hints(window, qtbot, MOVES)
    finally:
        sys.setprofile(None)
    assert made == MOVES
    assert "HeaderRow.minimumSize" not in asked
