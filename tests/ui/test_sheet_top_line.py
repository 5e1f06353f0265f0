"""A sheet that scrolls in place (sheetkit/scrolled.py, the smallest window), brought to a cell
by the keys (the hint's cell, then Enter, move after move), leaves no line of the sheet half
shown at its top edge (its caption cut through the middle of its letters, "Score sheet of …"
unreadable): it scrolls on to a line's top, as its bottom edge ends at a whole line."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.sheetkit.scrolled import LeastScaleArea, holder_of
from tests.ui.driving import pass_handover, play_by_hint

SMALLEST = (819, 480)  # the smallest window the app supports


def cut_at_top(area: LeastScaleArea) -> list[tuple[float, float]]:
    """The sheet's lines that the area's top edge cuts through (in its viewport's pixels)."""
    return [(top, bottom) for top, bottom in area.line_spans() if top < -1 and bottom > 1]


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_the_sheet_followed_by_the_keys_shows_whole_lines_at_its_top(window, qtbot, game):
    window.resize(*SMALLEST)
    entry = registry.get(game)
    window.start_new(NewGameChoice(entry, (Player("Ana"), Player("Bob")), {}, 3))
    session, bot = window.session, entry.bot()
    scrolled = 0
    for step in range(60):
        if session.is_over():
            break
        if window.current_page_name() == "handover":
            pass_handover(window)
            continue
        table = window.page("table").table
        area = holder_of(table.focus_view) if table.focus_view is not None else None
        seat = session.acting_seat()
        action = bot(session.view(seat), seat, list(session.legal_actions(seat)), Rng(step))
        play_by_hint(window, action)
        QApplication.processEvents()
        if isinstance(area, LeastScaleArea) and area.isVisible() and area.scrolls():
            scrolled += 1
            assert not cut_at_top(area), f"a line cut at the sheet's top after {action}"
    if scrolled == 0:
        pytest.skip(f"{game}'s sheet does not scroll in the smallest window")
