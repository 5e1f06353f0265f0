"""A remembered player as the players file and the history's list hand it out (`PlayerRecord`),
and a name made a player's by the one rule (`clean_name`). Apart from the list's other records:
the hand-over page of a save opened from the command line reads the players' looks before its
first paint, and each record type defined costs about a millisecond there."""

from __future__ import annotations

from dataclasses import dataclass

from . import names
from .history_messages import HistoryError


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    id: int
    name: str
    colour: str
    symbol: str
    computer: bool = False
    level: str = ""
    hidden: bool = False
    removed: bool = False


def clean_name(name: str) -> str:
    """`name` as a player's name by the one rule (`names.clean_name`), or HistoryError saying
    why not."""
    try:
        return names.clean_name(name)
    except names.NameRefused as error:
        raise HistoryError(error.reason) from error
