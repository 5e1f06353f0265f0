"""benchmarks/same_play.py compares two trees' players with the clock lifted: a level it is
given stops on its playouts alone (its step's shared cap lifted too), with the playouts asked."""

from __future__ import annotations

from types import SimpleNamespace

from sheetdesk.core.search import Level
from tests.benchmark_module import load


def test_a_level_is_unclocked_with_the_playouts_asked_or_its_own():
    same_play = load("same_play")
    hard = SimpleNamespace(level=Level("hard", playouts=500, seconds=0.9, step_seconds=2.0))
    same_play.unclocked(hard, 16)
    assert (hard.level.playouts, hard.level.seconds, hard.level.step_seconds) == (16, None, None)
    medium = SimpleNamespace(level=Level("medium", playouts=12, seconds=0.5))
    same_play.unclocked(medium, None)
    assert (medium.level.playouts, medium.level.seconds) == (12, None)
