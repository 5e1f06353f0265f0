"""The corrupt-save corpus (tests/proof/corpus.py) against every registered game: for every kind,
the listing stays complete, opening it (`--open`, the saved-games page) keeps the app up with a
plain message naming the file, a file in the saves folder is moved to the quarantine whole (never
deleted) and a file from elsewhere is never moved. Strange but sound saves open as they are."""

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

from .corpus import ACCEPTED, KINDS, REFUSED, fingerprint, good_save

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


def test_the_corpus_has_at_least_25_kinds():
    assert len(REFUSED) >= 25
    assert len(KINDS) == len(REFUSED) + len(ACCEPTED)


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
    else:
        (error,) = errors
        assert error.path == bad and error.reason.english()
    assert not os.path.lexists(bad)
    moved = [p for p in paths.quarantine_dir().iterdir() if p.name.startswith("bad ")]
    assert [fingerprint(p) for p in moved] == [before]  # whole, never deleted
    window.show_saved_games()  # the page lists the good games, and the app goes on
    assert window.page("saved").table.rowCount() == 2
    assert savefile.list_saves() == (savefile.list_saves()[0], [])  # no warning again


@pytest.mark.parametrize("name", REFUSED)
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
    assert window.controller is None and window.current_page_name() in ("start", "")
    assert fingerprint(bad) == before  # never moved, never changed
    assert list(paths.quarantine_dir().iterdir()) == []


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
