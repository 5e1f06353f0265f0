"""The card family's rules pictures: each game's score card picture shows its numbers."""

from __future__ import annotations

from sheetdesk.games.expeditions.table import RULES_SCORE_CARD
from tests.ui.test_rules_page import _picture_words
from tests.ui.test_rules_page import page as page


def test_the_score_card_pictures_show_their_numbers(page):
    pyramid = _picture_words("pyramid_cards")[RULES_SCORE_CARD]
    for number in ("10", "6", "3", "−6", "−10", "−15", "−21", "−55"):  # (the minus sign)
        assert number in pyramid, pyramid
    treasure = _picture_words("treasure_cards")[RULES_SCORE_CARD]
    values = {"8", "10", "12", "14"}  # a completed card's chip says what the card is worth
    assert values & set(treasure), treasure
