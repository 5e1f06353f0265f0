"""Giza dice, learnt by playing: the lesson's deal and its words (sheetdesk/core/lesson.py).

The learner plays against one computer player (the fewest the game takes): they take turns
rolling, so the learner both orders a roll of theirs and writes the number the computer
announced, and sees that everyone writes on every roll. Plain rules (no ×2 and :2, not quick):
the lesson teaches the game every family starts with. It stops after six rolls, with numbers in
the pyramid and beside it.
"""

from __future__ import annotations

from typing import Any

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP, Text, numerus, say, words
from sheetdesk.core.lesson import Lesson
from sheetdesk.core.protocol import Action, ScoreItem

from . import rules as gd
from .pad import load_pad

WORDS: dict[str, Text] = words(
    "giza_dice",
    {
        "goal": QT_TRANSLATE_NOOP(
            "giza_dice",
            "You are {learner} and play against {computer}, the computer. Every roll gives a "
            "number that everyone writes on their own sheet. Fill your pyramid in order, and "
            "use the same digits often: the digit written most in a part is what it scores.",
        ),
        "order": QT_TRANSLATE_NOOP(
            "giza_dice",
            "You rolled, so you decide the order of the two digits. Choose the outlined "
            "{number}: everyone will write this number, and it suits a free place on your "
            "sheet.",
        ),
        "write.pyramid": QT_TRANSLATE_NOOP(
            "giza_dice",
            "Write {number} in the outlined box of the pyramid. Numbers grow from left to right "
            "and each level is higher than the one below, so leave room for the numbers still "
            "to come.",
        ),
        "write.obelisk": QT_TRANSLATE_NOOP(
            "giza_dice",
            "Write {number} in the outlined box of the obelisk. Its numbers grow from the "
            "bottom to the top, so a low number goes low and a high one goes high.",
        ),
        "write.sphinx": QT_TRANSLATE_NOOP(
            "giza_dice",
            "Write {number} in the outlined box of the Sphinx. Its three numbers grow from the "
            "bottom left over the top to the bottom right.",
        ),
        "nile": QT_TRANSLATE_NOOP(
            "giza_dice",
            "One die shows the Nile: everyone makes a number of their own from the other die "
            "and one digit of their Nile row. Choose the outlined {number}, then click the "
            "outlined box: the Nile digit you used is crossed and cannot be used again.",
        ),
        "pass": QT_TRANSLATE_NOOP(
            "giza_dice",
            "Press the outlined button and write nothing this time: {number} fits nowhere "
            "useful on your sheet, and a number in the wrong place blocks the boxes around it.",
        ),
        "done_first": QT_TRANSLATE_NOOP(
            "giza_dice",
            "Press the outlined Done: your choice is made. Everyone writes on the same roll, "
            "and the next roll comes when all have pressed Done.",
        ),
        "done": QT_TRANSLATE_NOOP(
            "giza_dice", "Press the outlined Done: the next roll comes when everyone is done."
        ),
        "parts": QT_TRANSLATE_NOOP(
            "giza_dice",
            "Each part scores the digit written most often in it (on a tie, the lower one): "
            "that digit is its points. A part with nothing written in it scores nothing yet.",
        ),
        "closing": QT_TRANSLATE_NOOP(
            "giza_dice",
            "That is all there is to it. A real game goes on like this until someone has "
            "filled their whole pyramid; then the highest total wins.",
        ),
    },
)
BONUSES = numerus.translate(
    "giza_dice",
    "%n bonus(es) circled: the first to fill a level of the pyramid, the obelisk or the Sphinx "
    "circles its bonus, and everyone else crosses it out.",
    None,
    1,
)


def teach(view: Any, action: Action) -> Text:
    """The words for the move the learner is shown."""
    if isinstance(action, gd.Order):
        return say(WORDS, "order", number=action.number)
    if isinstance(action, gd.Write):
        number = action.base
        if action.nile:
            return say(WORDS, "nile", number=number)
        building = load_pad().cells[load_pad().index[action.cell]].building
        return say(WORDS, f"write.{building}", number=number)
    if isinstance(action, gd.Pass):
        return say(WORDS, "pass", number=view.number if view.number is not None else "")
    return say(WORDS, "done_first" if view.rolls <= 1 else "done")


def scoring(item: ScoreItem) -> Text | None:
    """What a line of the score card counts."""
    if item.key.startswith("scarab."):  # its points say it all after `kinds`
        return None
    if item.key == "bonuses":
        return BONUSES.count(item.detail.get("circled", 0))
    return None


def kinds(kind: str) -> Text | None:
    """What every part of the sheet scores, said once before the parts."""
    return say(WORDS, "parts") if kind == "scarab" else None


def ends(state: Any) -> bool:
    """After six rolls that gave a number, once everyone has written."""
    return state.rolls >= 7 or (state.rolls == 6 and state.phase == "roll")


LESSON = Lesson.worded(
    WORDS,
    seed=10,
    bot="easy",
    teach=teach,
    scoring=scoring,
    kinds=kinds,
    ends=ends,
    options={"powers": False, "quick": False},
)
