"""A card game opened, as a family opens it, in a window on the smallest screen (1024×600 at
125 %: 819×480) made as small as the app lets it (its least size then is its page's), with
Larger text: the window keeps its size and the table scrolls, as it does in a window of the
usual least size (the board and the shared cards are kept at the scale their words read at,
`keep_legible`: their least heights, the caption's and the buttons' ask more than 480 px).
The table's page, shown before the stack held it in its scroll area, grew the window to
819×509-532 at once, and a window is not made smaller again."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractScrollArea

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.driving import in_smallest_window
from tests.ui.test_layout_audit import settle

SCREEN = (819, 480)


@pytest.mark.parametrize(("game", "language"), [("treasure_cards", "el"), ("pyramid_cards", "pl")])
def test_a_card_game_opened_in_the_smallest_window_leaves_it_its_size(window, game, language):
    with in_smallest_window(window, language, SCREEN):
        room = window.stack.height()  # (the window's inside less its menus and status)
        # (one player: the table is shown at once, no hand-over page before it)
        window.start_new(NewGameChoice(registry.get(game), (Player("Ana"),), {}, 5))
        settle()
        page = window.page("table")
        # (the case looked at: the table's least height is more than the window's room)
        assert page.minimumSizeHint().height() > room
        areas = [a for a in window.findChildren(QAbstractScrollArea) if a.isAncestorOf(page)]
        bars = [(a.verticalScrollBar(), a.horizontalScrollBar()) for a in areas]
    assert window.current_page_name() == "table"
    assert window.size().toTuple() == SCREEN
    # (the page scrolls up and down, whole, and never sideways)
    assert [(down.maximum() > 0, side.maximum()) for down, side in bars] == [(True, 0)]
    assert page.height() >= page.minimumSizeHint().height()
