"""The history's messages to the family and its errors: why the players' and finished games'
list cannot be used or a change was refused (core Texts the UI translates), how an SQLite or OS
error reads (`trouble`), and `HistoryError` / `HistoryReadOnly`."""

from __future__ import annotations

import contextlib
import errno
from pathlib import Path
from typing import TYPE_CHECKING

from .i18n import QT_TRANSLATE_NOOP, Text, text

if TYPE_CHECKING:
    # (SQLite itself is imported where its errors are read: a player's record raises this
    # module's HistoryError, and a save opened from the command line reads that player's look
    # before its hand-over page first paints, from the players file, with no database)
    import sqlite3

_CTX = "history"

# --- messages ----------------------------------------------------------------------------------


def r_same_name(name: str) -> Text:
    return text(
        _CTX,
        QT_TRANSLATE_NOOP(
            "history", "{name} is already a player. Choose another name, or merge the two."
        ),
        name=name,
    )


def r_same_look(name: str) -> Text:
    return text(
        _CTX,
        QT_TRANSLATE_NOOP(
            "history", "{name} has that colour and symbol already. Choose another of the two."
        ),
        name=name,
    )


def r_damaged(moved: str) -> Text:
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


def r_newer() -> Text:
    return text(
        _CTX,
        QT_TRANSLATE_NOOP(
            "history",
            "The list of players and finished games was made by a newer version of sheetdesk. "
            "It is shown as it is, and nothing in it can be changed here.",
        ),
    )


def r_no_player() -> Text:
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


def r_disk_full() -> Text:
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


def r_newer_unreadable() -> Text:
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


class Lagging(Exception):
    """A newer version's list (never written here) that lacks games finished since."""


class Stuck(Exception):
    """A damaged database that could not be moved aside (its folder may only be read)."""

    def __init__(self, error: OSError) -> None:
        super().__init__(str(error))
        self.error = error


def trouble(error: Exception, path: Path | None = None) -> Text:
    """What to tell the family when the database could not be used (another window's long
    change, a full disk, no permission, something else in its place, damage that could not be
    put aside); `path`: the database's file."""
    import sqlite3

    if isinstance(error, Stuck):
        return _r_stuck(error.error.strerror or str(error.error))
    if isinstance(error, Lagging):
        return _r_newer_lagging()
    if isinstance(error, OSError):
        if error.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
            return r_disk_full()
        if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            return _r_cannot_write()
        return _r_unusable((error.strerror or str(error))[:200])
    if isinstance(error, sqlite3.Error):
        code = _code(error)
        if busy(error):
            return _r_busy()
        if code == _FULL_CODE or "disk is full" in str(error):
            return r_disk_full()
        if code in _READ_ONLY_CODES or "readonly" in str(error):
            return _r_cannot_write()
        if path is not None and path.exists() and not path.is_file():
            return _r_not_a_file(path.name)
    return _r_unusable(str(error)[:200])


def roll_back(db: sqlite3.Connection) -> None:
    """Undo the open transaction, if SQLite has not already (it ends one itself on a full
    disk): the error that stopped it is the one to tell, never the rollback's."""
    import sqlite3

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
