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
the targets that stand for the action, and what a game's `hint_targets` adds. The next position
drawn takes the marks away.

When the table is fitted to its size (`fitted`: a game's `fit_to_size`, `fit_when_shown`,
`arrange`) and its sheets to theirs, and what waits for what: `TableLayout`.

What the table gives the paper (its sheets as written on paper, a blank pad, the rules'
pictures) is paper_sheets.py's.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from contextlib import nullcontext
from dataclasses import dataclass
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QKeySequence,
    QResizeEvent,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsScene,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from sheetdesk.core.i18n import Text, count_text
from sheetdesk.core.protocol import Action, ScoreBreakdown, Seat
from sheetdesk.core.session import Player
from sheetdesk.ui.formatting import seat_name
from sheetdesk.ui.game_table import GameTable
from sheetdesk.ui.keys_card import plain

from ..after_changes import one_at_a_time
from ..player_symbol import Look
from . import width_share
from .after_pass import AfterPass
from .button_row import BUTTON_HEIGHT, ButtonRow
from .caption import CaptionRoom, InstructionLine
from .choices import ChoicePanel
from .hint import HintMarker
from .hint_marks import HintMarks, HintTarget
from .motion import Motion
from .others import OthersPanel
from .paper_sheets import PaperSheets
from .prompt_hold import PromptHold
from .scene import SheetScene
from .scrolled import LeastScaleArea
from .targets import Meaning, Targets
from .view import FittingView, fits_after


class TableLayout(QHBoxLayout):
    """The table's own layout, and the one place that decides when the table is fitted to its
    size and when its sheets are fitted to theirs.

    A table's fit (`fit`: the table's `fit_to_size` on a resize, `fit_when_shown` as it is
    shown, a game's `arrange`) places its parts, and Qt answers that at once, from inside it:
    showing a button lays out every layout over it, the page's too, whose new size resizes the
    table. A sheet's fit (`FittingView.fit`) redraws it at a new scale. So:

    - A fit asked for while a pass of this layout is under way runs once that pass is done (the
      last asked for; after_pass.py `AfterPass`): a fit moves the table's parts from one of its
      layouts to another, and the pass, going on, met parts no longer there (Giza solo with
      Larger text, its page too wide for the window, crashed in a language change).
    - A fit asked for from inside a fit runs after it, the last asked for (`one_at_a_time`: a
      fit in the middle of a fit, and again inside that, went on till the stack ran out). The
      one a resize asks for then is left out where the fit before it fitted the table to the
      size it has by then: Giza's table, resized to another size and back by its page inside
      each fit, was fitted again at the same size until `one_at_a_time` gave up.
    - The sheets' fits wait (`fits_after`) through every fit, and through a pass that lays the
      table out at a size other than its last resize event's (Qt lays a widget out before its
      resize event runs) till the fit that event asks for: a sheet is drawn once a resize, at
      the size the table's fit leaves it at, not at each place a fit tries nor first at the
      size the pass gave it. A pass at the size of the last resize event has no resize event
      after it: its sheets are fitted at once; where a pass at a new size is followed by none
      (a table shown, laid out at a size no resize event of its own brought), at the next
      turn of the event loop.

    The game's held area (`TableScaffold.held_area`) is released while a fit runs."""

    def __init__(self, table: TableScaffold) -> None:
        super().__init__(table)
        self._table = table
        self._resized_to = table.size()  # (the table's size at its last resize event)
        self._passes = AfterPass()  # (the fit asked for in a pass: put off till its end)
        self._fitting = False  # a fit runs now
        # the size the fit running now, or the last, fitted the table to (None: that fit was
        # not to the table's size)
        self._sized_at: QSize | None = None

    def setGeometry(self, rect: QRect) -> None:
        self._passes.lay_out(self._pass, rect)

    def _pass(self, rect: QRect) -> None:
        if self._table.size() == self._resized_to:
            super().setGeometry(rect)
        else:
            with fits_after(or_next_turn=True):  # (the resize event follows, or nothing)
                super().setGeometry(rect)

    def resized(self) -> None:
        """The table's resize event: the table fitted to its new size (after the fit running
        now, where one runs)."""
        self._resized_to = self._table.size()
        self.fit(self._fit_to_new_size if self._fitting else self._table.fit_to_size)

    @one_at_a_time("fit")
    def fit(self, fit: Callable[[], None]) -> None:
        """`fit` run as the table's fit, when and as the class says."""
        later = partial(self.fit, fit)  # (nor inside the share's laying out: the parts unplaced)
        if self._passes.put_off("fit", later) or width_share.after_laying_out(self._table, later):
            return
        table = self._table
        held = table.held_area.held_after() if table.held_area is not None else nullcontext()
        at = table.size()
        self._fitting = True
        try:
            with fits_after():
                with held:
                    fit()
                # (the table laid out as the fit left it before its sheets are drawn: a share
                # set last, say, is not left to the layout request Qt posts, after they were)
                self.activate()
        finally:
            self._fitting = False
        self._sized_at = at if fit in (table.fit_to_size, self._fit_to_new_size) else None

    def _fit_to_new_size(self) -> None:
        """The table fitted to its size, asked for from inside a fit, unless the fit before
        fitted it to the size it has now (its parts placed at this size are placed so again)."""
        if self._table.size() != self._sized_at:
            self._table.fit_to_size()


@dataclass(frozen=True, slots=True)
class Position:
    """What the table shows now (kept for a redraw in another language)."""

    view: Any
    viewer: Seat | None
    acting: Seat | None
    legal: tuple[Action, ...]
    scores: Mapping[Seat, ScoreBreakdown]


class TableScaffold(GameTable, PaperSheets):
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

    def button(
        self, slot: Callable[[], object] | None, *, bold: bool = False, keep_space: bool = False
    ) -> QPushButton:
        """A game button for the button row: large, reachable by Tab, never stealing the focus
        from the sheet when clicked; `keep_space`: its room stays when it hides."""
        button = QPushButton()
        button.setMinimumHeight(BUTTON_HEIGHT)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        if slot is not None:
            button.clicked.connect(slot)
        if bold:
            font = button.font()
            font.setBold(True)
            button.setFont(font)
        if keep_space:
            policy = button.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            button.setSizePolicy(policy)
        return button  # (the row keeps its buttons' height when they all hide: ButtonRow)

    def shortcut(
        self,
        key: str,
        slot: Callable[[], object],
        button: QPushButton | None = None,
        words: Callable[[], str | None] | None = None,
    ) -> QShortcut:
        """A key that works wherever the focus is inside the table. With `button` (the button
        that does the same): the button's tooltip names the key, and the Keys card lists the
        key with the button's words while the button is shown and enabled. With `words`
        instead: what the key does now, for the Keys card (None: nothing in this step)."""
        shortcut = QShortcut(QKeySequence(key), self)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.activated.connect(slot)
        if words is not None:
            self.key_words.append((shortcut.key(), words))
        if button is not None:
            self.button_keys.append((button, shortcut.key()))
            self.set_button_text(button, button.text())
        return shortcut

    def set_button_text(self, button: QPushButton, text: str) -> None:
        """Set a button's words, and its tooltip and accessible description naming its key
        (when `shortcut` bound one to it)."""
        if button.text() != text:
            button.setText(text)
        for bound, key in self.button_keys:
            if bound is button:
                tip = QCoreApplication.translate("GameTable", "Key: {key}").format(
                    key=key.toString(QKeySequence.SequenceFormat.NativeText)
                )
                if tip != button.toolTip():  # (the same words at every position drawn)
                    button.setToolTip(tip)
                    button.setAccessibleDescription(tip)

    def sheet_keys_work(self) -> bool:
        """Whether the arrows and Enter choose something on a sheet now (for the Keys card)."""
        return self.position is not None and any(t.lit() for t in self._targets)

    def tab_words(self) -> str:
        """What Tab does now, for the Keys card, where the sheet with the keyboard keeps Tab for
        itself ("": Tab goes on to the next button or sheet, as everywhere)."""
        return ""

    def choice_keys_work(self) -> bool:
        """Whether the arrows and Enter choose among the choice buttons now (for the Keys card):
        one of them is shown and takes a press."""
        return self.position is not None and any(
            button.isVisible() and button.isEnabled() for button in self.choice_buttons
        )

    def step_keys(self) -> list[tuple[str, str]]:
        """(key, what it does) for every key of the table's that works now (a button's while
        the button is shown and enabled), for the Keys card."""
        native = QKeySequence.SequenceFormat.NativeText
        rows = []
        for key, words_now in self.key_words:
            said = words_now()
            if said:
                rows.append((key.toString(native), said))
        for button, key in self.button_keys:
            if button.isVisibleTo(self) and button.isEnabled():
                words = plain(button.text())
                rows.append((key.toString(QKeySequence.SequenceFormat.NativeText), words))
        return rows

    # -- positions ------------------------------------------------------------------------------

    def show_position(
        self,
        view: Any,
        viewer: Seat | None,
        acting: Seat | None,
        legal: Sequence[Action],
        scores: Mapping[Seat, ScoreBreakdown],
    ) -> None:
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
        # a button the player tabbed to keeps the focus; a sheet where no decision is loses it
        kept = focus is not None and self.isAncestorOf(focus) and not isinstance(focus, FittingView)
        if legal and (new_player or not kept) and focus is not self.keyboard_target():
            self.focus_sheet(show_ring=self.show_focus_ring())
        elif not legal:
            # (nothing to decide: a focus asked for while the table was hidden is not given
            # when it shows, or it would take the keys from what the page offers instead)
            self._focus_pending = False

    # -- the moves seen (motion.py) -------------------------------------------------------------

    # ids of the items on a table that are no seat's (the display, the pile): compared from
    # position to position whichever seat's sheet is big
    SHARED_ITEMS: tuple[str, ...] = ("display", "pile", "discard", "note", "deck")

    def note_moves(
        self,
        entries: Sequence[tuple[int, Seat | None]],
        own: bool,
        latest: Mapping[Seat, int] | None = None,
    ) -> None:
        self._moves, self._own_moves, self._latest = tuple(entries), own, latest

    def motion_scenes(self) -> list[tuple[QGraphicsScene, Seat | None, bool]]:
        """The scenes drawn now, the seat whose sheet each shows and whether it is the big one
        (the scenes the table's targets are on: the big seat's; the small sheets shown)."""
        big = self._big_shown
        scenes: list[tuple[QGraphicsScene, Seat | None, bool]] = []
        for targets in self._targets:
            scenes.append((targets.scene, big, True))
        for seat, sheet in enumerate(self.others.sheets):
            if not sheet.isHidden():
                scenes.append((sheet.view.scene(), seat, False))
        return scenes

    def _follow_move(self, seen: Sequence[Any], movers: Sequence[Seat | None]) -> None:
        """Where the others' column scrolls, the small sheet of the last player whose move is
        ringed on one is brought into sight (the column scrolled no further than that): a
        computer writing on a sheet below the column's end was a move nobody saw."""
        scroll = self.others.scroll
        if scroll is None or scroll.verticalScrollBar().maximum() <= 0:
            return
        scenes = {id(item.scene()) for item in seen}
        ringed = [
            seat
            for seat, sheet in enumerate(self.others.sheets)
            if not sheet.isHidden() and id(sheet.view.scene()) in scenes
        ]
        last = next((seat for seat in reversed(movers) if seat in ringed), None)
        if last is not None:
            scroll.ensureWidgetVisible(self.others.sheets[last], 0, 0)

    def show_entry(self, entry: int) -> bool:
        shown = self.motion.show_entry(entry, self.motion_scenes())
        self.moves_shown.emit(self.motion.entries)
        return shown

    def motion_ms(self) -> int:
        return self.motion.remaining_ms()

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

    def show_focus_ring(self) -> bool:
        """Whether the sheet's keyboard focus ring shows when the table is shown for a player."""
        return True

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

    # -- hints ----------------------------------------------------------------------------------

    def hint_targets(self, action: Action) -> list[HintTarget]:
        """Where `action` is on this table: the items that stand for it (`target_spots`); a game
        adds what is not a target (rectangles of its scenes, `spot`, and buttons). Empty: the
        table cannot point at it."""
        return self.target_spots(action)

    def target_spots(self, action: Action) -> list[HintTarget]:
        """The items of the scenes bound to targets that stand for `action` now."""
        return [
            self.spot(targets.scene, item_id)
            for targets in self._targets
            for item_id in targets.items_for(action)
        ]

    @staticmethod
    def spot(scene: SheetScene, item_id: str) -> tuple[QGraphicsScene, QRectF]:
        """The hint target of one item of a scene (a box, a card)."""
        item = scene.cell(item_id)
        return scene, item.mapToScene(item.rect()).boundingRect()

    def show_hint(self, action: Action, label: str | None = None, *, focus: bool = False) -> bool:
        """Mark `action` (hint_marks.py); `focus`: the keyboard goes where the marks are, so that
        Enter makes the move shown (`focus_sheet`)."""
        return self.hint_marks.show(action, label, focus=focus)

    def clear_hint(self) -> None:
        """Take the hint's marks away (a new position is drawn)."""
        self.hint_marks.clear()

    @property
    def hinted(self) -> Action | None:
        """The action a hint shows now."""
        return self.hint_marks.action

    @property
    def hint_markers(self) -> tuple[HintMarker, ...]:
        return tuple(self.hint_marks.markers)

    @property
    def hint_buttons(self) -> tuple[QPushButton, ...]:
        """The buttons the hint outlines now."""
        return tuple(self.hint_marks.buttons)

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

    # -- focus and language ---------------------------------------------------------------------

    def keyboard_target(self) -> QWidget | None:
        """What takes the keyboard when the player's turn comes: the sheet they act on; a game
        whose step begins with its buttons (Giza dice's roller) names the first of them."""
        return self.focus_view

    def focus_sheet(self, show_ring: bool = True) -> None:
        """Give the keyboard to the sheet the player acts on (the table was shown for them): now
        if the table is on screen, else as soon as it is (after a hand-over page), the cell its
        keys start on brought into sight where the sheet scrolls in a short window. `show_ring`:
        show the keyboard focus ring on the sheet at once (not while a ghost is what moves)."""
        view = self.keyboard_target()
        if self.hint_marks.takes_keys:
            view = self.hint_marks.keys() or view
        if view is None:
            return
        self._focus_ring = show_ring
        if view.isVisible():
            self._focus_pending = False
            reason = Qt.FocusReason.OtherFocusReason
            view.setFocus(reason if show_ring else Qt.FocusReason.ActiveWindowFocusReason)
            if isinstance(view, FittingView):
                # (once the table is laid out: the sheet's scroll range follows its new size)
                QTimer.singleShot(0, view, view.keep_focus_in_sight)
        else:
            self._focus_pending = True

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

    def _focus_when_shown(self) -> None:
        self.focus_sheet(getattr(self, "_focus_ring", True))

    def retranslate(self) -> None:
        """Set every text again in the current language (called on LanguageChange)."""

    # -- for tests and benchmarks ---------------------------------------------------------------

    def cell_center(self, item_id: str) -> QPoint:
        """The viewport position of an item's centre on the sheet the player acts on (QTest)."""
        view = self.focus_view
        scene = view.scene() if view is not None else None
        assert view is not None and isinstance(scene, SheetScene)
        item = scene.cell(item_id)
        return view.mapFromScene(item.mapToScene(item.rect().center()))

    @property
    def choice_buttons(self) -> list[QPushButton]:
        """The choice panel's buttons now (none without a panel)."""
        return self.choice_panel.buttons if self.choice_panel is not None else []

    def choice(self, name: str) -> QPushButton:
        """A choice button by its object name."""
        assert self.choice_panel is not None
        return self.choice_panel.button(name)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._keep_caption()
        super().changeEvent(event)
