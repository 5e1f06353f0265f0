"""Pyramid cards in words for the Rules page: a short summary of the rules in the current
language, in the rulebook's own terms (kid-friendly, the same for every player)."""

from __future__ import annotations


def rules_summary() -> list[tuple[str, list[str]]]:
    """(heading, paragraphs) per section, translated. Each string is written out in full so
    that lupdate finds it."""
    from PySide6.QtCore import QCoreApplication  # the Rules page's call: Qt is loaded then

    return [
        (
            QCoreApplication.translate("pyramid_cards", "The goal"),
            [
                QCoreApplication.translate(
                    "pyramid_cards",
                    "Explore the treasure chambers under the pyramids: mark a path from the "
                    "entrance to the golden tomb. Every tomb you reach is worth 10 points. On the "
                    "way, gems, torches and pyramid points score too; skulls cost points. After "
                    "4 rounds, the most points win.",
                )
            ],
        ),
        (
            QCoreApplication.translate("pyramid_cards", "Getting ready"),
            [
                QCoreApplication.translate(
                    "pyramid_cards",
                    "Everyone gets 4 pyramid cards and keeps 2 of them. The others do not see "
                    "which. The other cards go into the face-down pile, and 4 cards lie face up "
                    "as the open display.",
                )
            ],
        ),
        (
            QCoreApplication.translate("pyramid_cards", "A turn"),
            [
                QCoreApplication.translate(
                    "pyramid_cards",
                    "1. An expedition card is turned over. Its shape of 2 to 4 boxes is for "
                    "everyone.",
                ),
                QCoreApplication.translate(
                    "pyramid_cards",
                    "2. Mark that shape on one of your two pyramid cards. You may turn it or "
                    "mirror it. Walls (dark stone) can never be marked.",
                ),
                QCoreApplication.translate(
                    "pyramid_cards",
                    "The first shape on a card must cover its entrance (the arrow at the top). "
                    "Every later shape must touch a box you already marked on that card, so your "
                    "marks grow as one path.",
                ),
                QCoreApplication.translate(
                    "pyramid_cards",
                    "Instead of the shape you may mark just one box: next to your path, or the "
                    "entrance of an empty card. You may never skip an expedition card.",
                ),
            ],
        ),
        (
            QCoreApplication.translate("pyramid_cards", "Symbols in the chambers"),
            [
                QCoreApplication.translate(
                    "pyramid_cards",
                    "Red X: at once mark one more box next to your path, on either card.",
                ),
                QCoreApplication.translate(
                    "pyramid_cards",
                    "Gem (round red ruby or square green emerald): cross the next gem box of "
                    "that colour on your score card. A pair of one red and one green gem is "
                    "worth 5 points, a gem without a partner 1.",
                ),
                QCoreApplication.translate(
                    "pyramid_cards",
                    "Torch: cross this round's torch box (5 points). Only one torch counts in "
                    "each round.",
                ),
                QCoreApplication.translate(
                    "pyramid_cards",
                    "Skull: cross the next skull box. At the end only your worst crossed skull "
                    "counts, as minus points. A magic potion erases your two worst skulls.",
                ),
                QCoreApplication.translate(
                    "pyramid_cards",
                    "Golden tomb: the card is complete (10 points). Put it aside and take a new "
                    "card from the open display or the pile.",
                ),
            ],
        ),
        (
            QCoreApplication.translate("pyramid_cards", "Pyramid points"),
            [
                QCoreApplication.translate(
                    "pyramid_cards",
                    "When you complete your 2nd, 4th or 6th card of one colour, you take that "
                    "colour's best pyramid points still free: the first player 10, the second 6, "
                    "the third 3. Everyone else blacks out that box.",
                ),
                QCoreApplication.translate(
                    "pyramid_cards",
                    "When several players complete cards at the same time, the card with the "
                    "lowest serial number (on the pyramid) goes first.",
                ),
            ],
        ),
        (
            QCoreApplication.translate("pyramid_cards", "Rounds and the end"),
            [
                QCoreApplication.translate(
                    "pyramid_cards",
                    "A round has 7 expedition cards (the 8th is not used). The game has 4 rounds.",
                ),
                QCoreApplication.translate(
                    "pyramid_cards",
                    "The highest total wins. In a tie, the player who completed the card with "
                    "the lowest serial number wins.",
                ),
            ],
        ),
        (
            QCoreApplication.translate("pyramid_cards", "Playing on the computer"),
            [
                QCoreApplication.translate(
                    "pyramid_cards",
                    "Move the shape with the mouse over one of your cards. Green with a check "
                    "means it fits; red with a cross means it does not. Click to mark it. Only "
                    "the boxes you may mark are lit.",
                ),
                QCoreApplication.translate(
                    "pyramid_cards",
                    "R or the mouse wheel turns the shape, F mirrors it, B switches to one box "
                    "instead. With the keyboard: the arrow keys move the shape, Tab moves it to "
                    "your other card, Enter marks it.",
                ),
            ],
        ),
        (
            QCoreApplication.translate("pyramid_cards", "Words of the game"),
            [
                QCoreApplication.translate(
                    "pyramid_cards",
                    "Open display: the four face-up pyramid cards beside the pile. A new card "
                    "comes from there or from the top of the pile.",
                ),
                QCoreApplication.translate(
                    "pyramid_cards",
                    "Score card: your own card, where you cross your gems, torches, skulls and "
                    "pyramid points.",
                ),
                QCoreApplication.translate(
                    "pyramid_cards",
                    "Expedition card: the card turned over for everyone; its shape is what you "
                    "mark this turn.",
                ),
            ],
        ),
    ]
