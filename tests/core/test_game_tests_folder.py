"""A game's own tests may live in its folder (`sheetdesk/games/<id>/tests/`): pytest collects
them, mypy leaves them to the tests' rules, and neither the wheel nor the frozen app ships them."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]


def test_pytest_collects_the_games_folders():
    assert "sheetdesk/games" in CONFIG["pytest"]["ini_options"]["testpaths"]


def test_mypy_leaves_a_games_tests_out():
    excluded = [re.compile(pattern) for pattern in CONFIG["mypy"]["exclude"]]
    assert any(p.search("sheetdesk/games/new_one/tests/test_rules.py") for p in excluded)
    assert not any(p.search("sheetdesk/games/new_one/rules.py") for p in excluded)


def test_the_wheel_leaves_a_games_tests_out(tmp_path):
    # (imported here: setuptools takes a second to import, which every worker's collection of
    # the suite would pay; only the worker running this test needs it)
    import setuptools

    for package in ("sheetdesk", "sheetdesk/games", "sheetdesk/games/new_one"):
        (tmp_path / package).mkdir(parents=True, exist_ok=True)
        (tmp_path / package / "__init__.py").touch()
    for package in ("sheetdesk/games/new_one/tests", "sheetdesk/games/new_one/tests/ui"):
        (tmp_path / package).mkdir(parents=True)
        (tmp_path / package / "__init__.py").touch()
    found = CONFIG["setuptools"]["packages"]["find"]
    packages = setuptools.find_packages(
        str(tmp_path), include=found["include"], exclude=found["exclude"]
    )
    assert sorted(packages) == ["sheetdesk", "sheetdesk.games", "sheetdesk.games.new_one"]


def test_the_frozen_app_leaves_a_games_tests_out():
    spec = (ROOT / "packaging" / "sheetdesk.spec").read_text(encoding="utf-8")
    assert '"games/*/tests/**"' in spec  # its data files
    keep = eval(re.search(r'_submodules\("sheetdesk.games", keep=(.+?)\)\n', spec)[1])
    assert keep("sheetdesk.games.new_one.rules") and not keep("sheetdesk.games.new_one.tests.x")
