"""SIGKILL at random moments, mid-write included, while the app plays by itself through its real
autosave path (tests/proof/kill_child.py), for every registered game: after every kill each save
and backup loads, at most the change in flight is lost, and no temporary file survives the next
start.

SHEETDESK_KILLS sets the kills per game (CI: 8; the release check: hundreds)."""

from __future__ import annotations

import contextlib
import os
import queue
import random
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from sheetdesk.core import paths, registry, savefile

from .kill_child import digest

KILLS_PER_GAME = int(os.environ.get("SHEETDESK_KILLS", "8"))
CHILD = Path(__file__).with_name("kill_child.py")
START_TIMEOUT = 60.0
MOST_LINES = 120  # a life is killed after up to this many of its lines

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


def _reader(stream, lines: queue.Queue) -> None:  # type: ignore[no-untyped-def]
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


class Lives:
    """The lives of one test, forked one at a time by one `kill_child.py --serve` process (which
    has imported the app once): each life runs the child as `kill_child.py GAME SEED` would."""

    def __init__(self, env: dict[str, str], folder: Path) -> None:
        self.folder = folder
        self.server = subprocess.Popen(
            [sys.executable, str(CHILD), "--serve"],
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.said: queue.Queue = queue.Queue()
        threading.Thread(target=_reader, args=(self.server.stdout, self.said), daemon=True).start()
        self.count = 0

    def _next(self, word: str, pid: int | None = None) -> int:
        words = self.said.get(timeout=START_TIMEOUT)
        assert words is not None, f"the server ended: {self.server.wait()}"
        assert words[0] == word and (pid is None or int(words[1]) == pid), words
        return int(words[-1])

    def start(self, game: str, seed: int, lines: queue.Queue) -> int:
        """A new life of `game`; what it says goes to `lines`. Its pid."""
        self.count += 1
        fifo = self.folder / f"life-{self.count}"
        os.mkfifo(fifo)
        threading.Thread(target=_read_fifo, args=(fifo, lines), daemon=True).start()
        assert self.server.stdin is not None
        self.server.stdin.write(f"{game} {seed} {fifo}\n")
        self.server.stdin.flush()
        return self._next("PID")

    def ended(self, pid: int, timeout: float) -> int:
        """How life `pid` ended (its exit code: minus the signal that ended it)."""
        words = self.said.get(timeout=timeout)
        assert words is not None, f"the server ended: {self.server.wait()}"
        assert words[:2] == ["EXIT", str(pid)], words
        return int(words[2])

    def close(self) -> None:
        assert self.server.stdin is not None
        self.server.stdin.close()
        try:
            self.server.wait(timeout=30)
        finally:
            if self.server.poll() is None:
                self.server.kill()
                self.server.wait()


def _read_fifo(fifo: Path, lines: queue.Queue) -> None:
    with open(fifo) as stream:  # (waits for the life to open it)
        _reader(stream, lines)


def _one_life(lives: Lives, game: str, seed: int, rng: random.Random) -> Run:
    lines: queue.Queue = queue.Queue()
    pid = lives.start(game, seed, lines)
    run = Run()
    ended = False
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while run.ack is None:  # started, and the game on the table is known
            words = lines.get(timeout=max(0.1, deadline - time.monotonic()))
            assert words is not None, f"the child ended: {lives.ended(pid, 30)}"
            _follow(run, words)
        # a random moment: after some number of its lines, then a few milliseconds more (the
        # time a change takes), so that kills land anywhere in a change, its write included
        for _ in range(rng.randrange(MOST_LINES)):
            words = lines.get(timeout=START_TIMEOUT)
            assert words is not None, f"the child ended: {lives.ended(pid, 30)}"
            _follow(run, words)
        time.sleep(rng.uniform(0.0, 0.01))
        os.kill(pid, signal.SIGKILL)
        ended = True
        assert lives.ended(pid, 30) == -signal.SIGKILL
    finally:
        if not ended:
            with contextlib.suppress(ProcessLookupError):  # (it may have ended already)
                os.kill(pid, signal.SIGKILL)
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
def test_sigkill_at_random_moments_loses_at_most_the_change_in_flight(data_dir, tmp_path, game):
    env = {**os.environ, "SHEETDESK_DATA_DIR": str(data_dir), "QT_QPA_PLATFORM": "offscreen"}
    rng = random.Random(f"kill {game}")
    tally = Tally()
    folder = paths.saves_dir()
    left: list[Path] = []
    lives = Lives(env, tmp_path)
    try:
        for life in range(KILLS_PER_GAME):
            run = _one_life(lives, game, life, rng)
            tally.kills += 1
            tally.changes += run.lines
            # the start before this life removed what the previous kill left
            still = [p for p in left if p.exists()]
            assert still == [], f"temporary files survived a start: {still}"
            left = _leftovers(folder)
            tally.mid_write += bool(left)
            _check(run, tally)
            summaries, errors = savefile.list_saves()
            assert errors == [], [str(e) for e in errors]
            for summary in summaries:  # every save and every backup loads
                savefile.load(summary.path)
                backup = summary.path.with_name(summary.path.name + savefile.BACKUP_SUFFIX)
                if backup.exists():
                    savefile.load(backup)
    finally:
        lives.close()
    assert tally.problems == []
    savefile.clean_leftovers()  # as the next start does
    assert _leftovers(folder) == []
    assert list(paths.quarantine_dir().iterdir()) == []
    print(
        f"\n{game}: {tally.kills} kills, {tally.mid_write} mid-write, "
        f"{tally.in_flight_saved} with the change in flight saved, {tally.changes} lines, 0 lost"
    )
