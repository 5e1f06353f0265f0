"""What each viewer may not see in Tally: the others' pending votes."""

from __future__ import annotations

from dataclasses import replace

from sheetdesk.core.protocol import Viewer
from sheetdesk.core.rng import Rng

from .rules import State


def vary(state: State, viewer: Viewer, rng: Rng) -> State:
    votes = tuple(
        v if seat == viewer else rng.choice([None, 0, 1]) for seat, v in enumerate(state.votes)
    )
    return replace(state, votes=votes)
