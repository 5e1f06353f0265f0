"""Treasure cards' printed blank pad: how many to a page, a word of it in each language, what
goes in its own boxes and the parts of the score it has empty boxes for (what every game's pad
has is tested in tests/ui/test_paper.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ui.test_paper import POPPLER, blank_pads, flat, pad_words

SAID = {"en": "cards stay in the box", "el": "κουτί", "pl": "pudełku"}


def test_treasure_cards_pads_on_a_page_and_their_boxes(qapp) -> None:
    pad = blank_pads("treasure_cards", 6, "a4")
    assert (pad.per_page, pad.landscape) == (3, True)
    # the parts of the score it has an empty box for, as the pad names them
    parts = ("Coins", "Cups", "Palms", "Lilac cards", "Seals")
    assert set(parts) <= set(pad.boxes) and pad.boxes[-1] == "Total"


@pytest.mark.skipif(not POPPLER, reason="poppler-utils (pdftotext) not installed")
def test_treasure_cards_pad_words(qapp, tmp_path: Path) -> None:
    texts = {}
    for language, word in SAID.items():
        text = pad_words("treasure_cards", "a4", language, tmp_path)
        assert word in flat(text), language
        texts[language] = flat(text)
        assert "0" not in text.split()  # no score printed in a blank pad
    assert "write the cup's points in its cup" in texts["en"]  # what goes in the sheet's own boxes
