"""`replace` for the games' frozen dataclass states: what `dataclasses.replace` returns, sooner;
`quick_init` for their classes: the same `__init__`, sooner.

Every rules `apply` and every `view` copies a state with a few fields changed, many times a
move (the bots' look-ahead, the soak). `dataclasses.replace` walks the class's fields on every
call and passes every value by keyword; this one reads all the values at once (a getter built
once per class) and passes them in order. The class's own `__init__` (and `__post_init__`, if
any) makes the copy either way, so the result is the same. A class whose `__init__` does not take
exactly its fields in order (a field left out of it, an InitVar, a keyword-only field) goes
through `dataclasses.replace` itself.

A frozen dataclass's own `__init__` sets each field through `object.__setattr__` by name (its
`__setattr__` refuses): a state of twenty fields, made by every move, every view and every replay
of a log, spends most of its making there. `quick_init` gives a frozen class with slots an
`__init__` taking the same arguments that writes each field straight into its slot (through the
slot's own descriptor, as `object.__setattr__` ends up doing): the instance made is the same.
"""

from __future__ import annotations

import dataclasses
import inspect
import types
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


def quick_init(kind: type[T]) -> type[T]:
    """`kind` (a frozen dataclass with slots, decorated after `@dataclass`) with a quicker
    `__init__` of the same parameters: each field set through its slot's descriptor, and each
    slot beyond the fields that the class names in `init_slots` ((name, first value) pairs) set
    to its first value. Refused (TypeError) for a class it would not make the same way: one not
    frozen or without slots, or with a field outside `__init__`, a default factory, an InitVar or
    a `__post_init__`; and for a name in `init_slots` that is no slot."""
    params = dataclasses.fields(kind) if dataclasses.is_dataclass(kind) else ()
    frozen = getattr(kind, "__dataclass_params__", None)
    if not params or frozen is None or not frozen.frozen or "__slots__" not in kind.__dict__:
        raise TypeError(f"quick_init takes a frozen dataclass with slots, not {kind.__name__}")
    if hasattr(kind, "__post_init__") or any(
        not f.init or f.default_factory is not dataclasses.MISSING for f in params
    ):
        raise TypeError(f"{kind.__name__} makes its instances in ways quick_init does not")
    if [p.name for p in list(inspect.signature(kind.__init__).parameters.values())[1:]] != [
        f.name for f in params
    ]:  # (an InitVar is a parameter but no field)
        raise TypeError(f"{kind.__name__}'s __init__ takes more than its fields")
    scope: dict[str, Any] = {}
    arguments = []
    keyword_only = False
    for i, f in enumerate(params):
        slot = next((c.__dict__[f.name] for c in kind.__mro__ if f.name in c.__dict__), None)
        if type(slot) is not types.MemberDescriptorType:
            raise TypeError(f"{kind.__name__}.{f.name} is not a slot")
        scope[f"_set{i}"] = slot.__set__
        if f.kw_only and not keyword_only:
            arguments.append("*")
            keyword_only = True
        if f.default is dataclasses.MISSING:
            arguments.append(f.name)
        else:
            scope[f"_default{i}"] = f.default
            arguments.append(f"{f.name}=_default{i}")
    body = "".join(f"    _set{i}(self, {f.name})\n" for i, f in enumerate(params))
    # the slots beyond the fields that a class names in `init_slots`, each with its first value
    for j, (name, value) in enumerate(getattr(kind, "init_slots", ())):
        slot = next((c.__dict__[name] for c in kind.__mro__ if name in c.__dict__), None)
        if type(slot) is not types.MemberDescriptorType:
            raise TypeError(f"{kind.__name__}.{name} is not a slot")
        scope[f"_slot{j}"], scope[f"_first{j}"] = slot.__set__, value
        body += f"    _slot{j}(self, _first{j})\n"
    # (made from the field names alone, identifiers: as dataclasses makes its own __init__)
    exec(f"def __init__(self, {', '.join(arguments)}):\n{body}", scope)
    init = scope["__init__"]
    init.__qualname__ = f"{kind.__qualname__}.__init__"
    init.__module__ = kind.__module__
    init.__doc__ = kind.__init__.__doc__
    kind.__init__ = init  # type: ignore[method-assign]
    return kind


__all__ = ["quick_init", "replace"]
