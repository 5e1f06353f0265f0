"""Translatable text for code that must not import Qt (rules, core).

Pure code marks English source strings with `QT_TRANSLATE_NOOP(context, source)`, which
pyside6-lupdate finds by name, and hands the UI a `Text`: the source, its context and the values
for its `{placeholders}`. The UI translates with QCoreApplication.translate(context, source) and
then fills the placeholders, so word order can differ per language. Values that are themselves
`Text` (a row's colour name, say) are translated too before filling.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # the name lupdate looks for
    """Marks `source` for extraction into the translation files; returns it unchanged."""
    return source


@dataclass(frozen=True, slots=True)
class PlayerRef:
    """A placeholder value naming the player at `seat` (pure code knows seats, the UI names)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Text:
    context: str
    source: str
    args: tuple[tuple[str, Any], ...] = ()

    def render(self, translate: Callable[[str, str], str], names: Sequence[str] = ()) -> str:
        """The text in the language `translate(context, source)` gives (identity → English);
        `names` name the seats a PlayerRef points at."""
        values = {key: _value(value, translate, names) for key, value in self.args}
        template = translate(self.context, self.source)
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError):
            # A broken translation must never crash the game: fall back to English.
            return self.source.format(**values)

    def english(self) -> str:
        return self.render(lambda _context, source: source)

    def __str__(self) -> str:
        return self.english()


def _value(value: Any, translate: Callable[[str, str], str], names: Sequence[str]) -> Any:
    if isinstance(value, Text):
        return value.render(translate, names)
    if isinstance(value, PlayerRef):
        return names[value.seat] if 0 <= value.seat < len(names) else str(value.seat + 1)
    return value


def text(context: str, source: str, **args: Any) -> Text:
    """Build a Text; call it with a literal wrapped in QT_TRANSLATE_NOOP so lupdate sees it."""
    return Text(context, source, tuple(sorted(args.items())))
