"""Small helpers that turn data into text in the current language, a seat's name among them:
as the screen writes it (`seat_name`, marked when a computer plays it) and shortened to its
room with the computer's mark kept whole (`fitted`), in one place the app's pages and the
sheet kit share."""

from __future__ import annotations

import datetime as dt
import functools
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt
from PySide6.QtGui import QFontMetrics, QFontMetricsF

from sheetdesk.core.i18n import (
    MINUS,
    QT_TRANSLATE_NOOP,
    PlayerRef,
    Text,
    clamp_count,
    count_text,
    english_plural,
    fill,
    fill_count,
    shown_value,
)

from .i18n import installed_language

if TYPE_CHECKING:
    from sheetdesk.core.session import LogEntry, Session


def translated(context: str, source: str) -> str:
    return QCoreApplication.translate(context, source)


def score_label(game_id: str, label: str) -> str:
    """A score item's label (`ScoreItem.label`) in the current language (the game's context)."""
    return QCoreApplication.translate(game_id, label)


def game_name(game_id: str) -> str:
    """The translated name of a built-in game (the registry's English name in context "games")."""
    from sheetdesk.core import registry

    try:
        return translated("games", registry.get(game_id).name)
    except KeyError:
        return game_id


DEFAULT_NAME = QT_TRANSLATE_NOOP("names", "Player {number}")  # until someone types a name


def default_name(number: int) -> str:
    """Seat `number`'s (1, 2 …) name until someone types one, in the app's language now."""
    return QCoreApplication.translate("names", DEFAULT_NAME).format(number=number)


@functools.cache
def _default_patterns() -> tuple[re.Pattern[str], ...]:
    """A seat's default name as each of the app's languages writes it ("Player 3", "Gracz 3",
    "Παίκτης 3"), read from the translation files once."""
    from PySide6.QtCore import QTranslator

    from .i18n import LANGUAGES, translations_dir

    templates = {DEFAULT_NAME}
    for language in LANGUAGES:
        translator = QTranslator()
        if translator.load(str(translations_dir() / f"sheetdesk_{language}.qm")):
            templates.add(translator.translate("names", DEFAULT_NAME) or DEFAULT_NAME)
    patterns = []
    for template in sorted(templates):
        before, _, after = template.partition("{number}")
        if _:
            patterns.append(re.compile(re.escape(before) + r"(\d{1,3})" + re.escape(after)))
    return tuple(patterns)


def shown_name(name: str) -> str:
    """A player's name as shown: a seat's default name, written in whichever language the app
    had when the game began, in the app's language now ("Gracz 3" is "Player 3" in English);
    a name written right to left kept to itself (`isolated`) in the text it is put in."""
    return _shown_in(name, installed_language())


@functools.lru_cache(maxsize=1024)
def _shown_in(name: str, language: str) -> str:
    """`shown_name` in `language`, the one installed last (`i18n.Translators`, the app's one
    way to change it, whose translators send the LanguageChange): every position drawn names
    every seat, and a translation asked each time cost more than the rest of the naming."""
    return isolated(_shown_name(name, QCoreApplication.translate("names", DEFAULT_NAME)))


# Unicode's first-strong isolate and its end: what lies between takes its direction from its own
# first letter and leaves the text around it in its own order.
_ISOLATE, _END_ISOLATE = "\u2068", "\u2069"


@functools.lru_cache(maxsize=1024)  # (every position drawn names every seat: each name once)
def isolated(name: str) -> str:
    """`name` kept to itself where it holds a letter written right to left: in "שרה 136, Ana 98"
    the number would otherwise join the Hebrew name's run and be drawn before it ("136 שרה"),
    and a sentence around it would be reordered. Other names are left as they are."""
    if _ISOLATE in name or not any(_right_to_left(letter) for letter in name):
        return name
    return f"{_ISOLATE}{name}{_END_ISOLATE}"


@functools.lru_cache(maxsize=4096)
def _right_to_left(letter: str) -> bool:
    return unicodedata.bidirectional(letter) in ("R", "AL")


@functools.lru_cache(maxsize=1024)
def _shown_name(name: str, template: str) -> str:
    """(a list names the same few seats again and again: each found once per language)"""
    for pattern in _default_patterns():
        found = pattern.fullmatch(name)
        if found:
            return template.format(number=int(found.group(1)))
    return name


def figure(value: float) -> str:
    """A figure with one decimal (a mean, a difference) in the language's own way of writing
    it; below zero with the minus sign, as every count has (`count_text`: QLocale writes a
    hyphen). One that rounds to zero has no sign."""
    text = QLocale().toString(abs(float(value)), "f", 1)
    return f"{MINUS}{text}" if round(float(value), 1) < 0 else text


def with_score(name: str, score: int) -> str:
    """A player's name and score as a list of scores writes them: joined by a space that never
    breaks, so a cell that wraps never puts a score alone at the start of a line, away from
    its player; a score below zero has the minus sign, as every count has."""
    return f"{name}\u00a0{count_text(score)}"


def kept_whole(text: str, name: str | None = None) -> str:
    """`text` with `name` in it (None: the whole of it, a name) never broken between two lines
    of a wrapped cell: its spaces no-break, and a word joiner after each hyphen, where Qt's
    line breaking would take a line ("Κωνσταντίνος-" over "Αλέξανδρος" reads as two
    players). The joiner is seen as nothing."""
    name = text if name is None else name
    bound = name.replace(" ", "\u00a0").replace("-", "-\u2060")
    return text.replace(name, bound) if name else text


def computer_name(name: str) -> str:
    """A computer player's name, marked as the computer's."""
    return _noted(SeatLabel(shown_name(name), computer=True))


def listed_name(name: str, computer: bool = False) -> str:
    """A seat's name as a list's wrapped cell writes it (the saved and the finished games):
    shown, a computer's marked, the name itself kept whole (`kept_whole`); a line may break
    between it and the mark, which a narrow column writes short (`word_columns`)."""
    shown = shown_name(name)
    return kept_whole(computer_name(name), shown) if computer else kept_whole(shown)


def level_name(level: str) -> str:
    """A computer's level (or an older game's bot) as the family reads it, in the app's language
    now: the one name it has on every page."""
    labels = {
        "greedy": QT_TRANSLATE_NOOP("levels", "Clever"),
        "random": QT_TRANSLATE_NOOP("levels", "Random"),
        "easy": QT_TRANSLATE_NOOP("levels", "Easy"),
        "medium": QT_TRANSLATE_NOOP("levels", "Medium"),
        "hard": QT_TRANSLATE_NOOP("levels", "Hard"),
    }
    return translated("levels", labels[level]) if level in labels else level


def seat_name(player: Any) -> str:
    """How a seat is named on screen: its name, marked when a computer plays it (noted with
    whether a computer plays it, for the words that shorten it: `named_seat`)."""
    # (the words the noting wrote out: a computer's are translated once, not again)
    return _noted(_label_of(player))


def seat_label(player: Any) -> SeatLabel:
    """`player`'s seat as the screen names it (noted as `seat_name` notes it)."""
    label = _label_of(player)
    _noted(label)
    return label


def _label_of(player: Any) -> SeatLabel:
    return SeatLabel(shown_name(str(player.name)), not getattr(player, "is_human", True))


# -- a seat's name where its room is short ------------------------------------------------------
# The name is shortened with "…" and the computer's mark ("(computer)") is kept whole after it,
# so the words that say a seat is played by the computer are never the part cut off
# ("Alexandra Wi… (computer)", not "Alexandra Winterbottom (co…"). Whether a name is a
# computer's comes from its seat (`Player.is_human`), never from the words it is written in: a
# person may be named "Anna (computer)". The app's widgets (seat_fit.py) and the kit's words on
# a sheet (sheetkit/text.py `elided`, the small sheets' captions) shorten names by these.

ELLIPSIS = "…"


@dataclass(frozen=True, slots=True)
class SeatLabel:
    """A seat's name as shown (`shown_name`) and whether a computer plays it."""

    name: str
    computer: bool = False

    @property
    def text(self) -> str:
        """The seat's name as the screen writes it: marked when a computer plays it."""
        if not self.computer:
            return self.name
        return QCoreApplication.translate("formatting", "{name} (computer)").format(name=self.name)


# the seats named lately (`seat_name`), by the words that name them: a text on a sheet that
# holds one of them knows from its seat whether a computer plays it (the newest kept)
_NAMED: dict[str, SeatLabel] = {}
_NAMED_MOST = 64


def _noted(label: SeatLabel) -> str:
    """`label`'s words, the seat noted as the one they name now (`named_seat`)."""
    words = label.text
    if _NAMED.get(words) != label:
        _NAMED.pop(words, None)  # (the latest seat so named is the one kept)
        _NAMED[words] = label
        if len(_NAMED) > _NAMED_MOST:
            del _NAMED[next(iter(_NAMED))]
    return words


def named_seat(text: str) -> SeatLabel | None:
    """The seat whose name `text` ends with or holds (the longest such name), of the seats the
    screen named lately (`seat_name`); None: none of them."""
    found = [label for words, label in _NAMED.items() if words and words in text]
    return max(found, key=lambda label: len(label.text)) if found else None


def named_names() -> tuple[str, ...]:
    """The names of the seats the screen named lately (`seat_name`): in a text that shortens a
    long name, the words that may give way."""
    return tuple(dict.fromkeys(label.name for label in _NAMED.values()))


def initial(word: str) -> str:
    """`word` (a surname, whole or shortened) as its initial and a full stop where that is
    shorter ("Kowalska:" → "K.:", "Kow…" → "K."); a number or a short word whole ("Gracz 1"):
    how a name gives way where its room is short, before any of it is cut with "…"."""
    bare = word.rstrip(".,:;!?…")
    if len(bare) <= 2 or not bare[:1].isalpha():
        return word
    return bare[:1] + "." + word[len(bare) :].replace("…", "").lstrip(".")


def initialled(text: str, name: str) -> str:
    """`text` with `name` in it shortened as the turn line shortens a name: its words after
    the first as their initials ("Hand of Γιαγιά Σ." for "Hand of Γιαγιά Σοφία"); `text` as it
    is where the name is one word or not in it."""
    words = name.split(" ")
    if len(words) < 2 or name not in text:
        return text
    return text.replace(name, " ".join([words[0], *(initial(w) for w in words[1:])]), 1)


def marks() -> tuple[tuple[str, str], tuple[str, str]]:
    """The computer's mark as (words before the name, words after it), in the language now:
    the whole mark ("(computer)"), then its short form for a column too narrow for it."""
    whole = QCoreApplication.translate("formatting", "{name} (computer)")
    short = QCoreApplication.translate(
        "formatting", "{name} (comp.)", "a computer's name where (computer) does not fit"
    )
    before, _, after = whole.partition("{name}")
    least, _, last = short.partition("{name}")
    return (before, after), (least, last)


def mark_words() -> frozenset[str]:
    """The words of the computer's mark in the language now ("(computer)", "(comp.)"): a text
    that shortens its widest words (the turn line) shortens the name's, never these."""
    return frozenset(w for pair in marks() for part in pair for w in part.split() if w)


Metrics = QFontMetrics | QFontMetricsF  # (a widget's whole pixels, or a sheet's fractions)


def shortened(name: str, metrics: Metrics, width: float) -> str:
    """`name` shortened with "…" to `width` px ("" where not a letter of it fits)."""
    room = width if isinstance(metrics, QFontMetricsF) else int(width)
    short = metrics.elidedText(name, Qt.TextElideMode.ElideRight, room)  # type: ignore[arg-type]
    if short.endswith(ELLIPSIS):  # ("Żaneta…", not "Żaneta …": one word cut short)
        short = short[: -len(ELLIPSIS)].rstrip()
        return short + ELLIPSIS if short else ""
    return short


def fitted(
    text: str, metrics: Metrics, width: float, name: str = "", seat: SeatLabel | None = None
) -> str:
    """`text` (a name, or words holding one) as it fits `width` px on one line: whole where it
    fits; else, where `seat` (the seat `text` names) is a computer's, the words up to its name
    shortened with "…" and the computer's mark whole after them, or its short form where the
    whole one leaves too little of them; a text with no computer's name, or a room too narrow
    even for that, shortened at its end. `name`: the name `text` starts with, where the words
    after it are a mark of another form ("(computer, clever)"): kept whole, the name shortened."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    if name and text.startswith(name) and text != name:
        rest = text[len(name) :]
        short = shortened(name, metrics, width - metrics.horizontalAdvance(rest))
        if short:
            return short + rest
    at = text.rfind(seat.text) if seat is not None and seat.computer else -1
    if seat is not None and at >= 0:
        # the whole mark where it leaves half of the words before it at least, else the form
        # that leaves more of them ("Hand of Ch… (comp.)" rather than "Hand of… (computer)")
        head, tail, best, kept = text[:at], text[at + len(seat.text) :], "", 0
        for before, after in marks():
            words, ends = head + before + seat.name, after + tail
            short = shortened(words, metrics, width - metrics.horizontalAdvance(ends))
            letters = len(short.removesuffix(ELLIPSIS))
            if short and 2 * letters >= len(words):
                return short + ends
            if letters > kept:
                best, kept = short + ends, letters
        if best:
            return best
    return shortened(text, metrics, width) or metrics.elidedText(
        text,
        Qt.TextElideMode.ElideRight,
        width if isinstance(metrics, QFontMetricsF) else int(width),  # type: ignore[arg-type]
    )


# Languages whose everyday written time is the 24-hour clock though Qt's data for them gives a
# 12-hour one ("12:42 π.μ." for 00:42 reads wrong to a Greek family).
TWENTY_FOUR_HOURS = frozenset({QLocale.Language.Greek})


def system_locale() -> QLocale:
    """The user's own locale, as the system has it (en_GB, en_US, el_GR …)."""
    return QLocale.system()


def dates_locale() -> QLocale:
    """The locale dates are shown in: the user's own when it is in the app's language (an en_GB
    system's 02/12/2026 and 24-hour time), else the app's language's own."""
    shown = QLocale()  # (the app's language: see i18n.Translators)
    system = system_locale()
    return system if system.language() == shown.language() else shown


def datetime_format(locale: QLocale) -> str:
    """The short date-and-time format for `locale` (see TWENTY_FOUR_HOURS)."""
    return _datetime_format(locale.name(), locale.language())


@functools.lru_cache(maxsize=16)
def _datetime_format(name: str, language: QLocale.Language) -> str:
    locale = QLocale(name)
    date = locale.dateFormat(QLocale.FormatType.ShortFormat)
    time = locale.timeFormat(QLocale.FormatType.ShortFormat)
    if language in TWENTY_FOUR_HOURS:
        time = "HH:mm"
    return f"{date} {time}"


def format_date(value: dt.datetime) -> str:
    """A day in the user's short date format (see `dates_locale`)."""
    try:
        stamp = QDateTime.fromSecsSinceEpoch(int(value.timestamp()))
    except (OverflowError, OSError, ValueError):
        return value.date().isoformat()
    locale = dates_locale()
    text = locale.toString(stamp.date(), locale.dateFormat(QLocale.FormatType.ShortFormat))
    return text or value.date().isoformat()


def format_datetime(value: Any) -> str:
    """A date and time in the user's short format ('' if unknown; see `dates_locale`). Never raises:
    a moment the local calendar cannot show (year 1 or 9999 near a time-zone border) is shown
    as it was written."""
    if value is None or value == "":
        return ""
    if isinstance(value, str):
        try:
            value = dt.datetime.fromisoformat(value)
        except ValueError:
            return value
    try:
        if isinstance(value, dt.datetime):
            # (Qt converts to local time itself, over a far wider range than Python's astimezone)
            seconds = int(value.timestamp())
        elif isinstance(value, (int, float)):
            seconds = int(value)
        else:
            return str(value)
        stamp = QDateTime.fromSecsSinceEpoch(seconds)
        locale = dates_locale()
        text = locale.toString(stamp, datetime_format(locale)) if stamp.isValid() else ""
    except (OverflowError, OSError, ValueError):
        text = ""
    if text:
        return text
    return value.isoformat(" ", "minutes") if isinstance(value, dt.datetime) else str(value)


def _value(value: Any, names: Sequence[str], extra: dict[str, Any]) -> Any:
    if isinstance(value, Text):
        return render(value, names, **extra)
    if isinstance(value, PlayerRef):
        return names[value.seat] if 0 <= value.seat < len(names) else str(value.seat + 1)
    return value


def render(text: Text | str, names: Sequence[str] = (), **extra: Any) -> str:
    """Translate core Text, filling extra placeholders such as {player} and naming the seats a
    PlayerRef points at with `names`. Never raises: a broken translation falls back to English,
    an unknown placeholder stays as it is."""
    if isinstance(text, str):
        return fill(text, extra) if extra else text
    values = {key: _value(value, names, extra) for key, value in text.args}
    for key, value in extra.items():
        values.setdefault(key, value)
    if text.n is None:
        template = QCoreApplication.translate(text.context, text.source)
    else:
        # the form of the count's size: -10 takes "points" as 10 does (Qt would pick "point")
        count = clamp_count(abs(text.n))
        template = QCoreApplication.translate(text.context, text.source, None, count)
        template = fill_count(template, text.source, text.n)
    values = {key: shown_value(value) for key, value in values.items()}
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError, AttributeError, TypeError):
        return fill(english_plural(text.source, text.n), values)


def entry_lines(
    session: Session, index: int, entry: LogEntry, names: Sequence[str], player: str
) -> list[str]:
    """`entry`, log entry `index` of `session`, in words (the action, then what it brought
    about), as the log panel shows it; `player`: the name of the seat that made it. A confirm
    its move already tells (`Rules.said_with_move`) has only what it brought about."""
    before, after = session.states_around(index)
    rules = session.rules
    said: list[Text] = []
    if not rules.said_with_move(entry.action, entry.seat, before):
        said.append(rules.describe(entry.action, entry.seat, before))
    said += rules.events(before, after)
    return [render(t, names, player=player) for t in said]


def paper_words(game_id: str, key: str, default: str) -> str:
    """`default`, the app's words naming the players' sheets, or the game's own for `key`
    (GameUi.paper: the card games' players have cards and a score card, not a sheet)."""
    from sheetdesk.core import registry

    entry = registry.games_by_id().get(game_id)
    own = entry.ui().paper.get(key) if entry is not None else None
    return render(own) if own is not None else default
