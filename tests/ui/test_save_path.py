"""Saving follows the one change path (docs/architecture.md, "The change path"), through the
whole window: a player's move is saved from the position it left, so that the rules are asked
the step of each new state once (the position's), of no earlier state (the log knows their
steps) and of no view, nobody asks the session again whether the game is over, and the move is
written once."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from sheetdesk.core import registry, savefile
from sheetdesk.core.rng import Rng
from sheetdesk.core.savefile import autosaver
from sheetdesk.core.session import Player, Session
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.declared import quick_bot

from .driving import play_by_hint, wait_for_turn


def _counted_move(window, qtbot, entry) -> tuple[Counter[int], int, list[int], int]:  # type: ignore[no-untyped-def]
    """Ana's first move in a new game of `entry` against a computer, made by the hint:
    rules.step's calls during it (by the id of what each was asked of), Session.is_over's
    calls, the session's cursor at each write, and the cursor before the move."""
    players = (Player("Ana"), Player("Cy", "bot", quick_bot(entry)))
    window.start_new(NewGameChoice(entry, players, {}, 5))
    session, controller = window.session, window.controller
    assert wait_for_turn(window, qtbot, 0), entry.id
    qtbot.waitUntil(lambda: not controller.autosaver.pending)  # (the start's write done)
    rules = session.rules
    action = entry.bot()(session.view(0), 0, list(session.legal_actions(0)), Rng(0))
    asked: Counter[int] = Counter()
    kept: list[Any] = []  # (what was asked of, alive: its id stays its own)
    over = [0]
    writes: list[int] = []
    step, write, is_over = rules.step, autosaver.write, Session.is_over

    def counted_step(state: Any) -> Any:
        asked[id(state)] += 1
        kept.append(state)
        return step(state)

    def counted_write(*args: Any, **kwargs: Any) -> Any:
        writes.append(session.cursor)
        return write(*args, **kwargs)

    def counted_over(self: Session) -> bool:
        over[0] += 1
        return is_over(self)

    before = session.cursor
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(rules, "step", counted_step)
        patch.setattr(autosaver, "write", counted_write)
        patch.setattr(Session, "is_over", counted_over)
        play_by_hint(window, action)
    return asked, over[0], writes, before


def test_a_move_is_drawn_and_saved_from_one_position(window, qtbot):  # type: ignore[no-untyped-def]
    """In every game, Ana's first move against a computer (made as one following the hint
    does: the hint's mark, then Enter): the rules' `step` is asked once of each state the move
    brought (the move's, and chance's after it) and of nothing else, `Session.is_over` is not
    asked at all (the position knows), and the save is written once, with the move."""
    for entry in registry.GAMES:
        asked, over, writes, before = _counted_move(window, qtbot, entry)
        session = window.session
        brought = [session.state_at(index) for index in range(before + 1, session.cursor + 1)]
        assert brought, entry.id
        assert asked == Counter({id(state): 1 for state in brought}), (
            entry.id,
            f"{sum(asked.values())} steps asked of {len(asked)} objects for {len(brought)} new",
        )
        assert over == 0, (entry.id, f"is_over asked {over} times")
        assert writes == [session.cursor], (entry.id, writes)
        assert savefile.load(window.controller.save_path).cursor == session.cursor, entry.id
