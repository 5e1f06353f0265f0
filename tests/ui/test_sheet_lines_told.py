"""A sheet scrolled in place (`LeastScaleArea`) looks at its lines (`SheetScene.lines`: every item
of the sheet read) when its items tell it they moved (`SheetScene.lines_moved`), not after every
paint: a click's repaint of the box it crossed moves no line and reads none, and what does move
one tells it (a card lifted when chosen or laid back down, an item shown or hidden through the
kit's `set_shown`), as a label's words drawn elsewhere did already."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtTest import QTest

from sheetdesk.ui.sheetkit import SheetScene, set_shown
from tests.ui.test_least_scale import _sheet, _shown_small


class _Paints(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        self.count += event.type() == QEvent.Type.Paint
        return False


def test_a_click_on_a_scrolled_sheet_reads_its_lines_no_more(qtbot, monkeypatch):
    """A sheet of 6x8 boxes in an area of 200x150 px (1 px a unit at least: it scrolls); a click
    crosses a box, which is repainted; its lines are not read again."""
    scene, view, area = _shown_small(qtbot)
    scene.cell_activated.connect(lambda item_id: scene.set_state(item_id, "crossed"))
    assert area.scrolls()
    reads = [0]
    lines = SheetScene.lines

    def reading(self: SheetScene) -> list[tuple[float, float]]:
        reads[0] += 1
        return lines(self)

    monkeypatch.setattr(SheetScene, "lines", reading)
    qtbot.wait(20)  # (the looks its opening asked for: done)
    paints = _Paints()
    view.viewport().installEventFilter(paints)
    reads[0] = 0
    box = scene.cells["r1c1"]
    QTest.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=view.mapFromScene(box.sceneBoundingRect().center()),
    )
    qtbot.waitUntil(lambda: paints.count > 0)
    qtbot.wait(20)
    assert box.state == "crossed"
    assert reads[0] == 0


def test_a_card_lifted_or_laid_down_tells_its_sheet_its_lines_moved(qapp):
    scene = SheetScene()
    card = scene.add_card("card", (10, 40, 60, 90))
    told = [0]
    scene.lines_moved.connect(lambda: told.__setitem__(0, told[0] + 1))
    top = card.sceneBoundingRect().top()
    card.set_card(5, selected=True)  # (chosen: lifted)
    assert card.sceneBoundingRect().top() < top and told[0] >= 1
    told[0] = 0
    card.set_card(6, selected=True)  # (another number, lifted as it was: no line moved)
    assert told[0] == 0
    card.set_card(6)  # (laid back down)
    assert card.sceneBoundingRect().top() == top and told[0] >= 1


def test_an_item_shown_or_hidden_through_the_kit_tells_its_sheet(qapp):
    scene = SheetScene(_sheet(2, 2))
    item = scene.cells["r1c0"]
    told = [0]
    scene.lines_moved.connect(lambda: told.__setitem__(0, told[0] + 1))
    before = scene.lines()
    set_shown(item, False)
    assert not item.isVisible() and told[0] == 1
    set_shown(item, False)  # (hidden already: nothing moved)
    assert told[0] == 1
    set_shown(scene.cells["r1c1"], False)  # (its row's last box: the row is gone)
    assert told[0] == 2 and len(scene.lines()) == len(before) - 1
    set_shown(item, True)
    assert item.isVisible() and told[0] == 3 and len(scene.lines()) == len(before)
