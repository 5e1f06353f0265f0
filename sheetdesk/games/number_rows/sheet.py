"""Number rows on screen: the score pad with the cards below it, the others' sheets, the buttons.

`create_table(rules, players, parent)` returns a `NumberRowsTable`, built on the kit's
`TableScaffold` (instruction line, button row, the others' small sheets, each one enlargeable).
It draws a view of the state (never the full state) and says what each item of the sheet
stands for (`_meaning`: a card to take, a box to cross, a hand card to select); the kit's targets
highlight the legal ones and turn clicks and keys into Actions (`action_chosen`) or into the
reason why not (`status_message`). It never changes game state.

The sheet and the cards are one scene (layout.py), built once: a position only syncs its items,
so a move repaints in a few milliseconds (see benchmarks/), and nothing moves between steps. The
cards lie below the pad, or beside it where the view is short and wide (laid out again when the
view is resized, whichever shows the sheet larger).
Marks the player may still take back (a cross on the announced number, the crosses of a play
before Done) are drawn as pending, and the totals count them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import lru_cache, partial
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QGraphicsItem,
    QLabel,
    QPushButton,
    QStyleOptionGraphicsItem,
    QWidget,
)

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP, Text, count_text, words
from sheetdesk.core.protocol import Action, Seat
from sheetdesk.core.registry import GameUi
from sheetdesk.core.session import Player
from sheetdesk.ui.game_table import translate_text
from sheetdesk.ui.sheetkit import (
    CHOSEN_EDGE,
    CardFace,
    CardItem,
    Command,
    FittingView,
    HintTarget,
    LeastScaleArea,
    Magnifier,
    Meaning,
    Refuse,
    SheetItem,
    SheetScene,
    SheetZoom,
    TableScaffold,
    flourish,
    over_words,
    playing_words,
    rules_summary,
    set_shown,
    symbol_icon,
    wait_words,
)

from . import INFO
from . import rules as nr
from .layout import (
    BESIDE_H,
    BESIDE_W,
    HAND_RULE,
    HEIGHT,
    INK,
    LEGIBLE_SCALE,
    MAGNIFIER_RECT,
    ROW_COLORS,
    SHEET_W,
    SYMBOLS,
    ZOOM_RECT,
    C,
    beside_better,
    beside_places,
    build_sheet_layout,
    card_labels,
    card_slots,
    cell_id,
)
from .texts import (
    COLOR_NAMES,
    CROSS_IN_ROW,
    ROW_LABELS,
    RULES_SUMMARY,
    STATE_NAMES,
    TAKE,
    name_of,
    say,
)

JOKER_FACE = CardFace(tuple(ROW_COLORS[c]["band"] for c in nr.COLORS), "star", ink=INK)
CARD_FACES = {
    c: CardFace((ROW_COLORS[c]["band"],), SYMBOLS[c], ink=ROW_COLORS[c]["ink"]) for c in nr.COLORS
}
ANNOUNCED_TINT = C.announced


def _fmt(key: str, **args: Any) -> str:
    return translate_text(say(key, **args))


def _cell_tip(row: Text, number: int, state: str, pending: bool) -> Text:
    key = "tip_pending" if pending else "tip_cell"
    return say(key, row=row, number=number, state=name_of(STATE_NAMES, state))


# The actions the sheet's boxes stand for, made once (frozen): the kit asks every box's meaning
# at every step, and validating a new model each time costs more than the rest of the asking.
@lru_cache(maxsize=256)
def _action(kind: type[Action], **fields: Any) -> Action:
    return kind(**fields)


# The refusals of the sheet's boxes, made once: the kit asks every item's meaning at every step.
@lru_cache(maxsize=64)
def _refusal(key: str, number: int | None = None) -> Refuse:
    return Refuse(say(key) if number is None else say(key, number=number))


@lru_cache(maxsize=8)
def _other_row(play_color: str) -> Refuse:
    return Refuse(name_of(CROSS_IN_ROW, play_color))


# a number box's id -> its row and number (the kit asks every box's meaning at every step)
_BOXES = {cell_id(color, n): (color, n) for color in nr.COLORS for n in nr.ROW_NUMBERS[color]}


def _number_meaning(view: Any, color: str, number: int) -> Meaning:
    """What the box of `number` in row `color` stands for in `view` (the drawn position's)."""
    phase = view.phase
    if phase == "announce":
        if number == view.announced:
            return _action(nr.AnnounceCross, row=color)
        return _refusal("only_announced", view.announced)
    if phase == "play":
        if view.played and color != view.play_color:
            return _other_row(view.play_color)
        return _action(nr.Cross, number=number)
    return _refusal("take_first")


class _ZoomSpot(SheetItem):
    """The pad's lower part (points table, misthrows, totals), with a magnifier: a click, or
    Enter when the arrow keys bring the focus to it, shows the sheet big. Where the table is
    shown small, the small print there gives way (no text under 9 pt), and it is read big."""

    def __init__(self) -> None:
        super().__init__("zoom", QRectF(*ZOOM_RECT))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(-1)  # under the boxes it frames (they are not clicked)
        self.magnifier = Magnifier(self, self.rect(), QRectF(*MAGNIFIER_RECT))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        self.paint_overlays(painter, self.shape())


class NumberRowsTable(TableScaffold):
    """The Number rows table: the big sheet with the cards, the others' sheets, the buttons."""

    def __init__(
        self, rules: Any, players: Sequence[Player], parent: QWidget | None = None
    ) -> None:
        super().__init__(players, parent)
        self.rules = rules
        self._big: Seat = -1
        self._selected: list[int] = []  # hand card ids chosen for a Play, in click order
        self._joker_color: str | None = None
        self._tips: dict[int, object] = {}  # id(item) -> what its tooltip says now
        self._said: dict[tuple[object, ...], str] = {}  # (key, its values) -> the words now
        self._small_synced: dict[Seat, object] = {}  # seat -> the sheet its small scene shows
        # (id(scene), row) -> the row's crosses, lock and pending marks it shows (row -1: the
        # misthrows it shows)
        self._rows_drawn: dict[tuple[int, int], object] = {}
        self._cards_drawn: object = None  # what the cards were drawn from last (`_sync_cards`)

        # the big sheet and the cards, one scene
        self.big_scene = SheetScene(build_sheet_layout(True, cards=True), parent=self)
        self.big_scene.focus_follows_targets = True
        for key, rect in card_slots().items():
            self.big_scene.add_card(key, rect)
        # the words above and under the cards grow to 9 pt where they fit, else give way (the
        # cards themselves, the caption and the tooltips say what they are)
        for key, (rect, size, align, color) in card_labels().items():
            self.big_scene.add_label(key, rect, size, align=align, color=color, grow=True)  # type: ignore[arg-type]
        # Each item keeps its picture: a click repaints the few items it changed and copies the
        # others that overlap the repainted region (a click to the repainted sheet < 8 ms).
        for item in self.big_scene.items():
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.big_scene.add_cell(_ZoomSpot())
        # where the big sheet's view is short and wide, the cards lie beside the pad (see
        # layout.beside_places): laid out again when the view is resized
        self._rule = self.big_scene.band(HAND_RULE)
        self._beside = False
        self._shape_held = False  # (while a fit to the table's size chooses the shape)
        self._fits = 0  # fits to the table's size begun (a shape changed after none asks one)
        # the sheet alone, shown big by a click on the pad's lower part (kept in sync while shown)
        self.sheet_scene = SheetScene(build_sheet_layout(False), parent=self)
        self.zoom: SheetZoom | None = None
        self.big_view = FittingView(self.big_scene)
        self.big_view.installEventFilter(self)
        self.add_targets(self.big_scene, self._meaning)
        self.focus_view = self.big_view
        # never drawn under the scale at which its numbers read at 9 pt: in a window too small
        # for that (the cards below the pad, or beside it where it is wide) the sheet scrolls in
        # place, the buttons under it whole in sight (a page that scrolled cut them in half)
        self.big_view.keep_legible(
            LEGIBLE_SCALE, QRectF(0, 0, SHEET_W, HEIGHT), QRectF(0, 0, BESIDE_W, BESIDE_H)
        )
        self.big_area = LeastScaleArea(self.big_view)
        # Where its width bounds the sheet (at 1280x1000 the others' sheets keep their third),
        # the height it cannot use went above and below it: 100 px between the caption and the
        # pad and 100 between the cards and the buttons. Held to the sheet, the buttons stand
        # under the cards, the spare height under them.
        self.held_area = self.big_area

        # the other players' public sheets
        self.small_scenes: list[SheetScene] = []
        small = build_sheet_layout(False, compact=True)
        for _player in self.players:
            scene = SheetScene(small, parent=self)
            self.small_scenes.append(scene)
            self.others.add_sheet(scene)
        # a row locked is marked with a burst of pen strokes
        for scene in (self.big_scene, self.sheet_scene, *self.small_scenes):
            flourish(*(scene.cell(f"{color}:lock") for color in nr.COLORS), states=("crossed",))

        # the buttons (their keys are shortcuts: they work wherever the focus is in the table)
        self.joker_label = QLabel()
        self.color_buttons: dict[str, QPushButton] = {}
        self._color_group = QButtonGroup(self)
        for index, color in enumerate(nr.COLORS):
            button = self.button(None)
            button.setCheckable(True)
            button.setProperty("choice", CHOSEN_EDGE)  # (the colour chosen: its frame)
            c = ROW_COLORS[color]
            button.setIcon(symbol_icon(SYMBOLS[color], c["band"], c["edge"]))
            button.setIconSize(QSize(28, 28))
            button.setMinimumWidth(48)
            self._color_group.addButton(button, index)
            self.color_buttons[color] = button
        self._color_group.idClicked.connect(self._choose_joker_color)
        self.play_button = self.button(self._on_play, bold=True)
        self.done_button = self.button(self._on_done, bold=True)
        self.buttons.addWidget(self.joker_label)
        for button in self.color_buttons.values():
            self.buttons.addWidget(button)
        self.buttons.addStretch(1)
        self.buttons.addWidget(self.play_button)
        self.buttons.addWidget(self.done_button)
        self.main.addWidget(self.big_area, 1)
        self.main.addWidget(self.button_row)
        # (the height the sheet cannot use at its width: under its buttons, `held_area`)
        self.main.addStretch(0)
        # The sheet with the cards is limited by the height on a laptop: the width it leaves
        # goes to the others' sheets, readable then.
        self.share_width(2, 1)
        for i in range(nr.HAND_LIMIT):
            shortcut = self.shortcut(str(i + 1), self._on_number_key, words=self._hand_key(i))
            shortcut.setProperty("hand", i)
        self.shortcut("P", self._on_play, self.play_button)
        self.shortcut("D", self._on_done, self.done_button)
        self._show_buttons(set())
        self.retranslate()

    # --- the sheet's room ----------------------------------------------------------------------

    # --- the cards below the pad or beside it ---------------------------------------------------

    def fit_to_size(self) -> None:
        # The cards laid out below the pad first, the width shared for that shape, then the
        # shape the view's size then plays best, the width shared again for it: the view's size
        # follows the width share the shape asks for, so a shape chosen at each size the view
        # passed through depended on the way there (grown from 819x600 to 1024x600, one
        # player's cards kept beside the pad; two players' with Larger text at 1024x600 kept
        # below it from 1366x768). Held meanwhile: chosen at the table's size alone.
        self._shape_held = True
        self._fits += 1
        try:
            self._lay_out_cards(False)
            super().fit_to_size()
            size = self.big_view.size()
            if beside_better(size.width(), size.height(), self.big_view.margin):
                self._lay_out_cards(True)
                super().fit_to_size()
        finally:
            self._shape_held = False

    def arrange(self) -> None:
        # as a fit to the size (the caption's room for the first position's words, the shape
        # and the width share chosen for them): the width shared alone, on the caption's height
        # before, kept it on three lines in Polish with Larger text at 819x600 opened after
        # 819x480, one player's, where fitted once more it takes two
        self.fit_to_size()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # (before the view fits the sheet to its new size: it fits the sheet as laid out now)
        resized = event.type() == QEvent.Type.Resize
        if watched is self.big_view and resized and not self._shape_held:
            assert isinstance(event, QResizeEvent)
            size = event.size()
            if self._lay_out_cards(
                beside_better(size.width(), size.height(), self.big_view.margin)
            ):
                # the table fitted again for the sheet's new shape (beside, it asks more width:
                # given then, not left to the next resize of the window), as a fit to its size
                # chooses and shares it (a share balanced alone took the height of the sheet
                # held at its old scale for the room's: opened at 1024x600, two players with
                # Larger text, the others' panel 252 px wide where a resize there gave 214)
                # (unless a fit to the size comes first: it chooses the shape itself, and a
                # second fit at one size moves nothing)
                fits = self._fits
                QTimer.singleShot(0, self, lambda: self._refit_unless_fitted_since(fits))
        return super().eventFilter(watched, event)

    def _refit_unless_fitted_since(self, fits: int) -> None:
        if self._fits == fits:
            self.fitted(self.fit_to_size)

    def _lay_out_cards(self, beside: bool) -> bool:
        """Lay the cards and their words out below the pad or beside it (a short, wide view);
        whether that changed their place."""
        if beside == self._beside:
            return False
        self._beside = beside
        scene = self.big_scene
        places = beside_places() if beside else card_slots()
        if not beside:
            places |= {key: rect for key, (rect, *_rest) in card_labels().items()}
        for key, (x, y, w, h) in places.items():
            if key in scene.labels:
                scene.labels[key].set_box(QRectF(x, y, w, h))
            else:
                card = scene.cells[key]
                assert isinstance(card, CardItem)
                card.move_to(x, y)
        set_shown(self._rule, not beside)
        scene.setSceneRect(QRectF(0, 0, *((BESIDE_W, BESIDE_H) if beside else (SHEET_W, HEIGHT))))
        if self.hinted is not None:  # (its marks go round the cards where they lie now)
            self.show_hint(self.hinted, self.hint_marks.label, focus=self.hint_marks.takes_keys)
        return True

    # --- words ----------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.joker_label.setText(_fmt("joker_colour"))
        for color, button in self.color_buttons.items():
            label = translate_text(name_of(ROW_LABELS, color))
            button.setToolTip(label)
            button.setAccessibleName(label)
        self.set_button_text(self.play_button, _fmt("play_button"))
        self.big_view.setAccessibleName(_fmt("your_sheet"))
        self.big_scene.set_tooltip("zoom", _fmt("tip_zoom"))
        scenes = (self.big_scene, self.sheet_scene, *self.small_scenes)
        for seat, scene in enumerate(scenes, start=-1):
            if "total" in scene.labels:  # (a small sheet is its rows only)
                for key in ("crosses", "points"):
                    scene.set_label(f"table:head:{key}", _fmt(key))
                scene.set_label("misthrows", _fmt("misthrows_each"))
                scene.set_label("total", _fmt("total"))
            if seat > 0:
                title = _fmt("title", player=self.players[seat - 1].name)
                scene.set_label("title", title)
                self.others.view(seat - 1).setAccessibleName(title)
        self._tips.clear()
        self._said.clear()
        self._small_synced.clear()
        self._rows_drawn.clear()
        self._cards_drawn = None

    def not_your_turn(self) -> str:
        return _fmt("not_your_turn")

    # --- drawing a position ---------------------------------------------------------------------

    def draw(self) -> None:
        position = self.position
        assert position is not None
        view = position.view
        big = self.big_seat(view.active)
        if big != self._big or position.viewer != big or not self._plays():
            self._selected = []
        else:
            ids = {card.id for card in view.hands[big]}
            self._selected = [i for i in self._selected if i in ids]
        self._big = big
        self._sync_sheet(self.big_scene, *nr.with_pending(view, big))
        self.big_scene.set_label("title", self._words("title", player=self.name(big)))
        if self.zoom is not None:
            self._sync_zoom()
        self._sync_others()
        self._sync_cards()
        self._sync_caption()

    def _refresh(self) -> None:
        """Redraw after a selection change (no new position)."""
        if self.position is not None:
            self._sync_cards()
            self.sync_targets()
            self._sync_caption()

    def _hand(self) -> tuple[Any, ...]:
        position = self.position  # (read once: see _meaning)
        assert position is not None
        hand: tuple[Any, ...] = position.view.hands[self._big]
        return hand

    def _words(self, key: str, **args: Any) -> str:
        """`_fmt(key, **args)`, written out once per language: a position drawn asks for the
        same few dozen words (labels, the cards' tooltips) again and again."""
        said = (key, *sorted(args.items()))
        words = self._said.get(said)
        if words is None:
            words = self._said[said] = _fmt(key, **args)
        return words

    def _tip(self, item: SheetItem, key: object, text: Callable[[], Text | str]) -> None:
        """Set a tooltip only when what it says changed (`text()` is asked for it then only:
        writing one out and translating it costs more than the rest of a box's redraw)."""
        tips = self._tips
        if tips.get(id(item)) != key:
            tips[id(item)] = key
            item.setToolTip(translate_text(text()))

    def _box_tip(self, color: str, number: int, state: str, pending: bool) -> str:
        """A number box's tooltip, written out once per language (kept with `_words`'): a
        click sets a box or two's again, in a state each had before (a cross made, undone,
        made again), and writing one out costs more than the rest of the box's redraw."""
        said = ("box tip", color, number, state, pending)
        words = self._said.get(said)
        if words is None:
            row = name_of(ROW_LABELS, color)
            words = self._said[said] = translate_text(_cell_tip(row, number, state, pending))
        return words

    def _sync_sheet(
        self, scene: SheetScene, sheet: Any, row: str | None, pending: tuple[int, ...]
    ) -> None:
        """Draw `sheet` with its totals, the numbers `pending` in `row` as marks the player may
        still take back."""
        cells = scene.cells
        # (what is kept of the drawing, read once: each attribute read on the table, a QObject,
        # passes through PySide's own look-up, and these were read for every box of a row)
        rows_drawn, tips, tip, place = self._rows_drawn, self._tips, self._tip, id(scene)
        total = 0
        for r, color in enumerate(nr.COLORS):
            marked = pending if color == row else ()
            locked = sheet.locked[r]
            points = nr.row_points(len(sheet.crosses[r]) + (1 if locked else 0))
            total += points
            drawn = (sheet.crosses[r], locked, marked)
            if rows_drawn.get((place, r)) == drawn:
                continue  # (this row of this scene shows these marks already: a click
                # changes one row)
            rows_drawn[(place, r)] = drawn
            row_name = name_of(ROW_LABELS, color)
            for number in nr.ROW_NUMBERS[color]:
                state = nr.cell_state(sheet, r, number)
                item = cells[cell_id(color, number)]
                held = number in marked
                if tips.get(id(item)) == (state, held):
                    continue  # (drawn so, its tooltip too: a click changes a box or two of a row)
                item.set_visual(state=state, pending=held)
                tip(item, (state, held), partial(self._box_tip, color, number, state, held))
            lock = cells[f"{color}:lock"]
            closing = bool(marked) and marked[-1] == nr.ROW_NUMBERS[color][-1]
            lock.set_visual(state="crossed" if locked else "open", pending=locked and closing)
            key = "tip_lock_done" if locked else "tip_lock"
            tip(lock, locked, partial(say, key, row=row_name))
            if "total:sum" in cells:  # (a small sheet has no totals: they are in its heading)
                scene.set_label(f"total:{color}", str(points))
        if "total:sum" not in cells:
            return
        misthrows = nr.MISTHROW_POINTS * sheet.misthrows
        if rows_drawn.get((place, -1)) != sheet.misthrows:  # (a cross throws none)
            rows_drawn[(place, -1)] = sheet.misthrows
            for i in range(nr.MAX_MISTHROWS):
                item = cells[f"misthrow:{i}"]
                item.set_visual(state="crossed" if i < sheet.misthrows else "open")
                tip(item, True, partial(say, "tip_misthrow"))
            scene.set_label("total:misthrows", str(-misthrows))
        scene.set_label("total:sum", count_text(total + misthrows))  # (below zero: "−5")

    def _sync_others(self) -> None:
        position = self.position
        assert position is not None
        view = position.view

        def hand(seat: Seat) -> str:
            numbers = ", ".join(str(c.number) for c in view.hands[seat] if c.number is not None)
            return self._words("hand_numbers", numbers=numbers or "–")

        turn = (view.active,) if view.phase != "over" else ()
        for seat in self.show_others(self._big, view.players, turn, hand):
            marks = nr.with_pending(view, seat)
            if self._small_synced.get(seat) != marks:  # only the sheets that changed are redrawn
                self._sync_sheet(self.small_scenes[seat], *marks)
                self._small_synced[seat] = marks

    def _sync_cards(self) -> None:
        position = self.position
        assert position is not None
        view, scene = position.view, self.big_scene
        # Everything the cards, their words and the hand's are drawn from: a cross changes none
        # of it, and drawing the same cards again costs more than the cross's own box.
        drawn: tuple[object, ...] = (view.display, view.pile[:1], len(view.pile), view.announced)
        drawn += (view.phase, view.discard[-1:], view.hands[self._big], view.played)
        drawn += (view.play_color, position.viewer, self._big, self.looking_back)
        drawn += (tuple(self._selected),)
        if drawn == self._cards_drawn:
            return
        self._cards_drawn = drawn
        items = scene.cells
        scene.set_label("label:display", self._words("display"))
        for i in range(nr.DISPLAY_SIZE):
            item = items[f"display:{i}"]
            assert isinstance(item, CardItem)
            if i < len(view.display):
                number = view.display[i].number
                item.set_card(number, tooltip=self._words("tip_display", number=number))
            else:
                item.set_card(None, empty=True)
            item.activatable = i < len(view.display)
        pile = items["pile"]
        assert isinstance(pile, CardItem)
        scene.set_label("label:pile", self._words("pile", count=len(view.pile)))
        top = view.pile[0].number if view.pile else None
        announced = view.announced is not None and view.phase in ("announce", "play")
        tip = self._words("tip_announced" if announced else "tip_pile", number=top) if top else ""
        pile.set_card(top, empty=top is None, tooltip=tip)
        pile.set_visual(tint=ANNOUNCED_TINT if announced else None)
        scene.set_label("under:pile", self._words("announced") if announced else "")
        scene.set_label("label:discard", self._words("discard"))
        discard = items["discard"]
        assert isinstance(discard, CardItem)
        discard.activatable = False
        # its word above gives way where the table is small: the card says it when pointed at
        if view.discard:
            discard.set_card(view.discard[-1].number, tooltip=self._words("discard"))
        else:
            discard.set_card(None, empty=True, tooltip=self._words("discard"))
        self._sync_hand(view, position.viewer)

    def _sync_hand(self, view: Any, viewer: Seat | None) -> None:
        """The hand (faces only for its owner looking at it), then the cards played this turn."""
        scene, hand = self.big_scene, self._hand()
        owner_looks = viewer is not None and viewer == self._big
        if owner_looks and not self.looking_back:
            scene.set_label("label:hand", self._words("your_hand"))
        else:
            # (the name alone where the whole would not fit at 9 pt: 'Hand of Γιαγιά Σοφία')
            name = self.name(self._big)
            scene.set_label("label:hand", self._words("hand_of", player=name), short=name)
        selected = set(self._selected)
        played = view.played if view.phase == "play" else ()
        for i in range(nr.HAND_LIMIT):
            item = scene.cells[f"hand:{i}"]
            assert isinstance(item, CardItem)
            item.activatable = i < len(hand)
            scene.set_label(f"under:hand:{i}", str(i + 1) if i < len(hand) else "")
            if i < len(hand):
                card = hand[i]
                face, tip = None, self._words("tip_hand_back", number=card.number)
                if owner_looks and card.joker:
                    face, tip = JOKER_FACE, self._words("tip_hand_joker", number=card.number)
                elif owner_looks and card.color is not None:
                    face = CARD_FACES[card.color]
                    color = name_of(COLOR_NAMES, card.color)
                    tip = self._words("tip_hand_face", number=card.number, color=color)
                chosen = owner_looks and card.id in selected
                item.set_card(card.number, face, selected=chosen, tooltip=tip)
            elif i - len(hand) < len(played):
                card = played[i - len(hand)]
                color = card.color or view.play_color
                face = (
                    replace(CARD_FACES[color], symbol="star") if card.joker else CARD_FACES[color]
                )
                tip = self._words(
                    "tip_played", number=card.number, color=name_of(COLOR_NAMES, color)
                )
                item.set_card(card.number, face, tooltip=tip)
            else:
                item.set_card(None, empty=True)
        scene.set_label("label:played", self._words("played") if played else "")

    def _plays(self) -> list[Any]:
        position = self.position  # (read once: see _meaning)
        legal = position.legal if position is not None else ()
        return [a for a in legal if isinstance(a, nr.Play)]

    def _joinable(self) -> set[int]:
        """The ids of the hand cards a click may select or take back now (the chosen ones, and
        those that can join them in a legal play)."""
        selected = set(self._selected)
        joinable = set(selected)
        for play in self._plays():
            if selected <= set(play.cards):
                joinable |= set(play.cards)
        return joinable

    def _selection_matches(self) -> list[Any]:
        chosen = set(self._selected)
        return [p for p in self._plays() if set(p.cards) == chosen]

    def _show_buttons(self, shown: set[QWidget]) -> None:
        # Only the buttons whose visibility changes are touched: hiding a button and showing it
        # again would repaint the table around it on every click.
        widgets = (self.joker_label, *self.color_buttons.values(), self.play_button)
        for widget in (*widgets, self.done_button):
            if widget.isVisibleTo(self) != (widget in shown):
                widget.setVisible(widget in shown)

    def _sync_caption(self) -> None:
        """The instruction line says what the player decides now; the buttons that go with it."""
        position = self.position
        assert position is not None
        view, acting, legal = position.view, position.acting, position.legal
        shown: set[QWidget] = set()
        done = "done_button"
        if view.phase == "over":
            caption = over_words()
        elif not legal:
            caption = wait_words() if acting is None else playing_words(self.name(acting))
        elif view.phase == "draw":
            caption = translate_text(TAKE.count(view.to_take))
        elif view.phase == "announce":
            assert acting is not None
            shown.add(self.done_button)
            if view.announce_marks[acting] is not None:
                caption = self._words("announce_crossed", number=view.announced)
            else:
                done = "pass_button"
                key = "announce_own" if acting == view.active else "announce_other"
                if not any(isinstance(a, nr.AnnounceCross) for a in legal):
                    key += "_none"
                caption = self._words(key, player=self.name(view.active), number=view.announced)
        elif not view.played:
            caption = self._words("choose_cards")
            shown.add(self.play_button)
            self.play_button.setEnabled(bool(self._selected))
            matches = self._selection_matches()
            if len(matches) > 1:  # jokers only: the player gives them a colour
                shown |= {self.joker_label, *self.color_buttons.values()}
                for color, button in self.color_buttons.items():
                    button.setChecked(color == self._joker_color)
        else:
            shown.add(self.done_button)
            can_cross = any(isinstance(a, nr.Cross) for a in legal)
            caption = self._words("cross_played" if can_cross else "no_more")
            if not view.play_crosses and view.announce_marks[acting] is None:
                done = "misthrow_button"
        if self.caption.text() != caption:
            self.caption.setText(caption)
        self.set_button_text(self.done_button, self._words(done))
        self._show_buttons(shown)

    # --- input ----------------------------------------------------------------------------------

    def _meaning(self, item_id: str) -> Meaning:
        """What an item of the big scene stands for now (the kit highlights and clicks it)."""
        box = _BOXES.get(item_id)
        if box is not None:  # (most items asked for are number boxes: their id read once)
            # (the position read once: every attribute read on the table, a QObject, passes
            # through PySide's own look-up, and the kit asks every box at every step)
            position = self.position
            assert position is not None
            return _number_meaning(position.view, *box)
        if item_id == "zoom":
            return Command(self.enlarge_sheet, any_time=True)
        kind, _, rest = item_id.partition(":")
        if kind == "display":
            return _action(nr.Take, slot=int(rest))
        if kind == "hand":
            index = int(rest)
            hand = self._hand()
            lit = index < len(hand) and hand[index].id in self._joinable()
            return Command(lambda: self._toggle_hand(index), lit=lit and bool(self._plays()))
        if kind == "pile":
            return _refusal("pile_info")
        if rest == "lock":
            return _refusal("lock_itself")
        if kind in nr.COLORS:
            position = self.position
            assert position is not None
            return _number_meaning(position.view, kind, int(rest))
        return None

    def _on_number_key(self) -> None:
        shortcut = self.sender()
        if shortcut is not None:
            self._toggle_hand(int(shortcut.property("hand")))

    def _hand_key(self, index: int) -> Callable[[], str | None]:
        """What the number key of hand card `index` does now, for the Keys card: choose that
        card (its words as its tooltip says them), while the player may play cards."""

        def words() -> str | None:
            position = self.position
            if position is None or position.viewer != self._big or not self._plays():
                return None
            if index >= len(self._hand()):
                return None
            return self.big_scene.cells[f"hand:{index}"].toolTip() or None

        return words

    def _toggle_hand(self, index: int) -> None:
        position = self.position
        if position is None or not self.interactive or index >= len(self._hand()):
            return
        plays = self._plays()
        if not plays or position.viewer != self._big:
            self.say(say("choose_later") if position.legal else self.not_your_turn())
            return
        hand = self._hand()
        card_id = hand[index].id
        if card_id in self._selected:
            self._selected.remove(card_id)
        else:
            wanted = [*self._selected, card_id]
            if not any(set(wanted) <= set(play.cards) for play in plays):
                # refused at once, with the session's reason (one colour; 1 to 3 cards)
                colors = [c.color for c in hand if c.id in wanted and c.color] or ["red"]
                self.say(self.explain(nr.Play(cards=tuple(wanted), color=colors[0])))
                return
            self._selected.append(card_id)
        self._refresh()

    def _choose_joker_color(self, index: int) -> None:
        self._joker_color = nr.COLORS[index]
        self._refresh()

    def _on_play(self) -> None:
        position = self.position
        if position is None or not self._plays():
            self.say(say("choose_later") if position and position.legal else self.not_your_turn())
        elif not self._selected:
            self.say(say("choose_first"))
        else:
            matches = self._selection_matches()
            chosen = [p for p in matches if len(matches) == 1 or p.color == self._joker_color]
            if chosen:
                self.choose(chosen[0])
            else:
                self.say(say("joker_first"))

    def _on_done(self) -> None:
        position = self.position
        announce = position is not None and position.view.phase == "announce"
        self.choose(nr.AnnounceDone() if announce else nr.Done())

    # --- the sheet shown big ---------------------------------------------------------------------

    def enlarge_sheet(self) -> SheetZoom:
        """Show the big sheet's pad alone, big, until the player closes it (a click, Esc, Close)."""
        if self.zoom is not None:
            self.zoom.reject()
        self._sync_zoom()
        title = self.sheet_scene.labels["title"].text
        zoom = self.zoom = SheetZoom(self.sheet_scene, title, self)
        zoom.finished.connect(self._zoom_closed)
        zoom.open()
        return zoom

    def _sync_zoom(self) -> None:
        position = self.position
        if position is None:
            return
        title = self._sync_pad_alone(self._big)
        if self.zoom is not None:
            self.zoom.caption.setText(title)
            self.zoom.setWindowTitle(title)

    def _sync_pad_alone(self, seat: Seat) -> str:
        """Draw `seat`'s sheet in the scene of the sheet alone; its title."""
        assert self.position is not None
        self._sync_sheet(self.sheet_scene, *nr.with_pending(self.position.view, seat))
        title = _fmt("title", player=self.name(seat))
        self.sheet_scene.set_label("title", title)
        return title

    def paper_scene(self, seat: Seat) -> SheetScene:
        self._sync_pad_alone(seat)
        return self.sheet_scene

    # the pad's title asks for the player's name, and its total row has a box for each part
    pad_has_name = True
    pad_has_totals = True

    def pad_note(self) -> str:
        return _fmt("pad_note")  # how to fill in the pad (its own total row)

    def pad_scene(self) -> SheetScene:
        """The blank pad: its total boxes empty, to be written in (never a printed 0)."""
        scene = self.paper_scene(0)
        for key in (*(f"total:{color}" for color in nr.COLORS), "total:misthrows", "total:sum"):
            scene.set_label(key, "")
        return scene

    def _zoom_closed(self) -> None:
        zoom, self.zoom = self.zoom, None
        if zoom is not None:
            zoom.deleteLater()

    # --- hints ----------------------------------------------------------------------------------

    def hint_targets(self, action: Any) -> list[HintTarget]:
        """The card to take, the box to cross, the cards of a play still to choose (then the
        colour its jokers take, then Play), or the Done/Pass button."""
        position = self.position
        if position is None:
            return []
        scene = self.big_scene
        spots = self.target_spots(action)  # a card to take, a box to cross
        if spots:
            return spots
        if isinstance(action, nr.Play):
            # what is still to do, first first (so Enter on the first mark does it): a chosen
            # card the play has not to take back, its cards not chosen yet, the colour its
            # jokers take, then Play
            hand = self._hand()
            ids = [card.id for card in hand]
            chosen = set(self._selected)
            todo = [c for c in self._selected if c not in action.cards and c in ids]
            todo += [c for c in action.cards if c in ids and c not in chosen]
            jokers = any(card.joker for card in hand if card.id in action.cards)
            colour = self.color_buttons[action.color]  # the colour the jokers take
            if todo:
                cards: list[HintTarget] = [self.spot(scene, f"hand:{ids.index(c)}") for c in todo]
                return [*cards, colour] if jokers else cards
            if jokers and len(self._selection_matches()) > 1 and self._joker_color != action.color:
                return [colour]
            return [self.play_button]
        if isinstance(action, (nr.AnnounceDone, nr.Done)):
            return [self.done_button]
        return []

    # --- for tests and benchmarks ----------------------------------------------------------------

    @staticmethod
    def cell_id(color: str, number: int) -> str:
        return cell_id(color, number)


def _crossed(view: Any, seat: Seat) -> int:
    sheet = nr.with_pending(view, seat)[0]
    return sum(len(row) for row in sheet.crosses)


# beside "Crossing numbers", a sheet with a few crosses; beside "The end", a locked row
RULES_PICTURES = {
    1: lambda view, seat: _crossed(view, seat) >= 6,
    3: lambda view, seat: any(nr.with_pending(view, seat)[0].locked),
}


# the texts naming the players' paper, as the printed rules name it (GameUi.paper)
PAPER = words(
    "number_rows",
    {
        "move": QT_TRANSLATE_NOOP(
            "number_rows", "Move on the score sheet, and on to the next card"
        ),
        "show": QT_TRANSLATE_NOOP("number_rows", "Show the score sheets"),
        "tab": QT_TRANSLATE_NOOP("number_rows", "Go to the next button or score sheet"),
        "hint": QT_TRANSLATE_NOOP("number_rows", "The hint is marked on your score sheet."),
    },
)

# what the hand-over page keeps from the others: only a hand's colours are secret (NR-H1)
HIDDEN = Text(INFO.id, INFO.handover) if INFO.handover else None

SUMMARY = rules_summary("number_rows", RULES_SUMMARY)
UI = GameUi(NumberRowsTable, SUMMARY, RULES_PICTURES, PAPER, HIDDEN)
create_table = UI.create_table  # (the name the tests build the table by)


__all__ = ["RULES_PICTURES", "UI", "NumberRowsTable", "create_table"]
