"""Pyramid cards, declared once as a game of the card family: this package's rules and modules,
of which `sheetdesk.games.expeditions.declare` makes the computers, hint, fast path, lesson and
hidden hook (each imported on first use: resuming a save needs the rules alone); its table and
Rules page, Qt, are imported only when a window needs them."""

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
