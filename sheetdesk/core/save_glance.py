"""A quick look at a save given on the command line: whom the laptop goes to first when it opens.

Resuming a game whose next move is private opens on the hand-over page, which shows nothing but
the players' names. `glance(path)` works out that page from the file alone: its players, and
the seat the turn policy hands the laptop to (the log replayed by the game's rules, nobody
holding the laptop yet), without the save file's strict checks, the window's controller or the
game's table. The window paints that page first and opens the save the careful way
(`savefile.load`) right after: that reading decides everything, and a save it refuses is told
of as always (nothing was built from the glance but the page, which shows no sheet).

The answer is None whenever anything is unusual (not an ordinary file, a large one, another
layout version, a finished game, a move the rules refuse, no hand-over due): the window then
opens the save before its first paint, as it always did. An answer is kept for the same file
unchanged (its size and time), so that reading it early, before the window's toolkit is
imported, leaves nothing to do later.

Nothing here imports Qt or the save file's models (pydantic)."""

from __future__ import annotations

import json
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import names, paths, registry
from .protocol import Seat
from .session import LogEntry, Player, Session
from .turns import Facts, TurnPolicy

GLANCE_BYTES = 4 * 1024 * 1024  # a larger save is read the careful way only


@dataclass(frozen=True)
class Glance:
    """The hand-over page a save opens on: the game, its players' names, the seat to hand to."""

    game_id: str
    names: tuple[str, ...]
    seat: Seat

    @property
    def name(self) -> str:
        return self.names[self.seat]


_kept: dict[tuple[str, int, int], Glance | None] = {}


def glance(path: Path | str) -> Glance | None:
    """The hand-over the save at `path` opens on, or None (see the module docstring)."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    if not stat.S_ISREG(info.st_mode) or info.st_size > GLANCE_BYTES:
        return None  # (a FIFO would wait for a writer; a large file is left to the loader)
    key = (os.fspath(path), info.st_size, info.st_mtime_ns)
    if key not in _kept:
        _kept.clear()
        _kept[key] = _look(Path(path))
    return _kept[key]


def _look(path: Path) -> Glance | None:
    # Any surprise means "no answer": the careful reading that follows finds and tells what
    # is wrong with the file.
    try:
        return _handover(json.loads(path.read_bytes()))
    except Exception:
        return None


def _handover(data: Any) -> Glance | None:
    if (
        not isinstance(data, dict)
        or data.get("format") != paths.SAVE_FORMAT
        or data.get("format_version") != paths.SAVE_FORMAT_VERSION
        or data.get("finished") is not False
        or not isinstance(data.get("options"), dict)
        or not isinstance(data.get("seed"), int)
        or not isinstance(data.get("cursor"), int)
    ):
        return None
    game_id = data["game_id"]
    rules = registry.get(game_id).rules()
    if data["rules_version"] != rules.info.rules_version:
        return None
    players = [
        Player(names.read_name(p["name"]), p.get("kind", "human"), p.get("bot", ""))
        for p in data["players"]
    ]
    if any(p.kind not in ("human", "bot") for p in players):
        return None
    log = [LogEntry(entry["seat"], rules.parse_action(entry["action"])) for entry in data["log"]]
    session = Session.restore(
        rules, players, data["options"], data["seed"], log, data["cursor"], "glance"
    )
    policy = TurnPolicy()  # (the lock is not looked at: a read-only game is told after the paint)
    humans = [seat for seat, player in enumerate(players) if player.is_human]
    turn = policy.decide(session, Facts.of(session), policy.first_holder(humans))
    if turn.kind != "handover" or turn.seat is None:
        return None
    return Glance(game_id, tuple(p.name for p in players), turn.seat)
