"""The saved-games list's move count in Number rows: crossing the announced number or declining
read the same while the step is secret."""

from __future__ import annotations

import pytest

from sheetdesk.core.protocol import Decide
from tests.core.test_progress_privacy import _copy, _moves, _secret_steps


def test_number_rows_crossing_or_declining_read_the_same():
    """The other player crossed a number (announce it, then done) or declined (done): the
    saved count is the same while the first has not announced."""
    for session in _secret_steps("number_rows", 9, limit=3):
        step = session.step()
        assert isinstance(step, Decide)
        seat = step.seats[-1]
        legal = list(session.legal_actions(seat))
        cross = next((a for a in legal if a.kind == "announce_cross"), None)
        done = next(a for a in legal if a.kind == "announce_done")
        if cross is None:
            continue
        crossed, declined = _copy(session), _copy(session)
        crossed.act(seat, cross)
        if any(a.kind == "announce_done" for a in crossed.legal_actions(seat)):
            crossed.act(seat, done)
        declined.act(seat, done)
        if crossed.phase_start() == declined.phase_start() == session.cursor:
            assert _moves(crossed) == _moves(declined) == _moves(session)
            return
    pytest.fail("no announcement with a number to cross was reached")
