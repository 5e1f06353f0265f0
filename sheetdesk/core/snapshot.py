"""A game state as plain JSON, for the save's snapshot (compared with the replay on loading).

`to_json` turns frozen dataclasses into objects field by field, tuples and lists into lists,
sets (of boxes, say) into sorted lists and dicts into dicts: always new containers, so the result
shares nothing that changes with the state (the soak compares one taken before an action with one
taken after). It runs on every save, so each type's converter is built once and plain values are
copied without a call.
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
    names = tuple(field.name for field in dataclasses.fields(value))

    def fields_of(instance: Any) -> dict[str, Any]:
        out = {}
        for name in names:
            item = getattr(instance, name)
            out[name] = item if type(item) in _PLAIN else to_json(item)
        return out

    return fields_of
