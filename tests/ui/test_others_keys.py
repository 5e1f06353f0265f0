"""The others' column and the keyboard, in every game: Tab stops on it only where it scrolls (a
stop where the arrow keys move nothing shows nothing and does nothing), and there the keyboard on
it is seen (a ring in the focus colour round it, outside it: nothing it shows lies under the
ring) and the arrow keys scroll it. Driven with Tab and the arrow keys from where the app puts
the keyboard on the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.style import ui_colour
from tests.ui.driving import pass_handover

TAB_LIMIT = 60  # more Tab presses than any table has stops: the cycle comes round within them
# the game nine may play (its column of eight sheets scrolls on a small screen)
NINE = next(game.id for game in registry.GAMES if game.max_players >= 9)


def _table(window, qtbot, game: str, seats: int):  # type: ignore[no-untyped-def]
    """A new game of `game`: one person and computers, on that person's table."""
    entry = registry.get(game)
    players = (Player("Ana"), *(Player(f"C{seat}", "bot", "easy") for seat in range(1, seats)))
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


def _ring_seen(area: QWidget) -> bool:
    """Whether the focus colour runs round `area`'s four edges, just outside them (nothing of
    what it shows lies under the ring), as a user sees the window."""
    window = area.window()
    image = window.grab().toImage()
    scale = image.width() / window.width()
    focus = ui_colour("focus")

    def near(x: int, y: int) -> bool:
        colour = QColor(image.pixel(round(x * scale), round(y * scale)))
        return all(
            abs(a - b) <= 24 for a, b in zip(colour.getRgb()[:3], focus.getRgb()[:3], strict=True)
        )

    corner = area.mapTo(window, QPoint(0, 0))
    left, top = corner.x(), corner.y()
    right, bottom = left + area.width() - 1, top + area.height() - 1
    middle_x, middle_y = (left + right) // 2, (top + bottom) // 2
    return all(
        near(x, y)
        for x, y in (
            (middle_x, top - 2),
            (middle_x, bottom + 2),
            (left - 2, middle_y),
            (right + 2, middle_y),
        )
    )


@pytest.mark.parametrize("game", [g.id for g in registry.GAMES])
def test_tab_passes_a_column_of_sheets_that_does_not_scroll(window, qtbot, game):
    table = _table(window, qtbot, game, 2)
    scroll = table.others.scroll
    if scroll is not None:
        assert scroll.verticalScrollBar().maximum() == 0  # one other sheet: all of it in sight
    stops = _tab_stops()
    assert scroll is None or scroll not in stops, [w.objectName() for w in stops]


def test_the_keyboard_on_a_column_that_scrolls_is_seen_and_scrolls_it(window, qtbot):
    window.resize(1024, 600)
    table = _table(window, qtbot, NINE, 9)
    scroll = table.others.scroll
    bar = scroll.verticalScrollBar()
    assert bar.maximum() > 0  # eight sheets at a small screen: the column scrolls
    assert not _ring_seen(scroll)
    for _ in range(TAB_LIMIT):
        if QApplication.focusWidget() is scroll:
            break
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        QApplication.processEvents()
    assert QApplication.focusWidget() is scroll, "Tab never reaches the column that scrolls"
    assert _ring_seen(scroll), "the keyboard on the others' column shows nothing"
    QTest.keyClick(scroll, Qt.Key.Key_PageDown)
    assert bar.value() > 0
