"""The session controller: one match on the table page.

It owns the Session, its autosaver and lock, and plays computer turns after a short visible
pause; the table never changes game state (it emits the chosen Action the controller plays).
Every change goes one way (`apply`): the change to the session (the autosave writes it
once), then the position it leaves, computed once (core/turns.py `Position`), then one redraw
from it (table, side column, log, undo/redo, hand-over page or computer's turn). Who acts next,
when the laptop must be handed over and when the computers act is the turn policy's decision
(core/turns.py `TurnPolicy`, docs/architecture.md "Pass-and-play"; a lesson plugs in its own):

* whenever the human to act is not the one holding the laptop, the hand-over page comes first
  (every decision is private), except in an open step — and the table is redrawn with the
  public view *before* the page is shown, so no sheet underneath shows secrets;
* a resumed or opened game starts with nobody holding the laptop, so it opens on the hand-over
  page when its next view has secrets.

Thinking (computer levels that search, and hints): a bot that searches (`thinks`) runs on a worker
thread (thinking.py; the computers' turns: controller_computers.py) from the moment its turn starts;
the header says "Ana is thinking…" with a busy indicator until its move comes, and it is played no
sooner than the usual pause. A hint ("what would the computer do?") asks the game's bot module's
`hint` for the human to act, the same way, and shows its answer on the sheet; nothing is played
(controller_hints.py). Anything that changes the position (a move, undo, a hand-over), leaving the
game or quitting cancels the search, and a result that comes late is dropped. Several searching
computers deciding in one simultaneous step share the time (core/search.py `shared_seconds`); a step
searched as one that a computer's move opens is searched in the same job, during the move's pause
(lookahead.py). Bots that do not search move on the GUI thread.

Speed:
* the table page can be built late: with `make_page` instead of a page, nothing is built while
  the game waits on the hand-over page (which hides the table anyway); the window builds it right
  after the hand-over page has painted (`ensure_page`), or at the latest when the table is needed;
* a change is drawn and the window repainted at once (ui/repaint.py), and only then written
  (the autosave holds its write meanwhile), all before the event loop turns: no input comes
  between a move and its write, and the write does not delay what the player sees; forcing it
  to the disk (fsync) comes after (`after_repaint`); a change still waiting for its fsync when
  the next one comes is synced first, and `close()` (quitting, leaving the game) syncs anything
  still due at once;
* a change computes its position (the rules' step, the view, legal actions, scores, undo/redo
  texts) once, and everything drawn reads it; the session asks the rules for a state's step once.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP, Text, text
from sheetdesk.core.protocol import Action, IllegalAction, Seat, scores_known
from sheetdesk.core.session import Session
from sheetdesk.core.turns import Facts, Position, TurnPolicy, position

from . import sound
from .controller_computers import ControllerComputers
from .controller_hints import ControllerHints
from .formatting import entry_lines, render, seat_label, shown_name
from .i18n import installed_language
from .lookahead import at_once, thinks
from .repaint import repaint_now
from .thinking import Thinker


class Controller(ControllerHints, ControllerComputers, QObject):
    handover_needed = Signal(int)  # seat: show the hand-over page for this player
    table_shown = Signal()  # show the table page
    # the Position just drawn: the menus update their undo/redo labels, and whoever follows the
    # game's positions reads it (a lesson's panel, ui/lesson.py)
    position_changed = Signal(object)
    game_over = Signal(bool)  # True: ended just now (a move, a redo); False: opened ended
    status = Signal(str)  # a message for the status bar
    save_failed = Signal(str)  # autosave could not write (the game goes on)
    saved_again = Signal()  # autosave works again after a failure
    hint_shown = Signal()  # a hint is on the sheet
    policy_said = Signal(str)  # why the policy turned a move down ("": it took the move)

    BOT_DELAY_MS = 600
    QUICK_STAGGER_MS = 120  # at most between two computers' writes of one open step

    def __init__(
        self,
        entry: Any,
        session: Session,
        page: Any,
        *,
        make_page: Callable[[], Any] | None = None,
        after_repaint: Callable[[Callable[[], object]], object] | None = None,
        save_path: Path | None = None,
        read_only: bool = False,
        autosave: bool = True,
        lock: Any = None,
        write_now: bool = False,
        policy: TurnPolicy | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.entry = entry
        self.session = session
        self.rules = session.rules
        self.page: Any = None
        self._make_page = make_page
        self._after_repaint = after_repaint
        self.read_only = read_only
        self.lock = lock
        self.save_path = save_path
        self.bot_delay_ms = self.BOT_DELAY_MS
        humans = [seat for seat, p in enumerate(session.players) if p.is_human]
        self.humans: tuple[Seat, ...] = tuple(humans)
        # who acts next, the hand-over and the computers' turns (core/turns.py)
        self.policy = policy if policy is not None else TurnPolicy(read_only=read_only)
        # The human who has the laptop now (None: nobody confirmed yet).
        self.holder: Seat | None = self.policy.first_holder(humans)
        self.position: Position | None = None  # the position drawn last
        self._position_key: Any = None  # (the session's change, the holder) it was made for
        self._drawn_state: Any = None  # the state it was made from
        self.viewer: Seat | None = None
        self.waiting_for: Seat | None = None  # the hand-over page is up for this seat
        self._closed = False
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(lambda: self._bot_move(paused=True))
        self.thinker = Thinker(self)
        self.thinker.done.connect(self._thought)
        self.thinker.failed.connect(self._thought_failed)
        self.thinking_seat: Seat | None = None  # a computer player searching for its move
        self._bot_job = 0
        self._bot_result: Action | None = None
        self._hint_job = 0  # a hint being looked for (0: none)
        self.hints_enabled = True  # the settings may turn hints off
        self._offered_memo: Any = None  # (the position, hints_enabled, whether hints are offered)
        self._hint_said = False  # the status bar speaks of a hint (gone with its position)
        self._log_cache: dict[int, tuple[Any, list[str]]] = {}  # index: (its entry, its lines)
        # the seats' names as shown (`_named`), with the players and the language they were made for
        self._names: tuple[tuple[Any, ...], str, tuple[str, ...]] | None = None
        self._labels_key: Any = None
        self._labels: tuple[str | None, str | None] = (None, None)
        self._version = 0  # counts the session's changes (the labels' cache key)
        self._language_epoch = 0
        self._side_pending: Any = None  # (the scores, the viewer) the side column is still to show
        self._side_viewer: Seat | None = None  # whose view the side panel shows (interactive)
        self._drawn_at = session.cursor  # the log's length at the last position drawn
        self._moved_at = 0.0  # when the change drawn last was made (0: none; a hand-over)
        self.log_entries: list[int] = []  # the log entry of each line log_lines gave last
        session.subscribe(self._on_session_change)
        sound.watch(session)  # each move's sound: dice, a card, a pen (ui/sound.py)
        self.autosaver: Any = None
        # The first write waits for start(): its failure must reach whoever connected to
        # save_failed after building the controller.
        self._write_at_start = write_now
        if autosave and not read_only:
            from sheetdesk.core import savefile

            self.autosaver = savefile.Autosaver(
                session,
                save_path,
                on_error=self._on_save_error,
                on_recovered=self.saved_again.emit,
                write_now=False,
                defer=self._save_soon,
                position=self._drawn_position,  # (saved from the position drawn)
            )
            self.save_path = self.autosaver.path
        if page is not None:
            self._attach(page)

    def _attach(self, page: Any) -> None:
        self.page = page
        table = page.table
        table.action_chosen.connect(self.choose)
        table.status_message.connect(self._on_table_status)
        table.refusal = self._refusal
        table.undo_offered = self.undo_offered
        if hasattr(page, "log_entry_clicked"):  # the log and the sheets show each other's move
            page.log_entry_clicked.connect(table.show_entry)
            table.moves_shown.connect(page.mark_entries)

    def ensure_page(self, *, draw: bool = True) -> None:
        """Build the table page now if it was left for later (`make_page`); with `draw`, show the
        position on it as it stands (the public view while the hand-over page is up)."""
        if self.page is not None or self._make_page is None or self._closed:
            return
        self._attach(self._make_page())
        if draw:
            self._redraw_same()

    @property
    def page_built(self) -> bool:
        return self.page is not None

    def _on_session_change(self, session: Session, kind: str) -> None:
        self._version += 1

    def _save_soon(self, sync: Callable[[], object]) -> None:
        # Each change is written at once (it survives the app being killed); forcing it to the
        # disk (fsync) comes after the repaint the change asked for, so it does not delay what
        # the player sees (the window says when: `after_repaint`; without one, on the next turn
        # of the event loop); close() syncs whatever is still due.
        if self._after_repaint is not None:
            self._after_repaint(sync)
        else:
            QTimer.singleShot(0, sync)

    @property
    def unsaved(self) -> bool:
        """The last autosave failed: the latest changes exist only in this window."""
        return self.autosaver is not None and self.autosaver.failing

    def save_to(self, path: Path) -> None:
        """Write the match to `path` (raises SaveError)."""
        from sheetdesk.core import savefile

        savefile.write(self.session, path, position=self.position)

    def retry_save(self) -> bool:
        """Try the autosave once more; True if the match is saved now."""
        return self.autosaver is None or self.autosaver.save()

    def flush_save(self) -> None:
        """Force a pending autosave to the disk now."""
        if self.autosaver is not None:
            self.autosaver.flush()

    # --- names --------------------------------------------------------------------------------

    def name(self, seat: Seat | None) -> str:
        """The player at `seat` as the scores name them (a seat's default name in the app's
        language now, whichever the game began in; "" for none)."""
        if seat is None:
            return ""
        return self._named()[seat]

    def names(self) -> list[str]:
        """Every seat's player as `name` names them, by seat (a sentence's "{0}", "{1}"…)."""
        return list(self._named())

    def _named(self) -> tuple[str, ...]:
        # made once for the players and the language of the moment: a position drawn, its turn
        # line and its log name every seat again, several times a click
        players, language = self.session.players, installed_language()
        kept = self._names
        if kept is None or kept[0] is not players or kept[1] != language:
            kept = self._names = (players, language, tuple(shown_name(p.name) for p in players))
        return kept[2]

    def is_bot(self, seat: Seat | None) -> bool:
        return seat is not None and not self.session.players[seat].is_human

    # --- the flow -----------------------------------------------------------------------------

    def start(self) -> None:
        """Show the match as it stands (a new, resumed or opened game), after writing it first
        if it was asked to (`write_now`)."""
        if self._write_at_start and self.autosaver is not None:
            self._write_at_start = False
            self.autosaver.due()
        self.apply()

    def needs_handover(self, seat: Seat) -> bool:
        """Whether the laptop goes to `seat` first if it were to act now (the policy's rule)."""
        return self.policy.handover_due(Facts.of(self.session), seat, self.holder)

    def apply(self, change: Callable[[], object] | None = None) -> Text | None:
        """The one change path: `change` goes to the session (whose one change signal the
        autosave writes, once; a write still waiting for its fsync is forced first), the
        position it leaves is computed once (core/turns.py), and everything is drawn from it:
        the table, the side column, the log, undo/redo, the hand-over page or the computer's
        turn. Without `change`, the position as it stands (a start, a hand-over confirmed).
        Returns the rules' reason when they refuse the change (then nothing changed)."""
        if self._closed:
            return None
        self._moved_at = 0.0 if change is None else time.perf_counter()
        if change is None:
            self._show(self._current())
            return None
        self.flush_save()  # at most one change ever waits for its write
        saver = self.autosaver
        # The change is written once it is on screen (the window repainted at once), before
        # this returns to the event loop: nothing the player saw can be lost to a kill.
        with saver.held() if saver is not None else contextlib.nullcontext():
            try:
                change()
            except IllegalAction as error:
                return error.reason
            self._show(self._current(), changed=True)
            if saver is not None and saver.unwritten and self.page is not None:
                # (the sheets' scenes are the table's: the side column has none to look for)
                repaint_now(self.page.table)
        return None

    def _current(self) -> Position:
        """The position now: computed once per change of the session (or of the holder)."""
        key = (self._version, self.holder)
        state = self.session.state  # (a state changed behind the session's back counts too)
        if self.position is None or key != self._position_key or state is not self._drawn_state:
            self.position = position(self.session, self.policy, self.holder, scores=self.scores_of)
            self._position_key, self._drawn_state = key, state
        return self.position

    def _drawn_position(self) -> Position | None:
        """The position drawn last (the autosave checks it is the session's now)."""
        return self.position

    def _show(self, pos: Position, changed: bool = False) -> None:
        """Draw `pos` and do what its turn says (see core/turns.py `TurnKind`)."""
        self._bot_timer.stop()
        self._stop_thinking()
        self._forget_hint_message()
        self.waiting_for = None
        turn = pos.turn
        self.viewer = turn.viewer
        self.holder = turn.holder
        self._position_key = (self._version, self.holder)  # (the same turn with this holder)
        if turn.kind == "handover":
            assert turn.seat is not None
            if self.page is not None:  # (an unbuilt table shows nothing at all)
                self._draw(pos)  # nothing secret stays drawn underneath
            self.waiting_for = turn.seat
            self.handover_needed.emit(turn.seat)
            return
        if turn.kind == "computer" and turn.seat is not None:
            bot = self._bot(turn.seat)  # (a move kept from its step's search: no job, lookahead)
            if thinks(bot) and at_once(self.session, turn.seat, bot, self._bot_rng) is None:
                self._think(turn.seat, bot)
        self._draw(pos)
        if turn.kind == "over":
            self.game_over.emit(changed)
            return
        self.table_shown.emit()
        if turn.kind == "computer":
            self._bot_timer.start(self._bot_delay(turn.quick))

    def confirm_handover(self) -> None:
        """The player named on the hand-over page has the laptop now."""
        seat = self.waiting_for
        if seat is None:
            return
        self.waiting_for = None
        self.holder = seat
        self.apply()

    def _draw(self, pos: Position) -> None:
        self.ensure_page(draw=False)
        viewer, acting, view = pos.viewer, pos.acting, pos.view
        interactive, legal, scores = pos.interactive, pos.legal, pos.scores
        page = self.page
        table = page.table
        # enabled first: a disabled table cannot take the keyboard, and show_position gives it
        # to the sheet when the player's turn comes after a computer's
        table.set_interactive(bool(interactive and legal))
        self._note_moves(table, viewer)
        table.show_position(view, viewer, acting, legal, scores)
        side = (scores, viewer)  # (the rows' words made as they are shown, `_update_side`)
        same_player = interactive and viewer == self._side_viewer
        self._side_viewer = viewer if interactive else None
        if same_player and self._after_repaint is not None:
            # The same player goes on: the sheet they clicked repaints first, the side panel
            # (scores so far, log) right after it. Whenever the viewer changes, at once.
            if self._side_pending is None:
                self._after_repaint(self._update_side)
            self._side_pending = side
        else:
            self._side_pending = side
            self._update_side()
        page.set_over(pos.over)
        progress = self.rules.progress(view)
        # (the position drawn is handed on: each read of the position asked anew, ten a click,
        # checked the session's change, the holder and the state, each an attribute read on
        # this QObject through PySide's own look-up)
        names = self.names()
        page.set_turn_text(self.turn_text(acting, pos), render(progress) if progress else "", names)
        undo, redo = self._edit_labels(pos)
        can_undo = interactive and undo is not None
        page.set_undo(
            undo if can_undo else None,
            redo if interactive and redo is not None else None,
            can_undo,
        )
        offered = self.hints_offered(pos)
        page.set_hint(offered, offered and self.can_hint(pos))
        page.set_thinking(self.thinking_seat is not None or bool(self._hint_job))
        self.position_changed.emit(pos)

    def _note_moves(self, table: Any, viewer: Seat | None) -> None:
        """Tell the table the log entries this position brings, and whether the player looking
        made them all (chance aside): they saw them made; the others' are shown being made."""
        session = self.session
        cursor, drawn = session.cursor, self._drawn_at
        self._drawn_at = cursor
        # (entry by entry: the history, copied at every position drawn, grew with the game)
        entry = session.entry
        entries = [(i, entry(i).seat) for i in range(drawn, cursor)]
        own = cursor < drawn or (
            viewer is not None and all(seat in (None, viewer) for _i, seat in entries)
        )
        # each seat's last entry, looked for from the end: the newest entries name every seat
        # soon (a pass over the whole history, at every position drawn, grew with the game)
        latest: dict[Seat, int] = {}
        seats = len(session.players)
        for i in range(cursor - 1, -1, -1):
            seat = entry(i).seat
            if seat is not None and seat not in latest:
                latest[seat] = i
                if len(latest) == seats:
                    break
        table.note_moves(entries, own and (bool(entries) or cursor < drawn), latest)

    def _update_side(self) -> None:
        side, self._side_pending = self._side_pending, None
        if side is None or self.page is None or self._closed:
            return
        scores, viewer = side
        players = self.session.players
        self.page.set_scores([(seat_label(p), scores[s].total) for s, p in enumerate(players)])
        self.page.set_log(self.log_lines(viewer), self.log_entries)

    def scores_of(self, view: Any, over: bool | None = None) -> dict[Seat, Any]:
        """The scores of `view`; `over`: whether its game is over, when known (a position's:
        the rules are not asked its step again)."""
        rules = self.rules
        try:
            return rules.scores(view) if over is None else scores_known(rules, view, over)
        except Exception:  # a view the game cannot score: the full state's public totals
            state = self.session.state
            return rules.scores(state) if over is None else scores_known(rules, state, over)

    def turn_text(self, acting: Seat | None, pos: Position | None = None) -> str:
        """The header's words for `acting` at `pos` (the position now, unless given)."""
        if self.read_only:
            if self.lock is not None and not getattr(self.lock, "busy", True):
                # (the lock file could not be made: no other window, a folder it may not write)
                return QCoreApplication.translate("Controller", "Read only")
            return QCoreApplication.translate(
                "Controller", "Read only: this game is open in another window"
            )
        if (self._current() if pos is None else pos).over:
            return QCoreApplication.translate("Controller", "The game is over")
        if acting is None:
            return ""
        if self.is_bot(acting) and acting == self.thinking_seat:
            return QCoreApplication.translate("Controller", "{player} is thinking…").format(
                player=self.name(acting)
            )
        if self.is_bot(acting):
            return QCoreApplication.translate(
                "Controller", "{player} (computer) is playing…"
            ).format(player=self.name(acting))
        owner = self.rules.turn_owner(self.session.state)
        if owner is not None and owner != acting:
            return QCoreApplication.translate(
                "Controller", "Now playing: {owner} — {player} decides"
            ).format(owner=self.name(owner), player=self.name(acting))
        return QCoreApplication.translate("Controller", "Now playing: {player}").format(
            player=self.name(acting)
        )

    def log_lines(self, viewer: Seat | None) -> list[str]:
        """The log as `viewer` may read it: each action in words, then what it brought about."""
        session = self.session
        names = self.names()
        lines: list[str] = []
        self.log_entries = entries = []
        kept = self._log_cache  # (read once: an attribute of this QObject)
        for index, entry in session.visible_steps(viewer):
            # an entry's lines are known by its index and the entry itself, the session's own
            # (never copied): keyed by the entry's value, every line of every move drawn hashed
            # its action's every field again
            known = kept.get(index)
            if known is not None and known[0] is entry:
                said = known[1]
            else:
                said = entry_lines(session, index, entry, names, self.name(entry.seat))
                kept[index] = (entry, said)
            lines.extend(said)
            entries.extend([index] * len(said))
        return lines

    def retranslate(self) -> None:
        self._log_cache.clear()
        self._language_epoch += 1
        if self.waiting_for is None:
            self._redraw_same()

    def _redraw_same(self) -> None:
        self._draw(self._current())

    # --- undo / redo --------------------------------------------------------------------------

    def may_edit(self, pos: Position | None = None) -> bool:
        if self.read_only or self.waiting_for is not None:
            return False
        if pos is None:
            pos = self._current()
        return pos.interactive and self.viewer == pos.acting

    def _label(self, value: Text | None) -> str | None:
        if value is None:
            return None
        return render(value, player=self.name(self.session.acting_seat()))

    def _edit_labels(self, pos: Position | None = None) -> tuple[str | None, str | None]:
        """(undo, redo) labels, computed once per position (the table page and the menus ask;
        `pos`: the position now, when the caller has it)."""
        key = (self._version, self.viewer, self.waiting_for, self._language_epoch)
        if key != self._labels_key:
            if pos is None:
                pos = self._current()
            if self.may_edit(pos):
                self._labels = (self._label(pos.undo_text), self._label(pos.redo_text))
            else:
                self._labels = (None, None)
            self._labels_key = key
        return self._labels

    def undo_offered(self) -> bool:
        """Whether this game lets a player take their moves back at all (the tables' words
        name Undo only then)."""
        return self.policy.edits

    def undo_label(self) -> str | None:
        return self._edit_labels()[0]

    def redo_label(self) -> str | None:
        return self._edit_labels()[1]

    def can_restart(self, pos: Position | None = None) -> bool:
        return self.policy.edits and self.may_edit(pos) and self.session.can_undo()

    def offers(self) -> tuple[str | None, str | None, bool, bool, bool]:
        """What the menus offer now, the position read once: the undo and redo labels, whether
        the turn can be restarted, whether hints are offered and whether one can be asked."""
        pos = self._current()
        undo, redo = self._edit_labels(pos)
        offered = self.hints_offered(pos)
        return undo, redo, self.can_restart(pos), offered, offered and self.can_hint(pos)

    def undo(self) -> None:
        self._edit(self.session.undo)

    def redo(self) -> None:
        self._edit(self.session.redo)

    def restart_turn(self) -> None:
        self._edit(self.session.restart_turn)

    def _edit(self, change: Callable[[], object]) -> None:
        if not self.policy.edits or not self.may_edit():
            return
        refused = self.apply(change)
        if refused is not None:
            self.status.emit(render(refused))

    # --- actions ------------------------------------------------------------------------------

    def _refusal(self, action: Action) -> Text | None:
        seat = self.session.acting_seat()
        if seat is None or not self.may_edit():
            return text("core", QT_TRANSLATE_NOOP("core", "It is not this player's turn."))
        return self.session.refusal(seat, action)

    def choose(self, action: Action) -> None:
        """The acting human's choice from the table."""
        if not self.may_edit():
            return
        seat = self.session.acting_seat()
        assert seat is not None
        turned_down = self.policy.refusal(self.session, action)
        if turned_down is not None:  # (a lesson's move that is not the one shown)
            self._redraw_same()  # (a table's own choice, a selection, goes back to the position)
            self.policy_said.emit(render(turned_down, self.names()))
            return
        self.policy_said.emit("")

        def act() -> None:
            self.session.act(seat, action)
            self.status.emit("")

        refused = self.apply(act)
        if refused is not None:
            self.status.emit(render(refused, player=self.name(seat)))

    def _gone(self) -> bool:  # closed, or its page deleted around it without a close
        return self._closed or (self.page is not None and not shiboken6.isValid(self.page))

    # --- messages -----------------------------------------------------------------------------

    def _on_table_status(self, message: Any) -> None:
        self.status.emit(render(message, player=self.name(self.session.acting_seat())))

    def _on_save_error(self, error: Any) -> None:
        # (the reason says that the game could not be saved, and why)
        reason = render(error.reason)
        self.save_failed.emit(
            QCoreApplication.translate("Controller", "{reason} You can keep playing.").format(
                reason=reason
            )
        )

    # --- the end ------------------------------------------------------------------------------

    def close(self) -> None:
        if self._closed:
            return
        self._forget_hint_message()
        self._closed = True
        self._bot_timer.stop()
        self.thinking_seat = None
        self._hint_job = 0
        self.thinker.close()  # the search stops; a late result is dropped
        with contextlib.suppress(ValueError):
            self.session.listeners.remove(self._on_session_change)
        if self.autosaver is not None:
            self.autosaver.close()  # writes a change still due, before the lock goes
        if self.lock is not None:
            self.lock.release()
        if self.page is None:
            return
        table = self.page.table
        # What `_attach` lent the table is taken back too: the table stays on its page until
        # the next game's replaces it, and draws itself again meanwhile (in another language,
        # say). It keeps the answer it asks for, and nothing of this controller, deleted now.
        edits = self.policy.edits
        table.undo_offered = lambda: edits
        table.refusal = None
        try:
            table.action_chosen.disconnect(self.choose)
            table.status_message.disconnect(self._on_table_status)
            if hasattr(self.page, "log_entry_clicked"):  # (as `_attach` made them)
                # (a table goes with its children first: a log line chosen meanwhile reached
                # one whose small sheets were gone)
                self.page.log_entry_clicked.disconnect(table.show_entry)
                table.moves_shown.disconnect(self.page.mark_entries)
        except (RuntimeError, TypeError):
            pass
