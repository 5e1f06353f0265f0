"""Save files: one JSON envelope per match, written atomically after every change.

The envelope holds what a match *is* (game, rules version, options, players, seed, the action log
and the cursor) plus a few things for the saved-games page (timestamps, progress) and a snapshot of
the state at the cursor, which loading compares with its own replay. Loading is strict: a size
cap, unknown fields refused, old `format_version`s migrated through `MIGRATIONS`, every logged
action validated by the game and replayed. Nothing is pickled or evaluated, and no code is loaded
by a name found in a file (games come from the registry only).

A save in the saves folder that fails to load is moved to the quarantine folder (never deleted),
unless its backup (the previous write, one change older) loads: then the damaged file alone is
moved, the backup takes its place and the game goes on from it (a `Recovered` notice says so). A
file opened from anywhere else is never moved, nor is a save made by a newer version of sheetdesk
(`NewerSave`: it lists as such and does not open). Every failure is a `SaveError` whose `reason`
is a plain, translatable sentence (context "saves") the UI shows next to the file name, naming
what is wrong in a family's words; `details` keeps the technical part.
"""

from __future__ import annotations

import codecs
import contextlib
import errno
import json
import os
import re
import stat
import sys
import tempfile
import weakref
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any, Final, Literal, TypeVar

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
)

import sheetdesk

from . import names, paths, registry
from .i18n import QT_TRANSLATE_NOOP, Text, clamp_count, text, text_from_json, text_to_json
from .protocol import Action, IllegalAction, Rules, ScoreBreakdown, ScoreItem
from .session import LogEntry, Player, Session

FORMAT: Final = "sheetdesk-save"
FORMAT_VERSION: Final = 2
MAX_BYTES = 20 * 1024 * 1024
SUFFIX = paths.SAVE_SUFFIX
BACKUP_SUFFIX = ".bak"
LOCK_SUFFIX = ".lock"

_CTX = "saves"
_MATCH_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


# --- errors ------------------------------------------------------------------------------------


class SaveError(Exception):
    """A save that could not be read or written. `reason` is plain, translatable Text.

    `quarantined` is where a bad file from the saves folder was moved to (None if it stayed).
    """

    def __init__(
        self,
        path: Path | str,
        reason: Text,
        quarantined: Path | None = None,
        *,
        details: str = "",
    ) -> None:
        self.path = Path(path)
        self.reason = reason
        self.quarantined = quarantined
        self.details = details  # technical detail (English) for a "Details" part of a message
        super().__init__(f"{self.path.name}: {reason.english()}")


class _Unreadable(SaveError):
    """The file could not be read for a reason that may pass (an input/output error, too many
    open files, a file deleted meanwhile): it is never moved."""


class NewerSave(SaveError):
    """A save made by a newer version of sheetdesk (a higher format or rules version). It is
    sound for that version, so it is never moved: it lists as such and does not open here."""


class Recovered(SaveError):
    """Not a failure but a notice: the save was damaged (`damage` says how) and its backup, one
    change older, took its place; the damaged file is in the quarantine (`quarantined`)."""

    def __init__(self, path: Path, damage: SaveError, quarantined: Path | None) -> None:
        super().__init__(path, _r_recovered(damage.reason), quarantined, details=damage.details)
        self.damage = damage


def _reason(source: str, **args: Any) -> Text:
    return text(_CTX, source, **args)


def _r_not_regular() -> Text:
    return _reason(
        QT_TRANSLATE_NOOP("saves", "It is not an ordinary file, so sheetdesk does not read it.")
    )


def _r_head_too_long() -> Text:
    return _reason(
        QT_TRANSLATE_NOOP("saves", "Its summary (players, dates, scores) is far too long.")
    )


def _r_too_big() -> Text:
    return _reason(QT_TRANSLATE_NOOP("saves", "The file is too big to be a sheetdesk save."))


def _r_empty() -> Text:
    return _reason(QT_TRANSLATE_NOOP("saves", "The file is empty."))


def _r_not_json() -> Text:
    return _reason(QT_TRANSLATE_NOOP("saves", "The file is cut off or damaged (not valid JSON)."))


def _r_not_a_save() -> Text:
    return _reason(QT_TRANSLATE_NOOP("saves", "It is not a sheetdesk save."))


def _r_newer() -> Text:
    return _reason(
        QT_TRANSLATE_NOOP(
            "saves",
            "It was made by a newer version of sheetdesk. Update sheetdesk to go on with it; "
            "the file is kept as it is.",
        )
    )


def _r_recovered(damage: Text) -> Text:
    return _reason(
        QT_TRANSLATE_NOOP(
            "saves",
            "It was damaged: {damage} The game goes on from the copy sheetdesk keeps of the "
            "move before, so the last move is lost.",
        ),
        damage=damage,
    )


def _r_old_format() -> Text:
    return _reason(
        QT_TRANSLATE_NOOP("saves", "It was saved in an old format this version cannot read.")
    )


def _r_invalid() -> Text:
    return _reason(QT_TRANSLATE_NOOP("saves", "Some parts of it are missing or not as expected."))


# What is wrong with a save, named by the part of it that is wrong, in a family's words (the
# field names and the validator's own words go to the message's details).
_PARTS: Final[dict[str, str]] = {
    "format": QT_TRANSLATE_NOOP("saves", "The mark saying it is a sheetdesk save is damaged."),
    "format_version": QT_TRANSLATE_NOOP("saves", "Its version number is damaged."),
    "app_version": QT_TRANSLATE_NOOP("saves", "Its version number is damaged."),
    "rules_version": QT_TRANSLATE_NOOP("saves", "Its version number is damaged."),
    "game_id": QT_TRANSLATE_NOOP("saves", "The name of the game in it is damaged."),
    "options": QT_TRANSLATE_NOOP("saves", "The game's options in it are damaged."),
    "players": QT_TRANSLATE_NOOP(
        "saves", "Its list of players is damaged, or has no players or too many."
    ),
    "seed": QT_TRANSLATE_NOOP("saves", "The game number in it is damaged."),
    "match_id": QT_TRANSLATE_NOOP("saves", "The code that tells this game apart is damaged."),
    "log": QT_TRANSLATE_NOOP("saves", "Its list of moves is damaged."),
    "cursor": QT_TRANSLATE_NOOP("saves", "The point it had reached in its moves is damaged."),
    "created": QT_TRANSLATE_NOOP("saves", "The date the game was started is damaged."),
    "updated": QT_TRANSLATE_NOOP("saves", "The date the game was last played is damaged."),
    "finished": QT_TRANSLATE_NOOP("saves", "The mark saying whether the game is over is damaged."),
    "progress": QT_TRANSLATE_NOOP(
        "saves", "Its summary of how far the game is (moves, scores) is damaged."
    ),
    "snapshot": QT_TRANSLATE_NOOP("saves", "The saved position does not match its moves."),
}


def _r_unknown_part(part: str) -> Text:
    return _reason(
        QT_TRANSLATE_NOOP("saves", "It has a part this version does not know: “{part}”."),
        part=part,
    )


def _r_missing_part(part: str) -> Text:
    return _reason(
        QT_TRANSLATE_NOOP("saves", "A part of it is missing: “{part}”."),
        part=part,
    )


def _r_player_name(seat: int) -> Text:
    return _reason(
        QT_TRANSLATE_NOOP("saves", "The name of player {seat} is empty or too long."), seat=seat
    )


def _r_player(seat: int) -> Text:
    return _reason(QT_TRANSLATE_NOOP("saves", "Player {seat} in it is damaged."), seat=seat)


def _r_unknown_bot(seat: int) -> Text:
    return _reason(
        QT_TRANSLATE_NOOP(
            "saves", "Player {seat} is a computer player this version does not know."
        ),
        seat=seat,
    )


def _r_move(index: int) -> Text:
    return _reason(
        QT_TRANSLATE_NOOP("saves", "Move {index} in its list of moves is damaged."), index=index
    )


def _r_cursor_past() -> Text:
    return _reason(
        QT_TRANSLATE_NOOP("saves", "It says it had reached further than its list of moves goes.")
    )


def _r_setup() -> Text:
    return _reason(
        QT_TRANSLATE_NOOP(
            "saves", "Its options or players are not ones this game can be set up with."
        )
    )


def _validation_details(error: ValidationError, limit: int = 8) -> str:
    lines = []
    for item in error.errors()[:limit]:
        where = ".".join(str(part) for part in item["loc"]) or "(the whole file)"
        lines.append(f"{where}: {item['msg']}"[:300])
    if error.error_count() > limit:
        lines.append(f"… {error.error_count() - limit} more")
    return "\n".join(lines)


def _r_validation(error: ValidationError) -> Text:
    """The first thing a validator found wrong with an envelope, named in a family's words."""
    first = error.errors()[0] if error.error_count() else None
    if first is None:
        return _r_invalid()
    loc = first["loc"]
    part = str(loc[0]) if loc else ""
    if first["type"] == "extra_forbidden" and len(loc) == 1:
        return _r_unknown_part(part[:60])
    if first["type"] == "missing" and len(loc) == 1:
        return _r_missing_part(part)
    if part == "players" and len(loc) >= 2 and isinstance(loc[1], int):
        if len(loc) >= 3 and loc[2] == "name":
            return _r_player_name(loc[1] + 1)
        return _r_player(loc[1] + 1)
    if part == "log" and len(loc) >= 2 and isinstance(loc[1], int):
        return _r_move(loc[1] + 1)
    if part in _PARTS:
        return _reason(_PARTS[part])
    return _r_invalid()


def _invalid(path: Path, error: ValidationError) -> SaveError:
    return SaveError(path, _r_validation(error), details=_validation_details(error))


def _r_unknown_game(game: str) -> Text:
    return _reason(
        QT_TRANSLATE_NOOP("saves", "It is a game this version does not know: {game}."), game=game
    )


def _r_rules_never_were() -> Text:
    return _reason(
        QT_TRANSLATE_NOOP(
            "saves",
            "The game named in it does not match the rest of the file (its rules version is "
            "not one that game has had).",
        )
    )


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
        return NewerSave(path, _r_newer_rules())
    return SaveError(path, _r_rules_never_were())


def _r_newer_rules() -> Text:
    return _reason(
        QT_TRANSLATE_NOOP(
            "saves",
            "It was played with newer rules than this version knows. Update sheetdesk to go on "
            "with it; the file is kept as it is.",
        )
    )


def _r_players() -> Text:
    return _reason(
        QT_TRANSLATE_NOOP("saves", "It has a number of players this game does not allow.")
    )


def _r_illegal(index: int) -> Text:
    return _reason(
        QT_TRANSLATE_NOOP("saves", "Move {index} in it is not allowed by the rules."), index=index
    )


def _r_mismatch() -> Text:
    return _reason(QT_TRANSLATE_NOOP("saves", "The saved position does not match its moves."))


def _r_result_mismatch() -> Text:
    return _reason(
        QT_TRANSLATE_NOOP(
            "saves",
            "The saved result (the scores, the winner or how it ended) does not match its moves.",
        )
    )


def _r_unreadable(error: str) -> Text:
    return _reason(QT_TRANSLATE_NOOP("saves", "The file could not be read ({error})."), error=error)


def _r_disk_full(kept: bool) -> Text:
    if not kept:
        return _reason(
            QT_TRANSLATE_NOOP("saves", "The disk is full, so the game could not be saved.")
        )
    return _reason(
        QT_TRANSLATE_NOOP(
            "saves",
            "The disk is full, so the game could not be saved. The last saved version is kept.",
        )
    )


def _r_no_permission(kept: bool) -> Text:
    if not kept:
        return _reason(
            QT_TRANSLATE_NOOP(
                "saves",
                "sheetdesk may not write to the saves folder, so the game could not be saved.",
            )
        )
    return _reason(
        QT_TRANSLATE_NOOP(
            "saves",
            "sheetdesk may not write to the saves folder, so the game could not be saved. "
            "The last saved version is kept.",
        )
    )


def _r_write_failed(error: str, kept: bool) -> Text:
    if not kept:
        return _reason(
            QT_TRANSLATE_NOOP("saves", "The game could not be saved ({error})."), error=error
        )
    return _reason(
        QT_TRANSLATE_NOOP(
            "saves",
            "The game could not be saved ({error}). The last saved version is kept.",
        ),
        error=error,
    )


def _r_bad_name(reason: Text) -> Text:
    return _reason(
        QT_TRANSLATE_NOOP(
            "saves", "The game could not be saved: a player's name is refused. {reason}"
        ),
        reason=reason,
    )


def _r_cannot_encode(kept: bool) -> Text:
    if not kept:
        return _reason(
            QT_TRANSLATE_NOOP(
                "saves", "The game could not be saved because of an error in sheetdesk."
            )
        )
    return _reason(
        QT_TRANSLATE_NOOP(
            "saves",
            "The game could not be saved because of an error in sheetdesk. "
            "The last saved version is kept.",
        )
    )


def _r_open_elsewhere() -> Text:
    return _reason(
        QT_TRANSLATE_NOOP(
            "saves",
            "This game is open in another sheetdesk window, so it cannot be deleted. "
            "Close it there first.",
        )
    )


def _r_delete_failed(error: str) -> Text:
    return _reason(
        QT_TRANSLATE_NOOP("saves", "The save could not be deleted ({error})."), error=error
    )


# --- the envelope ------------------------------------------------------------------------------


def _iso_utc(value: str) -> str:
    moment = datetime.fromisoformat(value)
    if moment.tzinfo is None:
        raise ValueError("timestamps must carry a time zone")
    try:
        # Saving writes the moment in UTC: what cannot be written must not be loaded (year 1
        # at +01:00 is year 0 in UTC).
        moment.astimezone(UTC)
    except OverflowError as error:
        raise ValueError("the timestamp is out of range in UTC") from error
    return value


IsoTime = Annotated[str, AfterValidator(_iso_utc)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class SavedPlayer(_Strict):
    # (100: the longest an older version wrote; read_name makes it one the writer takes)
    name: Annotated[str, AfterValidator(names.read_name)] = Field(min_length=1, max_length=100)
    kind: Literal["human", "bot"] = "human"
    bot: str = ""


class SavedEntry(_Strict):
    seat: int | None = Field(ge=0)
    action: dict[str, Any]


MAX_SEATS = 64  # far above any game's seats: a cheap bound on what a file may list per seat
MAX_OPTIONS_BYTES = 4096  # a game's options (a few variants) as JSON: far above any game's


def _few_options(value: dict[str, Any]) -> dict[str, Any]:
    # (the listing reads the options within its first HEAD_BYTES: bounded alike for the loader,
    # so that neither takes a file the other refuses)
    if len(json.dumps(value)) > MAX_OPTIONS_BYTES:
        raise ValueError("the options are far too long")
    return value


Options = Annotated[dict[str, Any], AfterValidator(_few_options)]


_PLACEHOLDER = re.compile(r"\{[A-Za-z_]\w*\}")


class Stage(_Strict):
    """How far the game is in its own terms (rules.progress: "Round 2 of 4"), as an untranslated
    text the saved-games page shows in the reader's language. Only plain `{name}` placeholders
    with small int or str values: a file cannot make the listing format anything else."""

    context: str = Field(min_length=1, max_length=100)
    source: str = Field(min_length=1, max_length=200)
    args: dict[Annotated[str, Field(pattern=r"^[A-Za-z_]\w{0,30}$")], int | str] = Field(
        default_factory=dict, max_length=8
    )
    n: int | None = None

    @field_validator("n")
    @classmethod
    def _countable(cls, value: int | None) -> int | None:
        # (a count Qt's plural forms can take: they take a 32-bit int)
        return None if value is None else clamp_count(value)

    @field_validator("source")
    @classmethod
    def _plain_placeholders(cls, value: str) -> str:
        if "{" in _PLACEHOLDER.sub("", value) or "}" in _PLACEHOLDER.sub("", value):
            raise ValueError("only {name} placeholders")
        return value

    @field_validator("args")
    @classmethod
    def _small_values(cls, value: dict[str, int | str]) -> dict[str, int | str]:
        if any(isinstance(v, str) and len(v) > 100 for v in value.values()):
            raise ValueError("an argument is too long")
        return value

    def text(self) -> Text:
        return Text(self.context, self.source, tuple(sorted(self.args.items())), self.n)

    @property
    def complete(self) -> bool:
        """Every placeholder of the text has its value (a file may lack one: the listing then
        tells the moves without the stage rather than show a "{name}")."""
        return all(name[1:-1] in self.args for name in _PLACEHOLDER.findall(self.source))


class SavedItem(_Strict):
    key: str = Field(max_length=100)
    label: str = Field(max_length=200)
    points: int


class SavedScore(_Strict):
    total: int
    winner: bool
    items: list[SavedItem] = Field(max_length=100)


MAX_REASON = 2000  # characters of an end reason as JSON: far above any game's


def _a_reason(value: dict[str, Any] | None) -> dict[str, Any] | None:
    if value is not None and (len(json.dumps(value)) > MAX_REASON or text_from_json(value) is None):
        raise ValueError("not a text")
    return value


class Result(_Strict):
    """A finished game's final score cards and why it ended (`rules.scores`, `rules.end_reason`
    at the end), written with the game's last move: the history's index reads a finished game
    from here without replaying it. Loading checks it against the replay, as the snapshot."""

    scores: list[SavedScore] = Field(max_length=MAX_SEATS)
    reason: Annotated[dict[str, Any] | None, AfterValidator(_a_reason)] = None

    def breakdowns(self) -> dict[int, ScoreBreakdown]:
        return {
            seat: ScoreBreakdown(
                tuple(ScoreItem(i.key, i.label, i.points) for i in score.items),
                score.total,
                score.winner,
            )
            for seat, score in enumerate(self.scores)
        }

    def end_reason(self) -> Text | None:
        return None if self.reason is None else text_from_json(self.reason)


class Progress(_Strict):
    actions: int = Field(ge=0)  # players' actions up to the cursor (chance not counted)
    turn: int | None = None
    totals: list[int] = Field(max_length=MAX_SEATS)  # public score so far per seat
    stage: Stage | None = None  # saves written before it existed have none
    result: Result | None = None  # a finished game's (format 2 on; older ones are replayed)

    @field_validator("actions")
    @classmethod
    def _countable(cls, value: int) -> int:
        return clamp_count(value)  # (shown with a plural form: see Stage.n)


class Envelope(_Strict):
    format: Literal["sheetdesk-save"]
    format_version: int  # always FORMAT_VERSION once migrated (checked below)
    # (bounded as the listing's _Head bounds them: what one refuses, the other refuses)
    app_version: str = Field(max_length=100)
    game_id: str = Field(max_length=100)
    rules_version: int
    options: Options
    players: list[SavedPlayer] = Field(min_length=1, max_length=MAX_SEATS)
    seed: int = Field(ge=0, lt=1 << 64)  # the random generator's domain (a game number is far less)
    match_id: Annotated[str, Field(pattern=_MATCH_ID.pattern)]
    log: list[SavedEntry]
    cursor: int = Field(ge=0)
    created: IsoTime
    updated: IsoTime
    finished: bool
    progress: Progress
    snapshot: Any

    @field_validator("format_version")
    @classmethod
    def _current_version(cls, value: int) -> int:
        if value != FORMAT_VERSION:
            raise ValueError(f"format_version {value} is not the current {FORMAT_VERSION}")
        return value


class _Head(_Strict):
    """What the saved-games page reads of a save: the envelope's first fields, which the writer
    puts before the options' neighbours, the snapshot and the log (see `_read_head`)."""

    model_config = ConfigDict(extra="ignore", strict=True, frozen=True)
    format: Literal["sheetdesk-save"]
    format_version: int
    app_version: str = Field(max_length=100)
    game_id: str = Field(max_length=100)
    rules_version: int
    options: Options = Field(default_factory=dict)
    players: list[SavedPlayer] = Field(min_length=1, max_length=MAX_SEATS)
    match_id: Annotated[str, Field(pattern=_MATCH_ID.pattern)]
    created: IsoTime
    updated: IsoTime
    finished: bool
    progress: Progress


HEAD_KEYS: Final = frozenset(_Head.model_fields)
HEAD_BYTES = 64 * 1024  # the listing reads no more of a file than this


Migration = Callable[[dict[str, Any]], dict[str, Any]]


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Format 2 adds a finished game's result to its progress: a version 1 save has none (the
    history's index replays it instead), so only the version changes."""
    return {**data, "format_version": 2}


MIGRATIONS: dict[int, Migration] = {1: _v1_to_v2}
"""MIGRATIONS[n] turns a format_version n envelope (as a dict) into version n + 1.
Each one needs a fixture save of version n in tests/fixtures/saves/ and a test."""


def migrate(data: dict[str, Any], path: Path | str = "") -> dict[str, Any]:
    """Bring a raw envelope up to FORMAT_VERSION through the chain (raises SaveError)."""
    version = data.get("format_version")
    if type(version) is not int or version < 1:
        raise SaveError(path, _r_not_a_save())
    if version > FORMAT_VERSION:
        raise NewerSave(path, _r_newer())
    while version < FORMAT_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError(path, _r_old_format())
        data = step(dict(data))
        if data.get("format_version") != version + 1:
            raise SaveError(path, _r_old_format())
        version += 1
    return data


# --- summaries for the saved-games page --------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SaveSummary:
    path: Path
    match_id: str
    game_id: str
    players: tuple[str, ...]  # names, in seat order
    created: datetime
    updated: datetime
    finished: bool
    actions: int  # players' actions so far (chance not counted)
    totals: tuple[int, ...]  # public score so far per seat
    turn: int | None = None
    kinds: tuple[str, ...] = ()  # "human" / "bot" per seat
    stage: Text | None = None  # how far the game is in its own terms (rules.progress)
    newer: bool = False  # made by a newer version of sheetdesk: listed, but it does not open here
    bots: tuple[str, ...] = ()  # the bot's name per seat ("" for a person)
    options: Mapping[str, Any] = field(default_factory=dict)
    rules_version: int = 0
    result: Result | None = None  # a finished game's, when its save has it (format 2 on)


def _summary(path: Path, envelope: Envelope | _Head, *, newer: bool = False) -> SaveSummary:
    return SaveSummary(
        path=path,
        match_id=envelope.match_id,
        game_id=envelope.game_id,
        players=tuple(p.name for p in envelope.players),
        created=datetime.fromisoformat(envelope.created),
        updated=datetime.fromisoformat(envelope.updated),
        finished=envelope.finished,
        actions=envelope.progress.actions,
        totals=tuple(envelope.progress.totals),
        turn=envelope.progress.turn,
        kinds=tuple(p.kind for p in envelope.players),
        stage=stage.text() if (stage := envelope.progress.stage) and stage.complete else None,
        newer=newer,
        bots=tuple(p.bot for p in envelope.players),
        options=dict(envelope.options),
        rules_version=envelope.rules_version,
        result=envelope.progress.result,
    )


def _newer_summary(path: Path) -> SaveSummary:
    """The listing's line for a save of a newer version: what of its summary this version can
    read (its format may have changed), the file's own date for what it cannot."""
    fields: dict[str, Any] = {}
    with contextlib.suppress(SaveError, OSError, ValueError, RecursionError, UnicodeError):
        raw, _size = _read_bytes(path, HEAD_BYTES)
        text = codecs.getincrementaldecoder("utf-8")().decode(raw[:HEAD_BYTES], final=False)
        fields = _head_fields(text, complete=False) or {}
    with contextlib.suppress(ValidationError):
        return _summary(path, _Head.model_validate(fields), newer=True)
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


# --- reading -----------------------------------------------------------------------------------


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
        reason = _r_unreadable(error.strerror or type(error).__name__)
        dangling = error.errno == errno.ENOENT and os.path.islink(path)
        if error.errno in _FOR_GOOD or dangling:
            raise SaveError(path, reason) from error
        raise _Unreadable(path, reason) from error
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SaveError(path, _r_not_regular())
        if info.st_size > MAX_BYTES:
            raise SaveError(path, _r_too_big())
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
        raise _Unreadable(path, _r_unreadable(error.strerror or type(error).__name__)) from error
    finally:
        os.close(fd)


def parse_envelope(raw: bytes, path: Path | str = "") -> Envelope:
    """Check and migrate a whole file's bytes into the envelope, without replaying (raises
    SaveError naming `path`; nothing is moved)."""
    path = Path(path)
    if len(raw) > MAX_BYTES:
        raise SaveError(path, _r_too_big())
    if not raw.strip():
        raise SaveError(path, _r_empty())
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise SaveError(path, _r_not_json(), details=str(error)[:300]) from error
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(path, _r_not_a_save())
    data = migrate(data, path)
    try:
        return Envelope.model_validate(data)
    except ValidationError as error:
        raise _invalid(path, error) from error


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


def _read_head(path: Path) -> _Head | Envelope:
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
            raise SaveError(path, _r_not_a_save())
        if cut and cut[0] in HEAD_KEYS:
            # A summary member longer than the listing reads: no sound save has one (each is
            # bounded far below), and reading on could mean reading megabytes of score totals.
            raise SaveError(path, _r_head_too_long())
        return _read_envelope(path)
    if fields.get("format") != FORMAT:
        raise SaveError(path, _r_not_a_save())
    version = fields.get("format_version")
    if type(version) is int and 1 <= version < FORMAT_VERSION:
        return _read_envelope(path)  # an old format: migrations work on whole envelopes
    migrate(dict(fields), path)  # (refuses newer and nonsense versions with their reasons)
    try:
        return _Head.model_validate(fields)
    except ValidationError as error:
        raise _invalid(path, error) from error


def _checked_head(path: Path) -> _Head | Envelope:
    head = _read_head(path)
    try:
        entry = registry.get(head.game_id)
    except KeyError:
        raise SaveError(path, _r_unknown_game(head.game_id)) from None
    if head.rules_version > entry.rules_version:
        raise _newer_rules(path, head.app_version)
    return head


def _listed(path: Path) -> tuple[SaveSummary, Recovered | None]:
    """The listing's line for one file, and the notice if its backup had to stand in."""
    try:
        return _summary(path, _checked_head(path)), None
    except _Unreadable:
        raise
    except NewerSave:
        return _newer_summary(path), None
    except SaveError as error:
        head, notice = _recover(path, error, _checked_head)
        return _summary(path, head), notice


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
        except _Unreadable as error:
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


def _public_json(value: Any) -> Any:
    return json.loads(json.dumps(value))


def _parse_log(rules: Rules, path: Path, entries: list[SavedEntry]) -> list[LogEntry]:
    log: list[LogEntry] = []
    for index, entry in enumerate(entries, start=1):
        try:
            action: Action = rules.parse_action(entry.action)
        except (ValidationError, ValueError, KeyError, TypeError) as error:
            details = f"log.{index - 1}: {type(error).__name__}: {error}"[:300]
            raise SaveError(path, _r_illegal(index), details=details) from error
        log.append(LogEntry(entry.seat, action))
    return log


def _restore(path: Path, envelope: Envelope) -> Session:
    try:
        entry = registry.get(envelope.game_id)
    except KeyError:
        raise SaveError(path, _r_unknown_game(envelope.game_id)) from None
    rules = entry.rules()
    if envelope.rules_version > rules.info.rules_version:
        raise _newer_rules(path, envelope.app_version)
    if envelope.rules_version != rules.info.rules_version:
        # a save keeps its game's rules: an older version replays under them where kept
        older = rules.under_rules_version(envelope.rules_version)
        if older is None:
            raise SaveError(path, _r_old_format())
        rules = older
    if not rules.info.min_players <= len(envelope.players) <= rules.info.max_players:
        raise SaveError(path, _r_players())
    for seat, player in enumerate(envelope.players, start=1):
        if player.kind == "bot" and player.bot not in entry.bots:
            raise SaveError(
                path, _r_unknown_bot(seat), details=f"players.{seat - 1}.bot: {player.bot[:100]!r}"
            )
    log = _parse_log(rules, path, envelope.log)
    if envelope.cursor > len(log):
        raise SaveError(
            path, _r_cursor_past(), details=f"cursor {envelope.cursor} > {len(log)} moves"
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
            path, _r_illegal(index if isinstance(index, int) else 0), details=str(error)[:300]
        ) from error
    except (ValueError, KeyError, TypeError, IndexError) as error:
        # options or players the game's setup refuses
        details = f"{type(error).__name__}: {error}"[:300]
        raise SaveError(path, _r_setup(), details=details) from error
    try:
        snapshot = _public_json(rules.snapshot(session.state))
    except (TypeError, ValueError) as error:  # pragma: no cover - a game bug, not a file's
        raise SaveError(path, _r_mismatch()) from error
    if snapshot != envelope.snapshot:
        raise SaveError(path, _r_mismatch())
    if envelope.progress.result is not None and (
        not session.is_over() or not _same_facts(_result(session), envelope.progress.result)
    ):
        raise SaveError(path, _r_result_mismatch())
    session.created = datetime.fromisoformat(envelope.created)
    return session


def _opened(path: Path) -> Session:
    return _restore(path, _read_envelope(path))


def load(path: Path | str, *, on_recovered: Callable[[Recovered], object] | None = None) -> Session:
    """Open a save as a live Session (raises SaveError; bad files in the saves folder are
    quarantined, files from elsewhere are never moved). A damaged save in the saves folder whose
    backup opens is replaced by that backup (the damaged file quarantined): its session is
    returned and `on_recovered` hears how. A newer version's save (NewerSave) is never moved."""
    path = Path(path)
    try:
        return _opened(path)
    except (_Unreadable, NewerSave):
        raise
    except SaveError as error:
        session, notice = _recover(path, error, _opened)
        if on_recovered is not None:
            on_recovered(notice)
        return session


def peek(path: Path | str) -> Session:
    """Open a save as a Session to look at it (a picture of its sheet), moving and repairing
    nothing: a damaged save raises SaveError and stays where it is, for `load` to deal with."""
    return _opened(Path(path))


# --- writing -----------------------------------------------------------------------------------


def _now() -> datetime:
    return datetime.now(UTC)


def _iso(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


def _progress(session: Session) -> dict[str, Any]:
    rules = session.rules
    state = session.state
    try:
        public = rules.scores(rules.view(state, None))
        totals = [public[seat].total for seat in range(len(session.players))]
    except Exception:  # a view some scorer cannot read must not block saving
        totals = []
    turn = getattr(state, "turn", None)
    progress = {
        # the players' moves as everyone may see them: a pending choice of a step decided in
        # secret is not counted until the step ends (its number of moves would tell it)
        "actions": sum(1 for entry in session.visible_history(None) if entry.seat is not None),
        "turn": turn if type(turn) is int else None,
        "totals": totals,
        "stage": _stage(rules, state),
    }
    result = _result(session) if session.is_over() else None
    progress["result"] = None if result is None else result.model_dump(mode="json")
    return progress


def _result(session: Session) -> Result | None:
    """The finished game's Result, or None when it cannot be one (the history's index then
    replays the save: a result is a shortcut, it never blocks saving)."""
    rules = session.rules
    try:
        scores = rules.scores(session.state)
        reason = rules.end_reason(session.state)
        return Result.model_validate(
            {
                "scores": [
                    {
                        "total": scores[seat].total,
                        "winner": bool(scores[seat].winner),
                        "items": [
                            {"key": i.key, "label": i.label, "points": i.points}
                            for i in scores[seat].items
                        ],
                    }
                    for seat in range(len(session.players))
                ],
                "reason": None if reason is None else text_to_json(reason),
            }
        )
    except Exception:
        return None


def _facts(result: Result) -> tuple[Any, ...]:
    """What a result states, without its wording: each seat's total, win and points per score
    item (by key), and the end's reason by its context and arguments. A label or a reason's
    sentence is worded anew by later versions (the replay's own wording is what is shown)."""
    reason = result.reason
    return (
        tuple(
            (s.total, s.winner, tuple((i.key, i.points) for i in s.items)) for s in result.scores
        ),
        None if reason is None else (reason.get("c"), json.dumps(reason.get("a"), sort_keys=True)),
    )


def _same_facts(replayed: Result | None, stored: Result) -> bool:
    return replayed is not None and _facts(replayed) == _facts(stored)


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
    try:
        Stage.model_validate(stage)
    except ValidationError:
        return None
    return stage


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
    same = 0
    for cached, entry in zip(entries, log, strict=False):
        if cached is not entry:
            break
        same += 1
    entries = entries[:same] + list(log[same:])
    texts = texts[:same] + [_entry_text(entry) for entry in log[same:]]
    _ENCODED_LOGS[key] = (entries, texts)
    return texts


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def envelope_data(session: Session) -> dict[str, Any]:
    """The envelope describing `session` right now, as the JSON-able dict that is written."""
    data = _public_json(envelope_data_without_log(session))
    data["log"] = [json.loads(text) for text in _encoded_log(session)]
    return data


def envelope_data_without_log(session: Session) -> dict[str, Any]:
    """The envelope without its log (values JSON can encode; tuples stand for lists)."""
    rules = session.rules
    if not _MATCH_ID.match(session.match_id):
        raise ValueError(f"match id {session.match_id!r} cannot name a file")
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
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
        "updated": _iso(_now()),
        "finished": session.is_over(),
        "progress": _progress(session),
        "snapshot": rules.snapshot(session.state),
    }


def envelope_of(session: Session) -> Envelope:
    """The envelope describing `session` right now, validated."""
    return Envelope.model_validate(envelope_data(session))


def dumps(session: Session) -> bytes:
    """The save file's bytes: envelope_data, with the log's entries encoded only once each."""
    head = _compact(envelope_data_without_log(session))
    log = ",".join(_encoded_log(session))
    return f'{head[:-1]},"log":[{log}]}}\n'.encode()


def save_path_for(match_id: str) -> Path:
    if not _MATCH_ID.match(match_id):
        raise ValueError(f"match id {match_id!r} cannot name a file")
    return paths.saves_dir() / f"{match_id}{SUFFIX}"


def _fsync_dir(folder: Path) -> None:
    if sys.platform == "win32":  # pragma: no cover - folders cannot be opened on Windows
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    except OSError:  # pragma: no cover - some file systems refuse; the data is fsynced already
        pass
    finally:
        os.close(fd)


def _kept(path: Path) -> bool:
    """Whether an earlier version of the save is there (a failed write leaves it as it was)."""
    try:
        return path.is_file()
    except OSError:
        return False


def _write_error(path: Path, error: OSError) -> SaveError:
    """What a failed write tells the family: why, and whether an earlier version is kept (the
    first save of a game has none to keep)."""
    kept = _kept(path)
    if error.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return SaveError(path, _r_disk_full(kept))
    if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return SaveError(path, _r_no_permission(kept))
    return SaveError(path, _r_write_failed(error.strerror or type(error).__name__, kept))


def write_bytes_atomic(
    path: Path, payload: bytes, *, durable: bool = True, backup: bool = True
) -> None:
    """Replace `path` with `payload` so that a crash leaves either the old or the new file.

    The previous version is kept as `<name>.bak` (unless `backup` is False: a file made again
    from the saves, such as a PDF). Raises OSError; the old file stays intact.
    With `durable=False` the data and the rename are not yet forced to the disk: the new file
    already survives the process being killed, and `make_durable(path)` later makes it survive a
    power cut too (the autosave does that right after the screen has repainted).
    """
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        if backup and path.exists():
            _keep_backup(path)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    if durable:
        _fsync_dir(folder)


def make_durable(path: Path) -> None:
    """Force a file written with `durable=False`, and its folder entry, to the disk."""
    fd = os.open(path, os.O_RDWR)  # Windows flushes only handles opened for writing
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
    _fsync_dir(path.parent)


def _keep_backup(path: Path) -> None:
    """Make `<name>.bak` the current file's contents (a hard link if possible, else a copy)."""
    backup = path.with_name(path.name + BACKUP_SUFFIX)
    staging = path.with_name(f".{path.name}{BACKUP_SUFFIX}.tmp")
    with contextlib.suppress(FileNotFoundError):
        staging.unlink()
    try:
        try:
            os.link(path, staging)
        except OSError:
            with path.open("rb") as source, staging.open("wb") as copy:
                copy.write(source.read())
                copy.flush()
                os.fsync(copy.fileno())
        os.replace(staging, backup)
    except BaseException:
        with contextlib.suppress(OSError):
            staging.unlink()
        raise


def write(session: Session, path: Path | str | None = None, *, durable: bool = True) -> Path:
    """Save `session` (to its file in the saves folder by default); returns the path.

    Raises SaveError with a plain reason (disk full, no permission, …); the old file is kept.
    `durable=False`: see write_bytes_atomic.
    """
    target = Path(path) if path is not None else save_path_for(session.match_id)
    try:
        payload = dumps(session)
    except names.NameRefused as error:
        # (what the loader would refuse is never written: the save would be put aside later)
        raise SaveError(target, _r_bad_name(error.reason)) from error
    except Exception as error:
        # Whatever a position or a loaded value makes the encoder trip on, the player must hear
        # of it and keep playing (the autosave reports SaveErrors only).
        raise SaveError(target, _r_cannot_encode(_kept(target))) from error
    try:
        write_bytes_atomic(target, payload, durable=durable)
    except OSError as error:
        raise _write_error(target, error) from error
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
        raise SaveError(path, _r_open_elsewhere())
    try:
        path.unlink(missing_ok=True)
        path.with_name(path.name + BACKUP_SUFFIX).unlink(missing_ok=True)
        for leftover in _leftovers(path.parent, path.name):
            leftover.unlink(missing_ok=True)
        # (removed while held: a window opening the match now gets a new lock file of its own)
        lock.path.unlink(missing_ok=True)
    except OSError as error:
        raise SaveError(path, _r_delete_failed(error.strerror or type(error).__name__)) from error
    finally:
        lock.release()


def _leftovers(folder: Path, name: str = f"*{SUFFIX}") -> list[Path]:
    """Temporary files a write killed halfway leaves beside the save `name` (every save's by
    default): `.<name>.XXXXXXXX.tmp` from write_bytes_atomic, `.<name>.bak.tmp` from the backup."""
    try:
        return [p for p in folder.glob(f".{name}.*.tmp") if not p.is_dir()]
    except OSError:
        return []


def clean_leftovers(folder: Path | str | None = None) -> list[Path]:
    """Remove the temporary files of killed writes from the saves folder (the app does it when
    it starts), except those of a match open in a window right now (that window may be writing
    them). Returns what was removed."""
    base = Path(folder) if folder is not None else paths.saves_dir()
    removed = []
    for leftover in _leftovers(base):
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


# --- one window per match ------------------------------------------------------------------------


class MatchLock:
    """An advisory lock on a match's save (`<save>.lock` beside it), held while a window has the
    match open. A second instance gets False from `acquire()` and opens the match read-only.
    The operating system releases the lock if the process dies."""

    def __init__(self, save_path: Path | str) -> None:
        self.save_path = Path(save_path)
        self.path = self.save_path.with_name(self.save_path.name + LOCK_SUFFIX)
        self._fd: int | None = None
        self.busy = False  # the last acquire() failed because another window holds the lock
        # the last acquire() failed because the lock file could not be made (a read-only saves
        # folder, say): nobody else holds the match, but nothing can be saved either
        self.error: OSError | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        if self._fd is not None:
            return True
        self.busy = False
        self.error = None
        try:
            fd = _open_lock_file(self.path)
        except OSError as error:
            self.error = error
            return False
        try:
            _lock_fd(fd)
        except OSError:
            os.close(fd)
            self.busy = True
            return False
        self._fd = fd
        # Only the holder writes this match's files: temporary files found now were left by a
        # writer that died (a window opened at once after a crash would otherwise keep them
        # until the next start, whose clean-up passes over a match held open).
        for leftover in _leftovers(self.save_path.parent, self.save_path.name):
            with contextlib.suppress(OSError):
                leftover.unlink(missing_ok=True)
        return True

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        with contextlib.suppress(OSError):
            _unlock_fd(fd)
        os.close(fd)

    def __enter__(self) -> bool:
        return self.acquire()

    def __exit__(self, *exc: object) -> None:
        self.release()

    def __del__(self) -> None:
        with contextlib.suppress(Exception):
            self.release()


def _open_lock_file(path: Path) -> int:
    path.parent.mkdir(parents=True, exist_ok=True)
    return os.open(path, os.O_RDWR | os.O_CREAT, 0o644)


if sys.platform == "win32":  # pragma: no cover - exercised on the Windows build
    import msvcrt

    def _lock_fd(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock_fd(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock_fd(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock_fd(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


# --- saving after every change -----------------------------------------------------------------


class Autosaver:
    """Writes the session after every action, undo, redo and restart (nothing when read-only).

    Write errors go to `on_error(SaveError)` (the UI shows them); the game goes on. The first
    write that works again after a failure calls `on_recovered()` (the UI takes its warning down).

    Without `defer`, every change is written and fsynced at once. With `defer` (a UI passes e.g.
    `lambda sync: QTimer.singleShot(0, sync)`), every change is still written at once — the game
    survives the process being killed right after the click — but the slow part, forcing it to
    the disk (fsync), is left to `flush`, which `defer` calls soon (once per batch of changes),
    after the screen has repainted; `close()` flushes anything still due.
    """

    def __init__(
        self,
        session: Session,
        path: Path | str | None = None,
        on_error: Callable[[SaveError], None] | None = None,
        *,
        on_recovered: Callable[[], None] | None = None,
        read_only: bool = False,
        write_now: bool = True,
        defer: Callable[[Callable[[], object]], object] | None = None,
    ) -> None:
        self.session = session
        self.path = Path(path) if path is not None else save_path_for(session.match_id)
        self.on_error = on_error
        self.on_recovered = on_recovered
        self.read_only = read_only
        self.last_error: SaveError | None = None
        self.defer = defer
        self.pending = False  # written, but not yet forced to the disk (only with `defer`)
        self._closed = False
        session.subscribe(self._on_change)
        if write_now and not read_only:
            self.due()

    def _on_change(self, session: Session, kind: str) -> None:
        self.due()

    def due(self) -> None:
        """Write the session now (forcing it to the disk now, or soon with `defer`)."""
        if self.defer is None:
            self.save()
        elif self.save(durable=False) and not self.pending:
            self.pending = True
            self.defer(self.flush)

    def flush(self) -> bool:
        """Force the last write to the disk if it is not yet; False if that failed."""
        if not self.pending:
            return True
        self.pending = False
        try:
            make_durable(self.path)
        except OSError as error:
            return self._failed(_write_error(self.path, error))
        return True

    @property
    def failing(self) -> bool:
        """The last write failed: changes since the last good save are only in memory."""
        return self.last_error is not None

    def save(self, *, durable: bool = True) -> bool:
        """Write now; True on success."""
        if self.read_only:
            return False
        try:
            write(self.session, self.path, durable=durable)
        except SaveError as error:
            return self._failed(error)
        if durable:
            self.pending = False
        recovered = self.last_error is not None
        self.last_error = None
        if recovered and self.on_recovered is not None:
            self.on_recovered()
        return True

    def _failed(self, error: SaveError) -> bool:
        self.last_error = error
        if self.on_error is not None:
            self.on_error(error)
        return False

    def close(self) -> None:
        """Write what is due, then stop listening to the session."""
        if self._closed:
            return
        self._closed = True
        with contextlib.suppress(ValueError):
            self.session.listeners.remove(self._on_change)
        self.flush()


__all__ = [
    "FORMAT",
    "FORMAT_VERSION",
    "MAX_BYTES",
    "MIGRATIONS",
    "Autosaver",
    "Envelope",
    "MatchLock",
    "SaveError",
    "SaveSummary",
    "clean_leftovers",
    "copy_relation",
    "delete",
    "in_saves_dir",
    "last_unfinished",
    "list_saves",
    "load",
    "make_durable",
    "parse_envelope",
    "read_summary",
    "save_path_for",
    "write",
]
