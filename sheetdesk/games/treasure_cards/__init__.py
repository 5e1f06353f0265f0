"""Treasure cards: the Silver & Gold flip-and-write game.

Rules in rules.py, card data in cards.py, computer players in bot.py, the sheet in sheet.py, the
Rules page's summary in texts.py. `INFO` is what the app knows of the game before loading its
rules (the registry reads it; the player counts and bots are the family's).
`GOLDEN` names its golden games (made and checked by devtools/golden.py)."""

from sheetdesk.core.game_info import GoldenGame
from sheetdesk.core.i18n import QT_TRANSLATE_NOOP
from sheetdesk.games.expeditions import family_info

INFO = family_info(
    "treasure_cards",
    QT_TRANSLATE_NOOP("games", "Treasure cards"),
    order=2,
    # (the cards dealt to choose from, and the boxes crossed in a turn before everyone has)
    handover=QT_TRANSLATE_NOOP(
        "treasure_cards",
        "The dealt treasure cards and the boxes just crossed stay hidden until {name} presses "
        "the button below.",
    ),
)

GOLDEN = (GoldenGame("3p", players=3, seed=303),)
