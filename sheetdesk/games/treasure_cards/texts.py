"""Treasure cards in words for the Rules page: a short summary of the rules, in the current
language (kid-friendly, the same for every player)."""

from __future__ import annotations

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP

# The Rules page's summary: each section its heading, then its paragraphs (the sheet's
# `sheetdesk.ui.sheetkit.rules_summary` translates them when the page asks)
RULES_SUMMARY = (
    (
        QT_TRANSLATE_NOOP("treasure_cards", "The goal"),
        QT_TRANSLATE_NOOP(
            "treasure_cards",
            "Fill your treasure cards with crosses. A completed card is worth as many points as "
            "it has boxes. Coins, cups, palms and seals give extra points. After 4 rounds, the "
            "most points win.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("treasure_cards", "Getting ready"),
        QT_TRANSLATE_NOOP(
            "treasure_cards",
            "Everyone gets 4 treasure cards and keeps 2 of them. The others do not see which. The "
            "other cards go into the face-down pile, and 4 cards lie face up as the open display.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("treasure_cards", "A turn"),
        QT_TRANSLATE_NOOP(
            "treasure_cards",
            "1. An expedition card is turned over. Its shape of 2 to 4 boxes is for everyone.",
        ),
        QT_TRANSLATE_NOOP(
            "treasure_cards",
            "2. Cross that shape on one of your two treasure cards. You may turn it or mirror it, "
            "but every part of it must land on an empty box of the same card.",
        ),
        QT_TRANSLATE_NOOP(
            "treasure_cards",
            "If the shape does not fit, or you do not want it there, cross any one empty box on "
            "one of your cards instead. You may never skip an expedition card.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("treasure_cards", "Symbols on the boxes"),
        QT_TRANSLATE_NOOP(
            "treasure_cards",
            "Cross symbol (X): at once cross one more empty box, anywhere on your two cards.",
        ),
        QT_TRANSLATE_NOOP(
            "treasure_cards",
            "Coin: cross the next coin box on your score card (3 rows of 4). Each coin box is "
            "worth 1 point.",
        ),
        QT_TRANSLATE_NOOP(
            "treasure_cards",
            "Cups: when you fill a row of 4 coins, you win the best cup still left on the round "
            "card: first 6 points, then 5, 4, 3, 2 and 1.",
        ),
        QT_TRANSLATE_NOOP(
            "treasure_cards",
            "Palm: you score 1 point for the palm and 1 more for every palm you can see on the "
            "cards of the open display. Only 4 palms count.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("treasure_cards", "Completing a card"),
        QT_TRANSLATE_NOOP(
            "treasure_cards",
            "When every box of a treasure card is crossed, the card is complete. It is put aside "
            "and stays yours until the end. Then take a new card: one from the open display or "
            "the top card of the pile.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("treasure_cards", "Rounds and the end"),
        QT_TRANSLATE_NOOP(
            "treasure_cards",
            "A round has 7 expedition cards (the 8th is not used). The game has 4 rounds.",
        ),
        QT_TRANSLATE_NOOP(
            "treasure_cards",
            "At the end you score your coin boxes, cups and palms and the points of your "
            "completed cards. A seal on a completed card shows a colour and 1 or 2: you get that "
            "many points for every completed card of that colour. Cards that are not complete "
            "score nothing.",
        ),
        QT_TRANSLATE_NOOP(
            "treasure_cards",
            "The highest total wins. In a tie, more completed cards win; then more green cards, "
            "then orange, then lilac. If it is still a tie, the players share the win.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("treasure_cards", "Playing on the computer"),
        QT_TRANSLATE_NOOP(
            "treasure_cards",
            "Move the shape with the mouse over one of your cards. Green with a check means it "
            "fits; red with a cross means it does not. Click to cross it.",
        ),
        QT_TRANSLATE_NOOP(
            "treasure_cards",
            "R or the mouse wheel turns the shape, F mirrors it. B switches to crossing one box "
            "instead; press B again to go back to the shape.",
        ),
        QT_TRANSLATE_NOOP(
            "treasure_cards",
            "With the keyboard: the arrow keys move the shape, Tab moves it to your other card, "
            "Enter crosses it.",
        ),
        QT_TRANSLATE_NOOP(
            "treasure_cards",
            "When you are done, press Confirm (or Enter). Until then, Undo takes back your "
            "crosses.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("treasure_cards", "Words of the game"),
        QT_TRANSLATE_NOOP(
            "treasure_cards",
            "Open display: the four face-up treasure cards beside the pile. A new card comes from "
            "there or from the top of the pile.",
        ),
        QT_TRANSLATE_NOOP(
            "treasure_cards",
            "Score card: your own card beside your treasure cards, where you cross your coins.",
        ),
        QT_TRANSLATE_NOOP(
            "treasure_cards",
            "Round card: the card in the middle that counts the 4 rounds and holds the cups still "
            "to be won.",
        ),
        QT_TRANSLATE_NOOP(
            "treasure_cards",
            "Expedition card: the card turned over for everyone; its shape is what you cross this "
            "turn.",
        ),
    ),
)
