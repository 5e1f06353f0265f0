"""The side column's scores so far show every player's row wherever the page has room for them
(`audit_room.rows_hidden`): each game with two players and with its most, in English, Greek and
Polish, with the usual text and Larger text, at the small windows where the log and the scores
share the column's height. One window for each game, its table resized and its look changed in
turn, as a family may. On 46b1ddd7 Pyramid in Polish at 819x600 with Larger text, two players,
showed Ana's row alone: the box kept the height it had for the usual text's header."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QWidget

from sheetdesk.core import registry
from sheetdesk.ui.style import Look
from tests.declared import uniform_bot
from tests.ui.audit_room import rows_hidden
from tests.ui.laid_out import settle
from tests.ui.test_size_not_history import _saved, opened_at

SIZES = ((819, 480), (819, 600), (1024, 600))


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_every_players_score_is_in_sight_where_the_column_has_room(window, game):  # type: ignore[no-untyped-def]
    entry = registry.get(game)
    faults: list[str] = []
    for seats in dict.fromkeys((max(2, entry.min_players), entry.max_players)):
        opened_at(window, _saved(game, seats), SIZES[0])
        page = window.page("table")
        for language in ("en", "el", "pl"):
            window.set_language(language)
            # each language from the text size the one before ended with, then the other: the
            # look changed once a language (a change restyles and lays out every page anew),
            # each language still meeting both sizes and a change between them
            first = window.settings.larger_text
            for larger in (first, not first):
                if window.settings.larger_text != larger:
                    window.set_look(Look(window.settings.colours, larger=larger))
                for size in SIZES:
                    window.resize(*size)
                    settle()
                    window.grab()  # (as a screen paints it: what a paint lays out, laid out)
                    settle()
                    walked = [w for w in page.findChildren(QWidget) if w.isVisible()]
                    found = rows_hidden(page, walked)
                    faults += [f"{seats} {language} {size} larger={larger}: {f}" for f in found]
    assert not faults, "\n".join(faults)


def _leaders(session: Any, index: int) -> set[int]:
    """The seats with the highest total after the first `index` entries of `session`'s log."""
    scores = session.rules.scores(session.state_at(index))
    best = max(score.total for score in scores.values())
    return {seat for seat, score in scores.items() if score.total == best}


def _in_sight(table: Any, row: int) -> bool:
    top = table.rowViewportPosition(row)
    return top >= 0 and top + table.rowHeight(row) <= table.viewport().height()


def _partly_in_sight(table: Any, row: int) -> bool:
    top = table.rowViewportPosition(row)
    return top + table.rowHeight(row) > 0 and top < table.viewport().height()


def _wheel(port: Any, turned: int) -> Any:
    """The mouse wheel turned by `turned` eighths of a degree over `port` (up where above 0)."""
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QWheelEvent

    return QWheelEvent(
        QPointF(port.rect().center()), QPointF(port.mapToGlobal(QPoint(1, 1))), QPoint(0, 0),
        QPoint(0, turned), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase, False,
    )  # fmt: skip


def test_the_leaders_row_stays_in_sight_where_the_box_scrolls(window, qtbot):  # type: ignore[no-untyped-def]
    """The most players in a short window: the scores box scrolls. The leader's row is in sight
    as the table opens and as the scores change, wherever the leader sits (it was the first
    rows', the leader's out of sight below them); once the family scrolls the box by hand it
    stays where they leave it (a move undone does not pull it back); the keyboard's focus is
    never taken. Scrolled to its end, by the leader in its last row or by hand, its first row in
    sight is whole (Qt aligned the last row to the bottom: the row above it showed its last 7 px
    at the top)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from sheetdesk.core import savefile
    from sheetdesk.core.headless import play_one
    from sheetdesk.core.session import Player, Session

    entry = max(registry.GAMES, key=lambda game: game.max_players)
    # a move where the last seat, below the rows first in sight, has led alone for a while
    for seed in range(1, 20):
        played = play_one(entry.id, entry.max_players, seed, uniform_bot(entry))
        log = list(played.history)
        leaders = [frozenset(_leaders(played, at)) for at in range(len(log) + 1)]
        found = [
            at
            for at in range(8, len(log) + 1)
            if len(set(leaders[at - 8 : at + 1])) == 1 and leaders[at] == {entry.max_players - 1}
        ]
        if found:
            cursor = found[0]
            break
    (leader,) = _leaders(played, cursor)
    seats = [Player(f"Ana {seat + 1}") for seat in range(entry.max_players)]
    save = savefile.write(
        Session.restore(played.rules, seats, played.options, played.seed, log, cursor, "x")
    )
    opened_at(window, save, SIZES[0])
    table = window.page("table").scores_table
    bar = table.verticalScrollBar()
    assert bar.maximum() > 0  # (the box scrolls)
    assert _in_sight(table, leader), (leader, bar.value())
    assert bar.value() == bar.maximum()  # (the leader's last row brought in: the box's end)
    _all_whole(table)
    port = table.viewport()
    assert QApplication.focusWidget() not in (table, port)
    # the family scrolls the box up by hand, the wheel over it, then undoes a move
    QApplication.sendEvent(port, _wheel(port, 120 * 9))
    assert bar.value() == 0 and not _in_sight(table, leader)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle()
    assert window.controller.session.cursor < cursor  # (undone: the scores shown anew)
    assert bar.value() == 0  # (left where the family scrolled it)
    assert QApplication.focusWidget() not in (table, port)
    # the family scrolls it down to its end: its first row in sight is whole there too (Qt
    # aligned the last row to the bottom, the row above cut at the top)
    QApplication.sendEvent(port, _wheel(port, -120 * 9))
    settle()
    assert bar.value() == bar.maximum()
    _all_whole(table)


def _all_whole(table: Any) -> None:
    """Every row `table` shows any of is wholly in sight."""
    shown = [row for row in range(table.rowCount()) if _partly_in_sight(table, row)]
    assert shown and all(_in_sight(table, row) for row in shown), [
        (row, table.rowViewportPosition(row), table.rowHeight(row)) for row in shown
    ]
