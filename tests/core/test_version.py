"""The version is written once, as `sheetdesk.__version__`: the package's metadata takes it from
there, the app reads it without looking for that metadata, and the self-test tells an old
installation's metadata beside newer code."""

from __future__ import annotations

import importlib.metadata
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import sheetdesk
from sheetdesk import selftest

ROOT = Path(__file__).resolve().parents[2]


def test_the_package_metadata_takes_the_version_from_the_code():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    attr = project["tool"]["setuptools"]["dynamic"]["version"]["attr"]
    assert attr == "sheetdesk.__version__"
    assert importlib.metadata.version("sheetdesk") == sheetdesk.__version__


def test_the_version_is_known_without_reading_any_metadata():
    """(importlib.metadata brings the email package with it: a cost at every start.)"""
    code = (
        "import sys, sheetdesk\n"
        "print(sheetdesk.__version__)\n"
        "print(any(m in sys.modules for m in ('importlib.metadata', 'email')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [sheetdesk.__version__, "False"]


def test_the_self_test_tells_metadata_that_differs_from_the_code(monkeypatch):
    assert selftest._check_version() == sheetdesk.__version__
    monkeypatch.setattr(importlib.metadata, "version", lambda _name: "0.0.1")
    with pytest.raises(ValueError, match=r"0\.0\.1"):
        selftest._check_version()


def test_the_self_test_knows_the_version_of_a_tree_never_installed(monkeypatch):
    def not_found(name: str) -> str:
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(importlib.metadata, "version", not_found)
    assert selftest._check_version() == sheetdesk.__version__
