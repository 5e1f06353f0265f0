"""A table's paint imports nothing: an import inside a paint handler (one written there to break
an import cycle) looks the module up anew at every paint of every widget it paints, at every
click. The table of each game, a few moves in, repainted whole with every import counted."""

from __future__ import annotations

import builtins
import sys
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from sheetdesk.core import registry

from .screen import drawn_anew
from .test_sheet_ground import _play, _settle


@contextmanager
def _imports() -> Iterator[list[str]]:
    """The names imported while inside (an import statement's every call, a module loaded or
    found already loaded)."""
    imported: list[str] = []
    real = builtins.__import__

    def counting(name: str, *args: object, **kwargs: object) -> object:
        imported.append(name)
        return real(name, *args, **kwargs)  # type: ignore[arg-type]

    builtins.__import__ = counting  # type: ignore[assignment]
    try:
        yield imported
    finally:
        builtins.__import__ = real


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_a_table_paints_without_importing(window, qtbot, game):  # type: ignore[no-untyped-def]
    _play(window, qtbot, registry.get(game), lambda _view, click: click(), clicks=2)
    _settle(qtbot, window.controller)
    page = window.page("table")
    log = page.log_list
    assert log.count() > 0, game  # (the log's rows painted, on its own ground)
    modules = set(sys.modules)
    with _imports() as imported:
        drawn_anew(window)  # (every viewport too: the window's repaint reaches none)
    assert imported == [], (game, imported)
    assert set(sys.modules) == modules, game
