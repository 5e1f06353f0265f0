"""Plain text for whatever may carry what a player typed (names) or a file's name: such text is
shown as typed, never interpreted as rich text (a name like `<img src=...>` must not load a local
file, `<span style=...>` must not restyle a page).

Qt guesses rich text for QLabel and tooltips (`Qt::mightBeRichText`), so labels that show such
text are made PlainText once, where they are built, and tooltips are escaped."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel, QWidget


def plain(label: QLabel) -> QLabel:
    """`label`, made to show its text as plain text (now and whatever is set later)."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A QLabel that shows its text as plain text."""
    return plain(QLabel(text, parent))


def one_line(text: str) -> str:
    """`text` for a window's title: its lines joined with " · " (a title bar shows a line break
    as a box)."""
    return " · ".join(line.strip() for line in text.splitlines() if line.strip())


def plain_tooltip(text: str) -> str:
    """A tooltip that shows `text` as typed ('' stays '': no tooltip)."""
    return GuiQt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal) if text else ""


def button_text(text: str) -> str:
    """Text for a button or a menu entry, shown as typed: a lone '&' would underline the next
    letter and make it a shortcut key."""
    return text.replace("&", "&&")
