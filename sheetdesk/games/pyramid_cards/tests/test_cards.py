"""The pyramid card data (PC-C1, PC-C2, PC-C6): the shipped file validates and keeps the
generator's promises, every constraint is refused when broken, the generator reproduces the file
byte for byte, and every card can be solved with expedition shapes alone."""

from __future__ import annotations

import copy
import json
from collections import Counter, deque

import pytest
from pydantic import ValidationError

from sheetdesk.core.shapes import Cell, neighbours, placements
from sheetdesk.games.expeditions.deck import load_deck
from sheetdesk.games.expeditions.tests import generators
from sheetdesk.games.pyramid_cards.cards import (
    CARDS_FILE,
    SIZE,
    SYMBOLS,
    PyramidCard,
    load_card_set,
    parse_card_set,
)
from sheetdesk.resources import resource_path

CARDS = load_card_set()


def load_script():
    return generators.load_script("make_pyramid_cards")


def shipped() -> dict:
    return json.loads(resource_path(*CARDS_FILE).read_text("utf-8"))


def distances(free: frozenset[Cell], start: Cell) -> dict[Cell, int]:
    """Orthogonal steps from `start` to every free cell it reaches (written apart from the
    rules' and the generator's bit masks)."""
    found = {start: 0}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        for near in neighbours(cell):
            if near in free and near not in found:
                found[near] = found[cell] + 1
                queue.append(near)
    return found


def shapes_reach_the_tomb(card: PyramidCard) -> bool:
    """PC-T2 with shapes alone: the first covers the entrance, each next one touches the marks
    and never a wall or a marked cell. A depth-first search over the marked regions where every
    shape brings the marks nearer the tomb (a way found so is a real way)."""
    free = card.cells
    to_tomb = distances(free, card.tomb)
    every = {p for design in load_deck().cards for p in placements(design.cells, free)}
    stack = [frozenset(p) for p in every if card.entrance in p]
    seen: set[frozenset[Cell]] = set()
    while stack:
        marked = stack.pop()
        if card.tomb in marked:
            return True
        if marked in seen:
            continue
        seen.add(marked)
        nearest = min(to_tomb.get(cell, SIZE * SIZE) for cell in marked)
        touching = {near for cell in marked for near in neighbours(cell)} - marked
        for piece in every:
            nearer = min(to_tomb.get(cell, SIZE * SIZE) for cell in piece) < nearest
            if nearer and marked.isdisjoint(piece) and touching.intersection(piece):
                stack.append(marked | frozenset(piece))
    return False


# --- the shipped cards ---------------------------------------------------------------------------


def test_pc_c1_the_shipped_file_validates_48_cards_16_per_colour_serials_in_order():
    assert parse_card_set(shipped()) == CARDS
    assert [c.serial for c in CARDS.cards] == list(range(1, 49))
    assert [c.id for c in CARDS.cards] == list(range(48))
    assert Counter(c.color for c in CARDS.cards) == {"green": 16, "orange": 16, "purple": 16}


def test_pc_c2_entrance_top_tomb_bottom_symbols_on_free_cells_all_kinds_used():
    for card in CARDS.cards:
        assert card.entrance[0] == 0 and card.tomb[0] == SIZE - 1
        cells = [cell for cell, _ in card.symbols]
        assert len(set(cells)) == len(cells)
        assert set(cells) <= card.cells - {card.entrance, card.tomb}
    assert {symbol for card in CARDS.cards for _, symbol in card.symbols} == set(SYMBOLS)


def test_pc_c6_every_card_solvable_from_entrance_to_tomb_with_the_shapes_alone():
    unsolved = [card.serial for card in CARDS.cards if not shapes_reach_the_tomb(card)]
    assert unsolved == []


def test_the_solvability_search_can_say_no():
    tomb_walled_off = PyramidCard(
        id=0,
        serial=1,
        color="green",
        entrance=(0, 2),
        tomb=(4, 2),
        walls=frozenset({(3, 2), (4, 1), (4, 3)}),
        symbols=(),
    )
    assert not shapes_reach_the_tomb(tomb_walled_off)
    assert shapes_reach_the_tomb(
        PyramidCard(0, 1, "green", (0, 0), (4, 0), frozenset({(1, 1), (2, 1)}), ())
    )


def test_pc_c6_symbol_spread_and_way_written_in_the_generator_hold_for_every_card():
    """Every card of a colour has its colour's symbols (the generator's SPREAD), the colours
    differ, every free cell can be reached, the shortest way has the colour's length, and the
    skulls that block every way are as many as the colour has."""
    script = load_script()
    mixes = {}
    for card in CARDS.cards:
        mix = Counter(symbol for _, symbol in card.symbols)
        assert mix == Counter(spot[0] for spot in script.SPREAD[card.color]), card.serial
        mixes[card.color] = tuple(sorted(mix.items()))
        from_entrance = distances(card.cells, card.entrance)
        assert set(from_entrance) == card.cells, f"card {card.serial} has a pocket"
        assert from_entrance[card.tomb] + 1 == script.PATH[card.color]
        skulls = [cell for cell, symbol in card.symbols if symbol == "skull"]
        blocking = [
            s for s in skulls if card.tomb not in distances(card.cells - {s}, card.entrance)
        ]
        assert len(blocking) == script.SKULLS_IN_THE_WAY[card.color], card.serial
    assert len(set(mixes.values())) == 3


def test_the_generator_reproduces_the_file_byte_for_byte():
    script = load_script()
    text = script.render(script.make_cards())
    assert text.encode("utf-8") == resource_path(*CARDS_FILE).read_bytes()
    assert shipped()["seed"] == script.SEED


# --- the loader refuses bad data ---------------------------------------------------------------


def first_of(data: dict, color: str) -> dict:
    return next(c for c in data["cards"] if c["color"] == color)


def plain_cell(card: dict) -> list[int]:
    """A cell of the card with nothing on it."""
    taken = [card["entrance"], card["tomb"], *card["walls"], *(s["cell"] for s in card["symbols"])]
    return next([r, c] for r in range(SIZE) for c in range(SIZE) if [r, c] not in taken)


def wall_in(card: dict) -> None:
    """Walls all round the entrance (symbols there are moved onto the walls' cells' places)."""
    r, c = card["entrance"]
    around = [[r + 1, c], [r, c - 1], [r, c + 1]]
    card["symbols"] = [s for s in card["symbols"] if s["cell"] not in around]
    card["walls"] = [w for w in card["walls"] if w not in around] + [
        [a, b] for a, b in around if 0 <= b < SIZE
    ]


def twin(data: dict) -> None:
    """The second card of a colour becomes the first one's copy (serial kept)."""
    same = [c for c in data["cards"] if c["color"] == "orange"]
    for key in ("entrance", "tomb", "walls", "symbols"):
        same[1][key] = copy.deepcopy(same[0][key])


CASES = [
    ("47 cards", lambda d: d["cards"].pop(), "cards per colour"),
    (
        "49 cards",
        lambda d: d["cards"].append({**copy.deepcopy(d["cards"][0]), "serial": 49}),
        "less than or equal to 48",
    ),
    ("17 green", lambda d: first_of(d, "orange").update(color="green"), "cards per colour"),
    ("colour", lambda d: d["cards"][0].update(color="blue"), "green"),
    ("serial 0", lambda d: d["cards"][0].update(serial=0), "greater than or equal to 1"),
    (
        "serials out of order",
        lambda d: (d["cards"][0].update(serial=2), d["cards"][1].update(serial=1)),
        "card serials",
    ),
    ("entrance not in the top row", lambda d: d["cards"][0].update(entrance=[1, 0]), "top row"),
    ("tomb not in the bottom row", lambda d: d["cards"][0].update(tomb=[3, 0]), "bottom row"),
    ("no path", lambda d: wall_in(d["cards"][0]), "block every path"),
    (
        "wall on a symbol",
        lambda d: d["cards"][0]["walls"].append(d["cards"][0]["symbols"][0]["cell"]),
        "share a cell",
    ),
    (
        "symbol on the entrance",
        lambda d: d["cards"][0]["symbols"].append(
            {"cell": d["cards"][0]["entrance"], "symbol": "torch"}
        ),
        "share a cell",
    ),
    (
        "wall on the tomb",
        lambda d: d["cards"][0]["walls"].append(d["cards"][0]["tomb"]),
        "share a cell",
    ),
    (
        "two symbols in a cell",
        lambda d: d["cards"][0]["symbols"].append(
            {"cell": d["cards"][0]["symbols"][0]["cell"], "symbol": "potion"}
        ),
        "share a cell",
    ),
    (
        "a wall twice",
        lambda d: d["cards"][0]["walls"].append(d["cards"][0]["walls"][0]),
        "share a cell",
    ),
    (
        "outside the chamber",
        lambda d: d["cards"][0]["symbols"].append({"cell": [2, 5], "symbol": "torch"}),
        "outside",
    ),
    ("two identical cards", twin, "identical"),
    (
        "unknown symbol",
        lambda d: d["cards"][0]["symbols"].append(
            {"cell": plain_cell(d["cards"][0]), "symbol": "coin"}
        ),
        "red_gem",
    ),
    ("unknown field", lambda d: d["cards"][0].update(seal=1), "Extra inputs"),
    ("version", lambda d: d.update(version=2), "1"),
    ("format", lambda d: d.update(format="sheetdesk-treasure-cards"), "sheetdesk-pyramid-cards"),
]


@pytest.mark.parametrize(("change", "message"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_pc_c1_c2_c6_the_loader_refuses_broken_data(change, message):
    data = copy.deepcopy(shipped())
    change(data)
    with pytest.raises(ValidationError, match=message):
        parse_card_set(data)


def test_every_broken_case_starts_from_data_the_loader_accepts():
    """The refusals above come from the change alone: the untouched copy loads, and a change
    that breaks nothing (a plain cell gets a symbol) loads too."""
    data = copy.deepcopy(shipped())
    parse_card_set(data)
    data["cards"][0]["symbols"].append({"cell": plain_cell(data["cards"][0]), "symbol": "torch"})
    assert parse_card_set(data).cards[0].symbols != CARDS.cards[0].symbols
