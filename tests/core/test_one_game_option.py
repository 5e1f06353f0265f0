"""`pytest --game ID` runs the shared tests' cases of one game (the guide tells a newcomer so):
the cases made for another game are left out, the tests that are not per game stay."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from sheetdesk.core import registry

ROOT = Path(__file__).resolve().parents[2]


def collected(*args: str) -> list[str]:
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    return [line for line in run.stdout.splitlines() if "::" in line]


def test_the_game_option_keeps_that_games_cases_only():
    files = ("tests/ui/test_memory.py", "tests/core/test_golden.py")
    everything = collected(*files)
    # one game (the last keeping golden games) and another
    chosen = [entry for entry in registry.GAMES if entry.golden][-1]
    other = registry.GAMES[0]
    assert other != chosen

    def golden_of(entry: registry.GameEntry) -> str:
        return f"golden-{entry.id.replace('_', '-')}-"

    kept = collected(*files, "--game", chosen.id)
    assert any(f"[{other.id}]" in case for case in everything)
    frees = f"tests/ui/test_memory.py::test_opening_another_game_frees_the_first[{chosen.id}]"
    assert frees in kept
    assert not any(f"[{other.id}]" in case or golden_of(other) in case for case in kept)
    assert any(golden_of(chosen) in case for case in kept)  # a golden file named after it
    # a test that is not per game stays
    assert "tests/core/test_golden.py::test_there_are_golden_games" in kept
    assert len(kept) < len(everything)


def test_an_unknown_game_is_refused_by_name():
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "--collect-only",
            "-q",
            "-p",
            "no:cacheprovider",
            "tests/ui/test_memory.py",
            "--game",
            "chess",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode != 0
    assert "no game 'chess'" in run.stdout + run.stderr
