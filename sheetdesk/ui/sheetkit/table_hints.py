"""Where a table shows the computer's suggestion (methods of scaffold.py
`TableScaffold`; the marks are hint_marks.py's): the items that stand for an action, a game's
own places added, and the marks shown and taken away."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene, QPushButton

from sheetdesk.core.protocol import Action

from .hint import HintMarker
from .hint_marks import HintTarget
from .scene import SheetScene

if TYPE_CHECKING:
    from .scaffold import TableScaffold


def hint_targets(self: TableScaffold, action: Action) -> list[HintTarget]:
    """Where `action` is on this table: the items that stand for it (`target_spots`); a game
    adds what is not a target (rectangles of its scenes, `spot`, and buttons). Empty: the
    table cannot point at it."""
    return self.target_spots(action)


def target_spots(self: TableScaffold, action: Action) -> list[HintTarget]:
    """The items of the scenes bound to targets that stand for `action` now."""
    return [
        self.spot(targets.scene, item_id)
        for targets in self._targets
        for item_id in targets.items_for(action)
    ]


def spot(scene: SheetScene, item_id: str) -> tuple[QGraphicsScene, QRectF]:
    """The hint target of one item of a scene (a box, a card)."""
    item = scene.cell(item_id)
    return scene, item.mapToScene(item.rect()).boundingRect()


def show_hint(
    self: TableScaffold, action: Action, label: str | None = None, *, focus: bool = False
) -> bool:
    """Mark `action` (hint_marks.py); `focus`: the keyboard goes where the marks are, so that
    Enter makes the move shown (`focus_sheet`)."""
    return self.hint_marks.show(action, label, focus=focus)


def clear_hint(self: TableScaffold) -> None:
    """Take the hint's marks away (a new position is drawn)."""
    self.hint_marks.clear()


def hinted(self: TableScaffold) -> Action | None:
    """The action a hint shows now."""
    return self.hint_marks.action


def hint_markers(self: TableScaffold) -> tuple[HintMarker, ...]:
    return tuple(self.hint_marks.markers)


def hint_buttons(self: TableScaffold) -> tuple[QPushButton, ...]:
    """The buttons the hint outlines now."""
    return tuple(self.hint_marks.buttons)
