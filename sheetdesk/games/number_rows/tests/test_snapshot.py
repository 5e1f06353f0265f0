"""Number rows' snapshot (what a save holds of the state): every field of the state, as plain
JSON."""

from __future__ import annotations

import json

from sheetdesk.games.number_rows.rules import RULES
from sheetdesk.games.number_rows.tests.helpers import at_play, card


def test_a_number_rows_snapshot_is_every_field_of_the_state():
    state = at_play((card("red", 4), card("blue", 9)), players=3)
    snapshot = RULES.snapshot(state)
    assert json.loads(json.dumps(snapshot)) == snapshot
    assert set(snapshot) == set(state.__dataclass_fields__)
    assert snapshot["hands"][0] == [
        {"id": 2, "number": 4, "color": "red", "joker": False},
        {"id": 40, "number": 9, "color": "blue", "joker": False},
    ]
    assert snapshot["sheets"][1] == {
        "crosses": [[], [], [], []],
        "locked": [False] * 4,
        "misthrows": 0,
    }
