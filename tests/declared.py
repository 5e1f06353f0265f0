"""Stand a part of a game's declaration (`sheetdesk.core.registry.Game`) in for one test: a gated
computer player, a spied hint. The declaration is frozen; the registry is made to find a copy.
And find the game a test needs by what it declares (a computer that searches)."""

from __future__ import annotations

from typing import Any

import pytest

from sheetdesk.core import registry
from sheetdesk.core.search import SearchBot


def redeclare(
    monkeypatch: pytest.MonkeyPatch, entry: registry.GameEntry, **changes: Any
) -> registry.Game:
    parts = registry._loaded(entry.game.parts)._replace(**changes)
    declared = entry.game._replace(parts=lambda: parts)
    find = registry._declared
    monkeypatch.setattr(
        registry,
        "_declared",
        lambda package: declared if package == entry.package else find(package),
    )
    return declared


def swap_bot(
    monkeypatch: pytest.MonkeyPatch, entry: registry.GameEntry, name: str, bot: Any
) -> None:
    redeclare(monkeypatch, entry, bots={**entry.game.bots, name: bot})


def searching(players: int) -> tuple[registry.GameEntry, str, SearchBot[Any, Any]]:
    """The first game of the registry that plays `players` and declares a computer that searches
    (a level of core/search.py): the game, the name and the computer, its strongest such (the
    last it declares)."""
    for entry in registry.GAMES:
        if entry.min_players <= players <= entry.max_players:
            for name in reversed(entry.bots):
                bot = entry.bot(name)
                if isinstance(bot, SearchBot):
                    return entry, name, bot
    raise LookupError(f"no game of {players} players declares a searching computer")
