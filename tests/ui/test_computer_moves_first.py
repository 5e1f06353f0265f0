"""A new game against the computer in which the computer moves first: while it plays, the
keyboard is on no button (it was on Menu, the first one Qt found), so that a child pressing Space
or Enter while waiting does not leave the game; when the person's turn comes, it is on their
sheet."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication

from sheetdesk.core import registry
from sheetdesk.core.session import Player, Session
from tests.ui.driving import wait_for_turn
from tests.ui.test_new_game_dialog import choose, click, open_dialog, players_to


def computer_first() -> tuple[str, int]:
    """The first game and game number (from 1) in which a computer in the second seat acts
    before the person in the first."""
    for entry in registry.GAMES:
        players = (Player("Ana"), Player("Robo", "bot", entry.bots[0]))
        for seed in range(1, 60):
            if Session.new(entry.rules(), players, {}, seed).acting_seat() == 1:
                return entry.id, seed
    raise AssertionError("no game lets the computer move first")


def test_space_while_the_computer_moves_first_leaves_nothing(window, qtbot, monkeypatch):
    game, seed = computer_first()

    def fill(dialog):  # type: ignore[no-untyped-def]
        choose(dialog.game_combo, qtbot, game)
        players_to(dialog, 2)
        click(dialog.computer_boxes[1])
        click(dialog.number_edit)
        QTest.keyClicks(dialog.number_edit, str(seed))

    open_dialog(window, monkeypatch, fill)
    session = window.session
    assert session.seed == seed and window.controller.bot_pending
    length = len(session.log)
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return):
        QTest.keyClick(QApplication.focusWidget() or window, key)
        QApplication.processEvents()
        assert window.current_page_name() == "table", f"{key.name} left the game"
    table = window.page("table").table
    assert not isinstance(QApplication.focusWidget(), QAbstractButton)  # (a key would press it)
    assert wait_for_turn(window, qtbot, 0)
    assert len(session.log) > length  # (the computer has moved)
    QApplication.processEvents()
    assert QApplication.focusWidget() is table.keyboard_target()
