"""The frame every game's table is built in: an instruction line, the big sheet, a row of the
game's buttons, shared things below, the other players' small sheets on the right.

`TableScaffold` is a GameTable with that layout and the behaviour every table wants: the
instruction line wraps (never clipped, in any language) and keeps the height of two lines (the
sheet does not move when an instruction needs a second line), the button row keeps its height
when its buttons hide, game buttons never take the keyboard focus from the sheet when clicked
(Tab reaches them; their keys are shortcuts), `retranslate()` runs on every language change, and
`focus_view` (the sheet the player acts on; a game's `keyboard_target()` may name a button when
a step begins with buttons) gets the focus when the table is shown for a player, so the keys
named on screen work at once. `show_position` keeps the `Position` and calls the game's `draw()`;
`choose(action)` emits a legal choice or says why it is refused (the session's reason,
`GameTable.explain`).

Choice buttons beside the big sheet or under it (`add_choice_panel`, choices.py): whichever each
window size plays best, decided on a resize, never by a step of the game (width_share.py, which
also shares the width between the big sheet and the others' sheets: `balance`). Clicks and keys on a
sheet: a game binds a scene's items to what they stand for (`add_targets(scene, meaning)`,
targets.py); every position drawn highlights the legal ones (`sync_targets()` after a change of
the table's own, a selection say).

The others' small sheets: `show_others(big, players, turn, line)` shows the sheet of every other
seat in the game, captioned with the player's name and points ("▶" before those whose turn it
is, a game's own line under it); the game draws the sheets it returns.

The seats' looks (`set_looks`: each remembered player's colour and symbol): drawn left of the
words of the big sheet's header (the seat `big_seat` gave) and of each small sheet's caption, in
the line's own height (ui/player_symbol.py `LookLabel`).

Hints: `show_hint(action)` marks where the computer's suggestion is on the sheet (hint_marks.py:
a dashed outline and a "Hint" badge, or an outlined button, and where the keyboard goes for it):
the targets that stand for the action, and what a game's `hint_targets` adds (table_hints.py).
The next position drawn takes the marks away.

The table's parts kept in modules of their own, their functions bound as `TableScaffold`'s
methods in its class's body: the game buttons, keys and the keyboard's focus (table_keys.py:
`button`, `shortcut`, `focus_sheet`), the moves seen (table_moves.py), the hint (table_hints.py).
When the table is fitted to its size (`fitted`: a game's `fit_to_size`,
`fit_when_shown`, `arrange`) and its sheets to theirs, and what waits for what: table_layout.py
`TableLayout`. What the table gives the paper (its sheets as written on paper, a blank pad, the
rules' pictures) is every GameTable's, with its defaults (ui/paper_sheets.py).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QKeySequence,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QApplication, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from sheetdesk.core.i18n import Text, count_text
from sheetdesk.core.protocol import Action, ScoreBreakdown, Seat
from sheetdesk.core.session import Player
from sheetdesk.ui.formatting import seat_name
from sheetdesk.ui.game_table import GameTable

from ..player_symbol import Look
from . import table_hints, table_keys, table_moves, width_share
from .button_row import ButtonRow
from .caption import CaptionRoom, InstructionLine
from .choices import ChoicePanel
from .hint_marks import HintMarks
from .motion import Motion
from .others import OthersPanel
from .prompt_hold import PromptHold
from .scene import SheetScene
from .scrolled import LeastScaleArea
from .table_layout import TableLayout
from .targets import Meaning, Targets
from .view import FittingView


@dataclass(frozen=True, slots=True)
class Position:
    """What the table shows now (kept for a redraw in another language)."""

    view: Any
    viewer: Seat | None
    acting: Seat | None
    legal: tuple[Action, ...]
    scores: Mapping[Seat, ScoreBreakdown]


class TableScaffold(GameTable):
    # (its parts' methods, each module's: table_keys.py, table_moves.py, table_hints.py)
    button = table_keys.button
    shortcut = table_keys.shortcut
    set_button_text = table_keys.set_button_text
    sheet_keys_work = table_keys.sheet_keys_work
    tab_words = table_keys.tab_words
    choice_keys_work = table_keys.choice_keys_work
    step_keys = table_keys.step_keys
    choice_buttons = property(table_keys.choice_buttons)
    choice = table_keys.choice
    keyboard_target = table_keys.keyboard_target
    focus_sheet = table_keys.focus_sheet
    _focus_when_shown = table_keys._focus_when_shown
    show_focus_ring = table_keys.show_focus_ring
    note_moves = table_moves.note_moves
    motion_scenes = table_moves.motion_scenes
    _follow_move = table_moves._follow_move
    show_entry = table_moves.show_entry
    motion_ms = table_moves.motion_ms
    hint_targets = table_hints.hint_targets
    target_spots = table_hints.target_spots
    spot = staticmethod(table_hints.spot)
    show_hint = table_hints.show_hint
    clear_hint = table_hints.clear_hint
    hinted = property(table_hints.hinted)
    hint_markers = property(table_hints.hint_markers)
    hint_buttons = property(table_hints.hint_buttons)
    SHARED_ITEMS = table_moves.SHARED_ITEMS
    _focus_ring: bool  # (whether the ring shows with the focus `focus_sheet` gave)
    button_row: ButtonRow  # (a table of the kit has both of GameTable's optional parts)
    others: OthersPanel

    def __init__(self, players: Sequence[Player], parent: QWidget | None = None) -> None:
        super().__init__(players, parent)
        self.position: Position | None = None
        self.focus_view: FittingView | None = None
        self._caption_instead: str | None = None  # show_caption's, over the game's own words
        self.looks: list[Look | None] = []  # each seat's remembered look (none: no symbol)
        self._big_shown: Seat | None = None  # the seat whose sheet is big (see big_seat)
        self.caption = InstructionLine(self._announce)
        self.caption.setObjectName("table_caption")
        self.caption.setWordWrap(True)
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        font = self.caption.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.caption.setFont(font)
        self.caption.setMinimumHeight(2 * self.caption.fontMetrics().lineSpacing() + 2)
        self.caption.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.phase_label = self.caption  # the name tests use
        self.caption_room = CaptionRoom(self, self.caption, self.CAPTION_SHARE)
        self.button_row = ButtonRow()
        self.button_row.setObjectName("game_buttons")  # (its buttons' padding: ui/style.py)
        self.buttons = self.button_row.line  # (its widgets wrap to a second line: ButtonRow)
        self.main = QVBoxLayout()
        self.main.setContentsMargins(0, 0, 0, 0)
        self.main.setSpacing(4)
        self.main.addWidget(self.caption)
        self.others = OthersPanel()
        self.looked_at = (self.others,)
        # the area scrolling the big sheet, where the game keeps it held to the sheet's height
        # (`LeastScaleArea.held_after`: released while the table is fitted to its size)
        self.held_area: LeastScaleArea | None = None
        # pixels per sheet unit at which the big sheet is comfortable to play on (a sheet is
        # drawn in units in which a cell is about 40 wide: 1.0 gives 40-pixel cells); the big
        # sheet takes the width it needs for that before the others' share counts;
        # `playable_scale` (when set, smaller) is the least it keeps for all the others' sheets
        self.comfortable_scale = 1.0
        self.playable_scale = 0.0
        self.hint_marks = HintMarks(self)  # the hint shown now (hint_marks.py)
        self._targets: list[Targets] = []
        self.motion = Motion(self)  # the moves seen (motion.py)
        self.prompt_hold = PromptHold(
            self.caption, self.motion, lambda: [t.scene for t in self._targets], self.sync_targets
        )
        self._moves: tuple[tuple[int, Seat | None], ...] = ()
        self._own_moves = False
        self._latest: Mapping[Seat, int] | None = None
        self.button_keys: list[tuple[QPushButton, QKeySequence]] = []  # see `shortcut`
        self.key_words: list[tuple[QKeySequence, Callable[[], str | None]]] = []  # see `shortcut`
        self.choice_panel: ChoicePanel | None = None
        # (when the table and its sheets are fitted: `TableLayout`)
        self._root = TableLayout(self)
        self._root.setContentsMargins(4, 4, 4, 4)
        self._root.addLayout(self.main, 4)
        # the others' sheets in a column of their own, which a game may put more in (words over
        # them where its big sheet's column has no room for them)
        self.others_column = QVBoxLayout()
        self.others_column.setContentsMargins(0, 0, 0, 0)
        self.others_column.setSpacing(4)
        self.others_column.addWidget(self.others, 1)
        self._root.addLayout(self.others_column, 1)

    @property
    def focus_view(self) -> FittingView | None:
        """The sheet the player acts on (a game names it): it paints the window's ground under
        itself (`FittingView.paint_ground`), so that a click on it repaints it alone."""
        return self._focus_view

    @focus_view.setter
    def focus_view(self, view: FittingView | None) -> None:
        self._focus_view = view
        if view is not None:
            view.paint_ground()

    def share_width(self, main: int, others: int) -> None:
        """How the width is shared between the big sheet's column and the others' sheets (4:1
        unless the game says otherwise: a sheet the height limits leaves room to the others).
        Whatever the share, the big sheet keeps the width it can use at its height and is drawn
        larger than every small sheet (`balance`)."""
        self._root.setStretch(0, main)
        self._root.setStretch(1, others)

    def width_shares(self) -> tuple[int, int]:
        """The big sheet's column's and the others' shares of the width (`share_width`)."""
        return self._root.stretch(0), self._root.stretch(1)

    def add_choice_panel(self, panel: ChoicePanel) -> None:
        """Put `panel`'s board (the big sheet's view and the panel) next in the table's column."""
        self.choice_panel = panel
        self.main.addLayout(panel.board, 1)

    def balance(self) -> None:
        """The acting player's sheet is the largest on screen (width_share.py `balance`)."""
        width_share.balance(self)

    def lay_out_now(self) -> None:
        """The table laid out at once, a fit asked for meanwhile done after (`TableLayout`)."""
        self._root.lay_out_now()

    # -- positions ------------------------------------------------------------------------------

    def show_position(
        self,
        view: Any,
        viewer: Seat | None,
        acting: Seat | None,
        legal: Sequence[Action],
        scores: Mapping[Seat, ScoreBreakdown],
    ) -> None:
        held = QApplication.focusWidget()  # (the keyboard's place before this position)
        before = self.position
        self.position = Position(view, viewer, acting, tuple(legal), scores)
        self.clear_hint()
        self.draw()
        self._keep_caption()
        self._announce(self.caption.words)  # (another player, the same words: all of them)
        self._show_looks()
        if before is None:  # (the places tried as the table was built had neither)
            self.fitted(self.arrange)
        self.sync_targets()
        self.balance()
        # (what was drawn for another player is never drawn again, not even to wipe it away)
        same_eyes = before is None or before.viewer is None or before.viewer == viewer
        seen = self.motion.show(
            self.motion_scenes(),
            self._moves,
            self._own_moves,
            self.SHARED_ITEMS,
            self._latest,
            private_shown=same_eyes,
        )
        if seen and not self._own_moves:
            self._follow_move(seen, [seat for _entry, seat in self._moves])
        if legal and self.interactive and not self._own_moves:
            self.prompt_hold.hold()  # (a person's prompt shows when the move is seen)
        self._moves, self._own_moves = (), False
        self.moves_shown.emit(self.motion.entries)
        new_player = before is None or before.viewer != viewer
        focus = QApplication.focusWidget()
        # a button the player tabbed to keeps the focus; a sheet where no decision is loses it,
        # and so does whatever Qt handed the focus to as this position disabled or hid the
        # button that had it (Done pressed by key: the next in the Tab order is another
        # player's small sheet, where Enter only shows that sheet big)
        kept = (
            focus is held
            and focus is not None
            and self.isAncestorOf(focus)
            and not isinstance(focus, FittingView)
        )
        if legal and (new_player or not kept) and focus is not self.keyboard_target():
            self.focus_sheet(show_ring=self.show_focus_ring())
        elif not legal:
            # (nothing to decide: a focus asked for while the table was hidden is not given
            # when it shows, or it would take the keys from what the page offers instead)
            self._focus_pending = False

    def set_looks(self, looks: Sequence[Look | None]) -> None:
        """Each seat's remembered colour and symbol (None: the seat has none), drawn left of
        the name in the header of the big sheet and in every small sheet's caption."""
        self.looks = list(looks)
        self._show_looks()

    def seat_look(self, seat: Seat | None) -> Look | None:
        return self.looks[seat] if seat is not None and 0 <= seat < len(self.looks) else None

    def _show_looks(self) -> None:
        self.caption.set_look(self.seat_look(self._big_shown))
        for seat in range(len(self.others.sheets)):
            self.others.set_look(seat, self.seat_look(seat))

    def show_caption(self, caption: str | None) -> None:
        self._caption_instead = caption
        self._keep_caption()
        if caption is None and self.position is not None:
            self.draw()

    def _keep_caption(self) -> None:
        # (after each drawing of the game's own, which writes its words into the caption)
        if self._caption_instead is not None:
            self.caption.setText(self._caption_instead)

    def arrange(self) -> None:
        """Decide the table's arrangement anew at its size now, as on a resize (where the
        choice panel goes, else the width shared from the others' narrowest; a game adds its
        own places): done once the first position is drawn, its words and the seats' looks in
        place, which take the caption's room, and the seats not playing hidden (a table fitted
        before, while every small sheet was still there, shared its width on their least
        width: a card game alone at 819x600 opened with the others' panel 91 px wide, none
        once fitted again)."""
        if not width_share.place_choice_panel(self):
            width_share.settle(self)

    def draw(self) -> None:
        """Show `self.position` (the game's drawing: sheets, cards, caption, buttons)."""
        raise NotImplementedError

    def _announce(self, prompt: str) -> None:
        """Tell assistive technology whose turn it is and what to do (the instruction line's
        words): an announcement when they change, the table's description, and the sheets' (a
        screen reader reads the description of the sheet that has the keyboard as it changes,
        with the item the keyboard is on). Once for a position's words: the caption's change
        in its drawing says them, the drawing's end then asks again."""
        position, said = getattr(self, "position", None), getattr(self, "_prompt_for", (None, ""))
        if position is not None and said[0] is position and said[1] == prompt:
            return
        self._prompt_for = (position, prompt)
        if position is not None and position.acting is not None and position.legal:
            name = self.name(position.acting)
            if name and name not in prompt:
                prompt = f"{name}: {prompt}"
        if prompt != self.accessibleDescription():
            self.setAccessibleDescription(prompt)
        if prompt and prompt != getattr(self, "_announced", ""):
            # said at once, politely (after what the reader says), once a change (turn, step)
            self._announced = prompt
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self, prompt))
        for targets in getattr(self, "_targets", ()):  # (none yet while the table is built)
            for view in targets.scene.views():
                if isinstance(view, FittingView):
                    view.set_prompt(prompt)

    def add_targets(
        self,
        scene: SheetScene,
        meaning: Callable[[str], Meaning],
        words: Callable[[str], str] | None = None,
    ) -> Targets:
        """Let the kit do the clicking on `scene`: `meaning(item_id)` says what an item stands
        for now (an Action, `Refuse(reason)`, `Command(run)` or None; see targets.py);
        `words(item_id)` what it is, for screen readers (else its tooltip says it)."""
        targets = Targets(self, scene, meaning, words)
        self._targets.append(targets)
        return targets

    def targets(self) -> list[Targets]:
        """Every scene bound with `add_targets`, in the order bound."""
        return list(self._targets)

    def sync_targets(self) -> None:
        """Highlight the targets of every bound scene (done after each position is drawn; a
        game calls it when something of its own changes what its items mean). An outline that
        has the keyboard (a lesson's) then marks what of its move is still to do, and the
        keyboard goes there: Enter after Enter makes the move (a card chosen, then Play)."""
        if self.position is not None:
            for targets in self._targets:
                targets.sync()
            if self.hint_marks.takes_keys and self.hinted is not None:  # (once the redraw ends)
                QTimer.singleShot(0, self, self._outline_the_rest)

    def _outline_the_rest(self) -> None:
        if self.hint_marks.takes_keys and self.hinted is not None:
            self.show_hint(self.hinted, self.hint_marks.label, focus=True)

    @property
    def _view(self) -> Any:
        return self.position.view if self.position is not None else None

    @property
    def _viewer(self) -> Seat | None:
        return self.position.viewer if self.position is not None else None

    def name(self, seat: Seat | None) -> str:
        """The player at `seat` as the screen names them (a computer seat marked; "" for none)."""
        return (
            seat_name(self.players[seat]) if seat is not None and seat < len(self.players) else ""
        )

    def show_others(
        self,
        big: Seat,
        players: int,
        turn: Collection[Seat] = (),
        line: Callable[[Seat], str] | None = None,
        short: Callable[[Seat], str] | None = None,
    ) -> list[Seat]:
        """Show the small sheet of every seat but `big`, captioned with the player's name and
        points (the position's scores), "▶" before the seats in `turn` (theirs is the move), and
        `line(seat)` (a game's words; `short(seat)`, their form for a narrow column) under it;
        hide the rest. Returns the seats shown, in order: the game draws their sheets."""
        scores = self.position.scores if self.position is not None else {}
        words = QCoreApplication.translate("OthersPanel", "{player} — points: {points}")
        shown: list[Seat] = []
        visible = {seat: seat != big and seat < players for seat in range(len(self.others.sheets))}
        self.others.show_sheets(visible)
        for seat in range(len(self.others.sheets)):
            if not visible[seat]:
                continue
            shown.append(seat)
            points = scores[seat].total if seat in scores else 0
            name = self.name(seat)  # (once: naming a seat translates its words)
            caption = words.format(player=name, points=count_text(points))
            if seat in turn:
                caption = "▶ " + caption
            if line is not None:
                caption += "\n" + line(seat)
            self.others.set_caption(seat, caption, name, short(seat) if short else "")
        return shown

    def big_seat(self, fallback: Seat) -> Seat:
        """The seat whose sheet is shown big: the one acting, else the one looking. (Every game
        asks it as it draws: the header above the big sheet shows that seat's look.)"""
        position = self.position
        if position is not None and position.acting is not None:
            big = position.acting
        elif position is not None and position.viewer is not None:
            big = position.viewer
        else:
            big = fallback
        self._big_shown = big
        return big

    # -- input ----------------------------------------------------------------------------------

    def say(self, message: Text | str) -> None:
        self.status_message.emit(message)

    def not_your_turn(self) -> Text | str:
        return QCoreApplication.translate("GameTable", "It is not your turn.")

    def choose(self, action: Action) -> None:
        """Emit a legal choice; explain a refused one (the session says why)."""
        position = self.position
        if position is None or not position.legal:
            self.say(self.not_your_turn())
        elif action in position.legal:
            self.action_chosen.emit(action)
        else:
            self.say(self.explain(action))

    # -- size and language -------------------------------------------------------------------------

    def minimumSizeHint(self) -> QSize:
        """The least size at the table's width now, the instruction over the sheet wrapped on the
        lines it takes there (a page that scrolls gives the table no less: its big sheet kept at the
        scale its words read at, `FittingView.keep_legible`, and its buttons under it)."""
        hint = super().minimumSizeHint()
        caption = self.caption
        # (only where it stands over the sheet in the column: a game that moves it beside the
        # pad lays its height out itself)
        if caption.isVisible() and caption.width() > 0 and self.main.indexOf(caption) >= 0:
            lines = caption.heightForWidth(caption.width())
            hint.setHeight(hint.height() + max(0, lines - caption.minimumSizeHint().height()))
        return hint

    # the most of the table's height the instruction line takes with its aside (the keys the
    # buttons name too): in a short window the sheet keeps the height, the line its lead
    # (910x512 with Larger text: four lines of Greek took the room the sheet's words needed);
    # in a page that scrolls, of the height the window shows (`CaptionRoom`)
    CAPTION_SHARE = 0.2

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._root.resized()  # (fitted to its new size: `TableLayout`)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if getattr(self, "_focus_pending", False) and self.interactive:
            # (the table as the timer's context: nothing runs if it is gone by then)
            QTimer.singleShot(0, self, self._focus_when_shown)
        self.fitted(self.fit_when_shown)

    def fitted(self, fit: Callable[[], None]) -> None:
        """`fit` (the table fitted to its size: resized, shown, arranged anew) run as the
        table's fit: never from inside another fit nor a pass of the table's layout, its
        sheets drawn at their new scale once, after it (`TableLayout`)."""
        self._root.fit(fit)

    def fit_to_size(self) -> None:
        """The table's parts fitted to its size, on a resize (a game adds its own)."""
        self.caption_room.fit()
        self.button_row.fit_window()
        # (the width shared anew from the others' narrowest, as a table just opened shares it,
        # never by steps from the share the last size left: placing the choice panel does so in
        # each place it tries)
        if not width_share.place_choice_panel(self):
            width_share.settle(self)

    def fit_when_shown(self) -> None:
        """The table's parts fitted as it is shown (a game adds its own)."""
        width_share.place_choice_panel(self)

    def retranslate(self) -> None:
        """Set every text again in the current language (called on LanguageChange, before the
        position is drawn again: a game sets here only what its `draw` does not)."""

    # -- for tests and benchmarks ---------------------------------------------------------------

    def cell_center(self, item_id: str) -> QPoint:
        """The viewport position of an item's centre on the sheet the player acts on (QTest)."""
        view = self.focus_view
        scene = view.scene() if view is not None else None
        assert view is not None and isinstance(scene, SheetScene)
        item = scene.cell(item_id)
        return view.mapFromScene(item.mapToScene(item.rect().center()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.position is not None:  # (the words a drawing writes, in the new language)
                self.draw()
            self._keep_caption()
        super().changeEvent(event)
