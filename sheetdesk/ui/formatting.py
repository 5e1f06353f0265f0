"""Small helpers that turn data into text in the current language."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from sheetdesk.core.i18n import PlayerRef, Text, clamp_count, english_plural, fill, fill_count


def translated(context: str, source: str) -> str:
    return QCoreApplication.translate(context, source)


def game_name(game_id: str) -> str:
    """The translated name of a built-in game (the registry's English name in context "games")."""
    from sheetdesk.core import registry

    try:
        return translated("games", registry.get(game_id).name)
    except KeyError:
        return game_id


def seat_name(player: Any) -> str:
    """How a seat is named on screen: its name, marked when a computer plays it."""
    if getattr(player, "is_human", True):
        return str(player.name)
    return QCoreApplication.translate("formatting", "{name} (computer)").format(name=player.name)


def format_datetime(value: Any) -> str:
    """A date and time in the current language's short format ('' if unknown). Never raises:
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
        text = QLocale().toString(stamp, QLocale.FormatType.ShortFormat) if stamp.isValid() else ""
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
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError, AttributeError, TypeError):
        return fill(english_plural(text.source, text.n), values)
