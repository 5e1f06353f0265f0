"""`replace` for the games' frozen dataclass states: what `dataclasses.replace` returns, sooner.

Every rules `apply` and every `view` copies a state with a few fields changed, many times a
move (the bots' look-ahead, the soak). `dataclasses.replace` walks the class's fields on every
call and passes every value by keyword; this one reads all the values at once (a getter built
once per class) and passes them in order. The class's own `__init__` (and `__post_init__`, if
any) makes the copy either way, so the result is the same. A class whose `__init__` does not take
exactly its fields in order (a field left out of it, an InitVar, a keyword-only field) goes
through `dataclasses.replace` itself.
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable
from operator import attrgetter
from typing import Any, TypeVar

T = TypeVar("T")

# per class: a getter of its fields' values, in order, and each field's place (None: the class
# goes through dataclasses.replace)
_PLANS: dict[type, tuple[Callable[[Any], Any], dict[str, int]] | None] = {}


def replace(obj: T, /, **changes: Any) -> T:
    """A copy of the dataclass instance `obj` with `changes` made (as `dataclasses.replace`)."""
    kind = type(obj)
    try:
        plan = _PLANS[kind]
    except KeyError:
        plan = _PLANS[kind] = _plan(kind)
    if plan is None:
        return dataclasses.replace(obj, **changes)  # type: ignore[type-var]
    getter, places = plan
    values = list(getter(obj))
    for name, value in changes.items():
        place = places.get(name)
        if place is None:
            raise TypeError(f"{kind.__name__} has no field {name!r}")
        values[place] = value
    return kind(*values)


def _plan(kind: type) -> tuple[Callable[[Any], Any], dict[str, int]] | None:
    if not dataclasses.is_dataclass(kind):
        raise TypeError(f"replace() takes a dataclass instance, not {kind.__name__}")
    fields = dataclasses.fields(kind)
    names = [field.name for field in fields]
    parameters = list(inspect.signature(kind).parameters.values())
    positional = inspect.Parameter.POSITIONAL_OR_KEYWORD
    if (
        len(names) < 2  # (attrgetter of one name gives the value, not a tuple)
        or [p.name for p in parameters] != names
        or any(p.kind is not positional for p in parameters)
        or not all(field.init for field in fields)
    ):
        return None
    return attrgetter(*names), {name: place for place, name in enumerate(names)}


__all__ = ["replace"]
