"""Property: any position reached by legal play (with undos) saves and loads back equal."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sheetdesk.core import registry, savefile
from sheetdesk.core.session import Player, Session
from tests.declared import uniform_bot


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return tmp_path_factory.mktemp("saves")


@given(
    entry=st.sampled_from(registry.GAMES),
    seed=st.integers(0, 2**64 - 1),
    data=st.data(),
)
def test_save_then_load_is_equal(folder, entry, seed, data):
    """Any game of the registry, any count of players it declares, any of its variants."""
    rules = entry.rules()
    players = data.draw(st.integers(entry.min_players, entry.max_players), label="players")
    options = {v.key: data.draw(st.booleans(), label=v.key) for v in rules.info.variants}
    bot = uniform_bot(entry)
    seats = [Player(f"P{n}", "human" if n % 2 == 0 else "bot", "" if n % 2 == 0 else bot)
             for n in range(players)]  # fmt: skip
    session = Session.new(rules, seats, options, seed)
    for _ in range(data.draw(st.integers(0, 300), label="moves")):
        if session.is_over():
            break
        seat = session.acting_seat()
        assert seat is not None
        if session.can_undo() and data.draw(st.integers(0, 9), label="undo?") == 0:
            session.undo()
            continue
        legal = list(session.legal_actions(seat))
        session.act(seat, data.draw(st.sampled_from(legal), label="action"))
    path = savefile.write(session, folder / "game.sheetdesk")
    loaded = savefile.load(path)
    assert loaded.log == session.log
    assert loaded.cursor == session.cursor
    assert loaded.state == session.state
    assert loaded.players == session.players
    assert loaded.is_over() == session.is_over()
