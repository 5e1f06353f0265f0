"""The statistics' figures table fitted to its room, in the least of it: the figures' columns
giving way to the players' names first (`headers_give_way`: the widest narrowed first, by the
room Qt keeps in each header for the order's arrow, never narrower than their words and
figures), and the widths the names' column needs to show them on two lines, each word
whole, or shortened in their middle with `NAME_ENDS` letters at each end (`name_widths`).
The page chooses among them (statistics_fit.py `_fit_to`)."""

from __future__ import annotations

from PySide6.QtWidgets import QHeaderView, QTableWidget

from .line_fit import two_lines_width

# the letters kept in sight at each end of a name shortened in its middle, in the least room
# (four, "Πανα…λος1", told a family nothing of who is who)
NAME_ENDS = 10


def headers_give_way(table: QTableWidget, columns: list[tuple[int, int, int]], room: int) -> int:
    """`columns` of figures, each (column, its least width: its figures and its header's
    words whole, its width with room for the order's arrow), in `room` px where they can:
    the widest narrowed first, each to no less than its least (nothing cut, nothing
    shortened); with room for all, each as wide as Qt makes it. Returns their widths' sum."""
    header = table.horizontalHeader()
    cap = max((head for _c, _least, head in columns), default=0)
    # (with room for all, as where nothing gives way, no cap is looked for)
    low = cap if sum(max(least, head) for _c, least, head in columns) <= room else 0
    while low < cap:  # (the widest cap on the headers that leaves the figures `room`)
        middle = (low + cap + 1) // 2
        if sum(max(least, min(head, middle)) for _c, least, head in columns) <= room:
            low = middle
        else:
            cap = middle - 1
    total = 0
    for column, least, head in columns:
        width = max(least, min(head, cap))
        total += width
        if width < head:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            if table.columnWidth(column) != width:
                table.setColumnWidth(column, width)
        elif header.sectionResizeMode(column) != QHeaderView.ResizeMode.ResizeToContents:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    return total


def name_widths(table: QTableWidget, hint: int) -> tuple[int, int, int]:
    """The least widths of `table`'s first column, its names: that lays each name on two
    lines at most (its widest half, broken between words), that shows each name's widest
    word whole, and that shows `NAME_ENDS` letters at each end of each name shortened in its
    middle; its symbol and margins beside it (`hint`: the column's width for its contents,
    `sizeHintForColumn`)."""
    widest, word, text, ends = 0, 0, 0, 0
    metrics = table.fontMetrics()
    for row in range(table.rowCount()):
        item = table.item(row, 0)
        if item is None or not item.text():
            continue
        name = item.text()
        text = max(text, metrics.horizontalAdvance(name))
        widest = max(widest, two_lines_width(name, metrics))
        word = max(word, *(metrics.horizontalAdvance(w) for w in name.split(" ")))
        if len(name) > 2 * NAME_ENDS:
            name = f"{name[:NAME_ENDS]}…{name[-NAME_ENDS:]}"
        ends = max(ends, metrics.horizontalAdvance(name))
    # (the symbol and margins: what a row's one line needs beyond its words)
    extra = max(0, hint - text) + 2
    return widest + extra, word + extra, ends + extra
