"""`pytest --game ID` runs the shared tests' cases of one game (the guide tells a newcomer so):
the cases made for another game are left out, the tests that are not per game stay."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

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
    giza = collected(*files, "--game", "giza_dice")
    assert any("[number_rows]" in case for case in everything)
    assert "tests/ui/test_memory.py::test_opening_another_game_frees_the_first[giza_dice]" in giza
    assert not any("[number_rows]" in case or "golden-number-rows" in case for case in giza)
    assert any("golden-giza-dice" in case for case in giza)  # a golden file named after it
    # a test that is not per game stays
    assert "tests/core/test_golden.py::test_there_are_golden_games" in giza
    assert len(giza) < len(everything)


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
