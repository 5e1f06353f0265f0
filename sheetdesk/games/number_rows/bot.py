"""Computer players for Number rows. Each decides from `view(state, seat)` only and always returns
one of the `legal` actions it is given.

- `random`: uniform among the legal actions.
- `greedy`: a simple heuristic (fast.greedy_index): take useful numbers, use the announced number
  when it skips at most one open cell, play the cards that cross the most numbers with the fewest
  skipped cells, avoid misthrows, and close rows when it can.
"""

from __future__ import annotations

from typing import Any

from sheetdesk.core.protocol import Action, Seat
from sheetdesk.core.registry import blind
from sheetdesk.core.rng import Rng

from .fast import FastState, greedy_index


@blind
def random(view: Any, seat: Seat, legal: list[Action], rng: Rng) -> Action:
    """Uniform among the legal actions."""
    return rng.choice(legal)


def greedy(view: Any, seat: Seat, legal: list[Action], rng: Rng) -> Action:
    """A sensible heuristic player (see the module docstring)."""
    state = FastState.from_state(view)
    return legal[greedy_index(state, seat, state.legal(seat), rng)]
