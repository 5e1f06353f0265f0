"""Treasure cards on the card games' fast path (games/expeditions/fast.py), where core.headless
looks for it: the bots it plays exactly as bot.py plays them (`FAST_BOTS`, by name) and `play`."""

from __future__ import annotations

from sheetdesk.games.expeditions.playout import fast_path

from .bot import greedy

FAST_BOTS, play = fast_path(greedy)
