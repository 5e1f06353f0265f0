"""The end page's way back to the table names the players' paper as the game's printed rules
do (docs/glossary.md): a sheet where players have sheets, the score cards where they have cards
and a score card, each game's own word in every language (GameUi.paper); the Print dialog's
choice of the game open names no paper at all."""

from __future__ import annotations

import re

import pytest

from sheetdesk.core import registry
from sheetdesk.core.protocol import ScoreBreakdown, ScoreItem
from sheetdesk.ui import i18n
from sheetdesk.ui.scores_page import ScoresPage
from tests.ui.test_glossary import GAMES

# a game's term for the paper each player has: its sheet, or its score card
PAPER_TERMS = ("score_card", "score_sheet", "sheet")


def paper_term(game: str) -> dict:
    return next(t for t in GAMES[game]["terms"] if t["id"] in PAPER_TERMS)


def names_paper(game: str, language: str, words: str) -> bool:
    term = paper_term(game)
    if language == "en":
        return term["en"] in words.replace("&", "").lower()
    return re.search(term["forms"][language], words.replace("&", ""), re.IGNORECASE) is not None


@pytest.mark.parametrize("language", ["en", *i18n.TRANSLATED])
def test_the_way_back_to_the_table_names_the_games_paper(qtbot, language):
    translators = i18n.Translators()
    translators.install(language)
    try:
        page = ScoresPage()
        qtbot.addWidget(page)
        wrong = []
        for entry in registry.GAMES:
            score = ScoreBreakdown((ScoreItem("row", "Row", 7),), 7, winner=True)
            page.set_scores(entry.id, ["Ania", "Jan"], {0: score, 1: score})
            words = page.table_button.text()
            if not names_paper(entry.id, language, words):
                wrong.append((entry.id, words))
        assert wrong == []
    finally:
        translators.install("en")


@pytest.mark.parametrize("language", ["en", *i18n.TRANSLATED])
def test_the_print_dialog_names_no_paper_that_a_game_lacks(qtbot, language):
    from sheetdesk.ui.print_dialog import PrintDialog
    from tests.ui.test_end_page import finished

    translators = i18n.Translators()
    translators.install(language)
    try:
        wrong = []
        for entry in registry.GAMES:
            dialog = PrintDialog(finished(entry.id, ("Ania", "Jan")))
            qtbot.addWidget(dialog)
            # (its choice of the game open: the blank pads' words are the same for every game)
            words = dialog.game_choice.text()
            said = [g for g in GAMES if g != entry.id and names_paper(g, language, words)]
            if said and not names_paper(entry.id, language, words):
                wrong.append((entry.id, words, said))
        assert wrong == []
    finally:
        translators.install("en")
