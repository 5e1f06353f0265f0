"""What opening the end page of nine players costs besides its drawing: counted, not timed. The
page plans its score card's columns up to four times a layout, at each change of its width, and
each plan asks how much narrower each column's words are on two or three lines: a column's words
are measured once for that, however often it is asked."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

from sheetdesk.ui import score_card
from sheetdesk.ui.score_card import WORDS, ScoreCard

from .test_end_page import NINE, NINE_NAMES, finished, open_end


def _asked(card: ScoreCard, column: int, lines: int) -> tuple[Any, ...]:
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
    asked: list[tuple[Any, ...]] = []
    broken: Counter[tuple[Any, ...]] = Counter()  # each column's words broken into lines
    twice: list[tuple[Any, ...]] = []
    on_lines, spare = score_card.on_lines, ScoreCard._cell_spare

    def counting_on_lines(*args):  # type: ignore[no-untyped-def]
        if asked:
            broken[asked[-1]] += 1
        return on_lines(*args)

    def counting_spare(self, column, lines=2):  # type: ignore[no-untyped-def]
        asked.append(_asked(self, column, lines))
        before = broken.get(asked[-1])
        try:
            return spare(self, column, lines)
        finally:
            key = asked.pop()
            if before is not None and broken[key] > before:
                twice.append((column, lines))

    monkeypatch.setattr(score_card, "on_lines", counting_on_lines)
    monkeypatch.setattr(ScoreCard, "_cell_spare", counting_spare)
    window.setMinimumSize(0, 0)
    window.set_language("el")
    window.resize(*size)
    qtbot.wait(1)
    open_end(window, finished(NINE, NINE_NAMES), animations="off")
    window.resize(size[0] + 40, size[1])
    qtbot.wait(1)
    window.resize(*size)
    qtbot.wait(1)
    assert broken  # (the columns were measured)
    assert twice == []
