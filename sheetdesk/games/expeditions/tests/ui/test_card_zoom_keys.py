"""The score card and the round card shown big by keys alone (the card family's table): S and O
show them big wherever the keyboard is on the table, Esc or Enter puts them back with the
keyboard where it was, and the Keys card and the cards' tooltips name the keys."""

from __future__ import annotations

import importlib

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.core import registry
from sheetdesk.games.expeditions.tests.ui.driving import played
from tests.ui.driving import keyboard, open_at, open_keys_card

GAMES = ("treasure_cards", "pyramid_cards")


def marking(state) -> bool:  # type: ignore[no-untyped-def]
    return bool(state.phase == "mark")


def open_table(window, qtbot, game):  # type: ignore[no-untyped-def]
    """`game`'s table at its first marking step (the score card shown), opened from its save."""
    bot = importlib.import_module(f"sheetdesk.games.{game}.bot").greedy
    session = played(registry.get(game), ("Ana", "Jan", "Ola"), 7, bot, marking)
    return open_at(window, qtbot, session)


@pytest.mark.parametrize("game", GAMES)
def test_the_score_card_and_the_round_card_are_shown_big_by_keys(window, qtbot, game):
    table = open_table(window, qtbot, game)
    start = keyboard()
    assert table.isAncestorOf(start)
    for key, closing, big in (
        (Qt.Key.Key_S, Qt.Key.Key_Return, table.score_big),
        (Qt.Key.Key_O, Qt.Key.Key_Escape, table.shared_big),
    ):
        QTest.keyClick(keyboard(), key)
        zoom = table.zoom
        assert zoom is not None
        qtbot.waitUntil(zoom.isVisible)
        assert zoom.view.scene() is big.scene()
        QTest.keyClick(keyboard(), closing)
        qtbot.waitUntil(lambda: table.zoom is None)
        assert keyboard() is start  # the keyboard is back where it was


@pytest.mark.parametrize("game", GAMES)
def test_the_keys_card_and_the_tooltips_name_the_cards_keys(window, qtbot, game):
    table = open_table(window, qtbot, game)
    assert "S" in table.score_card.toolTip() and "O" in table.shared_card.toolTip()
    card = open_keys_card(window)
    rows = dict(card.rows)
    assert rows.get("S") == table.fmt("show_big", card=table.fmt("score_card")), card.rows
    assert rows.get("O", "").startswith(table.fmt("show_big", card="")), card.rows
    card.reject()
