"""The golden games each game ships in its package's golden folder (replayed by the self-test
too) and a real game through the save file."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from sheetdesk.core import paths, registry, savefile
from sheetdesk.core.game_info import GoldenGame
from sheetdesk.core.headless import play_one
from sheetdesk.devtools import golden
from tests.declared import uniform_bot

GOLDEN = golden.every_file()


def test_there_are_golden_games():
    assert len(GOLDEN) >= 2


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.name)
def test_golden_game_replays_to_its_end(data_dir, path):
    before = path.read_bytes()
    session = savefile.load(path)
    assert session.is_over()
    assert path.name.startswith("golden-" + session.rules.info.id.replace("_", "-"))
    assert path.read_bytes() == before  # never moved or touched
    assert list(paths.quarantine_dir().iterdir()) == []
    summaries, errors = savefile.list_saves(path.parent)
    assert errors == [] and path in [s.path for s in summaries]


def test_every_game_declares_a_golden_game_and_ships_it():
    from sheetdesk.core.registry import GAMES

    for game in GAMES:
        assert game.golden, f"{game.id} declares no GOLDEN"
        for declared in game.golden:
            assert golden.folder(game) / f"{golden.match_id(game, declared)}.sheetdesk" in GOLDEN


def test_the_golden_check_passes_on_the_shipped_files(data_dir):
    lines: list[str] = []
    assert golden.check(out=lines.append) == 0
    assert len(lines) == len(golden.declared()) == len(GOLDEN)


def test_the_golden_command_makes_the_missing_ones_and_its_check_finds_problems(data_dir, tmp_path):
    # the first game declaring two golden games or more (each is played here)
    entry = next(entry for entry in registry.GAMES if len(entry.golden) >= 2)
    first, second = (
        f"{golden.match_id(entry, declared)}.sheetdesk" for declared in entry.golden[:2]
    )
    folder = tmp_path / "golden"
    lines: list[str] = []
    assert golden.main(["--check", "--folder", str(folder), "--game", entry.id]) == 1
    written = golden.make(folder, entry.id, out=lines.append)
    assert sorted(p.name for p in written) == sorted(
        f"{golden.match_id(entry, declared)}.sheetdesk" for declared in entry.golden
    )
    assert all(savefile.load(path).is_over() for path in written)
    assert golden.make(folder, entry.id) == []  # only the missing ones
    assert golden.main(["--check", "--folder", str(folder), "--game", entry.id]) == 0
    # a file that is not what its game declares, and one no game declares
    stray = f"{golden.match_id(entry, GoldenGame('x', players=2, seed=0))}.sheetdesk"
    shutil.copy(folder / first, folder / stray)
    shutil.copy(folder / first, folder / second)
    lines.clear()
    assert golden.check(folder, entry.id, out=lines.append) == 1
    assert f"{second}: is (match, game, players, options)" in lines[1]
    for path in GOLDEN:
        if path.parent != golden.folder(entry):
            shutil.copy(path, folder / path.name)
    lines.clear()
    assert golden.check(folder, out=lines.append) == 2
    assert f"FAIL {stray}: no game declares it in its GOLDEN" in lines


def test_the_golden_command_runs_from_the_command_line(data_dir):
    done = subprocess.run(
        [sys.executable, "-m", "sheetdesk.devtools.golden", "--check"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count("ok   golden-") == len(GOLDEN)


def test_golden_games_cover_two_and_four_players_and_each_games_variants(data_dir):
    games = [savefile.load(path) for path in GOLDEN]
    assert {len(g.players) for g in games} >= {2, 4}
    for entry in registry.GAMES:
        played = [g.options for g in games if g.rules.info.id == entry.id]
        for variant in entry.rules().info.variants:
            assert any(options.get(variant.key) for options in played), (entry.id, variant.key)


ANY = registry.GAMES[0]  # (any game would do)


@pytest.mark.parametrize(
    ("players", "variants"),
    [(ANY.min_players, False), (min(3, ANY.max_players), True), (ANY.max_players, False)],
)
def test_a_game_round_trips_mid_game_and_finished(data_dir, players, variants):
    options = {variant.key: variants for variant in ANY.rules().info.variants}
    session = play_one(ANY.id, players, seed=players, bot=uniform_bot(ANY), options=options)
    path = savefile.write(session)
    loaded = savefile.load(path)
    assert loaded.state == session.state and loaded.log == session.log
    # cut the game in the middle: the saved position is the state at the cursor
    middle = len(session.log) // 2
    while session.log[middle - 1].seat is None or not _decides(session, middle):
        middle += 1
    session._cursor = middle  # as if undo had stepped back here (test only)
    savefile.write(session)
    loaded = savefile.load(path)
    assert loaded.cursor == middle and loaded.state == session.state


def _decides(session, index):
    from sheetdesk.core.protocol import Decide

    return isinstance(session.rules.step(session._states[index]), Decide)


def test_a_golden_file_copied_into_saves_lists_and_opens(data_dir):
    target = shutil.copy(GOLDEN[0], paths.saves_dir() / GOLDEN[0].name)
    (summary,), errors = savefile.list_saves()
    assert errors == [] and summary.path == target and summary.finished
    assert savefile.last_unfinished() is None
