"""Treasure cards' hand-overs in the controller: each human marking in the simultaneous step gets
the laptop by a hand-over page, though nothing is secret yet when their turn starts."""

from __future__ import annotations

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session
from tests.ui.fakes import recorded_controller


def test_simultaneous_marking_hands_the_laptop_to_each_human(qtbot, data_dir):
    """Treasure cards' marking step is simultaneous: nothing is secret when the second player's
    turn starts, but the marks they are about to make are, so they get a hand-over page too."""
    entry = registry.get("treasure_cards")
    rules = entry.rules()
    session = Session.new(rules, [Player("Ana"), Player("Bob")], {}, 11)
    _page, controller = recorded_controller(qtbot, entry, session, write_now=True)
    controller.start()

    def play_one() -> None:
        if controller.waiting_for is not None:
            controller.confirm_handover()
            return
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        view = session.view(seat)
        controller.choose(entry.bot("greedy")(view, seat, legal, Rng(len(session.log))))

    for _ in range(100):  # through the draft into the first marking step
        if session.state.phase == "mark" and controller.waiting_for is None:
            break
        play_one()
    first = session.acting_seat()
    assert session.state.phase == "mark" and controller.holder == first
    for _ in range(20):  # the first marker marks and confirms
        if session.acting_seat() != first:
            break
        play_one()
    second = session.acting_seat()
    assert second is not None and second != first
    assert rules.view(session.state, second) == rules.view(session.state, None)  # nothing secret
    assert controller.waiting_for == second  # ...and still a hand-over page
