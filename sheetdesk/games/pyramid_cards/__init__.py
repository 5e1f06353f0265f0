"""Pyramid cards (Silver & Gold: Pyramids): rules.py (pure), cards.py (the card data), bot.py,
sheet.py (the chambers and score card drawn in Qt) and texts.py (the Rules page summary).
`INFO` is what the app knows of the game before loading its rules (the registry reads it)."""

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP
from sheetdesk.core.protocol import GameInfo

INFO = GameInfo(
    id="pyramid_cards",
    name=QT_TRANSLATE_NOOP("games", "Pyramid cards"),
    rules_version=1,
    min_players=1,
    max_players=4,
    solo_is_practice=True,
    bots=("greedy", "random", "easy", "medium", "hard"),
)
