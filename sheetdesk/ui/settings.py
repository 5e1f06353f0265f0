"""The user's preferences (the language, whether hints are offered, the computer players' level
last chosen, where the main window was), kept as JSON next to the saves.

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
    ValidationError,
    ValidatorFunctionWrapHandler,
    field_validator,
)

Language = Literal["", "en", "el", "pl"]  # "" = follow the system


class WindowPlace(BaseModel):
    """The main window's normal (not maximised) geometry, in logical pixels on the desktop: the
    inside of the window, without its frame; and whether it was maximised."""

    model_config = ConfigDict(extra="ignore")
    x: int
    y: int
    width: int
    height: int
    maximised: bool = False


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore")
    language: Language = ""
    hints: bool = True  # the Hint button, key and menu entry ("what would the computer do?")
    bot_level: str = "medium"  # the level a computer seat gets in the New game dialog
    window: WindowPlace | None = None  # None: not known yet (placed from the screen)

    @field_validator("window", mode="wrap")
    @classmethod
    def _window_or_none(cls, value: object, handler: ValidatorFunctionWrapHandler) -> object:
        # A damaged window entry costs only the window's place, not the other preferences.
        try:
            return handler(value)
        except ValidationError:
            return None


def settings_file() -> Path:
    from sheetdesk.core import paths

    return paths.settings_path()


def load_settings(path: Path | None = None) -> Settings:
    path = path or settings_file()
    try:
        return Settings.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, ValidationError):
        return Settings()


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
