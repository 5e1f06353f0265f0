"""mypy checks every module of every game, its sheet too, and every module of the app's Qt side
(ui, its sheet kit, the self test): a game's declaration (GAME, UI), a mixin's host, a widget's
Optional parts are typed only if mypy reads them and reports what it finds there."""

import fnmatch
import pathlib
import re
import tomllib

ROOT = pathlib.Path(__file__).resolve().parents[2]


def _silenced(module: str, overrides: list[dict]) -> bool:
    """Whether an override hides `module`'s errors (read for its types, never reported)."""
    for override in overrides:
        names = override["module"]
        names = [names] if isinstance(names, str) else names
        quiet = override.get("follow_imports") in {"silent", "skip"}
        hides = quiet or override.get("ignore_errors", False)
        if hides and any(fnmatch.fnmatchcase(module, name) for name in names):
            return True
    return False


def _unchecked(paths: list[pathlib.Path]) -> list[str]:
    """Those of `paths` mypy does not report on: outside its files, excluded or silenced."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]
    mypy = config["mypy"]
    overrides = mypy.get("overrides", [])
    roots = [ROOT / place for place in mypy["files"]]
    excluded = [re.compile(pattern) for pattern in mypy.get("exclude", [])]
    unchecked = []
    for path in sorted(paths):
        relative = path.relative_to(ROOT)
        if "tests" in relative.parts:
            continue  # (a game's own tests are pytest's, as the shared ones are)
        module = ".".join(relative.with_suffix("").parts).removesuffix(".__init__")
        if (
            not any(root == path or root in path.parents for root in roots)
            or any(pattern.search(relative.as_posix()) for pattern in excluded)
            or _silenced(module, overrides)
        ):
            unchecked.append(relative.as_posix())
    return unchecked


def test_every_game_module_is_checked():
    games = ROOT / "sheetdesk" / "games"
    assert any(games.glob("*/sheet.py"))
    assert _unchecked(list(games.rglob("*.py"))) == []


def test_every_module_of_the_qt_side_is_checked():
    ui = ROOT / "sheetdesk" / "ui"
    assert any(ui.glob("sheetkit/*.py"))
    assert _unchecked([*ui.rglob("*.py"), ROOT / "sheetdesk" / "selftest.py"]) == []
