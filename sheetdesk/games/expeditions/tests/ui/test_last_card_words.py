"""The expedition family's count of the round's cards still to come, in words in every language."""

from __future__ import annotations

from sheetdesk.games.expeditions.table import ExpeditionTable
from sheetdesk.ui import i18n


def test_the_last_expedition_card_of_a_round_is_said_in_words_not_as_a_count_of_0(qapp):
    """After the round's last expedition card none are to come: a sentence says so, never
    "0 more cards" ("jeszcze 0 kart")."""
    translators = i18n.Translators()
    try:
        for lang in ("en", "el", "pl"):
            translators.install(lang)
            last = ExpeditionTable.left_this_round(0)
            assert "0" not in last and last == last.strip() and last
            assert "0" not in ExpeditionTable.left_this_round(0, shown=False)
            assert "1" in ExpeditionTable.left_this_round(1)
        assert ExpeditionTable.left_this_round(0) == "to ostatnia karta w tej rundzie"
    finally:
        translators.install("en")
