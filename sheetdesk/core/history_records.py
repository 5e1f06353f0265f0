"""The records the history's list hands out (players, finished games, seats, the statistics'
quick readings, what a sync did) and the small helpers they are made with: names, stored texts
and moments, a save file's stamp, a damaged list put aside under a timestamped name. A player's
record is made in player_record.py (read before the window's first paint, without these)."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from . import names
from .i18n import Text, text_from_json, text_to_json
from .player_record import PlayerRecord, clean_name

__all__ = [  # (a player's record and name are made in player_record.py; handed out from here too)
    "GameRecord",
    "PartSum",
    "PlayerRecord",
    "SeatRecord",
    "SeatScore",
    "SyncResult",
    "clean_name",
    "file_stamp",
    "name_key",
    "parse_moment",
    "rename_aside",
    "seat_name",
    "text_json",
    "text_of",
]

if TYPE_CHECKING:  # (the players' looks are read before the save files' package is imported)
    from . import savefile

# --- records -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SeatRecord:
    seat: int
    player_id: int | None  # None: no player (a name written twice in one game)
    name: str  # the player's name now; the name at the time for a removed player or none
    name_then: str  # as the save has it
    kind: str  # "human" / "bot"
    level: str  # the bot's name for a computer seat
    total: int
    winner: bool
    items: tuple[tuple[str, str, int], ...]  # (key, label, points) as the score card lists them

    @property
    def computer(self) -> bool:
        return self.kind == "bot"


@dataclass(frozen=True, slots=True)
class GameRecord:
    id: int
    file: str
    match_id: str
    game: str
    rules_version: int
    created: datetime
    finished: datetime
    end_reason: Text | None
    seats: tuple[SeatRecord, ...]

    @property
    def winners(self) -> tuple[SeatRecord, ...]:
        return tuple(seat for seat in self.seats if seat.winner)


@dataclass(frozen=True, slots=True)
class SeatScore:
    """One seat's score in a finished game, as the statistics read it (no score items)."""

    game_id: int
    game: str
    finished: datetime
    seat: int
    player_id: int | None
    name: str  # as SeatRecord.name
    computer: bool
    level: str
    total: int
    winner: bool
    winners: int  # seats that won this game (more than one: a shared win)


@dataclass(frozen=True, slots=True)
class PartSum:
    """A score item's points summed over every game of one game a player (at a computer
    level) played."""

    game: str
    player_id: int | None
    name: str  # the seat's name when it has no player, else ""
    level: str
    computer: bool
    key: str
    label: str
    position: int  # where the score card lists it
    points: int


@dataclass(frozen=True, slots=True)
class SyncResult:
    added: int = 0  # finished games read into the index
    removed: int = 0  # games whose save is gone
    failed: tuple[savefile.SaveError, ...] = ()  # saves that could not be read (not indexed)


# --- names -------------------------------------------------------------------------------------

name_key = names.name_key


def seat_name(name: str) -> str:
    """A name read from a save as a new player's (the loader hands it over cleaned already)."""
    try:
        return names.read_name(name)
    except names.NameRefused:
        return " ".join(name.split())[: names.MAX_NAME]


def text_json(value: Text | None) -> str | None:
    return None if value is None else json.dumps(text_to_json(value))


def text_of(raw: str | None) -> Text | None:
    if raw is None:
        return None
    try:
        return text_from_json(json.loads(raw))
    except (ValueError, RecursionError):
        return None


def _stamp() -> str:
    return datetime.now(UTC).strftime("%Y%m%dT%H%M%S")


def rename_aside(path: Path) -> Path:
    """Rename `path` (a file, or whatever is in its place) and its journals with a timestamp."""
    stem = path.with_suffix("")
    target = stem.with_name(f"{stem.name}.damaged-{_stamp()}{path.suffix}")
    n = 1
    while os.path.lexists(target):
        n += 1
        target = stem.with_name(f"{stem.name}.damaged-{_stamp()}-{n}{path.suffix}")
    os.replace(path, target)
    for extra in ("-journal", "-wal", "-shm"):
        side = Path(f"{path}{extra}")
        if side.exists():
            os.replace(side, Path(f"{target}{extra}"))
    return target


def parse_moment(value: str) -> datetime:
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        return datetime(1970, 1, 1, tzinfo=UTC)


def file_stamp(path: Path) -> tuple[int, int] | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return info.st_mtime_ns, info.st_size
