"""The shared tests (everything under tests/) hold no game's own code: they play through what a
game declares to the registry (its rules, levels, hint, table and targets) and the kit's generic
drivers, never through a game's modules or its tests' helpers. A test of one game's (or one
family's) own rules, sheet or words lives with that game, in sheetdesk/games/<id>/tests/."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
GAMES_PACKAGE = "sheetdesk.games"
# The package itself is no game: `sheetdesk.games.import_all()` imports every game's modules
# by walking the folder, naming none (a frozen bundle's self-test, the colours declared).
ALLOWED_FROM_PACKAGE = {"import_all"}
# Shared test modules that still import a game's modules, and why (each a debt to pay: the test
# moves to its game, or plays through the declaration). Empty when every shared test is shared.
STILL_IMPORTING: dict[str, str] = {}


def _names_a_game(module: str) -> bool:
    return module.startswith(f"{GAMES_PACKAGE}.")


def _string_start(node: ast.expr) -> str:
    """The text a string argument starts with (an f-string's first literal part)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr) and node.values:
        first = node.values[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            return first.value
    return ""


def game_imports(source: str) -> list[str]:
    """What the module imports of a game: `import sheetdesk.games.x`, `from sheetdesk.games.x
    import …`, `from sheetdesk.games import x` and `importlib.import_module("sheetdesk.games.x…")`
    (f-strings included), anywhere in it (inside functions too)."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names if _names_a_game(alias.name)]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if _names_a_game(node.module):
                found.append(node.module)
            elif node.module == GAMES_PACKAGE:
                found += [
                    f"{GAMES_PACKAGE}.{alias.name}"
                    for alias in node.names
                    if alias.name not in ALLOWED_FROM_PACKAGE
                ]
        elif isinstance(node, ast.Call) and node.args:
            called = node.func
            name = called.attr if isinstance(called, ast.Attribute) else getattr(called, "id", "")
            if name in ("import_module", "__import__"):
                start = _string_start(node.args[0])
                if _names_a_game(start):
                    found.append(start)
    return found


def shared_modules(root: Path = TESTS) -> dict[str, list[str]]:
    """Each shared test module (relative to tests/) that imports a game's modules: what it
    imports."""
    importing = {}
    for path in sorted(root.rglob("*.py")):
        found = game_imports(path.read_text(encoding="utf-8"))
        if found:
            importing[path.relative_to(root).as_posix()] = found
    return importing


def test_no_shared_test_imports_a_games_modules():
    importing = shared_modules()
    unexpected = {path: found for path, found in importing.items() if path not in STILL_IMPORTING}
    assert not unexpected, (
        "a shared test imports a game's modules; play through the registry's declaration, or "
        f"move the test to sheetdesk/games/<id>/tests/: {unexpected}"
    )
    paid = sorted(set(STILL_IMPORTING) - set(importing))
    assert not paid, f"no longer importing a game: take them off STILL_IMPORTING: {paid}"


def test_every_way_of_importing_a_game_is_seen():
    """The scan sees each form of import, in a function too, and lets the package itself be."""
    source = """
import sheetdesk.games
import sheetdesk.games.number_rows.rules as nr
from sheetdesk.games.giza_dice import bot
from sheetdesk.games import import_all, treasure_cards
from sheetdesk.core import registry


def helper(game):
    import importlib

    from sheetdesk.games.expeditions.tests.ui.driving import key_action

    importlib.import_module(f"sheetdesk.games.{game}.sheet")
    return registry.get(game)
"""
    assert sorted(game_imports(source)) == [
        "sheetdesk.games.",
        "sheetdesk.games.expeditions.tests.ui.driving",
        "sheetdesk.games.giza_dice",
        "sheetdesk.games.number_rows.rules",
        "sheetdesk.games.treasure_cards",
    ]
    assert game_imports("import sheetdesk.games\nfrom sheetdesk.core import registry\n") == []
