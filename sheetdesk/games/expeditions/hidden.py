"""What a viewer may not see in a card game of the expedition family, for the checks that a view
hides every secret (devtools/soak.py and the contract tests): `family_vary(rules, bump)` gives the
game's `vary(state, viewer, rng)` — the same position as far as `viewer` can tell, with every
secret changed: the pile and expedition orders, others' dealt cards and draft choices, and in the
marking step others' pending marks with their effects on the score card (`bump`, per game)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sheetdesk.core.protocol import Viewer
from sheetdesk.core.records import replace
from sheetdesk.core.registry import Vary
from sheetdesk.core.rng import Rng

from .engine import Mark


def family_vary(rules: Any, bump: Callable[[Any, Rng], Any]) -> Vary:
    """`bump(board, rng)`: the board with its score card changed as a pending mark may change it."""
    cards = len(rules.cards)

    def vary(state: Any, viewer: Viewer, rng: Rng) -> Any:
        changes: dict[str, Any] = {
            "pile": tuple(rng.shuffled(state.pile)),
            "expeditions": tuple(rng.shuffled(range(8)))[: len(state.expeditions)],
        }
        others = [s for s in range(state.players) if s != viewer]
        if state.dealt:
            dealt, kept = list(state.dealt), list(state.kept)
            for s in others:
                dealt[s] = tuple(rng.shuffled(range(cards)))[:4]
                kept[s] = dealt[s][: rng.below(3)]
            changes.update(dealt=tuple(dealt), kept=tuple(kept))
        if state.phase == "mark":
            boards, marks, owed = list(state.boards), list(state.marks), list(state.owed)
            for s in others:
                before = state.before[s]
                if before.cards:
                    targets = sorted(rules.box_targets(before, before.cards[0]))
                    if targets:
                        cell = rng.choice(targets)
                        crossed = (before.crossed[0] | {cell}, *before.crossed[1:])
                        boards[s] = bump(replace(before, crossed=crossed), rng)
                        marks[s] = (Mark(before.cards[0], (cell,), "box"),)
                owed[s] = rng.below(2)
            changes.update(boards=tuple(boards), marks=tuple(marks), owed=tuple(owed))
        return replace(state, **changes)

    return vary
