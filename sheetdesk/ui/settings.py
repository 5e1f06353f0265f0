"""The user's preferences (the language, whether hints are offered, the computer players' level
last chosen, the New game dialog's last setup, where the main window was, sound and its
volume, the colours and Larger text, each list's order, the paper printed on), kept as JSON
next to the saves.

A small pydantic model, written atomically; a broken or unknown file falls back to the defaults
(preferences are never worth refusing to start for).
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    ValidatorFunctionWrapHandler,
    field_validator,
)

Language = Literal["", "en", "el", "pl"]  # "" = follow the system
Animations = Literal["on", "reduced", "off"]  # sheetkit/motion.py


class WindowPlace(BaseModel):
    """The main window's normal (not maximised) geometry, in logical pixels on the desktop: the
    inside of the window, without its frame; and whether it was maximised."""

    model_config = ConfigDict(extra="ignore")
    x: int
    y: int
    width: int
    height: int
    maximised: bool = False


# --- the New game dialog's last setup ---------------------------------------------------------


class SeatSetup(BaseModel):
    """One seat as it was set up last."""

    model_config = ConfigDict(extra="ignore", frozen=True)
    name: str = ""  # "" = the seat's default name, made in the app's language when shown
    computer: bool = False
    level: str = ""  # the computer's level (or bot); "" = the level chosen last


class NewGameSetup(BaseModel):
    """What the New game dialog offers next time: the game, the number of players, each seat,
    the variants chosen."""

    model_config = ConfigDict(extra="ignore", frozen=True)
    game: str = ""  # a game id; "" (or a game no longer there) = the first game
    players: int = 0  # 0 = the game's usual number
    seats: tuple[SeatSetup, ...] = ()
    variants: dict[str, bool] = Field(default_factory=dict)


def _setup_or_default(value: object, handler: ValidatorFunctionWrapHandler) -> NewGameSetup:
    """A broken remembered setup is forgotten on its own (never the language with it)."""
    try:
        setup: NewGameSetup = handler(value)
    except ValidationError:
        return NewGameSetup()
    return setup


class ListOrder(BaseModel):
    """A list page's order: the column it sorts by (-1: as read) and which way."""

    model_config = ConfigDict(extra="ignore", frozen=True)
    column: int = -1
    descending: bool = False


def _orders_or_none(value: object, handler: ValidatorFunctionWrapHandler) -> dict[str, ListOrder]:
    """A broken remembered order is forgotten on its own (the lists show as read)."""
    try:
        orders: dict[str, ListOrder] = handler(value)
    except ValidationError:
        return {}
    return orders


# ------------------------------------------------------------------------------------------------


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore")
    language: Language = ""
    hints: bool = True  # the Hint button, key and menu entry ("what would the computer do?")
    bot_level: str = "medium"  # the level a computer seat gets in the New game dialog
    new_game: NewGameSetup = Field(default_factory=NewGameSetup)  # the dialog's last setup
    window: WindowPlace | None = None  # None: not known yet (placed from the screen)
    pdf_folder: str = ""  # where the last PDF was saved ("" = the documents folder)
    # moves seen being made, dice and cards moving; reduced: nothing moves (Qt exposes no
    # system reduce-motion setting to follow)
    animations: Animations = "on"
    sound: bool = True  # the table's sounds (M, the table's speaker button)
    volume: int = 35  # of 100 (ui/sound.py DEFAULT_VOLUME: quiet)
    # the look: the colours ("system" follows the system's scheme) and Larger text
    colours: Literal["system", "light", "dark", "contrast"] = "system"
    larger_text: bool = False
    # the paper printed on last ("": not chosen yet, the locale's: paper.default_paper)
    paper: Literal["", "a4", "letter"] = ""
    # each list page's order (ui/list_sort.py), by the page's name
    list_sorts: dict[str, ListOrder] = Field(default_factory=dict)

    _new_game_or_default = field_validator("new_game", mode="wrap")(_setup_or_default)
    _orders_or_none = field_validator("list_sorts", mode="wrap")(_orders_or_none)

    @field_validator("volume", mode="wrap")
    @classmethod
    def _volume_in_range(cls, value: object, handler: ValidatorFunctionWrapHandler) -> int:
        # A volume out of range is brought into it; one that is no number costs only itself.
        try:
            return max(0, min(100, int(handler(value))))
        except ValidationError:
            return 35

    @field_validator("colours", mode="wrap")
    @classmethod
    def _colours_or_system(cls, value: object, handler: ValidatorFunctionWrapHandler) -> object:
        try:  # (colours a later version names are the system's here)
            return handler(value)
        except ValidationError:
            return "system"

    @field_validator("paper", mode="wrap")
    @classmethod
    def _paper_or_locales(cls, value: object, handler: ValidatorFunctionWrapHandler) -> object:
        try:  # (a paper a later version offers: the locale's here)
            return handler(value)
        except ValidationError:
            return ""

    @field_validator("window", mode="wrap")
    @classmethod
    def _window_or_none(cls, value: object, handler: ValidatorFunctionWrapHandler) -> object:
        # A damaged window entry costs only the window's place, not the other preferences.
        try:
            return handler(value)
        except ValidationError:
            return None


DAMAGED_SUFFIX = ".damaged"


def settings_file() -> Path:
    from sheetdesk.core import paths

    return paths.settings_path()


def read_settings(path: Path | None = None) -> tuple[Settings, bool]:
    """The settings in the file, and whether a file was there that could not be used: the
    defaults stand in when it is missing or damaged in any way (not JSON, not text, nested
    deeper than the reader goes, of the wrong shape, a folder in its place)."""
    path = path or settings_file()
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), False
    except (OSError, ValueError):
        return Settings(), True
    try:
        return Settings.model_validate(json.loads(raw)), False
    except (ValueError, ValidationError, RecursionError):
        return Settings(), True


def load_settings(path: Path | None = None) -> Settings:
    """The settings in the file; the defaults when it is missing or damaged."""
    return read_settings(path)[0]


def put_aside(path: Path | None = None) -> Path | None:
    """Move a damaged settings file aside (`settings.json.damaged`, the last one kept), so the
    defaults are written in its place and the family is told once; None if it cannot be moved
    (a read-only folder: the defaults are used all the same)."""
    path = path or settings_file()
    aside = path.with_name(path.name + DAMAGED_SUFFIX)
    try:
        if aside.is_dir() and not aside.is_symlink():
            return None
        os.replace(path, aside)
    except OSError:
        return None
    return aside


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write atomically (temp file, fsync, replace). Raises OSError if the disk refuses."""
    path = path or settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    data = json.dumps(settings.model_dump(), indent=2).encode("utf-8")
    fd, tmp = tempfile.mkstemp(prefix=".settings-", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
