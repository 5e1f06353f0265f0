"""The placing instruction and its keys: the caption over the player's cards says which keys turn
and mirror the shape where the window has the height for it, and leaves that sentence out in a
short window (the sheet keeps the height), where the Turn and Mirror buttons under the cards
name the same keys; the whole instruction is still what assistive technology is told."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from sheetdesk.games.expeditions.tests.ui.test_card_sheet_text import (  # noqa: F401
    GAMES,
    _played_once,  # (the folder `start` plays its games in, made for this module's tests too)
    start,
)
from sheetdesk.ui.style import Look


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
