"""The card data (TC-C1..C3, TC-C8) and the expedition deck (EX-1, EX-3): every constraint."""

from __future__ import annotations

import copy
import json
from collections import Counter

import pytest
from pydantic import ValidationError

from sheetdesk.core.shapes import canonical, is_connected, orientations
from sheetdesk.games.treasure_cards.cards import (
    BOXES_PER_COLOR,
    CARDS_FILE,
    DECK_FILE,
    load_card_set,
    load_deck,
    parse_card_set,
    parse_deck,
    tiling,
)
from sheetdesk.resources import resource_path

CARDS = load_card_set()
DECK = load_deck()


def raw_cards() -> dict:
    return json.loads(resource_path(*CARDS_FILE).read_text("utf-8"))


def raw_deck() -> dict:
    return json.loads(resource_path(*DECK_FILE).read_text("utf-8"))


def test_tc_c1_counts_colours_and_points():
    """TC-C1: 47 cards, 12 lilac/orange/green and 11 grey; 14/12/10/8 boxes; points = boxes."""
    assert len(CARDS) == 47
    assert Counter(c.color for c in CARDS.cards) == {
        "lilac": 12,
        "orange": 12,
        "green": 12,
        "grey": 11,
    }
    for card in CARDS.cards:
        assert len(card.boxes) == BOXES_PER_COLOR[card.color] == card.points
    assert {c.points for c in CARDS.cards} == {8, 10, 12, 14}


def test_tc_c2_symbols_inside_the_region_and_spread():
    """TC-C2: coin, palm and cross symbols sit in boxes of their card; most boxes are plain;
    cards differ in where their symbols are."""
    kinds = Counter(symbol for card in CARDS.cards for _, symbol in card.symbols)
    assert set(kinds) == {"coin", "palm", "cross"}
    for card in CARDS.cards:
        cells = [cell for cell, _ in card.symbols]
        assert len(set(cells)) == len(cells)
        assert set(cells) <= card.boxes
        assert len(cells) < len(card.boxes) / 2
    layouts = {(c.color, c.boxes, c.symbols, c.seal) for c in CARDS.cards}
    assert len(layouts) == 47
    assert len({c.boxes for c in CARDS.cards}) == 47  # even the regions all differ


def test_tc_c3_seals_on_a_minority_any_colour_value_1_or_2():
    """TC-C3: a seal names a colour and is worth 1 or 2; some name another colour."""
    sealed = [c for c in CARDS.cards if c.seal is not None]
    assert 0 < len(sealed) < 47 / 2
    assert all(c.seal is not None and c.seal.value in (1, 2) for c in sealed)
    assert any(c.seal is not None and c.seal.color != c.color for c in sealed)


def test_tc_c8_regions_connected_irregular_and_tileable_by_the_designs():
    """TC-C8: connected regions, no plain rectangles, more awkward (longer outline per box) on
    bigger cards, and each card can be completed by expedition shapes alone (an exact tiling)."""
    outline: dict[str, list[float]] = {}
    for card in CARDS.cards:
        assert is_connected(card.boxes)
        rows, cols = card.size
        assert rows * cols > card.points, f"card {card.id} is a rectangle"
        edges = sum(
            1
            for r, c in card.boxes
            for near in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
            if near not in card.boxes
        )
        outline.setdefault(card.color, []).append(edges)
        pieces = tiling(card.boxes, DECK.cards)
        assert pieces is not None, f"card {card.id} cannot be tiled"
        assert sorted(cell for piece in pieces for cell in piece) == sorted(card.boxes)
        keys = {canonical(d.cells) for d in DECK.cards}
        assert all(canonical(piece) in keys for piece in pieces)
    mean = {color: sum(v) / len(v) for color, v in outline.items()}
    assert mean["grey"] < mean["green"] < mean["orange"] < mean["lilac"]


def test_tiling_refuses_a_region_no_design_fits():
    assert tiling(frozenset({(0, 0)}), DECK.cards) is None
    assert tiling(frozenset({(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)}), DECK.cards) is not None


def test_ex_3_deck_is_data_8_cards_6_designs_2_to_4_connected_squares():
    """EX-3: the deck file has 8 cards, 6 designs distinct up to turning/mirroring, 2-4 squares."""
    assert len(DECK.cards) == 8
    designs = {d.key: d for d in DECK.cards}
    assert len(designs) == 6
    assert len({canonical(d.cells) for d in designs.values()}) == 6
    for design in designs.values():
        assert 2 <= len(design.cells) <= 4
        assert is_connected(design.cells)
    assert Counter(d.key for d in DECK.cards) == {
        "I2": 1,
        "I3": 2,
        "L3": 2,
        "O4": 1,
        "L4": 1,
        "T4": 1,
    }


def test_ex_1_orientations_per_design():
    """EX-1: I2 2, I3 2, L3 4, O4 1, L4 8, T4 4 distinct orientations."""
    expected = {"I2": 2, "I3": 2, "L3": 4, "O4": 1, "L4": 8, "T4": 4}
    for design in DECK.cards:
        assert len(orientations(design.cells)) == expected[design.key]


# --- the loaders refuse bad data -------------------------------------------------------------


def broken_cards(change) -> dict:
    data = copy.deepcopy(raw_cards())
    change(data)
    return data


@pytest.mark.parametrize(
    "change",
    [
        pytest.param(lambda d: d["cards"].pop(), id="46 cards"),
        pytest.param(lambda d: d["cards"][0].update(color="green"), id="wrong colour count"),
        pytest.param(lambda d: d["cards"][0].update(points=13), id="points not boxes"),
        pytest.param(lambda d: d["cards"][0]["boxes"].pop(), id="13 boxes on lilac"),
        pytest.param(lambda d: d["cards"][0].update(extra=1), id="unknown field"),
        pytest.param(lambda d: d["cards"][0].update(color="blue"), id="unknown colour"),
        pytest.param(
            lambda d: d["cards"][0]["symbols"].append({"cell": [7, 7], "symbol": "coin"}),
            id="symbol outside",
        ),
        pytest.param(
            lambda d: d["cards"][0]["symbols"].append(
                {"cell": d["cards"][0]["symbols"][0]["cell"], "symbol": "palm"}
            ),
            id="two symbols in a box",
        ),
        pytest.param(
            lambda d: d["cards"][0]["symbols"].append({"cell": [0, 0], "symbol": "gem"}),
            id="unknown symbol",
        ),
        pytest.param(
            lambda d: d["cards"][0].update(seal={"color": "grey", "value": 3}), id="seal value 3"
        ),
        pytest.param(
            lambda d: d["cards"][0].update(seal={"color": "pink", "value": 1}), id="seal colour"
        ),
        pytest.param(lambda d: d["cards"][1].update(id=5), id="ids out of order"),
        pytest.param(
            lambda d: d["cards"][1].update(
                {k: copy.deepcopy(v) for k, v in d["cards"][0].items() if k != "id"}
            ),
            id="two identical cards",
        ),
        pytest.param(
            lambda d: [c.update(seal={"color": "grey", "value": 1}) for c in d["cards"]],
            id="seals on most cards",
        ),
        pytest.param(lambda d: d.update(version=2), id="unknown version"),
    ],
)
def test_card_set_model_refuses(change):
    with pytest.raises(ValidationError):
        parse_card_set(broken_cards(change))


def test_card_set_model_refuses_disconnected_and_shifted_regions():
    def disconnect(d: dict) -> None:
        card = next(c for c in d["cards"] if c["color"] == "grey")
        boxes = card["boxes"]
        far = [7, 7]
        moved = next(b for b in boxes if b not in [s["cell"] for s in card["symbols"]])
        boxes[boxes.index(moved)] = far

    with pytest.raises(ValidationError, match=r"connected|row 0"):
        parse_card_set(broken_cards(disconnect))

    def shift(d: dict) -> None:
        card = d["cards"][0]
        card["boxes"] = [[r + 1, c] for r, c in card["boxes"]]
        for s in card["symbols"]:
            s["cell"] = [s["cell"][0] + 1, s["cell"][1]]

    with pytest.raises(ValidationError, match="row 0"):
        parse_card_set(broken_cards(shift))


@pytest.mark.parametrize(
    "change",
    [
        pytest.param(lambda d: d["designs"][0].update(count=2), id="9 cards"),
        pytest.param(lambda d: d["designs"][0].update(cells=[[0, 0], [0, 2]]), id="not connected"),
        pytest.param(
            lambda d: d["designs"][0].update(cells=[[0, 0], [0, 1], [0, 2], [0, 3], [0, 4]]),
            id="5 squares",
        ),
        pytest.param(lambda d: d["designs"][0].update(cells=[[0, 0]]), id="1 square"),
        pytest.param(
            lambda d: d["designs"][2].update(cells=[[0, 0], [1, 0], [2, 0]]),
            id="I3 twice (turned)",
        ),
        pytest.param(lambda d: d["designs"][1].update(key="I2"), id="duplicate key"),
        pytest.param(lambda d: d.update(more=True), id="unknown field"),
    ],
)
def test_deck_model_refuses(change):
    data = copy.deepcopy(raw_deck())
    change(data)
    with pytest.raises(ValidationError):
        parse_deck(data)


def test_files_load_through_resource_path_and_the_generator_is_deterministic():
    """The shipped JSON is exactly what the generator writes from its seed (TC-C8)."""
    import importlib.util
    from pathlib import Path

    script = Path(__file__).resolve().parents[4] / "scripts" / "make_treasure_cards.py"
    spec = importlib.util.spec_from_file_location("make_treasure_cards", script)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.make_cards() == raw_cards()
    assert raw_cards()["seed"] == module.SEED
