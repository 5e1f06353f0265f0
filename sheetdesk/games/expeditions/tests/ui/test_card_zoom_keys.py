"""The score card and the round card shown big by keys alone (the card family's table): S and O
show them big wherever the keyboard is on the table, Esc or Enter puts them back with the
keyboard where it was, and the Keys card and the cards' tooltips name the keys. Tab reaches each
card too (a ring round it, as round the others' small sheets), Enter or Space there shows it big
and the keyboard comes back to it; the Keys card says so."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.core import registry
from sheetdesk.games.expeditions import engine
from sheetdesk.games.expeditions.tests.ui.driving import played
from tests.ui.driving import keyboard, open_at, open_keys_card, ring_at_edges
from tests.ui.screen import on_screen

GAMES = ("treasure_cards", "pyramid_cards")


def marking(state) -> bool:  # type: ignore[no-untyped-def]
    return bool(state.phase == "mark")


def completing(state) -> bool:  # type: ignore[no-untyped-def]
    return bool(state.phase == "complete")


def open_table(window, qtbot, game, until=marking):  # type: ignore[no-untyped-def]
    """`game`'s table at its first marking step (the score card shown), or the first step
    `until` says, opened from its save."""
    bot = registry.get(game).bot("greedy")
    session = played(registry.get(game), ("Ana", "Jan", "Ola"), 7, bot, until)
    return open_at(window, qtbot, session)


def tab_to(name: str):  # type: ignore[no-untyped-def]
    """Tab as a player does until the keyboard is on what a screen reader calls `name`."""
    for _ in range(40):
        if keyboard().accessibleName() == name:
            return keyboard()
        QTest.keyClick(keyboard(), Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reaches {name!r}")


def shown_big_and_back(qtbot, table, opening, closing, big) -> None:  # type: ignore[no-untyped-def]
    """`opening` pressed where the keyboard is shows `big`'s card big; `closing` puts it back."""
    QTest.keyClick(keyboard(), opening)
    zoom = table.zoom
    assert zoom is not None
    qtbot.waitUntil(zoom.isVisible)
    assert zoom.view.scene() is big.scene()
    QTest.keyClick(keyboard(), closing)
    qtbot.waitUntil(lambda: table.zoom is None)


def ringed(window, widget) -> bool:  # type: ignore[no-untyped-def]
    """Whether the keyboard's ring is drawn round `widget` (its edge in the focus colour), as
    the window shows it."""
    picture = on_screen(widget)
    picture = picture.scaled(widget.size())  # (one pixel a point on a screen of any ratio)
    return ring_at_edges(picture)


@pytest.mark.parametrize("game", GAMES)
def test_the_score_card_and_the_round_card_are_shown_big_by_keys(window, qtbot, game):
    table = open_table(window, qtbot, game)
    start = keyboard()
    assert table.isAncestorOf(start)
    for key, closing, big in (
        (Qt.Key.Key_S, Qt.Key.Key_Return, table.score_big),
        (Qt.Key.Key_O, Qt.Key.Key_Escape, table.shared_big),
    ):
        shown_big_and_back(qtbot, table, key, closing, big)
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


@pytest.mark.parametrize("game", GAMES)
def test_the_score_card_and_the_round_card_are_tab_stops(window, qtbot, game):
    table = open_table(window, qtbot, game, completing)
    round_title = table.fmt("round", round=table.position.view.round, rounds=engine.ROUNDS)
    cards = (
        (table.fmt("score_card"), table.score_card, table.board_view, table.score_big),
        (round_title, table.shared_card, table.shared_view, table.shared_big),
    )
    for name, card, view, big in cards:
        stop = tab_to(name)
        assert ringed(window, stop)
        # (over the card as the sheet draws it)
        middle = view.viewport().mapFrom(view, stop.geometry().center())
        assert card.sceneBoundingRect().contains(view.mapToScene(middle))
        for opening, closing in (
            (Qt.Key.Key_Return, Qt.Key.Key_Escape),
            (Qt.Key.Key_Space, Qt.Key.Key_Return),
        ):
            shown_big_and_back(qtbot, table, opening, closing, big)
            assert keyboard() is stop  # the keyboard is back on the card
        QTest.keyClick(stop, Qt.Key.Key_Tab)  # and goes on from there
        assert keyboard() is not stop and not ringed(window, stop)


@pytest.mark.parametrize("game", GAMES)
def test_the_keys_card_says_tab_reaches_the_cards_and_what_enter_does_there(window, qtbot, game):
    table = open_table(window, qtbot, game, completing)
    tab_to(table.fmt("score_card"))
    card = open_keys_card(window)
    rows = dict(card.rows)
    card.reject()
    assert "Esc" in rows.get("Enter or Space", ""), card.rows  # (what puts the card back)
    assert "score card" in rows.get("Tab", "") and "round" in rows.get("Tab", ""), card.rows
    # (the sheet's arrows do not work there: the card does not offer them)
    assert "Arrows" not in rows, card.rows
