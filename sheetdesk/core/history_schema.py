"""The history list's SQLite schema: its tables made step by step (`MIGRATIONS`: MIGRATIONS[n]
brings a version n list to n + 1, in the caller's transaction), `migrate` bringing a list up to
SCHEMA_VERSION in one transaction, and the score items' sums per player (`part_totals`) made
again from the games."""

from __future__ import annotations

import functools
import sqlite3
from collections.abc import Callable
from typing import Final

from .history_messages import (
    roll_back,
)

# --- schema ------------------------------------------------------------------------------------


def _script(db: sqlite3.Connection, script: str) -> None:
    """Run each statement of `script` in the open transaction (executescript would commit it
    first)."""
    for statement in script.split(";"):
        if statement.strip():
            db.execute(statement)


def _v0_to_v1(db: sqlite3.Connection) -> None:
    _script(
        db,
        """
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE players (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            colour TEXT NOT NULL,
            symbol TEXT NOT NULL,
            computer INTEGER NOT NULL DEFAULT 0,
            level TEXT NOT NULL DEFAULT '',
            hidden INTEGER NOT NULL DEFAULT 0,
            removed INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE player_names (
            key TEXT PRIMARY KEY,
            player_id INTEGER NOT NULL REFERENCES players(id)
        );
        CREATE TABLE saves_seen (
            file TEXT PRIMARY KEY,
            mtime_ns INTEGER NOT NULL,
            size INTEGER NOT NULL,
            finished INTEGER NOT NULL
        );
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            file TEXT NOT NULL UNIQUE REFERENCES saves_seen(file) ON DELETE CASCADE,
            match_id TEXT NOT NULL,
            game TEXT NOT NULL,
            rules_version INTEGER NOT NULL,
            created TEXT NOT NULL,
            finished TEXT NOT NULL,
            end_reason TEXT,
            options TEXT NOT NULL,
            actions INTEGER NOT NULL
        );
        CREATE INDEX games_by_game ON games(game, finished);
        CREATE TABLE seats (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            player_id INTEGER REFERENCES players(id),
            name TEXT NOT NULL,
            kind TEXT NOT NULL,
            level TEXT NOT NULL,
            total INTEGER NOT NULL,
            winner INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat)
        );
        CREATE INDEX seats_by_player ON seats(player_id);
        CREATE TABLE score_items (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            position INTEGER NOT NULL,
            key TEXT NOT NULL,
            label TEXT NOT NULL,
            points INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat, position)
        );
        """,
    )


# The score items' points summed per game, per player (at each computer level), per item: what
# the statistics show of the score cards. Summing every item of years of games takes a while, so
# the sums are kept in `part_totals`, made again when the games or the players' seats change.
PART_SUMS = (
    "SELECT g.game, s.player_id, CASE WHEN s.player_id IS NULL THEN s.name ELSE '' END, "
    "s.level, s.kind = 'bot', i.key, MIN(i.label), MIN(i.position), SUM(i.points) "
    "FROM score_items i JOIN seats s ON s.game_id = i.game_id AND s.seat = i.seat "
    "JOIN games g ON g.id = i.game_id GROUP BY 1, 2, 3, 4, 5, 6"
)
PARTS_STALE = "part_totals_stale"  # a meta key: set while `part_totals` lags the games


def _v1_to_v2(db: sqlite3.Connection) -> None:
    db.execute(
        "CREATE TABLE part_totals (game TEXT NOT NULL, player_id INTEGER, name TEXT NOT NULL, "
        "level TEXT NOT NULL, computer INTEGER NOT NULL, key TEXT NOT NULL, label TEXT NOT NULL, "
        "position INTEGER NOT NULL, points INTEGER NOT NULL)"
    )
    sum_parts(db)


def sum_parts(db: sqlite3.Connection) -> None:
    """Make `part_totals` again from the games (in the caller's transaction)."""
    db.execute("DELETE FROM part_totals")
    db.execute(f"INSERT INTO part_totals {PART_SUMS}")
    db.execute("DELETE FROM meta WHERE key = ?", (PARTS_STALE,))


def parts_stale(db: sqlite3.Connection) -> None:
    db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, '1')", (PARTS_STALE,))


Migration = Callable[[sqlite3.Connection], None]

MIGRATIONS: list[Migration] = [_v0_to_v1, _v1_to_v2]
"""MIGRATIONS[n] brings a version n database to n + 1 (inside the caller's transaction). Each
one is tested from a database built by the steps before it (tests/core/test_history.py)."""

SCHEMA_VERSION: Final = len(MIGRATIONS)


@functools.cache
def _tables_at(version: int) -> frozenset[str]:
    """The tables a list of schema `version` has (made by the migrations, in memory)."""
    db = sqlite3.connect(":memory:", isolation_level=None)
    try:
        db.execute("BEGIN")
        for step in MIGRATIONS[:version]:
            step(db)
        return frozenset(
            r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")
        )
    finally:
        db.close()


def has_tables(db: sqlite3.Connection, version: int) -> bool:
    """Whether a list of today's schema or older has its version's tables (else: damage)."""
    present = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    return _tables_at(min(version, SCHEMA_VERSION)) <= present


def migrate(db: sqlite3.Connection) -> None:
    """Bring `db` up to SCHEMA_VERSION in one transaction (nothing changes if a step fails)."""
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version >= SCHEMA_VERSION:
        return
    db.execute("BEGIN IMMEDIATE")
    try:
        # looked at again holding the list: another window (or thread) may have made it or
        # brought it up to date while this one waited for it
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version < SCHEMA_VERSION:  # (a newer version's is never marked as this one's)
            for step in MIGRATIONS[version:]:
                step(db)
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        db.execute("COMMIT")
    except BaseException:
        roll_back(db)
        raise
