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
* `easy`, `medium`, `hard`: the levels a family chooses from, on the shared search
  (core/search.py) with Giza dice's options, rollout policy and value (ai.py). Each also takes
  `cancel=` (a flag that stops the search) and has `.hint(view, seat, legal)`.
"""

from __future__ import annotations

from sheetdesk.core.headless import fast_bot
from sheetdesk.core.registry import random_bot
from sheetdesk.core.search import Level, SearchBot

from .ai import GizaSearch
from .fast import greedy_index
from .rules import Game

random = random_bot


greedy = fast_bot(Game.from_state, greedy_index)
"""A sensible heuristic player (see the module docstring)."""


# --- levels: the shared search (core/search.py) on Giza dice (ai.py) ----------------------------

EASY = Level("easy", playouts=0, randomness=0.08)
MEDIUM = Level("medium", playouts=60, seconds=0.5)
HARD = Level("hard", playouts=400, seconds=0.75, steps=True, step_seconds=0.75)

easy = SearchBot(GizaSearch(jitter=1.5), EASY)
"""The greedy player with a little randomness: it misjudges its writes by up to 1.5 (a
well-placed number is worth 1) and takes any legal action once in about twelve decisions."""

medium = SearchBot(GizaSearch(horizon=3, width=4), MEDIUM)
"""Tries its four best writes a few times each over the next three rolls."""

hard = SearchBot(GizaSearch(), HARD)
"""Tries its eight best writes many times each, each time to the end of the game (under a
second: the search stops starting new rounds at 0.75 s). Playing to the end counts what the
sheets really bring; an estimate at a horizon of six rolls made Hard hardly better than Medium."""

hint = hard.hint
"""What the Hard player would do in a seat's place: hint(view, seat, legal, cancel=None)."""

__all__ = ["easy", "greedy", "hard", "hint", "medium", "random"]
