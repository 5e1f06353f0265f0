"""Pure layout data for a sheet: cells, bands, glyphs and labels in sheet units (no Qt).

A game describes its sheet once as a `SheetLayout`; `SheetScene` turns it into graphics items and
afterwards only syncs their visuals (crossed, circled, open, skipped, highlighted, focused,
ghost). Sheet units are arbitrary floats; the `FittingView` scales them to the window, so pick
units in which a cell is around 40 wide (font sizes are in the same units).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal, TypeAlias

from ..palette import KIT

Rect: TypeAlias = tuple[float, float, float, float]  # x, y, width, height in sheet units
Point: TypeAlias = tuple[float, float]
CellShape: TypeAlias = Literal["rect", "round", "circle"] | tuple[Point, ...]
CellState: TypeAlias = Literal["open", "crossed", "circled", "skipped"]
Align: TypeAlias = Literal["left", "center", "right"]

# The vector symbols the kit can draw (see symbols.py). Colour is never the only signal: a game
# pairs every colour with one of these.
SYMBOL_NAMES: tuple[str, ...] = (
    "diamond",
    "circle",
    "triangle",
    "square",
    "lock",
    "star",
    "cross",
    "minus",
)


@dataclass(frozen=True, slots=True)
class CellStyle:
    fill: str = KIT.white
    border: str = KIT.border
    text: str = KIT.ink
    border_width: float = 1.5
    font_size: float = 20.0
    bold: bool = True
    radius: float = 6.0
    symbol_color: str | None = None  # None: the text colour
    mark: str = KIT.cross  # the ink of the cross


@dataclass(frozen=True, slots=True)
class CellSpec:
    """One cell. `shape` is a named shape or a polygon (points relative to the rect's corner),
    e.g. a polyomino outline. `symbol` is drawn at `symbol_pos` (a vector shape, not a glyph)."""

    id: str
    rect: Rect
    label: str = ""
    style: str = "default"
    shape: CellShape = "round"
    symbol: str | None = None
    symbol_pos: Literal["center", "corner", "left"] = "center"
    activatable: bool = True
    tooltip: str = ""


@dataclass(frozen=True, slots=True)
class Band:
    """A background area (a coloured row, the paper, a table frame, a printed building). Not
    interactive. With `points` it is that polygon (in sheet units; `rect` is its bounding box)."""

    rect: Rect
    fill: str
    border: str = ""
    border_width: float = 0.0
    radius: float = 0.0
    z: float = -10.0
    points: tuple[Point, ...] = ()


@dataclass(frozen=True, slots=True)
class Glyph:
    """A decorative vector symbol (a row's symbol at its start, an arrow)."""

    rect: Rect
    symbol: str
    fill: str
    border: str = ""
    border_width: float = 0.0


@dataclass(frozen=True, slots=True)
class Label:
    """Static or updatable text. Give it an `id` to change its text later (`set_label_text`).
    `grow`: on one line, grown to 9 pt on screen where the sheet is shown small, as long as it
    fits its box, else left out (small print that gives way; `draw_fitted_text`). `short`: a
    shorter form of the words (a column's "10×" as "10", under a row saying what it counts)
    shown instead where the whole would not fit its box at 9 pt: laid out again, not dropped."""

    rect: Rect
    text: str
    color: str = KIT.ink
    size: float = 16.0
    bold: bool = False
    align: Align = "center"
    id: str = ""
    grow: bool = False
    short: str = ""


@dataclass(frozen=True, slots=True)
class DrawingPart:
    """A stroke of a picture drawn from data (a printed beetle, a wave), in a square of side 1
    centred on (0, 0), y down: `lines` (x0, y0, x1, y1), an `ellipse` (x, y, w, h), and `quads`
    (a path: a start point, then a control point and an end point per quadratic curve). `ink`
    and `width` (a share of the side) give the pen, `fill` the brush."""

    lines: tuple[tuple[float, float, float, float], ...] = ()
    ellipse: Rect | None = None
    quads: tuple[float, ...] = ()
    ink: str = ""
    width: float = 0.0
    fill: str = ""

    def __post_init__(self) -> None:
        if self.quads and (len(self.quads) < 6 or len(self.quads) % 4 != 2):
            raise ValueError("quads: a start point, then a control point and an end point each")


@dataclass(frozen=True, slots=True)
class SheetLayout:
    width: float
    height: float
    cells: tuple[CellSpec, ...] = ()
    bands: tuple[Band, ...] = ()
    glyphs: tuple[Glyph, ...] = ()
    labels: tuple[Label, ...] = ()
    styles: Mapping[str, CellStyle] = field(default_factory=dict)
    # named rects where a game puts items of its own kind (a scarab box, a score track)
    places: Mapping[str, Rect] = field(default_factory=dict)
    # pictures any item may draw by name, as symbols (see symbols.register_drawing)
    drawings: Mapping[str, tuple[DrawingPart, ...]] = field(default_factory=dict)

    def style(self, name: str) -> CellStyle:
        return self.styles.get(name) or self.styles.get("default") or CellStyle()


def label_rooms(cells: tuple[CellSpec, ...]) -> dict[str, Rect]:
    """Where the label of a cell goes when a smaller cell lies over one of its edges (a sign
    printed on the line between two boxes): the part of the cell beside that cell, on the side
    away from it, so that a number written there is never drawn under it. Only such cells are
    given (the others' labels use the whole cell)."""
    rooms: dict[str, Rect] = {}
    areas = [c.rect[2] * c.rect[3] for c in cells]
    largest = max(areas, default=0.0)
    for cover, cover_area in zip(cells, areas, strict=True):
        if cover_area >= largest:
            continue  # (only a cell smaller than another lies over that one's edge)
        bx, by, bw, bh = cover.rect
        mx, my = bx + bw / 2, by + bh / 2
        for cell, area in zip(cells, areas, strict=True):
            x, y, w, h = rooms.get(cell.id, cell.rect)
            ax, ay, aw, ah = cell.rect
            inside = ax < mx < ax + aw and ay < my < ay + ah
            if area <= cover_area or inside or cell is cover:
                continue
            if min(x + w, bx + bw) <= max(x, bx) or min(y + h, by + bh) <= max(y, by):
                continue  # (no overlap, or only an edge shared)
            cx, cy = ax + aw / 2, ay + ah / 2
            # (a little more: a label grown to fill its room would touch the sign)
            gx, gy = bw * 0.15, bh * 0.15
            if abs(mx - cx) * ah >= abs(my - cy) * aw:  # beside it, left or right
                left, right = (x, min(x + w, bx - gx)) if mx > cx else (max(x, bx + bw + gx), x + w)
                rooms[cell.id] = (left, y, right - left, h)
            else:  # above or below it
                top, bottom = (y, min(y + h, by - gy)) if my > cy else (max(y, by + bh + gy), y + h)
                rooms[cell.id] = (x, top, w, bottom - top)
    return rooms
