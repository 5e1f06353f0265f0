"""Giza dice, declared once: everything the platform asks of the game, each by attribute
(`sheetdesk.core.registry.Game`). The registry imports this module the first time the game is
used; the computer players, hint, fast path and lesson (which import the search and the AI) the
first time one is asked for, so resuming a save imports the rules alone; the table and the Rules
page's texts are Qt, imported only when a window needs them."""

from __future__ import annotations

from sheetdesk.core.registry import FastPath, Game, GameUi, Parts

from . import INFO
from .rules import RULES


def ui() -> GameUi:
    from .sheet import UI

    return UI


def parts() -> Parts:
    from . import bot, fast, lesson

    return Parts(
        bots={
            "greedy": bot.greedy,
            "random": bot.random,
            "easy": bot.easy,
            "medium": bot.medium,
            "hard": bot.hard,
        },
        hint=bot.hint,
        fast=FastPath(fast.FAST_BOTS, fast.play, headless_over=fast.headless_over),
        lesson=lesson.LESSON,
    )


GAME = Game(
    info=INFO,
    rules=RULES,
    parts=parts,
    ui=ui,
)
