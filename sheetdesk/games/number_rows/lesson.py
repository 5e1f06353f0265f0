"""Number rows, learnt by playing: the lesson's deal and its words (sheetdesk/core/lesson.py).

The learner plays against one computer player: with a single human the laptop never
changes hands, so the lesson shows every kind of step without a hand-over page in between, and
the computer's turn shows the one thing a player does on someone else's turn (the announced
number). The lesson stops when the learner's second turn is over: she has taken, used an announced
number, played and crossed twice by then.
"""

from __future__ import annotations

from typing import Any

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP, PlayerRef, Text, numerus, say, text, words
from sheetdesk.core.lesson import LEARNER, Lesson
from sheetdesk.core.protocol import Action, ScoreItem

from . import rules as nr

WORDS: dict[str, Text] = words(
    "number_rows",
    {
        "goal": QT_TRANSLATE_NOOP(
            "number_rows",
            "You are {learner} and play against {computer}, the computer. Cross as many "
            "numbers as you can in your four rows, always from left to right: a long row "
            "scores far more than several short ones.",
        ),
        "take_first": QT_TRANSLATE_NOOP(
            "number_rows",
            "A turn starts with taking cards from the display until you hold five. Take the "
            "outlined {number}: you see its number now, its colour once it is in your hand.",
        ),
        "take_more": QT_TRANSLATE_NOOP(
            "number_rows",
            "Take the outlined {number} as well: you fill your hand up to five cards at the "
            "start of each of your turns.",
        ),
        "announce_own": QT_TRANSLATE_NOOP(
            "number_rows",
            "The number on top of the pile, {number}, is offered to everyone. Cross it in the "
            "outlined box: it costs you no card, and an early number leaves room for many more "
            "crosses to its right.",
        ),
        "announce_other": QT_TRANSLATE_NOOP(
            "number_rows",
            "{player} has drawn, and {number} on top of the pile is offered to everyone, you "
            "too. Cross it in the outlined box: you gain a cross on someone else's turn.",
        ),
        "announce_used": QT_TRANSLATE_NOOP(
            "number_rows",
            "Press the outlined Done: you have used the offered number. Each player may use it "
            "in one row only.",
        ),
        "announce_pass": QT_TRANSLATE_NOOP(
            "number_rows",
            "Press the outlined button and let {number} go this time: crossing it would skip "
            "boxes in your rows, and a skipped box can never be crossed later.",
        ),
        "cross": QT_TRANSLATE_NOOP(
            "number_rows",
            "Cross the outlined {number}: a card you play lets you cross its number in the row "
            "of its colour, to the right of your last cross there.",
        ),
        "done": QT_TRANSLATE_NOOP(
            "number_rows",
            "Press the outlined Done to end your turn. You crossed a number this turn, so "
            "there is no misthrow.",
        ),
        "done_misthrow": QT_TRANSLATE_NOOP(
            "number_rows",
            "Press the outlined button to end your turn. You crossed nothing this turn, so you "
            "take a misthrow: 5 points off.",
        ),
        "misthrows_line": numerus.translate(
            "number_rows",
            "%n misthrow(s), 5 points off each: a turn in which you cross nothing costs you.",
            None,
            1,
        ),
        "closing": QT_TRANSLATE_NOOP(
            "number_rows",
            "That is all there is to it. A real game goes on like this until a player has "
            "locked two rows (crossed a row's last number, after five crosses in it) or taken "
            "a fourth misthrow; then the highest total wins.",
        ),
    },
)

PLAY = numerus.translate(
    "number_rows",
    "Now play from your hand: click the %n outlined card(s), then press Play. You may play up "
    "to three cards at once, all of one colour.",
    None,
    1,
)
ROWS = text(
    "number_rows",
    QT_TRANSLATE_NOOP(
        "number_rows",
        "Each row scores its crosses: each cross in a row is worth one point more than the one "
        "before.",
    ),
)
ROW_CROSSES = numerus.translate("number_rows", "%n cross(es).", None, 1)


def teach(view: Any, action: Action) -> Text:
    """The words for the move the learner is shown."""
    if isinstance(action, nr.Take):
        key = "take_first" if view.to_take == 1 or len(view.hands[LEARNER]) == 4 else "take_more"
        return say(WORDS, key, number=view.display[action.slot].number)
    if isinstance(action, nr.AnnounceCross):
        key = "announce_own" if view.active == LEARNER else "announce_other"
        return say(WORDS, key, number=view.announced, player=PlayerRef(view.active))
    if isinstance(action, nr.AnnounceDone):
        used = view.announce_marks[LEARNER] is not None
        return say(WORDS, "announce_used" if used else "announce_pass", number=view.announced)
    if isinstance(action, nr.Play):
        return PLAY.count(len(action.cards))
    if isinstance(action, nr.Cross):
        return say(WORDS, "cross", number=action.number)
    crossed = bool(view.play_crosses) or view.announce_marks[LEARNER] is not None
    return say(WORDS, "done" if crossed else "done_misthrow")


def scoring(item: ScoreItem) -> Text | None:
    """What a line of the score card counts."""
    if item.key.startswith("row."):  # (what a row counts is said once: `kinds`)
        return ROW_CROSSES.count(item.detail.get("crosses", 0))
    if item.key == "misthrows":
        return say(WORDS, "misthrows_line", n=item.detail.get("count", 0))
    return None


def kinds(kind: str) -> Text | None:
    """What every row counts, said once before the rows."""
    return ROWS if kind == "row" else None


def ends(state: Any) -> bool:
    """After the learner's second turn (the learner starts: turns 1 and 3)."""
    return state.turn > 3


LESSON = Lesson.worded(
    WORDS,
    seed=29,
    teach=teach,
    scoring=scoring,
    kinds=kinds,
    ends=ends,
    options={"jokers": False},
)
