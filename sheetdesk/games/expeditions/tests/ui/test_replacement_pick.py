"""Privacy in the expedition family: a replacement pick (a player completed a card and picks a new
one) comes after a hand-over page naming its player, with only the public table underneath."""

from __future__ import annotations

import pytest

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice

# (the guard's own wait is the page's real one here, as in tests/ui/test_privacy.py)
pytestmark = pytest.mark.real_handover_guard


@pytest.mark.parametrize("game", ["treasure_cards", "pyramid_cards"])
def test_a_replacement_pick_comes_after_a_handover_naming_its_player(window, game):
    """Ana confirms the last marks; Jan completed a card: his pick of a new one is his alone."""
    entry = registry.get(game)
    names = ("Ana", "Jan")
    seen = 0
    for seed in range(40):
        window.start_new(NewGameChoice(entry, tuple(Player(n) for n in names), {}, seed))
        controller, session = window.controller, window.session
        bot = entry.bot()
        for step in range(3000):
            if session.is_over():
                break
            state = session.state
            if window.current_page_name() == "handover":
                if state.phase == "complete":
                    # the page names the player who picks, and the table underneath is public
                    picker = session.acting_seat()
                    assert window.page("handover").title.text().endswith(names[picker])
                    assert controller.viewer is None
                    seen += 1
                controller.confirm_handover()
                continue
            seat = session.acting_seat()
            if state.phase == "complete":
                assert controller.holder == seat  # only the picker holds the laptop now
            legal = list(session.legal_actions(seat))
            controller.choose(bot(session.view(seat), seat, legal, Rng(step)))
        if seen >= 2:
            break
    assert seen >= 2, "no replacement pick by another player was reached"
