"""The index's full readings of the finished games: every game with its seats and their score
items (`game_records`, what `History.games` gives: the CSV export, a player's games), and every
seat's score of every game in a few columns of one query (`seat_scores`, the statistics' quick
reading). A seat shows its player's name now, unless the player was removed (then the name the
save gave it)."""

from __future__ import annotations

import sqlite3
from datetime import datetime
from typing import Any

from .history_records import GameRecord, SeatRecord, SeatScore, parse_moment, text_of


def game_records(
    db: sqlite3.Connection, *, game: str = "", player_id: int | None = None
) -> list[GameRecord]:
    """The finished games, oldest first (of one game, or with one player, if asked)."""
    where: list[str] = []
    args: list[Any] = []
    if game:
        where.append("g.game = ?")
        args.append(game)
    if player_id is not None:
        where.append("g.id IN (SELECT game_id FROM seats WHERE player_id = ?)")
        args.append(player_id)
    clause = f"WHERE {' AND '.join(where)}" if where else ""
    rows = db.execute(
        "SELECT g.id, g.file, g.match_id, g.game, g.rules_version, g.created, g.finished, "
        f"g.end_reason FROM games g {clause} ORDER BY g.finished, g.id",
        args,
    ).fetchall()
    if not rows:
        return []
    wanted = {row[0] for row in rows}
    items: dict[tuple[int, int], list[tuple[str, str, int]]] = {}
    for game_id, seat, key, label, points in db.execute(
        "SELECT game_id, seat, key, label, points FROM score_items ORDER BY game_id, seat, position"
    ):
        if game_id in wanted:
            items.setdefault((game_id, seat), []).append((key, label, points))
    seats: dict[int, list[SeatRecord]] = {}
    for (
        game_id,
        seat,
        pid,
        name_then,
        kind,
        level,
        total,
        winner,
        now_name,
        gone,
    ) in db.execute(
        "SELECT s.game_id, s.seat, s.player_id, s.name, s.kind, s.level, s.total, "
        "s.winner, p.name, p.removed FROM seats s LEFT JOIN players p "
        "ON p.id = s.player_id ORDER BY s.game_id, s.seat"
    ):
        if game_id not in wanted:
            continue
        shown = now_name if now_name is not None and not gone else name_then
        seats.setdefault(game_id, []).append(
            SeatRecord(
                seat,
                pid,
                shown,
                name_then,
                kind,
                level,
                total,
                bool(winner),
                tuple(items.get((game_id, seat), ())),
            )
        )
    return [
        GameRecord(
            id=row[0],
            file=row[1],
            match_id=row[2],
            game=row[3],
            rules_version=row[4],
            created=parse_moment(row[5]),
            finished=parse_moment(row[6]),
            end_reason=text_of(row[7]),
            seats=tuple(seats.get(row[0], ())),
        )
        for row in rows
    ]


def seat_scores(db: sqlite3.Connection) -> list[SeatScore]:
    """Every seat's score of every finished game, oldest game first: the statistics'
    reading (a few columns of one table, far quicker than `game_records`)."""
    moments: dict[str, datetime] = {}
    scores = []
    for (game_id, game, finished, seat, pid, name_then, kind, level, total, winner,
         now_name, gone, winners) in db.execute(
        "SELECT g.id, g.game, g.finished, s.seat, s.player_id, s.name, s.kind, s.level, "
        "s.total, s.winner, p.name, p.removed, "
        "SUM(s.winner) OVER (PARTITION BY s.game_id) "
        "FROM seats s JOIN games g ON g.id = s.game_id "
        "LEFT JOIN players p ON p.id = s.player_id ORDER BY g.finished, g.id, s.seat"
    ):  # fmt: skip
        moment = moments.get(finished)
        if moment is None:
            moment = moments[finished] = parse_moment(finished)
        scores.append(
            SeatScore(
                game_id,
                game,
                moment,
                seat,
                pid,
                now_name if now_name is not None and not gone else name_then,
                kind == "bot",
                level,
                total,
                bool(winner),
                int(winners),
            )
        )
    return scores
