"""Giza dice's computers in its open writing step: after a roll, the first computer's move waits
its delay and the computers following it write at once (a person's move or a roll makes the
next one wait again); an order is never made at once."""

from __future__ import annotations

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session
from tests.ui.fakes import recorded_controller


def test_computers_write_together_only_the_first_waits(qtbot, data_dir):
    entry = registry.get("giza_dice")
    players = [Player("Ana")] + [Player(f"Bot {i}", "bot", "greedy") for i in range(1, 5)]
    session = Session.new(entry.rules(), players, {}, 3)
    _page, controller = recorded_controller(qtbot, entry, session, autosave=False)
    controller.bot_delay_ms = 5000  # one computer move takes this long to come
    controller.start()
    waited, at_once = [], []  # the kinds of the computers' moves
    for moves in range(80):
        if session.is_over():
            break
        if controller.bot_pending:
            before = session.cursor
            qtbot.wait(60)
            if session.cursor > before:
                at_once += [e.action.kind for e in session.log[before:] if e.seat is not None]
            else:
                controller.play_bots_now()
                waited += [e.action.kind for e in session.log[before:] if e.seat is not None][:1]
        else:
            seat = session.acting_seat()
            legal = list(session.legal_actions(seat))
            controller.choose(entry.bot()(session.view(seat), seat, legal, Rng(moves)))
    rolls = session.state.rolls
    assert waited and at_once
    # only computers following a computer in open writing go at once (never an order)
    assert set(at_once) <= {"write", "pass", "done"}
    # a computer waits once before the roller orders, and in the writing only after a roll or
    # a person's move: at most three waits a roll, where four computers make nine moves
    assert len(waited) <= 3 * rolls
    assert len(at_once) >= 2 * len(waited)
    controller.close()
