"""A game left by its Leave button keeps its table on the table page, alive, until the next game's
table replaces it; the game's controller is deleted at once. That table keeps nothing of the
controller (what the controller lent it is taken back when it closes), so it never calls into
a controller Qt has deleted: it draws itself again meanwhile (a language change reaches it),
and what a deleted controller's Python parts hold may go (freed, or emptied: where they were, the
table's call raised inside Qt's change event, and the error's report crashed the process)."""

from __future__ import annotations

import gc

import pytest
import shiboken6

from sheetdesk.core import registry
from tests.ui.test_layout_audit import settle
from tests.ui.test_left_game_freed import played_and_left


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_a_table_left_on_its_page_keeps_nothing_of_its_controller(window, qtbot, game):
    window.resize(1024, 600)
    window.show()
    settle()
    controller = played_and_left(window, game)
    table = window.page("table").table
    assert table is not None and shiboken6.isValid(table)

    def gone() -> bool:
        gc.collect()
        return controller() is None

    # (work the window runs after its next repaint may hold the controller a turn or two more;
    # the table it lent its methods to, and the hand-over's paint watch, kept it, and the session
    # with it, for as long as the table stayed)
    qtbot.waitUntil(gone, timeout=10_000)
    for language in ("el", "pl", "en"):
        window.language_actions[language].trigger()  # (what choosing it in the menu does)
        settle()
    assert shiboken6.isValid(table)  # (the same table, drawn again in each language)
