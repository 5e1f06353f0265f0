"""A game state as plain JSON, for the save's snapshot (compared with the replay on loading).

`to_json` turns frozen dataclasses into objects field by field, tuples and lists into lists,
sets (of boxes, say) into sorted lists and dicts into dicts: always new containers, so the result
shares nothing that changes with the state (the soak compares one taken before an action with one
taken after). It runs on every save, so each type's converter is built once and plain values are
copied without a call (a dataclass's converter is a function written out for its fields).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import Any

_PLAIN = frozenset({int, str, bool, float, type(None)})
_CONVERTERS: dict[type, Callable[[Any], Any]] = {}


def to_json(value: Any) -> Any:
    kind = type(value)
    if kind in _PLAIN:
        return value
    convert = _CONVERTERS.get(kind)
    if convert is None:
        convert = _CONVERTERS[kind] = _converter(kind, value)
    return convert(value)


def _items(values: Iterable[Any]) -> list[Any]:
    return [item if type(item) in _PLAIN else to_json(item) for item in values]


def _sorted_items(values: Iterable[Any]) -> list[Any]:
    return sorted(_items(values))


def _dict(values: dict[Any, Any]) -> dict[Any, Any]:
    return {key: item if type(item) in _PLAIN else to_json(item) for key, item in values.items()}


def _same(value: Any) -> Any:
    return value


def _converter(kind: type, value: Any) -> Callable[[Any], Any]:
    if issubclass(kind, tuple | list):
        return _items
    if issubclass(kind, frozenset | set):
        return _sorted_items
    if issubclass(kind, dict):
        return _dict
    if not dataclasses.is_dataclass(value):
        return _same
    return _fields_reader(tuple(field.name for field in dataclasses.fields(value)))


def _fields_reader(names: tuple[str, ...]) -> Callable[[Any], dict[str, Any]]:
    """A function reading these fields into a new dict, written out for the class: a save, the
    soak and the rules tests snapshot states of hundreds of small records, and a loop over the
    names (a getattr and a dict store per field) costs more than the written-out lines."""
    lines = ["def fields_of(o):"]
    for place, name in enumerate(names):
        lines.append(f"    v{place} = o.{name}")
    items = ", ".join(
        f"{name!r}: v{place} if type(v{place}) in plain else to_json(v{place})"
        for place, name in enumerate(names)
    )
    lines.append(f"    return {{{items}}}")
    scope: dict[str, Any] = {"plain": _PLAIN, "to_json": to_json}
    exec("\n".join(lines), scope)  # the names are the dataclass's own field names
    reader: Callable[[Any], dict[str, Any]] = scope["fields_of"]
    return reader
