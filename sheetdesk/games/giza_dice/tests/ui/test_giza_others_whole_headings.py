"""Giza dice's others' column where it scrolls (the most seats; 1024×600 at 125 %, 819×480, with
Larger text, and 1024×600 with the usual text, where the column shows a sheet whole): a seat's
heading ("Jan (computer) — points: 0") is never half shown at the column's top or bottom edge,
wherever the wheel leaves it: whole, or out of sight; and the column rests at a sheet's top,
never with part of a sheet it could show whole cut at its top edge (the column scrolled to follow
a computer's move, the wheel turned), as the big sheet's area ends at a whole line."""

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
    viewport = others.scroll_area.viewport()
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


def _cut_at_top(others) -> list[str]:  # type: ignore[no-untyped-def]
    """The sheets the column's room could show whole that its top edge cuts (how much)."""
    viewport = others.scroll_area.viewport()
    room = viewport.height() + others.scroll_area.viewportMargins().bottom()
    cut = []
    for sheet in others.sheets:
        top = sheet.mapTo(viewport, QPoint(0, 0)).y()
        if sheet.isVisible() and top < 0 < top + sheet.height() and sheet.height() <= room:
            cut.append(f"{sheet.name.text()!r}: {-top} of {sheet.height()} px above the edge")
    return cut


def _wheeled_through(others) -> list[tuple[int, list[str]]]:  # type: ignore[no-untyped-def]
    """The column's scroll and what it cuts, from where it is, down notch by notch to its end
    and back up."""
    bar = others.scroll_area.verticalScrollBar()
    assert bar.maximum() > 0, "the column does not scroll: nothing to check"
    seen = [(bar.value(), _cut_headings(others) + _cut_at_top(others))]
    for step in [-1] * 12 + [1] * 12:
        wheel(others.scroll_area.viewport(), step)
        QApplication.processEvents()
        seen.append((bar.value(), _cut_headings(others) + _cut_at_top(others)))
    return seen


# (with Larger text at 819x480 one game of the most seats, each language in it; the usual text
# at 1024x600 in Greek, where the sheets show whole in the column's room)
@pytest.mark.parametrize(
    ("languages", "larger", "screen"),
    [(("en", "el", "pl"), True, (819, 480)), (("el",), False, (1024, 600))],
    ids=["larger-819x480", "usual-1024x600"],
)
def test_the_others_column_scrolls_on_whole_headings(window, qtbot, languages, larger, screen):  # type: ignore[no-untyped-def]
    from sheetdesk.ui.style import Look

    entry = registry.get(GIZA)
    most = entry.rules().info.max_players
    window.set_language(languages[0])
    window.set_look(Look(window.settings.colours, larger=larger))
    players = (Player("Ana"), *(Player(f"Jan {seat}", "bot", "easy") for seat in range(1, most)))
    with screen_of(*screen):
        window.resize(*screen)
        window.start_new(NewGameChoice(entry, players, {}, 5))
        if window.current_page_name() == "handover":
            pass_handover(window)
        qtbot.waitUntil(lambda: window.current_page_name() == "table")
        others = window.page("table").table.others
        for language in languages:
            window.set_language(language)
            settle()
            seen = _wheeled_through(others)
            assert not [s for s in seen if s[1]], (language, seen)
