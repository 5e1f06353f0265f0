"""Text that may carry a long name, fitted to a widget's narrow lines: a word wider than a
wrapped line made breakable (a log line), and a few lines' text whose widest words are
shortened with "…" until it fits them (the turn line), a name kept on one line where it fits
one ("Gracz" over "1" names no one). The widget keeps the whole text in its tooltip; the
letters are elided with the kit's one elide helper (`sheetkit.text.elided`)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetrics

from sheetdesk.ui.formatting import mark_words
from sheetdesk.ui.sheetkit.text import elided

BREAK = "\u200b"  # a zero-width space: a place a line may break, seen as nothing
BOUND = "\u00a0"  # a no-break space: a name's words kept on one line
# a shortened word keeps this many letters at least: a name cut to one ("Π…") tells a family
# nothing (the kit's `elided` gives "" where fewer would fit)
LEAST_LETTERS = 3


def breakable(text: str, font: QFont, width: int) -> str:
    """`text` with each word wider than `width` px made breakable between its letters (a
    wrapped line breaks at spaces only: a long name would be cut at the line's edge)."""
    metrics = QFontMetrics(font)
    words = text.split(" ")
    if all(metrics.horizontalAdvance(word) <= width for word in words):
        return text
    return " ".join(
        BREAK.join(word) if metrics.horizontalAdvance(word) > width else word for word in words
    )


def two_lines_width(text: str, metrics: QFontMetrics) -> int:
    """The least width in px that lays `text` on two lines at most, broken between words (its
    wider half: a cell's words wrapped rather than its column as wide as all of them)."""
    words = text.split(" ")
    return min(
        max(
            metrics.horizontalAdvance(" ".join(words[:i])),
            metrics.horizontalAdvance(" ".join(words[i:])),
        )
        for i in range(1, len(words) + 1)
    )


def lines_of(text: str, font: QFont, width: int) -> int:
    """How many lines `text` takes wrapped at words to `width` px."""
    metrics = QFontMetrics(font)
    box = metrics.boundingRect(QRect(0, 0, max(1, width), 1 << 20), Qt.TextFlag.TextWordWrap, text)
    return max(1, round(box.height() / max(1, metrics.lineSpacing())))


def _fits(text: str, font: QFont, width: int, lines: int) -> bool:
    metrics = QFontMetrics(font)
    # (a word wider than the line would be cut at its edge: a label breaks only at spaces)
    widest = max(metrics.horizontalAdvance(word) for word in text.split(" "))
    return widest < width - 2 and lines_of(text, font, width) <= lines


def _bare(word: str) -> str:
    """`word` without the punctuation a sentence puts after it ("(computer)…")."""
    return word.rstrip(".,:;!?…")


def _least(word: str) -> str:
    """`word` at its shortest: its first few letters and "…" (a short word whole)."""
    return word if len(word) <= LEAST_LETTERS + 1 else word[:LEAST_LETTERS] + "…"


def _named(word: str, named: set[str] | None) -> bool:
    """Whether `word` is a name's word (or one shortened already), `named` their words (None:
    every word counts)."""
    if named is None:
        return True
    bare = _bare(word)
    return bare in named or (word.endswith("…") and any(n.startswith(bare) for n in named))


def widest_kept(text: str, font: QFont, names: Sequence[str]) -> int:
    """The width in px of the widest word of `text` that is no word of `names` (nor a
    shortened one): the words round the names, which a line that shortens names keeps whole
    (a line narrower than one of them shortened it too: "Παί… Zofi…" for "Παίζει: Zofia …")."""
    metrics = QFontMetrics(font)
    named = {_bare(w) for name in names for w in name.split()}
    return max(
        (metrics.horizontalAdvance(w) for w in text.split() if not _named(w, named)), default=0
    )


def within_lines(text: str, font: QFont, width: int, lines: int) -> str:
    """`text` as it fits `lines` lines of `width` px: whole if it does, else with its widest
    words (a long name) shortened with "…" to a width that makes it fit."""
    shown = names_within(text, font, width, lines, None)
    if shown is not None:
        return shown
    return QFontMetrics(font).elidedText(text, Qt.TextElideMode.ElideRight, width * lines)


def names_within(
    text: str, font: QFont, width: int, lines: int, names: Sequence[str] | None
) -> str | None:
    """`text` as it fits `lines` lines of `width` px with only the words of `names` (None: any
    word) shortened with "…", widest first, none to fewer than `LEAST_LETTERS` letters; None
    where that cannot make it fit. The words around a name say what it does: a verb cut to a
    stub ("Παίζ…") tells a child nothing. A family knows its players by their first names: the
    surnames give way first, shortened, then to their initials ("Zofia K."), and only then are
    first names shortened."""
    if width <= 0 or _fits(text, font, width, lines):
        return _names_whole(text, font, width, lines, names)
    if names is None:
        return _shrunk(text, font, width, lines, None, None)
    firsts, surnames = _firsts(names), _surnames(names)
    shown = _shrunk(text, font, width, lines, surnames, names) if surnames else None
    if shown is not None:
        return shown
    initialled = " ".join(
        _initial(w) if _named(w, surnames) and _bare(w) not in firsts else w
        for w in text.split(" ")
    )
    short_names = [" ".join(_initial(w) for w in name.split()[1:]) for name in names]
    short_names = [
        f"{name.split()[0]} {rest}".strip() for name, rest in zip(names, short_names, strict=True)
    ]
    return _shrunk(initialled, font, width, lines, firsts, short_names)


def _firsts(names: Sequence[str]) -> set[str]:
    """The first words of `names` (their first names)."""
    return {_bare(name.split()[0]) for name in names if name.split()}


def _surnames(names: Sequence[str]) -> set[str]:
    """The words of `names` after their first (surnames), none that is a first name too."""
    return {_bare(w) for name in names for w in name.split()[1:]} - _firsts(names)


def _initial(word: str) -> str:
    """`word` (a surname, whole or shortened) as its initial and a full stop where that is
    shorter ("Kowalska:" → "K.:", "Kow…" → "K."); a number or a short word whole ("Gracz 1")."""
    bare = _bare(word)
    if len(bare) <= 2 or not bare[:1].isalpha():
        return word
    return bare[:1] + "." + word[len(bare) :].replace("…", "").lstrip(".")


def _shrunk(
    text: str,
    font: QFont,
    width: int,
    lines: int,
    named: set[str] | None,
    names: Sequence[str] | None,
) -> str | None:
    """`text` as it fits `lines` lines of `width` px with only the words of `named` (None: any
    word) shortened with "…", widest first (`names_within`); None where that cannot."""
    metrics = QFontMetrics(font)
    words = text.split(" ")
    room = float(width - 3)
    keep = mark_words()  # (a computer's mark is never what is cut: the name's words are)
    while room > metrics.horizontalAdvance("W…"):
        shown = " ".join(
            elided(font, QRectF(0, 0, room, 1), word) or _least(word)
            if metrics.horizontalAdvance(word) > room
            and _bare(word) not in keep
            and _named(word, named)
            else word
            for word in words
        )
        if _fits(shown, font, width, lines):
            return _names_whole(shown, font, width, lines, names)
        room *= 0.85
    return None


def _names_whole(
    text: str, font: QFont, width: int, lines: int, names: Sequence[str] | None
) -> str:
    """`text`, wrapped on more than one line, with each of `names` in it (whole, not shortened)
    kept on one line, its spaces no-break, where `text` still fits `lines` lines so (names in
    turn: where both would not, the first)."""
    spaced = [name for name in names or () if " " in name and name in text]
    if not spaced or width <= 0 or lines_of(text, font, width) < 2:
        return text
    for name in spaced:
        if name in text:
            bound = text.replace(name, name.replace(" ", BOUND))
            if _fits(bound, font, width, lines):
                text = bound
    return text


def names_kept(text: str, font: QFont, width: int, names: Sequence[str] | None) -> bool:
    """Whether `text` (as `names_within` gives it), wrapped to `width` px, leaves none of
    `names` in it free to break between two lines: each whole one bound, or the text on one
    line."""
    free = [name for name in names or () if " " in name and name in text]
    return not free or lines_of(text, font, width) < 2


def short_words(
    text: str, font: QFont, width: int, share: float = 0.5, names: Sequence[str] | None = None
) -> str:
    """`text` with each word wider than `share` of `width` px (half: a long name) shortened
    with "…" to that share: a wrapped line keeps room for the words around it (given `names`,
    only their surnames: whether a first name must give way is `names_within`'s to judge, once
    the surnames have)."""
    metrics = QFontMetrics(font)
    half = width * share
    if width <= 0 or all(metrics.horizontalAdvance(w) <= half for w in text.split(" ")):
        return text
    keep = mark_words()  # (a computer's mark is never what is cut: the name's words are)
    named = None if names is None else _surnames(names)
    return "\n".join(
        " ".join(
            (elided(font, QRectF(0, 0, half, 1), w) or _least(w))
            if metrics.horizontalAdvance(w) > half and _bare(w) not in keep and _named(w, named)
            else w
            for w in line.split(" ")
        )
        for line in text.split("\n")
    )
