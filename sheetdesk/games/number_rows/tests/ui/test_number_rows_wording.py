"""How Number rows' texts read: a card played is a real plural in Polish, and its own word for
its score sheet is said nowhere else."""

from __future__ import annotations

from sheetdesk.core.i18n import PlayerRef
from sheetdesk.games.number_rows.texts import PLAYED
from tests.ui.test_wording import translate as translate
from tests.ui.test_wording import translations


def test_plural_forms_follow_the_count(translate):
    pl = translate("pl")
    ana = PlayerRef(0)
    assert [pl(PLAYED["red"].count(n, player=ana), "Ana") for n in (1, 3, 5)] == [
        "Ana zagrywa 1 czerwoną kartę.",
        "Ana zagrywa 3 czerwone karty.",
        "Ana zagrywa 5 czerwonych kart.",
    ]


def test_number_rows_words_stay_in_number_rows():
    """«χαρτάκι» is Number rows' score sheet: the end page and the other games say otherwise."""
    borrowed = [
        (context, source, text)
        for context, source, text in translations("el")
        if context != "number_rows" and "χαρτάκ" in text
    ]
    assert not borrowed, borrowed
