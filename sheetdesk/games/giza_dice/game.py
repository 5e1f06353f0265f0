"""Giza dice, declared once: everything the platform asks of the game, each by attribute
(`sheetdesk.core.registry.Game`). The registry imports this module the first time the game is
used; the table and the Rules page's texts are Qt, imported only when a window needs them."""

from __future__ import annotations

from sheetdesk.core.registry import FastPath, Game, GameUi

from . import INFO, bot, fast, lesson
from .rules import RULES


def ui() -> GameUi:
    from .sheet import UI

    return UI


GAME = Game(
    info=INFO,
    rules=RULES,
    bots={
        "greedy": bot.greedy,
        "random": bot.random,
        "easy": bot.easy,
        "medium": bot.medium,
        "hard": bot.hard,
    },
    ui=ui,
    hint=bot.hint,
    fast=FastPath(fast.FAST_BOTS, fast.play, headless_over=fast.headless_over),
    lesson=lesson.LESSON,
)
