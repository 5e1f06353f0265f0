"""A game's words as data: one table of marked message templates, keyed by what they say, that
turns into the core Texts of log lines, refusals, captions and tooltips.

Pure code (no Qt). A game writes each template once, marked for extraction as core/i18n.py says
(QT_TRANSLATE_NOOP for a plain one, `numerus.translate(...)` for one with a count), in a
`Phrasebook` of its translation context:

    WORDS = Phrasebook("giza_dice", {
        "order": QT_TRANSLATE_NOOP("giza_dice", "{player} announces {number}."),
        "bonus.pyramid": QT_TRANSLATE_NOOP("giza_dice", "{name} fills level {level} first ..."),
        "ended.limit": numerus.translate("giza_dice", "The game ends after %n roll(s).", None, 1),
    })

and says one with `WORDS("order", number=46)`, `WORDS("ended.limit", n=12)` or, where a sentence
depends on a thing (one sentence per building or colour, so that every language can make its
words agree), `WORDS.pick("bonus", building, ...)`. The Texts are exactly those that
`core.i18n.text` and `.count` make, so logs and saves read the same whichever way a game says
them.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from .i18n import Text


class Phrasebook(Mapping[str, str]):
    """Message templates of one translation context by key; a key's value is its source."""

    def __init__(self, context: str, templates: Mapping[str, str | Text]) -> None:
        self.context = context
        self._texts: dict[str, Text] = {}
        for key, template in templates.items():
            if isinstance(template, Text):  # a plural message (numerus.translate)
                if template.context != context:
                    raise ValueError(f"{key}: context {template.context!r}, not {context!r}")
                self._texts[key] = template
            else:
                self._texts[key] = Text(context, template)

    def __call__(self, key: str, n: int | None = None, **args: Any) -> Text:
        """The message `key` with these placeholder values (and, for a plural one, the count
        `n`); a KeyError names a key the table lacks."""
        base = self._texts[key]
        values = tuple(sorted(args.items()))
        if base.n is not None:
            return Text(self.context, base.source, values, base.n if n is None else n)
        if n is not None:
            raise ValueError(f"{key} is not a plural message")
        return Text(self.context, base.source, values)

    def pick(self, key: str, variant: str, **args: Any) -> Text:
        """The message `key.variant`: the sentence for one thing of a kind."""
        return self(f"{key}.{variant}", **args)

    def listing(self, key: str, items: Iterable[Text]) -> Text | None:
        """`items` joined pairwise by the message `key` (it has {first} and {second}): a list
        whose joints each language words itself; None for no items."""
        out: Text | None = None
        for item in items:
            out = item if out is None else self(key, first=out, second=item)
        return out

    def text(self, key: str) -> Text:
        """The message `key` as a Text without values (to list or check it)."""
        return self._texts[key]

    def __getitem__(self, key: str) -> str:
        return self._texts[key].source

    def __iter__(self) -> Iterator[str]:
        return iter(self._texts)

    def __len__(self) -> int:
        return len(self._texts)
