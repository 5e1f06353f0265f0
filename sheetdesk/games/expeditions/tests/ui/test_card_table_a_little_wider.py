"""A card table in a window a little wider than the app's least width (800 to 830 px; short,
480 px high, and 600), dragged wider 3 px at a time: it never scrolls sideways. In a short
window the page scrolls up and down, and its bar takes 14 px of the room: with Larger text the
table beside the side column at its narrowest then lacked up to 17 px (the page scrolled up to
29 px sideways up to 828 px), and with the usual text the page, fitted first to the whole width
(its edges wide there) and then to the width the bar leaves, kept the least width it had with
its wide edges (up to 8 px sideways, 801 to 808 px). At 600 px high a Polish table with Larger
text turned its edges and the bar back and forth (826x600). Each of the three, put back on
ec97b6ea, scrolled at a run of widths 7 px long or longer, and none at 700 px high; the
Polish table of three finds each that the same game in English with two found."""

from __future__ import annotations

import pytest

from tests.ui.test_header_in_the_least_window import _opened, _sideways
from tests.ui.test_layout_audit import settle

WIDTHS = range(800, 831, 3)
HEIGHTS = (480, 600)


@pytest.mark.parametrize(
    ("game", "language", "larger", "players"),
    [
        ("treasure_cards", "en", False, 2),
        ("pyramid_cards", "pl", True, 3),
        ("treasure_cards", "el", True, 2),
    ],
)
def test_a_card_table_a_little_wider_than_the_least_window_does_not_scroll_sideways(
    window, game, language, larger, players
):
    page = _opened(window, game, language, players=players, larger=larger)
    scrolled = []
    for height in HEIGHTS:
        for width in WIDTHS:
            window.resize(width, height)
            settle()
            assert window.size().toTuple() == (width, height)
            if _sideways(window, page) not in ([], [0]):
                scrolled.append((width, height, _sideways(window, page)))
                continue
            # (the table no narrower than it asks, the side column no narrower than its
            # words ask)
            assert page.table.width() >= page.table.minimumSizeHint().width()
            assert page.side.width() >= page.side.minimumSizeHint().width()
    assert scrolled == []
