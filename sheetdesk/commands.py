"""What the command line's commands share: the game a command names (a usage error if there is
no such game or bot) and what a command tells of the history it read."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Any


def game_entry(parser: argparse.ArgumentParser, game_id: str, bots: Sequence[str]) -> Any:
    """The registry entry of `game_id`, which must have `bots` (else a usage error)."""
    from sheetdesk.core import registry

    try:
        entry = registry.get(game_id)
    except KeyError:
        known = ", ".join(sorted(registry.games_by_id()))
        parser.error(f"unknown game {game_id!r} (known: {known})")
    unknown = [name for name in bots if name not in entry.bots]
    if unknown:
        parser.error(f"{game_id} has no bot {unknown[0]!r} (it has: {', '.join(entry.bots)})")
    return entry


def say_reading(reading: Any, command: str) -> None:
    """What a command tells of the history it read: once, in English, on stderr."""
    for said in (reading.notice, reading.problem):
        if said is not None:
            print(f"sheetdesk {command}: {said.english()}", file=sys.stderr)
