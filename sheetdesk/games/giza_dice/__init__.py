"""Giza dice: the roll-and-write of pyramid, obelisk and Sphinx. rules.py (pure), pad.py (the
printed pad as data), bot.py, sheet.py (the pad drawn in Qt) and texts.py (the Rules page
summary). `INFO` is what the app knows of the game before loading its rules (the registry reads
it).
`GOLDEN` names its golden games (made and checked by devtools/golden.py)."""

from sheetdesk.core.game_info import GameInfo, GoldenGame, VariantInfo
from sheetdesk.core.i18n import QT_TRANSLATE_NOOP

INFO = GameInfo(
    id="giza_dice",
    name=QT_TRANSLATE_NOOP("games", "Giza dice"),
    rules_version=3,  # 3: the exact "no pyramid can be filled" end; 2: no roll limit
    min_players=1,
    max_players=9,
    solo_rules=True,  # one player plays the solo variant (GD-V2)
    variants=(
        VariantInfo(
            key="powers", label=QT_TRANSLATE_NOOP("giza_dice", "More fun: ×2 and :2 symbols")
        ),
        VariantInfo(
            key="quick",
            label=QT_TRANSLATE_NOOP("giza_dice", "Quick game: writing nothing costs a Nile digit"),
        ),
    ),
    bots=("greedy", "random", "easy", "medium", "hard"),
    order=4,
)

GOLDEN = (
    GoldenGame(
        "5p", players=5, seed=505, options={"powers": True, "quick": False}, rules_version=1
    ),
    # rules version 1 ended a game after 80 rolls: one that ended so keeps loading as it ended
    GoldenGame("1p-v1-roll-cap", players=1, seed=106, rules_version=1),
    GoldenGame(
        "3p-quick", players=3, seed=303, options={"powers": False, "quick": True}, rules_version=2
    ),
    # rules version 3 ends a game once no pyramid can be filled, exactly: this one ends so on a
    # roll after which version 2 would have gone on
    GoldenGame("2p-stuck", players=2, seed=348, options={"powers": True, "quick": False}),
)
