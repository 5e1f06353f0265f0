"""Runtime dependencies are exactly the ones allowed (the design's three, and miniaudio for the
table's sounds: ui/sound.py), and constraints.txt pins them."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _name(requirement: str) -> str:
    match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", requirement)
    assert match, requirement
    return re.sub(r"[-_.]+", "-", match.group(1)).lower()


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def _pins() -> dict[str, str]:
    pins = {}
    for raw in (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        name, sep, version = line.partition("==")
        assert sep and version.strip(), f"constraints.txt: not an exact pin: {raw!r}"
        pins[_name(name)] = version.strip()
    return pins


def test_runtime_dependencies_are_exactly_pyside6_essentials_pydantic_platformdirs_miniaudio():
    names = [_name(req) for req in _pyproject()["project"]["dependencies"]]
    assert sorted(names) == ["miniaudio", "platformdirs", "pydantic", "pyside6-essentials"]


def test_constraints_pin_every_runtime_and_dev_dependency():
    project = _pyproject()["project"]
    wanted = {_name(r) for r in project["dependencies"]}
    for extra in project.get("optional-dependencies", {}).values():
        wanted |= {_name(r) for r in extra}
    # The compiled halves of the runtime dependencies are pinned too.
    wanted |= {"shiboken6", "pydantic-core", "cffi"}
    pins = _pins()
    unpinned = sorted(wanted - pins.keys())
    assert not unpinned, f"not pinned in constraints.txt: {unpinned}"


def test_pinned_pyside6_essentials_matches_shiboken6():
    pins = _pins()
    assert pins["pyside6-essentials"] == pins["shiboken6"]
