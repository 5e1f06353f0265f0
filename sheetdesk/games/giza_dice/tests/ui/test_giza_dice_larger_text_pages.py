"""Larger text at Giza dice: its page that did not fit 1024×600 with it, laid out again, fits (the
layout audit in that look, in the language it failed in; tests/ui/test_look.py checks the pages
of every game)."""

from __future__ import annotations

import pytest

from tests.ui.audit_look import LARGER_TEXT_GROUP, unfit_with_larger_text

# the page, and what was laid out again
LAID_OUT_AGAIN = {
    # the others' headings beside their symbols, not lowered by them: nine players' pads
    # leave the writer's its room
    "table-giza_dice-9-el": "the writer's pad's words under 9 pt",
}


@pytest.mark.xdist_group(LARGER_TEXT_GROUP)  # (checked by the audit of every page)
def test_giza_dice_pages_laid_out_again_fit_1024x600_with_larger_text():
    assert unfit_with_larger_text(LAID_OUT_AGAIN) == {}
