"""A status line of parts ("Game #7 · Round 1 of 4"), wrapped in a narrow column only between its
parts: a part that fits the label's width on its own keeps its words on one line (its spaces
non-breaking), so a line never ends on a word that belongs with the next one ("Round 1 of" over
"4", "Runda 1 z" over "4"), and a short part is never left alone on a line where the part before
it fits beside it ("Το τέλος ·" between two long lines: the two go down together). A part wider
than the label breaks at its spaces as any wrapped text does. Laid out again whenever the
label's width or font changes. Its least width is its widest word's, whatever width it was laid
out at: a part bound whole at a wide width would otherwise count as one word, and a window
shrunk after it could never narrow it (the page then scrolled sideways by what the part was
wider than the room)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QWidget

SEPARATOR = " · "
KEEP = "\u00a0"  # a space no line breaks at


def kept_parts(parts: Sequence[str], metrics: QFontMetrics, width: int) -> str:
    """`parts` joined by " · ", each part that fits `width` px whole bound into one unbreakable
    piece, the "·" bound to the part before it (a line breaks after it, never before); a short
    part that would stand alone on its line ("Το τέλος ·", its neighbours each too long to
    share that line) bound to the part before it too, the two on the next line together."""
    kept = [
        part.replace(" ", KEEP) if metrics.horizontalAdvance(part) <= width else part
        for part in parts
    ]
    bound = [False] * max(0, len(kept) - 1)  # part i bound to part i + 1: no break between
    for _ in bound:
        alone = _alone(kept, bound, metrics, width)
        if alone is None:
            break
        bound[alone - 1] = True
    return _joined(kept, bound)


def _joined(kept: Sequence[str], bound: Sequence[bool]) -> str:
    text = kept[0] if kept else ""
    for part, tied in zip(kept[1:], bound, strict=True):
        text += KEEP + SEPARATOR.strip() + (KEEP if tied else " ") + part
    return text


def _alone(
    kept: Sequence[str], bound: Sequence[bool], metrics: QFontMetrics, width: int
) -> int | None:
    """The first part after the first that a line of `width` px would hold alone, of a word
    or two, where the part before it fits beside it (None: none): the lines laid out as a
    wrapped label lays them, filled word by word."""
    lines: list[str] = []
    for word in _joined(kept, bound).split(" "):
        joined = f"{lines[-1]} {word}" if lines else word
        if lines and metrics.horizontalAdvance(joined) <= width:
            lines[-1] = joined
        else:
            lines.append(word)
    ends = {part + KEEP + SEPARATOR.strip(): i for i, part in enumerate(kept[:-1])}
    ends[kept[-1]] = len(kept) - 1
    for line in lines[1:]:
        i = ends.get(line, 0)
        if i > 0 and not bound[i - 1] and len(kept[i].split(KEEP)) <= 2:
            beside = f"{kept[i - 1]} {SEPARATOR.strip()} {line}".replace(KEEP, " ")
            if metrics.horizontalAdvance(beside) <= width:
                return i
    return None


class PartsLabel(QLabel):
    """A word-wrapped plain-text label showing a status line of parts (`set_parts`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self._parts: tuple[str, ...] = ()
        self._widest: tuple[tuple[tuple[str, ...], str] | None, int] = (None, 0)  # (its key, px)

    def set_parts(self, parts: Sequence[str]) -> None:
        self._parts = tuple(parts)
        self._lay_out()

    def parts(self) -> tuple[str, ...]:
        return self._parts

    def minimumSizeHint(self) -> QSize:
        """As a wrapped label's (its widest word's width), the words those of its parts each
        broken at its spaces: the least it can be laid out at (`kept_parts` at that width);
        shown, as high as its lines at its width."""
        least = super().minimumSizeHint()
        key = (self._parts, self.font().key())
        if self._widest[0] != key:  # (asked at every layout pass: measured once a text and font)
            metrics = self.fontMetrics()
            words = kept_parts(self._parts, metrics, 0).split(" ")
            self._widest = (key, max((metrics.horizontalAdvance(w) for w in words), default=0))
        widest = self._widest[1]
        margins = self.contentsMargins()
        extra = margins.left() + margins.right() + 2 * self.margin()
        # (and as high as its lines at the width it has: narrowed, it wraps on more lines than
        # its one line's height, and a layout short of room gave it less, its lines cut)
        high = self.heightForWidth(self.width()) if self.isVisible() else least.height()
        return QSize(min(least.width(), widest + extra), max(least.height(), high))

    def _lay_out(self) -> None:
        width = self.contentsRect().width() - 2 * self.margin()
        text = kept_parts(self._parts, self.fontMetrics(), width)
        if text != self.text():
            self.setText(text)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._lay_out()
            self.updateGeometry()  # (its least height is its lines' at its width)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # (its least height counts its lines only once shown: the one line it answered while
        # hidden stayed in its layout's memory, and a table opened at 819x600 in Greek with
        # Larger text counted its header a line of three high, 50 px lower than one resized)
        self.updateGeometry()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._lay_out()
