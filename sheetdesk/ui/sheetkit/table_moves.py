"""The moves a table shows seen (methods of scaffold.py `TableScaffold`; the
drawing is motion.py's): the log entries noted for the next position, the scenes they are
drawn on, the small sheet of the last mover brought into sight, an entry shown again."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QGraphicsScene

from sheetdesk.core.protocol import Seat

if TYPE_CHECKING:
    from .scaffold import TableScaffold


# ids of the items on a table that are no seat's (the display, the pile): compared from
# position to position whichever seat's sheet is big
SHARED_ITEMS: tuple[str, ...] = ("display", "pile", "discard", "note", "deck")


def note_moves(
    self: TableScaffold,
    entries: Sequence[tuple[int, Seat | None]],
    own: bool,
    latest: Mapping[Seat, int] | None = None,
) -> None:
    self._moves, self._own_moves, self._latest = tuple(entries), own, latest


def motion_scenes(self: TableScaffold) -> list[tuple[QGraphicsScene, Seat | None, bool]]:
    """The scenes drawn now, the seat whose sheet each shows and whether it is the big one
    (the scenes the table's targets are on: the big seat's; the small sheets shown)."""
    big = self._big_shown
    scenes: list[tuple[QGraphicsScene, Seat | None, bool]] = []
    for targets in self._targets:
        scenes.append((targets.scene, big, True))
    for seat, sheet in enumerate(self.others.sheets):
        if not sheet.isHidden():
            scenes.append((sheet.view.scene(), seat, False))
    return scenes


def _follow_move(self: TableScaffold, seen: Sequence[Any], movers: Sequence[Seat | None]) -> None:
    """Where the others' column scrolls, the small sheet of the last player whose move is
    ringed on one is brought into sight (the column scrolled no further than that): a
    computer writing on a sheet below the column's end was a move nobody saw."""
    scroll = self.others.scroll_area
    if scroll is None or scroll.verticalScrollBar().maximum() <= 0:
        return
    scenes = {id(item.scene()) for item in seen}
    ringed = [
        seat
        for seat, sheet in enumerate(self.others.sheets)
        if not sheet.isHidden() and id(sheet.view.scene()) in scenes
    ]
    last = next((seat for seat in reversed(movers) if seat in ringed), None)
    if last is not None:
        scroll.ensureWidgetVisible(self.others.sheets[last], 0, 0)


def show_entry(self: TableScaffold, entry: int) -> bool:
    shown = self.motion.show_entry(entry, self.motion_scenes())
    self.moves_shown.emit(self.motion.entries)
    return shown


def motion_ms(self: TableScaffold) -> int:
    return self.motion.remaining_ms()
