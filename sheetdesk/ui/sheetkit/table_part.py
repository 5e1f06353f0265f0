"""What a part of a game's table is written on (`TablePart`): the classes `TableScaffold` is made
of (table_keys.py, table_moves.py, table_hints.py) are plain classes at run time, mixed into the
one GameTable, and GameTables to the type checker, so that each reads the table's own signals and
methods checked (each declares the attributes of the scaffold's that it uses)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sheetdesk.ui.game_table import GameTable as TablePart
else:
    TablePart = object  # (Qt's class is the scaffold's own base: only one may be)

__all__ = ["TablePart"]
