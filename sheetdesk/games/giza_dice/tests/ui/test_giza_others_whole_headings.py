"""Giza dice's others' column where it scrolls (1024×600 at 125 %, 819×480, Larger text, the
most seats): a seat's heading ("Jan (computer) — points: 0") is never half shown at the
column's top or bottom edge, wherever the wheel leaves it: whole, or out of sight."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.driving import pass_handover, wheel
from tests.ui.test_layout_audit import screen_of, settle

GIZA = "giza_dice"


def _cut_headings(others) -> list[str]:  # type: ignore[no-untyped-def]
    """The headings partly in sight in the column's viewport (the part shown, of how much)."""
    viewport = others.scroll.viewport()
    room = viewport.rect()
    cut = []
    for sheet in others.sheets:
        if not sheet.isVisible():
            continue
        heading = sheet.name
        box = QRect(heading.mapTo(viewport, QPoint(0, 0)), heading.size())
        seen = box.intersected(room)
        if not seen.isEmpty() and seen.height() < box.height():
            cut.append(f"{heading.text()!r}: {seen.height()} of {box.height()} px")
    return cut


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_the_others_column_scrolls_on_whole_headings(window, qtbot, language):
    from sheetdesk.ui.style import Look

    entry = registry.get(GIZA)
    most = entry.rules().info.max_players
    window.set_language(language)
    window.set_look(Look(window.settings.colours, larger=True))
    players = (Player("Ana"), *(Player(f"Jan {seat}", "bot", "easy") for seat in range(1, most)))
    with screen_of(819, 480):
        window.resize(819, 480)
        window.start_new(NewGameChoice(entry, players, {}, 5))
        if window.current_page_name() == "handover":
            pass_handover(window)
        qtbot.waitUntil(lambda: window.current_page_name() == "table")
        settle()
        others = window.page("table").table.others
        bar = others.scroll.verticalScrollBar()
        assert bar.maximum() > 0, "the column does not scroll: nothing to check"
        seen = [(bar.value(), _cut_headings(others))]
        for step in [-1] * 12 + [1] * 12:  # down notch by notch to the end, then back up
            wheel(others.scroll.viewport(), step)
            QApplication.processEvents()
            seen.append((bar.value(), _cut_headings(others)))
        assert not [s for s in seen if s[1]], seen
    window.set_look(Look(window.settings.colours, larger=False))
