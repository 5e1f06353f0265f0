"""The instruction line's words every game's table says alike: the game over, the table waiting
(for the game itself, for another player or a computer). Written once here, in one translation
context ("TableCaption"), each game's caption asks for them (`over_words`, `wait_words`,
`playing_words`) rather than keeping a copy of its own."""

from __future__ import annotations

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP, text

from ..game_table import translate_text

CONTEXT = "TableCaption"
OVER = QT_TRANSLATE_NOOP("TableCaption", "The game is over.")
WAIT = QT_TRANSLATE_NOOP("TableCaption", "Please wait…")
PLAYING = QT_TRANSLATE_NOOP("TableCaption", "{player} is playing. Please wait…")


def over_words() -> str:
    """The caption of a finished game."""
    return translate_text(text(CONTEXT, OVER))


def wait_words() -> str:
    """The caption while nobody at the table acts (the game about to roll, to deal)."""
    return translate_text(text(CONTEXT, WAIT))


def playing_words(player: str) -> str:
    """The caption while `player` (as the screen names them) plays and the screen waits."""
    return translate_text(text(CONTEXT, PLAYING, player=player))
