"""The start page's pictured controls: `PictureTile`, a button showing a picture (a sheet in
play) above its words, `TileGrid`, the games' tiles in as many rows as their number and the
width ask for, and `FamilyStrip`, a button showing the family's players (each one's symbol and
name, as many as fit, then how many more).

Both are drawn in the palette's colours (the app's palettes decide them: light, dark, high
contrast), take the keyboard's focus (Tab and the arrows reach them; Enter, Return and Space
press them) and carry an accessible name and description for screen readers."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QAbstractButton, QLayoutItem, QSizePolicy, QWidget

from .items_layout import ItemsLayout

# (the kit is imported when the first player is drawn, after the window's first paint: it is
# the whole sheet kit, not needed to show the page)
Look = tuple[str, str]  # (colour, symbol), as player_symbol.py keeps them

PAD = 8  # [design] inside a tile, round its picture and words
RADIUS = 10  # [design] a tile's corners
FOCUS_PEN = 3  # [design] the ring of the tile the keyboard is on (or the mouse over)
# [design] the narrowest a game's picture still reads at: six games side by side fit 1024×600
SMALLEST_PICTURE = 120
# [design] the lowest a game's picture is drawn: the page whole at 1024×600 at 125 % with Larger
# text (819×419 px for it), not held in a scroll area (at 48 it needed 422 px: the window grew,
# or the page scrolled, its heading out of sight and its last row of buttons cut)
LOWEST_PICTURE = 45


def _press_on_enter(button: QAbstractButton, event: QKeyEvent) -> bool:
    """Enter and Return press the button as Space does (not only in dialogs)."""
    if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.isAutoRepeat():
        button.animateClick()
        return True
    return False


def _frame(button: QAbstractButton, painter: QPainter) -> QRectF:
    """The tile's card: the palette's base, its ring lit when the keyboard is on it or the
    mouse over it; the room inside."""
    palette = button.palette()
    lit = button.hasFocus() or button.underMouse()
    width = FOCUS_PEN if lit else 1
    role = QPalette.ColorRole.Highlight if lit else QPalette.ColorRole.Mid
    rect = QRectF(button.rect()).adjusted(width / 2, width / 2, -width / 2, -width / 2)
    painter.setPen(QPen(palette.color(role), width))
    fill = QPalette.ColorRole.Button if button.isDown() else QPalette.ColorRole.Base
    painter.setBrush(palette.color(fill))
    painter.drawRoundedRect(rect, RADIUS, RADIUS)
    return rect.adjusted(PAD, PAD, -PAD, -PAD)


class PictureTile(QAbstractButton):
    """A picture above one line of bold words; before its picture comes, the words alone."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.picture = QPixmap()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        font = QFont(self.font())
        font.setBold(True)
        self.setFont(font)

    def set_picture(self, picture: QPixmap) -> None:
        self.picture = picture
        self.update()

    def _words_height(self) -> int:
        return self.fontMetrics().height() if self.text() else 0

    def sizeHint(self) -> QSize:
        """Its words whole and a picture still read: the tiles share the row's width (more games
        than four: narrower pictures, never cut words)."""
        words = self.fontMetrics().horizontalAdvance(self.text()) + 2 * PAD + 4
        return QSize(max(SMALLEST_PICTURE + 2 * PAD + 2, words), 170)

    def minimumSizeHint(self) -> QSize:
        words = self.fontMetrics().horizontalAdvance(self.text()) + 2 * PAD + 2 * FOCUS_PEN
        return QSize(max(96, words), self._words_height() + 2 * PAD + LOWEST_PICTURE)

    def picture_rect(self) -> QRectF:
        """Where the picture is drawn: the room above the words, its proportions kept."""
        room = QRectF(self.rect()).adjusted(PAD + 1, PAD + 1, -PAD - 1, -PAD - 1)
        if self.text():
            room.setBottom(room.bottom() - self._words_height() - PAD / 2)
        if self.picture.isNull() or room.width() <= 0 or room.height() <= 0:
            return QRectF()
        size = self.picture.deviceIndependentSize()
        scale = min(room.width() / size.width(), room.height() / size.height())
        width, height = size.width() * scale, size.height() * scale
        return QRectF(
            room.left() + (room.width() - width) / 2,
            room.top() + (room.height() - height) / 2,
            width,
            height,
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        room = _frame(self, painter)
        target = self.picture_rect()
        if not target.isEmpty():
            painter.drawPixmap(target, self.picture, QRectF(self.picture.rect()))
        if self.text():
            painter.setPen(self.palette().color(QPalette.ColorRole.Text))
            words = QRectF(room.left(), room.bottom() - self._words_height(), room.width(), 0)
            words.setHeight(self._words_height())
            painter.drawText(words, Qt.AlignmentFlag.AlignCenter, self.text())
        painter.end()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not _press_on_enter(self, event):
            super().keyPressEvent(event)


class TileGrid(ItemsLayout):
    """Tiles in rows of equal tiles, as many to a row as keep each at its asked width (its
    words whole, its picture legible), the rows as even as the number allows (five in a row of
    three and one of two, that one centred): any number of games, none squeezed. The rows share
    the height; a height for each width, so the page makes room for the rows it needs."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._gap = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _grid(self, width: int) -> tuple[int, int]:
        """(columns, rows) at `width`: the most columns whose tiles keep their asked width, then
        as few columns as give the same rows (the rows even)."""
        items = self._shown()
        if not items:
            return 0, 0
        asked = max(item.sizeHint().width() for item in items)
        columns = max(1, min(len(items), (width + self._gap) // (asked + self._gap)))
        rows = math.ceil(len(items) / columns)
        return math.ceil(len(items) / rows), rows

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation.Horizontal | Qt.Orientation.Vertical

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        _columns, rows = self._grid(width)
        lowest = max((item.minimumSize().height() for item in self._shown()), default=0)
        return rows * lowest + max(0, rows - 1) * self._gap

    def sizeHint(self) -> QSize:
        items = self._shown()
        width = sum(item.sizeHint().width() for item in items)
        height = max((item.sizeHint().height() for item in items), default=0)
        return QSize(width + max(0, len(items) - 1) * self._gap, height)

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        return size

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        items = self._shown()
        columns, rows = self._grid(rect.width())
        if not items:
            return
        width = (rect.width() - (columns - 1) * self._gap) / columns
        height = (rect.height() - (rows - 1) * self._gap) / rows
        for place, item in enumerate(items):
            row, column = divmod(place, columns)
            in_row = min(columns, len(items) - row * columns)
            left = rect.x() + (rect.width() - in_row * width - (in_row - 1) * self._gap) / 2
            x = round(left + column * (width + self._gap))
            y = round(rect.y() + row * (height + self._gap))
            item.setGeometry(QRect(x, y, int(width), int(height)))


class FamilyStrip(QAbstractButton):
    """The family's players in a row: each one's symbol and name, as many as fit, then "+N"."""

    GAP = 14  # [design] between two players

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.players: list[tuple[str, Look]] = []
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_players(self, players: Sequence[tuple[str, Look]]) -> None:
        self.players = list(players)
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(300, self.fontMetrics().height() + 2 * PAD + 4)

    def minimumSizeHint(self) -> QSize:
        return QSize(120, self.sizeHint().height())

    def shown(self) -> tuple[list[tuple[str, Look]], int]:
        """The players drawn at the strip's width, and how many more there are."""
        metrics = QFontMetrics(self.font())
        room = self.width() - 2 * PAD - 2 * FOCUS_PEN
        more = metrics.horizontalAdvance(self._more(len(self.players))) + self.GAP
        drawn: list[tuple[str, Look]] = []
        used = 0
        for index, (name, look) in enumerate(self.players):
            width = self._entry_width(metrics, name)
            rest = len(self.players) - index - 1
            if used + width + (more if rest else 0) > room:
                break
            drawn.append((name, look))
            used += width + self.GAP
        return drawn, len(self.players) - len(drawn)

    @staticmethod
    def _more(count: int) -> str:
        # (the same words for any number: no plural forms)
        return QCoreApplication.translate("StartPage", "+{count} more").format(count=count)

    def _entry_width(self, metrics: QFontMetrics, name: str) -> int:
        return metrics.ascent() + 6 + metrics.horizontalAdvance(name)

    def paintEvent(self, event: QPaintEvent) -> None:
        from .player_symbol import paint_symbol

        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        room = _frame(self, painter)
        metrics = QFontMetrics(self.font())
        painter.setPen(self.palette().color(QPalette.ColorRole.Text))
        drawn, more = self.shown()
        x = room.left() + FOCUS_PEN
        size = metrics.ascent()
        for name, (colour, symbol) in drawn:
            painter.save()
            painter.translate(x, room.center().y() - size / 2)
            paint_symbol(painter, symbol, colour, size)
            painter.restore()
            words = QRectF(x + size + 6, room.top(), metrics.horizontalAdvance(name) + 2, 0)
            words.setBottom(room.bottom())
            painter.drawText(words, Qt.AlignmentFlag.AlignVCenter, name)
            x += self._entry_width(metrics, name) + self.GAP
        if more:
            words = QRectF(x, room.top(), room.right() - x, room.height())
            painter.drawText(words, Qt.AlignmentFlag.AlignVCenter, self._more(more))
        painter.end()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not _press_on_enter(self, event):
            super().keyPressEvent(event)
