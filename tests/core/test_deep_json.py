"""JSON nested deeper than the reader goes, in the players' list (a damaged or crafted
database): what it held is read as missing, never a RecursionError."""

from __future__ import annotations

import sqlite3

from sheetdesk.core import paths
from sheetdesk.core.history import History, players_file_path, remembered_players
from tests.core.test_history import _save

DEEP = "[" * 1_100 + "]" * 1_100


def test_a_deeply_nested_last_table_and_end_reason_read_as_missing(data_dir):
    _save(["Anna", "Kuba"], 1)
    with History() as hist:
        hist.sync()
        hist.set_last_table([p.id for p in hist.players()])
    with sqlite3.connect(paths.history_path()) as db:
        db.execute("UPDATE meta SET value = ? WHERE key = 'last_table'", (DEEP,))
        db.execute("UPDATE games SET end_reason = ?", (DEEP,))
    with History() as hist:
        assert hist.last_table() == []
        (game,) = hist.games()
        assert game.end_reason is None
    # the list itself read (as when no players file has been written yet)
    players_file_path().unlink()
    assert remembered_players() == []  # (read as it can be: nothing, not a crash)
