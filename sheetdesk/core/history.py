"""The family's own table: remembered players and the index of every finished game.

Both live in one SQLite database beside the saves (`paths.history_path()`), written in
transactions. The saves stay the truth: the index (games, seats, score items, and `saves_seen`,
what was read of each save file) is derived from them and brought up to date by `sync`, which
compares the saves folder's finished files (name, modification time, size) with what the index
last read of them: new or changed files are read (and replayed, as loading a save does), vanished
ones leave the index. A missing index is rebuilt that way from every save. The score items' points
summed per player (`part_totals`, what the statistics show of the score cards) are kept made
from the games, made again when the games or the seats' players change. The players are the
family's own data (names, colours, symbols), kept across rebuilds.

A seat of a save names its player by the name typed then; `player_names` maps every name a player
has had (its key: trimmed, case-folded, NFC) to the player, so renaming a player reaches every
game already played and a rebuilt index links the old saves to the same player; merging moves a
player's names to another. A removed player stays as a tombstone (its names still point at it),
so its games keep the name they had and a rebuild does not bring the player back. A name that no
player has yet becomes a new player when its first finished game is indexed.

The schema has a version (`PRAGMA user_version`) and `MIGRATIONS`: MIGRATIONS[n] brings a version
n database to n + 1 (version 0: empty). A database that cannot be read is moved aside (renamed
with a timestamp, never deleted) and a new one is built from the saves (`notice` says so). A
database made by a newer version of sheetdesk is opened read-only: its figures show, and every
change is refused with `HistoryReadOnly`.

The players also live in a small file in the saves folder (`players.json`, written whole and
atomically after every change of the players): a list made again (damaged, deleted, made anew
with `remake`) gets them back, ids, names, colours and symbols, before any save is read; the
window reads the players' looks from it without opening the database. `read_index` is how
readers use the list: when it cannot be used (another window's long change, damage that cannot
be put aside, something else in its place, a newer version's that lacks games or tables, a full
disk, a file that may only be read) it makes the same reading from the saves into a list in
memory and says why (`Reading.problem`): the saves stay the truth, so no finished game is ever
missing from what is shown.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final, TypeVar

from . import names, paths, savefile
from .finished_list import GameLine, finished_lines
from .finished_saves import MEMO_FILE, Finished, Memo
from .i18n import QT_TRANSLATE_NOOP, Text, text, text_from_json, text_to_json

_CTX = "history"

WAIT = 10.0  # seconds a connection waits for another's transaction before it gives up
SYNC_BATCH = 200  # saves read per write transaction of `sync`

# The looks given to new players (the UI draws them: `ui.sheetkit.player_symbol`): colours told
# apart with any common colour blindness (Okabe–Ito), symbols like none of a game's own marks.
# A player given an older look keeps it.
COLOURS: Final = ("orange", "sky", "green", "yellow", "blue", "red", "purple", "black")
SYMBOLS: Final = ("star", "heart", "moon", "clover", "bolt", "drop", "hexagon", "flower")


# --- messages ----------------------------------------------------------------------------------


def _r_same_name(name: str) -> Text:
    return text(
        _CTX,
        QT_TRANSLATE_NOOP(
            "history", "{name} is already a player. Choose another name, or merge the two."
        ),
        name=name,
    )


def _r_same_look(name: str) -> Text:
    return text(
        _CTX,
        QT_TRANSLATE_NOOP(
            "history", "{name} has that colour and symbol already. Choose another of the two."
        ),
        name=name,
    )


def _r_damaged(moved: str) -> Text:
    return text(
        _CTX,
        QT_TRANSLATE_NOOP(
            "history",
            "The list of players and finished games could not be read, so it was put aside as "
            "{file} and made again from the saved games. No game is lost, and the players keep "
            "their colours and symbols.",
        ),
        file=moved,
    )


def _r_newer() -> Text:
    return text(
        _CTX,
        QT_TRANSLATE_NOOP(
            "history",
            "The list of players and finished games was made by a newer version of sheetdesk. "
            "It is shown as it is, and nothing in it can be changed here.",
        ),
    )


def _r_no_player() -> Text:
    return text(_CTX, QT_TRANSLATE_NOOP("history", "That player is not on the list any more."))


def _r_busy() -> Text:
    return text(
        _CTX,
        QT_TRANSLATE_NOOP(
            "history",
            "Another sheetdesk window is busy with the list of players and finished games, so "
            "it could not be read or changed just now. Nothing is lost: try again in a moment.",
        ),
    )


def _r_unusable(error: str) -> Text:
    return text(
        _CTX,
        QT_TRANSLATE_NOOP(
            "history",
            "The list of players and finished games could not be read or changed ({error}). "
            "No saved game is lost.",
        ),
        error=error,
    )


def _r_disk_full() -> Text:
    return text(
        _CTX,
        QT_TRANSLATE_NOOP(
            "history",
            "The disk is full, so the list of players and finished games could not be written. "
            "No saved game is lost: make room on the disk and try again.",
        ),
    )


def _r_cannot_write() -> Text:
    return text(
        _CTX,
        QT_TRANSLATE_NOOP(
            "history",
            "The list of players and finished games cannot be written: its file or its folder "
            "may only be read. No saved game is lost.",
        ),
    )


def _r_not_a_file(file: str) -> Text:
    return text(
        _CTX,
        QT_TRANSLATE_NOOP(
            "history",
            "Where the list of players and finished games is kept there is something else "
            "({file} is not a file). No saved game is lost.",
        ),
        file=file,
    )


def _r_newer_lagging() -> Text:
    return text(
        _CTX,
        QT_TRANSLATE_NOOP(
            "history",
            "The list of players and finished games was made by a newer version of sheetdesk, "
            "so nothing can be added to it here, and the games finished since are not in it. "
            "No saved game is lost.",
        ),
    )


def _r_newer_unreadable() -> Text:
    return text(
        _CTX,
        QT_TRANSLATE_NOOP(
            "history",
            "The list of players and finished games was made by a newer version of sheetdesk "
            "and cannot be read by this one. No saved game is lost.",
        ),
    )


def _r_stuck(error: str) -> Text:
    return text(
        _CTX,
        QT_TRANSLATE_NOOP(
            "history",
            "The list of players and finished games could not be read, and it could not be put "
            "aside to be made again ({error}). No saved game is lost.",
        ),
        error=error,
    )


_BUSY_CODES = (5, 6)  # SQLITE_BUSY, SQLITE_LOCKED (their extended codes share the low byte)
_FULL_CODE = 13  # SQLITE_FULL
_READ_ONLY_CODES = (3, 8)  # SQLITE_PERM, SQLITE_READONLY


def _code(error: sqlite3.Error) -> int | None:
    code = getattr(error, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def busy(error: sqlite3.Error) -> bool:
    """Whether `error` is another connection's transaction outlasting the wait (`timeout`)."""
    code = _code(error)
    if code is not None:
        return code in _BUSY_CODES
    return "locked" in str(error) or "busy" in str(error)


class _Lagging(Exception):
    """A newer version's list (never written here) that lacks games finished since."""


class _Stuck(Exception):
    """A damaged database that could not be moved aside (its folder may only be read)."""

    def __init__(self, error: OSError) -> None:
        super().__init__(str(error))
        self.error = error


def trouble(error: Exception, path: Path | None = None) -> Text:
    """What to tell the family when the database could not be used (another window's long
    change, a full disk, no permission, something else in its place, damage that could not be
    put aside); `path`: the database's file."""
    if isinstance(error, _Stuck):
        return _r_stuck(error.error.strerror or str(error.error))
    if isinstance(error, _Lagging):
        return _r_newer_lagging()
    if isinstance(error, OSError):
        if error.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
            return _r_disk_full()
        if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            return _r_cannot_write()
        return _r_unusable((error.strerror or str(error))[:200])
    if isinstance(error, sqlite3.Error):
        code = _code(error)
        if busy(error):
            return _r_busy()
        if code == _FULL_CODE or "disk is full" in str(error):
            return _r_disk_full()
        if code in _READ_ONLY_CODES or "readonly" in str(error):
            return _r_cannot_write()
        if path is not None and path.exists() and not path.is_file():
            return _r_not_a_file(path.name)
    return _r_unusable(str(error)[:200])


def _rollback(db: sqlite3.Connection) -> None:
    """Undo the open transaction, if SQLite has not already (it ends one itself on a full
    disk): the error that stopped it is the one to tell, never the rollback's."""
    if db.in_transaction:
        with contextlib.suppress(sqlite3.Error):
            db.execute("ROLLBACK")


class HistoryError(Exception):
    """A change the players' list refuses. `reason` is plain, translatable Text."""

    def __init__(self, reason: Text) -> None:
        super().__init__(reason.english())
        self.reason = reason


class HistoryReadOnly(HistoryError):
    """The database is a newer version's: it is read, never written."""


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
_PART_SUMS = (
    "SELECT g.game, s.player_id, CASE WHEN s.player_id IS NULL THEN s.name ELSE '' END, "
    "s.level, s.kind = 'bot', i.key, MIN(i.label), MIN(i.position), SUM(i.points) "
    "FROM score_items i JOIN seats s ON s.game_id = i.game_id AND s.seat = i.seat "
    "JOIN games g ON g.id = i.game_id GROUP BY 1, 2, 3, 4, 5, 6"
)
_PARTS_STALE = "part_totals_stale"  # a meta key: set while `part_totals` lags the games


def _v1_to_v2(db: sqlite3.Connection) -> None:
    db.execute(
        "CREATE TABLE part_totals (game TEXT NOT NULL, player_id INTEGER, name TEXT NOT NULL, "
        "level TEXT NOT NULL, computer INTEGER NOT NULL, key TEXT NOT NULL, label TEXT NOT NULL, "
        "position INTEGER NOT NULL, points INTEGER NOT NULL)"
    )
    _sum_parts(db)


def _sum_parts(db: sqlite3.Connection) -> None:
    """Make `part_totals` again from the games (in the caller's transaction)."""
    db.execute("DELETE FROM part_totals")
    db.execute(f"INSERT INTO part_totals {_PART_SUMS}")
    db.execute("DELETE FROM meta WHERE key = ?", (_PARTS_STALE,))


def _parts_stale(db: sqlite3.Connection) -> None:
    db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, '1')", (_PARTS_STALE,))


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


def _has_tables(db: sqlite3.Connection, version: int) -> bool:
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
        _rollback(db)
        raise


# --- records -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    id: int
    name: str
    colour: str
    symbol: str
    computer: bool = False
    level: str = ""
    hidden: bool = False
    removed: bool = False


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


def _seat_name(name: str) -> str:
    """A name read from a save as a new player's (the loader hands it over cleaned already)."""
    try:
        return names.read_name(name)
    except names.NameRefused:
        return " ".join(name.split())[: names.MAX_NAME]


def clean_name(name: str) -> str:
    """`name` as a player's name by the one rule (`names.clean_name`), or HistoryError saying
    why not."""
    try:
        return names.clean_name(name)
    except names.NameRefused as error:
        raise HistoryError(error.reason) from error


def _text_json(value: Text | None) -> str | None:
    return None if value is None else json.dumps(text_to_json(value))


def _text_of(raw: str | None) -> Text | None:
    if raw is None:
        return None
    try:
        return text_from_json(json.loads(raw))
    except (ValueError, RecursionError):
        return None


def _stamp() -> str:
    return datetime.now(UTC).strftime("%Y%m%dT%H%M%S")


# --- the database ------------------------------------------------------------------------------


class History:
    """The players and the finished games' index, open on one database file.

    `notice`: a message for the family after opening (a damaged file moved aside, or a newer
    version's database shown read-only); None when all is well."""

    def __init__(
        self,
        path: Path | str | None = None,
        saves: Path | str | None = None,
        *,
        timeout: float | None = None,
    ) -> None:
        # seconds to wait for another window's transaction (sqlite's busy timeout)
        self.timeout = WAIT if timeout is None else timeout
        self.path = Path(path) if path is not None else paths.history_path()
        self.saves = Path(saves) if saves is not None else paths.saves_dir()
        self.players_file = self.saves / PLAYERS_FILE
        self.notice: Text | None = None
        self.read_only = False
        self.moved_aside: Path | None = None
        # in memory: made from the saves when the file cannot be used (`read_index`)
        self.in_memory = str(self.path) == MEMORY
        self._players_changed = False  # (the players file is written as the change is kept)
        self.db = self._open()
        if not self.read_only and not self.in_memory:
            self._players_file_once()

    # opening

    def _connect(self, read_only: bool = False) -> sqlite3.Connection:
        if read_only:
            uri = self.path.resolve().as_uri() + "?mode=ro"
            db = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=self.timeout)
        else:
            db = sqlite3.connect(self.path, isolation_level=None, timeout=self.timeout)
        db.execute("PRAGMA foreign_keys = ON")
        return db

    def _open(self) -> sqlite3.Connection:
        try:
            db = self._connect()
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                db.close()
                self.read_only = True
                self.notice = _r_newer()
                return self._connect(read_only=True)
            if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise sqlite3.DatabaseError("quick_check failed")
            if not _has_tables(db, version):
                raise sqlite3.DatabaseError("tables missing")
            self._made(db)
            return db
        except sqlite3.OperationalError:
            with contextlib.suppress(UnboundLocalError, sqlite3.Error):
                db.close()
            raise  # locked by another window, a full disk, no permission: not damage
        except sqlite3.DatabaseError:
            with contextlib.suppress(UnboundLocalError, sqlite3.Error):
                db.close()
            try:
                self.moved_aside = self._move_aside()
                self.notice = _r_damaged(self.moved_aside.name)
            except FileNotFoundError:
                pass  # another window moved it aside first (and tells the family)
            except OSError as error:
                raise _Stuck(error) from error  # (its folder may only be read)
            db = self._connect()
            try:
                self._made(db)
            except BaseException:
                db.close()
                raise
            return db

    def _made(self, db: sqlite3.Connection) -> None:
        """Bring `db` to today's schema; a list without players (new, or made again) gets the
        players the players file keeps, with their colours and symbols."""
        migrate(db)
        if db.execute("SELECT COUNT(*) FROM players").fetchone()[0] == 0:
            _restore_players(db, self.players_file)

    def _move_aside(self) -> Path:
        """Rename the damaged file (and its journal) with a timestamp; never delete it."""
        return _aside(self.path)

    def close(self) -> None:
        self.db.close()

    # the players file: the players kept beside the saves, so that a list made again (damaged,
    # deleted, unusable) gets them back with their colours and symbols

    def _keep_players(self) -> None:
        """Write the players file from the list (as a change of the players is kept). A
        file that cannot be written is no failure: the list keeps the players."""
        if self.in_memory or self.read_only:
            return
        with contextlib.suppress(OSError, sqlite3.Error):
            write_players_file(self.players_file, _players_data(self.db))

    def _players_file_once(self) -> None:
        """A list made before the players file existed writes it the first time it is opened."""
        if self.players_file.exists():
            return
        with contextlib.suppress(sqlite3.Error):
            if self.db.execute("SELECT COUNT(*) FROM players").fetchone()[0]:
                with self._writing():  # (written holding the list, as every change writes it)
                    self._players_changed = True

    def __enter__(self) -> History:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextlib.contextmanager
    def _writing(self) -> Iterator[sqlite3.Connection]:
        """One write transaction (all or nothing); refused on a newer version's database."""
        if self.read_only:
            raise HistoryReadOnly(_r_newer())
        self.db.execute("BEGIN IMMEDIATE")
        written = False
        try:
            yield self.db
            if self._players_changed:
                # written while this change still holds the list, just before it is kept: the
                # file's last writer is the list's last change (written after the commit, an
                # earlier change's slower write could put its older players over a newer one's)
                self._keep_players()
                written = True
            self.db.execute("COMMIT")
        except BaseException:
            self._players_changed = False
            _rollback(self.db)
            if written:  # (the commit failed: the file as the list is again)
                self._keep_players()
            raise
        self._players_changed = False

    # players

    def players(self, *, hidden: bool = True, removed: bool = False) -> list[PlayerRecord]:
        """The remembered players, by name (hidden ones too unless `hidden` is False)."""
        rows = self.db.execute(
            "SELECT id, name, colour, symbol, computer, level, hidden, removed FROM players"
        ).fetchall()
        found = [_player(row) for row in rows]
        return sorted(
            (p for p in found if (hidden or not p.hidden) and (removed or not p.removed)),
            key=lambda p: (name_key(p.name), p.id),
        )

    def player(self, player_id: int) -> PlayerRecord:
        row = self.db.execute(
            "SELECT id, name, colour, symbol, computer, level, hidden, removed FROM players "
            "WHERE id = ?",
            (player_id,),
        ).fetchone()
        if row is None:
            raise HistoryError(_r_no_player())
        return _player(row)

    def find(self, name: str) -> PlayerRecord | None:
        """The player a name (any of their names) stands for, removed ones included."""
        row = self.db.execute(
            "SELECT player_id FROM player_names WHERE key = ?", (name_key(name),)
        ).fetchone()
        return self.player(row[0]) if row else None

    def _next_look(self, db: sqlite3.Connection) -> tuple[str, str]:
        """A colour and symbol pair the living players use least (the first such, in order)."""
        used: dict[tuple[str, str], int] = {}
        for colour, symbol in db.execute(
            "SELECT colour, symbol FROM players WHERE removed = 0"
        ).fetchall():
            used[(colour, symbol)] = used.get((colour, symbol), 0) + 1
        count = db.execute("SELECT COUNT(*) FROM players").fetchone()[0]
        # every colour with every symbol; the first eight differ in both, the next eight pair
        # each colour with the next symbol, and so on
        looks = [
            (COLOURS[n % len(COLOURS)], SYMBOLS[(n + n // len(COLOURS)) % len(SYMBOLS)])
            for n in range(len(COLOURS) * len(SYMBOLS))
        ]
        start = count % len(looks)
        ordered = looks[start:] + looks[:start]
        return min(ordered, key=lambda look: used.get(look, 0))

    def _check_look_free(
        self, db: sqlite3.Connection, colour: str, symbol: str, player_id: int
    ) -> None:
        """Two players never share both their colour and their symbol."""
        row = db.execute(
            "SELECT name FROM players WHERE colour = ? AND symbol = ? AND removed = 0 AND id != ?",
            (colour, symbol, player_id),
        ).fetchone()
        if row is not None:
            raise HistoryError(_r_same_look(row[0]))

    def _check_free(self, db: sqlite3.Connection, name: str, player_id: int | None) -> None:
        row = db.execute(
            "SELECT p.id, p.removed, p.name FROM player_names n JOIN players p "
            "ON p.id = n.player_id WHERE n.key = ?",
            (name_key(name),),
        ).fetchone()
        if row is not None and row[0] != player_id and not row[1]:
            raise HistoryError(_r_same_name(row[2]))

    def _claim(self, db: sqlite3.Connection, name: str, player_id: int) -> None:
        """Point `name` at the player; a removed player it named loses it (and its games, on the
        next rebuild, go to the new one: the family chose that name again)."""
        db.execute(
            "INSERT INTO player_names (key, player_id) VALUES (?, ?) "
            "ON CONFLICT(key) DO UPDATE SET player_id = excluded.player_id",
            (name_key(name), player_id),
        )

    def add_player(
        self,
        name: str,
        *,
        colour: str = "",
        symbol: str = "",
        computer: bool = False,
        level: str = "",
    ) -> PlayerRecord:
        name = clean_name(name)
        with self._writing() as db:
            self._check_free(db, name, None)
            if not (colour and symbol):
                colour, symbol = self._next_look(db)
            cursor = db.execute(
                "INSERT INTO players (name, colour, symbol, computer, level) VALUES (?,?,?,?,?)",
                (name, colour, symbol, int(computer), level),
            )
            player_id = int(cursor.lastrowid or 0)
            self._claim(db, name, player_id)
            self._players_changed = True
        return self.player(player_id)

    def rename(self, player_id: int, name: str) -> PlayerRecord:
        """A new name for the player; every game played shows it (the old name stays theirs, so
        a rebuilt index still finds them in old saves)."""
        name = clean_name(name)
        with self._writing() as db:
            self.player(player_id)
            self._check_free(db, name, player_id)
            db.execute("UPDATE players SET name = ? WHERE id = ?", (name, player_id))
            self._claim(db, name, player_id)
            self._players_changed = True
        return self.player(player_id)

    def change(self, player_id: int, **looks: Any) -> PlayerRecord:
        """Set any of colour, symbol, computer, level, hidden."""
        allowed = {"colour", "symbol", "computer", "level", "hidden"}
        if not set(looks) <= allowed:
            raise ValueError(f"unknown fields {sorted(set(looks) - allowed)}")
        with self._writing() as db:
            player = self.player(player_id)
            if "colour" in looks or "symbol" in looks:
                self._check_look_free(
                    db,
                    looks.get("colour", player.colour),
                    looks.get("symbol", player.symbol),
                    player_id,
                )
            for key, value in looks.items():
                value = int(value) if isinstance(value, bool) else value
                db.execute(f"UPDATE players SET {key} = ? WHERE id = ?", (value, player_id))
            self._players_changed = True
        return self.player(player_id)

    def merge(self, gone: int, into: int) -> PlayerRecord:
        """Two players who are one (a typo'd name): `gone`'s names and games become `into`'s."""
        if gone == into:
            return self.player(into)
        with self._writing() as db:
            self.player(gone)
            self.player(into)
            db.execute("UPDATE player_names SET player_id = ? WHERE player_id = ?", (into, gone))
            db.execute("UPDATE seats SET player_id = ? WHERE player_id = ?", (into, gone))
            db.execute("DELETE FROM players WHERE id = ?", (gone,))
            _sum_parts(db)
            self._players_changed = True
        return self.player(into)

    def remove(self, player_id: int) -> None:
        """The player leaves the list; their games stay, with the name they had then."""
        with self._writing() as db:
            self.player(player_id)
            db.execute("UPDATE players SET removed = 1, hidden = 1 WHERE id = ?", (player_id,))
            self._players_changed = True

    # the last table, as the New game dialog offers it next time

    def last_table(self) -> list[int]:
        row = self.db.execute("SELECT value FROM meta WHERE key = 'last_table'").fetchone()
        try:
            ids = json.loads(row[0]) if row else []
        except (ValueError, RecursionError):
            return []
        return [int(i) for i in ids if isinstance(i, int)] if isinstance(ids, list) else []

    def set_last_table(self, player_ids: Sequence[int]) -> None:
        with self._writing() as db:
            db.execute(
                "INSERT INTO meta (key, value) VALUES ('last_table', ?) "
                "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                (json.dumps([int(i) for i in player_ids]),),
            )
            self._players_changed = True

    def remember_table(self, names: Sequence[str]) -> list[int]:
        """The people of a table just started, by seat: a name no player has yet becomes a
        player (one a removed player had, a new one: the family chose it again); the table is
        the last one. Names a player cannot have are passed over. The players' ids."""
        ids: list[int] = []
        for name in names:
            try:
                found = self.find(name)
                if found is None or found.removed:
                    found = self.add_player(name)
            except HistoryReadOnly:
                raise
            except HistoryError:
                continue
            if found.id not in ids:
                ids.append(found.id)
        self.set_last_table(ids)
        return ids

    # the index

    def _scan(self) -> dict[str, tuple[int, int]]:
        """The saves folder's save files: name -> (modification time in ns, size)."""
        found: dict[str, tuple[int, int]] = {}
        try:
            entries = list(os.scandir(self.saves))
        except OSError:
            return found
        for entry in entries:
            if not entry.name.endswith(savefile.SUFFIX):
                continue
            with contextlib.suppress(OSError):
                info = entry.stat()
                found[entry.name] = (info.st_mtime_ns, info.st_size)
        return found

    def stale(self) -> bool:
        """Whether a save was added, changed or removed since the index last read the folder."""
        seen = {
            file: (mtime, size)
            for file, mtime, size in self.db.execute(
                "SELECT file, mtime_ns, size FROM saves_seen"
            ).fetchall()
        }
        return seen != self._scan()

    def sync(self, progress: Callable[[int, int], object] | None = None) -> SyncResult:
        """Bring the index up to the saves folder: read new and changed saves (a finished one
        is indexed), forget vanished ones. Nothing on a newer version's database.
        `progress(read, to_read)` hears of each save read; an exception it raises stops the sync
        there (the batches written stay; the rest is read next time)."""
        if self.read_only:
            return SyncResult()
        now = self._scan()
        seen = {
            file: (mtime, size)
            for file, mtime, size in self.db.execute(
                "SELECT file, mtime_ns, size FROM saves_seen"
            ).fetchall()
        }
        gone = [file for file in seen if file not in now]
        todo = sorted(file for file, stamp in now.items() if seen.get(file) != stamp)
        failed: list[savefile.SaveError] = []
        with self._writing() as db:
            for file in gone:
                db.execute("DELETE FROM saves_seen WHERE file = ?", (file,))
            if gone:
                _parts_stale(db)
        # Read a batch of saves, then write it in one transaction: a commit per game would
        # cost a disk flush each; a batch lost to a crash is read again from the saves.
        memo = Memo(None if self.in_memory or not todo else self.path.with_name(MEMO_FILE))
        try:
            added = self._read_saves(todo, memo, failed, progress)
        finally:
            memo.close()
        if self._parts_lag():
            with self._writing() as db:
                _sum_parts(db)
        return SyncResult(added, len(gone), tuple(failed))

    def _read_saves(
        self,
        todo: list[str],
        memo: Memo,
        failed: list[savefile.SaveError],
        progress: Callable[[int, int], object] | None,
    ) -> int:
        """Read the saves `todo` into the index, a batch a transaction: the games indexed."""
        added = 0
        for start in range(0, len(todo), SYNC_BATCH):
            batch = []
            for number, file in enumerate(todo[start : start + SYNC_BATCH], start=start + 1):
                try:
                    read = memo.read(self.saves / file)
                except savefile.SaveError as error:
                    failed.append(error)
                    read = None
                # (a damaged save was moved to the quarantine: nothing to remember of it)
                batch.append((file, _stat(self.saves / file), read))
                if progress is not None:
                    progress(number, len(todo))
            with self._writing() as db:
                _parts_stale(db)
                for file, stamp, read in batch:
                    db.execute("DELETE FROM saves_seen WHERE file = ?", (file,))
                    if stamp is None:
                        continue
                    db.execute(
                        "INSERT INTO saves_seen (file, mtime_ns, size, finished) VALUES (?,?,?,?)",
                        (file, stamp[0], stamp[1], int(read is not None)),
                    )
                    if read is not None:
                        self._index(db, file, read)
                        added += 1
        return added

    def _parts_lag(self) -> bool:
        """Whether `part_totals` lags the games (a sync stopped half way, or crashed)."""
        row = self.db.execute("SELECT 1 FROM meta WHERE key = ?", (_PARTS_STALE,)).fetchone()
        return row is not None

    def rebuild(self) -> SyncResult:
        """Forget the whole index and read every save again (the players stay)."""
        with self._writing() as db:
            db.execute("DELETE FROM saves_seen")
        return self.sync()

    def _index(self, db: sqlite3.Connection, file: str, read: Finished) -> None:
        cursor = db.execute(
            "INSERT INTO games (file, match_id, game, rules_version, created, finished, "
            "end_reason, options, actions) VALUES (?,?,?,?,?,?,?,?,?)",
            (
                file,
                read.match_id,
                read.game,
                read.rules_version,
                read.created,
                read.finished,
                _text_json(read.reason),
                read.options,
                read.actions,
            ),
        )
        game_id = int(cursor.lastrowid or 0)
        taken: set[int] = set()
        for seat, (name, kind, bot) in enumerate(read.players):
            player_id = self._player_for(db, name, kind == "bot", bot)
            if player_id in taken:  # one name in two seats: the second is nobody's
                player_id = None
            if player_id is not None:
                taken.add(player_id)
            score = read.scores.get(seat)
            db.execute(
                "INSERT INTO seats (game_id, seat, player_id, name, kind, level, total, winner) "
                "VALUES (?,?,?,?,?,?,?,?)",
                (
                    game_id,
                    seat,
                    player_id,
                    name,
                    kind,
                    bot,
                    score.total if score else 0,
                    int(bool(score and score.winner)),
                ),
            )
            db.executemany(
                "INSERT INTO score_items (game_id, seat, position, key, label, points) "
                "VALUES (?,?,?,?,?,?)",
                [
                    (game_id, seat, position, item.key, item.label, item.points)
                    for position, item in enumerate(score.items if score else ())
                ],
            )

    def _player_for(
        self, db: sqlite3.Connection, name: str, computer: bool, level: str
    ) -> int | None:
        """The player a seat's name stands for, made new the first time the name is seen."""
        key = name_key(name)
        if not key:
            return None
        row = db.execute("SELECT player_id FROM player_names WHERE key = ?", (key,)).fetchone()
        if row is not None:
            return int(row[0])
        colour, symbol = self._next_look(db)
        cursor = db.execute(
            "INSERT INTO players (name, colour, symbol, computer, level) VALUES (?,?,?,?,?)",
            (_seat_name(name), colour, symbol, int(computer), level),
        )
        player_id = int(cursor.lastrowid or 0)
        db.execute("INSERT INTO player_names (key, player_id) VALUES (?, ?)", (key, player_id))
        self._players_changed = True
        return player_id

    # reading the index

    def games(self, *, game: str = "", player_id: int | None = None) -> list[GameRecord]:
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
        rows = self.db.execute(
            "SELECT g.id, g.file, g.match_id, g.game, g.rules_version, g.created, g.finished, "
            f"g.end_reason FROM games g {clause} ORDER BY g.finished, g.id",
            args,
        ).fetchall()
        if not rows:
            return []
        wanted = {row[0] for row in rows}
        items: dict[tuple[int, int], list[tuple[str, str, int]]] = {}
        for game_id, seat, key, label, points in self.db.execute(
            "SELECT game_id, seat, key, label, points FROM score_items "
            "ORDER BY game_id, seat, position"
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
        ) in self.db.execute(
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
                created=_moment(row[5]),
                finished=_moment(row[6]),
                end_reason=_text_of(row[7]),
                seats=tuple(seats.get(row[0], ())),
            )
            for row in rows
        ]

    def lines(self) -> list[GameLine]:
        """The finished games as the Finished games page lists them, newest first."""
        return finished_lines(self.db)

    def seat_scores(self) -> list[SeatScore]:
        """Every seat's score of every finished game, oldest game first: the statistics'
        reading (a few columns of one table, far quicker than `games`)."""
        moments: dict[str, datetime] = {}
        scores = []
        for (game_id, game, finished, seat, pid, name_then, kind, level, total, winner,
             now_name, gone, winners) in self.db.execute(
            "SELECT g.id, g.game, g.finished, s.seat, s.player_id, s.name, s.kind, s.level, "
            "s.total, s.winner, p.name, p.removed, "
            "SUM(s.winner) OVER (PARTITION BY s.game_id) "
            "FROM seats s JOIN games g ON g.id = s.game_id "
            "LEFT JOIN players p ON p.id = s.player_id ORDER BY g.finished, g.id, s.seat"
        ):  # fmt: skip
            moment = moments.get(finished)
            if moment is None:
                moment = moments[finished] = _moment(finished)
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

    def part_sums(self) -> list[PartSum]:
        """The score items' points summed per game, per player (at each computer level),
        per item: kept summed in the index (summed now if the sums lag the games)."""
        query = (
            _PART_SUMS
            if self._parts_lag()
            else "SELECT game, player_id, name, level, computer, key, label, position, points "
            "FROM part_totals"
        )
        return [
            PartSum(game, pid, name, level, bool(computer), key, label, position, points)
            for game, pid, name, level, computer, key, label, position, points in self.db.execute(
                query
            )
        ]

    def count_games(self) -> int:
        return int(self.db.execute("SELECT COUNT(*) FROM games").fetchone()[0])


# --- the players file ---------------------------------------------------------------------------

PLAYERS_FILE: Final = "players.json"  # in the saves folder (which the family can write)
_PLAYERS_FORMAT: Final = "sheetdesk-players"
_PLAYERS_MAX_BYTES: Final = 4 * 1024 * 1024
_LOOK_MAX: Final = 40  # letters of a colour's or symbol's name
_KEY_MAX: Final = 400  # letters of a name key (names an older version allowed included)


def players_file_path(saves: Path | str | None = None) -> Path:
    return (Path(saves) if saves is not None else paths.saves_dir()) / PLAYERS_FILE


def _players_data(db: sqlite3.Connection) -> dict[str, Any]:
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
            _player(row)
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


def _restore_players(db: sqlite3.Connection, path: Path) -> None:
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
        _rollback(db)
        raise


# --- reading whatever can be read ---------------------------------------------------------------

MEMORY: Final = ":memory:"  # the path of a list made in memory from the saves


@dataclass(frozen=True, slots=True)
class Reading:
    """What `read_index` read, and what to tell of it."""

    found: Any  # what `read(history)` gave; None if nothing could be read
    notice: Text | None = None  # to tell once: the file was damaged and made again, or newer
    problem: Text | None = None  # why the list could not be used (then `found` is from memory)
    busy: bool = False  # the problem: another window's long change (it passes by itself)
    may_remake: bool = False  # making the list again (`remake`) may mend the problem
    read_only: bool = False  # nothing can be changed in what was read
    failed: tuple[savefile.SaveError, ...] = ()  # saves that could not be read


def read_index(
    read: Callable[[History], Any],
    *,
    sync: bool = True,
    from_saves: bool = True,
    progress: Callable[[int, int], object] | None = None,
    timeout: float | None = None,
    stopped: Callable[[], bool] | None = None,
    path: Path | str | None = None,
    saves: Path | str | None = None,
) -> Reading:
    """Open the list (brought up to date with the saves if `sync`) and `read` it. When the
    list cannot be used (locked by another window past the wait, damaged beyond putting aside,
    something else in its place, a newer version's without its tables, a full disk, a file
    that may only be read), and `from_saves`, the same reading is made from the saves
    themselves into a list in memory (the players file giving the players their looks), and
    `problem` says why. Another window's change is waited for `timeout` seconds (the default
    WAIT), in short steps that `stopped()` can end. Never raises for a list that cannot be used;
    a HistoryError of `read` (a refused change) and `progress`'s exceptions pass through."""
    wait = WAIT if timeout is None else timeout
    deadline = time.monotonic() + wait
    step = min(wait, 0.1)
    notice: Text | None = None
    target = Path(path) if path is not None else None
    newer = False
    while True:
        try:
            with History(path, saves, timeout=step) as history:
                notice = history.notice
                target = history.path
                newer = history.read_only
                if sync and history.read_only and history.stale():
                    raise _Lagging
                synced = history.sync(progress) if sync else SyncResult()
                found = read(history)
                return Reading(found, notice, read_only=history.read_only, failed=synced.failed)
        except (sqlite3.Error, OSError, _Stuck, _Lagging) as error:
            if (
                isinstance(error, sqlite3.Error)
                and busy(error)
                and time.monotonic() < deadline
                and not (stopped is not None and stopped())
            ):
                continue  # another window's change: wait for it a little longer
            problem = trouble(error, target if target is not None else paths.history_path())
            if newer and isinstance(error, sqlite3.Error) and not busy(error):
                problem = _r_newer_unreadable()  # (its tables are not the ones known here)
            is_busy = isinstance(error, sqlite3.Error) and busy(error)
            # (a full disk or another window's change: putting the list aside would not help)
            mend = not is_busy and problem.source != _r_disk_full().source
        if not from_saves:
            return Reading(None, notice, problem, is_busy, mend, True)
        with History(MEMORY, saves) as memory:
            synced = memory.sync(progress)
            return Reading(read(memory), notice, problem, is_busy, mend, True, synced.failed)


def remake(
    saves: Path | str | None = None,
    path: Path | str | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> Text | None:
    """Put whatever is where the list is kept aside (renamed, never deleted) and make the list
    again from the saves, the players file giving back the players: None when done, else what
    stopped it. `progress` as `History.sync` hears it (an exception it raises stops there: the
    rest is read next time)."""
    target = Path(path) if path is not None else paths.history_path()
    try:
        if os.path.lexists(target):
            _aside(target)
        with History(target, saves) as history:
            history.sync(progress)
    except (sqlite3.Error, OSError, _Stuck) as error:
        return trouble(error, target)
    return None


def _aside(path: Path) -> Path:
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


def remembered_names(path: Path | str | None = None) -> list[str]:
    """The names of the remembered people, as `remembered_players` gives them."""
    return [name for name, _look in remembered_players(path)]


# The window reads the players on its own thread (the New game dialog, a sheet's seats): from
# the players file, a small file no other window locks; from the list itself only when there is
# no players file yet (a list an earlier version made), never waiting for another window.


def remembered_players(
    path: Path | str | None = None, saves: Path | str | None = None
) -> list[tuple[str, tuple[str, str]]]:
    """The remembered people (not hidden, removed or computers), each a name and its (colour,
    symbol), the last table's first, read without changing anything: [] when there are none
    or they cannot be read (the page that opens the list says why)."""
    records, _keys, first = read_players_file(players_file_path(saves))
    if records:
        rows = [
            (r.id, r.name, r.colour, r.symbol)
            for r in records
            if not (r.hidden or r.removed or r.computer)
        ]
    else:
        try:
            with _peek(path) as db:
                if db is None:
                    return []
                rows = db.execute(
                    "SELECT id, name, colour, symbol FROM players "
                    "WHERE hidden = 0 AND removed = 0 AND computer = 0"
                ).fetchall()
                last = db.execute("SELECT value FROM meta WHERE key = 'last_table'").fetchone()
            first = json.loads(last[0]) if last else []
        except (sqlite3.Error, ValueError, RecursionError):
            return []
    order = {pid: n for n, pid in enumerate(first)} if isinstance(first, list) else {}
    rows.sort(key=lambda row: (order.get(row[0], len(order)), name_key(row[1])))
    return [(str(name), (str(colour), str(symbol))) for _pid, name, colour, symbol in rows]


_T = TypeVar("_T")


def looks_of(
    names: Sequence[str], path: Path | str | None = None, saves: Path | str | None = None
) -> list[tuple[str, str] | None]:
    """The (colour, symbol) of the player each name stands for, read without changing
    anything; None for a name no remembered player has (an older save, a removed player), and
    for every name when the players cannot be read (the seat is shown without a symbol: never
    a failure)."""
    return _each_player(
        names,
        path,
        saves,
        lambda record: (record.colour, record.symbol),
        "p.colour, p.symbol",
        lambda row: (str(row[0]), str(row[1])),
    )


def current_names(
    names: Sequence[str], path: Path | str | None = None, saves: Path | str | None = None
) -> list[str]:
    """Each name as its player is called now (a renamed or merged player's name of today; a
    name no living player has stays as it is), read without changing anything and never
    waiting for another window; the names as given when the players cannot be read."""
    found = _each_player(names, path, saves, lambda r: r.name, "p.name", lambda row: str(row[0]))
    return [now or name for now, name in zip(found, names, strict=True)]


def _each_player(
    names: Sequence[str],
    path: Path | str | None,
    saves: Path | str | None,
    of_record: Callable[[PlayerRecord], _T],
    columns: str,
    of_row: Callable[[Any], _T],
) -> list[_T | None]:
    """What `of_record` says of the living player each name stands for (None where none does,
    and for every name when the players cannot be read): from the players file, a small file
    no window locks; from the list only when there is no players file yet, never waiting."""
    records, keys, _table = read_players_file(players_file_path(saves))
    if records:
        living = {r.id: of_record(r) for r in records if not r.removed}
        return [living.get(keys.get(name_key(name), 0)) for name in names]
    found: list[_T | None] = [None] * len(names)
    try:
        with _peek(path) as db:
            if db is None:
                return found
            for n, name in enumerate(names):
                row = db.execute(
                    f"SELECT {columns} FROM player_names AS k JOIN players AS p "
                    "ON p.id = k.player_id WHERE k.key = ? AND p.removed = 0",
                    (name_key(name),),
                ).fetchone()
                found[n] = of_row(row) if row else None
    except sqlite3.Error:
        return [None] * len(names)
    return found


@contextlib.contextmanager
def _peek(path: Path | str | None) -> Iterator[sqlite3.Connection | None]:
    """The list opened to be read only, never waiting for another window (None: no list)."""
    target = Path(path) if path is not None else paths.history_path()
    if not target.is_file():
        yield None
        return
    db = sqlite3.connect(f"{target.resolve().as_uri()}?mode=ro", uri=True, timeout=0)
    try:
        yield db
    finally:
        db.close()


def _player(row: Sequence[Any]) -> PlayerRecord:
    return PlayerRecord(
        int(row[0]), row[1], row[2], row[3], bool(row[4]), row[5], bool(row[6]), bool(row[7])
    )


def _moment(value: str) -> datetime:
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        return datetime(1970, 1, 1, tzinfo=UTC)


def _stat(path: Path) -> tuple[int, int] | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return info.st_mtime_ns, info.st_size
