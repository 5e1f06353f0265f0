"""The registry: every built-in game declared once (its package's INFO), read by both the
registry and the rules, and found from its folder alone; ids unique and never changed."""

from __future__ import annotations

import ast
import importlib
import inspect
import subprocess
import sys
from pathlib import Path

import pytest

from sheetdesk.core import registry


def test_each_game_info_is_declared_once_and_shared_with_the_rules():
    for entry in registry.GAMES:
        info = importlib.import_module(entry.package).INFO
        assert entry.rules().info is info
        assert (entry.id, entry.name, entry.min_players, entry.max_players, entry.bots) == (
            info.id,
            info.name,
            info.min_players,
            info.max_players,
            info.bots,
        )
        for name in info.bots:
            assert callable(entry.bot(name))


def test_each_game_is_declared_once_in_one_typed_object():
    """Everything the platform asks of a game is an attribute of its `GAME` (game.py): the same
    INFO, its computer players by INFO's names in INFO's order, and a Qt side built without the
    registry's entry."""
    for entry in registry.GAMES:
        game = importlib.import_module(f"{entry.package}.game").GAME
        assert isinstance(game, registry.Game) and entry.game is game
        assert game.info is importlib.import_module(entry.package).INFO
        assert tuple(game.bots) == entry.bots, entry.id
        assert entry.rules() is game.rules
        lesson = entry.lesson()
        assert (
            lesson is None if game.lesson is None else lesson == game.lesson.with_bot(entry.bots[0])
        )
        assert all(entry.bot(name) is bot for name, bot in game.bots.items())
        assert game.hint is not None and game.ui is not None
        assert not hasattr(entry, "module")  # no string look-ups of a game's modules


def test_a_games_table_is_made_from_rules_and_players_alone():
    for entry in registry.GAMES:
        parameters = list(inspect.signature(entry.ui().create_table).parameters)
        assert parameters == ["rules", "players", "parent"], entry.id


def test_ids_never_change():
    assert [g.id for g in registry.GAMES][:4] == [
        "number_rows",
        "treasure_cards",
        "pyramid_cards",
        "giza_dice",
    ]


def test_duplicate_ids_are_refused():
    game = registry.GAMES[0]
    with pytest.raises(ValueError, match="share the id"):
        registry._validate([game, game])


GAMES_FOLDER = Path(registry.__file__).resolve().parents[1] / "games"


def _declares_info(init: Path) -> bool:
    tree = ast.parse(init.read_text(encoding="utf-8"))
    return any(
        isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "INFO" for t in node.targets)
        for node in tree.body
    )


def test_the_games_are_the_folders_declaring_info():
    folders = sorted(p.parent for p in GAMES_FOLDER.glob("*/__init__.py"))
    declaring = {f"sheetdesk.games.{p.name}" for p in folders if _declares_info(p / "__init__.py")}
    assert {game.package for game in registry.GAMES} == declaring
    assert "sheetdesk.games.expeditions" not in declaring  # a family's shared package
    assert any(p.name == "expeditions" for p in folders)
    ids = [game.id for game in registry.GAMES]
    assert len(set(ids)) == len(ids)
    assert registry.discover() == registry.GAMES  # the same order every time


def _package(root: Path, name: str, init: str = "", **modules: str) -> None:
    folder = root.joinpath(*name.split("."))
    folder.mkdir(parents=True)
    (folder / "__init__.py").write_text(init, encoding="utf-8")
    for module, text in modules.items():
        (folder / f"{module}.py").write_text(text, encoding="utf-8")


def _info(game_id: str, order: str = "") -> str:
    return (
        "from sheetdesk.core.game_info import GameInfo\n"
        f"INFO = GameInfo(id={game_id!r}, name={game_id.title()!r}, rules_version=1,"
        f" min_players=1, max_players=4, bots=('greedy',){order})\n"
    )


def test_a_game_dropped_into_a_games_folder_is_found_without_its_heavy_modules(
    tmp_path, monkeypatch
):
    heavy = "raise RuntimeError('discovery must not import this')\n"
    _package(tmp_path, "dropped")
    _package(tmp_path, "dropped.zebra", _info("zebra"), rules=heavy, sheet=heavy)
    _package(tmp_path, "dropped.apple", _info("apple"), rules=heavy)
    _package(tmp_path, "dropped.first", _info("first", ", order=1"), bot=heavy)
    _package(tmp_path, "dropped.family", '"""shared by two games, no INFO"""\n', engine=heavy)
    (tmp_path / "dropped" / "helpers.py").write_text(heavy, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    found = registry.discover("dropped")
    assert [(game.id, game.package) for game in found] == [
        ("first", "dropped.first"),  # its INFO.order puts it first; then by id
        ("apple", "dropped.apple"),
        ("zebra", "dropped.zebra"),
    ]
    assert registry.discover("dropped") == found
    assert not {"dropped.helpers", "dropped.zebra.rules", "dropped.family.engine"} & set(
        sys.modules
    )
    for name in [m for m in sys.modules if m == "dropped" or m.startswith("dropped.")]:
        monkeypatch.delitem(sys.modules, name)


def test_start_up_imports_no_game_module_beyond_its_info():
    code = (
        "import sys, sheetdesk.core.registry as r\n"
        "print(sorted(m for m in sys.modules if m.startswith('sheetdesk.games')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    imported = set(ast.literal_eval(done.stdout))
    assert imported == {"sheetdesk.games", "sheetdesk.games.expeditions"} | {
        game.package for game in registry.GAMES
    }


def test_reading_the_games_defines_neither_the_contract_nor_a_dataclass():
    """The games are read (their INFO, through the registry) before a save opened from the
    command line paints its hand-over page, for the words on what the game hides: that reading
    imports none of the game contract (core/protocol.py: the rules' classes) and defines no
    dataclass of its own (the registry's declarations are NamedTuples: a frozen dataclass costs
    some four times as much to define). The translatable texts come first, as at start-up."""
    code = (
        "import dataclasses, sys\n"
        "import sheetdesk.core.i18n\n"
        "made = []\n"
        "define = dataclasses._process_class\n"
        "def counted(cls, *args):\n"
        "    if cls.__module__.startswith('sheetdesk.'):\n"
        "        made.append(cls.__qualname__)\n"
        "    return define(cls, *args)\n"
        "dataclasses._process_class = counted\n"
        "from sheetdesk.core import registry\n"
        "assert registry.games_by_id()\n"
        "print(made, 'sheetdesk.core.protocol' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.split() == ["[]", "False"]


def test_import_all_imports_every_module_of_every_game_folder():
    import sheetdesk.games

    on_disk = {
        "sheetdesk." + ".".join(p.relative_to(GAMES_FOLDER.parent).with_suffix("").parts)
        for p in GAMES_FOLDER.rglob("*.py")
        if "tests" not in p.relative_to(GAMES_FOLDER).parts  # a game's own tests: not the app's
    }
    on_disk = {name.removesuffix(".__init__") for name in on_disk} - {"sheetdesk.games"}
    imported = sheetdesk.games.import_all()
    assert set(imported) == on_disk
    assert on_disk <= set(sys.modules)


def test_every_games_random_player_is_the_shared_one_that_reads_no_view():
    games = [entry for entry in registry.discover() if "random" in entry.bots]
    assert games
    for entry in games:
        assert entry.bot("random") is registry.random_bot, entry.id
    assert not registry.reads_view(registry.random_bot)


def test_a_plain_bot_is_a_hint_as_the_hint_button_asks_it():
    """`as_hint(bot)`: asked as the window asks (with a cancel flag and the log), it answers what
    the bot plays, and the same again when asked again."""
    import threading

    def picky(view, seat, legal, rng):
        return rng.choice(legal) if view == "open" else legal[seat]

    hint = registry.as_hint(picky)
    legal = list(range(100))
    answers = {hint("open", 0, legal, threading.Event(), ("a log line",)) for _ in range(3)}
    assert len(answers) == 1
    assert hint("shut", 7, legal) == hint("shut", 7, legal, cancel=None, log=()) == 7


def test_only_the_registry_imports_a_games_modules_by_name():
    """A game's parts are attributes of its declaration: no other module looks a game's module
    up by a name (games/__init__.py's import_all, which imports every module for the packaging
    check, aside)."""
    root = GAMES_FOLDER.parent
    allowed = {root / "core" / "registry.py", root / "games" / "__init__.py"}
    by_name = [
        path.relative_to(root)
        for path in root.rglob("*.py")
        if path not in allowed
        and "tests" not in path.relative_to(root).parts  # a game's own tests are not the app
        and "import_module(" in path.read_text(encoding="utf-8")
    ]
    assert by_name == []
