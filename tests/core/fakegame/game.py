"""Tally, declared once as a game declares itself (`sheetdesk.core.registry.Game`); it has no
table, so it runs headless only."""

from __future__ import annotations

from sheetdesk.core.registry import Game

from . import bot, hidden
from .rules import RULES

GAME = Game(
    info=RULES.info,
    rules=RULES,
    bots={"first": bot.first, "random": bot.random, "stubborn": bot.stubborn},
    ui=None,
    hidden=hidden.vary,
)
