"""Make the marks of the check boxes and radio buttons (sheetdesk/resources/controls/*.png), in
each palette. High contrast's (tick.png, dot.png, …): an enabled one's white tick on its black
filling, its dot in the text's colour, and a disabled one's in the disabled colour with a rim of
the base colour (white) so that it reads over the indicator's hatching. The light and dark
palettes' (tick-light.png, …): the tick in the colour written on the accent, the dot in the
accent, a disabled one's in the disabled colour on the disabled background. The spin box and
combo box arrows in the text's colour of each palette (up.png, down.png, up-light.png, …), and a
disabled one's in the disabled colour (up-disabled.png, …), too.
(ui/style.py draws the edges, the filling and the hatching; Qt's style sheets take a mark drawn
inside an indicator given an edge only as a picture.)

    .venv/bin/python scripts/make_control_pictures.py

Drawn at three times the indicator's 16 px inside its edge: Qt scales a picture down to the
indicator, for any screen scale up to 3.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPainterPath, QPen

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from sheetdesk.ui.style import UI_COLOURS  # noqa: E402

FOLDER = ROOT / "sheetdesk" / "resources" / "controls"
SIZE = 48


def draw(
    name: str, shape: QPainterPath, filled: bool, ink: str, rim: str, palette: str = "contrast"
) -> None:
    image = QImage(SIZE, SIZE, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colours = UI_COLOURS[palette]
    for colour, width in ((QColor(colours[rim]), 15.0), (QColor(colours[ink]), 7.0)):
        pen = QPen(colour, width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(colour if filled else Qt.BrushStyle.NoBrush)
        painter.drawPath(shape)
    painter.end()
    own = name if palette == "contrast" else f"{name}-{palette}"
    image.save(str(FOLDER / f"{own}.png"), "PNG")


def main() -> None:
    QGuiApplication(sys.argv)
    FOLDER.mkdir(parents=True, exist_ok=True)
    tick = QPainterPath(QPointF(8, 25))
    tick.lineTo(19, 36)
    tick.lineTo(40, 11)
    dot = QPainterPath()
    dot.addEllipse(QPointF(SIZE / 2, SIZE / 2), 10, 10)
    draw("tick", tick, filled=False, ink="base", rim="text")
    draw("tick-disabled", tick, filled=False, ink="disabled", rim="base")
    draw("dot", dot, filled=True, ink="text", rim="base")
    draw("dot-disabled", dot, filled=True, ink="disabled", rim="base")
    # the spin box's and combo box's arrows (their buttons drawn by the style sheet)
    arrows = {}
    for name, points in (
        ("up", ((10, 32), (24, 16), (38, 32))),
        ("down", ((10, 16), (24, 32), (38, 16))),
    ):
        arrow = QPainterPath(QPointF(*points[0]))
        for point in points[1:]:
            arrow.lineTo(*point)
        arrow.closeSubpath()
        arrows[name] = arrow
    for palette in ("contrast", "light", "dark"):
        for name, arrow in arrows.items():
            draw(name, arrow, filled=True, ink="text", rim="text", palette=palette)
            draw(f"{name}-disabled", arrow, True, ink="disabled", rim="disabled", palette=palette)
    for palette in ("light", "dark"):  # (the rim: what the mark lies on)
        draw("tick", tick, filled=False, ink="accent_text", rim="accent", palette=palette)
        draw("tick-disabled", tick, False, ink="disabled", rim="disabled_back", palette=palette)
        draw("dot", dot, filled=True, ink="accent", rim="base", palette=palette)
        draw("dot-disabled", dot, True, ink="disabled", rim="disabled_back", palette=palette)


if __name__ == "__main__":
    main()
