"""Text that may carry a long name, fitted to a widget's narrow lines: a word wider than a
wrapped line made breakable (a log line), and a few lines' text whose widest words are
shortened with "…" until it fits them (the turn line, the instruction line), a name kept on
one line where it fits one ("Gracz" over "1" names no one). The widget keeps the whole text in
its tooltip. The words are measured and elided through the kit's kept measurements
(`sheetkit.measured`): a fit that tries many forms of a line measures each word and each form
once, and looks for the widest room a name's words may keep by halves, not room by room."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeGuard

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics

from sheetdesk.ui.formatting import initial as _initial
from sheetdesk.ui.formatting import mark_words, named_names
from sheetdesk.ui.sheetkit.measured import measures_of

BREAK = "\u200b"  # a zero-width space: a place a line may break, seen as nothing
BOUND = "\u00a0"  # a no-break space: a name's words kept on one line


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
    return measures_of(font).lines(text, width)


def _fits(text: str, font: QFont, width: int, lines: int) -> bool:
    return measures_of(font).fits(text, width, lines)


def _bare(word: str) -> str:
    """`word` without the punctuation a sentence puts after it ("(computer)…")."""
    return word.rstrip(".,:;!?…")


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
    width_of = measures_of(font).width
    named = {_bare(w) for name in names for w in name.split()}
    return max((width_of(w) for w in text.split() if not _named(w, named)), default=0)


def within_lines(text: str, font: QFont, width: int, lines: int) -> str:
    """`text` as it fits `lines` lines of `width` px: whole if it does, else with its widest
    words (a long name) shortened with "…" to a width that makes it fit."""
    shown = names_within(text, font, width, lines, None)
    if shown is not None:
        return shown
    return QFontMetrics(font).elidedText(text, Qt.TextElideMode.ElideRight, width * lines)


def names_within(
    text: str,
    font: QFont,
    width: int,
    lines: int,
    names: Sequence[str] | None,
    most: int = 0,
    kept: bool = False,
) -> str | None:
    """`text` as it fits `lines` lines of `width` px, or up to `most`, with only the words of
    `names` (None: any word) shortened with "…", widest first, none to fewer than
    `LEAST_LETTERS` letters (`sheetkit.measured`); where `kept`, none of `names` left whole
    broken between two lines (`names_kept`); None where that cannot make it fit. The words
    around a name say what it does: a verb cut to a stub ("Παίζ…") tells a child nothing. A
    family knows its players by their first names: the surnames give way first, shortened, then
    (on as many lines as it may take) to their initials ("Zofia K."), and only then are first
    names shortened. (Where initials on fewer lines came before a line more, the line took one
    line at one width and two at a narrower and a wider one: its height went up and down as a
    table's fit tried widths, and a table of nine was fitted five times as often.)"""
    tried = range(lines, max(lines, most) + 1)
    if width <= 0:
        return _names_whole(text, font, width, lines, names)

    def found(shown: str | None) -> TypeGuard[str]:
        return shown is not None and (not kept or names_kept(shown, font, width, names))

    surnames = None if names is None else _surnames(names)
    shown: str | None
    for more in tried:
        if _fits(text, font, width, more):
            shown = _names_whole(text, font, width, more, names)
        elif names is None or surnames:
            shown = _shrunk(text, font, width, more, surnames, names)
        else:
            shown = None
        if found(shown):
            return shown
    if names is None:
        return None
    firsts = _firsts(names)
    initialled = " ".join(
        _initial(w) if _named(w, surnames) and _bare(w) not in firsts else w
        for w in text.split(" ")
    )
    short_names = [" ".join(_initial(w) for w in name.split()[1:]) for name in names]
    short_names = [
        f"{name.split()[0]} {rest}".strip() for name, rest in zip(names, short_names, strict=True)
    ]
    for more in tried:
        shown = _shrunk(initialled, font, width, more, firsts, short_names)
        if found(shown):
            return shown
    return None


def _firsts(names: Sequence[str]) -> set[str]:
    """The first words of `names` (their first names)."""
    return {_bare(name.split()[0]) for name in names if name.split()}


def _surnames(names: Sequence[str]) -> set[str]:
    """The words of `names` after their first (surnames), none that is a first name too."""
    return {_bare(w) for name in names for w in name.split()[1:]} - _firsts(names)


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
    measures = measures_of(font)
    words = text.split(" ")
    keep = mark_words()  # (a computer's mark is never what is cut: the name's words are)
    free = [i for i, word in enumerate(words) if _bare(word) not in keep and _named(word, named)]
    # the rooms a name's word is shortened to, each a step narrower
    rooms, room, least = [], float(width - 3), measures.width("W…")
    while room > least:
        rooms.append(room)
        room *= 0.85
    if not free or not rooms:
        return None

    def shown(room: float) -> str:
        cut = list(words)
        for i in free:
            if measures.width(words[i]) > room:
                cut[i] = measures.cut(words[i], room)
        return " ".join(cut)

    # the widest room that fits, by halves: a narrower room only shortens words, never makes
    # a line longer (a wrap at words takes no more lines for narrower ones)
    if not measures.fits(last := shown(rooms[-1]), width, lines):
        return None
    low, high, found = 0, len(rooms) - 1, last
    while low < high:
        middle = (low + high) // 2
        tried = shown(rooms[middle])
        if measures.fits(tried, width, lines):
            high, found = middle, tried
        else:
            low = middle + 1
    return _names_whole(found, font, width, lines, names)


def _names_whole(
    text: str, font: QFont, width: int, lines: int, names: Sequence[str] | None
) -> str:
    """`text`, wrapped on more than one line, with each of `names` in it (whole or shortened:
    "Ale…" at a line's end over "W." named no one) kept on one line, its spaces no-break, where
    `text` still fits `lines` lines so (names in turn: where both would not, the first)."""
    spaced = _shown_names(text, names)
    if not spaced or width <= 0 or lines_of(text, font, width) < 2:
        return text
    for name in spaced:
        if name in text:
            bound = text.replace(name, name.replace(" ", BOUND))
            if _fits(bound, font, width, lines):
                text = bound
    return text


def _shown_names(text: str, names: Sequence[str] | None) -> list[str]:
    """Each of `names` of more than one word as `text` shows it, not bound yet: its words
    whole, shortened ("Whit…") or as initials ("W.")."""
    words, shown = text.split(" "), []
    for name in names or ():
        parts = name.split(" ")
        if len(parts) < 2:
            continue
        for i in range(len(words) - len(parts) + 1):
            if all(_shows(words[i + k], part) for k, part in enumerate(parts)):
                shown.append(" ".join(words[i : i + len(parts)]))
                break
    return shown


def _shows(word: str, part: str) -> bool:
    """Whether `word` shows a name's word `part`: whole, or its first letters and "…" or a
    full stop (an initial)."""
    bare = _bare(word)
    if bare == part:
        return True
    return bool(bare) and word[len(bare) : len(bare) + 1] in ("…", ".") and part.startswith(bare)


def whole_instead(
    shown: str, text: str, font: QFont, width: int, names: Sequence[str] | None
) -> str:
    """`text` with its names whole (each on one line where it takes two) in place of `shown`,
    a shortening of it, where the whole takes no more lines of `width` px than `shown` does;
    else `shown`. (A surname wider than half the line is shortened before the line is
    fitted, to leave room round it: at 322 px "Teraz gra Krzysztof" over "Szczepańcz…" came
    out where "Teraz gra" over "Krzysztof Szczepańczyk" takes the same two lines.) The line
    keeps its height at every width: only its words change."""
    if shown == text or width <= 0:
        return shown
    lines = lines_of(shown, font, width)
    if not _fits(text, font, width, lines):
        return shown
    whole = _names_whole(text, font, width, lines, names)
    return whole if names_kept(whole, font, width, names) else shown


def names_kept(text: str, font: QFont, width: int, names: Sequence[str] | None) -> bool:
    """Whether `text` (as `names_within` gives it), wrapped to `width` px, leaves none of
    `names` in it free to break between two lines: each whole one bound, or the text on one
    line."""
    free = [name for name in names or () if " " in name and name in text]
    return not free or lines_of(text, font, width) < 2


def short_words(
    text: str,
    font: QFont,
    width: int,
    share: float = 0.5,
    names: Sequence[str] | None = None,
    others_whole: bool = False,
) -> str:
    """`text` with each word wider than `share` of `width` px (half: a long name) shortened
    with "…" to that share: a wrapped line keeps room for the words around it (given `names`,
    only their surnames: whether a first name must give way is `names_within`'s to judge, once
    the surnames have). Where `others_whole`, only the surnames of the seats the screen named
    lately give way so, to their initials as the turn line gives them ("Zofia K."); any other
    word, a first name too, wraps whole onto a line of its own, shortened only where even a
    line is too narrow for it ("φωτισμένο" in a narrow column, never "φωτισ…")."""
    measures = measures_of(font)
    width_of = measures.width
    half = width * share
    if width <= 0 or all(width_of(w) <= half for w in text.split(" ")):
        return text
    keep = mark_words()  # (a computer's mark is never what is cut: the name's words are)
    if others_whole:
        seated = named_names() if names is None else names
        surnames = _surnames(seated)
        # (a line holds a word narrower than its width less 2: see `measured.fits`)
        room = width - 2

        def given_way(word: str) -> str:
            if _bare(word) in keep:
                return word
            if width_of(word) > half and _named(word, surnames):
                return _initial(word)
            return measures.cut(word, room) if width_of(word) > room else word

        return "\n".join(
            " ".join(given_way(w) for w in line.split(" ")) for line in text.split("\n")
        )
    named = None if names is None else _surnames(names)
    return "\n".join(
        " ".join(
            measures.cut(w, half)
            if width_of(w) > half and _bare(w) not in keep and _named(w, named)
            else w
            for w in line.split(" ")
        )
        for line in text.split("\n")
    )
