"""core.snapshot: a frozen dataclass state as the plain JSON a save's snapshot holds (to_json),
and what it holds, to tell whether it changed in place (contents)."""

from __future__ import annotations

import json
from dataclasses import dataclass

from sheetdesk.core import registry
from sheetdesk.core.headless import play_one
from sheetdesk.core.rng import Rng, derive
from sheetdesk.core.snapshot import contents, to_json, to_json_text
from tests.declared import quick_bot


@dataclass(frozen=True, slots=True)
class Inner:
    cells: frozenset[tuple[int, int]]
    name: str | None


@dataclass(frozen=True)
class Outer:
    items: tuple[Inner, ...]
    counts: tuple[tuple[int, ...], ...]
    flag: bool
    ratio: float


def test_dataclasses_tuples_and_sets_become_plain_json():
    value = Outer(
        (Inner(frozenset({(2, 1), (0, 3)}), None), Inner(frozenset(), "a")), ((1,), ()), True, 0.5
    )
    assert to_json(value) == {
        "items": [{"cells": [[0, 3], [2, 1]], "name": None}, {"cells": [], "name": "a"}],
        "counts": [[1], []],
        "flag": True,
        "ratio": 0.5,
    }


@dataclass(frozen=True)
class WithTable:
    table: dict[str, list[int]]


def test_the_snapshot_shares_no_container_with_the_state():
    state = WithTable({"a": [1, 2]})
    snapshot = to_json(state)
    state.table["a"].append(3)  # changed in place, as a broken game might
    state.table["b"] = []
    assert snapshot == {"table": {"a": [1, 2]}}


def test_a_set_taken_again_is_new_lists_of_the_same_sorted_items():
    boxes = frozenset({(2, 1), (0, 3), (0, 1)})
    first = to_json(boxes)
    first[0].append(9)  # (a snapshot is the caller's to change)
    first.append([7])
    assert to_json(boxes) == to_json(frozenset(boxes | set())) == [[0, 1], [0, 3], [2, 1]]
    assert to_json(frozenset({3, 1})) == [1, 3] and to_json(frozenset()) == []
    nested = frozenset({(1, frozenset({(5, 4), (2, 2)}))})
    taken = to_json(nested)
    taken[0][1][0].append(0)
    assert to_json(nested) == [[1, [[2, 2], [5, 4]]]]


@dataclass(frozen=True)
class Loose:
    inner: Inner
    table: dict[str, list[int]]
    marks: tuple[Inner, ...]
    boxes: frozenset[tuple[int, int]]


def loose() -> Loose:
    cells = frozenset({(1, 2), (3, 4)})
    return Loose(Inner(cells, "a"), {"a": [1]}, (Inner(frozenset(), None),), cells)


def test_contents_are_equal_while_nothing_to_json_reads_changes():
    state = loose()
    before = contents(state)
    assert contents(state) == before == contents(loose())
    object.__setattr__(state, "_memo", [1, 2])  # (not a field: no part of the snapshot)
    assert contents(state) == before


def test_contents_show_every_change_made_in_place():
    changes = [
        lambda s: object.__setattr__(s.inner, "name", "b"),
        lambda s: object.__setattr__(s.marks[0], "cells", frozenset({(0, 0)})),
        lambda s: s.table["a"].append(2),
        lambda s: s.table.update(b=[]),
        lambda s: object.__setattr__(s, "boxes", s.boxes | {(5, 5)}),
        lambda s: object.__setattr__(s, "marks", ()),
        lambda s: object.__setattr__(s, "inner", Outer((), (), True, 0.5)),
    ]
    for change in changes:
        state = loose()
        before = contents(state)
        change(state)
        assert contents(state) != before


def test_a_tuple_nothing_in_which_can_change_is_its_own_contents():
    rows = ((1, 2), frozenset({(0, 1)}), "a", ())
    assert contents(rows) is rows and contents(rows) is rows  # (read once, then known)
    table = [1]
    held = ((1, 2), table)  # a list in it can change: read every time
    before = contents(held)
    table.append(2)
    assert contents(held) != before and contents(held) == ((1, 2), (1, 2))
    inner = Inner(frozenset(), None)
    marks = ((1,), inner)  # so can a dataclass (as a broken game changes it)
    before = contents(marks)
    object.__setattr__(inner, "name", "b")
    assert contents(marks) != before


# --- to_json_text: the snapshot's text as a save writes it ---------------------------------------


@dataclass(frozen=True)
class Card:
    colour: str
    value: int


@dataclass
class Open:
    cards: list[Card]
    note: str


def compact(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def test_the_snapshots_text_is_its_json_to_the_byte():
    card = Card("żółty ζ", 3)
    values = [
        Outer(
            (Inner(frozenset({(2, 1), (0, 3)}), None), Inner(frozenset(), "a")),
            ((1,), ()),
            True,
            0.5,
        ),
        loose(),
        WithTable({"a": [1, 2], "β": []}),
        (card, card, Card('say "hi"\n', -1), 1.5, float("inf"), None, False),
        frozenset({3, 1}),
        Open([card], "x"),
        {"k": (card,), "n": None},
        (),
    ]
    for value in values:
        assert to_json_text(value) == compact(to_json(value))
        assert to_json_text(value) == compact(to_json(value))  # (its cards' text kept)


def test_a_value_changed_in_place_is_written_as_it_is_now():
    card = Card("red", 1)
    held = Open([card], "a")
    assert to_json_text(held) == compact(to_json(held))
    held.cards.append(Card("blue", 2))
    held.note = "b"
    assert (
        to_json_text(held)
        == '{"cards":[{"colour":"red","value":1},{"colour":"blue","value":2}],"note":"b"}'
    )
    assert to_json_text(held) == compact(to_json(held))


@dataclass(frozen=True)
class Sheet:
    cards: tuple[Card, ...]
    boxes: tuple[frozenset[tuple[int, int]], ...]
    notes: list[str]


def test_a_frozen_value_holding_something_changeable_is_written_as_it_is_now():
    # (a frozen one holding only frozen things has its text kept: this one holds a list)
    card = Card("red", 1)
    sheet = Sheet((card,), (frozenset({(1, 2)}),), ["a"])
    fixed = Outer((Inner(frozenset({(2, 1)}), None),), ((1,),), True, 0.5)
    assert to_json_text(sheet) == compact(to_json(sheet))
    assert to_json_text(fixed) == to_json_text(fixed) == compact(to_json(fixed))
    sheet.notes.append("b")
    assert to_json_text(sheet) == compact(to_json(sheet))
    assert '"notes":["a","b"]' in to_json_text(sheet)


def test_every_games_states_are_saved_as_their_snapshots_json():
    for game in registry.games_by_id():
        rules = registry.get(game).rules()
        full = play_one(game, rules.info.min_players, 3, bot=quick_bot(game))
        state = rules.setup(len(full.players), full.options, Rng(derive(full.seed, "setup")))
        for entry in full.log:
            assert to_json_text(state) == compact(rules.snapshot(state))
            state = rules.apply(state, entry.seat, entry.action)
