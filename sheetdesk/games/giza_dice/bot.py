"""Computer players for Giza dice. Each decides from `view(state, seat)` (the sheets lie open, so
that is the whole table) and picks one of `legal`.

* `random`: any legal action.
* `greedy`: scores every write by how well the number suits its cell — each building's chain
  should keep room for the numbers still to come, so a number goes where its rank among the
  numbers the dice usually give matches the cell's place between its filled neighbours (`room`)
  — and by what it brings at once: a part filled first (its bonus still open), a better scarab
  digit; Nile digits and ×2/:2 symbols cost a little, since they are spent. It writes nothing when
  no write is worth it; the roller orders the dice to the number it likes best. Its pieces are
  in fast.py (`greedy_index`), shared with the search's rollout policy.
"""

from __future__ import annotations

from typing import Any

from sheetdesk.core.protocol import Action, Seat
from sheetdesk.core.rng import Rng

from .fast import FastState, greedy_index


def random(view: Any, seat: Seat, legal: list[Action], rng: Rng) -> Action:
    return rng.choice(legal)


def greedy(view: Any, seat: Seat, legal: list[Action], rng: Rng) -> Action:
    """A sensible heuristic player (see the module docstring)."""
    if len(legal) == 1:
        return legal[0]
    state = FastState.from_state(view)
    return legal[greedy_index(state, seat, state.legal(seat), rng)]


__all__ = ["greedy", "random"]
