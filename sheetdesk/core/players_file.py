"""The players' file in the saves folder (`players.json`): the players' ids, names, colours,
symbols and the last table, written whole and atomically after every change of the players,
read back to give a list made again its players before any save is read."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from . import paths
from .history_messages import HistoryError, roll_back
from .names import name_key
from .player_record import PlayerRecord, clean_name

if TYPE_CHECKING:
    import sqlite3  # (the list's connections are given: reading the file needs no SQLite)

# --- the players file ---------------------------------------------------------------------------

PLAYERS_FILE: Final = "players.json"  # in the saves folder (which the family can write)
_PLAYERS_FORMAT: Final = "sheetdesk-players"
_PLAYERS_MAX_BYTES: Final = 4 * 1024 * 1024
_LOOK_MAX: Final = 40  # letters of a colour's or symbol's name
_KEY_MAX: Final = 400  # letters of a name key (names an older version allowed included)


def players_file_path(saves: Path | str | None = None) -> Path:
    return (Path(saves) if saves is not None else paths.saves_dir()) / PLAYERS_FILE


def players_data(db: sqlite3.Connection) -> dict[str, Any]:
    names: dict[int, list[str]] = {}
    for key, player_id in db.execute("SELECT key, player_id FROM player_names ORDER BY key"):
        names.setdefault(int(player_id), []).append(str(key))
    row = db.execute("SELECT value FROM meta WHERE key = 'last_table'").fetchone()
    try:
        last = json.loads(row[0]) if row else []
    except ValueError:
        last = []
    players = [
        {
            "id": record.id,
            "name": record.name,
            "names": names.get(record.id, []),
            "colour": record.colour,
            "symbol": record.symbol,
            "computer": record.computer,
            "level": record.level,
            "hidden": record.hidden,
            "removed": record.removed,
        }
        for record in (
            player_record(row)
            for row in db.execute(
                "SELECT id, name, colour, symbol, computer, level, hidden, removed FROM players "
                "ORDER BY id"
            )
        )
    ]
    return {
        "format": _PLAYERS_FORMAT,
        "version": 1,
        "players": players,
        "last_table": [i for i in last if isinstance(i, int)] if isinstance(last, list) else [],
    }


def write_players_file(path: Path, data: dict[str, Any]) -> None:
    """Replace the players file at once (a crash leaves the old one or the new one)."""
    # (the save files' package is imported only to write: the hand-over page of a save opened
    # from the command line reads the players' looks before its first paint without it)
    from . import savefile

    payload = json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8")
    savefile.write_bytes_atomic(path, payload, backup=False)


def read_players_file(path: Path) -> tuple[list[PlayerRecord], dict[str, int], list[int]]:
    """The players the file keeps (each checked: one that is not sound is passed over), every
    name key to its player's id, and the last table; nothing when there is no sound file."""
    empty: tuple[list[PlayerRecord], dict[str, int], list[int]] = ([], {}, [])
    try:
        if path.stat().st_size > _PLAYERS_MAX_BYTES or not path.is_file():
            return empty
        data = json.loads(path.read_bytes().decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return empty
    if not isinstance(data, dict) or data.get("format") != _PLAYERS_FORMAT:
        return empty
    records: list[PlayerRecord] = []
    keys: dict[str, int] = {}
    seen: set[int] = set()
    for entry in data.get("players") or []:
        record = _player_entry(entry)
        if record is None or record.id in seen:
            continue
        seen.add(record.id)
        records.append(record)
        names = entry.get("names")
        for key in [name_key(record.name), *(names if isinstance(names, list) else [])]:
            if isinstance(key, str) and key == name_key(key) and 0 < len(key) <= _KEY_MAX:
                keys.setdefault(key, record.id)
    last = data.get("last_table")
    table = [i for i in last if isinstance(i, int) and i in seen] if isinstance(last, list) else []
    return records, keys, table


def _player_entry(entry: Any) -> PlayerRecord | None:
    """One player of the players file, or None when it is not sound."""
    if not isinstance(entry, dict):
        return None
    player_id, name = entry.get("id"), entry.get("name")
    looks = [entry.get(key) for key in ("colour", "symbol", "level")]
    flags = [entry.get(key, False) for key in ("computer", "hidden", "removed")]
    if not isinstance(player_id, int) or isinstance(player_id, bool) or player_id <= 0:
        return None
    if not all(isinstance(look, str) and len(look) <= _LOOK_MAX for look in looks):
        return None
    if not all(isinstance(flag, bool) for flag in flags):
        return None
    name = _file_name(name)
    if name is None or not looks[0] or not looks[1]:
        return None
    colour, symbol, level = (str(look) for look in looks)
    computer, hidden, removed = (bool(flag) for flag in flags)
    return PlayerRecord(player_id, name, colour, symbol, computer, level, hidden, removed)


def _file_name(value: Any) -> str | None:
    """A player's name as the players file has it, checked by the one name rule (None: the
    rule refuses it, and the player is passed over)."""
    if not isinstance(value, str):
        return None
    try:
        return clean_name(value)
    except HistoryError:
        return None


def restore_players(db: sqlite3.Connection, path: Path) -> None:
    """Put the players the file keeps into a list that has none (one transaction)."""
    records, keys, table = read_players_file(path)
    if not records:
        return
    db.execute("BEGIN IMMEDIATE")
    try:
        if db.execute("SELECT COUNT(*) FROM players").fetchone()[0]:
            # another window (or thread) brought them back while this one waited for the list
            db.execute("COMMIT")
            return
        for p in records:
            db.execute(
                "INSERT INTO players (id, name, colour, symbol, computer, level, hidden, removed) "
                "VALUES (?,?,?,?,?,?,?,?)",
                (p.id, p.name, p.colour, p.symbol, p.computer, p.level, p.hidden, p.removed),
            )
        db.executemany(
            "INSERT OR IGNORE INTO player_names (key, player_id) VALUES (?, ?)", keys.items()
        )
        if table:
            db.execute(
                "INSERT OR REPLACE INTO meta (key, value) VALUES ('last_table', ?)",
                (json.dumps(table),),
            )
        db.execute("COMMIT")
    except BaseException:
        roll_back(db)
        raise


def player_record(row: Sequence[Any]) -> PlayerRecord:
    return PlayerRecord(
        int(row[0]), row[1], row[2], row[3], bool(row[4]), row[5], bool(row[6]), bool(row[7])
    )
