"""What each viewer may not see in Treasure cards, for the soak's view check (core/soak.py):
`vary(state, viewer, rng)` is the same position as far as `viewer` can tell, with every secret
changed — the order of the treasure pile and of the expedition cards, others' dealt cards and
draft choices, others' pending marks (and the extra boxes they owe) before all confirmed."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from sheetdesk.core.protocol import Viewer
from sheetdesk.core.rng import Rng

from .rules import RULES, Mark, State


def vary(state: State, viewer: Viewer, rng: Rng) -> State:
    pile = tuple(rng.shuffled(state.pile))
    expeditions = tuple(rng.shuffled(range(8)))[: len(state.expeditions)]
    changes: dict[str, Any] = {"pile": pile, "expeditions": expeditions}
    others = [s for s in range(state.players) if s != viewer]
    if state.phase == "draft":
        dealt = list(state.dealt)
        kept = list(state.kept)
        for s in others:
            dealt[s] = tuple(rng.shuffled(range(47)))[:4]
            kept[s] = dealt[s][: rng.below(3)]
        changes.update(dealt=tuple(dealt), kept=tuple(kept))
    if state.phase == "mark":
        boards = list(state.boards)
        marks = list(state.marks)
        owed = list(state.owed)
        for s in others:
            b = state.before[s]
            if b.cards:
                free = sorted(RULES.cards[b.cards[0]].boxes - b.crossed[0])
                if free:
                    cell = rng.choice(free)
                    boards[s] = replace(
                        b,
                        crossed=(b.crossed[0] | {cell}, *b.crossed[1:]),
                        coins=min(12, b.coins + rng.below(2)),
                    )
                    marks[s] = (Mark(b.cards[0], (cell,), "box"),)
            owed[s] = rng.below(2)
        changes.update(boards=tuple(boards), marks=tuple(marks), owed=tuple(owed))
    return replace(state, **changes)
