"""The end page's score card in bands (scores_page.py), and how the card breaks its words.

Where the players' columns do not fit side by side even in the card's least type, its words
on three lines and the page's margins narrowed (nine players with Larger text at 1024x600 at
125 %: 837 px of columns in 692 in Greek, the card scrolled sideways by one or two players),
the players go in bands, one under the other, as few as fit: the first players' columns with
every line of the card, then a row of the next players' names and the same lines for them, and
so on. The header over the columns names the players of the band at the top of the card's
rows, as it scrolls (the totals kept in sight are the last band's: the first band's names over
them named the wrong winner), no one's over a band's own row of names (named once), and keeps
the height of its tallest band's names.
(A row per player did not fit either: Giza's nine lines side by side, five of them
"Pyramid level …", needed 737 to 855 px of 651.) The card is laid out as printed first, every
time; in bands its cells keep their words, tint and type, and the count-up (count_up.py) counts
each band's lines as printed."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QFontMetrics, QIcon
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

from .count_up import CountingDelegate

NO_BAND = -1  # the header over a band's own names: it names no one
Place = tuple[int, int]  # a cell's (row, column) on the card as printed
Name = tuple[str, object, object]  # a player's name over a column: its words, symbol and type


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


def filled(metrics: QFontMetrics, text: str, width: int) -> str:
    """`text` on the fewest lines no wider than `width` (a word wider on a line of its own),
    its words in order: a name given its column's room, not a word a line."""
    lines: list[str] = []
    for word in text.split(" "):
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return "\n".join(lines)


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
        self.least: list[int] = []  # in bands: each column's least width (the page shares)
        self._names: list[list[Name]] = []  # in bands: each band's names, column by column
        self._named = 0  # the band the header names
        table.verticalScrollBar().valueChanged.connect(self._name_top_band)

    @property
    def banded(self) -> bool:
        return self.bands > 1

    @property
    def settled(self) -> bool:
        """In bands, its cells in place (not moving between the bands and as printed)."""
        return self.banded and not self._moving

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

    def _name_top_band(self) -> None:
        """The header names the players of the band whose line the card's rows start with;
        over a band's own row of names it names no one: those players are named once, in
        that row, right under it (the header named them twice)."""
        top = self.table.rowAt(0)
        band = min((top + 1) // (self._lines + 1), self.bands - 1)
        if (top + 1) % (self._lines + 1) == 0:  # (a band's names at the top)
            band = NO_BAND
        if self.settled and top >= 0 and band != self._named:  # (a scroll within a band: as is)
            self._name_band(band)

    def _name_band(self, band: int) -> None:
        """The header names `band`'s players (NO_BAND: no one; its height kept, `_band`)."""
        self._named = band
        names = self._names[band] if band != NO_BAND else [named(None)] * len(self._names[0])
        for column, (text, icon, font) in enumerate(names):
            item = self.table.horizontalHeaderItem(column)
            if item is not None:
                item.setText(text)
                item.setIcon(icon if isinstance(icon, QIcon) else QIcon())
                item.setData(Qt.ItemDataRole.FontRole, font)

    def _each(self) -> int:
        return -(-self._players // self.bands)

    def lay_out(self, bands: int, widths: list[int], width: int = -1) -> None:
        """In `bands` (1: as printed), for a page of `width`; `widths`: the players' columns'
        least widths as printed. In bands, `least` is each band column's least width: the
        page shares out the room the card has beside them, as it does as printed."""
        self.width = width
        if bands != self.bands:
            self._move(bands)
        self.least = band_widths(widths, self._each()) if self.banded else []

    def _move(self, bands: int) -> None:
        self.delegate.place = None  # (the cells move: drawn where they are meanwhile)
        self._moving = True
        try:
            if self.banded:
                self._unband()
            self.bands = 1
            if bands > 1:
                self._band(bands)
            self.bands = bands
            # (no cell marked where the cells moved; PySide6's stubs do not take Qt's None)
            self.table.setCurrentItem(None)  # type: ignore[call-overload]
        finally:
            self._moving = False
        if self.banded:
            self._name_top_band()
        self.delegate.place = self.printed if self.banded else None

    # Every item Qt would delete in a change of the card's size is taken out first, and the
    # names and lines' labels the card had as printed stay where they are or are made again
    # by the page: an item Qt deleted itself was still known to Python, and its wrapper was
    # later handed out for another object made at its address.

    def _band(self, bands: int) -> None:
        table = self.table
        self._lines, self._players = table.rowCount(), table.columnCount()
        lines, players = self._lines, self._players
        each = -(-players // bands)
        cells = {(r, c): table.takeItem(r, c) for r in range(lines) for c in range(players)}
        # the first band's names stay over their columns, the others' go into rows of names
        names = [table.takeHorizontalHeaderItem(c) for c in range(each, players)]
        self._names = [[named(table.horizontalHeaderItem(c)) for c in range(each)]]
        self._names += [
            [named(name) for name in names[b * each : (b + 1) * each]] for b in range(bands - 1)
        ]
        self._names[-1] += [named(None)] * (each - len(self._names[-1]))
        labels = [table.verticalHeaderItem(r) for r in range(lines)]
        words = [label.text() if label is not None else "" for label in labels]
        table.setColumnCount(each)
        table.setRowCount(bands * (lines + 1) - 1)
        self.bands = bands
        for (line, player), cell in cells.items():
            band, column = divmod(player, each)
            if cell is not None:
                table.setItem(band * (lines + 1) + line, column, cell)
        for player, name in enumerate(names, start=each):
            band, column = divmod(player, each)
            if name is not None:  # (drawn as the header is)
                name.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                name.setBackground(QBrush(table.horizontalHeader().palette().button()))
                table.setItem(band * (lines + 1) - 1, column, name)
        for band in range(1, bands):
            table.setVerticalHeaderItem(band * (lines + 1) - 1, QTableWidgetItem(""))
            for line, text in enumerate(words):
                table.setVerticalHeaderItem(band * (lines + 1) + line, QTableWidgetItem(text))
        # the header as high as its tallest band's names: nothing moves as it names another
        header = table.horizontalHeader()
        tallest = header.minimumHeight()
        for band in reversed(range(bands)):
            self._name_band(band)
            tallest = max(tallest, header.sizeHint().height())
        header.setMinimumHeight(tallest)

    def _unband(self) -> None:
        """As printed again; the names of the players past the first band are set again by
        the page (`ScoresPage._set_headers`)."""
        table = self.table
        self._name_band(0)  # (the first band's names are the first players' as printed)
        lines, players, each = self._lines, self._players, self._each()
        cells = {}
        for player in range(players):
            band, column = divmod(player, each)
            for line in range(lines):
                cells[line, player] = table.takeItem(band * (lines + 1) + line, column)
            if band:
                table.takeItem(band * (lines + 1) - 1, column)
        for row in range(lines, table.rowCount()):
            table.takeVerticalHeaderItem(row)
        table.setRowCount(lines)
        table.setColumnCount(players)
        for (line, player), cell in cells.items():
            if cell is not None:
                table.setItem(line, player, cell)


def named(item: QTableWidgetItem | None) -> Name:
    """A player's name over a column as `item` shows it (None: no player's)."""
    if item is None:
        return "", None, None
    return item.text(), item.icon(), item.data(Qt.ItemDataRole.FontRole)


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
