"""Saves that are strange but not broken, and saves that break the listing's limits: whatever the
loader accepts also saves, every autosave failure reaches the user, one bad entry never hides
another, and what the listing cannot read within its own small limits is quarantined."""

from __future__ import annotations

import json
import os
import stat
import tracemalloc
from pathlib import Path

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from sheetdesk.core import paths, savefile
from sheetdesk.core.savefile import Autosaver, MatchLock, SaveError
from tests.core.fakegame import new_tally
from tests.core.fakegame.rules import Done, Mark

pytestmark = pytest.mark.usefixtures("tally")


def _write_with(data_dir: Path, seed: int = 3, **fields: object) -> Path:
    session = new_tally(seed=seed)
    session.act(0, Mark(amount=1))
    path = savefile.write(session)
    data = json.loads(path.read_text(encoding="utf-8"))
    data.update(fields)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


# --- timestamps ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "created",
    ["0001-01-01T00:30:00+01:00", "9999-12-31T23:30:00-01:00", "0001-01-01T00:00:00+23:59"],
)
def test_a_timestamp_that_cannot_be_saved_again_is_refused_when_loading(data_dir, created):
    path = _write_with(data_dir, created=created)
    with pytest.raises(SaveError) as raised:
        savefile.load(path)
    assert raised.value.reason.english() == "The date the game was started is damaged."
    assert raised.value.quarantined is not None


_OFFSETS = st.integers(-23 * 60 - 59, 23 * 60 + 59).map(
    lambda minutes: f"{'+' if minutes >= 0 else '-'}{abs(minutes) // 60:02}:{abs(minutes) % 60:02}"
)
_MOMENTS = st.one_of(
    st.datetimes().map(lambda d: d.isoformat()),  # naive: refused
    st.tuples(st.datetimes(), _OFFSETS).map(lambda p: p[0].isoformat() + p[1]),
    st.sampled_from(["0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "2024-02-30T00:00:00Z"]),
)


@given(created=_MOMENTS, updated=_MOMENTS)
@example(created="0001-01-01T00:30:00+01:00", updated="2024-01-01T00:00:00Z")
@example(created="2024-01-01T00:00:00Z", updated="9999-12-31T23:59:00-00:30")
def test_whatever_the_loader_accepts_also_saves(tmp_path_factory, created, updated):
    folder = tmp_path_factory.mktemp("any")
    session = new_tally(seed=5)
    session.act(0, Mark(amount=2))
    path = folder / "game.sheetdesk"
    savefile.write(session, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data.update(created=created, updated=updated)
    path.write_text(json.dumps(data), encoding="utf-8")
    try:
        loaded = savefile.load(path)
        savefile.read_summary(path)
    except SaveError:
        return  # refused: a clear message, nothing crashes
    loaded.act(0, Done())
    savefile.write(loaded, path)  # must not raise
    assert savefile.load(path).log == loaded.log


def test_any_autosave_failure_reaches_on_error(data_dir, monkeypatch):
    session = new_tally()
    errors: list[SaveError] = []
    saver = Autosaver(session, on_error=errors.append)

    def broken(session):
        raise OverflowError("date value out of range")

    monkeypatch.setattr(savefile.writing, "dumps", broken)
    session.act(0, Mark(amount=1))  # must not raise out of the session
    assert len(errors) == 1 and saver.last_error is errors[0]
    assert errors[0].reason.english().startswith("The game could not be saved")
    assert "OverflowError" not in errors[0].reason.english()


# --- delete while open elsewhere, leftovers of killed writes -------------------------------------


def _three_files(data_dir: Path) -> Path:
    session = new_tally(seed=9)
    path = savefile.write(session)
    session.act(0, Mark(amount=1))
    savefile.write(session)  # a backup too
    return path


def test_a_match_open_in_another_window_cannot_be_deleted(data_dir):
    path = _three_files(data_dir)
    other_window = MatchLock(path)
    assert other_window.acquire()
    with pytest.raises(SaveError) as raised:
        savefile.delete(path)
    assert "open in another sheetdesk window" in raised.value.reason.english()
    assert path.exists() and path.with_name(path.name + ".bak").exists()
    assert path.with_name(path.name + ".lock").exists()
    assert not MatchLock(path).acquire()  # a third window still finds it locked
    other_window.release()
    savefile.delete(path)
    assert list(paths.saves_dir().iterdir()) == []


def _leftover(folder: Path, save_name: str, tail: str = "k3j9x_1q") -> Path:
    leftover = folder / f".{save_name}.{tail}.tmp"
    leftover.write_bytes(b'{"format": "sheetdesk-save", "cut off')
    return leftover


def test_leftovers_of_killed_writes_are_cleaned(data_dir):
    path = _three_files(data_dir)
    folder = paths.saves_dir()
    mine = [_leftover(folder, path.name), _leftover(folder, path.name, "bak")]
    orphan = _leftover(folder, "0123abcd.sheetdesk")  # a new game killed before its first save
    busy_save = folder / "busy.sheetdesk"
    unrelated = folder / ".hidden.tmp"
    unrelated.write_text("not ours")
    writing = MatchLock(busy_save)
    assert writing.acquire()  # another window is writing this match right now
    busy = _leftover(folder, busy_save.name)
    try:
        removed = savefile.clean_leftovers()
    finally:
        writing.release()
    assert sorted(removed) == sorted([*mine, orphan])
    assert not any(p.exists() for p in removed)
    assert busy.exists() and unrelated.exists()
    assert savefile.load(path).log  # the save itself is untouched
    assert not (folder / "0123abcd.sheetdesk.lock").exists()  # no lock file left behind


def test_taking_a_match_removes_what_dead_writers_of_it_left(data_dir):
    """A window that opens a match at once after a crash (before the start's clean-up, which
    passes over matches held open) removes that match's leftovers itself: it is their only
    writer from now on."""
    path = _three_files(data_dir)
    folder = paths.saves_dir()
    dead = [_leftover(folder, path.name), _leftover(folder, path.name, "bak")]
    other = _leftover(folder, "other.sheetdesk")
    lock = MatchLock(path)
    assert lock.acquire()
    try:
        assert not any(p.exists() for p in dead)
        assert other.exists()
        assert savefile.load(path).log
    finally:
        lock.release()


def test_delete_removes_the_leftovers_of_its_match(data_dir):
    path = _three_files(data_dir)
    folder = paths.saves_dir()
    mine = _leftover(folder, path.name)
    other = _leftover(folder, "other.sheetdesk")
    savefile.delete(path)
    assert not mine.exists() and other.exists()


# --- files that are not ordinary files, symbolic links -------------------------------------------


def _good(data_dir: Path) -> Path:
    session = new_tally(seed=11)
    session.act(0, Mark(amount=2))
    return savefile.write(session)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_at_once_and_quarantined_from_the_saves_folder(data_dir, tmp_path):
    good = _good(data_dir)
    elsewhere = tmp_path / "pipe.sheetdesk"
    os.mkfifo(elsewhere)
    with pytest.raises(SaveError) as raised:
        savefile.load(elsewhere)  # (opening it for reading waits for a writer, unless refused)
    assert raised.value.reason.english() == (
        "It is not an ordinary file, so sheetdesk does not read it."
    )
    assert raised.value.quarantined is None and stat.S_ISFIFO(elsewhere.lstat().st_mode)
    inside = paths.saves_dir() / "pipe.sheetdesk"
    os.mkfifo(inside)
    summaries, errors = savefile.list_saves()
    assert [s.path for s in summaries] == [good]
    assert [e.path for e in errors] == [inside]
    assert not os.path.lexists(inside)
    assert stat.S_ISFIFO((paths.quarantine_dir() / "pipe.sheetdesk").lstat().st_mode)


def test_a_folder_or_a_device_named_like_a_save_is_refused(data_dir):
    with pytest.raises(SaveError) as raised:
        savefile.load("/dev/null")
    assert "not an ordinary file" in raised.value.reason.english()
    folder = paths.saves_dir() / "folder.sheetdesk"
    folder.mkdir()
    (folder / "inside.txt").write_text("kept")
    _summaries, errors = savefile.list_saves()
    assert [e.path for e in errors] == [folder]
    assert (paths.quarantine_dir() / "folder.sheetdesk" / "inside.txt").read_text() == "kept"


@pytest.mark.parametrize("target_kind", ["bad file", "missing file", "loop"])
def test_a_bad_symbolic_link_in_the_saves_folder_is_quarantined_not_its_target(
    data_dir, tmp_path, target_kind
):
    target = tmp_path / "elsewhere.sheetdesk"
    if target_kind == "bad file":
        target.write_text("not a save")
    link = paths.saves_dir() / "link.sheetdesk"
    link.symlink_to(link if target_kind == "loop" else target)
    _summaries, errors = savefile.list_saves()
    assert [e.path for e in errors] == [link]
    assert errors[0].quarantined == paths.quarantine_dir() / "link.sheetdesk"
    assert not os.path.lexists(link)
    assert os.path.islink(errors[0].quarantined)
    if target_kind == "bad file":
        assert target.read_text() == "not a save"  # the file elsewhere is never moved
    assert savefile.list_saves() == ([], [])  # the warning does not come again


def test_a_good_symbolic_link_in_the_saves_folder_lists_and_opens(data_dir, tmp_path):
    good = _good(data_dir)
    moved = tmp_path / "kept-elsewhere.sheetdesk"
    os.replace(good, moved)
    good.symlink_to(moved)
    (summary,), errors = savefile.list_saves()
    assert errors == [] and summary.path == good
    assert savefile.load(good).log
    assert savefile.in_saves_dir(good) and not savefile.in_saves_dir(moved)


# --- the listing's own limits --------------------------------------------------------------------


def _crafted(data_dir: Path, name: str, change) -> Path:  # type: ignore[no-untyped-def]
    data = json.loads(_good(data_dir).read_text(encoding="utf-8"))
    change(data)
    path = paths.saves_dir() / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _many_totals(data: dict) -> None:
    data["progress"]["totals"] = [7] * 3_000_000


def _head_after_the_log(data: dict) -> None:
    log = data.pop("log")
    rest = dict(data)
    data.clear()
    data.update({"log": log * 4000, **rest})


def test_a_save_with_millions_of_totals_is_quarantined_by_a_listing_that_reads_little(data_dir):
    crafted = _crafted(data_dir, "crafted.sheetdesk", _many_totals)
    assert crafted.stat().st_size > 5_000_000
    good = _good(data_dir)
    tracemalloc.start()
    try:
        summaries, errors = savefile.list_saves()
        _current, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert [s.path for s in summaries] == [good]
    assert [e.path for e in errors] == [crafted]
    assert "summary" in errors[0].reason.english()
    assert errors[0].quarantined is not None and not crafted.exists()
    assert peak < 4 * savefile.HEAD_BYTES + 2_000_000  # nothing like the file's size


def test_opening_a_save_with_millions_of_totals_is_refused(data_dir, tmp_path):
    crafted = _crafted(data_dir, "crafted.sheetdesk", _many_totals)
    outside = tmp_path / "crafted.sheetdesk"
    os.replace(crafted, outside)
    with pytest.raises(SaveError) as raised:
        savefile.load(outside)
    assert raised.value.reason.english() == (
        "Its summary of how far the game is (moves, scores) is damaged."
    )


def test_a_long_game_still_lists_from_its_head(data_dir):
    session = new_tally(seed=4, turns=4000, max_marks=1)
    for _ in range(6000):
        if session.is_over():
            break
        seat = session.acting_seat()
        legal = session.legal_actions(seat)
        session.act(seat, legal[0])
    path = savefile.write(session)
    assert path.stat().st_size > savefile.HEAD_BYTES
    (summary,), errors = savefile.list_saves()
    assert errors == [] and summary.match_id == session.match_id
    assert summary.actions == sum(1 for e in session.visible_history(None) if e.seat is not None)


@pytest.mark.parametrize("version", [1, 2])
def test_an_older_formats_long_game_lists_from_its_head_when_its_head_is_unchanged(
    data_dir, monkeypatch, version
):
    """A migration that changes nothing the listing reads (`HEAD_AS_IS`) lets it read an older
    save's head alone; any other, the whole file, which migrations work on."""
    session = new_tally(seed=4, turns=4000, max_marks=1)
    for _ in range(6000):
        if session.is_over():
            break
        seat = session.acting_seat()
        session.act(seat, session.legal_actions(seat)[0])
    path = savefile.write(session)
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["hand_to"]  # (written from format 3 on)
    data["format_version"] = version
    path.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
    assert path.stat().st_size > savefile.HEAD_BYTES
    whole: list[Path] = []
    read_envelope = savefile.reading._read_envelope
    monkeypatch.setattr(
        savefile.reading, "_read_envelope", lambda p: whole.append(p) or read_envelope(p)
    )
    (summary,), errors = savefile.list_saves()
    assert errors == [] and summary.match_id == session.match_id
    as_is = savefile.envelope.HEAD_AS_IS.issuperset(range(version, savefile.FORMAT_VERSION))
    assert whole == ([] if as_is else [path])
    assert savefile.load(path).log == session.log  # (and it opens)


def test_a_big_file_whose_summary_comes_after_its_log_is_read_whole_by_the_listing(data_dir):
    crafted = _crafted(data_dir, "reordered.sheetdesk", _head_after_the_log)
    assert crafted.stat().st_size > savefile.HEAD_BYTES
    summaries, errors = savefile.list_saves()
    assert errors == [] and crafted in [s.path for s in summaries]  # (listing does not replay)
    with pytest.raises(SaveError):  # (its log, repeated, does not replay)
        savefile.load(crafted)
