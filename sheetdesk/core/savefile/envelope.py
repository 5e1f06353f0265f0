"""The save envelope: the file's layout as strict pydantic models (what a match is, plus the
saved-games page's summary and a snapshot), the migrations that bring an older format up to
today's, the listing's `SaveSummary`, and a finished game's `Result` as a replay states it."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any, Final, Literal, TypedDict

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    GetPydanticSchema,
    field_validator,
)
from pydantic_core import core_schema

from .. import names, paths
from ..i18n import Text, clamp_count, text_from_json, text_to_json
from ..protocol import ScoreBreakdown, ScoreItem, scores_known
from ..session import Session
from .messages import Message, NewerSave, SaveError, reason

FORMAT: Final = paths.SAVE_FORMAT
FORMAT_VERSION: Final = paths.SAVE_FORMAT_VERSION
SUFFIX = paths.SAVE_SUFFIX
BACKUP_SUFFIX = ".bak"
LOCK_SUFFIX = ".lock"

MATCH_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


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


class SavedEntry(TypedDict):
    """One entry of a save's log, as `Envelope.log` holds it (checked by `_ENTRY`)."""

    seat: int | None
    action: dict[str, Any]


# A save's log entry, strictly: an object with exactly these two members, `seat` null or an
# int >= 0 and `action` an object. Checked as a plain dict by one core schema rather than made
# into a model each (as the envelope's other parts are): a long game's log holds thousands of
# entries, and a frozen model per entry took most of reading a save, with the same checks.
_ENTRY = core_schema.typed_dict_schema(
    {
        "seat": core_schema.typed_dict_field(
            core_schema.nullable_schema(core_schema.int_schema(ge=0, strict=True))
        ),
        "action": core_schema.typed_dict_field(
            core_schema.dict_schema(
                core_schema.str_schema(strict=True), core_schema.any_schema(), strict=True
            )
        ),
    },
    extra_behavior="forbid",
    strict=True,
)
SavedLog = Annotated[
    list[SavedEntry],
    GetPydanticSchema(lambda _type, _handler: core_schema.list_schema(_ENTRY, strict=True)),
]


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
    # (bounded as the listing's Head bounds them: what one refuses, the other refuses)
    app_version: str = Field(max_length=100)
    game_id: str = Field(max_length=100)
    rules_version: int
    options: Options
    players: list[SavedPlayer] = Field(min_length=1, max_length=MAX_SEATS)
    seed: int = Field(ge=0, lt=1 << 64)  # the random generator's domain (a game number is far less)
    match_id: Annotated[str, Field(pattern=MATCH_ID.pattern)]
    log: SavedLog
    cursor: int = Field(ge=0)
    created: IsoTime
    updated: IsoTime
    finished: bool
    progress: Progress
    # the seat the laptop is handed to first when the save opens, nobody holding it (None: no
    # hand-over is due); the hand-over page painted before the careful reading is read from it
    # (core/save_glance.py). Only a courtesy: what the replay decides is what the game does.
    hand_to: int | None = Field(default=None, ge=0, lt=MAX_SEATS)  # (format 3 on)
    snapshot: Any

    @field_validator("format_version")
    @classmethod
    def _current_version(cls, value: int) -> int:
        if value != FORMAT_VERSION:
            raise ValueError(f"format_version {value} is not the current {FORMAT_VERSION}")
        return value


class Head(_Strict):
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
    match_id: Annotated[str, Field(pattern=MATCH_ID.pattern)]
    created: IsoTime
    updated: IsoTime
    finished: bool
    progress: Progress


HEAD_KEYS: Final = frozenset(Head.model_fields)
HEAD_BYTES = 64 * 1024  # the listing reads no more of a file than this


Migration = Callable[[dict[str, Any]], dict[str, Any]]


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Format 2 adds a finished game's result to its progress: a version 1 save has none (the
    history's index replays it instead), so only the version changes."""
    return {**data, "format_version": 2}


def _v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """Format 3 adds whom the save opens on (`hand_to`): a version 2 save does not say (a glance
    at it works it out from its game's rules), so only the version changes."""
    return {**data, "format_version": 3}


MIGRATIONS: dict[int, Migration] = {1: _v1_to_v2, 2: _v2_to_v3}
"""MIGRATIONS[n] turns a format_version n envelope (as a dict) into version n + 1.
Each one needs a fixture save of version n in tests/fixtures/saves/ and a test."""

HEAD_AS_IS: Final = frozenset({2})
"""The versions n whose migration to n + 1 changes nothing the listing reads (`Head`): the
listing migrates such a save's head alone rather than read the whole file."""


def migrate(data: dict[str, Any], path: Path | str = "") -> dict[str, Any]:
    """Bring a raw envelope up to FORMAT_VERSION through the chain (raises SaveError)."""
    version = data.get("format_version")
    if type(version) is not int or version < 1:
        raise SaveError(path, reason(Message.NOT_A_SAVE))
    if version > FORMAT_VERSION:
        raise NewerSave(path, reason(Message.NEWER))
    while version < FORMAT_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError(path, reason(Message.OLD_FORMAT))
        data = step(dict(data))
        if data.get("format_version") != version + 1:
            raise SaveError(path, reason(Message.OLD_FORMAT))
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


def summary_of(path: Path, envelope: Envelope | Head, *, newer: bool = False) -> SaveSummary:
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


def result_of(
    session: Session, *, over: bool | None = None, scores: Callable[[], Any] | None = None
) -> Result | None:
    """The finished game's Result, or None when it cannot be one (the history's index then
    replays the save: a result is a shortcut, it never blocks saving). `over`: whether the game
    is over, when known (the rules are not asked its step again); `scores`: gives the scores of
    the session's state, when they are known."""
    rules = session.rules
    try:
        state = session.state
        if scores is not None:
            scored = scores()
        else:
            scored = rules.scores(state) if over is None else scores_known(rules, state, over)
        reason = rules.end_reason(session.state)
        return Result.model_validate(
            {
                "scores": [
                    {
                        "total": scored[seat].total,
                        "winner": bool(scored[seat].winner),
                        "items": [
                            {"key": i.key, "label": i.label, "points": i.points}
                            for i in scored[seat].items
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


def same_facts(replayed: Result | None, stored: Result) -> bool:
    return replayed is not None and _facts(replayed) == _facts(stored)


def public_json(value: Any) -> Any:
    """`value` as the JSON a file holds (tuples become lists)."""
    return json.loads(json.dumps(value))
