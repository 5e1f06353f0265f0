"""A table is laid out the same at a size and a text size however the window came there: every
game, with two players and with its most, at each of a few sizes with the usual text and with
Larger text, reached straight from the size before and by a detour (to a larger size and back,
to a smaller one and back, the other text size and back, another page and back). What is
compared: the place and size of each part of the table page and of the table
(`test_size_not_history.arrangement`), and each sheet's scene rectangle and scale (a card
table's board takes its shape from the width its column had).

One window for each game and player count, resized: a layout that keeps something of a size
before shows as two arrivals at one size that differ. On 46b1ddd7 both card games, with two
players and with four, after Larger text on and off at 819x480 and 819x600 kept the page's
narrow margins (2 px, taken for the wider table of Larger text) where reached straight they
are 8, and with Larger text at 819x600 reached from 819x480 kept the narrow ones (8 reached
from 1024x600).
Still open (`SHARE_APART`): Pyramid's width share at 1024x600 after a detour, 3 px apart.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import QGraphicsView

from sheetdesk.core import registry
from sheetdesk.ui.style import Look
from tests.ui.laid_out import settle
from tests.ui.test_size_not_history import _saved, arrangement, differences, opened_at

# (683x400 is the smallest screen at 150 %: a window there is 819x480 at 125 %)
SIZES = ((819, 480), (819, 600), (1024, 600), (1366, 768))

CASES = [
    pytest.param(entry.id, seats, id=f"{entry.id}-{seats}")
    for entry in registry.GAMES
    for seats in dict.fromkeys((max(2, entry.min_players), entry.max_players))
]


def laid_out(window: Any) -> dict[str, Any]:
    """`arrangement`, and each shown sheet's scene rectangle and scale, in the table's order."""
    parts = arrangement(window)
    table = window.page("table").table
    views = [v for v in table.findChildren(QGraphicsView) if v.isVisibleTo(table)]
    for number, view in enumerate(views):
        scene = view.scene()
        rect = scene.sceneRect().getRect() if scene is not None else None
        parts[f"scene {number}"] = (rect, round(view.transform().m11(), 4))
    return parts


@pytest.mark.parametrize(("game", "seats"), CASES)
def test_a_table_is_laid_out_the_same_however_its_size_was_reached(window, game, seats):  # type: ignore[no-untyped-def]
    opened_at(window, _saved(game, seats), SIZES[0])
    faults: list[str] = []
    shares_apart = True  # (every fault the still open one: `SHARE_APART`)
    for larger in (False, True):
        look = window.settings.colours

        def text(larger: bool, look: Any = look) -> Callable[[], None]:
            return lambda: window.set_look(Look(look, larger=larger))

        text(larger)()
        for at, size in enumerate(SIZES):
            detours = {"straight": lambda: None}
            if at + 1 < len(SIZES):
                detours["by a larger size"] = lambda to=SIZES[at + 1]: window.resize(*to)
            if at:
                detours["by a smaller size"] = lambda to=SIZES[at - 1]: window.resize(*to)
            detours["by the other text size"] = text(not larger)
            detours["by another page"] = lambda: window.show_page("rules")
            wanted: dict[str, Any] = {}
            for way, detour in detours.items():
                detour()
                settle()
                window.resize(*size)
                text(larger)()
                window.show_page("table")
                settle()
                got = laid_out(window)
                wrong = differences(got, wanted) if wanted else []
                wanted = wanted or got
                if wrong:
                    faults.append(f"{size} larger={larger} {way}: {wrong[:4]}")
                    shares_apart = shares_apart and _share_apart(got, wanted)
    assert not faults or shares_apart, "\n".join(faults)
    if faults:
        pytest.xfail(f"the width share a few px apart by the way it came: {faults[0]}")


# still open: a card table's width share between the big sheet's column and the others' comes
# out a few px apart by the way its size was reached (Pyramid at 1024x600 after Larger text on
# and off: the others' panel 151 px against 148; the board a pixel taller in the narrower
# column asks the wider share, and the two take turns). Such a case alone is an expected
# failure; anything else that differs fails
SHARE_APART = 3


def _share_apart(got: dict[str, Any], wanted: dict[str, Any]) -> bool:
    """Whether `got` differs from `wanted` only in parts moved or widened sideways by
    `SHARE_APART` px at most (a width shared otherwise: a pixel up or down with it, and a
    sheet drawn at a scale a hundredth apart)."""
    for name in dict.fromkeys([*wanted, *got]):
        one, other = got.get(name), wanted.get(name)
        if one == other:
            continue
        if not isinstance(one, tuple) or not isinstance(other, tuple) or len(one) != len(other):
            return False
        if name.startswith("scene "):  # (its rectangle, its scale)
            if one[0] != other[0] or abs(one[1] - other[1]) > 0.01:
                return False
            continue
        if len(one) != 4:
            return False
        apart = [abs(a - b) for a, b in zip(one, other, strict=True)]
        if apart[0] > SHARE_APART or apart[2] > SHARE_APART or apart[1] > 1 or apart[3] > 1:
            return False
    return True
