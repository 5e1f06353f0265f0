"""How Number rows' texts read: a card played is a real plural in Polish, and its own word for
its score sheet is said nowhere else."""

from __future__ import annotations

import pytest

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


@pytest.mark.parametrize("language", ["el", "pl"])
def test_the_announced_number_is_said_on_two_lines_on_a_small_screen(window, language):
    """At 1024x600 at 125 % (819x480) the instruction for the announced number takes two lines
    in Greek and Polish, as in English: a third took the pad's height."""
    from PySide6.QtWidgets import QLabel

    from tests.ui.test_step_buttons_whole import table_on
    from tests.ui.test_turn_line_lines import wrapped_lines

    with table_on(window, "number_rows", (819, 480), False, language) as page:
        line = page.findChild(QLabel, "table_caption")
        assert line is not None and "6" in line.text()
        assert wrapped_lines(line, line.text()) <= 2, line.text()
