"""The generic sheet kit every game's sheet uses: pure layout data → QGraphicsScene items.

- `SheetLayout`, `CellSpec`, `CellStyle`, `Band`, `Glyph`, `Label`: pure layout data (layout.py)
- `SheetScene`: builds items, syncs visuals, highlights legal targets, keyboard focus, emits
  `cell_activated(id)`; it never changes game state
- `FittingView`: the scene scaled to the widget
- `CardItem`/`CardFace`: a number card (neutral back with its number, or its face)
- `symbol_path`, `pen_cross`: vector symbols and the hand-drawn cross
"""

from .items import CardFace, CardItem, CellItem, SheetItem, draw_pen_cross
from .layout import Band, CellSpec, CellState, CellStyle, Glyph, Label, SheetLayout
from .scene import SheetScene
from .symbols import pen_cross, symbol_path
from .view import FittingView

__all__ = [
    "Band",
    "CardFace",
    "CardItem",
    "CellItem",
    "CellSpec",
    "CellState",
    "CellStyle",
    "FittingView",
    "Glyph",
    "Label",
    "SheetItem",
    "SheetLayout",
    "SheetScene",
    "draw_pen_cross",
    "pen_cross",
    "symbol_path",
]
