"""Every move seen in the card family: a completed card's score card gets a flourish."""

from __future__ import annotations

from typing import Any

import pytest

from sheetdesk.core import registry, savefile
from sheetdesk.core.protocol import Decide
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session
from sheetdesk.ui.sheetkit import motion
from tests.ui.test_motion import marks_in


def before_completions(entry, players, seed: int, bot) -> dict[int, Session]:  # type: ignore[no-untyped-def]
    """A game of `entry` played by `bot` for every seat on the game's session alone, the
    computer (seat 1) deciding first where both decide together, so that Ana's move ends such a
    step: for each seat, the position just before Ana's move that completed a card of that
    seat."""
    session = Session.new(entry.rules(), players, {}, seed)
    moves: list[tuple[int, Any]] = []
    found: dict[int, Session] = {}
    for step in range(600):
        if session.is_over() or len(found) == len(players):
            break
        waiting = session.step()
        seats = waiting.seats if isinstance(waiting, Decide) else ()
        seat = 1 if 1 in seats else session.acting_seat()
        assert seat is not None
        legal = list(session.legal_actions(seat))
        moves.append((seat, bot(session.view(seat), seat, legal, Rng(step))))
        done = [len(board.completed) for board in session.state.boards]
        session.act(*moves[-1])
        for completer, board in enumerate(session.state.boards):
            if len(board.completed) > done[completer] and completer not in found and seat == 0:
                found[completer] = before = Session.new(entry.rules(), players, {}, seed)
                for made in moves[:-1]:
                    before.act(*made)
    assert len(found) == len(players), "each player completes a card"
    return found


@pytest.mark.parametrize("game", ["treasure_cards", "pyramid_cards"])
def test_a_completed_card_gets_a_flourish_on_its_score_card(window, qtbot, game):
    """A card completed leaves the board: its player's score card (where its chip goes) gets
    the burst of pen strokes a locked row gets, the player's own and the computer's alike.
    The game is played on its session alone up to Ana's move that completes each player's
    first card and opened from its save (Animations on); the moves from there are made in the
    window (before, each of them repainted it, animated)."""
    players = (Player("Ana"), Player("Cy", "bot", "greedy"))
    entry = registry.get(game)
    bot = entry.bot()
    flourished: set[int] = set()  # the seats whose completed card got its flourish
    window.update_settings(animations="on")
    for completer, before in before_completions(entry, players, 8, bot).items():
        assert window.open_path(savefile.write(before), external=False)
        controller = window.controller
        qtbot.waitUntil(lambda c=controller: c.page_built)  # the position seen before a move
        controller.bot_delay_ms = 0
        session, table = controller.session, controller.page.table
        done = [len(board.completed) for board in session.state.boards]
        for step in range(40):
            if session.is_over() or completer in flourished:
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
