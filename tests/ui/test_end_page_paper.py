"""The end page's way back to the table names the players' paper as the game's printed rules
do (docs/glossary.md): a sheet where players have sheets, the score cards where they have cards
and a score card, each game's own word in every language (GameUi.paper)."""

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
            words = page.table_button.text().replace("&", "")
            term = paper_term(entry.id)
            said = term["en"] in words.lower() if language == "en" else None
            if said is None:
                said = re.search(term["forms"][language], words, re.IGNORECASE) is not None
            if not said:
                wrong.append((entry.id, words, term[language]))
        assert wrong == []
    finally:
        translators.install("en")
