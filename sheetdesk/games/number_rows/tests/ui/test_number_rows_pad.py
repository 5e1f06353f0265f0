"""Number rows' printed blank pad: how many to a page, a word of it in each language, what
goes in its own boxes and the parts of the score it has empty boxes for (what every game's pad
has is tested in tests/ui/test_paper.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ui.test_paper import POPPLER, blank_pads, flat, pad_words

SAID = {"en": "Score sheet of", "el": "Χαρτάκι", "pl": "Kartka"}


def test_number_rows_pads_on_a_page_and_their_boxes(qapp) -> None:
    pad = blank_pads("number_rows", 6, "a4")
    assert (pad.per_page, pad.landscape) == (2, False)
    assert pad.boxes == ()  # (its own total row: a box per row, misthrows and the sum)


@pytest.mark.skipif(not POPPLER, reason="poppler-utils (pdftotext) not installed")
def test_number_rows_pad_words(qapp, tmp_path: Path) -> None:
    texts = {}
    for language, word in SAID.items():
        text = pad_words("number_rows", "a4", language, tmp_path)
        assert word in flat(text), language
        texts[language] = flat(text)
        assert "0" not in text.split()  # no score printed in a blank pad
    assert "each row's points in its box" in texts["en"]  # what goes in the sheet's own boxes
