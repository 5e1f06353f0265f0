"""The flip-and-write family of Treasure cards and Pyramid cards: the expedition deck (deck.py),
their common rules with hooks for what differs (engine.py), the one engine both play on — the
app's states and the computers' play-outs alike (fast.py) — and the Qt table both draw with
(table.py).

`family_info` is what a card game of the family tells the registry: its id, name and place in
the lists; the player counts and computer players are the family's. It stays here, light, since
the registry imports this package at start-up with each game's `__init__`."""

from sheetdesk.core.game_info import GameInfo

MAX_PLAYERS = 4  # TC-C7, PC-C5: 1 (as practice) to 4
BOTS = ("greedy", "random", "easy", "medium", "hard")  # every game's bot.py names them


def family_info(
    id: str, name: str, order: int, rules_version: int = 1, handover: str | None = None
) -> GameInfo:
    """The GameInfo of a card game of the family (`name`: marked for translation, "games";
    `handover`: what its hand-over page keeps hidden, in the game's context)."""
    return GameInfo(
        id=id,
        name=name,
        rules_version=rules_version,
        min_players=1,
        max_players=MAX_PLAYERS,
        solo_is_practice=True,
        bots=BOTS,
        order=order,
        handover=handover,
    )
