"""Giza dice's printed blank pad: how many to a page, a word of it in each language, what
goes in its own boxes and the parts of the score it has empty boxes for (what every game's pad
has is tested in tests/ui/test_paper.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ui.test_paper import POPPLER, blank_pads, flat, pad_words

SAID = {"en": "Giza dice", "el": "Γκίζας", "pl": "Kostki z Gizy"}


def test_giza_dice_pads_on_a_page_and_their_boxes(qapp) -> None:
    pad = blank_pads("giza_dice", 6, "a4")
    assert (pad.per_page, pad.landscape) == (2, True)
    # the parts of the score it has an empty box for, as the pad names them (a blank pad, for
    # one player or more: "Bonuses", as a solo game has no one to finish before)
    parts = ("Pyramid level 1", "Obelisk", "Sphinx", "Bonuses")
    assert set(parts) <= set(pad.boxes) and pad.boxes[-1] == "Total"


@pytest.mark.skipif(not POPPLER, reason="poppler-utils (pdftotext) not installed")
def test_giza_dice_pad_words(qapp, tmp_path: Path) -> None:
    texts = {}
    for language, word in SAID.items():
        text = pad_words("giza_dice", "a4", language, tmp_path)
        assert word in flat(text), language
        texts[language] = flat(text)
        # (no check for a printed 0 here: the pad's Nile has the digit)
    # what goes in the sheet's own boxes: the rolls' numbers in its cells (never "cross the
    # boxes", the card games' way), in every language in the game's words (cell, Nile, scarab)
    told = {
        "en": ("write each roll's number in a cell", "Nile digit", "scarab box"),
        "el": ("αριθμό κάθε ζαριάς σε ένα κουτάκι", "Νείλου", "σκαραβαίου"),
        "pl": ("liczbę z każdego rzutu w jedno pole", "Nilu", "skarabeusza"),
    }
    for language, words in told.items():
        for word in words:
            assert word in texts[language], (language, word)
    assert "cross the boxes" not in texts["en"]
    assert "τετραγωνάκια" not in texts["el"]  # (not the game's word for a cell)
