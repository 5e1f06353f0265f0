"""A sheet drawn at another scale settles the hint's markers on it again (hint.py
`settle_hints`): every one of them, in the scene's stacking order, and only those: not the
markers of another sheet or taken off, and without asking the scene for all its items (a
sheet's 50 to 160 at each of a resize's several rescales)."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene

from sheetdesk.ui.sheetkit import HintMarker, SheetScene
from tests.ui.test_sheetkit import grid_layout, show_sheet


def _mark(scene: SheetScene, cell_id: str, label: str = "") -> HintMarker:
    cell = scene.cell(cell_id)
    marker = HintMarker(cell.mapToScene(cell.rect()).boundingRect(), label)
    scene.addItem(marker)
    return marker


def test_a_rescale_settles_every_hint_marker_on_its_sheet_and_no_other(qtbot, monkeypatch):
    scene, view = show_sheet(qtbot, grid_layout(rows=4, cols=5), 300, 240)
    other = SheetScene(grid_layout(rows=4, cols=5))  # (another sheet, its hint not redrawn)
    away = _mark(other, "r1c1", "Hint")
    # a hint of three places (the tag on the first, as the table marks them), and a marker
    # taken off again
    marked = [_mark(scene, "r2c2", "Hint"), _mark(scene, "r2c3"), _mark(scene, "r3c3")]
    gone = _mark(scene, "r0c0")
    scene.removeItem(gone)
    stacked = [item for item in scene.items() if isinstance(item, HintMarker)]
    assert sorted(map(id, stacked)) == sorted(map(id, marked))
    settled: list[HintMarker] = []
    settle = HintMarker.settle

    def recorded(marker: HintMarker) -> None:
        settled.append(marker)
        settle(marker)

    monkeypatch.setattr(HintMarker, "settle", recorded)
    scale = view.scale_factor()
    view.resize(200, 160)  # (the window made smaller: the sheet drawn smaller)
    assert view.scale_factor() < scale
    rescales, left = divmod(len(settled), len(stacked))
    assert rescales >= 1 and left == 0, settled
    assert settled == stacked * rescales  # each, once a rescale, as the scene stacks them
    assert away not in settled and gone not in settled
    # (the tag's words grew for the smaller sheet: its marker settled at the new scale)
    assert marked[0].font.pixelSize() > away.font.pixelSize()


def test_a_rescale_asks_the_scene_for_none_of_its_lists_of_all_items(qtbot, monkeypatch):
    scene, view = show_sheet(qtbot, grid_layout(rows=4, cols=5), 300, 240)
    _mark(scene, "r2c2", "Hint")
    every: list[int] = []

    def items(self, *args):  # type: ignore[no-untyped-def]
        if not args:
            every.append(1)
        return QGraphicsScene.items(self, *args)

    monkeypatch.setattr(SheetScene, "items", items)
    scale = view.scale_factor()
    view.resize(200, 160)
    assert view.scale_factor() < scale
    assert every == []
