"""Treasure cards through the shared play-out harness (tests/contract.py): 1-4 players, random
and greedy, every step checked (chance steps included), replay and save -> load equal."""

from __future__ import annotations

from dataclasses import replace

from sheetdesk.games.expeditions.tests.probes import family_probes
from sheetdesk.games.treasure_cards import bot
from sheetdesk.games.treasure_cards.hidden import vary
from sheetdesk.games.treasure_cards.rules import RULES
from tests.contract import contract_test


def recount(state) -> list[int]:
    """TC-E1 written apart from rules.py."""
    totals = []
    for b in state.boards:
        done = [RULES.cards[c] for c in b.completed]
        seals = sum(
            c.seal.value * sum(1 for d in done if d.color == c.seal.color)
            for c in done
            if c.seal is not None
        )
        totals.append(b.coins + sum(b.cups) + sum(b.palms) + sum(c.points for c in done) + seals)
    return totals


def invariants(state) -> None:
    """The family's invariants and the score card's: 12 coin boxes, 4 palms, a cup per row."""
    family(state)
    for b in state.boards:
        assert b.coins <= 12 and len(b.palms) <= 4 and len(b.cups) <= 3
    assert sum(len(b.cups) for b in state.boards) >= 6 - len(state.cups_left)


FAMILY = family_probes(RULES, recount, vary, ("treasure_cards", "expeditions"))


family = FAMILY.invariants
GAME = replace(FAMILY, invariants=invariants)
test_contract = contract_test(GAME, {"random": bot.random, "greedy": bot.greedy}, (1, 4))
