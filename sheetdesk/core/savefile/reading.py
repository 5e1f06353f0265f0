"""Reading saves: the strict loader (a size cap, the envelope checked, migrated and replayed),
the listing's quick read of a file's head, and recovery: a damaged save in the saves folder is
moved to the quarantine (never deleted), its backup standing in when it loads."""

from __future__ import annotations

import codecs
import contextlib
import errno
import json
import os
import re
import stat
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from pydantic import (
    ValidationError,
)

import sheetdesk

from .. import paths, registry
from ..protocol import Action, IllegalAction, Rules
from ..session import LogEntry, Player, Session
from . import envelope
from .atomic import write_bytes_atomic
from .envelope import (
    BACKUP_SUFFIX,
    FORMAT,
    HEAD_BYTES,
    HEAD_KEYS,
    MAX_SEATS,
    SUFFIX,
    Envelope,
    Head,
    SavedEntry,
    SaveSummary,
    migrate,
    public_json,
    result_of,
    same_facts,
    summary_of,
)
from .messages import Message, NewerSave, Recovered, SaveError, Unreadable, invalid, reason

MAX_BYTES = 20 * 1024 * 1024


def _newer_app(app_version: str) -> bool:
    """Whether a save's app version is newer than this sheetdesk's (its leading numbers
    compared; one that is not a version number is not newer)."""

    def release(version: str) -> tuple[int, ...] | None:
        found = re.match(r"\d{1,9}(?:\.\d{1,9}){0,4}", version)
        return tuple(int(part) for part in found.group().split(".")) if found else None

    theirs, ours = release(app_version), release(sheetdesk.__version__)
    return theirs is not None and (ours is None or theirs > ours)


def _newer_rules(path: Path, app_version: str) -> SaveError:
    """What a save whose rules version is above its game's is: a newer version's (kept and
    listed as such) if a newer sheetdesk wrote it, else a damaged save (its game id changed to
    another game's, say), which no update would open."""
    if _newer_app(app_version):
        return NewerSave(path, reason(Message.NEWER_RULES))
    return SaveError(path, reason(Message.RULES_NEVER_WERE))


def _newer_summary(path: Path) -> SaveSummary:
    """The listing's line for a save of a newer version: what of its summary this version can
    read (its format may have changed), the file's own date for what it cannot."""
    fields: dict[str, Any] = {}
    with contextlib.suppress(SaveError, OSError, ValueError, RecursionError, UnicodeError):
        raw, _size = _read_bytes(path, HEAD_BYTES)
        text = codecs.getincrementaldecoder("utf-8")().decode(raw[:HEAD_BYTES], final=False)
        fields = _head_fields(text, complete=False) or {}
    with contextlib.suppress(ValidationError):
        return summary_of(path, Head.model_validate(fields), newer=True)
    try:
        moment = datetime.fromtimestamp(path.stat().st_mtime, UTC)
    except (OSError, OverflowError, ValueError):
        moment = datetime(1970, 1, 1, tzinfo=UTC)
    players = fields.get("players")
    names = tuple(
        str(p.get("name"))[:100]
        for p in (players if isinstance(players, list) else [])[:MAX_SEATS]
        if isinstance(p, dict) and p.get("name")
    )
    game = fields.get("game_id")
    return SaveSummary(
        path=path,
        match_id=path.stem,
        game_id=game[:100] if isinstance(game, str) else "",
        players=names,
        created=moment,
        updated=moment,
        finished=False,
        actions=0,
        totals=(),
        newer=True,
    )


def in_saves_dir(path: Path | str) -> bool:
    """Whether `path` is an entry of the saves folder (a symbolic link there counts as there,
    wherever it points)."""
    try:
        return Path(path).absolute().parent.resolve() == paths.saves_dir().resolve()
    except OSError:
        return False


def _quarantine(path: Path, *, with_backup: bool = True) -> Path | None:
    """Move a bad save (and its backup) out of the saves folder; never delete anything."""
    if not in_saves_dir(path) or not os.path.lexists(path):
        return None
    folder = paths.quarantine_dir()
    target = folder / path.name
    if target.exists():
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
        target = folder / f"{path.stem}.{stamp}{path.suffix}"
    try:
        os.replace(path, target)
    except OSError:
        return None
    backup = _backup_of(path)
    if with_backup and backup.exists():
        with contextlib.suppress(OSError):
            os.replace(backup, target.with_name(target.name + BACKUP_SUFFIX))
    return target


def _backup_of(path: Path) -> Path:
    return path.with_name(path.name + BACKUP_SUFFIX)


def _fail(path: Path, error: SaveError) -> SaveError:
    """`error`, with the file moved to the quarantine (when it is in the saves folder)."""
    return SaveError(path, error.reason, _quarantine(path), details=error.details)


_T = TypeVar("_T")


def _recover(path: Path, damage: SaveError, check: Callable[[Path], _T]) -> tuple[_T, Recovered]:
    """When the save `path` is damaged (`damage`) but its backup, one change older, passes
    `check`: the damaged file goes to the quarantine alone and the backup takes its place (the
    backup stays too), so the game lists, opens and is saved again as any other. Raises `damage`
    moved to the quarantine (with the backup) when the backup cannot stand in."""
    backup = _backup_of(path)
    if in_saves_dir(path) and os.path.lexists(path) and backup.is_file():
        try:
            result = check(backup)
            raw, _size = _read_bytes(backup, MAX_BYTES)
        except SaveError:
            pass
        else:
            moved = _quarantine(path, with_backup=False)
            if moved is not None:
                try:
                    write_bytes_atomic(path, raw)
                except OSError:
                    with contextlib.suppress(OSError):
                        os.replace(backup, moved.with_name(moved.name + BACKUP_SUFFIX))
                    error = SaveError(path, damage.reason, moved, details=damage.details)
                    raise error from damage
                return result, Recovered(path, damage, moved)
    raise _fail(path, damage) from damage


_OPEN_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_BINARY", 0)
    # a FIFO opened without O_NONBLOCK waits for a writer for ever; a terminal must not become
    # the app's controlling one
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOCTTY", 0)
)
# What makes a file in the saves folder unreadable for good (it is moved to the quarantine, or the
# same warning would come at every start): no permission, a dangling or looping symbolic link.
_FOR_GOOD = (errno.EACCES, errno.EPERM, errno.ELOOP)


def _read_bytes(path: Path, limit: int) -> tuple[bytes, int]:
    """Up to `limit` + 1 bytes from the start of the ordinary file `path`, and its size."""
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except OSError as error:
        why = reason(Message.UNREADABLE, error=error.strerror or type(error).__name__)
        dangling = error.errno == errno.ENOENT and os.path.islink(path)
        if error.errno in _FOR_GOOD or dangling:
            raise SaveError(path, why) from error
        raise Unreadable(path, why) from error
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SaveError(path, reason(Message.NOT_REGULAR))
        if info.st_size > MAX_BYTES:
            raise SaveError(path, reason(Message.TOO_BIG))
        chunks = []
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks), info.st_size
    except OSError as error:
        raise Unreadable(
            path, reason(Message.UNREADABLE, error=error.strerror or type(error).__name__)
        ) from error
    finally:
        os.close(fd)


def parse_envelope(raw: bytes, path: Path | str = "") -> Envelope:
    """Check and migrate a whole file's bytes into the envelope, without replaying (raises
    SaveError naming `path`; nothing is moved)."""
    path = Path(path)
    if len(raw) > MAX_BYTES:
        raise SaveError(path, reason(Message.TOO_BIG))
    if not raw.strip():
        raise SaveError(path, reason(Message.EMPTY))
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise SaveError(path, reason(Message.NOT_JSON), details=str(error)[:300]) from error
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(path, reason(Message.NOT_A_SAVE))
    data = migrate(data, path)
    try:
        return Envelope.model_validate(data)
    except ValidationError as error:
        raise invalid(path, error) from error


def _read_envelope(path: Path) -> Envelope:
    """Read, check and migrate the envelope without replaying (raises SaveError, not moving)."""
    raw, _size = _read_bytes(path, MAX_BYTES)
    return parse_envelope(raw, path)


_WHITESPACE = re.compile(r"[ \t\n\r]*")


def _head_fields(
    text: str, *, complete: bool = True, cut: list[str] | None = None
) -> dict[str, Any] | None:
    """The top-level members of the JSON object `text` starts with, read one by one until every
    HEAD_KEYS member is in (None if `text` ends first or is not laid out as a save; with
    `complete=False`, the members read until then). The key of a member whose value `text` ends
    in (or that is not JSON) is appended to `cut`."""
    decoder = json.JSONDecoder()
    fields: dict[str, Any] = {}
    at = _WHITESPACE.match(text, 0).end()  # type: ignore[union-attr]
    if text[at : at + 1] != "{":
        return None
    at += 1
    try:
        while not fields.keys() >= HEAD_KEYS:
            at = _WHITESPACE.match(text, at).end()  # type: ignore[union-attr]
            key, at = decoder.raw_decode(text, at)
            at = _WHITESPACE.match(text, at).end()  # type: ignore[union-attr]
            if not isinstance(key, str) or text[at : at + 1] != ":":
                return None
            at = _WHITESPACE.match(text, at + 1).end()  # type: ignore[union-attr]
            try:
                fields[key], at = decoder.raw_decode(text, at)
            except (ValueError, RecursionError):
                if cut is not None:
                    cut.append(key)
                raise
            at = _WHITESPACE.match(text, at).end()  # type: ignore[union-attr]
            if text[at : at + 1] != ",":
                break
            at += 1
    except (ValueError, RecursionError):
        return None if complete else fields
    return fields if not complete or fields.keys() >= HEAD_KEYS else None


def _read_head(path: Path) -> Head | Envelope:
    """What the listing needs of a save, reading at most HEAD_BYTES of it when it can: a small
    file whole (checked as strictly as when it opens), a bigger one only up to its summary fields,
    which the writer puts first. A file laid out otherwise (its keys sorted by a tool, say, so
    that the log comes before the summary) is read whole, within MAX_BYTES, as opening it would;
    one whose summary member itself goes beyond HEAD_BYTES is refused without reading on."""
    raw, size = _read_bytes(path, HEAD_BYTES)
    if size <= HEAD_BYTES and len(raw) <= HEAD_BYTES:
        return parse_envelope(raw, path)
    try:
        head = codecs.getincrementaldecoder("utf-8")().decode(raw[:HEAD_BYTES], final=False)
    except UnicodeDecodeError:
        head = ""
    cut: list[str] = []
    fields = _head_fields(head, cut=cut)
    if fields is None:
        if not head.lstrip().startswith("{"):
            raise SaveError(path, reason(Message.NOT_A_SAVE))
        if cut and cut[0] in HEAD_KEYS:
            # A summary member longer than the listing reads: no sound save has one (each is
            # bounded far below), and reading on could mean reading megabytes of score totals.
            raise SaveError(path, reason(Message.HEAD_TOO_LONG))
        return _read_envelope(path)
    if fields.get("format") != FORMAT:
        raise SaveError(path, reason(Message.NOT_A_SAVE))
    version = fields.get("format_version")
    if type(version) is int and 1 <= version < envelope.FORMAT_VERSION:
        if not envelope.HEAD_AS_IS.issuperset(range(version, envelope.FORMAT_VERSION)):
            return _read_envelope(path)  # an old format: migrations work on whole envelopes
        fields = migrate(dict(fields), path)
    migrate(dict(fields), path)  # (refuses newer and nonsense versions with their reasons)
    try:
        return Head.model_validate(fields)
    except ValidationError as error:
        raise invalid(path, error) from error


def _checked_head(path: Path) -> Head | Envelope:
    head = _read_head(path)
    try:
        entry = registry.get(head.game_id)
    except KeyError:
        raise SaveError(path, reason(Message.UNKNOWN_GAME, game=head.game_id)) from None
    if head.rules_version > entry.rules_version:
        raise _newer_rules(path, head.app_version)
    return head


def _listed(path: Path) -> tuple[SaveSummary, Recovered | None]:
    """The listing's line for one file, and the notice if its backup had to stand in."""
    try:
        return summary_of(path, _checked_head(path)), None
    except Unreadable:
        raise
    except NewerSave:
        return _newer_summary(path), None
    except SaveError as error:
        head, notice = _recover(path, error, _checked_head)
        return summary_of(path, head), notice


def read_summary(path: Path | str) -> SaveSummary:
    """The saved-games page's line for one file, without replaying and reading no more than
    HEAD_BYTES of it when the file is laid out as sheetdesk writes it (a damaged file in the saves
    folder is quarantined, its backup standing in if it can; a newer version's is listed as
    such)."""
    return _listed(Path(path))[0]


def list_saves(folder: Path | str | None = None) -> tuple[list[SaveSummary], list[SaveError]]:
    """Every save in `folder` (the saves folder by default), newest first, and the failures.

    Nothing is replayed. A save that fails is reported (and quarantined if it is in the saves
    folder); the others still list. A damaged save whose backup can stand in is listed, and the
    failures include a `Recovered` notice for it. A newer version's save is listed (`newer`).
    """
    base = Path(folder) if folder is not None else paths.saves_dir()
    summaries: list[SaveSummary] = []
    errors: list[SaveError] = []
    try:
        candidates = sorted(base.glob(f"*{SUFFIX}"))
    except OSError:
        candidates = []
    for path in candidates:
        try:
            summary, notice = _listed(path)
            summaries.append(summary)
            if notice is not None:
                errors.append(notice)
        except Unreadable as error:
            if os.path.lexists(path):  # (not when another window deleted it meanwhile)
                errors.append(error)
        except SaveError as error:
            errors.append(error)
    summaries.sort(key=lambda s: (s.updated, s.path.name), reverse=True)
    return summaries, errors


def last_unfinished() -> SaveSummary | None:
    """The most recently changed unfinished game in the saves folder, if any."""
    summaries, _errors = list_saves()
    return next((s for s in summaries if not s.finished and not s.newer), None)


def _parse_log(rules: Rules, path: Path, entries: list[SavedEntry]) -> list[LogEntry]:
    log: list[LogEntry] = []
    for index, entry in enumerate(entries, start=1):
        try:
            action: Action = rules.parse_action(entry["action"])
        except (ValidationError, ValueError, KeyError, TypeError) as error:
            details = f"log.{index - 1}: {type(error).__name__}: {error}"[:300]
            raise SaveError(path, reason(Message.ILLEGAL, index=index), details=details) from error
        log.append(LogEntry(entry["seat"], action))
    return log


def _restore(path: Path, envelope: Envelope) -> Session:
    try:
        entry = registry.get(envelope.game_id)
    except KeyError:
        raise SaveError(path, reason(Message.UNKNOWN_GAME, game=envelope.game_id)) from None
    rules = entry.rules()
    if envelope.rules_version > rules.info.rules_version:
        raise _newer_rules(path, envelope.app_version)
    if envelope.rules_version != rules.info.rules_version:
        # a save keeps its game's rules: an older version replays under them where kept
        older = rules.under_rules_version(envelope.rules_version)
        if older is None:
            raise SaveError(path, reason(Message.OLD_FORMAT))
        rules = older
    if not rules.info.min_players <= len(envelope.players) <= rules.info.max_players:
        raise SaveError(path, reason(Message.PLAYERS))
    for seat, player in enumerate(envelope.players, start=1):
        if player.kind == "bot" and player.bot not in entry.bots:
            raise SaveError(
                path,
                reason(Message.UNKNOWN_BOT, seat=seat),
                details=f"players.{seat - 1}.bot: {player.bot[:100]!r}",
            )
    log = _parse_log(rules, path, envelope.log)
    if envelope.cursor > len(log):
        raise SaveError(
            path,
            reason(Message.CURSOR_PAST),
            details=f"cursor {envelope.cursor} > {len(log)} moves",
        )
    players = [Player(p.name, p.kind, p.bot) for p in envelope.players]
    try:
        session = Session.restore(
            rules,
            players,
            envelope.options,
            envelope.seed,
            log,
            envelope.cursor,
            envelope.match_id,
        )
    except IllegalAction as error:
        index = dict(error.reason.args).get("index")
        raise SaveError(
            path,
            reason(Message.ILLEGAL, index=index if isinstance(index, int) else 0),
            details=str(error)[:300],
        ) from error
    except (ValueError, KeyError, TypeError, IndexError) as error:
        # options or players the game's setup refuses
        details = f"{type(error).__name__}: {error}"[:300]
        raise SaveError(path, reason(Message.SETUP), details=details) from error
    try:
        snapshot = public_json(rules.snapshot(session.state))
    except (TypeError, ValueError) as error:  # pragma: no cover - a game bug, not a file's
        raise SaveError(path, reason(Message.MISMATCH)) from error
    if snapshot != envelope.snapshot:
        raise SaveError(path, reason(Message.MISMATCH))
    if envelope.progress.result is not None and (
        not session.is_over() or not same_facts(result_of(session), envelope.progress.result)
    ):
        raise SaveError(path, reason(Message.RESULT_MISMATCH))
    session.created = datetime.fromisoformat(envelope.created)
    return session


def _opened(path: Path) -> Session:
    return _restore(path, _read_envelope(path))


def peek(path: Path | str) -> Session:
    """Open a save as a Session to look at it (a picture of its sheet), moving and repairing
    nothing: a damaged save raises SaveError and stays where it is, for `load` to deal with."""
    return _opened(Path(path))


def load(path: Path | str, *, on_recovered: Callable[[Recovered], object] | None = None) -> Session:
    """Open a save as a live Session (raises SaveError; bad files in the saves folder are
    quarantined, files from elsewhere are never moved). A damaged save in the saves folder whose
    backup opens is replaced by that backup (the damaged file quarantined): its session is
    returned and `on_recovered` hears how. A newer version's save (NewerSave) is never moved."""
    path = Path(path)
    try:
        return _opened(path)
    except (Unreadable, NewerSave):
        raise
    except SaveError as error:
        session, notice = _recover(path, error, _opened)
        if on_recovered is not None:
            on_recovered(notice)
        return session
