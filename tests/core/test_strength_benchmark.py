"""benchmarks/strength.py plays the levels as the app does: its timing wrapper passes a level the
seat's visible log and the shared time cap (play_match gives them), and nothing to a bot that
takes neither."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

from sheetdesk.core.search import Level, SearchBot
from sheetdesk.core.simulate import play_match
from tests.declared import searching

STRENGTH = Path(__file__).resolve().parents[2] / "benchmarks" / "strength.py"


def strength_module() -> Any:
    spec = importlib.util.spec_from_file_location("strength_benchmark", STRENGTH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_timing_wrapper_passes_the_log_and_the_shared_cap():
    strength = strength_module()
    seen: list[tuple[int, Any]] = []

    class Noted(SearchBot[Any, Any]):
        def __call__(self, view, seat, legal, rng, cancel=None, log=(), seconds=None):  # type: ignore[no-untyped-def]
            seen.append((len(log), seconds))
            return super().__call__(view, seat, legal, rng, cancel, log, seconds)

    # (any game whose computers search and whose steps may be taken together)
    entry, name, hard = searching(players=4)
    level = Noted(hard.game, Level(name, playouts=8, seconds=0.75))
    greedy = strength.Timed(entry.bot())
    timed = [strength.Timed(level) for _ in range(3)]
    seats = [(entry.bots[0], greedy), *((name, bot) for bot in timed)]
    play_match(entry.id, seats, seed=4)
    assert seen and max(length for length, _ in seen) > 10  # the log reached the level
    assert {round(s, 9) for _, s in seen if s is not None} == {0.5}  # three share: 2/3 each
    assert sum(len(bot.times) for bot in timed) > 0 and greedy.times
