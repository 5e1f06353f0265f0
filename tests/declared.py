"""Stand a part of a game's declaration (`sheetdesk.core.registry.Game`) in for one test: a gated
computer player, a spied hint. The declaration is frozen; the registry is made to find a copy.
And find the game a test needs by what it declares (a computer that searches), and the computer
a test plays by what the game declares (`quick_bot`, `uniform_bot`, `first_level`), never by a
name: a game may declare one computer of any name."""

from __future__ import annotations

from typing import Any

import pytest

from sheetdesk.core import registry
from sheetdesk.core.search import SearchBot


def _entry(game: registry.GameEntry | str) -> registry.GameEntry:
    return registry.get(game) if isinstance(game, str) else game


def quick_bot(game: registry.GameEntry | str) -> str:
    """The name of a computer the game declares that decides at once: the first it declares
    that does not search (`registry.Searching`), else its first. What a test plays where it
    needs a computer but not its strength."""
    entry = _entry(game)
    for name in entry.bots:
        if not isinstance(entry.bot(name), registry.Searching):
            return name
    return entry.bots[0]


def uniform_bot(game: registry.GameEntry | str) -> str:
    """The name of the game's computer that chooses uniformly among the legal actions
    (`registry.random_bot`), where a test wants games that wander; its `quick_bot` if it
    declares none."""
    entry = _entry(game)
    uniform = [name for name in entry.bots if entry.bot(name) is registry.random_bot]
    return uniform[0] if uniform else quick_bot(entry)


def first_level(game: registry.GameEntry | str) -> str:
    """The name of the easiest of the levels the new-game dialog offers (`LEVELS`) that the game
    declares, the computer a family is offered first; its `quick_bot` if it declares none."""
    from sheetdesk.ui.new_game_dialog import LEVELS

    entry = _entry(game)
    return next((name for name in LEVELS if name in entry.bots), None) or quick_bot(entry)


def redeclare(
    monkeypatch: pytest.MonkeyPatch, entry: registry.GameEntry, **changes: Any
) -> registry.Game:
    """The game declared with `changes`: to its parts (`registry.Parts`' fields), or its Qt
    side (`ui`: what loads its `registry.GameUi`)."""
    ui = changes.pop("ui", entry.game.ui)
    parts = registry._loaded(entry.game.parts)._replace(**changes)
    declared = entry.game._replace(parts=lambda: parts, ui=ui)
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
