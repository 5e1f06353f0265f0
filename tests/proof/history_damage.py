"""Every way the players' and finished games' list (`history.sqlite`) can be unusable, for the
proof: damaged in many ways, deleted, something else in its place, a newer version's, held by
another process, a file that may only be read, damaged in a folder that may only be read, a full
disk (when the list is made, and when a new game is added to it).

A `Damage` is made on a list that already indexes some finished games (and whose players have
chosen their colours and symbols); `mend()` undoes what can be undone from outside (the lock
released, the disk emptied, the folder writable again): what was damaged stays damaged.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from sheetdesk.core import history as history_module
from sheetdesk.core.history import SCHEMA_VERSION

ROOT = hasattr(os, "geteuid") and os.geteuid() == 0
MAY_MOUNT = (
    ROOT and bool(shutil.which("mount")) and not os.environ.get("SHEETDESK_SIMULATE_FULL_DISK")
)


@dataclass
class Made:
    """A damage in place: `mend` undoes what can be undone from outside."""

    mends: list[Callable[[], None]] = field(default_factory=list)

    def mend(self) -> None:
        while self.mends:
            self.mends.pop()()


Make = Callable[[Path, pytest.MonkeyPatch, Made], None]


def _garbage(path: Path, _patch: pytest.MonkeyPatch, _made: Made) -> None:
    path.write_bytes(b"this is no database, only words " * 200)


def _cut_in_half(path: Path, _patch: pytest.MonkeyPatch, _made: Made) -> None:
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) // 2])


def _header_zeroed(path: Path, _patch: pytest.MonkeyPatch, _made: Made) -> None:
    raw = path.read_bytes()
    path.write_bytes(b"\0" * 100 + raw[100:])


def _pages_scrambled(path: Path, _patch: pytest.MonkeyPatch, _made: Made) -> None:
    raw = bytearray(path.read_bytes())
    for at in range(4096 + 7, len(raw), 512):  # (the header page stays: the rest is noise)
        raw[at] ^= 0xA5
    path.write_bytes(bytes(raw))


def _deleted(path: Path, _patch: pytest.MonkeyPatch, _made: Made) -> None:
    path.unlink()


def _empty(path: Path, _patch: pytest.MonkeyPatch, _made: Made) -> None:
    path.write_bytes(b"")


def _tables_dropped(path: Path, _patch: pytest.MonkeyPatch, _made: Made) -> None:
    with contextlib.closing(sqlite3.connect(path, isolation_level=None)) as db:
        db.execute("DROP TABLE score_items")
        db.execute("DROP TABLE seats")
        db.execute("DROP TABLE games")


def _folder(path: Path, _patch: pytest.MonkeyPatch, _made: Made) -> None:
    path.unlink()
    path.mkdir()
    (path / "inside").write_text("a folder where the list was")


def _link_loop(path: Path, _patch: pytest.MonkeyPatch, _made: Made) -> None:
    path.unlink()
    path.symlink_to(path.name)


def _newer_without_tables(path: Path, _patch: pytest.MonkeyPatch, _made: Made) -> None:
    path.unlink()
    with contextlib.closing(sqlite3.connect(path, isolation_level=None)) as db:
        db.execute("CREATE TABLE everything_else (x)")
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")


def _newer(path: Path, _patch: pytest.MonkeyPatch, _made: Made) -> None:
    with contextlib.closing(sqlite3.connect(path, isolation_level=None)) as db:
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")


HOLD = (
    "import sqlite3, sys\n"
    "db = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
    "db.execute('BEGIN EXCLUSIVE')\n"
    "print('held', flush=True)\n"
    "sys.stdin.read()\n"
)


def hold(path: Path) -> Callable[[], None]:
    """Another process holds a write lock on the list until the returned function is called."""
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout is not None and holder.stdout.readline().strip() == "held"

    def release() -> None:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(timeout=30)

    return release


def _locked(path: Path, patch: pytest.MonkeyPatch, made: Made) -> None:
    patch.setattr(history_module, "WAIT", 0.3)  # (another window's change outlasts the wait)
    made.mends.append(hold(path))


def _read_only_file(path: Path, patch: pytest.MonkeyPatch, made: Made) -> None:
    if not ROOT:
        path.chmod(0o444)
        made.mends.append(lambda: path.chmod(0o644))
        return
    # root writes every file: SQLite is made to open the list as a file that may only be read
    connect = history_module.History._connect

    def read_only(self, read_only: bool = False):  # type: ignore[no-untyped-def]
        if self.in_memory:
            return connect(self, read_only)
        return connect(self, True)

    patch.setattr(history_module.History, "_connect", read_only)
    made.mends.append(lambda: patch.setattr(history_module.History, "_connect", connect))


def _damaged_in_a_folder_that_cannot_be_written(
    path: Path, patch: pytest.MonkeyPatch, made: Made
) -> None:
    _garbage(path, patch, made)
    if not ROOT:
        path.parent.chmod(0o555)  # (the saves folder inside it stays writable)
        made.mends.append(lambda: path.parent.chmod(0o755))
        return

    def refused(*_args: object) -> Path:
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))

    # (root renames in every folder: the rename is refused as it would be to the family)
    targets = [(history_module.History, "_move_aside")]
    if hasattr(history_module, "rename_aside"):
        targets.append((history_module, "rename_aside"))
    for owner, name in targets:
        kept = getattr(owner, name)
        patch.setattr(owner, name, refused)
        made.mends.append(lambda owner=owner, name=name, kept=kept: setattr(owner, name, kept))


MOUNTED: Path | None = None  # the data folder, when a tmpfs is mounted there (`on_a_small_disk`)


@contextlib.contextmanager
def on_a_small_disk(folder: Path) -> Iterator[None]:
    """A 1 MiB tmpfs as `folder` where the test may mount one (else nothing is mounted)."""
    global MOUNTED
    folder.mkdir(parents=True, exist_ok=True)
    mounted = False
    if MAY_MOUNT:
        done = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(folder)],
            capture_output=True,
            check=False,
        )
        mounted = done.returncode == 0
    MOUNTED = folder if mounted else None
    try:
        yield
    finally:
        MOUNTED = None
        if mounted:
            subprocess.run(["umount", "-l", str(folder)], check=False)


def full(folder: Path, patch: pytest.MonkeyPatch, made: Made, room: int = 0) -> None:
    """The disk of `folder` is full (a real tmpfs mounted there and filled but for `room`
    bytes, where the test may mount one; otherwise SQLite is kept from growing the list)."""
    if folder == MOUNTED:
        filler = folder / "filler"
        with filler.open("ab", buffering=0) as handle, contextlib.suppress(OSError):
            while True:
                handle.write(b"\0" * 4096)
        if room:  # (a little room left: the list fails later, when its change is committed)
            os.truncate(filler, max(0, filler.stat().st_size - room))
        made.mends.append(filler.unlink)
        return
    connect = history_module.History._connect

    def no_room(self, read_only: bool = False):  # type: ignore[no-untyped-def]
        db = connect(self, read_only)
        if not self.in_memory:
            pages = db.execute("PRAGMA page_count").fetchone()[0]
            db.execute(f"PRAGMA max_page_count = {max(1, pages)}")
        return db

    patch.setattr(history_module.History, "_connect", no_room)
    made.mends.append(lambda: patch.setattr(history_module.History, "_connect", connect))


def _full_disk(path: Path, patch: pytest.MonkeyPatch, made: Made) -> None:
    full(path.parent, patch, made)


def _full_disk_while_it_is_made(path: Path, patch: pytest.MonkeyPatch, made: Made) -> None:
    path.unlink()
    full(path.parent, patch, made)


@dataclass(frozen=True)
class Damage:
    make: Make
    remade: bool = False  # made again from the saves at once when opened (damage put aside)
    mended: bool = False  # the list is usable again by itself once `mend` is called
    full_disk: bool = False  # (what is said must be that the disk is full)
    newer: bool = False  # (what is said must be that a newer version made the list)


DAMAGES: dict[str, Damage] = {
    "not a database": Damage(_garbage, remade=True),
    "cut in half": Damage(_cut_in_half, remade=True),
    "its header zeroed": Damage(_header_zeroed, remade=True),
    "its pages scrambled": Damage(_pages_scrambled, remade=True),
    "deleted": Damage(_deleted, remade=True),
    "an empty file": Damage(_empty, remade=True),
    "its tables dropped": Damage(_tables_dropped, remade=True),
    "a folder in its place": Damage(_folder),
    "a link to itself": Damage(_link_loop),
    "a newer version's without its tables": Damage(_newer_without_tables, newer=True),
    "a newer version's": Damage(_newer, newer=True),
    "held by another process": Damage(_locked, mended=True),
    "a file that may only be read": Damage(_read_only_file, mended=True),
    "damaged in a folder that cannot be written": Damage(
        _damaged_in_a_folder_that_cannot_be_written, mended=True
    ),
    "a full disk": Damage(_full_disk, mended=True, full_disk=True),
    "a full disk while it is made": Damage(
        _full_disk_while_it_is_made, mended=True, full_disk=True
    ),
}
