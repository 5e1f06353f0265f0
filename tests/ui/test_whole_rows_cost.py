"""A list showing whole rows (the table's log) ends its viewport at the last whole row after every
scroll, resize and new row: it asks for the places of the rows at its end, not of every row in
sight (each a word-wrapped line's size, from the log's delegate in Python)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QStyledItemDelegate

from sheetdesk.ui.whole_lines import WholeRowsList, end_at_a_line, row_spans
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
