"""Where sheetdesk keeps its files: saves, quarantined saves, settings, the history database,
and what it may lose any time (its cache: pictures drawn once and kept between runs).

`SHEETDESK_DATA_DIR` overrides the platform's user data folder (tests, portable use); the cache
is then its `cache` folder, beside the saves' folder, never in it. Folders are created when first
asked for.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "sheetdesk"
SAVE_SUFFIX = ".sheetdesk"
# a save file's layout, as its envelope says it (the save file's own module: savefile.envelope)
SAVE_FORMAT = "sheetdesk-save"
SAVE_FORMAT_VERSION = 3


def data_dir() -> Path:
    override = os.environ.get("SHEETDESK_DATA_DIR")
    folder = Path(override) if override else platformdirs.user_data_path(APP_NAME, appauthor=False)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def saves_dir() -> Path:
    folder = data_dir() / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def quarantine_dir() -> Path:
    folder = data_dir() / "quarantine"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def settings_path() -> Path:
    """The JSON settings file (it may not exist yet; its folder does)."""
    return data_dir() / "settings.json"


def history_path() -> Path:
    """The players' and finished games' SQLite database (it may not exist yet)."""
    return data_dir() / "history.sqlite"


def cache_dir() -> Path:
    """What may be thrown away any time (the platform's user cache folder)."""
    override = os.environ.get("SHEETDESK_DATA_DIR")
    if override:
        folder = Path(override) / "cache"
    else:
        folder = platformdirs.user_cache_path(APP_NAME, appauthor=False)
    folder.mkdir(parents=True, exist_ok=True)
    return folder
