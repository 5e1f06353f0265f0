"""What a save costs: the autosave writes the whole match after every move, and a move changes
little of it."""

from __future__ import annotations

import dataclasses
import json
import os
from collections import Counter
from collections.abc import Callable
from typing import Any

from sheetdesk.core import registry, savefile, snapshot
from sheetdesk.core.headless import play_one
from sheetdesk.core.protocol import hides_secrets
from sheetdesk.core.savefile import dumps
from sheetdesk.core.session import Player, Session
from sheetdesk.core.snapshot import to_json
from sheetdesk.core.turns import TurnPolicy, position
from tests.core.fakegame import new_tally
from tests.core.fakegame.rules import Done, Mark
from tests.declared import quick_bot


def test_a_save_after_a_move_encodes_only_the_values_new_since_the_save_before(monkeypatch):
    """Each save writes the whole state; a move changes a few of its values (a sheet, a hand)
    and shares the rest, the cards, with the state before: those are not encoded again."""
    converted: list[object] = []

    def counted(convert):  # type: ignore[no-untyped-def]
        def convert_counted(value):  # type: ignore[no-untyped-def]
            converted.append(value)
            return convert(value)

        return convert_counted

    kept_in_all = 0
    for game in registry.GAMES:
        full = play_one(game.id, game.min_players, 5, bot=quick_bot(game))
        humans = [Player(f"Player {seat + 1}", "human") for seat in range(game.min_players)]
        middle = len(full.log) // 2
        session = Session.restore(
            full.rules, humans, full.options, full.seed, full.log[:middle], middle, "twice"
        )
        dumps(session)  # (the save before the move)
        with monkeypatch.context() as patched:
            for kind, convert in list(snapshot._CONVERTERS.items()):
                if dataclasses.is_dataclass(kind):
                    patched.setitem(snapshot._CONVERTERS, kind, counted(convert))
            saved = session.state  # (kept: its values' ids name no other value)
            shared = {id(value) for value in values_in(saved) if dataclasses.is_dataclass(value)}
            entry = full.log[middle]
            session.act(entry.seat, entry.action)
            converted.clear()
            text = dumps(session)
        again = [value for value in converted if id(value) in shared]
        assert not again, f"{game.id}: {len(again)} of {len(converted)} values encoded again"
        assert json.loads(text)["snapshot"] == to_json(session.state)
        kept_in_all += len({id(value) for value in values_in(session.state)} & shared)
    assert kept_in_all > 20  # (the moves kept most of their states: the cards)


def values_in(value: object) -> list[object]:
    """`value` and every value in it (a dataclass's fields, a container's items)."""
    found = [value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        inner = [getattr(value, field.name) for field in dataclasses.fields(value)]
    elif isinstance(value, dict):
        inner = list(value.values())
    elif isinstance(value, tuple | list | frozenset | set):
        inner = list(value)
    else:
        inner = []
    for item in inner:
        found += values_in(item)
    return found


def test_a_save_written_again_asks_the_file_system_nothing_it_knows(data_dir, monkeypatch):
    """The saves folder is there and so is the save (the autosave writes it after every move):
    writing it again makes no folder, looks for no file and removes none; the backup still
    keeps the version before, and a backup's staging file left by a killed write goes."""
    session = new_tally(players=2, seed=3)
    path = savefile.write(session)  # (the first save makes the folder)
    asked: Counter[str] = Counter()

    def counted(name: str):  # type: ignore[no-untyped-def]
        real = getattr(os, name)

        def call(*args, **kwargs):  # type: ignore[no-untyped-def]
            asked[name] += 1
            return real(*args, **kwargs)

        return call

    with monkeypatch.context() as patched:
        for name in ("mkdir", "stat", "lstat", "unlink"):
            patched.setattr(os, name, counted(name))
        for amount in (1, 2):
            before = path.read_bytes()
            session.act(session.acting_seat(), Mark(amount=amount))
            savefile.write(session, path, durable=False)  # (as the autosave writes it)
            assert not asked, dict(asked)
            assert path.with_name(path.name + ".bak").read_bytes() == before
    staging = path.with_name(f".{path.name}.bak.tmp")
    staging.write_bytes(b"half")
    before = path.read_bytes()
    session.act(session.acting_seat(), Done())
    savefile.write(session, path)
    assert path.with_name(path.name + ".bak").read_bytes() == before
    assert not staging.exists() and json.loads(path.read_bytes())["cursor"] == session.cursor


def test_a_save_scores_nothing_its_position_scored(monkeypatch):
    """A save from the window's position asks the rules no view and no scores the position
    has: its public totals are the position's scores when everyone sees what the viewer sees
    (a game that hides nothing, whoever holds the laptop), and a finished game's result is
    when the position's view is the whole state."""
    hiding_nothing = ended_whole = 0
    for game in registry.GAMES:
        full = play_one(game.id, game.min_players, 5, bot=quick_bot(game))
        humans = [Player(f"Player {seat + 1}", "human") for seat in range(game.min_players)]
        rules = full.rules
        for cut in (len(full.log) // 2, len(full.log)):
            session = Session.restore(
                rules, humans, full.options, full.seed, full.log[:cut], cut, "s"
            )
            acting = position(session, TurnPolicy(), None).acting
            pos = position(session, TurnPolicy(), acting)
            assert pos.scores is not None  # (the window drew them)
            asked: Counter[str] = Counter()
            with monkeypatch.context() as patched:
                for name in ("view", "scores", "scores_at"):
                    patched.setattr(rules, name, _counted(asked, name, getattr(rules, name)))
                dumps(session, pos)
            if not hides_secrets(rules) and pos.viewer is not None:
                assert asked == Counter(), (game.id, cut)
                hiding_nothing += 1
            if pos.over and pos.view is pos.state:
                assert asked["scores"] + asked["scores_at"] == 0, (game.id, asked)
                ended_whole += 1
    assert hiding_nothing and ended_whole


def _counted(asked: Counter[str], name: str, method: Callable[..., Any]) -> Callable[..., Any]:
    def counted(*args: Any, **kwargs: Any) -> Any:
        asked[name] += 1
        return method(*args, **kwargs)

    return counted
