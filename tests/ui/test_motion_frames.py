"""What a frame of a move's animation costs (sheetkit/motion.py): a card turning is drawn from
the pictures made before the animation starts (a frame only copies them), the ring from a
picture of it (no wide soft stroke drawn again frame after frame), and a frame repaints only
what changed in it (motion.py, mark_pictures.py). The times themselves are
benchmarks/animation.py's."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QStyleOptionGraphicsItem

from sheetdesk.ui.sheetkit import mark_pictures, motion
from sheetdesk.ui.sheetkit.motion import MoveMark
from sheetdesk.ui.sheetkit.sheet_item import SheetItem


class FaceCard(SheetItem):
    """A card showing `card` (a coloured face), or its back."""

    def __init__(self) -> None:
        super().__init__("display.0", QRectF(0, 0, 120, 170))
        self.card = 3

    def paint(self, painter: QPainter, option: Any, widget: Any = None) -> None:
        painter.setBrush(QColor("#3366cc" if self.card else "#cccccc"))
        painter.drawRoundedRect(self.rect(), 8, 8)


@pytest.fixture
def card(qtbot):  # type: ignore[no-untyped-def]
    """A card on a scene shown in a view at 1.7 times its size (a big screen's table)."""
    motion.set_motion("on")
    scene = QGraphicsScene()
    item = FaceCard()
    scene.addItem(item)
    view = QGraphicsView(scene)
    view.scale(1.7, 1.7)
    view.resize(500, 500)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    view.kept = scene  # type: ignore[attr-defined]  # (the scene lives as long as its view)
    return item, view


def frames(mark: MoveMark, view: QGraphicsView, count: int = 12) -> None:
    for step in range(1, count):
        mark.set_progress(step / count)
        view.viewport().repaint()


def test_a_card_turning_is_drawn_from_the_pictures_made_before(card, monkeypatch):
    item, view = card
    old = motion.signature(item)
    item.card = 5
    mark = MoveMark(item, old, "turn")
    mark.prepare()
    rendered: list[object] = []
    render = mark_pictures.render
    monkeypatch.setattr(
        mark_pictures,
        "render",
        lambda *a: rendered.append(a) or render(*a),  # type: ignore[func-returns-value]
    )
    frames(mark, view)
    assert rendered == [], "a frame draws the card again (squeezed: not a scale to draw at)"


class CountingPainter(QPainter):
    """A painter that counts the paths drawn through it."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.paths = 0

    def drawPath(self, path: QPainterPath) -> None:  # type: ignore[override]
        self.paths += 1
        super().drawPath(path)


def test_the_ring_is_drawn_from_its_picture(card):
    item, _view = card
    mark = MoveMark(item, None, "ring")
    image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = CountingPainter(image)
    painter.scale(1.7, 1.7)
    for step in range(1, 12):
        mark.set_progress(step / 12)
        mark.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    assert painter.paths == 0, "the ring's strokes are drawn anew each frame"
    assert image.pixelColor(int(1.7 * 60), 1).alpha() > 0  # (and it is drawn: its top edge)


def test_a_frame_repaints_only_what_changed(card, monkeypatch):
    item, _view = card
    asked: list[QRectF | None] = []
    monkeypatch.setattr(MoveMark, "update", lambda self, rect=None: asked.append(rect))
    ring = MoveMark(item, None, "ring")
    ring.set_progress(0.8)
    asked.clear()
    ring.set_progress(0.9)  # (faded in already: nothing of it changes)
    assert asked == []
    written = MoveMark(item, motion.signature(item), "stroke")
    written.set_progress(0.7)
    asked.clear()
    written.set_progress(0.8)  # the item written, not the ring's glow round it
    (rect,) = asked
    assert rect is not None and rect.contains(item.rect())
    bounds = written.boundingRect()
    assert bounds.contains(rect) and rect != bounds
    written.set_progress(1.0)  # the end: all of it
    assert asked[-1] == written.boundingRect()
