"""No row of a sheet rests half cut at the edge of the area scrolling it: every game's table, in
the middle of a game at its most seats, on small screens (1366×768 at 150 %, 1024×600 at 125 %),
in Polish with usual text and in Greek with Larger text: a sheet scrolled in place
(`LeastScaleArea`) ends its view at a whole row of its boxes and words as the window opens on it,
and wherever the wheel scrolls it to (half a row of numbers at its bottom reads as the sheet's
last)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSlider

from sheetdesk.core import registry
from sheetdesk.ui.sheetkit import LeastScaleArea
from tests.ui.audit import lines_cut
from tests.ui.test_layout_audit import settle
from tests.ui.test_step_buttons_whole import SMALL_SCREENS, table_on


def wheel_steps_down(area: QAbstractScrollArea) -> Iterator[int]:
    """Scroll `area` down a step of the wheel at a time to its end, as a family scrolls, each
    step settled: yields the scroll bar's value after each."""
    bar = area.verticalScrollBar()
    for _step in range(100):
        if bar.value() >= bar.maximum():
            break
        bar.triggerAction(QAbstractSlider.SliderAction.SliderSingleStepAdd)
        settle()
        yield bar.value()


def small_tables(test: Callable[..., None]) -> Callable[..., None]:
    """`test(window, game, screen, text)` on every game's table on each small screen, in Polish
    with usual text and in Greek with Larger text (`text`: language, larger)."""
    for mark in (
        pytest.mark.parametrize("text", [("pl", False), ("el", True)], ids=["pl", "el-larger"]),
        pytest.mark.parametrize("screen", SMALL_SCREENS, ids=["910x512", "819x480"]),
        pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES]),
    ):
        test = mark(test)
    return test


@small_tables
def test_no_row_of_a_sheet_rests_half_cut_at_its_areas_edge(window, game, screen, text):
    with table_on(window, game, screen, text[1], text[0]) as page:
        areas = [a for a in page.findChildren(LeastScaleArea) if a.isVisibleTo(window)]
        assert lines_cut(areas) == []  # type: ignore[arg-type]
        for area in areas:
            for value in wheel_steps_down(area):
                assert lines_cut([area]) == [], value
            bar = area.verticalScrollBar()
            assert bar.value() == bar.maximum()  # (its end reached, its last row whole)
