"""A score below zero is written with the minus sign (−), as the sheets and the lists of
finished games write it, on the pages that add scores up: the end of a game (its parts, its
totals, and the totals while they are counted up) and the scores so far beside the sheets, and
the Statistics page (a player's best score
and averages, the chart's scale, two players' average difference). A hyphen there ("-5") reads
as a dash beside the "−5" printed on the sheet. Driven as a family does: a finished game opened,
the Statistics page opened from the Game menu and its tabs clicked."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.core import registry, savefile
from sheetdesk.core.headless import play_one
from sheetdesk.core.history import History
from sheetdesk.core.i18n import MINUS
from sheetdesk.core.session import Player, Session
from sheetdesk.ui import count_up
from tests.declared import uniform_bot
from tests.ui.test_end_page import drawn, end_in

HYPHENED = re.compile(r"-\d")  # a number after a hyphen: what Python and QLocale write below zero
SEEDS = range(1, 40)  # random games enough to find one whose score goes below zero


def _below_zero() -> Session:
    """A finished game of two people, of the first game (in the registry's order) whose random
    play gives a total below zero (the first seed that does)."""
    for entry in registry.GAMES:
        for seed in SEEDS:
            played = play_one(entry.id, 2, seed, uniform_bot(entry))
            log = list(played.history)
            session = Session.restore(
                played.rules, [Player("Ana"), Player("Bob")], played.options, played.seed,
                log, len(log), f"below{seed}",
            )  # fmt: skip
            totals = [b.total for b in played.rules.scores(session.view(None)).values()]
            if min(totals) < 0:
                return session
    pytest.skip("no game's random play goes below zero")


def _texts(table) -> list[str]:  # type: ignore[no-untyped-def]
    return [
        table.item(row, column).text()
        for row in range(table.rowCount())
        for column in range(table.columnCount())
        if table.item(row, column) is not None
    ]


@pytest.mark.real_count_up
def test_the_end_of_a_game_writes_a_score_below_zero_with_the_minus_sign(
    window, qtbot, monkeypatch
):
    monkeypatch.setattr(count_up, "STEP_MS", 200)
    session = _below_zero()
    scores = session.rules.scores(session.view(None))
    low = min(scores, key=lambda seat: scores[seat].total)  # (a column a seat, in order)
    page = end_in(window, session)  # its last move made by its player
    delegate = page.count_up.delegate
    qtbot.waitUntil(lambda: delegate.shown >= delegate.rows, timeout=60_000)
    if page.count_up.counting:  # every part counted: the totals so far are the totals
        assert drawn(page, delegate.rows, low) == f"{MINUS}{-scores[low].total}"
    qtbot.waitUntil(lambda: not page.count_up.counting, timeout=60_000)
    texts = _texts(page.table)
    assert f"{MINUS}{-scores[low].total}" in texts, texts
    assert not [text for text in texts if HYPHENED.search(text)], texts
    # the players' sheets, and the scores so far beside them
    QTest.mouseClick(page.table_button, Qt.MouseButton.LeftButton)
    assert window.current_page_name() == "table"
    beside = _texts(window.page("table").scores_table)
    assert f"{MINUS}{-scores[low].total}" in beside, beside
    assert not [text for text in beside if HYPHENED.search(text)], beside


def test_the_statistics_write_scores_below_zero_with_the_minus_sign(window, qtbot):
    session = _below_zero()
    savefile.write(session)
    with History() as history:
        history.sync()
    window.statistics_action.trigger()  # Game ▸ Statistics
    page = window.page("statistics")
    qtbot.waitUntil(lambda: not page.syncing())
    assert page.game_choice.currentData() == session.rules.info.id  # (the one game played)
    bar = page.tabs.tabBar()
    for tab in range(page.tabs.count()):  # each tab looked at, as a family does
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(tab).center())
        qtbot.waitUntil(lambda: not page.syncing())
    shown = [*_texts(page.table), page.game_figures.text(), page.chart.accessibleDescription()]
    shown += [label.text() for label in page.versus.values]
    assert [text for text in _texts(page.table) if MINUS in text], shown  # best, average
    assert not [text for text in shown if HYPHENED.search(text)], shown
