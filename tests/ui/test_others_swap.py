"""The others' sheets when the big seat moves on (sheetkit/others.py `show_sheets`): the sheet
shown takes the place of the one hidden, and no other sheet is painted again in full for it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QGraphicsScene

from sheetdesk.ui.repaint import repaint_now
from sheetdesk.ui.sheetkit.others import OthersPanel


class FullPaints(QObject):
    """Counts the paints of a view that cover all of it."""

    def __init__(self, viewport: Any) -> None:
        super().__init__()
        self.viewport = viewport
        self.count = 0
        viewport.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QPaintEvent) and event.rect() == self.viewport.rect():
            self.count += 1
        return False


def test_the_sheet_shown_takes_the_hidden_ones_place_without_repainting_its_neighbours(
    qtbot: Any,
) -> None:
    panel = OthersPanel()
    qtbot.addWidget(panel)
    panel.resize(600, 200)
    scenes = [QGraphicsScene(0, 0, 300, 200) for _ in range(5)]
    for scene in scenes:
        scene.addRect(10, 10, 100, 100)
        panel.add_sheet(scene)
    panel.set_fit(True)
    panel.show()
    qtbot.waitExposed(panel)
    # the big seat is 1, then 2, then 3: each time sheet b - 1 comes back and sheet b goes
    panel.show_sheets({seat: seat != 1 for seat in range(5)})
    for big in (2, 3):
        qtbot.wait(50)  # (what was laid out and painted before is settled)
        repaint_now(panel)
        places = {seat: panel.sheets[seat].geometry() for seat in range(5)}
        neighbours = [s for s in range(5) if s not in (big - 1, big)]
        paints = {s: FullPaints(panel.view(s).viewport()) for s in neighbours}
        panel.show_sheets({big - 1: True, big: False})
        repaint_now(panel)
        assert panel.sheets[big - 1].geometry() == places[big], "in the place of the one hidden"
        assert {s: p.count for s, p in paints.items()} == dict.fromkeys(neighbours, 0)
