"""Translatable text for code that must not import Qt (rules, core).

Pure code marks English source strings with `QT_TRANSLATE_NOOP(context, source)`, which
pyside6-lupdate finds by name, and hands the UI a `Text`: the source, its context and the values
for its `{placeholders}`. The UI translates with QCoreApplication.translate(context, source) and
then fills the placeholders, so word order can differ per language. Values that are themselves
`Text` (a row's colour name, say) are translated too before filling.

A text that depends on a count ("1 box" / "2 boxes"; Polish has three forms) is declared once,
`LEFT = numerus.translate(context, "%n box(es) left", None, 1)`, and used as `LEFT.count(n)`:
lupdate extracts a call of exactly that shape (a literal number last) as a plural message, and
the UI translates it with Qt's numerus forms (English too, from its plural-only file).

A module's texts by key are declared once with `words(context, {key: source, ...})` and handed
out with `say(table, key, **values)`: every game uses these two, in its rules and its sheet;
`pick(table, key, thing)` says the sentence of one thing of a kind, `listing` joins a list.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .records import quick_init


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # the name lupdate looks for
    """Marks `source` for extraction into the translation files; returns it unchanged."""
    return source


@quick_init
@dataclass(frozen=True, slots=True)
class PlayerRef:
    """A placeholder value naming the player at `seat` (pure code knows seats, the UI names)."""

    seat: int


@quick_init
@dataclass(frozen=True, slots=True)
class Text:
    context: str
    source: str
    args: tuple[tuple[str, Any], ...] = ()
    n: int | None = None  # the count of a plural text (its source says "%n")

    def count(self, n: int, **args: Any) -> Text:
        """This plural text for `n` things (and these placeholder values)."""
        return Text(self.context, self.source, tuple(sorted((*self.args, *args.items()))), n)

    def filled(self, n: int | None = None, **args: Any) -> Text:
        """This text with these placeholder values (instead of its own) and, for a plural text,
        the count `n` (None: its own)."""
        return Text(
            self.context, self.source, tuple(sorted(args.items())), self.n if n is None else n
        )

    def with_args(self, **args: Any) -> Text:
        return Text(self.context, self.source, tuple(sorted((*self.args, *args.items()))), self.n)

    def render(
        self, translate: Callable[..., str], names: Sequence[str] = (), *, machine: bool = False
    ) -> str:
        """The text in the language `translate(context, source[, None, n])` gives (identity:
        English), as a person reads it: a number below zero with the minus sign (`shown_value`);
        `machine`: with the hyphen-minus a program reads instead (`english`). `names` name the
        seats a PlayerRef points at."""
        values = {key: _value(value, translate, names, machine) for key, value in self.args}
        try:
            if self.n is None:
                template = translate(self.context, self.source)
            else:
                # the form of the count's size (-10 points, as 10 points; Qt would pick "point")
                template = translate(self.context, self.source, None, clamp_count(abs(self.n)))
                template = fill_count(template, self.source, self.n)
            return template.format(**values)
        except (KeyError, IndexError, ValueError, AttributeError, TypeError, OverflowError):
            # A broken translation or a text from a damaged file must never crash the game:
            # English, with a placeholder that has no value left as it is.
            return fill(english_plural(self.source, self.n), values)

    def english(self, names: Sequence[str] = ()) -> str:
        """The English text (each plural, this one or a value's, with its own count), for the
        command line, a CSV file and the logs: a number below zero with the hyphen-minus that
        programs read (`render` is what a person reads)."""
        n = self.n
        if names or not (n is None or type(n) is int) or not _plain_args(self.args):
            return self.render(_english, names, machine=True)
        # (without names, and with values that equal only what they print alike, a function of
        # the text's fields: the same few texts are asked for again and again, as every
        # refusal and log line of a soak is)
        known = _ENGLISH.get(self)
        if known is None:
            if len(_ENGLISH) >= _ENGLISH_KEPT:
                _ENGLISH.clear()
            known = _ENGLISH[self] = self.render(_english, machine=True)
        return known

    def __str__(self) -> str:
        return self.english()


def _english(
    _context: str, source: str, _disambiguation: str | None = None, n: int | None = None
) -> str:
    """The translation to English: the source, with its count's plural form."""
    return english_plural(source, n)


_ENGLISH: dict[Text, str] = {}  # texts rendered in English without names
_ENGLISH_KEPT = 4096
# values equal only to values that print the same (not so 1, True and 1.0, or a Text's args)
_PRINTED_ALIKE = frozenset({str, int, PlayerRef})


def _plain_args(args: tuple[tuple[str, Any], ...]) -> bool:
    return all(type(value) in _PRINTED_ALIKE for _key, value in args)


def _value(
    value: Any, translate: Callable[[str, str], str], names: Sequence[str], machine: bool
) -> Any:
    if isinstance(value, Text):
        return value.render(translate, names, machine=machine)
    if isinstance(value, PlayerRef):
        return names[value.seat] if 0 <= value.seat < len(names) else str(value.seat + 1)
    return value if machine else shown_value(value)


COUNT_MAX = 2**31 - 1  # Qt's plural forms take a count as a 32-bit int
MINUS = "\u2212"  # a count below zero is written with the minus sign, not a hyphen


def count_text(n: int) -> str:
    """A count as a plural text shows it: -10 is "−10"."""
    return f"{MINUS}{-n}" if n < 0 else str(n)


def shown_value(value: Any) -> Any:
    """A placeholder's value as a text shows it: a number below zero with the minus sign
    (`count_text`), anything else as it is (for `str.format` to write)."""
    is_count = isinstance(value, int) and not isinstance(value, bool)
    return count_text(value) if is_count and value < 0 else value


def fill_count(template: str, source: str, n: int) -> str:
    """The count `n` in a plural text's translation, asked for with the count's size `abs(n)`:
    where "%n" is left it is filled; where Qt has filled it already (with the size), the first
    numbers of that size, as many as the source has "%n", get their minus sign."""
    if "%n" in template:
        return template.replace("%n", count_text(n))
    if n >= 0:
        return template
    size = re.compile(rf"(?<![\d{MINUS}\-]){-n}(?!\d)")
    return size.sub(count_text(n), template, count=max(1, source.count("%n")))


def clamp_count(n: int) -> int:
    """`n` as a count Qt's plural forms can take (a far larger one means "many" anyway)."""
    return max(-COUNT_MAX, min(n, COUNT_MAX))


class _Keep(dict[str, Any]):
    def __getitem__(self, key: str) -> Any:
        return shown_value(super().__getitem__(key))

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def fill(template: str, values: dict[str, Any]) -> str:
    """`template` with its `{placeholders}` filled from `values` (a number below zero with the
    minus sign, as `count_text` writes it); one without a value is left as it is, and a template
    that cannot be filled at all is returned unfilled. Never raises."""
    try:
        return template.format_map(_Keep(values))
    except (IndexError, ValueError, AttributeError, TypeError, KeyError):
        return template


def english_plural(source: str, n: int | None) -> str:
    """The English source with its count filled in: "%n box(es)" -> "1 box", "2 boxes"."""
    if n is None:
        return source
    one = abs(n) == 1
    return (
        source.replace("(es)", "" if one else "es")
        .replace("(s)", "" if one else "s")
        .replace("%n", count_text(n))
    )


class _Numerus:
    """`numerus.translate(context, source, None, 1)`: a plural Text to be given its count with
    `.count(n)`. The call has the shape of QCoreApplication.translate with a literal number, the
    only shape lupdate extracts as a plural message from Python."""

    @staticmethod
    def translate(context: str, source: str, disambiguation: None, n: int) -> Text:
        return Text(context, source, (), n)


numerus = _Numerus()


def words(context: str, sources: Mapping[str, str | Text]) -> dict[str, Text]:
    """A module's texts by key (refusals, log lines, labels), each a Text in `context`: mark
    every source with QT_TRANSLATE_NOOP(context, ...) so that lupdate finds it; a Text (a plural
    from `numerus`, of the same context) is kept as it is. `say(table, key, ...)` hands one out."""
    table: dict[str, Text] = {}
    for key, value in sources.items():
        if isinstance(value, Text) and value.context != context:
            raise ValueError(f"{key}: context {value.context!r}, not {context!r}")
        table[key] = value if isinstance(value, Text) else Text(context, value)
    return table


def say(table: Mapping[str, Text], key: str, n: int | None = None, **args: Any) -> Text:
    """The text `key` of `table` with these placeholder values; `n` is the count of a plural
    text (one declared with `numerus`). A KeyError names a key the table lacks."""
    if n is not None and table[key].n is None:
        raise ValueError(f"{key} is not a plural text")
    return table[key].filled(n, **args)


def pick(table: Mapping[str, Text], key: str, variant: str, **args: Any) -> Text:
    """The text `key.variant`: the sentence for one thing of a kind (one sentence per building
    or colour, so that every language can make its words agree with it)."""
    return say(table, f"{key}.{variant}", **args)


def listing(table: Mapping[str, Text], key: str, items: Iterable[Text]) -> Text | None:
    """`items` joined pairwise by the text `key` (it has {first} and {second}): a list whose
    joints each language words itself; None for no items."""
    out: Text | None = None
    for item in items:
        out = item if out is None else say(table, key, first=out, second=item)
    return out


def text(context: str, source: str, **args: Any) -> Text:
    """Build a Text; call it with a literal wrapped in QT_TRANSLATE_NOOP so lupdate sees it."""
    return Text(context, source, tuple(sorted(args.items())))


def text_to_json(value: Text) -> dict[str, Any]:
    """A Text (and its values: other Texts, seats) as plain JSON, as a file or database keeps
    it; `text_from_json` reads it back."""
    return _to_json(value)


def _to_json(value: Any) -> Any:
    if isinstance(value, Text):
        args = [[key, _to_json(v)] for key, v in value.args]
        return {"c": value.context, "s": value.source, "a": args, "n": value.n}
    if isinstance(value, PlayerRef):
        return {"seat": value.seat}
    return value if isinstance(value, int | str) else str(value)


def text_from_json(raw: Any) -> Text | None:
    """The Text `text_to_json` made, or None for anything else (a damaged or foreign value)."""
    try:
        value = _from_json(raw)
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError):
        return None
    return value if isinstance(value, Text) else None


def _from_json(value: Any) -> Any:
    if isinstance(value, dict) and set(value) == {"seat"}:
        seat = value["seat"]
        if type(seat) is not int:
            raise TypeError("a seat is a number")
        return PlayerRef(seat)
    if isinstance(value, dict):
        if set(value) != {"c", "s", "a", "n"}:
            raise KeyError("not a text")
        context, source, n = value["c"], value["s"], value["n"]
        if not (isinstance(context, str) and isinstance(source, str)):
            raise TypeError("a text's context and source are strings")
        args = tuple((str(key), _from_json(v)) for key, v in value["a"])
        return Text(context, source, args, n if type(n) is int else None)
    if not isinstance(value, int | str):
        raise TypeError("a value is a number, a string, a text or a seat")
    return value
