"""Giza dice in words for the Rules page: a short summary of the rules in the current language,
in the rulebook's own terms (kid-friendly, the same for every player)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def rules_summary() -> list[tuple[str, list[str]]]:
    """(heading, paragraphs) per section, translated. Each string is written out in full so
    that lupdate finds it."""
    return [
        (
            QCoreApplication.translate("giza_dice", "The goal"),
            [
                QCoreApplication.translate(
                    "giza_dice",
                    "Write the numbers the dice give into your pyramid, your obelisk and your "
                    "Sphinx, always keeping their order. Be the first to fill a level or a "
                    "building for a bonus, and make one digit come up again and again in each "
                    "of them: at the end it is your scarab's points.",
                )
            ],
        ),
        (
            QCoreApplication.translate("giza_dice", "A roll"),
            [
                QCoreApplication.translate(
                    "giza_dice",
                    "The roller rolls both dice and puts the two digits in the order they like: "
                    "a 4 and a 6 make 46 or 64. Everyone writes that same number into one empty "
                    "cell of their sheet, or writes nothing.",
                ),
                QCoreApplication.translate(
                    "giza_dice",
                    "A Nile symbol on one die: everyone forms their own number from the other "
                    "die and one of their Nile digits (0, 1, 7, 8, 9), in either order, and "
                    "crosses that Nile digit. A 6 and the Nile digit 7 make 67 or 76; a 0 in "
                    "front makes a one-digit number (06 is 6). Two Nile symbols: roll again.",
                ),
                QCoreApplication.translate("giza_dice", "Then the next player clockwise rolls."),
            ],
        ),
        (
            QCoreApplication.translate("giza_dice", "Where numbers may go"),
            [
                QCoreApplication.translate(
                    "giza_dice",
                    "Pyramid: on each level the numbers grow from left to right, and every "
                    "number of a level is bigger than all numbers of the level below. If level 1 "
                    "holds 15 at most, level 2 starts at 16.",
                ),
                QCoreApplication.translate(
                    "giza_dice",
                    "Obelisk: the numbers grow from bottom to top. Sphinx: they grow from the "
                    "bottom left over the top to the bottom right.",
                ),
                QCoreApplication.translate(
                    "giza_dice",
                    "You may write into any empty cell as long as these orders still hold, and "
                    "no building may hold the same number twice.",
                ),
            ],
        ),
        (
            QCoreApplication.translate("giza_dice", "Bonuses, scarabs and the end"),
            [
                QCoreApplication.translate(
                    "giza_dice",
                    "Whoever fills a pyramid level, the obelisk or the Sphinx first circles its "
                    "bonus; everyone else crosses it out. All who fill it on the same roll circle "
                    "it.",
                ),
                QCoreApplication.translate(
                    "giza_dice",
                    "The game ends after the roll on which someone fills their whole pyramid. "
                    "For each level, the obelisk and the Sphinx, the digit that appears most "
                    "often there goes into the scarab box and is worth its value (on a tie, the "
                    "lower digit: four 5s and four 2s give 2). Circled bonuses plus scarabs: "
                    "the most points win.",
                ),
                QCoreApplication.translate(
                    "giza_dice",
                    "If no pyramid can be filled any more, whatever numbers still come, the game "
                    "ends too.",
                ),
            ],
        ),
        (
            QCoreApplication.translate("giza_dice", "Variants"),
            [
                QCoreApplication.translate(
                    "giza_dice",
                    "More fun: when both cells beside a ×2 or :2 in the pyramid are filled, the "
                    "symbol is circled. On a later roll you may cross it to double or halve your "
                    "number (rounded down), once per symbol.",
                ),
                QCoreApplication.translate(
                    "giza_dice",
                    "Solo: you roll every time. You may also form a number from the two Nile "
                    "digits beside a “+” (0 and 1, or 7 and 8); it costs your highest bonus "
                    "still open, which you cross out.",
                ),
                QCoreApplication.translate(
                    "giza_dice",
                    "Quick game: whenever you write nothing, you cross one Nile digit of your "
                    "choice. The game also ends when someone has crossed all their Nile digits.",
                ),
            ],
        ),
        (
            QCoreApplication.translate("giza_dice", "Playing on the computer"),
            [
                QCoreApplication.translate(
                    "giza_dice",
                    "Everyone writes in turn on the same screen, in sight of all: your sheet is "
                    "shown big and only the cells your number may go into are lit. Click one (or "
                    "use the arrow keys and Enter), then press Done. Until then Undo takes your "
                    "choice back.",
                ),
                QCoreApplication.translate(
                    "giza_dice",
                    "When you have a choice of numbers (a Nile symbol, a ×2 or :2), pick it with "
                    "the buttons under your sheet first. Click a small sheet to see it big.",
                ),
            ],
        ),
    ]
