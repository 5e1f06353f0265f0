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

A database that cannot be read is moved aside (renamed with a timestamp, never deleted) and a
new one is built from the saves (`notice` says so); one made by a newer version of sheetdesk is
opened read-only (every change refused with `HistoryReadOnly`).

The history's other modules: `history_schema` (tables and migrations), `history_records` (what
it hands out), `history_messages` (its words and errors), `players_file` (the players kept in
the saves folder too, for a list made again), `player_looks` (the players as the window reads
them), `finished_saves` (a save's replay, and its memo), `finished_list` (the Finished games
page's reading), `history_games` (the games' full records and the seats' scores, read by
`games` and `seat_scores`) and `history_reading` (`read_index`, `remake`); every public name is
imported from here.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, Final

from . import paths, savefile
from .finished_list import GameLine, finished_lines
from .finished_saves import MEMO_FILE, Finished, Memo
from .history_games import game_records, seat_scores
from .history_messages import (
    HistoryError,
    HistoryReadOnly,
    Stuck,
    busy,
    r_damaged,
    r_newer,
    r_no_player,
    r_same_look,
    r_same_name,
    roll_back,
    trouble,
)
from .history_records import (
    GameRecord,
    PartSum,
    PlayerRecord,
    SeatRecord,
    SeatScore,
    SyncResult,
    clean_name,
    file_stamp,
    name_key,
    rename_aside,
    seat_name,
    text_json,
)
from .history_schema import (
    MIGRATIONS,
    PART_SUMS,
    PARTS_STALE,
    SCHEMA_VERSION,
    has_tables,
    migrate,
    parts_stale,
    sum_parts,
)
from .i18n import Text
from .player_looks import current_names, looks_of, remembered_names, remembered_players
from .players_file import (
    PLAYERS_FILE,
    player_record,
    players_data,
    players_file_path,
    read_players_file,
    restore_players,
    write_players_file,
)

__all__ = [  # (what the history's modules hand out, named from here as before)
    "COLOURS",
    "MEMORY",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "SYMBOLS",
    "GameLine",
    "GameRecord",
    "History",
    "HistoryError",
    "HistoryReadOnly",
    "PartSum",
    "PlayerRecord",
    "Reading",
    "SeatRecord",
    "SeatScore",
    "SyncResult",
    "busy",
    "clean_name",
    "current_names",
    "looks_of",
    "migrate",
    "name_key",
    "players_file_path",
    "read_index",
    "read_players_file",
    "remake",
    "remembered_names",
    "remembered_players",
    "trouble",
    "write_players_file",
]

WAIT = 10.0  # seconds a connection waits for another's transaction before it gives up
SYNC_BATCH = 200  # saves read per write transaction of `sync`

# The looks given to new players (the UI draws them: `ui.player_symbol`): colours told
# apart with any common colour blindness (Okabe–Ito), symbols like none of a game's own marks.
# A player given an older look keeps it.
COLOURS: Final = ("orange", "sky", "green", "yellow", "blue", "red", "purple", "black")
SYMBOLS: Final = ("star", "heart", "moon", "clover", "bolt", "drop", "hexagon", "flower")


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
                self.notice = r_newer()
                return self._connect(read_only=True)
            if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise sqlite3.DatabaseError("quick_check failed")
            if not has_tables(db, version):
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
                self.notice = r_damaged(self.moved_aside.name)
            except FileNotFoundError:
                pass  # another window moved it aside first (and tells the family)
            except OSError as error:
                raise Stuck(error) from error  # (its folder may only be read)
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
            restore_players(db, self.players_file)

    def _move_aside(self) -> Path:
        """Rename the damaged file (and its journal) with a timestamp; never delete it."""
        return rename_aside(self.path)

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
            write_players_file(self.players_file, players_data(self.db))

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
            raise HistoryReadOnly(r_newer())
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
            roll_back(self.db)
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
        found = [player_record(row) for row in rows]
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
            raise HistoryError(r_no_player())
        return player_record(row)

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
            raise HistoryError(r_same_look(row[0]))

    def _check_free(self, db: sqlite3.Connection, name: str, player_id: int | None) -> None:
        row = db.execute(
            "SELECT p.id, p.removed, p.name FROM player_names n JOIN players p "
            "ON p.id = n.player_id WHERE n.key = ?",
            (name_key(name),),
        ).fetchone()
        if row is not None and row[0] != player_id and not row[1]:
            raise HistoryError(r_same_name(row[2]))

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
            sum_parts(db)
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
                parts_stale(db)
        # Read a batch of saves, then write it in one transaction: a commit per game would
        # cost a disk flush each; a batch lost to a crash is read again from the saves.
        memo = Memo(None if self.in_memory or not todo else self.path.with_name(MEMO_FILE))
        try:
            added = self._read_saves(todo, memo, failed, progress)
        finally:
            memo.close()
        if self._parts_lag():
            with self._writing() as db:
                sum_parts(db)
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
                batch.append((file, file_stamp(self.saves / file), read))
                if progress is not None:
                    progress(number, len(todo))
            with self._writing() as db:
                parts_stale(db)
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
        row = self.db.execute("SELECT 1 FROM meta WHERE key = ?", (PARTS_STALE,)).fetchone()
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
                text_json(read.reason),
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
            (seat_name(name), colour, symbol, int(computer), level),
        )
        player_id = int(cursor.lastrowid or 0)
        db.execute("INSERT INTO player_names (key, player_id) VALUES (?, ?)", (key, player_id))
        self._players_changed = True
        return player_id

    # reading the index

    def games(self, *, game: str = "", player_id: int | None = None) -> list[GameRecord]:
        """The finished games, oldest first (of one game, or with one player, if asked)."""
        return game_records(self.db, game=game, player_id=player_id)

    def lines(self) -> list[GameLine]:
        """The finished games as the Finished games page lists them, newest first."""
        return finished_lines(self.db)

    def seat_scores(self) -> list[SeatScore]:
        """Every seat's score of every finished game, oldest game first: the statistics'
        reading (a few columns of one table, far quicker than `games`)."""
        return seat_scores(self.db)

    def part_sums(self) -> list[PartSum]:
        """The score items' points summed per game, per player (at each computer level),
        per item: kept summed in the index (summed now if the sums lag the games)."""
        query = (
            PART_SUMS
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


# --- reading whatever can be read ---------------------------------------------------------------

MEMORY: Final = ":memory:"  # the path of a list made in memory from the saves


from .history_reading import Reading, read_index, remake  # noqa: E402  (they use History)
