"""A remembered player's look: their symbol (a shape, so the shape alone tells two players
apart) filled with their colour, as the Players page, the sheets' captions, the hand-over page
and the score card show it.

The colours offered (`PALETTE`) are the Okabe–Ito set, told apart with every common kind of
colour blindness; the symbols offered (`SYMBOLS`) look like none of a game's own marks (a row's
circle, square, triangle or diamond, a card's coin or cross). A player whose look was given
before keeps it: an older colour is drawn as it was, an older shape as the symbol that took its
place (`FORMER_SYMBOLS`). As an icon (`player_icon`) the symbol on a list's chosen row, in the
highlight, is edged in the highlight's text colour: the usual dark edge is too faint there.

`LookLabel` is a caption with the look drawn left of its first line, at the text's height, in
room the label's indent keeps: the caption takes no more height than its words (a header line
at 1024×600 stays one line), and a caption without a look is an ordinary label."""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QEvent, QMargins, QPointF, QRect, Qt
from PySide6.QtGui import (
    QColor,
    QIcon,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QLabel, QWidget

from .palette import KIT, current, declare, tone

Look = tuple[str, str]  # (colour, symbol) as the players' list keeps them

COLOURS = {
    # the colours offered (Okabe–Ito)
    "orange": "#e69f00",
    "sky": "#56b4e9",
    "green": "#009e73",
    "yellow": "#f0e442",
    "blue": "#0072b2",
    "red": "#d55e00",  # vermilion
    "purple": "#cc79a7",  # reddish purple
    "black": "#000000",
    # given before the palette: drawn as they were, offered no more
    "teal": "#00796b",
    "brown": "#795548",
    "pink": "#c2185b",
}
# each drawn with a dark edge round its symbol: the edge is what marks it on any colour
declare(
    "player_symbols",
    COLOURS | {"edge": KIT.symbol_edge, "table": KIT.table, "white": KIT.white},
    marks=[("edge", "table"), ("edge", "white")],
)
PALETTE = ("orange", "sky", "green", "yellow", "blue", "red", "purple", "black")
SYMBOLS = ("star", "heart", "moon", "clover", "bolt", "drop", "hexagon", "flower")
# shapes given before, like a game's marks: drawn as the symbol that took their place
FORMER_SYMBOLS = {
    "circle": "moon",
    "square": "clover",
    "triangle": "bolt",
    "diamond": "drop",
    "cross": "flower",
}


def _polygon(points: list[tuple[float, float]], size: float) -> QPolygonF:
    return QPolygonF([QPointF(x * size, y * size) for x, y in points])


def _star(n: int, outer: float, inner: float) -> list[tuple[float, float]]:
    points = []
    for k in range(2 * n):
        radius = outer if k % 2 == 0 else inner
        angle = -math.pi / 2 + k * math.pi / n
        points.append((0.5 + radius * math.cos(angle), 0.5 + radius * math.sin(angle)))
    return points


def _disc(x: float, y: float, radius: float, size: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(x * size, y * size), radius * size, radius * size)
    return path


def _united(paths: list[QPainterPath]) -> QPainterPath:
    whole = QPainterPath()
    for part in paths:
        whole = whole.united(part)
    return whole


def player_symbol_path(symbol: str, size: float) -> QPainterPath:
    """A player's symbol as a shape filling a square of `size` (a moon for one not known)."""
    symbol = FORMER_SYMBOLS.get(symbol, symbol)
    path = QPainterPath()
    if symbol == "clover":
        leaves = [_disc(x, y, 0.21, size) for x, y in ((0.5, 0.27), (0.27, 0.55), (0.73, 0.55))]
        stem = QPainterPath()
        stem.addPolygon(_polygon([(0.46, 0.5), (0.54, 0.5), (0.62, 0.96), (0.5, 0.96)], size))
        return _united([*leaves, _disc(0.5, 0.5, 0.14, size), stem])
    if symbol == "bolt":
        bolt = [(0.6, 0.03), (0.16, 0.56), (0.45, 0.56), (0.36, 0.97), (0.84, 0.42),
                (0.55, 0.42), (0.68, 0.03)]  # fmt: skip
        path.addPolygon(_polygon(bolt, size))
    elif symbol == "drop":
        tip = QPainterPath()
        tip.addPolygon(_polygon([(0.5, 0.03), (0.22, 0.55), (0.78, 0.55)], size))
        return _united([tip, _disc(0.5, 0.64, 0.31, size)])
    elif symbol == "flower":
        petals = [
            _disc(0.5 + 0.26 * math.cos(a), 0.5 + 0.26 * math.sin(a), 0.19, size)
            for a in (-math.pi / 2 + k * 2 * math.pi / 5 for k in range(5))
        ]
        heart = _disc(0.5, 0.5, 0.16, size)
        return _united(petals).subtracted(heart).united(_disc(0.5, 0.5, 0.1, size))
    elif symbol == "star":
        path.addPolygon(_polygon(_star(5, 0.48, 0.2), size))
    elif symbol == "hexagon":
        hexagon = [
            (0.5 + 0.46 * math.cos(math.pi / 3 * k), 0.5 + 0.46 * math.sin(math.pi / 3 * k))
            for k in range(6)
        ]
        path.addPolygon(_polygon(hexagon, size))
    elif symbol == "heart":
        path.moveTo(0.5 * size, 0.92 * size)
        path.cubicTo(0.0, 0.6 * size, 0.0, 0.1 * size, 0.5 * size, 0.28 * size)
        path.cubicTo(size, 0.1 * size, size, 0.6 * size, 0.5 * size, 0.92 * size)
    else:  # the moon: a crescent
        return _disc(0.5, 0.5, 0.42, size).subtracted(_disc(0.68, 0.38, 0.34, size))
    path.closeSubpath()
    return path


def paint_symbol(
    painter: QPainter, symbol: str, colour: str, size: float, edge: QColor | None = None
) -> None:
    """The symbol filled with the colour, outlined in dark grey (it shows on any background)
    or in `edge`, in the square of `size` at the painter's origin; a grey circle for one not
    known."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(edge or tone(KIT.symbol_edge), max(1.0, size / 16)))
    painter.setBrush(tone(COLOURS.get(colour, KIT.no_colour)))
    painter.drawPath(player_symbol_path(symbol, size))
    painter.restore()


def player_icon(symbol: str, colour: str, size: int = 32) -> QIcon:
    """The symbol (see `paint_symbol`) as an icon, in the palette in use."""
    return _player_icon(symbol, colour, size, current())


# (painted once per look, palette and size: the New game dialog, the scores and the statistics
# ask for the same few again each time they are built; a QIcon is copied where it is set)
@functools.lru_cache(maxsize=512)
def _player_icon(symbol: str, colour: str, size: int, palette: str) -> QIcon:
    from .style import UI_COLOURS

    icon = QIcon(_symbol_pixmap(symbol, colour, size, None))
    # on a chosen row of a list or a chooser (drawn in the highlight, the looks' accent) the
    # edge in the highlight's own text colour: the dark edge, which Qt tints towards the
    # highlight there, stood at 1.5-2.9:1 on it, under the 3:1 every other mark keeps
    selected = QColor(UI_COLOURS[palette]["accent_text"])
    icon.addPixmap(_symbol_pixmap(symbol, colour, size, selected), QIcon.Mode.Selected)
    return icon


def _symbol_pixmap(symbol: str, colour: str, size: int, edge: QColor | None) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_symbol(painter, symbol, colour, size, edge)
    painter.end()
    return pixmap


class LookLabel(QLabel):
    """A caption with a player's look drawn left of its first line (see the module)."""

    GAP = 0.25  # room between the symbol and the words, in the symbol's size

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.look: Look | None = None

    def symbol_size(self) -> int:
        """The symbol's side: the height of the text's tall letters (its ascent)."""
        return max(8, self.fontMetrics().ascent())

    def set_look(self, look: Look | None) -> None:
        if look == self.look:
            return
        self.look = look
        self._make_room()
        self.update()

    def _make_room(self) -> None:
        # the symbol's room: a left margin (a QLabel's indent would be taken from the top of
        # top-aligned words too: their first line lower than the symbol, their last one cut),
        # added to the frame's own (the style's border and padding, which QFrame keeps in the
        # contents margins: set without them, the words lay on the note's border)
        room = round(self.symbol_size() * (1 + self.GAP)) if self.look is not None else 0
        left, top, right, bottom = self.frame_widths()
        if self.contentsMargins() != QMargins(left + room, top, right, bottom):
            self.setContentsMargins(left + room, top, right, bottom)
        self._symbol_room = room

    _symbol_room = 0  # the symbol's room left of the words, in pixels (`_make_room`)

    def frame_widths(self) -> tuple[int, int, int, int]:
        """The frame's widths on each side, its border and padding (QFrame's frame rectangle is
        the contents' grown by them, wherever the contents margins put the contents)."""
        frame, inner = self.frameRect(), self.contentsRect()
        return (
            inner.left() - frame.left(),
            inner.top() - frame.top(),
            frame.right() - inner.right(),
            frame.bottom() - inner.bottom(),
        )

    def changeEvent(self, event: QEvent) -> None:  # the font may change (a style, a size)
        super().changeEvent(event)
        self._make_room()

    def symbol_rect(self) -> QRect:
        """Where the symbol is drawn: left of the text's first line, centred on it."""
        size = self.symbol_size()
        margin = self.margin()
        room = self.contentsRect().adjusted(margin, margin, -margin, -margin)
        flags = Qt.TextFlag.TextWordWrap if self.wordWrap() else Qt.TextFlag.TextSingleLine
        words = QRect(0, 0, max(1, room.width() - max(0, self.indent())), 1 << 20)
        lines = self.fontMetrics().boundingRect(words, flags, self.text()).height()
        lines = max(0, min(lines, room.height()))
        vertical = self.alignment() & Qt.AlignmentFlag.AlignVertical_Mask
        top = room.top()
        if vertical == Qt.AlignmentFlag.AlignVCenter or not vertical:
            top += (room.height() - lines) // 2
        elif vertical == Qt.AlignmentFlag.AlignBottom:
            top += room.height() - lines
        top += (self.fontMetrics().lineSpacing() - size) // 2
        return QRect(room.left() - self._symbol_room, top, size, size)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        self.paint_look()

    def words_left(self) -> int:
        """Where the words of the first line begin (right of the symbol's room)."""
        return self.contentsRect().left() + self.indent()

    def paint_look(self) -> None:
        """Draw the symbol (done after the words are painted)."""
        if self.look is None:
            return
        colour, symbol = self.look
        rect = self.symbol_rect()
        painter = QPainter(self)
        painter.translate(rect.topLeft())
        paint_symbol(painter, symbol, colour, rect.width())
        painter.end()
