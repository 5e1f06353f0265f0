"""How Giza dice's end page reads: the bonuses line says what it counts."""

from __future__ import annotations

from sheetdesk.core.protocol import ScoreBreakdown, ScoreItem
from sheetdesk.games.giza_dice.texts import WORDS
from sheetdesk.ui.scores_page import ScoresPage
from tests.ui.test_wording import translate as translate


def test_the_bonus_line_of_the_end_page_says_what_it_counts(qtbot, translate):
    """Giza dice's bonuses line: "Bonuses for finishing first", "7 circled → 27" (was
    "First-finisher bonuses", "7 → 27"); in Polish the bonuses and their points, as a
    sentence would count them."""

    translate("en")
    page = ScoresPage()
    qtbot.addWidget(page)
    line = ScoreItem("bonuses", WORDS["bonuses"].source, 27, {"circled": 7})
    scores = {s: ScoreBreakdown((line,), 27, winner=s == 0) for s in (0, 1)}
    page.set_scores("giza_dice", ["Ania", "Jan"], scores)
    assert page.table.verticalHeaderItem(0).text() == "Bonuses for finishing first"
    assert page.table.item(0, 0).text() == "7 circled → 27"
    pl = translate("pl")
    page.set_scores("giza_dice", ["Ania", "Jan"], scores)
    assert page.table.item(0, 0).text() == "7 bonusów, 27 pkt"
    assert pl is not None
