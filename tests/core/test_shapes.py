"""Polyomino geometry (expedition-shapes.md EX-1) shared by the card games."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sheetdesk.core.shapes import (
    canonical,
    fits_anywhere,
    is_connected,
    mirror,
    normalise,
    orientations,
    place,
    placements,
    rotate,
)

DESIGNS = {
    "I2": ((0, 0), (0, 1)),
    "I3": ((0, 0), (0, 1), (0, 2)),
    "L3": ((0, 0), (1, 0), (1, 1)),
    "O4": ((0, 0), (0, 1), (1, 0), (1, 1)),
    "L4": ((0, 0), (1, 0), (2, 0), (2, 1)),
    "T4": ((0, 0), (0, 1), (0, 2), (1, 1)),
}


@pytest.mark.parametrize(
    ("design", "count"), [("I2", 2), ("I3", 2), ("L3", 4), ("O4", 1), ("L4", 8), ("T4", 4)]
)
def test_distinct_orientation_counts_ex_1(design, count):
    """EX-1: the distinct orientations of each default design."""
    shapes = orientations(normalise(DESIGNS[design]))
    assert len(shapes) == count
    assert len(set(shapes)) == count
    assert shapes[0] == normalise(DESIGNS[design])


def test_rotate_and_mirror():
    assert rotate(((0, 0), (0, 1), (0, 2))) == ((0, 0), (1, 0), (2, 0))
    assert mirror(((0, 0), (1, 0), (1, 1))) == ((0, 1), (1, 0), (1, 1))
    assert rotate(rotate(rotate(rotate(DESIGNS["L4"])))) == normalise(DESIGNS["L4"])


def test_canonical_identifies_designs_up_to_turning_and_mirroring():
    assert canonical(((5, 5), (6, 5), (7, 5), (7, 4))) == canonical(DESIGNS["L4"])
    assert canonical(DESIGNS["L4"]) != canonical(DESIGNS["T4"])


def test_connectivity():
    assert is_connected([(0, 0), (0, 1), (1, 1)])
    assert not is_connected([(0, 0), (1, 1)])
    assert not is_connected([])


def test_placements_on_a_region_with_a_hole():
    free = {(0, 0), (0, 1), (0, 2), (1, 0), (1, 2)}  # a U
    assert placements(normalise(DESIGNS["I3"]), free) == [((0, 0), (0, 1), (0, 2))]
    assert placements(normalise(DESIGNS["O4"]), free) == []
    assert not fits_anywhere(normalise(DESIGNS["O4"]), free)
    l3 = placements(normalise(DESIGNS["L3"]), free)
    assert ((0, 0), (0, 1), (1, 0)) in l3 and ((0, 1), (0, 2), (1, 2)) in l3
    assert len(l3) == 2


def test_place_maps_an_anchor_and_orientation_to_cells():
    shape = normalise(DESIGNS["I3"])
    assert place(shape, 0, (2, 3)) == ((2, 3), (2, 4), (2, 5))
    assert place(shape, 1, (2, 3)) == ((2, 3), (3, 3), (4, 3))


cells = st.sets(st.tuples(st.integers(0, 4), st.integers(0, 4)), min_size=1, max_size=14)


@given(cells, st.sampled_from(sorted(DESIGNS)))
def test_placements_agree_with_brute_force(free, design):
    """Every placement covers only free boxes; brute force over offsets finds the same set."""
    shape = normalise(DESIGNS[design])
    found = set(placements(shape, free))
    brute = set()
    for oriented in orientations(shape):
        for dr in range(-4, 5):
            for dc in range(-4, 5):
                covered = tuple(sorted((r + dr, c + dc) for r, c in oriented))
                if all(cell in free for cell in covered):
                    brute.add(covered)
    assert found == brute
    assert fits_anywhere(shape, free) == bool(brute)


# --- bit grids: the rules' fast path must agree with the plain set version ---------------------

from sheetdesk.core.shapes import grid  # noqa: E402


@given(
    rows=st.integers(2, 6),
    cols=st.integers(2, 6),
    design=st.sampled_from(sorted(DESIGNS)),
    holes=st.sets(st.tuples(st.integers(0, 5), st.integers(0, 5)), max_size=12),
)
def test_grid_placements_equal_set_placements(rows, cols, design, holes):
    g = grid(rows, cols)
    free = {(r, c) for r in range(rows) for c in range(cols)} - holes
    free_mask = g.mask(free)
    fast = [g.cells(m) for m in g.placements(normalise(DESIGNS[design])) if m & free_mask == m]
    assert fast == placements(normalise(DESIGNS[design]), frozenset(free))


def test_grid_neighbours_do_not_wrap_rows():
    g = grid(5, 5)
    assert g.cells(g.neighbours(g.bit((0, 4)))) == ((0, 3), (1, 4))
    assert g.cells(g.neighbours(g.bit((2, 0)))) == ((1, 0), (2, 1), (3, 0))
    assert g.neighbours(g.full) == g.full


def test_grid_placements_covering_a_cell():
    g = grid(5, 5)
    shape = normalise(DESIGNS["L4"])
    covering = g.placements_covering(shape, (0, 2))
    assert covering and all(m & g.bit((0, 2)) for m in covering)
    assert set(covering) == {m for m in g.placements(shape) if m & g.bit((0, 2))}
