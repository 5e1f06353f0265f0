"""The corrupt-save corpus (tests/proof/corpus.py) against every registered game: for every kind,
the listing stays complete, opening it (`--open`, the saved-games page) keeps the app up with a
plain message naming the file and what is wrong with it, a file in the saves folder is moved to
the quarantine whole (never deleted) and a file from elsewhere is never moved. Strange but sound
saves open as they are; a newer version's save lists as such, stays where it is and does not
open; a damaged save with a good backup goes on from its backup; a saves folder that cannot be
written is said to be one."""

from __future__ import annotations

import functools
import json
import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import pytest

from sheetdesk.core import paths, registry, savefile
from tests.ui.kept_window import kept_window as kept_window
from tests.ui.kept_window import window as window

from .corpus import ACCEPTED, KINDS, NEWER, RECOVERED, REFUSED, fingerprint, good_save
from .helpers import play

# one window for the module's tests, each on a data folder of its own (tests/ui/kept_window.py)
pytestmark = pytest.mark.shared_window

GAMES = sorted(registry.games_by_id())
ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


@functools.cache
def _good(game: str, seed: int = 21):  # type: ignore[no-untyped-def]
    return good_save(game, seed)


def _usable(name: str) -> None:
    needs = KINDS[name].needs
    if needs == "fifo" and not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    if needs == "unprivileged" and (ROOT or not hasattr(os, "geteuid")):
        pytest.skip("root reads every file: test_an_unreadable_save_as_a_normal_user runs it")


def _two_good_saves(game: str) -> list[Path]:
    return sorted(savefile.write(_good(game, seed).session) for seed in (21, 22))


def _named_in_a_message(messages, path: Path) -> bool:  # type: ignore[no-untyped-def]
    return any(path.name in text for _title, text in messages)


VAGUE = "Some parts of it are missing or not as expected."


def _rows(window) -> list[list[str]]:  # type: ignore[no-untyped-def]
    table = window.page("saved").table
    return [
        [table.item(row, column).text() for column in range(table.columnCount())]
        for row in range(table.rowCount())
    ]


def test_the_corpus_has_at_least_25_kinds():
    assert len(REFUSED) >= 25
    assert len(KINDS) == len(REFUSED) + len(ACCEPTED) + len(NEWER) + len(RECOVERED)


@pytest.mark.parametrize("name", REFUSED)
@pytest.mark.parametrize("game", GAMES)
def test_a_bad_save_in_the_saves_folder(window, messages, game, name):
    _usable(name)
    good = _two_good_saves(game)
    bad = paths.saves_dir() / f"bad {name}.sheetdesk"
    KINDS[name].make(_good(game), bad)
    before = fingerprint(bad)
    summaries, errors = savefile.list_saves()
    listed = sorted(s.path for s in summaries)
    assert [p for p in listed if p != bad] == good  # the listing stays complete
    if bad in listed:  # what the listing does not read is refused when opening
        assert not window.open_path(bad, external=False)
        assert _named_in_a_message(messages, bad)
        assert not any(VAGUE in text for _title, text in messages)  # it says what is wrong
    else:
        (error,) = errors
        assert error.path == bad and error.reason.english()
        assert error.reason.source != VAGUE  # it says what is wrong
    assert not os.path.lexists(bad)
    moved = [p for p in paths.quarantine_dir().iterdir() if p.name.startswith("bad ")]
    assert [fingerprint(p) for p in moved] == [before]  # whole, never deleted
    window.show_saved_games()  # the page lists the good games, and the app goes on
    assert window.page("saved").table.rowCount() == 2
    assert savefile.list_saves() == (savefile.list_saves()[0], [])  # no warning again


@pytest.mark.parametrize("name", sorted([*REFUSED, *NEWER, *RECOVERED]))
@pytest.mark.parametrize("game", GAMES)
def test_a_bad_save_from_elsewhere(window, messages, tmp_path, game, name):
    _usable(name)
    folder = tmp_path / "stick"
    folder.mkdir()
    bad = folder / "present.sheetdesk"
    KINDS[name].make(_good(game), bad)
    before = fingerprint(bad)
    assert not window.open_at_start(bad)  # as `sheetdesk --open FILE` does
    assert _named_in_a_message(messages, bad)
    assert not any(VAGUE in text for _title, text in messages)  # it says what is wrong
    assert window.controller is None and window.current_page_name() in ("start", "")
    assert fingerprint(bad) == before  # never moved, never changed
    assert list(paths.quarantine_dir().iterdir()) == []


@pytest.mark.parametrize("name", sorted(KINDS))
@pytest.mark.parametrize("game", GAMES)
def test_the_listing_and_the_loader_agree(data_dir, tmp_path, game, name):
    """What the listing refuses, opening refuses (a save listed as damaged never opens); what
    the listing takes for a newer version's save, opening does too. (Opening may refuse what
    the listing takes: it replays the moves, which the listing does not read.)"""
    _usable(name)
    folder = tmp_path / "stick"
    folder.mkdir()
    path = folder / "kind.sheetdesk"
    KINDS[name].make(_good(game), path)
    try:
        listed = savefile.read_summary(path)
    except savefile.SaveError as refused:
        with pytest.raises(savefile.SaveError) as also:
            savefile.load(path)
        assert isinstance(also.value, savefile.NewerSave) == isinstance(refused, savefile.NewerSave)
        return
    if listed.newer:
        with pytest.raises(savefile.NewerSave):
            savefile.load(path)


@pytest.mark.parametrize("name", ACCEPTED)
@pytest.mark.parametrize("game", GAMES)
def test_a_strange_but_sound_save_opens(window, messages, game, name):
    good = _two_good_saves(game)
    odd = paths.saves_dir() / "odd.sheetdesk"
    KINDS[name].make(_good(game, 23), odd)
    summaries, errors = savefile.list_saves()
    assert errors == [] and sorted(s.path for s in summaries) == sorted([*good, odd])
    assert window.open_path(odd, external=False)
    assert window.session is not None and messages == []
    window.show_saved_games()
    assert window.page("saved").table.rowCount() == 3
    assert all(all(row[:4]) for row in _rows(window))  # every row filled in


@pytest.mark.parametrize("name", NEWER)
@pytest.mark.parametrize("game", GAMES)
def test_a_newer_versions_save_is_listed_kept_and_not_opened(window, messages, game, name):
    good = _two_good_saves(game)
    newer = paths.saves_dir() / "newer.sheetdesk"
    KINDS[name].make(_good(game, 23), newer)
    before = fingerprint(newer)
    summaries, errors = savefile.list_saves()
    assert errors == []
    listed = {s.path: s for s in summaries}
    assert sorted(listed) == sorted([*good, newer]) and listed[newer].newer
    assert savefile.last_unfinished() in [listed[p] for p in good]  # never "Continue"d
    window.show_saved_games()
    progress = {row[3] for row in _rows(window)}
    assert "Made by a newer version of sheetdesk" in progress
    assert not window.open_path(newer, external=False)
    assert window.session is None
    ((_title, text),) = messages
    assert newer.name in text and "newer" in text and "Update sheetdesk" in text
    assert fingerprint(newer) == before  # left where it is, as it is
    assert list(paths.quarantine_dir().iterdir()) == []
    window.show_saved_games()
    assert window.page("saved").table.rowCount() == 3


@pytest.mark.parametrize("name", RECOVERED)
@pytest.mark.parametrize("game", GAMES)
def test_a_damaged_save_goes_on_from_its_backup(window, messages, game, name):
    good = _two_good_saves(game)
    damaged = paths.saves_dir() / "damaged.sheetdesk"
    KINDS[name].make(_good(game, 23), damaged)
    before = fingerprint(damaged)
    backup = damaged.with_name(damaged.name + savefile.BACKUP_SUFFIX).read_bytes()
    summaries, errors = savefile.list_saves()
    assert sorted(s.path for s in summaries) == sorted([*good, damaged])  # still listed
    (notice,) = errors
    assert isinstance(notice, savefile.Recovered) and notice.path == damaged
    assert [fingerprint(p) for p in paths.quarantine_dir().iterdir()] == [before]  # kept
    assert damaged.read_bytes() == backup
    window.show_saved_games()
    assert window.page("saved").table.rowCount() == 3
    assert window.open_path(damaged, external=False)
    assert window.session is not None and window.session.log == _good(game, 23).session.log
    moves = len(window.session.log)
    play(window, 1)
    window.show_start()  # (closes the game: the autosave has written it)
    assert len(savefile.load(damaged).log) > moves  # a good save again, one move on
    assert savefile.list_saves()[1] == []


def _refused_lock_file(path: Path) -> int:
    raise PermissionError(13, "Permission denied", str(path))


@pytest.mark.parametrize("game", GAMES)
def test_a_saves_folder_that_cannot_be_written(window, messages, monkeypatch, game):
    """(Simulated: as root, a read-only folder is written all the same.)"""
    (path, _other) = _two_good_saves(game)
    before = fingerprint(path)
    monkeypatch.setattr(savefile.lock, "_open_lock_file", _refused_lock_file)
    assert window.open_path(path, external=False)
    assert window.session is not None and window.controller.read_only
    ((_title, text),) = messages
    assert "another sheetdesk window" not in text and "may not write" in text
    play(window, 1)
    window.show_start()
    assert fingerprint(path) == before  # nothing written, nothing lost


UNPRIVILEGED = textwrap.dedent(
    """
    import json, sys
    from sheetdesk.core import savefile
    summaries, errors = savefile.list_saves()
    try:
        savefile.load(sys.argv[1])
        elsewhere = "opened"
    except savefile.SaveError as error:
        elsewhere = str(error)
    print(json.dumps({
        "listed": [str(s.path) for s in summaries],
        "errors": [[str(e.path), str(e.quarantined)] for e in errors],
        "elsewhere": elsewhere,
    }))
    """
)


@pytest.mark.skipif(not ROOT or not shutil.which("setpriv"), reason="needs root and setpriv")
@pytest.mark.parametrize("game", GAMES)
def test_an_unreadable_save_as_a_normal_user(game):
    """(As root, the check runs in a child as the user nobody: root reads every file.)"""
    top = Path(tempfile.mkdtemp(prefix="sheetdesk-unreadable-"))
    try:
        top.chmod(0o755)
        data = top / "data"
        saves = data / "saves"
        saves.mkdir(parents=True)
        good = savefile.write(_good(game).session, saves / "good.sheetdesk")
        bad = saves / "bad.sheetdesk"
        KINDS["unreadable by its user"].make(_good(game), bad)
        elsewhere = top / "elsewhere.sheetdesk"
        KINDS["unreadable by its user"].make(_good(game), elsewhere)
        for path in [top, *top.rglob("*")]:
            os.chown(path, 65534, 65534, follow_symlinks=False)
        done = subprocess.run(
            ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
             sys.executable, "-c", UNPRIVILEGED, str(elsewhere)],
            env={**os.environ, "SHEETDESK_DATA_DIR": str(data), "HOME": str(top)},
            cwd=Path(__file__).resolve().parents[2], capture_output=True, text=True, timeout=120,
            check=False,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
        result = json.loads(done.stdout)
        assert result["listed"] == [str(good)]
        assert result["errors"] == [[str(bad), str(data / "quarantine" / "bad.sheetdesk")]]
        assert "could not be read" in result["elsewhere"]
        assert (data / "quarantine" / "bad.sheetdesk").stat().st_mode & 0o777 == 0
        assert elsewhere.exists() and not bad.exists()
    finally:
        shutil.rmtree(top, ignore_errors=True)
