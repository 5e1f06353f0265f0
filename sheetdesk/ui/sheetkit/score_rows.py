"""A score sheet's list of boxes: each a name and the points written in it, in columns (the
five-dice family's sheet: Ones to Sixes in one column, the rest in the next).

`ScoreRows` is layout data: `cells()` are the boxes (`box.<key>`, the game's targets: a box
stands for writing in it), `labels()` their names (`name.<key>`), to put in a `SheetLayout`.
`show(scene, names, written, preview)` writes a position on a scene built from them: each box's
name, its points (or, for a box not written yet, what it would score now, drawn as pending) and
its words for the tooltip and screen readers, in the kit's words. It changes no game state."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP

from .layout import CellSpec, Label, Point, Rect
from .scene import SheetScene

WRITTEN = QT_TRANSLATE_NOOP("ScoreRows", "{box}: {points}")
EMPTY = QT_TRANSLATE_NOOP("ScoreRows", "{box}: empty")
WOULD = QT_TRANSLATE_NOOP("ScoreRows", "{box}: empty, {points} if written now")


@dataclass(frozen=True, slots=True)
class ScoreRows:
    """Boxes `keys` in columns of `per_column` from `origin` (sheet units): a name `name_width`
    wide, then its box `box_width` wide, a row every `row` units, columns `gap` apart."""

    keys: tuple[str, ...]
    origin: Point = (10.0, 80.0)
    per_column: int = 6
    name_width: float = 150.0
    box_width: float = 60.0
    row: float = 40.0
    gap: float = 30.0
    font_size: float = 15.0

    def _rect(self, index: int, box: bool) -> Rect:
        column, row = divmod(index, self.per_column)
        x = self.origin[0] + column * (self.name_width + self.box_width + self.gap)
        y = self.origin[1] + row * self.row
        height = self.row - 4
        if box:
            return (x + self.name_width + 5, y, self.box_width, height)
        return (x, y, self.name_width, height)

    @property
    def size(self) -> tuple[float, float]:
        """The width and height the rows take from the origin."""
        columns = -(-len(self.keys) // self.per_column)
        width = columns * (self.name_width + self.box_width + self.gap) - self.gap + 5
        return width, min(len(self.keys), self.per_column) * self.row

    def cells(self) -> tuple[CellSpec, ...]:
        return tuple(
            CellSpec(f"box.{key}", self._rect(i, True), shape="rect")
            for i, key in enumerate(self.keys)
        )

    def labels(self) -> tuple[Label, ...]:
        return tuple(
            Label(
                self._rect(i, False),
                "",
                size=self.font_size,
                align="left",
                id=f"name.{key}",
                grow=True,
            )
            for i, key in enumerate(self.keys)
        )

    def show(
        self,
        scene: SheetScene,
        names: Mapping[str, str],
        written: Sequence[int | None],
        preview: Sequence[int | None] = (),
    ) -> None:
        """Write a position on `scene`: per key in order, its translated name (`names`), its
        points (`written`; None: not written yet) and, for a box not written, what it would
        score now (`preview`, drawn as pending; left out: nothing)."""
        for index, key in enumerate(self.keys):
            box = f"box.{key}"
            points = written[index]
            would = preview[index] if points is None and index < len(preview) else None
            scene.set_label(f"name.{key}", names[key])
            shown = points if points is not None else would
            scene.set_label(box, "" if shown is None else str(shown))
            scene.cell(box).set_visual(pending=would is not None)
            words = WRITTEN if points is not None else EMPTY if would is None else WOULD
            tip = QCoreApplication.translate("ScoreRows", words)
            scene.set_tooltip(box, tip.format(box=names[key], points=shown))
