"""Pyramid cards, learnt by playing: the lesson's deal and its words (sheetdesk/core/lesson.py;
what the two card games share is in sheetdesk/games/expeditions/lesson.py).

The learner keeps two of the four cards dealt, then marks the first expedition cards of the first
round against one computer player: a path from a card's entrance, a gem or a torch on the way.
"""

from __future__ import annotations

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP, Text, numerus, say, words
from sheetdesk.core.lesson import Lesson
from sheetdesk.core.protocol import ScoreItem
from sheetdesk.games.expeditions.lesson import ends_after, teach_with

WORDS: dict[str, Text] = words(
    "pyramid_cards",
    {
        "goal": QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "You are {learner} and play against {computer}, the computer. Each expedition card "
            "shows a shape, and everyone marks it on one of their own two pyramid cards: a path "
            "from the entrance at the top to the golden tomb at the bottom.",
        ),
        "keep_first": QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "You were dealt four pyramid cards and keep two of them. Keep the outlined card: "
            "its way from the entrance to the tomb is short, and a card reaching its tomb "
            "scores 10 points.",
        ),
        "place": QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "Mark the shape of the expedition card on the outlined cells: move it there, turn it "
            "with R or mirror it with F until it covers them, and click. The first shape on a "
            "card covers its entrance; each later one touches your path.",
        ),
        "box": QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "Mark just the outlined cell this time (One box, B): the shape fits nowhere "
            "useful, and one cell next to your path is always allowed instead.",
        ),
        "extra": QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "You marked a red X, and it gives you one more cell next to your path: mark the "
            "outlined one.",
        ),
        "confirm": QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "Press the outlined Confirm: your marks count once everyone has confirmed, and then "
            "the next expedition card is turned over.",
        ),
        "take": QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "You reached a tomb: the card is complete and scores 10 at the end. Take the "
            "outlined card in its place, so that you play with two cards again.",
        ),
        "torches": QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "A torch marked in a round crosses that round's torch box: 5 points, once a round.",
        ),
        "pyramid_points": QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "The first players to complete two, four or six cards of one colour win 10, 6 or "
            "3 points.",
        ),
        "gems": QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "Each pair of one red and one green gem scores 5, and each gem without a partner "
            "scores 1.",
        ),
        "skulls": QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "Skulls cost points: the more you mark, the more the last one costs; a potion wipes "
            "two of them out.",
        ),
        "cards": QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "Each card whose tomb you reached scores 10; a card not yet complete scores nothing.",
        ),
        "closing": QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "That is all there is to it. A real game goes on like this for four rounds of "
            "seven expedition cards; then the highest total wins.",
        ),
    },
)
TORCHES = numerus.translate(
    "pyramid_cards",
    "%n torch box(es) crossed: a torch marked in a round crosses that round's box, 5 points "
    "each, once a round.",
    None,
    1,
)


def scoring(item: ScoreItem) -> Text | None:
    """What a line of the score card counts."""
    if item.key == "torches":
        return TORCHES.count(item.detail.get("boxes", 0))
    return say(WORDS, item.key) if item.key in WORDS else None


LESSON = Lesson.worded(
    WORDS,
    seed=24,
    teach=teach_with(WORDS),
    scoring=scoring,
    ends=ends_after(4),
)
