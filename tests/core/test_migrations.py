"""The save-format migration chain: one fixture per format version, each must load today."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from sheetdesk.core import savefile
from sheetdesk.core.savefile import SaveError

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"


def _fixtures() -> dict[int, Path]:
    found = {}
    for path in FIXTURES.glob("v*.sheetdesk"):
        match = re.fullmatch(r"v(\d+)\.sheetdesk", path.name)
        if match:
            found[int(match.group(1))] = path
    return found


def test_there_is_a_fixture_for_every_format_version():
    assert sorted(_fixtures()) == list(range(1, savefile.FORMAT_VERSION + 1))


def test_there_is_a_migration_from_every_old_version():
    assert sorted(savefile.MIGRATIONS) == list(range(1, savefile.FORMAT_VERSION))


@pytest.mark.parametrize("version", sorted(_fixtures()))
def test_every_fixture_loads_with_its_redo_tail(data_dir, tmp_path, version):
    path = shutil.copy(_fixtures()[version], tmp_path / "old.sheetdesk")
    assert json.loads(Path(path).read_text())["format_version"] == version
    session = savefile.load(path)
    assert session.cursor == len(session.log) - 1  # the fixture ends with an undone action
    assert session.can_redo()
    assert not session.is_over()
    # and it saves again in the current format
    rewritten = savefile.write(session, tmp_path / "new.sheetdesk")
    assert json.loads(rewritten.read_text())["format_version"] == savefile.FORMAT_VERSION
    assert savefile.load(rewritten).state == session.state


def _v1() -> dict:
    return json.loads(_fixtures()[1].read_text(encoding="utf-8"))


def test_the_chain_applies_each_step_in_order(monkeypatch):
    calls = []

    def one_to_two(data):
        calls.append(1)
        return {**data, "format_version": 2, "renamed": data["seed"]}

    def two_to_three(data):
        calls.append(2)
        data = dict(data)
        data["seed"] = data.pop("renamed")
        return {**data, "format_version": 3}

    monkeypatch.setattr(savefile.envelope, "FORMAT_VERSION", 3)
    monkeypatch.setattr(savefile.envelope, "MIGRATIONS", {1: one_to_two, 2: two_to_three})
    original = _v1()
    migrated = savefile.migrate(original)
    assert calls == [1, 2]
    assert migrated == {**original, "format_version": 3}
    calls.clear()
    version_two = {**original, "format_version": 2, "renamed": original["seed"]}
    del version_two["seed"]
    assert savefile.migrate(version_two) == {**original, "format_version": 3}
    assert calls == [2]


def test_an_old_file_is_migrated_when_loaded(data_dir, tmp_path, monkeypatch):
    """Pretend today's format is 2 with a test-only migration: the v1 fixture loads and is
    written back as version 2."""

    def one_to_two(data):
        return {**data, "format_version": 2}

    monkeypatch.setattr(savefile.envelope, "FORMAT_VERSION", 2)
    monkeypatch.setattr(savefile.envelope, "MIGRATIONS", {1: one_to_two})
    path = shutil.copy(_fixtures()[1], tmp_path / "old.sheetdesk")
    session = savefile.load(path)
    assert json.loads(savefile.write(session).read_text())["format_version"] == 2


def test_a_missing_migration_is_a_clear_error(tmp_path, monkeypatch):
    monkeypatch.setattr(savefile.envelope, "FORMAT_VERSION", 2)
    monkeypatch.setattr(savefile.envelope, "MIGRATIONS", {})
    path = shutil.copy(_fixtures()[1], tmp_path / "old.sheetdesk")
    with pytest.raises(SaveError) as raised:
        savefile.load(path)
    assert raised.value.reason.english() == (
        "It was saved in an old format this version cannot read."
    )


def test_a_migration_that_does_not_advance_is_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(savefile.envelope, "FORMAT_VERSION", 2)
    monkeypatch.setattr(savefile.envelope, "MIGRATIONS", {1: lambda data: dict(data)})
    with pytest.raises(SaveError):
        savefile.migrate(_v1())


def test_a_newer_version_is_never_migrated_down():
    with pytest.raises(SaveError) as raised:
        savefile.migrate({**_v1(), "format_version": savefile.FORMAT_VERSION + 1})
    assert "newer version" in raised.value.reason.english()
