"""Number rows in words: the rules' refusals and log lines, the table's instructions, labels and
tooltips, and the Rules page's summary.

Pure data (no Qt at import: the rules use it): every source string is marked with
QT_TRANSLATE_NOOP in the "number_rows" context, declared with core.i18n's `words` and handed out
as core Text by `say(key, ...)` (core.i18n's `say` over this module's words);
the UI translates it, as the sheet's kit translates the Rules page's summary (`RULES_SUMMARY`).
"""

from __future__ import annotations

from typing import Any

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP, Text, numerus, words
from sheetdesk.core.i18n import say as say_text

CTX = "number_rows"

# One sentence per row, so that every language can make the colour agree with "row".
ROW_LOCKED = {
    "red": QT_TRANSLATE_NOOP("number_rows", "{name} locks the red row."),
    "yellow": QT_TRANSLATE_NOOP("number_rows", "{name} locks the yellow row."),
    "green": QT_TRANSLATE_NOOP("number_rows", "{name} locks the green row."),
    "blue": QT_TRANSLATE_NOOP("number_rows", "{name} locks the blue row."),
}
# One sentence per colour, so that every language can make the colour agree with its noun.
ANNOUNCE_CROSSED = {
    "red": QT_TRANSLATE_NOOP(
        "number_rows", "{player} crosses the announced number in the red row."
    ),
    "yellow": QT_TRANSLATE_NOOP(
        "number_rows", "{player} crosses the announced number in the yellow row."
    ),
    "green": QT_TRANSLATE_NOOP(
        "number_rows", "{player} crosses the announced number in the green row."
    ),
    "blue": QT_TRANSLATE_NOOP(
        "number_rows", "{player} crosses the announced number in the blue row."
    ),
}
PLAYED = {
    "red": numerus.translate("number_rows", "{player} plays %n red card(s).", None, 1),
    "yellow": numerus.translate("number_rows", "{player} plays %n yellow card(s).", None, 1),
    "green": numerus.translate("number_rows", "{player} plays %n green card(s).", None, 1),
    "blue": numerus.translate("number_rows", "{player} plays %n blue card(s).", None, 1),
}
CROSS_IN_ROW = {
    "red": QT_TRANSLATE_NOOP("number_rows", "You played red cards: cross in the red row."),
    "yellow": QT_TRANSLATE_NOOP("number_rows", "You played yellow cards: cross in the yellow row."),
    "green": QT_TRANSLATE_NOOP("number_rows", "You played green cards: cross in the green row."),
    "blue": QT_TRANSLATE_NOOP("number_rows", "You played blue cards: cross in the blue row."),
}
TAKE = numerus.translate("number_rows", "Take %n card(s) from the display", None, 1)
# A colour on its own, after a noun ("Hand card 5, red") or as a label.
COLOR_NAMES = {
    "red": QT_TRANSLATE_NOOP("number_rows", "red"),
    "yellow": QT_TRANSLATE_NOOP("number_rows", "yellow"),
    "green": QT_TRANSLATE_NOOP("number_rows", "green"),
    "blue": QT_TRANSLATE_NOOP("number_rows", "blue"),
}
ROW_LABELS = {
    "red": QT_TRANSLATE_NOOP("number_rows", "Red"),
    "yellow": QT_TRANSLATE_NOOP("number_rows", "Yellow"),
    "green": QT_TRANSLATE_NOOP("number_rows", "Green"),
    "blue": QT_TRANSLATE_NOOP("number_rows", "Blue"),
}
STATE_NAMES = {
    "crossed": QT_TRANSLATE_NOOP("number_rows", "crossed"),
    "open": QT_TRANSLATE_NOOP("number_rows", "open"),
    "skipped": QT_TRANSLATE_NOOP("number_rows", "skipped"),
}

WORDS: dict[str, Text] = words(
    CTX,
    {
        # -- the rules: why an action is refused --
        "row_closed": QT_TRANSLATE_NOOP(
            "number_rows", "This row is closed: you already crossed its lock."
        ),
        "left_of_last": QT_TRANSLATE_NOOP(
            "number_rows", "You can only cross numbers to the right of your last cross in this row."
        ),
        "last_needs_five": QT_TRANSLATE_NOOP(
            "number_rows", "The last number of a row needs 5 crosses in that row first."
        ),
        "gap": QT_TRANSLATE_NOOP(
            "number_rows",
            "In one play you may leave at most one number open between your first and your "
            "last cross.",
        ),
        "player_only": QT_TRANSLATE_NOOP("number_rows", "Only a player can do that."),
        "over": QT_TRANSLATE_NOOP("number_rows", "The game is over."),
        "no_player": QT_TRANSLATE_NOOP("number_rows", "There is no such player."),
        "no_move": QT_TRANSLATE_NOOP("number_rows", "This game has no such move."),
        "take_when": QT_TRANSLATE_NOOP(
            "number_rows", "You can only take cards at the start of your turn."
        ),
        "not_your_turn": QT_TRANSLATE_NOOP("number_rows", "It is not your turn."),
        "no_card": QT_TRANSLATE_NOOP(
            "number_rows", "There is no card at that place in the display."
        ),
        "shuffle_game": QT_TRANSLATE_NOOP("number_rows", "Only the game shuffles the cards."),
        "no_shuffle": QT_TRANSLATE_NOOP("number_rows", "No shuffle is needed now."),
        "shuffle_all": QT_TRANSLATE_NOOP(
            "number_rows", "A shuffle must use every card of the discard pile once."
        ),
        "announce_when": QT_TRANSLATE_NOOP(
            "number_rows", "You can only use the announced number right after the draw."
        ),
        "decided": QT_TRANSLATE_NOOP(
            "number_rows", "You have already decided about the announced number."
        ),
        "one_row": QT_TRANSLATE_NOOP(
            "number_rows", "You may cross the announced number in one row only."
        ),
        "played_already": QT_TRANSLATE_NOOP(
            "number_rows", "You have already played your cards this turn."
        ),
        "one_to_three": QT_TRANSLATE_NOOP("number_rows", "Play 1, 2 or 3 cards."),
        "card_twice": QT_TRANSLATE_NOOP("number_rows", "You can play each card only once."),
        "from_hand": QT_TRANSLATE_NOOP("number_rows", "You can only play cards from your hand."),
        "one_colour": QT_TRANSLATE_NOOP(
            "number_rows", "Cards you play together must all have the same colour."
        ),
        "wrong_colour": QT_TRANSLATE_NOOP(
            "number_rows", "The colour you chose is not the colour of your cards."
        ),
        "play_when": QT_TRANSLATE_NOOP(
            "number_rows", "You can play cards only after the draw and the announced number."
        ),
        "active_only": QT_TRANSLATE_NOOP(
            "number_rows", "Only the player whose turn it is may play and cross now."
        ),
        "play_first": QT_TRANSLATE_NOOP(
            "number_rows", "Play your cards first, then cross their numbers."
        ),
        "played_numbers": QT_TRANSLATE_NOOP(
            "number_rows", "You can only cross numbers of the cards you played."
        ),
        "play_before_done": QT_TRANSLATE_NOOP(
            "number_rows", "Play at least one card before you end your turn."
        ),
        # -- the rules: the log, the score sheet's items, the end --
        "misthrows": QT_TRANSLATE_NOOP("number_rows", "Misthrows"),
        "log_take": QT_TRANSLATE_NOOP(
            "number_rows", "{player} takes the {number} from the display."
        ),
        "log_take_place": QT_TRANSLATE_NOOP(
            "number_rows", "{player} takes card {place} of the display."
        ),
        "log_done_announce": QT_TRANSLATE_NOOP(
            "number_rows", "{player} has decided about the announced number."
        ),
        "log_cross": QT_TRANSLATE_NOOP("number_rows", "{player} crosses {number}."),
        "log_done": QT_TRANSLATE_NOOP("number_rows", "{player} ends the turn."),
        "log_shuffle": QT_TRANSLATE_NOOP(
            "number_rows", "The discard pile is shuffled into a new draw pile."
        ),
        "log_moves": QT_TRANSLATE_NOOP("number_rows", "{player} moves."),
        "log_misthrow": QT_TRANSLATE_NOOP(
            "number_rows", "{name} crossed nothing this turn: misthrow {count} of 4."
        ),
        "end_two_locks": QT_TRANSLATE_NOOP(
            "number_rows", "The game ends: {name} has locked two rows."
        ),
        "end_misthrows": QT_TRANSLATE_NOOP(
            "number_rows", "The game ends: {name} has taken a 4th misthrow."
        ),
        "end": QT_TRANSLATE_NOOP("number_rows", "The game ends."),
        "progress": QT_TRANSLATE_NOOP("number_rows", "Turn {turn}"),
        # -- the sheet --
        "title": QT_TRANSLATE_NOOP("number_rows", "Score sheet of {player}"),
        "crosses": QT_TRANSLATE_NOOP("number_rows", "Crosses"),
        "points": QT_TRANSLATE_NOOP("number_rows", "Points"),
        "misthrows_each": QT_TRANSLATE_NOOP("number_rows", "Misthrows −5 each"),
        "total": QT_TRANSLATE_NOOP("number_rows", "Total"),
        "pad_note": QT_TRANSLATE_NOOP(
            "number_rows",
            "How to fill it in: cross the boxes as you play; at the end write each row's "
            "points in its box and their sum after =.",
        ),
        "tip_cell": QT_TRANSLATE_NOOP("number_rows", "{row} row, {number}: {state}"),
        "tip_pending": QT_TRANSLATE_NOOP(
            "number_rows", "{row} row, {number}: you chose to cross it (not yet confirmed)"
        ),
        "tip_lock": QT_TRANSLATE_NOOP(
            "number_rows", "{row} row, lock: crossed together with the last number of the row"
        ),
        "tip_lock_done": QT_TRANSLATE_NOOP(
            "number_rows", "{row} row, lock: crossed, the row is closed"
        ),
        "tip_misthrow": QT_TRANSLATE_NOOP(
            "number_rows",
            "Misthrow box: crossed when you cross nothing in your own turn (−5 points)",
        ),
        "your_sheet": QT_TRANSLATE_NOOP("number_rows", "Your score sheet"),
        "tip_zoom": QT_TRANSLATE_NOOP("number_rows", "Click to see this sheet big"),
        "hand_numbers": QT_TRANSLATE_NOOP("number_rows", "Hand: {numbers}"),
        # -- the cards --
        "display": QT_TRANSLATE_NOOP("number_rows", "Display"),
        "pile": QT_TRANSLATE_NOOP("number_rows", "Pile: {count}"),
        "discard": QT_TRANSLATE_NOOP("number_rows", "Discard"),
        "your_hand": QT_TRANSLATE_NOOP("number_rows", "Your hand"),
        "hand_of": QT_TRANSLATE_NOOP("number_rows", "Hand of {player}"),
        "announced": QT_TRANSLATE_NOOP("number_rows", "Announced"),
        "played": QT_TRANSLATE_NOOP("number_rows", "Played"),
        "tip_display": QT_TRANSLATE_NOOP("number_rows", "Display card {number} (colour hidden)"),
        "tip_pile": QT_TRANSLATE_NOOP("number_rows", "Pile: the top card is {number}"),
        "tip_hand_back": QT_TRANSLATE_NOOP("number_rows", "Hand card {number} (colour hidden)"),
        "tip_hand_face": QT_TRANSLATE_NOOP("number_rows", "Hand card {number}, {color}"),
        "tip_hand_joker": QT_TRANSLATE_NOOP("number_rows", "Hand card {number}, joker"),
        "tip_played": QT_TRANSLATE_NOOP("number_rows", "Played card {number}, {color}"),
        "tip_announced": QT_TRANSLATE_NOOP("number_rows", "The announced number: {number}"),
        # -- the buttons --
        "joker_colour": QT_TRANSLATE_NOOP("number_rows", "Joker colour:"),
        "play_button": QT_TRANSLATE_NOOP("number_rows", "Play cards (P)"),
        "done_button": QT_TRANSLATE_NOOP("number_rows", "Done (D)"),
        "pass_button": QT_TRANSLATE_NOOP("number_rows", "Don't cross (D)"),
        "misthrow_button": QT_TRANSLATE_NOOP("number_rows", "Done: take a misthrow (D)"),
        # -- the instruction line --
        "announce_own": QT_TRANSLATE_NOOP(
            "number_rows",
            "The announced number is {number}: cross it in one of your rows, or choose Don't cross",
        ),
        "announce_other": QT_TRANSLATE_NOOP(
            "number_rows",
            "{player} announces {number}: cross it in one of your rows too, or choose Don't cross",
        ),
        "announce_own_none": QT_TRANSLATE_NOOP(
            "number_rows",
            "The announced number is {number}: it fits in none of your rows. Choose Don't cross",
        ),
        "announce_other_none": QT_TRANSLATE_NOOP(
            "number_rows",
            "{player} announces {number}: it fits in none of your rows. Choose Don't cross",
        ),
        "announce_crossed": QT_TRANSLATE_NOOP(
            "number_rows", "You crossed the announced {number}. Press Done."
        ),
        "choose_cards": QT_TRANSLATE_NOOP("number_rows", "Play 1–3 cards of one colour"),
        "cross_played": QT_TRANSLATE_NOOP(
            "number_rows", "Cross the numbers you played, then press Done"
        ),
        "no_more": QT_TRANSLATE_NOOP(
            "number_rows", "No more of your played numbers can be crossed. Press Done"
        ),
        # -- the status bar: why a click does nothing --
        "lock_itself": QT_TRANSLATE_NOOP(
            "number_rows",
            "The lock is crossed by itself when you cross the last number of the row.",
        ),
        "only_announced": QT_TRANSLATE_NOOP(
            "number_rows", "Now only the announced number {number} can be crossed."
        ),
        "take_first": QT_TRANSLATE_NOOP("number_rows", "First take a card from the display."),
        "pile_info": QT_TRANSLATE_NOOP(
            "number_rows",
            "You take cards from the display. The pile's top number is announced to everyone.",
        ),
        "choose_later": QT_TRANSLATE_NOOP(
            "number_rows", "You choose cards to play after the announced number."
        ),
        "choose_first": QT_TRANSLATE_NOOP("number_rows", "Choose 1 to 3 cards of your hand first."),
        "joker_first": QT_TRANSLATE_NOOP("number_rows", "Choose a colour for the joker."),
    },
)


def say(key: str, **args: Any) -> Text:
    """The text `key` with its placeholder values (a Text: the UI translates it)."""
    return say_text(WORDS, key, **args)


def name_of(table: dict[str, str], key: str) -> Text:
    """A colour's name, a row's label or a state's name from one of the tables above."""
    return Text(CTX, table[key])


# The Rules page's summary: each section its heading, then its paragraphs (the sheet's
# `sheetdesk.ui.sheetkit.rules_summary` translates them when the page asks)
RULES_SUMMARY = (
    (
        QT_TRANSLATE_NOOP("number_rows", "The goal"),
        QT_TRANSLATE_NOOP(
            "number_rows",
            "Cross as many numbers as you can in the four coloured rows of your sheet. The more "
            "crosses a row has, the more points it is worth.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("number_rows", "Crossing numbers"),
        QT_TRANSLATE_NOOP(
            "number_rows",
            "In every row you cross from left to right. You may skip numbers, but a skipped "
            "number can never be crossed later.",
        ),
        QT_TRANSLATE_NOOP(
            "number_rows",
            "The last number of a row (red 12, yellow 12, green 2, blue 2) needs 5 crosses in "
            "that row first. Crossing it also crosses the lock: the row is closed for you.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("number_rows", "A turn"),
        QT_TRANSLATE_NOOP(
            "number_rows",
            "1. Take cards from the display until you hold 5 cards. The colours of the cards in "
            "your hand are secret; their numbers are not.",
        ),
        QT_TRANSLATE_NOOP(
            "number_rows",
            "2. The number on top of the draw pile is for everyone: each player may cross it in "
            "one row, or not.",
        ),
        QT_TRANSLATE_NOOP(
            "number_rows",
            "3. Play 1 to 3 cards of one colour and cross any of their numbers in that colour's "
            "row. Between the first and the last number you cross, at most one number may stay "
            "empty.",
        ),
        QT_TRANSLATE_NOOP(
            "number_rows",
            "If you crossed nothing in steps 2 and 3, you cross a misthrow box (−5 points).",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("number_rows", "The end"),
        QT_TRANSLATE_NOOP(
            "number_rows",
            "The game ends at once when someone has closed two rows or has crossed 4 misthrows. "
            "The highest total wins; a tie shares the win.",
        ),
        QT_TRANSLATE_NOOP(
            "number_rows",
            "Jokers (variant): a joker takes the colour you choose when you play it.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("number_rows", "Words of the game"),
        QT_TRANSLATE_NOOP(
            "number_rows",
            "Display: the four face-up cards beside the draw pile. You take cards from it into "
            "your hand.",
        ),
        QT_TRANSLATE_NOOP(
            "number_rows",
            "Misthrow: a box you cross when you cross nothing in your own turn; each costs 5 "
            "points.",
        ),
        QT_TRANSLATE_NOOP(
            "number_rows",
            "Lock: crossing a row's last number, after five crosses in it, closes that row for "
            "you.",
        ),
    ),
)
