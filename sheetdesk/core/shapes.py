"""Polyomino geometry shared by the two card games (treasure cards, pyramid cards).

A shape is a set of (row, col) squares. It may be rotated by quarter turns and mirrored
(expedition-shapes.md, EX-1); `orientations` lists the distinct results in a fixed order so the UI's
"turn" and "mirror" buttons step through them predictably. `placements` finds every way a shape
fits on a set of free boxes (sets of tuples: simple, for tests and tools).

The rules' hot path uses `Grid`: a card's rows x cols boxes as the bits of an int (bit
r * cols + c; a 5 x 5 pyramid chamber is a 25-bit mask). Every position of every orientation of a
design on a grid is precomputed once as a mask, so the legal placements on a card are one filter
over a short tuple of ints (`Grid.placements`), and neighbours of a marked region are four shifts.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
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


class Grid:
    """A rows x cols grid of boxes as bits: box (r, c) is bit r * cols + c.

    Get one with `grid(rows, cols)` (shared, so its per-shape tables are computed once)."""

    __slots__ = (
        "_by_cell",
        "_cells",
        "_placed",
        "_placements",
        "cols",
        "full",
        "not_first",
        "not_last",
        "placed",
        "rows",
    )

    def __init__(self, rows: int, cols: int) -> None:
        self.rows = rows
        self.cols = cols
        self.full = (1 << (rows * cols)) - 1
        first_col = sum(1 << (r * cols) for r in range(rows))
        self.not_first = self.full & ~first_col  # boxes with a neighbour to their left
        self.not_last = self.full & ~(first_col << (cols - 1))  # ... to their right
        self._placements: dict[Shape, tuple[int, ...]] = {}
        self._by_cell: dict[Shape, tuple[tuple[int, ...], ...]] = {}
        self._cells: dict[int, Shape] = {}
        self._placed: dict[int, Shape] = {}  # the boxes of every placement made
        # the boxes of a placement's mask (`placements` made it), as `cells` gives them: a lookup
        # in C (`map` over a card's placements makes no call per mask); KeyError for another mask
        self.placed: Callable[[int], Shape] = self._placed.__getitem__

    def bit(self, cell: Cell) -> int:
        r, c = cell
        return 1 << (r * self.cols + c)

    def mask(self, cells: Iterable[Cell]) -> int:
        cols = self.cols
        out = 0
        for r, c in cells:
            out |= 1 << (r * cols + c)
        return out

    def cells(self, mask: int) -> Shape:
        """The boxes of a mask as a sorted tuple of (row, col) (memoised: placements repeat)."""
        found = self._cells.get(mask)
        if found is None:
            cols = self.cols
            found = tuple(divmod(i, cols) for i in range(mask.bit_length()) if mask >> i & 1)
            if len(self._cells) < 100_000:
                self._cells[mask] = found
        return found

    def neighbours(self, mask: int) -> int:
        """The boxes orthogonally next to any box of `mask` (the mask's own boxes included where
        they touch each other)."""
        cols = self.cols
        return (
            (mask << cols)
            | (mask >> cols)
            | ((mask & self.not_last) << 1)
            | ((mask & self.not_first) >> 1)
        ) & self.full

    def layers(self, start: int, open_mask: int) -> list[int]:
        """Breadth-first layers from the boxes of `start` through the boxes of `open_mask`:
        layers[0] is `start`, layers[i] the boxes i orthogonal steps away (distances on a
        card, e.g. from the marked boxes to a pyramid's tomb)."""
        out = [start]
        seen = start
        front = self.neighbours(start) & open_mask & ~seen
        while front:
            out.append(front)
            seen |= front
            front = self.neighbours(front) & open_mask & ~seen
        return out

    def placements(self, shape: Shape) -> tuple[int, ...]:
        """Every position of every distinct orientation of `shape` inside the grid, as masks,
        sorted by the tuple of boxes each covers (the order `placements()` gives)."""
        found = self._placements.get(shape)
        if found is None:
            masks = []
            for oriented in orientations(normalise(shape)):
                height = max(r for r, _ in oriented) + 1
                width = max(c for _, c in oriented) + 1
                for dr in range(self.rows - height + 1):
                    for dc in range(self.cols - width + 1):
                        masks.append(self.mask((r + dr, c + dc) for r, c in oriented))
            found = tuple(sorted(set(masks), key=self.cells))
            self._placements[shape] = found
            self._placed.update((m, self.cells(m)) for m in found)
        return found

    def placements_covering(self, shape: Shape, cell: Cell) -> tuple[int, ...]:
        """The placements of `shape` that cover `cell` (a first shape through an entrance)."""
        table = self._by_cell.get(shape)
        if table is None:
            every = self.placements(shape)
            table = tuple(
                tuple(m for m in every if m >> i & 1) for i in range(self.rows * self.cols)
            )
            self._by_cell[shape] = table
        r, c = cell
        return table[r * self.cols + c]


@cache
def grid(rows: int, cols: int) -> Grid:
    return Grid(rows, cols)


def place(shape: Shape, orientation: int, anchor: Cell) -> Shape:
    """The board cells covered by orientation number `orientation` with its first square at
    `anchor` (how the UI's ghost maps a hovered box to a placement)."""
    oriented = orientations(shape)[orientation % len(orientations(shape))]
    first_r, first_c = oriented[0]
    ar, ac = anchor
    return tuple(sorted((ar + r - first_r, ac + c - first_c) for r, c in oriented))
