"""A sheet's layout read from a JSON data file: the printed sheet as data, not as code.

The file holds what `SheetLayout` holds — the sheet's size, its cell styles, its bands (rects or
polygons: the paper, a printed building), its cells, its labels, the places a game puts its own
items and the pictures it prints (drawings: lines, ellipses and curves) — and is validated when
loaded (an unknown key, a missing field, a wrong type or a duplicated cell id is an error naming
the file). A game then only adds what depends on its rules data (a cell's printed number, say)
with `with_labels`.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from ..palette import KIT
from .layout import Band, CellSpec, CellStyle, DrawingPart, Label, Point, Rect, SheetLayout


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class _Style(_Model):  # what is left out keeps CellStyle's default
    fill: str | None = None
    border: str | None = None
    text: str | None = None
    border_width: float | None = None
    font_size: float | None = None
    bold: bool | None = None
    radius: float | None = None
    mark: str | None = None


class _Band(_Model):
    rect: Rect | None = None
    points: tuple[Point, ...] = ()
    fill: str
    border: str = ""
    border_width: float = 0.0
    radius: float = 0.0
    z: float = -10.0

    @model_validator(mode="after")
    def _shape(self) -> _Band:
        if (self.rect is None) == (len(self.points) < 3):
            raise ValueError("a band is a rect or a polygon of 3 points or more")
        return self

    def band(self) -> Band:
        rect = self.rect
        if rect is None:
            xs, ys = [x for x, _ in self.points], [y for _, y in self.points]
            rect = (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        args = self.model_dump(exclude={"rect"})
        return Band(rect=rect, **args)


class _Cell(_Model):
    id: str
    rect: Rect
    label: str = ""
    style: str = "default"
    shape: Literal["rect", "round", "circle"] = "round"
    activatable: bool = True


class _Label(_Model):
    rect: Rect
    text: str = ""
    color: str = KIT.ink
    size: float = 16.0
    bold: bool = False
    align: Literal["left", "center", "right"] = "center"
    id: str = ""
    grow: bool = False


class _Sheet(_Model):
    width: float
    height: float
    styles: dict[str, _Style] = {}
    bands: tuple[_Band, ...] = ()
    cells: tuple[_Cell, ...] = ()
    labels: tuple[_Label, ...] = ()
    places: dict[str, Rect] = {}
    # a drawing part is read as the data class itself (its own check of the curves included)
    drawings: dict[str, tuple[DrawingPart, ...]] = {}

    @model_validator(mode="after")
    def _ids(self) -> _Sheet:
        ids = [cell.id for cell in self.cells]
        if len(set(ids)) != len(ids):
            raise ValueError("two cells share an id")
        unknown = {cell.style for cell in self.cells} - set(self.styles) - {"default"}
        if unknown:
            raise ValueError(f"no such cell style: {', '.join(sorted(unknown))}")
        return self


def load_layout(path: Path) -> SheetLayout:
    """The layout the JSON file at `path` describes (ValueError naming the file if it is not
    a valid one)."""
    try:
        data = _Sheet.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except (ValidationError, json.JSONDecodeError, RecursionError) as error:
        raise ValueError(f"{path.name}: {type(error).__name__}: {error}") from error
    return SheetLayout(
        data.width,
        data.height,
        cells=tuple(CellSpec(**cell.model_dump()) for cell in data.cells),
        bands=tuple(band.band() for band in data.bands),
        labels=tuple(Label(**label.model_dump()) for label in data.labels),
        styles={
            name: CellStyle(**style.model_dump(exclude_none=True))
            for name, style in data.styles.items()
        },
        places=data.places,
        drawings=dict(data.drawings),
    )


def with_labels(
    layout: SheetLayout, labels: dict[str, str], *, activatable: bool = True
) -> SheetLayout:
    """`layout` with these cells' printed labels, and none activatable unless `activatable`."""
    cells = tuple(
        replace(
            cell,
            label=labels.get(cell.id, cell.label),
            activatable=cell.activatable and activatable,
        )
        for cell in layout.cells
    )
    return replace(layout, cells=cells)
