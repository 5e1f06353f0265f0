"""The lessons of the expedition family (sheetdesk/core/lesson.py): what Treasure cards and
Pyramid cards share, written once. Each game gives its words, by the keys below, in its own
context (a treasure card's boxes are crossed, a pyramid card's chambers are marked).

Keys: `keep_first`, `keep_second`, `confirm_draft` (the draft), `place` (the shape), `box` (one
box instead of the shape), `extra` (a box a symbol gives), `confirm` (done with an expedition
card), `take` (a new card for a completed one).

The learner plays against one computer player: with a single human there is no hand-over page,
and the learner still sees that everyone marks the same expedition card.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from sheetdesk.core.i18n import Text, say
from sheetdesk.core.lesson import LEARNER
from sheetdesk.core.protocol import Action

from . import engine


def teach_with(words: Mapping[str, Text]) -> Callable[[Any, Action], Text]:
    """The lesson's words for the move the learner is shown, from a game's `words`."""

    def teach(view: Any, action: Action) -> Text:
        if isinstance(action, engine.Keep):
            return say(words, "keep_second" if view.kept[LEARNER] else "keep_first")
        if isinstance(action, engine.Place):
            return say(words, "place")
        if isinstance(action, engine.Box):
            marked = any(mark.kind != "extra" for mark in view.marks[LEARNER])
            return say(words, "extra" if marked else "box")
        if isinstance(action, engine.Take):
            return say(words, "take")
        return say(words, "confirm_draft" if view.phase == "draft" else "confirm")

    return teach


def ends_after(cards: int) -> Callable[[Any], bool]:
    """The lesson stops once `cards` expedition cards of the first round have been marked (and
    any completed card replaced)."""

    def ends(state: Any) -> bool:
        return state.round > 1 or state.revealed > cards

    return ends
