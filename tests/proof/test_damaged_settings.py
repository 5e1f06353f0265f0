"""Damaged settings files: the app starts and `print` prints with the usual settings, and the
family is told once (the damaged file kept beside, as `settings.json.damaged`).

Each kind is a file (or something in its place) the app may find where its settings live: cut
off, not text, not JSON, of the wrong shape, nested deeper than a JSON reader goes (2 KB of
brackets is enough), a folder."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from sheetdesk.core import registry
from sheetdesk.ui.settings import DAMAGED_SUFFIX, Settings, read_settings, settings_file


def _deep_list(depth: int) -> bytes:
    return ("[" * depth + "]" * depth).encode()


def _deep_object(depth: int) -> bytes:
    return ('{"a":' * depth + "1" + "}" * depth).encode()


def _deep_in_a_field(field: str, depth: int) -> bytes:
    return f'{{"language": "el", "{field}": '.encode() + _deep_list(depth) + b"}"


KINDS: dict[str, Callable[[Path], None]] = {
    "nested 1,100 lists (2 KB)": lambda p: p.write_bytes(_deep_list(1_100)),
    "nested 1,100 objects": lambda p: p.write_bytes(_deep_object(1_100)),
    "nested 100,000 lists": lambda p: p.write_bytes(_deep_list(100_000)),
    "a window place nested 1,100 deep": lambda p: p.write_bytes(_deep_in_a_field("window", 1_100)),
    "a new game setup nested 1,100 deep": lambda p: p.write_bytes(
        _deep_in_a_field("new_game", 1_100)
    ),
    "cut off": lambda p: p.write_bytes(json.dumps({"language": "el"}).encode()[:9]),
    "not UTF-8": lambda p: p.write_bytes(b'{"language": "\xff\xfe"}'),
    "a list": lambda p: p.write_bytes(b"[]"),
    "null": lambda p: p.write_bytes(b"null"),
    "a language that is a number": lambda p: p.write_bytes(b'{"language": 5}'),
    "a folder": lambda p: p.mkdir(),
}


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_damaged_settings_give_the_defaults_and_are_reported(data_dir, kind):
    path = settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    KINDS[kind](path)
    assert read_settings() == (Settings(), True)


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_the_app_starts_and_tells_once(qapp, data_dir, kind):
    from sheetdesk.ui.app import build_window

    path = settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    KINDS[kind](path)
    window = build_window(qapp)
    try:
        said = window.statusBar().currentMessage()
        assert said.startswith("The settings could not be read, so the usual ones are used.")
        if not path.with_name(path.name + DAMAGED_SUFFIX).exists():
            return  # (a folder in its place, say: it could not be moved, it is said each time)
        assert "settings.json.damaged" in said
        assert not path.exists()
    finally:
        window.close()
        window.deleteLater()
        QApplication.processEvents()
    again = build_window(qapp)
    try:
        assert again.statusBar().currentMessage() == ""
    finally:
        again.close()
        again.deleteLater()
        QApplication.processEvents()


@pytest.mark.parametrize("kind", ["nested 1,100 lists (2 KB)", "a folder"])
def test_print_prints_with_damaged_settings(data_dir, tmp_path, kind):
    from tests.ui.test_paper import run_print

    path = settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    KINDS[kind](path)
    out = tmp_path / "pads.pdf"
    done = run_print("--game", registry.GAMES[0].id, "--out", str(out), data_dir=data_dir)
    assert done.returncode == 0, done.stderr
    assert out.read_bytes().startswith(b"%PDF")
    assert "the settings could not be read, so the usual ones are used" in done.stderr
    assert "Traceback" not in done.stderr
