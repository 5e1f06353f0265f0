"""The players as the window reads them on its own thread, never waiting for another window:
the remembered people for the New game dialog, each name's colour and symbol, each name as its
player is called today; from the players file, from the list itself only when there is no
players file yet (a list an earlier version made)."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from . import paths
from .names import name_key
from .player_record import PlayerRecord
from .players_file import players_file_path, read_players_file

if TYPE_CHECKING:
    import sqlite3


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
        except (_Unreadable, ValueError, RecursionError):
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
    except _Unreadable:
        return [None] * len(names)
    return found


class _Unreadable(Exception):
    """The list could not be read (an sqlite3.Error while it was open)."""


@contextlib.contextmanager
def _peek(path: Path | str | None) -> Iterator[sqlite3.Connection | None]:
    """The list opened to be read only, never waiting for another window (None: no list);
    anything that goes wrong with it while open is `_Unreadable`."""
    target = Path(path) if path is not None else paths.history_path()
    if not target.is_file():
        yield None
        return
    # (imported only for a list: the players file, read first, needs none, and a save opened
    # from the command line reads its player's look before its hand-over page first paints)
    import sqlite3

    try:
        db = sqlite3.connect(f"{target.resolve().as_uri()}?mode=ro", uri=True, timeout=0)
        try:
            yield db
        finally:
            db.close()
    except sqlite3.Error as error:
        raise _Unreadable(error) from error
