"""Giza's pad in a page that scrolls anyway, at 683x400 (1024x600 at 150 %): a saved game of two
opened at a roll with a Nile symbol (ten number buttons, two rows of them under the pad) had its
pad's area a strip over those buttons, 46 px of the 234 its sheet takes at its least scale,
scrolled in place while the page scrolled too; nine players' the same. The page gives the pad
the height of its whole sheet, and the family scrolls the page."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from sheetdesk.core import savefile
from tests.ui.audit_room import pads_low_in_scrolling_pages
from tests.ui.test_layout_audit import played, screen_of
from tests.ui.test_size_not_history import opened_at


@pytest.mark.parametrize("seats", [2, 9])
def test_the_pad_is_given_its_height_where_the_page_scrolls_at_683x400(window, seats):  # type: ignore[no-untyped-def]
    path = savefile.write(played("giza_dice", seats))
    window.setMinimumSize(0, 0)
    with screen_of(683, 400):
        opened_at(window, path, (683, 400))
        walked = [w for w in window.findChildren(QWidget) if w.isVisible() and w.width() > 0]
        assert pads_low_in_scrolling_pages(walked) == []
