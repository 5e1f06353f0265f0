"""Tally bots."""

from __future__ import annotations

from typing import Any

from sheetdesk.core.protocol import Action, Seat
from sheetdesk.core.rng import Rng


def first(view: Any, seat: Seat, legal: list[Action], rng: Rng) -> Action:
    return legal[0]


def uniform(view: Any, seat: Seat, legal: list[Action], rng: Rng) -> Action:
    return rng.choice(legal)


def stubborn(view: Any, seat: Seat, legal: list[Action], rng: Rng) -> Action:
    """Never ends a turn (marks while it can, then votes again): for the loop guard."""
    return legal[0]
