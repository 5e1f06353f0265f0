"""One window per match: an advisory lock on a match's save, held while a window has it open."""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

from .atomic import leftovers
from .envelope import LOCK_SUFFIX


class MatchLock:
    """An advisory lock on a match's save (`<save>.lock` beside it), held while a window has the
    match open. A second instance gets False from `acquire()` and opens the match read-only.
    The operating system releases the lock if the process dies."""

    def __init__(self, save_path: Path | str) -> None:
        self.save_path = Path(save_path)
        self.path = self.save_path.with_name(self.save_path.name + LOCK_SUFFIX)
        self._fd: int | None = None
        self.busy = False  # the last acquire() failed because another window holds the lock
        # the last acquire() failed because the lock file could not be made (a read-only saves
        # folder, say): nobody else holds the match, but nothing can be saved either
        self.error: OSError | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        if self._fd is not None:
            return True
        self.busy = False
        self.error = None
        try:
            fd = _open_lock_file(self.path)
        except OSError as error:
            self.error = error
            return False
        try:
            _lock_fd(fd)
        except OSError:
            os.close(fd)
            self.busy = True
            return False
        self._fd = fd
        # Only the holder writes this match's files: temporary files found now were left by a
        # writer that died (a window opened at once after a crash would otherwise keep them
        # until the next start, whose clean-up passes over a match held open).
        for leftover in leftovers(self.save_path.parent, self.save_path.name):
            with contextlib.suppress(OSError):
                leftover.unlink(missing_ok=True)
        return True

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        with contextlib.suppress(OSError):
            _unlock_fd(fd)
        os.close(fd)

    def __enter__(self) -> bool:
        return self.acquire()

    def __exit__(self, *exc: object) -> None:
        self.release()

    def __del__(self) -> None:
        with contextlib.suppress(Exception):
            self.release()


def _open_lock_file(path: Path) -> int:
    path.parent.mkdir(parents=True, exist_ok=True)
    return os.open(path, os.O_RDWR | os.O_CREAT, 0o644)


if sys.platform == "win32":  # pragma: no cover - exercised on the Windows build
    import msvcrt

    def _lock_fd(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock_fd(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock_fd(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock_fd(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
