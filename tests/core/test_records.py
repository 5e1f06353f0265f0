"""core.records.replace: the copy `dataclasses.replace` makes, for every kind of dataclass."""

from __future__ import annotations

import dataclasses
from dataclasses import InitVar, dataclass, field

import pytest

from sheetdesk.core.records import replace


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
