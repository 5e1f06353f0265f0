"""The core and every game's rules stay free of Qt (they run headless and are tested purely)."""

import ast
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2] / "sheetdesk"
PURE_FILES = sorted((ROOT / "core").rglob("*.py")) + sorted((ROOT / "games").glob("*/rules.py"))
PURE_FILES += sorted((ROOT / "games").glob("*/bot.py"))
PURE_FILES += sorted((ROOT / "games").glob("*/lesson.py"))
PURE_FILES += sorted((ROOT / "games").glob("*/fast.py")) + sorted((ROOT / "games").glob("*/ai.py"))
PURE_FILES += sorted((ROOT / "devtools").glob("*.py")) + sorted((ROOT / "games").glob("*/game.py"))
PURE_FILES += [
    ROOT / "games" / "expeditions" / "engine.py",
    ROOT / "games" / "expeditions" / "deck.py",
    ROOT / "games" / "expeditions" / "fast.py",
    ROOT / "games" / "expeditions" / "playout.py",
]


def _imported_modules(path: pathlib.Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


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
        "import sheetdesk.core.simulate, sheetdesk.selftest, sheetdesk.core.paths\n"
        "from sheetdesk.core.registry import GAMES\n"
        "for g in GAMES: g.game  # the whole declaration, but its Qt side\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
