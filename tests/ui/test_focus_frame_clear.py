"""The keyboard's frame round a check box and its words (ui/style.py) leaves the words' letters
clear in every language: a letter whose ink reaches past its advance (Greek's final ς) never
touches the frame."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.ui.test_new_game_dialog import click, focused, open_dialog


def _clear_columns(box) -> int:  # type: ignore[no-untyped-def]
    """How many columns of background the box's words leave before the frame's right edge."""
    picture = box.grab().toImage()
    width, height = picture.width(), picture.height()
    pixels = Counter(picture.pixel(x, y) for x in range(width) for y in range(height))
    ground = pixels.most_common(1)[0][0]  # (the box is mostly background)
    column = width - 1
    while column > 0 and picture.pixel(column, height // 2) != ground:
        column -= 1  # (the frame, and its edge's anti-aliasing)
    rows = range(round(height * 0.2), round(height * 0.8))  # (the words' rows: not the frame's)
    clear = 0
    while column > 0 and all(picture.pixel(column, row) == ground for row in rows):
        clear += 1
        column -= 1
    return clear


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_the_focus_frame_leaves_a_check_boxs_words_clear(window, qtbot, monkeypatch, language):
    window.set_language(language)
    gaps: list[int] = []

    def look(dialog) -> None:  # type: ignore[no-untyped-def]
        box = dialog.computer_boxes[1]
        click(box)  # (the keyboard comes to it, as to a box clicked)
        assert focused() == "computer_1"
        qtbot.wait(1)
        gaps.append(_clear_columns(box))

    open_dialog(window, monkeypatch, look, button="cancel")
    assert gaps and gaps[0] >= 2, gaps  # (a pixel of ground is still read as touching)
