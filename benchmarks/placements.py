"""Legal placements of one expedition design on a player's two pyramid cards, beside the lean
reference engine, measured side by side in one run on the same random positions.

    .venv/bin/python benchmarks/placements.py [--reference DIR] [--states 2000] [--repeats 7]

The lean reference (`expedition_place.py` in the studies' lean-engines folder, not part of this
repository) makes the random positions (two 5 x 5 chambers with walls and a connected marked
path from the entrance) and times its own bit-mask function. The same positions become
sheetdesk states (a PyramidRules built from those two chambers) and three of our paths are
timed per call:

- `placement_masks`: the hook the bots' play-outs call (expeditions/fast.py), given each card's
  marked mask as the fast state keeps it (the reference's input too);
- `board_and_placements`: the same hook after turning a frozen board's marked boxes into masks on
  cold caches (what a frozen state costs on top: the masks cleared before every call);
- `legal_placements`: what the table asks (a tuple of box tuples per card, from the state), on
  cold caches.

Reported: median microseconds per call (design, two cards), and each ratio to the reference.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def load_reference(folder: Path):  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location(
        "expedition_place", folder / "expedition_place.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    # the shared lean engines next to the checkout or a folder above it (a worktree sits deeper)
    found = next(
        (
            folder / "shared" / "reference" / "lean-engines"
            for folder in ROOT.parents
            if (folder / "shared" / "reference" / "lean-engines" / "expedition_place.py").is_file()
        ),
        ROOT.parent / "shared" / "reference" / "lean-engines",
    )
    parser.add_argument("--reference", default=str(found))
    parser.add_argument("--states", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()

    import random

    from sheetdesk.core.shapes import normalise
    from sheetdesk.games.expeditions.deck import load_deck
    from sheetdesk.games.pyramid_cards.cards import CardSet, PyramidCard
    from sheetdesk.games.pyramid_cards.rules import Board, PyramidRules, State

    lean = load_reference(Path(args.reference))
    lean.self_test(300)
    rng = random.Random(99)
    positions = [lean.random_state(rng) for _ in range(args.states)]
    designs = list(lean.DESIGNS)
    deck = load_deck()
    shape_of = {d.key: d.cells for d in deck.cards}
    index_of = {d.key: i for i, d in enumerate(deck.cards)}

    def cells(mask: int) -> frozenset[tuple[int, int]]:
        return frozenset((i // 5, i % 5) for i in range(25) if mask >> i & 1)

    # the same positions as sheetdesk rules and states
    jobs = []
    for n, cards in enumerate(positions):
        made = []
        for k, (walls, _marked, entrance) in enumerate(cards):
            tomb = next((4, c) for c in range(5) if not walls >> (20 + c) & 1)
            made.append(
                PyramidCard(
                    id=k,
                    serial=k + 1,
                    color="green",
                    entrance=(entrance // 5, entrance % 5),
                    tomb=tomb,
                    walls=cells(walls),
                    symbols=(),
                )
            )
        rules = PyramidRules(CardSet(tuple(made)), deck)
        board = Board(
            cards=(0, 1),
            crossed=tuple(cells(marked) for _w, marked, _e in cards),
            completed=(),
            torches=(),
            red=0,
            green=0,
            skulls=0,
            points=(),
        )
        for design in designs:
            state = State(
                players=1, phase="mark", round=1, start=0, pile=(), display=(), boards=(board,),
                dealt=(), kept=(), waiting=(0,), expeditions=(), revealed=1,
                current=index_of[design], marks=((),), owed=(0,), before=(board,),
                completing=(), vacant=(), claimed=(0, 0, 0),
            )  # fmt: skip
            jobs.append((n, design, rules, state, board))
    # same results as the reference (a check that the two compute the same thing)
    for n, design, rules, state, _board in jobs[:600]:
        ours = rules.legal_placements(state, 0)
        theirs = lean.legal_bits(design, positions[n])
        for k in (0, 1):
            assert {frozenset(p) for p in ours[k]} == {cells(m) for m in theirs[k]}

    clock = time.perf_counter_ns
    results: dict[str, list[float]] = {
        "reference": [],
        "placement_masks": [],
        "board_and_placements": [],
        "legal_placements": [],
    }
    for _ in range(args.repeats):
        times = []
        for n, design, *_ in jobs:
            cards = positions[n]
            t0 = clock()
            lean.legal_bits(design, cards)
            times.append(clock() - t0)
        results["reference"].append(statistics.median(times) / 1000)
        times = []
        for _n, design, rules, _state, board in jobs:
            shape = normalise(shape_of[design])
            rules._masks.clear()
            t0 = clock()
            for card_id, marked in rules.board_masks(board):
                rules.placement_masks(card_id, marked, shape)
            times.append(clock() - t0)
        results["board_and_placements"].append(statistics.median(times) / 1000)
        times = []
        for _n, design, rules, _state, board in jobs:
            shape = normalise(shape_of[design])
            masks = rules.board_masks(board)
            t0 = clock()
            for card_id, marked in masks:
                rules.placement_masks(card_id, marked, shape)
            times.append(clock() - t0)
        results["placement_masks"].append(statistics.median(times) / 1000)
        times = []
        for _n, _design, rules, state, _board in jobs:
            rules._masks.clear()
            t0 = clock()
            rules.legal_placements(state, 0)
            times.append(clock() - t0)
        results["legal_placements"].append(statistics.median(times) / 1000)
    report = {name: round(statistics.median(v), 2) for name, v in results.items()}
    reference = report["reference"]
    report_out = {
        "states": args.states,
        "designs": len(designs),
        "median_us_per_call": report,
        "ratio_to_reference": {
            name: round(value / reference, 2)
            for name, value in report.items()
            if name != "reference"
        },
    }
    print(json.dumps(report_out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
