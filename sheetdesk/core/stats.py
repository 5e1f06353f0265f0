"""Statistics over the finished games' index (pure functions of `history.GameRecord`s).

A line of figures belongs to a player in one game (scores of different games do not compare):
games played, wins (a shared win counts, and is counted apart too) and win share, best, mean and
median score, and the score card's parts on average. A computer seat counts as its player at its
level (a computer at Easy and at Hard are two lines); `computers=False` leaves computer seats out
of every figure. Also: each game's own figures, head-to-head between two players, a player's
scores over time, and the CSV export (one row per player per game).
"""

from __future__ import annotations

import csv
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import IO

from .history import GameRecord, SeatRecord

# A player in the figures: (player id, or None for a seat no player has; name; computer level).
Who = tuple[int | None, str, str]


def who(seat: SeatRecord) -> Who:
    """Whose line a seat's score goes to: its player (by id; by name if it has none) at its
    level when a computer played it."""
    return (seat.player_id, seat.name if seat.player_id is None else "", seat.level)


@dataclass(frozen=True, slots=True)
class PlayerLine:
    player_id: int | None
    name: str
    level: str  # "" for a person
    game: str
    played: int
    wins: int  # shared wins included
    shared_wins: int
    best: int
    mean: float
    median: float
    parts: dict[str, float] = field(default_factory=dict)  # score item key -> mean points
    labels: dict[str, str] = field(default_factory=dict)  # score item key -> its English label

    @property
    def win_share(self) -> float:
        return self.wins / self.played if self.played else 0.0


@dataclass(frozen=True, slots=True)
class GameLine:
    game: str
    played: int
    seats: int  # player-seats counted
    best: int
    mean: float
    median: float
    mean_winner: float


@dataclass(frozen=True, slots=True)
class HeadToHead:
    games: int  # finished games both played (of the game asked, or of any)
    first_wins: int  # the first won alone or shared, the second did not win
    second_wins: int
    both_won: int  # a shared win
    neither_won: int
    mean_difference: float  # first's score minus second's, on average (same game only)


def _seats(games: Iterable[GameRecord], computers: bool) -> Iterable[tuple[GameRecord, SeatRecord]]:
    for game in games:
        for seat in game.seats:
            if computers or not seat.computer:
                yield game, seat


def per_player(games: Sequence[GameRecord], *, computers: bool = True) -> list[PlayerLine]:
    """A line per player (at each computer level) per game, ordered by game then name."""
    groups: dict[tuple[str, Who], list[tuple[GameRecord, SeatRecord]]] = {}
    for game, seat in _seats(games, computers):
        groups.setdefault((game.game, who(seat)), []).append((game, seat))
    lines = []
    for (game_id, (player_id, _name, level)), played in groups.items():
        totals = [seat.total for _game, seat in played]
        points: dict[str, list[int]] = {}
        labels: dict[str, str] = {}
        for _game, seat in played:
            for key, label, value in seat.items:
                points.setdefault(key, []).append(value)
                labels.setdefault(key, label)
        lines.append(
            PlayerLine(
                player_id=player_id,
                name=played[-1][1].name,  # (a renamed player shows the name now)
                level=level,
                game=game_id,
                played=len(played),
                wins=sum(seat.winner for _game, seat in played),
                shared_wins=sum(seat.winner and len(game.winners) > 1 for game, seat in played),
                best=max(totals),
                mean=statistics.fmean(totals),
                median=float(statistics.median(totals)),
                parts={key: sum(v) / len(played) for key, v in points.items()},
                labels=labels,
            )
        )
    return sorted(lines, key=lambda line: (line.game, line.name.casefold(), line.level))


def per_game(games: Sequence[GameRecord], *, computers: bool = True) -> list[GameLine]:
    """Each game's figures over every seat counted, ordered by game id."""
    by_game: dict[str, list[GameRecord]] = {}
    for game in games:
        by_game.setdefault(game.game, []).append(game)
    lines = []
    for game_id, played in sorted(by_game.items()):
        totals = [seat.total for _g, seat in _seats(played, computers)]
        winners = [
            max(seat.total for seat in game.winners)
            for game in played
            if game.winners and (computers or any(not s.computer for s in game.winners))
        ]
        if not totals:
            continue
        lines.append(
            GameLine(
                game=game_id,
                played=len(played),
                seats=len(totals),
                best=max(totals),
                mean=statistics.fmean(totals),
                median=float(statistics.median(totals)),
                mean_winner=statistics.fmean(winners) if winners else 0.0,
            )
        )
    return lines


def head_to_head(
    games: Sequence[GameRecord], first: int, second: int, *, game: str = ""
) -> HeadToHead:
    """How two players (by id) did in the finished games they both played."""
    counts = [0, 0, 0, 0]
    differences: list[int] = []
    played = 0
    for record in games:
        if game and record.game != game:
            continue
        a = next((s for s in record.seats if s.player_id == first), None)
        b = next((s for s in record.seats if s.player_id == second), None)
        if a is None or b is None:
            continue
        played += 1
        counts[(0 if a.winner and not b.winner else 1 if b.winner and not a.winner else
                2 if a.winner else 3)] += 1  # fmt: skip
        differences.append(a.total - b.total)
    return HeadToHead(
        games=played,
        first_wins=counts[0],
        second_wins=counts[1],
        both_won=counts[2],
        neither_won=counts[3],
        mean_difference=statistics.fmean(differences) if differences else 0.0,
    )


def over_time(
    games: Sequence[GameRecord], player_id: int, game: str, *, level: str | None = None
) -> list[tuple[datetime, int]]:
    """A player's scores in one game, oldest first (at one computer level, if given)."""
    points = [
        (record.finished, seat.total)
        for record in games
        if record.game == game
        for seat in record.seats
        if seat.player_id == player_id and (level is None or seat.level == level)
    ]
    return sorted(points, key=lambda point: point[0])


# --- export ------------------------------------------------------------------------------------

CSV_COLUMNS = (
    "finished",
    "game",
    "rules_version",
    "match_id",
    "seat",
    "player_id",
    "player",
    "name_then",
    "computer_level",
    "score",
    "winner",
    "end_reason",
)


def _cell(value: str) -> str:
    """A text cell a spreadsheet shows as text: a leading =, +, - or @ would start a formula."""
    return f"'{value}" if value[:1] in ("=", "+", "-", "@", "\t", "\r") else value


def write_csv(games: Sequence[GameRecord], out: IO[str], *, computers: bool = True) -> int:
    """One row per player per game (oldest game first), the games' score items as the last
    columns (each game's own; empty in another game's rows). Returns the rows written."""
    items: dict[str, None] = {}
    for _game, seat in _seats(games, computers):
        for key, _label, _points in seat.items:
            items.setdefault(f"{_game.game}:{key}", None)
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([*CSV_COLUMNS, *items])
    rows = 0
    for game, seat in _seats(games, computers):
        mine = {f"{game.game}:{key}": points for key, _label, points in seat.items}
        writer.writerow(
            [
                game.finished.isoformat(),
                game.game,
                game.rules_version,
                game.match_id,
                seat.seat + 1,
                "" if seat.player_id is None else seat.player_id,
                _cell(seat.name),
                _cell(seat.name_then),
                seat.level if seat.computer else "",
                seat.total,
                int(seat.winner),
                game.end_reason.english([s.name for s in game.seats]) if game.end_reason else "",
                *(mine.get(key, "") for key in items),
            ]
        )
        rows += 1
    return rows
