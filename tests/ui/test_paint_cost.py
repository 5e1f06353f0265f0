"""What a sheet's repaint costs besides its drawing: counted, not timed (benchmarks/click.py times
a click, whose repaint draws the boxes it changed). A box's or a label's words drawn again in the
same font and box are looked up by the font itself, never by writing its name out (`QFont.key`,
ten times the lookup), with the usual text and with Larger text; a label drawn again at its own
size finds its glyphs where they were without asking the painter for its font. What is drawn is
the same, paint after paint."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QImage, QPainter

from sheetdesk.ui import palette
from sheetdesk.ui.sheetkit import CellSpec, Label, SheetLayout, SheetScene


def _scene() -> SheetScene:
    """A row of boxes with numbers and the words under them (a total's, a row's name)."""
    cells = tuple(CellSpec(f"c{i}", (10 + i * 50, 10, 44, 44), label=str(i + 2)) for i in range(6))
    labels = tuple(
        Label((10 + i * 100, 60, 90, 24), f"Row {i} total", id=f"l{i}") for i in range(3)
    )
    return SheetScene(SheetLayout(320, 90, cells, labels=labels))


def _render(scene: SheetScene) -> QImage:
    image = QImage(640, 180, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 640, 180), scene.sceneRect())
    painter.end()
    return image


@contextmanager
def fonts_asked(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counter[str]]:
    """Counts the fonts' names written out and the painters asked for their font."""
    counts: Counter[str] = Counter()
    key, font = QFont.key, QPainter.font

    def keyed(self: QFont) -> str:
        counts["QFont.key"] += 1
        return key(self)

    def painters_font(self: QPainter) -> QFont:
        counts["QPainter.font"] += 1
        return font(self)

    monkeypatch.setattr(QFont, "key", keyed)
    monkeypatch.setattr(QPainter, "font", painters_font)
    yield counts
    monkeypatch.undo()


@pytest.mark.parametrize("larger", [False, True], ids=["usual text", "larger text"])
def test_a_repaint_looks_its_words_up_by_font_not_by_its_name(qapp, monkeypatch, larger):
    kept = (palette.current(), palette.larger())
    palette.use(kept[0], larger)
    try:
        scene = _scene()
        for key, item in scene.labels.items():
            item.set_text(f"Row {key} total")
        first = _render(scene)  # (laid out: what is worked out once)
        with fonts_asked(monkeypatch) as counts:
            again = _render(scene)
        assert counts["QFont.key"] == 0, dict(counts)
        assert counts["QPainter.font"] == 0, dict(counts)
        assert again == first
    finally:
        palette.use(*kept)
