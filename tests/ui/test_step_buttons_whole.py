"""A table's buttons are whole in sight without scrolling: every game's table, in the middle of
a game at the most seats, on small screens (1366×768 at 150 % is 910×512; 1024×600 at 125 % is
819×480), with usual and Larger text: every enabled button of the step lies whole inside every
scroll area it is in, as the window opens on it (the family has scrolled nothing). The same
tables' turn line is checked with them (test_turn_line_lines.py's check, Polish's cases)."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractScrollArea, QPushButton, QWidget

from sheetdesk.core import registry, savefile
from tests.ui.test_layout_audit import played, screen_of, settle

# 1366×768 at 150 %, 1024×600 at 125 %
SMALL_SCREENS = ((910, 512), (819, 480))


def _cut(button: QPushButton, window: QWidget) -> str | None:
    """Where `button` is not whole in sight: past a scroll area's viewport or the window."""
    rect = QRect(button.mapTo(window, QPoint(0, 0)), button.size())
    if not window.rect().contains(rect):
        return f"past the window {window.rect()}: {rect}"
    parent = button.parentWidget()
    while parent is not None and parent is not window:
        area = parent.parentWidget()
        if isinstance(area, QAbstractScrollArea) and area.viewport() is parent:
            seen = QRect(parent.mapTo(window, QPoint(0, 0)), parent.size())
            if not seen.contains(rect):
                return f"past {area.objectName() or type(area).__name__} {seen}: {rect}"
        parent = parent.parentWidget()
    return None


@contextmanager
def table_on(window: Any, game: str, screen: tuple[int, int], larger: bool, language: str):  # type: ignore[no-untyped-def]
    """`game`'s table in the middle of a game at its most seats, in `language`, with usual or
    Larger text, the window as large as the small `screen` (yields the table's page)."""
    from sheetdesk.ui.sheetkit import set_animations
    from sheetdesk.ui.style import Look

    set_animations(False)
    window.set_language(language)
    window.set_look(Look("light", larger))
    seats = registry.get(game).rules().info.max_players
    assert window.open_path(savefile.write(played(game, seats)), external=False)
    if window.current_page_name() == "handover":
        window.controller.confirm_handover()
    with screen_of(*screen):
        window.resize(*screen)
        settle()
        assert window.current_page_name() == "table"
        yield window.page("table")


@pytest.mark.parametrize("larger", [False, True], ids=["usual", "larger"])
@pytest.mark.parametrize("screen", SMALL_SCREENS, ids=["910x512", "819x480"])
@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_the_steps_buttons_are_whole_without_scrolling(window, game, screen, larger):
    # (the turn line of these tables is looked at here too: test_turn_line_lines.py)
    from tests.ui.test_turn_line_lines import assert_turn_line_whole

    with table_on(window, game, screen, larger, "pl") as page:  # (the longest buttons' words)
        assert_turn_line_whole(window, page)
        buttons = [
            b
            for b in page.findChildren(QPushButton)
            if b.isVisibleTo(window) and b.isEnabled() and b.text()
        ]
        assert buttons
        cut = {b.text(): _cut(b, window) for b in buttons}
        assert {text: where for text, where in cut.items() if where} == {}
