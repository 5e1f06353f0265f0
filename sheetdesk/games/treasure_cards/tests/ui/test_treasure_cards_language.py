"""Treasure cards' table in another language: the words painted on a card are painted again."""

from __future__ import annotations

from dataclasses import replace

from sheetdesk.core import registry
from tests.ui.test_table_pages import play

TC = registry.get("treasure_cards")


def test_words_painted_on_cards_follow_a_language_change(window, qtbot):
    """A seal's letter is painted on the card: a new language paints the card again (a card of
    the player's own, big enough for its seal's words to be drawn at all)."""
    play(window, TC, until=lambda s: s.state.phase == "mark")
    controller = window.controller
    if window.current_page_name() == "handover":
        controller.confirm_handover()
    rules = window.session.rules
    sealed = [c.id for c in rules.cards.cards if c.seal is not None][:4]
    session = window.session
    table = window.page("table").table
    seat = table._big
    state = session.state
    board = state.boards[seat]
    board = replace(
        board, cards=(sealed[0], *board.cards[1:]), crossed=(frozenset(), *board.crossed[1:])
    )
    boards = tuple(board if i == seat else b for i, b in enumerate(state.boards))
    session._states[session.cursor] = replace(state, boards=boards)
    controller._redraw_same()
    item = table.slot_items[0]
    card = item.mapRectToScene(item.rect()).adjusted(4, 4, -4, -4)  # the card alone
    rect = table.board_view.mapFromScene(card).boundingRect()
    before = table.board_view.grab(rect).toImage()
    window.set_language("el")
    qtbot.wait(10)
    after = table.board_view.grab(rect).toImage()
    assert before != after
