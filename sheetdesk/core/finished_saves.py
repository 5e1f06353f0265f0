"""What the history's index keeps of a finished save, and the memo that spares replaying it again.

A finished save is loaded and its log replayed before it is indexed, as opening it does: the
result the file keeps is indexed only as the replay makes it, and a file whose result the replay
does not give (a hand-edited score, winner or end) is a damaged save, never a family's figures.
Replaying thousands of saves takes a while, and an index made again (deleted, damaged, put aside)
would replay every one. So what a replay gave is kept in a memo beside the index
(`checked-saves.sqlite`), keyed by the save's bytes (their SHA-256) and this version of sheetdesk:
a save whose bytes were replayed before by this version gives the same facts without replaying;
a changed byte, or another version, replays it again (another version's entries are dropped).
The memo is only a shortcut: one that cannot be read or written is passed by (the save is
replayed), never a failure.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import savefile
from .i18n import Text, text_from_json, text_to_json
from .protocol import ScoreBreakdown, ScoreItem

MEMO_FILE = "checked-saves.sqlite"  # beside the index


@dataclass(frozen=True, slots=True)
class Finished:
    """What the index keeps of a finished save."""

    match_id: str
    game: str
    rules_version: int
    created: str
    finished: str
    options: str
    actions: int
    players: tuple[tuple[str, str, str], ...]  # (name, kind, bot) per seat
    scores: dict[int, ScoreBreakdown]
    reason: Text | None


def replayed(path: Path) -> Finished | None:
    """A finished save's part of the index, from its replay; None for an unfinished one or a
    newer version's. Raises SaveError for one that cannot be read (a damaged one is
    quarantined, its backup standing in if it can, as the saved-games page does)."""
    head = savefile.read_summary(path)
    if not head.finished or head.newer:
        return None
    session = savefile.load(path)
    if not session.is_over():
        return None
    rules = session.rules
    return Finished(
        match_id=session.match_id,
        game=rules.info.id,
        rules_version=rules.info.rules_version,
        created=head.created.isoformat(),
        finished=head.updated.isoformat(),
        options=json.dumps(dict(session.options), sort_keys=True, default=str),
        actions=head.actions,
        players=tuple((p.name, p.kind, p.bot) for p in session.players),
        scores=dict(rules.scores(session.state)),
        reason=rules.end_reason(session.state),
    )


class Memo:
    """What replays gave, by the save's bytes and sheetdesk's version (see the module)."""

    def __init__(self, path: Path | None) -> None:
        import sheetdesk

        self.version = str(sheetdesk.__version__)
        self.db: sqlite3.Connection | None = None
        if path is None:
            return
        try:
            db = sqlite3.connect(path, isolation_level=None, timeout=0)
        except (sqlite3.Error, OSError):
            return
        try:
            db.execute("PRAGMA synchronous = OFF")  # (a memo lost to a crash is only replayed)
            db.execute(
                "CREATE TABLE IF NOT EXISTS checked (digest TEXT NOT NULL, version TEXT NOT NULL, "
                "facts TEXT NOT NULL, PRIMARY KEY (digest, version))"
            )
            # another version's replays would only be replayed again: they make room
            db.execute("DELETE FROM checked WHERE version != ?", (self.version,))
        except sqlite3.Error:
            db.close()  # (damaged, or another window holds it: the saves are replayed)
            return
        self.db = db

    def close(self) -> None:
        if self.db is not None:
            self.db.close()
            self.db = None

    def read(self, path: Path) -> Finished | None:
        """`path`'s part of the index: from the memo when its bytes were replayed before, else
        replayed (and remembered). As `replayed` for what it returns and raises."""
        digest = self._digest(path)
        if digest is not None and self.db is not None:
            with contextlib.suppress(sqlite3.Error, ValueError, KeyError, TypeError):
                row = self.db.execute(
                    "SELECT facts FROM checked WHERE digest = ? AND version = ?",
                    (digest, self.version),
                ).fetchone()
                if row is not None:
                    return _from_json(json.loads(row[0]))
        found = replayed(path)
        if found is not None and digest is not None and self.db is not None:
            with contextlib.suppress(sqlite3.Error):
                self.db.execute(
                    "INSERT OR REPLACE INTO checked (digest, version, facts) VALUES (?, ?, ?)",
                    (digest, self.version, json.dumps(_to_json(found))),
                )
        return found

    @staticmethod
    def _digest(path: Path) -> str | None:
        try:
            with open(path, "rb") as file:
                return hashlib.file_digest(file, "sha256").hexdigest()
        except OSError:
            return None


def _to_json(found: Finished) -> dict[str, Any]:
    return {
        "match_id": found.match_id,
        "game": found.game,
        "rules_version": found.rules_version,
        "created": found.created,
        "finished": found.finished,
        "options": found.options,
        "actions": found.actions,
        "players": [list(p) for p in found.players],
        "scores": [
            [seat, score.total, score.winner, [[i.key, i.label, i.points] for i in score.items]]
            for seat, score in found.scores.items()
        ],
        "reason": None if found.reason is None else text_to_json(found.reason),
    }


def _from_json(data: dict[str, Any]) -> Finished:
    return Finished(
        match_id=str(data["match_id"]),
        game=str(data["game"]),
        rules_version=int(data["rules_version"]),
        created=str(data["created"]),
        finished=str(data["finished"]),
        options=str(data["options"]),
        actions=int(data["actions"]),
        players=tuple((str(n), str(k), str(b)) for n, k, b in data["players"]),
        scores={
            int(seat): ScoreBreakdown(
                tuple(ScoreItem(str(k), str(label), int(p)) for k, label, p in items),
                int(total),
                bool(winner),
            )
            for seat, total, winner, items in data["scores"]
        },
        reason=None if data["reason"] is None else text_from_json(data["reason"]),
    )
