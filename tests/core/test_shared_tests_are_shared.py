"""The shared tests (everything under tests/) hold no game's own code: they play through what a
game declares to the registry (its rules, levels, hint, table and targets) and the kit's generic
drivers, never through a game's modules or its tests' helpers, and name no game: the games they
play are taken from the registry (every game, or every game declaring what the test needs). A
test of one game's (or one family's) own rules, sheet or words lives with that game, in
sheetdesk/games/<id>/tests/."""

from __future__ import annotations

import ast
import itertools
import re
from collections.abc import Callable
from pathlib import Path

from sheetdesk.core import registry

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


def only_listed(found: dict[str, list[str]], listed: dict[str, str], fault: str, list_name: str):
    """Fails on a module in `found` that is not in `listed` (saying `fault`), and on one listed
    that is found no longer (to be taken off the list named `list_name`)."""
    unexpected = {path: what for path, what in found.items() if path not in listed}
    assert not unexpected, f"{fault}: {unexpected}"
    gone = sorted(set(listed) - set(found))
    assert not gone, f"no longer found: take them off {list_name}: {gone}"


def test_no_shared_test_imports_a_games_modules():
    only_listed(
        shared_modules(),
        STILL_IMPORTING,
        "a shared test imports a game's modules; play through the registry's declaration, or "
        "move the test to sheetdesk/games/<id>/tests/",
        "STILL_IMPORTING",
    )


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


# --- naming a game -----------------------------------------------------------------------------

GAMES_FOLDER = Path(registry.__file__).resolve().parents[1] / "games"


def game_words() -> set[str]:
    """Every game's id and every folder of sheetdesk/games (a family's shared package too)."""
    folders = {p.parent.name for p in GAMES_FOLDER.glob("*/__init__.py")}
    return {entry.id for entry in registry.GAMES} | folders


def _word_pattern(words: set[str]) -> re.Pattern[str]:
    # an id as a word of its own, as it is or with dashes (`golden-number-rows-2p`); a letter,
    # digit or underscore on either side makes it another word
    forms = sorted({w for word in words for w in (word, word.replace("_", "-"))}, key=len)
    alternatives = "|".join(re.escape(form) for form in reversed(forms))
    return re.compile(rf"(?<![A-Za-z0-9_])(?:{alternatives})(?![A-Za-z0-9_])")


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstring nodes: a docstring may tell which game a case once came from."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def games_named(source: str, words: set[str]) -> list[str]:
    """The game ids the module names in its code: in a string (an f-string's parts too) that is
    no docstring, or in the name of a function or class (`test_<id>_…`)."""
    pattern = _word_pattern(words)
    tree = ast.parse(source)
    docstrings = _docstrings(tree)
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if id(node) not in docstrings:
                found += pattern.findall(node.value)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            found += [w for w in words if w in node.name]
    return sorted(set(found))


def _naming(
    named: Callable[[str, set[str]], list[str]], words: set[str], root: Path
) -> dict[str, list[str]]:
    """Each shared test module (relative to `root`) in whose code `named` finds some of
    `words`: which."""
    naming = {}
    for path in sorted(root.rglob("*.py")):
        found = named(path.read_text(encoding="utf-8"), words)
        if found:
            naming[path.relative_to(root).as_posix()] = found
    return naming


def naming_modules(root: Path = TESTS) -> dict[str, list[str]]:
    """Each shared test module (relative to tests/) that names a game: which."""
    return _naming(games_named, game_words(), root)


# Shared test modules that may name a game, and why: what they check is a name fixed outside the
# tests (a script's message, the ids a save names its game by), or this module's own cases.
MAY_NAME: dict[str, str] = {
    "core/test_shared_tests_are_shared.py": "its own cases: the forms a game can be named in",
    "core/test_registry.py": "pins the ids, which saves name their game by: they never change",
    "packaging/test_setup_commands.py": "the bootstrap script's message names a headless command",
}


def test_no_shared_test_names_a_game():
    """Every shared test takes its games from the registry (every game, or every game declaring
    what it needs: `registry.GAMES`); a test of one game's own pages, sheet or words lives in
    its game's folder."""
    only_listed(
        naming_modules(),
        MAY_NAME,
        "a shared test names a game; take the games from the registry (every game, or every "
        "game declaring what the test needs: `registry.GAMES`), or move the test to "
        "sheetdesk/games/<id>/tests/",
        "MAY_NAME",
    )


def test_every_way_of_naming_a_game_is_seen():
    """A game named in a string, an f-string, a path, a name with dashes or a test's name is
    seen; a docstring, a longer word and a game's display name are not."""
    words = {"number_rows", "giza_dice", "expeditions"}
    source = '''
"""A module on number_rows (a docstring)."""
SAMPLE = "number_rows"
GOLDEN = ROOT / "games" / "expeditions" / "golden"


def test_giza_dice_writers():
    """Giza dice, in giza_dice (a docstring)."""
    run(f"--game giza_dice {seed}", "golden-number-rows-2p.sheetdesk")
    return ["number_rows_more", "Number rows", "the expeditions_x"]
'''
    assert games_named(source, words) == ["expeditions", "giza_dice", "number-rows", "number_rows"]
    assert games_named('"""number_rows"""\nx = "number_rowsy"\n', words) == []


# --- naming a computer -------------------------------------------------------------------------


def bot_words() -> set[str]:
    """Every computer's name a game of the registry declares (its INFO.bots)."""
    return {name for entry in registry.GAMES for name in entry.bots}


# where a string names a computer: the first argument of `bot(…)`, a Player's third, play_one's
# fourth and simulate's fifth; an argument, parameter or name for bots or levels; what follows
# "--bot" or "--bots"
_CALLED_AT = {"bot": 0, "Player": 2, "play_one": 3, "simulate": 4}
_BOT_WORDS = ("bot", "level", "computer")


def _strings(node: ast.AST | None) -> list[str]:
    """The strings `node` gives: itself, the items of a list, tuple, set or dict (its values),
    what a comprehension or a conditional makes, the first of each pair (`play_match`'s)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.List | ast.Tuple | ast.Set):
        items = node.elts[:1] if isinstance(node, ast.Tuple) and len(node.elts) == 2 else node.elts
        return [text for item in items for text in _strings(item)]
    if isinstance(node, ast.Dict):
        return [text for value in node.values for text in _strings(value)]
    if isinstance(node, ast.DictComp):
        return _strings(node.value)
    if isinstance(node, ast.ListComp | ast.SetComp | ast.GeneratorExp):
        return _strings(node.elt)
    if isinstance(node, ast.IfExp):
        return _strings(node.body) + _strings(node.orelse)
    return []


def _names_bots(name: str) -> bool:
    return any(word in name.lower() for word in _BOT_WORDS)


def _bot_places(node: ast.AST) -> list[ast.AST | None]:
    """What in `node` stands where a computer is named (see `_CALLED_AT`)."""
    places: list[ast.AST | None] = []
    if isinstance(node, ast.Call):
        func = node.func
        called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        at = _CALLED_AT.get(called)
        if at is not None and len(node.args) > at:
            places.append(node.args[at])
        places += [kw.value for kw in node.keywords if kw.arg and _names_bots(kw.arg)]
        named = _strings(node.args[0])[:1] if node.args else []
        if called == "parametrize" and len(node.args) > 1 and named and _names_bots(named[0]):
            places.append(node.args[1])
    if isinstance(node, ast.Call | ast.List | ast.Tuple):
        items = node.args if isinstance(node, ast.Call) else node.elts
        places += [
            b for a, b in itertools.pairwise(items) if _strings(a)[:1] in (["--bot"], ["--bots"])
        ]
    if isinstance(node, ast.Assign | ast.AnnAssign):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        if any(_names_bots(getattr(t, "id", getattr(t, "attr", ""))) for t in targets):
            places.append(node.value)
    left = node.left if isinstance(node, ast.Compare) else None
    if isinstance(node, ast.Compare) and isinstance(left, ast.Attribute) and _names_bots(left.attr):
        places += node.comparators
    return places


def bots_named(source: str, words: set[str]) -> list[str]:
    """The computers' names the module writes where a computer is named (`_bot_places`): a
    string that is one, or a list of them joined by commas (`--bots random,greedy`)."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        for place in _bot_places(node):
            found += [w for text in _strings(place) for w in text.split(",") if w in words]
    return sorted(set(found))


def bot_naming_modules(root: Path = TESTS) -> dict[str, list[str]]:
    """Each shared test module (relative to tests/) that names a computer: which."""
    return _naming(bots_named, bot_words(), root)


# Shared test modules that may write a computer's name, and why: what they check is the app's
# own word for a level (the new-game dialog's LEVELS, the names `formatting.level_name` gives the
# levels of saved and finished games) or this module's own cases. They start no game whose
# computers the game must declare by that name, but for a game they find by it.
_RECORDED = "a level as saved games and the history record it (`formatting.level_name`)"
MAY_NAME_BOTS: dict[str, str] = {
    "core/test_registry.py": "a game's computer named random is the shared `random_bot`",
    "core/test_history.py": _RECORDED,
    "core/test_stats.py": _RECORDED,
    "ui/test_layout_audit.py": _RECORDED,
    "ui/test_players_page.py": "the app's name for old saves' greedy computer, in a game that "
    "declares it; a level as the history records it",
    "ui/test_new_game_dialog.py": "the dialog's levels (`LEVELS`), chosen in its combo by name",
    "ui/test_computer_levels.py": "the dialog's levels and old saves' greedy and random "
    "computers: its game is the first that declares them all",
}


def test_no_shared_test_names_a_computer():
    """A shared test plays the computers a game declares (`tests.declared`: `quick_bot`,
    `uniform_bot`, `first_level`, or `GameEntry.bot()`, its first): a game may declare one
    computer of any name, and passes every shared test."""
    only_listed(
        bot_naming_modules(),
        MAY_NAME_BOTS,
        "a shared test names a computer; take it from what the game declares "
        "(tests/declared.py: quick_bot, uniform_bot, first_level)",
        "MAY_NAME_BOTS",
    )


def test_every_way_of_naming_a_computer_is_seen():
    """A computer named in a string, a call, an f-string or a list joined by commas is seen; a
    docstring, a longer word and a game's own other names are not."""
    words = {"greedy", "random", "hard"}
    source = '''
"""Ana against greedy (a docstring)."""
SEATS = [Player("Cy", "bot", "easy")]


def test_levels():
    """Against "hard" (a docstring)."""
    entry.bot("hard")
    run("--bots", "first,random", "--game", "greedy")
    play_one(game, 2, 5, bot="greedy" if fast else "hard")
    return ["greedy_one", "Greedy", "randomly", f"{name} random"]


STYLE = {"random": 1, "plain": "greedy"}  # (a word that is no computer's here)
LEVELS = {"Bot": "random"}
'''
    assert bots_named(source, words) == ["greedy", "hard", "random"]
    assert bots_named('"""random"""\nx = "hardly"\ny = "greedy"\n', words) == []
