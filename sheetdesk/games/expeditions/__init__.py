"""The flip-and-write family of Treasure cards and Pyramid cards: the expedition deck (deck.py),
the pure engine of their common flow with hooks for what differs (engine.py) and the Qt table
both draw with (table.py)."""
