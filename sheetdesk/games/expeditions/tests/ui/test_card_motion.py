"""Every move seen in the card family: a completed card's score card gets a flourish."""

from __future__ import annotations

import pytest

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.sheetkit import motion
from tests.ui.test_motion import marks_in, start


@pytest.mark.parametrize("game", ["treasure_cards", "pyramid_cards"])
def test_a_completed_card_gets_a_flourish_on_its_score_card(window, qtbot, game):
    """A card completed leaves the board: its player's score card (where its chip goes) gets
    the burst of pen strokes a locked row gets, the player's own and the computer's alike."""
    from sheetdesk.core.rng import Rng

    players = [Player("Ana"), Player("Cy", "bot", "greedy")]
    controller = start(window, game, players, seed=8)
    controller.bot_delay_ms = 0
    session, table = controller.session, controller.page.table
    bot = registry.get(game).bot()
    done = [0, 0]
    flourished: set[int] = set()  # the seats whose completed card got its flourish
    for step in range(600):
        if session.is_over() or flourished == {0, 1}:
            break
        seat = session.acting_seat()
        if controller.is_bot(seat):
            controller.play_bots_now()
        else:
            legal = list(session.legal_actions(seat))
            controller.choose(bot(session.view(seat), seat, legal, Rng(step)))
        now = [len(board.completed) for board in session.state.boards]
        for scene, shown, _big in table.motion_scenes():
            bursts = [m for m in marks_in(scene) if m.burst and m.target.item_id == "completed"]
            if bursts and shown is not None and now[shown] > done[shown]:
                flourished.add(shown)
        done = now
        motion.finish_all()
    assert flourished == {0, 1}, "each player's completed card is marked with a flourish"
