"""The end page in little room (scores_page.py, score_bands.py): six players' score card in the
window's width whatever the screen, language and text size; with Larger text on a small screen
its buttons in sight; a card with no room for every row opening at its totals and ending under
them, whatever the game. Every case only looks at the end of a game opened, so the cases share
one window (tests/ui/kept_window.py), each setting the language, the text size and the window's
size it looks at."""

from __future__ import annotations

import functools

import pytest

from sheetdesk.core import registry
from sheetdesk.core.session import Session
from tests.ui.fit import clipped
from tests.ui.kept_window import kept_window as kept_window
from tests.ui.kept_window import window as window
from tests.ui.laid_out import settle
from tests.ui.test_end_page import NINE, SIX, open_end
from tests.ui.test_end_page import finished as play_out

pytestmark = pytest.mark.shared_window


@functools.cache
def finished(game: str, names: tuple[str, ...]) -> Session:
    """A game played to its end (the same for every case: only written to a save, never
    changed)."""
    return play_out(game, names)


def in_room(window, language: str, larger: bool) -> None:  # type: ignore[no-untyped-def]
    """`window` in `language`, with Larger text or the usual, and any size allowed: each
    changed, as in Settings, where the window has another (either, changed, restyles or
    retranslates every page the window has made)."""
    from sheetdesk.ui import palette
    from sheetdesk.ui.style import Look

    window.setMinimumSize(0, 0)
    if window.settings.language != language:
        window.set_language(language)
    if palette.larger() != larger:
        window.set_look(Look(window.settings.colours, larger=larger))


SIX_CASES = [
    pytest.param(
        language,
        larger,
        size,
        id=f"{size[0]}x{size[1]}-{'larger_text' if larger else 'usual'}-{language}",
    )
    # (the text size and the language change least often: each change restyles or retranslates
    # the whole window)
    for larger in (False, True)
    for language in ("en", "el", "pl")
    # (819x480: 1024x600 at 125 %, where the cells' words go onto three lines)
    for size in ((1366, 768), (910, 512), (819, 480))
]


@pytest.mark.parametrize(("language", "larger", "size"), SIX_CASES)
def test_six_players_score_card_fits_the_window_without_scrolling_sideways(
    window, language, larger, size
):
    """Six players' columns side by side in the window's width, with Larger text too: the names
    and the cells' words go onto two lines (three in the narrowest window) rather than the card
    scrolling sideways, every word whole and apart from its neighbours' (`clipped`:
    `cells_touching`)."""
    in_room(window, language, larger)
    page = open_end(window, finished(NINE, SIX), animations="off")
    window.resize(*size)
    settle()
    table = page.table
    assert table.horizontalScrollBar().maximum() == 0, [
        table.columnWidth(c) for c in range(table.columnCount())
    ]
    assert clipped(page) == []


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_six_players_end_with_larger_text_keeps_its_buttons_in_sight(window, language):
    """1366×768 at 150 % (910×512) with Larger text, six players: the page's buttons are in
    sight without scrolling the page; the score card gives way row by row instead (a row at
    least, whole) and scrolls, its scroll bar telling that more rows are below."""
    in_room(window, language, larger=True)
    page = open_end(window, finished(NINE, SIX), animations="off")
    window.resize(910, 512)
    settle()
    for button in (page.table_button, page.back_button, page.new_button):
        assert button.isVisible()
        assert button.visibleRegion().boundingRect() == button.rect(), button.objectName()
    table = page.table
    shown = table.viewport().rect()
    rows = [
        r
        for r in range(table.rowCount())
        if shown.contains(table.visualRect(table.model().index(r, 0)))
    ]
    assert rows
    assert table.verticalScrollBar().isVisible()
    assert table.verticalScrollBar().maximum() > 0
    assert clipped(page) == []


@pytest.mark.parametrize(
    ("language", "game"),
    [(language, entry.id) for language in ("en", "el", "pl") for entry in registry.GAMES],
)
def test_a_card_that_scrolls_ends_under_its_totals(window, game, language):
    """1024×600 at 125 % (819×480) with Larger text, two players, and the window a little
    taller (a row's room more or less): a card with no room for every row opens at its
    totals, its top row whole, and ends under them: no empty strip inside its frame under the
    totals (the room its rows leave goes under the card, as when it shows every row),
    whatever the game."""
    in_room(window, language, larger=True)
    page = open_end(window, finished(game, ("Ana", "Jan")), animations="off")
    table = page.table
    for height in range(480, 520, 6):
        window.resize(819, height)
        settle()
        if table.verticalScrollBar().maximum() == 0:
            continue  # (every row shown)
        last = table.rowCount() - 1
        port = table.viewport()
        total = table.visualRect(table.model().index(last, 0))
        assert port.rect().contains(total), height  # (the totals in sight)
        assert table.rowViewportPosition(table.rowAt(0)) == 0, height  # (the top row whole)
        # the card's rows reach its frame's bottom: the totals' row is the last thing in it
        frame_bottom = table.height() - table.frameWidth()
        bar = table.horizontalScrollBar()
        under = bar.height() if bar.isVisible() else 0
        end = table.rowViewportPosition(last) + table.rowHeight(last)  # (its grid line too)
        assert port.geometry().top() + end == frame_bottom - under, (height, end, port.geometry())
