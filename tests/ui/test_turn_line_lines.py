"""The turn line (the instruction above the sheet) on small screens (1366×768 at 150 %, 1024×600
at 125 %), in Greek and Polish, with usual and Larger text, every game's table in the middle of a
game: its words are never cut (the line as high as they need), and it takes two lines at most
where its instruction alone fits two (the aside naming keys, which the buttons name too, is left
out rather than make a third line: the sheet keeps that height). Polish's tables are the ones
test_step_buttons_whole.py opens: their turn line is checked there (`assert_turn_line_whole`)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QLabel

from sheetdesk.core import registry
from tests.ui.test_step_buttons_whole import SMALL_SCREENS, table_on


def wrapped_lines(label: QLabel, text: str) -> int:
    """How many lines `text` wraps to at the label's width."""
    box = QRect(0, 0, label.contentsRect().width(), 1 << 20)
    height = label.fontMetrics().boundingRect(box, int(Qt.TextFlag.TextWordWrap.value), text)
    return round(height.height() / label.fontMetrics().lineSpacing())


def assert_turn_line_whole(window, page) -> None:  # type: ignore[no-untyped-def]
    """The table `page`'s turn line is shown, its words whole, on two lines at most where its
    instruction alone fits two."""
    line = page.findChild(QLabel, "table_caption")
    assert line is not None and line.isVisibleTo(window) and line.text()
    assert line.height() >= line.heightForWidth(line.width()), "its words cut"
    shown = wrapped_lines(line, line.text())
    assert shown <= max(2, wrapped_lines(line, line.lead)), (shown, line.text())


# (Polish: checked on the same tables as their buttons, test_step_buttons_whole.py, which opens
# them in Polish with usual and Larger text on both screens: each table is opened once)
@pytest.mark.parametrize("larger", [False, True], ids=["usual", "larger"])
@pytest.mark.parametrize("language", ["el"])
@pytest.mark.parametrize("screen", SMALL_SCREENS, ids=["910x512", "819x480"])
@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_the_turn_line_is_whole_and_two_lines_where_it_can_be(
    window, game, screen, language, larger
):
    with table_on(window, game, screen, larger, language) as page:
        assert_turn_line_whole(window, page)
