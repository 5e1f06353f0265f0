"""A write killed between any two of its file system calls, and the power cut that may follow;
a database killed between two of its statements.

`run_killed(write, at)` runs `write()` in a forked child that counts the file system calls it
makes (opening, writing, flushing, closing, truncating, fsync, rename, link, unlink: through `os`
and `io.open`, whatever module makes them) and kills itself with SIGKILL just before the `at`-th;
`at=0` kills never. The parent gets `Killed`: the calls counted, whether the kill came, and the
files (by inode) whose data was written or truncated and not forced to the disk since (`dirty`):
after a power cut at that moment a file system may give such a file back empty or cut short.

So a test can try every moment of a write (`at` = 1 … steps + 1), deterministically: no timing,
no luck. A writer that writes in place, renames before its data is written or never fsyncs fails
at one of them; the atomic writer at none. `fail_at_step` makes the chosen call fail instead (a
full disk, an I/O error), in the test's own process.

`kill_at_statement(at)` does the same for the SQL statements of a process (its `__main__` is a
fork server of `python -m sheetdesk` killed so): a list written without its transaction is
left half written by one of them."""

from __future__ import annotations

import contextlib
import io
import json
import os
import signal
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

Inode = tuple[int, int]

_REAL_WRITE = os.write  # (the child's report is no step of the write it reports on)

_FILE_CALLS = ("write", "writelines", "flush", "truncate", "close")
_WRITES = ("write", "writelines", "truncate")


@dataclass(frozen=True)
class Killed:
    """How a child's write ended: killed before its `at`-th call, or done after `steps` calls."""

    steps: int
    killed: bool
    dirty: frozenset[Inode]

    def durable(self, path: Path) -> bool:
        """Whether the file at `path` (if any) would be whole after a power cut now."""
        try:
            found = os.stat(path)
        except FileNotFoundError:
            return True
        return (found.st_dev, found.st_ino) not in self.dirty


def inode(fd: int) -> Inode:
    found = os.fstat(fd)
    return found.st_dev, found.st_ino


class _Counter:
    """Each file system call a step: SIGKILL before step `at` (or, with `fail`, that OSError
    raised in its place)."""

    def __init__(self, at: int, report: int | None, fail: int = 0) -> None:
        self.at, self.report, self.fail = at, report, fail
        self.steps = 0
        self.dirty: set[Inode] = set()

    def step(self) -> None:
        self.steps += 1
        if self.steps == self.at:
            if self.fail:
                raise OSError(self.fail, os.strerror(self.fail))
            if self.report is not None:
                self.tell(killed=True)
            os.kill(os.getpid(), signal.SIGKILL)

    def tell(self, *, killed: bool) -> None:
        assert self.report is not None
        said = {"steps": self.steps, "killed": killed, "dirty": sorted(self.dirty)}
        _REAL_WRITE(self.report, json.dumps(said).encode() + b"\n")


class _File:
    """A file opened through `io.open`, its writes counted (what it does not wrap it passes on)."""

    def __init__(self, real: Any, counter: _Counter) -> None:
        self._real, self._counter = real, counter

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self._real, name)
        if name not in _FILE_CALLS:
            return attribute
        counter = self._counter

        def call(*args: Any, **kwargs: Any) -> Any:
            counter.step()
            if name in _WRITES:
                counter.dirty.add(inode(self._real.fileno()))
            return attribute(*args, **kwargs)

        return call

    def __enter__(self) -> _File:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __iter__(self) -> Any:
        return iter(self._real)


def _count(counter: _Counter, put: Callable[[Any, str, Any], object] = setattr) -> None:
    """Route the process's file system calls through `counter`, each replaced with `put` (for
    good in a child that dies; with a monkeypatch's setattr in the test's process)."""

    def fd_of(given: Any) -> int:
        return given if isinstance(given, int) else given.fileno()

    def plain(real: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            counter.step()
            return real(*args, **kwargs)

        return call

    def writes(real: Callable[..., Any], which: int = 0) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            counter.step()
            counter.dirty.add(inode(fd_of(args[which])))
            return real(*args, **kwargs)

        return call

    def syncs(real: Callable[..., Any]) -> Callable[..., Any]:
        def call(given: Any) -> Any:
            counter.step()
            done = real(given)
            counter.dirty.discard(inode(fd_of(given)))
            return done

        return call

    real_open, real_io_open = os.open, io.open

    def os_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        counter.step()
        fd = real_open(path, flags, *args, **kwargs)
        if flags & (os.O_TRUNC | os.O_CREAT):
            counter.dirty.add(inode(fd))
        return fd

    def io_open(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        counter.step()
        real = real_io_open(file, mode, *args, **kwargs)
        if any(letter in mode for letter in "wax+"):
            if "w" in mode or "x" in mode:
                counter.dirty.add(inode(real.fileno()))
            return _File(real, counter)
        return real

    put(os, "open", os_open)
    put(io, "open", io_open)
    import builtins

    put(builtins, "open", io_open)
    # (each one this system has: Windows has no sendfile, copy_file_range or fdatasync)
    for name in ("replace", "rename", "link", "unlink", "remove", "close", "truncate"):
        if hasattr(os, name):
            put(os, name, plain(getattr(os, name)))
    for name, which in (("write", 0), ("ftruncate", 0), ("sendfile", 0), ("copy_file_range", 1)):
        if hasattr(os, name):
            put(os, name, writes(getattr(os, name), which))
    for name in ("fsync", "fdatasync"):
        if hasattr(os, name):
            put(os, name, syncs(getattr(os, name)))


def kill_at_step(at: int) -> None:
    """From now on, this process kills itself just before its `at`-th file system call (for a
    process that is to die: its calls stay counted)."""
    _count(_Counter(at, None))


def fail_at_step(at: int, error: int, put: Callable[[Any, str, Any], object]) -> _Counter:
    """The `at`-th file system call of this process from now on fails with OSError `error`
    instead of being made (never if 0); `put` replaces the functions (a monkeypatch's setattr,
    undone after). Returns the counter: its `steps` are the calls made or failed so far."""
    counter = _Counter(at, None, fail=error)
    _count(counter, put)
    return counter


def kill_at_statement(at: int) -> None:
    """From now on, this process kills itself just before the `at`-th SQL statement (execute,
    executemany, executescript) of the SQLite connections it opens (never if 0). Each statement's
    number goes to stdout (buffered: a run that ends, not killed, says how many it made)."""
    import sqlite3

    made = 0

    def step() -> None:
        nonlocal made
        made += 1
        if made == at:
            os.kill(os.getpid(), signal.SIGKILL)
        print("statement", made)

    class Counted(sqlite3.Connection):
        def execute(self, *args: Any) -> sqlite3.Cursor:
            step()
            return super().execute(*args)

        def executemany(self, *args: Any) -> sqlite3.Cursor:
            step()
            return super().executemany(*args)

        def executescript(self, *args: Any) -> sqlite3.Cursor:
            step()
            return super().executescript(*args)

    connect = sqlite3.connect

    def counted(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        return connect(*args, factory=Counted, **kwargs)

    sqlite3.connect = counted  # type: ignore[assignment]


def run_killed(write: Callable[[], object], at: int) -> Killed:
    """`write()` in a forked child killed just before its `at`-th file system call (never if 0)."""
    read, report = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: it never returns to the test
        try:
            os.close(read)
            counter = _Counter(at, report)
            _count(counter)
            write()
            counter.tell(killed=False)
        finally:
            with contextlib.suppress(BaseException):
                os._exit(0)
    os.close(report)
    with os.fdopen(read, "rb") as stream:
        said = stream.read()
    _, status = os.waitpid(pid, 0)
    lines = said.splitlines()
    assert lines, f"the child said nothing (status {status})"
    told = json.loads(lines[-1])
    killed = os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL
    assert killed == told["killed"], f"the child ended with status {status}: {told}"
    return Killed(told["steps"], killed, frozenset(tuple(i) for i in told["dirty"]))


def every_moment(write: Callable[[], object], before: Callable[[], object]) -> Iterator[Killed]:
    """`write` killed before each of its file system calls in turn, then run to its end (the
    last), each time from the state `before()` makes; the steps are counted first, uncut."""
    before()
    whole = run_killed(write, 0)
    for at in range(1, whole.steps + 2):
        before()
        yield run_killed(write, at)


if __name__ == "__main__":  # python -m tests.proof.kill_points FD: `python -m sheetdesk` killed
    # at an SQL statement (each request `DATA_DIR STATEMENT ARGUMENTS...`, see tests/forking.py)
    import sys

    from tests.forking import serve_sheetdesk

    def at_statement(given: list[str]) -> list[str]:
        at, *rest = given
        kill_at_statement(int(at))
        return rest

    serve_sheetdesk(int(sys.argv[1]), at_statement)
