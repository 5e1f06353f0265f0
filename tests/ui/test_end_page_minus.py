"""The end page writes a score below zero with the minus sign, as every count of the app is
written (core/i18n.py `count_text`): "1 → −1", never a hyphen, which reads as a dash and is
thin for weak eyes."""

from __future__ import annotations

import re

from sheetdesk.core import registry, savefile
from tests.ui.test_end_page import finished


def test_the_end_pages_scores_below_zero_have_the_minus_sign(window):
    below_zero = 0
    for entry in registry.GAMES:
        session = finished(entry.id, ("Ana", "Jan"))
        assert window.open_path(savefile.write(session), external=False)
        assert window.current_page_name() == "scores"
        table = window.page("scores").table
        cells = [
            table.item(row, column).text()
            for row in range(table.rowCount())
            for column in range(table.columnCount())
            if table.item(row, column) is not None
        ]
        assert not [cell for cell in cells if re.search(r"-\d", cell)], (entry.id, cells)
        below_zero += sum(bool(re.search("\u2212\\d", cell)) for cell in cells)
        window.close_game()
    assert below_zero, "no game ended with a score below zero: the test saw no minus sign"
