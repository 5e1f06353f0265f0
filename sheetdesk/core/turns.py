"""Who acts next on the shared laptop, and the position each change of a match leaves.

Every change of a session (a move, undo, redo, a hand-over confirmed, a computer's move) ends in
one `Position`, computed once by `position(...)`: the step, the acting seat, whether the game is
over and whether the step is open, what the turn policy decided (`Turn`: a human plays, the
laptop must be handed over first, a computer acts, nobody acts, the game or the lesson is over),
whose view the table shows and that view, the legal actions when a human may act, the scores
and the undo/redo texts. The window draws from it and asks the session nothing again.

A `TurnPolicy` decides the turn (docs/architecture.md, "Pass-and-play"):

* whenever the human to act is not the one holding the laptop, the hand-over comes first (every
  decision is private), except in an open step (everyone decides in sight of all);
* never when only one human plays (the laptop stays with them), never when read only;
* the holder is remembered across computer turns (never twice for the same human in a row);
* a computer's move comes after a pause, except in an open simultaneous step (everyone writes
  the same roll in sight of all): there the computers decide together (`quick`), paced by what
  is being shown rather than by the pause (`pause_ms`); a move a computer is then left with no
  choice but to make (Giza dice's Done after its write) goes with the move before it, in one
  change drawn once (`TurnPolicy.forced_after`), and so do the moves of the computers that write
  the step right after it (`TurnPolicy.joins`): they write at the same time, as at a real table,
  each still shown on its own sheet and in the log.

A lesson is a policy too (`LessonPolicy`): the computers play the script's moves, the learner
is always the holder, nothing is undone, and when the script has been played the lesson is over.

Nothing here imports Qt: the rules of the turn are tested without a window.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any, Literal

from .protocol import Action, Decide, GameOver, Seat, Step, scores_known

if TYPE_CHECKING:  # (the glance at a save decides its first turn without a session)
    from .session import Session

# what the window does with a position:
#   play      the acting human holds the laptop: their view, their legal actions
#   handover  the hand-over page first (the public view is drawn underneath)
#   computer  a computer acts after a pause (the public view, or the only human's)
#   watch     nobody can act here (read only, or no seat decides)
#   over      the game is over (the scores)
#   lesson_over  a lesson's script is played: its score card
TurnKind = Literal["play", "handover", "computer", "watch", "over", "lesson_over"]


QUICK_BUDGET_MS = 480
"""[design] The pauses between the computers' writes of one open step, all together: with eight
computers writing one roll the table writes in under half a second, each number still started
on its own, a moment after the last."""


def stagger_ms(writers: int, most: int = 120, budget: int = QUICK_BUDGET_MS) -> int:
    """The pause between two of `writers` computers writing one open step, one after another:
    `most` when few write, shorter when many do, so that their pauses together stay within
    `budget` (never 0: each number is started on its own, after the last)."""
    return max(1, min(most, budget // max(1, writers)))


def pause_ms(
    quick: bool,
    floor: int,
    waiting: int,
    settling: int,
    writers: int,
    most: int = 120,
    spent: int = 0,
) -> int:
    """The pause before a computer's move, so that people can follow it: at least `floor` and
    until the last move's animation has ended (`waiting`, ≤ 600 ms); when the computers decide
    together (`Turn.quick`, `writers` of them), only a short stagger, and no longer than the
    last move is still being shown (nothing shown: no pause). Never before the dice have landed
    (`settling`). The floor and the stagger count from the moment the last move was made:
    `spent` milliseconds have gone since (drawing it), and the move has been seen that long."""
    if quick:
        return max(settling, min(waiting, stagger_ms(writers, most) - spent), 0)
    return max(floor - spent, waiting, settling, 0)


@dataclass(frozen=True, slots=True)
class Turn:
    """The policy's decision for one position."""

    kind: TurnKind
    seat: Seat | None  # the seat acting (None: nobody)
    viewer: Seat | None  # whose view the table shows (None: the public view)
    holder: Seat | None  # who holds the laptop after this decision
    quick: bool = False  # a computer's move without the usual pause

    @property
    def interactive(self) -> bool:
        return self.kind == "play"


@dataclass(frozen=True)
class Position:
    """What one change of the session leaves, computed once (see the module docstring).

    The view and the scores are worked out from the position's own state the first time they
    are asked for, then kept: a hand-over page painted before the table is built does not
    wait for them, and they are the same whenever they come (a state never changes)."""

    cursor: int
    step: Step
    acting: Seat | None
    over: bool
    open: bool
    turn: Turn
    legal: tuple[Action, ...]
    undo_text: Any  # Text | None: what Undo would take back (only when the human may edit)
    redo_text: Any
    state: Any = field(repr=False, compare=False)
    rules: Any = field(repr=False, compare=False)
    # (view, whether the game is over) -> the scores
    score: Callable[[Any, bool], Any] = field(repr=False, compare=False)

    @cached_property
    def view(self) -> Any:
        """What the table shows: the state as the turn's viewer may see it."""
        return self.rules.view(self.state, self.turn.viewer)

    @cached_property
    def scores(self) -> Any:
        return self.score(self.view, self.over)

    @property
    def viewer(self) -> Seat | None:
        return self.turn.viewer

    @property
    def interactive(self) -> bool:
        return self.turn.interactive

    @property
    def handover(self) -> Seat | None:
        """The seat the laptop must be handed to first (None: no hand-over due)."""
        return self.turn.seat if self.turn.kind == "handover" else None


@dataclass(frozen=True, slots=True)
class Facts:
    """What the policy needs to know of the session now (read once from it)."""

    step: Step
    acting: Seat | None
    over: bool
    open: bool
    humans: tuple[Seat, ...]
    cursor: int
    quick: bool  # an open simultaneous step: the computers decide together

    @classmethod
    def of(cls, session: Session) -> Facts:
        step = session.step()
        open_step = session.step_is_open()
        quick = isinstance(step, Decide) and step.simultaneous and open_step
        humans = tuple(seat for seat, p in enumerate(session.players) if p.is_human)
        return cls.at(step, open_step, humans, session.cursor, quick=quick)

    @classmethod
    def at(
        cls,
        step: Step,
        open_step: bool,
        humans: tuple[Seat, ...],
        cursor: int,
        *,
        quick: bool = False,
    ) -> Facts:
        """The facts of a position told by its step (`of` reads them from a session)."""
        acting = step.seats[0] if isinstance(step, Decide) and step.seats else None
        return cls(
            step=step,
            acting=acting,
            over=isinstance(step, GameOver),
            open=open_step,
            humans=humans,
            cursor=cursor,
            quick=quick,
        )


class TurnPolicy:
    """Pass-and-play: who acts next and whether the laptop is handed over first."""

    edits = True  # Undo, Redo and Restart offered
    hints = True  # hints offered

    def __init__(self, read_only: bool = False) -> None:
        self.read_only = read_only

    def first_holder(self, humans: Sequence[Seat]) -> Seat | None:
        """Who holds the laptop when the game opens (nobody unless one human plays)."""
        return humans[0] if len(humans) == 1 else None

    def decide(self, session: Session, facts: Facts, holder: Seat | None) -> Turn:
        """The turn of the position `facts` tells of (in `session`), with `holder` holding the
        laptop."""
        return self.turn(facts, holder)

    def turn(self, facts: Facts, holder: Seat | None) -> Turn:
        """Pass-and-play's turn from the facts alone: who acts and whether the laptop is handed
        over first (a policy that asks the session more overrides `decide`)."""
        if facts.over:
            return Turn("over", None, None, holder)
        acting = facts.acting
        if self.read_only or acting is None:
            return Turn("watch", acting, None, holder)
        if acting not in facts.humans:
            # computer turns show the public view (or the only human's, who keeps the laptop)
            viewer = holder if len(facts.humans) == 1 else None
            return Turn("computer", acting, viewer, holder, quick=facts.quick)
        if self.handover_due(facts, acting, holder):
            return Turn("handover", acting, None, holder)
        return Turn("play", acting, acting, acting)

    def handover_due(self, facts: Facts, seat: Seat, holder: Seat | None) -> bool:
        """Every decision of a human is private to them, so the laptop is handed over whenever
        the human to act changes; except in an open step (in sight of all)."""
        if self.read_only or len(facts.humans) < 2 or seat == holder:
            return False
        return not facts.open

    def forced_after(self, session: Session, seat: Seat) -> Action | None:
        """The move computer `seat` makes at once after its own, in the same change (drawn
        once): in an open simultaneous step, when it is still the seat to act and has one legal
        move left, a confirmation with nothing to decide (Giza dice's Done after a write).
        None: nothing forced."""
        facts = Facts.of(session)
        if not facts.quick or facts.acting != seat or seat in facts.humans:
            return None
        legal = session.legal_actions(seat)
        return legal[0] if len(legal) == 1 else None

    def joins(self, session: Session, started: int) -> Seat | None:
        """The computer whose move goes in the same change as the computer's move just made,
        when that move was made in the step that began at log index `started`
        (`Session.phase_start`): in an open simultaneous step still going on, the next seat to
        write it when that is a computer (they write at the same time, in sight of all; a
        person's write, another step or the next roll waits as it does after any move). None:
        nobody joins."""
        facts = Facts.of(session)
        if not facts.quick or facts.acting is None or facts.acting in facts.humans:
            return None
        return facts.acting if session.phase_start() == started else None

    def bot(self, session: Session, seat: Seat, game_bot: Callable[[], Any]) -> Any:
        """The computer that plays `seat`: `game_bot()` gives the game's bot for the seat's
        level (None: none found, the first legal move is played)."""
        return game_bot()

    def refusal(self, session: Session, action: Action) -> Any:
        """Why the policy turns down a move the rules allow (None: it does not)."""
        return None


class LessonPolicy(TurnPolicy):
    """A lesson (core/lesson.py): the script's moves in order; the learner holds the laptop."""

    edits = False
    hints = False

    def __init__(self, lesson: Any, script: Sequence[Any], learner: Seat) -> None:
        super().__init__(read_only=False)
        self.lesson = lesson
        self.script = tuple(script)
        self.learner = learner
        self.steps = sum(1 for move in self.script if move.seat == learner) + 1

    @staticmethod
    def index(session: Session) -> int:
        """How many moves of the script have been made."""
        return sum(1 for entry in session.history if entry.seat is not None)

    def finished(self, session: Session) -> bool:
        return self.index(session) >= len(self.script)

    def expected(self, session: Session) -> Action | None:
        """The move the learner is to make now (None: a computer's, or the lesson is over)."""
        index = self.index(session)
        if index >= len(self.script) or self.script[index].seat != self.learner:
            return None
        return self.script[index].action

    def step_number(self, session: Session) -> int:
        """The learner's step now, from 1 (the score card is the last)."""
        done = sum(1 for move in self.script[: self.index(session)] if move.seat == self.learner)
        return min(done + 1, self.steps)

    def first_holder(self, humans: Sequence[Seat]) -> Seat | None:
        return self.learner

    def decide(self, session: Session, facts: Facts, holder: Seat | None) -> Turn:
        if self.finished(session):  # the score card, explained; nothing more is played
            return Turn("lesson_over", None, self.learner, self.learner)
        return super().decide(session, facts, holder)

    def bot(self, session: Session, seat: Seat, game_bot: Callable[[], Any]) -> Any:
        index = self.index(session)
        move = self.script[index] if index < len(self.script) else None
        if move is None or move.seat != seat:
            return None
        return lambda _view, _seat, _legal, _rng: move.action

    def forced_after(self, session: Session, seat: Seat) -> Action | None:
        return None  # (the script's moves, one by one)

    def joins(self, session: Session, started: int) -> Seat | None:
        return None

    def end_state(self, session: Session) -> Any:
        """The game as the script's last move left it: what chance turned over after it (the
        next expedition card, the next roll) is not played, so the end does not show it."""
        history = session.history
        last = max((i for i, entry in enumerate(history) if entry.seat is not None), default=-1)
        return session.state_at(last + 1)

    def since_last_step(self, session: Session) -> list[tuple[int, Any]]:
        """The log entries (index, entry) the others made since the learner's last move, as the
        learner may see them: what the panel tells at the learner's next step."""
        steps = session.visible_steps(self.learner)
        last = max((i for i, entry in steps if entry.seat == self.learner), default=-1)
        return [
            (index, entry)
            for index, entry in steps
            if index > last and entry.seat is not None and entry.seat != self.learner
        ]

    def after_reason(self, session: Session) -> Any:
        """What the lesson adds to the reason the rules (or the table) gave for a click of the
        learner's they refused: where to click instead (Text; None: no move of the learner's
        is due, nothing to add)."""
        if self.expected(session) is None:
            return None
        from .lesson import try_outlined

        return try_outlined()

    def refusal(self, session: Session, action: Action) -> Any:
        expected = self.expected(session)
        if expected is None or action == expected:
            return None
        from .lesson import general_wrong

        return general_wrong()


def position(
    session: Session,
    policy: TurnPolicy,
    holder: Seat | None,
    *,
    scores: Callable[[Any, bool], Any] | None = None,
) -> Position:
    """The position `session` is in now, as `policy` decides its turn with `holder` holding
    the laptop: everything the window draws, each computed once. (A save written with no
    window's position at hand makes its own here too: `SAVING`, nobody holding the laptop.)"""
    rules = session.rules
    facts = Facts.of(session)
    turn = policy.decide(session, facts, holder)
    legal: tuple[Action, ...] = ()
    if turn.interactive and turn.seat is not None:
        legal = tuple(session.legal_actions(turn.seat))
    undo = redo = None
    if turn.interactive and policy.edits:
        undo, redo = session.undo_text(), session.redo_text()
    return Position(
        cursor=facts.cursor,
        step=facts.step,
        acting=facts.acting,
        over=facts.over,
        open=facts.open,
        turn=turn,
        legal=legal,
        undo_text=undo,
        redo_text=redo,
        state=session.state,
        rules=rules,
        score=scores or (lambda view, over: scores_known(rules, view, over)),
    )


SAVING = TurnPolicy(read_only=True)
"""The policy of a position made only to save it (a tool's save, a recovery): it decides no
turn (a save says whom it opens on by the rule of its own, `save_glance.hand_to`), so that
making it asks nothing but the step."""
