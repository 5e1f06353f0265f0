"""A card table of two or more in a window as narrow as the app lets it be, not short: the side
column gives up the few px the table beside it lacked, and where the header fits with its
buttons' usual sides nothing narrows (the shared case of every game, Larger text:
tests/ui/test_header_in_the_least_window.py)."""

from __future__ import annotations

import pytest

from sheetdesk.ui.style import BUTTON_SIDES_PX
from tests.ui.test_header_in_the_least_window import HEIGHT, LEAST_WIDTH, _opened, _sideways
from tests.ui.test_layout_audit import settle


@pytest.mark.parametrize(
    ("game", "language", "larger"),
    [
        ("treasure_cards", "en", False),
        ("pyramid_cards", "pl", True),
        ("treasure_cards", "el", True),
    ],
)
def test_a_card_table_of_more_fits_the_least_window(window, game, language, larger):
    """A card table of two or more in a window 800 px wide and not short, in any language: its
    board kept legible and the others' sheets beside it, the page lacked 1 to 3 px at its
    narrow edges and scrolled 13 to 15 px sideways; the side column gives them up."""
    page = _opened(window, game, language, players=3, larger=larger)
    window.resize(LEAST_WIDTH, HEIGHT)
    settle()
    assert window.width() == LEAST_WIDTH
    assert _sideways(window, page) in ([], [0])
    assert page.width() == LEAST_WIDTH
    assert page.minimumSizeHint().width() <= LEAST_WIDTH
    # (the table no narrower than it asks, the side column no narrower than its words ask)
    assert page.table.width() >= page.table.minimumSizeHint().width()
    assert page.side.width() >= page.side.minimumSizeHint().width()


def test_a_card_table_keeps_its_layout_where_the_header_fits(window):
    """Where the header with its buttons' usual sides fits (a window 1024 px wide), nothing
    narrows: the buttons keep their sides, who acts keeps the game's number and round under
    it (not moved to the side column, as a short window's header does), and the card table
    under the header is as high as in a window 1366 px wide."""
    page = _opened(window, "treasure_cards", "el")

    def layout() -> tuple[object, ...]:
        buttons = [button.size().toTuple() for button in page.header_buttons]
        return page.table.height(), page.progress_row.parentWidget(), buttons

    wide = layout()
    window.resize(1024, HEIGHT)
    settle()
    assert layout() == wide
    assert page.progress_row.parentWidget() is page
    for button in page.header_buttons:
        if button.isVisible():  # (the room beside its words: both sides' padding at least)
            words = button.fontMetrics().horizontalAdvance(button.text())
            assert button.width() - words >= 2 * BUTTON_SIDES_PX, button.objectName()
