"""Giza dice saves across rules versions: version 2 dropped version 1's roll limit, and every
save made under version 1 still loads and shows what it showed."""

from __future__ import annotations

import json
import shutil

import pytest

from sheetdesk.core import savefile
from sheetdesk.games.giza_dice.rules import RULES, V1_ROLL_CAP
from sheetdesk.resources import package_path

CAPPED = package_path(
    "sheetdesk.games.giza_dice", "golden", "golden-giza-dice-1p-v1-roll-cap.sheetdesk"
)


def test_a_version_1_game_ended_at_the_roll_limit_loads_and_ends_as_it_did(data_dir, tmp_path):
    assert json.loads(CAPPED.read_text(encoding="utf-8"))["rules_version"] == 1
    session = savefile.load(CAPPED)
    assert session.is_over() and session.state.ended_by == "limit"
    assert session.state.rolls == V1_ROLL_CAP
    said = session.rules.end_reason(session.state)
    assert said is not None and said.english() == f"The game ends after {V1_ROLL_CAP} rolls."
    # saved again, it stays a version 1 game
    again = savefile.write(session, tmp_path / "again.sheetdesk")
    assert json.loads(again.read_text(encoding="utf-8"))["rules_version"] == 1
    assert savefile.load(again).state == session.state


def test_an_unfinished_version_1_game_loads_and_plays_on(data_dir, tmp_path):
    path = shutil.copy(CAPPED, tmp_path / "old.sheetdesk")
    session = savefile.load(path)
    session._cursor = len(session.log) - 3  # as if undo had stepped back (test only)
    assert not session.is_over()
    savefile.write(session, path)
    assert json.loads(path.read_text(encoding="utf-8"))["rules_version"] == 1
    loaded = savefile.load(path)
    assert not loaded.is_over() and loaded.state == session.state


def test_a_save_from_an_unknown_rules_version_is_refused(data_dir, tmp_path):
    data = json.loads(CAPPED.read_text(encoding="utf-8"))
    data["rules_version"] = 0
    path = tmp_path / "odd.sheetdesk"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert RULES.under_rules_version(0) is None
    with pytest.raises(savefile.SaveError):
        savefile.load(path)
