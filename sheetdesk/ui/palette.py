"""The sheets' colours in each palette, and how large their words are: the one place every
colour a sheet draws with is turned into the palette in use.

The games and the kit declare their colours as they are printed on paper (the light palette),
each module in one block (`declare`), with the pairs that must stay readable: a text and what it
is written on, a mark (a cross, a ring, a lit cell's outline) and what it is drawn on. They draw
every colour through `tone(...)` (QColor's arguments), which gives it in the palette in use:

- "light": the colours as declared (paper-like sheets);
- "dark": every colour dimmed alike (dimmed paper, not inverted: the sheet stays a sheet beside
  the dark window, and what was dark on light stays so);
- "contrast": light colours pushed to white and dark ones to black, their hue kept (a red row
  stays red), so that every text reads at 7:1 or more and every mark at 3:1 or more; a module
  names the few colours that need a hand of their own (`declare(..., contrast=...)`).

`larger()` says whether the words are drawn larger (Settings ▸ Larger text): the kit's fonts
grow by `TEXT_SCALE` and none is smaller than 12 pt on screen where the sheet has room for it.
`short_and_larger(widget)`: the words are larger and the widget's window short (1366×768 at
150 %), where a page lays its header and a table its caption out otherwise.

`ratio(a, b)`: WCAG's contrast ratio of two colours; `declared()`: every block declared (the
contrast test reads them in each palette).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtGui import QColor

PALETTES = ("light", "dark", "contrast")
DIM = 0.74  # how much a dark palette's sheet keeps of each colour's light
TABLE = "#f6f3ea"  # what a sheet lies on in the light window (the light palette's window)
TEXT_SCALE = 1.25  # how much larger a sheet's words are with Larger text

_state: dict[str, Any] = {"palette": "light", "larger": False}
_cache: dict[tuple[str, int], QColor] = {}


@dataclass
class Colours:
    """One module's colours (as printed: the light palette), by name; `text` and `marks` the
    pairs (foreground, background) by name that must stay readable; `contrast` a name's own
    colour in the high-contrast palette."""

    owner: str
    colours: dict[str, str]
    text: list[tuple[str, str]] = field(default_factory=list)
    marks: list[tuple[str, str]] = field(default_factory=list)
    contrast: dict[str, str] = field(default_factory=dict)

    def __getattr__(self, name: str) -> str:
        try:
            return self.__dict__["colours"][name]
        except KeyError:
            raise AttributeError(name) from None

    def __getitem__(self, name: str) -> str:
        return self.colours[name]


_DECLARED: list[Colours] = []
_OWN: dict[str, str] = {}  # a colour's own high-contrast colour (its light hex → the hex)


def declare(
    owner: str,
    colours: dict[str, str],
    *,
    text: list[tuple[str, str]] | None = None,
    marks: list[tuple[str, str]] | None = None,
    contrast: dict[str, str] | None = None,
) -> Colours:
    """Declare a module's colours (see `Colours`); returns them, to be drawn through `tone`."""
    block = Colours(owner, dict(colours), list(text or []), list(marks or []), dict(contrast or {}))
    for name, hex_ in block.contrast.items():
        _OWN[QColor(block.colours[name]).name()] = hex_
    for fg, bg in block.text + block.marks:
        assert fg in block.colours and bg in block.colours, (owner, fg, bg)
    _DECLARED[:] = [d for d in _DECLARED if d.owner != owner] + [block]
    return block


def declared() -> list[Colours]:
    return list(_DECLARED)


def use(palette: str, larger: bool | None = None) -> None:
    """Draw with `palette` from now on (and Larger text or not, when given)."""
    if palette not in PALETTES:
        palette = "light"
    _state["palette"] = palette
    if larger is not None:
        _state["larger"] = larger


def current() -> str:
    return str(_state["palette"])


def larger() -> bool:
    return bool(_state["larger"])


# a window this high or higher (1024x600 and more) keeps its usual layout with Larger text; a
# shorter one (1366x768 at 150 %: 910x512 logical) gives its sheets the height its header's
# second line and a caption over the sheet took
SHORT_WINDOW = 560


def short_and_larger(widget: Any) -> bool:
    """Larger text in a short window (`SHORT_WINDOW`): `widget`'s window's layout for it."""
    return larger() and 0 < widget.window().height() < SHORT_WINDOW


# a short window narrower than this (1024x600 at 125 %: 819x480 logical) is as cramped with the
# usual text as a short one with Larger text: its header's title and subtitle wrapped to two
# lines each beside the header's buttons and took 115 of its 480 px from the sheets
NARROW_WINDOW = 880


def cramped(widget: Any) -> bool:
    """A short window with Larger text (`short_and_larger`), or a short and narrow one
    (`NARROW_WINDOW`): the header in one line, the others' sheets at their narrowest."""
    window = widget.window()
    short = 0 < window.height() < SHORT_WINDOW
    return short and (larger() or 0 < window.width() < NARROW_WINDOW)


def text_scale() -> float:
    return TEXT_SCALE if larger() else 1.0


def tone(*args: Any) -> QColor:
    """`QColor(*args)` in the palette in use (its alpha kept)."""
    colour = QColor(*args)
    palette = current()
    # (the light palette draws a colour as declared: the one just made is the caller's own)
    return colour if palette == "light" else in_palette(colour, palette)


def in_palette(colour: QColor, palette: str) -> QColor:
    """`colour` (as declared, the light palette) as `palette` draws it."""
    if palette == "light":
        return QColor(colour)
    key = (palette, colour.rgba())
    found = _cache.get(key)
    if found is None:
        found = _transform(colour, palette)
        _cache[key] = found
    return QColor(found)


def _transform(colour: QColor, palette: str) -> QColor:
    alpha = colour.alpha()
    if palette == "dark":
        made = QColor.fromRgbF(colour.redF() * DIM, colour.greenF() * DIM, colour.blueF() * DIM)
    else:
        own = _OWN.get(colour.name())
        if own is not None:
            made = QColor(own)
        else:
            hue, saturation = colour.hslHueF(), colour.hslSaturationF()
            lightness = colour.lightnessF()
            if luminance(colour) >= 0.2:  # the light side: paper, tints, halos
                lightness = 1 - (1 - lightness) * 0.25
            else:  # the dark side: inks, pens, edges
                lightness *= 0.4
            made = QColor.fromHslF(max(hue, 0.0), saturation, min(max(lightness, 0.0), 1.0))
    made.setAlpha(alpha)
    return made


def luminance(colour: QColor) -> float:
    """WCAG's relative luminance of `colour` (its alpha ignored)."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in (colour.redF(), colour.greenF(), colour.blueF()))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two opaque colours: 1 (the same) to 21 (black on white)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@contextmanager
def on_paper() -> Iterator[None]:
    """Draw as printed while the block runs (a PDF or a printer gets the light palette and the
    words' own sizes, whatever the window shows)."""
    kept = dict(_state)
    _state.update(palette="light", larger=False)
    try:
        yield
    finally:
        _state.update(kept)


# --- the kit's own colours (the games declare theirs in their sheet modules) --------------------

KIT = declare(
    "sheetkit",
    {
        "table": TABLE,
        "white": "#ffffff",
        "paper": "#fffdf6",
        "ink": "#111111",  # a box's printed number, a label's words
        "border": "#555555",  # a box's printed edge
        "cross": "#1b1b1b",  # a box's cross (CellStyle.mark)
        "pen": "#1d2a5c",  # the players' pen on the cards: crosses and written numbers
        "dark_ink": "#222222",  # a number card's middle, edges
        "caption": "#2b2116",  # a scene's caption
        "lit": "#111111",  # the ring round a box that may be chosen
        "lit_halo": "#e6ffffff",
        "lit_fill": "#c8ffec8c",  # a lit box on a card, under its ring
        "lit_ring": "#2b2b2b",
        "focus": "#0a58ca",  # the keyboard's ring
        "hint": "#6a1b9a",  # the computer's suggestion
        "hint_halo": "#ebffffff",
        "chosen": "#0a3d91",  # a chosen card's frame and badge
        "good_fill": "#6926a04a",  # a shape that fits where it is held
        "good_edge": "#13662f",
        "bad_fill": "#5fd63031",  # ... and one that does not
        "bad_edge": "#9c1c1d",
        "card_back": "#f3ecdb",
        "card_back_edge": "#7d735f",
        "card_back_ink": "#2b3447",
        "grid_label": "#6b5a3c",
        "magnifier": "#3b2a14",
        "die": "#fbf7ee",
        "die_ink": "#2a2420",
        "die_held": "#ffe9a8",
        "box": "#fffaf0",  # a score track's box
        "box_edge": "#6b5a3c",
        "box_print": "#8a7a5c",  # its printed label, under the player's pen
        "box_black": "#2a2420",
        "shape_paper": "#e6eef4",  # the expedition card
        "shape_edge": "#2d4f6b",
        "shape_ink": "#1c3347",
        "shape_box": "#f6c453",
        "symbol_edge": "#333333",
        "no_colour": "#777777",
        "joker": "#888888",
        "move": "#e8590c",  # the ring round the last move's marks
        "move_glow": "#46e8590c",
    },
    text=[
        ("ink", "white"), ("ink", "paper"), ("ink", "table"), ("caption", "table"),
        ("caption", "paper"), ("dark_ink", "white"), ("pen", "white"), ("pen", "box"),
        ("white", "hint"), ("chosen", "white"), ("card_back_ink", "card_back"),
        ("grid_label", "white"), ("die_ink", "die"), ("die_ink", "die_held"),
        ("box_print", "box"), ("pen", "box"), ("shape_ink", "shape_paper"),
        ("shape_ink", "shape_box"), ("hint", "white"),
    ],
    marks=[
        ("cross", "white"), ("cross", "paper"), ("pen", "paper"), ("lit", "white"),
        ("lit", "paper"), ("lit_ring", "paper"), ("lit_ring", "white"), ("focus", "white"),
        ("focus", "paper"), ("focus", "table"), ("hint", "paper"), ("hint", "table"),
        ("chosen", "paper"), ("good_edge", "white"), ("bad_edge", "white"),
        ("card_back_edge", "card_back"), ("border", "white"), ("box_edge", "box"),
        ("box_black", "box"), ("shape_edge", "shape_paper"), ("die_ink", "table"),
        ("magnifier", "table"), ("move", "white"), ("move", "paper"), ("move", "table"),
    ],
    contrast={"box_print": "#4a3c22", "move": "#8a2e00"},
)  # fmt: skip
