"""A list showing whole rows (the table's log) ends its viewport at the last whole row after every
scroll, resize and new row: it asks for the places of the rows at its end, not of every row in
sight (each a word-wrapped line's size, from the log's delegate in Python)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QStyledItemDelegate, QTableWidgetItem

from sheetdesk.ui.whole_lines import end_at_a_line
from sheetdesk.ui.whole_rows import WholeRowsList, row_spans
from tests.ui.audit import lines_cut


class CountingSizes(QStyledItemDelegate):
    """Qt's own delegate, counting the rows' sizes asked of it."""

    asked = 0

    def sizeHint(self, option, index):  # type: ignore[no-untyped-def]
        self.asked += 1
        return super().sizeHint(option, index)


def made(qtbot, rows: int, words: str = "Ana crossed a number"):  # type: ignore[no-untyped-def]
    view = WholeRowsList()
    view.setWordWrap(True)
    sizes = CountingSizes(view)
    view.setItemDelegate(sizes)
    qtbot.addWidget(view)
    view.addItems([words] * rows)
    view.resize(160, 300)
    view.show()
    qtbot.waitExposed(view)
    QApplication.processEvents()
    return view, sizes


def ends_as_every_row_says(view) -> bool:  # type: ignore[no-untyped-def]
    """The viewport ends where the places of every row in sight say it must."""
    kept = view.viewportMargins().bottom()
    end_at_a_line(view, row_spans(view))
    return view.viewportMargins().bottom() == kept and not lines_cut([view])


def test_a_scroll_asks_for_the_rows_at_the_end_alone(qtbot):
    view, sizes = made(qtbot, 60, "Ana: 11")
    bar = view.verticalScrollBar()
    in_sight = len(row_spans(view))
    assert in_sight >= 10 and bar.maximum() > 0
    for value in (1, 7, 30, bar.maximum() // 2, bar.maximum()):
        sizes.asked = 0
        bar.setValue(value)
        # (a scroll may change where the viewport ends, which ends it again: twice two rows)
        assert sizes.asked <= 6, f"{sizes.asked} rows' sizes asked, {in_sight} rows in sight"
        assert ends_as_every_row_says(view)


def test_a_new_row_in_a_list_not_yet_full_asks_for_the_last_row_alone(qtbot):
    """Laying the rows out asks for every row's size (Qt's own work); ending the viewport after
    it asks for one more, not for every row again."""
    view, sizes = made(qtbot, 3)
    for n in range(6):
        view.addItem(f"Nikos: {n + 2}")
        sizes.asked = 0
        view.doItemsLayout()  # (as the event loop does after a new row)
        # (and one more to tell that the rows above stayed where they were: the new row alone is
        # repainted then, `WholeRowsList.doItemsLayout`)
        assert sizes.asked <= view.count() + 3, f"{sizes.asked} sizes for {view.count()} rows"
        assert ends_as_every_row_says(view)


# how many times a table's resize ends its rows at most (`_WholeRows`: 6 or 7 when its resize
# ended them once more after laying its rows out)
ENDS_PER_RESIZE = 4


def test_a_tables_resize_ends_its_rows_once_at_each_depth(qtbot, monkeypatch):
    """A table resized ends its viewport at a whole row as its rows are laid out for the new
    size (`updateGeometries`), and not once more after that: a table's resize always lays its
    rows out, so the second end found what the first had set, and where the first set a new
    end, Qt's answer to it (the viewport resized) ended the rows twice again, one level
    deeper: the ends fanned out two to one at each level."""
    from sheetdesk.ui import whole_rows
    from sheetdesk.ui.whole_rows import WholeRowsTable

    ends = [0]
    end_at_a_line = whole_rows.end_at_a_line

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        ends[0] += 1
        end_at_a_line(*args, **kwargs)

    monkeypatch.setattr(whole_rows, "end_at_a_line", counted)
    table = WholeRowsTable(40, 2)
    qtbot.addWidget(table)
    for row in range(40):
        table.setItem(row, 0, QTableWidgetItem(f"Ana: {row}"))
    table.resize(200, 300)
    table.show()
    qtbot.waitExposed(table)
    QApplication.processEvents()
    counted_ends = []
    for height in range(301, 341, 3):  # (each a new end: the rows cut somewhere else)
        ends[0] = 0
        table.resize(200, height)
        counted_ends.append(ends[0])
        assert not lines_cut([table]), height
    # (Qt's own layout of the rows sets the bottom margin to none, and its answer to that, the
    # viewport resized, ends the rows from inside it; where that end is new, once more from
    # inside Qt's answer to it, and once after the layout; a scroll bar's new range one more)
    assert max(counted_ends) <= ENDS_PER_RESIZE, counted_ends
