"""Legal placements of one expedition design on a player's two pyramid cards, beside the lean
reference engine, measured side by side in one run on the same random positions.

    .venv/bin/python benchmarks/placements.py [--reference DIR] [--states 2000] [--repeats 7]
    .venv/bin/python benchmarks/placements.py --instructions [--states 100]

The lean reference (`expedition_place.py` in the studies' lean-engines folder, not part of this
repository) makes the random positions (two 5 x 5 chambers with walls and a connected marked
path from the entrance) and times its own bit-mask function. The same positions become
sheetdesk states (a PyramidRules built from those two chambers), made the way the app makes every
state it holds: by the family's engine (expeditions/fast.py `to_state`), whose boards carry their
cards' marked masks from birth (engine.MarkedMasks: part of the board, not a cache). Four of our
paths are timed per call "cold": no memo keyed by marked boxes helps (the rules no longer keep
one; an older tree's `_masks` is cleared before each call); what stays is made once per card and
design, like the reference's tables (the placements of a shape on a card, their boxes):

- `placement_masks`: the hook the bots' play-outs call (expeditions/fast.py), given each card's
  marked mask as the fast state keeps it (the reference's input too);
- `board_and_placements`: the same hook on the masks read from a frozen board (`board_masks`);
- `legal_placements`: what the table asks (a tuple of box tuples per card, from the state);
- `board_from_boxes`: `board_and_placements` on a copy of the board made from its fields alone
  (as a test builds one, or pickling returns it): its masks worked out from its boxes on this
  first ask. No board of the app's is like that but a new game's empty ones; this is what the
  board path cost before boards kept their masks.

Reported: median microseconds per call (design, two cards), and each ratio to the reference.
With --instructions (valgrind installed), each path and the reference counted by callgrind
instead, in a process of its own (hash seed fixed): the count with two passes over the jobs less
the count with one, per call, steady where the clock is not (a shared machine).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
# this tree and its benchmarks first, also under `python -P` (no script folder on the path)
sys.path[:0] = [str(ROOT), str(ROOT / "benchmarks")]

from _ttff import instructions as count_instructions  # noqa: E402

PATHS = ("reference", "placement_masks", "board_and_placements", "legal_placements")
EXTRA_PATHS = ("board_from_boxes",)
SHAPES: dict[str, Any] = {}  # each design's cells, normalised (made with the jobs)


def load_reference(folder: Path):  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location(
        "expedition_place", folder / "expedition_place.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def make_jobs(lean, states: int) -> tuple[list[Any], list[Any]]:  # type: ignore[no-untyped-def]
    """The reference's random positions and, per position and design, (position number, design,
    rules, state, board) with the state and board as the family's engine makes them."""
    import random

    from sheetdesk.core.shapes import normalise
    from sheetdesk.games.expeditions.deck import load_deck
    from sheetdesk.games.pyramid_cards.cards import CardSet, PyramidCard
    from sheetdesk.games.pyramid_cards.rules import Board, PyramidRules, State

    rng = random.Random(99)
    positions = [lean.random_state(rng) for _ in range(states)]
    deck = load_deck()
    SHAPES.update((d.key, normalise(d.cells)) for d in deck.cards)
    index_of = {d.key: i for i, d in enumerate(deck.cards)}
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
        engine = rules.engine
        for design in lean.DESIGNS:
            built = State(
                players=1, phase="mark", round=1, start=0, pile=(), display=(), boards=(board,),
                dealt=(), kept=(), waiting=(0,), expeditions=(), revealed=1,
                current=index_of[design], marks=((),), owed=(0,), before=(board,),
                completing=(), vacant=(), claimed=(0, 0, 0),
            )  # fmt: skip
            # the app's states are made by the engine (its boards born with their masks)
            state = engine.to_state(engine.from_state(built))
            assert state == built
            jobs.append((n, design, rules, state, state.boards[0]))
    return positions, jobs


def forget(rules: Any) -> None:
    """Clear the memo of masks by marked boxes that the rules kept before boards held their own
    (a tree before that change still has it; clearing it is what "cold" meant there)."""
    masks = getattr(rules, "_masks", None)
    if masks is not None:
        masks.clear()


def cells(mask: int) -> frozenset[tuple[int, int]]:
    return frozenset((i // 5, i % 5) for i in range(25) if mask >> i & 1)


def run(name: str, lean, positions: list[Any], jobs: list[Any], clock) -> list[int]:  # type: ignore[no-untyped-def]
    """One pass of path `name` over the jobs: the time of each call (`clock` gives ns)."""
    from sheetdesk.core.records import replace

    times = []
    if name == "reference":
        legal_bits = lean.legal_bits
        for n, design, *_ in jobs:
            cards = positions[n]
            t0 = clock()
            legal_bits(design, cards)
            times.append(clock() - t0)
    elif name == "placement_masks":
        for _n, design, rules, _state, board in jobs:
            shape = SHAPES[design]
            masks = rules.board_masks(board)
            t0 = clock()
            for card_id, marked in masks:
                rules.placement_masks(card_id, marked, shape)
            times.append(clock() - t0)
    elif name in ("board_and_placements", "board_from_boxes"):
        fresh = name == "board_from_boxes"
        for _n, design, rules, _state, board in jobs:
            shape = SHAPES[design]
            forget(rules)
            if fresh:
                board = replace(board)  # (a copy from its fields: no masks)
            t0 = clock()
            for card_id, marked in rules.board_masks(board):
                rules.placement_masks(card_id, marked, shape)
            times.append(clock() - t0)
    elif name == "legal_placements":
        for _n, _design, rules, state, _board in jobs:
            forget(rules)
            t0 = clock()
            rules.legal_placements(state, 0)
            times.append(clock() - t0)
    else:
        raise ValueError(name)
    return times


def instructions(args: argparse.Namespace) -> None:
    """Each path counted by callgrind in its own process: (two passes - one pass) / calls."""

    def count(name: str, passes: int) -> int:
        passes_of = ["--count", name, str(passes), "--states", str(args.states)]
        return count_instructions(
            [sys.executable, __file__, *passes_of, "--reference", args.reference]
        )

    calls = args.states * 6
    per_call = {
        name: round((count(name, 2) - count(name, 1)) / calls) for name in PATHS + EXTRA_PATHS
    }
    reference = per_call["reference"]
    print(
        json.dumps(
            {
                "states": args.states,
                "instructions_per_call": per_call,
                "ratio_to_reference": {
                    name: round(value / reference, 2)
                    for name, value in per_call.items()
                    if name != "reference"
                },
            }
        )
    )


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
    parser.add_argument("--states", type=int, default=None, help="2000; 100 with --instructions")
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--instructions", action="store_true", help="count by callgrind")
    parser.add_argument("--count", nargs=2, metavar=("PATH", "PASSES"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.states is None:
        args.states = 100 if args.instructions else 2000
    if args.instructions:
        instructions(args)
        return 0

    lean = load_reference(Path(args.reference))
    if args.count:  # (what --instructions runs under callgrind: untimed passes of one path)
        positions, jobs = make_jobs(lean, args.states)
        name, passes = args.count[0], int(args.count[1])
        run(name, lean, positions, jobs, int)  # (a warm-up pass: the tables made per design)
        for _ in range(passes):
            run(name, lean, positions, jobs, int)
        return 0
    lean.self_test(300)
    positions, jobs = make_jobs(lean, args.states)
    # same results as the reference (a check that the two compute the same thing)
    for n, design, rules, state, _board in jobs[:600]:
        ours = rules.legal_placements(state, 0)
        theirs = lean.legal_bits(design, positions[n])
        for k in (0, 1):
            assert {frozenset(p) for p in ours[k]} == {cells(m) for m in theirs[k]}

    clock = time.perf_counter_ns
    results: dict[str, list[float]] = {name: [] for name in PATHS + EXTRA_PATHS}
    for _ in range(args.repeats):
        for name in results:
            times = run(name, lean, positions, jobs, clock)
            results[name].append(statistics.median(times) / 1000)
    report = {name: round(statistics.median(v), 2) for name, v in results.items()}
    reference = report["reference"]
    report_out = {
        "states": args.states,
        "designs": len(lean.DESIGNS),
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
