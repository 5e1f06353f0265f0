"""Tally, declared once as a game declares itself (`sheetdesk.core.registry.Game`); it has no
table, so it runs headless only."""

from __future__ import annotations

from sheetdesk.core.registry import Game, Parts

from .rules import RULES


def parts() -> Parts:
    from . import bot, hidden

    return Parts(
        bots={"first": bot.first, "uniform": bot.uniform, "stubborn": bot.stubborn},
        hidden=hidden.vary,
    )


GAME = Game(info=RULES.info, rules=RULES, parts=parts, ui=None)
