"""Pyramid cards (Silver & Gold: Pyramids): rules.py (pure), cards.py (the card data), bot.py,
sheet.py (the chambers and score card drawn in Qt) and texts.py (the Rules page summary).
`INFO` is what the app knows of the game before loading its rules (the registry reads it; the
player counts and bots are the family's). `GOLDEN` names its golden games (made and checked by
devtools/golden.py)."""

from sheetdesk.core.game_info import GoldenGame
from sheetdesk.core.i18n import QT_TRANSLATE_NOOP
from sheetdesk.games.expeditions import family_info

INFO = family_info(
    "pyramid_cards",
    QT_TRANSLATE_NOOP("games", "Pyramid cards"),
    order=3,
    # (the cards dealt to choose from, and the boxes marked in a turn before everyone has)
    handover=QT_TRANSLATE_NOOP(
        "pyramid_cards",
        "The dealt pyramid cards and the boxes just marked stay hidden until {name} presses "
        "the button below.",
    ),
)

GOLDEN = (GoldenGame("4p", players=4, seed=404),)
