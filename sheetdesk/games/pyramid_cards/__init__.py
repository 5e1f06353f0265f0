"""Pyramid cards (Silver & Gold: Pyramids): rules.py (pure), cards.py (the card data), bot.py,
sheet.py (the chambers and score card drawn in Qt) and texts.py (the Rules page summary).
`INFO` is what the app knows of the game before loading its rules (the registry reads it).
`GOLDEN` names its golden games (made and checked by core/golden.py)."""

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP
from sheetdesk.core.protocol import GameInfo, GoldenGame

INFO = GameInfo(
    id="pyramid_cards",
    name=QT_TRANSLATE_NOOP("games", "Pyramid cards"),
    rules_version=1,
    min_players=1,
    max_players=4,
    solo_is_practice=True,
    bots=("greedy", "random", "easy", "medium", "hard"),
    order=3,
)

GOLDEN = (GoldenGame("4p", players=4, seed=404),)
