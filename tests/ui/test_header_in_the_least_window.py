"""A table page in a window 800 px wide (1024×600 at 125 % less a side dock; the window may be
made narrower still, `MINIMUM_SIZE`, where the page scrolls sideways), not short, with Larger
text: the page fits its width, header and all, and does not scroll sideways. In Greek the
header's buttons with their usual sides asked 834 px (850 with the page's edges), in Polish
806, whatever the game: every table scrolled 50 px sideways in a window 800 px wide, and a
window free to shrink as far as its page lets it was held at 850. The buttons narrow their
sides there, and only where the usual sides leave the page too wide: a card table laid out where
they fit is laid out as before. A card table of more players lacked a few px there whatever
the language; the side column beside it gives them up (the card family's tests:
test_card_table_in_the_least_window.py)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractScrollArea

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.style import Look
from tests.ui.driving import pass_handover
from tests.ui.test_layout_audit import settle

LEAST_WIDTH = 800  # [design] the narrowest window a table fits without scrolling sideways
HEIGHT = 700  # (a window not short: palette.SHORT_WINDOW; a short one has its own header)


def _opened(window, game: str, language: str, players: int = 1, larger: bool = True):  # type: ignore[no-untyped-def]
    """`game` for `players` in `language`, with Larger text or not, opened in a window 1366
    px wide (the hand-over passed); its table page."""
    window.set_language(language)
    window.set_look(Look("light", larger))
    window.resize(1366, HEIGHT)
    settle()
    names = tuple(Player(name) for name in ("Ana", "Bo", "Cy")[:players])
    window.start_new(NewGameChoice(registry.get(game), names, {}, 5))
    settle()
    if window.current_page_name() == "handover":
        pass_handover(window)
        settle()
    assert window.current_page_name() == "table"
    return window.page("table")


def _sideways(window, page) -> list[int]:  # type: ignore[no-untyped-def]
    """How far each scroll area holding `page` scrolls sideways."""
    areas = [a for a in window.findChildren(QAbstractScrollArea) if a.isAncestorOf(page)]
    return [area.horizontalScrollBar().maximum() for area in areas]


@pytest.mark.parametrize("language", ["el", "pl"])
@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_a_table_fits_the_least_window_with_larger_text(window, game, language):
    page = _opened(window, game, language)
    assert page.minimumSizeHint().width() <= LEAST_WIDTH
    window.resize(LEAST_WIDTH, HEIGHT)
    settle()
    assert window.width() == LEAST_WIDTH
    assert page.minimumSizeHint().width() <= LEAST_WIDTH
    assert _sideways(window, page) in ([], [0])
    assert page.width() == LEAST_WIDTH
    # (the header's buttons are whole: no narrower than their words and sides ask)
    for button in page.header_buttons:
        if button.isVisible():
            assert button.width() >= button.minimumSizeHint().width(), button.objectName()
    # a window free to shrink as far as the page lets it goes as narrow as the app's least
    window.setMinimumSize(0, 0)
    window.resize(LEAST_WIDTH - 100, HEIGHT)
    settle()
    assert window.width() <= LEAST_WIDTH
