"""Treasure cards on screen: treasure maps, the round card with its cups, the score card.

Everything about how the game is played on screen (the draft, the ghost of the revealed shape,
one box instead, replacing a completed card, the other players' sheets) is the family's table
(games/expeditions/table.py). This module gives it what is particular to Treasure cards: how a
treasure map, its back, the round card and the score card are painted, the tooltips, the note
under a display card (its palms) and the game's own wording.
"""

from __future__ import annotations

import math
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP, Text, numerus, text, words
from sheetdesk.core.shapes import Cell
from sheetdesk.games.expeditions.chips import chip_places, paint_more
from sheetdesk.games.expeditions.table import ExpeditionTable, ScoreCard, SharedCard, family_ui
from sheetdesk.ui.game_table import translate_text
from sheetdesk.ui.palette import KIT, declare, tone
from sheetdesk.ui.sheetkit import (
    CLEARANCE,
    PEN_INK,
    CardBack,
    CardGeometry,
    CardLook,
    GridMarks,
    PolygonEmblem,
    draw_fitted_text,
    draw_pen_cross,
    inside_outline,
    outline_room,
    paint_marks,
    paint_printed_x,
    paint_target_rings,
    paint_targets,
    screen_scale,
    square_in,
    symbol_path,
    text_room,
    words_box,
)
from sheetdesk.ui.sheetkit import card_geometry as kit_geometry

from . import INFO
from . import rules as tc
from .cards import TreasureCard
from .texts import RULES_SUMMARY

CTX = "treasure_cards"
NO_MARKS = GridMarks()

# --- the palette: every colour also has a symbol (never colour alone) ---------------------------

CARD_COLORS: dict[str, dict[str, str]] = {
    "lilac": {"frame": "#8a5bb3", "tint": "#eadcf5", "ink": "#4f2674"},
    "orange": {"frame": "#dc7418", "tint": "#fbe2c4", "ink": "#823d02"},
    "green": {"frame": "#3d8b37", "tint": "#d9eed2", "ink": "#1f5a1b"},
    "grey": {"frame": "#7a7a7a", "tint": "#e6e6e6", "ink": "#3d3d3d"},
}
PARTS = ("frame", "tint", "ink")
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
C = declare(
    "treasure_cards",
    {
        "parchment": "#f3e4c1",
        "parchment_light": "#fbf0d4",
        "parchment_edge": "#d6b97e",
        "region": "#fcf5df",  # the inked region of boxes on a card
        "ink": "#4a2f14",
        "grid": "#78785a2d",
        "compass": "#964a2f14",
        "compass_fill": "#aa4a2f14",
        "coin": "#e8b828",
        "coin_edge": "#7a5600",
        "palm_leaf": "#2f7d32",
        "palm_edge": "#174d19",
        "palm_trunk": "#7b4a1e",
        "x": "#b22222",  # the X on the map
        "seal": "#a3201d",
        "seal_edge": "#5e0f0f",
        "seal_rim": "#f8e9c8",
        "white": "#ffffff",
        "badge": "#fffaf0",
        "cup": "#f0c75a",
        "cup_ink": "#3b2a00",
        "score_card": "#fffdf6",
        "score_edge": "#6b5a3c",
        "coin_box": "#fff8e1",
        "cup_box": "#fff3c4",
        "palm_box": "#eef7ea",
        "back_light": "#6d4a26",
        "back_dark": "#3e2a14",
        "back_edge": "#2a1a0a",
        "back_ink": "#f5e3b5",
        "back_gold": "#d9b46a",
        "pen": KIT.pen,
    }
    | {f"{color}_{part}": CARD_COLORS[color][part] for color in CARD_COLORS for part in PARTS},
    text=[
        ("ink", "parchment"),
        ("ink", "region"),
        ("ink", "score_card"),
        ("ink", "white"),
        ("cup_ink", "cup"),
        ("seal_edge", "seal_rim"),
        ("pen", "coin_box"),
        ("pen", "cup_box"),
        ("pen", "palm_box"),
        ("back_ink", "back_dark"),
        ("back_ink", "back_light"),
    ]
    + [(f"{color}_ink", f"{color}_tint") for color in CARD_COLORS]
    + [(f"{color}_ink", "badge") for color in CARD_COLORS],
    marks=[
        ("pen", "region"),
        ("x", "region"),
        ("coin_edge", "region"),
        ("palm_edge", "region"),
        ("palm_trunk", "region"),
        ("seal_edge", "parchment"),
        ("coin_edge", "coin_box"),
        ("score_edge", "score_card"),
        ("ink", "region"),
        ("back_gold", "back_dark"),
    ]
    + [(f"{color}_frame", "parchment") for color in CARD_COLORS],
    contrast={"orange_frame": "#8a4200"},
)
PARCHMENT, PARCHMENT_EDGE, REGION_FILL, INK = C.parchment, C.parchment_edge, C.region, C.ink
GRID_INK, COIN_FILL, COIN_EDGE, XSYM = C.grid, C.coin, C.coin_edge, C.x
PALM_LEAF, PALM_TRUNK = C.palm_leaf, C.palm_trunk


def _tr(source: str) -> str:
    return QCoreApplication.translate(CTX, source)


def _fmt(source: str, **args: Any) -> str:
    return translate_text(text(CTX, source, **args))


# --- vector symbols of the cards ----------------------------------------------------------------


def paint_coin(painter: QPainter, rect: QRectF, faint: bool = False) -> None:
    r = square_in(rect, 0.66)
    w = r.width()
    alpha = 90 if faint else 255
    fill, edge = tone(COIN_FILL), tone(COIN_EDGE)
    fill.setAlpha(alpha)
    edge.setAlpha(alpha)
    painter.setPen(QPen(edge, w * 0.09))
    painter.setBrush(fill)
    painter.drawEllipse(r)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(edge, w * 0.05))
    painter.drawEllipse(square_in(r, 0.62))
    # a little star struck in the middle
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(edge)
    painter.drawPath(symbol_path("star", square_in(r, 0.42)))


def palm_path(rect: QRectF) -> tuple[QPainterPath, QPainterPath]:
    """(trunk stroke, leaves fill) of a palm tree."""
    r = square_in(rect, 0.84)
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
    brown, green = tone(PALM_TRUNK), tone(PALM_LEAF)
    brown.setAlpha(alpha)
    green.setAlpha(alpha)
    pen = QPen(brown, w * 0.1)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(trunk)
    edge = tone(C.palm_edge)
    edge.setAlpha(alpha)
    painter.setPen(QPen(edge, w * 0.03))
    painter.setBrush(green)
    painter.drawPath(leaves)


def paint_xsymbol(painter: QPainter, rect: QRectF) -> None:
    """The printed cross symbol ("X marks the spot"): a free extra cross."""
    paint_printed_x(painter, rect, tone(XSYM))


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
    painter.setPen(QPen(tone(c["ink"]), rect.width() * 0.08))
    painter.setBrush(tone(c["frame"]))
    painter.drawPath(symbol_path(COLOR_SYMBOLS[color], rect))


def paint_compass(painter: QPainter, center: QPointF, radius: float) -> None:
    painter.setPen(QPen(tone(C.compass), radius * 0.08))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(center, radius * 0.7, radius * 0.7)
    star = QPolygonF()
    for i in range(8):
        a = -math.pi / 2 + i * math.pi / 4
        length = radius if i % 2 == 0 else radius * 0.32
        star.append(QPointF(center.x() + math.cos(a) * length, center.y() + math.sin(a) * length))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(tone(C.compass_fill))
    painter.drawPolygon(star)


def paint_seal(
    painter: QPainter,
    rect: QRectF,
    color: str,
    value: int,
    room: QRectF | None = None,
    words: bool = True,
) -> None:
    """A wax seal: the named colour's symbol on its colour, its letter and its value: under
    it, or in `room` when given (beside it on a card, where the words are neither over the
    card's border nor under its boxes); the seal alone where not `words` (said elsewhere)."""
    r = square_in(rect, 1.0)
    w = r.width()
    painter.setPen(QPen(tone(C.seal_edge), w * 0.05))
    painter.setBrush(tone(C.seal))
    bumps = QPolygonF()
    for i in range(24):
        a = i * math.pi / 12
        rad = w / 2 * (1.0 if i % 2 == 0 else 0.9)
        bumps.append(
            QPointF(r.center().x() + math.cos(a) * rad, r.center().y() + math.sin(a) * rad)
        )
    painter.drawPolygon(bumps)
    inner = square_in(r, 0.64)
    painter.setPen(QPen(tone(C.seal_rim), w * 0.04))
    painter.setBrush(tone(CARD_COLORS[color]["frame"]))
    painter.drawEllipse(inner)
    painter.setPen(QPen(tone(C.white), w * 0.03))
    painter.setBrush(tone(C.white))
    painter.drawPath(symbol_path(COLOR_SYMBOLS[color], square_in(inner, 0.55)))
    if not words:
        return
    # letter and value under the seal: "2× G"
    # (grown to 9 pt on screen where the card is shown big enough for that to fit)
    label = QRectF(r.left() - w * 0.6, r.bottom() - w * 0.02, w * 2.2, w * 0.5)
    align = Qt.AlignmentFlag.AlignCenter
    if room is not None:
        label = QRectF(room)
        align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    painter.setPen(tone(C.seal_edge))
    draw_fitted_text(painter, label, align, seal_words(color, value), w * 0.34)


def seal_words(color: str, value: int) -> str:
    """What a seal says beside it: its value and its colour's letter ("2× G")."""
    return f"{value}× {_tr(SEAL_LETTERS[color])}"


# --- one treasure card ----------------------------------------------------------------------------


# a card's header: the kit's share of its height, and at least this many units on a card drawn
# small (the open display's), whose words are 9 pt where the display is shown smallest
HEADER, HEADER_MIN = 0.17, 26.0


def card_geometry(card: TreasureCard, rect: QRectF) -> CardGeometry:
    rows, cols = card.size
    header = max(HEADER, HEADER_MIN / max(rect.height(), 1.0))
    return kit_geometry(rows, cols, card.boxes, rect, header)


def parchment_gradient(rect: QRectF) -> QRadialGradient:
    """The parchment of a card drawn in `rect`: light in its middle, darker to its edge."""
    gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    gradient.setColorAt(0.0, tone(C.parchment_light))
    gradient.setColorAt(0.7, tone(PARCHMENT))
    gradient.setColorAt(1.0, tone(PARCHMENT_EDGE))
    return gradient


def paint_parchment(painter: QPainter, rect: QRectF, frame: QColor | None) -> QPainterPath:
    w = rect.width()
    outline = QPainterPath()
    outline.addRoundedRect(rect, w * 0.05, w * 0.05)
    gradient = parchment_gradient(rect)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(tone(0, 0, 0, 40))
    painter.drawPath(outline.translated(w * 0.012, w * 0.016))
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(frame if frame is not None else tone(INK), w * 0.028))
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
    marks: GridMarks = NO_MARKS,
    noted: bool = False,
) -> None:
    """A treasure map: parchment, the card's colour frame, points top left with the colour's
    symbol, the seal top right, and the inked region of boxes with its symbols and crosses.
    `noted`: a note under the card states its seal in words (the display's): where the card is
    shown too small for the seal's words at 9 pt beside it, they are left to the note rather
    than cut short ("1× Πο…" said nothing of the colour)."""
    palette = CARD_COLORS[card.color]
    frame = tone(palette["frame"])
    paint_parchment(painter, rect, frame)
    head = geometry.header
    w = rect.width()
    # points: a round badge in the card's colour, the colour's symbol beside it
    badge_d = min(head.height(), rect.height() * HEADER) * 0.78  # (a header grown: not its marks)
    # what words stay below: the frame's dashes, a screen pixel and a half under them
    # (or below the frame itself, where what they are on hides the dashes: the words of a
    # header shown small need its whole height)
    clear = CLEARANCE / max(screen_scale(painter), 1e-6)
    top = max(head.top(), rect.top() + w * 0.029 + clear)
    edge = rect.top() + w * 0.014
    highest = max(head.top(), edge + clear)
    corner = QPointF(head.left() + w * 0.05, highest)
    badge, ring = points_badge(painter, card, corner, head, badge_d)
    over_boxes = badge.bottom() > head.bottom()
    if not over_boxes:
        paint_points(painter, card, badge, ring, badge_d)
    mark = QRectF(
        badge.right() + badge_d * 0.15,
        badge.top() + badge_d * 0.18,
        badge_d * 0.64,
        badge_d * 0.64,
    )
    paint_color_mark(painter, card.color, mark)
    compass = True
    if card.seal is not None:
        seal = QRectF(
            head.right() - w * 0.05 - badge_d * 0.9,
            head.top() + head.height() * 0.06,
            badge_d * 0.9,
            badge_d * 0.9,
        )
        # its words left of it, between the compass and the seal; where the card is shown so
        # small that they need more room at 9 pt, the compass (a decoration) gives them its
        # place and the header's height, so that they read whole
        # (clear of the seal's edge and of the frame's dashes above by a screen pixel and a
        # half: where the card is shown small, its words grown to 9 pt ran into both)
        words_left = head.center().x() + badge_d * 0.5
        right = min(seal.left() - badge_d * 0.08, seal.left() - seal.width() * 0.025 - clear)
        room = QRectF(words_left, top, right - words_left, seal.bottom() - top)
        need = text_room(painter, seal_words(card.seal.color, card.seal.value), seal.width() * 0.34)
        if need.width() > room.width() or need.height() > room.height():
            # the header's whole height below the frame, the parchment laid over the frame's
            # dashes where the words run (a label breaking the dashed line)
            words_left, compass = mark.right() + badge_d * 0.1, False
            room = QRectF(words_left, highest, right - words_left, head.bottom() - highest)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(parchment_gradient(rect)))
            if noted and not _holds(room, need):
                compass = True  # (its words left to the note: the compass keeps its place)
            else:
                painter.drawRect(QRectF(words_left, edge, room.width(), w * 0.025))
        said = not noted or _holds(room, need)
        paint_seal(painter, seal, card.seal.color, card.seal.value, room, said)
    if compass:
        center = QPointF(head.center().x(), badge.top() + badge_d / 2)
        paint_compass(painter, center, badge_d * 0.42)
    # the region
    pitch = geometry.pitch
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(tone(REGION_FILL))
    painter.drawPath(geometry.region)
    grid = QPen(tone(GRID_INK), pitch * 0.025)
    grid.setStyle(Qt.PenStyle.DotLine)
    symbols = dict(card.symbols)
    paint_targets(painter, geometry, marks.targets)
    for cell in card.boxes:
        box = geometry.box(cell)
        painter.setPen(grid)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(box)
        symbol = symbols.get(cell)
        if symbol is not None:
            paint_symbol(painter, symbol, box)
    paint_target_rings(painter, geometry, marks.targets)
    painter.setPen(
        QPen(
            tone(INK),
            max(pitch * 0.075, 1.2),
            Qt.PenStyle.SolidLine,
            Qt.PenCapStyle.RoundCap,
            Qt.PenJoinStyle.RoundJoin,
        )
    )
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(geometry.outline)
    paint_marks(painter, geometry, marks)
    if over_boxes:
        paint_points(painter, card, badge, ring, badge_d)


def _holds(room: QRectF, need: QSizeF) -> bool:
    return need.width() <= room.width() and need.height() <= room.height()


def points_badge(
    painter: QPainter, card: TreasureCard, corner: QPointF, head: QRectF, badge_d: float
) -> tuple[QRectF, float]:
    """Where the card's points go, and the ring's width round them (0: none): a round badge
    `badge_d` across at the header's left; where the card is shown so small that its number at
    9 pt would reach the ring, a plate without a ring (hiding the frame's dashes), as wide as
    the number and as high as the header holds from `corner` (its left edge, and the highest
    its words may reach: below the frame) down, or higher where the number needs it (then laid
    over the boxes: `paint_points` after them)."""
    room = text_room(painter, str(card.points), badge_d * 0.56)
    ring = badge_d * 0.07
    if outline_room(painter, room, ring, 0.5).width() <= badge_d:
        return QRectF(corner.x(), head.top() + head.height() * 0.16, badge_d, badge_d), ring
    clear = CLEARANCE / max(screen_scale(painter), 1e-6)
    high = max(head.bottom() - clear - corner.y(), room.height())
    return QRectF(corner.x(), corner.y(), max(badge_d, room.width()), high), 0.0


def paint_points(
    painter: QPainter, card: TreasureCard, badge: QRectF, ring: float, badge_d: float
) -> None:
    """The card's points in `badge`, ringed in the card's colour `ring` wide (see
    `points_badge`)."""
    palette = CARD_COLORS[card.color]
    painter.setBrush(tone(C.badge))
    if ring > 0:
        painter.setPen(QPen(tone(palette["ink"]), ring))
        painter.drawEllipse(badge)
        room = text_room(painter, str(card.points), badge_d * 0.56)
        inside = inside_outline(painter, badge, ring, 0.5, room)
    else:  # (a plate without a ring is laid clear of the frame and the boxes already)
        painter.setPen(Qt.PenStyle.NoPen)
        # (corners rounded little: a plate laid over the boxes' outline hides it under all of its
        # number; rounded by a fifth, the number's corners reached past them onto the outline)
        radius = min(badge.width(), badge.height()) * 0.1
        painter.drawRoundedRect(badge, radius, radius)
        inside = badge
    painter.setPen(tone(palette["ink"]))
    draw_fitted_text(
        painter, inside, Qt.AlignmentFlag.AlignCenter, str(card.points), badge_d * 0.56
    )


# the back of a treasure card: a compass star in a ring, eight points, the long ones at N/E/S/W
COMPASS_STAR = tuple(
    (math.cos(angle) * length, math.sin(angle) * length)
    for i in range(8)
    for angle, length in [(-math.pi / 2 + i * math.pi / 4, 0.22 if i % 2 == 0 else 0.066)]
)
paint_card_back = CardBack(
    light=C.back_light,
    dark=C.back_dark,
    edge=C.back_edge,
    caption_ink=C.back_ink,
    emblem=PolygonEmblem(COMPASS_STAR, C.back_gold, ring=0.165),
    shadow=True,
    frame=C.back_gold,
)


class RoundCardItem(SharedCard):
    """The shared round card: 4 round boxes and the 6 cups (taken ones crossed)."""

    def shown(self, view: Any) -> Any:
        return view.cups_left

    def paint_paper(self, painter: QPainter, rect: QRectF) -> None:
        paint_parchment(painter, rect, tone(self.PAPER))

    def paint_shown(self, painter: QPainter, top: float, cups_left: Any) -> None:
        r = self._rect
        w = r.width()
        cup_w = (w - 24) / 3
        cup_h = (r.bottom() - top - 8) / 2
        left = list(cups_left)
        for i, value in enumerate(tc.CUPS):
            col, row = i % 3, i // 3
            rect = QRectF(r.left() + 12 + col * cup_w, top + row * cup_h, cup_w - 6, cup_h - 6)
            paint_cup(painter, rect, value)
            if value not in left:
                draw_pen_cross(painter, rect, tone(PEN_INK))


def paint_cup(painter: QPainter, rect: QRectF, value: int | None, faint: bool = False) -> None:
    """A trophy cup with its value on it (None: an empty cup outline). Where the cup is shown
    too small for its value at a legible size, the cup is faint under it, a watermark: the
    value is read whole over its lines rather than lying on them."""
    side = min(rect.width(), rect.height())
    c = rect.center()
    cup = QPainterPath()
    top = c.y() - side * 0.42
    words = QRectF(c.x() - side * 0.4, top, side * 0.8, side * 0.55)
    need = text_room(painter, str(value), side * 0.4) if value is not None else QSizeF()
    watermark = need.width() > words.width() or need.height() > words.height()
    cup.moveTo(c.x() - side * 0.38, top)
    cup.lineTo(c.x() + side * 0.38, top)
    cup.quadTo(c.x() + side * 0.36, c.y() + side * 0.14, c.x() + side * 0.08, c.y() + side * 0.2)
    cup.lineTo(c.x() + side * 0.08, c.y() + side * 0.32)
    cup.lineTo(c.x() + side * 0.24, c.y() + side * 0.42)
    cup.lineTo(c.x() - side * 0.24, c.y() + side * 0.42)
    cup.lineTo(c.x() - side * 0.08, c.y() + side * 0.32)
    cup.lineTo(c.x() - side * 0.08, c.y() + side * 0.2)
    cup.quadTo(c.x() - side * 0.36, c.y() + side * 0.14, c.x() - side * 0.38, top)
    fill = tone(C.cup)
    edge = tone(C.coin_edge)
    if faint or watermark:
        fill.setAlpha(70)
        edge.setAlpha(110)
    painter.setPen(QPen(edge, side * 0.06))
    painter.setBrush(fill)
    painter.drawPath(cup)
    if value is not None:
        painter.setPen(tone(C.cup_ink) if not faint else edge)
        draw_fitted_text(painter, words, Qt.AlignmentFlag.AlignCenter, str(value), side * 0.4)


class ScoreCardItem(ScoreCard):
    """A player's score card: coin track (3 rows of 4, a cup box after each row), 4 palm boxes,
    the total, and the completed treasure cards as small chips."""

    # (its boxes hold their numbers at 9 pt down to here; the usual board gives its cards more
    # room than the board laid out wide does, and a seal's words on them need it)
    TALL_SCALE = 0.45

    def paint_card(self, painter: QPainter) -> None:
        r = self._rect
        w = r.width()
        outline = QPainterPath()
        outline.addRoundedRect(r, w * 0.04, w * 0.04)
        painter.setPen(QPen(tone(C.score_edge), w * 0.012))
        painter.setBrush(tone(C.score_card))
        painter.drawPath(outline)
        # a coin box: an eighth of the card's width, or of its height 5.76 (its rows and a row of
        # chips, as on the printed card, 200x144) where the card is wider than that
        unit = min(w / 8.0, r.height() / 5.76)
        painter.setPen(tone(INK))
        # (below the card's edge; where the card is shown small its title at 9 pt needs a
        # line's height, and the rows go down to give it that)
        clear = CLEARANCE / max(screen_scale(painter), 1e-6)
        title_top = r.top() + max(2.0, w * 0.006 + clear)
        title_h = max(unit * 0.7, text_room(painter, self.title, unit * 0.5).height() / 0.7)
        draw_fitted_text(
            painter,
            self.title_rect(title_top, title_h),
            Qt.AlignmentFlag.AlignCenter,
            self.title,
            unit * 0.5,
        )
        board = self.board
        coins = board.coins if board is not None else 0
        cups = board.cups if board is not None else ()
        palms = board.palms if board is not None else ()
        top = max(r.top() + unit * 0.8, title_top + title_h)
        left = r.left() + unit * 0.45
        box = unit * 0.93  # (9 mm and more on a printed pad: a child's two digits fit)
        for row in range(tc.COIN_BOXES // tc.COIN_ROW):
            y = top + row * unit
            for col in range(tc.COIN_ROW):
                rect = QRectF(left + col * unit, y, box, box)
                painter.setPen(QPen(tone(C.coin_edge), unit * 0.05))
                painter.setBrush(tone(C.coin_box))
                painter.drawRect(rect)
                paint_coin(painter, rect, faint=True)
                if row * tc.COIN_ROW + col < coins:
                    draw_pen_cross(painter, rect, tone(PEN_INK))
            arrow_x = left + tc.COIN_ROW * unit
            painter.setPen(QPen(tone(INK), unit * 0.05))
            painter.drawLine(
                QPointF(arrow_x, y + box / 2), QPointF(arrow_x + unit * 0.45, y + box / 2)
            )
            cup_rect = QRectF(arrow_x + unit * 0.55, y, box * 1.2, box)
            painter.setPen(QPen(tone(C.coin_edge), unit * 0.05))
            painter.setBrush(tone(C.cup_box))
            painter.drawRect(cup_rect)
            if row < len(cups):
                paint_cup(painter, cup_rect, None, faint=True)
                painter.setPen(tone(PEN_INK))
                words = str(cups[row])
                where = words_box(painter, cup_rect, unit * 0.05, words, box * 0.62)
                draw_fitted_text(painter, where, Qt.AlignmentFlag.AlignCenter, words, box * 0.62)
            else:
                paint_cup(painter, cup_rect, None, faint=True)
        y = top + 3 * unit + unit * 0.15
        for i in range(tc.PALM_BOXES):
            rect = QRectF(left + i * unit, y, box, box)
            painter.setPen(QPen(tone(C.palm_leaf), unit * 0.05))
            painter.setBrush(tone(C.palm_box))
            painter.drawRect(rect)
            paint_palm(painter, rect, faint=True)
            if i < len(palms):
                painter.setPen(tone(PEN_INK))
                words = str(palms[i])
                where = words_box(painter, rect, unit * 0.05, words, box * 0.62)
                draw_fitted_text(painter, where, Qt.AlignmentFlag.AlignCenter, words, box * 0.62)
        # total
        total_rect = QRectF(
            left + 4 * unit + unit * 0.1, y, w - (4 * unit + unit * 0.1) - 2 * unit * 0.45, box
        )
        words = self.total_words(painter, total_rect, box * 0.5, unit * 0.06)
        # (where the card is shown small, the box grows down into the chips' room so that its
        # words at 9 pt stay clear of its frame)
        need = outline_room(painter, text_room(painter, words, box * 0.5), unit * 0.06)
        total_rect.setHeight(max(box, need.height()))
        painter.setPen(QPen(tone(INK), unit * 0.06))
        painter.setBrush(tone(C.white))
        painter.drawRect(total_rect)
        painter.setPen(tone(INK))
        where = words_box(painter, total_rect, unit * 0.06, words, box * 0.5)
        draw_fitted_text(painter, where, Qt.AlignmentFlag.AlignCenter, words, box * 0.5)
        # completed cards: chips with the colour's symbol and the points
        if board is None or self.cards is None:
            return
        # where the card is shown small the chips grow so that their points stay whole at 9 pt
        # (clear of their outline)
        room = outline_room(painter, text_room(painter, "00", unit * 0.36), unit * 0.04)
        chip_h = max(unit * 0.62, room.height())
        chip_w = max(unit * 0.98, room.width() + chip_h * 0.6 + 2)
        cy = y + unit * 0.15 + max(unit * 0.93, total_rect.height())
        # (where they do not all fit, the last place says how many more: "+N")
        places, last = chip_places(
            len(board.completed),
            QRectF(left - unit * 0.2, cy, w - unit * 0.5, r.bottom() - 2 - cy),
            QSizeF(chip_w, chip_h),
            QSizeF(2, 2),
        )
        for i, (card_id, rect) in enumerate(zip(board.completed, places, strict=False)):
            if i == len(places) - 1 and last > 1:
                paint_more(painter, rect, last, chip_h * 0.58)
                break
            card = self.cards[card_id]
            c = CARD_COLORS[card.color]
            if not last:  # (marks only: the card shown very small)
                painter.setPen(QPen(tone(c["ink"]), rect.height() * 0.08))
                painter.setBrush(tone(c["tint"]))
                painter.drawRoundedRect(rect, rect.height() * 0.2, rect.height() * 0.2)
                continue
            painter.setPen(QPen(tone(c["ink"]), unit * 0.04))
            painter.setBrush(tone(c["tint"]))
            painter.drawRoundedRect(rect, chip_h * 0.2, chip_h * 0.2)
            paint_color_mark(
                painter,
                card.color,
                QRectF(rect.left() + 2, rect.top() + chip_h * 0.2, chip_h * 0.6, chip_h * 0.6),
            )
            painter.setPen(tone(c["ink"]))
            words = str(card.points)
            where = words_box(
                painter, rect.adjusted(chip_h * 0.6 + 2, 0, 0, 0), unit * 0.04, words, chip_h * 0.58
            )
            draw_fitted_text(painter, where, Qt.AlignmentFlag.AlignCenter, words, chip_h * 0.58)
            if card.seal is not None:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(tone(C.seal))
                painter.drawEllipse(
                    QPointF(rect.right() - 1, rect.top() + 1), chip_h * 0.2, chip_h * 0.2
                )


# --- tooltips and the game's own wording -------------------------------------------------------

# One sentence per colour, so that every language can make the colour agree with the card.
_TIP_CARD: dict[str, Text] = {
    "lilac": numerus.translate(
        "treasure_cards", "Lilac treasure card, %n point(s): empty boxes {left} of {boxes}", None, 1
    ),
    "orange": numerus.translate(
        "treasure_cards",
        "Orange treasure card, %n point(s): empty boxes {left} of {boxes}",
        None,
        1,
    ),
    "green": numerus.translate(
        "treasure_cards", "Green treasure card, %n point(s): empty boxes {left} of {boxes}", None, 1
    ),
    "grey": numerus.translate(
        "treasure_cards", "Grey treasure card, %n point(s): empty boxes {left} of {boxes}", None, 1
    ),
}
_TIP_SEAL: dict[str, Text] = {
    "lilac": numerus.translate(
        "treasure_cards", "Seal: %n point(s) for each completed lilac card", None, 1
    ),
    "orange": numerus.translate(
        "treasure_cards", "Seal: %n point(s) for each completed orange card", None, 1
    ),
    "green": numerus.translate(
        "treasure_cards", "Seal: %n point(s) for each completed green card", None, 1
    ),
    "grey": numerus.translate(
        "treasure_cards", "Seal: %n point(s) for each completed grey card", None, 1
    ),
}
_NOTE_SEAL: dict[str, str] = {
    "lilac": QT_TRANSLATE_NOOP("treasure_cards", "palms: {count} · seal: {value}× lilac"),
    "orange": QT_TRANSLATE_NOOP("treasure_cards", "palms: {count} · seal: {value}× orange"),
    "green": QT_TRANSLATE_NOOP("treasure_cards", "palms: {count} · seal: {value}× green"),
    "grey": QT_TRANSLATE_NOOP("treasure_cards", "palms: {count} · seal: {value}× grey"),
}
_TIP_SYMBOLS = QT_TRANSLATE_NOOP(
    "treasure_cards", "Coins {coins}, palms {palms}, cross symbols {crosses}"
)


def card_tooltip(card: TreasureCard, crossed: frozenset[Cell] = frozenset()) -> str:
    tip = _TIP_CARD[card.color].count(
        card.points, left=card.points - len(crossed), boxes=card.points
    )
    parts = [translate_text(tip)]
    counts = {s: sum(1 for _, sym in card.symbols if sym == s) for s in ("coin", "palm", "cross")}
    parts.append(
        _fmt(_TIP_SYMBOLS, coins=counts["coin"], palms=counts["palm"], crosses=counts["cross"])
    )
    if card.seal is not None:
        parts.append(translate_text(_TIP_SEAL[card.seal.color].count(card.seal.value)))
    return "\n".join(parts)


class TreasureCardsTable(ExpeditionTable):
    # a card's palms and its seal in words fit one line in no language
    NOTE_LINES = 2
    TEXTS = words(
        CTX,
        {
            "your_cards": QT_TRANSLATE_NOOP("treasure_cards", "Treasure cards of {player}"),
            "display": QT_TRANSLATE_NOOP(
                "treasure_cards", "Open display: a palm is worth {value} now"
            ),
            # (where the whole heading does not fit at 9 pt: what a palm is worth, in fewer words)
            "display_short": QT_TRANSLATE_NOOP("treasure_cards", "Open display: palm = {value}"),
            "note": QT_TRANSLATE_NOOP("treasure_cards", "palms: {count}"),
            "tip_back": QT_TRANSLATE_NOOP("treasure_cards", "A treasure card, face down"),
            "tip_pile": numerus.translate(
                "treasure_cards", "The treasure pile: %n card(s), face down", None, 1
            ),
            "score_card": QT_TRANSLATE_NOOP("treasure_cards", "Score card"),
            # under a blank pad, after its note: what goes in each box of the score card
            "pad_boxes": QT_TRANSLATE_NOOP(
                "treasure_cards",
                "Cross a coin box for each coin; when a row of 4 coins is full, write the cup's "
                "points in its cup; in a palm box write what the palm is worth.",
            ),
            "shared_name": QT_TRANSLATE_NOOP("treasure_cards", "Round card, open display and pile"),
            "board_name": QT_TRANSLATE_NOOP("treasure_cards", "Your treasure cards"),
            "click_card": QT_TRANSLATE_NOOP(
                "treasure_cards", "Click on one of your two treasure cards."
            ),
            "fits_nowhere": QT_TRANSLATE_NOOP(
                "treasure_cards", "The shape fits nowhere: cross one box."
            ),
            "keep": QT_TRANSLATE_NOOP(
                "treasure_cards",
                "Choose 2 of your 4 treasure cards to keep: click a card "
                "({count} of 2 chosen). The others do not see your choice.",
            ),
            "take": numerus.translate(
                "treasure_cards",
                "Treasure card(s) completed! Take %n new card(s): click a card of the open display "
                "or the pile.",
                None,
                1,
            ),
            "nothing_left": QT_TRANSLATE_NOOP(
                "treasure_cards", "No empty box is left on your cards. Press Confirm."
            ),
            "extra": numerus.translate(
                "treasure_cards",
                "Cross symbol: cross %n more box(es) anywhere on your cards.",
                None,
                1,
            ),
            "no_fit": QT_TRANSLATE_NOOP(
                "treasure_cards",
                "The {shape} fits on neither card: cross one empty box instead.",
            ),
            "one_box": QT_TRANSLATE_NOOP(
                "treasure_cards",
                "Cross one empty box instead of the shape: click a box (B: back to the shape).",
            ),
            "place": QT_TRANSLATE_NOOP(
                "treasure_cards",
                "Cross the {shape} on one of your cards: move it there and click.",
            ),
            "box": QT_TRANSLATE_NOOP("treasure_cards", "One box (B)"),
            "pad_how": QT_TRANSLATE_NOOP(
                "treasure_cards",
                "How to fill it in: cross the boxes as you play; at the end write each part's "
                "points in its box below and their sum in Total.",
            ),
            "pad_note": QT_TRANSLATE_NOOP(
                "treasure_cards",
                "One player's score card. The cards stay in the box: play them as usual and "
                "write the points here.",
            ),
        },
    )

    CARD_LOOK = CardLook(card_geometry, paint_card_face, paint_card_back)
    # (the display's notes state each card's seal: a card shown too small leaves it to them)
    DISPLAY_LOOK = CardLook(card_geometry, partial(paint_card_face, noted=True), paint_card_back)
    SCORE_CARD = ScoreCardItem
    SHARED_CARD = RoundCardItem

    def card_tooltip(self, card_id: int, crossed: frozenset[Cell] = frozenset()) -> str:
        return card_tooltip(self.rules.card(card_id), crossed)

    def display_note(self, card_id: int) -> str:
        """Its palms (they count for every palm crossed), and its seal in words: the seal drawn
        on a small display card is too small to read."""
        card = self.rules.card(card_id)
        if card.seal is None:
            return self.fmt("note", count=card.palms)
        note = text(CTX, _NOTE_SEAL[card.seal.color], count=card.palms, value=card.seal.value)
        return translate_text(note)

    def display_note_short(self, card_id: int) -> str:
        """Its palms alone (its seal's words are on the card's header too)."""
        card = self.rules.card(card_id)
        return self.fmt("note", count=card.palms) if card.seal is not None else ""

    def display_title(self, view: Any) -> str:
        return self.fmt("display", value=self.rules.palm_value(view))

    def display_title_short(self, view: Any) -> str:
        return self.fmt("display_short", value=self.rules.palm_value(view))


# the game's Qt side, the family's but for its table and the texts naming the players' paper
# as its printed rules name it (GameUi.paper)
UI = family_ui(
    INFO,
    TreasureCardsTable,
    RULES_SUMMARY,
    {
        "move": QT_TRANSLATE_NOOP(
            "treasure_cards", "Move on the score card, and on to the next treasure card"
        ),
        "show": QT_TRANSLATE_NOOP("treasure_cards", "Show the score cards"),
        "tab": QT_TRANSLATE_NOOP(
            "treasure_cards", "Go to the next button, treasure card, score card or round card"
        ),
        "hint": QT_TRANSLATE_NOOP(
            "treasure_cards", "The hint is marked on your score card or on a treasure card."
        ),
    },
)
create_table = UI.create_table


__all__ = [
    "UI",
    "TreasureCardsTable",
    "create_table",
    "paint_card_face",
]
