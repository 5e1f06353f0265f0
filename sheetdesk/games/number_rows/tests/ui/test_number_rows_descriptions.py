"""Number rows' sheet in words: a box says its row, its number and its state."""

from __future__ import annotations

from sheetdesk.core import registry
from sheetdesk.games.number_rows import rules as nr
from tests.ui.test_sheet_descriptions import deciding, show


def test_a_number_rows_box_says_its_row_number_and_state(qtbot):
    entry = registry.get("number_rows")
    session = deciding("number_rows")
    table = entry.ui().create_table(session.rules, list(session.players))
    qtbot.addWidget(table)
    show(table, session)
    targets = table.targets()[0]
    crossed = [
        item_id
        for item_id, item in targets.scene.cells.items()
        if item.state == "crossed" and item_id.split(":")[0] in nr.COLORS
    ]
    assert crossed
    color, number = crossed[0].split(":")
    words = targets.describe(crossed[0]).lower()
    assert number in words and "crossed" in words and color in words
