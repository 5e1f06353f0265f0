"""The Keys card at a step where the choice is made with buttons beside the sheet (numbers to
write, say) and nothing on the sheet is to be chosen yet: it names the keys that choose among
them, the arrows and Enter, which work there (the card listed only Tab, the sound and the rules,
as if the keyboard could do nothing more). Played as a family does: one person and a computer,
the person's first step, ? pressed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.declared import first_level
from tests.ui.driving import open_keys_card, pass_handover, press, wait_for_turn


def _first_step(window, qtbot, game: str):  # type: ignore[no-untyped-def]
    entry = registry.get(game)
    players = (Player("Ana"), Player("Bo", "bot", first_level(entry)))
    window.start_new(NewGameChoice(entry, players, {}, 5))
    window.controller.bot_delay_ms = 0
    if window.current_page_name() == "handover":
        pass_handover(window)
    assert wait_for_turn(window, qtbot, 0)
    table = window.page("table").table
    qtbot.waitUntil(lambda: not table.prompt_hold.held, timeout=10_000)  # (the prompt shown)
    return table


@pytest.mark.parametrize("game", [g.id for g in registry.GAMES])
def test_the_keys_card_names_the_keys_of_the_choice_buttons(window, qtbot, game):
    table = _first_step(window, qtbot, game)
    on = QApplication.focusWidget()
    if table.sheet_keys_work() or on not in table.choice_buttons:
        pytest.skip(f"{game}'s first step is not chosen with buttons beside the sheet")
    keys = dict(open_keys_card(window).rows)
    assert keys.get("Arrows") == "Move between the choices", keys
    assert keys.get("Enter or Space") == "Choose the one you are on", keys
    press(window, Qt.Key.Key_Escape)
    # (the window takes the keys back as the card closes: the keyboard where it was)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is on)
    # what the card says works: the arrows go to another choice
    press(window, Qt.Key.Key_Right)
    assert QApplication.focusWidget() in table.choice_buttons
    assert QApplication.focusWidget() is not on
