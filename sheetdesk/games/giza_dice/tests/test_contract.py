"""Giza dice through the shared play-out harness (tests/contract.py): 1-9 players and every
combination of the variants, every step checked (chance steps included), illegal actions refused
unchanged, replay and save -> load equal, scores = an independent recount."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheetdesk.core.rng import Rng
from sheetdesk.games.giza_dice import bot
from sheetdesk.games.giza_dice.fast import headless_over
from sheetdesk.games.giza_dice.rules import DONE, RULES, Order, Pass, Roll, State, Write
from tests.contract import GameProbes, play_out

PAD = RULES.pad
VARIANTS = [
    {"powers": powers, "quick": quick}
    for powers, quick in itertools.product((False, True), repeat=2)
]


def recount(state: State) -> list[int]:
    """GD-E2, GD-E3 written apart from rules.py."""
    totals = []
    for sheet in state.sheets:
        total = 0
        for part, mark in zip(PAD.parts, sheet.bonuses, strict=True):
            digits = Counter(
                d for i in part.cells if sheet.cells[i] is not None for d in str(sheet.cells[i])
            )
            if digits:
                top = max(digits.values())
                total += min(int(d) for d, n in digits.items() if n == top)
            if mark == "circled":
                total += part.bonus
        totals.append(total)
    return totals


def invariants(state: State) -> None:
    for sheet in state.sheets:
        for chain in PAD.chains.values():
            values = [sheet.cells[i] for i in chain if sheet.cells[i] is not None]
            assert values == sorted(set(values)), values  # GD-P5..P7
        for part, mark in zip(PAD.parts, sheet.bonuses, strict=True):
            if mark == "circled":
                assert all(sheet.cells[i] is not None for i in part.cells)
        for power, mark in zip(PAD.powers, sheet.powers, strict=True):
            if mark != "printed":
                assert state.powers and all(sheet.cells[i] is not None for i in power.cells)
    if state.phase == "write":
        for seat, choice in enumerate(state.choices):
            assert choice is not None or seat in state.waiting  # a confirmed seat has chosen
    else:
        assert all(choice is None for choice in state.choices)


def probes(state: State, rng: Rng) -> list[tuple[int | None, object]]:
    seats = list(range(state.players))
    cells = [cell.id for cell in PAD.cells] + ["pyramid.9.9"]
    out: list[tuple[int | None, object]] = []
    for _ in range(12):
        seat = rng.choice(seats)
        nile = tuple(rng.choice((0, 1, 7, 8, 9, 5)) for _ in range(rng.below(3)))
        powers = tuple(rng.below(len(PAD.powers) + 1) for _ in range(rng.below(3)))
        out.append((seat, Write(cell=rng.choice(cells), base=rng.below(120), nile=nile,
                                powers=powers)))  # fmt: skip
    for seat in seats[:3]:
        out += [
            (seat, Pass()),
            (seat, Pass(nile=rng.choice((0, 1, 7, 8, 9, 4)))),
            (seat, DONE),
            (seat, Order(number=rng.below(100))),
        ]
    faces = ("nile", 1, 2, 3, 4, 5, 6, 7)
    out += [(None, Roll(dice=(rng.choice(faces), rng.choice(faces)))), (0, Roll(dice=(2, 3)))]
    return out  # type: ignore[return-value]


GAME = GameProbes(
    rules=RULES,
    perturb=lambda state, viewer, rng: state,  # nothing is secret: the sheets lie open
    probes=probes,  # type: ignore[arg-type]
    recount=recount,
    invariants=invariants,
    contexts=("giza_dice",),
)


@settings(max_examples=24)
@given(
    players=st.integers(1, 9),
    variant=st.sampled_from(VARIANTS),
    seed=st.integers(0, 2**32),
    choices=st.integers(0, 2**32),
    bot_name=st.sampled_from(["random", "greedy"]),
)
def test_contract(players, variant, seed, choices, bot_name, tmp_path_factory):
    play_out(
        GAME,
        players,
        seed,
        choices,
        getattr(bot, bot_name),
        options=variant,
        save_dir=tmp_path_factory.mktemp("saves"),
        stop=headless_over,
    )


@pytest.mark.parametrize("players", range(1, 10))
@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: "+".join(k for k in v if v[k]) or "-")
def test_every_player_count_and_variant_combination(players, variant, tmp_path):
    """Each of the 36 set-ups played out once (random bot: short, many refusals probed)."""
    play_out(
        GAME, players, players * 7 + 1, players, bot.random, options=variant, save_dir=tmp_path,
        stop=headless_over,
    )  # fmt: skip
