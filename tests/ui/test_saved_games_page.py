"""The saved-games page and the start page with strange but loadable saves: one odd entry never
hides another, and "Continue" is described whenever it is enabled."""

from __future__ import annotations

import datetime as dt
import json
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheetdesk.core import registry, savefile
from sheetdesk.core.session import Player, Session
from sheetdesk.ui.formatting import format_datetime

ENTRY = registry.get("number_rows")


@pytest.fixture(params=["Europe/Athens", "America/New_York", "UTC"])
def time_zone(request, monkeypatch):
    monkeypatch.setenv("TZ", request.param)
    time.tzset()
    yield request.param
    monkeypatch.undo()
    time.tzset()


def _save(names, updated: str | None = None) -> None:
    session = Session.new(ENTRY.rules(), [Player(n) for n in names], {"jokers": False}, 3)
    path = savefile.write(session)
    if updated is not None:
        data = json.loads(path.read_text(encoding="utf-8"))
        data["updated"] = updated
        path.write_text(json.dumps(data), encoding="utf-8")


def test_far_dates_do_not_hide_the_other_games(window, time_zone):
    _save(["Ana"])
    _save(["Ben"], updated="9999-12-31T23:59:59Z")
    _save(["Chloé"], updated="0001-01-01T00:00:00Z")
    window.show_saved_games()
    page = window.page("saved")
    assert page.table.rowCount() == 3
    players = sorted(page.table.item(row, 1).text() for row in range(3))
    assert players == ["Ana", "Ben", "Chloé"]
    assert all(page.table.item(row, 2).text() for row in range(3))
    window.show_start()
    assert window.start_page.continue_button.isEnabled()
    assert "Ben" in window.start_page.continue_details.text()  # the "newest" one


@settings(max_examples=200)
@given(
    moment=st.datetimes(timezones=st.timezones()) | st.datetimes(),
    zone=st.sampled_from(["Europe/Athens", "America/New_York", "Pacific/Kiritimati", "UTC"]),
)
def test_format_datetime_never_raises(qapp, moment: dt.datetime, zone: str):
    import os

    old = os.environ.get("TZ")
    os.environ["TZ"] = zone
    time.tzset()
    try:
        assert isinstance(format_datetime(moment), str)
    finally:
        if old is None:
            del os.environ["TZ"]
        else:
            os.environ["TZ"] = old
        time.tzset()
