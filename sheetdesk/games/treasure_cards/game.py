"""Treasure cards, declared once (`sheetdesk.core.registry.Game`): its rules, and its own modules
handed to the card family, which makes of them what the platform asks of each of its games
(`sheetdesk.games.expeditions.declare`). The registry imports this module the first time the game
is used; the computers, hint, fast path, lesson and hidden hook the first time one is asked for;
the table (Qt) only when a window needs it."""

from __future__ import annotations

from sheetdesk.core.registry import Game, GameUi, Parts
from sheetdesk.games.expeditions.declare import family_parts

from . import INFO
from .rules import RULES


def parts() -> Parts:
    from . import bot, fast, hidden, lesson

    return family_parts(bot, fast, hidden, lesson)


def ui() -> GameUi:
    from .sheet import UI

    return UI


GAME = Game(info=INFO, rules=RULES, parts=parts, ui=ui)
