"""Save files: round trip, atomic write with backup, every kind of bad file, quarantine, locks,
autosave."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest

from sheetdesk.core import paths, savefile
from sheetdesk.core.savefile import Autosaver, MatchLock, SaveError
from sheetdesk.core.session import Session
from tests.core.fakegame import new_tally
from tests.core.fakegame.rules import Done, Mark, Vote

pytestmark = pytest.mark.usefixtures("tally")


def _played(seed: int = 7) -> Session:
    """A Tally game a little way in, with an undone action (redo tail)."""
    session = new_tally(players=3, seed=seed)
    session.act(0, Mark(amount=2))
    session.act(0, Done())
    session.act(1, Mark(amount=1))
    session.act(1, Mark(amount=3))
    session.undo()
    return session


def _saved(data_dir, seed: int = 7) -> tuple[Session, Path]:
    session = _played(seed)
    return session, savefile.write(session)


def _data(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _put(path: Path, data: dict | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data if isinstance(data, bytes) else json.dumps(data).encode())
    return path


# --- round trip ----------------------------------------------------------------------------------


def test_write_then_load_is_equal(data_dir):
    session, path = _saved(data_dir)
    assert path == savefile.save_path_for(session.match_id)
    assert path.parent == paths.saves_dir() == data_dir / "saves"
    loaded = savefile.load(path)
    assert loaded.match_id == session.match_id
    assert loaded.players == session.players
    assert dict(loaded.options) == dict(session.options)
    assert loaded.seed == session.seed
    assert loaded.log == session.log
    assert loaded.cursor == session.cursor == len(session.log) - 1
    assert loaded.state == session.state
    assert loaded.can_redo() and not session.is_over()
    # what the file says
    data = _data(path)
    assert data["format"] == "sheetdesk-save" and data["format_version"] == savefile.FORMAT_VERSION
    assert data["game_id"] == "tally" and data["finished"] is False
    assert data["progress"]["actions"] == 3  # players' actions up to the cursor
    assert data["created"].endswith("Z") and data["updated"].endswith("Z")


def test_created_survives_load_and_rewrite(data_dir):
    _, path = _saved(data_dir)
    created = _data(path)["created"]
    loaded = savefile.load(path)
    loaded.act(1, Done())
    savefile.write(loaded)
    assert _data(path)["created"] == created


def test_summary_lists_without_replaying(data_dir):
    session, path = _saved(data_dir)
    (summary,), errors = savefile.list_saves()
    assert errors == []
    assert summary.path == path
    assert summary.match_id == session.match_id
    assert summary.game_id == "tally"
    assert summary.players == ("Ana", "Ben", "Chloé")
    assert summary.kinds == ("human", "human", "human")
    assert summary.finished is False
    assert summary.actions == 3
    assert summary.turn == 2
    assert summary.totals == tuple(session.state.totals)
    assert summary.created <= summary.updated


def test_list_is_newest_first_and_ignores_other_files(data_dir):
    _, older = _saved(data_dir, seed=1)
    _, newer = _saved(data_dir, seed=2)
    data = _data(older)
    data["updated"] = "2020-01-01T00:00:00Z"
    _put(older, data)
    _saved(data_dir, seed=2)  # a second write leaves a .bak beside it
    (paths.saves_dir() / "notes.txt").write_text("hello")
    summaries, errors = savefile.list_saves()
    assert [s.path for s in summaries] == [newer, older]
    assert errors == []


def test_last_unfinished_skips_finished_games(data_dir):
    assert savefile.last_unfinished() is None
    _, unfinished = _saved(data_dir, seed=1)
    finished = new_tally(seed=2, turns=1)
    finished.act(0, Done())
    assert finished.is_over()
    finished_path = savefile.write(finished)
    assert savefile.list_saves()[0][0].path == finished_path  # the newest one…
    last = savefile.last_unfinished()
    assert last is not None and last.path == unfinished  # …is finished, so it is skipped


# --- atomic write, backup, failures --------------------------------------------------------------


def test_backup_keeps_the_previous_version(data_dir):
    session, path = _saved(data_dir)
    first = path.read_bytes()
    session.act(1, Done())
    savefile.write(session)
    backup = path.with_name(path.name + ".bak")
    assert backup.read_bytes() == first
    assert path.read_bytes() != first
    assert savefile.load(path).state == session.state


@pytest.mark.parametrize(
    ("error_no", "reason"),
    [
        (errno.ENOSPC, "The disk is full"),
        (errno.EACCES, "sheetdesk may not write"),
        (errno.EIO, "The game could not be saved"),
    ],
)
def test_failed_write_keeps_the_old_file(data_dir, monkeypatch, error_no, reason):
    """The write fails at each of its file system calls in turn (tests/proof/kill_points.py):
    the save is then the old version or the new one, whole (the old one wherever the family is
    told the write failed, but for a failure once the new one is in place), and nothing
    temporary is left."""
    from tests.proof.kill_points import fail_at_step

    session, path = _saved(data_dir)
    before = path.read_bytes()
    session.act(1, Done())
    backup = path.with_name(path.name + savefile.BACKUP_SUFFIX)

    def attempt(at: int) -> tuple[SaveError | None, int]:
        path.write_bytes(before)
        backup.unlink(missing_ok=True)
        with monkeypatch.context() as patch:
            counter = fail_at_step(at, error_no, patch.setattr)
            try:
                savefile.write(session)
            except SaveError as error:
                return error, counter.steps
        return None, counter.steps

    def version(raw: bytes) -> tuple[int, list]:
        data = json.loads(raw)  # (whole: a file cut short is no JSON)
        return data["cursor"], data["log"]

    assert attempt(0)[0] is None
    after = version(path.read_bytes())
    failures = 0
    for at in range(1, attempt(0)[1] + 1):
        raised, _ = attempt(at)
        now = version(path.read_bytes())
        assert now in (version(before), after), f"failed at step {at}: neither version"
        assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")], at
        if raised is None:
            assert now == after, f"failed at step {at}: not told, and not saved"
            continue
        failures += 1
        assert raised.reason.source.startswith(reason), at
        assert raised.reason.context == "saves"
        assert raised.path == path
    assert failures >= 3  # (the writes' failures are told, not swallowed)


def test_disk_full_while_writing_the_temp_file(data_dir, monkeypatch):
    session, path = _saved(data_dir)
    before = path.read_bytes()

    def no_space(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch, pytest.raises(SaveError) as raised:
        patch.setattr(savefile.atomic.os, "fsync", no_space)
        savefile.write(session)
    assert "disk is full" in str(raised.value)
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root ignores permissions")
def test_read_only_folder_gives_a_clear_error(data_dir, tmp_path):
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(SaveError) as raised:
            savefile.write(_played(), folder / "game.sheetdesk")
        assert "may not write" in str(raised.value)
    finally:
        folder.chmod(0o700)


# --- bad files -----------------------------------------------------------------------------------


def _mutate(key, value):
    def change(data):
        data[key] = value
        return data

    return change


def _drop(key):
    def change(data):
        del data[key]
        return data

    return change


def _bad_action(data):
    data["log"][1]["action"] = {"kind": "mark", "amount": 9}  # no such mark
    return data


def _unknown_kind(data):
    data["log"][1]["action"] = {"kind": "teleport"}
    return data


def _illegal_action(data):
    data["log"][1]["action"] = {"kind": "vote", "choice": 1}  # a vote in the marking phase
    return data


def _wrong_seat(data):
    data["log"][1]["seat"] = 2
    return data


def _chance_by_player(data):
    data["log"][0]["seat"] = 0
    return data


def _bad_snapshot(data):
    data["snapshot"]["totals"][0] += 1
    return data


def _extra_player_field(data):
    data["players"][0]["age"] = 8
    return data


def _too_many_players(data):
    data["players"] = [{"name": n, "kind": "human", "bot": ""} for n in "ABCDE"]
    return data


DATA_CASES = {
    "not a save (a list)": (lambda d: [1, 2, 3], "It is not a sheetdesk save."),
    "unknown format": (_mutate("format", "chess-save"), "It is not a sheetdesk save."),
    "format_version missing": (_drop("format_version"), "It is not a sheetdesk save."),
    "format_version as text": (_mutate("format_version", "1"), "It is not a sheetdesk save."),
    "unknown game": (
        _mutate("game_id", "chess"),
        "It is a game this version does not know: chess.",
    ),
    "unknown field": (_mutate("cheat", True), "It has a part this version does not know: “cheat”."),
    "unknown player field": (_extra_player_field, "Player 1 in it is damaged."),
    "missing field": (_drop("seed"), "A part of it is missing: “seed”."),
    "seed as text": (_mutate("seed", "7"), "The game number in it is damaged."),
    "cursor past the log": (_mutate("cursor", 999), "further than its list of moves goes"),
    "bad match id": (_mutate("match_id", "../../etc"), "The code that tells this game apart"),
    "too many players": (_too_many_players, "a number of players this game does not allow"),
    "unreadable action": (_bad_action, "Move 2 in it is not allowed by the rules."),
    "unknown action kind": (_unknown_kind, "Move 2 in it is not allowed by the rules."),
    "illegal action": (_illegal_action, "Move 2 in it is not allowed by the rules."),
    "action by the wrong seat": (_wrong_seat, "Move 2 in it is not allowed by the rules."),
    "chance action by a player": (_chance_by_player, "Move 1 in it is not allowed by the rules."),
    "snapshot mismatch": (_bad_snapshot, "The saved position does not match its moves."),
}

RAW_CASES = {
    "empty": (lambda raw: b"", "The file is empty."),
    "only spaces": (lambda raw: b"  \n\t", "The file is empty."),
    "truncated": (lambda raw: raw[: len(raw) // 2], "The file is cut off or damaged"),
    "not JSON": (lambda raw: b"PK\x03\x04 this is a zip", "The file is cut off or damaged"),
    "not UTF-8": (lambda raw: b'{"format": "\xff\xfe"}', "The file is cut off or damaged"),
}


def _bad_bytes(case: str, good: Path) -> bytes:
    if case in RAW_CASES:
        return RAW_CASES[case][0](good.read_bytes())
    return json.dumps(DATA_CASES[case][0](_data(good))).encode()


def _expected(case: str) -> str:
    return RAW_CASES[case][1] if case in RAW_CASES else DATA_CASES[case][1]


ALL_CASES = sorted(RAW_CASES) + sorted(DATA_CASES)


@pytest.mark.parametrize("case", ALL_CASES)
def test_bad_save_in_the_saves_folder_is_quarantined(data_dir, case):
    _, good = _saved(data_dir, seed=1)
    _, template = _saved(data_dir, seed=2)
    bad = _put(template, _bad_bytes(case, template))
    content = bad.read_bytes()
    with pytest.raises(SaveError) as raised:
        savefile.load(bad)
    error = raised.value
    assert _expected(case) in error.reason.english()
    assert error.reason.context == "saves"
    assert error.path == bad
    assert bad.name in str(error)
    # moved, never deleted (its backup goes with it)
    assert not bad.exists()
    assert error.quarantined is not None
    assert error.quarantined.parent == paths.quarantine_dir()
    assert error.quarantined.read_bytes() == content
    assert not bad.with_name(bad.name + ".bak").exists()
    # the other save still lists and opens
    summaries, errors = savefile.list_saves()
    assert [s.path for s in summaries] == [good] and errors == []
    savefile.load(good)


@pytest.mark.parametrize("case", ALL_CASES)
def test_bad_save_from_elsewhere_is_never_moved(data_dir, tmp_path, case):
    _, template = _saved(data_dir)
    bad = _put(tmp_path / "downloads" / "game.sheetdesk", _bad_bytes(case, template))
    content = bad.read_bytes()
    with pytest.raises(SaveError) as raised:
        savefile.load(bad)
    assert _expected(case) in raised.value.reason.english()
    assert raised.value.quarantined is None
    assert bad.read_bytes() == content
    assert list(paths.quarantine_dir().iterdir()) == []


def test_list_saves_reports_and_quarantines_bad_files_and_lists_the_rest(data_dir):
    _, good = _saved(data_dir, seed=1)
    empty = _put(paths.saves_dir() / "empty.sheetdesk", b"")
    summaries, errors = savefile.list_saves()
    assert [s.path for s in summaries] == [good]
    reasons = {e.path.name: e.reason.english() for e in errors}
    assert reasons == {"empty.sheetdesk": "The file is empty."}
    assert not empty.exists()
    assert sorted(p.name for p in paths.quarantine_dir().iterdir()) == ["empty.sheetdesk"]
    # a second listing is clean
    assert savefile.list_saves() == (summaries, [])


# --- a damaged save with a good backup, a newer version's save, a big save laid out otherwise ----


def _damaged_after_two_writes(data_dir) -> tuple[Session, Path, bytes]:
    """A save written twice (so its backup is the first write), then damaged; and the backup's
    bytes."""
    session, path = _saved(data_dir)
    session.redo()
    savefile.write(session)
    backup = path.with_name(path.name + ".bak").read_bytes()
    path.write_bytes(path.read_bytes()[:100])  # cut off, as a power cut may leave it
    return session, path, backup


def test_a_damaged_save_lists_and_opens_from_its_backup(data_dir):
    session, path, backup = _damaged_after_two_writes(data_dir)
    damaged = path.read_bytes()
    summaries, errors = savefile.list_saves()
    assert [s.path for s in summaries] == [path]  # still listed, from its backup
    (notice,) = errors
    assert isinstance(notice, savefile.Recovered)
    assert "the last move is lost" in notice.reason.english()
    assert "cut off or damaged" in notice.reason.english()  # and why
    assert notice.quarantined is not None and notice.quarantined.read_bytes() == damaged
    assert path.read_bytes() == backup  # the backup stands in; it stays a backup too
    assert path.with_name(path.name + ".bak").read_bytes() == backup
    loaded = savefile.load(path)
    assert loaded.cursor == session.cursor - 1  # one change older
    savefile.write(loaded)  # the next save is a good one again
    assert savefile.list_saves() == ([savefile.read_summary(path)], [])


def test_opening_a_damaged_save_continues_from_its_backup(data_dir):
    session, path, backup = _damaged_after_two_writes(data_dir)
    heard: list[savefile.Recovered] = []
    loaded = savefile.load(path, on_recovered=heard.append)
    assert loaded.cursor == session.cursor - 1
    (notice,) = heard
    assert "the last move is lost" in notice.reason.english()
    assert notice.quarantined is not None and notice.quarantined.parent == paths.quarantine_dir()
    assert path.read_bytes() == backup
    assert savefile.load(path).log == loaded.log


def test_a_damaged_save_with_a_damaged_backup_is_quarantined_with_it(data_dir):
    _, path, _ = _damaged_after_two_writes(data_dir)
    path.with_name(path.name + ".bak").write_bytes(b"{")
    with pytest.raises(SaveError) as raised:
        savefile.load(path)
    assert not isinstance(raised.value, savefile.Recovered)
    assert not path.exists() and not path.with_name(path.name + ".bak").exists()
    assert sorted(p.name for p in paths.quarantine_dir().iterdir()) == [
        path.name,
        path.name + ".bak",
    ]


@pytest.mark.parametrize(
    "change",
    [{"format_version": savefile.FORMAT_VERSION + 1}, {"rules_version": 2, "app_version": "9.0"}],
)
def test_a_newer_versions_save_is_listed_left_alone_and_not_opened(data_dir, change):
    _, good = _saved(data_dir, seed=1)
    future = _put(paths.saves_dir() / "future.sheetdesk", {**_data(good), **change})
    content = future.read_bytes()
    summaries, errors = savefile.list_saves()
    assert errors == []
    (listed,) = [s for s in summaries if s.path == future]
    assert listed.newer and listed.players == ("Ana", "Ben", "Chloé")[: len(listed.players)]
    assert savefile.last_unfinished() is not None and not savefile.last_unfinished().newer
    with pytest.raises(savefile.NewerSave) as raised:
        savefile.load(future)
    assert "newer" in raised.value.reason.english() and raised.value.quarantined is None
    assert future.read_bytes() == content  # never moved
    assert list(paths.quarantine_dir().iterdir()) == []


def test_a_newer_format_that_this_version_cannot_read_is_still_listed(data_dir):
    future = _put(
        paths.saves_dir() / "future.sheetdesk",
        {"format": "sheetdesk-save", "format_version": 7, "game_id": "tally", "people": []},
    )
    (listed,), errors = savefile.list_saves()
    assert errors == [] and listed.path == future and listed.newer
    assert future.exists()


def test_a_big_save_with_sorted_keys_lists(data_dir):
    """As a tool such as `jq -S` writes it: keys sorted (the log before the summary), indented,
    and bigger than what the listing reads first."""
    session, path = _saved(data_dir)
    indent = 2
    raw = b""
    while len(raw) <= savefile.HEAD_BYTES:
        indent *= 2
        raw = json.dumps(_data(path), sort_keys=True, indent=indent).encode()
    assert raw.index(b'"log"') < raw.index(b'"match_id"')  # the summary is not first
    path.write_bytes(raw)
    assert savefile.load(path).log == session.log  # it opens…
    summaries, errors = savefile.list_saves()
    assert errors == [] and [s.path for s in summaries] == [path]  # …and lists, not quarantined


def test_named_reasons_carry_details(data_dir):
    _, path = _saved(data_dir)
    bad = _put(path, {**_data(path), "seed": "seven"})
    with pytest.raises(SaveError) as raised:
        savefile.load(bad)
    assert raised.value.reason.english() == "The game number in it is damaged."
    assert raised.value.details.startswith("seed: ")


def test_oversize_file_is_refused(data_dir, monkeypatch):
    _, path = _saved(data_dir)
    monkeypatch.setattr(savefile.reading, "MAX_BYTES", 100)
    with pytest.raises(SaveError) as raised:
        savefile.load(path)
    assert raised.value.reason.english() == "The file is too big to be a sheetdesk save."
    assert raised.value.quarantined is not None


def test_quarantine_never_overwrites_an_earlier_bad_file(data_dir):
    for _ in range(2):
        bad = _put(paths.saves_dir() / "same.sheetdesk", b"")
        with pytest.raises(SaveError):
            savefile.load(bad)
    assert len(list(paths.quarantine_dir().iterdir())) == 2


def test_missing_file_is_an_error_and_nothing_moves(data_dir):
    missing = paths.saves_dir() / "gone.sheetdesk"
    with pytest.raises(SaveError) as raised:
        savefile.load(missing)
    assert raised.value.reason.source.startswith("The file could not be read")
    assert raised.value.quarantined is None


def test_reasons_are_translatable_and_filled(data_dir):
    bad = _put(paths.saves_dir() / "x.sheetdesk", {**_data(_saved(data_dir)[1]), "game_id": "go"})
    with pytest.raises(SaveError) as raised:
        savefile.load(bad)
    reason = raised.value.reason
    assert reason.source == "It is a game this version does not know: {game}."
    greek = "Είναι ένα παιχνίδι που αυτή η έκδοση δεν ξέρει: {game}."
    assert reason.render(lambda ctx, src: greek) == greek.format(game="go")


# --- delete, lock, autosave ----------------------------------------------------------------------


def test_delete_removes_the_save_its_backup_and_lock(data_dir):
    session, path = _saved(data_dir)
    savefile.write(session)
    lock = MatchLock(path)
    assert lock.acquire()
    lock.release()
    savefile.delete(path)
    assert list(paths.saves_dir().iterdir()) == []
    savefile.delete(path)  # deleting twice is fine


def test_second_lock_on_a_match_fails_until_released(data_dir):
    path = savefile.save_path_for("abc")
    first, second = MatchLock(path), MatchLock(path)
    assert first.acquire() and first.held
    assert first.acquire()  # idempotent
    assert not second.acquire() and not second.held
    first.release()
    with second as got:
        assert got
        assert not MatchLock(path).acquire()
    assert MatchLock(path).acquire()


def test_lock_is_released_when_its_process_dies(data_dir):
    import subprocess
    import sys

    path = savefile.save_path_for("abc")
    code = (
        "import sys; from sheetdesk.core.savefile import MatchLock\n"
        "lock = MatchLock(sys.argv[1]); print(lock.acquire(), flush=True); sys.stdin.read()\n"
    )
    child = subprocess.Popen(
        [sys.executable, "-c", code, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout.readline().strip() == "True"
        assert not MatchLock(path).acquire()
    finally:
        child.kill()
        child.wait()
    assert MatchLock(path).acquire()


def test_autosaver_writes_after_every_change(data_dir):
    session = new_tally()
    path = savefile.save_path_for(session.match_id)
    saver = Autosaver(session, path, on_error=pytest.fail)
    assert savefile.load(path).cursor == session.cursor  # written at once
    for change in (
        lambda: session.act(0, Mark(amount=1)),
        lambda: session.act(0, Mark(amount=2)),
        session.undo,
        session.redo,
        session.restart_turn,
        lambda: session.act(0, Done()),
    ):
        change()
        loaded = savefile.load(path)
        assert (loaded.log, loaded.cursor) == (session.log, session.cursor)
    saver.close()
    session.act(1, Mark(amount=1))
    assert savefile.load(path).cursor == session.cursor - 1


def test_deferred_autosaver_writes_at_once_and_syncs_later(data_dir, monkeypatch):
    """With `defer`, each change is in the file at once; only the fsync waits for `flush`."""
    session = new_tally()
    path = savefile.save_path_for(session.match_id)
    due: list = []
    synced: list[Path] = []
    real_sync = savefile.make_durable
    monkeypatch.setattr(
        savefile.autosaver, "make_durable", lambda p: (synced.append(p), real_sync(p))
    )
    saver = Autosaver(session, path, on_error=pytest.fail, defer=due.append)
    session.act(0, Mark(amount=1))
    session.act(0, Mark(amount=2))
    loaded = savefile.load(path)
    assert (loaded.log, loaded.cursor) == (session.log, session.cursor)  # no flush needed
    assert saver.pending and len(due) == 1 and synced == []  # one sync asked for the batch
    assert due[0]() is True
    assert not saver.pending and synced == [path]
    session.undo()
    assert saver.pending
    saver.close()  # syncs what is due
    assert not saver.pending and synced == [path, path]


def test_read_only_autosaver_writes_nothing(data_dir):
    session = new_tally()
    path = savefile.save_path_for(session.match_id)
    Autosaver(session, path, on_error=pytest.fail, read_only=True)
    session.act(0, Mark(amount=1))
    assert not path.exists()


def test_autosaver_reports_errors_and_the_game_goes_on(data_dir, monkeypatch):
    session = new_tally()
    errors: list[SaveError] = []
    saver = Autosaver(session, on_error=errors.append)
    before = saver.path.read_bytes()

    def no_space(src, dst):
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(savefile.atomic.os, "replace", no_space)
        session.act(0, Mark(amount=1))
    assert len(errors) == 1 and saver.last_error is errors[0]
    assert "disk is full" in errors[0].reason.english()
    assert saver.path.read_bytes() == before
    session.act(0, Mark(amount=1))
    assert saver.last_error is None
    assert savefile.load(saver.path).cursor == session.cursor


def test_vote_pending_is_not_in_the_summary_totals(data_dir):
    session = new_tally()
    session.act(0, Done())
    session.act(1, Done())
    session.act(1, Vote(choice=1))
    path = savefile.write(session)
    (summary,), _ = savefile.list_saves()
    assert summary.path == path
    assert summary.totals == tuple(session.state.totals)


def test_the_fast_writer_matches_the_strict_envelope(data_dir):
    session, path = _saved(data_dir)
    written = _data(path)
    strict = savefile.envelope_of(session).model_dump(mode="json")
    assert {**written, "updated": None} == {**strict, "updated": None}
    assert savefile.Envelope.model_validate(written).match_id == session.match_id


# --- a summary's progress from a damaged file ------------------------------------------------


def _with_stage(path: Path, stage: dict, actions: int | None = None) -> Path:
    data = _data(path)
    data["progress"]["stage"] = stage
    if actions is not None:
        data["progress"]["actions"] = actions
    return _put(path, data)


def test_a_stage_without_its_placeholders_value_renders(data_dir):
    _, path = _saved(data_dir)
    _with_stage(path, {"context": "tally", "source": "Round {round} of {rounds}", "args": {}})
    (summary,), errors = savefile.list_saves()
    assert errors == [] and summary.stage is None  # (the listing tells the moves instead)
    stage = savefile.Stage.model_validate(_data(path)["progress"]["stage"]).text()
    assert stage.english() == "Round {round} of {rounds}"  # rendering never raises
    greek = stage.render(lambda ctx, src, *more: "Γύρος {round} από {rounds}")
    assert greek == "Round {round} of {rounds}"


def test_counts_beyond_what_qt_takes_are_clamped_in_the_summary(data_dir):
    _, path = _saved(data_dir)
    huge = 2**31
    stage = {"context": "tally", "source": "%n round(s) left", "args": {}, "n": huge}
    _with_stage(path, stage, actions=huge * 4)
    (summary,), errors = savefile.list_saves()
    assert errors == []
    assert summary.actions == 2**31 - 1
    assert summary.stage is not None and summary.stage.n == 2**31 - 1
