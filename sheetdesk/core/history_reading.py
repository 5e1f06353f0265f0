"""How readers use the history's list: `read_index` opens it (brought up to date with the saves)
and reads it, or, when it cannot be used (another window's long change, damage that cannot be
put aside, something else in its place, a newer version's that lacks games or tables, a full
disk, a file that may only be read), makes the same reading from the saves into a list in memory
and says why (`Reading.problem`); `remake` puts the list aside and makes it again."""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import paths, savefile
from .history import MEMORY, History
from .history_messages import (
    Lagging,
    Stuck,
    busy,
    r_disk_full,
    r_newer_unreadable,
    trouble,
)
from .history_records import (
    SyncResult,
    rename_aside,
)
from .i18n import Text


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
    from . import history as kept  # (its WAIT: one setting for every wait on the list)

    wait = kept.WAIT if timeout is None else timeout
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
                    raise Lagging
                synced = history.sync(progress) if sync else SyncResult()
                found = read(history)
                return Reading(found, notice, read_only=history.read_only, failed=synced.failed)
        except (sqlite3.Error, OSError, Stuck, Lagging) as error:
            if (
                isinstance(error, sqlite3.Error)
                and busy(error)
                and time.monotonic() < deadline
                and not (stopped is not None and stopped())
            ):
                continue  # another window's change: wait for it a little longer
            problem = trouble(error, target if target is not None else paths.history_path())
            if newer and isinstance(error, sqlite3.Error) and not busy(error):
                problem = r_newer_unreadable()  # (its tables are not the ones known here)
            is_busy = isinstance(error, sqlite3.Error) and busy(error)
            # (a full disk or another window's change: putting the list aside would not help)
            mend = not is_busy and problem.source != r_disk_full().source
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
            rename_aside(target)
        with History(target, saves) as history:
            history.sync(progress)
    except (sqlite3.Error, OSError, Stuck) as error:
        return trouble(error, target)
    return None
