"""A table is laid out the same at a size and a text size however the window came there: every
game with its most players, at each of a few sizes with the usual text and with Larger text,
reached straight from the size before and by a detour (the other text size and back, another
page and back, the next larger size and back). What is compared: the place and size of each
part of the table page and of the table (`test_size_not_history.arrangement`), and each sheet's
scene rectangle and scale (a card table's board takes its shape from the width its column had).

One window for each game, resized: a layout that keeps something of a size before shows as two
arrivals at one size that differ. On 46b1ddd7 Pyramid after Larger text on and off at 819x480
kept the page's narrow margins (2 px, taken for the wider table of Larger text) where reached
straight they are 8; both card games at 819x480 with the usual text and at 819x600 with either
kept the narrow ones after the next larger size (a room of one width seen as one); Pyramid's width
share at 1024x600 after Larger text on and off came out 3 px from the one reached straight.
(With two players the card games were wrong the same ways, and in the first form of this test
1366x768 and a smaller size and back found nothing more: left out, the test runs on every
change.) Another page and back never found a fault of its own: it is taken at the smallest size
only, where the page's margins are narrowest, a spread kept against a page that lays the table
out anew when shown again.
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
SIZES = ((819, 480), (819, 600), (1024, 600))

CASES = [pytest.param(entry.id, entry.max_players, id=entry.id) for entry in registry.GAMES]


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
    look = window.settings.colours

    def text(larger: bool) -> Callable[[], None]:
        return lambda: window.set_look(Look(look, larger=larger))

    faults: list[str] = []
    for larger in (False, True):
        if window.settings.larger_text != larger:  # (a look set again restyles every page)
            text(larger)()
        for at, size in enumerate(SIZES):
            # straight from the size before, then by each detour and back
            detours: dict[str, tuple[Callable[[], None], Callable[[], None]]] = {
                "straight": (lambda size=size: window.resize(*size), lambda: None),
                "by the other text size": (text(not larger), text(larger)),
            }
            if at == 0:  # (see the module's docstring: another page found nothing elsewhere)
                detours["by another page"] = (
                    lambda: window.show_page("rules"),
                    lambda: window.show_page("table"),
                )
            if at + 1 < len(SIZES):
                detours["by a larger size"] = (
                    lambda to=SIZES[at + 1]: window.resize(*to),
                    lambda size=size: window.resize(*size),
                )
            wanted: dict[str, Any] = {}
            for way, (there, back) in detours.items():
                there()
                settle()
                back()
                settle()
                got = laid_out(window)
                wrong = differences(got, wanted) if wanted else []
                wanted = wanted or got
                if wrong:
                    faults.append(f"{size} larger={larger} {way}: {wrong[:4]}")
    assert not faults, "\n".join(faults)
