"""Placing a shape on a player's grid cards by mouse, wheel and keyboard, with a ghost preview.

`ShapePlacer` knows nothing of a game: the table loads it with the shape to place and, per card
slot, the legal placements (sorted box tuples) and the boxes a single mark may go on. It keeps the
pose (which card, which box the ghost is on, quarter turns, mirrored, one-box mode), moves the
ghost (green with a check where the pose is legal, red with a cross where not) and reports what
the player chose:

* `chosen(slot, cells, one_box)` — a legal pose was clicked or confirmed with Enter;
* `refused(slot, cells, one_box)` — an illegal one was (the table asks the rules why);
* `box_mode_locked()` — the player tried to leave one-box mode where the shape fits nowhere.

Keys: arrows move the ghost box by box, and on past a card's edge to the next card that way;
Enter/Space place it (`handle_key`); Tab (`switch_card`) moves the ghost to the other card too.
Turning, mirroring and one-box mode (`turn`, `flip`,
`toggle_box_mode`) are the table's letter shortcuts, not read here from key events: a key event
carries the character of the active layout (rho, not R, on a Greek keyboard), while Qt matches
a shortcut by the key's Latin letter too. The mouse: hover moves it, the wheel turns it, a click
places it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject, QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent

from sheetdesk.core.shapes import mirror as _mirror
from sheetdesk.core.shapes import normalise as _normalise
from sheetdesk.core.shapes import rotate as _rotate

from .ghost import GhostItem
from .grid_card import GridCardItem

Cell = tuple[int, int]
Shape = tuple[Cell, ...]

_MOVES = {
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
}
_PLACE_KEYS = {Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space}


class ShapePlacer(QObject):
    chosen = Signal(int, object, bool)
    refused = Signal(int, object, bool)
    box_mode_locked = Signal()
    moved = Signal()  # the pose or the mode changed (the table redraws the shape's picture)

    def __init__(
        self, slots: Sequence[GridCardItem], ghost: GhostItem, parent: QObject | None = None
    ) -> None:
        # (give it its table as parent: a parentless QObject in a reference cycle is never freed)
        super().__init__(parent)
        self.slots = list(slots)
        self.ghost = ghost
        self.enabled = True
        self.shape: Shape = ()
        self.legal: dict[int, frozenset[Shape]] = {}
        self.boxes: dict[int, frozenset[Cell]] = {}
        self.cards = 0  # how many slots hold a card
        self.box_mode = False
        self.box_only = False  # one box is all there is to mark (an extra box, say)
        self.slot = 0
        self.anchor: Cell = (0, 0)
        self.rot = 0
        self.mirrored = False
        self._key: Any = None
        self._grid_cells: Callable[[int], Iterable[Cell]] = lambda slot: ()

    # --- loading a position ---------------------------------------------------------------------

    def load(
        self,
        key: Any,
        shape: Shape,
        legal: Mapping[int, Iterable[Shape]],
        boxes: Mapping[int, Iterable[Cell]],
        cards: int,
        grid_cells: Callable[[int], Iterable[Cell]],
        box_only: bool = False,
    ) -> None:
        """What may be placed now. A new `key` (a new expedition card, another player) or a
        placement just made resets the pose to one that fits; otherwise the pose stays where the
        player left it."""
        self.shape = _normalise(shape)
        self.legal = {slot: frozenset(tuple(sorted(s)) for s in v) for slot, v in legal.items()}
        self.legal = {slot: v for slot, v in self.legal.items() if v}
        self.boxes = {slot: frozenset(v) for slot, v in boxes.items()}
        self.boxes = {slot: v for slot, v in self.boxes.items() if v}
        self.cards = cards
        self.box_only = box_only
        self._grid_cells = grid_cells
        fresh = self._key is None or self._key[0] != key
        if (box_only or not self.legal) and self.boxes:
            self.box_mode = True
        elif not self.boxes or fresh:
            # a new card, another player or a placement just made opens in shape mode whenever
            # the shape fits: one-box mode chosen (or forced) for an earlier card, or for the
            # extra box after it, must not carry over to this one
            self.box_mode = False
        full_key = (key, bool(self.legal), self.box_mode)
        if full_key != self._key:
            self._key = full_key
            self.rot, self.mirrored = 0, False
            if self.can_place:
                self._initial_pose()

    def reset(self) -> None:
        """Forget the pose and the mode (another player's turn)."""
        self.box_mode = False
        self._key = None

    @property
    def can_place(self) -> bool:
        return bool(self.legal or self.boxes)

    @property
    def active(self) -> bool:
        return self.can_place and self.enabled and self.cards > 0

    def targets(self, slot: int) -> frozenset[Cell]:
        """The boxes to show as targets on a card: what one box or some placement covers."""
        if not self.can_place:
            return frozenset()
        if self.box_mode:
            return self.boxes.get(slot, frozenset())
        return frozenset(c for shape in self.legal.get(slot, ()) for c in shape)

    # --- the pose -------------------------------------------------------------------------------

    def oriented(self) -> Shape:
        """The shape as the ghost shows it now."""
        shape = self.shape
        if not shape:
            return ()
        if self.mirrored:
            shape = _mirror(shape)
        for _ in range(self.rot % 4):
            shape = _rotate(shape)
        return shape

    def orientation_index(self, orientations: Sequence[Shape]) -> int:
        return list(orientations).index(self.oriented()) if self.shape else 0

    def covered(self, anchor: Cell) -> Shape:
        """The boxes the ghost covers with its middle box on `anchor`."""
        if self.box_mode:
            return (anchor,)
        shape = self.oriented()
        if not shape:
            return ()
        cr = sum(r for r, _ in shape) / len(shape)
        cc = sum(c for _, c in shape) / len(shape)
        hr, hc = min(shape, key=lambda cell: ((cell[0] - cr) ** 2 + (cell[1] - cc) ** 2, cell))
        ar, ac = anchor
        return tuple(sorted((ar + r - hr, ac + c - hc) for r, c in shape))

    def ghost_cells(self) -> tuple[int, Shape, bool]:
        """(slot, covered boxes, legal) of the ghost now."""
        if not self.cards:
            return (-1, (), False)
        slot = min(self.slot, self.cards - 1)
        covered = self.covered(self.anchor)
        if self.box_mode:
            fits = bool(covered) and covered[0] in self.boxes.get(slot, frozenset())
        else:
            fits = covered in self.legal.get(slot, frozenset())
        return slot, covered, fits

    def _initial_pose(self) -> None:
        """A first ghost position that fits (so Enter alone places something sensible)."""
        for slot in range(self.cards):
            if not self.box_mode and slot in self.legal:
                for mirrored in (False, True):
                    for rot in range(4):
                        self.rot, self.mirrored = rot, mirrored
                        for cell in sorted(self._grid_cells(slot)):
                            if self.covered(cell) in self.legal[slot]:
                                self.slot, self.anchor = slot, cell
                                return
            elif self.box_mode and self.boxes.get(slot):
                self.slot, self.anchor = slot, min(self.boxes[slot])
                self.rot, self.mirrored = 0, False
                return
        self.rot, self.mirrored = 0, False

    def _nearest_fit(self, slots: Sequence[int] | None = None) -> None:
        """Move the ghost to a pose that fits, as near as may be to where it is: the same card,
        the same turn and mirror, the nearest box; only then another turn or the other card.
        Nothing changes when it fits already (or nothing fits)."""
        if self.ghost_cells()[2]:
            return
        here = min(self.slot, max(self.cards - 1, 0))
        order = [here, *(s for s in range(self.cards) if s != here)] if slots is None else slots
        poses = [(self.rot, self.mirrored)]
        if not self.box_mode:
            poses += [(r, m) for m in (False, True) for r in range(4) if (r, m) != poses[0]]
        ar, ac = self.anchor
        for slot in order:
            cells = sorted(
                self._grid_cells(slot), key=lambda c: (abs(c[0] - ar) + abs(c[1] - ac), c)
            )
            for rot, mirrored in poses:
                self.rot, self.mirrored = rot, mirrored
                for cell in cells:
                    self.slot, self.anchor = slot, cell
                    if self.ghost_cells()[2]:
                        return
        self.slot, self.anchor = here, (ar, ac)
        self.rot, self.mirrored = poses[0]

    def keep_on_card(self) -> None:
        """The view changed size (the pointer no longer over the box it aimed at): a ghost that
        reaches past its card's edge moves to the nearest pose that fits, else (none fits) to
        the nearest whose boxes all lie on the card; it never hangs off the card."""
        if not self.active or not self.cards:
            return
        slot, covered, fits = self.ghost_cells()
        grid = set(self._grid_cells(slot))
        if fits or not grid or all(cell in grid for cell in covered):
            return
        self._nearest_fit([slot])
        slot, covered, fits = self.ghost_cells()
        if not fits:
            ar, ac = self.anchor
            for cell in sorted(grid, key=lambda c: (abs(c[0] - ar) + abs(c[1] - ac), c)):
                if all(box in grid for box in self.covered(cell)):
                    self.anchor = cell
                    break
        self._changed()

    def pose_for(self, slot: int, cells: Iterable[Cell]) -> tuple[int, bool, Cell]:
        """(turns, mirrored, anchor box) that put the ghost exactly on `cells`."""
        target = tuple(sorted(cells))
        saved = (self.rot, self.mirrored, self.box_mode)
        self.box_mode = False
        try:
            for mirrored in (False, True):
                for rot in range(4):
                    self.rot, self.mirrored = rot, mirrored
                    for anchor in target:
                        if self.covered(anchor) == target:
                            return rot, mirrored, anchor
        finally:
            self.rot, self.mirrored, self.box_mode = saved
        raise ValueError("no pose covers these cells")

    def take_pose(self, slot: int, cells: Iterable[Cell], box: bool) -> None:
        """Put the ghost exactly on `cells` of the card in `slot` (one box with `box`): where the
        hint points, so that Enter places what it shows."""
        if not self.active:
            return
        cells = tuple(cells)
        if box != self.box_mode:
            self.set_box_mode(box)
        if box:
            self.slot, self.anchor = slot, cells[0]
        else:
            self.rot, self.mirrored, anchor = self.pose_for(slot, cells)
            self.slot, self.anchor = slot, anchor
        self._changed()

    # --- drawing --------------------------------------------------------------------------------

    def update_ghost(self) -> None:
        if not self.active:
            self.ghost.hide_ghost()
            return
        self.slot = min(self.slot, self.cards - 1)
        item = self.slots[self.slot]
        if item.geometry is None:
            self.ghost.hide_ghost()
            return
        _slot, covered, fits = self.ghost_cells()
        self.ghost.show_boxes([item.box_rect(cell) for cell in covered], fits, covered)

    def _changed(self) -> None:
        self.update_ghost()
        self.moved.emit()

    # --- input ----------------------------------------------------------------------------------

    def hover(self, scene_pos: QPointF) -> None:
        if not self.active:
            return
        for slot, item in enumerate(self.slots[: self.cards]):
            cell = item.cell_at(scene_pos)
            if cell is not None:
                if slot != self.slot or cell != self.anchor:
                    self.slot, self.anchor = slot, cell
                    self._changed()
                return

    def click(self, scene_pos: QPointF) -> bool:
        """Place the ghost where the player clicked; False if that was not on a card."""
        for slot, item in enumerate(self.slots[: self.cards]):
            cell = item.cell_at(scene_pos)
            if cell is not None:
                self.slot, self.anchor = slot, cell
                self._changed()
                self.place()
                return True
        return False

    def place(self) -> None:
        """Place the ghost where it is (Enter or a click)."""
        slot, covered, fits = self.ghost_cells()
        if slot < 0 or not covered:
            return
        if fits:
            # the boxes under the ghost are marked now: whatever comes next (an extra box, say)
            # starts from a pose that fits again, not from where this one was
            self._key = None
        (self.chosen if fits else self.refused).emit(slot, covered, self.box_mode)

    def turn(self, step: int = 1) -> None:
        if not self.active or self.box_mode:
            return
        self.rot = (self.rot + step) % 4
        self._changed()

    def flip(self) -> None:
        if not self.active or self.box_mode:
            return
        self.mirrored = not self.mirrored
        self._changed()

    def switch_card(self) -> None:
        if self.cards > 1:
            self.slot = 1 - min(self.slot, 1)
            targets = sorted(self.targets(self.slot))
            self.anchor = targets[0] if targets else min(self._grid_cells(self.slot))
            if targets:
                self._nearest_fit([self.slot])
            self._changed()

    def set_box_mode(self, on: bool) -> None:
        if not self.boxes:
            on = False
        if (self.box_only or not self.legal) and self.boxes:
            if not on:
                self.box_mode_locked.emit()
            on = True
        self.box_mode = on
        self._key = (self._key[0] if self._key else None, bool(self.legal), on)
        # the box the ghost was on may not take the shape (or a single mark): Enter right after
        # the switch places something that fits
        self._nearest_fit()
        self._changed()

    def toggle_box_mode(self) -> None:
        if self.active:
            self.set_box_mode(not self.box_mode)

    def _size(self, slot: int) -> tuple[int, int]:
        cells = list(self._grid_cells(slot))
        return max(r for r, _ in cells) + 1, max(c for _, c in cells) + 1

    def move_anchor(self, dr: int, dc: int) -> None:
        """Move the ghost a box; past a card's edge it goes on to the next card that way (the
        same row or column, entered at its near edge), and stays put where no card is."""
        if not self.cards:
            return
        here = min(self.slot, self.cards - 1)
        rows, cols = self._size(here)
        r, c = self.anchor[0] + dr, self.anchor[1] + dc
        if 0 <= r < rows and 0 <= c < cols:
            self.anchor = (r, c)
        else:
            slot = self._neighbour(here, dr, dc)
            if slot is None:
                return
            rows, cols = self._size(slot)
            r = (0 if dr > 0 else rows - 1) if dr else min(self.anchor[0], rows - 1)
            c = (0 if dc > 0 else cols - 1) if dc else min(self.anchor[1], cols - 1)
            self.slot, self.anchor = slot, (r, c)
        self._changed()

    def _neighbour(self, slot: int, dr: int, dc: int) -> int | None:
        """The nearest other card in direction (dr, dc) on the sheet, if any."""
        origin = self.slots[slot].sceneBoundingRect().center()
        best, best_score = None, float("inf")
        for other in range(self.cards):
            if other == slot:
                continue
            centre = self.slots[other].sceneBoundingRect().center()
            vx, vy = centre.x() - origin.x(), centre.y() - origin.y()
            along = vx * dc + vy * dr
            across = abs(vx * dr - vy * dc)
            if along > 1e-6 and across <= along * 3 and along + across * 1.5 < best_score:
                best, best_score = other, along + across * 1.5
        return best

    def handle_key(self, event: QKeyEvent) -> bool:
        """Arrows and Enter/Space while placing; True if the key was used."""
        if not self.active or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        key = event.key()
        if key in _MOVES:
            self.move_anchor(*_MOVES[Qt.Key(key)])
        elif key in _PLACE_KEYS:
            if not event.isAutoRepeat():
                self.place()
        else:
            return False
        return True
