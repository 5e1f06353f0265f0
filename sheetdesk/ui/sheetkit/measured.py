"""Text measurements kept while a fit runs (`measured_once`): a word's width, a text's lines at
a width, a word shortened with "…" to a room, each asked of Qt once per font. A fit tries many
forms of the same few words at a few widths and sizes (the turn line's names shortened, the
instruction line at each width a table's fit tries); a layout's pass (`after_pass.AfterPass`)
keeps them for the whole of its outermost pass, so the header and the caption fitted in one
resize share them."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetrics

from .text import elided

# a shortened word keeps this many letters at least: a name cut to one ("Π…") tells a family
# nothing (the kit's `elided` gives "" where fewer would fit)
LEAST_LETTERS = 3


class Measures:
    """A font's text measurements, each made once (within `measured_once`, for a whole fit):
    a word's width, a text's lines at a width, a word shortened to a room."""

    __slots__ = ("_cut", "_lines", "_widths", "font", "metrics")

    def __init__(self, font: QFont) -> None:
        self.font = font
        self.metrics = QFontMetrics(font)
        self._widths: dict[str, int] = {}
        self._lines: dict[tuple[str, int], int] = {}
        self._cut: dict[tuple[str, float], str] = {}

    def width(self, word: str) -> int:
        width = self._widths.get(word)
        if width is None:
            width = self._widths[word] = self.metrics.horizontalAdvance(word)
        return width

    def lines(self, text: str, width: int) -> int:
        lines = self._lines.get((text, width))
        if lines is None:
            metrics = self.metrics
            flags = Qt.TextFlag.TextWordWrap
            box = metrics.boundingRect(QRect(0, 0, max(1, width), 1 << 20), flags, text)
            lines = max(1, round(box.height() / max(1, metrics.lineSpacing())))
            self._lines[(text, width)] = lines
        return lines

    def cut(self, word: str, room: float) -> str:
        """`word` shortened with "…" to `room` px (at least its first few letters)."""
        shown = self._cut.get((word, room))
        if shown is None:
            shown = elided(self.font, QRectF(0, 0, room, 1), word) or least(word)
            self._cut[(word, room)] = shown
        return shown

    def fits(self, text: str, width: int, lines: int) -> bool:
        # (a word wider than the line would be cut at its edge: a label breaks only at spaces)
        width_of = self.width
        widest = max(width_of(word) for word in text.split(" "))
        return widest < width - 2 and self.lines(text, width) <= lines


# the measurements kept while `measured_once` runs, by font (None: each call its own)
_KEPT: dict[QFont, Measures] | None = None


@contextmanager
def measured_once() -> Iterator[None]:
    """While the block runs, each text measurement made once per font and kept: a fit that
    tries many forms of a line measures its words once."""
    global _KEPT
    if _KEPT is not None:
        yield
        return
    _KEPT = {}
    try:
        yield
    finally:
        _KEPT = None


def measures_of(font: QFont) -> Measures:
    """`font`'s measurements: those kept while `measured_once` runs, else new ones."""
    kept = _KEPT
    if kept is None:
        return Measures(font)
    measures = kept.get(font)
    if measures is None:
        font = QFont(font)  # (the caller's may change after: a copy is the key)
        measures = kept[font] = Measures(font)
    return measures


def least(word: str) -> str:
    """`word` at its shortest: its first few letters and "…" (a short word whole)."""
    return word if len(word) <= LEAST_LETTERS + 1 else word[:LEAST_LETTERS] + "…"
