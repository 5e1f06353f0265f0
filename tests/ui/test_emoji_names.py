"""Emoji in players' names: every one is drawn from a font that has it (colour where the system
has a colour emoji font, else the app's own black and white one), never as the empty box of a
missing glyph, whatever emoji fonts the system has (the tests' minimal one has none)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QTextLayout
from PySide6.QtWidgets import QApplication

NAMES = [
    "Ana 🐱",
    "Gus 👨‍👩‍👧",  # a family: one emoji of several joined
    "Zoë ❤️",
    "Ola 🇵🇱",  # a flag: two regional letters
    "👵🏽 Nana",  # with a skin tone
    "Kuba ⚽🏆",
]


def _glyphs(text: str, font: QFont) -> list[tuple[str, int]]:
    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return [
        (run.rawFont().familyName(), index)
        for run in layout.glyphRuns()
        for index in run.glyphIndexes()
    ]


@pytest.mark.parametrize("name", NAMES)
def test_emoji_in_a_name_are_drawn_not_boxes(qapp, name):
    font = QApplication.font()  # (the app's: tests/ui/conftest.py sets it up as the app does)
    glyphs = _glyphs(name, font)
    assert glyphs and all(index != 0 for _, index in glyphs), glyphs
    bold = QFont(font)
    bold.setBold(True)  # (the name of the player whose turn it is)
    assert all(index != 0 for _, index in _glyphs(name, bold))
