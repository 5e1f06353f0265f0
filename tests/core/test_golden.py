"""The golden games each game ships in its package's golden folder (replayed by the self-test
too) and a real Number rows game through the save file."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from sheetdesk.core import paths, savefile
from sheetdesk.core.simulate import play_one
from sheetdesk.devtools import golden

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
    folder = tmp_path / "golden"
    lines: list[str] = []
    assert golden.main(["--check", "--folder", str(folder), "--game", "number_rows"]) == 1
    written = golden.make(folder, "number_rows", out=lines.append)
    assert sorted(p.name for p in written) == [
        "golden-number-rows-2p.sheetdesk",
        "golden-number-rows-4p-jokers.sheetdesk",
    ]
    assert all(savefile.load(path).is_over() for path in written)
    assert golden.make(folder, "number_rows") == []  # only the missing ones
    assert golden.main(["--check", "--folder", str(folder), "--game", "number_rows"]) == 0
    # a file that is not what its game declares, and one no game declares
    shutil.copy(
        folder / "golden-number-rows-2p.sheetdesk", folder / "golden-number-rows-x.sheetdesk"
    )
    shutil.copy(
        folder / "golden-number-rows-2p.sheetdesk",
        folder / "golden-number-rows-4p-jokers.sheetdesk",
    )
    lines.clear()
    assert golden.check(folder, "number_rows", out=lines.append) == 1
    assert "golden-number-rows-4p-jokers.sheetdesk: is (match, game, players, options)" in lines[1]
    for path in GOLDEN:
        if not path.name.startswith("golden-number-rows"):
            shutil.copy(path, folder / path.name)
    lines.clear()
    assert golden.check(folder, out=lines.append) == 2
    assert "FAIL golden-number-rows-x.sheetdesk: no game declares it in its GOLDEN" in lines


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


def test_golden_games_cover_two_and_four_players_and_jokers(data_dir):
    games = [savefile.load(path) for path in GOLDEN]
    assert {len(g.players) for g in games} >= {2, 4}
    assert any(g.options.get("jokers") for g in games)


@pytest.mark.parametrize(("players", "jokers"), [(1, False), (3, True), (5, False)])
def test_number_rows_round_trip_mid_game_and_finished(data_dir, players, jokers):
    session = play_one(
        "number_rows", players, seed=players, bot="random", options={"jokers": jokers}
    )
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
