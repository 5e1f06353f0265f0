"""The lessons of the expedition family (sheetdesk/core/lesson.py): what Treasure cards and
Pyramid cards share, written once. Each game gives its words, by the keys below, in its own
context (a treasure card's boxes are crossed, a pyramid card's chambers are marked).

Keys a game gives: `keep_first` (the draft), `place` (the shape), `box` (one box instead of the
shape), `extra` (a box a symbol gives), `confirm` (done with an expedition card), `take` (a new
card for a completed one). The draft's second card and its Confirm are said alike in both games:
`keep_second` and `confirm_draft` are the family's, in its own context.

The learner plays against one computer player: with a single human there is no hand-over page,
and the learner still sees that everyone marks the same expedition card.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP, Text, say, words
from sheetdesk.core.lesson import LEARNER
from sheetdesk.core.protocol import Action

from . import engine

FAMILY_WORDS: dict[str, Text] = words(
    "expeditions",
    {
        "keep_second": QT_TRANSLATE_NOOP(
            "expeditions",
            "Keep the outlined card as well: you always play with two cards, and each shape "
            "goes on one of them.",
        ),
        "confirm_draft": QT_TRANSLATE_NOOP(
            "expeditions",
            "Press the outlined Confirm: your two cards are chosen, and the two others go back "
            "into the pile.",
        ),
    },
)


def teach_with(game_words: Mapping[str, Text]) -> Callable[[Any, Action], Text]:
    """The lesson's words for the move the learner is shown: a game's `game_words`, and the
    family's for what both games say alike."""
    table = {**FAMILY_WORDS, **game_words}

    def teach(view: Any, action: Action) -> Text:
        if isinstance(action, engine.Keep):
            return say(table, "keep_second" if view.kept[LEARNER] else "keep_first")
        if isinstance(action, engine.Place):
            return say(table, "place")
        if isinstance(action, engine.Box):
            marked = any(mark.kind != "extra" for mark in view.marks[LEARNER])
            return say(table, "extra" if marked else "box")
        if isinstance(action, engine.Take):
            return say(table, "take")
        return say(table, "confirm_draft" if view.phase == "draft" else "confirm")

    return teach


def ends_after(cards: int) -> Callable[[Any], bool]:
    """The lesson stops once `cards` expedition cards of the first round have been marked (and
    any completed card replaced)."""

    def ends(state: Any) -> bool:
        return state.round > 1 or state.revealed > cards

    return ends
