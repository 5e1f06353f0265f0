"""Pyramid cards through the shared play-out harness (tests/contract.py): 1-4 players, every
step checked (chance steps included), replay and save -> load equal, scores = recount."""

from __future__ import annotations

from dataclasses import replace

from sheetdesk.games.expeditions.tests.probes import family_probes
from sheetdesk.games.pyramid_cards import bot
from sheetdesk.games.pyramid_cards.hidden import vary
from sheetdesk.games.pyramid_cards.rules import RULES
from tests.contract import contract_test

SKULLS = (0, -1, -3, -6, -10, -15, -21, -28, -36, -45, -55)


def recount(state) -> list[int]:
    """PC-E1 written apart from rules.py."""
    totals = []
    for b in state.boards:
        pairs = min(b.red, b.green)
        gems = 5 * pairs + (b.red - pairs) + (b.green - pairs)
        points = sum(value for _, value in b.points)
        totals.append(5 * len(b.torches) + points + gems + SKULLS[b.skulls] + 10 * len(b.completed))
    return totals


def invariants(state) -> None:
    """The family's invariants and the score card's: gem and skull tracks, one torch a round,
    each pyramid-point box once."""
    family(state)
    taken = [p for b in state.boards for p in b.points]
    assert len(taken) == len(set(taken)) == sum(state.claimed)
    for b in state.boards:
        assert 0 <= b.red <= 10 and 0 <= b.green <= 10 and 0 <= b.skulls <= 10
        assert len(set(b.torches)) == len(b.torches) and all(r <= state.round for r in b.torches)


FAMILY = family_probes(RULES, recount, vary, ("pyramid_cards", "expeditions"))


family = FAMILY.invariants
GAME = replace(FAMILY, invariants=invariants)
test_contract = contract_test(GAME, {"random": bot.random, "greedy": bot.greedy}, (1, 4))
