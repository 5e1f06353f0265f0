"""Every number below zero the app shows is written with the minus sign (core/i18n.py
`count_text`, `shown_value`), never a hyphen, which reads as a dash and is thin for weak eyes:
the side column's totals, the log, the score cards the rules pictures draw, every text filled
with a number. (The end page has its own test, test_end_page_minus.py.)"""

from __future__ import annotations

import re

from sheetdesk.core import registry
from sheetdesk.core.i18n import MINUS, QT_TRANSLATE_NOOP, fill, text
from sheetdesk.ui.formatting import entry_lines, render
from tests.ui.test_end_page import finished
from tests.ui.test_rules_page import _picture_words, pictured

HYPHEN_MINUS = re.compile(r"(?<![\w\d])-\d")  # "-5", not "1-2" nor a word's hyphen


def _hyphened(words: list[str]) -> list[str]:
    return [w for w in words if HYPHEN_MINUS.search(w)]


def test_a_filled_text_writes_a_number_below_zero_with_the_minus_sign():
    said = text("ScoreRows", QT_TRANSLATE_NOOP("ScoreRows", "{box}: {points}"), points=-5, box=3)
    assert render(said) == f"3: {MINUS}5"
    assert fill("{a} {b} {c}", {"a": -12, "b": 4, "c": True}) == f"{MINUS}12 4 True"


def test_the_side_column_and_the_log_write_scores_below_zero_with_the_minus_sign(qtbot):
    from sheetdesk.ui.table_page import TablePage

    page = TablePage()
    qtbot.addWidget(page)
    below_zero = 0
    for entry in registry.GAMES:
        session = finished(entry.id, ("Ana", "Jan"))
        totals = session.rules.scores(session.state)
        # (a total as a score card's losses alone would make it: the parts below zero)
        losses = [sum(min(0, item.points) for item in totals[seat].items) for seat in totals]
        below_zero += sum(loss < 0 for loss in losses)
        page.set_scores([*zip(("Ana", "Jan"), losses, strict=True)])
        table = page.scores_table
        cells = [table.item(row, 1).text() for row in range(table.rowCount())]
        assert not _hyphened(cells), (entry.id, cells)
        lines = [
            line
            for index, logged in enumerate(session.log)
            for line in entry_lines(session, index, logged, ["Ana", "Jan"], "Ana")
        ]
        assert not _hyphened(lines), (entry.id, _hyphened(lines)[:3])
    assert below_zero, "no game ended with a score below zero: the test saw no minus sign"


def test_the_rules_pictures_write_no_number_with_a_hyphen():
    for entry in pictured():
        for picture, words in _picture_words(entry.id).items():
            assert not _hyphened(words), (entry.id, picture, _hyphened(words))


def test_a_text_a_table_or_page_renders_itself_writes_the_minus_sign():
    """The tables' words (GameTable's `translate_text`: a score card's "Total −3"), the finished
    games' end reasons and the players' list's problems render a core Text themselves
    (`Text.render`), and so do the texts filled into them; the English of the command line and
    of a CSV file (`Text.english`) keeps the hyphen-minus that programs read."""
    from PySide6.QtCore import QCoreApplication

    from sheetdesk.ui.game_table import translate_text

    total = text("ScoreRows", QT_TRANSLATE_NOOP("ScoreRows", "{box}: {points}"), box=1, points=-3)
    assert translate_text(total) == f"1: {MINUS}3"
    within = text(
        "ScoreRows", QT_TRANSLATE_NOOP("ScoreRows", "{box}: {points}"), box=total, points=2
    )
    assert within.render(QCoreApplication.translate) == f"1: {MINUS}3: 2"
    assert total.english() == "1: -3"
    assert within.english(["Ana"]) == "1: -3: 2"
