"""benchmarks/strength.py plays the levels as the app does: its timing wrapper passes a level the
seat's visible log and the shared time cap (play_match gives them), and nothing to a bot that
takes neither."""

from __future__ import annotations

import importlib.util
import json
import statistics
import sys
from pathlib import Path
from typing import Any

from sheetdesk.core.headless import play_match
from sheetdesk.core.search import Level, SearchBot
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
    # (a cap its 8 playouts never reach, however loaded the machine: the games played, and so
    # the log each decision gets, are the same on every run)
    level = Noted(hard.game, Level(name, playouts=8, seconds=60.0))
    greedy = strength.Timed(entry.bot())
    timed = [strength.Timed(level) for _ in range(3)]
    seats = [(entry.bots[0], greedy), *((name, bot) for bot in timed)]
    play_match(entry.id, seats, seed=4)
    assert seen and max(length for length, _ in seen) > 10  # the log reached the level
    assert {round(s, 9) for _, s in seen if s is not None} == {40.0}  # three share: 2/3 each
    assert sum(len(bot.times) for bot in timed) > 0 and greedy.times


def sum_module() -> Any:
    path = STRENGTH.with_name("strength_sum.py")
    spec = importlib.util.spec_from_file_location("strength_sum_benchmark", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # (its dataclasses look their module up there)
    spec.loader.exec_module(module)
    return module


def test_the_sum_adds_up_the_seeds_and_counts_a_seed_once(tmp_path):
    summing = sum_module()
    old = tmp_path / "strength-s3.log"  # an older log: its tallies name neither players nor seed
    old.write_text(
        "load average at start: (1.0, 1.0, 1.0)\n"
        '{"pair": "hard:before", "games": 2, "wins": 2, "ties": 0}\n'
        '{"pair": "hard:before", "games": 4, "wins": 2, "ties": 1}\n'
        '{"pair": "hard:before", "ga\n',  # cut short
        encoding="utf-8",
    )
    new = tmp_path / "strength-2p-s5.log"
    run = {"players": 2, "pair": "hard:before", "seed": 5}
    lines = [
        {**run, "games": g, "wins": w, "ties": t} for g, w, t in [(2, 1, 0), (4, 2, 0), (6, 3, 2)]
    ]
    game = "a-game"  # (the logs' game is a name the sum passes on)
    lines.append({"game": game, **run, "games": 6, "share": 0.667, "wins": 3, "ties": 2})
    new.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    copy = tmp_path / "strength-2p-s5-again.log"  # the same seed's games: counted once
    copy.write_text(new.read_text(encoding="utf-8"), encoding="utf-8")
    (row,) = summing.summed([old, new, copy], players=2)
    assert (row["game"], row["players"], row["games"]) == (game, 2, 10)
    assert (row["wins"], row["ties"], row["losses"]) == (5, 3, 2)
    assert row["share"] == 0.65 and row["seeds"] == {"3": 4, "5": 6}
    # per deal: 1, 1/4 (seed 3); 1/2, 1/2, 1 (seed 5)
    deals = [1.0, 0.25, 0.5, 0.5, 1.0]
    half = 1.959964 * statistics.stdev(deals) / len(deals) ** 0.5
    assert row["interval_over"] == "5 deals"
    assert row["ci95"] == [round(0.65 - half, 3), round(0.65 + half, 3)]
