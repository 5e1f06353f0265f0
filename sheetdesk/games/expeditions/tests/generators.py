"""What the two card games' bot and card-set tests share: their card generators
(scripts/make_*_cards.py) loaded as modules, the balance check of a card set on a seeded sample of
the script's own games, and mean scores of bots over seeded games."""

from __future__ import annotations

import importlib.util
import math
import statistics
from pathlib import Path
from types import ModuleType
from typing import Any

SCRIPTS = Path(__file__).resolve().parents[4] / "scripts"


def load_script(name: str) -> ModuleType:
    """scripts/<name>.py as a module (the scripts folder is no package)."""
    spec = importlib.util.spec_from_file_location(name, SCRIPTS / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def tolerance(games: int) -> float:
    """15 points, widened by 3 binomial standard deviations at worst (p = 0.5) for `games`."""
    return 0.15 + 3 * 0.5 / math.sqrt(games)


def check_balance_sample(script_name: str, games: int) -> dict[str, Any]:
    """The first `games` of the script's seeded balance games: every card within the widened
    tolerance of its colour's mean (two worker processes, as the script runs them)."""
    script = load_script(script_name)
    report: dict[str, Any] = script.balance(games, script.SEED, workers=2)
    assert report["games"] == games
    assert report["worst_gap"] <= tolerance(games), report
    assert all(0 < mean < 1 for mean in report["means"].values())
    return report


def mean_scores(bot: ModuleType, rules: Any, names: tuple[str, ...], players: int, games: int):
    """Per bot name: the mean score of every seat over `games` seeded games of bot.play_fast."""
    means = {}
    for name in names:
        totals = []
        for game in range(games):
            state = bot.play_fast(players, 1000 + game, name)
            totals += [s.total for s in rules.scores(state).values()]
        means[name] = statistics.mean(totals)
    return means
