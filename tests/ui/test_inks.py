"""The kit's items paint with colours and pens made once per palette (sheetkit/inks.py): a box
painted again makes none anew; another palette has its own."""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from sheetdesk.ui import palette
from sheetdesk.ui.sheetkit import Band, CellSpec, Glyph, Label, SheetLayout, SheetScene

LAYOUT = SheetLayout(
    200,
    80,
    (
        CellSpec("crossed", (10, 10, 44, 44), label="7"),
        CellSpec("pending", (60, 10, 44, 44), label="8", shape="circle"),
        CellSpec("lit", (110, 10, 44, 44), label="9", symbol="star", symbol_pos="corner"),
        CellSpec("skipped", (160, 10, 30, 30), label="10"),
    ),
    bands=(Band((0, 0, 200, 80), "#fde2e2", "#555555", 1.0),),
    glyphs=(Glyph((2, 60, 12, 12), "diamond", "#d00"),),
    labels=(Label((20, 60, 170, 16), "Total", id="total"),),
)


@pytest.fixture
def tones(monkeypatch) -> Iterator[list[object]]:  # type: ignore[no-untyped-def]
    """Every colour a sheetdesk module turns into the palette in use (`tone`), as it is made."""
    made: list[object] = []
    real = palette.tone

    def counted(*args: object) -> object:
        made.append(args)
        return real(*args)

    for module in list(sys.modules.values()):
        if module.__name__.startswith("sheetdesk.") and getattr(module, "tone", None) is real:
            monkeypatch.setattr(module, "tone", counted)
    kept = palette.current()
    yield made
    palette.use(kept)


def _rendered(scene: SheetScene) -> QImage:
    image = QImage(400, 160, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 400, 160), scene.sceneRect())
    painter.end()
    return image


def test_a_sheet_painted_again_makes_no_colour_or_pen_anew(qapp, tones):  # type: ignore[no-untyped-def]
    scene = SheetScene(LAYOUT)
    scene.set_state("crossed", "crossed")
    scene.set_state("pending", "crossed", pending=True)
    scene.set_state("skipped", "skipped")
    scene.set_highlighted(["lit"])
    scene.set_focus_cell("lit")
    palette.use("light")
    first = _rendered(scene)
    assert tones, "the first paint makes its colours"
    tones.clear()
    assert _rendered(scene) == first
    assert tones == []  # (every colour and pen of the second paint was kept)
    palette.use("dark")
    dark = _rendered(scene)
    assert tones, "another palette's colours are made for it"
    assert dark != first
    tones.clear()
    assert _rendered(scene) == dark
    assert tones == []
    palette.use("light")
    assert _rendered(scene) == first
