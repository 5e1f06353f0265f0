"""The table both card games of the family are played on (Qt).

`ExpeditionTable` draws a view of the family's state (never the full state) and turns clicks and
keys into Actions: the draft (click 2 of the 4 dealt cards, Confirm), marking (the kit's
`ShapePlacer`: a ghost of the revealed shape over the player's two cards, or one box instead),
replacing a completed card (click a display card or the pile). The dealt cards, the display and
the pile are the kit's targets (`_board_meaning`, `_shared_meaning`: the kit highlights the legal
ones and clicks them). It never changes state and never re-applies rules: a refused choice is
explained by the session (`GameTable.explain`).

A game subclasses it and supplies only its drawing and words: `CARD_LOOK` (how a card face and
back are painted), `SCORE_CARD` and `SHARED_CARD` (its `ScoreCard` and `SharedCard` types),
`card_tooltip` (a card's words from the card, its crossed boxes and the language alone: the
family writes each out once, `_card_words`), `display_note` (and its `NOTE_LINES`),
`display_title` (and its shorter form, `display_title_short`) and `TEXTS` (its own wording where
the family's neutral wording will not do; `GAME_TEXTS` are the keys every game must give, the
texts naming a thing the printed rules call differently). Scenes are built once; a position
only updates items in place. Where the board would be drawn too small for its score card's
words (a view short for its width), the expedition card and the score card stand beside the
cards, each the board's full height (`lay_out_board`); while the cards are dealt the board is
only as high as they are (`DEALT_H`), Confirm right under them. A click on the score card shows
it big (`enlarge_score_card`): no text on a sheet is drawn below 9 pt on screen, so on a small
screen its numbers are read there.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPainterPath,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSceneWheelEvent,
    QToolTip,
    QWidget,
)

from sheetdesk.core.game_info import GameInfo
from sheetdesk.core.i18n import QT_TRANSLATE_NOOP, Text, count_text, numerus, words
from sheetdesk.core.protocol import Action, Seat
from sheetdesk.core.registry import GameUi
from sheetdesk.core.session import Player
from sheetdesk.core.shapes import Cell, Shape, normalise, orientations
from sheetdesk.ui.game_table import translate_text
from sheetdesk.ui.palette import TABLE, declare, tone
from sheetdesk.ui.sheetkit import (
    CHOSEN_STYLE,
    BoxStyle,
    CardLook,
    FittingView,
    GhostItem,
    GridCardItem,
    HintTarget,
    Magnifier,
    Meaning,
    Refuse,
    ShapeCardItem,
    ShapePlacer,
    SheetItem,
    SheetScene,
    SheetZoom,
    TableScaffold,
    draw_legible_text,
    flourish,
    font_for,
    over_words,
    paint_box,
    playing_words,
    rules_summary,
    set_shown,
    track_rects,
    wait_words,
    width_share,
)
from sheetdesk.ui.sheetkit.measure import MIN_TEXT_PX
from sheetdesk.ui.sheetkit.part_stop import PartStop
from sheetdesk.ui.sheetkit.sizes import QWIDGETSIZE_MAX
from sheetdesk.ui.sheetkit.text import (
    CLEARANCE,
    inside_outline,
    legible_width,
    offer_whole,
    screen_scale,
    shortened,
    text_room,
)

from . import engine
from .deck import DESIGN_NAMES

FAMILY = "expeditions"


# The family's words, by key; a game replaces those that must name its cards or its marks.
# The texts that name a thing the games' printed rules call differently (the open display, the
# score card, a box and its mark) are not here at all: each game gives them in its own TEXTS
# (GAME_TEXTS), so a game never shows another's term, nor a third one.
GAME_TEXTS: frozenset[str] = frozenset(
    {
        "score_card",  # the score card's title
        "display",  # the open display's title
        "shared_name",  # the round card, open display and pile, as a screen reader hears them
        "fits_nowhere",  # the shape fits nowhere: one box instead
        "pad_note",  # a printed pad's note
        "pad_how",  # a printed pad's line on how to fill it in (its boxes, crossed)
        "nothing_left",  # nothing left to mark
        "extra",  # a symbol's extra box(es)
        "no_fit",  # the shape fits on neither card
        "one_box",  # one box instead of the shape
        "place",  # mark the shape
        "box",  # the one-box button
        "take",  # take a card from the open display or the pile
    }
)

TEXTS: dict[str, Text] = words(
    FAMILY,
    {
        "your_cards": QT_TRANSLATE_NOOP("expeditions", "Cards of {player}"),
        "dealt": QT_TRANSLATE_NOOP("expeditions", "Cards dealt to {player}: keep 2 of these 4"),
        "total": QT_TRANSLATE_NOOP("expeditions", "Total {points}"),
        "round": QT_TRANSLATE_NOOP("expeditions", "Round {round} of {rounds}"),
        # (its shorter form, where the round card is shown too small for the whole at 9 pt: the
        # card's round boxes say how many rounds there are)
        "round_short": QT_TRANSLATE_NOOP("expeditions", "Round {round}"),
        "pile": QT_TRANSLATE_NOOP("expeditions", "Pile: {count}"),
        "pile_short": QT_TRANSLATE_NOOP("expeditions", "Pile"),
        "empty": QT_TRANSLATE_NOOP("expeditions", "Empty place"),
        "kept": QT_TRANSLATE_NOOP("expeditions", "Kept"),
        "expedition": QT_TRANSLATE_NOOP("expeditions", "Expedition card"),
        "card_n": QT_TRANSLATE_NOOP("expeditions", "Card {number} of {count}"),
        "none_shown": QT_TRANSLATE_NOOP("expeditions", "Not turned over yet"),
        "tip_back": QT_TRANSLATE_NOOP("expeditions", "A card, face down"),
        "tip_pile": numerus.translate("expeditions", "The pile: %n card(s), face down", None, 1),
        "board_name": QT_TRANSLATE_NOOP("expeditions", "Your cards"),
        "click_card": QT_TRANSLATE_NOOP("expeditions", "Click on one of your two cards."),
        "completed": QT_TRANSLATE_NOOP("expeditions", "Completed cards: {cards}"),
        # (its shorter form, for a column too narrow for one of its words)
        "completed_short": QT_TRANSLATE_NOOP("expeditions", "Completed: {cards}"),
        "choosing": QT_TRANSLATE_NOOP("expeditions", "{player} is choosing. Please wait…"),
        "keep_done": QT_TRANSLATE_NOOP(
            "expeditions", "You keep these 2 cards. Press Confirm (or Undo to change)."
        ),
        "keep_done_final": QT_TRANSLATE_NOOP(
            "expeditions", "You keep these 2 cards. Press Confirm."
        ),
        "keep": QT_TRANSLATE_NOOP(
            "expeditions",
            "Choose 2 of your 4 cards to keep: click a card ({count} of 2 chosen). The others "
            "do not see your choice.",
        ),
        "mark_done": QT_TRANSLATE_NOOP(
            "expeditions", "Done for this expedition card? Press Confirm (or Undo to change)."
        ),
        "mark_done_final": QT_TRANSLATE_NOOP(
            "expeditions", "Done for this expedition card? Press Confirm."
        ),
        # (said after a game's "place", left out where the window is short: the Turn and
        # Mirror buttons name their keys too)
        "place_keys": QT_TRANSLATE_NOOP("expeditions", "R or the wheel turns it, F mirrors it."),
        "turn": QT_TRANSLATE_NOOP("expeditions", "Turn (R)"),
        "mirror": QT_TRANSLATE_NOOP("expeditions", "Mirror (F)"),
        "confirm": QT_TRANSLATE_NOOP("expeditions", "Confirm"),
        "tab_card": QT_TRANSLATE_NOOP("expeditions", "Move the shape to your other card"),
        # (a part shown big by a click or a key: the score card, the round card; {card} its title)
        "show_big": QT_TRANSLATE_NOOP("expeditions", "Show big: {card}"),
        "show_big_tip": QT_TRANSLATE_NOOP("expeditions", "Click, or press {letter}, to see it big"),
        "not_your_turn": QT_TRANSLATE_NOOP("expeditions", "It is not your turn."),
        "kept_already": QT_TRANSLATE_NOOP(
            "expeditions", "You already keep this card. Use Undo to change your mind."
        ),
        "kept_already_final": QT_TRANSLATE_NOOP("expeditions", "You already keep this card."),
    },
)

LEFT_THIS_ROUND = numerus.translate("expeditions", "%n more card(s) this round", None, 1)
# (a count of none said as a sentence: "0 more cards" reads as a list of words in every language)
LAST_THIS_ROUND = Text(
    "expeditions", QT_TRANSLATE_NOOP("expeditions", "the last card of this round")
)
NONE_LEFT_THIS_ROUND = Text(
    "expeditions", QT_TRANSLATE_NOOP("expeditions", "no more cards this round")
)

C = declare(
    "expeditions",
    {"box": "#fffaf0", "ink": "#4a2f14", "print": "#6b5a3c", "card": "#8b6a3a", "table": TABLE},
    text=[("print", "box"), ("ink", "box"), ("card", "table")],
    marks=[("ink", "box")],
)
ROUND_BOX = BoxStyle(fill=C.box, edge=C.ink, print_ink=C.print)

SLOT_RECTS = ((8.0, 42.0, 284.0, 254.0), (300.0, 42.0, 284.0, 254.0))
# the dealt cards with room between them for a hint's outline and its white halo (a card to keep
# is outlined all round: in a gap narrower than the halo, the outline lay on the card's value)
# (wide enough for two cards' badges grown past their sides, `grid_card.BADGE_SPILL`), and 20
# below the title's box: a card's focus ring clear of the title's words grown to 9 pt
DEALT_GAP = 28.0
DEALT_RECTS = tuple((8.0 + i * (190.0 + DEALT_GAP), 52.0, 190.0, 168.0) for i in range(engine.DEAL))
# while the cards are dealt the board is as high as they are, with room under them for a card's
# focus ring and a hint's outline round it (as over them): the board's usual height, its kept
# cards', left 80 units empty between the dealt cards and Confirm (150 px and more at
# 1280x1000), where the spare height now goes under the table's last row
DEALT_H = DEALT_RECTS[0][1] + DEALT_RECTS[0][3] + 24.0
# right of the cards, from the board's top (the title's row is the cards' alone), a column with
# the expedition card above the score card. The score card has most of it: a board shown small
# (1024x600, the 9 pt words of Larger text) is as high as the window lets it be and has width to
# spare, and there a score card's rows of boxes need about 15 screen pixels each for their
# numbers at 9 pt to stay clear of the boxes' frames
COLUMN_X, COLUMN_W = 594.0, 280.0
EXPEDITION_RECT = (COLUMN_X, 4.0, COLUMN_W, 100.0)
SCORE_RECT = (COLUMN_X, 110.0, COLUMN_W, 182.0)
# the score card shown big, printed as a pad and pictured in the rules: its printed size (the
# pad's boxes 9 mm and more with as many pads on a page as before the column grew)
SCORE_PRINTED = (200.0, 144.0)
BOARD_W, BOARD_H = COLUMN_X + COLUMN_W + 6.0, 300.0
# where that board would be drawn smaller than its score card's `TALL_SCALE` (a view short for its
# width: a 1366x768 screen at 150 %, its height is what limits the board) the expedition card and
# the score card stand beside the cards instead, each the board's full height: the score card's
# rows then get the screen pixels their numbers need at 9 pt clear of the boxes' frames, the
# expedition card's lines wrap under its shape, and the cards keep about their size (the width
# was to spare)
WIDE_EXPEDITION = (COLUMN_X, 4.0, 220.0, 292.0)
WIDE_SCORE = (COLUMN_X + 226.0, 4.0, 412.0, 292.0)
WIDE_W = WIDE_SCORE[0] + WIDE_SCORE[2] + 6.0

SHARED_W, SHARED_H = 800.0, 166.0
# the least scales the board and the shared cards are drawn at (`FittingView.keep_legible`): a
# window too short for both scrolls the page rather than shrink their words under 9 pt (819x480
# with Larger text: a Greek instruction on four lines and the buttons on two rows left the
# board 81 px, names left out, the score card's numbers on its lines). The board's height at
# 0.5 is the room its wide layout's score card and expedition card need for their words, and
# the usual board (880 units) as wide still fits that window's column; the display's notes
# (13 units grown to 9 pt in columns of 126) and the pile's and the round card's words are
# whole from 0.55
BOARD_LEGIBLE, SHARED_LEGIBLE = 0.5, 0.55
# the note under each display card, one line of 13-unit text: below the card's frame and its
# shadow (where the table is shown small its words grow to 9 pt and reached the frame)
NOTE_TOP, NOTE_LINE = 146.0, 18.0
ROUND_RECT = (6.0, 6.0, 160.0, 154.0)
# the display cards (in columns of `DISPLAY_STEP`, each card's note as wide as its column less
# 7) 13 apart and 14 below their heading: room for a hint's outline (and its white halo) between
# two cards and under the heading, and for a card's keyboard focus ring, which lay on the card's
# value and on the heading's words where the table is shown small
DISPLAY_X, DISPLAY_STEP, DISPLAY_CARD = 178.0, 133.0, (120.0, 102.0)
DISPLAY_NOTE_W = DISPLAY_STEP - 7.0
DISPLAY_TOP = 40.0
PILE_RECT = (DISPLAY_X + 4 * DISPLAY_STEP + 4, DISPLAY_TOP, 82.0, DISPLAY_CARD[1])

OTHER_W, OTHER_H = 392.0, 150.0
OTHER_SLOTS = ((2.0, 4.0, 128.0, 118.0), (134.0, 4.0, 128.0, 118.0))
OTHER_SCORE = (268.0, 4.0, 122.0, 142.0)


# for the rules page of a game of the family: beside "A turn", a player's cards with a few
# boxes marked; beside "Completing a card", their score card with a completed card on it
RULES_SCORE_CARD = 4
RULES_PICTURES = {
    2: lambda view, seat: sum(len(c) for c in view.boards[seat].crossed) >= 6,
    RULES_SCORE_CARD: lambda view, seat: bool(view.boards[seat].completed),
}


class ScoreCard(QGraphicsItem):
    """A player's score card (a game subclasses it and paints it, `paint_card`): what it shows
    is the board, the total and the texts, plus `extra(board, rules, view)` (say, boxes others
    took)."""

    # the least scale (screen pixels per unit) of a board laid out as usual at which the card's
    # words are whole at 9 pt in its place there (below it the board is laid out wide)
    TALL_SCALE: ClassVar[float] = 0.5

    def __init__(self, rect: tuple[float, float, float, float]) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._rect = QRectF(*rect)
        self.board: Any = None
        self.total = 0
        self.title = ""
        self.total_text = ""
        self.more: Any = None
        self.cards: Any = None  # the card set (completed cards are drawn as chips)

    def extra(self, board: Any, rules: Any, view: Any) -> Any:
        return None

    def set_rect(self, rect: tuple[float, float, float, float]) -> None:
        """Move the card to `rect` (the board laid out again), its magnifier with it."""
        if QRectF(*rect) == self._rect:
            return
        self.prepareGeometryChange()
        self._rect = QRectF(*rect)
        for child in self.childItems():
            if isinstance(child, Magnifier):
                child.follow(self._rect)
        self.update()

    def title_rect(self, top: float, height: float) -> QRectF:
        """Where the card's title is written: its width but the magnifier's corner (a click
        shows the card big), so the glass never lies on its words."""
        r = self._rect
        clear = Magnifier.side(r.width()) + 5
        return QRectF(r.left() + 4, top, r.width() - 4 - clear, height)

    def set_content(
        self, board: Any, total: int, title: str, total_text: str, rules: Any, view: Any
    ) -> None:
        more = self.extra(board, rules, view) if board is not None else None
        key = (board, total, title, total_text, more)
        if key != (self.board, self.total, self.title, self.total_text, self.more):
            self.board, self.total, self.title, self.total_text, self.more = key
            self.cards = rules.cards
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: Any, widget: QWidget | None = None) -> None:
        # whatever of its words the card shows cut short is whole in its tooltip
        with shortened() as cut:
            self.paint_card(painter)
        offer_whole(self, cut)

    def paint_card(self, painter: QPainter) -> None:
        """The game draws its card here."""
        raise NotImplementedError

    def total_words(self, painter: QPainter, rect: QRectF, size: float, edge: float = 0.0) -> str:
        """What the total box (framed `edge` wide) says: its words ("Total 100"), or where they
        have no room at 9 pt clear of its frame (the card shown small), the number alone: the
        score never gives way."""
        words = self.total_text
        room = inside_outline(painter, rect, edge).width() if edge > 0 else rect.width()
        if not words.strip() or text_room(painter, words, size).width() <= room:
            return words
        return count_text(self.total) if count_text(self.total) in words else words


class CompletedCards(SheetItem):
    """Over a score card: how many cards its player has completed (`done`). It draws nothing
    (the score card draws their chips), but it is what the table's motion compares, so one more
    card completed is marked with a flourish there, as a row locked in another game."""

    def __init__(self, rect: tuple[float, float, float, float]) -> None:
        super().__init__("completed", QRectF(*rect), activatable=False)
        self.done = 0
        self.setZValue(1)  # (over the score card: its ring and flourish are seen)
        flourish(self, states=("circled",))

    def set_done(self, done: int) -> None:
        self.set_visual(done=done, state="circled" if done else "open")

    def set_rect(self, rect: tuple[float, float, float, float]) -> None:
        """Over its score card moved to `rect` (the board laid out again)."""
        self._rect = QRectF(*rect)
        self._outline = QPainterPath()
        self._outline.addRoundedRect(self._rect, 6, 6)
        self._bounds = self._rect.adjusted(-8, -8, 8, 8)
        self.lines_moved()  # (a box of the board's: its line lies elsewhere)

    def paint(self, painter: QPainter, option: Any, widget: QWidget | None = None) -> None:
        pass


class SharedCard(QGraphicsItem):
    """The shared card left of the display: on the game's paper, its title and the round boxes
    (the rounds done crossed), and under them what the game keeps there. A game subclasses it:
    `shown(view)` says what that is (equal while nothing on the card changes), `paint_paper`
    draws the card and `paint_shown` what is shown, below `top`."""

    PAPER = C.card  # the card's colour
    INK = C.ink  # its title

    def __init__(self, rect: tuple[float, float, float, float]) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._rect = QRectF(*rect)
        self.key: Any = None
        self.short_title = ""  # the title's shorter form (`paint_rounds`)

    def shown(self, view: Any) -> Any:
        raise NotImplementedError

    def paint_paper(self, painter: QPainter, rect: QRectF) -> None:
        raise NotImplementedError

    def paint_shown(self, painter: QPainter, top: float, shown: Any) -> None:
        raise NotImplementedError

    def content(self, view: Any, title: str) -> Any:
        rounds_done = engine.ROUNDS if view.phase == "over" else view.round - 1
        return (rounds_done, self.shown(view), title)

    def paint(self, painter: QPainter, option: Any, widget: QWidget | None = None) -> None:
        if self.key is None:
            return
        rounds_done, shown, title = self.key
        self.paint_paper(painter, self._rect)
        top = self.paint_rounds(painter, title, rounds_done, tone(self.INK))
        self.paint_shown(painter, top, shown)

    def paint_rounds(self, painter: QPainter, title: str, rounds_done: int, ink: QColor) -> float:
        """The card's title and its round boxes (the rounds done crossed); returns where the
        rest of the card starts (its top, in scene units)."""
        r = self._rect
        w = r.width()
        painter.setPen(ink)
        painter.setFont(font_for(13, True))
        clear = Magnifier.side(w) + 5  # (the glass in its corner never lies on the title)
        room = QRectF(r.left() + 4, r.top() + 4, w - 4 - clear, 20)
        # (where the card is shown small the whole title at 9 pt is wider than its room: the
        # shorter form then, whole, rather than the whole cut short)
        if self.short_title and legible_width(painter, title, 13) > room.width():
            title = self.short_title
        # (where the card is shown small its title grows to 9 pt and its line reaches past its
        # room's top: an accent on a capital would lie on the card's frame there; the title and
        # the round boxes under it go down as far as its letters need, what the card shows
        # under them keeps its room)
        scale = max(screen_scale(painter), 1e-6)
        metrics = QFontMetricsF(font_for(max(13.0, math.ceil(MIN_TEXT_PX / scale)), True))
        ink_top = room.center().y() - metrics.height() / 2 + metrics.ascent()
        ink_top += metrics.tightBoundingRect(title).top()
        lower = max(0.0, r.top() + 4 + 1 + CLEARANCE / scale - ink_top)
        room.translate(0, lower)
        draw_legible_text(painter, room, Qt.AlignmentFlag.AlignCenter, title)
        box = (w - 24) / engine.ROUNDS
        origin = QPointF(r.left() + 12, r.top() + 28)
        for i, rect in enumerate(track_rects(origin, engine.ROUNDS, engine.ROUNDS, box)):
            rect = rect.adjusted(0, lower, 0, 0)
            paint_box(painter, rect, ROUND_BOX, printed=str(i + 1), crossed=i < rounds_done)
        return r.top() + 34 + box

    def set_content(self, view: Any, rules: Any, title: str, short_title: str = "") -> None:
        key = self.content(view, title)
        if key != self.key or short_title != self.short_title:
            self.key, self.short_title = key, short_title
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)


class _BoardScene(SheetScene):
    """The big scene: pointer and keys go to the shape placer first."""

    def __init__(self, table: ExpeditionTable) -> None:
        super().__init__(parent=table)
        self.table = table

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.table.placer.hover(event.scenePos())
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        placer = self.table.placer
        if event.button() == Qt.MouseButton.LeftButton and self.table.zoom_at(
            self, event.scenePos()
        ):
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton and placer.active:
            event.accept()
            if not placer.click(event.scenePos()):
                self.table.say(self.table.text("click_card"))
            return
        super().mousePressEvent(event)

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:
        placer = self.table.placer
        if placer.active and not placer.box_mode:
            event.accept()
            placer.turn(1 if event.delta() < 0 else -1)
            return
        super().wheelEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.table.placer.handle_key(event) or self.table.confirm_key(event):
            event.accept()
            return
        super().keyPressEvent(event)


class _SharedScene(SheetScene):
    """The round card, the display and the pile: a click on the round card shows it big."""

    def __init__(self, table: ExpeditionTable) -> None:
        super().__init__(parent=table)
        self.table = table

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.table.zoom_at(
            self, event.scenePos()
        ):
            event.accept()
            return
        super().mousePressEvent(event)


class _BoardView(FittingView):
    """Tab moves the ghost to the other card while placing (where there is one: else it goes on
    to the next button, as everywhere); no tooltips pop up while aiming."""

    def __init__(self, scene: _BoardScene, table: ExpeditionTable) -> None:
        super().__init__(scene)
        self.table = table
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)
        self.viewport().installEventFilter(self)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and self.table.tab_moves_shape():
            key = event.key()  # type: ignore[attr-defined]
            if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
                self.table.placer.switch_card()
                return True
        return super().event(event)

    def fit(self) -> None:
        super().fit()
        # (the pointer, the ghost aimed by it again as the sheet's scale changed, is no longer
        # where it aimed; fitted after a resize, or at the end of the table's, `fits_after`)
        self.table.placer.keep_on_card()

    def eventFilter(self, watched: Any, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and self.table.placer.active:
            QToolTip.hideText()
            return True
        return super().eventFilter(watched, event)


class ExpeditionTable(TableScaffold):
    TEXTS: ClassVar[Mapping[str, Text]] = TEXTS

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        missing = GAME_TEXTS - set(cls.TEXTS)
        if missing:  # a game of the family must say these in its own terms
            raise TypeError(f"{cls.__name__}.TEXTS lacks {sorted(missing)}")

    NOTE_LINES: ClassVar[int] = 1  # lines of the note under each display card (`display_note`)

    # -- what a game supplies ------------------------------------------------------------------

    CARD_LOOK: ClassVar[CardLook]  # how the game's cards are drawn
    # how the display's cards are drawn, where that differs (their notes say more; None: as ever)
    DISPLAY_LOOK: ClassVar[CardLook | None] = None
    SCORE_CARD: ClassVar[type[ScoreCard]]  # the game's score card
    SHARED_CARD: ClassVar[type[SharedCard]]  # the game's shared card left of the display

    def card_tooltip(self, card_id: int, crossed: frozenset[Cell] = frozenset()) -> str:
        return ""

    def _card_words(self, card_id: int, crossed: frozenset[Cell] = frozenset()) -> str:
        """`card_tooltip`, written out once for each card, its crossed boxes and the language:
        a position drawn names every card shown (a board's twice: its tooltip and the screen
        reader's words), and a move changes a card or two, while writing one out translates
        two or three sentences."""
        key = (card_id, crossed)
        words = self._card_said.get(key)
        if words is None:
            if len(self._card_said) >= 1024:  # (a long game's crossed boxes: kept bounded)
                self._card_said.clear()
            words = self._card_said[key] = self.card_tooltip(card_id, crossed)
        return words

    def display_note(self, card_id: int) -> str:
        """A line under a display card (e.g. how many palms it shows)."""
        return ""

    def display_note_short(self, card_id: int) -> str:
        """The note's shorter form, where the whole does not fit at 9 pt ("": none)."""
        return ""

    def display_title(self, view: Any) -> str:
        return self.fmt("display")

    def display_title_short(self, view: Any) -> str:
        """The display's heading in fewer words, saying all the same, where the whole does not
        fit at 9 pt ("": none)."""
        return ""

    # -- building ------------------------------------------------------------------------------

    def __init__(self, rules: Any, players: Sequence[Player], parent: QWidget | None = None):
        super().__init__(players, parent)
        self.rules = rules
        self._big: Seat = 0
        self._placer_key: Any = None
        self.wide = False  # the board laid out wide (`lay_out_board`)
        self._drafting = False  # the dealt cards shown (the board never wide then)
        look = self.CARD_LOOK
        self.look = look

        # the big scene: the two cards, the draft, the expedition card, the score card
        self.board_scene = _BoardScene(self)
        self.board_scene.setSceneRect(QRectF(0, 0, BOARD_W, BOARD_H))
        # (high enough that its words are drawn at 9 pt on a board shown small, the wide board
        # beside a lesson at 819x480 too (a line may reach past a box by half its height), and
        # so low that they stay clear of a focused card's ring: a long name leaves the board
        # small; the dealt cards lower than the kept ones for that)
        self.board_scene.add_label("title", (10, 1, 576, 31), 18, legible_only=True)
        self.slot_items = [GridCardItem(f"board:{i}", r, look) for i, r in enumerate(SLOT_RECTS)]
        self.dealt_items = [GridCardItem(f"dealt:{i}", r, look) for i, r in enumerate(DEALT_RECTS)]
        for item in (*self.slot_items, *self.dealt_items):
            self.board_scene.add_cell(item)
        self.expedition = ShapeCardItem(EXPEDITION_RECT, look.back)
        self.board_scene.addItem(self.expedition)
        self.score_card = self.SCORE_CARD(SCORE_RECT)
        self.board_scene.addItem(self.score_card)
        self.completed_mark = CompletedCards(SCORE_RECT)
        self.board_scene.add_cell(self.completed_mark)
        # the score card and the round card can be shown big by a click: where the table is
        # shown small their words give way (no text under 9 pt), and there they are read
        self.zoom: SheetZoom | None = None
        self._zoomable: list[tuple[QGraphicsItem, SheetScene, Callable[[], str], str]] = []
        self._zoom_return: QWidget | None = None  # where the keyboard was when a key zoomed
        self.score_big = self._zoomable_copy(
            self.score_card, self.SCORE_CARD, lambda: self.fmt("score_card"), "S", SCORE_PRINTED
        )
        self.ghost = GhostItem()
        self.board_scene.addItem(self.ghost)
        self.board_view = _BoardView(self.board_scene, self)
        self.board_view.set_height_for_width(True)
        self.board_view.keep_legible(
            BOARD_LEGIBLE, QRectF(0, 0, BOARD_W, BOARD_H), QRectF(0, 0, WIDE_W, BOARD_H)
        )
        self._slot_words: list[str] = []  # each own card in words (the screen reader's)
        # (card id, its crossed boxes) -> its tooltip in the language now (`_card_words`)
        self._card_said: dict[tuple[int, frozenset[Cell]], str] = {}
        self.add_targets(self.board_scene, self._board_meaning, self._board_words)
        self.focus_view = self.board_view
        self.placer = ShapePlacer(self.slot_items, self.ghost, self)
        self.placer.chosen.connect(self._on_placed)
        self.placer.refused.connect(self._on_placed)
        self.placer.box_mode_locked.connect(lambda: self.say(self.text("fits_nowhere")))
        self.placer.moved.connect(self._on_pose)

        # the shared scene: the round card, the open display, the pile
        self.shared_scene = _SharedScene(self)
        note_h = 2 + NOTE_LINE * self.NOTE_LINES
        # (a margin under the notes: where the table is shown small their words grow to 9 pt
        # and their lines reach a little past their box)
        bottom = NOTE_TOP + note_h + NOTE_LINE * 0.4
        self.shared_scene.setSceneRect(QRectF(0, 0, SHARED_W, max(SHARED_H, bottom)))
        self.shared_card = self.SHARED_CARD(ROUND_RECT)
        self.shared_scene.addItem(self.shared_card)
        self.shared_big = self._zoomable_copy(
            self.shared_card, self.SHARED_CARD, self._round_title, "O"
        )
        # (16: still 9 pt where the table is shown smallest, on a 1024x600 screen)
        self.shared_scene.add_label(
            "display", (DISPLAY_X, 4, 4 * DISPLAY_STEP, 22), 16, legible_only=True
        )
        self.display_items = []
        for i in range(engine.DISPLAY_SIZE):
            x = DISPLAY_X + i * DISPLAY_STEP
            left = x + (DISPLAY_NOTE_W - DISPLAY_CARD[0]) / 2
            item = GridCardItem(
                f"display:{i}", (left, DISPLAY_TOP, *DISPLAY_CARD), self.DISPLAY_LOOK or look
            )
            self.shared_scene.add_cell(item)
            self.display_items.append(item)
            # (as wide as its column but 7: the notes of two cards side by side read as one line)
            self.shared_scene.add_label(
                f"note:{i}",
                (x, NOTE_TOP, DISPLAY_NOTE_W, note_h),
                13,
                align="center",
                bold=False,
                legible_only=True,
            )
        self.shared_scene.add_label(
            "pile",
            (PILE_RECT[0] - 6, 4, PILE_RECT[2] + 12, 22),
            16,
            align="center",
            legible_only=True,
        )
        self.pile_item = GridCardItem("pile", PILE_RECT, look)
        self.shared_scene.add_cell(self.pile_item)
        self.shared_view = FittingView(self.shared_scene)
        self.shared_view.set_height_for_width(True)
        self.shared_view.keep_legible(SHARED_LEGIBLE)
        self.add_targets(self.shared_scene, self._shared_meaning)
        # the score card and the round card are Tab stops too, each right after the sheet it is
        # drawn on (as the others' small sheets are): Enter shows it big, as its key does
        self.score_stop = self._stop_over(self.board_view, 0)
        self.shared_stop = self._stop_over(self.shared_view, 1)

        # the other players (public: cards as they were at the reveal, score cards)
        self.other_slots: list[list[GridCardItem]] = []
        self.other_scores: list[Any] = []
        self.other_done: list[CompletedCards] = []
        for _player in self.players:
            scene = SheetScene(parent=self)
            scene.setSceneRect(QRectF(0, 0, OTHER_W, OTHER_H))
            slots = [GridCardItem(f"other:{i}", r, look, False) for i, r in enumerate(OTHER_SLOTS)]
            for item in slots:
                scene.add_cell(item)
            score = self.SCORE_CARD(OTHER_SCORE)
            scene.addItem(score)
            self.other_done.append(CompletedCards(OTHER_SCORE))
            scene.add_cell(self.other_done[-1])
            self.others.add_sheet(scene)
            self.other_slots.append(slots)
            self.other_scores.append(score)

        # the buttons (their keys are shortcuts: they work wherever the focus is in the table);
        # Confirm keeps its place at the row's end whichever others show, and they keep no
        # room while hidden (a narrow row beside a lesson has Confirm's whole width then)
        self.turn_button = self.button(lambda: self.placer.turn(1))
        self.mirror_button = self.button(self.placer.flip)
        self.box_button = self.button(lambda: self.placer.set_box_mode(self.box_button.isChecked()))
        self.box_button.setCheckable(True)
        self.box_button.setProperty("choice", CHOSEN_STYLE)  # (on: drawn chosen)
        self.confirm_button = self.button(self._on_confirm, bold=True, keep_space=True)
        # (at least as wide as its words need: 130 left 'Cross one box instead (B)' 5 px short of
        # its words beside a lesson at 1024x600 with Larger text)
        self.confirm_button.setMinimumWidth(120)
        self.buttons.addWidget(self.turn_button)
        self.buttons.addWidget(self.mirror_button)
        self.buttons.addWidget(self.box_button)
        self.buttons.addStretch(1)
        self.buttons.addWidget(self.confirm_button)
        self.main.addWidget(self.board_view)
        self.main.addWidget(self.button_row)
        self.main.addWidget(self.shared_view)
        self.main.addStretch(1)
        # the buttons on two lines or back on one leave the board another height: its layout
        # chosen again for it (once the row's own layout has settled)
        self.button_row.rewrapped.connect(
            lambda: self.fitted(self._choose_board_layout), Qt.ConnectionType.QueuedConnection
        )
        self.shortcut("R", lambda: self.placer.turn(1), self.turn_button)
        self.shortcut("F", self.placer.flip, self.mirror_button)
        self.shortcut("B", self.placer.toggle_box_mode, self.box_button)
        self.retranslate()
        self._hide_buttons()

    # -- the board's layout --------------------------------------------------------------------

    def lay_out_board(self, wide: bool) -> None:
        """The expedition card and the score card in a column right of the cards, or (`wide`)
        each the board's full height beside them; while the cards are dealt, the board only
        as high as the dealt cards (`DEALT_H`). (Its least size stays the usual board's: the
        page's least size does not change with the step.)"""
        rect = QRectF(0, 0, WIDE_W if wide else BOARD_W, DEALT_H if self._drafting else BOARD_H)
        if wide == self.wide and rect == self.board_scene.sceneRect():
            return
        self.wide = wide
        self.expedition.set_rect(WIDE_EXPEDITION if wide else EXPEDITION_RECT)
        score = WIDE_SCORE if wide else SCORE_RECT
        self.score_card.set_rect(score)
        self.completed_mark.set_rect(score)
        self.board_scene.setSceneRect(rect)
        self.board_view.updateGeometry()
        self.board_view.refit()  # (inside the table's fit, at its end: drawn once)

    def _share_height(self) -> None:
        """The column's height shared between the board and the shared cards where both whole
        at the column's width do not fit beside the caption and the buttons: the taller held
        down first, as a layout does, but never the caption nor the buttons (a layout short of
        its items' heights takes every item down from the tallest, and took the button row
        below its buttons' height: buttons cut off)."""
        views = (self.board_view, self.shared_view)
        width = self.board_view.width()
        fitted = [view.fitted_height(width) for view in views]
        items = [self.main.itemAt(i) for i in range(self.main.count())]
        shown = [item for item in items if item is not None and not item.isEmpty()]
        rest = sum(
            max(item.minimumSize().height(), item.heightForWidth(width))  # (the caption's lines)
            for item in shown
            if not any(item.widget() is view for view in views)
        )
        room = self.main.geometry().height() - rest - max(0, self.main.spacing()) * (len(shown) - 1)
        caps = [QWIDGETSIZE_MAX] * len(views)
        # (never under a view's least height, its words' (`keep_legible`): Qt lays a widget out
        # no smaller, and a board capped under it lay over the buttons; one held there takes
        # the other's height above its own least, and where both are at theirs the page scrolls)
        least = [view.minimumHeight() for view in views]
        fitted = [max(lo, f) if f > 0 else f for f, lo in zip(fitted, least, strict=True)]
        if min(fitted) > 0 and 0 < room < sum(fitted):
            low = min(fitted)
            level = room // 2 if 2 * low >= room else room - low
            caps = [
                max(level, lo) if f > level else QWIDGETSIZE_MAX
                for f, lo in zip(fitted, least, strict=True)
            ]
            heights = [min(cap, f) for cap, f in zip(caps, fitted, strict=True)]
            excess = sum(heights) - room
            for i in sorted(range(len(views)), key=lambda i: least[i] - heights[i]):
                give = min(excess, heights[i] - least[i])
                if give > 0:
                    caps[i], excess = heights[i] - give, excess - give
        for view, cap in zip(views, caps, strict=True):
            if view.maximumHeight() != cap:
                view.setMaximumHeight(cap)

    def _choose_board_layout(self) -> None:
        """The board as usual where it is drawn at its score card's `TALL_SCALE` or more, or while
        the cards are dealt, else laid out wide when that shows its score card larger (tried on
        this window's geometry each time: the layout depends on the window's size and on
        whether the cards are being dealt alone)."""
        if not self.isVisible():
            return
        was_wide = self.wide
        self.lay_out_board(False)
        # (the width shared anew for the usual board from the others' narrowest and with no
        # height held from the size before: shared by steps from the share the wide board
        # left, it had not held after its passes, the board drawn smaller there and laid out
        # wide where from another size it is not; a wide board's height held from a short
        # window asked less width, and the share held 3 px off the one opened there. Not where
        # the board was usual: its heights let go there moved the share of a table that
        # scrolls, Treasure cards in Polish shrunk from 1024x600 to 819x600)
        if was_wide:
            for view in (self.board_view, self.shared_view):
                view.setMaximumHeight(QWIDGETSIZE_MAX)
        width_share.settle(self)
        self._balance_heights()
        tall = self.board_view.scale_factor()
        # (the wide board's room goes to the score card, hidden while the cards are dealt: there
        # it only drew the dealt cards smaller, their seals' words left out beside a lesson at
        # 819x480)
        if tall >= self.SCORE_CARD.TALL_SCALE or self._drafting:
            self.placer.keep_on_card()
            return
        self.lay_out_board(True)
        self._balance_heights()
        if self.board_view.scale_factor() * WIDE_SCORE[3] <= tall * SCORE_RECT[3]:
            self.lay_out_board(False)
            self._balance_heights()
        # (the view drawn at another scale replays the pointer's last move: the ghost went where
        # the pointer is now, which may hang off the card)
        self.placer.keep_on_card()

    def _balance_heights(self) -> None:
        """The width shared (`balance`) and the height (`_share_height`), again on the width
        that gives the column (the board's height at it depends on it) until they hold. Where
        they take turns, the board held down at one width asking the other (Pyramid at 1024x600:
        the others' panel 151 px with the board held at its room, 148 with it let go), the
        narrowest share of the others whichever the turn began with: the table laid out the
        same however its size was reached."""
        met: list[tuple[int, int, int]] = []
        for _ in range(6):
            self._share_height()
            self.balance()
            now = self._height_share()
            if now in met:
                turns = met[met.index(now) :]
                for _ in turns:  # (on through the turns to the one chosen)
                    if now == min(turns):
                        break
                    self._share_height()
                    self.balance()
                    now = self._height_share()
                return
            met.append(now)

    def _height_share(self) -> tuple[int, int, int]:
        """The others' share of the width and the board's and the shared cards' caps."""
        return (
            self.others.maximumWidth(),
            self.board_view.maximumHeight(),
            self.shared_view.maximumHeight(),
        )

    def fit_to_size(self) -> None:
        # (chosen inside the table's fit: the sheets drawn once, at the size the choice leaves
        # them at, not at each layout it tries; and never from inside a pass of the table's
        # layout, which its moves of the board's parts would change under it)
        super().fit_to_size()
        self._choose_board_layout()

    def fit_when_shown(self) -> None:
        super().fit_when_shown()
        self._choose_board_layout()

    def arrange(self) -> None:
        # (chosen again once the seats not playing are hidden: chosen as the table was shown,
        # the others' panel still took their share of the width, the board's column narrower)
        super().arrange()
        self._choose_board_layout()

    # -- words ---------------------------------------------------------------------------------

    def tab_moves_shape(self) -> bool:
        """Whether Tab on the cards moves the shape to the other card (while placing, with two
        cards to place on)."""
        return self.placer.active and self.placer.cards > 1

    def tab_words(self) -> str:
        if self.tab_moves_shape() and QApplication.focusWidget() is self.board_view:
            return self.fmt("tab_card")
        return ""

    def text(self, key: str) -> Text:
        return self.TEXTS.get(key) or TEXTS[key]

    def fmt(self, key: str, n: int | None = None, **args: Any) -> str:
        """The words `key` translated, with these placeholder values; `n` is the count of a
        plural text ("%n card(s)")."""
        return translate_text(self.text(key).filled(n, **args))

    @staticmethod
    def left_this_round(count: int, shown: bool = True) -> str:
        """How many expedition cards of the round are still to come after the one `shown`."""
        if count == 0:
            return translate_text(LAST_THIS_ROUND if shown else NONE_LEFT_THIS_ROUND)
        return translate_text(LEFT_THIS_ROUND.count(count))

    def retranslate(self) -> None:
        self.set_button_text(self.turn_button, self.fmt("turn"))
        self.set_button_text(self.mirror_button, self.fmt("mirror"))
        self.set_button_text(self.box_button, self.fmt("box"))
        self.confirm_button.setText(self.fmt("confirm"))
        self.board_view.setAccessibleName(self.fmt("board_name"))
        self.shared_view.setAccessibleName(self.fmt("shared_name"))
        for item, _scene, _title, key in self._zoomable:
            item.setToolTip(self.fmt("show_big_tip", letter=key))
        # items keep their pictures (cached pixmaps): words painted on cards (a seal's letter)
        # must be painted again in the new language
        for scene in (self.board_scene, self.shared_scene, *self._other_scenes()):
            for item in scene.items():
                item.update()
        self._card_said.clear()

    def sheet_keys_work(self) -> bool:
        return self.placer.active or super().sheet_keys_work()

    def _other_scenes(self) -> list[Any]:
        return [self.others.view(i).scene() for i in range(len(self.others.sheets))]

    # -- the GameTable contract ----------------------------------------------------------------

    def draw(self) -> None:
        position = self.position
        assert position is not None
        view = position.view
        big = self.big_seat(view.start if view.start < view.players else 0)
        if big != self._big:
            self.placer.reset()
        self._big = big
        self._draw()
        # the keys act where the decision is: on the player's cards, or on the display and the
        # pile when a new card is to be taken
        self.focus_view = self.shared_view if view.phase == "complete" else self.board_view

    def show_focus_ring(self) -> bool:
        return not self.placer.can_place  # while a ghost is what the keys move

    def _draw(self) -> None:
        self._load_placer()
        if self.placer.can_place:
            self.board_scene.hide_focus_ring()  # the ghost shows where the keys act
        self._sync_board()
        self._sync_shared()
        self._sync_others()
        self._sync_caption()
        self.placer.update_ghost()
        self._sync_expedition()

    def set_interactive(self, interactive: bool) -> None:
        super().set_interactive(interactive)
        self.placer.enabled = interactive
        if self.position is not None:
            self.placer.update_ghost()
            self._sync_expedition()

    # -- placing -------------------------------------------------------------------------------

    def _cards(self) -> tuple[int, ...]:
        view = self.position.view if self.position else None
        if view is None or self._big >= len(view.boards):
            return ()
        cards: tuple[int, ...] = view.boards[self._big].cards
        return cards

    def _load_placer(self) -> None:
        position = self.position
        assert position is not None
        view, cards = position.view, self._cards()
        slot_of = {card_id: slot for slot, card_id in enumerate(cards)}
        legal: dict[int, list[Shape]] = {}
        boxes: dict[int, list[Cell]] = {}
        for action in position.legal:
            if isinstance(action, engine.Place) and action.card in slot_of:
                legal.setdefault(slot_of[action.card], []).append(tuple(action.cells))
            elif isinstance(action, engine.Box) and action.card in slot_of:
                boxes.setdefault(slot_of[action.card], []).append((action.cell[0], action.cell[1]))
        design = self.rules.design(view)
        owed = (
            view.phase == "mark"
            and position.acting is not None
            and bool(view.marks[position.acting])
        )
        self.placer.load(
            (view.round, view.revealed, self._big),
            design.cells if design is not None else (),
            legal,
            boxes,
            len(cards),
            lambda slot: self._grid_cells(cards[slot]),
            box_only=owed,
        )

    def _grid_cells(self, card_id: int) -> Iterable[Cell]:
        g = self.rules.grids[card_id]
        return [(r, c) for r in range(g.rows) for c in range(g.cols)]

    def _on_placed(self, slot: int, cells: Shape, one_box: bool) -> None:
        card_id = self._cards()[slot]
        action: Action = (
            engine.Box(card=card_id, cell=cells[0])
            if one_box
            else engine.Place(card=card_id, cells=tuple(cells))
        )
        self.choose(action)

    def _on_pose(self) -> None:
        self._sync_board()
        self._sync_caption()
        self._sync_expedition()

    # the names tests and the old table used
    @property
    def _box_mode(self) -> bool:
        return self.placer.box_mode

    @property
    def _rot(self) -> int:
        return self.placer.rot

    @property
    def _mirrored(self) -> bool:
        return self.placer.mirrored

    @property
    def _anchor(self) -> Cell:
        return self.placer.anchor

    @property
    def _slot(self) -> int:
        return self.placer.slot

    def oriented(self) -> Shape:
        return self.placer.oriented()

    def orientation_index(self) -> int:
        design = self.rules.design(self._view)
        shapes = orientations(normalise(design.cells)) if design is not None else ()
        return self.placer.orientation_index(shapes)

    def turn(self, step: int = 1) -> None:
        self.placer.turn(step)

    def flip(self) -> None:
        self.placer.flip()

    def ghost_cells(self) -> tuple[int, Shape, bool]:
        """(card id, covered cells, fits) of the ghost now."""
        slot, cells, fits = self.placer.ghost_cells()
        return (self._cards()[slot] if slot >= 0 else -1), cells, fits

    def pose_for(self, card_id: int, cells: Iterable[Cell]) -> tuple[int, bool, Cell]:
        return self.placer.pose_for(self.slot_of(card_id), cells)

    def slot_of(self, card_id: int) -> int:
        return self._cards().index(card_id)

    # -- syncing -------------------------------------------------------------------------------

    def _sync_board(self) -> None:
        position = self.position
        assert position is not None
        view, big = position.view, self._big
        draft = view.phase == "draft"
        if draft != self._drafting:
            self._drafting = draft
            self.lay_out_board(self.wide and not draft)  # (its height: hidden tables' too)
            self._choose_board_layout()
        for item in self.slot_items:
            set_shown(item, not draft)
        for item in self.dealt_items:
            set_shown(item, draft)
        set_shown(self.expedition, not draft)
        set_shown(self.score_card, not draft)
        set_shown(self.completed_mark, not draft)
        if draft:
            # (where the words do not fit at 9 pt, a long name: the name alone, whose cards)
            name = self.name(big)
            self.board_scene.set_label("title", self.fmt("dealt", player=name), name)
            dealt = view.dealt[big] if big < len(view.dealt) else ()
            kept = set(view.kept[big]) if big < len(view.kept) else set()
            for i, item in enumerate(self.dealt_items):
                if i >= len(dealt):
                    item.set_content(None)
                elif dealt[i] < 0:
                    item.set_content(None, back=True, tooltip=self.fmt("tip_back"))
                else:
                    card_id = dealt[i]
                    item.set_content(
                        self.rules.card(card_id),
                        badge=self.fmt("kept") if card_id in kept else "",
                        tooltip=self._card_words(card_id),
                    )
            return
        name = self.name(big)
        self.board_scene.set_label("title", self.fmt("your_cards", player=name), name)
        board = view.boards[big]
        pending: dict[int, set[Cell]] = {}
        if view.phase == "mark" and big < len(view.marks):
            for mark in view.marks[big]:
                pending.setdefault(mark.card, set()).update(mark.cells)
        placing = self.placer.active
        self._slot_words = []
        for slot, item in enumerate(self.slot_items):
            if slot >= len(board.cards):
                item.set_content(None, caption=self.fmt("empty"))
                self._slot_words.append(self.fmt("empty"))
                continue
            card_id = board.cards[slot]
            crossed = board.crossed[slot]
            self._slot_words.append(self._card_words(card_id, crossed))
            item.set_content(
                self.rules.card(card_id),
                crossed=crossed,
                pending=frozenset(pending.get(card_id, ())),
                targets=self.placer.targets(slot) if self.placer.can_place else frozenset(),
                tooltip="" if placing else self._card_words(card_id, crossed),
            )
        self.completed_mark.set_done(len(board.completed))
        total = position.scores[big].total if big in position.scores else 0
        for card in (self.score_card, self.score_big):
            card.set_content(  # type: ignore[attr-defined]
                board,
                total,
                self.fmt("score_card"),
                self.fmt("total", points=total),
                self.rules,
                view,
            )

    def _sync_expedition(self) -> None:
        view = self._view
        if view is None:
            return
        design = self.rules.design(view)
        lines: list[str] = []
        count = engine.CARDS_PER_ROUND
        if design is not None:
            lines.append(translate_text(Text(FAMILY, DESIGN_NAMES[design.key])))
            lines.append(self.fmt("card_n", number=view.revealed, count=count))
            lines.append(self.left_this_round(count - view.revealed))
            placing = self.placer.active and not self.placer.box_mode
            cells = self.placer.oriented() if placing else normalise(design.cells)
        else:
            cells = ()
            lines.append(self.fmt("none_shown"))
            if view.phase not in ("draft", "over"):
                lines.append(self.left_this_round(count - view.revealed, shown=False))
        self.expedition.set_content(cells, self.fmt("expedition"), lines)

    def _sync_shared(self) -> None:
        position = self.position
        assert position is not None
        view = position.view
        title = self._round_title()
        short = self.fmt("round_short", round=min(view.round, engine.ROUNDS))
        for card in (self.shared_card, self.shared_big):
            card.set_content(view, self.rules, title, short)  # type: ignore[attr-defined]
        self.shared_scene.set_label(
            "display", self.display_title(view), self.display_title_short(view)
        )
        for i, item in enumerate(self.display_items):
            if i < len(view.display) and view.display[i] >= 0:
                card_id = view.display[i]
                item.set_content(self.rules.card(card_id), tooltip=self._card_words(card_id))
                self.shared_scene.set_label(
                    f"note:{i}", self.display_note(card_id), self.display_note_short(card_id)
                )
                item.activatable = True
            else:
                item.set_content(None)
                self.shared_scene.set_label(f"note:{i}", "")
                item.activatable = False
        count = len(view.pile)
        # (the count is on the pile's back too: where the words do not fit at 9 pt, "Pile")
        self.shared_scene.set_label(
            "pile", self.fmt("pile", count=count), self.fmt("pile_short") if count else ""
        )
        if count:
            tip = self.fmt("tip_pile", n=count)
            self.pile_item.set_content(None, back=True, caption=str(count), tooltip=tip)
        else:
            self.pile_item.set_content(None)

    def _sync_others(self) -> None:
        position = self.position
        assert position is not None
        view = position.view
        turn = self._waiting_seats()

        def completed(seat: Seat) -> str:
            return self.fmt("completed", cards=len(view.boards[seat].completed))

        def brief(seat: Seat) -> str:
            return self.fmt("completed_short", cards=len(view.boards[seat].completed))

        for seat in self.show_others(self._big, view.players, turn, completed, brief):
            self._sync_other(seat)

    def _sync_other(self, seat: Seat) -> None:
        """Draw `seat`'s small sheet: its cards as they were at the reveal, its score card."""
        position = self.position
        assert position is not None
        view = position.view
        board = view.boards[seat]
        total = position.scores[seat].total if seat in position.scores else 0
        for slot, item in enumerate(self.other_slots[seat]):
            if view.phase == "draft":
                item.set_content(None, back=True, tooltip=self.fmt("tip_back"))
            elif slot < len(board.cards):
                card_id, crossed = board.cards[slot], board.crossed[slot]
                tip = self._card_words(card_id, crossed)
                item.set_content(self.rules.card(card_id), crossed=crossed, tooltip=tip)
            else:
                item.set_content(None, caption=self.fmt("empty"))
        self.other_scores[seat].set_content(
            board, total, self.fmt("score_card"), count_text(total), self.rules, view
        )
        self.other_done[seat].set_done(len(board.completed))

    # -- paper ---------------------------------------------------------------------------------

    # a coin or gem box of the score card is 26 units wide: 9 mm on paper
    paper_scale = 1.3

    def paper_scene(self, seat: Seat) -> QGraphicsScene | None:
        """The seat's cards and score card, as the others' small sheet shows them."""
        if self.position is None or seat >= len(self.other_slots):
            return None
        self._sync_other(seat)
        return self.others.view(seat).scene()

    def pad_scene(self) -> QGraphicsScene | None:
        """The score card alone, blank: it is what the players write on (their cards stay in
        the box)."""
        position = self.position
        if position is None:
            return None
        view = position.view
        # the total box says what goes in it, its right part left free to write the sum in
        total = self.fmt("total", points=" " * 8)
        self.score_big.set_content(  # type: ignore[attr-defined]
            view.boards[0], 0, self.fmt("score_card"), total, self.rules, view
        )
        return self.score_big.scene()

    def pad_how_to(self) -> str:
        return self.fmt("pad_how")

    def pad_note(self) -> str:
        """The family's note; then, where the game says it (`pad_boxes`), what goes in each box
        of its score card."""
        boxes = self.fmt("pad_boxes") if "pad_boxes" in self.TEXTS else ""
        return " ".join(part for part in (self.fmt("pad_note"), boxes) if part)

    def rules_scene(self, section: int, seat: Seat) -> QGraphicsScene | None:
        """Beside "Completing a card": the seat's score card alone, as big as it is drawn in
        play (its numbers and its completed cards' values legible); else the seat's sheet."""
        position = self.position
        if section != RULES_SCORE_CARD or position is None:
            return self.paper_scene(seat)
        view = position.view
        total = position.scores[seat].total if seat in position.scores else 0
        self.score_big.set_content(  # type: ignore[attr-defined]
            view.boards[seat],
            total,
            self.fmt("score_card"),
            self.fmt("total", points=total),
            self.rules,
            view,
        )
        return self.score_big.scene()

    def _waiting_seats(self) -> tuple[int, ...]:
        view = self._view
        if view.phase in ("draft", "mark"):
            return tuple(view.waiting)
        if view.phase == "complete" and view.completing:
            return (view.completing[0],)
        return ()

    def _hide_buttons(self) -> None:
        self._show_buttons(())

    def _show_buttons(self, shown: Iterable[QWidget]) -> None:
        """Show the buttons in `shown` and hide the others, each only where that changes: a
        button hidden and shown again asks its row, and so the window, to lay out anew."""
        shown = tuple(shown)
        for button in (self.turn_button, self.mirror_button, self.box_button, self.confirm_button):
            visible = button in shown
            if button.isHidden() == visible:
                button.setVisible(visible)

    def _sync_caption(self) -> None:
        position = self.position
        assert position is not None
        view, acting = position.view, position.acting
        shown: list[QWidget] = []
        self._sync_caption_words(position, view, acting, shown)
        self._show_buttons(shown)

    def _sync_caption_words(
        self, position: Any, view: Any, acting: Seat | None, shown: list[QWidget]
    ) -> None:
        """The caption's words for `position`; the buttons it offers go into `shown`."""
        name = self.name(acting)
        if view.phase == "over":
            self.caption.setText(over_words())
            return
        if not position.legal:
            if acting is None:
                caption = wait_words()
            elif view.phase in ("draft", "mark"):
                caption = self.fmt("choosing", player=name)
            else:
                caption = playing_words(name)
            self.caption.setText(caption)
            return
        can_confirm = engine.CONFIRM in position.legal
        shown.append(self.confirm_button)
        self.confirm_button.setEnabled(can_confirm)
        aside = ""  # (what a short window's line leaves out: the keys its buttons name too)
        if view.phase == "draft":
            kept = len(view.kept[acting]) if acting is not None else 0
            caption = (
                self.fmt(self._undoable("keep_done"))
                if can_confirm
                else self.fmt("keep", count=kept)
            )
        elif view.phase == "mark":
            caption, aside = self._mark_caption(view, acting, shown)
        elif view.phase == "complete":
            shown.remove(self.confirm_button)
            caption = self.fmt("take", n=len(view.vacant))
        else:
            caption = ""
        self.caption.set_words(caption, aside)

    def _mark_caption(
        self, view: Any, acting: Seat | None, shown: list[QWidget]
    ) -> tuple[str, str]:
        """The instruction while marking, and its aside (the keys that turn and mirror the
        shape, which the Turn and Mirror buttons name too; "" for none); the placing buttons,
        where offered, go into `shown`."""
        design = self.rules.design(view)
        shape = Text(FAMILY, DESIGN_NAMES[design.key]) if design is not None else ""
        has_marks = acting is not None and bool(view.marks[acting])
        owed = view.owed[acting] if acting is not None else 0
        placer = self.placer
        if placer.can_place and not has_marks:
            shown.extend((self.turn_button, self.mirror_button, self.box_button))
            self.turn_button.setEnabled(not placer.box_mode)
            self.mirror_button.setEnabled(not placer.box_mode)
            self.box_button.setEnabled(bool(placer.legal))
            self.box_button.setChecked(placer.box_mode)
        if not placer.can_place:
            return self.fmt(self._undoable("mark_done") if has_marks else "nothing_left"), ""
        if has_marks and owed:
            return self.fmt("extra", n=owed), ""
        if not placer.legal:
            return self.fmt("no_fit", shape=shape), ""
        if placer.box_mode:
            return self.fmt("one_box"), ""
        return self.fmt("place", shape=shape), self.fmt("place_keys")

    # -- input ---------------------------------------------------------------------------------

    def not_your_turn(self) -> str:
        return self.fmt("not_your_turn")

    def _undoable(self, key: str) -> str:
        """`key`, whose words name Undo, or its words without it where Undo is not offered."""
        return key if self.undo_offered() else f"{key}_final"

    def confirm_key(self, event: QKeyEvent) -> bool:
        """Enter confirms when nothing is left to place."""
        key = event.key()
        position = self.position
        if (
            key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and position is not None
            and engine.CONFIRM in position.legal
            and not self.placer.active
        ):
            self._on_confirm()
            return True
        return False

    def _board_meaning(self, item_id: str) -> Meaning:
        """A dealt card stands for keeping it. The player's own cards are the placer's while a
        shape or a box is to be marked; at any other step of theirs a click on them repeats the
        instruction (what to do instead)."""
        position = self.position
        assert position is not None
        kind, _, rest = item_id.partition(":")
        if kind != "dealt":
            return Refuse(self.caption.text())
        view = position.view
        dealt = view.dealt[self._big] if self._big < len(view.dealt) else ()
        index = int(rest)
        if index >= len(dealt):
            return None
        action = engine.Keep(card=dealt[index])
        if action not in position.legal and dealt[index] in view.kept[self._big]:
            return Refuse(self.fmt(self._undoable("kept_already")))
        return action

    def _board_words(self, item_id: str) -> str:
        """An own card in words, also while a shape is placed (its tooltip is off then: the
        ghost shows where the shape goes); the dealt cards' tooltips say theirs."""
        kind, _, rest = item_id.partition(":")
        if kind == "board" and rest.isdigit() and int(rest) < len(self._slot_words):
            return self._slot_words[int(rest)]
        return ""

    def _shared_meaning(self, item_id: str) -> Meaning:
        """A display card or the pile stands for taking it."""
        kind, _, rest = item_id.partition(":")
        return engine.Take(slot=None if kind == "pile" else int(rest))

    def _on_confirm(self) -> None:
        self.choose(engine.CONFIRM)

    # -- parts shown big by a click -------------------------------------------------------------

    def _zoomable_copy(
        self,
        item: QGraphicsItem,
        make: Any,
        title: Callable[[], str],
        key: str,
        size: tuple[float, float] | None = None,
    ) -> QGraphicsItem:
        """A copy of `item` (made by `make(rect)`, kept in sync by the table, `size` units or as
        large as `item`) alone in a scene of its own, shown big when the player clicks `item` or
        presses `key` (named on the Keys card and in the item's tooltip); a magnifier in its
        corner says so."""
        rect = item.boundingRect().adjusted(4, 4, -4, -4)
        width, height = size or (rect.width(), rect.height())
        scene = SheetScene(parent=self)
        scene.setSceneRect(QRectF(-6, -6, width + 12, height + 12))
        big = make((0.0, 0.0, width, height))
        scene.addItem(big)
        item.setCursor(Qt.CursorShape.PointingHandCursor)
        Magnifier(item, rect)
        self._zoomable.append((item, scene, title, key))
        self.shortcut(
            key,
            lambda: self._zoom_by_key(item, scene, title),
            words=lambda: self.fmt("show_big", card=title()) if item.isVisible() else None,
        )
        return big

    def _stop_over(self, view: FittingView, index: int) -> PartStop:
        """The Tab stop over the `index`th part shown big by a key, drawn in `view`."""
        item, scene, title, _key = self._zoomable[index]
        stop = PartStop(view, item, title)
        stop.pressed.connect(lambda: self._zoom_by_key(item, scene, title))
        QWidget.setTabOrder(view, stop)
        return stop

    def _zoom_by_key(
        self, item: QGraphicsItem, scene: SheetScene, title: Callable[[], str]
    ) -> None:
        """A part's key: show it big (while it is shown), the keyboard back where it was when
        it closes."""
        if item.isVisible():
            self._zoom_return = QApplication.focusWidget()
            self.enlarge(scene, title())

    def zoom_at(self, clicked: QGraphicsScene, scene_pos: QPointF) -> bool:
        """Show big the part under a click on `clicked` (the score card, the round card), if the
        click is on one."""
        for item, scene, title, _key in self._zoomable:
            if (
                item.scene() is clicked
                and item.isVisible()
                and item.sceneBoundingRect().contains(scene_pos)
            ):
                self.enlarge(scene, title())
                return True
        return False

    def enlarge(self, scene: SheetScene, title: str) -> SheetZoom:
        """Show `scene` big until the player closes it (a click, Esc or Close)."""
        if self.zoom is not None:
            self.zoom.reject()
        zoom = SheetZoom(scene, title, self)
        self.zoom = zoom
        zoom.finished.connect(self._zoom_closed)
        zoom.open()
        return zoom

    def _round_title(self) -> str:
        view = self._view
        rounds = engine.ROUNDS
        return self.fmt("round", round=min(view.round, rounds) if view else 1, rounds=rounds)

    def _zoom_closed(self) -> None:
        zoom, self.zoom = self.zoom, None
        if zoom is not None:
            zoom.deleteLater()
        back, self._zoom_return = self._zoom_return, None
        if back is not None and back.isVisible():  # (opened by a key: the keys go on there)
            self.window().activateWindow()
            back.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- hints ---------------------------------------------------------------------------------

    def show_hint(self, action: Action, label: str | None = None, *, focus: bool = False) -> bool:
        """The hint's shape (or box) is where the ghost goes too: Enter then places it."""
        if isinstance(action, (engine.Place, engine.Box)) and action.card in self._cards():
            box = isinstance(action, engine.Box)
            cells = (action.cell,) if isinstance(action, engine.Box) else action.cells
            self.placer.take_pose(self.slot_of(action.card), cells, box)
        return super().show_hint(action, label, focus=focus)

    def hint_targets(self, action: Action) -> list[HintTarget]:
        """The dealt card to keep, the boxes to mark, the card to take, or the Confirm button."""
        if self._view is None:
            return []
        spots = self.target_spots(action)  # a dealt card to keep, a card to take
        if spots:
            return spots
        if isinstance(action, (engine.Place, engine.Box)) and action.card in self._cards():
            item = self.slot_items[self.slot_of(action.card)]
            cells = action.cells if isinstance(action, engine.Place) else (action.cell,)
            return [
                (self.board_scene, item.mapToScene(item.box_rect((r, c))).boundingRect())
                for r, c in cells
            ]
        elif isinstance(action, engine.Confirm):
            return [self.confirm_button]
        return []

    # -- for tests and benchmarks --------------------------------------------------------------

    def box_center(self, slot: int, cell: Cell) -> Any:
        """The viewport position of a box on one of the big cards (for QTest)."""
        item = self.slot_items[slot]
        return self.board_view.mapFromScene(item.mapToScene(item.box_rect(cell).center()))

    def item_center(self, scene: SheetScene, item_id: str) -> Any:
        item = scene.cells[item_id]
        view = self.board_view if scene is self.board_scene else self.shared_view
        return view.mapFromScene(item.mapToScene(item.rect().center()))


def family_ui(
    info: GameInfo,
    table: type[ExpeditionTable],
    summary: Sequence[Sequence[str]],
    paper: Mapping[str, str],
) -> GameUi:
    """The `GameUi` of a card game of the family (its sheet module's `UI`): its table class
    built for the rules and players, its Rules page's summary (sections of marked strings, as
    `sheetdesk.ui.sheetkit.rules_summary` takes them) beside the family's pictures, `paper`
    (the texts naming the players' paper as its printed rules do, "move", "show", "tab" and
    "hint", each marked QT_TRANSLATE_NOOP in the game's context) and, where `info` declares a
    hand-over text, what the hand-over page keeps from the others: the cards dealt to choose
    from, and the boxes marked in a turn before everyone has marked."""
    hidden = Text(info.id, info.handover) if info.handover else None
    paper_words = words(info.id, paper)
    summary_of = rules_summary(info.id, summary)
    return GameUi(table, summary_of, RULES_PICTURES, paper_words, hidden)
