"""Finished saves edited by hand, as the index of finished games and `stats` meet them.

A result edited (a score of 9999, the win, an end reason that is a spreadsheet formula) is a
damaged save: the index does not take it (it is put aside as opening it would), so it reaches
neither the pages nor `stats` nor the CSV. Names edited to hold a terminal's BEL and ESC, or a
zero-width space, index as the rule for names makes them: no control character reaches the
database or `stats --csv -`, and "Ana" with a zero-width space is Ana, not a second player."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from sheetdesk.core import paths, registry, savefile
from sheetdesk.core.headless import play_one
from sheetdesk.core.history import History
from sheetdesk.core.session import Player, Session

ROOT = Path(__file__).resolve().parents[2]
GAMES = sorted(registry.games_by_id())
FORMULA = '=HYPERLINK("http://example.invalid", "click")'


def _finished(game: str, names: list[str], seed: int) -> Path:
    played = play_one(game, len(names), seed)
    session = Session.restore(
        played.rules, [Player(n) for n in names], played.options, played.seed,
        list(played.history), len(played.history), f"{game.replace('_', '')}{seed}",
    )  # fmt: skip
    assert session.is_over()
    return savefile.write(session)


def _edit(path: Path, change) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    path.with_name(path.name + savefile.BACKUP_SUFFIX).unlink(missing_ok=True)


def _forge(data: dict) -> None:  # type: ignore[type-arg]
    result = data["progress"]["result"]
    for seat, score in enumerate(result["scores"]):
        score["winner"] = seat == 0
    result["scores"][0]["total"] = 9999
    result["reason"] = {"c": data["game_id"], "s": FORMULA, "a": [], "n": None}


def _stats(data_dir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), SHEETDESK_DATA_DIR=str(data_dir))
    return subprocess.run(
        [sys.executable, "-m", "sheetdesk", "stats", *args],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=300,
    )  # fmt: skip


@pytest.mark.parametrize("game", GAMES)
def test_a_hand_edited_result_is_a_damaged_save_and_reaches_no_figure(data_dir, game):
    honest = _finished(game, ["Ana", "Ben"], 3)
    forged = _finished(game, ["Ana", "Ben"], 4)
    _edit(forged, _forge)
    with History() as history:
        synced = history.sync()
        assert [error.path.name for error in synced.failed] == [forged.name]
        assert [g.file for g in history.games()] == [honest.name]
        assert all(s.total != 9999 for g in history.games() for s in g.seats)
    assert not forged.exists()  # put aside, as opening it would
    assert any(p.name.startswith(forged.name) for p in paths.quarantine_dir().iterdir())
    done = _stats(data_dir, "--csv", "-")
    assert done.returncode == 0, done.stderr
    assert "9999" not in done.stdout and "HYPERLINK" not in done.stdout
    assert len(done.stdout.splitlines()) == 1 + 2  # the honest game's two seats


@pytest.mark.parametrize("game", GAMES)
def test_names_edited_into_a_save_reach_the_index_as_the_rule_makes_them(data_dir, game):
    path = _finished(game, ["Ana", "Ben", "Kuba"], 5)

    def names(data: dict) -> None:  # type: ignore[type-arg]
        data["players"][0]["name"] = "\x1b]0;owned\x07Ana\x1b[31m"
        data["players"][1]["name"] = "Ben\u200b"
        data["players"][2]["name"] = "\u202eabuK"

    _edit(path, names)
    _finished(game, ["Ana", "Ben"], 6)
    with History() as history:
        assert history.sync().failed == ()
        assert sorted(p.name for p in history.players()) == [
            "Ana", "Ben", "]0;ownedAna[31m", "abuK"
        ]  # fmt: skip
    with sqlite3.connect(paths.history_path()) as db:
        query = "SELECT name FROM seats UNION SELECT name FROM players"
        stored = [row[0] for row in db.execute(query)]
    assert all(c not in name for name in stored for c in "\x07\x1b\u200b\u202e")
    with History() as history:
        # "Ben" with a zero-width space is Ben: one player, in both games
        ben = history.find("Ben")
        assert sum(1 for g in history.games() for s in g.seats if s.player_id == ben.id) == 2
    done = _stats(data_dir, "--csv", "-")
    assert done.returncode == 0, done.stderr
    assert not any(c in done.stdout for c in "\x07\x1b\u200b\u202e")


@pytest.mark.parametrize("game", GAMES)
def test_a_result_worded_by_an_earlier_version_still_opens(data_dir, game):
    """A later version words a score line or the end's sentence anew: a finished save keeps
    the words it was written with, and opens (and indexes) all the same, the replay's own words
    shown; only what the result states (totals, wins, points, why it ended) is checked."""
    path = _finished(game, ["Ana", "Ben"], 7)

    def reword(data: dict) -> None:  # type: ignore[type-arg]
        result = data["progress"]["result"]
        for score in result["scores"]:
            for item in score["items"]:
                item["label"] = "An earlier name of " + item["key"]
        if result["reason"] is not None:
            result["reason"]["s"] = "An earlier sentence"

    _edit(path, reword)
    session = savefile.load(path)
    assert session.is_over()
    with History() as history:
        assert history.sync().failed == ()
        assert [g.file for g in history.games()] == [path.name]
