"""Number rows: the card game of four number rows (rules in rules.py, sheet in sheet.py,
bots in bot.py).

`INFO` is what the app knows of the game before loading its rules (the registry reads it).
`GOLDEN` names its golden games (made and checked by devtools/golden.py)."""

from sheetdesk.core.game_info import GameInfo, GoldenGame, VariantInfo
from sheetdesk.core.i18n import QT_TRANSLATE_NOOP

INFO = GameInfo(
    id="number_rows",
    name=QT_TRANSLATE_NOOP("games", "Number rows"),
    rules_version=1,
    min_players=1,
    max_players=5,
    solo_is_practice=True,
    variants=(
        VariantInfo(key="jokers", label=QT_TRANSLATE_NOOP("number_rows", "Jokers"), default=False),
    ),
    bots=("greedy", "random", "easy", "medium", "hard"),
    order=1,
    # (what the hand-over page keeps from the others: see GameInfo.handover)
    handover=QT_TRANSLATE_NOOP(
        "number_rows",
        "The colours of the cards in hand stay hidden until {name} presses the button below.",
    ),
)

GOLDEN = (
    GoldenGame("2p", players=2, seed=202, options={"jokers": False}),
    GoldenGame("4p-jokers", players=4, seed=404, options={"jokers": True}),
)
