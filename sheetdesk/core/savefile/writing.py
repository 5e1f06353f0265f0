"""Writing saves: a session as its envelope (the log encoded once per entry), written atomically
to its file in the saves folder; comparing a copy with its save; deleting a save; clearing the
temporary files of killed writes.

What the envelope says of the position (whether the game is over, whom it opens on, the public
totals, the result) is read from the `Position` the change left (core/turns.py), handed along
with the session by whoever drew it (the window's autosave); a save with none at hand makes it
with the same function (`position`), once."""

from __future__ import annotations

import json
import operator
import weakref
from datetime import UTC, datetime
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import (
    ValidationError,
)

import sheetdesk

from .. import names, paths
from ..protocol import ActionUnion, Rules, hides_secrets, scores_known
from ..save_glance import hand_to_at
from ..session import LogEntry, Session
from ..snapshot import compact_json, to_json_text
from ..turns import SAVING, Position, position
from . import envelope
from .atomic import kept_before, leftovers, write_bytes_atomic, write_error
from .envelope import (
    BACKUP_SUFFIX,
    FORMAT,
    MATCH_ID,
    SUFFIX,
    Envelope,
    Stage,
    public_json,
    result_of,
)
from .lock import MatchLock
from .messages import Message, SaveError, reason


def clock() -> datetime:
    """The time a save is stamped with (golden saves put a fixed one in its place)."""
    return datetime.now(UTC)


@lru_cache(maxsize=64)  # (every save writes its match's `created` and the second it is made)
def _iso(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


def position_of(session: Session, pos: Position | None = None) -> Position:
    """`pos` when it is the position `session` is in now, else that position made once."""
    if pos is not None and pos.state is session.state and pos.cursor == session.cursor:
        return pos
    return position(session, SAVING, None)


def _progress(session: Session, pos: Position) -> dict[str, Any]:
    rules = session.rules
    state = session.state
    try:
        public = _public_scores(rules, state, pos)
        totals = [public[seat].total for seat in range(len(session.players))]
    except Exception:  # a view some scorer cannot read must not block saving
        totals = []
    turn = getattr(state, "turn", None)
    progress = {
        # the players' moves as everyone may see them: a pending choice of a step decided in
        # secret is not counted until the step ends (its number of moves would tell it)
        "actions": session.public_moves(),
        "turn": turn if type(turn) is int else None,
        "totals": totals,
        "stage": _stage(rules, state),
    }
    # a view that is the state itself was scored as the state is: the position's scores are
    # the result's (a scorer failing on it fails again either way)
    whole = (lambda: pos.scores) if pos.over and pos.view is state else None
    result = result_of(session, over=True, scores=whole) if pos.over else None
    progress["result"] = None if result is None else result.model_dump(mode="json")
    return progress


def _public_scores(rules: Rules, state: Any, pos: Position) -> Any:
    """The scores everyone may see at `pos`: those of the public view, which is the position's
    own view when nobody holds the laptop or the game hides nothing. The position's scores are
    used when they are of the state itself (the position's view is the state: the same scores
    whoever computes them); else the view is scored here."""
    if pos.viewer is None or not hides_secrets(rules):
        if pos.view is state:
            return pos.scores
        return scores_known(rules, pos.view, pos.over)
    return scores_known(rules, rules.view(state, None), pos.over)


def _stage(rules: Rules, state: Any) -> dict[str, Any] | None:
    """rules.progress as a Stage, or None when the game has none or it cannot be one (a stage
    is a courtesy of the listing: it never blocks saving)."""
    try:
        said = rules.progress(state)
    except Exception:
        return None
    if said is None:
        return None
    stage: dict[str, Any] = {
        "context": said.context,
        "source": said.source,
        "args": dict(said.args),
    }
    if said.n is not None:
        stage["n"] = said.n
    return stage if _valid_stage(stage) else None


# Stages found valid or not, by their repr (which tells 1 from True and "1": a game's few stages
# are saved after every move, and validating one takes longer than the rest of its progress)
_STAGES: dict[str, bool] = {}


def _valid_stage(stage: dict[str, Any]) -> bool:
    key = repr(stage)
    valid = _STAGES.get(key)
    if valid is None:
        try:
            Stage.model_validate(stage)
            valid = True
        except ValidationError:
            valid = False
        if len(_STAGES) >= 4096:
            _STAGES.clear()
        _STAGES[key] = valid
    return valid


def _entry_text(entry: LogEntry) -> str:
    return _compact({"seat": entry.seat, "action": entry.action.model_dump(mode="json")})


# The encoded log of each live session (by id; dropped when the session is freed), entry by
# entry: autosave rewrites the whole log after every action, and only the entries that are new
# since the last write need encoding.
_ENCODED_LOGS: dict[int, tuple[list[LogEntry], list[str]]] = {}


def _encoded_log(session: Session) -> list[str]:
    key = id(session)
    if key not in _ENCODED_LOGS:
        weakref.finalize(session, _ENCODED_LOGS.pop, key, None)
    entries, texts = _ENCODED_LOGS.get(key, ([], []))
    log = session.log
    # (the entries encoded before that are still the log's, compared in one go: usually all
    # of them, the log having grown since)
    if len(entries) <= len(log) and all(map(operator.is_, entries, log)):
        same = len(entries)
    else:
        kept = list(map(operator.is_, entries, log))
        same = kept.index(False) if False in kept else len(kept)
    if same < len(entries) or same < len(log):
        new = log[same:]
        texts = texts[:same] + [_entry_text(entry) for entry in new]
        entries = entries[:same] + list(new)
    _ENCODED_LOGS[key] = (entries, texts)
    return texts


_compact = compact_json  # (every save encodes each new log entry and its envelope's head)


def envelope_data(session: Session, pos: Position | None = None) -> dict[str, Any]:
    """The envelope describing `session` right now (at `pos`, when it is that position), as
    the JSON-able dict that is written."""
    data = public_json(envelope_data_without_log(session, pos))
    data["log"] = [json.loads(text) for text in _encoded_log(session)]
    return data


def envelope_data_without_log(session: Session, pos: Position | None = None) -> dict[str, Any]:
    """The envelope without its log (values JSON can encode; tuples stand for lists)."""
    return {**_head(session, pos), "snapshot": session.rules.snapshot(session.state)}


def _head(session: Session, pos: Position | None) -> dict[str, Any]:
    """The envelope without its snapshot and its log (which come last, in that order)."""
    rules = session.rules
    pos = position_of(session, pos)
    if not MATCH_ID.match(session.match_id):
        raise ValueError(f"match id {session.match_id!r} cannot name a file")
    return {
        "format": FORMAT,
        "format_version": envelope.FORMAT_VERSION,
        "app_version": sheetdesk.__version__,
        "game_id": rules.info.id,
        "rules_version": rules.info.rules_version,
        "options": dict(session.options),
        "players": [
            {"name": names.clean_name(p.name), "kind": p.kind, "bot": p.bot}
            for p in session.players
        ],
        "seed": session.seed,
        "match_id": session.match_id,
        "cursor": session.cursor,
        "created": _iso(session.created),
        "updated": _iso(clock()),
        "finished": pos.over,
        "progress": _progress(session, pos),
        "hand_to": _hand_to(session, pos),
    }


def _snapshot_text(session: Session) -> str:
    """The snapshot's JSON text: a game's snapshot as core.snapshot makes it (every game's so
    far) is written from the state directly, its cards' text kept (`to_json_text`)."""
    rules = session.rules
    if getattr(type(rules), "snapshot", None) is ActionUnion.snapshot:
        return to_json_text(session.state)
    return _compact(rules.snapshot(session.state))


def _hand_to(session: Session, pos: Position) -> int | None:
    """The seat the laptop goes to first when this save opens (see `Envelope.hand_to`), or None;
    None too when it cannot be worked out (a courtesy to the first page: it never blocks saving,
    and a save that says None is opened the careful way before that page)."""
    try:
        if pos.over:
            return None
        humans = [seat for seat, player in enumerate(session.players) if player.is_human]
        return hand_to_at(pos.step, pos.open, humans, pos.cursor)
    except Exception:
        return None


def envelope_of(session: Session) -> Envelope:
    """The envelope describing `session` right now, validated."""
    return Envelope.model_validate(envelope_data(session))


def dumps(session: Session, pos: Position | None = None) -> bytes:
    """The save file's bytes: envelope_data, with the log's entries encoded only once each and
    the state's cards once while they live."""
    head = _compact(_head(session, pos))
    log = ",".join(_encoded_log(session))
    return f'{head[:-1]},"snapshot":{_snapshot_text(session)},"log":[{log}]}}\n'.encode()


def save_path_for(match_id: str) -> Path:
    if not MATCH_ID.match(match_id):
        raise ValueError(f"match id {match_id!r} cannot name a file")
    return paths.saves_dir() / f"{match_id}{SUFFIX}"


def write(
    session: Session,
    path: Path | str | None = None,
    *,
    durable: bool = True,
    position: Position | None = None,
) -> Path:
    """Save `session` (to its file in the saves folder by default); returns the path.
    `position`: the position the session's last change left, when the caller has it.

    Raises SaveError with a plain reason (disk full, no permission, …); the old file is kept.
    `durable=False`: see write_bytes_atomic.
    """
    target = Path(path) if path is not None else save_path_for(session.match_id)
    try:
        payload = dumps(session, position)
    except names.NameRefused as error:
        # (what the loader would refuse is never written: the save would be put aside later)
        raise SaveError(target, reason(Message.BAD_NAME, reason=error.reason)) from error
    except Exception as error:
        # Whatever a position or a loaded value makes the encoder trip on, the player must hear
        # of it and keep playing (the autosave reports SaveErrors only).
        raise SaveError(
            target,
            reason(Message.CANNOT_ENCODE_KEPT if kept_before(target) else Message.CANNOT_ENCODE),
        ) from error
    try:
        write_bytes_atomic(target, payload, durable=durable)
    except OSError as error:
        raise write_error(target, error) from error
    return target


CopyRelation = Literal["same", "copy_newer", "saved_has_more"]


def copy_relation(saved: Session, copy: Session) -> CopyRelation:
    """How a copy of a match (a file from elsewhere) compares with its save in the saves folder:
    the same position, a copy that has every saved move and more, or a save with moves the copy
    lacks (an older copy, or one that went another way): that save must not be replaced."""
    if copy.log == saved.log and copy.cursor == saved.cursor:
        return "same"
    if len(copy.log) > len(saved.log) and copy.log[: len(saved.log)] == saved.log:
        return "copy_newer"
    return "saved_has_more"


def delete(path: Path | str) -> None:
    """Remove a save with its backup, leftover temporary files and lock file (raises SaveError
    if it cannot, or if the match is open in another window: its lock stays with it)."""
    path = Path(path)
    lock = MatchLock(path)
    if not lock.acquire() and lock.busy:
        raise SaveError(path, reason(Message.OPEN_ELSEWHERE))
    try:
        path.unlink(missing_ok=True)
        path.with_name(path.name + BACKUP_SUFFIX).unlink(missing_ok=True)
        for leftover in leftovers(path.parent, path.name):
            leftover.unlink(missing_ok=True)
        # (removed while held: a window opening the match now gets a new lock file of its own)
        lock.path.unlink(missing_ok=True)
    except OSError as error:
        raise SaveError(
            path, reason(Message.DELETE_FAILED, error=error.strerror or type(error).__name__)
        ) from error
    finally:
        lock.release()


def clean_leftovers(folder: Path | str | None = None) -> list[Path]:
    """Remove the temporary files of killed writes from the saves folder (the app does it when
    it starts), except those of a match open in a window right now (that window may be writing
    them). Returns what was removed."""
    base = Path(folder) if folder is not None else paths.saves_dir()
    removed = []
    for leftover in leftovers(base):
        save_name = leftover.name[1:].split(f"{SUFFIX}.", 1)[0] + SUFFIX
        lock = MatchLock(base / save_name)
        if lock.path.exists() and not lock.acquire():
            continue
        try:
            leftover.unlink(missing_ok=True)
            removed.append(leftover)
        except OSError:
            pass
        finally:
            lock.release()
    return removed
