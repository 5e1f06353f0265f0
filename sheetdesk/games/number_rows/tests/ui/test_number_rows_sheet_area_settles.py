"""Number rows in a short window: the sheet's scroll area settles where it ends its room at a
line. A window made 911 px wide and 470 to 500 px tall from its least size (a 1366×768 screen at
150 % less a task bar is 911×485) lays the table out with the sheet's area wider, and the view in
it wider: its least height follows its width (the lowest of its sheet's shapes that width holds),
which Qt follows only at a layout it posts for later. The area's looks at its lines in between
measured the view at its old height (270 px, not 242): each ended the room under another line
(7, 35, 37 px) and the kit gave up after its passes (`after_changes.one_at_a_time`), on
a8bf91b7 at every height from 477 to 495 with two players in Polish with Larger text (there,
and one player in Greek with the usual text, every other height: a sweep of one to four players,
each language, usual and Larger text, every height, took two minutes and found no other case).
With the mend taken out on ec97b6ea, the Polish case gave up at every height from 477 to 495,
the Greek one at 470 to 475, 499 and 500: every fifth height from 470 finds both."""

from __future__ import annotations

from sheetdesk.ui.style import Look
from tests.ui.given_up import unknown
from tests.ui.test_layout_audit import screen_of, settle
from tests.ui.test_size_not_history import _saved, opened_at

LEAST = (640, 320)  # (the window's least size: `MINIMUM_SIZE`)
WIDTH, HEIGHTS = 911, range(470, 501, 5)


def test_a_short_window_s_sheet_area_settles_at_its_lines(window, work_given_up):  # type: ignore[no-untyped-def]
    faults = []
    for seats, language, larger in ((2, "pl", True), (1, "el", False)):
        window.set_language(language)
        window.set_look(Look(window.settings.colours, larger=larger))
        opened_at(window, _saved("number_rows", seats), LEAST)
        for height in HEIGHTS:
            window.resize(*LEAST)
            settle()
            with screen_of(WIDTH, height):
                window.resize(WIDTH, height)
                settle()
            if unknown(work_given_up):
                faults.append(f"{seats} {language} larger={larger} {WIDTH}x{height}")
            work_given_up.clear()
    assert faults == []
