"""The saved-games list's move count in the card family: a shape marked whole or one box instead
read the same while the step is secret."""

from __future__ import annotations

import pytest

from sheetdesk.core.protocol import Decide
from tests.core.test_progress_privacy import _copy, _moves, _secret_steps


def test_a_card_game_one_box_or_a_shape_read_the_same():
    """Marking a revealed shape as a whole, or one box instead: the same count until every
    seat has marked."""
    for game in ("treasure_cards", "pyramid_cards"):
        for session in _secret_steps(game, 3, limit=10):
            step = session.step()
            assert isinstance(step, Decide)
            seat = step.seats[0]
            legal = list(session.legal_actions(seat))
            shape = next((a for a in legal if a.kind == "place"), None)
            box = next((a for a in legal if a.kind == "box"), None)
            if shape is None or box is None:
                continue
            placed, boxed = _copy(session), _copy(session)
            placed.act(seat, shape)
            boxed.act(seat, box)
            assert _moves(placed) == _moves(boxed) == _moves(session)
            break
        else:
            pytest.fail(f"{game}: no shape to mark was reached")
