"""The Finished games page's reading of the index: one line per finished game, newest first,
with what the list shows (date, game, each seat's name, total and win, why it ended) and no more.

Years of play are thousands of games: the page reads them with one query of the index's own
columns (no score items, no record built per game) and keeps each game's date and end reason as
the index stores them, turned into a date and a text only for the rows a view asks for. The full
record of a game (its score items, for the CSV export) is read from `History.games` when asked.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime

from .i18n import Text, text_from_json


@dataclass(frozen=True, slots=True)
class SeatLine:
    """One seat of a finished game as the list shows it."""

    player_id: int | None  # None: no player (a name written twice in one game)
    name: str  # the player's name now; the name at the time for a removed player or none
    computer: bool
    total: int
    winner: bool


@dataclass(frozen=True, slots=True)
class GameLine:
    """One finished game as the list shows it: `finished` and `end_reason` are read from the
    index's stored values when asked (the list asks only for the rows it shows)."""

    id: int
    file: str
    game: str
    finished_at: str  # as the index keeps it (ISO 8601)
    reason_json: str | None  # as the index keeps it
    seats: tuple[SeatLine, ...]

    @property
    def finished(self) -> datetime:
        try:
            return datetime.fromisoformat(self.finished_at)
        except ValueError:
            return datetime(1970, 1, 1, tzinfo=UTC)

    @property
    def end_reason(self) -> Text | None:
        if self.reason_json is None:
            return None
        try:
            return text_from_json(json.loads(self.reason_json))
        except (ValueError, RecursionError):
            return None

    @property
    def winners(self) -> tuple[SeatLine, ...]:
        return tuple(seat for seat in self.seats if seat.winner)


_LINES = (
    "SELECT g.id, g.file, g.game, g.finished, g.end_reason, s.player_id, "
    "CASE WHEN p.name IS NOT NULL AND p.removed = 0 THEN p.name ELSE s.name END, "
    "s.kind = 'bot', s.total, s.winner "
    "FROM games g JOIN seats s ON s.game_id = g.id LEFT JOIN players p ON p.id = s.player_id "
    "ORDER BY g.finished DESC, g.id DESC, s.seat"
)


def finished_lines(db: sqlite3.Connection) -> list[GameLine]:
    """Every finished game of the index, newest first, as the list shows it."""
    lines: list[GameLine] = []
    current = -1
    head: tuple[int, str, str, str, str | None] | None = None
    seats: list[SeatLine] = []
    for game_id, file, game, finished, reason, pid, name, computer, total, winner in db.execute(
        _LINES
    ):
        if game_id != current:
            if head is not None:
                lines.append(GameLine(*head, tuple(seats)))
            current, head, seats = game_id, (game_id, file, game, finished, reason), []
        seats.append(SeatLine(pid, name, bool(computer), total, bool(winner)))
    if head is not None:
        lines.append(GameLine(*head, tuple(seats)))
    return lines
