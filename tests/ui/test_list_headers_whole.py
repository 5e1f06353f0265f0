"""On the smallest screen the app is made for, 1024×600 at 150 % (683×400), a list's column
titles are whole in every language: the finished games' columns share the width left among
their stretched columns, and a title longer than its column's share was cut ("Dlaczego się
skończyła", 164 px in 135)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QStyle

from .test_family_pages_narrow import _finished_game


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_the_finished_games_titles_are_whole_at_683x400(window, qtbot, language):
    _finished_game()
    window.resize(683, 400)
    window.language_actions[language].trigger()  # Settings ▸ Language
    window.history_action.trigger()  # Game ▸ Finished games
    page = window.page("history")
    qtbot.waitUntil(lambda: not page.syncing())
    qtbot.wait(20)  # (laid out once what was read is shown)
    header = page.table.horizontalHeader()
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    cut = {}
    for column in range(header.count()):
        title = page.table.model().headerData(column, header.orientation())
        need = header.fontMetrics().horizontalAdvance(title) + 2 * margin
        if not header.isSectionHidden(column) and header.sectionSize(column) < need:
            cut[title] = (need, header.sectionSize(column))
    assert cut == {}
