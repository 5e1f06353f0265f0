"""Privacy in the expedition family: a replacement pick (a player completed a card and picks a new
one) comes after a hand-over page naming its player, with only the public table underneath."""

from __future__ import annotations

from typing import Any

import pytest

from sheetdesk.core import registry, savefile
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session

# (the guard's own wait is the page's real one here, as in tests/ui/test_privacy.py)
pytestmark = pytest.mark.real_handover_guard


def game_with_picks(entry, names, seed: int, bot) -> tuple[list[tuple[int, Any]], list[int]]:  # type: ignore[no-untyped-def]
    """A whole game of `entry` played by `bot` for every seat on the game's session alone: its
    moves (seat, action) and, for each step into a replacement pick, how many moves came before
    the move that made it."""
    session = Session.new(entry.rules(), tuple(Player(n) for n in names), {}, seed)
    moves: list[tuple[int, Any]] = []
    picks: list[int] = []
    for step in range(3000):
        if session.is_over():
            break
        seat = session.acting_seat()
        assert seat is not None
        legal = list(session.legal_actions(seat))
        phase = session.state.phase
        moves.append((seat, bot(session.view(seat), seat, legal, Rng(step))))
        session.act(*moves[-1])
        if session.state.phase == "complete" and phase != "complete":
            picks.append(len(moves) - 1)
    assert session.is_over()
    return moves, picks


@pytest.mark.parametrize("game", ["treasure_cards", "pyramid_cards"])
def test_a_replacement_pick_comes_after_a_handover_naming_its_player(window, game):
    """Ana confirms the last marks; Jan completed a card: his pick of a new one is his alone.
    Every replacement pick of a game is checked: the game is played on its session alone up to
    the move before the pick, opened from its save, and that move and the picks after it are
    made in the window (the moves between two picks are not about the hand-over; through the
    window each of them repainted it)."""
    entry = registry.get(game)
    names = ("Ana", "Jan")
    players = tuple(Player(n) for n in names)
    seen = 0
    for seed in range(40):
        moves, picks = game_with_picks(entry, names, seed, entry.bot())
        for first in picks:
            before = Session.new(entry.rules(), players, {}, seed)
            for seat, action in moves[:first]:
                before.act(seat, action)
            assert window.open_path(savefile.write(before), external=False)
            controller, session = window.controller, window.session
            made, picked = first, False
            for _ in range(100):
                state = session.state
                if session.is_over() or (picked and state.phase != "complete"):
                    break
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
                    picked = True
                assert moves[made][0] == seat
                controller.choose(moves[made][1])
                made += 1
            assert picked
        if seen >= 2:
            break
    assert seen >= 2, "no replacement pick by another player was reached"
