"""Number rows looked at again from Finished games: the hand shown is named as its player's."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.driving import press
from tests.ui.test_replay_page import _replay


def test_number_rows_names_whose_hand_is_shown_never_your_hand(window, qtbot):
    """The onlooker of a finished game holds no hand: the hand shown (faces up, nothing is
    secret any more) is named as the player's, at every move."""
    session, replay = _replay(window, qtbot, "number_rows")
    big = replay.table.big_scene
    names = {player.name for player in session.players}
    for key in (Qt.Key.Key_End, Qt.Key.Key_Left, Qt.Key.Key_Home, Qt.Key.Key_Right):
        press(window, key)
        label = big.labels["label:hand"].text
        assert label != "Your hand"
        assert any(label == f"Hand of {name}" for name in names), label
