"""The end page's score card in bands (scores_page.py), and how the card breaks its words.

Where the players' columns do not fit side by side even in the card's least type, its words
on three lines and the page's margins narrowed (nine players with Larger text at 1024x600 at
125 %: 837 px of columns in 692 in Greek, the card scrolled sideways by one or two players),
the players go in bands, one under the other, as few as fit: the first players' columns with
every line of the card, then a row of the next players' names and the same lines for them, and
so on. (A row per player did not fit either: Giza's nine lines side by side, five of them
"Pyramid level …", needed 737 to 855 px of 651.) The card is laid out as printed first, every
time; in bands its cells keep their words, tint and type, and the count-up (count_up.py) counts
each band's lines as printed."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QFontMetrics
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

from .count_up import CountingDelegate

Place = tuple[int, int]  # a cell's (row, column) on the card as printed


def widest(metrics: QFontMetrics, texts: Sequence[str]) -> int:
    """The widest line of `texts`."""
    return max(
        (metrics.horizontalAdvance(line) for t in texts for line in t.split("\n")), default=0
    )


def on_lines(metrics: QFontMetrics, text: str, lines: int = 2) -> str:
    """`text` broken at the space(s) that leave its longest line shortest, on up to `lines`
    lines (unbroken: no space)."""
    words = text.split(" ")
    if len(words) < 2 or lines < 2:
        return text
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    if lines > 2:  # (the rest broken again: a short first line, the rest on the others)
        splits += [
            (" ".join(words[:i]), on_lines(metrics, " ".join(words[i:]), lines - 1))
            for i in range(1, len(words))
        ]
    first, second = min(splits, key=lambda pair: max(widest(metrics, [part]) for part in pair))
    return f"{first}\n{second}"


class CardBands:
    """Lays `table` (the score card, a column per player) out in bands and back; `delegate`:
    the count-up's, told where each cell stands on the card as printed."""

    def __init__(self, table: QTableWidget, delegate: CountingDelegate) -> None:
        self.table = table
        self.delegate = delegate
        self.bands = 1  # (1: as printed)
        self.width = -1  # the page's width the bands were chosen for
        self._moving = False  # (its cells moving: the card's resizes ask nothing meanwhile)
        self._lines = 0  # the card's lines (its rows as printed, the total's included)
        self._players = 0

    @property
    def banded(self) -> bool:
        return self.bands > 1

    def holds(self, width: int) -> bool:
        """In bands chosen for a page of `width`. (Laid out as printed again to be measured,
        the card's header and rows change height, and its resize asked for its columns again,
        and so on.)"""
        return self._moving or (self.banded and width == self.width)

    @staticmethod
    def fewest(widths: list[int], room: int) -> int:
        """The fewest bands in which the players' columns (`widths`, as printed) fit `room`
        (1: they do not fit, however many)."""
        for bands in range(2, len(widths) + 1):
            each = -(-len(widths) // bands)
            if sum(band_widths(widths, each)) <= room:
                return bands
        return 1

    def printed(self, row: int, column: int) -> Place | None:
        """Where the cell at (`row`, `column`) stands on the card as printed (None: a band's
        names, or no player's)."""
        if not self.banded:
            return row, column
        band, line = divmod(row, self._lines + 1)
        player = band * self._each() + column
        if line == self._lines or player >= self._players:
            return None
        return line, player

    def _each(self) -> int:
        return -(-self._players // self.bands)

    def lay_out(self, bands: int, widths: list[int], room: int, width: int = -1) -> None:
        """In `bands` (1: as printed), for a page of `width`; `widths`: the players' columns'
        least widths as printed, `room`: theirs (the room left shared out)."""
        self.width = width
        if bands == self.bands:
            return
        self.delegate.place = None  # (the cells move: drawn where they are meanwhile)
        self._moving = True
        try:
            if self.banded:
                self._unband()
            self.bands = 1
            if bands > 1:
                self._band(bands)
            self.bands = bands
            self.table.setCurrentItem(None)  # (no cell marked where the cells moved)
        finally:
            self._moving = False
        self.delegate.place = self.printed if self.banded else None
        if self.banded:
            each = band_widths(widths, self._each())
            share = max(0, room - sum(each)) // len(each)
            for column, least in enumerate(each):
                self.table.setColumnWidth(column, least + share)
            self.table.resizeRowsToContents()

    def _band(self, bands: int) -> None:
        table = self.table
        self._lines, self._players = table.rowCount(), table.columnCount()
        lines, players = self._lines, self._players
        each = -(-players // bands)
        cells = {(r, c): table.takeItem(r, c) for r in range(lines) for c in range(players)}
        names = [table.takeHorizontalHeaderItem(c) for c in range(players)]
        labels = [table.takeVerticalHeaderItem(r) for r in range(lines)]
        table.setColumnCount(each)
        table.setRowCount(bands * (lines + 1) - 1)
        self.bands = bands
        for (line, player), cell in cells.items():
            band, column = divmod(player, each)
            if cell is not None:
                table.setItem(band * (lines + 1) + line, column, cell)
        for player, name in enumerate(names):
            band, column = divmod(player, each)
            if name is None:
                continue
            if band == 0:
                table.setHorizontalHeaderItem(column, name)
            else:  # (a row of names, drawn as the header is)
                name.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                name.setBackground(QBrush(table.horizontalHeader().palette().button()))
                table.setItem(band * (lines + 1) - 1, column, name)
        for band in range(bands):
            if band:
                table.setVerticalHeaderItem(band * (lines + 1) - 1, QTableWidgetItem(""))
            for line, label in enumerate(labels):
                if label is not None:
                    placed = label if band == 0 else label.clone()
                    table.setVerticalHeaderItem(band * (lines + 1) + line, placed)

    def _unband(self) -> None:
        table = self.table
        lines, players, each = self._lines, self._players, self._each()
        cells = {}
        names = {}
        for player in range(players):
            band, column = divmod(player, each)
            for line in range(lines):
                cells[line, player] = table.takeItem(band * (lines + 1) + line, column)
            if band == 0:
                names[player] = table.takeHorizontalHeaderItem(column)
            else:
                names[player] = table.takeItem(band * (lines + 1) - 1, column)
        labels = [table.takeVerticalHeaderItem(line) for line in range(lines)]
        table.setRowCount(lines)
        table.setColumnCount(players)
        for (line, player), cell in cells.items():
            if cell is not None:
                table.setItem(line, player, cell)
        for player, name in names.items():
            if name is not None:
                name.setBackground(QBrush())
                table.setHorizontalHeaderItem(player, name)
        for line, label in enumerate(labels):
            if label is not None:
                table.setVerticalHeaderItem(line, label)


def band_widths(widths: list[int], each: int) -> list[int]:
    """The columns' widths with `each` players a band: each as wide as its widest player's."""
    return [max(widths[column::each]) for column in range(min(each, len(widths)))]


def fit_height(table: QTableWidget, fewest: int, scrolls: bool) -> None:
    """The card as high as its header and every row (and a sideways scroll bar where it
    `scrolls`), down to its `fewest` rows where the page lacks the height: then it scrolls
    rather than run under the page's buttons or push them out of the window."""
    header = table.horizontalHeader()
    # (the header as high as it is with the places said: held back, the same)
    height = max(header.sizeHint().height(), header.minimumHeight())
    height += 2 * table.frameWidth()
    heights = [table.rowHeight(r) for r in range(table.rowCount())]
    height += sum(heights)
    if scrolls:
        height += table.horizontalScrollBar().sizeHint().height()
    table.setMaximumHeight(height)
    table.setMinimumHeight(height - sum(heights[fewest:]))
