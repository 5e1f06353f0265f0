"""The start page with Larger text on the smallest screen met (1024×600 at 125 %: 819×480, the
page 819×419 under the menu and status bars): whole, as it is, in each language. It needed
422 px: a window free to grow grew to 819×483, and in one that may not the page scrolled, its
heading scrolled out of sight and its last row of buttons cut."""

from __future__ import annotations

import pytest

from tests.ui.driving import in_smallest_window

SCREEN = (819, 480)  # 1024×600 at 125 %


@pytest.mark.parametrize("language", ["el", "en", "pl"])
def test_the_start_page_fits_the_smallest_screen_with_larger_text(  # type: ignore[no-untyped-def]
    window, language
):
    # (the window as small as its contents allow: it grows where they need more)
    with in_smallest_window(window, language, SCREEN):
        page = window.page("start")
        held = page.parentWidget() is window.stack  # (not in a scroll area)
        size = window.size().toTuple()
    assert held
    assert size == SCREEN
