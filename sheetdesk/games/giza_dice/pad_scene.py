"""Giza dice's pad drawn: the printed sheet, its forms on screen, a seat's scene, its words.

The pad — the stepped pyramid with a first-finisher bonus left of each level and a scarab box
right of it, the obelisk and the Sphinx with theirs, the Nile digits with their "+" marks, the ×2
and :2 symbols between pyramid cells, the total — is the printed sheet in
resources/giza_dice/sheet.json (its geometry, styles and pictures, read by the kit and checked
against the pad data of pad.py, `printed_sheet`). `build_pad_scene` fills a scene with one seat's
pad: the writer's, whose small print on screen is larger than paper's (a bonus, a ×2/:2 sign, the
total: 9 pt where the pad is shown smallest, 1366×768 at 150 %), each bonus's ring grown into the
free paper beside its building; a small one of the overview, which leaves out what it cannot show
at 9 pt; or one as printed. `fmt` and `cell_tip` are the pad's words, translated.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from sheetdesk.core.i18n import say
from sheetdesk.resources import resource_path
from sheetdesk.ui.game_table import translate_text
from sheetdesk.ui.palette import KIT, declare
from sheetdesk.ui.sheetkit import (
    MIN_TEXT_PX,
    BoxItem,
    BoxStyle,
    CellSpec,
    SheetLayout,
    SheetScene,
    flourish,
    load_layout,
    with_labels,
)

from .pad import Pad
from .texts import WORDS

# --- the printed sheet: sheet.json, checked against the pad ------------------------------------

SHEET_FILE = ("giza_dice", "sheet.json")
CELL = 48.0  # a building's cell in sheet.json, in sheet units
NILE_BOX = 36.0  # a Nile digit's box there: the smallest target a child clicks
# (the pad's own colours are in its sheet.json, drawn through the kit's palette as well)
C = declare(
    "giza_dice",
    {
        "pending": "#6fb4f0",  # this roll's choice, not final yet (a tint: its number is written)
        "box": "#fffaf0",
        "scarab_edge": "#c49a4c",
        "scarab_print": "#b99b62",
        "pen": KIT.pen,
        "nile_sign": "#5b8fb5",  # the pad's "+" between the Nile's digits (its sheet.json)
        "nile_box": "#cfe6f5",
    },
    text=[("pen", "box"), ("nile_sign", "nile_box")],
    marks=[("scarab_print", "box"), ("pen", "box")],
    contrast={"scarab_print": "#5c4720", "scarab_edge": "#5c4720", "nile_sign": "#1f4466"},
)
PENDING = C.pending
# the small pads of the overview: the same pad, its numbers drawn bigger (legible when small)
SMALL_FONTS = {"default": 31.0, "nile": 26.0, "bonus": 19.0}
# a ×2/:2 sign's side on the small pads (`_small_sign`), its words left out there: 2/3 of the
# writer's sign of old (24). The printed one (sheet.json) is 32 units, its words 16: 10 pt on the
# writer's pad at its `playable_scale`, and 9 pt grown by Larger text where that pad is shown at
# 0.62 (nine players at 1024x600), the grown words still clear of the ring
SMALL_SIGN = 16.0
# the writer's pad's small print on screen: the least scale it is shown at (nine players at
# 1366x768 at 150 %, 910x512 logical, their Greek caption on four lines: 0.558 px per unit) draws
# 22 units at 9 pt; a bonus's ring grows to hold its "+6" so, clear of the ring
SCREEN_PRINT = {"bonus": 22.0, "power": 22.0}
SCREEN_BONUS = 40.0
# the least scale the writer's pad is drawn at: its smallest print on screen at 9 pt
LEAST_SCALE = MIN_TEXT_PX / min(SCREEN_PRINT.values())
SCREEN_SIGN = 34.0
SCREEN_TOTAL = 25.0  # "Total: 26", as large as the numbers written in the boxes
SCARAB_STYLE = BoxStyle(
    fill=C.box, edge=C.scarab_edge, print_ink=C.scarab_print, symbol="scarab", symbol_scale=0.86
)
POWER_SIGNS = {"double": "×2", "halve": ":2"}


def nile_id(index: int) -> str:
    """A Nile digit's item id in sheet.json (a bonus, a scarab box and a ×2/:2 sign are named
    alike, by their index: "bonus.0", "scarab.0", "power.0")."""
    return f"nile.{index}"


@cache
def printed_sheet(pad: Pad) -> SheetLayout:
    """The printed sheet (sheet.json) with the pad's Nile digits, bonuses and ×2/:2 signs; a
    ValueError unless it has exactly the pad's cells and a scarab box per part."""
    layout = load_layout(resource_path(*SHEET_FILE))
    labels = {nile_id(i): str(digit) for i, digit in enumerate(pad.nile)}
    labels |= {f"bonus.{i}": f"+{part.bonus}" for i, part in enumerate(pad.parts)}
    labels |= {f"power.{i}": POWER_SIGNS[power.kind] for i, power in enumerate(pad.powers)}
    wanted = {cell.id for cell in pad.cells} | set(labels)
    drawn = {cell.id for cell in layout.cells}
    missing = {f"scarab.{i}" for i in range(len(pad.parts))} - set(layout.places)
    if drawn != wanted or missing:
        odd = sorted((drawn ^ wanted) | missing)
        raise ValueError(f"{SHEET_FILE[-1]} does not match the pad: {', '.join(odd)}")
    return with_labels(layout, labels)


def build_layout(pad: Pad, interactive: bool, small_signs: bool = True) -> SheetLayout:
    """The writer's pad, or (not `interactive`) a small one of the overview, its ×2/:2 signs
    smaller unless `small_signs` is False (on paper a sign is a box crossed by hand)."""
    layout = printed_sheet(pad)
    if interactive:
        return _screen_sheet(layout)
    styles = {
        name: replace(style, font_size=SMALL_FONTS.get(name, style.font_size))
        for name, style in layout.styles.items()
    }
    small = with_labels(layout, {}, activatable=False)
    cells = tuple(
        _small_sign(cell) if small_signs and cell.id.startswith("power.") else cell
        for cell in small.cells
    )
    return replace(small, cells=cells, styles=styles)


def _screen_sheet(layout: SheetLayout) -> SheetLayout:
    """The writer's pad on screen: the printed sheet, its small print (a bonus, a ×2/:2 sign,
    the total) as large as 9 pt needs where the pad is shown smallest (`SCREEN_PRINT`)."""
    styles = {
        name: replace(style, font_size=SCREEN_PRINT.get(name, style.font_size))
        for name, style in layout.styles.items()
    }
    cells = tuple(_screen_print(cell, layout.width) for cell in layout.cells)
    labels = tuple(
        replace(label, size=SCREEN_TOTAL) if label.id == "total" else label
        for label in layout.labels
    )
    return replace(layout, cells=cells, styles=styles, labels=labels)


def _screen_print(cell: CellSpec, width: float) -> CellSpec:
    """A bonus's ring on the writer's pad `SCREEN_BONUS` units across, grown mostly into the
    free paper on its outer side (left of the pyramid's levels, right of the obelisk and the
    Sphinx: never onto its building); a ×2/:2 sign's `SCREEN_SIGN` wide, about its centre on
    the line between its two boxes (as little wider as "×2" needs: the numbers beside it keep
    their room); any other cell as printed (`width`: the sheet's)."""
    x, y, w, h = cell.rect
    if cell.id.startswith("bonus."):
        grow = SCREEN_BONUS - w
        outward = 0.75 if x + w / 2 < width / 2 else 0.25  # (the share grown leftwards)
        return replace(cell, rect=(x - grow * outward, y - grow / 2, SCREEN_BONUS, SCREEN_BONUS))
    if cell.id.startswith("power."):
        return replace(cell, rect=(x - (SCREEN_SIGN - w) / 2, y, SCREEN_SIGN, h))
    return cell


def _small_sign(cell: CellSpec) -> CellSpec:
    """A ×2/:2 sign of a small pad: SMALL_SIGN units wide and high, about the same centre. Its
    words are never 9 pt there (left out); a smaller ring leaves the numbers of the boxes it lies
    over more of their width, clear of their borders at 9 pt."""
    x, y, w, h = cell.rect
    dx, dy = (w - SMALL_SIGN) / 2, (h - SMALL_SIGN) / 2
    return replace(cell, rect=(x + dx, y + dy, SMALL_SIGN, SMALL_SIGN))


# --- a pad on screen: its scene and its scarab boxes ------------------------------------------


@dataclass
class PadItems:
    """The items of one seat's pad (a scene of its own)."""

    scene: SheetScene
    scarabs: dict[int, BoxItem]  # per part: its scarab box
    synced: Any = None  # what it shows now (to skip an unchanged pad)


def build_pad_scene(
    pad: Pad, scene: SheetScene, interactive: bool, small_signs: bool = True
) -> PadItems:
    """Fill `scene` with a pad: its layout's items and the scarab boxes."""
    layout = build_layout(pad, interactive, small_signs)
    scene.build(layout)
    # a bonus won (circled) is marked with a burst of pen strokes
    flourish(*(scene.cell(f"bonus.{i}") for i in range(len(pad.parts))), states=("circled",))
    scarabs = {
        i: BoxItem(layout.places[f"scarab.{i}"], SCARAB_STYLE) for i in range(len(pad.parts))
    }
    for item in scarabs.values():
        scene.addItem(item)
    return PadItems(scene, scarabs)


# --- words ---------------------------------------------------------------------------------------


def cell_tip(pad: Pad, index: int) -> str:
    """Where a cell is, in words (its tooltip): a Sphinx cell by its id, others by place."""
    cell = pad.cells[index]
    if cell.building == "sphinx":
        return fmt(f"cell.{cell.id}")
    return fmt(f"cell.{cell.building}", level=pad.parts[cell.part].level, place=cell.place)


def fmt(key: str, **args: Any) -> str:
    return translate_text(say(WORDS, key, **args))
