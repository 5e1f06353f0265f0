"""What one resize of the window costs Giza's table of nine in sheets redrawn at another scale:
counted, not timed. A table's fit tries its parts in several places (the choice panel under the
big sheet and beside it, the held area released and held again); a sheet fitted at each trial
size was drawn at each scale on the way (the big one through 8 sizes, some 85 rescales over the
nine sheets a resize); then each was fitted as Qt laid the table out at its new size, and again
at the size the table's fit left it at."""

from __future__ import annotations

from sheetdesk.games.giza_dice.tests.ui.giza import NINE, start_nine
from sheetdesk.ui.sheetkit import FittingView


def test_a_resize_rescales_each_of_nine_sheets_once(window, qtbot):  # type: ignore[no-untyped-def]
    """Each sheet's view drawn at a new scale once for one resize of the window: at the size the
    table's fit leaves it at, not first at the size Qt's layout gave it before that fit."""
    start_nine(window, qtbot, 1366, 768)
    table = window.page("table").table
    views = table.findChildren(FittingView)
    assert len(views) >= len(NINE)
    scales: dict[int, list[float]] = {id(view): [view.scale_factor()] for view in views}

    def seen(view: FittingView) -> None:
        if view.scale_factor() != scales[id(view)][-1]:
            scales[id(view)].append(view.scale_factor())

    for view in views:
        view.fitted.connect(lambda view=view: seen(view))
    window.resize(1037, 723)
    qtbot.wait(1)
    rescaled = [len(scales[id(view)]) - 1 for view in views]  # (each view's, in turn)
    assert max(rescaled) >= 1  # (the resize drew the sheets at another scale)
    assert max(rescaled) <= 1, rescaled
