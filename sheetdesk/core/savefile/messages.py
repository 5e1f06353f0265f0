"""What the saves tell a family when something goes wrong: the errors (`SaveError` and its
kinds) and, in one table, every sentence they are told in (translation context "saves"), by
name. A validator's complaint about an envelope is named here too, by the part of the file
that is wrong; the technical words go to an error's `details`."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

from pydantic import ValidationError

from ..i18n import QT_TRANSLATE_NOOP, Text, text

CTX: Final = "saves"


class Message:
    """Every sentence of the saves, by name (English source; `reason` makes it a Text)."""

    NOT_REGULAR = QT_TRANSLATE_NOOP(
        "saves", "It is not an ordinary file, so sheetdesk does not read it."
    )
    HEAD_TOO_LONG = QT_TRANSLATE_NOOP(
        "saves", "Its summary (players, dates, scores) is far too long."
    )
    TOO_BIG = QT_TRANSLATE_NOOP("saves", "The file is too big to be a sheetdesk save.")
    EMPTY = QT_TRANSLATE_NOOP("saves", "The file is empty.")
    NOT_JSON = QT_TRANSLATE_NOOP("saves", "The file is cut off or damaged (not valid JSON).")
    NOT_A_SAVE = QT_TRANSLATE_NOOP("saves", "It is not a sheetdesk save.")
    NEWER = QT_TRANSLATE_NOOP(
        "saves",
        "It was made by a newer version of sheetdesk. Update sheetdesk to go on with it; "
        "the file is kept as it is.",
    )
    RECOVERED = QT_TRANSLATE_NOOP(
        "saves",
        "It was damaged: {damage} The game goes on from the copy sheetdesk keeps of the "
        "move before, so the last move is lost.",
    )
    OLD_FORMAT = QT_TRANSLATE_NOOP(
        "saves", "It was saved in an old format this version cannot read."
    )
    INVALID = QT_TRANSLATE_NOOP("saves", "Some parts of it are missing or not as expected.")
    UNKNOWN_PART = QT_TRANSLATE_NOOP("saves", "It has a part this version does not know: “{part}”.")
    MISSING_PART = QT_TRANSLATE_NOOP("saves", "A part of it is missing: “{part}”.")
    PLAYER_NAME = QT_TRANSLATE_NOOP("saves", "The name of player {seat} is empty or too long.")
    PLAYER = QT_TRANSLATE_NOOP("saves", "Player {seat} in it is damaged.")
    UNKNOWN_BOT = QT_TRANSLATE_NOOP(
        "saves", "Player {seat} is a computer player this version does not know."
    )
    MOVE = QT_TRANSLATE_NOOP("saves", "Move {index} in its list of moves is damaged.")
    CURSOR_PAST = QT_TRANSLATE_NOOP(
        "saves", "It says it had reached further than its list of moves goes."
    )
    SETUP = QT_TRANSLATE_NOOP(
        "saves", "Its options or players are not ones this game can be set up with."
    )
    UNKNOWN_GAME = QT_TRANSLATE_NOOP("saves", "It is a game this version does not know: {game}.")
    RULES_NEVER_WERE = QT_TRANSLATE_NOOP(
        "saves",
        "The game named in it does not match the rest of the file (its rules version is "
        "not one that game has had).",
    )
    NEWER_RULES = QT_TRANSLATE_NOOP(
        "saves",
        "It was played with newer rules than this version knows. Update sheetdesk to go on "
        "with it; the file is kept as it is.",
    )
    PLAYERS = QT_TRANSLATE_NOOP("saves", "It has a number of players this game does not allow.")
    ILLEGAL = QT_TRANSLATE_NOOP("saves", "Move {index} in it is not allowed by the rules.")
    MISMATCH = QT_TRANSLATE_NOOP("saves", "The saved position does not match its moves.")
    RESULT_MISMATCH = QT_TRANSLATE_NOOP(
        "saves",
        "The saved result (the scores, the winner or how it ended) does not match its moves.",
    )
    UNREADABLE = QT_TRANSLATE_NOOP("saves", "The file could not be read ({error}).")
    DISK_FULL = QT_TRANSLATE_NOOP("saves", "The disk is full, so the game could not be saved.")
    DISK_FULL_KEPT = QT_TRANSLATE_NOOP(
        "saves",
        "The disk is full, so the game could not be saved. The last saved version is kept.",
    )
    NO_PERMISSION = QT_TRANSLATE_NOOP(
        "saves",
        "sheetdesk may not write to the saves folder, so the game could not be saved.",
    )
    NO_PERMISSION_KEPT = QT_TRANSLATE_NOOP(
        "saves",
        "sheetdesk may not write to the saves folder, so the game could not be saved. "
        "The last saved version is kept.",
    )
    WRITE_FAILED = QT_TRANSLATE_NOOP("saves", "The game could not be saved ({error}).")
    WRITE_FAILED_KEPT = QT_TRANSLATE_NOOP(
        "saves",
        "The game could not be saved ({error}). The last saved version is kept.",
    )
    BAD_NAME = QT_TRANSLATE_NOOP(
        "saves", "The game could not be saved: a player's name is refused. {reason}"
    )
    CANNOT_ENCODE = QT_TRANSLATE_NOOP(
        "saves", "The game could not be saved because of an error in sheetdesk."
    )
    CANNOT_ENCODE_KEPT = QT_TRANSLATE_NOOP(
        "saves",
        "The game could not be saved because of an error in sheetdesk. "
        "The last saved version is kept.",
    )
    OPEN_ELSEWHERE = QT_TRANSLATE_NOOP(
        "saves",
        "This game is open in another sheetdesk window, so it cannot be deleted. "
        "Close it there first.",
    )
    DELETE_FAILED = QT_TRANSLATE_NOOP("saves", "The save could not be deleted ({error}).")


def reason(source: str, **args: Any) -> Text:
    """One of the `Message`s as a translatable Text, with its arguments."""
    return text(CTX, source, **args)


# What is wrong with a save, named by the part of it that is wrong, in a family's words (the
# field names and the validator's own words go to the message's details).
PARTS: Final[dict[str, str]] = {
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


class Unreadable(SaveError):
    """The file could not be read for a reason that may pass (an input/output error, too many
    open files, a file deleted meanwhile): it is never moved."""


class NewerSave(SaveError):
    """A save made by a newer version of sheetdesk (a higher format or rules version). It is
    sound for that version, so it is never moved: it lists as such and does not open here."""


class Recovered(SaveError):
    """Not a failure but a notice: the save was damaged (`damage` says how) and its backup, one
    change older, took its place; the damaged file is in the quarantine (`quarantined`)."""

    def __init__(self, path: Path, damage: SaveError, quarantined: Path | None) -> None:
        super().__init__(
            path,
            reason(Message.RECOVERED, damage=damage.reason),
            quarantined,
            details=damage.details,
        )
        self.damage = damage


# --- what a validator found wrong --------------------------------------------------------------


def validation_details(error: ValidationError, limit: int = 8) -> str:
    lines = []
    for item in error.errors()[:limit]:
        where = ".".join(str(part) for part in item["loc"]) or "(the whole file)"
        lines.append(f"{where}: {item['msg']}"[:300])
    if error.error_count() > limit:
        lines.append(f"… {error.error_count() - limit} more")
    return "\n".join(lines)


def validation_reason(error: ValidationError) -> Text:
    """The first thing a validator found wrong with an envelope, named in a family's words."""
    first = error.errors()[0] if error.error_count() else None
    if first is None:
        return reason(Message.INVALID)
    loc = first["loc"]
    part = str(loc[0]) if loc else ""
    if first["type"] == "extra_forbidden" and len(loc) == 1:
        return reason(Message.UNKNOWN_PART, part=part[:60])
    if first["type"] == "missing" and len(loc) == 1:
        return reason(Message.MISSING_PART, part=part)
    if part == "players" and len(loc) >= 2 and isinstance(loc[1], int):
        if len(loc) >= 3 and loc[2] == "name":
            return reason(Message.PLAYER_NAME, seat=loc[1] + 1)
        return reason(Message.PLAYER, seat=loc[1] + 1)
    if part == "log" and len(loc) >= 2 and isinstance(loc[1], int):
        return reason(Message.MOVE, index=loc[1] + 1)
    if part in PARTS:
        return reason(PARTS[part])
    return reason(Message.INVALID)


def invalid(path: Path, error: ValidationError) -> SaveError:
    return SaveError(path, validation_reason(error), details=validation_details(error))
