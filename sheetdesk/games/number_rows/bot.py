"""Computer players for Number rows. Each decides from `view(state, seat)` only and always returns
one of the `legal` actions it is given.

- `random`: uniform among the legal actions.
- `greedy`: a simple heuristic (fast.greedy_index): take useful numbers, use the announced number
  when it skips at most one open cell, play the cards that cross the most numbers with the fewest
  skipped cells, avoid misthrows, and close rows when it can.
- `easy`, `medium`, `hard`: the levels a family chooses from, on the shared search
  (core/search.py) with Number rows' sampling, options, rollout policy and value (ai.py). Each
  also takes `cancel=` (a flag that stops the search) and has `.hint(view, seat, legal)`.
"""

from __future__ import annotations

from sheetdesk.core.headless import fast_bot
from sheetdesk.core.registry import random_bot
from sheetdesk.core.search import Level, SearchBot

from .ai import NumberRowsSearch
from .fast import greedy_index
from .rules import Game

random = random_bot


greedy = fast_bot(Game.from_state, greedy_index)
"""A sensible heuristic player (see the module docstring)."""


# --- levels: the shared search (core/search.py) on Number rows (ai.py) --------------------------

EASY = Level("easy", playouts=0, randomness=0.02)
MEDIUM = Level("medium", playouts=12, seconds=0.5)
HARD = Level("hard", playouts=500, seconds=0.9)

easy = SearchBot(NumberRowsSearch(noise=6.0), EASY)
"""Today's greedy player with a little randomness: it misjudges its options by up to 6 (a cross
is worth 10) and takes a random one once in fifty decisions."""

medium = SearchBot(NumberRowsSearch(horizon=2), MEDIUM)
"""Tries each option a few times over the next two turns."""

hard = SearchBot(NumberRowsSearch(own_turns=1), HARD)
"""Tries each option many times over, up to the end of its own next turn (about a second at
most: the search stops at 0.9 s)."""

hint = hard.hint
"""What the Hard player would do in a seat's place: hint(view, seat, legal, cancel=None)."""
