"""Pyramid cards in words for the Rules page: a short summary of the rules in the current
language, in the rulebook's own terms (kid-friendly, the same for every player)."""

from __future__ import annotations

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP

# The Rules page's summary: each section its heading, then its paragraphs (the sheet's
# `sheetdesk.ui.sheetkit.rules_summary` translates them when the page asks)
RULES_SUMMARY = (
    (
        QT_TRANSLATE_NOOP("pyramid_cards", "The goal"),
        QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "Explore the treasure chambers under the pyramids: mark a path from the entrance to "
            "the golden tomb. Every tomb you reach is worth 10 points. On the way, gems, torches "
            "and pyramid points score too; skulls cost points. After 4 rounds, the most points "
            "win.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("pyramid_cards", "Getting ready"),
        QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "Everyone gets 4 pyramid cards and keeps 2 of them. The others do not see which. The "
            "other cards go into the face-down pile, and 4 cards lie face up as the open display.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("pyramid_cards", "A turn"),
        QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "1. An expedition card is turned over. Its shape of 2 to 4 boxes is for everyone.",
        ),
        QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "2. Mark that shape on one of your two pyramid cards. You may turn it or mirror it. "
            "Walls (dark stone) can never be marked.",
        ),
        QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "The first shape on a card must cover its entrance (the arrow at the top). Every "
            "later shape must touch a box you already marked on that card, so your marks grow as "
            "one path.",
        ),
        QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "Instead of the shape you may mark just one box: next to your path, or the entrance "
            "of an empty card. You may never skip an expedition card.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("pyramid_cards", "Symbols in the chambers"),
        QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "Red X: at once mark one more box next to your path, on either card.",
        ),
        QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "Gem (round red ruby or square green emerald): cross the next gem box of that colour "
            "on your score card. A pair of one red and one green gem is worth 5 points, a gem "
            "without a partner 1.",
        ),
        QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "Torch: cross this round's torch box (5 points). Only one torch counts in each round.",
        ),
        QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "Skull: cross the next skull box. At the end only your worst crossed skull counts, as "
            "minus points. A magic potion erases your two worst skulls.",
        ),
        QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "Golden tomb: the card is complete (10 points). Put it aside and take a new card from "
            "the open display or the pile.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("pyramid_cards", "Pyramid points"),
        QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "When you complete your 2nd, 4th or 6th card of one colour, you take that colour's "
            "best pyramid points still free: the first player 10, the second 6, the third 3. "
            "Everyone else blacks out that box.",
        ),
        QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "When several players complete cards at the same time, the card with the lowest "
            "serial number (on the pyramid) goes first.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("pyramid_cards", "Rounds and the end"),
        QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "A round has 7 expedition cards (the 8th is not used). The game has 4 rounds.",
        ),
        QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "The highest total wins. In a tie, the player who completed the card with the lowest "
            "serial number wins.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("pyramid_cards", "Playing on the computer"),
        QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "Move the shape with the mouse over one of your cards. Green with a check means it "
            "fits; red with a cross means it does not. Click to mark it. Only the boxes you may "
            "mark are lit.",
        ),
        QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "R or the mouse wheel turns the shape, F mirrors it, B switches to one box instead. "
            "With the keyboard: the arrow keys move the shape, Tab moves it to your other card, "
            "Enter marks it.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("pyramid_cards", "Words of the game"),
        QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "Open display: the four face-up pyramid cards beside the pile. A new card comes from "
            "there or from the top of the pile.",
        ),
        QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "Score card: your own card, where you cross your gems, torches, skulls and pyramid "
            "points.",
        ),
        QT_TRANSLATE_NOOP(
            "pyramid_cards",
            "Expedition card: the card turned over for everyone; its shape is what you mark this "
            "turn.",
        ),
    ),
)
