"""Lessons: a short guided first game of a game, as data (pure: no Qt, no files).

A game that teaches itself declares `LESSON` (a `Lesson`) in its own `lesson.py`: the deal (a
fixed seed and options), the computer player that sits with the learner, when the lesson stops,
and the words: one or two sentences per move the learner is shown (`teach`, from the move and what
the learner sees), one per line of the score card (`scoring`, from the line) and one for all
the lines of a kind (`kinds`: the rows, the parts of a sheet; see `kind_of`), the game's aim
said before the first step (`goal`) and what a real game does after the lesson stops
(`closing`).

The moves themselves are not written out by hand: the learner is shown what the game's first
bot would do and the computer plays the lesson's `bot` (the game's first too unless the lesson
names another), on the real rules from the fixed deal, so the lesson follows the rules as they
are (`moves` plays it through once; the learner must make the
move shown, so every lesson runs the same way). The learner is always seat 0 (`LEARNER`).

The window's side of it (the panel, the outline, refusing other moves, leaving) is
`sheetdesk/ui/lesson.py`; nothing of a lesson is ever saved.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from .i18n import QT_TRANSLATE_NOOP, PlayerRef, Text, say, text
from .protocol import Action, Rules, ScoreItem, Seat
from .rng import Rng, derive
from .session import Player, Session

LEARNER: Seat = 0
_CTX = "lesson"

# The learner and the computer are named (log lines and turns speak of players by name).
LEARNER_NAME = QT_TRANSLATE_NOOP("lesson", "Mia")
COMPUTER_NAME = QT_TRANSLATE_NOOP("lesson", "Leo")


@dataclass(frozen=True, slots=True)
class Lesson:
    """One game's lesson (see the module docstring)."""

    seed: int
    teach: Callable[[Any, Action], Text]  # (the learner's view, the move shown) -> the words
    # what a line of the score card counts (None: its kind's sentence says it all)
    scoring: Callable[[ScoreItem], Text | None]
    ends: Callable[[Any], bool]  # (state) -> the lesson stops here (before the learner moves)
    goal: Text  # the game's aim in a sentence or two, said with the first step
    closing: Text  # how a real game goes on and ends, said with the score card
    bot: str = ""  # the computer's bot ("": the game's first, as `GameEntry.lesson` gives it)
    options: Mapping[str, Any] = field(default_factory=dict)
    # (a kind of score line, `kind_of`) -> what every line of that kind counts, said once
    # before them (None: each line of it is explained alone)
    kinds: Callable[[str], Text | None] | None = None

    @classmethod
    def worded(cls, words: Mapping[str, Text], **fields: Any) -> Lesson:
        """A lesson whose `goal` and `closing` are the texts "goal" (with {learner} and
        {computer}) and "closing" of the game's `words`."""
        goal = say(words, "goal", learner=PlayerRef(LEARNER), computer=PlayerRef(1))
        return cls(goal=goal, closing=say(words, "closing"), **fields)

    def with_bot(self, first: str) -> Lesson:
        """This lesson with `first` (the game's first bot) for the computer's bot if it names
        none."""
        return replace(self, bot=self.bot or first)

    def players(self, names: Callable[[str], str] = lambda name: name) -> tuple[Player, ...]:
        """The seats: the learner, then the computer; `names` translates a name."""
        return (Player(names(LEARNER_NAME)), Player(names(COMPUTER_NAME), "bot", self.bot))

    def new_session(self, rules: Rules, players: tuple[Player, ...] | None = None) -> Session:
        """The lesson's game at its start."""
        return Session.new(rules, players or self.players(), self.options, self.seed)


@dataclass(frozen=True, slots=True)
class Move:
    """One move of the lesson: the learner's (to be made by the learner) or a computer's."""

    seat: Seat
    action: Action


def kind_of(item: ScoreItem) -> str:
    """The kind of a score line: what its key says before a dot ("row" for "row.red"; "" for a
    line of its own kind)."""
    kind, dot, _ = item.key.partition(".")
    return kind if dot else ""


def bot_rng(seed: int, index: int) -> Rng:
    """The generator a bot decides the lesson's move at log `index` with."""
    return Rng(derive(seed, "lesson", index))


def moves(lesson: Lesson, rules: Rules, bot_of: Callable[[str], Any], guide: str) -> list[Move]:
    """Every move of the lesson in order, played through once on the real rules: the `guide`
    bot's choice for the learner (the game's first bot), the lesson's bot's for the computer,
    until `lesson.ends` or the game ends. `bot_of(name)` gives a bot of the game
    (`GameEntry.bot`)."""
    session = lesson.new_session(rules)
    chooser_of_learner, bot = bot_of(guide), bot_of(lesson.bot)
    played: list[Move] = []
    while not session.is_over() and not lesson.ends(session.state):
        seat = session.acting_seat()
        if seat is None:  # pragma: no cover - a game whose step names no seat
            break
        legal = list(session.legal_actions(seat))
        chooser = chooser_of_learner if seat == LEARNER else bot
        action = chooser(session.view(seat), seat, legal, bot_rng(lesson.seed, len(session.log)))
        played.append(Move(seat, action))
        session.act(seat, action)
    return played


def general_wrong() -> Text:
    """Said after any move that is not the one shown (the rules allow it, the lesson goes on
    another way)."""
    return text(
        _CTX,
        QT_TRANSLATE_NOOP(
            "lesson",
            "The rules allow that, but this lesson goes on with another move: "
            "try the outlined one.",
        ),
    )


def try_outlined() -> Text:
    """Said after the rules' reason for a move they refuse."""
    return text(_CTX, QT_TRANSLATE_NOOP("lesson", "Try the outlined one."))
