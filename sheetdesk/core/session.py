"""One match in play: its players, game number, action log, cursor and undo barriers.

The log is the truth: the state is derived by replaying it from `setup`.
Chance (shuffles, draws, dice) is written into the log as actions with seat None, so a replay never
depends on the random generator. The cursor splits the log into what has happened and what can be
redone. Every change goes through one path (`_changed`), which tells the listeners (autosave, UI)
what happened.

Undo moves the cursor back over the acting seat's own uncommitted actions only. Barriers it never
crosses: a chance action, a commit (Done / Confirm), another seat's action (a hand-over always sits
on such a boundary).
"""

from __future__ import annotations

import operator
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal

from .i18n import QT_TRANSLATE_NOOP, Text, text
from .protocol import Action, Chance, Decide, GameOver, IllegalAction, Rules, Seat, Step, is_open
from .records import quick_init
from .rng import Rng, derive

PlayerKind = Literal["human", "bot"]


def setup_rng(seed: int) -> Rng:
    """The generator a match's `setup` draws from (its game number decides the deal)."""
    return Rng(derive(seed, "setup"))


def chance_rng(seed: int, index: int, kind: str) -> Rng:
    """The generator of the chance action logged as entry `index` of a match (a shuffle, dice)."""
    return Rng(derive(seed, "chance", index, kind))


@quick_init
@dataclass(frozen=True, slots=True)
class Player:
    name: str
    kind: PlayerKind = "human"
    bot: str = ""  # bot name for kind == "bot" (the game's registry entry lists them)

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


@quick_init
@dataclass(frozen=True, slots=True)
class LogEntry:
    seat: Seat | None  # None: a chance action
    action: Action


_SEAT = operator.attrgetter("seat")

ChangeKind = Literal["act", "chance", "undo", "redo", "restart"]
Listener = Callable[["Session", ChangeKind], None]


@dataclass
class Session:
    """A match. Build a new one with `Session.new`, a saved one with `Session.restore`."""

    rules: Rules
    players: tuple[Player, ...]
    options: Mapping[str, Any]
    seed: int
    match_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    created: datetime = field(default_factory=lambda: datetime.now(UTC))  # kept in the save
    _log: list[LogEntry] = field(default_factory=list)
    _states: list[Any] = field(default_factory=list)  # _states[i]: the state after i entries
    _cursor: int = 0
    # _steps[i]: (_states[i], its step) once the rules were asked (None: not yet): every
    # question of one position (is it over, who acts, is the step open, undo and redo) and the
    # log's look back at the steps before it ask the rules once for a state (states are never
    # changed; one put in another's place is asked anew)
    _steps: list[tuple[Any, Step] | None] = field(default_factory=list, compare=False, repr=False)
    listeners: list[Listener] = field(default_factory=list)

    # --- construction -------------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        rules: Rules,
        players: Sequence[Player],
        options: Mapping[str, Any],
        seed: int,
        match_id: str | None = None,
    ) -> Session:
        info = rules.info
        if not info.min_players <= len(players) <= info.max_players:
            raise ValueError(
                f"{info.id} takes {info.min_players}-{info.max_players} players, not {len(players)}"
            )
        session = cls(rules, tuple(players), dict(options), int(seed))
        if match_id:
            session.match_id = match_id
        session._states = [rules.setup(len(players), session.options, setup_rng(seed))]
        session._resolve_chance(notify=False)
        return session

    @classmethod
    def restore(
        cls,
        rules: Rules,
        players: Sequence[Player],
        options: Mapping[str, Any],
        seed: int,
        log: Sequence[LogEntry],
        cursor: int,
        match_id: str,
    ) -> Session:
        """Replay a saved log (all of it, redo tail included); raises IllegalAction on a bad one."""
        if not 0 <= cursor <= len(log):
            raise ValueError(f"cursor {cursor} outside the log of {len(log)} actions")
        session = cls(rules, tuple(players), dict(options), int(seed), match_id=match_id)
        state = rules.setup(len(players), session.options, setup_rng(seed))
        states = [state]
        steps: list[tuple[Any, Step] | None] = []
        for index, entry in enumerate(log):
            try:
                step = rules.step(state)
                steps.append((state, step))
                if entry.seat is None and not isinstance(step, Chance):
                    raise IllegalAction(
                        text("core", QT_TRANSLATE_NOOP("core", "No chance action is due here."))
                    )
                if entry.seat is not None and not (
                    isinstance(step, Decide) and entry.seat in step.seats
                ):
                    raise IllegalAction(
                        text("core", QT_TRANSLATE_NOOP("core", "It is not this player's turn."))
                    )
                state = rules.apply(state, entry.seat, entry.action)
            except IllegalAction as error:
                raise IllegalAction(
                    text(
                        "core",
                        QT_TRANSLATE_NOOP("core", "Action {index} in the log is not legal: {why}"),
                        index=index + 1,
                        why=error.reason,
                    )
                ) from error
            states.append(state)
        session._log = list(log)
        session._states = states
        session._steps = [*steps, None]
        session._cursor = cursor
        return session

    # --- reading ------------------------------------------------------------------------------

    @property
    def state(self) -> Any:
        return self._states[self._cursor]

    @property
    def cursor(self) -> int:
        return self._cursor

    @property
    def log(self) -> tuple[LogEntry, ...]:
        """The whole log, including actions that were undone and can be redone."""
        return tuple(self._log)

    @property
    def log_length(self) -> int:
        """len(self.log), without copying the log (the soak asks several times a move)."""
        return len(self._log)

    def log_from(self, start: int) -> tuple[LogEntry, ...]:
        """self.log[start:], without copying the entries before `start`."""
        return tuple(self._log[start:])

    def entry(self, index: int) -> LogEntry:
        """self.log[index], without copying the log (a position drawn reads its newest few)."""
        return self._log[index]

    @property
    def history(self) -> tuple[LogEntry, ...]:
        """What has happened: the log up to the cursor."""
        return tuple(self._log[: self._cursor])

    def step(self) -> Step:
        return self._step_at(self._cursor)

    def _step_at(self, index: int) -> Step:
        """The step of the state after the first `index` entries, asked of the rules once."""
        state = self._states[index]
        steps = self._steps
        if len(steps) < len(self._states):  # (states set up without their steps)
            steps.extend([None] * (len(self._states) - len(steps)))
        known = steps[index]
        if known is not None and known[0] is state:
            return known[1]
        step = self.rules.step(state)
        steps[index] = (state, step)
        return step

    def last_seat(self) -> Seat | None:
        """The seat of the last entry of the history (None: chance, or nothing happened yet)."""
        return self._log[self._cursor - 1].seat if self._cursor else None

    def is_over(self) -> bool:
        return isinstance(self.step(), GameOver)

    def acting_seat(self) -> Seat | None:
        """The seat whose turn it is on the shared screen (first of a simultaneous group)."""
        step = self.step()
        if isinstance(step, Decide) and step.seats:
            return step.seats[0]
        return None

    def step_is_open(self) -> bool:
        """Whether the seats to act now decide in sight of all (core.protocol.is_open): as the
        step says, or, when it says nothing, when the game hides nothing."""
        return is_open(self.rules, self.step())

    def phase_start(self) -> int:
        """Index of the first log entry made in the ongoing simultaneous step (== cursor if the
        game is not in one). Entries from there on are private to their own seat until the step
        ends: the log panel must not show another seat's pending choice."""
        step = self.step()
        if not (isinstance(step, Decide) and step.simultaneous):
            return self._cursor
        index = self._cursor
        while index > 0:
            before = self._step_at(index - 1)
            if not (isinstance(before, Decide) and before.simultaneous):
                break
            index -= 1
        return index

    def deciding_together(self) -> frozenset[Seat]:
        """The seats of the ongoing simultaneous step: those still to decide and those that
        have decided in it (none outside one)."""
        step = self.step()
        if not (isinstance(step, Decide) and step.simultaneous):
            return frozenset()
        done = {entry.seat for entry in self._log[self.phase_start() : self._cursor]}
        return frozenset(step.seats) | {seat for seat in done if seat is not None}

    def visible_history(self, viewer: Seat | None) -> tuple[LogEntry, ...]:
        """The history as `viewer` may read it in the log (others' pending choices left out)."""
        return tuple(entry for _index, entry in self.visible_steps(viewer))

    def public_moves(self) -> int:
        """How many of `visible_history(None)` are players' moves (not chance's): counted without
        making the history (the save counts them on every autosave)."""
        start = self._cursor if self.step_is_open() else self.phase_start()
        seats = list(map(_SEAT, self._log[:start]))
        return len(seats) - seats.count(None)

    def visible_steps(self, viewer: Seat | None) -> list[tuple[int, LogEntry]]:
        """(index, entry) of the history `viewer` may read; `states_around(index)` gives the
        states before and after each. The choices of an *open* simultaneous step (made in sight
        of all at the real table, e.g. Giza dice's writes) are everyone's as soon as made."""
        start = self._cursor if self.step_is_open() else self.phase_start()
        return [
            (index, entry)
            for index, entry in enumerate(self._log[: self._cursor])
            if index < start or (viewer is not None and entry.seat == viewer)
        ]

    def states_around(self, index: int) -> tuple[Any, Any]:
        """The states before and after log entry `index` (within the history)."""
        return self._states[index], self._states[index + 1]

    def state_at(self, index: int) -> Any:
        """The state after the first `index` entries of the log (0: as set up)."""
        return self._states[index]

    def view(self, viewer: Seat | None) -> Any:
        return self.rules.view(self.state, viewer)

    def legal_actions(self, seat: Seat) -> Sequence[Action]:
        return self.rules.legal_actions(self.state, seat)

    def refusal(self, seat: Seat, action: Action) -> Text | None:
        """Why `seat` may not take `action` now (None if it may); nothing changes either way."""
        step = self.step()
        if not isinstance(step, Decide) or seat not in step.seats:
            return text("core", QT_TRANSLATE_NOOP("core", "It is not this player's turn."))
        try:
            self.rules.apply(self.state, seat, action)
        except IllegalAction as error:
            return error.reason
        return None

    def subscribe(self, listener: Listener) -> None:
        self.listeners.append(listener)

    # --- changing -----------------------------------------------------------------------------

    def act(self, seat: Seat, action: Action) -> None:
        """Apply a player's action (raises IllegalAction, changing nothing, if it is not legal)."""
        step = self.step()
        if not isinstance(step, Decide) or seat not in step.seats:
            raise IllegalAction(
                text("core", QT_TRANSLATE_NOOP("core", "It is not this player's turn."))
            )
        new_state = self.rules.apply(self.state, seat, action)
        self._truncate_redo()
        self._append(LogEntry(seat, action), new_state)
        self._resolve_chance(notify=False)
        self._changed("act")

    def _append(self, entry: LogEntry, state: Any) -> None:
        self._log.append(entry)
        self._states.append(state)
        self._cursor += 1

    def _truncate_redo(self) -> None:
        del self._log[self._cursor :]
        del self._states[self._cursor + 1 :]
        del self._steps[self._cursor + 1 :]

    def _resolve_chance(self, *, notify: bool) -> None:
        """Let chance act until a player must decide or the game is over."""
        while isinstance(step := self.step(), Chance):
            rng = chance_rng(self.seed, len(self._log), step.kind)
            action = self.rules.resolve_chance(self.state, rng)
            self._truncate_redo()
            self._append(LogEntry(None, action), self.rules.apply(self.state, None, action))
            if notify:
                self._changed("chance")

    # --- undo / redo --------------------------------------------------------------------------

    def _undoable(self, entry: LogEntry) -> bool:
        return (
            entry.seat is not None
            and entry.seat == self.acting_seat()
            and not self.rules.is_commit(entry.action)
        )

    def can_undo(self) -> bool:
        return self._cursor > 0 and self._undoable(self._log[self._cursor - 1])

    def can_redo(self) -> bool:
        if self._cursor >= len(self._log):
            return False
        entry = self._log[self._cursor]
        return entry.seat is not None and entry.seat == self.acting_seat()

    def undo_text(self) -> Text | None:
        """What Undo would take back (public wording, for "Undo …"), or None."""
        if not self.can_undo():
            return None
        entry = self._log[self._cursor - 1]
        return self.rules.describe(entry.action, entry.seat, self._states[self._cursor - 1])

    def redo_text(self) -> Text | None:
        if not self.can_redo():
            return None
        entry = self._log[self._cursor]
        return self.rules.describe(entry.action, entry.seat, self._states[self._cursor])

    def undo(self) -> None:
        if not self.can_undo():
            raise IllegalAction(text("core", QT_TRANSLATE_NOOP("core", "Nothing to undo.")))
        self._cursor -= 1
        self._changed("undo")

    def redo(self) -> None:
        if not self.can_redo():
            raise IllegalAction(text("core", QT_TRANSLATE_NOOP("core", "Nothing to redo.")))
        self._cursor += 1
        self._changed("redo")

    def restart_turn(self) -> None:
        """Take back all of the acting seat's uncommitted actions (back to the last barrier)."""
        if not self.can_undo():
            raise IllegalAction(text("core", QT_TRANSLATE_NOOP("core", "Nothing to undo.")))
        while self.can_undo():
            self._cursor -= 1
        self._changed("restart")

    def _changed(self, kind: ChangeKind) -> None:
        for listener in list(self.listeners):
            listener(self, kind)
