"""Bad input: the window resized to its least size in the middle of a placement (a real resize
of the main window, the pointer left where it aimed). And the placing instruction over the cards:
where the window has the height, it says which keys turn and mirror the shape; in a short window
that sentence gives way (the sheet keeps the height), the Turn and Mirror buttons under the cards
naming the same keys, and the whole instruction is still what assistive technology is told."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from sheetdesk.games.expeditions.tests.ui.driving import hover
from sheetdesk.games.expeditions.tests.ui.test_card_sheet_text import (  # noqa: F401
    GAMES,
    _played_once,  # (the folder `start` plays its games in, made for this module's tests too)
    start,
)
from sheetdesk.ui.style import Look


@pytest.mark.parametrize("game", GAMES)
def test_the_ghost_stays_on_the_card_when_the_window_shrinks_mid_placement(window, game):
    start(window, game, 2, size=(1366, 768))
    table = window.page("table").table
    placer = table.placer
    assert placer.active
    slot = placer.slot
    card = table.slot_items[slot]
    grid = {(r, c) for r in range(card.geometry.rows) for c in range(card.geometry.cols)}
    # aimed at the card's last box: the shape reaches past its edge there
    hover(
        table.board_view, table.box_center(slot, (card.geometry.rows - 1, card.geometry.cols - 1))
    )
    QApplication.processEvents()
    assert not set(placer.ghost_cells()[1]) <= grid  # (what a resize must not leave so)
    window.resize(window.minimumSize())
    QApplication.processEvents()
    slot, covered, _fits = placer.ghost_cells()
    card = table.slot_items[slot]
    assert table.ghost.isVisible() and set(covered) <= grid, covered
    view = table.board_view
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    ghost = table.ghost.mapRectToScene(table.ghost.shape().boundingRect())
    assert shown.contains(ghost), (ghost, shown)  # whole on screen, none of it cut
    assert card.sceneBoundingRect().contains(ghost)


@pytest.mark.parametrize("game", GAMES)
def test_the_keys_sentence_gives_way_in_a_short_window_the_buttons_naming_the_keys(window, game):
    start(window, game, 2, size=(1366, 768))
    table = window.page("table").table
    assert table.placer.active
    lead, keys = table.caption.lead, table.fmt("place_keys")
    whole = f"{lead} {keys}"
    assert table.caption.words == whole and table.accessibleDescription().endswith(whole)

    def shown() -> str:
        QApplication.processEvents()
        return table.caption.text()

    assert shown() == whole  # a laptop's window: the keys said
    window.set_look(Look(window.settings.colours, larger=True))
    window.resize(800, 400)  # the least window, Larger text
    assert shown() == lead and table.caption.toolTip() and table.caption.words == whole
    for button, key in ((table.turn_button, "(R)"), (table.mirror_button, "(F)")):
        assert button.isVisible() and key in button.text()
    window.resize(1366, 768)
    assert shown() == whole
