"""Treasure cards, learnt by playing: the lesson's deal and its words (sheetdesk/core/lesson.py;
what the two card games share is in sheetdesk/games/expeditions/lesson.py).

The learner keeps two of the four cards dealt, then crosses the first expedition cards of the
first round against one computer player; the deal lets a card be completed and replaced and a
coin be crossed on the way.
"""

from __future__ import annotations

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP, Text, numerus, say, words
from sheetdesk.core.lesson import Lesson
from sheetdesk.core.protocol import ScoreItem
from sheetdesk.games.expeditions.lesson import ends_after, teach_with

WORDS: dict[str, Text] = words(
    "treasure_cards",
    {
        "goal": QT_TRANSLATE_NOOP(
            "treasure_cards",
            "You are {learner} and play against {computer}, the computer. Each expedition card "
            "shows a shape, and everyone crosses it on one of their own two treasure cards. A "
            "card scores its points once all its boxes are crossed.",
        ),
        "keep_first": QT_TRANSLATE_NOOP(
            "treasure_cards",
            "You were dealt four treasure cards and keep two of them. Keep the outlined card: a "
            "card scores only when every box on it is crossed, so one that is quick to fill is "
            "a good start.",
        ),
        "place": QT_TRANSLATE_NOOP(
            "treasure_cards",
            "Cross the shape of the expedition card on the outlined boxes: move it there, turn "
            "it with R or mirror it with F until it covers them, and click. Every box of the "
            "shape must land on an empty box of one card.",
        ),
        "box": QT_TRANSLATE_NOOP(
            "treasure_cards",
            "Cross just the outlined box this time (One box, B): the shape "
            "fits nowhere useful, and one box is always allowed instead.",
        ),
        "extra": QT_TRANSLATE_NOOP(
            "treasure_cards",
            "You crossed a box with a cross symbol, and it gives you one more box: cross the "
            "outlined one.",
        ),
        "confirm": QT_TRANSLATE_NOOP(
            "treasure_cards",
            "Press the outlined Confirm: your crosses count once everyone has confirmed, and "
            "then the next expedition card is turned over.",
        ),
        "take": QT_TRANSLATE_NOOP(
            "treasure_cards",
            "You completed a card: it is set aside and scores at the end. Take the outlined "
            "card in its place, so that you play with two cards again.",
        ),
        "cups": QT_TRANSLATE_NOOP(
            "treasure_cards",
            "A full row of four coins wins the highest cup still on the round card.",
        ),
        "palms": QT_TRANSLATE_NOOP(
            "treasure_cards",
            "A crossed palm scores 1, plus 1 for every palm on the cards of the open display.",
        ),
        "cards": QT_TRANSLATE_NOOP(
            "treasure_cards",
            "Completed cards score their points, colour by colour; a card not yet complete "
            "scores nothing.",
        ),
        "seals": QT_TRANSLATE_NOOP(
            "treasure_cards",
            "A seal on a completed card scores its value for each completed card of the colour "
            "it names.",
        ),
        "closing": QT_TRANSLATE_NOOP(
            "treasure_cards",
            "That is all there is to it. A real game goes on like this for four rounds of "
            "seven expedition cards; then the highest total wins.",
        ),
    },
)
COINS = numerus.translate(
    "treasure_cards",
    "%n coin(s) crossed on your score card: each crossed coin box scores 1.",
    None,
    1,
)


def scoring(item: ScoreItem) -> Text | None:
    """What a line of the score card counts."""
    if item.key == "coins":
        return COINS.count(item.detail.get("boxes", 0))
    if item.key.startswith("cards."):  # its points say it all after `kinds`
        return None
    return say(WORDS, item.key) if item.key in WORDS else None


def kinds(kind: str) -> Text | None:
    """What the completed cards of every colour score, said once before the colours."""
    return say(WORDS, "cards") if kind == "cards" else None


LESSON = Lesson.worded(
    WORDS,
    seed=6,
    teach=teach_with(WORDS),
    scoring=scoring,
    kinds=kinds,
    ends=ends_after(4),
)
