"""A card game's table in a window shrunk from a 1024×600 screen's size to 819×600 (Polish, the
usual text, four players mid-game: the layout audit's table) is as tall as the table opened at
819×600: its page, held in its scroll area, is fitted to the viewport and made taller by what
its parts lack there (`PageScroll._fit_page`). A lack measured while the page, still 1024 px
wide, showed a horizontal bar was added to the viewport's whole height once that bar went:
564 px against 559, 5 px more to scroll and empty."""

from __future__ import annotations

from tests.ui.test_layout_audit import auditor as auditor
from tests.ui.test_layout_audit import screen_of

PAGE = "table-treasure_cards-4"
LARGER, SCREEN = (1024, 600), (819, 600)


def test_a_card_table_shrunk_is_as_tall_as_one_opened_at_that_size(auditor):
    heights, rooms = [], []
    try:
        for sizes in ((LARGER, SCREEN), (SCREEN,)):
            auditor.close()  # (a new window for each)
            auditor.use_language("pl")
            for size in sizes:
                with screen_of(*size):
                    auditor.reach(PAGE, size)
            page = auditor.window.page("table")
            heights.append(page.height())
            rooms.append(page.parentWidget().height())  # (its scroll area's viewport)
    finally:
        auditor.close()
    assert heights[1] > rooms[1]  # (the case looked at: the page scrolls there)
    assert heights[0] == heights[1], (heights, rooms)
