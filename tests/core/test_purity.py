"""The core and every game's rules stay free of Qt (they run headless and are tested purely)."""

import ast
import functools
import pathlib

import pytest

from sheetdesk.core import registry
from tests.import_graph import imported_names

ROOT = pathlib.Path(__file__).resolve().parents[2] / "sheetdesk"
PURE_FILES = sorted((ROOT / "core").rglob("*.py")) + sorted((ROOT / "games").glob("*/rules.py"))
PURE_FILES += sorted((ROOT / "games").glob("*/bot.py"))
PURE_FILES += sorted((ROOT / "games").glob("*/lesson.py"))
PURE_FILES += sorted((ROOT / "games").glob("*/fast.py")) + sorted((ROOT / "games").glob("*/ai.py"))
PURE_FILES += sorted((ROOT / "devtools").glob("*.py")) + sorted((ROOT / "games").glob("*/game.py"))
PURE_FILES += sorted((ROOT / "games").glob("*/hidden.py"))
PURE_FILES += sorted((ROOT / "games").glob("*/__init__.py"))


def _imported_modules(path: pathlib.Path, when_called: bool = True) -> set[str]:
    """The modules `path` imports; without `when_called`, only those it imports when it is
    imported (not those a function imports when called)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree) if when_called else tree.body:
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


# the folders under sheetdesk/games that hold no game: a family's shared modules
SHARED_PACKAGES = {path.parent for path in (ROOT / "games").glob("*/__init__.py")} - {
    ROOT.parent.joinpath(*entry.package.split(".")) for entry in registry.GAMES
}


def _module_file(name: str) -> pathlib.Path | None:
    """The file of a module of sheetdesk (None: another package's, or no such file)."""
    first, *rest = name.split(".")
    if first != "sheetdesk":
        return None
    place = ROOT.joinpath(*rest)
    for path in (place.with_suffix(".py"), place / "__init__.py"):
        if path.is_file():
            return path
    return None


@functools.cache
def sheetdesk_imports(path: pathlib.Path) -> set[pathlib.Path]:
    """The files of sheetdesk a module imports when it is imported (absolutely, relatively, or
    as `from package import module`; not those a function imports when called)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = imported_names(tree.body, path, ROOT.parent)
    found = {_module_file(name) for name in names}
    return {file for file in found if file is not None}


def _games_modules_imported(path: pathlib.Path) -> set[pathlib.Path]:
    """The games' modules a module imports when it is imported (not those a function imports
    when called, as a declaration imports its table) from a package of sheetdesk/games that is
    no game: a family's shared modules, which a game's rules or computers play on."""
    return {file for file in sheetdesk_imports(path) if file.parent in SHARED_PACKAGES}


def _with_what_they_import(files: list[pathlib.Path]) -> list[pathlib.Path]:
    """The files, and every shared module of a family they import, directly or not: what a
    pure module plays on is pure too."""
    seen = set(files)
    todo = list(files)
    while todo:
        for found in _games_modules_imported(todo.pop()) - seen:
            seen.add(found)
            todo.append(found)
    return sorted(seen)


PURE_FILES = _with_what_they_import(PURE_FILES)


@pytest.mark.parametrize("path", PURE_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_qt_import(path):
    qt_roots = {"PySide6", "shiboken6"}
    qt = {name for name in _imported_modules(path) if name.split(".")[0] in qt_roots}
    assert not qt, f"{path} imports Qt: {qt}"


def test_purity_check_sees_rules_files():
    assert any(p.name == "rules.py" for p in PURE_FILES)


def test_importing_core_and_rules_loads_no_qt():
    import subprocess
    import sys

    code = (
        "import sys, sheetdesk.core.session, sheetdesk.core.savefile, sheetdesk.core.registry\n"
        "import sheetdesk.core.headless, sheetdesk.selftest, sheetdesk.core.paths\n"
        "from sheetdesk.core.registry import GAMES\n"
        "for g in GAMES: g.game  # the whole declaration, but its Qt side\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
