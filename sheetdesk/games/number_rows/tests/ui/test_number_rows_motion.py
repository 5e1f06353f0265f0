"""Every move seen in Number rows: a card the computer takes slides out of the display (with
Animations on; reduced: the rings fade in, nothing moves)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from sheetdesk.core.session import Player
from sheetdesk.ui.sheetkit import motion
from tests.ui.driving import press
from tests.ui.test_motion import start


def new_number_rows(window, animations="on"):  # type: ignore[no-untyped-def]
    players = [Player("Ana"), Player("Cy", "bot", "greedy")]
    controller = start(window, "number_rows", players, {"jokers": False}, animations=animations)
    controller.bot_delay_ms = 0
    return controller


@pytest.mark.parametrize("animations", ["on", "reduced"])
def test_a_card_the_computer_takes_slides_out_of_the_display(window, qtbot, animations):
    """On: the card slides; reduced: nothing moves, the rings fade in."""
    from sheetdesk.ui.sheetkit.motion import _Ghost

    controller = new_number_rows(window, animations)
    session, table = controller.session, controller.page.table
    for _ in range(200):  # Ana plays by keys until the computer is to take a card
        if session.acting_seat() == 1 and session.state.phase == "draw":
            break
        if session.acting_seat() == 1:
            controller.play_bots_now()
            continue
        press(window, Qt.Key.Key_Return if session.state.phase == "draw" else Qt.Key.Key_D)
        qtbot.wait(1)
    before = len(session.history)
    controller.play_bots_now()
    assert session.history[before].action.kind == "take"
    ghosts = [item for item in table.big_scene.items() if isinstance(item, _Ghost)]
    assert table.motion.running() and table.motion.marked
    if animations == "on":
        assert ghosts, "the card slides out of the display"
    else:
        assert not ghosts and table.motion_ms() <= motion.FADE_MS
        assert all(item.opacity() == 1.0 for item in table.big_scene.items()), "no card turns"
    motion.finish_all()
    assert not [item for item in table.big_scene.items() if isinstance(item, _Ghost)]
