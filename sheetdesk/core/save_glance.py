"""A quick look at a save given on the command line: whom the laptop goes to first when it opens.

Resuming a game whose next move is private opens on the hand-over page, which shows nothing but
the players' names. `glance(path)` works out that page from the file alone: its players, and
the seat the turn policy hands the laptop to (nobody holding the laptop yet), without the save
file's strict checks, the window's controller or the game's table. The window paints that page
first and opens the save the careful way (`savefile.load`: the log replayed, the snapshot
compared with the replay) right after: that reading decides everything (a hand-over to another
seat, or none, is shown as the game decides it), and a save it refuses is told of as always
(nothing was built from the glance but the page, which shows no sheet).

A save of today's format says whom it opens on (`hand_to`, written with every save by
`hand_to_of`: the seat, or null when it opens at the table or is over): the glance reads it and
its players' names and imports nothing of the games, the rules' protocol or the turn policy. A
save written before (format 2) is glanced at the long way: the step to act in is the game's
`step` of the state the save's snapshot pictures (a game's `step` reads only the state's
top-level fields: see `Rules.step`), the log is read as the game's actions but not replayed,
and the turn policy decides from those facts.

The answer is None whenever anything is unusual (not an ordinary file, a large one, another
layout version, a finished game, a seat that is not a person's; the long way also: an action the
game does not know, a snapshot its `step` cannot read) or no hand-over is due: the window then
opens the save before its first paint, as it always did. An answer is kept for the same file
unchanged (its size and time), so that reading it early, before the window's toolkit is
imported, leaves nothing to do later.

Nothing here imports Qt, the save file's models (pydantic) or the session."""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import names, paths

if TYPE_CHECKING:
    from .protocol import Rules, Seat, Step

GLANCE_BYTES = 4 * 1024 * 1024  # a larger save is read the careful way only
HINTED_VERSIONS = (3,)  # the formats whose saves say whom they open on (`hand_to`)
LONG_WAY_VERSIONS = (2, 3)  # the formats laid out alike for the long way (`hand_to` aside)


class Glance:
    """The hand-over page a save opens on: the game, its players' names, the seat to hand to.
    (A plain class: a dataclass costs more to define than the hinted glance takes.)"""

    __slots__ = ("game_id", "names", "seat")

    def __init__(self, game_id: str, names: tuple[str, ...], seat: Seat) -> None:
        self.game_id = game_id
        self.names = names
        self.seat = seat

    @property
    def name(self) -> str:
        return self.names[self.seat]

    def __repr__(self) -> str:
        return f"Glance({self.game_id!r}, {self.names!r}, {self.seat!r})"


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
        or data.get("format_version") not in LONG_WAY_VERSIONS
        or data.get("finished") is not False
        or not isinstance(data.get("options"), dict)
        or not isinstance(data.get("seed"), int)
        or not isinstance(data.get("cursor"), int)
        or not isinstance(data.get("game_id"), str)
    ):
        return None
    players = data["players"]
    kinds = [p.get("kind", "human") for p in players]
    if any(kind not in ("human", "bot") for kind in kinds):
        return None
    player_names = tuple(names.read_name(p["name"]) for p in players)
    cursor = data["cursor"]
    if not 0 <= cursor <= len(data["log"]):
        return None
    humans = tuple(seat for seat, kind in enumerate(kinds) if kind == "human")
    if data["format_version"] in HINTED_VERSIONS and "hand_to" in data:
        seat = data["hand_to"]
    else:
        seat = _the_long_way(data, len(players), humans, cursor)
    if type(seat) is not int or seat not in humans or len(humans) < 2:
        return None  # (a seat handed to is a person's, and only when several share the laptop)
    return Glance(data["game_id"], player_names, seat)


def _the_long_way(data: dict[str, Any], seats: int, humans: tuple[Seat, ...], cursor: int) -> Any:
    """Whom a save that does not say it opens on: its game's rules read its snapshot's step and
    know each of its actions, and the turn policy decides."""
    from . import registry

    rules = registry.get(data["game_id"]).rules()
    info = rules.info
    if data["rules_version"] != info.rules_version or not (
        info.min_players <= seats <= info.max_players
    ):
        return None
    for entry in data["log"]:
        rules.parse_action(entry["action"])  # (an action the game does not know: no answer)
    return hand_to(rules, step_of_snapshot(rules, data["snapshot"]), humans, cursor)


def hand_to(rules: Rules, step: Step, humans: Sequence[Seat], cursor: int) -> Seat | None:
    """The seat the laptop is handed to first when a game at `step` opens, nobody holding the
    laptop yet (None: no hand-over is due): the turn policy's decision. The lock is not looked
    at (a read-only game is told of once opened)."""
    from .protocol import is_open

    return hand_to_at(step, is_open(rules, step), humans, cursor)


def hand_to_at(step: Step, open_step: bool, humans: Sequence[Seat], cursor: int) -> Seat | None:
    """`hand_to` of a position whose step is known to be open or not (a position's own)."""
    from .turns import Facts, TurnPolicy

    policy = TurnPolicy()
    facts = Facts.at(step, open_step, tuple(humans), cursor)
    turn = policy.turn(facts, policy.first_holder(humans))
    return turn.seat if turn.kind == "handover" else None


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
