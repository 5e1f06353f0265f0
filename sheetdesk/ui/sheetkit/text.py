"""Text on a sheet: the kit's one way to draw words in a box, legible and whole.

`draw_text` draws and notes a text (`measure.state`, what a layout audit checks); the legible and
fitted forms grow a text to 9 pt where a sheet is shown small, or cut it short with an ellipsis
(`elided`, the kit's one elide helper: whatever shows a shortened text offers the whole of it in
a tooltip), else leave it out and say so; `text_room` is the box a text needs to be drawn whole.
With Larger text, words grow as much as their box allows (`larger_font`, the palette's scale).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem

from ..formatting import fitted, initialled, named_seat
from ..palette import text_scale
from ..plain import plain_tooltip
from .measure import MIN_TEXT_PX, POINT_PX, cut_short, glanced, ink_bounds, left_inset, state

_FONT_CACHE: dict[tuple[float, bool], QFont] = {}
# a font's letters as drawn, then narrower (a font's stretch), tried before a smaller size: the
# letters' height is what reads
STRETCHES = (100, 88, 76)
NARROWEST = STRETCHES[-1]


def font_for(size: float, bold: bool = True) -> QFont:
    key = (round(size, 1), bold)
    font = _FONT_CACHE.get(key)
    if font is None:
        font = QFont()
        font.setPixelSize(max(1, round(size)))
        font.setBold(bold)
        font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
        _FONT_CACHE[key] = font
    return font


def screen_scale(painter: QPainter) -> float:
    """Screen pixels per unit of what `painter` draws now (the view's scale times the item's)."""
    t = painter.worldTransform()
    return math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21()))


def screen_px(painter: QPainter, font: QFont | None = None) -> float:
    """How high text in `font` (the painter's own by default) comes out on screen, in pixels."""
    font = painter.font() if font is None else font
    size = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * POINT_PX
    return size * screen_scale(painter)


def legible(painter: QPainter, font: QFont | None = None) -> bool:
    """Whether text in `font` (the painter's own by default) is at least 9 pt on screen."""
    return screen_px(painter, font) >= MIN_TEXT_PX - 0.01


def draw_text(
    painter: QPainter,
    rect: QRectF,
    flags: Qt.AlignmentFlag | int,
    text: str,
    font: QFont | None = None,
) -> bool:
    """`painter.drawText(rect, flags, text)`, noted as a text the sheet states (`measure.state`:
    what a layout audit checks is whole, legible and clear of the rest). Lines as wide as `rect`
    but a little higher (a box as high as the capitals, the words 9 pt on a sheet shown small)
    keep their accents and descenders: drawn past the box's top and bottom, not cut. On a
    sheet only glanced at (`measure.glancing`) a text under 9 pt is left out (noted so).
    `font`: the painter's font, where the caller has it at hand (else asked of the painter).
    Returns whether the text was drawn."""
    if glanced() and not legible(painter):
        state(painter, rect, flags, text, False)
        return False
    if font is None:
        font = painter.font()
    box = rect.getRect()
    found = _HANGING.get((font, box, int(flags), text))
    if found is None:  # (a box's words are drawn again and again in the same font and box)
        metrics = QFontMetricsF(font)
        laid = metrics.boundingRect(rect, int(flags), text)
        hangs = not rect.contains(laid) and _hangs(metrics, rect, laid)
        found = (hangs, left_inset(font, rect, flags, text))
        if len(_HANGING) >= 4096:
            _HANGING.clear()
        _HANGING[(kept_font(font), box, int(flags), text)] = found
    hangs, inset = found
    if hangs or inset:
        flags = int(flags) | int(Qt.TextFlag.TextDontClip)
    # (a first letter leaning out past the line's start is drawn inside the box, the line moved
    # in by as much: `measure.left_inset`, which the stated ink follows)
    painter.drawText(rect.adjusted(inset, 0, 0, 0) if inset else rect, flags, text)
    state(painter, rect, flags, text, True)
    return True


# whether words laid out in a font and box reach past it as `draw_text` lets them (`_hangs`), and
# how far they are moved in (`measure.left_inset`), by (the font, the box, the flags, the words):
# the lines' extent depends on nothing else
_HANGING: dict[tuple[object, ...], tuple[bool, float]] = {}


def kept_font(font: QFont) -> QFont:
    """`font` as a part of a key kept in a dict: a copy (the caller's may be changed later). A
    QFont is its own key: it hashes and compares by what it asks for, as `key()` names it; a
    lookup by it takes a fifth of the time `key()` takes to write that name out (a sheet's texts
    are looked up at every paint of them)."""
    return QFont(font)


def _hangs(metrics: QFontMetricsF, rect: QRectF, laid: QRectF) -> bool:
    """Whether lines laid out as `laid` fit `rect`'s width and reach past its top and bottom by
    no more than `HANG` (what `draw_text` draws whole)."""
    # (a line whose advance fits may lay out a hair wider, its last glyph's overhang: drawn
    # whole rather than cut at the box)
    return (
        laid.width() <= rect.width() + 1.5
        and laid.height() - rect.height() <= metrics.height() * HANG
    )


# how far past its box's top and bottom, together, a line may reach (in lines' heights)
HANG = 0.5


def _floor(painter: QPainter, larger: bool = False) -> float:
    """The size in units that comes out 9 pt on screen at the painter's scale (`larger`: with
    Larger text, as much larger as the sheet's words are)."""
    return _floor_at(screen_scale(painter), larger)


def _floor_at(scale: float, larger: bool = False) -> float:
    """`_floor` at `scale` screen pixels per unit."""
    grown = text_scale() if larger else 1.0
    return math.ceil(MIN_TEXT_PX * grown / max(scale, 1e-6))


def _floors(scale: float) -> list[float]:
    """The sizes a text of a sheet shown at `scale` (screen pixels per unit) is tried at: with
    Larger text the larger floor first (the 9 pt one where its box has no room for that: never
    left out for being larger)."""
    if text_scale() == 1.0:
        return [_floor_at(scale)]
    return [_floor_at(scale, larger=True), _floor_at(scale)]


# what `larger_font` found, by font, box, flags, words and scale: a sheet asks again at every
# paint for each of its texts (laying them out twice or four times), for the same box
_LARGER: dict[tuple[object, ...], float] = {}
_LARGER_KEPT = 8192  # (emptied when full: a sheet paints a few hundred texts)


def larger_font(font: QFont, rect: QRectF, flags: Qt.AlignmentFlag | int, text: str) -> QFont:
    """With Larger text: `font` grown by the palette's text scale where `text` still fits
    `rect` so, its glyphs whole inside it (else grown half as much where that fits; else as it
    is)."""
    scale = text_scale()
    if scale == 1.0 or not text.strip() or font.pixelSize() <= 0:
        return font
    box = rect.getRect()
    step = _LARGER.get((font, box, int(flags), text, scale))
    if step is None:
        if len(_LARGER) >= _LARGER_KEPT:
            _LARGER.clear()
        step = _larger_step(font, rect, flags, text, scale)
        _LARGER[(kept_font(font), box, int(flags), text, scale)] = step
    if step == 1.0:
        return font
    grown = QFont(font)
    grown.setPixelSize(round(font.pixelSize() * step))
    return grown


def _larger_step(
    font: QFont, rect: QRectF, flags: Qt.AlignmentFlag | int, text: str, scale: float
) -> float:
    """How much `larger_font` grows `font` (1.0: not at all)."""
    for step in (scale, (1 + scale) / 2):
        grown = QFont(font)
        grown.setPixelSize(round(font.pixelSize() * step))
        metrics = QFontMetricsF(grown)
        laid = metrics.boundingRect(rect, int(flags), text)
        if rect.contains(ink_bounds(metrics, rect, int(flags), text, laid, grown)) and fits_in(
            grown, rect, Qt.AlignmentFlag(int(flags)), text
        ):
            return step
    return 1.0


_SHORTENED: list[list[str]] = []


@contextmanager
def shortened() -> Iterator[list[str]]:
    """Keep, while the block runs (an item painting), the whole of every text the kit cut
    short or left out (`elided`, `given_way`): what the item offers in its tooltip
    (`offer_whole`)."""
    cut: list[str] = []
    _SHORTENED.append(cut)
    try:
        yield cut
    finally:
        _SHORTENED.remove(cut)


def given_way(text: str) -> None:
    """Note that `text` was cut short or left out where it is shown (see `shortened`)."""
    for cut in _SHORTENED:
        if text not in cut:
            cut.append(text)


def offer_whole(item: QGraphicsItem, cut: list[str], tip: str = "") -> None:
    """`item`'s tooltip: `tip`, and under it the whole of each text it shortened (`cut`, as
    `shortened` kept them; plain text: words may be a player's name)."""
    words = "\n".join(part for part in (tip, *cut) if part.strip())
    whole = plain_tooltip(words) if words else ""
    if item.toolTip() != whole:
        item.setToolTip(whole)


def elided(font: QFont, rect: QRectF, text: str) -> str:
    """`text` shortened to fit `rect`'s width on one line: a seat's name in it with its later
    words as their initials where that fits (`formatting.initialled`), else cut short with an
    ellipsis ("" if nothing of it fits: a word cut to its first letter says nothing): the kit's
    one way to shorten a text; the whole is noted for the tooltip of the item painting it
    (`shortened`)."""
    metrics = QFontMetricsF(font)
    shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    if shown != text:
        given_way(text)
        seat = named_seat(text)  # (a computer's, from its seat: never read from the words)
        # a name's surname as its initial before any word is cut ("Hand of Γιαγιά Σ.", not
        # "Hand of Γιαγιά Σο…"), as the turn line shortens names
        short = initialled(text, seat.name) if seat is not None else text
        if short != text and metrics.horizontalAdvance(short) <= rect.width():
            return short
        kept = fitted(text, metrics, rect.width(), seat=seat) if seat and seat.computer else shown
        if metrics.horizontalAdvance(kept) <= rect.width():
            shown = kept  # ("Hand of Ana… (computer)": a computer's mark is never what is cut)
        cut_short(text, shown)
    return shown if len(shown.rstrip("…")) >= min(len(text), 3) else ""


def draw_legible_text(
    painter: QPainter, rect: QRectF, flags: Qt.AlignmentFlag | int, text: str
) -> bool:
    """Draw `text` in the painter's font where it is legible on screen (9 pt or more). Where the
    sheet is shown too small for that font, the text is drawn at 9 pt if it fits `rect` so (its
    lines may reach a little past its top and bottom, see `draw_text`; with narrower letters if
    need be), else on one line cut short with an ellipsis, else not at all (a sheet shown
    smaller than its words can be: the player enlarges it, a click on another player's sheet,
    to read them). What was to be drawn is noted either way (`measure.state`). Returns whether
    the text was drawn."""
    if legible(painter):
        metrics = QFontMetricsF(painter.font())
        wraps = int(flags) & int(Qt.TextFlag.TextWordWrap)
        laid = metrics.boundingRect(rect, int(flags), text) if wraps else rect
        if (not wraps and not _whole_on_line(painter, painter.font(), rect, flags, text)) or (
            wraps and not rect.contains(laid) and not _hangs(metrics, rect, laid)
        ):
            # one line wider than its box, or more lines than it holds (a long name): cut
            # short with "…" on one line, not cut at the box's edge nor lying on what is below
            one_line = int(flags) & ~int(Qt.TextFlag.TextWordWrap)
            shown = elided(painter.font(), rect, text)
            if shown:
                draw_text(painter, rect, one_line, shown)
                return True
            state(painter, rect, flags, text, False)
            return False
        draw_text(painter, rect, flags, text)
        return True
    font = QFont(painter.font())
    floors = _floors(screen_scale(painter))
    for floor in floors:
        font.setPixelSize(int(floor))
        metrics = QFontMetricsF(font)
        if floor == floors[-1] or fits_in(font, rect, Qt.AlignmentFlag(int(flags)), text):
            break  # (the larger one only where it fits its box whole, hanging past it nowhere)
    # narrower letters before its words are cut short (their height is what reads: Greek
    # 'φοίνικες: 1' under a display card beside a lesson at 819x480 was 9 % too wide)
    for stretch in STRETCHES:
        narrow = font
        if stretch != 100:
            narrow = QFont(font)
            narrow.setStretch(stretch)
            metrics = QFontMetricsF(narrow)
        if _hangs(metrics, rect, metrics.boundingRect(rect, int(flags), text)):
            painter.setFont(narrow)
            draw_text(painter, rect, flags, text)
            return True
    metrics = QFontMetricsF(font)
    one_line = int(flags) & ~int(Qt.TextFlag.TextWordWrap)
    shown = elided(font, rect, text)
    if shown and _hangs(metrics, rect, metrics.boundingRect(rect, one_line, shown)):
        painter.setFont(font)
        draw_text(painter, rect, one_line, shown)
        return True
    state(painter, rect, flags, text, False)
    return False


def draw_fitted_text(
    painter: QPainter,
    rect: QRectF,
    flags: Qt.AlignmentFlag | int,
    text: str,
    size: float,
    bold: bool = True,
) -> bool:
    """`text` on one line in `rect` at `size` units, grown where the sheet is shown small so that
    it is 9 pt on screen, as long as it still fits `rect` (with narrower letters if need be); else
    on two lines where `rect` is high enough, else cut short with an ellipsis; else (`rect` lower
    than the letters) nothing is drawn, as `draw_legible_text`. Returns whether it was drawn."""
    font = fitted_font(screen_scale(painter), rect, flags, text, size, bold)
    metrics = QFontMetricsF(font)
    if metrics.capHeight() > rect.height():
        painter.setFont(font)
        state(painter, rect, flags, text, False)
        return False
    # narrower letters before none (their height is what reads); words centred in their box
    # first half a pixel clear of its sides (a box drawn round them: a column's '4×' at 9 pt
    # filling it touched its lines), else whole as far as it goes (narrower letters start a
    # hair further out: words set against a side keep their width)
    centred = int(flags) & int(Qt.AlignmentFlag.AlignHCenter)
    for clear in (True, False) if centred else (False,):
        for stretch in STRETCHES:
            narrow = font
            if stretch != 100:
                narrow = QFont(font)
                narrow.setStretch(stretch)
            if _whole_on_line(painter, narrow, rect, flags, text, clear):
                painter.setFont(narrow)
                return draw_legible_text(painter, rect, flags, text)
    font = QFont(font)
    font.setStretch(NARROWEST)
    if glanced():  # (a sheet only glanced at shows what is whole at 9 pt, else nothing)
        state(painter, rect, flags, text, False)
        return False
    wrap = int(flags) | int(Qt.TextFlag.TextWordWrap)
    if " " in text.strip() and fits_in(font, rect, wrap, text):
        painter.setFont(font)
        return draw_legible_text(painter, rect, wrap, text)
    painter.setFont(font)
    shown = elided(font, rect, text)
    if shown:
        return draw_legible_text(painter, rect, flags, shown)
    state(painter, rect, flags, text, False)
    return False


def fitted_font(
    scale: float,
    rect: QRectF,
    flags: Qt.AlignmentFlag | int,
    text: str,
    size: float,
    bold: bool,
) -> QFont:
    """The font `draw_fitted_text` starts from on a sheet shown at `scale` (screen pixels per
    unit): `size` or the floor (see `_floors`), and with Larger text larger where the words
    still fit on one line."""
    one_line = int(flags) & ~int(Qt.TextFlag.TextWordWrap)
    floors = _floors(scale)
    for floor in floors:
        font = font_for(max(size, floor), bold)
        if text_scale() != 1.0:  # Larger text: larger where it fits on one line
            font = larger_font(font, rect, one_line, text)
        narrowest = QFont(font)
        narrowest.setStretch(NARROWEST)
        metrics = QFontMetricsF(narrowest)
        if floor == floors[-1]:
            return font
        if metrics.height() <= rect.height() and metrics.horizontalAdvance(text) <= rect.width():
            return font
    return font


def text_room(
    painter: QPainter, text: str, size: float, bold: bool = True, grow: bool | None = None
) -> QSizeF:
    """The smallest box (in the painter's units) that `draw_fitted_text` draws `text` whole in at
    `size` units or 9 pt on screen, whichever is larger (its narrowest letters): what a part
    shown small grows its boxes to rather than leave their words out. On a sheet only glanced
    at, at `size` (it leaves out what is too small rather than grow its parts), unless `grow`."""
    glance = glanced() if grow is None else not grow
    font = QFont(font_for(size if glance else max(size, _floor(painter)), bold))
    font.setStretch(NARROWEST)
    metrics = QFontMetricsF(font)
    return QSizeF(metrics.horizontalAdvance(text) + 2.5, metrics.height() * 0.7)


def line_room(painter: QPainter, text: str, size: float, bold: bool = True) -> QSizeF:
    """As `text_room`, but as high as a whole line of the font (its ascent and descent): the box
    words with descenders or capitals of any script need, centred in it as `draw_fitted_text`
    centres a line, to stay clear of an outline round them."""
    room = text_room(painter, text, size, bold)
    font = QFont(font_for(max(size, _floor(painter)), bold))
    return QSizeF(room.width(), QFontMetricsF(font).height())


# how far words stay from an outline drawn around them (and from a shape beside them), in screen
# pixels: antialiased, closer than this they run into the line
CLEARANCE = 1.5


def inside_outline(
    painter: QPainter,
    rect: QRectF,
    pen: float,
    rounding: float = 0.0,
    words: QSizeF | None = None,
) -> QRectF:
    """The part of `rect` where words stay clear of an outline `pen` units wide drawn on its
    edge, its corners rounded by `rounding` of its smaller side (0.5: an ellipse): the pen's
    inner half and `CLEARANCE` screen pixels in from the edge, and where the corners are round
    the rectangle that the rounded outline holds (in an ellipse, of the words' own proportions
    `words` where given: the widest such box it holds)."""
    inset = pen / 2 + CLEARANCE / max(screen_scale(painter), 1e-6)
    inner = rect.adjusted(inset, inset, -inset, -inset)
    if rounding >= 0.5 and words is not None and words.width() > 0 and words.height() > 0:
        k = min(inner.width(), inner.height()) / math.hypot(words.width(), words.height())
        box = QRectF(0, 0, words.width() * k, words.height() * k)
        box.moveCenter(inner.center())
        return box
    radius = min(rect.width(), rect.height()) * min(rounding, 0.5)
    cut = radius * (1 - math.sqrt(0.5))
    return inner.adjusted(cut, cut, -cut, -cut)


def outline_room(painter: QPainter, room: QSizeF, pen: float, rounding: float = 0.0) -> QSizeF:
    """The size of an outlined box (see `inside_outline`) that holds `room` clear of its outline.
    For an ellipse (`rounding` 0.5) it is a circle around `room`'s corners."""
    clear = pen + 2 * CLEARANCE / max(screen_scale(painter), 1e-6)
    if rounding >= 0.5:
        side = math.hypot(room.width(), room.height()) + clear
        return QSizeF(side, side)
    grow = 1 / (1 - 2 * rounding * (1 - math.sqrt(0.5)))
    return QSizeF(room.width() * grow + clear, room.height() * grow + clear)


def words_box(
    painter: QPainter, rect: QRectF, edge: float, words: str, size: float, rounding: float = 0.0
) -> QRectF:
    """Where a box framed `edge` wide (its corners rounded by `rounding`, see `inside_outline`)
    draws `words` at `size` (or 9 pt): clear of its frame where they fit so (grown to 9 pt
    where the box is shown small, they ran into it), else the whole box (a box too small for
    its words at 9 pt: drawn, reaching its frame, rather than left out)."""
    inside = inside_outline(painter, rect, edge, rounding)
    room = text_room(painter, words, size)
    if room.width() <= inside.width() + 0.01 and room.height() <= inside.height() + 0.01:
        return inside
    return rect


def legible_width(painter: QPainter, text: str, size: float, bold: bool = True) -> float:
    """How wide `text` is on one line at `size` units or 9 pt on screen, whichever is larger,
    its letters as wide as drawn (what `draw_legible_text` needs; `text_room` counts the
    narrowest letters `draw_fitted_text` may use)."""
    return QFontMetricsF(font_for(max(size, _floor(painter)), bold)).horizontalAdvance(text)


def grown(rect: QRectF, room: QSizeF) -> QRectF:
    """`rect` from its top left corner, at least `room` wide and high."""
    return QRectF(
        rect.topLeft(), QSizeF(max(rect.width(), room.width()), max(rect.height(), room.height()))
    )


def _whole_on_line(
    painter: QPainter,
    font: QFont,
    rect: QRectF,
    flags: Qt.AlignmentFlag | int,
    text: str,
    clear: bool = False,
) -> bool:
    """Whether `text` on one line in `font` fits `rect`'s width whole: its advance and its
    glyphs' ink (a first letter's or a last one's overhang) inside the box, to within half a
    pixel on screen (a glyph past the box by more is cut where the item's bounds end); `clear`:
    half a pixel inside it."""
    metrics = QFontMetricsF(font)
    slack = min(0.5, 0.5 / max(screen_scale(painter), 1e-6))
    if clear:
        slack = -0.5 / max(screen_scale(painter), 1e-6)
    one_line = int(flags) & ~int(Qt.TextFlag.TextWordWrap)
    ink = ink_bounds(metrics, rect, one_line, text, font=font)
    return (
        metrics.horizontalAdvance(text) <= rect.width() + slack
        and ink.left() >= rect.left() - slack
        and ink.right() <= rect.right() + slack
    )


def fits_in(font: QFont, rect: QRectF, flags: Qt.AlignmentFlag | int, text: str) -> bool:
    """Whether `text` laid out in `rect` with `flags` in `font` stays inside it."""
    bound = QFontMetricsF(font).boundingRect(rect, int(flags), text)
    return bound.width() <= rect.width() + 0.5 and bound.height() <= rect.height() + 0.5
