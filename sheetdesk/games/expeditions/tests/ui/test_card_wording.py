"""How the card family's texts read: a mark on a coloured card agrees with the card, and each card
game speaks in its own terms (the Greek glossary is the printed rulebooks')."""

from __future__ import annotations

import pytest

from sheetdesk.core.i18n import PlayerRef, Text
from sheetdesk.games.expeditions.engine import Box, Place
from sheetdesk.games.expeditions.table import TEXTS
from sheetdesk.games.pyramid_cards.rules import RULES as PYRAMIDS
from sheetdesk.games.pyramid_cards.sheet import PyramidCardsTable
from sheetdesk.games.treasure_cards.rules import RULES as TREASURE
from sheetdesk.games.treasure_cards.sheet import TreasureCardsTable
from tests.ui.test_wording import translate as translate


def test_a_mark_on_a_coloured_card_agrees_with_the_card(translate):

    orange = next(c.id for c in TREASURE.cards.cards if c.color == "orange")
    purple = next(c.id for c in PYRAMIDS.cards.cards if c.color == "purple")
    place = TREASURE.describe(Place(card=orange, cells=((0, 0), (0, 1))), 0).with_args(
        player=PlayerRef(0)
    )
    box = PYRAMIDS.describe(Box(card=purple, cell=(0, 0)), 0).with_args(player=PlayerRef(0))
    assert place.english(("Ana",)) == "Ana crosses the shape on an orange card."
    pl = translate("pl")
    assert pl(place, "Ana") == "Ana skreśla kształt na pomarańczowej karcie."
    assert pl(box, "Ana") == "Ana zaznacza jedno pole na fioletowej karcie piramidy."
    el = translate("el")
    assert el(place, "Άννα") == "Άννα: σημειώνει το σχήμα σε πορτοκαλί κάρτα."


# Greek words of one game that must not turn up in another's texts (the rulebooks' glossary).
_TREASURE_ONLY = ("πλαίσι", "αξιολόγησ", "λογαριασμ", "σημειώ")

_PYRAMIDS_ONLY = ("κουτάκι", "σκοραρίσματ", "τετράδ", "μαρκάρ")


def _words_shown(table, rules) -> list[Text]:
    """The family's table words as this game's table shows them, and its rules' words."""

    return [*{**TEXTS, **table.TEXTS}.values(), *rules.words.values()]


@pytest.mark.parametrize("game", ["treasure_cards", "pyramid_cards"])
def test_each_card_game_speaks_in_its_own_terms(translate, game):
    """Treasure cards cross boxes (πλαίσια) on its score card (κάρτα αξιολόγησης) with an open
    display (ανοιχτός λογαριασμός); Pyramid cards mark κουτάκια on its κάρτα σκοραρίσματος with
    an ανοιχτή τετράδα: the family's shared texts may use neither's words."""

    table, rules, foreign = {
        "treasure_cards": (TreasureCardsTable, TREASURE, _PYRAMIDS_ONLY),
        "pyramid_cards": (PyramidCardsTable, PYRAMIDS, _TREASURE_ONLY),
    }[game]
    el = translate("el")
    wrong = []
    for word in _words_shown(table, rules):
        greek = el(word)
        if any(term in greek.lower() for term in foreign):
            wrong.append((word.source, greek))
    assert not wrong, wrong
