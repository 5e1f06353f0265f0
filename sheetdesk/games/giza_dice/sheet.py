"""Giza dice on screen: the writer's pad big, the others' small, the dice, the writer's buttons.

`create_table(rules, players, parent)` returns a `GizaTable`. Each seat's pad (pad_scene.py) is
built once: big for the player who writes now, small for the others in an overview that gives
them as much room as the window allows (sheetkit's OthersPanel, fitted). The table shows the
writer's sheet big with a banner, the dice over it, and the writer's choices beside or under the
pad (choosing.py, `GizaChoosing`); where each of these stands is decided for the table's size
(places.py, `GizaPlaces`). Scenes are built once; a position only updates the items that changed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import (
    QBoxLayout,
    QGraphicsItem,
    QGraphicsScene,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from sheetdesk.core.protocol import ScoreBreakdown, Seat
from sheetdesk.core.registry import GameUi
from sheetdesk.core.session import Player
from sheetdesk.ui.after_changes import AfterChanges
from sheetdesk.ui.sheetkit import (
    CHOSEN_STYLE,
    ChoicePanel,
    DiceItem,
    FittingView,
    LeastScaleArea,
    SheetScene,
    rules_summary,
)

from . import rules as gd
from .choosing import GizaChoosing
from .pad_scene import (
    CELL,
    LEAST_SCALE,
    NILE_BOX,
    PENDING,
    SHEET_FILE,
    PadItems,
    build_pad_scene,
    cell_tip,
    fmt,
    nile_id,
    printed_sheet,
)
from .places import DICE, OVER
from .texts import RULES_SUMMARY

MIN_SCALE = 0.36  # the overview scrolls rather than draw a number under ~11 pixels
COMFORTABLE = 40.5  # pixels: a target on the writer's pad a child clicks easily

# Others' share of the width (main : others) by how many other sheets there are: none alone
# (their column hidden kept its stretch's fifth of the width, empty, 115 px at 1024x600 at 125 %)
OVERVIEW_SHARES: tuple[tuple[int, tuple[int, int]], ...] = (
    (0, (1, 0)),
    (1, (4, 1)),
    (3, (3, 2)),
    (8, (5, 7)),
)


class GizaTable(GizaChoosing):
    """The Giza dice GameTable: its parts built, a position drawn on them."""

    # (in a short window, 683x400, the pages before it can leave room under the pad that its
    # fit does not give back)
    pad_may_stay_low = True

    def __init__(
        self, rules: gd.GizaRules, players: Sequence[Player], parent: QWidget | None = None
    ) -> None:
        super().__init__(players, parent)
        # (Larger text turned on or off, or another language for the solo note: laid out anew
        # once, for the fonts and words the change ends with)
        self._fonts_changed = AfterChanges(self, lambda: self.fitted(self.arrange))
        self.rules = rules
        self.pad = rules.pad
        self._big = 0
        self._pick = None  # the number chosen on the buttons
        self._powers = ()
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


# beside "A roll", a pad with a Nile digit crossed; beside "Bonuses, scarabs and the end", a pad
# with a first-finisher bonus marked
RULES_PICTURES = {
    1: lambda view, seat: any(view.sheets[seat].nile),
    3: lambda view, seat: any(mark != "open" for mark in view.sheets[seat].bonuses),
}


UI = GameUi(GizaTable, rules_summary("giza_dice", RULES_SUMMARY), RULES_PICTURES)
create_table = UI.create_table  # (the name the tests build the table by)


# (the pad's sheet, made in pad_scene.py, named here too: where the table's tests find it)
__all__ = [
    "RULES_PICTURES",
    "SHEET_FILE",
    "UI",
    "GizaTable",
    "create_table",
    "printed_sheet",
]
