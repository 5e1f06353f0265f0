"""The sheets of a finished game looked at again from its end page ("Show the sheets"): the
score column beside them calls the scores final, as the end page does, not the score so far,
and its title is whole in a small window with Larger text."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sheetdesk.core import registry
from sheetdesk.ui import style
from sheetdesk.ui.i18n import Translators
from tests.ui.fit import clipped
from tests.ui.test_story import play_to_the_end

ANY = registry.GAMES[0].id  # (any game would do)


def test_the_score_column_beside_a_finished_games_sheets_calls_its_scores_final(window):
    play_to_the_end(window, ANY, seed=8)
    scores = window.page("scores")
    assert window.current_page_name() == "scores"
    QTest.mouseClick(scores.table_button, Qt.MouseButton.LeftButton)
    assert window.current_page_name() == "table"
    title = window.page("table").scores_title
    assert title.text() == scores.title.text() == "Final scores"
    Translators().install("el")  # (and so in another language, the window's words changed)
    QApplication.processEvents()
    assert title.text() == scores.title.text() == "Τελική βαθμολογία"
    QTest.mouseClick(window.page("table").scores_button, Qt.MouseButton.LeftButton)
    assert window.current_page_name() == "scores"


def test_the_final_scores_title_is_whole_at_910x512_with_larger_text(window, qapp):
    """1366x768 at 150 % with Larger text, in Greek (its title the longest): the side column's
    title is whole (on two lines where one is too narrow for it)."""
    style.apply_style(qapp, style.Look("light", True))
    try:
        Translators().install("el")
        window.resize(910, 512)
        play_to_the_end(window, ANY, seed=8)
        QTest.mouseClick(window.page("scores").table_button, Qt.MouseButton.LeftButton)
        QApplication.processEvents()
        page = window.page("table")
        assert page.scores_title.text() == "Τελική βαθμολογία"
        assert not clipped(page.side), clipped(page.side)
    finally:
        style.apply_style(qapp)
