"""The Number rows table as pure layout data (no Qt code): the printed score pad and,
below it on the same table, the cards (display, pile, discard, the hand); or, in a short, wide
view, the cards in a column beside it (`beside_places`).

Sheet units: a number box is 44 wide. The sheet and the cards share one scene, so one scale fits
both to the window and nothing moves between steps. Texts are set by the table (in the current
language); here every text has only its id.
"""

from __future__ import annotations

from sheetdesk.ui.palette import KIT, TABLE, declare
from sheetdesk.ui.sheetkit.layout import Band, CellSpec, CellStyle, Glyph, Label, Rect, SheetLayout

from .rules import COLORS, HAND_LIMIT, MAX_MISTHROWS, POINTS, ROW_NUMBERS

# --- the colours as printed (drawn through the sheet kit's palette) and each colour's symbol ---

ROW_COLORS: dict[str, dict[str, str]] = {
    "red": {"band": "#d3283a", "tint": "#fde6e7", "ink": "#a81d2b", "edge": "#7e1520"},
    "yellow": {"band": "#f2bf10", "tint": "#fff6d2", "ink": "#7d6200", "edge": "#8d6f00"},
    "green": {"band": "#2a9a45", "tint": "#e2f4e5", "ink": "#1b7232", "edge": "#175f29"},
    "blue": {"band": "#2461a8", "tint": "#e1eaf7", "ink": "#1b4d88", "edge": "#153b69"},
}
ROW_PARTS = ("band", "tint", "ink", "edge")
C = declare(
    "number_rows",
    {
        "paper": "#fffdf6",
        "ink": "#222222",
        "white": "#ffffff",
        "table": TABLE,
        "sheet_edge": "#8a8272",
        "misthrow_edge": "#555555",
        "total_edge": "#444444",
        "grid": "#8c8576",
        "head": "#eeeae0",
        "hand_rule": "#b9b2a2",
        "key": "#6b6557",  # the key under a card of the hand
        "announced": "#ffd54a",
        "cross": KIT.cross,
    }
    | {f"{color}_{part}": ROW_COLORS[color][part] for color in ROW_COLORS for part in ROW_PARTS},
    text=[("ink", "paper"), ("ink", "white"), ("ink", "head"), ("ink", "table"), ("key", "table")]
    + [(f"{color}_ink", f"{color}_tint") for color in ROW_COLORS],
    marks=[("cross", "white"), ("misthrow_edge", "white"), ("sheet_edge", "table")]
    + [(f"{color}_edge", f"{color}_tint") for color in ROW_COLORS]
    + [(f"{color}_tint", f"{color}_band") for color in ROW_COLORS]
    + [("cross", f"{color}_tint") for color in ROW_COLORS]
    + [(f"{color}_band", "paper") for color in ROW_COLORS],
    # high contrast: the rows' bands dark enough to stand off the paper and their boxes
    contrast={
        "sheet_edge": "#3a352c",
        "red_band": "#9e1424",
        "yellow_band": "#7a5c00",
        "green_band": "#17602a",
        "blue_band": "#163f73",
    },
)
PAPER, INK = C.paper, C.ink
SYMBOLS = {"red": "diamond", "yellow": "circle", "green": "triangle", "blue": "square"}

# --- the sheet ----------------------------------------------------------------------------------

CELL, PITCH, MARGIN, BAND_PAD, ROW_GAP, TITLE_H = 44.0, 50.0, 14.0, 6.0, 6.0, 28.0
ROW_H = CELL + 2 * BAND_PAD
SYMBOL_X = MARGIN + BAND_PAD
NUMBERS_X = SYMBOL_X + CELL + BAND_PAD
LOCK_X = NUMBERS_X + 11 * PITCH - (PITCH - CELL) + 12
ROW_W = LOCK_X + CELL + BAND_PAD - MARGIN
SHEET_W = ROW_W + 2 * MARGIN
ROWS_TOP = MARGIN + TITLE_H
ROWS_BOTTOM = ROWS_TOP + 4 * ROW_H + 3 * ROW_GAP
# (the points table's rows higher than they were, the gaps above and below it smaller: the
# sheet as high as before, its cards as wide)
TABLE_TOP = ROWS_BOTTOM + 8
# (the rows' heads wide and the rows high enough for their words at 9 pt clear of the grid's lines
# where the sheet is shown smallest, 1024x600 with Larger text: 'Krzyżyki', 'Σταυροί')
HEAD_W, COL_W, TABLE_ROW_H = 100.0, 32.0, 30.0
TOTALS_TOP = TABLE_TOP + 2 * TABLE_ROW_H + 4
SHEET_H = TOTALS_TOP + 40 + MARGIN
# the others' small sheets: the four rows only (their total is in the heading above them; the
# points table, the misthrows and the totals are read on the pad shown big by a click)
# (their rows 6 units lower than the pad's: shown that small, the title at 9 pt is higher than
# its box and its descenders reached the first row's boxes)
COMPACT_LIFT = 6.0
COMPACT_H = ROWS_BOTTOM + MARGIN + COMPACT_LIFT
MISTHROW_STEP, MISTHROW_W = 38.0, 34.0
# The pad on the table with the cards (the big sheet) is the printed one with larger print: its
# numbers, totals and signs 9 pt on screen where the table is shown smallest (1366x768 at 150 %,
# the sheet about 0.48 screen pixels a unit), and the points table's columns narrower (its two
# digits still whole at 9 pt) to leave the misthrows' words their room on one line beside it
# ('Misthrows −5 each', 'Λάθος ρίψεις (−5)'). The pad printed or shown big keeps its print.
TABLE_COL_W = 30.0
NUMBER_SIZE, TABLE_NUMBER_SIZE = 23.0, 27.0
TOTAL_SIZE, TABLE_TOTAL_SIZE = 22.0, 27.0


# a points table column's points on the big sheet 2 units from its lines: 1 screen pixel where
# the sheet is shown at 0.5 a unit, clear of them ('45', '78' at 9 pt filled a column to within
# half a pixel of its lines); the crosses keep 1 ('10×' whole at 1024x600), the printed pad too
_COLUMN_SIDE = 2.0


def _col_w(cards: bool) -> float:
    return TABLE_COL_W if cards else COL_W


def _misthrows_x(cards: bool) -> float:
    return MARGIN + HEAD_W + 12 * _col_w(cards) + 26


# the magnifier of the big sheet's lower part: in the gap between the points table and the
# misthrow boxes, where no word lies in any language
MAGNIFIER_RECT: Rect = (
    MARGIN + HEAD_W + 12 * TABLE_COL_W + 3,
    TABLE_TOP + 2 * TABLE_ROW_H - 18,
    18,
    18,
)
TOTAL_KEYS = (*COLORS, "misthrows", "sum")
# the pad's lower part (points table, misthrows, totals): a click on it shows the sheet big
ZOOM_RECT: Rect = (
    MARGIN - 4,
    ROWS_BOTTOM + 1,
    SHEET_W - 2 * MARGIN + 8,
    SHEET_H - ROWS_BOTTOM - 10,
)

# --- the cards below it -------------------------------------------------------------------------

STRIP_TOP = SHEET_H + 4
# A lit hand card's outline (its halo 6 units out of a 60-unit card) and the focus ring round it
# (7.8 out) keep off the words over the hand and the keys under it, grown to 9 pt where the
# table is shown smallest (1366x768 at 150 %: 0.48 a unit; they reach 2 to 3 units past their
# boxes); the hand's cards a little lower for that room (the table as high as before: its cards
# 38 px wide or more at 1024x600)
KEY_GAP = 8.0
CARDS_TOP = STRIP_TOP + 37  # a chosen hand card rises into the gap, not over the labels
SMALL = (44.0, 62.0)  # display, pile and discard: clicked once a turn at most
HAND = (60.0, 74.0)  # the hand: read and clicked all the time
# (the small cards low beside the hand: a hint's outline round one keeps clear of the words
# above it, grown to 9 pt)
SMALL_TOP = CARDS_TOP + HAND[1] - SMALL[1] - 1
# (the display's cards close together and the hand at the right edge leave the discard pile
# room for its word between the pile's and the hand's, on the smallest table, in every language)
DISPLAY_X, DISPLAY_STEP = MARGIN, 46.0
PILE_X = DISPLAY_X + 3 * DISPLAY_STEP + SMALL[0] + 14
DISCARD_X = PILE_X + SMALL[0] + 30
HAND_X, HAND_STEP = 366.0, 66.0
UNDER_TOP = CARDS_TOP + HAND[1] + KEY_GAP
PILE_LABEL_X, PILE_RIGHT = DISPLAY_X + 2 * DISPLAY_STEP + 20, PILE_X + SMALL[0]
# the discard pile's words from over the pile's middle to the hand's line (which starts below
# them): 'Odrzucone', 'Πεταμένες' whole at 9 pt on the smallest table, clear of the pile's
# words ('Stos: 23', which end as far before them)
DISCARD_LABEL_X = PILE_X + SMALL[0] / 2 + 6
HEIGHT = UNDER_TOP + 20
# the least scale (screen pixels per unit) the big sheet is drawn at: a row's numbers, 27 units
# and narrowed to fit their boxes ("10" to "12"), come out at 9 pt (12 px) from 0.46 a unit, and
# the points table's heads and the misthrows' words grown to 9 pt lie clear of one another and
# of the lines from 0.48 (the scale the pad's lower part is laid out for, above)
LEGIBLE_SCALE = 0.48
HAND_RULE: Rect = (HAND_X - 13, CARDS_TOP - 4, 2, HAND[1] + 4)


def cell_id(color: str, number: int) -> str:
    """The id of a number box on a sheet scene, e.g. "red:7"."""
    return f"{color}:{number}"


def _inset(rect: Rect, side: float = 4.0) -> Rect:
    """The room for a text inside a box of the points table: clear of its lines (4 units: 2
    screen pixels where the sheet is shown smallest; a line fitted may reach a little past its
    box, and words grown to 9 pt ran into the lines), `side` units from its left and right."""
    x, y, w, h = rect
    return (x + side, y + 4, w - 2 * side, h - 8)


def _styles(cards: bool = False) -> dict[str, CellStyle]:
    """The boxes' styles; `cards`: the big sheet's, its numbers and totals larger (see
    TABLE_NUMBER_SIZE)."""
    number = TABLE_NUMBER_SIZE if cards else NUMBER_SIZE
    total = TABLE_TOTAL_SIZE if cards else TOTAL_SIZE
    styles = {
        "default": CellStyle(),
        "misthrow": CellStyle(fill=C.white, border=C.misthrow_edge, border_width=1.6, radius=4),
        "total": CellStyle(fill=C.white, border=C.total_edge, border_width=2, font_size=total),
    }
    for color in COLORS:
        c = ROW_COLORS[color]
        styles[color] = CellStyle(c["tint"], c["edge"], c["ink"], 1.4, number)
        styles[f"{color}_lock"] = CellStyle(c["tint"], c["edge"], c["ink"], 1.6, 18)
        styles[f"{color}_total"] = CellStyle(C.white, c["band"], INK, 3.2, total)
    return styles


def build_sheet_layout(
    interactive: bool = True, cards: bool = False, compact: bool = False
) -> SheetLayout:
    """The printed pad; `cards`: with room for the cards below it (the big table); `compact`:
    the title and the four rows only (another player's small sheet, see COMPACT_H)."""
    cells: list[CellSpec] = []
    bands = [
        Band((0, 0, SHEET_W, COMPACT_H if compact else SHEET_H), PAPER, C.sheet_edge, 2, 12, -20)
    ]
    glyphs: list[Glyph] = []
    # (another player's small sheet: its rows lower, see COMPACT_LIFT)
    rows_top = ROWS_TOP + (COMPACT_LIFT if compact else 0.0)
    labels = [
        Label(
            (MARGIN, MARGIN - 4, SHEET_W - 2 * MARGIN, TITLE_H),
            "",
            INK,
            20,
            True,
            "left",
            "title",
            True,
        )
    ]
    for r, color in enumerate(COLORS):
        c = ROW_COLORS[color]
        y = rows_top + r * (ROW_H + ROW_GAP)
        bands.append(Band((MARGIN, y, ROW_W, ROW_H), c["band"], radius=10))
        bands.append(
            Band((SYMBOL_X, y + BAND_PAD, CELL, CELL), C.white, c["edge"], 1.4, CELL / 2, -5)
        )
        symbol: Rect = (SYMBOL_X + 9, y + BAND_PAD + 9, CELL - 18, CELL - 18)
        glyphs.append(Glyph(symbol, SYMBOLS[color], c["band"], c["edge"], 1.2))
        for i, number in enumerate(ROW_NUMBERS[color]):
            rect = (NUMBERS_X + i * PITCH, y + BAND_PAD, CELL, CELL)
            cells.append(
                CellSpec(cell_id(color, number), rect, str(number), color, activatable=interactive)
            )
        rect = (LOCK_X, y + BAND_PAD, CELL, CELL)
        cells.append(
            CellSpec(
                f"{color}:lock",
                rect,
                style=f"{color}_lock",
                shape="circle",
                symbol="lock",
                activatable=interactive,
            )
        )
    if compact:
        return SheetLayout(
            SHEET_W, COMPACT_H, tuple(cells), tuple(bands), tuple(glyphs), tuple(labels), _styles()
        )
    # the points table (crosses 1..12 -> points), the misthrow boxes right of it: small print
    # read now and then, so its words grow to 9 pt where the sheet is shown small (the sheet is
    # shown big by a click)
    head_w, col_w, h = HEAD_W, _col_w(cards), TABLE_ROW_H
    side = _COLUMN_SIDE if cards else 1.0  # (the points')
    grid = C.grid
    # (the heads in one box, no line between them, the lower one 2 units up: grown to 9 pt, a
    # head's descenders and the next one's accents reached the line between the rows, the lower
    # one's descenders the box's bottom line)
    bands.append(Band((MARGIN, TABLE_TOP, head_w, 2 * h), C.head, grid, 1, z=-5))
    # (on the big sheet the lower one 4 units up: 'Punkty' at 9 pt is higher than at its print)
    lift = 4.0 if cards else 2.0
    for row, key in enumerate(("crosses", "points")):
        rect = (MARGIN, TABLE_TOP + row * (h - lift), head_w, h)
        labels.append(Label(_inset(rect), "", INK, 15, True, "center", f"table:head:{key}", True))
    for n in range(1, 13):
        x = MARGIN + head_w + (n - 1) * col_w
        crosses, points = (x, TABLE_TOP, col_w, h), (x, TABLE_TOP + h, col_w, h)
        bands.append(Band(crosses, C.head, grid, 1, z=-5))
        bands.append(Band(points, C.white, grid, 1, z=-5))
        labels.append(
            # ("10" under "Crosses" where "10×" has no room at 9 pt: the sheet shown small)
            Label(
                _inset(crosses, 1.0),  # (a column's numbers are narrow: '10×' whole)
                f"{n}×",
                INK,
                13,
                True,
                id=f"table:crosses:{n}",
                grow=True,
                short=str(n),
            )
        )
        labels.append(
            Label(
                _inset(points, side),
                str(POINTS[n]),
                INK,
                16,
                True,
                id=f"table:points:{n}",
                grow=True,
            )
        )
    mx = _misthrows_x(cards)
    words_x = MARGIN + head_w + 12 * col_w + 3
    labels.append(
        Label(
            # (from the points table's edge: above the magnifier, room for the longest words)
            # (its descenders at 9 pt clear of the boxes under it)
            (words_x, TABLE_TOP - 6, SHEET_W - MARGIN - words_x, 22),
            "",
            INK,
            14,
            True,
            "left",
            "misthrows",
            True,
        )
    )
    for i in range(MAX_MISTHROWS):
        cells.append(
            CellSpec(
                f"misthrow:{i}",
                (mx + i * MISTHROW_STEP, TABLE_TOP + 2 * TABLE_ROW_H - 36, MISTHROW_W, 36),
                style="misthrow",
                activatable=False,
            )
        )
    # totals: red + yellow + green + blue − misthrows = total
    box_w, box_h, op_w = 70.0, 38.0, 22.0
    # (short of the first box: grown to 9 pt, its last letter reached the box's line)
    labels.append(Label((MARGIN, TOTALS_TOP, 86, box_h), "", INK, 18, True, "left", "total", True))
    x = MARGIN + 92
    for key, op in zip(TOTAL_KEYS, ("+", "+", "+", "−", "=", ""), strict=True):
        width = box_w + (20 if key == "sum" else 0)
        style = f"{key}_total" if key in COLORS else "total"
        cells.append(
            CellSpec(f"total:{key}", (x, TOTALS_TOP, width, box_h), "0", style, activatable=False)
        )
        # (the signs grow to 9 pt on the big sheet shown small, as its numbers are)
        labels.append(Label((x + width, TOTALS_TOP, op_w, box_h), op, INK, 24, True, grow=cards))
        x += width + op_w
    if cards:  # a line between the shared cards and the hand
        bands.append(Band(HAND_RULE, C.hand_rule))
    height = HEIGHT if cards else SHEET_H
    return SheetLayout(
        SHEET_W, height, tuple(cells), tuple(bands), tuple(glyphs), tuple(labels), _styles(cards)
    )


def card_slots() -> dict[str, Rect]:
    """Where each card of the table lies: display:0-3, pile, discard, hand:0-4."""
    slots: dict[str, Rect] = {}
    for i in range(4):
        slots[f"display:{i}"] = (DISPLAY_X + i * DISPLAY_STEP, SMALL_TOP, *SMALL)
    slots["pile"] = (PILE_X, SMALL_TOP, *SMALL)
    slots["discard"] = (DISCARD_X, SMALL_TOP, *SMALL)
    for i in range(HAND_LIMIT):
        slots[f"hand:{i}"] = (HAND_X + i * HAND_STEP, CARDS_TOP, *HAND)
    return slots


def card_labels() -> dict[str, tuple[Rect, float, str, str]]:
    """The words above and under the cards: id -> (rect, font size, alignment, colour)."""
    above = STRIP_TOP + 2
    labels: dict[str, tuple[Rect, float, str, str]] = {
        # the words over the pile and the discard pile grow to 9 pt on the smallest table: the
        # pile's end over its card's middle (room to the left, over the display's end), the
        # discard pile's take the rest of the way to the hand's line, a gap between them
        "label:display": ((DISPLAY_X, above, PILE_LABEL_X - DISPLAY_X - 4, 24), 15, "left", INK),
        "label:pile": (
            (PILE_LABEL_X, above, DISCARD_LABEL_X - 8 - PILE_LABEL_X, 24),
            11,
            "right",
            INK,
        ),
        "label:discard": (
            (DISCARD_LABEL_X, above, HAND_X - 8 - DISCARD_LABEL_X, 24),
            11,
            "center",
            INK,
        ),
        "label:hand": ((HAND_X, above, 3 * HAND_STEP - 6, 24), 15, "left", INK),
        # (under the pile, as wide as the way from it to the hand's line on either side:
        # 'Ανακοινώθηκε' whole at 9 pt where the table is shown smallest; as near the pile as
        # the hand's keys are to the hand, clear of the sheet's bottom edge, which the words
        # grown to 9 pt would reach below the keys' line)
        "under:pile": (
            (
                2 * PILE_X + SMALL[0] - HAND_X + 17,
                SMALL_TOP + SMALL[1] + KEY_GAP - 1,
                2 * (HAND_X - 17 - PILE_X) - SMALL[0],
                20,
            ),
            12,
            "center",
            INK,
        ),
        # over the played cards, which lie at the hand's right end (under the last one, a word
        # wider than a card would run off the sheet)
        "label:played": ((HAND_X + 3 * HAND_STEP, above, 2 * HAND_STEP - 7, 24), 13, "right", INK),
    }
    for i in range(HAND_LIMIT):
        rect = (HAND_X + i * HAND_STEP, UNDER_TOP, HAND[0], 20)
        labels[f"under:hand:{i}"] = (rect, 15, "center", C.key)  # the key that chooses it
    return labels


# --- the cards beside the pad: the table laid out again for a short, wide view ------------------
# Where the big sheet's view is short and wide (1366x768 at 150 % with the page's title on two
# lines: 442x240 pixels), the cards below the pad would leave it 0.43 screen pixels a unit, its
# numbers and the cards' under 9 pt; in a column beside it, 0.48. The table chooses the one of the
# two that shows the sheet larger (`beside_better`); the cards and their words are the same.
BESIDE_X, BESIDE_COLUMN = SHEET_W + 4, 208.0
BESIDE_W = BESIDE_X + BESIDE_COLUMN + 2
# (each card 6 to 8 units below the words over it, the display's 14 and the pile's words 14
# below the display: a lit display card's outline and the focus ring round it reach 4 units
# out, and the words grown to 9 pt hang past their box; a chosen hand card rises into the gap
# above its row, over no words: the column as high as the sheet may be at 0.48 a unit)
_DISPLAY, _PILE, _HAND_WORDS, _ROW1, _ROW2 = 39.0, 146.0, 240.0, 276.0, 390.0
BESIDE_H = _ROW2 + HAND[1] + KEY_GAP + 20 + 2


def beside_places() -> dict[str, Rect]:
    """Where each card and each word of the cards lies in the column beside the pad (the keys
    of `card_slots` and `card_labels`): the display, the pile and the discard pile (each with
    its words above it), the announced card's word under the pile, then the hand, three and
    two."""
    x, column = BESIDE_X, BESIDE_COLUMN
    # (the pile's words end where its card does, the discard pile's take the rest of the line:
    # 'Στοίβα: 23' and 'Odrzucone' whole at 9 pt side by side)
    half = column / 2 - 4
    pile_x = x + half - SMALL[0]
    places: dict[str, Rect] = {"label:display": (x, 0, column, 24)}
    for i in range(4):
        places[f"display:{i}"] = (x + i * DISPLAY_STEP, _DISPLAY, *SMALL)
    places["label:pile"] = (x, _PILE - 31, half, 24)
    places["pile"] = (pile_x, _PILE, *SMALL)
    places["label:discard"] = (x + half + 4, _PILE - 31, column - half - 4, 24)
    places["discard"] = (x + half + 4 + (column - half - 4 - SMALL[0]) / 2, _PILE, *SMALL)
    places["under:pile"] = (x, _PILE + SMALL[1] + 5, 2 * (pile_x - x) + SMALL[0], 20)
    # (the words over the hand and over the cards played share a line: both whole at 9 pt in
    # every language, 'Το χέρι σου' and 'Παίχτηκαν')
    places["label:hand"] = (x, _HAND_WORDS, column, 24)
    places["label:played"] = (x + half + 4, _HAND_WORDS, column - half - 4, 24)
    for i in range(HAND_LIMIT):
        top = _ROW1 if i < 3 else _ROW2
        left = x + (i % 3 if i < 3 else i - 3) * HAND_STEP
        places[f"hand:{i}"] = (left, top, *HAND)
        places[f"under:hand:{i}"] = (left, top + HAND[1] + KEY_GAP, HAND[0], 20)
    return places


def beside_better(width: float, height: float, margin: float) -> bool:
    """Whether a view `width`x`height` (a `margin` round the sheet) shows the sheet larger with
    the cards beside the pad than below it (by a fiftieth at least: a view a pixel wider or
    higher does not lay the table out again; a twentieth kept two players' table with Larger
    text at 910x512 below, 0.465 a unit where beside it is 0.53 once the others' sheets give
    it the width it then asks: its numbers under 9 pt)."""
    room_w, room_h = width - 2 * margin, height - 2 * margin
    below = min(room_w / SHEET_W, room_h / HEIGHT)
    beside = min(room_w / BESIDE_W, room_h / BESIDE_H)
    return beside > below * 1.02
