"""What a card game of the family declares beyond its rules (`sheetdesk.core.registry.Parts`),
made alike for both games from modules of the same names: bot.py (the family's computer players,
`BOTS`, and the hint), fast.py (its fast path), hidden.py (its secrets' hook) and lesson.py.

A game's game.py imports those modules the first time one of its parts is asked for and hands
them here, so mypy checks each against the protocols below; this module imports none of them
itself (a resumed save's glance imports game.py and the rules alone)."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Protocol

from sheetdesk.core.registry import Bot, FastPath, FastPlay, Hint, Parts, Vary

from . import BOTS

if TYPE_CHECKING:
    from sheetdesk.core.lesson import Lesson


class CardBots(Protocol):
    """A card game's bot.py: a player by each name in `BOTS`, and the hint."""

    @property
    def greedy(self) -> Bot: ...

    @property
    def random(self) -> Bot: ...

    @property
    def easy(self) -> Bot: ...

    @property
    def medium(self) -> Bot: ...

    @property
    def hard(self) -> Bot: ...

    @property
    def hint(self) -> Hint: ...


class CardFast(Protocol):
    """A card game's fast.py (`sheetdesk.games.expeditions.playout.fast_path`)."""

    @property
    def FAST_BOTS(self) -> Collection[str]: ...

    @property
    def play(self) -> FastPlay: ...


class CardHidden(Protocol):
    """A card game's hidden.py (`sheetdesk.games.expeditions.hidden.family_vary`)."""

    @property
    def vary(self) -> Vary: ...


class CardLesson(Protocol):
    """A card game's lesson.py (on `sheetdesk.games.expeditions.lesson`)."""

    @property
    def LESSON(self) -> Lesson: ...


def family_parts(bot: CardBots, fast: CardFast, hidden: CardHidden, lesson: CardLesson) -> Parts:
    """A card game's `Parts` from its own modules: its players in `BOTS`' order, the hint of its
    Hard level, its fast path, lesson and hidden hook."""
    players = (bot.greedy, bot.random, bot.easy, bot.medium, bot.hard)
    return Parts(
        bots=dict(zip(BOTS, players, strict=True)),
        hint=bot.hint,
        fast=FastPath(fast.FAST_BOTS, fast.play),
        lesson=lesson.LESSON,
        hidden=hidden.vary,
    )
