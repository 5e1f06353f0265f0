"""Giza dice's buttons and Enter: an order button reached by Tab, and the number to form that
has the keyboard when a Nile roll's step begins, are pushed by Enter (Return or the keypad's);
Done pushed by Enter leaves the keyboard where the writer's next step begins."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.games.giza_dice import rules as gd
from sheetdesk.games.giza_dice.bot import greedy
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.sheetkit import set_animations
from tests.ui.driving import wait_for_turn

ENTERS = [
    pytest.param(Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, id="return"),
    pytest.param(Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier, id="keypad-enter"),
]


def focus() -> QWidget:
    QApplication.processEvents()
    widget = QApplication.focusWidget()
    assert widget is not None, "no widget has the keyboard focus"
    return widget


def tab_to(button) -> None:
    for _ in range(30):
        if focus() is button:
            return
        QTest.keyClick(focus(), Qt.Key.Key_Tab)
    assert focus() is button, button.objectName() or button.text()


@pytest.mark.parametrize(("key", "modifier"), ENTERS)
def test_enter_on_giza_dice_order_and_number_buttons_pushes_them(window, qtbot, key, modifier):
    """Ana plays against a computer: an order button reached by Tab, and the number to form
    that has the keyboard when a Nile roll's step begins, are pushed by Enter."""
    set_animations(False)
    try:
        choice = NewGameChoice(
            registry.get("giza_dice"),
            (Player("Ana"), Player("Ben", "bot", "greedy")),
            {"powers": False, "quick": False},
            10,
        )
        window.start_new(choice)
        window.controller.bot_delay_ms = 0
        table = window.page("table").table
        session = window.session
        pushed: set[str] = set()
        for step in range(200):
            if pushed == {"order", "form"} or not wait_for_turn(window, qtbot, 0):
                break
            qtbot.wait(1)
            legal = list(session.legal_actions(0))
            action = greedy(session.view(0), 0, legal, Rng(step))
            length, pick = len(session.log), table._pick
            if isinstance(action, gd.Order):
                tab_to(table.choice(f"order_{action.number}"))
                QTest.keyClick(focus(), key, modifier)
                assert len(session.log) > length  # the order is announced
                pushed.add("order")
                continue
            button = focus()
            if button in table.choice_buttons and button.objectName().startswith("form_"):
                # a Nile roll: the first number to form has the keyboard
                QTest.keyClick(button, key, modifier)
                assert table._pick is not None and table._pick != pick  # that number is picked
                pushed.add("form")
                continue
            window.controller.choose(action)
        assert pushed == {"order", "form"}
    finally:
        set_animations(True)


def test_done_by_keys_leaves_the_keyboard_on_the_writers_pad(window, qtbot):
    """Ana and Ben share the laptop (nothing is secret: no hand-over between them). Ana ends
    her turn by Tab to Done and Enter; when the next roll is hers at once, the keyboard is where
    her step begins (her pad, or its first button), not on Ben's small sheet that came after
    Done in the Tab order, where Enter would only show his sheet big."""
    set_animations(False)
    try:
        choice = NewGameChoice(
            registry.get("giza_dice"),
            (Player("Ana"), Player("Ben")),
            {"powers": False, "quick": False},
            4242,
        )
        window.start_new(choice)
        table = window.page("table").table
        session = window.session
        checked = 0
        for step in range(100):
            if session.is_over() or checked:
                break
            seat = session.acting_seat()
            legal = list(session.legal_actions(seat))
            if legal == [gd.DONE]:
                tab_to(table.done_button)
                QTest.keyClick(focus(), Qt.Key.Key_Return)
                assert gd.DONE not in session.legal_actions(seat)  # the turn is over
                if session.acting_seat() == seat:
                    assert focus() is table.keyboard_target(), focus().objectName()
                    checked += 1
                continue
            window.controller.choose(greedy(session.view(seat), seat, legal, Rng(step)))
        assert checked, "no roll came to the one who pressed Done at once"
    finally:
        set_animations(True)
