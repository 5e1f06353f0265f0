"""The app's files killed at every moment of their write: a save (with its backup), the autosave
with its deferred fsync, the players file and the settings, each killed before every one of its
file system calls in turn and once left to finish (tests/proof/kill_points.py). After every kill
the file is the old version or the new one, whole; a save's backup loads; a write that says it
is durable would survive a power cut at that moment too; the next start removes what the kill
left. (The SIGKILLs of test_kill.py fall at random moments of a playing app; these fall at each
step of the write, every time.)"""

from __future__ import annotations

import functools
import json
import shutil
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from sheetdesk.core import paths, registry, savefile
from sheetdesk.core.headless import play_one
from sheetdesk.core.session import Player, Session
from tests.declared import uniform_bot

from .kill_points import every_moment

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="fork and SIGKILL are POSIX")

GAME = registry.GAMES[0].id  # (any game would do: the writer is the same for all)


@functools.cache
def _played() -> Session:
    return play_one(GAME, 2, 5, uniform_bot(GAME))


def _at(cursor: int, *, whole_log: bool = False) -> Session:
    """The played game at `cursor` (its later moves kept to redo if `whole_log`)."""
    played = _played()
    log = list(played.history) if whole_log else list(played.history[:cursor])
    players = [Player("Ana"), Player("Ben")]
    return Session.restore(
        played.rules, players, played.options, played.seed, log, cursor, "killed"
    )  # fmt: skip


def _position(path: Path) -> tuple[int, int]:
    """The save's moves and cursor, read from the file itself (its backup never standing in)."""
    loaded = savefile.load(path)
    put_aside = list(paths.quarantine_dir().iterdir())
    assert put_aside == [], f"the save was damaged: its backup stood in ({put_aside})"
    return len(loaded.log), loaded.cursor


def _restore(folder: Path, kept: Path) -> Callable[[], None]:
    """Put the folder back as `kept` holds it (before each life)."""

    def before() -> None:
        shutil.rmtree(folder, ignore_errors=True)
        shutil.copytree(kept, folder, copy_function=shutil.copy2)

    return before


def _no_leftovers_after_a_start(folder: Path) -> None:
    savefile.clean_leftovers()  # as the next start does
    assert [p.name for p in folder.iterdir() if p.name.endswith(".tmp")] == []


@pytest.mark.parametrize("first", [False, True], ids=["over-a-save", "first-save"])
def test_a_save_killed_at_any_step_is_the_old_or_the_new_one(data_dir, tmp_path, first):
    old, new = _at(6), _at(7)
    folder = savefile.save_path_for(new.match_id).parent
    folder.mkdir(parents=True, exist_ok=True)
    if not first:
        savefile.write(_at(5))
        savefile.write(old)  # (and the backup of the one before)
    kept = tmp_path / "kept"
    shutil.copytree(folder, kept)
    path = savefile.save_path_for(new.match_id)
    versions = {(7, 7)} if first else {(6, 6), (7, 7)}
    ends = []
    for end in every_moment(lambda: savefile.write(new), _restore(folder, kept)):
        ends.append(end)
        moment = f"killed before step {end.steps}" if end.killed else "finished"
        if path.exists() or not first:
            assert _position(path) in versions, moment
        backup = path.with_name(path.name + savefile.BACKUP_SUFFIX)
        if backup.exists():
            savefile.load(backup)
        assert end.durable(path), f"{moment}: the save would not survive a power cut"
        _no_leftovers_after_a_start(folder)
    assert not ends[-1].killed and _position(path) == (7, 7)
    assert len(ends) >= 4  # (a write of several steps, each tried)


def test_the_autosave_killed_at_any_step_keeps_a_whole_save_and_ends_durable(data_dir, tmp_path):
    """Written at once without its fsync, forced to the disk by `flush` (after the repaint)."""
    session = _at(6, whole_log=True)
    folder = savefile.save_path_for(session.match_id).parent
    saver = savefile.Autosaver(session, defer=lambda flush: None)  # (writes position 6)
    saver.close()
    kept = tmp_path / "kept"
    shutil.copytree(folder, kept)
    path = savefile.save_path_for(session.match_id)
    full = len(session.log)

    def change_and_flush() -> None:
        due: list[Callable[[], object]] = []
        saver = savefile.Autosaver(session, defer=due.append, write_now=False)
        session.redo()
        assert due == [saver.flush]
        saver.flush()  # (as the event loop calls it after the repaint)

    ends = []
    for end in every_moment(change_and_flush, _restore(folder, kept)):
        ends.append(end)
        moment = f"killed before step {end.steps}" if end.killed else "finished"
        assert _position(path) in {(full, 6), (full, 7)}, moment
        _no_leftovers_after_a_start(folder)
    assert not ends[-1].killed and _position(path) == (full, 7)
    assert ends[-1].durable(path), "flushed, the save would still not survive a power cut"


def test_the_players_file_killed_at_any_step_is_the_old_or_the_new_one(data_dir, tmp_path):
    from sheetdesk.core.players_file import write_players_file

    folder = savefile.save_path_for("killed").parent
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "players.json"
    old = {"format": "x", "players": [{"name": "Ana"}]}
    new = {"format": "x", "players": [{"name": "Ana"}, {"name": "Kuba"}]}
    write_players_file(path, old)
    kept = tmp_path / "kept"
    shutil.copytree(folder, kept)
    for end in every_moment(lambda: write_players_file(path, new), _restore(folder, kept)):
        moment = f"killed before step {end.steps}" if end.killed else "finished"
        assert json.loads(path.read_bytes()) in (old, new), moment
        assert end.durable(path), f"{moment}: the file would not survive a power cut"
    assert json.loads(path.read_bytes()) == new


def test_the_settings_killed_at_any_step_are_the_old_or_the_new_ones(data_dir, tmp_path):
    from sheetdesk.ui.settings import Settings, read_settings, save_settings, settings_file

    path = settings_file()
    old, new = Settings(sound=False), Settings(sound=True, volume=12)
    save_settings(old, path)
    folder = path.parent
    kept = tmp_path / "kept"
    shutil.copytree(folder, kept)
    for end in every_moment(lambda: save_settings(new, path), _restore(folder, kept)):
        moment = f"killed before step {end.steps}" if end.killed else "finished"
        read, trouble = read_settings(path)
        assert not trouble and read in (old, new), moment
        assert end.durable(path), f"{moment}: the settings would not survive a power cut"
    assert read_settings(path)[0] == new
