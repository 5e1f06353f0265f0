"""Saves that are strange but not broken, and saves that break the listing's limits: whatever the
loader accepts also saves, every autosave failure reaches the user, one bad entry never hides
another, and what the listing cannot read within its own small limits is quarantined."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from sheetdesk.core import savefile
from sheetdesk.core.savefile import Autosaver, SaveError
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
    assert raised.value.reason.english() == "Some parts of it are missing or not as expected."
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

    monkeypatch.setattr(savefile, "dumps", broken)
    session.act(0, Mark(amount=1))  # must not raise out of the session
    assert len(errors) == 1 and saver.last_error is errors[0]
    assert errors[0].reason.english().startswith("The game could not be saved")
    assert "OverflowError" not in errors[0].reason.english()
