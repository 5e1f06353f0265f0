"""A quick look at a save given on the command line: whom the laptop goes to first when it opens.

Resuming a game whose next move is private opens on the hand-over page, which shows nothing but
the players' names. `glance(path)` works out that page from the file alone: its players, and
the seat the turn policy hands the laptop to (nobody holding the laptop yet), without the save
file's strict checks, the window's controller or the game's table. The step to act in is the
game's `step` of the state the save's snapshot pictures (a game's `step` reads only the state's
top-level fields: see `Rules.step`); the log is read as the game's actions but not replayed.
The window paints that page first and opens the save the careful way (`savefile.load`: the log
replayed, the snapshot compared with the replay) right after: that reading decides everything,
and a save it refuses is told of as always (nothing was built from the glance but the page,
which shows no sheet).

The answer is None whenever anything is unusual (not an ordinary file, a large one, another
layout version, a finished game, an action the game does not know, a snapshot its `step` cannot
read, no hand-over due): the window then opens the save before its first paint, as it always
did. An answer is kept for the same file unchanged (its size and time), so that reading it
early, before the window's toolkit is imported, leaves nothing to do later.

Nothing here imports Qt, the save file's models (pydantic) or the session."""

from __future__ import annotations

import json
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import names, paths, registry
from .protocol import Rules, Seat, Step, is_open
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
    players = data["players"]
    kinds = [p.get("kind", "human") for p in players]
    info = rules.info
    if any(kind not in ("human", "bot") for kind in kinds) or not (
        info.min_players <= len(players) <= info.max_players
    ):
        return None
    player_names = tuple(names.read_name(p["name"]) for p in players)
    log = data["log"]
    cursor = data["cursor"]
    if not 0 <= cursor <= len(log):
        return None
    for entry in log:
        rules.parse_action(entry["action"])  # (an action the game does not know: no answer)
    step = step_of_snapshot(rules, data["snapshot"])
    policy = TurnPolicy()  # (the lock is not looked at: a read-only game is told after the paint)
    humans = tuple(seat for seat, kind in enumerate(kinds) if kind == "human")
    facts = Facts.at(step, is_open(rules, step), humans, cursor)
    turn = policy.turn(facts, policy.first_holder(humans))
    if turn.kind != "handover" or turn.seat is None:  # (a seat handed to is a human's)
        return None
    return Glance(game_id, player_names, turn.seat)


def step_of_snapshot(rules: Rules, snapshot: Any) -> Step:
    """The game's step in the state `snapshot` pictures (`rules.snapshot(state)` as JSON)."""
    return rules.step(_Fields(snapshot))


class _Fields:
    """The state a snapshot pictures, as far as a game's `step` reads it: its top-level fields,
    lists as tuples (the state's own values are tuples, the snapshot's JSON has lists)."""

    __slots__ = ("_data",)

    def __init__(self, data: dict[str, Any]) -> None:
        if not isinstance(data, dict):
            raise TypeError("a snapshot is a state's fields")
        self._data = data

    def __getattr__(self, name: str) -> Any:
        try:
            return _tuples(self._data[name])
        except KeyError:
            raise AttributeError(name) from None


def _tuples(value: Any) -> Any:
    return tuple(_tuples(item) for item in value) if isinstance(value, list) else value
