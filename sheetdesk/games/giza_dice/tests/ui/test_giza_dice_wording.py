"""How Giza dice's end page reads: the bonuses line says what it counts; a solo sheet's
bonuses are named as that line."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.core.protocol import ScoreBreakdown, ScoreItem
from sheetdesk.games.giza_dice import rules as gd
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


def test_a_solo_end_page_names_no_finishing_first(window):
    """A solo game's end page (GD-V2: no rivals, every bonus not crossed out is circled as its
    part is filled) lists its circled bonuses as "Bonuses", not as "Bonuses for finishing
    first", which no one alone can be; with two players the line keeps its full name."""
    from tests.ui.test_end_page import finished, open_end

    for names, line in ((("Ania",), "Bonuses"), (("Ania", "Jan"), WORDS["bonuses"].source)):
        page = open_end(window, finished("giza_dice", names), animations="off")
        table = page.table
        labels = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
        assert line in labels, labels
        assert len(names) > 1 or not [label for label in labels if "first" in label], labels
        assert table.item(labels.index(line), 0).text().split(" ")[1] == "circled"


def test_a_solo_sheets_bonus_tooltips_name_no_finishing_first(window):
    """A solo sheet's bonuses, pointed at on the table after the end ("Show the sheets"), are
    named as the end page names their line ("Bonuses": alone no one finishes first) and say
    their mark as the sheet shows it; a sheet of two players' game keeps the full name."""
    from tests.ui.test_end_page import finished, open_end

    words = {"open": "still open", "circled": "circled", "crossed": "crossed out"}
    for names in (("Ania",), ("Ania", "Jan")):
        session = finished("giza_dice", names)
        page = open_end(window, session, animations="off")
        QTest.mouseClick(page.table_button, Qt.MouseButton.LeftButton)
        assert window.current_page_name() == "table"
        cells = window.page("table").table.big.scene.cells
        sheet = session.state.sheets[0]
        tips = [cells[f"bonus.{i}"].toolTip() for i in range(len(sheet.bonuses))]
        if len(names) > 1:
            assert all(tip.startswith("Bonus for finishing first +") for tip in tips), tips
            continue
        assert "circled" in sheet.bonuses, sheet.bonuses
        assert tips == [
            f"Bonus +{part.bonus}: {words[mark]}"
            for part, mark in zip(gd.RULES.pad.parts, sheet.bonuses, strict=True)
        ]
