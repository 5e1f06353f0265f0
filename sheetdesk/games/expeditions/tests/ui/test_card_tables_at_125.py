"""The card family's tables and replays at 1024×600 at 125 % (819×480 logical pixels), in every
language (the one `test_every_page_fits_1024x600_at_125_percent` checks each in left to it), are
whole: the header shorter, the game buttons on one line or two and none cut off, the board and
the shared cards sharing what height is left (never the buttons' nor the caption's), every text
of the sheets stated whole (the layout audit at that scale, in a process of its own)."""

from __future__ import annotations

from .test_card_board_at_150 import assert_whole, cards_pages


def test_the_cards_tables_and_replays_are_whole_at_1024x600_at_125_percent():
    pages = cards_pages(("table-", "replay"))
    # (2 tables and 3 replay pages a game, in the 2 languages the audit leaves each in)
    assert len(pages) == 2 * 2 * (2 + 3), pages
    assert_whole(pages, "1.25", 1024, 600)
