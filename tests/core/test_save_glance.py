"""The glance at a save given on the command line (core/save_glance.py): the hand-over page it
opens on, the same as the careful reading and the turn policy give; no answer for anything else.
A save of today's format says whom it opens on (`hand_to`, written with it) and is glanced at
without the games' modules; an older one is glanced at the long way, which asks the game's step
of the state the save's snapshot pictures: every game's step must read the same from it as from
the state (at every position of its golden games)."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from sheetdesk.core import registry, savefile
from sheetdesk.core.rng import Rng
from sheetdesk.core.save_glance import glance, step_of_snapshot
from sheetdesk.core.session import Player, Session
from sheetdesk.core.turns import Facts, TurnPolicy
from sheetdesk.devtools import golden

ANY = registry.GAMES[0]  # the saves' game where any would do


def _save(game_id: str, players: list[Player], actions: int, seed: int = 5) -> Path:
    entry = registry.get(game_id)
    session = Session.new(entry.rules(), players, {}, seed)
    bot = entry.bot(entry.bots[0])
    for step in range(actions):
        seat = session.acting_seat()
        if seat is None or session.is_over():
            break
        legal = list(session.legal_actions(seat))
        session.act(seat, bot(session.view(seat), seat, legal, Rng(step)))
    return savefile.write(session)


def _handed_to(path: Path) -> int | None:
    """Whom the careful reading and the policy hand the laptop to first (None: nobody)."""
    session = savefile.load(path)
    policy = TurnPolicy()
    humans = [seat for seat, p in enumerate(session.players) if p.is_human]
    turn = policy.decide(session, Facts.of(session), policy.first_holder(humans))
    return turn.seat if turn.kind == "handover" else None


def _format_2(path: Path) -> Path:
    """The save as format 2 wrote it: the same, without `hand_to` (the glance's long way)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["hand_to"]
    data["format_version"] = 2
    older = path.with_name(f"{path.stem}-v2.sheetdesk")
    older.write_text(json.dumps(data), encoding="utf-8")
    return older


@pytest.mark.parametrize("game_id", [entry.id for entry in registry.GAMES])
@pytest.mark.parametrize("actions", [0, 7, 40])
@pytest.mark.parametrize("way", ["hinted", "long"])
def test_the_glance_hands_over_as_the_careful_reading_does(data_dir, game_id, actions, way):
    names = ["Ana", "Ben", "Cy"]
    path = _save(game_id, [Player(name) for name in names], actions)
    seat = _handed_to(path)
    assert json.loads(path.read_text(encoding="utf-8"))["hand_to"] == seat  # (as written)
    seen = glance(path if way == "hinted" else _format_2(path))
    if seat is None:
        assert seen is None
    else:
        assert seen is not None
        assert (seen.game_id, seen.seat, seen.name) == (game_id, seat, names[seat])
        assert seen.names == tuple(names)


@pytest.mark.parametrize("path", golden.every_file(), ids=lambda p: p.name)
def test_every_games_step_reads_the_same_from_a_snapshot(data_dir, path):
    session = savefile.load(path)
    rules = session.rules
    for index in range(len(session.log) + 1):
        state = session.state_at(index)
        snapshot = json.loads(json.dumps(rules.snapshot(state)))  # (as a save holds it)
        assert step_of_snapshot(rules, snapshot) == rules.step(state), index


def test_the_glance_replays_nothing(data_dir, monkeypatch):
    """The long way answers from the save's snapshot: the log is read, never played again (the
    careful reading after the first paint replays it)."""
    path = _format_2(_save(ANY.id, [Player("Ana"), Player("Ben"), Player("Cy")], 40))
    seat = _handed_to(path)
    rules = ANY.rules()

    def refused(*_args: object) -> None:
        raise AssertionError("the glance played a move")

    monkeypatch.setattr(type(rules), "apply", refused)
    monkeypatch.setattr(type(rules), "setup", refused)
    seen = glance(path)
    assert seen is not None and seen.seat == seat


def test_no_glance_when_one_human_plays(data_dir):
    path = _save(ANY.id, [Player("Ana"), Player("Bot", "bot", ANY.bots[0])], 6)
    assert glance(path) is None


def _edited(path: Path, **changes: object) -> Path:
    data = json.loads(path.read_text(encoding="utf-8"))
    data.update(changes)
    edited = path.with_name("edited.sheetdesk")
    edited.write_text(json.dumps(data), encoding="utf-8")
    return edited


@pytest.mark.parametrize(
    "changes",
    [
        {"format_version": 99},
        {"format_version": 1},
        {"format": "something else"},
        {"finished": True},
        {"cursor": 10_000},
        {"players": [{"name": "Ana", "kind": "robot"}, {"name": "Ben"}, {"name": "Cy"}]},
        {"players": [{"name": "Ana"}, {"name": "Ben"}, {"name": "Cy", "kind": "bot"}]},
        {"hand_to": 7},
        {"hand_to": "2"},
        {"hand_to": None},
    ],
)
@pytest.mark.parametrize("way", ["hinted", "long"])
def test_no_glance_at_anything_unusual(data_dir, changes, way):
    path = _save(ANY.id, [Player("Ana"), Player("Ben"), Player("Cy")], 12)
    if way == "long":
        path = _format_2(path)
        if "hand_to" in changes:
            return  # (what the long way makes of a seat: the tests above)
    seen = glance(path)
    assert seen is not None and seen.seat == 2  # (the edited seat is the one handed to)
    assert glance(_edited(path, **changes)) is None


@pytest.mark.parametrize(
    "changes",
    [
        {"rules_version": 99},
        {"game_id": "no_such_game"},
        {"log": [{"seat": 0, "action": {"kind": "no such move"}}]},
    ],
)
def test_the_long_way_answers_nothing_for_what_its_game_refuses(data_dir, changes):
    """A save that says whom it opens on is taken at its word for the first page (the careful
    reading right after refuses what its game refuses, and tells); one that does not is glanced
    at with its game's rules, which refuse it at once."""
    path = _save(ANY.id, [Player("Ana"), Player("Ben"), Player("Cy")], 12)
    assert glance(_format_2(path)) is not None
    assert glance(_format_2(_edited(path, **changes))) is None
    with pytest.raises(savefile.SaveError):
        savefile.load(_edited(path, **changes))


def test_no_glance_at_what_is_not_a_save(data_dir, tmp_path):
    garbage = tmp_path / "garbage.sheetdesk"
    garbage.write_bytes(b"\xff not json")
    assert glance(garbage) is None
    assert glance(tmp_path / "missing.sheetdesk") is None
    assert glance(tmp_path) is None  # a folder


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_not_read(tmp_path):
    fifo = tmp_path / "pipe.sheetdesk"
    os.mkfifo(fifo)
    assert glance(fifo) is None  # (reading it would wait for a writer)


def test_a_changed_file_is_glanced_at_again(data_dir):
    path = _save(ANY.id, [Player("Ana"), Player("Ben"), Player("Cy")], 12)
    assert glance(path) is not None
    data = json.loads(path.read_text(encoding="utf-8"))
    data["finished"] = True
    path.write_text(json.dumps(data), encoding="utf-8")
    os.utime(path, ns=(0, 0))
    assert glance(path) is None


# The modules of a game's computers, search and lesson: the glance replays the rules alone.
NOT_FOR_A_GLANCE = ("bot", "fast", "ai", "lesson", "hidden", "search", "sheet")


@pytest.mark.parametrize("game_id", [entry.id for entry in registry.GAMES])
def test_the_glance_imports_the_rules_alone(data_dir, game_id):
    path = _format_2(_save(game_id, [Player("Ana"), Player("Ben"), Player("Cy")], 12))
    # what the game's rules import while they are played is theirs (the card family's rules
    # play on the family's one engine): the glance must add none of the computers' modules
    code = (
        "import sys\n"
        "from sheetdesk.core import registry\n"
        "from sheetdesk.core.session import Player, Session\n"
        f"rules = registry.get({game_id!r}).rules()\n"
        "session = Session.new(rules, [Player('A'), Player('B')], {}, 1)\n"
        "for _ in range(12):\n"
        "    seat = session.acting_seat()\n"
        "    session.act(seat, list(session.legal_actions(seat))[0])\n"
        "before = set(sys.modules)\n"
        "from sheetdesk.core.save_glance import glance\n"
        f"seen = glance({str(path)!r})\n"
        "print(seen is not None,"
        " sorted(m for m in set(sys.modules) - before if m.startswith('sheetdesk')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    seen, imported = done.stdout.split(" ", 1)
    assert seen == str(glance(path) is not None)
    loaded = [m for m in ast.literal_eval(imported) if m.rsplit(".", 1)[-1] in NOT_FOR_A_GLANCE]
    assert loaded == []


def test_a_save_that_says_whom_it_opens_on_is_glanced_at_without_the_games(data_dir):
    """Neither the registry and the games, nor the rules' protocol, the turn policy or pydantic
    are imported to glance at a save of today's format: the first page waits for none of them."""
    path = _save(ANY.id, [Player("Ana"), Player("Ben"), Player("Cy")], 12)
    code = (
        "import sys\n"
        "from sheetdesk.core.save_glance import glance\n"
        f"seen = glance({str(path)!r})\n"
        "print(seen.seat, [m for m in sys.modules if m.startswith(('sheetdesk', 'pydantic'))])\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    seat, imported = done.stdout.split(" ", 1)
    assert int(seat) == _handed_to(path)
    later = ("registry", "protocol", "turns", "session", "savefile", "games", "pydantic")
    modules = ast.literal_eval(imported)
    assert "sheetdesk.core.save_glance" in modules
    assert [m for m in modules if any(part in later for part in m.split("."))] == []
