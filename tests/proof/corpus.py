"""A corpus of broken and strange saves, generated from a good save of any registered game.

Each kind makes one file (or something in a file's place) from the good save's bytes: cut off,
in other encodings, of other types, of unknown and future formats, of unknown games, with illegal
and out-of-range log entries, a snapshot that does not match, extreme numbers and dates, deep
nesting, huge sizes, not an ordinary file, symbolic links, empty and oversized player lists...
`accepted` kinds are strange but sound: the app must open them as they are. `newer` kinds are
sound saves of a newer version of sheetdesk: listed as such, never moved, not opened. `recovered`
kinds are damaged saves whose backup (written beside them) is good: the game goes on from it.
"""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sheetdesk.core import registry, savefile
from sheetdesk.core.protocol import IllegalAction
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session


@dataclass(frozen=True)
class Good:
    """A good save of one game: its bytes, its data and its session."""

    game: str
    raw: bytes
    data: dict[str, Any]
    session: Session


def good_save(game: str, seed: int = 21, moves: int = 14) -> Good:
    entry = registry.get(game)
    rules = entry.rules()
    count = max(rules.info.min_players, min(3, rules.info.max_players))
    names = ["Chloé", "Ana", "Ben"][:count]  # (an é to cut in half)
    session = Session.new(rules, [Player(n) for n in names], {}, seed)
    bot = entry.bot()
    rng = Rng(seed)
    for _ in range(moves):
        if session.is_over():
            break
        seat = session.acting_seat()
        session.act(seat, bot(session.view(seat), seat, list(session.legal_actions(seat)), rng))
    raw = savefile.dumps(session)
    return Good(game, raw, json.loads(raw), session)


Make = Callable[[Good, Path], None]  # writes the kind at the path


@dataclass(frozen=True)
class Kind:
    make: Make
    accepted: bool = False  # strange but sound: it lists and opens
    needs: str = ""  # "fifo" | "unprivileged": what the system must offer
    newer: bool = False  # a newer version's save: listed, left where it is, not opened
    recovered: bool = False  # damaged, with a good backup beside it: the backup stands in


def _bytes(change: Callable[[bytes], bytes]) -> Make:
    def make(good: Good, path: Path) -> None:
        path.write_bytes(change(good.raw))

    return make


def _data(change: Callable[[dict[str, Any], Good], Any]) -> Make:
    def make(good: Good, path: Path) -> None:
        data = copy.deepcopy(good.data)
        result = change(data, good)
        path.write_text(json.dumps(data if result is None else result), encoding="utf-8")

    return make


def _set(key: str, value: Any) -> Make:
    return _data(lambda d, g: d.__setitem__(key, value))


def _drop(key: str) -> Make:
    return _data(lambda d, g: d.pop(key))


def _cut_in_a_character(raw: bytes) -> bytes:
    at = raw.index("é".encode())
    return raw[: at + 1]


def _player_entry(data: dict[str, Any], last: bool = False) -> dict[str, Any]:
    entries = [e for e in data["log"] if e["seat"] is not None]
    return entries[-1 if last else 0]


def _illegal_move(data: dict[str, Any], good: Good) -> None:
    """A move that is well formed but not legal where it stands: an action from a later
    position (checked to be illegal here) replaces the first player move; where every later
    move would be legal there, the first move is written for a seat that may not act then."""
    rules = good.session.rules
    log = good.session.log
    first = next(i for i, e in enumerate(log) if e.seat is not None)
    state = Session.restore(
        rules, good.session.players, good.session.options, good.session.seed, log[:first],
        first, good.session.match_id,
    ).state  # fmt: skip
    seats = [
        log[first].seat,
        *(s for s in range(len(good.session.players)) if s != log[first].seat),
    ]
    for seat in seats:
        for later in reversed(log[first + 1 :]):
            if later.seat is None:
                continue
            try:
                rules.apply(state, seat, later.action)
            except IllegalAction:
                data["log"][first]["action"] = later.action.model_dump(mode="json")
                data["log"][first]["seat"] = seat
                return
    raise AssertionError(f"{good.game}: no illegal move found to put in the log")


def _out_of_range_number(data: dict[str, Any], good: Good) -> None:
    """An action whose number is far out of range (or, if no action has a number, an action with
    a field its kind does not have)."""
    for entry in data["log"]:
        if entry["seat"] is None:
            continue
        for key, value in entry["action"].items():
            if isinstance(value, int) and not isinstance(value, bool):
                entry["action"][key] = 10**9
                return
    _player_entry(data)["action"]["extra"] = 1


def _deeply_nested(good: Good, path: Path) -> None:
    head, _, tail = good.raw.partition(b'"options":{')
    path.write_bytes(head + b'"options":{"x":' + b"[" * 200_000 + b"]" * 200_000 + b"," + tail)


def _huge(good: Good, path: Path) -> None:
    with path.open("wb") as handle:  # sparse: nothing is written, the size says it all
        handle.write(good.raw)
        handle.truncate(savefile.MAX_BYTES + 1)


MILLIONS = 2_000_000


def _millions_of_totals(good: Good, path: Path) -> None:
    """The summary's totals, 2,000,000 of them: written as `json.dumps` writes the list (its
    items joined by ", "), put in place of a marker (`json.dumps` took 0.35 s of CPU time to
    write the 2,000,000 numbers one by one)."""
    data = copy.deepcopy(good.data)
    marker = '"totals": "millions of totals"'
    data["progress"]["totals"] = "millions of totals"
    head, found, tail = json.dumps(data).partition(marker)
    assert found and marker not in tail
    totals = '"totals": [' + ", ".join(["7"] * MILLIONS) + "]"
    path.write_text(head + totals + tail, encoding="utf-8")


def _another_game(data: dict[str, Any], good: Good) -> None:
    """The game id changed to another game's (of higher rules versions first, so that the
    rules version the file says is above that game's when it can be)."""
    others = sorted(
        (entry for entry in registry.GAMES if entry.id != good.game),
        key=lambda entry: (entry.rules_version, entry.id),
    )
    data["game_id"] = others[0].id


def _huge_app_version(good: Good, path: Path) -> None:
    """An app version as long as the file's limit leaves room for (about 20 MB)."""
    room = savefile.MAX_BYTES - len(good.raw) - 64
    path.write_bytes(good.raw.replace(b'"app_version":"', b'"app_version":"' + b"9" * room, 1))
    assert len(path.read_bytes()) <= savefile.MAX_BYTES


def _made_up_result(data: dict[str, Any], good: Good) -> None:
    """A game in progress marked over, with the win and a formula for an end reason."""
    data["finished"] = True
    data["progress"]["result"] = {
        "scores": [
            {"total": 9999 if seat == 0 else 0, "winner": seat == 0, "items": []}
            for seat in range(len(data["players"]))
        ],
        "reason": {"c": good.game, "s": '=HYPERLINK("x")', "a": [], "n": None},
    }


def _names_to_clean(data: dict[str, Any], good: Good) -> None:
    data["players"][0]["name"] = "\x1b[31mChlo\u200be\u0301\x07"
    data["players"][-1]["name"] = "\u202e" + data["players"][-1]["name"] + "  " + "x" * 40


def _fifo(good: Good, path: Path) -> None:
    os.mkfifo(path)


def _folder(good: Good, path: Path) -> None:
    path.mkdir()
    (path / "inside.txt").write_text("a folder named like a save")


def _link_to_bad_file(good: Good, path: Path) -> None:
    target = path.with_name(path.name + ".target")
    target.write_bytes(good.raw[:40])
    path.symlink_to(target)


def _dangling_link(good: Good, path: Path) -> None:
    path.symlink_to(path.with_name("nowhere.sheetdesk.target"))


def _link_loop(good: Good, path: Path) -> None:
    path.symlink_to(path)


def _unreadable(good: Good, path: Path) -> None:
    path.write_bytes(good.raw)
    path.chmod(0)


def _with_backup(change: Callable[[bytes], bytes]) -> Make:
    """The save damaged by `change`, and beside it its backup: the good save."""

    def make(good: Good, path: Path) -> None:
        path.with_name(path.name + savefile.BACKUP_SUFFIX).write_bytes(good.raw)
        path.write_bytes(change(good.raw))

    return make


def _stage(source: str, n: int | None = None) -> Callable[[dict[str, Any], Good], None]:
    def change(data: dict[str, Any], good: Good) -> None:
        data["progress"]["stage"] = {"context": "games", "source": source, "args": {}}
        if n is not None:
            data["progress"]["stage"]["n"] = n

    return change


def _sorted_keys_over_the_listing_read(good: Good, path: Path) -> None:
    """As `jq -S` writes it: keys sorted (the log before the summary), indented, bigger than the
    part of a file the listing reads first."""
    indent = 2
    raw = b""
    while len(raw) <= savefile.HEAD_BYTES:
        raw = json.dumps(good.data, sort_keys=True, indent=indent, ensure_ascii=False).encode()
        indent *= 2
    path.write_bytes(raw)


def _players(count: int) -> Make:
    return _set("players", [{"name": f"P{i}", "kind": "human", "bot": ""} for i in range(count)])


def _chance_swapped(data: dict[str, Any], good: Good) -> None:
    """A chance action logged as a player's (or, in a log without chance, a player's move logged
    as chance's)."""
    chance = [e for e in data["log"] if e["seat"] is None]
    if chance:
        chance[0]["seat"] = 0
    else:
        _player_entry(data)["seat"] = None


KINDS: dict[str, Kind] = {
    # cut off, encodings
    "empty": Kind(_bytes(lambda raw: b"")),
    "only spaces": Kind(_bytes(lambda raw: b" \n\t \r\n")),
    "cut in half": Kind(_bytes(lambda raw: raw[: len(raw) // 2])),
    "one brace": Kind(_bytes(lambda raw: b"{")),
    "cut inside a character": Kind(_bytes(_cut_in_a_character)),
    "a zip file": Kind(_bytes(lambda raw: b"PK\x03\x04\x14\x00\x00\x00" + raw[:100])),
    "UTF-16": Kind(_bytes(lambda raw: raw.decode().encode("utf-16"))),
    "Latin-1 bytes": Kind(_bytes(lambda raw: raw.replace("é".encode(), b"\xe9"))),
    "a byte-order mark": Kind(_bytes(lambda raw: b"\xef\xbb\xbf" + raw)),
    "NUL bytes": Kind(_bytes(lambda raw: raw[:50] + b"\x00" * 64 + raw[50:])),
    # types
    "a list": Kind(_data(lambda d, g: [d])),
    "a string": Kind(_data(lambda d, g: "sheetdesk-save")),
    "seed as text": Kind(_set("seed", "7")),
    "players as text": Kind(_set("players", "Ana, Ben")),
    "log entries as nulls": Kind(_data(lambda d, g: d.__setitem__("log", [None] * 3))),
    # formats, games
    "unknown field": Kind(_set("cheats", True)),
    "missing log": Kind(_drop("log")),
    "unknown format": Kind(_set("format", "sheetdesk-save-2")),
    "future format_version": Kind(_set("format_version", 99), newer=True),
    "format_version 0": Kind(_set("format_version", 0)),
    "unknown game": Kind(_set("game_id", "chess")),
    "a module path as game": Kind(_set("game_id", "os.system")),
    "newer rules": Kind(
        _data(lambda d, g: d.update(rules_version=d["rules_version"] + 1, app_version="99.0")),
        newer=True,
    ),
    "rules newer than the version that wrote it knew": Kind(
        _data(lambda d, g: d.__setitem__("rules_version", d["rules_version"] + 1))
    ),
    "another game's id": Kind(_data(_another_game)),
    "an app version of 20 MB": Kind(_huge_app_version),
    "an unknown option of 100 KB": Kind(
        _data(lambda d, g: d["options"].__setitem__("x", "a" * 100_000))
    ),
    "a made-up result of a game in progress": Kind(_data(_made_up_result)),
    "a name of nothing visible": Kind(
        _data(lambda d, g: d["players"][0].__setitem__("name", "\u200b\u200d\u2066"))
    ),
    "names with control, invisible and direction characters": Kind(
        _data(_names_to_clean), accepted=True
    ),
    "a future format this version cannot read": Kind(
        _data(
            lambda d, g: {
                "format": "sheetdesk-save",
                "format_version": savefile.FORMAT_VERSION + 1,
                "game": d,
            }
        ),
        newer=True,
    ),
    # the log
    "an illegal move": Kind(_data(_illegal_move)),
    "an unknown action kind": Kind(
        _data(lambda d, g: _player_entry(d).__setitem__("action", {"kind": "teleport"}))
    ),
    "a number out of range in a move": Kind(_data(_out_of_range_number)),
    "a move by a seat that does not exist": Kind(
        _data(lambda d, g: _player_entry(d, last=True).__setitem__("seat", 99))
    ),
    "chance and a player swapped in the log": Kind(_data(_chance_swapped)),
    "cursor past the log": Kind(_data(lambda d, g: d.__setitem__("cursor", len(d["log"]) + 5))),
    "a snapshot that does not match": Kind(_set("snapshot", {"nothing": "here"})),
    "a match id that climbs folders": Kind(_set("match_id", "../../etc/passwd")),
    # extreme numbers and dates
    "a huge seed": Kind(_set("seed", 10**400)),
    "an infinite seed": Kind(_bytes(lambda raw: raw.replace(b'"seed":', b'"seed":1e999,"x":'))),
    "NaN as a total": Kind(_bytes(lambda raw: raw.replace(b'"totals":[', b'"totals":[NaN,', 1))),
    "created in the year 1 at +01:00": Kind(_set("created", "0001-01-01T00:30:00+01:00")),
    "updated in the year 9999": Kind(_set("updated", "9999-12-31T23:59:59Z"), accepted=True),
    "updated in the year 1": Kind(_set("updated", "0001-01-01T00:00:00Z"), accepted=True),
    "a move count beyond 2³¹": Kind(
        _data(lambda d, g: d["progress"].__setitem__("actions", 2**31)), accepted=True
    ),
    "a stage count beyond 2³¹": Kind(_data(_stage("%n round(s) left", 2**31)), accepted=True),
    "a stage text without its value": Kind(
        _data(_stage("Round {round} of {rounds}")), accepted=True
    ),
    "a date without a time zone": Kind(_set("updated", "2024-05-01T10:00:00")),
    # sizes, nesting
    "deep nesting": Kind(_deeply_nested),
    "bigger than the limit": Kind(_huge),
    "sorted keys, bigger than the listing reads": Kind(
        _sorted_keys_over_the_listing_read, accepted=True
    ),
    "millions of score totals": Kind(_millions_of_totals),
    # players
    "no players": Kind(_players(0)),
    "two hundred players": Kind(_players(200)),
    "a name of 101 letters": Kind(
        _data(lambda d, g: d["players"][0].__setitem__("name", "A" * 101))
    ),
    "an empty name": Kind(_data(lambda d, g: d["players"][0].__setitem__("name", ""))),
    "an unknown computer player": Kind(
        _data(lambda d, g: d["players"][0].update(kind="bot", bot="genius"))
    ),
    "names that look like HTML": Kind(
        _data(lambda d, g: d["players"][0].__setitem__("name", "<b>Ana</b> & <i>Co</i>")),
        accepted=True,
    ),
    # not an ordinary file, links, permissions
    "a FIFO": Kind(_fifo, needs="fifo"),
    "a folder": Kind(_folder),
    "a link to a bad file": Kind(_link_to_bad_file),
    "a dangling link": Kind(_dangling_link),
    "a link to itself": Kind(_link_loop),
    "unreadable by its user": Kind(_unreadable, needs="unprivileged"),
    # damaged, with a good backup beside it (a power cut before the write reached the disk)
    "cut in half, with a good backup": Kind(
        _with_backup(lambda raw: raw[: len(raw) // 2]), recovered=True
    ),
    "zeros, with a good backup": Kind(_with_backup(lambda raw: b"\x00" * len(raw)), recovered=True),
    "empty, with a good backup": Kind(_with_backup(lambda raw: b""), recovered=True),
}

REFUSED = sorted(
    name for name, kind in KINDS.items() if not (kind.accepted or kind.newer or kind.recovered)
)
ACCEPTED = sorted(name for name, kind in KINDS.items() if kind.accepted)
NEWER = sorted(name for name, kind in KINDS.items() if kind.newer)
RECOVERED = sorted(name for name, kind in KINDS.items() if kind.recovered)


def fingerprint(path: Path) -> tuple[Any, ...]:
    """What a file is (type, size, contents or link target): equal before and after means it was
    left alone or moved whole."""
    info = path.lstat()
    if os.path.islink(path):
        return ("link", os.readlink(path))
    if path.is_dir():
        return ("folder", sorted(p.name for p in path.iterdir()))
    if not path.is_file():
        return ("special", info.st_mode)
    if info.st_mode & 0o444 == 0:
        return ("unreadable", info.st_size)
    return ("file", info.st_size, path.read_bytes() if info.st_size < 1 << 20 else info.st_size)
