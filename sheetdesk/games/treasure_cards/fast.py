"""Treasure cards on the card games' fast path (games/expeditions/fast.py), where core.simulate
looks for it: the bots it plays exactly as bot.py plays them (`FAST_BOTS`, by name) and `play`."""

from __future__ import annotations

from sheetdesk.games.expeditions.fast import Policy, player, random_move

from .bot import greedy
from .rules import RULES

FAST_BOTS: dict[str, Policy] = {"random": random_move, "greedy": greedy.on_fast}
play = player(RULES, FAST_BOTS)
