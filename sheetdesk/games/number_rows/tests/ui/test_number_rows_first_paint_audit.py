"""Number rows' table checked by the layout audit as its first paint shows it: the sheet scrolled
in place (`LeastScaleArea`) ends its room at a whole line measured as its view draws the line at
the scale it was fitted to, before that view has painted at the size."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize

from tests.ui.audit import audit
from tests.ui.test_layout_audit import auditor, screen_of, views_painted, views_unpainted

__all__ = ["auditor"]  # (the layout audit's window, a fixture of this module too)
pytestmark = pytest.mark.shared_window  # (the window outlives the test: the fixture's)


def test_a_sheet_scrolled_in_place_is_checked_as_its_first_paint_shows_it(auditor):
    """The audit checks a page whose sheets' views have not painted at its size yet; its picture
    paints them. A sheet scrolled in place (`LeastScaleArea`) ends its room at a whole line,
    measured as its view draws the line at the scale it was fitted to (its words grown to 9 pt
    on a sheet shown small): checked again straight after the picture, before anything else
    runs, the page is found as it was, whole. (The Greek Number rows table on a 1366×768 screen
    at 150 %, 911×512 logical pixels, reached after the start page and the New game dialog: its
    room ended through the words under its cards at that first paint, and a moment later under
    them.)"""
    screen = (911, 512)
    auditor.close()  # (a window of its own: the table's look here follows the pages before it)
    for page in ("start", "newgame-giza_dice-2"):
        auditor.check(page, "el", screen, f"first-paint-{page}-el")
    name = "first-paint-table-number_rows-2-el"
    problems = auditor.check("table-number_rows-2", "el", screen, name)
    window = auditor.window
    with screen_of(*screen), views_unpainted():
        with views_painted():
            window.grab()  # (the sheets' views' first paint at this size, as a picture's)
        painted = audit(window, QSize(*screen))
    assert problems == painted == [], painted
