"""Larger text in the card family: the others' small sheets keep their headings whole beside the
players' symbols."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics

from sheetdesk.core import registry
from sheetdesk.core.history import History
from sheetdesk.games.expeditions.tests.ui.test_side_column import _to_round_two
from sheetdesk.ui import style
from sheetdesk.ui.line_fit import BREAK
from tests.ui.test_layout_audit import settle
from tests.ui.test_look import restore_look as restore_look


@pytest.mark.parametrize("game", ["treasure_cards", "pyramid_cards"])
def test_larger_text_keeps_the_others_headings_whole_beside_their_symbols(
    window, qapp, restore_look, game
):
    """The others' small sheets' headings with Larger text in Greek on a 1024×600 screen, the
    players' symbols beside them: each word whole within the column ("Συμπληρωμένες" neither
    cut at the column's edge nor broken between its letters: the shorter form), the points
    kept, and every line within the heading's height (the symbol's room is taken from the left
    only, not from the top of the words too)."""
    names = ("Ana", "Zofia Kowalska")
    with History() as history:  # (their colours and symbols)
        history.remember_table(list(names))
    style.apply_style(qapp, style.Look("contrast", True))
    window.setMinimumSize(0, 0)
    window.resize(1024, 600)
    window.set_language("el")
    _to_round_two(window, registry.get(game), names)
    settle()
    table = window.page("table").table
    shown = [s.name for s in table.others.sheets if s.isVisible() and s.name.look]
    assert shown
    for label in shown:
        metrics = QFontMetrics(label.font())
        room = label.contentsRect().width() - max(0, label.indent())
        assert BREAK not in label.text() and "πόντοι" in label.text(), label.text()
        for line in label.text().split("\n"):
            for word in line.split(" "):
                assert metrics.horizontalAdvance(word) <= room, (word, room)
        top = max(0, label.indent()) if label.alignment() & Qt.AlignmentFlag.AlignTop else 0
        words = metrics.boundingRect(
            QRect(0, 0, room, 1 << 20), Qt.TextFlag.TextWordWrap, label.text()
        )
        assert top + words.height() <= label.contentsRect().height(), label.text()
        assert label.symbol_rect().top() < metrics.lineSpacing()  # (beside the first line)
