"""The others' small sheets by keys alone (sheetkit/others.py), in every game: Tab reaches a
small sheet and a ring shows it, the arrows go on to the next one, Enter or Space shows it big,
Esc or Enter again puts it back with the keyboard on the small sheet, and the Keys card, the
tooltip and the accessible name say so. Played through what each game declares."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session
from sheetdesk.ui.plain import one_line
from sheetdesk.ui.sheetkit.others import enlarge_words, key_rows
from tests.declared import first_level
from tests.ui.driving import (
    keyboard,
    open_at,
    open_keys_card,
    ring_at_edges,
    wait_for_turn,
)
from tests.ui.screen import on_screen

GAMES = [g.id for g in registry.GAMES]


def open_table(window, qtbot, game):  # type: ignore[no-untyped-def]
    players = [Player(n) for n in ("Ana", "Jan", "Ola")]
    return open_at(window, qtbot, Session.new(registry.get(game).rules(), players, {}, 7))


def tab_to_a_small_sheet(table):  # type: ignore[no-untyped-def]
    """Tab as a player does until the keyboard is on one of the others' small sheets."""
    for _ in range(60):
        if keyboard() in table.others.sheets:
            return keyboard()
        QTest.keyClick(keyboard(), Qt.Key.Key_Tab)
    raise AssertionError("Tab never reaches another player's small sheet")


def ring_drawn(sheet) -> bool:  # type: ignore[no-untyped-def]
    """Whether the keyboard's ring shows on `sheet`: its edge in the focus colour."""
    return ring_at_edges(on_screen(sheet.view))  # (as the screen shows it)


@pytest.mark.parametrize("game", GAMES)
def test_another_players_sheet_is_shown_big_and_put_back_by_keys(window, qtbot, game):
    table = open_table(window, qtbot, game)
    sheet = tab_to_a_small_sheet(table)
    assert ring_drawn(sheet)
    assert sheet.toolTip() == enlarge_words()
    assert sheet.accessibleDescription() == enlarge_words()
    assert sheet.accessibleName() == one_line(sheet.name.full) != ""
    shown = [s for s in table.others.sheets if s.isVisible()]
    assert len(shown) == 2
    QTest.keyClick(sheet, Qt.Key.Key_Down)  # the arrows go on to the next small sheet
    other = keyboard()
    assert other in shown and other is not sheet
    assert ring_drawn(other) and not ring_drawn(sheet)
    QTest.keyClick(other, Qt.Key.Key_Up)
    assert keyboard() is sheet
    for opening, closing in (
        (Qt.Key.Key_Return, Qt.Key.Key_Return),
        (Qt.Key.Key_Space, Qt.Key.Key_Escape),
    ):
        QTest.keyClick(keyboard(), opening)
        zoom = table.others.zoom
        assert zoom is not None
        qtbot.waitUntil(zoom.isVisible)
        assert zoom.view.scene() is sheet.view.scene()
        QTest.keyClick(keyboard(), closing)
        qtbot.waitUntil(lambda: table.others.zoom is None)
        assert keyboard() is sheet  # the keyboard is back where it was


@pytest.mark.parametrize("game", GAMES)
def test_the_keys_card_names_the_small_sheets_keys(window, qtbot, game):
    table = open_table(window, qtbot, game)
    tab_to_a_small_sheet(table)
    rows = key_rows(table.others)
    card = open_keys_card(window)
    assert rows and all(row in card.rows for row in rows), card.rows
    assert "Esc" in rows[0][1] and "Enter" in rows[0][0]
    # (the big sheet's arrows and Enter do not work there: the card does not offer them)
    assert "Choose what the outline is on" not in [what for _key, what in card.rows]
    card.reject()


@pytest.mark.parametrize("game", GAMES)
def test_the_keyboard_is_never_on_nothing_while_the_computers_move(window, qtbot, game):
    """A player who Tabs to another's small sheet while the computers move keeps the keyboard
    on the small sheets (on one shown in its place when its player's sheet comes big), or on
    their own sheet once it is their turn: never on nothing, where the next key is lost."""
    computer = first_level(game)
    players = [Player("Bo", "bot", computer), Player("Cy", "bot", computer), Player("Ana")]
    table = open_at(window, qtbot, Session.new(registry.get(game).rules(), players, {}, 7))
    session, controller, bot = window.session, window.controller, registry.get(game).bot()
    for _ in range(8):  # Ana plays (by the hint's keys) until the computers are to move
        QApplication.processEvents()  # (as between two keys: a computer's turn starts so)
        if controller.bot_pending:
            break
        qtbot.waitUntil(lambda: table.settle_ms() == table.motion_ms() == 0)  # (dice landed)
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        action, made = bot(session.view(seat), seat, legal, Rng(len(session.log))), len(session.log)
        for _ in range(8):  # (the hint takes the keyboard to the move, step by step)
            assert table.show_hint(action, focus=True)
            QApplication.processEvents()
            on = QApplication.focusWidget()
            QTest.keyClick(
                on, Qt.Key.Key_Space if isinstance(on, QAbstractButton) else Qt.Key.Key_Return
            )
            if len(session.log) > made:
                break
    for _ in range(60):  # then Tabs to a small sheet (from the window: her move took the keys)
        if QApplication.focusWidget() in table.others.sheets:
            break
        QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Tab)
    assert controller.bot_pending and QApplication.focusWidget() in table.others.sheets
    moves = len(session.log)
    controller.bot_delay_ms = 0  # (their moves, not their pauses, are what is looked at)
    keys: list[object] = []
    app = QApplication.instance()

    def noted(_old: object, now: object) -> None:
        keys.append(now)

    # (this one slot taken back after: disconnect() with none named takes the app's own too)
    app.focusChanged.connect(noted)
    try:
        assert wait_for_turn(window, qtbot, 2)
    finally:
        app.focusChanged.disconnect(noted)
    assert len(session.log) > moves
    assert None not in keys
    assert keyboard() is not None
