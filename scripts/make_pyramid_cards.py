"""Generate sheetdesk's own 48 pyramid cards (PC-C1, PC-C2, PC-C6) and check their balance.

    python scripts/make_pyramid_cards.py                   # writes pyramid_cards/cards.json
    python scripts/make_pyramid_cards.py --check-balance   # 1,000 greedy 4-player games

Deterministic: every random choice comes from sheetdesk.core.rng seeded with SEED below, so the
file is reproduced byte for byte. A card is a 5 x 5 chamber: the entrance in the top row with a
2 x 2 room beside it, the golden tomb in the bottom row, walls that leave no pocket and make the
shortest way exactly PATH cells long, and the colour's symbols (SPREAD, written down here so the
colours feel different but are equally worth playing), each at its depth and detour from the way.
A card is kept only if a rough run to the tomb (`mean_reveals`) takes as many expedition cards as
on the colour's other cards and the expedition shapes alone can mark a way from the entrance to
the tomb (`solvable`). Serial numbers 1-48 are dealt to the colours in a shuffled order
(tie-breaks favour no colour).

--check-balance plays greedy 4-player games (games/pyramid_cards/bot.py) in worker processes and
reports each card's completion rate (the share of games in which some player completed it)
against its colour's mean: no card may be more than 15 points from it.
"""

from __future__ import annotations

import json
import sys
from functools import cache
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

# Cells on a shortest path from the entrance to the tomb (both included), the same on every card
# (so that none is much quicker to finish than another), and walls per card.
PATH: dict[Color, int] = {"green": 10, "orange": 10, "purple": 10}
WALLS: dict[Color, tuple[int, int]] = {"green": (7, 9), "orange": (7, 9), "purple": (7, 9)}
# The symbols of every card of a colour, each with where it may lie: its depth (cells from the
# entrance, the entrance being 1) and its detour (how many cells longer the way to the tomb is
# through it than the shortest; 0: on a shortest way). Every card has a red X and a skull; green
# adds a pair of gems and a torch, orange a gem and two torches (one early, one late), purple three
# gems and a torch, a second skull and a potion after them, one skull blocking the way. Fixed depths
# and detours per colour make its cards equally tempting at a glance; the mixes were tuned with
# --check-balance so that the colours are about equally worth playing too (PC-C6).
Spot = tuple[Symbol, int, int, int]  # symbol, lowest depth, highest depth, longest detour
SPREAD: dict[Color, tuple[Spot, ...]] = {
    "green": (
        ("red_gem", 2, 4, 0),
        ("green_gem", 5, 8, 1),
        ("torch", 3, 7, 1),
        ("red_x", 3, 8, 1),
        ("skull", 3, 9, 0),
    ),
    "orange": (
        ("green_gem", 3, 7, 1),
        ("torch", 2, 4, 0),
        ("torch", 6, 9, 1),
        ("red_x", 3, 8, 1),
        ("skull", 3, 9, 0),
    ),
    "purple": (
        ("red_gem", 3, 5, 1),
        ("green_gem", 3, 5, 1),
        ("green_gem", 6, 9, 1),
        ("torch", 3, 8, 1),
        ("skull", 3, 5, 0),
        ("skull", 6, 9, 0),
        ("potion", 6, 9, 1),
        ("red_x", 3, 8, 1),
    ),
}
# Skulls that block every way to the tomb alone; the others can be walked around at no cost.
SKULLS_IN_THE_WAY: dict[Color, int] = {"green": 0, "orange": 0, "purple": 1}
# The mean number of expedition cards a straight run from the entrance to the tomb takes (see
# `mean_reveals`), by colour: the band keeps the awkwardness of the chambers alike.
REVEALS: dict[Color, tuple[float, float]] = {
    "green": (4.5, 4.7),
    "orange": (4.5, 4.7),
    "purple": (4.5, 4.7),
}
RUNS = 40  # expedition sequences `mean_reveals` averages over
MOVES = 200  # wall moves tried per chamber
SYMBOL_TRIES = 20  # spreads of the symbols tried per chamber

G = grid(SIZE, SIZE)
SHAPES = tuple(d.cells for d in load_deck().cards)


def depths(walls: int, start: Cell) -> dict[Cell, int]:
    """Cells from `start` (1 for `start` itself) of every cell it can reach."""
    return {
        cell: i + 1
        for i, layer in enumerate(G.layers(G.bit(start), G.full & ~walls))
        for cell in G.cells(layer)
    }


def shortest_path(walls: int, entrance: Cell, tomb: Cell) -> int:
    """Cells on a shortest path entrance -> tomb through non-walls (0: no path)."""
    return depths(walls, entrance).get(tomb, 0)


def solvable(walls: int, entrance: Cell, tomb: Cell) -> bool:
    """True if expedition shapes alone (any design, any orientation, PC-T2) can mark a path from
    the entrance to the tomb: a search over marked regions, nearest to the tomb first."""
    open_mask = G.full & ~walls
    tomb_bit = G.bit(tomb)
    start = [m for s in SHAPES for m in G.placements_covering(s, entrance) if not m & walls]
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
            for s in SHAPES
            for m in G.placements(s)
            if m & near and not m & (marked | walls)
        ]
        # explore the region that reaches furthest down last (popped first)
        grown.sort(key=lambda m: max(r for r, _ in G.cells(m)))
        stack.extend(g for g in grown if g not in seen)
    return False


def _to_tomb(walls: int, marked: int, tomb_bit: int) -> int:
    """Cells still to mark between `marked` and the tomb (a large number if walled off)."""
    open_mask = G.full & ~walls
    seen = front = marked
    steps = 0
    while front:
        if front & tomb_bit:
            return steps
        front = G.neighbours(front) & open_mask & ~seen
        seen |= front
        steps += 1
    return SIZE * SIZE


@cache
def _runs(seed: int) -> tuple[tuple[int, ...], ...]:
    """RUNS fixed expedition sequences (deck indices): 3 rounds of 7 of the 8 cards each."""
    rng = Rng(derive(seed, "runs"))
    return tuple(
        tuple(i for _ in range(3) for i in rng.shuffled(range(len(SHAPES)))[:7])
        for _ in range(RUNS)
    )


def mean_reveals(walls: int, entrance: Cell, tomb: Cell, seed: int = SEED) -> float:
    """How many expedition cards a run straight to the tomb takes, averaged over fixed
    sequences: each card is placed (or one cell marked instead, PC-T3) where it leaves the
    fewest cells between the marks and the tomb, using the fewest cells on a tie."""
    tomb_bit = G.bit(tomb)
    moves: dict[tuple[int, int], int] = {}  # (marked, design index): marked after the best move

    def move(marked: int, index: int) -> int:
        found = moves.get((marked, index))
        if found is None:
            blocked = walls | marked
            if marked:
                near = G.neighbours(marked) & ~blocked
                options = [m for m in G.placements(SHAPES[index]) if m & near and not m & blocked]
                options += [1 << i for i in range(SIZE * SIZE) if near >> i & 1]
            else:
                options = [
                    m for m in G.placements_covering(SHAPES[index], entrance) if not m & blocked
                ]
                options.append(G.bit(entrance))
            found = marked | min(
                options, key=lambda m: (_to_tomb(walls, marked | m, tomb_bit), m.bit_count(), m)
            )
            moves[marked, index] = found
        return found

    total = 0
    for run in _runs(seed):
        marked = 0
        for count, index in enumerate(run, start=1):
            marked = move(marked, index)
            if marked & tomb_bit:
                total += count
                break
        else:
            total += len(run) + 1
    return total / RUNS


def _miss(walls: int, entrance: int, tomb: int, length: int) -> int:
    """How far walls are from a chamber of this path length without pockets (0: there);
    `entrance` and `tomb` are bits."""
    open_mask = G.full & ~walls
    seen = front = entrance
    steps = found = 0
    # G.neighbours written out (this runs for every wall move the generator tries)
    cols, not_last, not_first = G.cols, G.not_last, G.not_first
    while front:
        steps += 1
        if front & tomb:
            found = steps
        front = (
            (
                (front << cols)
                | (front >> cols)
                | ((front & not_last) << 1)
                | ((front & not_first) >> 1)
            )
            & open_mask
            & ~seen
        )
        seen |= front
    pockets = (open_mask & ~seen).bit_count()
    return pockets + (abs(found - length) if found else SIZE * SIZE)


def make_chamber(rng: Rng, color: Color) -> tuple[Cell, Cell, list[Cell]]:
    """Entrance, tomb and walls with the colour's path length, every open cell reachable and
    every design able to start through the entrance: random walls moved one at a time while
    that brings them no further from there."""
    low_walls, high_walls = WALLS[color]
    while True:
        entrance = (0, rng.below(SIZE))
        tomb = (SIZE - 1, rng.below(SIZE))
        # a 2 x 2 room at the entrance stays open, so that the square can start the way too
        left = min(max(entrance[1] - rng.below(2), 0), SIZE - 2)
        room = {(0, left), (0, left + 1), (1, left), (1, left + 1)}
        others = [
            (r, c)
            for r in range(SIZE)
            for c in range(SIZE)
            if (r, c) not in room and (r, c) != tomb
        ]
        walls = set(rng.shuffled(others)[: rng.randint(low_walls, high_walls)])
        cells = set(others)
        miss = _miss(G.mask(walls), G.bit(entrance), G.bit(tomb), PATH[color])
        for _ in range(MOVES):
            if not miss:
                break
            old = rng.choice(sorted(walls))
            new = rng.choice(sorted(cells - walls))
            trial = (walls - {old}) | {new}
            trial_miss = _miss(G.mask(trial), G.bit(entrance), G.bit(tomb), PATH[color])
            if trial_miss <= miss:
                walls, miss = trial, trial_miss
        mask = G.mask(walls)
        if miss or any(
            not any(not m & mask for m in G.placements_covering(shape, entrance))
            for shape in SHAPES
        ):
            continue  # not there, or some expedition card could not start the way
        return entrance, tomb, sorted(walls)


def place_symbols(
    rng: Rng, color: Color, entrance: Cell, tomb: Cell, walls: list[Cell]
) -> list[dict[str, object]] | None:
    """The colour's symbols on cells of their depth and detour, with as many skulls blocking
    the way as the colour has and the others avoidable at no cost (None if that fails)."""
    mask = G.mask(walls)
    from_entrance = depths(mask, entrance)
    from_tomb = depths(mask, tomb)
    free = [cell for cell in from_entrance if cell not in (entrance, tomb)]
    placed: list[tuple[Cell, Symbol]] = []
    for symbol, low, high, detour in SPREAD[color]:
        fits = [
            cell
            for cell in free
            if low <= from_entrance[cell] <= high
            and from_entrance[cell] + from_tomb[cell] - 1 - PATH[color] <= detour
        ]
        if not fits:
            return None
        cell = rng.choice(sorted(fits))
        free.remove(cell)
        placed.append((cell, symbol))
    skulls = [G.bit(cell) for cell, symbol in placed if symbol == "skull"]
    avoidable = [bit for bit in skulls if shortest_path(mask | bit, entrance, tomb)]
    if len(skulls) - len(avoidable) != SKULLS_IN_THE_WAY[color]:
        return None
    if shortest_path(mask | sum(avoidable), entrance, tomb) != PATH[color]:
        return None
    return [{"cell": list(cell), "symbol": symbol} for cell, symbol in sorted(placed)]


def make_card(rng: Rng, color: Color, seen: set[tuple[object, ...]]) -> dict[str, object]:
    """One card of the colour, unlike those `seen`, as a rough run takes as long on it as on
    the colour's others, and solvable with the shapes alone."""
    low, high = REVEALS[color]
    while True:
        entrance, tomb, walls = make_chamber(rng, color)
        for _ in range(SYMBOL_TRIES):
            symbols = place_symbols(rng, color, entrance, tomb, walls)
            if symbols is not None:
                break
        else:
            continue
        key = (entrance, tomb, tuple(walls), json.dumps(symbols))
        mask = G.mask(walls)
        if key in seen or not low <= mean_reveals(mask, entrance, tomb) <= high:
            continue
        if solvable(mask, entrance, tomb):
            seen.add(key)
            return {
                "color": color,
                "entrance": list(entrance),
                "tomb": list(tomb),
                "walls": [list(w) for w in walls],
                "symbols": symbols,
            }


def make_cards(seed: int = SEED) -> dict[str, object]:
    rng = Rng(derive(seed, "pyramid_cards"))
    colors = rng.shuffled([color for color in COLORS for _ in range(CARDS_PER_COLOR)])
    seen: set[tuple[object, ...]] = set()
    cards = [
        {"serial": serial, **make_card(rng, color, seen)}
        for serial, color in enumerate(colors, start=1)
    ]
    return {"format": "sheetdesk-pyramid-cards", "version": 1, "seed": seed, "cards": cards}


def render(data: dict[str, object]) -> str:
    """The card set as the file holds it: one card a line, so that a change reads as a diff."""
    parse_card_set(data)  # validate before writing
    cards: list[object] = data["cards"]  # type: ignore[assignment]
    lines = ",\n    ".join(json.dumps(card, separators=(", ", ": ")) for card in cards)
    head = {k: v for k, v in data.items() if k != "cards"}
    return json.dumps(head)[:-1] + ', "cards": [\n    ' + lines + "\n  ]\n}\n"


def write(path: Path = OUT) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(render(make_cards()), "utf-8")
    print(f"wrote {path}")


# --- balance ------------------------------------------------------------------------------------


def balance(
    games: int, seed: int, workers: int = 2, data: dict[str, object] | None = None
) -> dict[str, object]:
    """Play `games` greedy 4-player games (split over `workers` processes) and report each
    card's completion rate (the share of games in which some player completed it) against its
    colour's mean; the worst card by serial number. `data`: a card set as make_cards() returns
    it (default: the shipped file)."""
    from sheetdesk.games.expeditions.playout import balance as check
    from sheetdesk.games.pyramid_cards.bot import completion_counts
    from sheetdesk.games.pyramid_cards.cards import load_card_set

    cards = load_card_set() if data is None else parse_card_set(data)
    extra = () if data is None else (4, cards)  # players, the cards to play with
    return check(
        completion_counts, games, seed, workers, cards.cards, extra, lambda card: card.serial
    )


def main() -> int:
    from sheetdesk.games.expeditions.playout import main as command_line

    return command_line((__doc__ or "").splitlines()[0], SEED, write, balance)


if __name__ == "__main__":
    raise SystemExit(main())
