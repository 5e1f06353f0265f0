"""What opening the end page of nine players costs besides its drawing: counted, not timed. The
page plans its score card's columns up to four times a layout, at each change of its width, and
each plan asks how much narrower each column's words are on two or three lines: a column's words
are measured once for that, however often it is asked."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

from sheetdesk.ui import score_card
from sheetdesk.ui.score_card import WORDS, ScoreCard

from .test_end_page import NINE, NINE_NAMES, finished, open_end
from .work_counts import measured_again


def _asked(card: ScoreCard, column: int, lines: int = 2) -> tuple[Any, ...]:
    """What `_cell_spare` measures: each cell's type and words in the column, on so many lines."""
    cells = [card.item(row, column) for row in range(card.rowCount())]
    return (
        lines,
        *(
            (
                QFont(cell.data(Qt.ItemDataRole.FontRole) or card.font()).key(),
                str(cell.data(WORDS) or cell.text()),
            )
            for cell in cells
            if cell is not None
        ),
    )


@pytest.mark.parametrize("size", [(819, 480), (1366, 768)])
def test_nine_players_columns_are_measured_once(window, qtbot, monkeypatch, size):  # type: ignore[no-untyped-def]
    """A nine players' end page opened (and its window resized): no column's words are broken
    onto lines again to measure what the same words in the same type were measured for."""
    measuring = measured_again(
        monkeypatch, score_card, "on_lines", ScoreCard, "_cell_spare", _asked
    )
    window.setMinimumSize(0, 0)
    window.set_language("el")
    window.resize(*size)
    qtbot.wait(1)
    session = finished(NINE, NINE_NAMES)
    with measuring as measures:
        open_end(window, session, animations="off")
        window.resize(size[0] + 40, size[1])
        qtbot.wait(1)
        window.resize(*size)
        qtbot.wait(1)
    assert measures.done  # (the columns were measured)
    assert measures.again == []
