"""What one resize of the window costs Giza's table of nine in sheets redrawn at another scale:
counted, not timed. A table's fit tries its parts in several places (the choice panel under the
big sheet and beside it, the held area released and held again); a sheet fitted at each trial
size was drawn at each scale on the way (the big one through 8 sizes, some 85 rescales over the
nine sheets a resize)."""

from __future__ import annotations

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.sheetkit import FittingView

NAMES = ("Ana", "Ben", "Chloé", "Dimitris", "Ewa", "Filip", "Gosia", "Helena", "Jan")


def test_a_resize_rescales_each_of_nine_sheets_at_most_twice(window, qtbot):  # type: ignore[no-untyped-def]
    """Each sheet's view drawn at a new scale twice at most for one resize of the window: as Qt
    lays the table out at its new size, and at the size the table's fit leaves it at."""
    window.setMinimumSize(0, 0)
    window.resize(1366, 768)
    qtbot.wait(1)
    players = (Player("Ana"), *(Player(name, "bot", "greedy") for name in NAMES[1:]))
    window.start_new(NewGameChoice(registry.get("giza_dice"), players, {}, 5))
    qtbot.wait(1)
    table = window.page("table").table
    views = table.findChildren(FittingView)
    assert len(views) >= len(NAMES)
    scales: dict[int, list[float]] = {id(view): [view.scale_factor()] for view in views}

    def seen(view: FittingView) -> None:
        if view.scale_factor() != scales[id(view)][-1]:
            scales[id(view)].append(view.scale_factor())

    for view in views:
        view.fitted.connect(lambda view=view: seen(view))
    window.resize(1037, 723)
    qtbot.wait(1)
    rescaled = {
        view.objectName() or str(index): len(scales[id(view)]) - 1
        for index, view in enumerate(views)
    }
    assert max(rescaled.values()) >= 1  # (the resize drew the sheets at another scale)
    assert max(rescaled.values()) <= 2, rescaled
