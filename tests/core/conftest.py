"""Core test helpers: the Tally test game registered beside the built-in games."""

from __future__ import annotations

import pytest

from sheetdesk.core import registry
from tests.core.fakegame import TALLY


@pytest.fixture
def tally(monkeypatch):
    """Make the Tally game known to the registry (savefile, simulate) for one test."""
    games = dict(registry.games_by_id())
    games["tally"] = TALLY
    monkeypatch.setattr(registry, "games_by_id", lambda: games)
    return TALLY
