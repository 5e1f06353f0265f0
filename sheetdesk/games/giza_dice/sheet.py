"""Giza dice on screen: the pad drawn like the printed sheet, the dice, and the writer's buttons.

`create_table(rules, players, parent)` returns a `GizaTable`. The pad — the stepped
pyramid with a first-finisher bonus left of each level and a scarab box right of it, the obelisk
and the Sphinx with theirs, the Nile digits with their "+" marks, the ×2 and :2 symbols between
pyramid cells, the total — is the printed sheet in resources/giza_dice/sheet.json (its geometry,
styles and pictures, read by the kit and checked against the pad data of pad.py), built once
per seat: big for the player who writes now, small for the others in an overview that gives
them as much room as the window allows (sheetkit's OthersPanel, fitted). On screen the writer's
pad prints its small print larger than paper does (a bonus, a ×2/:2 sign, the total: 9 pt where
the pad is shown smallest, 1366×768 at 150 %), each bonus's ring grown into the free paper
beside its building; the small pads leave out what they cannot show at 9 pt.

Writing is open at the real table, so the table shows the writer's sheet big with a banner
("Jan writes 46"), lights only the cells the number may go into (the kit's targets: each item of
the pad says what it stands for now), and offers the writer's choices as buttons beside the pad
or under it (the kit's ChoicePanel, its room kept all game, so nothing moves between steps;
the caption names the side they are on, after every re-arrangement too; where the pad's width
bounds it, its room is no higher than the pad, the buttons right under it): the roller's two
orders of the digits, the numbers a Nile symbol lets them form, the ×2 and :2 they may use; and
Write nothing, Done (alone, the solo rules' note beside them, short where the whole is taller
than they are, or under the number buttons where their column beside the pad has the room). It
never changes game state: it emits the Action
the writer chose, and explains a refused one with the session's reason. Scenes are built once;
a position only updates the items that changed.

The writer's pad is never drawn under its 9 pt print (`LEAST_SCALE`, `keep_legible`): in a
window too small for that it scrolls in place (the kit's LeastScaleArea). Before it does, the
table lays out again (on a resize, on the first position, and on a step whose caption is taller
than every one shown since its place was decided and, laid out, is cut or leaves the pad
scrolling sideways: the human's four lines after "Helena is writing…"): the others' sheets,
which scroll anyway, give their height to the caption or to the number buttons, the dice beside
them, whichever shows the most of the pad (nine players, or a lesson, at 1024x600 at 125 %),
each tried in the room the table has (held at its size meanwhile: a place that needs more is
none; the window never grows for a caption): the kit's caption_place chooses, among the places
the table names.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QGraphicsItem,
    QGraphicsScene,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from sheetdesk.core.i18n import say
from sheetdesk.core.protocol import ScoreBreakdown, Seat
from sheetdesk.core.registry import GameUi
from sheetdesk.core.session import Player
from sheetdesk.resources import resource_path
from sheetdesk.ui.after_changes import AfterChanges
from sheetdesk.ui.game_table import translate_text
from sheetdesk.ui.palette import KIT, declare, short_and_larger
from sheetdesk.ui.sheetkit import (
    CHOSEN_STYLE,
    MIN_TEXT_PX,
    BoxItem,
    BoxStyle,
    CellSpec,
    ChoiceButton,
    ChoicePanel,
    Command,
    DiceItem,
    FittingView,
    HintTarget,
    LeastScaleArea,
    Meaning,
    Refuse,
    SheetLayout,
    SheetScene,
    TableScaffold,
    caption_place,
    flourish,
    load_layout,
    width_share,
    with_labels,
)
from sheetdesk.ui.sheetkit.choices import BUTTON_H, GAP
from sheetdesk.ui.sheetkit.sizes import QWIDGETSIZE_MAX

from . import rules as gd
from .pad import Pad
from .texts import WORDS, rules_summary

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
# the caption's width beside the pad (a short window with Larger text): Greek's longest step in
# the height the dice leave it, the pad and its number buttons keeping the rest (nine players:
# 0.55 a unit, its small print 9 pt); there a word is shortened only where it is wider than
# most of the line (a name): an ordinary word wider than half of it wraps whole. (The width of
# its symbol and words: the note's border and padding round them come on top, `width_round`.)
CAPTION_BESIDE = 178
# the table's least width for that column: a lesson's table at 1366x768 at 150 % with Larger
# text (553 px, the lesson's panel beside it) drew the pad by its width at 0.49 a unit beside
# the column (its small print under 9 pt, 'Νείλος' cut short), at 0.62 under the caption; nine
# players' table there is 677 px wide (the column leaves its pad 0.55, over it much less)
BESIDE_LEAST = 620
DICE, DICE_SMALL = (104, 52), (88, 44)  # the dice's view, over the caption's row
WORD_SHARE_BESIDE = 0.8
# where the dice and the caption stand (`GizaTable._arrange`)
OVER, BESIDE, OVER_OTHERS = "over", "beside", "over_others"
# the words that send the writer to the number buttons: a sentence for each side of the pad they
# may be on (texts.WORDS's "<key>.right", "<key>.below"; `GizaTable.buttons_side`)
SIDED = frozenset({"form", "choose", "fits_with_sign", "nile_forms", "pick_first"})
CHOICES_OVER_OTHERS = "choices_over_others"  # (the number buttons over the others' sheets)
MIN_SCALE = 0.36  # the overview scrolls rather than draw a number under ~11 pixels
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


@cache
def _refusal(key: str) -> Refuse:
    """The refusal of the pad's cells named `key`, made once, its words translated when shown:
    the kit asks every cell's meaning at every position drawn (thirty and more a move), and
    translating the same sentence for each cost more than the rest of the asking."""
    return Refuse(say(WORDS, key))


# --- the table -----------------------------------------------------------------------------------


Formation = tuple[int, tuple[int, ...]]  # (base number, Nile digits used)


COMFORTABLE = 40.5  # pixels: a target on the writer's pad a child clicks easily

# Others' share of the width (main : others) by how many other sheets there are: none alone
# (their column hidden kept its stretch's fifth of the width, empty, 115 px at 1024x600 at 125 %)
OVERVIEW_SHARES: tuple[tuple[int, tuple[int, int]], ...] = (
    (0, (1, 0)),
    (1, (4, 1)),
    (3, (3, 2)),
    (8, (5, 7)),
)


class GizaTable(TableScaffold):
    def __init__(
        self, rules: gd.GizaRules, players: Sequence[Player], parent: QWidget | None = None
    ) -> None:
        super().__init__(players, parent)
        # (Larger text turned on or off, or another language for the solo note: laid out anew
        # once, for the fonts and words the change ends with)
        self._fonts_changed = AfterChanges(self, lambda: self.fitted(self.arrange))
        self.rules = rules
        self.pad = rules.pad
        self._big: Seat = 0
        self._pick: Formation | None = None  # the number chosen on the buttons
        self._powers: tuple[int, ...] = ()
        self._passing = False  # quick game: choosing the Nile digit to cross
        self._choice_key: Any = None  # resets the choices for a new writer or roll
        self._roll_key: Any = None  # the roll the dice show
        self.caption.setProperty("note", True)  # (the app's style: a note's colours)

        # the writer's pad, big
        self.big = build_pad_scene(self.pad, SheetScene(parent=self), True)
        self.big.scene.key_filter = self.confirm_key  # Enter confirms a choice made
        for item in self.big.scene.items():
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.big_view = FittingView(self.big.scene)
        # never drawn under 9 pt: in a window too small for that (nine players at 1024x600 at
        # 125 %, a long caption over it) the pad scrolls in place, its buttons round it
        self.big_view.keep_legible(LEAST_SCALE)
        self.big_area = LeastScaleArea(self.big_view)
        self.held_area = self.big_area  # (see `_fit_again`)
        self.add_targets(self.big.scene, self._meaning)
        # the keyboard cursor stays where the last writer left it only where this writer's
        # number fits too; else it starts on a lit cell (Enter writes there at once)
        self.big.scene.focus_follows_targets = True
        self.focus_view = self.big_view
        # every target a child clicks is COMFORTABLE px at best (a Nile digit is the smallest),
        # a cell at least PLAYABLE when the others' sheets need the room to show all at once
        self.comfortable_scale = COMFORTABLE / NILE_BOX
        self.playable_scale = COMFORTABLE / CELL

        # the dice
        self.dice_scene = QGraphicsScene(self)
        self.dice_scene.setSceneRect(QRectF(0, 0, 116, 56))
        self.dice = DiceItem((4, 4, 108, 48), 2, self.pad.faces)
        self.dice_scene.addItem(self.dice)
        self.dice_view = FittingView(self.dice_scene)
        self.dice_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.dice_view.setFixedSize(*DICE)

        # the writer's choices: orders, numbers to form, ×2 and :2
        # beside the pad, in a column of its own that keeps its width all game (hidden or not):
        # the pad keeps its size from step to step, and no button moves when others appear
        # (a row of numbers per Nile digit at most beside the pad, as many as its height holds
        # in a band: the others in the next)
        self.choices = ChoicePanel(
            self.big_area, bands=2 if len(players) == 1 else 1, rows=len(self.pad.nile)
        )
        self.choices.chosen.connect(self._on_choice)
        top = self._top = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        top.setSpacing(8)
        self.main.removeWidget(self.caption)
        top.addWidget(self.dice_view, 0, Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.caption, 1)
        self.main.insertLayout(0, top)
        self._top_place = (OVER, False)  # where the dice and caption are (`_arrange`)
        # the caption's words (as shown) its place was decided with, or the tallest shown since
        # (`draw`)
        self._placed_for = ""
        # the caption's words as drawn: their key (without its side, `SIDED`), their values,
        # and the whole sentence said (`_say_side`)
        self._said: tuple[str, dict[str, Any], str] | None = None

        self.pass_button = self.button(self._on_pass, keep_space=True)
        self.pass_button.setCheckable(True)
        self.pass_button.setProperty("choice", CHOSEN_STYLE)
        self.pass_button.setProperty("roomy", True)  # (two buttons in its row: room for sides)
        self.done_button = self.button(self._on_done, bold=True, keep_space=True)
        self.done_button.setMinimumWidth(110)
        # alone, the solo rules apply (GD-V2): said for the whole game, under the number buttons
        # beside the pad where their column has the room, else beside Write nothing and Done
        # (`_place_solo_note`)
        self.solo_note = QLabel()
        self.solo_note.setObjectName("solo_note")
        self.solo_note.setWordWrap(True)
        self.solo_note.setTextFormat(Qt.TextFormat.PlainText)
        # (in its row before it is shown: a widget without a parent shown is a window of its own)
        self.buttons.addWidget(self.solo_note, 1)
        self.solo_note.setVisible(len(self.players) == 1)
        self.buttons.addStretch(0 if len(self.players) == 1 else 1)
        self.buttons.addWidget(self.pass_button)
        self.buttons.addWidget(self.done_button)
        self.add_choice_panel(self.choices)
        # (the pad and its choices in a row the dice and caption join in a short window)
        self.main.removeItem(self.choices.board)
        # (the number buttons in a column the dice join where the caption is over the others)
        self._side = QVBoxLayout()
        self._side.setSpacing(4)
        self.choices.board.removeWidget(self.choices)
        self._side.addWidget(self.choices, 1)
        self.choices.board.addLayout(self._side)
        self._row = QHBoxLayout()
        self._row.setSpacing(4)
        self._row.addLayout(self.choices.board, 1)
        self.main.addLayout(self._row, 1)
        self.main.addWidget(self.button_row)
        # (the height the pad cannot use at its width: under its buttons, `_fit_again`)
        self.main.addStretch(0)

        # everyone's pad, small (the big seat's is hidden)
        self.smalls: list[PadItems] = []
        self.papers: dict[Seat, PadItems] = {}  # each seat's pad as printed (`paper_scene`)
        for _player in self.players:
            items = build_pad_scene(self.pad, SheetScene(parent=self), False)
            self.others.add_sheet(items.scene)
            self.smalls.append(items)
        self.others.set_fit(True, MIN_SCALE)
        others = len(self.players) - 1
        self.others.setVisible(others > 0)  # alone (solo), the pad has the whole width
        share = next((s for most, s in OVERVIEW_SHARES if others <= most), OVERVIEW_SHARES[-1][1])
        self.share_width(*share)
        self.retranslate()

    def fit_to_size(self) -> None:
        self._solo_note_in_row()
        self._fit_top()
        super().fit_to_size()  # (the pad's share and its choices' place, for the top)
        self._fit_caption_over_others()
        self._say_side()
        self._place_solo_note()

    def fit_when_shown(self) -> None:
        self._solo_note_in_row()
        super().fit_when_shown()  # (the choices' place, as the table is shown)
        self._fit_caption_over_others()
        self._say_side()
        self._place_solo_note()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and len(self.players) == 1:
            # (the solo note's words in another language take another height: its place is
            # decided again for them, once)
            if self.isVisible():
                self._fonts_changed.request()
            return
        if event.type() != QEvent.Type.FontChange:  # (Larger text turned on or off)
            return
        if self.isVisible():
            self._fonts_changed.request()
        else:
            self.fitted(self.arrange)  # (cheap while hidden: the place it shows with comes too)

    def arrange(self) -> None:
        """The dice's and the caption's place too (`TableScaffold.arrange`), and the solo
        note's."""
        self._solo_note_in_row()
        self._fit_again()
        self._say_side()
        self._place_solo_note()

    def _solo_note_in_row(self) -> None:
        """The solo note back in the game buttons' row, before the number buttons' place is
        decided: their bands beside the pad are worked out from the column's height, which the
        note, under them, would take (the place of each depends on the table's size alone, not
        on where the note stood before, nor on its words then: its short form left from a
        smaller window was put beside the pad, where the whole is due, and the next fit put
        the whole there, or none)."""
        note = self.solo_note
        note.setText(fmt("solo_note"))  # (the whole, until its place is decided)
        if self._side.indexOf(note) < 0:
            return
        self._side.removeWidget(note)
        note.setMaximumWidth(QWIDGETSIZE_MAX)
        self.buttons.insertWidget(0, note, 1)
        note.show()  # (a widget given another parent is hidden)

    def _place_solo_note(self) -> None:
        """Alone, the solo note stands under the number buttons beside the pad, in their
        column's width, where that column holds its words whole and still holds, in the bands
        it has, the most rows of buttons a solo writer is shown (`solo_rows`): the room there
        was empty while the note wrapped beside Write nothing and Done into lines taken from
        the pad's height (Greek with Larger text). Else it stays in that row. Decided as the
        table is fitted to its size, never by a step: the buttons and the note keep their
        places all game."""
        note, panel = self.solo_note, self.choices
        if len(self.players) != 1 or not self.isVisible():
            return
        if panel.below:
            self._short_note_if_tall()
            return
        bands = panel.bands_now()
        self.buttons.removeWidget(note)
        note.setMaximumWidth(panel.width())
        self._side.addWidget(note, 0)
        note.show()
        self.balance()  # (laid out with the note there)
        rows = -(-self.solo_rows() // bands)
        held = panel.bands_now() == bands and panel.height() >= rows * (BUTTON_H + GAP) - GAP
        if held and note.height() >= note.heightForWidth(note.width()):
            return
        self._solo_note_in_row()
        self.balance()
        self._short_note_if_tall()

    def _short_note_if_tall(self) -> None:
        """Beside Write nothing and Done, the whole solo note taller than they are takes its
        lines from the pad's height (five of Greek or Polish with Larger text at 819x480, the
        pad 169 px wide): its short form there, the whole in its tooltip and the rules page."""
        note = self.solo_note
        if note.heightForWidth(note.width()) > self.done_button.height():
            note.setText(fmt("solo_note_short"))
            self.balance()

    def solo_rows(self) -> int:
        """The most rows of number buttons beside the pad a solo writer is shown
        (`_sync_choices`): a group per Nile digit and one per "+" between two of them at most
        (a Nile rolled: seven), then one ×2/:2 use per sign a write may take (a number has
        one result per kind of sign)."""
        groups = len(self.pad.nile) + len(self.pad.plus)
        uses = len(POWER_SIGNS) * self.pad.powers_per_write
        return max(self.choices.rows, groups + uses)

    def _fit_again(self) -> None:
        """The dice's and the caption's place decided anew from the start (over the pad, or
        beside it), as on a resize. Where its width bounds the pad (nine players at 1280x1000:
        the others' sheets keep the width that shows them all), the height it cannot use went
        above and below it, 190 px between the caption and the pad and between the pad and its
        number buttons: the pad's room is held to the pad after (the kit's
        `LeastScaleArea.held_after`), the buttons under it, the spare height under them."""
        with self.big_area.held_after():
            self._fit_top()
            if self.isVisible():
                width_share.place_choice_panel(self)
            self._fit_caption_over_others()

    def _fit_top(self) -> None:
        """In a short window with Larger text the dice and the caption stand in a column beside
        the pad, not over it: over it, the caption wrapped in the pad's narrow column took
        250 of the 420 px the table has at 1366x768 at 150 % (nine players, in Greek), and
        the pad and its number buttons were drawn over each other in what was left. Not in a
        table narrower than `BESIDE_LEAST` (a lesson's, its panel beside it), where the column
        would leave the pad too little width."""
        beside = short_and_larger(self) and self.width() >= BESIDE_LEAST
        self._arrange(BESIDE if beside else OVER)

    def _fit_caption_over_others(self) -> None:
        """Where the pad, its caption over it, would scroll (nine players at 1024x600 at
        125 %: 585x350 px for the table, its caption on four lines in Greek; a lesson's,
        505 px wide beside the lesson's panel), the others' sheets, which scroll anyway, give
        their height to what the pad's column has no room for, if that shows the caption and
        the pad better (the kit's `caption_place.choose`, among `_places_over_others`)."""
        self._placed_for = self.caption.text()
        if self._top_place != (OVER, False) or not self.isVisible() or not self.others.isVisible():
            return
        if self.big_area.scrolls():
            places, now = self._places_over_others(), self._top_place
            caption_place.choose(self, places, lambda place: self._arrange(*place), now)

    def _places_over_others(self) -> Iterator[tuple[str, bool]]:
        """The places tried there: the caption over the others' sheets (`OVER_OTHERS`), the
        dice over the number buttons, or over the caption; or the number buttons over the
        others' sheets (`CHOICES_OVER_OTHERS`, the pad then the column's whole width), the dice
        over the buttons first (the caption over the pad the whole width, on as few lines as it
        can be, for every step's caption to come), or beside the caption."""
        yield OVER_OTHERS, True
        # (the dice over the number buttons beside the pad left them one band: over the
        # caption they give the pad nothing; under it, they take the pad's height)
        if self.choices.below or self.choices.bands_now() > self.choices.bands:
            yield OVER_OTHERS, False
        yield CHOICES_OVER_OTHERS, True
        yield CHOICES_OVER_OTHERS, False

    def _arrange(self, place: str, dice_over_choices: bool = False) -> None:
        """Put the dice and the caption over the pad (`OVER`), in a column beside it
        (`BESIDE`), or the caption over the others' sheets, the dice over the number buttons
        (`dice_over_choices`) or over the caption (`OVER_OTHERS`); or the number buttons over
        the others' sheets, the caption over the pad, the dice beside it or over the buttons
        (`CHOICES_OVER_OTHERS`)."""
        # (over the pad in a short window with Larger text, a lesson's, the dice a little
        # smaller: the caption beside them a line shorter, the pad that much higher)
        self.dice_view.setFixedSize(
            *(DICE_SMALL if short_and_larger(self) and place != BESIDE else DICE)
        )
        if (place, dice_over_choices) == self._top_place:
            return
        top, board = self._top, self.choices.board
        # (each from where it is: the top's own row, or the columns it was split into)
        for layout in (self.main, self._row, self.others_column, self._side):
            layout.removeItem(top)
        for layout in (top, self.others_column, self._side):
            layout.removeWidget(self.dice_view)
            layout.removeWidget(self.caption)
        for layout in (board, self.others_column):
            layout.removeItem(self._side)
        self._top_place = (place, dice_over_choices)
        self.caption.set_width_bounds(0)
        if place == CHOICES_OVER_OTHERS:
            self.others_column.insertLayout(0, self._side)
        else:
            board.addLayout(self._side)
        if place == OVER_OTHERS:
            # (as wide as beside the pad at least: a few others' sheets give it their width)
            self.caption.set_width_bounds(self.caption.width_round(CAPTION_BESIDE))
            self.others_column.insertWidget(0, self.caption)
            dice_column = self._side if dice_over_choices else self.others_column
            dice_column.insertWidget(0, self.dice_view, 0, Qt.AlignmentFlag.AlignHCenter)
        elif dice_over_choices:
            self._side.insertWidget(0, self.dice_view, 0, Qt.AlignmentFlag.AlignHCenter)
            top.setDirection(QBoxLayout.Direction.LeftToRight)
            top.addWidget(self.caption, 1)
            self.main.insertLayout(0, top)
        else:
            beside = place == BESIDE
            top.setDirection(
                QBoxLayout.Direction.TopToBottom if beside else QBoxLayout.Direction.LeftToRight
            )
            top.addWidget(self.dice_view, 0)
            top.addWidget(self.caption, 1)
            top.setAlignment(
                self.dice_view,
                Qt.AlignmentFlag.AlignHCenter if beside else Qt.AlignmentFlag.AlignVCenter,
            )
            if beside:
                width = self.caption.width_round(CAPTION_BESIDE)
                self.caption.set_width_bounds(width, width)
                self._row.insertLayout(0, top)
            else:
                self.main.insertLayout(0, top)
        # (in a narrow column, beside the pad or over the others' sheets, a word wider than
        # half its line wraps whole on a line of its own, 'φωτισμένο', 'podświetloną', rather
        # than be cut short)
        self.caption.set_word_share(
            self.caption.WORD_SHARE if place in (OVER, CHOICES_OVER_OTHERS) else WORD_SHARE_BESIDE
        )

    def _keep_caption_placed(self) -> None:
        """The caption's words grown at a step: the place is decided again for them where they
        are cut or the pad no longer shows its whole width (the kit's `caption_place.keep`:
        decided while a computer wrote, "Helena is writing…" on one line, the human's four
        lines after scrolled the pad sideways; beside the pad, alone, a step's three lines more
        cut in the column). Alone over the pad, it has no other place."""
        if not self.isVisible():
            return
        if not self.others.isVisible() and self._top_place[0] != BESIDE:
            return
        caption_place.keep(self, self._fit_again)

    # -- words ---------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.pass_button.setText(fmt("pass"))
        self.done_button.setText(fmt("done"))
        self.solo_note.setText(fmt("solo_note"))
        self.solo_note.setToolTip(fmt("solo_note"))
        self.dice_view.setAccessibleName(fmt("dice"))
        self.big_view.setAccessibleName(fmt("your_sheet"))
        for items in (self.big, *self.smalls):
            items.scene.set_label("nile_label", fmt("nile"))
            for index, cell in enumerate(self.pad.cells):
                items.scene.set_tooltip(cell.id, cell_tip(self.pad, index))
            for index, digit in enumerate(self.pad.nile):
                items.scene.set_tooltip(nile_id(index), fmt("tip_nile", digit=digit))
            items.synced = None
        if self.position is not None:
            self._describe_dice(self.position.view)
            self.draw()

    # -- the position ------------------------------------------------------------------------

    def _describe_dice(self, view: Any) -> None:
        """The roll in words, as the log says it, for screen readers (the dice take no focus:
        the words are the dice view's description)."""
        from sheetdesk.ui.formatting import render

        words = ""
        if len(view.dice) == 2 and all(face is not None for face in view.dice):
            said = self.rules.describe(gd.Roll(dice=tuple(view.dice)), None, view)
            words = render(said, [player.name for player in self.players])
        self.dice_view.setAccessibleDescription(words)

    def draw(self) -> None:
        """Show the position (TableScaffold.show_position keeps it): a new writer or roll starts
        with no number chosen, a new roll tumbles the dice (after the first position shown),
        then every pad, the lit cells, the choices and the banner."""
        position = self.position
        assert position is not None
        view = position.view
        big = self._big = self.big_seat(view.roller)
        key = (
            view.rolls,
            view.dice,
            view.phase,
            position.acting,
            view.choices[big] if big < view.players else None,
        )
        if key != self._choice_key:
            self._choice_key = key
            self._pick, self._powers, self._passing = None, (), False
        roll = (view.rolls, view.dice)
        first = self._roll_key is None
        if roll != self._roll_key:
            self._roll_key = roll
            self.dice.show_faces(view.dice, animate=not first)
            self._describe_dice(view)
        self._auto_pick()
        self._sync_pad(self.big, view, big, position.scores)
        self.sync_targets()
        self._sync_others()
        self._sync_choices()
        self._sync_caption()
        # (the first caption's place is decided in `arrange`, with the seats' looks in place)
        # (words taller than those its place was decided with and every one shown since)
        if not first and self.caption.taller_than(self._placed_for):
            self._placed_for = self.caption.text()
            self._keep_caption_placed()

    def settle_ms(self) -> int:
        """The dice's roll still tumbling: nobody writes before they have landed."""
        return self.dice.remaining_ms()

    # -- what the writer may choose ------------------------------------------------------------

    def _writes(self) -> list[gd.Write]:
        position = self.position
        return [a for a in position.legal if isinstance(a, gd.Write)] if position else []

    def formations(self) -> list[Formation]:
        """The numbers the writer may form now, before any ×2 or :2, in the rules' order."""
        seen: dict[Formation, None] = {}
        for action in self._writes():
            seen.setdefault((action.base, action.nile), None)
        view = self.position.view if self.position else None
        acting = self.position.acting if self.position else None
        if view is not None and acting is not None and view.phase == "write":
            # numbers that fit nowhere are shown too (greyed): the player sees what they got
            for base, nile, _pair in self.rules.formations(view, acting):
                digits = tuple(self.pad.nile[i] for i in nile)
                seen.setdefault((base, digits), None)
        return list(seen)

    def _auto_pick(self) -> None:
        forms = self.formations()
        if self._pick not in forms:
            self._pick = None
        if self._pick is None:
            # one number to write, or the announced number beside solo pairs: chosen already
            plain = [form for form in forms if not form[1]]
            self._pick = forms[0] if len(forms) == 1 else (plain[0] if plain else None)
        usable = set(self._power_options())
        self._powers = tuple(p for p in self._powers if (p,) in usable)

    def _power_options(self) -> list[tuple[int, ...]]:
        """The ×2/:2 uses open to the chosen number: one per different result (two circled
        ×2 symbols are one choice to the player; the first is crossed)."""
        if self._pick is None:
            return []
        base, nile = self._pick
        options: dict[int, tuple[int, ...]] = {}
        for powers in sorted(
            {a.powers for a in self._writes() if (a.base, a.nile) == (base, nile) and a.powers}
        ):
            options.setdefault(gd.transform(self.pad, base, powers), powers)
        return list(options.values())

    def target_cells(self) -> set[str]:
        """The cells the chosen number may go into now."""
        if self._pick is None or self._passing:
            return set()
        base, nile = self._pick
        return {
            a.cell
            for a in self._writes()
            if (a.base, a.nile, a.powers) == (base, nile, self._powers)
        }

    def chosen_number(self) -> int | None:
        if self._pick is None:
            return None
        return gd.transform(self.pad, self._pick[0], self._powers)

    # -- syncing -------------------------------------------------------------------------------

    def _sync_pad(
        self, items: PadItems, view: Any, seat: Seat, scores: Mapping[Seat, ScoreBreakdown]
    ) -> None:
        if seat >= view.players:
            return
        sheet = view.sheets[seat]
        choice = view.choices[seat] if view.phase == "write" else None
        total = scores[seat].total if seat in scores else 0
        key = (sheet, choice, total, view.powers)
        if key == items.synced:
            return
        items.synced = key
        pad = self.pad
        scene = items.scene
        for i, value in enumerate(sheet.cells):
            if choice is not None and choice.cell == i:  # written this roll, not yet final
                value = choice.number
            scene.set_label(pad.cells[i].id, "" if value is None else str(value))
            scene.cells[pad.cells[i].id].set_visual(
                tint=PENDING if value != sheet.cells[i] else None
            )
        for i, crossed in enumerate(sheet.nile):
            pending = choice is not None and i in choice.nile
            # a digit this roll's choice crosses: a pending cross, as every game draws them
            scene.cells[nile_id(i)].set_visual(
                state="crossed" if crossed or pending else "open", pending=pending and not crossed
            )
        tip = "tip_bonus_solo" if view.players == 1 else "tip_bonus"  # (no one to finish before)
        for part, mark in enumerate(sheet.bonuses):
            item = scene.cells[f"bonus.{part}"]
            item.set_visual(state=mark)
            scene.set_tooltip(item.item_id, fmt(f"{tip}.{mark}", points=pad.parts[part].bonus))
        for i, mark in enumerate(sheet.powers):
            item = scene.cells[f"power.{i}"]
            scene.set_shown(item.item_id, bool(view.powers))
            using = choice is not None and i in choice.powers
            state = "crossed" if mark == "used" or using else mark
            item.set_visual(state=state if state != "printed" else "open", pending=using)
        for part, box in items.scarabs.items():
            has = any(sheet.cells[i] is not None for i in pad.parts[part].cells)
            box.set_written(str(gd.part_scarab(pad, sheet, part)) if has else "")
        # (a small pad's caption says its points: its own total would be too small to read)
        scene.set_label("total", fmt("total", points=total) if items is self.big else "")

    def paper_scene(self, seat: Seat) -> SheetScene | None:
        """The seat's pad as printed: the small pad's own scene with its signs at their
        printed size (no cell lit), with its total when it is written on (on screen the small
        pad's caption says the points)."""
        position = self.position
        if position is None or seat >= len(self.smalls):
            return None
        items = self.papers.get(seat)
        if items is None:
            # on paper the signs keep their printed size: a child crosses them by hand
            items = build_pad_scene(self.pad, SheetScene(parent=self), False, small_signs=False)
            self.papers[seat] = items
        items.scene.set_label("nile_label", fmt("nile"))
        self._sync_pad(items, position.view, seat, position.scores)
        breakdown = position.scores.get(seat)
        written = any(value is not None for value in position.view.sheets[seat].cells)
        total = fmt("total", points=breakdown.total) if written and breakdown else ""
        items.scene.set_label("total", total)
        return items.scene

    def pad_how_to(self) -> str:
        return fmt("pad_how_to")  # (numbers go in its cells: crosses only on the Nile)

    def _sync_others(self) -> None:
        position = self.position
        assert position is not None
        view = position.view
        turn = {"write": set(view.waiting), "order": {view.roller}}.get(view.phase, set())
        for seat in self.show_others(self._big, view.players, turn):
            self._sync_pad(self.smalls[seat], view, seat, position.scores)

    def _sync_choices(self) -> None:
        """The writer's choice buttons for the position: the roller's orders, the numbers to
        form, the ×2/:2 uses. Under the pad: a column per number group (a Nile digit: its two
        orders one above the other), the ×2/:2 after them. Beside it: the orders one above the
        other, a row per number group, then a row per ×2/:2 use (a number's place depends only
        on the groups of the roll, never on the ×2/:2 shown after it is chosen)."""
        position = self.position
        assert position is not None
        view, legal, acting = position.view, position.legal, position.acting
        orders = [a for a in legal if isinstance(a, gd.Order)]
        specs = [
            ChoiceButton(f"order_{a.number}", str(a.number), "order", a, (0, column),
                         (column, 0, 2), big=True, tooltip=self._form_tip(view, a.number, ()))
            for column, a in enumerate(orders)
        ]  # fmt: skip
        if orders or not legal or view.phase != "write" or acting is None:
            self.choices.show_choices(specs)
            return
        if view.choices[acting]:
            # chosen, not yet confirmed: the same buttons, asleep (Undo wakes them), so that the
            # sheet above keeps its size and a click repaints only what it changed
            self.choices.show_choices([s._replace(enabled=False) for s in self.choices.specs])
            return
        forms = self.formations()
        writable = {(a.base, a.nile) for a in self._writes()}
        columns: dict[tuple[int, ...], list[int]] = {}
        for base, nile in forms if len(forms) > 1 else ():
            columns.setdefault(nile, []).append(base)
        for column, (nile, bases) in enumerate(columns.items()):
            for row, base in enumerate(bases):
                specs.append(
                    ChoiceButton(f"form_{base}_{'_'.join(map(str, nile)) or 'dice'}", str(base),
                                 "form", (base, nile), (row, column), (column, row, 1),
                                 toggle="one", checked=self._pick == (base, nile),
                                 enabled=(base, nile) in writable,
                                 tooltip=self._form_tip(view, base, nile))
                )  # fmt: skip
        for index, powers in enumerate(self._power_options()):
            assert self._pick is not None
            number = gd.transform(self.pad, self._pick[0], powers)
            signs = " ".join(POWER_SIGNS[self.pad.powers[i].kind] for i in powers)
            specs.append(
                ChoiceButton("power_" + "_".join(map(str, powers)), f"{signs} → {number}",
                             "powers", powers, (index % 2, len(columns) + index // 2),
                             (len(columns) + index, 0, 2), wide=True, toggle="on_off",
                             checked=self._powers == powers,
                             tooltip=fmt("tip_power", number=number))
            )  # fmt: skip
        self.choices.show_choices(specs)

    def _on_choice(self, kind: str, what: Any, checked: bool) -> None:
        if kind == "order":
            self.choose(what)
        elif kind == "form":
            self._set_pick(what)
        else:
            self._set_powers(what, checked)

    def _form_tip(self, view: Any, base: int, nile: tuple[int, ...]) -> str:
        if len(nile) == 1:
            return fmt("tip_nile_form", digit=gd.digit_of(view.dice), nile=nile[0])
        if len(nile) == 2:
            return fmt("tip_pair", first=nile[0], second=nile[1])
        return fmt("tip_order_solo" if view.players == 1 else "tip_order", number=base)

    def _sync_caption(self) -> None:
        position = self.position
        assert position is not None
        view, acting, legal = position.view, position.acting, position.legal
        # (at the end nobody acts: the big sheet's player is named, as the small sheets' are)
        name = self.name(self._big if view.phase == "over" else acting)
        writing = view.phase == "write" and acting is not None and bool(legal)
        choice = view.choices[acting] if writing and acting is not None else None
        self.pass_button.setVisible(writing and choice is None)
        self.pass_button.setChecked(self._passing)
        self.done_button.setVisible(writing)
        self.done_button.setEnabled(choice is not None)
        key, number = self._caption(view, acting, legal, choice)
        first, second = (int(face) for face in view.dice) if view.phase == "order" else (0, 0)
        digit = gd.digit_of(view.dice)
        args = {"player": name, "number": number, "digit": digit, "first": first, "second": second}
        words = self._sided(key, **args)
        self._said = (key, args, words)
        self.caption.setText(words)

    def buttons_side(self) -> str:
        """Where the number buttons are, seen from the writer's pad: "below" it (their top
        under its bottom) or "right" (beside it, or over the others' sheets on its right)."""
        area, panel = self.big_area, self.choices
        pad_bottom = area.mapTo(self, area.rect().bottomLeft()).y()
        return "below" if panel.mapTo(self, panel.rect().topLeft()).y() > pad_bottom else "right"

    def _side_key(self, key: str) -> str:
        """`key`; one that sends the writer to the number buttons, its sentence's for the side
        they are on now (`SIDED`)."""
        return f"{key}.{self.buttons_side()}" if key in SIDED else key

    def _sided(self, key: str, **args: Any) -> str:
        """The words of `key`, for the side the number buttons are on now (`_side_key`)."""
        return fmt(self._side_key(key), **args)

    def _say_side(self) -> None:
        """After a re-arrangement (a resize, Larger text), the caption names the side the
        number buttons went to; its new words take their own room, so the places are decided
        again for them, once (a table grown from a narrow window, its words for "below", kept
        the room those took: its least width was not that of one opened at its size)."""
        if self._name_side():
            self._fit_again()
            self._name_side()

    def _name_side(self) -> bool:
        """The caption's words for the side the number buttons are on now (unless the table
        shows other words there: a lesson's); whether they changed."""
        if self._said is None:
            return False
        key, args, said = self._said
        words = self._sided(key, **args)
        if words == said or self.caption.words != said:
            return False
        self._said = (key, args, words)
        self.caption.setText(words)
        return True

    def _caption(self, view: Any, acting: Seat | None, legal: Any, choice: Any) -> tuple[str, Any]:
        """What the caption says now: a key of texts.WORDS and the number it names (the other
        values it may name, the player, the dice, are the position's)."""
        if view.phase == "over":
            return "over_sheet", None
        if view.phase == "order":
            return ("order_solo" if view.players == 1 else "order") if legal else "ordering", None
        if not legal:
            return "writing" if acting is not None else "wait", None
        if choice is not None:
            key, number = ("passed", None) if choice.cell is None else ("written", choice.number)
            return (key if self.undo_offered() else f"{key}_final"), number
        if self._passing:
            return "sacrifice", None
        if self._pick is None:
            if not self._writes():
                return "nothing_fits", None
            return ("form", None) if gd.digit_of(view.dice) is not None else ("choose", view.number)
        number = self.chosen_number()
        if not self.target_cells():
            # a ×2 or :2 may still make it fit: the caption does not send the player to Write
            # nothing past the buttons beside the pad that would write it
            if not self._powers and self._power_options():
                return "fits_with_sign", number
            return "fits_nowhere", number
        others = len(self.formations()) > 1 and self._pick[1] == () and not self._powers
        return "choose" if others else "writes", number

    # -- input ---------------------------------------------------------------------------------

    def _set_pick(self, formation: Formation) -> None:
        self._pick = formation
        self._powers = ()
        self._passing = False
        self.draw()
        if QApplication.focusWidget() in self.choice_buttons:
            # chosen by the keyboard: the cells to write it in are next
            self.big_view.setFocus(Qt.FocusReason.TabFocusReason)

    def _set_powers(self, powers: tuple[int, ...], checked: bool) -> None:
        self._powers = powers if checked else ()
        self.draw()

    def _meaning(self, item_id: str) -> Meaning:
        """What a click or Enter on the writer's pad does: a cell takes the chosen number (lit
        where it fits); a Nile digit is crossed when writing nothing in the quick game."""
        kind, _, rest = item_id.partition(".")
        if kind == "nile":
            if self._passing:
                return gd.Pass(nile=self.pad.nile[int(rest)])
            assert self.position is not None
            return _refusal(
                self._side_key("nile_quick" if self.position.view.quick else "nile_forms")
            )
        position = self.position
        acting = position.acting if position is not None else None
        if (
            position is not None
            and acting is not None
            and position.view.phase == "write"
            and position.view.choices[acting] is not None
            and not self.undo_offered()
        ):
            # (the rules' reason names Undo)
            return _refusal("chosen_final")
        if self._pick is None:
            return _refusal(self._side_key("pick_first"))
        write = gd.Write(cell=item_id, base=self._pick[0], nile=self._pick[1], powers=self._powers)
        # while a Nile digit to cross is chosen, the cells are not lit but still take the number
        return Command(lambda: self.choose(write)) if self._passing else write

    def _on_pass(self) -> None:
        position = self.position
        if position is None:
            return
        by_keys = QApplication.focusWidget() is self.pass_button
        if position.view.quick:
            self._passing = not self._passing
            self.draw()
        else:
            self.pass_button.setChecked(False)
            self.choose(gd.PASS)
        if by_keys:
            # the Nile digit to cross, or Enter to confirm, is on the pad
            self.big_view.setFocus(Qt.FocusReason.TabFocusReason)

    def _on_done(self) -> None:
        self.choose(gd.DONE)

    def keyboard_target(self) -> QWidget | None:
        """The first button when a step starts with the buttons: the roller's orders of the dice
        (Tab goes on to the other), the numbers a Nile roll lets the writer form (one group: the
        arrows go from number to number), or Write nothing when the number fits nowhere; else
        the pad. Space takes the button that has the keyboard."""
        legal = self.position.legal if self.position is not None else ()
        if not legal:
            return self.focus_view
        if self.pass_button.isVisible() and all(isinstance(a, gd.Pass) for a in legal):
            return self.pass_button
        if self.choice_buttons and all(isinstance(a, gd.Order) for a in legal):
            return self.choice_buttons[0]
        if self._pick is None:
            forms = [b for b in self.choice_buttons if b.objectName().startswith("form_")]
            usable = [b for b in forms if b.isEnabled()]
            if usable:
                return usable[0]
        return self.focus_view

    def confirm_key(self, event: QKeyEvent) -> bool:
        """Enter confirms once the writer has chosen (before, it writes into the focused cell)."""
        position = self.position
        if (
            event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and position is not None
            and position.legal == (gd.DONE,)
        ):
            self._on_done()
            return True
        return False

    # -- hints ---------------------------------------------------------------------------------

    def hint_targets(self, action: Any) -> list[HintTarget]:
        """The cell to write in (with the number to form, when there is a choice, and the ×2/:2
        symbols to use), the order to announce, the Nile digit to cross, or the Write nothing
        and Done buttons."""
        buttons = {button.objectName(): button for button in self.choice_buttons}
        targets: list[HintTarget] = []
        if isinstance(action, gd.Order) and f"order_{action.number}" in buttons:
            targets.append(buttons[f"order_{action.number}"])
        elif isinstance(action, gd.Write) and action.cell in self.big.scene.cells:
            targets.append(self.spot(self.big.scene, action.cell))
            name = f"form_{action.base}_{'_'.join(map(str, action.nile)) or 'dice'}"
            if name in buttons:
                targets.append(buttons[name])
            power = "power_" + "_".join(map(str, action.powers))
            if action.powers and power in buttons:  # the ×2/:2 to use
                targets.append(buttons[power])
        elif isinstance(action, gd.Pass):
            if action.nile is not None and action.nile in self.pad.nile:
                targets.append(self.spot(self.big.scene, nile_id(self.pad.nile.index(action.nile))))
            targets.append(self.pass_button)
        elif isinstance(action, gd.Done):
            targets.append(self.done_button)
        return targets


# beside "A roll", a pad with a Nile digit crossed; beside "Bonuses, scarabs and the end", a pad
# with a first-finisher bonus marked
RULES_PICTURES = {
    1: lambda view, seat: any(view.sheets[seat].nile),
    3: lambda view, seat: any(mark != "open" for mark in view.sheets[seat].bonuses),
}


def create_table(rules: Any, players: Sequence[Player], parent: QWidget | None = None) -> GizaTable:
    """The Giza dice GameTable."""
    return GizaTable(rules, players, parent)


UI = GameUi(create_table, rules_summary, RULES_PICTURES)


__all__ = ["RULES_PICTURES", "UI", "GizaTable", "create_table", "rules_summary"]
