"""Pyramid cards on screen: pyramid chambers, the round card with pyramid points, the score card.

How the game is played on screen is the family's table (games/expeditions/table.py). This module
gives it what is particular to Pyramid cards: a chamber drawn under its pyramid (serial number
and colour on the pyramid, walls in dark stone, the entrance arrow, the golden tomb, the symbols),
its back, the score card as printed (torches 1-4, pyramid points per colour with blacked-out
boxes, the red and green gem tracks, the skull track in two rows, completed cards) and the words.

Colour is never the only signal: each pyramid colour has its own mark (triangle, circle,
diamond), red gems are round rubies and green gems square-cut emeralds, walls are hatched.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP, Text, count_text, numerus, words
from sheetdesk.core.shapes import Cell
from sheetdesk.games.expeditions.chips import chip_places, paint_more
from sheetdesk.games.expeditions.table import ExpeditionTable, ScoreCard, SharedCard, family_ui
from sheetdesk.ui.palette import KIT, declare, tone
from sheetdesk.ui.sheetkit import (
    CLEARANCE,
    BoxStyle,
    CardBack,
    CardGeometry,
    CardLook,
    GridMarks,
    Magnifier,
    PolygonEmblem,
    card_geometry,
    draw_fitted_text,
    draw_pen_cross,
    framed_words,
    grown,
    inside_outline,
    outline_room,
    paint_box,
    paint_marks,
    paint_printed_x,
    paint_symbol,
    paint_target_rings,
    paint_targets,
    paint_track,
    register_symbol,
    screen_scale,
    square_in,
    symbol_path,
    text_room,
    track_rects,
    words_box,
)

from . import INFO
from . import rules as pc
from .cards import COLORS, PyramidCard
from .texts import RULES_SUMMARY

CTX = "pyramid_cards"

COLOR_LOOK: dict[str, dict[str, str]] = {
    "green": {"frame": "#3f8f3a", "tint": "#dcefd6", "ink": "#1f5a1b", "mark": "triangle"},
    "orange": {"frame": "#dd7a1c", "tint": "#fbe3c6", "ink": "#833d02", "mark": "circle"},
    "purple": {"frame": "#7b4fb0", "tint": "#e6dbf3", "ink": "#47206e", "mark": "diamond"},
}
PARTS = ("frame", "tint", "ink")
C = declare(
    "pyramid_cards",
    {
        "sand": "#f1dfb4",
        "sand_light": "#f8ebc8",
        "sand_dark": "#d7bb80",
        "stone": "#5b3a1e",  # a chamber's rock
        "ink": "#4a2f14",
        "gold": "#e5b723",
        "ruby": "#c8202c",
        "ruby_edge": "#6e0b12",
        "ruby_light": "#e0505a",
        "ruby_shine": "#c8ffdcdc",
        "emerald": "#1f9a4a",
        "emerald_edge": "#0b4d22",
        "emerald_light": "#4cc277",
        "emerald_shine": "#bedcffe6",
        "torch_edge": "#3b230d",
        "wood": "#8a5a2b",
        "flame_edge": "#b33a00",
        "flame": "#f59a1b",
        "flame_heart": "#ffe066",
        "skull_ink": "#2b2b2b",
        "skull": "#f4f1e8",
        "potion_edge": "#2a3d63",
        "potion_glass": "#dfe9f7",
        "potion": "#7d4cc9",
        "sarcophagus_edge": "#7a5400",
        "sarcophagus": "#ffd95a",
        "badge": "#fffaf0",
        "floor": "#fbf3dc",
        "grid": "#82785a2d",
        "rock_hatch": "#8a6440",
        "pen": KIT.pen,
        "white": "#ffffff",
        "back_light": "#c99a4b",
        "back_dark": "#7a5526",
        "back_edge": "#3d2a10",
        "back_ink": "#fff4d6",
        "back_emblem": "#f1d48a",
        "round_box": "#fff4da",
        "round_ink": "#9a5b12",
        "red_box": "#fde8e8",
        "red_edge": "#8e1b22",
        "green_box": "#e5f5ea",
        "green_edge": "#176b35",
        "skull_box": "#f0ede6",
        "skull_edge": "#4a4a4a",
        "skull_print": "#6d2a2a",
        "score_card": "#fffdf6",
        "score_edge": "#6b5a3c",
    }
    | {f"{color}_{part}": COLOR_LOOK[color][part] for color in COLOR_LOOK for part in PARTS},
    text=[
        ("ink", "sand"),
        ("ink", "score_card"),
        ("ink", "white"),
        ("back_ink", "back_dark"),
        ("back_ink", "back_light"),
        ("round_ink", "round_box"),
        ("skull_print", "skull_box"),
        ("pen", "white"),
        ("pen", "round_box"),
    ]
    + [(f"{color}_ink", f"{color}_tint") for color in COLOR_LOOK]
    + [(f"{color}_ink", "badge") for color in COLOR_LOOK],
    marks=[
        ("pen", "floor"),
        ("pen", "white"),
        ("stone", "floor"),
        ("ruby_edge", "floor"),
        ("emerald_edge", "floor"),
        ("skull_ink", "floor"),
        ("torch_edge", "floor"),
        ("potion_edge", "floor"),
        ("sarcophagus_edge", "floor"),
        ("red_edge", "red_box"),
        ("green_edge", "green_box"),
        ("skull_edge", "skull_box"),
        ("score_edge", "score_card"),
        ("ink", "floor"),
    ]
    + [(f"{color}_frame", "sand") for color in COLOR_LOOK],
    contrast={"back_light": "#6a4818", "green_frame": "#1f5a1b", "orange_frame": "#8a4200"},
)
SAND, SAND_DARK, STONE, INK = C.sand, C.sand_dark, C.stone, C.ink
GOLD, RUBY, EMERALD = C.gold, C.ruby, C.emerald


# --- the symbols of a chamber (registered with the kit: the score card draws them too) ---------


@register_symbol("red_gem")
def paint_ruby(painter: QPainter, rect: QRectF) -> None:
    """A round-cut ruby: a faceted octagon with a star of facets (round = red)."""
    r = square_in(rect, 0.72)
    c = r.center()
    corners = [
        QPointF(c.x() + math.cos(a) * r.width() / 2, c.y() + math.sin(a) * r.height() / 2)
        for a in (i * math.pi / 4 + math.pi / 8 for i in range(8))
    ]
    outline = QPolygonF(corners)
    painter.setPen(QPen(tone(C.ruby_edge), r.width() * 0.07))
    painter.setBrush(tone(RUBY))
    painter.drawPolygon(outline)
    painter.setPen(QPen(tone(C.ruby_shine), r.width() * 0.05))
    inner = square_in(r, 0.45)
    painter.setBrush(tone(C.ruby_light))
    painter.drawEllipse(inner)
    for point in corners:
        painter.drawLine(point, inner.center())


@register_symbol("green_gem")
def paint_emerald(painter: QPainter, rect: QRectF) -> None:
    """A square-cut emerald: an octagon with cut corners and a table (square = green)."""
    r = square_in(rect, 0.7)
    k = r.width() * 0.25
    outline = QPolygonF(
        [
            QPointF(r.left() + k, r.top()),
            QPointF(r.right() - k, r.top()),
            QPointF(r.right(), r.top() + k),
            QPointF(r.right(), r.bottom() - k),
            QPointF(r.right() - k, r.bottom()),
            QPointF(r.left() + k, r.bottom()),
            QPointF(r.left(), r.bottom() - k),
            QPointF(r.left(), r.top() + k),
        ]
    )
    painter.setPen(QPen(tone(C.emerald_edge), r.width() * 0.07))
    painter.setBrush(tone(EMERALD))
    painter.drawPolygon(outline)
    painter.setPen(QPen(tone(C.emerald_shine), r.width() * 0.05))
    painter.setBrush(tone(C.emerald_light))
    painter.drawRect(square_in(r, 0.46))


@register_symbol("torch")
def paint_torch(painter: QPainter, rect: QRectF) -> None:
    r = square_in(rect, 0.84)
    w = r.width()
    handle = QPolygonF(
        [
            QPointF(r.left() + w * 0.42, r.top() + w * 0.5),
            QPointF(r.left() + w * 0.58, r.top() + w * 0.5),
            QPointF(r.left() + w * 0.54, r.bottom()),
            QPointF(r.left() + w * 0.46, r.bottom()),
        ]
    )
    painter.setPen(QPen(tone(C.torch_edge), w * 0.05))
    painter.setBrush(tone(C.wood))
    painter.drawPolygon(handle)
    flame = QPainterPath()
    flame.moveTo(r.left() + w * 0.5, r.top())
    flame.cubicTo(
        r.left() + w * 0.85, r.top() + w * 0.25, r.left() + w * 0.75, r.top() + w * 0.52,
        r.left() + w * 0.5, r.top() + w * 0.52,
    )  # fmt: skip
    flame.cubicTo(
        r.left() + w * 0.25, r.top() + w * 0.52, r.left() + w * 0.15, r.top() + w * 0.25,
        r.left() + w * 0.5, r.top(),
    )  # fmt: skip
    painter.setPen(QPen(tone(C.flame_edge), w * 0.04))
    painter.setBrush(tone(C.flame))
    painter.drawPath(flame)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(tone(C.flame_heart))
    painter.drawEllipse(QPointF(r.left() + w * 0.5, r.top() + w * 0.36), w * 0.1, w * 0.13)


@register_symbol("skull")
def paint_skull(painter: QPainter, rect: QRectF) -> None:
    r = square_in(rect, 0.76)
    w = r.width()
    head = QPainterPath()
    head.addEllipse(QRectF(r.left() + w * 0.1, r.top(), w * 0.8, w * 0.72))
    head.addRoundedRect(QRectF(r.left() + w * 0.28, r.top() + w * 0.55, w * 0.44, w * 0.4), 3, 3)
    head.setFillRule(Qt.FillRule.WindingFill)
    painter.setPen(QPen(tone(C.skull_ink), w * 0.06))
    painter.setBrush(tone(C.skull))
    painter.drawPath(head.simplified())
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(tone(C.skull_ink))
    painter.drawEllipse(QRectF(r.left() + w * 0.24, r.top() + w * 0.3, w * 0.2, w * 0.2))
    painter.drawEllipse(QRectF(r.left() + w * 0.56, r.top() + w * 0.3, w * 0.2, w * 0.2))
    for x in (0.38, 0.5, 0.62):
        painter.drawRect(QRectF(r.left() + w * (x - 0.025), r.top() + w * 0.78, w * 0.05, w * 0.16))


@register_symbol("potion")
def paint_potion(painter: QPainter, rect: QRectF) -> None:
    r = square_in(rect, 0.82)
    w = r.width()
    flask = QPainterPath()
    flask.moveTo(r.left() + w * 0.4, r.top() + w * 0.12)
    flask.lineTo(r.left() + w * 0.4, r.top() + w * 0.38)
    flask.cubicTo(
        r.left() + w * 0.05, r.top() + w * 0.5, r.left() + w * 0.1, r.bottom(),
        r.left() + w * 0.5, r.bottom(),
    )  # fmt: skip
    flask.cubicTo(
        r.left() + w * 0.9, r.bottom(), r.left() + w * 0.95, r.top() + w * 0.5,
        r.left() + w * 0.6, r.top() + w * 0.38,
    )  # fmt: skip
    flask.lineTo(r.left() + w * 0.6, r.top() + w * 0.12)
    flask.closeSubpath()
    painter.setPen(QPen(tone(C.potion_edge), w * 0.06))
    painter.setBrush(tone(C.potion_glass))
    painter.drawPath(flask)
    liquid = QPainterPath()
    liquid.addEllipse(QRectF(r.left() + w * 0.2, r.top() + w * 0.52, w * 0.6, w * 0.42))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(tone(C.potion))
    painter.drawPath(liquid.intersected(flask))
    painter.setBrush(tone(C.wood))
    painter.drawRect(QRectF(r.left() + w * 0.36, r.top(), w * 0.28, w * 0.14))


@register_symbol("red_x")
def paint_red_x(painter: QPainter, rect: QRectF) -> None:
    """The printed red X: mark one more box at once."""
    paint_printed_x(painter, rect, tone(RUBY))


def paint_color_mark(painter: QPainter, color: str, rect: QRectF) -> None:
    look = COLOR_LOOK[color]
    painter.setPen(QPen(tone(look["ink"]), rect.width() * 0.08))
    painter.setBrush(tone(look["frame"]))
    painter.drawPath(symbol_path(look["mark"], rect))


def paint_sarcophagus(painter: QPainter, rect: QRectF) -> None:
    """The golden tomb: a small sarcophagus on gold."""
    r = square_in(rect, 0.8)
    w = r.width()
    body = QPainterPath()
    body.addRoundedRect(
        QRectF(r.left() + w * 0.28, r.top() + w * 0.04, w * 0.44, w * 0.92), w * 0.2, w * 0.2
    )
    painter.setPen(QPen(tone(C.sarcophagus_edge), w * 0.06))
    painter.setBrush(tone(C.sarcophagus))
    painter.drawPath(body)
    painter.setPen(QPen(tone(C.sarcophagus_edge), w * 0.05))
    painter.drawLine(
        QPointF(r.left() + w * 0.36, r.top() + w * 0.42),
        QPointF(r.left() + w * 0.64, r.top() + w * 0.42),
    )
    painter.drawEllipse(QPointF(r.center().x(), r.top() + w * 0.24), w * 0.08, w * 0.08)


# --- one pyramid card ---------------------------------------------------------------------------


HEADER = 0.18  # the pyramid's band above the chamber, a share of the card's height
CELLS = [(r, c) for r in range(5) for c in range(5)]


def chamber_geometry(card: PyramidCard, rect: QRectF) -> CardGeometry:
    return card_geometry(5, 5, CELLS, rect, header=HEADER, margin=0.05)


def drawn_chamber(card: PyramidCard, rect: QRectF, painter: QPainter) -> CardGeometry:
    """The chamber as `painter` draws it: on a card shown small the serial badge grows taller
    than the header (its number 9 pt), and the chamber moves down below it, smaller, so the
    badge covers no box."""
    geometry = chamber_geometry(card, rect)
    badge = serial_badge(painter, rect, card, geometry.header)
    clear = badge.bottom() + rect.width() * 0.01  # (the chamber's frame is drawn half outside)
    if clear <= geometry.origin.y():
        return geometry
    header = (clear - rect.top()) / rect.height()
    return card_geometry(5, 5, CELLS, rect, header=header, margin=0.05)


def paint_stone(painter: QPainter, rect: QRectF, frame: QColor) -> QPainterPath:
    w = rect.width()
    outline = QPainterPath()
    outline.addRoundedRect(rect, w * 0.05, w * 0.05)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0.0, tone(C.sand_light))
    gradient.setColorAt(1.0, tone(SAND_DARK))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(tone(0, 0, 0, 40))
    painter.drawPath(outline.translated(w * 0.012, w * 0.016))
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(frame, w * 0.03))
    painter.drawPath(outline)
    return outline


def paint_chamber(
    painter: QPainter,
    rect: QRectF,
    card: PyramidCard,
    geometry: CardGeometry,
    marks: GridMarks,
) -> None:
    """A pyramid (its colour, mark and serial number) over its 5 x 5 treasure chamber."""
    look = COLOR_LOOK[card.color]
    frame = tone(look["frame"])
    paint_stone(painter, rect, frame)
    w = rect.width()
    head = QRectF(rect.left(), rect.top(), w, rect.height() * HEADER)
    badge = serial_badge(painter, rect, card, head)
    # the pyramid: a triangle in the card's colour, with the colour's mark and the serial number
    # (beside the badge grown on a card shown small)
    half = head.height() * 1.05
    middle = min(max(head.center().x(), badge.right() + w * 0.02 + half), rect.right() - half)
    apex = QPointF(middle, head.top() + head.height() * 0.12)
    base_y = head.bottom() - head.height() * 0.08
    pyramid = QPolygonF([apex, QPointF(apex.x() + half, base_y), QPointF(apex.x() - half, base_y)])
    painter.setPen(QPen(tone(look["ink"]), w * 0.01))
    painter.setBrush(tone(look["tint"]))
    painter.drawPolygon(pyramid)
    for step in (0.45, 0.7):
        y = apex.y() + (base_y - apex.y()) * step
        dx = half * step
        painter.drawLine(QPointF(apex.x() - dx, y), QPointF(apex.x() + dx, y))
    mark = QRectF(
        apex.x() - head.height() * 0.22,
        base_y - head.height() * 0.42,
        head.height() * 0.44,
        head.height() * 0.36,
    )
    paint_color_mark(painter, card.color, mark)
    # the chamber
    pitch = geometry.pitch
    floor = QRectF(geometry.origin, geometry.box((4, 4)).bottomRight())
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(tone(C.floor))
    painter.drawRect(floor)
    paint_targets(painter, geometry, marks.targets)
    symbols = dict(card.symbols)
    grid_pen = QPen(tone(C.grid), pitch * 0.03)
    for r in range(5):
        for c in range(5):
            box = geometry.box((r, c))
            if (r, c) in card.walls:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(tone(STONE))
                painter.drawRect(box)
                painter.setBrush(QBrush(tone(C.rock_hatch), Qt.BrushStyle.BDiagPattern))
                painter.drawRect(box)
                continue
            if (r, c) == card.tomb:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(tone(GOLD))
                painter.drawRect(box)
                paint_sarcophagus(painter, box)
            painter.setPen(grid_pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(box)
            symbol = symbols.get((r, c))
            if symbol is not None:
                paint_symbol(painter, symbol, box)
    paint_target_rings(painter, geometry, marks.targets)
    painter.setPen(QPen(tone(INK), max(pitch * 0.07, 1.2)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(floor)
    # the entrance: an arrow pointing into the top row
    box = geometry.box(card.entrance)
    tip = QPointF(box.center().x(), box.top() + pitch * 0.02)
    arrow = QPolygonF(
        [
            tip,
            QPointF(tip.x() + pitch * 0.28, tip.y() - pitch * 0.3),
            QPointF(tip.x() + pitch * 0.1, tip.y() - pitch * 0.3),
            QPointF(tip.x() + pitch * 0.1, tip.y() - pitch * 0.55),
            QPointF(tip.x() - pitch * 0.1, tip.y() - pitch * 0.55),
            QPointF(tip.x() - pitch * 0.1, tip.y() - pitch * 0.3),
            QPointF(tip.x() - pitch * 0.28, tip.y() - pitch * 0.3),
        ]
    )
    painter.setPen(QPen(tone(C.pen), pitch * 0.04))
    painter.setBrush(tone(C.white))
    painter.drawPolygon(arrow)
    paint_serial(painter, rect, card, badge)
    paint_marks(painter, geometry, marks)


def serial_badge(painter: QPainter, rect: QRectF, card: PyramidCard, head: QRectF) -> QRectF:
    """Where the card's serial number's badge goes, left in the header. On a card shown small
    the badge grows so its number stays 9 pt, clear of the badge's outline: up into the
    header's margin first, then down (the chamber drawn below it: `drawn_chamber`)."""
    w = rect.width()
    badge = QRectF(
        rect.left() + w * 0.05,
        head.top() + head.height() * 0.18,
        head.height() * 0.78,
        head.height() * 0.62,
    )
    size = badge.height() * 0.62  # (the number's size on a card shown large)
    edge = w * 0.008
    room = text_room(painter, str(card.serial), size)
    badge = grown(badge, outline_room(painter, room, edge, 0.3))
    top = max(rect.top() + w * 0.02, min(badge.top(), head.bottom() - badge.height()))
    badge.moveTop(top)
    return badge


def paint_serial(painter: QPainter, rect: QRectF, card: PyramidCard, badge: QRectF) -> None:
    """The card's serial number on its badge (`serial_badge`), over the chamber's frame but
    under the player's marks."""
    look = COLOR_LOOK[card.color]
    size = rect.height() * HEADER * 0.62 * 0.62  # (as `serial_badge` measured it: 9 pt or more)
    edge = rect.width() * 0.008
    painter.setPen(QPen(tone(look["ink"]), edge))
    painter.setBrush(tone(C.badge))
    radius = min(badge.width(), badge.height()) * 0.3
    painter.drawRoundedRect(badge, radius, radius)
    painter.setPen(tone(look["ink"]))
    inside = inside_outline(painter, badge, edge, 0.3)
    draw_fitted_text(painter, inside, Qt.AlignmentFlag.AlignCenter, str(card.serial), size)


# the back of a pyramid card: a golden pyramid
paint_back = CardBack(
    light=C.back_light,
    dark=C.back_dark,
    edge=C.back_edge,
    caption_ink=C.back_ink,
    emblem=PolygonEmblem(((0, -0.25), (0.25, 1 / 6), (-0.25, 1 / 6)), C.back_emblem, C.back_edge),
)


# --- the score card and the round card ----------------------------------------------------------

ROUND_BOX = BoxStyle(fill=C.round_box, edge=C.round_ink, print_ink=C.round_ink)
RED_BOX = BoxStyle(fill=C.red_box, edge=C.red_edge, symbol="red_gem", symbol_scale=0.8)
GREEN_BOX = BoxStyle(fill=C.green_box, edge=C.green_edge, symbol="green_gem", symbol_scale=0.8)
SKULL_BOX = BoxStyle(fill=C.skull_box, edge=C.skull_edge, print_ink=C.skull_print)


def _points_style(color: str) -> BoxStyle:
    look = COLOR_LOOK[color]
    return BoxStyle(fill=look["tint"], edge=look["ink"], print_ink=look["ink"])


class ScoreCardItem(ScoreCard):
    """A player's score card, laid out as printed: torches 1-4 with the total, pyramid points
    10/6/3 per colour (boxes others took blacked out), ten red and ten green gem boxes, the skull
    track in two rows of five, and the completed cards."""

    # (its rows of boxes need about 14 screen pixels each: the usual board at 0.58 gives them that)
    TALL_SCALE = 0.58

    def extra(self, board: Any, rules: Any, view: Any) -> Any:
        return rules.blacked_out(view, board)

    def paint_card(self, painter: QPainter) -> None:
        r = self._rect
        w = r.width()
        # a label's box gives it its width less a unit each side (`paint_box`): where the card is
        # shown small, those units are a fraction of a pixel and its glyphs touched the frame, so
        # there it gets more (none more printed: a pad's boxes as they were)
        spare = 2 + max(0.0, 4.0 / max(screen_scale(painter), 1e-6) - 2)
        painter.setPen(QPen(tone(C.score_edge), w * 0.012))
        painter.setBrush(tone(C.score_card))
        painter.drawRoundedRect(r, w * 0.04, w * 0.04)
        unit = min(w / 10.6, (r.height() - 4) / 7.4)
        # the title below the card's edge, a line high: where the card is shown small its words
        # at 9 pt need more than their row, and the rows grow smaller to give it that
        clear = CLEARANCE / max(screen_scale(painter), 1e-6)
        title_top = r.top() + max(unit * 0.05, w * 0.006 + clear)
        title_h = max(unit * 0.8, text_room(painter, self.title, unit * 0.62).height() / 0.7)
        extra = max(0.0, title_top + title_h - (r.top() + unit * 1.1))
        unit = min(unit, (r.height() - 4 - extra) / 7.4)
        left, top = r.left() + unit * 0.3, r.top() + unit * 0.15
        painter.setPen(tone(INK))
        title = self.title_rect(title_top, title_h)
        draw_fitted_text(painter, title, Qt.AlignmentFlag.AlignCenter, self.title, unit * 0.62)
        board = self.board
        if board is None:
            return
        y = max(top + unit * 0.95, title_top + title_h)
        paint_symbol(painter, "torch", QRectF(left, y, unit * 0.9, unit * 0.9))
        rounds = track_rects(QPointF(left + unit, y), 4, 4, unit)
        for i, rect in enumerate(rounds):
            paint_box(painter, rect, ROUND_BOX, printed=str(i + 1), crossed=i + 1 in board.torches)
        # (its right end clear of the magnifier's corner: its words may reach above the box)
        clear = Magnifier.side(w) + 5
        total = QRectF(left + 5.2 * unit, y, r.right() - clear - left - 5.2 * unit, unit * 0.9)
        words = self.total_words(painter, total, unit * 0.55, unit * 0.06)
        where, frame = framed_words(painter, total, unit * 0.06, words, unit * 0.55, tone(INK))
        painter.setPen(QPen(frame, unit * 0.06))
        painter.setBrush(tone(C.white))
        painter.drawRect(total)
        painter.setPen(tone(INK))
        draw_fitted_text(painter, where, Qt.AlignmentFlag.AlignCenter, words, unit * 0.55)
        y += unit * 1.1
        # where the card is shown small, the first box of each colour widens so that its "10"
        # stays whole at 9 pt (the colours' marks narrower, the colours closer together)
        wide = max(unit * 0.85, text_room(painter, "10", unit * 0.45).width() + spare)
        mark = unit * (0.5 if wide <= unit * 0.85 else 0.4)
        widths = (wide, unit * 0.85, unit * 0.85)
        group = mark + unit * 0.05 + sum(widths) + unit * 0.16
        pitch = max(group + unit * 0.05, min(3.4 * unit, (r.right() - left - group) / 2))
        for ci, color in enumerate(COLORS):
            x = left + ci * pitch
            paint_color_mark(painter, color, QRectF(x, y + unit * 0.2, mark, mark))
            bx = x + mark + unit * 0.05
            for vi, value in enumerate(pc.PYRAMID_POINTS):
                rect = QRectF(bx, y, widths[vi], unit * 0.9)
                bx += widths[vi] + unit * 0.08
                paint_box(
                    painter,
                    rect,
                    _points_style(color),
                    printed=str(value),
                    crossed=(color, value) in board.points,
                    blacked=(color, value) in self.more,
                )
        y += unit * 1.1
        paint_track(
            painter, track_rects(QPointF(left, y), 10, 10, unit), RED_BOX, crossed=board.red
        )
        y += unit
        paint_track(
            painter, track_rects(QPointF(left, y), 10, 10, unit), GREEN_BOX, crossed=board.green
        )
        y += unit * 1.1
        labels = [count_text(v) for v in pc.SKULL_TRACK]
        # where the card is shown small, the skull boxes widen so that "−55" stays whole at 9 pt
        # (two rows of five as printed), and the chips beside them take fewer columns
        # (their words clear of the box's frame: `paint_box`'s edge is 0.06 of its side)
        room = max(
            outline_room(painter, text_room(painter, label, unit * 0.4), unit * 0.06).width()
            for label in labels
        )
        # (never so wide that the completed cards' chips lose their place beside them)
        step = min(max(unit * 1.05, room / 0.9 + spare), (r.right() - left - unit * 1.6) / 5)
        skulls = [
            QRectF(left + (i % 5) * step, y + (i // 5) * unit * 1.05, step * 0.9, unit * 0.945)
            for i in range(len(labels))
        ]
        paint_track(painter, skulls, SKULL_BOX, crossed=board.skulls, printed=labels)
        # completed cards: a chip per card with its colour mark and serial number
        x0 = left + 5 * step + unit * 0.25
        # (clear of their outline)
        chip_room = outline_room(painter, text_room(painter, "00", unit * 0.38), unit * 0.04)
        chip_h = max(unit * 0.62, chip_room.height())
        chip_w = max(unit * 1.45, chip_room.width() + chip_h * 0.6 + 2)
        # (where they do not all fit, the last place says how many more: "+N")
        places, last = chip_places(
            len(board.completed),
            QRectF(x0, y, r.right() - unit * 0.15 - x0, r.bottom() - 1 - y),
            QSizeF(chip_w, chip_h),
            QSizeF(unit * 0.1, unit * 0.08),
            columns=3,
        )
        for i, (card_id, chip) in enumerate(zip(board.completed, places, strict=False)):
            if i == len(places) - 1 and last > 1:
                paint_more(painter, chip, last, chip.height() * 0.62)
                break
            card = self.cards[card_id]
            look = COLOR_LOOK[card.color]
            if not last:  # (marks only: the card shown very small)
                painter.setPen(QPen(tone(look["ink"]), chip.height() * 0.08))
                painter.setBrush(tone(look["tint"]))
                painter.drawRoundedRect(chip, chip.height() * 0.25, chip.height() * 0.25)
                continue
            painter.setPen(QPen(tone(look["ink"]), unit * 0.04))
            painter.setBrush(tone(look["tint"]))
            painter.drawRoundedRect(chip, chip.height() * 0.25, chip.height() * 0.25)
            paint_color_mark(
                painter,
                card.color,
                QRectF(
                    chip.left() + 2,
                    chip.top() + chip.height() * 0.2,
                    chip.height() * 0.6,
                    chip.height() * 0.6,
                ),
            )
            painter.setPen(tone(look["ink"]))
            words, size = str(card.serial), chip.height() * 0.62
            beside = chip.adjusted(chip.height() * 0.6 + 2, 0, 0, 0)  # (right of its mark)
            where = words_box(painter, beside, unit * 0.04, words, size)
            draw_fitted_text(painter, where, Qt.AlignmentFlag.AlignCenter, words, size)


class RoundCardItem(SharedCard):
    """The shared card: 4 round boxes and, per colour, the pyramid-point boxes still open."""

    def shown(self, view: Any) -> Any:
        return view.claimed

    def paint_paper(self, painter: QPainter, rect: QRectF) -> None:
        paint_stone(painter, rect, tone(self.PAPER))

    def paint_shown(self, painter: QPainter, top: float, claimed: Any) -> None:
        r = self._rect
        unit = (r.bottom() - top - 6) / 3
        for ci, color in enumerate(COLORS):
            y = top + ci * unit
            paint_color_mark(
                painter, color, QRectF(r.left() + 12, y + unit * 0.2, unit * 0.6, unit * 0.6)
            )
            for vi, value in enumerate(pc.PYRAMID_POINTS):
                rect = QRectF(
                    r.left() + 12 + unit * (0.9 + vi * 1.5),
                    y + unit * 0.05,
                    unit * 1.35,
                    unit * 0.85,
                )
                paint_box(painter, rect, _points_style(color), printed=str(value))
                if vi < claimed[ci]:
                    draw_pen_cross(painter, rect, tone(C.pen))


# --- the table ----------------------------------------------------------------------------------

# One sentence per colour, so that every language can make the colour agree with the card.
_TIP: dict[str, str] = {
    "green": QT_TRANSLATE_NOOP(
        "pyramid_cards",
        "Green pyramid card, serial number {serial}: marked boxes {marked} of {cells}",
    ),
    "orange": QT_TRANSLATE_NOOP(
        "pyramid_cards",
        "Orange pyramid card, serial number {serial}: marked boxes {marked} of {cells}",
    ),
    "purple": QT_TRANSLATE_NOOP(
        "pyramid_cards",
        "Purple pyramid card, serial number {serial}: marked boxes {marked} of {cells}",
    ),
}


class PyramidCardsTable(ExpeditionTable):
    TEXTS = words(
        CTX,
        {
            "your_cards": QT_TRANSLATE_NOOP("pyramid_cards", "Pyramid cards of {player}"),
            "tip_back": QT_TRANSLATE_NOOP("pyramid_cards", "A pyramid card, face down"),
            # under a blank pad, after its note: what goes in each box of the score card
            "pad_boxes": QT_TRANSLATE_NOOP(
                "pyramid_cards",
                "Cross the round's torch box, a gem box for each gem and a skull box for each "
                "skull; cross the pyramid points you win (10, 6 or 3) in the colour of the cards "
                "you complete.",
            ),
            "tip_pile": numerus.translate(
                "pyramid_cards", "The pyramid pile: %n card(s), face down", None, 1
            ),
            "board_name": QT_TRANSLATE_NOOP("pyramid_cards", "Your pyramid cards"),
            "score_card": QT_TRANSLATE_NOOP("pyramid_cards", "Score card"),
            "display": QT_TRANSLATE_NOOP("pyramid_cards", "Open display"),
            "shared_name": QT_TRANSLATE_NOOP("pyramid_cards", "Round, open display and pile"),
            "fits_nowhere": QT_TRANSLATE_NOOP(
                "pyramid_cards", "The shape fits nowhere: mark one box."
            ),
            "pad_how": QT_TRANSLATE_NOOP(
                "pyramid_cards",
                "How to fill it in: cross the boxes as you play; at the end write each part's "
                "points in its box below and their sum in Total.",
            ),
            "pad_note": QT_TRANSLATE_NOOP(
                "pyramid_cards",
                "One player's score card. The cards stay in the box: play them as usual and "
                "write the points here.",
            ),
            "nothing_left": QT_TRANSLATE_NOOP(
                "pyramid_cards", "Nothing is left to mark on your cards. Press Confirm."
            ),
            "no_fit": QT_TRANSLATE_NOOP(
                "pyramid_cards", "The {shape} fits on neither card: mark one box instead."
            ),
            "one_box": QT_TRANSLATE_NOOP(
                "pyramid_cards",
                "Mark one box instead of the shape: click a box (B: back to the shape).",
            ),
            "place": QT_TRANSLATE_NOOP(
                "pyramid_cards",
                "Mark the {shape} on one of your cards: move it there and click.",
            ),
            # (as short as the family's other game says it: with 'Instead' the row of buttons
            # beside a lesson at 910x512 took a second line, leaving the board too little height)
            "box": QT_TRANSLATE_NOOP("pyramid_cards", "One box (B)"),
            "extra": numerus.translate(
                "pyramid_cards",
                "Red X: mark %n more box(es) next to your path (or the entrance of an empty card).",
                None,
                1,
            ),
            "take": numerus.translate(
                "pyramid_cards",
                "Tomb reached! Take %n new pyramid card(s): click a card of the open display "
                "or the pile.",
                None,
                1,
            ),
        },
    )

    CARD_LOOK = CardLook(chamber_geometry, paint_chamber, paint_back, drawn=drawn_chamber)
    SCORE_CARD = ScoreCardItem
    # its narrowest boxes (a colour's points, 0.85 of the card's unit) 9 mm and more on paper
    paper_scale = 2.15
    SHARED_CARD = RoundCardItem

    def card_tooltip(self, card_id: int, crossed: frozenset[Cell] = frozenset()) -> str:
        card = self.rules.card(card_id)
        return self.tr_text(
            _TIP[card.color],
            serial=card.serial,
            marked=len(crossed),
            cells=len(card.cells),
        )

    def tr_text(self, source: str, **args: Any) -> str:
        from sheetdesk.ui.game_table import translate_text

        return translate_text(Text(CTX, source, tuple(sorted(args.items()))))


# the game's Qt side, the family's but for its table and the texts naming the players' paper
# as its printed rules name it (GameUi.paper)
UI = family_ui(
    INFO,
    PyramidCardsTable,
    RULES_SUMMARY,
    {
        "move": QT_TRANSLATE_NOOP(
            "pyramid_cards", "Move on the score card, and on to the next pyramid card"
        ),
        "show": QT_TRANSLATE_NOOP("pyramid_cards", "Show the score cards"),
        "tab": QT_TRANSLATE_NOOP(
            "pyramid_cards", "Go to the next button, pyramid card, score card or round"
        ),
        "hint": QT_TRANSLATE_NOOP(
            "pyramid_cards", "The hint is marked on your score card or on a pyramid card."
        ),
    },
)
create_table = UI.create_table


__all__ = [
    "UI",
    "PyramidCardsTable",
    "create_table",
    "paint_chamber",
]
