"""A player's name: the one rule every part of the app checks it by.

A name is trimmed, its runs of spaces made one space, and put in one form per letter (NFC); it
has 1 to MAX_NAME characters and nothing a reader cannot see or that changes how text around it
is drawn: no control characters (tabs, line breaks, a terminal's BEL or ESC), no zero-width or
other invisible characters (two names that look the same must be the same name), no marks that
turn the direction of the text around. `clean_name` is that rule for a name someone types (the
New game dialog, the Players page) and for a name written into a save: it refuses with a
translated reason (`NameRefused`). `read_name` is the rule for a name read from a file an older
version (or a hand) wrote: it drops what the rule forbids and shortens what is too long rather
than refuse the game, so every save that loads can be written again unchanged. `name_key` says
when two names are the same player's.

The emoji joiner (U+200D) is allowed between two pictures only: there it makes one picture of
two (a family, a flag), between letters it would hide a second, look-alike name.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from typing import Final

from .i18n import QT_TRANSLATE_NOOP, Text, text

_CTX = "history"

MAX_NAME: Final = 24  # characters, after cleaning (the New game dialog's field holds as many)

_JOINER: Final = "\u200d"
# Letters and spaces that draw as nothing (Hangul fillers, the braille blank, the Mongolian
# vowel separator): a name made of them would look empty, or like another one.
_INVISIBLE: Final = frozenset("\u115f\u1160\u3164\uffa0\u2800\u180e\u034f")
# Categories never allowed: controls, format characters (zero-width spaces and joiners,
# direction marks and overrides, the soft hyphen), surrogates, line and paragraph separators.
_FORBIDDEN_CATEGORIES: Final = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})


class NameRefused(ValueError):
    """A name the rule refuses; `reason` says why in a family's words (translatable)."""

    def __init__(self, reason: Text) -> None:
        super().__init__(reason.english())
        self.reason = reason


def _r_empty_name() -> Text:
    return text(_CTX, QT_TRANSLATE_NOOP("history", "A player needs a name."))


def _r_long_name() -> Text:
    return text(
        _CTX,
        QT_TRANSLATE_NOOP("history", "A name can have at most {most} letters."),
        most=MAX_NAME,
    )


def _r_control_name() -> Text:
    return text(_CTX, QT_TRANSLATE_NOOP("history", "A name must be a single line, without tabs."))


def _r_invisible_name() -> Text:
    return text(
        _CTX,
        QT_TRANSLATE_NOOP(
            "history",
            "A name cannot hold invisible characters or marks that change the text's direction.",
        ),
    )


def _is_picture(char: str) -> bool:
    # emoji, their skin tones and the variation selector that asks for the picture form
    return unicodedata.category(char) in ("So", "Sk") or char == "\ufe0f"


def _forbidden(name: str, index: int) -> bool:
    """Whether the character at `index` of `name` may not be in a name."""
    char = name[index]
    if char == _JOINER:
        before = name[index - 1] if index > 0 else ""
        after = name[index + 1] if index + 1 < len(name) else ""
        return not (before and after and _is_picture(before) and _is_picture(after))
    return char in _INVISIBLE or unicodedata.category(char) in _FORBIDDEN_CATEGORIES


def _spaces(name: str) -> str:
    return unicodedata.normalize("NFC", " ".join(name.split()))


def _visible(name: str) -> str:
    """`name` with every space (a tab, a line break) a plain space and what may not be in a name
    dropped."""
    return "".join(
        " " if char.isspace() else char
        for i, char in enumerate(name)
        if char.isspace() or not _forbidden(name, i)
    )


@lru_cache(maxsize=1024)  # (every save cleans its players' names again)
def clean_name(name: str) -> str:
    """`name` as a player's name (trimmed, spaces made one, NFC), or NameRefused saying why
    (a refusal is not kept: it is worked out again each time)."""
    if any(c.isspace() and c not in " \u00a0" for c in name.strip()):
        raise NameRefused(_r_control_name())
    if any(_forbidden(name, i) for i in range(len(name))):
        raise NameRefused(_r_invisible_name())
    cleaned = _spaces(name)
    if not cleaned:
        raise NameRefused(_r_empty_name())
    if len(cleaned) > MAX_NAME:
        raise NameRefused(_r_long_name())
    return cleaned


def read_name(name: str) -> str:
    """A name read from a file, made one `clean_name` accepts: forbidden characters dropped,
    spaces made one, at most MAX_NAME characters. NameRefused when nothing is left of it."""
    cleaned = _spaces(_visible(name))[:MAX_NAME].rstrip()
    # Cutting may leave a joiner last, without its second picture.
    while cleaned.endswith(_JOINER):
        cleaned = cleaned[:-1].rstrip()
    if not cleaned:
        raise NameRefused(_r_empty_name())
    return clean_name(cleaned)


def name_key(name: str) -> str:
    """What makes two names the same player's: trimmed, one form of each letter, any case,
    whatever invisible characters it holds."""
    return _spaces(_visible(name)).casefold()
