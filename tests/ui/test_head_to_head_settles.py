"""The statistics' Head to head form (its lines in a `whole_lines.WholeWidgetLines`) at 1024×600
at 125 % (819×480) with Larger text, scrolled by the wheel to its end and back: each turn's end
at a line takes no more passes than a settled change (a move to a line's top, an end, a look
that changes nothing), and one more look after changes nothing. Scrolled to its end, its bar was
left hidden with 83 px to scroll (Qt shows and hides the bars from the ranges they had when it
laid them out); the next turn's look measured the lines as wide as the hidden bar left them,
ended the room under them for that, which showed the bar, narrowed the form and moved its lines,
and looked again: a pass more than a settled change takes, and the kit gave up after its four
passes once in a run of the UI tests."""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QResizeEvent

from sheetdesk.ui import after_changes
from sheetdesk.ui.after_changes import GAVE_UP
from tests.ui.test_layout_audit import settle
from tests.ui.test_statistics_page import head_to_head_scrolled, wheel_to_its_end


def _state(area):  # type: ignore[no-untyped-def]
    """What a look of the form's area decides and answers to: the room kept under its lines,
    its viewport, the bar shown and where it is, the form's page."""
    bar = area.verticalScrollBar()
    return (
        area.viewportMargins().bottom(),
        area.viewport().geometry().getRect(),
        (bar.isVisibleTo(area), bar.minimum(), bar.maximum(), bar.value()),
        area.widget().geometry().getRect(),
    )


def test_head_to_head_ends_at_a_line_in_settled_passes(window, qtbot, caplog, monkeypatch):  # type: ignore[no-untyped-def]
    # (a pass that moves the bar to a line's top, one that ends the room at a line, one that
    # finds both done: a settled change takes no more, and the kit gives up after them)
    monkeypatch.setattr(after_changes, "AGAIN", 2)
    caplog.set_level(logging.WARNING, logger="sheetdesk.ui.after_changes")
    with head_to_head_scrolled(window, qtbot) as area:
        found = []
        # to its end and back, turn after turn, as a hand does
        for notches in (1, -1):
            wheel_to_its_end(area, notches)
        settle()
        # one more look (its viewport resized to its own size, as a bar shown or hidden
        # resizes it) and the events it posts change nothing
        now = _state(area)
        port = area.viewport()
        QCoreApplication.sendEvent(port, QResizeEvent(port.size(), port.size()))
        settle()
        if _state(area) != now:
            found.append(f"{now} then {_state(area)}")
        given_up = [r.getMessage() for r in caplog.records if r.getMessage().startswith(GAVE_UP)]
        assert found == [] and given_up == [], "\n".join(found + given_up)
