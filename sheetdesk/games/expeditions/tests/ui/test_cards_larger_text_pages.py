"""Larger text in the card family: the pages of Treasure cards and Pyramid cards that did not fit
1024×600 with it, laid out again, fit (the layout audit in that look, each page in the language it
failed in; tests/ui/test_look.py checks the pages of every game)."""

from __future__ import annotations

import pytest

from tests.ui.audit_look import LARGER_TEXT_GROUP, unfit_with_larger_text

# the pages, and what was laid out again
LAID_OUT_AGAIN = {
    # the speaker button stands by the score's title, not among the header's buttons: there
    # the turn line took two lines and the sheets were drawn too small for the score card
    "table-treasure_cards-2-pl": "the speaker's room",
    "table-pyramid_cards-2-el": "the speaker's room",
    # the game buttons' sides narrower with Larger text, and the hidden ones keep no room
    "lesson-pyramid_cards-el": "'Επιβεβαίωση' had 130 px of 157",
    "lessonmiddle-treasure_cards-pl": "'Tylko jedno pole (B)' had 193 px of 199",
    # a replay's table has no game buttons: their row's room goes to the sheets (the score
    # card was too small for its title)
    "replayopened-pyramid_cards-el": "the score card's title left out",
    "replay-treasure_cards-pl": "the score card's title on its numbers",
    "replayopened-treasure_cards-pl": "the score card's title on its numbers",
    # the hint's tag beside the box pointed at, not on the card's header nor on the outline
    # of the shape's other boxes
    "lessonmiddle-treasure_cards-el": "the tag 'Εδώ' on the card's '1× Πο'",
}


@pytest.mark.xdist_group(LARGER_TEXT_GROUP)  # (checked by the audit of every page)
def test_the_cards_pages_laid_out_again_fit_1024x600_with_larger_text():
    assert unfit_with_larger_text(LAID_OUT_AGAIN) == {}
