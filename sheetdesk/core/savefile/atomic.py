"""The atomic writer: a file replaced so that a crash leaves either the old or the new one, the
previous version kept as `<name>.bak`, forced to the disk now or later (`make_durable`); what a
failed write tells the family; and the temporary files a killed write leaves behind."""

from __future__ import annotations

import contextlib
import errno
import os
import sys
import tempfile
from pathlib import Path

from .envelope import BACKUP_SUFFIX, SUFFIX
from .messages import Message, SaveError, reason


def _fsync_dir(folder: Path) -> None:
    if sys.platform == "win32":  # pragma: no cover - folders cannot be opened on Windows
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    except OSError:  # pragma: no cover - some file systems refuse; the data is fsynced already
        pass
    finally:
        os.close(fd)


def kept_before(path: Path) -> bool:
    """Whether an earlier version of the save is there (a failed write leaves it as it was)."""
    try:
        return path.is_file()
    except OSError:
        return False


def write_error(path: Path, error: OSError) -> SaveError:
    """What a failed write tells the family: why, and whether an earlier version is kept (the
    first save of a game has none to keep)."""
    kept = kept_before(path)
    if error.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return SaveError(path, reason(Message.DISK_FULL_KEPT if kept else Message.DISK_FULL))
    if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return SaveError(
            path, reason(Message.NO_PERMISSION_KEPT if kept else Message.NO_PERMISSION)
        )
    return SaveError(
        path,
        reason(
            Message.WRITE_FAILED_KEPT if kept else Message.WRITE_FAILED,
            error=error.strerror or type(error).__name__,
        ),
    )


def write_bytes_atomic(
    path: Path, payload: bytes, *, durable: bool = True, backup: bool = True
) -> None:
    """Replace `path` with `payload` so that a crash leaves either the old or the new file.

    The previous version is kept as `<name>.bak` (unless `backup` is False: a file made again
    from the saves, such as a PDF). Raises OSError; the old file stays intact.
    With `durable=False` the data and the rename are not yet forced to the disk: the new file
    already survives the process being killed, and `make_durable(path)` later makes it survive a
    power cut too (the autosave does that right after the screen has repainted).
    """
    folder = path.parent
    # (the folder is there but for a save's first write: made only when the file cannot be,
    # and the backup made of the file there unless there is none: an autosave after every move
    # asked the file system each time, and each question took longer than the answer's use)
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    except FileNotFoundError:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        if backup:
            _keep_backup(path)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    if durable:
        _fsync_dir(folder)


def make_durable(path: Path) -> None:
    """Force a file written with `durable=False`, and its folder entry, to the disk."""
    fd = os.open(path, os.O_RDWR)  # Windows flushes only handles opened for writing
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
    _fsync_dir(path.parent)


def _keep_backup(path: Path) -> None:
    """Make `<name>.bak` the current file's contents (a hard link if possible, else a copy);
    nothing when there is no file yet."""
    backup = path.with_name(path.name + BACKUP_SUFFIX)
    staging = path.with_name(f".{path.name}{BACKUP_SUFFIX}.tmp")
    try:
        try:
            try:
                os.link(path, staging)
            except FileExistsError:  # (left by a write killed halfway)
                staging.unlink()
                os.link(path, staging)
        except OSError:
            if not path.exists():
                return  # (the first save: nothing to keep)
            with path.open("rb") as source, staging.open("wb") as copy:
                copy.write(source.read())
                copy.flush()
                os.fsync(copy.fileno())
        os.replace(staging, backup)
    except BaseException:
        with contextlib.suppress(OSError):
            staging.unlink()
        raise


def leftovers(folder: Path, name: str = f"*{SUFFIX}") -> list[Path]:
    """Temporary files a write killed halfway leaves beside the save `name` (every save's by
    default): `.<name>.XXXXXXXX.tmp` from write_bytes_atomic, `.<name>.bak.tmp` from the backup."""
    try:
        return [p for p in folder.glob(f".{name}.*.tmp") if not p.is_dir()]
    except OSError:
        return []
