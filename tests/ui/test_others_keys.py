"""The others' small sheets by keys alone (sheetkit/others.py), in every game: Tab reaches a
small sheet and a ring shows it, the arrows go on to the next one, Enter or Space shows it big,
Esc or Enter again puts it back with the keyboard on the small sheet, and the Keys card, the
tooltip and the accessible name say so. Played through what each game declares."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.core import registry
from sheetdesk.core.session import Player, Session
from sheetdesk.ui.plain import one_line
from sheetdesk.ui.sheetkit.others import enlarge_words, key_rows
from tests.ui.driving import keyboard, open_at, open_keys_card, ring_at_edges

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
    return ring_at_edges(sheet.view.grab().toImage())


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
