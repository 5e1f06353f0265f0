"""The end page's score card in bands (score_bands.py), scrolled as a family scrolls it: each
band's players are named once wherever the card stands."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QStyle, QStyleOptionSlider

from tests.ui.test_end_page import NINE, NINE_NAMES, drawn, finished, open_end


def _up_arrow(bar):  # type: ignore[no-untyped-def]
    """Where the scroll bar's arrow up is."""
    option = QStyleOptionSlider()
    bar.initStyleOption(option)
    control, arrow = QStyle.ComplexControl.CC_ScrollBar, QStyle.SubControl.SC_ScrollBarSubLine
    return bar.style().subControlRect(control, option, arrow, bar).center()


def _first_words(texts: list[str]) -> list[str]:
    """The names' first words (a name on lines of its own, a winner's place under it)."""
    return [text.split()[0] for text in texts if text.strip()]


def test_a_bands_players_are_named_once_as_the_card_scrolls(window, qtbot):
    """1024×600 at 125 % (819×480) with Larger text, nine players in bands: scrolled up row by
    row from the totals by the scroll bar's arrow, no player is named twice in sight (the
    header named the band whose own row of names stood right under it), the players of
    every line in sight are named over it, and the header keeps its height."""
    from sheetdesk.ui.style import Look

    window.setMinimumSize(0, 0)
    window.set_look(Look(window.settings.colours, larger=True))
    page = open_end(window, finished(NINE, NINE_NAMES), animations="off")
    window.resize(819, 480)
    qtbot.wait(1)
    table, bar = page.table, page.table.verticalScrollBar()
    header, columns = table.horizontalHeader(), range(table.columnCount())
    firsts = {name.split()[0] for name in NINE_NAMES}
    names_rows = [r for r in range(table.rowCount()) if drawn(page, r, 0) in NINE_NAMES]
    assert names_rows  # (in bands: a row of names opens each band after the first)
    lines = names_rows[0]  # (the first band's lines, its total's too)
    high, tops = header.height(), set()
    while True:
        top = table.rowAt(0)
        tops.add(top)
        room = table.viewport().height()
        shown = [r for r in range(top, table.rowCount()) if table.rowViewportPosition(r) < room]
        over = _first_words([table.horizontalHeaderItem(c).text() for c in columns])
        named = over + [
            word for r in shown if r in names_rows for word in _first_words(
                [drawn(page, r, c) for c in columns]
            )
        ]  # fmt: skip
        assert set(named) <= firsts, named
        assert len(named) == len(set(named)), (top, named)  # (each once)
        # each line's band named over it: by its own row of names in sight, or by the header
        for row in set(shown) - set(names_rows):
            band = (row + 1) // (lines + 1)
            if band * (lines + 1) - 1 not in shown:
                each = len(columns)
                assert over == _first_words(list(NINE_NAMES[band * each :][:each])), (top, row)
        assert header.height() == high
        if bar.value() == 0:
            break
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=_up_arrow(bar))
        qtbot.wait(1)
    assert set(names_rows) & tops  # (a band's names stood at the top)
