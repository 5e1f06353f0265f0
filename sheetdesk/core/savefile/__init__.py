"""Save files: one JSON envelope per match, written atomically after every change.

The package's rooms: `envelope` (the file's layout, migrations, summaries), `reading` (loading,
listing, recovery and the quarantine), `atomic` (the atomic writer), `writing` (a session as its
file), `lock` (one window per match), `autosaver` and `messages` (the errors and every sentence
they are told in). Import from the package: its names below are the public ones.

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

from . import atomic, autosaver, envelope, lock, messages, reading, writing
from .atomic import make_durable, write_bytes_atomic
from .autosaver import Autosaver
from .envelope import (
    BACKUP_SUFFIX,
    FORMAT,
    FORMAT_VERSION,
    HEAD_BYTES,
    LOCK_SUFFIX,
    MIGRATIONS,
    SUFFIX,
    Envelope,
    Migration,
    Result,
    SaveSummary,
    Stage,
    migrate,
)
from .lock import MatchLock
from .messages import NewerSave, Recovered, SaveError
from .reading import (
    MAX_BYTES,
    in_saves_dir,
    last_unfinished,
    list_saves,
    load,
    parse_envelope,
    peek,
    read_summary,
)
from .writing import (
    CopyRelation,
    clean_leftovers,
    copy_relation,
    delete,
    dumps,
    envelope_data,
    envelope_of,
    save_path_for,
    write,
)

__all__ = [
    "BACKUP_SUFFIX",
    "FORMAT",
    "FORMAT_VERSION",
    "HEAD_BYTES",
    "LOCK_SUFFIX",
    "MAX_BYTES",
    "MIGRATIONS",
    "SUFFIX",
    "Autosaver",
    "CopyRelation",
    "Envelope",
    "MatchLock",
    "Migration",
    "NewerSave",
    "Recovered",
    "Result",
    "SaveError",
    "SaveSummary",
    "Stage",
    "atomic",
    "autosaver",
    "clean_leftovers",
    "copy_relation",
    "delete",
    "dumps",
    "envelope",
    "envelope_data",
    "envelope_of",
    "in_saves_dir",
    "last_unfinished",
    "list_saves",
    "load",
    "lock",
    "make_durable",
    "messages",
    "migrate",
    "parse_envelope",
    "peek",
    "read_summary",
    "reading",
    "save_path_for",
    "write",
    "write_bytes_atomic",
    "writing",
]
