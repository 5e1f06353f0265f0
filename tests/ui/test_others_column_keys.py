"""The others' column and the keyboard, in every game: the column itself is no Tab stop (its
small sheets are: tests/ui/test_others_keys.py), and where it scrolls, the small sheet the
keyboard goes to is scrolled into sight, with its ring. Driven with Tab and the arrow keys from
where the app puts the keyboard on the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.declared import first_level
from tests.ui.driving import pass_handover

TAB_LIMIT = 60  # more Tab presses than any table has stops: the cycle comes round within them
# the game nine may play (its column of eight sheets scrolls on a small screen)
NINE = next(game.id for game in registry.GAMES if game.max_players >= 9)


def _table(window, qtbot, game: str, seats: int):  # type: ignore[no-untyped-def]
    """A new game of `game`: one person and computers, on that person's table."""
    entry = registry.get(game)
    players = (
        Player("Ana"),
        *(Player(f"C{seat}", "bot", first_level(entry)) for seat in range(1, seats)),
    )
    window.start_new(NewGameChoice(entry, players, {}, 5))
    if window.current_page_name() == "handover":
        pass_handover(window)
    qtbot.waitUntil(lambda: window.current_page_name() == "table")
    QApplication.processEvents()
    return window.page("table").table


def _tab_stops() -> list[QWidget]:
    """Every widget Tab reaches from where the keyboard is, once round."""
    stops: list[QWidget] = []
    for _ in range(TAB_LIMIT):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        QApplication.processEvents()
        widget = QApplication.focusWidget()
        if widget in stops:
            return stops
        stops.append(widget)
    raise AssertionError("Tab went round no cycle")


@pytest.mark.parametrize("game", [g.id for g in registry.GAMES])
def test_tab_passes_a_column_of_sheets_that_does_not_scroll(window, qtbot, game):
    table = _table(window, qtbot, game, 2)
    scroll = table.others.scroll_area
    if scroll is not None:
        assert scroll.verticalScrollBar().maximum() == 0  # one other sheet: all of it in sight
    stops = _tab_stops()
    assert scroll is None or scroll not in stops, [w.objectName() for w in stops]


def test_the_small_sheet_the_keys_reach_in_a_column_that_scrolls_is_in_sight(window, qtbot):
    window.resize(1024, 600)
    table = _table(window, qtbot, NINE, 9)
    scroll = table.others.scroll_area
    bar = scroll.verticalScrollBar()
    assert bar.maximum() > 0  # eight sheets at a small screen: the column scrolls
    for _ in range(TAB_LIMIT):
        if QApplication.focusWidget() in table.others.sheets:
            break
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        QApplication.processEvents()
    first = QApplication.focusWidget()
    assert first in table.others.sheets, "Tab never reaches a small sheet of the column"
    for _ in range(len(table.others.sheets)):  # down to the last small sheet
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
        QApplication.processEvents()
        sheet = QApplication.focusWidget()
        assert sheet in table.others.sheets
        top = sheet.mapTo(scroll.viewport(), QPoint(0, 0)).y()
        assert top >= 0 and top + sheet.height() <= scroll.viewport().height(), sheet.objectName()
        if sheet is table.others.sheets[-1]:
            break
    assert bar.value() > 0  # the column scrolled to show it
