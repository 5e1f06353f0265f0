"""Generate sheetdesk's own 48 pyramid cards (PC-C1, PC-C2, PC-C6).

    python scripts/make_pyramid_cards.py                   # writes pyramid_cards/cards.json
    python scripts/make_pyramid_cards.py --check-balance   # 1,000 greedy 4-player games

Deterministic: every random choice comes from sheetdesk.core.rng seeded with SEED below, so the
file is reproduced byte for byte. A card is a 5 x 5 chamber: the entrance in the top row, the
golden tomb in the bottom row, a few walls, and symbols spread with fixed counts per colour
(SYMBOLS_PER_COLOR, written down here so the colours feel different but are equally worth
playing). A chamber is kept only if the expedition shapes alone can build a path from the
entrance to the tomb (`solvable`) and its shortest path has the length band of its colour.
Serial numbers 1-48 are dealt to the colours in a shuffled order (tie-breaks favour no colour).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sheetdesk.core.rng import Rng, derive  # noqa: E402
from sheetdesk.core.shapes import Cell, grid  # noqa: E402
from sheetdesk.games.expeditions.deck import load_deck  # noqa: E402
from sheetdesk.games.pyramid_cards.cards import (  # noqa: E402
    CARDS_PER_COLOR,
    COLORS,
    SIZE,
    Color,
    Symbol,
    parse_card_set,
)

SEED = 20240711
OUT = ROOT / "sheetdesk" / "resources" / "pyramid_cards" / "cards.json"

# Symbols on every card of a colour: green leans on gems, orange on torches and red X chains,
# purple on skulls with potions beside them (riskier paths, more gems to balance them).
SYMBOLS_PER_COLOR: dict[Color, dict[Symbol, int]] = {
    "green": {"red_gem": 1, "green_gem": 2, "torch": 1, "skull": 1, "potion": 0, "red_x": 1},
    "orange": {"red_gem": 2, "green_gem": 1, "torch": 2, "skull": 1, "potion": 0, "red_x": 1},
    "purple": {"red_gem": 2, "green_gem": 2, "torch": 1, "skull": 2, "potion": 1, "red_x": 1},
}
WALLS: dict[Color, tuple[int, int]] = {"green": (4, 5), "orange": (4, 6), "purple": (5, 6)}
# shortest path from the entrance to the tomb, in cells (both included), by colour
PATH: dict[Color, tuple[int, int]] = {"green": (5, 6), "orange": (6, 7), "purple": (6, 8)}

G = grid(SIZE, SIZE)


def shortest_path(walls: int, entrance: Cell, tomb: Cell) -> int:
    """Cells on a shortest path entrance -> tomb through non-walls (0: no path)."""
    open_mask = G.full & ~walls
    seen = front = G.bit(entrance)
    steps = 1
    while front:
        if front & G.bit(tomb):
            return steps
        front = G.neighbours(front) & open_mask & ~seen
        seen |= front
        steps += 1
    return 0


def solvable(walls: int, entrance: Cell, tomb: Cell) -> bool:
    """True if expedition shapes alone (any design, any orientation, PC-T2) can mark a path from
    the entrance to the tomb: a search over marked regions, nearest to the tomb first."""
    shapes = {d.cells for d in load_deck().cards}
    open_mask = G.full & ~walls
    tomb_bit = G.bit(tomb)
    start = [m for s in shapes for m in G.placements_covering(s, entrance) if not m & walls]
    seen: set[int] = set()
    stack = list(start)
    while stack:
        marked = stack.pop()
        if marked & tomb_bit:
            return True
        if marked in seen or len(seen) > 20_000:
            continue
        seen.add(marked)
        near = G.neighbours(marked) & open_mask & ~marked
        grown = [
            marked | m
            for s in shapes
            for m in G.placements(s)
            if m & near and not m & (marked | walls)
        ]
        # explore the region that reaches furthest down last (popped first)
        grown.sort(key=lambda m: max(r for r, _ in G.cells(m)))
        stack.extend(g for g in grown if g not in seen)
    return False


def make_chamber(rng: Rng, color: Color) -> tuple[Cell, Cell, list[Cell]]:
    low_walls, high_walls = WALLS[color]
    low_path, high_path = PATH[color]
    while True:
        entrance = (0, rng.below(SIZE))
        tomb = (SIZE - 1, rng.below(SIZE))
        others = [
            (r, c) for r in range(SIZE) for c in range(SIZE) if (r, c) not in (entrance, tomb)
        ]
        count = rng.randint(low_walls, high_walls)
        walls = sorted(rng.shuffled(others)[:count])
        mask = G.mask(walls)
        if low_path <= shortest_path(mask, entrance, tomb) <= high_path and solvable(
            mask, entrance, tomb
        ):
            return entrance, tomb, walls


def make_cards(seed: int = SEED) -> dict[str, object]:
    rng = Rng(derive(seed, "pyramid_cards"))
    colors = rng.shuffled([color for color in COLORS for _ in range(CARDS_PER_COLOR)])
    cards: list[dict[str, object]] = []
    seen: set[tuple[object, ...]] = set()
    for serial, color in enumerate(colors, start=1):
        while True:
            entrance, tomb, walls = make_chamber(rng, color)
            free = [
                (r, c)
                for r in range(SIZE)
                for c in range(SIZE)
                if (r, c) not in (entrance, tomb) and (r, c) not in walls
            ]
            spots = rng.shuffled(free)
            symbols = []
            for symbol, count in SYMBOLS_PER_COLOR[color].items():
                for _ in range(count):
                    symbols.append({"cell": list(spots.pop()), "symbol": symbol})
            symbols.sort(key=lambda s: s["cell"])  # type: ignore[arg-type, return-value]
            key = (entrance, tomb, tuple(walls), json.dumps(symbols))
            if key not in seen:
                seen.add(key)
                break
        cards.append(
            {
                "serial": serial,
                "color": color,
                "entrance": list(entrance),
                "tomb": list(tomb),
                "walls": [list(w) for w in walls],
                "symbols": symbols,
            }
        )
    return {"format": "sheetdesk-pyramid-cards", "version": 1, "seed": seed, "cards": cards}


def write(path: Path = OUT) -> None:
    data = make_cards()
    parse_card_set(data)  # validate before writing
    lines = ",\n    ".join(json.dumps(card, separators=(", ", ": ")) for card in data["cards"])  # type: ignore[attr-defined]
    head = {k: v for k, v in data.items() if k != "cards"}
    body = json.dumps(head)[:-1] + ', "cards": [\n    ' + lines + "\n  ]\n}\n"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(body, "utf-8")
    print(f"wrote {path.relative_to(ROOT)}")


# --- balance ------------------------------------------------------------------------------------


def balance(
    games: int, seed: int, workers: int = 2, data: dict[str, object] | None = None
) -> dict[str, object]:
    """Play `games` greedy 4-player games (split over `workers` processes) and report each
    card's completion rate (the share of games in which some player completed it) against its
    colour's mean. `data`: a card set as make_cards() returns it (default: the shipped file)."""
    from concurrent.futures import ProcessPoolExecutor

    from sheetdesk.games.pyramid_cards.bot import completion_counts
    from sheetdesk.games.pyramid_cards.cards import load_card_set

    card_set = load_card_set() if data is None else parse_card_set(data)
    cards = None if data is None else card_set
    workers = max(1, min(workers, games))
    sizes = [games // workers + (1 if i < games % workers else 0) for i in range(workers)]
    starts = [sum(sizes[:i]) for i in range(workers)]
    counts: Counter[int] = Counter()
    if workers == 1:
        counts.update(completion_counts(games, seed, cards=cards))
    else:
        with ProcessPoolExecutor(workers) as pool:
            parts = pool.map(
                completion_counts, sizes, [seed] * workers, starts, [4] * workers, [cards] * workers
            )
            for part in parts:
                counts.update(part)
    rates = {card.id: counts[card.id] / games for card in card_set.cards}
    means = {
        color: sum(rates[c.id] for c in card_set.cards if c.color == color) / CARDS_PER_COLOR
        for color in COLORS
    }
    worst = max(card_set.cards, key=lambda c: abs(rates[c.id] - means[c.color]))
    return {
        "games": games,
        "means": {c: round(m, 4) for c, m in means.items()},
        "rates": rates,
        "worst_card": worst.serial,
        "worst_gap": abs(rates[worst.id] - means[worst.color]),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--check-balance", action="store_true")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--tolerance", type=float, default=0.15)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    if not args.check_balance:
        write()
        return 0
    began = time.perf_counter()
    report = balance(args.games, SEED, args.workers)
    seconds = time.perf_counter() - began
    gap = float(report["worst_gap"])  # type: ignore[arg-type]
    print(
        json.dumps(
            {
                "games": args.games,
                "seconds": round(seconds, 1),
                "colour_means": report["means"],
                "worst_card": report["worst_card"],
                "worst_gap_pp": round(100 * gap, 1),
                "tolerance_pp": round(100 * args.tolerance, 1),
                "ok": gap <= args.tolerance,
            }
        )
    )
    return 0 if gap <= args.tolerance else 1


if __name__ == "__main__":
    raise SystemExit(main())
