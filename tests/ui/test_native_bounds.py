"""A click on a sheet is repainted without asking Python where the sheet's boxes, bands, words
and glyphs lie: the kit's items keep their bounds in Qt (`items.BoundedItem`). A view repainting
a region asks every item near it for its bounding rectangle, more than a hundred items per click
on a sheet; a boundingRect written in Python is a call from C++ into the interpreter each time."""

from __future__ import annotations

import sys
from types import FrameType

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QGraphicsObject

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.sheetkit import dice, grid_card, items, shape_card, tracks
from tests.declared import quick_bot

from .driving import click_spot, press

MOVES = 4  # the player's moves looked at in each game
# the modules of the kit's items a sheet is made of
KIT_ITEMS = {module.__file__ for module in (items, dice, tracks, grid_card, shape_card)}


class _Calls:
    """Counts the calls of the kit items' Python methods by name (a profile hook: it sees the
    calls Qt makes into Python while it repaints)."""

    def __init__(self) -> None:
        self.counts: dict[str, int] = {}

    def __call__(self, frame: FrameType, event: str, _arg: object) -> None:
        if event == "call" and frame.f_code.co_filename in KIT_ITEMS:
            if isinstance(frame.f_locals.get("self"), QGraphicsObject):
                return  # (an item with signals, one a sheet: the dice's row)
            name = frame.f_code.co_name
            self.counts[name] = self.counts.get(name, 0) + 1


def test_a_click_asks_python_for_no_bounds(window, qtbot):  # type: ignore[no-untyped-def]
    """Each game, Ana against a computer: Ana's moves made as a player makes them (a click on
    what the hint points at, Enter where it points at several), each repainted at once inside
    the click; the kit's items paint in Python, Qt knows where they lie."""
    painted: dict[str, int] = {}
    for entry in registry.GAMES:
        window.start_new(
            NewGameChoice(entry, (Player("Ana"), Player("Cy", "bot", quick_bot(entry))), {}, 5)
        )
        session, controller = window.session, window.controller
        controller.bot_delay_ms = 10**7  # (the computer moves when the test says)
        table = window.page("table").table
        bot = entry.bot()
        made = 0
        for step in range(MOVES * 20):
            if session.is_over() or made >= MOVES:
                break
            seat = session.acting_seat()
            if seat is None or not session.players[seat].is_human:
                controller.play_bots_now()
                QApplication.processEvents()
                continue
            action = bot(session.view(seat), seat, list(session.legal_actions(seat)), Rng(step))
            assert table.show_hint(action, focus=True)
            for _ in range(3):
                QApplication.processEvents()
            spots = table.hint_targets(action)
            calls = _Calls()
            sys.setprofile(calls)
            try:
                if len(spots) == 1:
                    click_spot(spots[0])
                else:  # (the keyboard is on the first of several marks)
                    press(window, Qt.Key.Key_Return)
            finally:
                sys.setprofile(None)
            assert not calls.counts.get("boundingRect"), (entry.id, step, calls.counts)
            painted[entry.id] = painted.get(entry.id, 0) + calls.counts.get("paint", 0)
            made += 1
        assert made == MOVES, (entry.id, made)
    # (the hook saw the repaints: the items painted inside the clicks, in every game)
    assert all(painted.get(entry.id) for entry in registry.GAMES), painted
