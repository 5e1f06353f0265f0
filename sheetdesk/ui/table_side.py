"""The table page's side column beside the table (methods of table_page.py `TablePage`): its width
in the room the page is shown in, narrowed where the table beside it needs a few px (`fit_side`,
`SIDE_SQUEEZE`), and the scores so far in it, every row in sight where there is room, at least a
few where the log squeezes it, the leader's row in sight where it scrolls (`set_scores`,
`_fit_scores`). (Bound in `TablePage`'s own body, not mixed in: PySide looks a QObject's methods
up through its class's every base, and more bases cost a click on a sheet; these run in its
every layout pass and move.)"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidgetItem, QWidget

from sheetdesk.core.i18n import count_text

from .formatting import SeatLabel
from .lesson_place import BETWEEN
from .plain import plain_tooltip
from .seat_fit import COMPUTER_ROLE
from .side_first import SIDE_SHARE, SIDE_WIDTH, SideFirstLayout
from .side_first import fit_side as fit_column

if TYPE_CHECKING:
    from .table_page import TablePage

# the side column narrower than its narrowest by up to so many px where the table beside it
# needs them (`TablePage._side_bounds`), rather than the page scroll sideways: a card table of
# two or more in a window 800 px wide and not short lacked 1 to 3 px at the page's narrow edges;
# in a short one, where the page scrolls up and down and its bar takes 14 px of the width, with
# Larger text up to 17 px (800x480 in Polish; the column's words need some 150)
SIDE_SQUEEZE = 20
SCORES_LEAST_ROWS = 3  # the scores so far, squeezed by the log on a small screen: this many rows


def fit_side(self: TablePage) -> bool:
    """The side column's share of the page's width now (True: it changed). (The header's
    lines, which move the game's number and round between layouts, are fitted by the
    page's layout outside its passes: `SideFirstLayout`, `_fit_header`.)"""
    if self._lesson is not None:
        room = self._room()
        placed = self._lesson.column(room, (SIDE_WIDTH, SIDE_SHARE))
        return fit_column(self.side, room, *placed)
    return fit_column(self.side, self.width(), self._side_bounds(), SIDE_SHARE)


def _side_bounds(self: TablePage) -> tuple[int, int]:
    """The side column's bounds in the room the page is shown in: `SIDE_WIDTH`, its
    narrowest narrower by what the table's least width beside it lacks of the room at the
    page's narrow edges, by `SIDE_SQUEEZE` px at most (more, the page scrolls). Measured
    at each fit (a table just made asks more a moment, before its parts are shown), from
    the table's layout, which keeps its least size till a part of it changes (shown,
    hidden, restyled, its words): the table's own `minimumSizeHint` adds only height, and
    asked at every fit, its instruction line's words laid out anew for that height, was a
    cost in every click."""
    narrow, wide = SIDE_WIDTH
    table = self.table
    if table is None:
        return SIDE_WIDTH
    edges = 2 * SideFirstLayout.NARROW_EDGE
    room = self._room()
    if self._header.minimumSize().width() + edges > room:
        # (the page scrolls sideways for its header whatever the column's width: narrowed, it
        # only gave the table a few px more, and the table's least width, which follows the
        # place its parts take at its width, then took them back, a Giza table of two at
        # 683x400 in Greek with Larger text given 533 and 545 px in turn, its fits never
        # ending)
        return SIDE_WIDTH
    least = QWidget.minimumSizeHint(table).width()
    lacks = least + BETWEEN + narrow + edges - room
    return (narrow - lacks if 0 < lacks <= SIDE_SQUEEZE else narrow), wide


def _room(self: TablePage) -> int:
    """The width the page is shown in: a scroll area's viewport's where it scrolls (the
    page's own is at least its least width, which the side column is part of)."""
    holder = self._scrolled_in
    return holder.width() if holder is not None else self.width()


def set_scores(self: TablePage, rows: Sequence[tuple[str | SeatLabel, int]]) -> None:
    """Show the scores so far (each seat's name, or its `SeatLabel`: a computer's is drawn
    so); cells change in place (a new row count rebuilds the table)."""
    table = self.scores_table
    seats = [seat if isinstance(seat, SeatLabel) else SeatLabel(seat) for seat, _ in rows]
    best = max((n for _, n in rows), default=0)
    leaders = tuple(row for row, (_, n) in enumerate(rows) if n == best)
    # (a total below zero with the minus sign, as the sheets write it)
    shown = [(seat.text, count_text(n)) for seat, (_, n) in zip(seats, rows, strict=True)]
    if len(shown) != table.rowCount():
        table.setRowCount(len(shown))
        for index, (name, total) in enumerate(shown):
            who = QTableWidgetItem(name)
            who.setToolTip(plain_tooltip(name))  # (a long name is shortened with "…")
            table.setItem(index, 0, who)
            points = QTableWidgetItem(total)
            points.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(index, 1, points)
        for index, seat in enumerate(seats):
            if (cell := table.item(index, 0)) is not None:
                cell.setData(COMPUTER_ROLE, seat.name if seat.computer else None)
        self._fit_scores()
        self.leader_in_sight.keep(leaders)
        return
    for index, (name, total) in enumerate(shown):
        for column, value in ((0, name), (1, total)):
            item = table.item(index, column)
            if item is not None and item.text() != value:
                item.setText(value)
                if column == 0:
                    item.setToolTip(plain_tooltip(value))
    for index, seat in enumerate(seats):
        item = table.item(index, 0)
        computer = seat.name if seat.computer else None
        if item is not None and item.data(COMPUTER_ROLE) != computer:
            item.setData(COMPUTER_ROLE, computer)
    # (where the box scrolls, the leader's row in sight: who leads is what a glance looks for)
    self.leader_in_sight.keep(leaders)


def _fit_scores(self: TablePage) -> None:
    # every row when there is room; on a small screen with many players the table gives
    # way to the log (at least a few rows, the rest scrolled to). Fitted again at each
    # Larger text on or off: the height fitted for the usual text's header and rows left
    # a row of two out of sight with Larger text's
    table = self.scores_table
    table.resizeRowsToContents()
    # (the header's height for its font now: its own is the one laid out last)
    height = table.horizontalHeader().sizeHint().height() + 4
    heights = [table.rowHeight(i) for i in range(table.rowCount())]
    table.setMaximumHeight(height + sum(heights))
    table.setMinimumHeight(height + sum(heights[:SCORES_LEAST_ROWS]))
