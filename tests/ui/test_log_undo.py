"""An undo after a click repaints in the log only what it changed: the place of the lines it
took away (the ground under the rows now), the rows the move had marked or now marks, and where
the log scrolled back, the rows it brings into sight and its round edge's corners; a redo, the
lines it brings back as a new line does (`test_log_new_line.py`). Not the log's whole viewport
(ui/whole_rows.py `WholeRowsList.take_last`, `doItemsLayout`). The screen shows there what the
log drawn anew shows."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QRegion
from PySide6.QtWidgets import QApplication, QWidget

from sheetdesk.ui.style import LIST_RADIUS_PX

from .screen import stale
from .test_log_new_line import _look, _Painted
from .test_sheet_ground import _play, _settle, registry


def _press(qtbot, button: QWidget, controller) -> QRegion:  # type: ignore[no-untyped-def]
    """`button` clicked as a user clicks it; the region the log's viewport painted then."""
    log = button.window().page("table").log_list
    painted = _Painted(log.viewport())
    app = QApplication.instance()
    app.installEventFilter(painted)
    try:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        _settle(qtbot, controller)
    finally:
        app.removeEventFilter(painted)
    return painted.region


def _changed(log, before: tuple[int, int], looks: list[tuple[object, ...]]) -> QRegion:  # type: ignore[no-untyped-def]
    """What the log had to repaint since it showed `before` (its rows, its offset) and rows
    looking as `looks`: the rows new or changed in look, the ground under its rows, and, where
    it scrolled, the rows come into sight at the edge it scrolled from, the corners and the
    places the scroll took the corners' pixels to."""
    port = log.viewport()
    count, offset = log.count(), log.verticalOffset()
    changed = QRegion()
    for row in range(count):
        if row >= before[0] or _look(log.item(row)) != looks[row]:
            changed += log.visualRect(log.model().index(row, 0))
    end = log.visualRect(log.model().index(count - 1, 0)).bottom() + 1 if count else 0
    changed += QRect(0, end, port.width(), port.height() - end)
    moved = before[1] - offset  # (down: what was in sight moved down, rows above came)
    if moved:
        changed += QRect(0, 0, port.width(), max(moved, LIST_RADIUS_PX))
        changed += QRect(
            0, port.height() + min(moved, -LIST_RADIUS_PX), port.width(), port.height()
        )
        # (the corners the pixels' scroll took with the rows, drawn anew where they went)
        changed += QRect(0, moved, port.width(), LIST_RADIUS_PX)
        changed += QRect(0, port.height() - LIST_RADIUS_PX + moved, port.width(), LIST_RADIUS_PX)
    return changed


def test_an_undo_repaints_what_it_changed_in_the_log(window, qtbot):  # type: ignore[no-untyped-def]
    """At each click that adds lines to the log, its undo and its redo repaint in the log's
    viewport only what changed there (and something), and the screen shows there what the log
    drawn anew shows."""
    undone = [0, 0]  # (the undos looked at where the log did not scroll, did)
    for entry in registry.GAMES:

        def check(_view, click, game=entry.id) -> None:  # type: ignore[no-untyped-def]
            page = window.page("table")
            log = page.log_list
            port = log.viewport()
            click()
            _settle(qtbot, window.controller)
            geometry = port.geometry()
            for button in (page.undo_button, page.redo_button):
                before = (log.count(), log.verticalOffset())
                looks = [_look(log.item(row)) for row in range(log.count())]
                if not button.isVisible() or not button.isEnabled():
                    return
                painted = _press(qtbot, button, window.controller)
                if log.count() == before[0] or port.geometry() != geometry:
                    return  # (the log unchanged, or its viewport resized)
                if button is page.undo_button:
                    undone[log.verticalOffset() != before[1]] += 1
                what = (game, "undo" if button is page.undo_button else "redo", before)
                assert not painted.isEmpty(), what
                outside = painted.subtracted(_changed(log, before, looks))
                assert outside.isEmpty(), (*what, outside.boundingRect())
                assert stale(window) == [], what  # (the screen shows the window as drawn anew)

        _play(window, qtbot, entry, check, clicks=5)
        window.close_game()
    assert all(undone), undone
