"""Engine speed: `simulate` (random bots, 4 players) against the lean reference engine, side by
side in one run, and every game's simulated actions per second on rules.py and on its fast path.

    .venv/bin/python benchmarks/engine.py [--rounds 7] [--games 300] [--reference PATH]
        [--game ID] [--instructions]

1. Number rows: each round runs the lean reference (`number_rows.py` of the shared lean engines:
   its own random policy, "joint" mode, without and with its memo, 4 players) and then
   `simulate("number_rows", 4, GAMES, seed, "random")` — what `python -m sheetdesk simulate
   --game number_rows --players 4 --bot random` runs — in this same process. Rounds alternate
   which side goes first; the figure is the median over rounds of sheetdesk's games/s divided by
   the reference's plain mode (goal: at least 1.0x). The two random players differ (the
   reference picks a play and its crosses at once, sheetdesk one card and one cross at a time),
   so their games' lengths differ a little: turns per second are printed too. Wall times drift on
   a shared machine; the CPU time of each side is printed beside them.
   With --instructions (valgrind installed): the same two loops counted in instructions by
   callgrind instead, each side in its own process run twice (100 and 400 games, hash seed
   fixed) and the difference divided by 300, so start-up cancels: the steady figure on a
   machine whose wall and CPU times drift with its other work.
2. Per game (every registered game, random bots, 4 players): logged actions per second through
   the Session and rules.py (engine "rules"; before) and on the game's fast path (engine
   "auto"; after — the same as before for a game without one), medians over rounds. With
   `--game ID`, only this for that game (and no step 1).

The reference is looked for in `shared/reference/lean-engines/` next to the checkout (or a
folder above it); it is only run, never copied.
"""

from __future__ import annotations

import argparse
import random
import runpy
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
# this tree and its benchmarks first, also under `python -P` (no script folder on the path)
sys.path[:0] = [str(ROOT), str(ROOT / "benchmarks")]

from _ttff import instructions as count_instructions  # noqa: E402

from sheetdesk.core import registry  # noqa: E402
from sheetdesk.core.headless import fast_path  # noqa: E402
from sheetdesk.devtools.simulate import simulate  # noqa: E402

REFERENCE = Path("shared") / "reference" / "lean-engines" / "number_rows.py"


def find_reference() -> Path | None:
    for folder in (ROOT, *ROOT.parents):
        if (folder / REFERENCE).is_file():
            return folder / REFERENCE
    return None


def run_reference(reference: dict[str, Any], games: int, seed: int, memo: bool) -> dict[str, float]:
    """The reference's own play_game loop, timed as its bench() times it (4 players, joint)."""
    rng = random.Random(seed)
    started, cpu = time.perf_counter(), time.process_time()
    turns = sum(reference["play_game"](4, rng, True, memo)[1] for _ in range(games))
    seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
    return {"games_per_s": games / seconds, "turns_per_s": turns / seconds, "cpu": cpu / games}


def run_sheetdesk(games: int, seed: int, engine: str = "auto") -> dict[str, float]:
    cpu = time.process_time()
    result = simulate("number_rows", 4, games, seed, "random", engine=engine)  # type: ignore[arg-type]
    return {
        "games_per_s": result["games_per_s"],
        "actions_per_s": result["mean_actions"] * result["games_per_s"],
        "cpu": (time.process_time() - cpu) / games,
    }


def turns_per_game(games: int, seed: int) -> float:
    """Mean turns of sheetdesk's random 4-player games (counted from the final states)."""
    from sheetdesk.core.headless import play_one

    turns = [
        play_one("number_rows", 4, seed, "random", game_index=i).state.turn for i in range(games)
    ]
    return statistics.fmean(turns)


def compare(rounds: int, games: int, reference_path: Path) -> None:
    reference = runpy.run_path(str(reference_path))
    warm = random.Random(999)
    for _ in range(300):  # its memo filled, as its own benchmark does before timing
        reference["play_game"](4, warm, True, True)
    run_sheetdesk(20, 99)
    ratios_plain, ratios_memo, ours, plain, memo = [], [], [], [], []
    cpu_ours, cpu_plain = [], []
    for index in range(rounds):
        seed = 1 + index
        order = ("ref", "us") if index % 2 == 0 else ("us", "ref")
        for side in order:
            if side == "ref":
                p = run_reference(reference, games, seed, memo=False)
                m = run_reference(reference, games, seed, memo=True)
            else:
                s = run_sheetdesk(games, seed)
        ours.append(s["games_per_s"])
        plain.append(p["games_per_s"])
        memo.append(m["games_per_s"])
        cpu_ours.append(s["cpu"])
        cpu_plain.append(p["cpu"])
        ratios_plain.append(s["games_per_s"] / p["games_per_s"])
        ratios_memo.append(s["games_per_s"] / m["games_per_s"])
        print(
            f"round {index + 1}: sheetdesk {s['games_per_s']:.0f} games/s, reference plain "
            f"{p['games_per_s']:.0f} (turns/s {p['turns_per_s']:.0f}), memo {m['games_per_s']:.0f}"
        )
    our_turns = turns_per_game(50, 1)
    turns_rng = random.Random(1)
    ref_turns = statistics.fmean(
        reference["play_game"](4, turns_rng, True, False)[1] for _ in range(300)
    )
    ratio = statistics.median(ratios_plain)
    cpu_ratio = statistics.median(cpu_plain) / statistics.median(cpu_ours)
    print(
        f"\nNumber rows, 4 players, random: sheetdesk simulate median {statistics.median(ours):.0f}"
        f" games/s; lean reference (joint) plain {statistics.median(plain):.0f}, memo "
        f"{statistics.median(memo):.0f}.\nRandom games/s: {ratio:.2f}x the lean reference "
        f"(plain; median of {rounds} rounds; goal >= 1.0x: {'met' if ratio >= 1.0 else 'NOT met'})"
        f", {statistics.median(ratios_memo):.2f}x its memo mode.\nBy CPU time per game (median): "
        f"{cpu_ratio:.2f}x the plain reference.\nMean turns per game: sheetdesk {our_turns:.1f}, "
        f"reference {ref_turns:.1f} (turns/s: {ratio * our_turns / ref_turns:.2f}x)."
    )


def play_only(side: str, games: int, reference_path: Path) -> None:
    """What --instructions counts: `games` random 4-player games of one side after its warm-up."""
    if side == "us":
        run_sheetdesk(20, 99)
        if games:
            run_sheetdesk(games, 1)
        return
    reference = runpy.run_path(str(reference_path))
    rng = random.Random(3)
    for _ in range(games):
        reference["play_game"](4, rng, True, False)


def instructions(reference_path: Path) -> None:
    def count(side: str, games: int) -> int:
        play = ["--play", side, str(games), "--reference", str(reference_path)]
        return count_instructions([sys.executable, __file__, *play])

    per_game = {side: (count(side, 400) - count(side, 100)) / 300 for side in ("ref", "us")}
    ratio = per_game["ref"] / per_game["us"]
    print(
        f"Number rows, 4 players, random, instructions per game (callgrind): sheetdesk "
        f"{per_game['us']:,.0f}, lean reference (plain) {per_game['ref']:,.0f}.\nRandom games/s "
        f"by instructions: {ratio:.2f}x the lean reference (goal >= 1.0x: "
        f"{'met' if ratio >= 1.0 else 'NOT met'})."
    )


def per_game(rounds: int, games: int, only: str | None = None) -> None:
    print("\nSimulated actions per second, random bots, 4 players (median of rounds):")
    for entry in registry.GAMES:
        if only is not None and entry.id != only:
            continue
        players = min(4, entry.max_players)
        count = max(5, games // 10)
        rates: dict[str, list[float]] = {"rules": [], "auto": []}
        for index in range(rounds):
            for engine in ("rules", "auto") if index % 2 == 0 else ("auto", "rules"):
                n = count if engine == "rules" else count * 4
                # other deals for each engine: a memo filled by one must not speed up the other
                seed = 1 + index + (0 if engine == "rules" else 1000)
                result = simulate(entry.id, players, n, seed, "random", engine=engine)  # type: ignore[arg-type]
                rates[engine].append(result["mean_actions"] * result["games_per_s"])
        before = statistics.median(rates["rules"])
        after = statistics.median(rates["auto"])
        if fast_path(entry, "random") is None:
            print(f"  {entry.id}: {before:,.0f} actions/s (rules.py; no fast path yet)")
        else:
            print(
                f"  {entry.id}: before (rules.py) {before:,.0f} actions/s, after (fast path) "
                f"{after:,.0f} actions/s: x{after / before:.1f}"
            )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--reference", type=Path, default=None)
    parser.add_argument("--game", default=None, help="only step 2, for this game")
    parser.add_argument("--instructions", action="store_true", help="step 1 by callgrind")
    parser.add_argument("--play", nargs=2, metavar=("SIDE", "GAMES"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.game is not None:
        registry.get(args.game)  # an unknown id fails at once
        per_game(args.rounds, args.games, args.game)
        return 0
    reference = args.reference or find_reference()
    if reference is None:
        print(f"no {REFERENCE} found above {ROOT}; give --reference PATH", file=sys.stderr)
    elif args.play:
        play_only(args.play[0], int(args.play[1]), reference)
        return 0
    elif args.instructions:
        instructions(reference)
        return 0
    else:
        compare(args.rounds, args.games, reference)
    per_game(args.rounds, args.games)
    return 0


if __name__ == "__main__":
    sys.exit(main())
