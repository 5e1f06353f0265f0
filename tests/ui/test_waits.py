"""The tests' waits for the app: `qtbot.waitUntil` gives up after the project's minute (conftest),
so a loaded machine does not fail a test whose app is still on its way."""

from __future__ import annotations

import time

import pytest
from pytestqt.exceptions import TimeoutError as WaitedInVain

from conftest import WAIT_MS


def test_a_wait_until_gives_up_after_the_projects_minute(qtbot, monkeypatch):
    clock = [0.0]
    monkeypatch.setattr(time, "time", lambda: clock[0])
    monkeypatch.setattr(time, "monotonic", lambda: clock[0])

    def not_yet() -> bool:
        clock[0] += 1.0  # each look at the condition, a second of the (stand-in) clock
        return False

    with pytest.raises(WaitedInVain):
        qtbot.waitUntil(not_yet)
    assert clock[0] * 1000 >= WAIT_MS >= 60_000
