"""Playing any registered game in a main window, for the proof's tests."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sheetdesk.core import registry, savefile
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.driving import pass_handover

NAMES = ("Ana", "Ben", "Chloé")


def start(window: Any, game: str, humans: int = 2, seed: int = 77) -> None:
    """A new game of `game` with up to `humans` human players (as many as it allows)."""
    entry = registry.get(game)
    info = entry.rules().info
    count = max(info.min_players, min(humans, info.max_players))
    window.start_new(NewGameChoice(entry, tuple(Player(n) for n in NAMES[:count]), {}, seed))


def play(window: Any, moves: int = 1) -> None:
    """The players make up to `moves` moves; the hand-over page is confirmed by a click."""
    session = window.session
    bot = window.entry.bot()
    for _ in range(moves):
        if session.is_over():
            return
        if window.current_page_name() == "handover":
            pass_handover(window)
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        action = bot(session.view(seat), seat, legal, Rng(len(session.log)))
        window.controller.choose(action)  # (what the game's table sends when it is clicked)


def position(path: Path) -> tuple[Any, int]:
    """The log and cursor of the save at `path`, loaded as the app loads it."""
    loaded = savefile.load(path)
    return loaded.log, loaded.cursor
