"""Larger text at Number rows: its pages that did not fit 1024×600 with it, laid out again, fit
(the layout audit in that look, in the language it failed in; tests/ui/test_look.py checks the
pages of every game)."""

from __future__ import annotations

import pytest

from tests.ui.audit_look import LARGER_TEXT_GROUP, unfit_with_larger_text

# the pages, and what was laid out again
LAID_OUT_AGAIN = {
    # outside the languages' turns: a replay's sheet has its button row's room, and the name's
    # last letter reached a pixel past its box (a line fits whole or is drawn narrower)
    "replay-number_rows-en": "'Hand of Γιαγιά Σοφία' cut by its item",
    # the points table's heads in one box, its rows higher, the misthrows' boxes lower, the
    # discard pile's words given the way to the hand's line
    "table-number_rows-2-pl": "'Odrzucone' cut short; 'Krzyżyki', 'Punkty' on the table's lines",
    "table-number_rows-2-el": "'Πεταμένες' cut short; 'Σταυροί' on the table's lines",
    "table-number_rows-5-el": "'Σταυροί', 'Λάθος ρίψεις (−5)', 'Σύνολο' on lines",
    # another player's small sheet has its rows lower than the pad's
    "lesson-number_rows-el": "the small sheet's 'Χαρτάκι: Λέο' on its first row's boxes",
}


@pytest.mark.xdist_group(LARGER_TEXT_GROUP)  # (checked by the audit of every page)
def test_number_rows_pages_laid_out_again_fit_1024x600_with_larger_text():
    assert unfit_with_larger_text(LAID_OUT_AGAIN) == {}
