"""A game state as plain JSON, for the save's snapshot (compared with the replay on loading).

`to_json` turns frozen dataclasses into objects field by field, tuples and lists into lists,
sets (of boxes, say) into sorted lists and dicts into dicts: always new containers, so the result
shares nothing that changes with the state. It runs on every save, so each type's
converter is built once, a dataclass's as code that reads its fields by name, plain values are
copied without a call, and a frozen set of plain items is sorted once.

`to_json_text` is the compact JSON text of `to_json(value)` (what a save writes), made without the
plain copy: a frozen dataclass holding nothing that can change in place (a card, a player's
sheet of them) is encoded once while it lives, and a state's next snapshot, which shares most of
its cards and sheets with the one before, reuses their text.

`contents` is what a state holds, cheaper than its snapshot, for telling whether it changed in
place (the soak takes it around the illegal actions tried at each position).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Iterable
from operator import is_
from typing import Any

_PLAIN = frozenset({int, str, bool, float, type(None)})
_ALL_PLAIN = _PLAIN.issuperset  # (of the items' types: stops at the first other one)
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
    # (most sequences of a state hold plain values alone: those are told apart and copied in C)
    if _ALL_PLAIN(map(type, values)):
        return list(values)
    return [item if type(item) in _PLAIN else to_json(item) for item in values]


def _sorted_items(values: Iterable[Any]) -> list[Any]:
    if type(values) is frozenset:
        known = _SETS.get(values)
        if known is not None:
            return [list(item) if type(item) is tuple else item for item in known]
    items = sorted(values) if _ALL_PLAIN(map(type, values)) else sorted(_items(values))
    if type(values) is frozenset and all(map(_is_flat, items)):
        if len(_SETS) >= _SETS_KEPT:
            _SETS.clear()
        _SETS[values] = tuple(tuple(item) if type(item) is list else item for item in items)
    return items


# Frozen sets of plain values or of tuples of them (the boxes marked on a card, say), as their
# sorted items: a state shares its sets with the states before it, and sorting them again on
# every save would cost most of the snapshot. What is kept can never change (plain values and
# tuples of them); each use makes new lists of it.
_SETS: dict[frozenset[Any], tuple[Any, ...]] = {}
_SETS_KEPT = 65536


def _is_flat(item: Any) -> bool:
    """Whether a converted set item is a plain value or a list of plain values."""
    kind = type(item)
    return kind in _PLAIN or (kind is list and all(type(value) in _PLAIN for value in item))


def _dict(values: dict[Any, Any]) -> dict[Any, Any]:
    if _ALL_PLAIN(map(type, values.values())):
        return dict(values)
    return {key: item if type(item) in _PLAIN else to_json(item) for key, item in values.items()}


def _same(value: Any) -> Any:
    return value


def _by_kind(
    kind: type,
    value: Any,
    readers: tuple[Callable[[Any], Any], Callable[[Any], Any], Callable[[Any], Any]],
    fields: Callable[[type, tuple[str, ...]], Callable[[Any], Any]],
) -> Callable[[Any], Any]:
    """The reader of values of `kind` (`value` one of them): of `readers`, the one for sequences,
    for sets or for dicts; `fields(kind, names)` for a dataclass; anything else as it is."""
    sequences, sets, dicts = readers
    if issubclass(kind, tuple | list):
        return sequences
    if issubclass(kind, frozenset | set):
        return sets
    if issubclass(kind, dict):
        return dicts
    if not dataclasses.is_dataclass(value):
        return _same
    return fields(kind, tuple(field.name for field in dataclasses.fields(value)))


def _converter(kind: type, value: Any) -> Callable[[Any], Any]:
    return _by_kind(kind, value, (_items, _sorted_items, _dict), _fields_converter)


def _fields_converter(_kind: type, names: tuple[str, ...]) -> Callable[[Any], dict[str, Any]]:
    """A function making the dict of a dataclass with fields `names`: one expression reading each
    field by name, which is quicker than a loop of getattr calls (this runs for every dataclass
    in every state of every save). A dataclass's field names are identifiers, never keywords."""
    reads = "".join(f"    v{i} = instance.{name}\n" for i, name in enumerate(names))
    items = ", ".join(
        f"{name!r}: v{i} if (t := _type(v{i})) in _plain else _get(t, _to_json)(v{i})"
        for i, name in enumerate(names)
    )
    source = (
        "def fields_of(instance, _plain=_plain, _type=type, _to_json=_to_json, _get=_get):\n"
        f"{reads}    return {{{items}}}\n"
    )
    scope: dict[str, Any] = {"_plain": _PLAIN, "_to_json": to_json, "_get": _CONVERTERS.get}
    exec(source, scope)  # (made above from the field names alone)
    fields_of: Callable[[Any], dict[str, Any]] = scope["fields_of"]
    return fields_of


# --- to_json_text: the snapshot's JSON text, a card's text encoded once --------------------------

# A save's text: compact, non-ASCII as it is (json.dumps with these arguments makes a new encoder
# on every call; one made once writes the same text)
_COMPACT = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))
compact_json = _COMPACT.encode
_STRING = json.encoder.encode_basestring  # (the encoder's own for strings, ensure_ascii off)
_WRITERS: dict[type, Callable[[Any], str]] = {}
# The text of frozen dataclasses holding nothing that can change in place (cards, the boards and
# sheets of them), by id, the value kept with it (so its id names no other object while the text
# is kept): a state's cards and most of its boards are the same objects from position to
# position, and encoding them was most of a save's snapshot.
_TEXTS: dict[int, tuple[Any, str]] = {}
_TEXTS_KEPT = 4096  # (a state holds a few hundred at most)


def to_json_text(value: Any) -> str:
    """`_COMPACT.encode(to_json(value))`, the same text to the byte."""
    kind = type(value)
    if kind is str:
        return _STRING(value)
    if kind is int:
        return int.__repr__(value)
    if kind is bool:
        return "true" if value else "false"
    if value is None:
        return "null"
    write = _WRITERS.get(kind)
    if write is None:
        write = _WRITERS[kind] = _writer(kind, value)
    return write(value)


def _sequence_text(values: Any) -> str:
    # (a card's kept text looked up here at once: a state's sequences are mostly of cards)
    get = _TEXTS.get
    parts = []
    for item in values:
        known = get(id(item))
        parts.append(known[1] if known is not None and known[0] is item else to_json_text(item))
    return "[" + ",".join(parts) + "]"


def _set_text(values: Any) -> str:
    return _sequence_text(_sorted_items(values))


def _encoded(value: Any) -> str:
    return _COMPACT.encode(to_json(value))


def _writer(kind: type, value: Any) -> Callable[[Any], str]:
    write = _by_kind(kind, value, (_sequence_text, _set_text, _encoded), _fields_writer)
    # (a float, or a value to_json keeps as it is: the encoder's own text of it)
    return _COMPACT.encode if write is _same or kind is float else write


def _fields_writer(kind: type, names: tuple[str, ...]) -> Callable[[Any], str]:
    keys = tuple(_COMPACT.encode(name) + ":" for name in names)
    # (a frozen one's fields stay its own)
    kept = kind.__dataclass_params__.frozen  # type: ignore[attr-defined]

    def write(instance: Any) -> str:
        if kept:
            known = _TEXTS.get(id(instance))
            if known is not None and known[0] is instance:
                return known[1]
        fields = [getattr(instance, name) for name in names]
        if kept and _ALL_PLAIN(map(type, fields)):
            text = _encoded(instance)  # (plain values alone: nothing in it can change)
        else:
            text = "{" + ",".join(map(str.__add__, keys, map(to_json_text, fields))) + "}"
            # (a frozen one holding nothing that can change, a player's sheet or board of
            # cards, say, is the same object in the states until it changes: its text is kept)
            if not kept or not all(map(_fixed, fields)):
                return text
        if len(_TEXTS) >= _TEXTS_KEPT:
            _TEXTS.clear()
        _TEXTS[id(instance)] = (instance, text)
        return text

    return write


def _fixed(value: Any) -> bool:
    """Whether nothing in `value` can change in place: a plain value, a frozen dataclass whose
    text is kept (see `_fields_writer`), or a tuple or frozen set of such values."""
    kind = type(value)
    if kind in _PLAIN:
        return True
    if kind is tuple or kind is frozenset:
        return _ALL_PLAIN(map(type, value)) or all(map(_fixed, value))
    known = _TEXTS.get(id(value))
    return known is not None and known[0] is value


# --- contents: whether a state changed in place ---------------------------------------------------


def contents(value: Any) -> Any:
    """A value equal to `contents(value)` taken at another time exactly when nothing that
    `to_json(value)` reads has changed in between (the soak takes it before and after each
    position's illegal actions: a refused one must change nothing). Cheaper than `to_json`:
    what cannot change in place (a tuple or frozen set of plain values, or of tuples of them) is
    kept as it is, not copied; a dataclass stands as its class and its fields' contents (a field
    of another class with the same names and values counts as a change), lists and tuples as
    tuples, sets as frozen sets and dicts as dicts of contents."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    read = _READERS.get(kind)
    if read is None:
        read = _READERS[kind] = _reader(kind, value)
    return read(value)


_READERS: dict[type, Callable[[Any], Any]] = {}


def _tuple_contents(values: Any) -> Any:
    if _ALL_PLAIN(map(type, values)):
        return values if type(values) is tuple else tuple(values)
    fixed = _FIXED.get(id(values))
    if fixed is values:
        return values
    # (each item's reader called at once when known, as the dataclasses' readers do: a state's
    # sequences hold dozens of cards, say)
    get = _READERS.get
    items = [
        item if (kind := type(item)) in _PLAIN else get(kind, contents)(item) for item in values
    ]
    if type(values) is not tuple or not all(map(is_, items, values)):
        return tuple(items)
    # Every item is its own contents: plain values, tuples and frozen sets of them (or values
    # read as they are). Such a tuple is its own contents for good (nothing in it can be changed
    # in place), so it is not read again while it lives (kept, its id names no other object).
    if len(_FIXED) >= _FIXED_KEPT:
        _FIXED.clear()
    _FIXED[id(values)] = values
    return values


# tuples found to be their own contents (the cards marked on each board, say), by id
_FIXED: dict[int, tuple[Any, ...]] = {}
_FIXED_KEPT = 65536


def _set_contents(values: Any) -> Any:
    if _ALL_PLAIN(map(type, values)):
        return values if type(values) is frozenset else frozenset(values)
    if type(values) is frozenset and (values in _SETS or all(map(_is_plain_tuple, values))):
        return values  # (tuples of plain values: nothing in it can change)
    return to_json(values)


def _is_plain_tuple(item: Any) -> bool:
    return type(item) is tuple and _ALL_PLAIN(map(type, item))


def _dict_contents(values: dict[Any, Any]) -> dict[Any, Any]:
    return {key: item if type(item) in _PLAIN else contents(item) for key, item in values.items()}


def _reader(kind: type, value: Any) -> Callable[[Any], Any]:
    return _by_kind(kind, value, (_tuple_contents, _set_contents, _dict_contents), _fields_reader)


def _fields_reader(kind: type, names: tuple[str, ...]) -> Callable[[Any], Any]:
    """A function giving the contents of a dataclass of `kind` with fields `names` (one
    expression, as `_fields_converter` makes)."""
    items = "".join(
        f"v{i} if (t := _type(v{i} := instance.{name})) in _plain else _get(t, _contents)(v{i}), "
        for i, name in enumerate(names)
    )
    source = (
        "def contents_of(instance, _plain=_plain, _type=type, _contents=_contents, _get=_get,"
        f" _kind=_kind):\n    return (_kind, {items})\n"
    )
    scope: dict[str, Any] = {
        "_plain": _PLAIN,
        "_contents": contents,
        "_get": _READERS.get,
        "_kind": kind,
    }
    exec(source, scope)  # (made above from the field names alone, like `_fields_converter`)
    contents_of: Callable[[Any], Any] = scope["contents_of"]
    return contents_of
