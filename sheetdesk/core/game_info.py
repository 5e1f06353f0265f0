"""What the app knows of a game before loading any of it, as each game package's `__init__.py`
declares it: its INFO (`GameInfo`, with its variants) and its golden games (`GoldenGame`).

Apart from the game contract (protocol.py) so that reading the games' INFO (the registry at
start-up) needs neither the contract's classes nor the rules: a save opened from the command
line paints its hand-over page, with the game's words on what it hides (`GameInfo.handover`),
before its game is read."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, NamedTuple

from pydantic import BaseModel, ConfigDict


class VariantInfo(BaseModel):
    """A switchable rule variant offered in the New game dialog (an on/off option)."""

    model_config = ConfigDict(frozen=True)
    key: str
    label: str  # English source text; the UI translates it
    default: bool = False


class GameInfo(BaseModel):
    """What the app knows of a game before loading its rules: declared once, in the game
    package's `__init__.py` as `INFO`, and read by both the registry and the rules."""

    model_config = ConfigDict(frozen=True)
    id: str  # never changes: it is written into saves
    name: str  # English source text; the UI translates it (context "games")
    rules_version: int
    min_players: int
    max_players: int
    solo_is_practice: bool = False  # 1 player allowed only as labelled practice
    solo_rules: bool = False  # 1 player plays the game's own solo variant (its rules differ)
    variants: tuple[VariantInfo, ...] = ()
    bots: tuple[str, ...] = ()  # its computer players, as `Parts.bots` names them; first: default
    order: int = 100  # where the game stands in the lists of games: lower first, ties by id
    # what the hand-over page keeps from the other players, in the game's words (source text in
    # the game's own context, "{name}" the player handed to); None: the game hides nothing.
    # Known before anything of the game is loaded: a save opened from the command line paints
    # its hand-over page with these words before its game is read
    handover: str | None = None


class GoldenGame(NamedTuple):
    """A finished game a game ships in its package's `golden` folder, so that old, known games
    keep loading. A game package declares its own as `GOLDEN` in its __init__.py; `python -m
    sheetdesk.devtools.golden` plays the missing ones (the game's first bot) and checks that each
    replays. The file is golden-<game id, dashes for underscores>-<name>.sheetdesk.

    A NamedTuple: it is created at start-up with the games' INFO, and costs a fifth of a frozen
    dataclass to define."""

    name: str  # e.g. "4p-jokers"; never rename one that is shipped
    players: int
    seed: int
    options: Mapping[str, Any] = MappingProxyType({})
    # 0: the game's rules of today; an older rules version (played under
    # `Rules.under_rules_version`) for a game kept as it was when its rules changed
    rules_version: int = 0
