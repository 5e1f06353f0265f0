"""core.records.replace: the copy `dataclasses.replace` makes, for every kind of dataclass;
core.records.quick_init: the instance the dataclass's own `__init__` makes."""

from __future__ import annotations

import dataclasses
from dataclasses import InitVar, dataclass, field

import pytest

from sheetdesk.core.records import quick_init, replace


@dataclass(frozen=True, slots=True)
class Point:
    x: int
    y: int
    tags: tuple[str, ...] = ()


@dataclass(frozen=True)
class Checked:
    low: int
    high: int

    def __post_init__(self) -> None:
        if self.low > self.high:
            raise ValueError("low above high")


@dataclass(frozen=True)
class Derived:
    size: int
    area: int = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "area", self.size * self.size)


@dataclass(frozen=True)
class Scaled:
    value: int
    factor: InitVar[int] = 1

    def __post_init__(self, factor: int) -> None:
        object.__setattr__(self, "value", self.value * factor)


@dataclass(frozen=True, kw_only=True)
class Named:
    first: str
    last: str


@dataclass(frozen=True)
class Single:
    only: int


@pytest.mark.parametrize(
    ("value", "changes"),
    [
        (Point(1, 2, ("a",)), {"y": 5}),
        (Point(1, 2), {}),
        (Checked(1, 3), {"high": 4}),
        (Derived(3), {"size": 4}),
        (Scaled(2, 3), {"factor": 5}),
        (Named(first="a", last="b"), {"last": "c"}),
        (Single(1), {"only": 2}),
    ],
)
def test_replace_gives_what_dataclasses_replace_gives(value, changes):
    expected = dataclasses.replace(value, **changes)
    copy = replace(value, **changes)
    assert copy == expected and type(copy) is type(value) and copy is not value
    assert [getattr(copy, f.name) for f in dataclasses.fields(copy)] == [
        getattr(expected, f.name) for f in dataclasses.fields(expected)
    ]


def test_the_class_checks_the_copy_as_it_checks_a_new_instance():
    with pytest.raises(ValueError, match="low above high"):
        replace(Checked(1, 3), low=5)


def test_a_field_the_class_does_not_have_is_refused():
    with pytest.raises(TypeError, match="nope"):
        replace(Point(1, 2), nope=3)


def test_only_dataclasses_are_copied():
    with pytest.raises(TypeError):
        replace((1, 2), x=1)


@dataclass(frozen=True, slots=True)
class Plain:
    x: int
    y: int = 2
    tags: tuple[str, ...] = ()


@quick_init
@dataclass(frozen=True, slots=True)
class Quick:
    x: int
    y: int = 2
    tags: tuple[str, ...] = ()


@quick_init
@dataclass(frozen=True, slots=True)
class QuickChild(Quick):
    z: int = 0


@pytest.mark.parametrize(
    ("args", "kwargs"), [((1,), {}), ((1, 3), {}), ((1,), {"tags": ("a",)}), ((), {"x": 4, "y": 5})]
)
def test_quick_init_makes_what_the_dataclass_makes(args, kwargs):
    quick, plain = Quick(*args, **kwargs), Plain(*args, **kwargs)
    assert dataclasses.astuple(quick) == dataclasses.astuple(plain)
    child = QuickChild(*args, **kwargs, z=7)
    assert dataclasses.astuple(child) == (*dataclasses.astuple(plain), 7)
    assert child == QuickChild(*args, **kwargs, z=7) and hash(quick) == hash(Quick(*args, **kwargs))
    with pytest.raises(dataclasses.FrozenInstanceError):
        quick.x = 9  # type: ignore[misc]
    with pytest.raises(TypeError):
        Quick()  # type: ignore[call-arg]


@pytest.mark.parametrize("kind", [Checked, Derived, Scaled, Single, Named])
def test_quick_init_refuses_a_class_it_would_make_otherwise(kind):
    # (no slots, a __post_init__, a field outside __init__, an InitVar)
    with pytest.raises(TypeError):
        quick_init(kind)


def test_quick_init_refuses_a_default_factory_and_a_class_not_frozen():
    @dataclass(frozen=True, slots=True)
    class Made:
        items: list[int] = field(default_factory=list)

    @dataclass(slots=True)
    class Open:
        x: int

    for kind in (Made, Open):
        with pytest.raises(TypeError):
            quick_init(kind)


class Noted:
    """A base with a slot beyond the fields, which every new instance starts with a value in."""

    __slots__ = ("_note",)
    init_slots = (("_note", "first"),)


@quick_init
@dataclass(frozen=True, slots=True)
class NotedPoint(Noted):
    x: int
    y: int = 0


def test_quick_init_sets_the_slots_a_class_names_in_init_slots():
    point = NotedPoint(1, y=2)
    assert point._note == "first"
    object.__setattr__(point, "_note", "later")
    copy = replace(point, y=3)  # (made by the class's __init__: its first value again)
    assert (copy._note, copy) == ("first", NotedPoint(1, 3))
    assert point == NotedPoint(1, 2)  # (not a field: neither compared nor copied)

    class Unslotted:
        init_slots = (("_note", None),)

    @dataclass(frozen=True, slots=True)
    class Wrong(Unslotted):
        x: int

    with pytest.raises(TypeError):
        quick_init(Wrong)
