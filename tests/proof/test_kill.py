"""SIGKILL in the middle of a change and its writes, while the app plays by itself through its real
autosave path (tests/proof/kill_child.py), for every registered game: after every kill each save
and backup loads (no backup standing in for a damaged save), at most the change in flight is
lost, and no temporary file survives the next start.

Each life is killed just before one of the file system calls of a change chosen at random: the
`7 * life + game`-th (mod 16) from that change's start, so that the lives of each game fall at
steps spread over a change's write and its deferred fsync, wherever a writer has them. (Kills at
random moments fell among the writes only now and then: a writer that renamed before writing
passed every run.)

Each life is a process of its own, forked from one that imported the app once for the whole
module (kill_child.py `serve`): a life still starts the application, builds the window, paints it
first, cleans up what the last kill left and opens the last game, then puts the window away
(hidden, it repaints nothing: the kills fall among the changes and their writes, not in the
repaints that took three quarters of a life); it is killed and reaped on its own.

SHEETDESK_KILLS sets the kills per game (CI: 8; the release check: hundreds)."""

from __future__ import annotations

import os
import queue
import random
import signal
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from sheetdesk.core import paths, registry, savefile
from tests.forking import ForkServer

from .kill_child import digest

KILLS_PER_GAME = int(os.environ.get("SHEETDESK_KILLS", "8"))
CHILD = Path(__file__).with_name("kill_child.py")
START_TIMEOUT = 60.0
MOST_CHANGES = 60  # a life is killed in one of its first changes
STEPS = 16  # a change's file system calls (its write, its fsync) that the lives fall before

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")


@dataclass
class Run:
    """What one child said before it died: its match, the last written change, the one in flight."""

    match: str = ""
    ack: tuple[int, str, str] | None = None  # cursor, log digest, history digest
    pending: str | None = None  # "act" | "undo" | "redo" announced but not acknowledged
    lines: int = 0


@dataclass
class Tally:
    kills: int = 0
    mid_write: int = 0  # kills that left a temporary file behind (killed while writing)
    in_flight_saved: int = 0  # kills where the change in flight was in the file already
    changes: int = 0
    problems: list[str] = field(default_factory=list)


@pytest.fixture(scope="module")
def fork_server():  # type: ignore[no-untyped-def]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    server = ForkServer([sys.executable, str(CHILD), "--fork-server"], env)
    try:
        yield server
    finally:
        server.close()


def _reader(fd: int, lines: queue.Queue) -> None:
    with open(fd, encoding="utf-8") as stream:
        for line in stream:
            if line.endswith("\n"):  # (a kill may cut the last line short: it was not said)
                lines.put(line.split())
    lines.put(None)


def _follow(run: Run, words: list[str]) -> None:
    run.lines += 1
    if words[0] == "MATCH":
        run.match, run.ack, run.pending = words[1], None, None
    elif words[0] == "NEXT":
        run.pending = words[1]
    elif words[0] == "ACK":
        run.ack, run.pending = (int(words[1]), words[2], words[3]), None


def _one_life(server: ForkServer, data_dir: Path, game: str, seed: int, kill: list[int]) -> Run:
    """A life killed (by itself) just before a file system call: `kill` is [change, step]."""
    read, write = os.pipe()
    arguments = [game, str(seed), str(data_dir), *map(str, kill)]
    try:
        child = server.start(arguments, write, 2)  # (stderr: the test's)
    finally:
        os.close(write)  # (the life holds it now: its death ends what the reader reads)
    lines: queue.Queue = queue.Queue()
    threading.Thread(target=_reader, args=(read, lines), daemon=True).start()
    run = Run()
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while run.ack is None:  # started, and the game on the table is known
            words = lines.get(timeout=max(0.1, deadline - time.monotonic()))
            assert words is not None, f"the child ended: {child.wait()}"
            _follow(run, words)
        assert child.wait(timeout=START_TIMEOUT) == -signal.SIGKILL
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    while (words := lines.get(timeout=10)) is not None:  # what it said before it died
        _follow(run, words)
    return run


def _check(run: Run, tally: Tally) -> None:
    assert run.ack is not None
    path = savefile.save_path_for(run.match)
    saved = savefile.load(path)
    state = (saved.cursor, digest(saved.log), digest(saved.history))
    cursor, log, history = run.ack
    if state == run.ack:
        return
    pending = run.pending
    later = (
        (pending == "undo" and state[:2] == (cursor - 1, log))
        or (pending == "redo" and state[:2] == (cursor + 1, log))
        or (
            pending == "act"
            and saved.cursor > cursor
            and saved.cursor == len(saved.log)
            and digest(saved.log[:cursor]) == history
        )
    )
    if later:
        tally.in_flight_saved += 1
    else:
        tally.problems.append(
            f"kill {tally.kills}: the save holds {state}, the last written change was {run.ack} "
            f"and {pending or 'nothing'} was in flight"
        )


def _leftovers(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.name.endswith(".tmp"))


@pytest.mark.parametrize("game", sorted(registry.games_by_id()))
def test_sigkill_at_random_moments_loses_at_most_the_change_in_flight(fork_server, data_dir, game):
    rng = random.Random(f"kill {game}")
    order = sorted(registry.games_by_id()).index(game)
    tally = Tally()
    folder = paths.saves_dir()
    left: list[Path] = []
    for life in range(KILLS_PER_GAME):
        kill = [rng.randrange(MOST_CHANGES), 1 + (7 * life + order) % STEPS]
        run = _one_life(fork_server, data_dir, game, life, kill)
        tally.kills += 1
        tally.changes += run.lines
        # the start before this life removed what the previous kill left
        still = [p for p in left if p.exists()]
        assert still == [], f"temporary files survived a start: {still}"
        left = _leftovers(folder)
        tally.mid_write += bool(left)
        _check(run, tally)
        put_aside = list(paths.quarantine_dir().iterdir())
        assert put_aside == [], f"kill {tally.kills}: a damaged save was put aside: {put_aside}"
        summaries, errors = savefile.list_saves()
        assert errors == [], [str(e) for e in errors]
        for summary in summaries:  # every save and every backup loads
            savefile.load(summary.path)
            backup = summary.path.with_name(summary.path.name + savefile.BACKUP_SUFFIX)
            if backup.exists():
                savefile.load(backup)
    assert tally.problems == []
    savefile.clean_leftovers()  # as the next start does
    assert _leftovers(folder) == []
    print(
        f"\n{game}: {tally.kills} kills, {tally.mid_write} mid-write, "
        f"{tally.in_flight_saved} with the change in flight saved, {tally.changes} lines, 0 lost"
    )
