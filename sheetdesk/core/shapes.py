"""Polyomino geometry shared by the two card games (treasure cards, pyramid cards).

A shape is a set of (row, col) squares. It may be rotated by quarter turns and mirrored
(expedition-shapes.md, EX-1); `orientations` lists the distinct results in a fixed order so the UI's
"turn" and "mirror" buttons step through them predictably. `placements` finds every way a shape
fits on a set of free boxes: the treasure cards' legal moves, the UI's highlights and the bots'
search all come from it, so it is written to be fast (sets of tuples, orientations cached).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

Cell = tuple[int, int]
Shape = tuple[Cell, ...]  # normalised: sorted, smallest row and column are 0


def normalise(cells: Iterable[Cell]) -> Shape:
    """The shape moved so that its smallest row and column are 0, squares sorted."""
    cells = list(cells)
    if not cells:
        return ()
    top = min(r for r, _ in cells)
    left = min(c for _, c in cells)
    return tuple(sorted((r - top, c - left) for r, c in cells))


def rotate(shape: Iterable[Cell]) -> Shape:
    """A quarter turn clockwise: (r, c) -> (c, -r), normalised."""
    return normalise((c, -r) for r, c in shape)


def mirror(shape: Iterable[Cell]) -> Shape:
    """Mirrored left to right: (r, c) -> (r, -c), normalised."""
    return normalise((r, -c) for r, c in shape)


@cache
def orientations(shape: Shape) -> tuple[Shape, ...]:
    """The distinct orientations: rotations of the shape, then rotations of its mirror image.

    The first entry is the shape as given (normalised), so orientation 0 is how the card shows it.
    """
    found: list[Shape] = []
    for start in (normalise(shape), mirror(shape)):
        current = start
        for _ in range(4):
            if current not in found:
                found.append(current)
            current = rotate(current)
    return tuple(found)


def canonical(shape: Iterable[Cell]) -> Shape:
    """One representative per design, equal for shapes that differ only by turning/mirroring."""
    return min(orientations(normalise(shape)))


def neighbours(cell: Cell) -> tuple[Cell, ...]:
    r, c = cell
    return ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))


def is_connected(cells: Iterable[Cell]) -> bool:
    """True if every square can be reached from every other through edge-sharing squares."""
    remaining = set(cells)
    if not remaining:
        return False
    stack = [remaining.pop()]
    while stack:
        for near in neighbours(stack.pop()):
            if near in remaining:
                remaining.remove(near)
                stack.append(near)
    return not remaining


def placements(shape: Shape, free: frozenset[Cell] | set[Cell]) -> list[Shape]:
    """Every distinct set of free boxes the shape covers in some orientation and position.

    Each result is the sorted tuple of board cells covered. Two orientations that cover the same
    boxes (a square turned) count once.
    """
    seen: set[Shape] = set()
    result: list[Shape] = []
    for oriented in orientations(shape):
        anchor_r, anchor_c = oriented[0]
        offsets = [(r - anchor_r, c - anchor_c) for r, c in oriented]
        for fr, fc in free:
            covered = tuple(sorted((fr + dr, fc + dc) for dr, dc in offsets))
            if covered in seen:
                continue
            if all(cell in free for cell in covered):
                seen.add(covered)
                result.append(covered)
    result.sort()
    return result


def fits_anywhere(shape: Shape, free: frozenset[Cell] | set[Cell]) -> bool:
    """True if at least one placement exists (cheaper than listing them all)."""
    for oriented in orientations(shape):
        anchor_r, anchor_c = oriented[0]
        offsets = [(r - anchor_r, c - anchor_c) for r, c in oriented]
        for fr, fc in free:
            if all((fr + dr, fc + dc) in free for dr, dc in offsets):
                return True
    return False


def place(shape: Shape, orientation: int, anchor: Cell) -> Shape:
    """The board cells covered by orientation number `orientation` with its first square at
    `anchor` (how the UI's ghost maps a hovered box to a placement)."""
    oriented = orientations(shape)[orientation % len(orientations(shape))]
    first_r, first_c = oriented[0]
    ar, ac = anchor
    return tuple(sorted((ar + r - first_r, ac + c - first_c) for r, c in oriented))
