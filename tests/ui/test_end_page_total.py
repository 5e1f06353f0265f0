"""The end page on the smallest window the app supports: where the score card has no room for
every row and scrolls, the row of the totals — what a family looks for — is in sight once
the scores are shown, whether the game ended just now (after its count-up) or was opened
again finished, and while the count-up runs the row being counted is."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from sheetdesk.core import registry
from sheetdesk.ui import count_up
from tests.ui.test_end_page import end_in, finished, open_end

SMALLEST = (819, 480)  # the smallest window the app supports


def rows_cut(page) -> list[int]:  # type: ignore[no-untyped-def]
    """The rows of the score card partly in sight (a label cut in half)."""
    table = page.table
    room = table.viewport().rect()
    cut = []
    for row in range(table.rowCount()):
        rect = table.visualRect(table.model().index(row, 0))
        if rect.intersects(room) and not room.contains(rect):
            cut.append(row)
    return cut


def in_sight(page, row: int) -> bool:  # type: ignore[no-untyped-def]
    """Whether every cell of `row` of the score card is wholly inside its viewport."""
    table = page.table
    room = table.viewport().rect()
    return all(
        room.contains(table.visualRect(table.model().index(row, column)))
        for column in range(table.columnCount())
    )


@pytest.mark.parametrize("reached", ["played", "opened"])
@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_the_totals_are_in_sight_when_the_card_scrolls(window, qtbot, game, reached):
    window.resize(*SMALLEST)
    session = finished(game, ("Ana", "Bob", "Ola"))
    page = (end_in if reached == "played" else open_end)(window, session, "off")
    QApplication.processEvents()  # (the card fitted to the page shown)
    table = page.table
    assert table.verticalScrollBar().maximum() > 0, "the card has room for every row here"
    total = table.rowCount() - 1
    assert in_sight(page, total), "the totals are scrolled out of sight"
    assert not rows_cut(page), f"rows {rows_cut(page)} are cut at the card's edge"


@pytest.mark.real_count_up
def test_the_row_counted_is_in_sight_and_then_the_totals(window, qtbot, monkeypatch):
    monkeypatch.setattr(count_up, "STEP_MS", 40)
    window.resize(*SMALLEST)
    session = finished(registry.GAMES[0].id, ("Ana", "Bob", "Ola"))
    page = end_in(window, session)
    table = page.table
    assert page.count_up.counting and table.verticalScrollBar().maximum() > 0
    seen = set()
    while page.count_up.counting:
        shown = page.count_up.delegate.shown
        if shown > 0:
            assert in_sight(page, shown - 1), f"row {shown - 1} is counted out of sight"
            seen.add(shown - 1)
        qtbot.wait(10)
    assert len(seen) > 1
    QApplication.processEvents()
    assert in_sight(page, table.rowCount() - 1) and not rows_cut(page)
