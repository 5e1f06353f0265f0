"""The table's log remembers its lines' sizes (a line added does not wrap every line again): it
lays its lines out as Qt's own delegate does, after moves and after Larger text (a larger font:
the sizes remembered go)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QStyledItemDelegate

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.style import Look, apply_style

MOVES = 12


def _rects(log) -> list[tuple[int, int, int, int]]:  # type: ignore[no-untyped-def]
    QApplication.processEvents()
    log.doItemsLayout()
    return [log.visualItemRect(log.item(row)).getRect() for row in range(log.count())]


def _as_qt_lays_them(log) -> list[tuple[int, int, int, int]]:  # type: ignore[no-untyped-def]
    """The rows' places with Qt's own delegate (every line wrapped again), then the log's own
    delegate back."""
    own = log.itemDelegate()
    log.setItemDelegate(QStyledItemDelegate(log))
    try:
        return _rects(log)
    finally:
        log.setItemDelegate(own)


def test_the_log_lays_out_its_lines_as_qt_does(window):
    entry = registry.GAMES[0]
    window.start_new(NewGameChoice(entry, (Player("Ana"), Player("Jan")), {}, 7))
    session, bot, controller = window.session, entry.bot(), window.controller
    for step in range(MOVES):
        if window.current_page_name() == "handover":
            controller.confirm_handover()
        seat = session.acting_seat()
        controller.choose(
            bot(session.view(seat), seat, list(session.legal_actions(seat)), Rng(step))
        )
    log = window.page("table").log_list
    assert log.count() > 3
    assert _rects(log) == _as_qt_lays_them(log)
    try:
        window.set_look(Look("light", True))
        larger = _rects(log)
        assert larger == _as_qt_lays_them(log)
    finally:
        window.set_look(Look("light", False))
        apply_style(QApplication.instance())
    assert _rects(log) == _as_qt_lays_them(log)
