"""Generate sheetdesk's own 47 treasure cards (TC-C1..C3, TC-C8) and check their balance.

    python scripts/make_treasure_cards.py                   # writes treasure_cards/cards.json
    python scripts/make_treasure_cards.py --check-balance   # 1,000 greedy 4-player games

Deterministic: every random choice comes from sheetdesk.core.rng seeded with SEED below. Each card
is a connected region grown box by box inside a small grid, kept only if it is irregular (not a
rectangle), has the perimeter band of its colour (bigger cards are more awkward: longer edges, more
arms) and can be tiled exactly by the expedition designs (so the shapes alone can complete it).
Symbols (coin, palm, cross) and seals are then spread with fixed counts per colour so that cards
differ but no card is much easier than the others of its colour.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sheetdesk.core.rng import Rng, derive  # noqa: E402
from sheetdesk.core.shapes import Cell, neighbours, normalise  # noqa: E402
from sheetdesk.games.treasure_cards.cards import (  # noqa: E402
    BOXES_PER_COLOR,
    CARDS_PER_COLOR,
    COLORS,
    Color,
    load_deck,
    parse_card_set,
    tiling,
)

SEED = 20240603
OUT = ROOT / "sheetdesk" / "resources" / "treasure_cards" / "cards.json"

# grid (rows, cols) a region must fit in, and its perimeter band (in box edges), by colour
GRID: dict[Color, tuple[int, int]] = {
    "grey": (3, 4),
    "green": (4, 4),
    "orange": (4, 5),
    "lilac": (4, 6),
}
PERIMETER: dict[Color, tuple[int, int]] = {
    "grey": (14, 14),
    "green": (16, 16),
    "orange": (18, 20),
    "lilac": (22, 22),
}
# "symbol budget" per card by colour: each symbol counts 1 and a seal counts its value, so that no
# card of a colour is much more attractive than another (the balance check below measures it)
BUDGET: dict[Color, int] = {"grey": 2, "green": 3, "orange": 4, "lilac": 5}
SEALS_PER_COLOR: dict[Color, int] = {"lilac": 4, "orange": 4, "green": 3, "grey": 3}
MAX_OF_A_KIND = {"coin": 3, "palm": 2, "cross": 2}


def perimeter(cells: set[Cell]) -> int:
    return sum(1 for cell in cells for near in neighbours(cell) if near not in cells)


def grow(rng: Rng, size: int, rows: int, cols: int) -> set[Cell]:
    start = (rng.below(rows), rng.below(cols))
    region = {start}
    while len(region) < size:
        frontier = sorted(
            {
                near
                for cell in region
                for near in neighbours(cell)
                if near not in region and 0 <= near[0] < rows and 0 <= near[1] < cols
            }
        )
        region.add(rng.choice(frontier))
    return set(normalise(region))


def make_region(rng: Rng, color: Color, taken: set[tuple[Cell, ...]]) -> tuple[Cell, ...]:
    size = BOXES_PER_COLOR[color]
    rows, cols = GRID[color]
    low, high = PERIMETER[color]
    designs = load_deck().cards
    while True:
        region = grow(rng, size, rows, cols)
        key = tuple(sorted(region))
        height = max(r for r, _ in region) + 1
        width = max(c for _, c in region) + 1
        if height * width == size:  # a rectangle: not a treasure map
            continue
        if not low <= perimeter(region) <= high or key in taken:
            continue
        if tiling(frozenset(region), designs) is None:
            continue
        taken.add(key)
        return key


def symbol_mix(rng: Rng, budget: int) -> tuple[int, int, int]:
    """(coins, palms, crosses) adding up to `budget`, at least one coin when there is room."""
    while True:
        counts = {"coin": 0, "palm": 0, "cross": 0}
        for _ in range(budget):
            counts[rng.choice(("coin", "coin", "palm", "palm", "cross"))] += 1
        if budget and not counts["coin"]:
            continue
        if all(counts[k] <= MAX_OF_A_KIND[k] for k in counts):
            return counts["coin"], counts["palm"], counts["cross"]


def make_cards(seed: int = SEED) -> dict[str, object]:
    rng = Rng(derive(seed, "treasure_cards"))
    cards: list[dict[str, object]] = []
    taken: set[tuple[Cell, ...]] = set()
    contents: set[tuple[object, ...]] = set()
    for color in COLORS:
        count = CARDS_PER_COLOR[color]
        sealed = set(rng.shuffled(range(count))[: SEALS_PER_COLOR[color]])
        for i in range(count):
            boxes = make_region(rng, color, taken)
            seal = None
            budget = BUDGET[color]
            if i in sealed:
                value = 1 + rng.below(2) if budget > 2 else 1
                seal = {"color": rng.choice(COLORS), "value": value}
                budget -= value
            coins, palms, crosses = symbol_mix(rng, budget)
            contents.add((coins, palms, crosses, str(seal)))
            spots = rng.shuffled(list(boxes))
            symbols = (
                [{"cell": list(c), "symbol": "coin"} for c in spots[:coins]]
                + [{"cell": list(c), "symbol": "palm"} for c in spots[coins : coins + palms]]
                + [
                    {"cell": list(c), "symbol": "cross"}
                    for c in spots[coins + palms : coins + palms + crosses]
                ]
            )
            symbols.sort(key=lambda s: s["cell"])  # type: ignore[arg-type, return-value]
            card: dict[str, object] = {
                "id": len(cards),
                "color": color,
                "points": len(boxes),
                "boxes": [list(c) for c in boxes],
                "symbols": symbols,
            }
            if seal is not None:
                card["seal"] = seal
            cards.append(card)
    return {"format": "sheetdesk-treasure-cards", "version": 1, "seed": seed, "cards": cards}


def write(path: Path = OUT) -> None:
    data = make_cards()
    parse_card_set(data)  # validate before writing
    lines = ",\n    ".join(json.dumps(card, separators=(", ", ": ")) for card in data["cards"])  # type: ignore[attr-defined]
    head = {k: v for k, v in data.items() if k != "cards"}
    body = json.dumps(head)[:-1] + ', "cards": [\n    ' + lines + "\n  ]\n}\n"
    path.write_text(body, "utf-8")
    print(f"wrote {path.relative_to(ROOT)}")


# --- balance --------------------------------------------------------------------------------


def balance(games: int, seed: int, workers: int = 2) -> dict[str, object]:
    """Play `games` greedy 4-player games (split over `workers` processes) and report each
    card's completion rate against its colour's mean."""
    from sheetdesk.games.expeditions.playout import balance as check
    from sheetdesk.games.treasure_cards.bot import completion_counts
    from sheetdesk.games.treasure_cards.cards import load_card_set

    return check(completion_counts, games, seed, workers, load_card_set().cards)


def main() -> int:
    from sheetdesk.games.expeditions.playout import main as command_line

    return command_line((__doc__ or "").splitlines()[0], SEED, write, balance)


if __name__ == "__main__":
    raise SystemExit(main())
