"""A game closed gives its memory back: after another game is opened in the same window, the
first one's session, controller and table are gone (nothing keeps them alive — a QObject without
a parent caught in a reference cycle would). benchmarks/memory.py measures the resident size."""

from __future__ import annotations

import gc
import weakref

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from sheetdesk.core import registry, savefile
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session


def _save(game: str, seed: int):
    entry = registry.get(game)
    session = Session.new(entry.rules(), [Player("Ana"), Player("Jan")], {}, seed)
    bot = entry.bot()
    for step in range(120):
        if session.is_over():
            break
        seat = session.acting_seat()
        session.act(
            seat, bot(session.view(seat), seat, list(session.legal_actions(seat)), Rng(step))
        )
    return savefile.write(session)


@pytest.mark.parametrize("game", [g.id for g in registry.GAMES])
def test_opening_another_game_frees_the_first(window, qtbot, game):
    first, second = _save(game, 1), _save(game, 2)
    assert window.open_path(first, external=False)
    if window.current_page_name() == "handover":
        window.controller.confirm_handover()
    gone = [
        weakref.ref(window.controller),
        weakref.ref(window.session),
        weakref.ref(window.page("table").table),
    ]
    assert window.open_path(second, external=False)
    if window.current_page_name() == "handover":
        window.controller.confirm_handover()
    qtbot.wait(20)  # the event loop turns, as it does between a player's clicks
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.wait(20)  # (and once more: the parts of what Qt deleted are emptied the turn after)
    gc.collect()
    assert [ref() is None for ref in gone] == [True, True, True]
