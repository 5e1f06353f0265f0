"""Number rows on screen: the Qwixx score pad, the cards and the game's own buttons.

`create_table(entry, rules, players, parent)` returns a `NumberRowsTable`, the GameTable the
table page hosts. It draws a view of the state (never the full state), highlights the targets of
the legal actions, and turns clicks and keys into Actions (`action_chosen`) or into a message
saying why not (`status_message`). It never changes game state.

Scenes are built once; `show_position` only syncs the existing items, so a move repaints in a
few milliseconds (see benchmarks/).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QKeySequence, QPainter, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QGraphicsItem,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP, Text, text
from sheetdesk.core.protocol import Action, IllegalAction, ScoreBreakdown, Seat
from sheetdesk.core.session import Player
from sheetdesk.ui.game_table import GameTable, translate_text
from sheetdesk.ui.plain import plain_label
from sheetdesk.ui.sheetkit import (
    Band,
    CardFace,
    CardItem,
    CellSpec,
    CellStyle,
    FittingView,
    Glyph,
    Label,
    SheetLayout,
    SheetScene,
    symbol_path,
)

from . import rules as nr

CTX = "number_rows"

# --- the paper's palette (independent of the UI theme) and the symbol of every colour ----------

PAPER = "#fffdf6"
PAPER_INK = "#222222"
ROW_COLORS: dict[str, dict[str, str]] = {
    "red": {"band": "#d3283a", "tint": "#fde6e7", "ink": "#a81d2b", "edge": "#7e1520"},
    "yellow": {"band": "#f2bf10", "tint": "#fff6d2", "ink": "#7d6200", "edge": "#8d6f00"},
    "green": {"band": "#2a9a45", "tint": "#e2f4e5", "ink": "#1b7232", "edge": "#175f29"},
    "blue": {"band": "#2461a8", "tint": "#e1eaf7", "ink": "#1b4d88", "edge": "#153b69"},
}
SYMBOLS: dict[str, str] = {
    "red": "diamond",
    "yellow": "circle",
    "green": "triangle",
    "blue": "square",
}
JOKER_FACE = CardFace(tuple(ROW_COLORS[c]["band"] for c in nr.COLORS), "star", ink=PAPER_INK)
CARD_FACES = {
    c: CardFace((ROW_COLORS[c]["band"],), SYMBOLS[c], ink=ROW_COLORS[c]["ink"]) for c in nr.COLORS
}

# --- sheet geometry (sheet units: a number box is 44 wide) --------------------------------------

CELL = 44.0
PITCH = 50.0
MARGIN = 14.0
BAND_PAD = 8.0
ROW_H = CELL + 2 * BAND_PAD
ROW_GAP = 8.0
TITLE_H = 34.0
ROW_X = MARGIN
SYMBOL_X = ROW_X + BAND_PAD
NUMBERS_X = SYMBOL_X + CELL + BAND_PAD
LOCK_X = NUMBERS_X + 11 * PITCH - (PITCH - CELL) + 12
ROW_W = LOCK_X + CELL + BAND_PAD - ROW_X
SHEET_W = ROW_W + 2 * MARGIN
ROWS_TOP = MARGIN + TITLE_H
TABLE_TOP = ROWS_TOP + 4 * ROW_H + 3 * ROW_GAP + 14
TOTALS_TOP = TABLE_TOP + 62
SHEET_H = TOTALS_TOP + 40 + MARGIN


def cell_id(color: str, number: int) -> str:
    """The id of a number box on a sheet scene, e.g. "red:7"."""
    return f"{color}:{number}"


def lock_id(color: str) -> str:
    return f"{color}:lock"


def misthrow_id(index: int) -> str:
    return f"misthrow:{index}"


def total_id(key: str) -> str:
    """key: a colour, "misthrows" or "sum"."""
    return f"total:{key}"


def _tr(source: str) -> str:
    return QCoreApplication.translate(CTX, source)


def _fmt(source: str, **args: Any) -> str:
    """Translate `source` (marked with QT_TRANSLATE_NOOP) and fill its {placeholders}."""
    return translate_text(text(CTX, source, **args))


_TITLE = QT_TRANSLATE_NOOP("number_rows", "Score sheet of {player}")
_CROSSES = QT_TRANSLATE_NOOP("number_rows", "Crosses")
_POINTS = QT_TRANSLATE_NOOP("number_rows", "Points")
_MISTHROWS = QT_TRANSLATE_NOOP("number_rows", "Misthrows −5 each")
_TOTAL = QT_TRANSLATE_NOOP("number_rows", "Total")
_STATE_NAMES = {
    "crossed": QT_TRANSLATE_NOOP("number_rows", "crossed"),
    "open": QT_TRANSLATE_NOOP("number_rows", "open"),
    "skipped": QT_TRANSLATE_NOOP("number_rows", "skipped"),
}
_CELL_TIP = QT_TRANSLATE_NOOP("number_rows", "{row} row, {number}: {state}")
_LOCK_TIP = QT_TRANSLATE_NOOP(
    "number_rows", "{row} row, lock: crossed together with the last number of the row"
)
_LOCK_TIP_DONE = QT_TRANSLATE_NOOP("number_rows", "{row} row, lock: crossed, the row is closed")
_MISTHROW_TIP = QT_TRANSLATE_NOOP(
    "number_rows", "Misthrow box: crossed when you cross nothing in your own turn (−5 points)"
)
_PENDING_TIP = QT_TRANSLATE_NOOP(
    "number_rows", "{row} row, {number}: you chose to cross it (not yet confirmed)"
)


def build_sheet_layout(interactive: bool = True) -> SheetLayout:
    """The printed Qwixx pad as pure layout data (texts translated now, in the current language)."""
    styles: dict[str, CellStyle] = {
        "default": CellStyle(),
        "misthrow": CellStyle(fill="#ffffff", border="#555555", border_width=1.6, radius=4),
        "table_head": CellStyle(
            fill="#eeeae0", border="#8c8576", border_width=1, font_size=15, radius=0
        ),
        "table_num": CellStyle(
            fill="#eeeae0", border="#8c8576", border_width=1, font_size=13, radius=0
        ),
        "table_cell": CellStyle(
            fill="#ffffff", border="#8c8576", border_width=1, font_size=16, radius=0
        ),
        "total": CellStyle(fill="#ffffff", border="#444444", border_width=2, font_size=20),
    }
    for color in nr.COLORS:
        c = ROW_COLORS[color]
        styles[color] = CellStyle(
            fill=c["tint"], border=c["edge"], text=c["ink"], border_width=1.4, font_size=23
        )
        styles[f"{color}_lock"] = CellStyle(
            fill=c["tint"], border=c["edge"], text=c["ink"], border_width=1.6, font_size=18
        )
        styles[f"{color}_total"] = CellStyle(
            fill="#ffffff", border=c["band"], text=PAPER_INK, border_width=3.2, font_size=20
        )
    cells: list[CellSpec] = []
    bands: list[Band] = [
        Band((0, 0, SHEET_W, SHEET_H), PAPER, border="#8a8272", border_width=2, radius=12, z=-20)
    ]
    glyphs: list[Glyph] = []
    labels: list[Label] = [
        Label(
            (MARGIN, MARGIN - 4, SHEET_W - 2 * MARGIN, TITLE_H),
            "",
            color=PAPER_INK,
            size=20,
            bold=True,
            align="left",
            id="title",
        )
    ]
    for r, color in enumerate(nr.COLORS):
        c = ROW_COLORS[color]
        y = ROWS_TOP + r * (ROW_H + ROW_GAP)
        bands.append(Band((ROW_X, y, ROW_W, ROW_H), c["band"], radius=10))
        sym_rect = (SYMBOL_X, y + BAND_PAD, CELL, CELL)
        bands.append(
            Band(sym_rect, "#ffffff", border=c["edge"], border_width=1.4, radius=CELL / 2, z=-5)
        )
        glyphs.append(
            Glyph(
                (SYMBOL_X + 9, y + BAND_PAD + 9, CELL - 18, CELL - 18),
                SYMBOLS[color],
                c["band"],
                border=c["edge"],
                border_width=1.2,
            )
        )
        for i, number in enumerate(nr.ROW_NUMBERS[color]):
            cells.append(
                CellSpec(
                    cell_id(color, number),
                    (NUMBERS_X + i * PITCH, y + BAND_PAD, CELL, CELL),
                    label=str(number),
                    style=color,
                    activatable=interactive,
                )
            )
        cells.append(
            CellSpec(
                lock_id(color),
                (LOCK_X, y + BAND_PAD, CELL, CELL),
                style=f"{color}_lock",
                shape="circle",
                symbol="lock",
                activatable=interactive,
            )
        )
    # the points table: crosses 1..12 → points
    head_w, col_w, h = 84.0, 32.0, 26.0
    x0 = MARGIN
    cells.append(
        CellSpec(
            "table:head:crosses",
            (x0, TABLE_TOP, head_w, h),
            _tr(_CROSSES),
            "table_head",
            "rect",
            activatable=False,
        )
    )
    cells.append(
        CellSpec(
            "table:head:points",
            (x0, TABLE_TOP + h, head_w, h),
            _tr(_POINTS),
            "table_head",
            "rect",
            activatable=False,
        )
    )
    for n in range(1, 13):
        x = x0 + head_w + (n - 1) * col_w
        cells.append(
            CellSpec(
                f"table:crosses:{n}",
                (x, TABLE_TOP, col_w, h),
                f"{n}×",
                "table_num",
                "rect",
                activatable=False,
            )
        )
        cells.append(
            CellSpec(
                f"table:points:{n}",
                (x, TABLE_TOP + h, col_w, h),
                str(nr.POINTS[n]),
                "table_cell",
                "rect",
                activatable=False,
            )
        )
    # misthrow boxes, right of the table
    mx = x0 + head_w + 12 * col_w + 20
    labels.append(
        Label(
            (mx, TABLE_TOP - 6, SHEET_W - MARGIN - mx, 22),
            _tr(_MISTHROWS),
            PAPER_INK,
            14,
            True,
            "left",
            id="misthrows",
        )
    )
    for i in range(nr.MAX_MISTHROWS):
        cells.append(
            CellSpec(
                misthrow_id(i),
                (mx + i * 45, TABLE_TOP + 18, 36, 34),
                style="misthrow",
                activatable=False,
            )
        )
    # totals: red + yellow + green + blue − misthrows = total
    box_w, box_h, op_w = 70.0, 38.0, 22.0
    labels.append(
        Label((MARGIN, TOTALS_TOP, 92, box_h), _tr(_TOTAL), PAPER_INK, 18, True, "left", id="total")
    )
    x = MARGIN + 92
    parts = [*nr.COLORS, "misthrows"]
    ops = ["+", "+", "+", "−", "="]
    for key, op in zip(parts, ops, strict=True):
        style = f"{key}_total" if key in nr.COLORS else "total"
        cells.append(
            CellSpec(total_id(key), (x, TOTALS_TOP, box_w, box_h), "0", style, activatable=False)
        )
        x += box_w
        labels.append(Label((x, TOTALS_TOP, op_w, box_h), op, PAPER_INK, 22, True))
        x += op_w
    cells.append(
        CellSpec(
            total_id("sum"), (x, TOTALS_TOP, box_w + 20, box_h), "0", "total", activatable=False
        )
    )
    return SheetLayout(
        SHEET_W, SHEET_H, tuple(cells), tuple(bands), tuple(glyphs), tuple(labels), styles
    )


# --- the cards strip ----------------------------------------------------------------------------

CARD_W, CARD_H, CARD_STEP = 60.0, 84.0, 68.0
CARDS_LABEL_H = 24.0
CARDS_TOP = CARDS_LABEL_H + 16
DISPLAY_X = 10.0
PILE_X = DISPLAY_X + 4 * CARD_STEP + 14
DISCARD_X = PILE_X + CARD_STEP + 30
HAND_X = DISCARD_X + CARD_STEP + 34
EXTRA_X = HAND_X + nr.HAND_LIMIT * CARD_STEP + 26
CARDS_W = EXTRA_X + 3 * CARD_STEP + 4
CARDS_H = CARDS_TOP + CARD_H + 22

_DISPLAY = QT_TRANSLATE_NOOP("number_rows", "Display")
_PILE = QT_TRANSLATE_NOOP("number_rows", "Pile: {count}")
_DISCARD = QT_TRANSLATE_NOOP("number_rows", "Discard")
_YOUR_HAND = QT_TRANSLATE_NOOP("number_rows", "Your hand")
_HAND_OF = QT_TRANSLATE_NOOP("number_rows", "Hand of {player}")
_ANNOUNCED = QT_TRANSLATE_NOOP("number_rows", "Announced")
_PLAYED = QT_TRANSLATE_NOOP("number_rows", "Played")
_TIP_DISPLAY = QT_TRANSLATE_NOOP("number_rows", "Display card {number} (colour hidden)")
_TIP_PILE = QT_TRANSLATE_NOOP("number_rows", "Pile: the top card is {number}")
_TIP_HAND_BACK = QT_TRANSLATE_NOOP("number_rows", "Hand card {number} (colour hidden)")
_TIP_HAND_FACE = QT_TRANSLATE_NOOP("number_rows", "Hand card {number}, {color}")
_TIP_HAND_JOKER = QT_TRANSLATE_NOOP("number_rows", "Hand card {number}, joker")
_TIP_PLAYED = QT_TRANSLATE_NOOP("number_rows", "Played card {number}, {color}")
_TIP_ANNOUNCED = QT_TRANSLATE_NOOP("number_rows", "The announced number: {number}")


def _paint_color_icon(color: str, size: int = 40) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QColor(ROW_COLORS[color]["edge"]))
    painter.setBrush(QColor(ROW_COLORS[color]["band"]))
    painter.drawPath(symbol_path(SYMBOLS[color], QRectF(3, 3, size - 6, size - 6)))
    painter.end()
    return QIcon(pixmap)


class NumberRowsTable(GameTable):
    """The Number rows table: big sheet, small public sheets, cards, the game's buttons."""

    def __init__(
        self, rules: Any, players: Sequence[Player], parent: QWidget | None = None
    ) -> None:
        super().__init__(players, parent)
        self.rules = rules
        self._view: Any = None
        self._viewer: Seat | None = None
        self._acting: Seat | None = None
        self._legal: tuple[Action, ...] = ()
        self._big_seat: Seat = 0
        self._selected: list[int] = []  # hand card ids chosen for a Play, in click order
        self._hand: tuple[Any, ...] = ()
        self._joker_color: str | None = None
        self._tips: dict[tuple[int, str], Any] = {}  # (scene id, cell id) → what its tip says
        self._small_synced: dict[Seat, Any] = {}  # seat → the PlayerSheet its small sheet shows

        # the big sheet
        self.big_scene = SheetScene(build_sheet_layout(True))
        self.big_scene.dim_others = False
        # Each item of the big sheet keeps its picture: a click repaints the few items it changed
        # and copies the others that overlap the repainted region (a click to the repainted
        # sheet, issue 2: under 8 ms through the whole app).
        for item in self.big_scene.items():
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.big_view = FittingView(self.big_scene)
        self.big_view.setAccessibleName(_tr(QT_TRANSLATE_NOOP("number_rows", "Your score sheet")))
        self.big_scene.cell_activated.connect(self._on_sheet_cell)
        self.big_scene.focus_changed.connect(
            lambda item_id: self._describe_focus(self.big_view, item_id)
        )

        # the cards strip
        self.cards_scene = SheetScene()
        self.cards_scene.setSceneRect(QRectF(0, 0, CARDS_W, CARDS_H))
        self._build_cards()
        self.cards_view = FittingView(self.cards_scene)
        self.cards_view.setAccessibleName(_tr(QT_TRANSLATE_NOOP("number_rows", "Cards")))
        self.cards_scene.cell_activated.connect(self._on_card)
        self.cards_scene.focus_changed.connect(
            lambda item_id: self._describe_focus(self.cards_view, item_id)
        )

        # the other players' public sheets
        self.small_scenes: list[SheetScene] = []
        self._small_frames: list[QFrame] = []
        self._small_names: list[QLabel] = []
        self._small_hands: list[QLabel] = []
        others = QVBoxLayout()
        others.setSpacing(6)
        small_layout = build_sheet_layout(False)
        for player in self.players:
            frame = QFrame()
            frame.setFrameShape(QFrame.Shape.NoFrame)
            box = QVBoxLayout(frame)
            box.setContentsMargins(0, 0, 0, 0)
            box.setSpacing(1)
            name = plain_label(player.name)
            name.setStyleSheet("font-weight: bold;")
            hand = plain_label()
            hand.setWordWrap(True)
            scene = SheetScene(small_layout)
            view = FittingView(scene, margin=1)
            view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            view.setMinimumSize(120, 74)
            view.set_height_for_width(True)
            view.setAccessibleName(_fmt(_TITLE, player=player.name))
            box.addWidget(name)
            box.addWidget(view, 1)
            box.addWidget(hand)
            others.addWidget(frame)
            self.small_scenes.append(scene)
            self._small_frames.append(frame)
            self._small_names.append(name)
            self._small_hands.append(hand)
        others.addStretch(1)

        # caption and buttons
        self.phase_label = plain_label()
        self.phase_label.setWordWrap(True)
        font = self.phase_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.phase_label.setFont(font)
        self.phase_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

        self.joker_label = QLabel(_tr(QT_TRANSLATE_NOOP("number_rows", "Joker colour:")))
        self.color_buttons: dict[str, QPushButton] = {}
        self._color_group = QButtonGroup(self)
        self._color_group.setExclusive(True)
        for color in nr.COLORS:
            button = QPushButton(_tr(nr.ROW_LABELS[color]))
            button.setCheckable(True)
            button.setIcon(_paint_color_icon(color))
            button.setIconSize(QSize(20, 20))
            button.clicked.connect(lambda _checked=False, c=color: self._choose_joker_color(c))
            self._color_group.addButton(button)
            self.color_buttons[color] = button
        self.play_button = QPushButton(_tr(QT_TRANSLATE_NOOP("number_rows", "Play cards")))
        self.play_button.clicked.connect(self._on_play)
        self.done_button = QPushButton(_tr(QT_TRANSLATE_NOOP("number_rows", "Done")))
        self.done_button.clicked.connect(self._on_done)
        for button in (self.play_button, self.done_button):
            button.setMinimumHeight(38)
            button.setMinimumWidth(130)
            f = button.font()
            f.setBold(True)
            button.setFont(f)

        buttons = QHBoxLayout()
        buttons.addWidget(self.joker_label)
        for button in self.color_buttons.values():
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.done_button)

        main = QVBoxLayout()
        main.setContentsMargins(0, 0, 0, 0)
        main.addWidget(self.phase_label)
        main.addWidget(self.big_view, 10)
        main.addWidget(self.cards_view, 3)
        main.addLayout(buttons)
        root = QHBoxLayout(self)
        root.setContentsMargins(4, 4, 4, 4)
        root.addLayout(main, 4)
        root.addLayout(others, 1)

        self.setTabOrder(self.big_view, self.cards_view)
        self.setTabOrder(self.cards_view, self.play_button)
        self.setTabOrder(self.play_button, self.done_button)
        for i in range(nr.HAND_LIMIT):
            shortcut = QShortcut(QKeySequence(str(i + 1)), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda i=i: self._toggle_hand(i))
        self._set_buttons_hidden()

    # --- building -------------------------------------------------------------------------------

    def _build_cards(self) -> None:
        scene = self.cards_scene
        self.card_items: dict[str, CardItem] = {}
        self._card_labels: dict[str, Any] = {}

        def label(key: str, x: float, width: float) -> None:
            size = 16 if width > 2 * CARD_STEP else 14
            item = Label((x, 2, width, CARDS_LABEL_H), "", PAPER_INK, size, True, "left", id=key)
            from sheetdesk.ui.sheetkit.items import LabelItem

            label_item = LabelItem(item)
            scene.addItem(label_item)
            scene.labels[key] = label_item

        def card(key: str, x: float) -> None:
            self.card_items[key] = scene.add_card(key, (x, CARDS_TOP, CARD_W, CARD_H))

        label("label:display", DISPLAY_X, 4 * CARD_STEP)
        for i in range(nr.DISPLAY_SIZE):
            card(f"display:{i}", DISPLAY_X + i * CARD_STEP)
        label("label:pile", PILE_X, DISCARD_X - PILE_X - 4)
        card("pile", PILE_X)
        label("label:discard", DISCARD_X, HAND_X - DISCARD_X - 20)
        card("discard", DISCARD_X)
        self.card_items["discard"].activatable = False
        label("label:hand", HAND_X, nr.HAND_LIMIT * CARD_STEP)
        for i in range(nr.HAND_LIMIT):
            card(f"hand:{i}", HAND_X + i * CARD_STEP)
            key = Label(
                (HAND_X + i * CARD_STEP, CARDS_TOP + CARD_H + 2, CARD_W, 18),
                str(i + 1),
                "#6b6557",
                13,
                False,
            )
            from sheetdesk.ui.sheetkit.items import LabelItem

            scene.addItem(LabelItem(key))
        label("label:extra", EXTRA_X, 3 * CARD_STEP)
        for i in range(3):
            card(f"extra:{i}", EXTRA_X + i * CARD_STEP)
            self.card_items[f"extra:{i}"].activatable = False
        # a thin divider between the shared cards and the hand
        scene.addItem(_divider(HAND_X - 18, CARDS_TOP - 6, CARD_H + 12))

    # --- the GameTable contract -----------------------------------------------------------------

    def show_position(
        self,
        view: Any,
        viewer: Seat | None,
        acting: Seat | None,
        legal: Sequence[Action],
        scores: Mapping[Seat, ScoreBreakdown],
    ) -> None:
        self._view = view
        self._viewer = viewer
        self._acting = acting
        self._legal = tuple(legal)
        if acting is not None:
            big = acting
        elif viewer is not None:
            big = viewer
        else:
            big = view.active
        if big != self._big_seat:
            self._selected = []
        self._big_seat = big
        hand = view.hands[big]
        if view.phase != "play" or view.played or not self._plays():
            self._selected = []
        else:
            ids = {card.id for card in hand}
            self._selected = [i for i in self._selected if i in ids]
        self._hand = hand

        pending = None
        if view.phase == "announce" and view.announced is not None:
            pending = view.announce_marks[big]
        self._sync_sheet(self.big_scene, view.sheets[big], pending, view.announced)
        name = self.players[big].name if big < len(self.players) else str(big + 1)
        self.big_scene.set_label("title", _fmt(_TITLE, player=name))
        synced = self._small_synced
        for seat, scene in enumerate(self.small_scenes):
            frame = self._small_frames[seat]
            if seat == big or seat >= view.players:
                if frame.isVisibleTo(self):
                    frame.setVisible(False)
                continue
            if not frame.isVisibleTo(self):
                frame.setVisible(True)
            sheet = view.sheets[seat]
            if synced.get(seat) != sheet:  # only the sheets that changed are redrawn
                self._sync_sheet(scene, sheet, None, None)
                synced[seat] = sheet
            self._sync_small_labels(seat, view, scores)
        self._sync_cards(view, viewer, big)
        self._sync_highlights(view)
        self._sync_caption_and_buttons(view, acting)

    # --- syncing --------------------------------------------------------------------------------

    def _sync_sheet(
        self, scene: SheetScene, sheet: Any, pending: str | None, announced: int | None
    ) -> None:
        cells = scene.cells
        tips = self._tips
        sid = id(scene)
        for r, color in enumerate(nr.COLORS):
            crosses = sheet.crosses[r]
            numbers = nr.ROW_NUMBERS[color]
            last = numbers.index(crosses[-1]) if crosses else -1
            locked = sheet.locked[r]
            crossed = set(crosses)
            row_text = None
            for i, number in enumerate(numbers):
                if number in crossed:
                    state = "crossed"
                elif locked or i < last:
                    state = "skipped"
                else:
                    state = "open"
                ghost = pending == color and number == announced
                item = cells[f"{color}:{number}"]
                item.set_visual(state=state, ghost=ghost)
                key = (sid, item.item_id)
                if tips.get(key) != (state, ghost):
                    tips[key] = (state, ghost)
                    if row_text is None:
                        row_text = Text(CTX, nr.ROW_LABELS[color])
                    source = _PENDING_TIP if ghost else _CELL_TIP
                    item.setToolTip(
                        translate_text(
                            Text(
                                CTX,
                                source,
                                (
                                    ("number", number),
                                    ("row", row_text),
                                    ("state", Text(CTX, _STATE_NAMES[state])),
                                ),
                            )
                        )
                    )
            lock = cells[f"{color}:lock"]
            lock.set_visual(state="crossed" if locked else "open")
            if tips.get((sid, lock.item_id)) != locked:
                tips[(sid, lock.item_id)] = locked
                lock.setToolTip(
                    _fmt(
                        _LOCK_TIP_DONE if locked else _LOCK_TIP, row=Text(CTX, nr.ROW_LABELS[color])
                    )
                )
            n = len(crosses) + (1 if locked else 0)
            scene.set_label(f"total:{color}", str(nr.row_points(n)))
        for i in range(nr.MAX_MISTHROWS):
            item = cells[f"misthrow:{i}"]
            item.set_visual(state="crossed" if i < sheet.misthrows else "open")
            if (sid, item.item_id) not in tips:
                tips[(sid, item.item_id)] = True
                item.setToolTip(_tr(_MISTHROW_TIP))
        misthrow_points = -nr.MISTHROW_POINTS * sheet.misthrows
        scene.set_label("total:misthrows", str(misthrow_points))
        total = sum(
            nr.row_points(len(sheet.crosses[r]) + (1 if sheet.locked[r] else 0)) for r in range(4)
        )
        scene.set_label("total:sum", str(total - misthrow_points))

    def _sync_small_labels(
        self, seat: Seat, view: Any, scores: Mapping[Seat, ScoreBreakdown]
    ) -> None:
        name = self.players[seat].name
        breakdown = scores.get(seat)
        points = breakdown.total if breakdown is not None else 0
        marker = "▶ " if seat == view.active and view.phase != "over" else ""
        title = marker + _fmt(
            QT_TRANSLATE_NOOP("number_rows", "{player} — points: {points}"),
            player=name,
            points=points,
        )
        if self._small_names[seat].text() != title:
            self._small_names[seat].setText(title)
        numbers = ", ".join(str(c.number) for c in view.hands[seat] if c.number is not None)
        hand = _fmt(QT_TRANSLATE_NOOP("number_rows", "Hand: {numbers}"), numbers=numbers or "–")
        if self._small_hands[seat].text() != hand:
            self._small_hands[seat].setText(hand)

    def _sync_cards(self, view: Any, viewer: Seat | None, big: Seat) -> None:
        scene = self.cards_scene
        items = self.card_items
        scene.set_label("label:display", _tr(_DISPLAY))
        for i in range(nr.DISPLAY_SIZE):
            item = items[f"display:{i}"]
            if i < len(view.display):
                number = view.display[i].number
                item.set_card(number, None, tooltip=_fmt(_TIP_DISPLAY, number=number))
                item.activatable = True
            else:
                item.set_card(None, None, empty=True)
                item.activatable = False
        scene.set_label("label:pile", _fmt(_PILE, count=len(view.pile)))
        if view.pile:
            top = view.pile[0].number
            items["pile"].set_card(top, None, tooltip=_fmt(_TIP_PILE, number=top))
        else:
            items["pile"].set_card(None, None, empty=True)
        scene.set_label("label:discard", _tr(_DISCARD))
        if view.discard:
            items["discard"].set_card(view.discard[-1].number, None)
        else:
            items["discard"].set_card(None, None, empty=True)
        # the hand: faces only for its owner looking at it
        owner_looks = viewer is not None and viewer == big
        if owner_looks:
            scene.set_label("label:hand", _tr(_YOUR_HAND))
        else:
            name = self.players[big].name if big < len(self.players) else str(big + 1)
            scene.set_label("label:hand", _fmt(_HAND_OF, player=name))
        selected = set(self._selected)
        for i in range(nr.HAND_LIMIT):
            item = items[f"hand:{i}"]
            if i >= len(self._hand):
                item.set_card(None, None, empty=True)
                item.activatable = False
                continue
            card = self._hand[i]
            item.activatable = True
            face, tip = None, _fmt(_TIP_HAND_BACK, number=card.number)
            if owner_looks:
                if card.joker:
                    face, tip = JOKER_FACE, _fmt(_TIP_HAND_JOKER, number=card.number)
                elif card.color is not None:
                    face = CARD_FACES[card.color]
                    tip = _fmt(
                        _TIP_HAND_FACE,
                        number=card.number,
                        color=Text(CTX, nr.COLOR_NAMES[card.color]),
                    )
            item.set_card(
                card.number, face, selected=owner_looks and card.id in selected, tooltip=tip
            )
        # announced number (announce phase) or the played cards (play phase)
        extra = [items[f"extra:{i}"] for i in range(3)]
        if view.phase == "announce" and view.announced is not None:
            scene.set_label("label:extra", _tr(_ANNOUNCED))
            extra[0].set_card(
                view.announced, None, tooltip=_fmt(_TIP_ANNOUNCED, number=view.announced)
            )
            for item in extra[1:]:
                item.set_card(None, None, empty=True)
                item.setVisible(False)
            extra[0].setVisible(True)
        else:
            scene.set_label("label:extra", _tr(_PLAYED) if view.played else "")
            for i, item in enumerate(extra):
                if i < len(view.played):
                    card = view.played[i]
                    color = card.color or view.play_color
                    face = JOKER_FACE if color is None else CARD_FACES[color]
                    if card.joker and color is not None:
                        face = replace(CARD_FACES[color], symbol="star")
                    tip = (
                        _fmt(
                            _TIP_PLAYED, number=card.number, color=Text(CTX, nr.COLOR_NAMES[color])
                        )
                        if color
                        else ""
                    )
                    item.set_card(card.number, face, tooltip=tip)
                    item.setVisible(True)
                else:
                    item.set_card(None, None, empty=True)
                    item.setVisible(False)

    def _plays(self) -> list[Any]:
        return [a for a in self._legal if isinstance(a, nr.Play)]

    def _sync_highlights(self, view: Any) -> None:
        sheet_ids: list[str] = []
        card_ids: list[str] = []
        plays = self._plays()
        for action in self._legal:
            if isinstance(action, nr.Take):
                card_ids.append(f"display:{action.slot}")
            elif isinstance(action, nr.AnnounceCross) and view.announced is not None:
                sheet_ids.append(cell_id(action.row, view.announced))
            elif isinstance(action, nr.Cross) and view.play_color is not None:
                sheet_ids.append(cell_id(view.play_color, action.number))
        if plays:
            selected = set(self._selected)
            can_add: set[int] = set()
            for play in plays:
                ids = set(play.cards)
                if selected <= ids and len(ids) == len(selected) + 1:
                    can_add |= ids - selected
            for i, card in enumerate(self._hand):
                if card.id in can_add:
                    card_ids.append(f"hand:{i}")
        self.big_scene.set_highlighted(sheet_ids)
        self.cards_scene.set_highlighted(card_ids)

    def _selection_matches(self) -> list[Any]:
        chosen = set(self._selected)
        return [p for p in self._plays() if set(p.cards) == chosen]

    def _joker_only(self) -> bool:
        chosen = set(self._selected)
        cards = [c for c in self._hand if c.id in chosen]
        return bool(cards) and all(c.joker for c in cards)

    def _sync_caption_and_buttons(self, view: Any, acting: Seat | None) -> None:
        # Which buttons show is decided first and applied once at the end: hiding and showing a
        # button again would repaint the table around it on every click.
        self._shown_buttons: set[QWidget] = set()
        try:
            self._sync_caption(view, acting)
        finally:
            self._apply_buttons()

    def _show_button(self, widget: QWidget) -> None:
        self._shown_buttons.add(widget)

    def _apply_buttons(self) -> None:
        shown = self._shown_buttons
        for widget in (self.joker_label, *self.color_buttons.values()):
            if widget.isVisibleTo(self) != (widget in shown):
                widget.setVisible(widget in shown)
        for widget in (self.play_button, self.done_button):
            if widget.isVisibleTo(self) != (widget in shown):
                widget.setVisible(widget in shown)

    def _sync_caption(self, view: Any, acting: Seat | None) -> None:
        phase = view.phase
        name = (
            self.players[acting].name if acting is not None and acting < len(self.players) else ""
        )
        if phase == "over":
            self._set_caption(_tr(QT_TRANSLATE_NOOP("number_rows", "The game is over.")))
            return
        if not self._legal:
            if acting is None:
                caption = _tr(QT_TRANSLATE_NOOP("number_rows", "Please wait…"))
            else:
                caption = _fmt(
                    QT_TRANSLATE_NOOP("number_rows", "{player} is playing. Please wait…"),
                    player=name,
                )
            self._set_caption(caption)
            return
        if phase == "draw":
            if view.to_take == 1:
                caption = _tr(QT_TRANSLATE_NOOP("number_rows", "Take 1 card from the display"))
            else:
                caption = _fmt(
                    QT_TRANSLATE_NOOP("number_rows", "Take {count} cards from the display"),
                    count=view.to_take,
                )
        elif phase == "announce":
            assert acting is not None
            marked = view.announce_marks[acting] is not None
            can_cross = any(isinstance(a, nr.AnnounceCross) for a in self._legal)
            if marked:
                caption = _fmt(
                    QT_TRANSLATE_NOOP(
                        "number_rows", "You crossed the announced {number}. Press Done."
                    ),
                    number=view.announced,
                )
                self._set_done_text(_tr(QT_TRANSLATE_NOOP("number_rows", "Done")))
            else:
                if can_cross:
                    caption = _fmt(
                        QT_TRANSLATE_NOOP(
                            "number_rows",
                            "Cross the announced {number} in one row, or choose Don't cross",
                        ),
                        number=view.announced,
                    )
                else:
                    caption = _fmt(
                        QT_TRANSLATE_NOOP(
                            "number_rows",
                            "The announced {number} fits in none of your rows. Choose Don't cross",
                        ),
                        number=view.announced,
                    )
                self._set_done_text(_tr(QT_TRANSLATE_NOOP("number_rows", "Don't cross")))
            self._show_button(self.done_button)
        else:  # play
            if not view.played:
                caption = _tr(QT_TRANSLATE_NOOP("number_rows", "Play 1–3 cards of one colour"))
                self._show_button(self.play_button)
                self.play_button.setEnabled(bool(self._selected))
                if self._joker_only() and len(self._selection_matches()) > 1:
                    self._show_button(self.joker_label)
                    for color, button in self.color_buttons.items():
                        self._show_button(button)
                        button.setChecked(color == self._joker_color)
            else:
                can_cross = any(isinstance(a, nr.Cross) for a in self._legal)
                misthrow = not view.play_crosses and view.announce_marks[acting] is None
                if can_cross:
                    caption = _tr(
                        QT_TRANSLATE_NOOP(
                            "number_rows", "Cross the numbers you played, then press Done"
                        )
                    )
                else:
                    caption = _tr(
                        QT_TRANSLATE_NOOP(
                            "number_rows",
                            "No more of your played numbers can be crossed. Press Done",
                        )
                    )
                if misthrow:
                    self._set_done_text(
                        _tr(QT_TRANSLATE_NOOP("number_rows", "Done (take a misthrow)"))
                    )
                else:
                    self._set_done_text(_tr(QT_TRANSLATE_NOOP("number_rows", "Done")))
                self._show_button(self.done_button)
        self._set_caption(caption)

    def _set_caption(self, caption: str) -> None:
        if self.phase_label.text() != caption:
            self.phase_label.setText(caption)

    def _set_done_text(self, label: str) -> None:
        if self.done_button.text() != label:
            self.done_button.setText(label)

    def _set_buttons_hidden(self) -> None:
        self.joker_label.setVisible(False)
        for button in self.color_buttons.values():
            button.setVisible(False)
        self.play_button.setVisible(False)
        self.done_button.setVisible(False)

    def _refresh_selection(self) -> None:
        """Redraw after a selection change (no new position)."""
        if self._view is None:
            return
        self._sync_cards(self._view, self._viewer, self._big_seat)
        self._sync_highlights(self._view)
        self._sync_caption_and_buttons(self._view, self._acting)

    # --- input ----------------------------------------------------------------------------------

    def _say(self, message: Text | str) -> None:
        self.status_message.emit(message)

    def _why(self, action: Action) -> Text | str:
        """The rules' reason for refusing `action` now (tried on the view; nothing changes)."""
        if self._view is None or self._acting is None:
            return _tr(QT_TRANSLATE_NOOP("number_rows", "It is not your turn."))
        try:
            self.rules.apply(self._view, self._acting, action)
        except IllegalAction as refused:
            return refused.reason
        except Exception:  # a hidden card in the view, say: fall back to a plain answer
            pass
        return _tr(QT_TRANSLATE_NOOP("number_rows", "You cannot do that now."))

    def _can_act(self) -> bool:
        if self._view is None or self._acting is None or not self._legal:
            self._say(_tr(QT_TRANSLATE_NOOP("number_rows", "It is not your turn.")))
            return False
        return True

    def _emit(self, action: Action) -> None:
        self.action_chosen.emit(action)

    def _on_sheet_cell(self, item_id: str) -> None:
        if not self._can_act():
            return
        view = self._view
        color, _, rest = item_id.partition(":")
        if rest == "lock":
            self._say(
                _tr(
                    QT_TRANSLATE_NOOP(
                        "number_rows",
                        "The lock is crossed by itself when you cross the last number of the row.",
                    )
                )
            )
            return
        number = int(rest)
        if view.phase == "announce":
            if number == view.announced:
                action = nr.AnnounceCross(row=color)
                if action in self._legal:
                    self._emit(action)
                else:
                    self._say(self._why(action))
            else:
                self._say(
                    _fmt(
                        QT_TRANSLATE_NOOP(
                            "number_rows", "Now only the announced number {number} can be crossed."
                        ),
                        number=view.announced,
                    )
                )
        elif view.phase == "play":
            if not view.played:
                self._say(
                    _tr(
                        QT_TRANSLATE_NOOP(
                            "number_rows", "Play your cards first, then cross their numbers."
                        )
                    )
                )
            elif color != view.play_color:
                self._say(
                    _fmt(
                        QT_TRANSLATE_NOOP(
                            "number_rows", "You played {color} cards: cross in the {color} row."
                        ),
                        color=Text(CTX, nr.COLOR_NAMES[view.play_color]),
                    )
                )
            else:
                action = nr.Cross(number=number)
                if action in self._legal:
                    self._emit(action)
                else:
                    self._say(self._why(action))
        elif view.phase == "draw":
            self._say(_tr(QT_TRANSLATE_NOOP("number_rows", "First take a card from the display.")))
        else:
            self._say(_tr(QT_TRANSLATE_NOOP("number_rows", "The game is over.")))

    def _on_card(self, item_id: str) -> None:
        if not self._can_act():
            return
        view = self._view
        kind, _, rest = item_id.partition(":")
        if kind == "display":
            action = nr.Take(slot=int(rest))
            if action in self._legal:
                self._emit(action)
            elif view.phase != "draw":
                self._say(
                    _tr(
                        QT_TRANSLATE_NOOP(
                            "number_rows", "You take cards only at the start of your turn."
                        )
                    )
                )
            else:
                self._say(self._why(action))
        elif kind == "hand":
            self._toggle_hand(int(rest))
        elif kind == "pile":
            self._say(
                _tr(
                    QT_TRANSLATE_NOOP(
                        "number_rows",
                        "You take cards from the display. "
                        "The pile's top number is announced to everyone.",
                    )
                )
            )

    def _toggle_hand(self, index: int) -> None:
        if self._view is None or not self.isEnabled():
            return
        if index >= len(self._hand):
            return
        if not self._plays() or self._viewer != self._big_seat:
            if self._legal:
                self._say(
                    _tr(
                        QT_TRANSLATE_NOOP(
                            "number_rows", "You choose cards to play after the announced number."
                        )
                    )
                )
            else:
                self._say(_tr(QT_TRANSLATE_NOOP("number_rows", "It is not your turn.")))
            return
        card_id = self._hand[index].id
        if card_id in self._selected:
            self._selected.remove(card_id)
        elif len(self._selected) >= 3:
            self._say(_tr(QT_TRANSLATE_NOOP("number_rows", "Play 1, 2 or 3 cards.")))
            return
        else:
            self._selected.append(card_id)
        self._refresh_selection()

    def _choose_joker_color(self, color: str) -> None:
        self._joker_color = color
        self._refresh_selection()

    def _on_play(self) -> None:
        if not self._selected:
            self._say(
                _tr(QT_TRANSLATE_NOOP("number_rows", "Choose 1 to 3 cards of your hand first."))
            )
            return
        matches = self._selection_matches()
        if len(matches) == 1:
            self._emit(matches[0])
            return
        if len(matches) > 1:
            chosen = [p for p in matches if p.color == self._joker_color]
            if chosen:
                self._emit(chosen[0])
            else:
                self._say(_tr(QT_TRANSLATE_NOOP("number_rows", "Choose a colour for the joker.")))
            return
        colors = [c.color for c in self._hand if c.id in self._selected and c.color]
        action = nr.Play(cards=tuple(self._selected), color=colors[0] if colors else "red")
        self._say(self._why(action))

    def _on_done(self) -> None:
        for action in self._legal:
            if isinstance(action, nr.AnnounceDone | nr.Done):
                self._emit(action)
                return
        self._say(self._why(nr.Done()))

    def _describe_focus(self, view: FittingView, item_id: str) -> None:
        scene = view.scene()
        item = scene.cells.get(item_id) if isinstance(scene, SheetScene) else None
        if item is not None:
            view.setAccessibleDescription(item.toolTip())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._view is not None:
            self.play_button.setText(_tr(QT_TRANSLATE_NOOP("number_rows", "Play cards")))
            self.joker_label.setText(_tr(QT_TRANSLATE_NOOP("number_rows", "Joker colour:")))
            for color, button in self.color_buttons.items():
                button.setText(_tr(nr.ROW_LABELS[color]))
            for scene in (self.big_scene, *self.small_scenes):
                scene.set_label("table:head:crosses", _tr(_CROSSES))
                scene.set_label("table:head:points", _tr(_POINTS))
                scene.set_label("misthrows", _tr(_MISTHROWS))
                scene.set_label("total", _tr(_TOTAL))
            self._tips.clear()
            self._small_synced.clear()
            self.show_position(self._view, self._viewer, self._acting, self._legal, {})
        super().changeEvent(event)

    # --- for tests and benchmarks ----------------------------------------------------------------

    @staticmethod
    def cell_id(color: str, number: int) -> str:
        return cell_id(color, number)

    def cell_center(self, item_id: str) -> Any:
        """The viewport position of a big-sheet cell's centre (for QTest clicks)."""
        item = self.big_scene.cell(item_id)
        return self.big_view.mapFromScene(item.mapToScene(item.rect().center()))

    def card_center(self, item_id: str) -> Any:
        item = self.cards_scene.cell(item_id)
        return self.cards_view.mapFromScene(item.mapToScene(item.rect().center()))


def _divider(x: float, y: float, h: float) -> Any:
    from PySide6.QtGui import QPen
    from PySide6.QtWidgets import QGraphicsLineItem

    line = QGraphicsLineItem(x, y, x, y + h)
    line.setPen(QPen(QColor("#b9b2a2"), 2))
    return line


def create_table(
    entry: Any, rules: Any, players: Sequence[Player], parent: QWidget | None = None
) -> NumberRowsTable:
    """The Number rows GameTable (the registry's entry is unused: one game, one table)."""
    return NumberRowsTable(rules, players, parent)


def rules_summary() -> list[tuple[str, list[str]]]:
    """The Rules page's short summary of the game: (heading, paragraphs) per section, translated.

    The strings are written out in full (not through _tr) so that lupdate finds them.
    """
    return [
        (
            QCoreApplication.translate("number_rows", "The goal"),
            [
                QCoreApplication.translate(
                    "number_rows",
                    "Cross as many numbers as you can in the four coloured rows of your "
                    "sheet. The more crosses a row has, the more points it is worth.",
                )
            ],
        ),
        (
            QCoreApplication.translate("number_rows", "Crossing numbers"),
            [
                QCoreApplication.translate(
                    "number_rows",
                    "In every row you cross from left to right. You may skip numbers, but a "
                    "skipped number can never be crossed later.",
                ),
                QCoreApplication.translate(
                    "number_rows",
                    "The last number of a row (red 12, yellow 12, green 2, blue 2) needs 5 "
                    "crosses in that row first. Crossing it also crosses the lock: the row "
                    "is closed for you.",
                ),
            ],
        ),
        (
            QCoreApplication.translate("number_rows", "A turn"),
            [
                QCoreApplication.translate(
                    "number_rows",
                    "1. Take cards from the display until you hold 5 cards. The colours of "
                    "the cards in your hand are secret; their numbers are not.",
                ),
                QCoreApplication.translate(
                    "number_rows",
                    "2. The number on top of the draw pile is for everyone: each player may "
                    "cross it in one row, or not.",
                ),
                QCoreApplication.translate(
                    "number_rows",
                    "3. Play 1 to 3 cards of one colour and cross any of their numbers in "
                    "that colour's row. Between the first and the last number you cross, at "
                    "most one number may stay empty.",
                ),
                QCoreApplication.translate(
                    "number_rows",
                    "If you crossed nothing in steps 2 and 3, you cross a misthrow box "
                    "(−5 points).",
                ),
            ],
        ),
        (
            QCoreApplication.translate("number_rows", "The end"),
            [
                QCoreApplication.translate(
                    "number_rows",
                    "The game ends at once when someone has closed two rows or has crossed "
                    "4 misthrows. The highest total wins; a tie shares the win.",
                ),
                QCoreApplication.translate(
                    "number_rows",
                    "Jokers (variant): a joker takes the colour you choose when you play it.",
                ),
            ],
        ),
    ]
