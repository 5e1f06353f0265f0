"""Giza dice's sheet in words: the dice say who rolled them and the roll."""

from __future__ import annotations

from tests.ui.test_sheet_descriptions import table_in_play


def test_the_dice_say_the_roll(qtbot):
    session, table = table_in_play(qtbot, "giza_dice")
    view = session.view(session.acting_seat())
    words = table.dice_view.accessibleDescription()
    roller = session.players[view.roller].name
    digits = [str(face) for face in view.dice if isinstance(face, int)]
    assert words.startswith(roller) and all(digit in words for digit in digits), words
