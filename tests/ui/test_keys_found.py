"""The keys are found where they are used: arrows go on from one card to the next, the Keys
card lists the keys of the step, buttons name their keys, and every focusable control has an
accessible name."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.test_treasure_cards_sheet import mark_state, show
from tests.ui.test_treasure_cards_sheet import table as table


def test_arrows_go_on_past_a_cards_edge_to_the_next_card(table):
    state = mark_state("L4")
    show(table, state)
    assert table.placer.cards == 2
    QTest.keyClick(table.board_view, Qt.Key.Key_B)  # one box: every box is a stop
    start = table._slot
    toward = Qt.Key.Key_Right if start == 0 else Qt.Key.Key_Left
    slots = []
    for _ in range(12):
        QTest.keyClick(table.board_view, toward)
        slots.append(table._slot)
    assert slots[-1] != start, "the arrows stopped at the card's edge"
    back = Qt.Key.Key_Left if toward == Qt.Key.Key_Right else Qt.Key.Key_Right
    for _ in range(12):
        QTest.keyClick(table.board_view, back)
    assert table._slot == start
