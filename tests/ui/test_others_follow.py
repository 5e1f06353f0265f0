"""A computer's move on another player's small sheet is seen where the others' column scrolls:
nine at a game on a small laptop screen, the column holds three or four of the eight sheets, and
the sheet of the last computer whose move is ringed is brought into sight (a move written on a
sheet below the column's end was a move nobody saw). Played as a family does: one person
following the hint, eight computers."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.declared import first_level, quick_bot
from tests.ui.driving import pass_handover, play_by_hint, wait_for_turn

# the game nine may play (its column of eight sheets scrolls on a small screen)
NINE = next(game.id for game in registry.GAMES if game.max_players >= 9)
TURNS = 6  # the person's turns watched (each after the computers' moves)


def _in_sight(scroll, widget) -> bool:  # type: ignore[no-untyped-def]
    """Whether some of `widget` shows in the scroll area's viewport."""
    viewport = scroll.viewport()
    top_left = widget.mapTo(viewport, widget.rect().topLeft())
    return viewport.rect().intersects(QRect(top_left, widget.size()))


def test_the_last_computer_move_on_a_small_sheet_is_in_sight(window, qtbot):
    window.resize(1024, 600)
    entry = registry.get(NINE)
    players = (
        Player("Ana"),
        *(Player(f"C{seat}", "bot", first_level(entry)) for seat in range(1, 9)),
    )
    window.start_new(NewGameChoice(entry, players, {}, 5))
    window.controller.bot_delay_ms = 0
    table = window.page("table").table
    others = table.others
    session = window.session
    assert others.scroll_area.verticalScrollBar().maximum() > 0  # the column scrolls
    checked = 0
    for turn in range(TURNS):
        if window.current_page_name() == "handover":
            pass_handover(window)
        if not wait_for_turn(window, qtbot, 0):
            break
        QApplication.processEvents()
        # the sheets with a computer's move ringed on them, and whose move came last
        ringed = {id(item.scene()) for item in table.motion.marked}
        seats = [
            seat
            for seat, sheet in enumerate(others.sheets)
            if seat and not sheet.isHidden() and id(sheet.view.scene()) in ringed
        ]
        if seats:
            last = max(
                seats, key=lambda s: max(i for i, e in enumerate(session.log) if e.seat == s)
            )
            assert _in_sight(others.scroll_area, others.sheets[last]), (turn, last, seats)
            checked += 1
        legal = list(session.legal_actions(0))
        play_by_hint(window, entry.bot(quick_bot(entry))(session.view(0), 0, legal, Rng(turn)))
    assert checked >= 2  # (computers' moves were seen ringed, more than once)
