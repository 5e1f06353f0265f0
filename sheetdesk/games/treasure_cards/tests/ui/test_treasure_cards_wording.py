"""How Treasure cards' texts read: a seal's points are real plurals, and a display card's note is
read whole in every language."""

from __future__ import annotations

import pytest

from sheetdesk.core.session import Player
from sheetdesk.games.treasure_cards import sheet as tc_sheet
from sheetdesk.games.treasure_cards.rules import RULES as TREASURE
from sheetdesk.games.treasure_cards.sheet import create_table
from sheetdesk.ui import i18n
from tests.ui.test_wording import translate as translate


def test_plural_forms_follow_the_count(translate):
    seal = tc_sheet._TIP_SEAL["green"]
    el = translate("el")
    assert "1 πόντος " in el(seal.count(1)) and "2 πόντοι " in el(seal.count(2))
    en = translate("en")
    assert el is not en and en(seal.count(1)) == "Seal: 1 point for each completed green card"


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_display_note_is_read_whole(qtbot, translate, language):
    """The note under a display card (its palms, its seal in words) is never clipped."""

    translate(language)
    table = create_table(TREASURE, (Player("Ana"), Player("Jan")))
    qtbot.addWidget(table)
    label = table.shared_scene.labels["note:0"]
    clipped = []
    for card in TREASURE.cards.cards:
        label.set_text(table.display_note(card.id))
        if not label.fits():
            clipped.append(label.text)
    assert not clipped, clipped
