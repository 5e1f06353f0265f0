"""The generic sheet kit every game's sheet uses: pure layout data → QGraphicsScene items.

- `SheetLayout`, `CellSpec`, `CellStyle`, `Band`, `Glyph`, `Label`: pure layout data (layout.py)
- `load_layout`, `with_labels`: a sheet's layout read from a JSON data file (sheet_file.py)
- `SheetScene`: builds items, syncs visuals, highlights legal targets, keyboard focus, emits
  `cell_activated(id)`; it never changes game state
- `FittingView`: the scene scaled to the widget, never under the scale its words read at where
  a game says so (`keep_legible`: its page scrolls then); `LeastScaleArea`: such a view that
  scrolls in place, the table round it staying put (scrolled.py)
- `SheetItem`, `BoundedItem`: the base of every item the scene highlights, focuses and activates
  (sheet_item.py; `set_shown`: an item of a sheet shown or hidden, the scene told its lines
  moved); `CardItem`/`CardFace`: a number card (neutral back with its number, or its face)
- `symbol_path`, `pen_cross`, `symbol_icon`: vector symbols, the hand-drawn cross, a button icon
- `GridCardItem`, `CardLook`, `card_geometry`, `paint_targets`, `paint_marks`: a card with a grid
  of boxes drawn by a game's face painter (grid_card.py); `CardBack`: its back, with a game's
  emblem (`PolygonEmblem`: a polygon one)
- `ShapePlacer`, `GhostItem`: placing a polyomino by mouse, wheel and keys (placer.py, ghost.py)
- `ShapeCardItem`: a card showing a polyomino (the expedition card)
- a table's widgets paint the window's ground under themselves (the instruction line, the
  button row, Undo and Redo, the big sheet's viewport, the log's and the scores' viewports): a
  change repaints them alone (`sheetdesk.ui.ground`: outside the kit, so the whole-lines
  areas, whose module the kit's scrolled areas use, paint it without the kit)
- `OthersPanel`: the other players' small sheets, enlargeable (others.py), each under its caption
  (seat_caption.py)
- `paint_track`, `paint_box`, `BoxStyle`, `BoxItem`: score-card box tracks; `framed_words`: a
  box's words and its frame, faint under them where the box is too small for them (tracks.py)
- `Targets`, `Refuse`, `Command`, `Meaning`: a scene's items bound to what they stand for; the
  kit highlights the legal ones and turns clicks and keys into actions or reasons (targets.py)
- `TableScaffold`, `Position`: the frame of a game's table: instruction line, buttons, sheets,
  what it shows now, choices emitted or explained (scaffold.py); its buttons, keys and the
  keyboard's focus (table_keys.py), the moves seen (table_moves.py), the hint shown
  (table_hints.py), when it is fitted (table_layout.py); what it gives the paper, its sheets as
  written on paper and a blank pad, is every GameTable's (ui/paper_sheets.py); the
  instruction line's words every game says alike, the game over, the table waiting
  (`over_words`, `wait_words`, `playing_words`: turn_words.py); the Rules page's summary of a
  game declared as data (`rules_summary`: summary.py)
- the width shared between the big sheet and the others' sheets, and where the choice panel
  goes (width_share.py: `TableScaffold.balance`); where the instruction line stands among a
  game's candidate places (caption_place.py)
- `HintMarker`, `mark_button`: the computer's suggestion shown on a sheet (hint.py); where a
  table shows it, and where the keyboard goes for it (hint_marks.py: `TableScaffold.show_hint`)
- `ChoicePanel`, `ChoiceButton`: choice buttons beside a sheet or under it (choices.py)
- `DiceItem`, `DieItem`, `set_animations`: dice with a skippable roll animation (dice.py)
- `ScoreRows`: a score sheet's named boxes in columns, each with its points (score_rows.py)
- `Motion`, `set_motion`, `finish_all`, `flourish`: every move seen (what a position changed on
  each seat's sheet written with a pen stroke and ringed, cards turned and slid, a burst for a
  completed part), Settings → Animations, a click or key ending it (motion.py)
- `text_sizes`, `smallest_text`, `MIN_TEXT_PX`: how big a view's texts are on screen, and the
  smallest a sheet may show (measure.py)
- `draw_text`, `draw_fitted_text`, `draw_legible_text`, `font_for`: a text whole and legible in
  its box, as much larger as its box allows with Larger text; `inside_outline`, `outline_room`:
  words clear of the ring or frame drawn around them (text.py)
- the colours every item draws with come from `sheetdesk.ui.palette` (`tone`, `declare`: the
  palette in use, light, dark or high contrast, each module's colours declared with the pairs
  that must stay readable; outside the kit so the window's style reads it without the kit)
"""

from .choices import CHOSEN_EDGE, CHOSEN_STYLE, ChoiceButton, ChoicePanel
from .dice import DiceItem, DieItem, set_animations
from .ghost import GhostItem, boxes_outline, boxes_path
from .grid_card import (
    PEN_INK,
    CardBack,
    CardGeometry,
    CardLook,
    GridCardItem,
    GridMarks,
    PolygonEmblem,
    card_geometry,
    paint_marks,
    paint_target_rings,
    paint_targets,
)
from .hint import HintMarker, mark_button
from .hint_marks import HintTarget
from .items import (
    CardFace,
    CardItem,
    CellItem,
    LabelItem,
    Magnifier,
    draw_pen_circle,
    draw_pen_cross,
)
from .layout import Band, CellSpec, CellState, CellStyle, Glyph, Label, SheetLayout
from .measure import MIN_TEXT_PX, smallest_text, text_sizes
from .motion import Motion, finish_all, flourish, set_motion
from .others import OthersPanel, SheetZoom
from .placer import ShapePlacer
from .scaffold import Position, TableScaffold
from .scene import SheetScene
from .score_rows import ScoreRows
from .scrolled import LeastScaleArea
from .shape_card import ShapeCardItem
from .sheet_file import load_layout, with_labels
from .sheet_item import BoundedItem, SheetItem, set_shown
from .summary import rules_summary
from .symbols import (
    paint_printed_x,
    paint_symbol,
    pen_cross,
    register_symbol,
    square_in,
    symbol_icon,
    symbol_path,
)
from .targets import Command, Meaning, Refuse, Targets
from .text import (
    CLEARANCE,
    draw_fitted_text,
    draw_legible_text,
    draw_text,
    font_for,
    grown,
    inside_outline,
    legible,
    outline_room,
    screen_scale,
    text_room,
    words_box,
)
from .tracks import BoxItem, BoxStyle, framed_words, paint_box, paint_track, track_rects
from .turn_words import over_words, playing_words, wait_words
from .view import FittingView

__all__ = [
    "CHOSEN_EDGE",
    "CHOSEN_STYLE",
    "CLEARANCE",
    "MIN_TEXT_PX",
    "PEN_INK",
    "Band",
    "BoundedItem",
    "BoxItem",
    "BoxStyle",
    "CardBack",
    "CardFace",
    "CardGeometry",
    "CardItem",
    "CardLook",
    "CellItem",
    "CellSpec",
    "CellState",
    "CellStyle",
    "ChoiceButton",
    "ChoicePanel",
    "Command",
    "DiceItem",
    "DieItem",
    "FittingView",
    "GhostItem",
    "Glyph",
    "GridCardItem",
    "GridMarks",
    "HintMarker",
    "HintTarget",
    "Label",
    "LabelItem",
    "LeastScaleArea",
    "Magnifier",
    "Meaning",
    "Motion",
    "OthersPanel",
    "PolygonEmblem",
    "Position",
    "Refuse",
    "ScoreRows",
    "ShapeCardItem",
    "ShapePlacer",
    "SheetItem",
    "SheetLayout",
    "SheetScene",
    "SheetZoom",
    "TableScaffold",
    "Targets",
    "boxes_outline",
    "boxes_path",
    "card_geometry",
    "draw_fitted_text",
    "draw_legible_text",
    "draw_pen_circle",
    "draw_pen_cross",
    "draw_text",
    "finish_all",
    "flourish",
    "font_for",
    "framed_words",
    "grown",
    "inside_outline",
    "legible",
    "load_layout",
    "mark_button",
    "outline_room",
    "over_words",
    "paint_box",
    "paint_marks",
    "paint_printed_x",
    "paint_symbol",
    "paint_target_rings",
    "paint_targets",
    "paint_track",
    "pen_cross",
    "playing_words",
    "register_symbol",
    "rules_summary",
    "screen_scale",
    "set_animations",
    "set_motion",
    "set_shown",
    "smallest_text",
    "square_in",
    "symbol_icon",
    "symbol_path",
    "text_room",
    "text_sizes",
    "track_rects",
    "wait_words",
    "with_labels",
    "words_box",
]
