"""Giza dice's moves' sounds (ui/sound.py): a write is the pen's, the roll after a turn's Done is
the dice's."""

from __future__ import annotations

from sheetdesk.core import registry
from sheetdesk.core.session import Player, Session
from sheetdesk.ui import sound


def test_each_move_sounds_as_it_is_made(sound_board):
    entry = registry.get("giza_dice")
    session = Session.new(entry.rules(), [Player("Ana"), Player("Bob")], {}, 3)
    sound.watch(session)
    sounds = []
    for _ in range(12):
        seat = session.acting_seat()
        assert seat is not None
        action = session.legal_actions(seat)[0]
        before = len(sound_board.played)
        session.act(seat, action)
        sounds.append((action.kind, list(sound_board.played)[before:]))
    kinds = {kind for kind, _ in sounds}
    assert "write" in kinds, sounds
    for kind, made in sounds:
        if kind == "write":
            assert made[0] == "pen"
    # a roll follows the turn that ends with "done"
    assert any("dice" in made for _, made in sounds), sounds
