"""A full disk, for every registered game: the saves folder on a small tmpfs that is filled up
(where the test may mount one; otherwise ENOSPC is simulated for writes there). While it is full
the players are told, the game goes on and the last saved version stays loadable with no
temporary file left; once there is room again the next change saves everything and the warning
goes; quitting while it is full asks, and saving elsewhere keeps every move."""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from sheetdesk.core import registry, savefile

from .helpers import play, position, start

WAIT_MS = 60_000  # (a wait ends on what it waits for: the timeout is for a loaded machine)

GAMES = sorted(registry.games_by_id())
# SHEETDESK_SIMULATE_FULL_DISK=1 tries the simulated ENOSPC where a tmpfs could be mounted too
MAY_MOUNT = (
    hasattr(os, "geteuid")
    and os.geteuid() == 0
    and bool(shutil.which("mount"))
    and not os.environ.get("SHEETDESK_SIMULATE_FULL_DISK")
)


class TmpfsDisk:
    """A real 1 MiB tmpfs as the data folder, filled with a filler file."""

    real = True

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.filler = folder / "filler"

    def fill(self) -> None:
        with self.filler.open("ab", buffering=0) as handle, contextlib.suppress(OSError):
            while True:
                handle.write(b"\0" * 4096)

    def free(self) -> None:
        self.filler.unlink()


class SimulatedDisk:
    """ENOSPC for every new file in the data folder while `full` (no tmpfs could be mounted)."""

    real = False

    def __init__(self, folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        self.full = False
        make = tempfile.mkstemp

        def mkstemp(*args, **kwargs):  # type: ignore[no-untyped-def]
            fd, name = make(*args, **kwargs)
            if self.full and Path(name).is_relative_to(folder):
                os.close(fd)
                os.unlink(name)
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            return fd, name

        monkeypatch.setattr(savefile.atomic.tempfile, "mkstemp", mkstemp)

    def fill(self) -> None:
        self.full = True

    def free(self) -> None:
        self.full = False


@pytest.fixture
def disk(data_dir, monkeypatch):
    data_dir.mkdir(parents=True, exist_ok=True)
    mounted = False
    if MAY_MOUNT:
        done = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(data_dir)],
            capture_output=True,
            check=False,
        )
        mounted = done.returncode == 0
    yield TmpfsDisk(data_dir) if mounted else SimulatedDisk(data_dir, monkeypatch)
    if mounted:
        subprocess.run(["umount", "-l", str(data_dir)], check=False)


@pytest.fixture
def full_window(disk, dialog_log, make_window):
    return make_window()  # (after the disk is in place)


@pytest.mark.parametrize("game", GAMES)
def test_a_full_disk_loses_nothing_and_tells_the_players(full_window, disk, game, qtbot):
    window = full_window
    start(window, game)
    play(window, 4)
    window.controller.flush_save()
    path = window.controller.save_path
    saved = position(path)
    disk.fill()
    play(window, 3)
    session = window.session
    assert window.controller.unsaved
    said = window.save_status.text()
    assert window.save_status.isVisible() and "disk is full" in said
    # said once, with what is kept (not "could not be saved (… could not be saved …)")
    assert said.count("could not be saved") == 1 and "The last saved version is kept." in said
    banner = window.page("table").banner
    assert banner.text().count("could not be saved") == 1
    assert position(path) == saved  # the last saved version is intact and loads
    backup = path.with_name(path.name + savefile.BACKUP_SUFFIX)
    if backup.exists():
        savefile.load(backup)
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]
    assert len(session.log) > len(saved[0])  # the game went on
    disk.free()
    play(window, 1)
    qtbot.waitUntil(lambda: not window.controller.autosaver.pending, timeout=WAIT_MS)
    assert not window.save_status.isVisible()
    assert position(path) == (session.log, session.cursor)  # nothing lost


@pytest.mark.parametrize("game", GAMES)
def test_quitting_on_a_full_disk_can_save_elsewhere(full_window, disk, dialog_log, tmp_path, game):
    window = full_window
    start(window, game)
    play(window, 3)
    disk.fill()
    play(window, 3)
    session = window.session
    elsewhere = tmp_path / "stick"
    elsewhere.mkdir()
    dialog_log.answers = [0]
    dialog_log.save_as = str(elsewhere / "rescued.sheetdesk")
    window.close()
    assert not window.isVisible()
    assert dialog_log.asked and "disk is full" in dialog_log.asked[0][1]
    assert position(elsewhere / "rescued.sheetdesk") == (session.log, session.cursor)
    disk.free()
    assert savefile.list_saves()[1] == []  # the saves folder is sound too


@pytest.mark.parametrize("game", GAMES)
def test_a_new_game_on_a_full_disk_keeps_no_version_it_would_claim(full_window, disk, game):
    """The first save of a game fails: nothing was saved before, so nothing is said to be kept."""
    window = full_window
    disk.fill()
    start(window, game)
    said = window.save_status.text()
    assert window.save_status.isVisible() and "disk is full" in said
    assert said.count("could not be saved") == 1 and "kept" not in said


def test_simulate_record_on_a_full_disk_says_so_without_a_kept_version(disk, capsys):
    from sheetdesk.__main__ import main

    disk.fill()
    game = registry.GAMES[0].id  # (any game would do)
    code = main(["simulate", "--game", game, "--players", "2", "--games", "1", "--record"])
    err = capsys.readouterr().err
    assert code == 1 and "The disk is full, so the game could not be saved." in err
    assert "kept" not in err and "Traceback" not in err


def test_the_disk_is_a_real_tmpfs_when_the_test_may_mount_one(disk):
    """(So that the tests above run against a real ENOSPC on machines that allow it.)"""
    if not disk.real:
        pytest.skip("no tmpfs could be mounted here: ENOSPC is simulated")
    disk.fill()
    with pytest.raises(OSError) as raised:
        (disk.folder / "more").write_bytes(b"x" * 8192)
    assert raised.value.errno == errno.ENOSPC
