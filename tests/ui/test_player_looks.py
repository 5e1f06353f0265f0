"""A seat's remembered colour and symbol (from the players' database, drawn as on the Players
page) on the hand-over page and the score card; a seat whose player is not remembered (an older
save, a removed player) is shown without one, and nothing fails."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.core import registry, savefile
from sheetdesk.core.history import History
from sheetdesk.core.session import Player, Session
from tests.ui.test_history_page import _game


def _remember(*names: str) -> None:
    with History() as history:
        history.remember_table(list(names))


def _continue(window, qtbot):  # type: ignore[no-untyped-def]
    window.refresh_start()
    QTest.mouseClick(window.start_page.continue_button, Qt.MouseButton.LeftButton)


def test_the_hand_over_page_shows_the_players_symbol(window, qtbot):
    _remember("Ana", "Kuba")
    entry = registry.get("treasure_cards")
    savefile.write(Session.new(entry.rules(), [Player("Ana"), Player("Kuba")], {}, 7))
    _continue(window, qtbot)
    assert window.current_page_name() == "handover"
    page = window.page("handover")
    assert page.symbol.isVisible() and not page.symbol.pixmap().isNull()


def test_a_player_not_remembered_gets_no_symbol_and_nothing_fails(window, qtbot):
    _remember("Ana")
    with History() as history:
        history.remove(history.find("Ana").id)  # removed: the seat shows no symbol either
    entry = registry.get("treasure_cards")
    savefile.write(Session.new(entry.rules(), [Player("Ana"), Player("Olek")], {}, 7))
    _continue(window, qtbot)
    assert window.current_page_name() == "handover"
    assert not window.page("handover").symbol.isVisible()


def test_the_score_card_shows_each_remembered_players_symbol(window, qtbot):
    _remember("Ana")
    _game("number_rows", ["Ana", "Olek"], 1)  # Olek: a name from an older save
    window.show_saved_games()
    page = window.page("saved")
    QTest.mouseClick(page.open_button, Qt.MouseButton.LeftButton)  # the only game, chosen
    assert window.current_page_name() == "scores"
    header = window.page("scores").table
    assert not header.horizontalHeaderItem(0).icon().isNull()
    assert header.horizontalHeaderItem(1).icon().isNull()
