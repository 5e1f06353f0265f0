"""Treasure cards on screen: treasure maps, the expedition card, the round card and score cards.

`create_table(entry, rules, players, parent)` returns a `TreasureCardsTable`, the GameTable the
table page hosts. It draws a view of the state (never the full state: others' pending marks are
not in it), highlights what the acting player may do, and turns clicks and keys into Actions
(`action_chosen`) or into the rules' reason why not (`status_message`). It never changes state.

Placing a shape feels like a pen: a ghost of the revealed shape follows the mouse over either of
the player's treasure cards, snapping to the boxes; R / the wheel / "Turn" turn it, F / "Mirror"
mirror it; it is green with a solid edge and a check where it fits and red with a dashed edge and
a cross where it does not; a click (or Enter) places it. B or "Cross one box instead" switches to
crossing a single box (TC-T3). Arrows move the ghost, Tab switches card.

Scenes are built once; a position only updates items in place, and hovering only moves the ghost.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QKeyEvent,
    QKeySequence,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
    QShortcut,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QGraphicsSceneMouseEvent,
    QGraphicsSceneWheelEvent,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP, Text, text
from sheetdesk.core.protocol import Action, IllegalAction, ScoreBreakdown, Seat
from sheetdesk.core.session import Player
from sheetdesk.core.shapes import Cell, Shape, mirror, normalise, orientations, rotate
from sheetdesk.ui.game_table import GameTable, translate_text
from sheetdesk.ui.plain import plain_label
from sheetdesk.ui.sheetkit import FittingView, Label, SheetItem, SheetScene, symbol_path
from sheetdesk.ui.sheetkit.ghost import GhostItem, boxes_outline, boxes_path
from sheetdesk.ui.sheetkit.items import LabelItem, draw_pen_cross, font_for

from . import rules as tc
from .cards import TreasureCard

CTX = "treasure_cards"

# --- the palette: every colour also has a symbol (never colour alone) ---------------------------

CARD_COLORS: dict[str, dict[str, str]] = {
    "lilac": {"frame": "#8a5bb3", "tint": "#eadcf5", "ink": "#4f2674"},
    "orange": {"frame": "#dc7418", "tint": "#fbe2c4", "ink": "#823d02"},
    "green": {"frame": "#3d8b37", "tint": "#d9eed2", "ink": "#1f5a1b"},
    "grey": {"frame": "#7a7a7a", "tint": "#e6e6e6", "ink": "#3d3d3d"},
}
COLOR_SYMBOLS: dict[str, str] = {
    "lilac": "diamond",
    "orange": "circle",
    "green": "triangle",
    "grey": "square",
}
SEAL_LETTERS: dict[str, str] = {
    "lilac": QT_TRANSLATE_NOOP("treasure_cards", "L"),
    "orange": QT_TRANSLATE_NOOP("treasure_cards", "O"),
    "green": QT_TRANSLATE_NOOP("treasure_cards", "G"),
    "grey": QT_TRANSLATE_NOOP("treasure_cards", "Gy"),
}
PARCHMENT = QColor("#f3e4c1")
PARCHMENT_EDGE = QColor("#d6b97e")
REGION_FILL = QColor("#fcf5df")
INK = QColor("#4a2f14")
GRID_INK = QColor(120, 90, 45, 120)
PEN_INK = QColor("#1d2a5c")  # the players' pen (crosses and written numbers)
TARGET_FILL = QColor(255, 236, 140, 200)
TARGET_RING = QColor("#2b2b2b")
COIN_FILL = QColor("#e8b828")
COIN_EDGE = QColor("#7a5600")
PALM_LEAF = QColor("#2f7d32")
PALM_TRUNK = QColor("#7b4a1e")
XSYM = QColor("#b22222")


def _tr(source: str) -> str:
    return QCoreApplication.translate(CTX, source)


def _fmt(source: str, **args: Any) -> str:
    return translate_text(text(CTX, source, **args))


def _color_word(color: str) -> Text:
    return Text(CTX, tc.COLOR_NAMES[color])  # type: ignore[index]


# --- vector symbols of the cards ----------------------------------------------------------------


def _square(rect: QRectF, scale: float) -> QRectF:
    side = min(rect.width(), rect.height()) * scale
    c = rect.center()
    return QRectF(c.x() - side / 2, c.y() - side / 2, side, side)


def paint_coin(painter: QPainter, rect: QRectF, faint: bool = False) -> None:
    r = _square(rect, 0.66)
    w = r.width()
    alpha = 90 if faint else 255
    fill, edge = QColor(COIN_FILL), QColor(COIN_EDGE)
    fill.setAlpha(alpha)
    edge.setAlpha(alpha)
    painter.setPen(QPen(edge, w * 0.09))
    painter.setBrush(fill)
    painter.drawEllipse(r)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(edge, w * 0.05))
    painter.drawEllipse(_square(r, 0.62))
    # a little star struck in the middle
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(edge)
    painter.drawPath(symbol_path("star", _square(r, 0.42)))


def palm_path(rect: QRectF) -> tuple[QPainterPath, QPainterPath]:
    """(trunk stroke, leaves fill) of a palm tree."""
    r = _square(rect, 0.84)
    x, y, w = r.left(), r.top(), r.width()
    trunk = QPainterPath()
    trunk.moveTo(x + w * 0.42, y + w * 0.98)
    trunk.quadTo(x + w * 0.58, y + w * 0.62, x + w * 0.5, y + w * 0.3)
    leaves = QPainterPath()
    top = QPointF(x + w * 0.5, y + w * 0.3)
    for angle, length in ((-160, 0.46), (-120, 0.4), (-60, 0.4), (-20, 0.46), (-90, 0.3)):
        a = math.radians(angle)
        tip = QPointF(
            top.x() + math.cos(a) * w * length, top.y() + math.sin(a) * w * length + w * 0.16
        )
        mid = QPointF((top.x() + tip.x()) / 2, (top.y() + tip.y()) / 2 - w * 0.12)
        leaf = QPainterPath()
        leaf.moveTo(top)
        leaf.quadTo(mid, tip)
        leaf.quadTo(QPointF(mid.x(), mid.y() + w * 0.12), top)
        leaves = leaves.united(leaf)
    return trunk, leaves


def paint_palm(painter: QPainter, rect: QRectF, faint: bool = False) -> None:
    trunk, leaves = palm_path(rect)
    w = min(rect.width(), rect.height())
    alpha = 90 if faint else 255
    brown, green = QColor(PALM_TRUNK), QColor(PALM_LEAF)
    brown.setAlpha(alpha)
    green.setAlpha(alpha)
    pen = QPen(brown, w * 0.1)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(trunk)
    edge = QColor("#174d19")
    edge.setAlpha(alpha)
    painter.setPen(QPen(edge, w * 0.03))
    painter.setBrush(green)
    painter.drawPath(leaves)


def paint_xsymbol(painter: QPainter, rect: QRectF) -> None:
    """The printed cross symbol ("X marks the spot"): a red X inside a dashed ring — unlike a
    player's crossed box, which is a big pen cross over the whole box."""
    r = _square(rect, 0.7)
    w = r.width()
    ring = QPen(XSYM, w * 0.06)
    ring.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(ring)
    painter.setBrush(QColor(255, 255, 255, 120))
    painter.drawEllipse(r)
    inner = _square(r, 0.52)
    pen = QPen(XSYM, w * 0.14)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawLine(inner.topLeft(), inner.bottomRight())
    painter.drawLine(inner.topRight(), inner.bottomLeft())


def paint_symbol(painter: QPainter, name: str, rect: QRectF) -> None:
    if name == "coin":
        paint_coin(painter, rect)
    elif name == "palm":
        paint_palm(painter, rect)
    elif name == "cross":
        paint_xsymbol(painter, rect)


def paint_color_mark(painter: QPainter, color: str, rect: QRectF) -> None:
    """The colour's own symbol (diamond, circle, triangle, square), filled in its colour."""
    c = CARD_COLORS[color]
    painter.setPen(QPen(QColor(c["ink"]), rect.width() * 0.08))
    painter.setBrush(QColor(c["frame"]))
    painter.drawPath(symbol_path(COLOR_SYMBOLS[color], rect))


def paint_compass(painter: QPainter, center: QPointF, radius: float) -> None:
    painter.setPen(QPen(QColor(74, 47, 20, 150), radius * 0.08))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(center, radius * 0.7, radius * 0.7)
    star = QPolygonF()
    for i in range(8):
        a = -math.pi / 2 + i * math.pi / 4
        length = radius if i % 2 == 0 else radius * 0.32
        star.append(QPointF(center.x() + math.cos(a) * length, center.y() + math.sin(a) * length))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(74, 47, 20, 170))
    painter.drawPolygon(star)


def paint_seal(painter: QPainter, rect: QRectF, color: str, value: int) -> None:
    """A wax seal: the named colour's symbol on its colour, its letter and its value."""
    r = _square(rect, 1.0)
    w = r.width()
    painter.setPen(QPen(QColor("#5e0f0f"), w * 0.05))
    painter.setBrush(QColor("#a3201d"))
    bumps = QPolygonF()
    for i in range(24):
        a = i * math.pi / 12
        rad = w / 2 * (1.0 if i % 2 == 0 else 0.9)
        bumps.append(
            QPointF(r.center().x() + math.cos(a) * rad, r.center().y() + math.sin(a) * rad)
        )
    painter.drawPolygon(bumps)
    inner = _square(r, 0.64)
    painter.setPen(QPen(QColor("#f8e9c8"), w * 0.04))
    painter.setBrush(QColor(CARD_COLORS[color]["frame"]))
    painter.drawEllipse(inner)
    painter.setPen(QPen(QColor("#ffffff"), w * 0.03))
    painter.setBrush(QColor("#ffffff"))
    painter.drawPath(symbol_path(COLOR_SYMBOLS[color], _square(inner, 0.55)))
    # letter and value under the seal: "2× G"
    label = QRectF(r.left() - w * 0.5, r.bottom() - w * 0.02, w * 2.0, w * 0.42)
    painter.setPen(QColor("#5e0f0f"))
    painter.setFont(font_for(w * 0.34, True))
    painter.drawText(
        label,
        Qt.AlignmentFlag.AlignCenter,
        f"{value}× {_tr(SEAL_LETTERS[color])}",
    )


# --- one treasure card ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardGeometry:
    pitch: float
    origin: QPointF
    rows: int
    cols: int
    region: QPainterPath
    outline: QPainterPath
    header: QRectF


def card_geometry(card: TreasureCard, rect: QRectF) -> CardGeometry:
    rows, cols = card.size
    margin = rect.width() * 0.05
    header_h = rect.height() * 0.17
    avail = QRectF(
        rect.left() + margin,
        rect.top() + header_h,
        rect.width() - 2 * margin,
        rect.height() - header_h - margin,
    )
    pitch = min(avail.width() / max(cols, 1), avail.height() / max(rows, 1))
    origin = QPointF(avail.center().x() - cols * pitch / 2, avail.center().y() - rows * pitch / 2)
    rects = [
        QRectF(origin.x() + c * pitch, origin.y() + r * pitch, pitch, pitch) for r, c in card.boxes
    ]
    header = QRectF(rect.left(), rect.top(), rect.width(), header_h)
    return CardGeometry(pitch, origin, rows, cols, boxes_path(rects), boxes_outline(rects), header)


def paint_parchment(painter: QPainter, rect: QRectF, frame: QColor | None) -> QPainterPath:
    w = rect.width()
    outline = QPainterPath()
    outline.addRoundedRect(rect, w * 0.05, w * 0.05)
    gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    gradient.setColorAt(0.0, QColor("#fbf0d4"))
    gradient.setColorAt(0.7, PARCHMENT)
    gradient.setColorAt(1.0, PARCHMENT_EDGE)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 40))
    painter.drawPath(outline.translated(w * 0.012, w * 0.016))
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(frame if frame is not None else INK, w * 0.028))
    painter.drawPath(outline)
    if frame is not None:
        inner = QPainterPath()
        inner.addRoundedRect(
            rect.adjusted(w * 0.025, w * 0.025, -w * 0.025, -w * 0.025), w * 0.035, w * 0.035
        )
        pen = QPen(frame, w * 0.008)
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(inner)
    return outline


def paint_card_face(
    painter: QPainter,
    rect: QRectF,
    card: TreasureCard,
    geometry: CardGeometry,
    crossed: frozenset[Cell] = frozenset(),
    pending: frozenset[Cell] = frozenset(),
    targets: frozenset[Cell] = frozenset(),
) -> None:
    """A treasure map: parchment, the card's colour frame, points top left with the colour's
    symbol, the seal top right, and the inked region of boxes with its symbols and crosses."""
    palette = CARD_COLORS[card.color]
    frame = QColor(palette["frame"])
    paint_parchment(painter, rect, frame)
    head = geometry.header
    w = rect.width()
    # points: a round badge in the card's colour, the colour's symbol beside it
    badge_d = head.height() * 0.78
    badge = QRectF(head.left() + w * 0.05, head.top() + head.height() * 0.16, badge_d, badge_d)
    painter.setPen(QPen(QColor(palette["ink"]), badge_d * 0.07))
    painter.setBrush(QColor("#fffaf0"))
    painter.drawEllipse(badge)
    painter.setPen(QColor(palette["ink"]))
    painter.setFont(font_for(badge_d * 0.56, True))
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(card.points))
    mark = QRectF(
        badge.right() + badge_d * 0.15, badge.top() + badge_d * 0.18, badge_d * 0.64, badge_d * 0.64
    )
    paint_color_mark(painter, card.color, mark)
    paint_compass(painter, QPointF(head.center().x(), badge.center().y()), badge_d * 0.42)
    if card.seal is not None:
        seal = QRectF(
            head.right() - w * 0.05 - badge_d * 0.9,
            head.top() + head.height() * 0.06,
            badge_d * 0.9,
            badge_d * 0.9,
        )
        paint_seal(painter, seal, card.seal.color, card.seal.value)
    # the region
    pitch = geometry.pitch
    ox, oy = geometry.origin.x(), geometry.origin.y()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(REGION_FILL)
    painter.drawPath(geometry.region)
    grid = QPen(GRID_INK, pitch * 0.025)
    grid.setStyle(Qt.PenStyle.DotLine)
    symbols = dict(card.symbols)
    for cell in card.boxes:
        r, c = cell
        box = QRectF(ox + c * pitch, oy + r * pitch, pitch, pitch)
        if cell in targets:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(TARGET_FILL)
            painter.drawRect(box.adjusted(pitch * 0.06, pitch * 0.06, -pitch * 0.06, -pitch * 0.06))
        painter.setPen(grid)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(box)
        symbol = symbols.get(cell)
        if symbol is not None:
            paint_symbol(painter, symbol, box)
        if cell in targets:
            ring = QPen(TARGET_RING, pitch * 0.05)
            painter.setPen(ring)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(box.adjusted(pitch * 0.1, pitch * 0.1, -pitch * 0.1, -pitch * 0.1))
    painter.setPen(
        QPen(
            INK,
            max(pitch * 0.075, 1.2),
            Qt.PenStyle.SolidLine,
            Qt.PenCapStyle.RoundCap,
            Qt.PenJoinStyle.RoundJoin,
        )
    )
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(geometry.outline)
    for cell in crossed:
        r, c = cell
        box = QRectF(ox + c * pitch, oy + r * pitch, pitch, pitch)
        draw_pen_cross(painter, box, PEN_INK, 130 if cell in pending else 255)
    for cell in pending:  # pending marks: a dashed ring too (not yet confirmed)
        r, c = cell
        box = QRectF(ox + c * pitch, oy + r * pitch, pitch, pitch)
        pen = QPen(PEN_INK, pitch * 0.05)
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(box.adjusted(pitch * 0.08, pitch * 0.08, -pitch * 0.08, -pitch * 0.08))


def paint_card_back(painter: QPainter, rect: QRectF, caption: str = "") -> None:
    w = rect.width()
    outline = QPainterPath()
    outline.addRoundedRect(rect, w * 0.05, w * 0.05)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, QColor("#6d4a26"))
    gradient.setColorAt(1.0, QColor("#3e2a14"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 40))
    painter.drawPath(outline.translated(w * 0.012, w * 0.016))
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(QColor("#2a1a0a"), w * 0.02))
    painter.drawPath(outline)
    pen = QPen(QColor("#d9b46a"), w * 0.012)
    pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(
        rect.adjusted(w * 0.06, w * 0.06, -w * 0.06, -w * 0.06), w * 0.04, w * 0.04
    )
    radius = min(rect.width(), rect.height()) * 0.22
    center = QPointF(rect.center().x(), rect.center().y() - (radius * 0.3 if caption else 0))
    painter.setPen(QPen(QColor("#d9b46a"), radius * 0.07))
    painter.drawEllipse(center, radius * 0.75, radius * 0.75)
    star = QPolygonF()
    for i in range(8):
        a = -math.pi / 2 + i * math.pi / 4
        length = radius if i % 2 == 0 else radius * 0.3
        star.append(QPointF(center.x() + math.cos(a) * length, center.y() + math.sin(a) * length))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#d9b46a"))
    painter.drawPolygon(star)
    if caption:
        painter.setPen(QColor("#f5e3b5"))
        painter.setFont(font_for(min(w * 0.16, rect.height() * 0.13), True))
        painter.drawText(
            QRectF(rect.left(), center.y() + radius * 1.05, w, rect.height() * 0.22),
            Qt.AlignmentFlag.AlignCenter,
            caption,
        )


class TreasureCardItem(SheetItem):
    """One treasure card slot: a face (with crosses, pending marks, target boxes), a face-down
    card, or an empty place. Maps scene points to the card's grid boxes for the ghost."""

    def __init__(
        self, item_id: str, rect: tuple[float, float, float, float], activatable: bool = True
    ) -> None:
        x, y, w, h = rect
        super().__init__(item_id, QRectF(x, y, w, h), activatable)
        self._outline = QPainterPath()
        self._outline.addRoundedRect(self._rect, w * 0.05, w * 0.05)
        self._bounds = self._rect.adjusted(-10, -10, 10, 10)
        # painted once into a pixmap at screen resolution: the ghost moving over it only blits
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.card: TreasureCard | None = None
        self.back = False
        self.empty = True
        self.caption = ""  # on a back or an empty place
        self.badge = ""  # "Kept" on a chosen draft card
        self.crossed: frozenset[Cell] = frozenset()
        self.pending: frozenset[Cell] = frozenset()
        self.targets: frozenset[Cell] = frozenset()
        self.geometry: CardGeometry | None = None

    def set_content(
        self,
        card: TreasureCard | None,
        *,
        back: bool = False,
        crossed: frozenset[Cell] = frozenset(),
        pending: frozenset[Cell] = frozenset(),
        targets: frozenset[Cell] = frozenset(),
        caption: str = "",
        badge: str = "",
        tooltip: str = "",
    ) -> bool:
        empty = card is None and not back
        if card is not None and (
            self.card is None or card.id != self.card.id or self.geometry is None
        ):
            self.geometry = card_geometry(card, self._rect)
        changed = self.set_visual(
            card=card,
            back=back,
            empty=empty,
            crossed=crossed,
            pending=pending,
            targets=targets,
            caption=caption,
            badge=badge,
        )
        if tooltip != self.toolTip():
            self.setToolTip(tooltip)
        return changed

    def paint_overlays(self, painter: QPainter, outline: QPainterPath) -> None:
        """Rings sized for a card (the kit's are sized for a box): a legal choice gets a thick
        dark ring with a white halo, the keyboard focus a dashed blue one."""
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.highlighted:
            painter.setPen(QPen(QColor(255, 255, 255, 230), 7))
            painter.drawPath(outline)
            painter.setPen(QPen(QColor("#111111"), 3.5))
            painter.drawPath(outline)
        elif self.hovered and self.activatable:
            painter.setPen(QPen(QColor(0, 0, 0, 110), 2))
            painter.drawPath(outline)
        if self.focused:
            ring = QPainterPath()
            w = self._rect.width()
            ring.addRoundedRect(self._rect.adjusted(-5, -5, 5, 5), w * 0.06, w * 0.06)
            painter.setPen(QPen(QColor("white"), 4))
            painter.drawPath(ring)
            pen = QPen(QColor("#0a58ca"), 2.5)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawPath(ring)

    def cell_at(self, scene_pos: QPointF, clamp: bool = False) -> Cell | None:
        """The grid box under a scene point (any box of the card's grid, in the region or not)."""
        g = self.geometry
        if g is None or self.card is None or self.back:
            return None
        local = self.mapFromScene(scene_pos)
        if not clamp and not self._rect.contains(local):
            return None
        c = math.floor((local.x() - g.origin.x()) / g.pitch)
        r = math.floor((local.y() - g.origin.y()) / g.pitch)
        return (min(max(r, -1), g.rows), min(max(c, -1), g.cols))

    def box_rect(self, cell: Cell) -> QRectF:
        g = self.geometry
        assert g is not None
        r, c = cell
        return QRectF(g.origin.x() + c * g.pitch, g.origin.y() + r * g.pitch, g.pitch, g.pitch)

    def paint(self, painter: QPainter, option: Any, widget: QWidget | None = None) -> None:
        r = self._rect
        w = r.width()
        if self.empty:
            pen = QPen(QColor(74, 47, 20, 120), w * 0.012)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(QColor(255, 255, 255, 60))
            painter.drawPath(self._outline)
            if self.caption:
                painter.setPen(QColor("#6b5a3c"))
                painter.setFont(font_for(min(w * 0.07, 18), True))
                painter.drawText(
                    r.adjusted(8, 8, -8, -8),
                    Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                    self.caption,
                )
            self.paint_overlays(painter, self._outline)
            return
        if self.back or self.card is None:
            paint_card_back(painter, r, self.caption)
        else:
            assert self.geometry is not None
            paint_card_face(
                painter, r, self.card, self.geometry, self.crossed, self.pending, self.targets
            )
        if self.badge:
            band = QRectF(
                r.left() + w * 0.18, r.bottom() - r.height() * 0.2, w * 0.64, r.height() * 0.16
            )
            painter.setPen(QPen(QColor("#0a3d91"), w * 0.012))
            painter.setBrush(QColor(255, 255, 255, 235))
            painter.drawRoundedRect(band, band.height() / 2, band.height() / 2)
            painter.setPen(QColor("#0a3d91"))
            painter.setFont(font_for(band.height() * 0.6, True))
            painter.drawText(band, Qt.AlignmentFlag.AlignCenter, self.badge)
            painter.setPen(QPen(QColor("#0a3d91"), w * 0.03))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._outline)
        self.paint_overlays(painter, self._outline)


# --- the expedition card, the round card, the score card ----------------------------------------


class ExpeditionItem(QGraphicsItem):
    """The revealed expedition card: its shape (in the ghost's orientation) and where we are."""

    def __init__(self, rect: tuple[float, float, float, float]) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._rect = QRectF(*rect)
        self.cells: Shape = ()
        self.title = ""
        self.lines: tuple[str, ...] = ()

    def set_content(self, cells: Shape, title: str, lines: Iterable[str]) -> None:
        lines = tuple(lines)
        if (cells, title, lines) != (self.cells, self.title, self.lines):
            self.cells, self.title, self.lines = cells, title, lines
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: Any, widget: QWidget | None = None) -> None:
        r = self._rect
        w = r.width()
        outline = QPainterPath()
        outline.addRoundedRect(r, 8, 8)
        painter.setPen(QPen(QColor("#2d4f6b"), 2.2))
        painter.setBrush(QColor("#e6eef4"))
        painter.drawPath(outline)
        painter.setPen(QColor("#1c3347"))
        painter.setFont(font_for(13, True))
        painter.drawText(
            QRectF(r.left() + 6, r.top() + 3, w - 12, 20), Qt.AlignmentFlag.AlignCenter, self.title
        )
        pic = QRectF(r.left() + 8, r.top() + 25, w * 0.4, r.height() - 32)
        if self.cells:
            rows = max(rr for rr, _ in self.cells) + 1
            cols = max(cc for _, cc in self.cells) + 1
            pitch = min(pic.width() / max(cols, 2), pic.height() / max(rows, 2), 26.0)
            origin = QPointF(
                pic.center().x() - cols * pitch / 2, pic.center().y() - rows * pitch / 2
            )
            for rr, cc in self.cells:
                box = QRectF(origin.x() + cc * pitch, origin.y() + rr * pitch, pitch, pitch)
                painter.setPen(QPen(QColor("#1c3347"), 1.6))
                painter.setBrush(QColor("#f6c453"))
                painter.drawRect(box)
                draw_pen_cross(painter, box.adjusted(4, 4, -4, -4), QColor("#1c3347"), 200)
        else:
            paint_card_back(painter, pic.adjusted(pic.width() * 0.15, 0, -pic.width() * 0.15, 0))
        painter.setPen(QColor("#1c3347"))
        area = QRectF(pic.right() + 6, r.top() + 24, r.right() - pic.right() - 10, r.height() - 28)
        flags = (
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
        )
        body = "\n".join(self.lines)
        for size in (12.0, 11.0, 10.0, 9.0, 8.0):  # longer translations get a smaller font
            painter.setFont(font_for(size, False))
            if painter.boundingRect(area, flags, body).height() <= area.height():
                break
        painter.drawText(area, flags, body)


class RoundCardItem(QGraphicsItem):
    """The shared round card: 4 round boxes and the 6 cups (taken ones crossed)."""

    def __init__(self, rect: tuple[float, float, float, float]) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._rect = QRectF(*rect)
        self.rounds_done = 0
        self.cups_left: tuple[int, ...] = tc.CUPS
        self.title = ""

    def set_content(self, rounds_done: int, cups_left: tuple[int, ...], title: str) -> None:
        if (rounds_done, cups_left, title) != (self.rounds_done, self.cups_left, self.title):
            self.rounds_done, self.cups_left, self.title = rounds_done, cups_left, title
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: Any, widget: QWidget | None = None) -> None:
        r = self._rect
        paint_parchment(painter, r, QColor("#8b6a3a"))
        w = r.width()
        painter.setPen(INK)
        painter.setFont(font_for(13, True))
        painter.drawText(
            QRectF(r.left() + 4, r.top() + 4, w - 8, 20), Qt.AlignmentFlag.AlignCenter, self.title
        )
        box = (w - 24) / 4
        for i in range(tc.ROUNDS):
            rect = QRectF(r.left() + 12 + i * box, r.top() + 28, box - 6, box - 6)
            painter.setPen(QPen(INK, 1.6))
            painter.setBrush(QColor("#fffaf0"))
            painter.drawRect(rect)
            painter.setPen(QColor(74, 47, 20, 160))
            painter.setFont(font_for(box * 0.4, True))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(i + 1))
            if i < self.rounds_done:
                draw_pen_cross(painter, rect, PEN_INK)
        cup_w = (w - 24) / 3
        cup_h = (r.bottom() - (r.top() + 34 + box) - 8) / 2
        left = list(self.cups_left)
        for i, value in enumerate(tc.CUPS):
            col, row = i % 3, i // 3
            rect = QRectF(
                r.left() + 12 + col * cup_w, r.top() + 34 + box + row * cup_h, cup_w - 6, cup_h - 6
            )
            paint_cup(painter, rect, value)
            if value not in left:
                draw_pen_cross(painter, rect, PEN_INK)


def paint_cup(painter: QPainter, rect: QRectF, value: int | None, faint: bool = False) -> None:
    """A trophy cup with its value on it (None: an empty cup outline)."""
    side = min(rect.width(), rect.height())
    c = rect.center()
    cup = QPainterPath()
    top = c.y() - side * 0.42
    cup.moveTo(c.x() - side * 0.38, top)
    cup.lineTo(c.x() + side * 0.38, top)
    cup.quadTo(c.x() + side * 0.36, c.y() + side * 0.14, c.x() + side * 0.08, c.y() + side * 0.2)
    cup.lineTo(c.x() + side * 0.08, c.y() + side * 0.32)
    cup.lineTo(c.x() + side * 0.24, c.y() + side * 0.42)
    cup.lineTo(c.x() - side * 0.24, c.y() + side * 0.42)
    cup.lineTo(c.x() - side * 0.08, c.y() + side * 0.32)
    cup.lineTo(c.x() - side * 0.08, c.y() + side * 0.2)
    cup.quadTo(c.x() - side * 0.36, c.y() + side * 0.14, c.x() - side * 0.38, top)
    fill = QColor("#f0c75a")
    edge = QColor("#7a5600")
    if faint:
        fill.setAlpha(70)
        edge.setAlpha(110)
    painter.setPen(QPen(edge, side * 0.06))
    painter.setBrush(fill)
    painter.drawPath(cup)
    if value is not None:
        painter.setPen(QColor("#3b2a00") if not faint else edge)
        painter.setFont(font_for(side * 0.4, True))
        painter.drawText(
            QRectF(c.x() - side * 0.4, top, side * 0.8, side * 0.55),
            Qt.AlignmentFlag.AlignCenter,
            str(value),
        )


class ScoreCardItem(QGraphicsItem):
    """A player's score card: coin track (3 rows of 4, a cup box after each row), 4 palm boxes,
    the total, and the completed treasure cards as small chips."""

    def __init__(self, rect: tuple[float, float, float, float]) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._rect = QRectF(*rect)
        self.board: Any = None
        self.total = 0
        self.title = ""
        self.total_text = ""
        self.cards: Any = None  # the card set (for the completed chips)

    def set_content(self, board: Any, total: int, title: str, total_text: str, cards: Any) -> None:
        key = (board, total, title, total_text)
        if key != (self.board, self.total, self.title, self.total_text):
            self.board, self.total, self.title, self.total_text = key
            self.cards = cards
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: Any, widget: QWidget | None = None) -> None:
        r = self._rect
        w = r.width()
        outline = QPainterPath()
        outline.addRoundedRect(r, w * 0.04, w * 0.04)
        painter.setPen(QPen(QColor("#6b5a3c"), w * 0.012))
        painter.setBrush(QColor("#fffdf6"))
        painter.drawPath(outline)
        unit = w / 8.0  # a coin box
        painter.setPen(INK)
        painter.setFont(font_for(unit * 0.5, True))
        painter.drawText(
            QRectF(r.left() + 4, r.top() + 2, w - 8, unit * 0.7),
            Qt.AlignmentFlag.AlignCenter,
            self.title,
        )
        board = self.board
        coins = board.coins if board is not None else 0
        cups = board.cups if board is not None else ()
        palms = board.palms if board is not None else ()
        top = r.top() + unit * 0.8
        left = r.left() + unit * 0.45
        box = unit * 0.92
        for row in range(tc.COIN_BOXES // tc.COIN_ROW):
            y = top + row * unit
            for col in range(tc.COIN_ROW):
                rect = QRectF(left + col * unit, y, box, box)
                painter.setPen(QPen(QColor("#7a5600"), unit * 0.05))
                painter.setBrush(QColor("#fff8e1"))
                painter.drawRect(rect)
                paint_coin(painter, rect, faint=True)
                if row * tc.COIN_ROW + col < coins:
                    draw_pen_cross(painter, rect, PEN_INK)
            arrow_x = left + tc.COIN_ROW * unit
            painter.setPen(QPen(INK, unit * 0.05))
            painter.drawLine(
                QPointF(arrow_x, y + box / 2), QPointF(arrow_x + unit * 0.45, y + box / 2)
            )
            cup_rect = QRectF(arrow_x + unit * 0.55, y, box * 1.2, box)
            painter.setPen(QPen(QColor("#7a5600"), unit * 0.05))
            painter.setBrush(QColor("#fff3c4"))
            painter.drawRect(cup_rect)
            if row < len(cups):
                paint_cup(painter, cup_rect, None, faint=True)
                painter.setPen(PEN_INK)
                painter.setFont(font_for(box * 0.62, True))
                painter.drawText(cup_rect, Qt.AlignmentFlag.AlignCenter, str(cups[row]))
            else:
                paint_cup(painter, cup_rect, None, faint=True)
        y = top + 3 * unit + unit * 0.15
        for i in range(tc.PALM_BOXES):
            rect = QRectF(left + i * unit, y, box, box)
            painter.setPen(QPen(QColor("#2f7d32"), unit * 0.05))
            painter.setBrush(QColor("#eef7ea"))
            painter.drawRect(rect)
            paint_palm(painter, rect, faint=True)
            if i < len(palms):
                painter.setPen(PEN_INK)
                painter.setFont(font_for(box * 0.62, True))
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(palms[i]))
        # total
        total_rect = QRectF(
            left + 4 * unit + unit * 0.1, y, w - (4 * unit + unit * 0.1) - 2 * unit * 0.45, box
        )
        painter.setPen(QPen(INK, unit * 0.06))
        painter.setBrush(QColor("#ffffff"))
        painter.drawRect(total_rect)
        painter.setPen(INK)
        painter.setFont(font_for(box * 0.5, True))
        painter.drawText(total_rect, Qt.AlignmentFlag.AlignCenter, self.total_text)
        # completed cards: chips with the colour's symbol and the points
        if board is None or self.cards is None:
            return
        chip_w, chip_h = unit * 0.98, unit * 0.62
        cy = y + unit * 1.08
        per_row = max(1, int((w - unit * 0.5) // (chip_w + 2)))
        for i, card_id in enumerate(board.completed):
            card = self.cards[card_id]
            col, row = i % per_row, i // per_row
            rect = QRectF(
                left - unit * 0.2 + col * (chip_w + 2), cy + row * (chip_h + 2), chip_w, chip_h
            )
            if rect.bottom() > r.bottom() - 2:
                break
            c = CARD_COLORS[card.color]
            painter.setPen(QPen(QColor(c["ink"]), unit * 0.04))
            painter.setBrush(QColor(c["tint"]))
            painter.drawRoundedRect(rect, chip_h * 0.2, chip_h * 0.2)
            paint_color_mark(
                painter,
                card.color,
                QRectF(rect.left() + 2, rect.top() + chip_h * 0.2, chip_h * 0.6, chip_h * 0.6),
            )
            painter.setPen(QColor(c["ink"]))
            painter.setFont(font_for(chip_h * 0.58, True))
            painter.drawText(
                rect.adjusted(chip_h * 0.6, 0, 0, 0), Qt.AlignmentFlag.AlignCenter, str(card.points)
            )
            if card.seal is not None:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor("#a3201d"))
                painter.drawEllipse(
                    QPointF(rect.right() - 1, rect.top() + 1), chip_h * 0.2, chip_h * 0.2
                )


# --- strings ------------------------------------------------------------------------------------

_YOUR_CARDS = QT_TRANSLATE_NOOP("treasure_cards", "Treasure cards of {player}")
_DEALT = QT_TRANSLATE_NOOP("treasure_cards", "Cards dealt to {player}: keep 2 of these 4")
_SCORE_CARD = QT_TRANSLATE_NOOP("treasure_cards", "Score card")
_TOTAL = QT_TRANSLATE_NOOP("treasure_cards", "Total {points}")
_ROUND_CARD = QT_TRANSLATE_NOOP("treasure_cards", "Round {round} of {rounds}")
_DISPLAY = QT_TRANSLATE_NOOP("treasure_cards", "Open display: a palm is worth {value} now")
_PILE = QT_TRANSLATE_NOOP("treasure_cards", "Pile: {count}")
_PALMS = QT_TRANSLATE_NOOP("treasure_cards", "palms: {count}")
_EMPTY = QT_TRANSLATE_NOOP("treasure_cards", "Empty place")
_KEPT = QT_TRANSLATE_NOOP("treasure_cards", "Kept")
_EXPEDITION = QT_TRANSLATE_NOOP("treasure_cards", "Expedition card")
_CARD_N = QT_TRANSLATE_NOOP("treasure_cards", "Card {number} of {count}")
_LEFT = QT_TRANSLATE_NOOP("treasure_cards", "{count} more this round")
_NONE_SHOWN = QT_TRANSLATE_NOOP("treasure_cards", "Not turned over yet")
_TIP_CARD = QT_TRANSLATE_NOOP(
    "treasure_cards", "{color} treasure card, {points} points: {left} of {boxes} boxes empty"
)
_TIP_SEAL = QT_TRANSLATE_NOOP(
    "treasure_cards", "Seal: {value} points for each completed {color} card"
)
_TIP_SYMBOLS = QT_TRANSLATE_NOOP(
    "treasure_cards", "Coins {coins}, palms {palms}, cross symbols {crosses}"
)
_TIP_BACK = QT_TRANSLATE_NOOP("treasure_cards", "A treasure card, face down")
_TIP_PILE = QT_TRANSLATE_NOOP("treasure_cards", "The treasure pile: {count} cards, face down")


def card_tooltip(card: TreasureCard, crossed: frozenset[Cell] = frozenset()) -> str:
    parts = [
        _fmt(
            _TIP_CARD,
            color=_color_word(card.color),
            points=card.points,
            left=card.points - len(crossed),
            boxes=card.points,
        )
    ]
    counts = {s: sum(1 for _, sym in card.symbols if sym == s) for s in ("coin", "palm", "cross")}
    parts.append(
        _fmt(_TIP_SYMBOLS, coins=counts["coin"], palms=counts["palm"], crosses=counts["cross"])
    )
    if card.seal is not None:
        parts.append(_fmt(_TIP_SEAL, value=card.seal.value, color=_color_word(card.seal.color)))
    return "\n".join(parts)


# --- scenes ---------------------------------------------------------------------------------------

BOARD_W, BOARD_H = 800.0, 300.0
SLOT_RECTS = ((8.0, 34.0, 284.0, 258.0), (300.0, 34.0, 284.0, 258.0))
DEALT_RECTS = tuple((8.0 + i * 198.0, 40.0, 190.0, 168.0) for i in range(tc.DEAL))
EXPEDITION_RECT = (594.0, 34.0, 200.0, 108.0)
SCORE_RECT = (594.0, 148.0, 200.0, 144.0)

SHARED_W, SHARED_H = 800.0, 166.0
ROUND_RECT = (6.0, 6.0, 160.0, 154.0)
DISPLAY_X, DISPLAY_STEP, DISPLAY_CARD = 178.0, 133.0, (126.0, 112.0)
PILE_RECT = (DISPLAY_X + 4 * DISPLAY_STEP + 4, 30.0, 82.0, 112.0)

OTHER_W, OTHER_H = 392.0, 150.0
OTHER_SLOTS = ((2.0, 4.0, 128.0, 118.0), (134.0, 4.0, 128.0, 118.0))
OTHER_SCORE = (268.0, 4.0, 122.0, 142.0)


class BoardScene(SheetScene):
    """The big scene: forwards pointer and key events to the table's placing logic first."""

    def __init__(self, table: TreasureCardsTable) -> None:
        super().__init__()
        self.table = table

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.table._hover(event.scenePos())
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.table._placing():
            event.accept()
            self.table._click(event.scenePos())
            return
        super().mousePressEvent(event)

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:
        if self.table._placing() and self.table._mode() == "shape":
            event.accept()
            self.table.turn(1 if event.delta() < 0 else -1)
            return
        super().wheelEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.table._board_key(event):
            event.accept()
            return
        super().keyPressEvent(event)


class BoardView(FittingView):
    """Tab switches the card the ghost is on while placing (otherwise it moves the focus)."""

    def __init__(self, scene: BoardScene, table: TreasureCardsTable) -> None:
        super().__init__(scene)
        self.table = table
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and self.table._placing():
            key = event.key()  # type: ignore[attr-defined]
            if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
                self.table.switch_card()
                return True
        return super().event(event)

    def leaveEvent(self, event: QEvent) -> None:
        super().leaveEvent(event)


def _add_label(
    scene: SheetScene,
    key: str,
    rect: tuple[float, float, float, float],
    size: float,
    align: str = "left",
    bold: bool = True,
    color: str = "#2b2116",
) -> LabelItem:
    item = LabelItem(Label(rect, "", color, size, bold, align, id=key))  # type: ignore[arg-type]
    scene.addItem(item)
    scene.labels[key] = item
    return item


class TreasureCardsTable(GameTable):
    def __init__(
        self, rules: Any, players: Sequence[Player], parent: QWidget | None = None
    ) -> None:
        super().__init__(players, parent)
        self.rules = rules
        self._view: Any = None
        self._viewer: Seat | None = None
        self._acting: Seat | None = None
        self._legal: tuple[Action, ...] = ()
        self._scores: Mapping[Seat, ScoreBreakdown] = {}
        self._big: Seat = 0
        # placing state
        self._box_mode = False
        self._slot = 0
        self._anchor: Cell = (0, 0)
        self._rot = 0
        self._mirrored = False
        self._design_key: tuple[Any, ...] = ()
        self._legal_sets: dict[int, frozenset[Shape]] = {}
        self._box_sets: dict[int, frozenset[Cell]] = {}
        self._targets: dict[int, frozenset[Cell]] = {}

        # the big scene: the two treasure cards, the draft, the expedition card, the score card
        self.board_scene = BoardScene(self)
        self.board_scene.setSceneRect(QRectF(0, 0, BOARD_W, BOARD_H))
        _add_label(self.board_scene, "title", (10, 4, 576, 26), 18)
        self.slot_items = [
            TreasureCardItem(f"board:{i}", rect) for i, rect in enumerate(SLOT_RECTS)
        ]
        self.dealt_items = [
            TreasureCardItem(f"dealt:{i}", rect) for i, rect in enumerate(DEALT_RECTS)
        ]
        for item in (*self.slot_items, *self.dealt_items):
            self.board_scene.add_cell(item)
        self.expedition = ExpeditionItem(EXPEDITION_RECT)
        self.board_scene.addItem(self.expedition)
        self.score_card = ScoreCardItem(SCORE_RECT)
        self.board_scene.addItem(self.score_card)
        self.ghost = GhostItem()
        self.board_scene.addItem(self.ghost)
        self.board_view = BoardView(self.board_scene, self)
        self.board_view.setAccessibleName(
            _tr(QT_TRANSLATE_NOOP("treasure_cards", "Your treasure cards"))
        )
        self.board_scene.cell_activated.connect(self._on_board_item)

        # the shared scene: round card, open display, pile
        self.shared_scene = SheetScene()
        self.shared_scene.setSceneRect(QRectF(0, 0, SHARED_W, SHARED_H))
        self.round_card = RoundCardItem(ROUND_RECT)
        self.shared_scene.addItem(self.round_card)
        _add_label(self.shared_scene, "display", (DISPLAY_X, 4, 4 * DISPLAY_STEP, 22), 14)
        self.display_items = []
        for i in range(tc.DISPLAY_SIZE):
            x = DISPLAY_X + i * DISPLAY_STEP
            item = TreasureCardItem(f"display:{i}", (x, 30.0, *DISPLAY_CARD))
            self.shared_scene.add_cell(item)
            self.display_items.append(item)
            _add_label(
                self.shared_scene, f"palms:{i}", (x, 144, DISPLAY_CARD[0], 20), 13, "center", False
            )
        _add_label(
            self.shared_scene, "pile", (PILE_RECT[0] - 6, 4, PILE_RECT[2] + 12, 22), 14, "center"
        )
        self.pile_item = TreasureCardItem("pile", PILE_RECT)
        self.shared_scene.add_cell(self.pile_item)
        self.shared_view = FittingView(self.shared_scene)
        self.shared_view.setAccessibleName(
            _tr(QT_TRANSLATE_NOOP("treasure_cards", "Round card, open display and pile"))
        )
        self.shared_scene.cell_activated.connect(self._on_shared_item)

        # the other players (public: cards as they were at the reveal, score cards)
        others = QVBoxLayout()
        others.setSpacing(4)
        self.other_scenes: list[SheetScene] = []
        self.other_slots: list[list[TreasureCardItem]] = []
        self.other_scores: list[ScoreCardItem] = []
        self._other_frames: list[QFrame] = []
        self._other_names: list[QLabel] = []
        for _player in self.players:
            frame = QFrame()
            box = QVBoxLayout(frame)
            box.setContentsMargins(0, 0, 0, 0)
            box.setSpacing(1)
            name = plain_label()
            name.setStyleSheet("font-weight: bold;")
            name.setWordWrap(True)
            scene = SheetScene()
            scene.setSceneRect(QRectF(0, 0, OTHER_W, OTHER_H))
            slots = []
            for i, rect in enumerate(OTHER_SLOTS):
                item = TreasureCardItem(f"other:{i}", rect, activatable=False)
                scene.add_cell(item)
                slots.append(item)
            score = ScoreCardItem(OTHER_SCORE)
            scene.addItem(score)
            view = FittingView(scene, margin=1)
            view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            view.setMinimumSize(120, 50)
            view.set_height_for_width(True)
            box.addWidget(name)
            box.addWidget(view)
            others.addWidget(frame)
            self.other_scenes.append(scene)
            self.other_slots.append(slots)
            self.other_scores.append(score)
            self._other_frames.append(frame)
            self._other_names.append(name)
        others.addStretch(1)

        # caption and buttons
        self.phase_label = plain_label()
        self.phase_label.setObjectName("tc_caption")
        self.phase_label.setWordWrap(True)
        font = self.phase_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.phase_label.setFont(font)
        self.phase_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.turn_button = QPushButton()
        self.turn_button.clicked.connect(lambda: self.turn(1))
        self.mirror_button = QPushButton()
        self.mirror_button.clicked.connect(self.flip)
        self.box_button = QPushButton()
        self.box_button.setCheckable(True)
        self.box_button.clicked.connect(lambda checked=False: self.set_box_mode(bool(checked)))
        self.confirm_button = QPushButton()
        self.confirm_button.clicked.connect(self._on_confirm)
        for button in (self.turn_button, self.mirror_button, self.box_button, self.confirm_button):
            button.setMinimumHeight(36)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        bold = self.confirm_button.font()
        bold.setBold(True)
        self.confirm_button.setFont(bold)
        self.confirm_button.setMinimumWidth(130)
        buttons = QHBoxLayout()
        buttons.addWidget(self.turn_button)
        buttons.addWidget(self.mirror_button)
        buttons.addWidget(self.box_button)
        buttons.addStretch(1)
        buttons.addWidget(self.confirm_button)

        main = QVBoxLayout()
        main.setContentsMargins(0, 0, 0, 0)
        main.setSpacing(4)
        self.board_view.set_height_for_width(True)
        self.shared_view.set_height_for_width(True)
        main.addWidget(self.phase_label)
        main.addWidget(self.board_view)
        main.addLayout(buttons)
        main.addWidget(self.shared_view)
        main.addStretch(1)
        root = QHBoxLayout(self)
        root.setContentsMargins(4, 4, 4, 4)
        root.addLayout(main, 4)
        root.addLayout(others, 1)

        for key, slot in (
            ("R", lambda: self.turn(1)),
            ("F", self.flip),
            ("B", self.toggle_box_mode),
        ):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        self._retranslate_buttons()
        self._hide_buttons()

    # --- the GameTable contract -----------------------------------------------------------------

    def show_position(
        self,
        view: Any,
        viewer: Seat | None,
        acting: Seat | None,
        legal: Sequence[Action],
        scores: Mapping[Seat, ScoreBreakdown],
    ) -> None:
        self._view = view
        self._viewer = viewer
        self._acting = acting
        self._legal = tuple(legal)
        self._scores = scores
        if acting is not None:
            big = acting
        elif viewer is not None:
            big = viewer
        else:
            big = view.start if view.start < view.players else 0
        if big != self._big:
            self._box_mode = False
            self._design_key = ()
        self._big = big
        self._prepare_placing()
        self._sync_board()
        self._sync_shared()
        self._sync_others()
        self._sync_caption()
        self._update_ghost()

    # --- placing state --------------------------------------------------------------------------

    def _design(self) -> Any:
        return self.rules.design(self._view) if self._view is not None else None

    def _prepare_placing(self) -> None:
        view = self._view
        places = [a for a in self._legal if isinstance(a, tc.Place)]
        boxes = [a for a in self._legal if isinstance(a, tc.Box)]
        sets: dict[int, set[Shape]] = {}
        for a in places:
            sets.setdefault(a.card, set()).add(tuple(sorted(a.cells)))
        box_sets: dict[int, set[Cell]] = {}
        for a in boxes:
            box_sets.setdefault(a.card, set()).add(a.cell)
        self._legal_sets = {k: frozenset(v) for k, v in sets.items()}
        self._box_sets = {k: frozenset(v) for k, v in box_sets.items()}
        if not places and boxes:
            self._box_mode = True
        elif not boxes:
            self._box_mode = False
        if self._box_mode:
            self._targets = dict(self._box_sets)
        else:
            self._targets = {
                card: frozenset(c for shape in shapes for c in shape)
                for card, shapes in self._legal_sets.items()
            }
        design = self._design()
        key = (
            view.round if view is not None else 0,
            view.revealed if view is not None else 0,
            self._big,
            bool(places),
            self._box_mode,
        )
        if key != self._design_key:
            self._design_key = key
            self._rot, self._mirrored = 0, False
            if design is not None and (places or boxes):
                self._initial_pose()

    def _initial_pose(self) -> None:
        """A first ghost position that fits (so Enter alone places something sensible)."""
        cards = self._cards()
        shape_mode = not self._box_mode
        for slot, card_id in enumerate(cards):
            if shape_mode and card_id in self._legal_sets:
                for mirrored in (False, True):
                    for rot in range(4):
                        self._rot, self._mirrored = rot, mirrored
                        for cell in sorted(self.rules.card(card_id).boxes):
                            if self._covered(cell) in self._legal_sets[card_id]:
                                self._slot, self._anchor = slot, cell
                                return
            elif not shape_mode and self._box_sets.get(card_id):
                self._slot, self._anchor = slot, min(self._box_sets[card_id])
                self._rot, self._mirrored = 0, False
                return
        self._rot, self._mirrored = 0, False

    def _cards(self) -> tuple[int, ...]:
        if self._view is None or self._big >= len(self._view.boards):
            return ()
        return self._view.boards[self._big].cards

    def _mode(self) -> str:
        return "box" if self._box_mode else "shape"

    def _can_place(self) -> bool:
        return bool(self._legal_sets or self._box_sets)

    def _placing(self) -> bool:
        return self._can_place() and self.isEnabled()

    def set_interactive(self, interactive: bool) -> None:
        super().set_interactive(interactive)
        if self._view is not None:
            self._update_ghost()

    def oriented(self) -> Shape:
        """The revealed shape as the ghost shows it now."""
        design = self._design()
        if design is None:
            return ()
        shape = normalise(design.cells)
        if self._mirrored:
            shape = mirror(shape)
        for _ in range(self._rot % 4):
            shape = rotate(shape)
        return shape

    def orientation_index(self) -> int:
        design = self._design()
        return orientations(normalise(design.cells)).index(self.oriented()) if design else 0

    def _covered(self, anchor: Cell) -> Shape:
        if self._box_mode:
            return (anchor,)
        shape = self.oriented()
        if not shape:
            return ()
        cr = sum(r for r, _ in shape) / len(shape)
        cc = sum(c for _, c in shape) / len(shape)
        hr, hc = min(shape, key=lambda cell: ((cell[0] - cr) ** 2 + (cell[1] - cc) ** 2, cell))
        ar, ac = anchor
        return tuple(sorted((ar + r - hr, ac + c - hc) for r, c in shape))

    def ghost_cells(self) -> tuple[int, Shape, bool]:
        """(card id, covered cells, fits) of the ghost now (for tests)."""
        cards = self._cards()
        if not cards:
            return (-1, (), False)
        card_id = cards[min(self._slot, len(cards) - 1)]
        covered = self._covered(self._anchor)
        if self._box_mode:
            fits = covered[0] in self._box_sets.get(card_id, frozenset())
        else:
            fits = covered in self._legal_sets.get(card_id, frozenset())
        return card_id, covered, fits

    def _update_ghost(self) -> None:
        if not self._placing():
            self.ghost.hide_ghost()
            self._sync_expedition()
            return
        cards = self._cards()
        self._slot = min(self._slot, len(cards) - 1)
        item = self.slot_items[self._slot]
        _card_id, covered, fits = self.ghost_cells()
        if item.geometry is None:
            self.ghost.hide_ghost()
            return
        self.ghost.show_boxes([item.box_rect(cell) for cell in covered], fits, covered)
        self._sync_expedition()

    def _hover(self, scene_pos: QPointF) -> None:
        if not self._placing():
            return
        for slot, item in enumerate(self.slot_items[: len(self._cards())]):
            cell = item.cell_at(scene_pos)
            if cell is not None:
                if slot != self._slot or cell != self._anchor:
                    self._slot, self._anchor = slot, cell
                    self._update_ghost()
                return

    def _click(self, scene_pos: QPointF) -> None:
        for slot, item in enumerate(self.slot_items[: len(self._cards())]):
            cell = item.cell_at(scene_pos)
            if cell is not None:
                self._slot, self._anchor = slot, cell
                self._update_ghost()
                self.place()
                return
        self._say(
            _tr(QT_TRANSLATE_NOOP("treasure_cards", "Click on one of your two treasure cards."))
        )

    def place(self) -> None:
        """Place the ghost where it is (Enter or a click)."""
        if not self._placing():
            self._say(self._not_now())
            return
        card_id, covered, fits = self.ghost_cells()
        action: Action
        if self._box_mode:
            action = tc.Box(card=card_id, cell=covered[0])
        else:
            action = tc.Place(card=card_id, cells=covered)
        if fits:
            self.action_chosen.emit(action)
        else:
            self._say(self._why(action))

    def turn(self, step: int = 1) -> None:
        if not self._placing() or self._box_mode:
            return
        self._rot = (self._rot + step) % 4
        self._update_ghost()

    def flip(self) -> None:
        if not self._placing() or self._box_mode:
            return
        self._mirrored = not self._mirrored
        self._update_ghost()

    def switch_card(self) -> None:
        cards = self._cards()
        if len(cards) > 1:
            self._slot = 1 - self._slot
            item = self.slot_items[self._slot]
            card = self.rules.card(cards[self._slot])
            targets = sorted(self._targets.get(card.id, frozenset()))
            self._anchor = targets[0] if targets else min(card.boxes)
            del item
            self._update_ghost()

    def set_box_mode(self, on: bool) -> None:
        has_places = bool(self._legal_sets)
        if not self._box_sets:
            on = False
        if not has_places and self._box_sets:
            if not on:
                self._say(
                    _tr(
                        QT_TRANSLATE_NOOP(
                            "treasure_cards", "The shape fits nowhere: cross one box."
                        )
                    )
                )
            on = True
        view, acting = self._view, self._acting
        if view is not None and view.phase == "mark" and acting is not None and view.marks[acting]:
            on = bool(self._box_sets)  # extra boxes for cross symbols
        self._box_mode = on
        self.box_button.setChecked(on)
        self._prepare_targets_only()
        self._sync_board()
        self._sync_caption()
        self._update_ghost()

    def toggle_box_mode(self) -> None:
        if self._placing():
            self.set_box_mode(not self._box_mode)

    def _prepare_targets_only(self) -> None:
        if self._box_mode:
            self._targets = dict(self._box_sets)
        else:
            self._targets = {
                card: frozenset(c for shape in shapes for c in shape)
                for card, shapes in self._legal_sets.items()
            }

    def move_anchor(self, dr: int, dc: int) -> None:
        cards = self._cards()
        if not cards:
            return
        card = self.rules.card(cards[min(self._slot, len(cards) - 1)])
        rows, cols = card.size
        r = min(max(self._anchor[0] + dr, 0), rows - 1)
        c = min(max(self._anchor[1] + dc, 0), cols - 1)
        self._anchor = (r, c)
        self._update_ghost()

    def _board_key(self, event: QKeyEvent) -> bool:
        key = event.key()
        if self._placing():
            moves = {
                Qt.Key.Key_Left: (0, -1),
                Qt.Key.Key_Right: (0, 1),
                Qt.Key.Key_Up: (-1, 0),
                Qt.Key.Key_Down: (1, 0),
            }
            if key in moves:
                self.move_anchor(*moves[Qt.Key(key)])
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self.place()
                return True
            return False
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and tc.Confirm() in self._legal:
            self._on_confirm()
            return True
        return False

    # --- syncing --------------------------------------------------------------------------------

    def _sync_board(self) -> None:
        view = self._view
        big = self._big
        name = self.players[big].name if big < len(self.players) else str(big + 1)
        draft = view.phase == "draft"
        for item in self.slot_items:
            item.setVisible(not draft)
        for item in self.dealt_items:
            item.setVisible(draft)
        self.expedition.setVisible(not draft)
        self.score_card.setVisible(not draft)
        highlighted: list[str] = []
        if draft:
            self.board_scene.set_label("title", _fmt(_DEALT, player=name))
            dealt = view.dealt[big] if big < len(view.dealt) else ()
            kept = set(view.kept[big]) if big < len(view.kept) else set()
            keeps = {a.card for a in self._legal if isinstance(a, tc.Keep)}
            for i, item in enumerate(self.dealt_items):
                if i >= len(dealt):
                    item.set_content(None, caption="")
                    continue
                card_id = dealt[i]
                if card_id < 0:
                    item.set_content(None, back=True, tooltip=_tr(_TIP_BACK))
                    continue
                card = self.rules.card(card_id)
                item.set_content(
                    card,
                    badge=_tr(_KEPT) if card_id in kept else "",
                    tooltip=card_tooltip(card),
                )
                if card_id in keeps:
                    highlighted.append(item.item_id)
            self.board_scene.set_highlighted(highlighted)
            return
        self.board_scene.set_label("title", _fmt(_YOUR_CARDS, player=name))
        board = view.boards[big]
        pending: set[Cell] = set()
        pending_by_card: dict[int, set[Cell]] = {}
        if view.phase == "mark" and big < len(view.marks):
            for mark in view.marks[big]:
                pending_by_card.setdefault(mark.card, set()).update(mark.cells)
        for slot, item in enumerate(self.slot_items):
            if slot >= len(board.cards):
                item.set_content(None, caption=_tr(_EMPTY))
                continue
            card_id = board.cards[slot]
            card = self.rules.card(card_id)
            crossed = board.crossed[slot]
            pending = pending_by_card.get(card_id, set())
            item.set_content(
                card,
                crossed=crossed,
                pending=frozenset(pending),
                targets=self._targets.get(card_id, frozenset())
                if self._can_place()
                else frozenset(),
                tooltip=card_tooltip(card, crossed),
            )
        self.board_scene.set_highlighted(highlighted)
        total = self._scores[big].total if big in self._scores else 0
        self.score_card.set_content(
            board, total, _tr(_SCORE_CARD), _fmt(_TOTAL, points=total), self.rules.cards
        )

    def _sync_expedition(self) -> None:
        view = self._view
        if view is None:
            return
        design = self._design()
        lines: list[str] = []
        if design is not None:
            lines.append(_tr(tc.DESIGN_NAMES[design.key]))
            lines.append(_fmt(_CARD_N, number=view.revealed, count=tc.CARDS_PER_ROUND))
            lines.append(_fmt(_LEFT, count=tc.CARDS_PER_ROUND - view.revealed))
            cells = (
                self.oriented()
                if self._placing() and not self._box_mode
                else normalise(design.cells)
            )
        else:
            cells = ()
            lines.append(_tr(_NONE_SHOWN))
            if view.phase not in ("draft", "over"):
                lines.append(_fmt(_LEFT, count=tc.CARDS_PER_ROUND - view.revealed))
        self.expedition.set_content(cells, _tr(_EXPEDITION), lines)

    def _sync_shared(self) -> None:
        view = self._view
        rounds_done = tc.ROUNDS if view.phase == "over" else view.round - 1
        self.round_card.set_content(
            rounds_done,
            view.cups_left,
            _fmt(_ROUND_CARD, round=min(view.round, tc.ROUNDS), rounds=tc.ROUNDS),
        )
        self.shared_scene.set_label("display", _fmt(_DISPLAY, value=self.rules.palm_value(view)))
        takes = {a.slot for a in self._legal if isinstance(a, tc.Take)}
        highlighted = []
        for i, item in enumerate(self.display_items):
            if i < len(view.display) and view.display[i] >= 0:
                card = self.rules.card(view.display[i])
                item.set_content(card, tooltip=card_tooltip(card))
                self.shared_scene.set_label(f"palms:{i}", _fmt(_PALMS, count=card.palms))
                item.activatable = True
            else:
                item.set_content(None, caption="")
                self.shared_scene.set_label(f"palms:{i}", "")
                item.activatable = False
            if i in takes:
                highlighted.append(item.item_id)
        count = len(view.pile)
        self.shared_scene.set_label("pile", _fmt(_PILE, count=count))
        if count:
            self.pile_item.set_content(
                None, back=True, caption=str(count), tooltip=_fmt(_TIP_PILE, count=count)
            )
        else:
            self.pile_item.set_content(None, caption="")
        if None in takes:
            highlighted.append("pile")
        self.shared_scene.set_highlighted(highlighted)

    def _sync_others(self) -> None:
        view = self._view
        for seat, frame in enumerate(self._other_frames):
            if seat == self._big or seat >= view.players:
                frame.setVisible(False)
                continue
            frame.setVisible(True)
            board = view.boards[seat]
            total = self._scores[seat].total if seat in self._scores else 0
            marker = "▶ " if seat in self._waiting_seats() else ""
            self._other_names[seat].setText(
                marker
                + _fmt(
                    QT_TRANSLATE_NOOP(
                        "treasure_cards", "{player} — points: {points}, completed cards: {cards}"
                    ),
                    player=self.players[seat].name,
                    points=total,
                    cards=len(board.completed),
                )
            )
            for slot, item in enumerate(self.other_slots[seat]):
                if view.phase == "draft":
                    item.set_content(None, back=True, tooltip=_tr(_TIP_BACK))
                elif slot < len(board.cards):
                    card = self.rules.card(board.cards[slot])
                    crossed = board.crossed[slot]
                    item.set_content(card, crossed=crossed, tooltip=card_tooltip(card, crossed))
                else:
                    item.set_content(None, caption=_tr(_EMPTY))
            self.other_scores[seat].set_content(
                board, total, _tr(_SCORE_CARD), str(total), self.rules.cards
            )

    def _waiting_seats(self) -> tuple[int, ...]:
        view = self._view
        if view.phase in ("draft", "mark"):
            return tuple(view.waiting)
        if view.phase == "complete" and view.completing:
            return (view.completing[0],)
        return ()

    def _sync_caption(self) -> None:
        view = self._view
        self._hide_buttons()
        acting = self._acting
        name = (
            self.players[acting].name if acting is not None and acting < len(self.players) else ""
        )
        if view.phase == "over":
            self.phase_label.setText(_tr(QT_TRANSLATE_NOOP("treasure_cards", "The game is over.")))
            return
        if not self._legal:
            if acting is None:
                caption = _tr(QT_TRANSLATE_NOOP("treasure_cards", "Please wait…"))
            elif view.phase in ("draft", "mark"):
                caption = _fmt(
                    QT_TRANSLATE_NOOP("treasure_cards", "{player} is choosing. Please wait…"),
                    player=name,
                )
            else:
                caption = _fmt(
                    QT_TRANSLATE_NOOP("treasure_cards", "{player} is playing. Please wait…"),
                    player=name,
                )
            self.phase_label.setText(caption)
            return
        can_confirm = tc.Confirm() in self._legal
        self.confirm_button.setVisible(True)
        self.confirm_button.setEnabled(can_confirm)
        if view.phase == "draft":
            kept = len(view.kept[acting]) if acting is not None else 0
            if can_confirm:
                caption = _tr(
                    QT_TRANSLATE_NOOP(
                        "treasure_cards",
                        "You keep these 2 cards. Press Confirm (or Undo to change).",
                    )
                )
            else:
                caption = _fmt(
                    QT_TRANSLATE_NOOP(
                        "treasure_cards",
                        "Choose 2 of your 4 treasure cards to keep: click a card "
                        "({count} of 2 chosen). The others do not see your choice.",
                    ),
                    count=kept,
                )
        elif view.phase == "mark":
            caption = self._mark_caption(view, acting, can_confirm)
        elif view.phase == "complete":
            self.confirm_button.setVisible(False)
            count = len(view.vacant)
            caption = _fmt(
                QT_TRANSLATE_NOOP(
                    "treasure_cards",
                    "You completed a treasure card! Take a new one: click a card of the "
                    "open display or the pile ({count} to take).",
                ),
                count=count,
            )
        else:
            caption = ""
        self.phase_label.setText(caption)

    def _mark_caption(self, view: Any, acting: Seat | None, can_confirm: bool) -> str:
        design = self._design()
        shape = Text(CTX, tc.DESIGN_NAMES[design.key]) if design is not None else ""
        has_marks = acting is not None and bool(view.marks[acting])
        owed = view.owed[acting] if acting is not None else 0
        placing = bool(self._legal_sets or self._box_sets)
        if placing and not has_marks:
            self.turn_button.setVisible(True)
            self.mirror_button.setVisible(True)
            self.box_button.setVisible(True)
            self.turn_button.setEnabled(not self._box_mode)
            self.mirror_button.setEnabled(not self._box_mode)
            self.box_button.setEnabled(bool(self._legal_sets))
            self.box_button.setChecked(self._box_mode)
        if not placing:
            if has_marks:
                return _tr(
                    QT_TRANSLATE_NOOP(
                        "treasure_cards",
                        "Done for this expedition card? Press Confirm (or Undo to change).",
                    )
                )
            return _tr(
                QT_TRANSLATE_NOOP(
                    "treasure_cards", "No empty box is left on your cards. Press Confirm."
                )
            )
        if has_marks and owed:
            return _fmt(
                QT_TRANSLATE_NOOP(
                    "treasure_cards", "Cross symbol: cross {count} more box anywhere on your cards."
                ),
                count=owed,
            )
        if not self._legal_sets:
            return _fmt(
                QT_TRANSLATE_NOOP(
                    "treasure_cards",
                    "The {shape} fits on neither card: cross one empty box instead.",
                ),
                shape=shape,
            )
        if self._box_mode:
            return _tr(
                QT_TRANSLATE_NOOP(
                    "treasure_cards",
                    "Cross one empty box instead of the shape: click a box (B: back to the shape).",
                )
            )
        return _fmt(
            QT_TRANSLATE_NOOP(
                "treasure_cards",
                "Cross the {shape} on one of your cards: move it there and click. "
                "R or the wheel turns it, F mirrors it.",
            ),
            shape=shape,
        )

    def _hide_buttons(self) -> None:
        for button in (self.turn_button, self.mirror_button, self.box_button, self.confirm_button):
            button.setVisible(False)

    def _retranslate_buttons(self) -> None:
        self.turn_button.setText(_tr(QT_TRANSLATE_NOOP("treasure_cards", "Turn (R)")))
        self.mirror_button.setText(_tr(QT_TRANSLATE_NOOP("treasure_cards", "Mirror (F)")))
        self.box_button.setText(
            _tr(QT_TRANSLATE_NOOP("treasure_cards", "Cross one box instead (B)"))
        )
        self.confirm_button.setText(_tr(QT_TRANSLATE_NOOP("treasure_cards", "Confirm")))

    # --- input ----------------------------------------------------------------------------------

    def _say(self, message: Text | str) -> None:
        self.status_message.emit(message)

    def _not_now(self) -> str:
        return _tr(QT_TRANSLATE_NOOP("treasure_cards", "It is not your turn."))

    def _why(self, action: Action) -> Text | str:
        if self._view is None or self._acting is None:
            return self._not_now()
        try:
            self.rules.apply(self._view, self._acting, action)
        except IllegalAction as refused:
            return refused.reason
        except Exception:  # a hidden card in the view: a plain answer
            pass
        return _tr(QT_TRANSLATE_NOOP("treasure_cards", "You cannot do that now."))

    def _on_board_item(self, item_id: str) -> None:
        if self._view is None or not self._legal:
            self._say(self._not_now())
            return
        kind, _, rest = item_id.partition(":")
        if kind != "dealt":
            self._say(self._not_now())
            return
        index = int(rest)
        dealt = self._view.dealt[self._big]
        if index >= len(dealt):
            return
        card_id = dealt[index]
        action = tc.Keep(card=card_id)
        if action in self._legal:
            self.action_chosen.emit(action)
        elif card_id in self._view.kept[self._big]:
            self._say(
                _tr(
                    QT_TRANSLATE_NOOP(
                        "treasure_cards",
                        "You already keep this card. Use Undo to change your mind.",
                    )
                )
            )
        else:
            self._say(self._why(action))

    def _on_shared_item(self, item_id: str) -> None:
        if self._view is None or not self._legal:
            self._say(self._not_now())
            return
        kind, _, rest = item_id.partition(":")
        action = tc.Take(slot=None if kind == "pile" else int(rest))
        if action in self._legal:
            self.action_chosen.emit(action)
        elif self._view.phase != "complete":
            self._say(
                _tr(
                    QT_TRANSLATE_NOOP(
                        "treasure_cards",
                        "You take a new card only right after you complete a treasure card.",
                    )
                )
            )
        else:
            self._say(self._why(action))

    def _on_confirm(self) -> None:
        if tc.Confirm() in self._legal:
            self.action_chosen.emit(tc.Confirm())
        else:
            self._say(self._why(tc.Confirm()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._view is not None:
            self._retranslate_buttons()
            self.show_position(self._view, self._viewer, self._acting, self._legal, self._scores)
        super().changeEvent(event)

    # --- for tests and benchmarks ---------------------------------------------------------------

    def box_center(self, slot: int, cell: Cell) -> Any:
        """The viewport position of a box on one of the big cards (for QTest)."""
        item = self.slot_items[slot]
        return self.board_view.mapFromScene(item.mapToScene(item.box_rect(cell).center()))

    def item_center(self, scene: SheetScene, item_id: str) -> Any:
        item = scene.cells[item_id]
        view = self.board_view if scene is self.board_scene else self.shared_view
        return view.mapFromScene(item.mapToScene(item.rect().center()))

    def slot_of(self, card_id: int) -> int:
        return self._cards().index(card_id)

    def pose_for(self, card_id: int, cells: Iterable[Cell]) -> tuple[int, bool, Cell]:
        """(turns, mirrored, anchor box) that put the ghost exactly on `cells` (tests, bots)."""
        target = tuple(sorted(cells))
        saved = (self._rot, self._mirrored, self._box_mode)
        self._box_mode = False
        try:
            for mirrored in (False, True):
                for rot in range(4):
                    self._rot, self._mirrored = rot, mirrored
                    for anchor in target:
                        if self._covered(anchor) == target:
                            return rot, mirrored, anchor
        finally:
            self._rot, self._mirrored, self._box_mode = saved
        raise ValueError("no pose covers these cells")


def create_table(
    entry: Any, rules: Any, players: Sequence[Player], parent: QWidget | None = None
) -> TreasureCardsTable:
    """The Treasure cards GameTable (the registry's entry is unused)."""
    return TreasureCardsTable(rules, players, parent)


def rules_summary() -> list[tuple[str, list[str]]]:
    """The Rules page's short summary of the game: (heading, paragraphs) per section, translated.

    The strings are written out in full (not through _tr) so that lupdate finds them.
    """
    return [
        (
            QCoreApplication.translate("treasure_cards", "The goal"),
            [
                QCoreApplication.translate(
                    "treasure_cards",
                    "Fill your treasure cards with crosses. A completed card is worth as many "
                    "points as it has boxes. Coins, cups, palms and seals give extra points. "
                    "After 4 rounds, the most points win.",
                )
            ],
        ),
        (
            QCoreApplication.translate("treasure_cards", "Getting ready"),
            [
                QCoreApplication.translate(
                    "treasure_cards",
                    "Everyone gets 4 treasure cards and keeps 2 of them. The others do not see "
                    "which. The other cards go into the face-down pile, and 4 cards lie face up "
                    "as the open display.",
                )
            ],
        ),
        (
            QCoreApplication.translate("treasure_cards", "A turn"),
            [
                QCoreApplication.translate(
                    "treasure_cards",
                    "1. An expedition card is turned over. Its shape of 2 to 4 boxes is for "
                    "everyone.",
                ),
                QCoreApplication.translate(
                    "treasure_cards",
                    "2. Cross that shape on one of your two treasure cards. You may turn it or "
                    "mirror it, but every part of it must land on an empty box of the same card.",
                ),
                QCoreApplication.translate(
                    "treasure_cards",
                    "If the shape does not fit, or you do not want it there, cross any one "
                    "empty box on one of your cards instead. You may never skip an expedition "
                    "card.",
                ),
            ],
        ),
        (
            QCoreApplication.translate("treasure_cards", "Symbols on the boxes"),
            [
                QCoreApplication.translate(
                    "treasure_cards",
                    "Cross symbol (X): at once cross one more empty box, anywhere on your two "
                    "cards.",
                ),
                QCoreApplication.translate(
                    "treasure_cards",
                    "Coin: cross the next coin box on your score card (3 rows of 4). Each coin "
                    "box is worth 1 point.",
                ),
                QCoreApplication.translate(
                    "treasure_cards",
                    "Cups: when you fill a row of 4 coins, you win the best cup still left on "
                    "the round card: first 6 points, then 5, 4, 3, 2 and 1.",
                ),
                QCoreApplication.translate(
                    "treasure_cards",
                    "Palm: you score 1 point for the palm and 1 more for every palm you can see "
                    "on the cards of the open display. Only 4 palms count.",
                ),
            ],
        ),
        (
            QCoreApplication.translate("treasure_cards", "Completing a card"),
            [
                QCoreApplication.translate(
                    "treasure_cards",
                    "When every box of a treasure card is crossed, the card is complete. It is "
                    "put aside and stays yours until the end. Then take a new card: one from "
                    "the open display or the top card of the pile.",
                )
            ],
        ),
        (
            QCoreApplication.translate("treasure_cards", "Rounds and the end"),
            [
                QCoreApplication.translate(
                    "treasure_cards",
                    "A round has 7 expedition cards (the 8th is not used). The game has 4 rounds.",
                ),
                QCoreApplication.translate(
                    "treasure_cards",
                    "At the end you score your coin boxes, cups and palms and the points of "
                    "your completed cards. A seal on a completed card shows a colour and 1 or "
                    "2: you get that many points for every completed card of that colour. "
                    "Cards that are not complete score nothing.",
                ),
                QCoreApplication.translate(
                    "treasure_cards",
                    "The highest total wins. In a tie, more completed cards win; then more "
                    "green cards, then orange, then lilac. If it is still a tie, the players "
                    "share the win.",
                ),
            ],
        ),
        (
            QCoreApplication.translate("treasure_cards", "Playing on the computer"),
            [
                QCoreApplication.translate(
                    "treasure_cards",
                    "Move the shape with the mouse over one of your cards. Green with a check "
                    "means it fits; red with a cross means it does not. Click to cross it.",
                ),
                QCoreApplication.translate(
                    "treasure_cards",
                    "R or the mouse wheel turns the shape, F mirrors it. B switches to crossing "
                    "one box instead; press B again to go back to the shape.",
                ),
                QCoreApplication.translate(
                    "treasure_cards",
                    "With the keyboard: the arrow keys move the shape, Tab moves it to your "
                    "other card, Enter crosses it.",
                ),
                QCoreApplication.translate(
                    "treasure_cards",
                    "When you are done, press Confirm (or Enter). Until then, Undo takes back "
                    "your crosses.",
                ),
            ],
        ),
    ]
