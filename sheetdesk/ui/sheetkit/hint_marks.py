"""The hint's marks on a table (scaffold.py `show_hint`): where the computer's suggestion is
shown (hint.py: a dashed outline and a "Hint" badge on the sheet, or an outlined button), and
where the keyboard goes for it. With `focus` (a lesson's), the keyboard goes where the marks are
(the marked item gets the arrow keys' focus ring, or the marked button the keyboard), so that
Enter makes the move marked. Without it (H), the keyboard moves only within the table it is on:
the marked item gets the sheet's focus, or a move made by a button alone gets that button.
`HintMarks` keeps the marks until the next position drawn takes them away (`clear`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsScene, QPushButton, QWidget

from sheetdesk.core.protocol import Action

from .hint import HintMarker, mark_button
from .scene import SheetScene

if TYPE_CHECKING:
    from .scaffold import TableScaffold

# where a hint shows: a rectangle of a scene, or a button
HintTarget = tuple[QGraphicsScene, QRectF] | QPushButton


class HintMarks:
    """The marks of the hint a table shows now, and the keyboard's way to them."""

    def __init__(self, table: TableScaffold) -> None:
        self.table = table
        self.action: Action | None = None  # the action the marks show now
        self.markers: list[HintMarker] = []
        self.buttons: list[QPushButton] = []
        self.takes_keys = False  # the keyboard goes where the hint marks (a lesson's)
        self.label = ""

    def show(self, action: Action, label: str | None = None, *, focus: bool = False) -> bool:
        """Mark `action` where the table's `hint_targets` say it is (see the module
        docstring); `focus`: the keyboard goes where the marks are, so that Enter makes the
        move shown (the table's `focus_sheet`). False: the table cannot point at it."""
        table = self.table
        self.clear()
        if label is None:
            label = QCoreApplication.translate("GameTable", "Hint")
        self.label = label
        for target in table.hint_targets(action):
            if isinstance(target, QPushButton):
                mark_button(target, True)
                self.buttons.append(target)
            else:
                scene, rect = target
                marker = HintMarker(rect, "" if self.markers else label)
                scene.addItem(marker)
                self.markers.append(marker)
        shown = bool(self.markers or self.buttons)
        self.action = action if shown else None
        self.takes_keys = focus and shown
        self._moves_focus_cell()
        if self.takes_keys:
            table.focus_sheet(show_ring=table.show_focus_ring())
        else:
            self._moves_focus_button()
        return shown

    def _moves_focus_cell(self) -> None:
        """Enter makes the move the hint marks: on the sheet that has the keyboard, the item
        the first mark is on takes the keyboard's focus (the ring shows only if it did)."""
        if not self.markers:
            return
        marker = self.markers[0]
        scene = marker.scene()
        if not isinstance(scene, SheetScene):
            return
        item = scene.item_at(marker.target.center())
        if item is not None and item.item_id != scene.focus_id:
            scene.set_focus_cell(item.item_id, visible=scene.focus_visible)

    def _moves_focus_button(self) -> None:
        """Enter makes the move the hint marks, when a button alone makes it (Done, Confirm,
        Write nothing), or begins it in a step that begins with buttons (`keyboard_target` is
        one): the first button marked takes the keyboard, if the keyboard is on this table (the
        player asked by H), as the first mark's item does on a sheet (`keys` alike)."""
        table = self.table
        if not self.buttons or (
            self.markers and not isinstance(table.keyboard_target(), QPushButton)
        ):
            return
        focus = QApplication.focusWidget()
        if focus is None or not (focus is table or table.isAncestorOf(focus)):
            return
        button = self.buttons[0]
        if button.isVisible() and button.isEnabled():
            button.setFocus(Qt.FocusReason.OtherFocusReason)

    def keys(self) -> QWidget | None:
        """Where the keyboard goes for the move the hint marks: the item of a sheet the first
        mark is on gets the arrow keys' focus, and its view the keyboard; but a step that begins
        with buttons (the game's `keyboard_target` is one) starts on the button marked, and a
        move made by a button alone (Done, Confirm) on that button."""
        table = self.table
        view: QWidget | None = None
        if self.markers:
            marker = self.markers[0]
            scene = marker.scene()
            if isinstance(scene, SheetScene) and scene.views():
                item = scene.item_at(marker.target.center())
                if item is not None and table.show_focus_ring():  # (not while a ghost moves)
                    scene.set_focus_cell(item.item_id)
                view = scene.views()[0]
        if self.buttons and (view is None or isinstance(table.keyboard_target(), QPushButton)):
            return self.buttons[0]
        return view

    def clear(self) -> None:
        """Take the marks away (a new position is drawn)."""
        for marker in self.markers:
            scene = marker.scene()
            if scene is not None:
                scene.removeItem(marker)
        for button in self.buttons:
            # (a game may have made its buttons again since, the one outlined deleted with them)
            if shiboken6.isValid(button):
                mark_button(button, False)
        self.markers = []
        self.buttons = []
        self.action = None
        self.takes_keys = False
