"""The list pages (Players, Saved games, Finished games, Statistics, a finished game's replay)
used and left by keys alone: the keyboard comes to the list on its chosen row, Enter opens the
row and Delete asks to delete it (as their buttons), Esc goes back from wherever the keyboard is
on the page, and Tab reaches the Back button (a list does not keep the keyboard in its cells),
which Space presses."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sheetdesk.core import registry
from sheetdesk.core.history import History
from tests.ui.driving import open_keys_card, press
from tests.ui.test_history_page import _game

# page: where its Back goes
PAGES = {
    "players": "start",
    "saved": "start",
    "history": "start",
    "statistics": "start",
    "replay": "history",
}


def _reach(window, qtbot, name: str):  # type: ignore[no-untyped-def]
    """Open page `name` as a family does (from the Game menu; a replay with Enter on the
    Finished games page's newest game), with two finished games and an unfinished one, of the
    registry's games in turn."""
    games = [entry.id for entry in registry.GAMES]
    _game(games[0], ["Ana", "Kuba"], 1)
    _game(games[1 % len(games)], ["Ana", "Babcia Ola"], 2)
    _game(games[2 % len(games)], ["Ana", "Kuba"], 3, finished=False)
    with History() as history:
        history.sync()
    action = {
        "players": window.players_action,
        "saved": window.saved_action,
        "history": window.history_action,
        "statistics": window.statistics_action,
        "replay": window.history_action,
    }[name]
    action.trigger()
    page = window.page("history" if name == "replay" else name)
    if hasattr(page, "syncing"):
        qtbot.waitUntil(lambda: not page.syncing())
    if name == "replay":
        _tab_to(window, page.table)
        QTest.keyClick(page.table, Qt.Key.Key_Return)
        page = window.page("replay")
    assert window.current_page_name() == name
    return page


def _tab_to(window, widget) -> None:  # type: ignore[no-untyped-def]
    seen = []
    for _ in range(30):
        if QApplication.focusWidget() is widget:
            return
        seen.append(type(QApplication.focusWidget()).__name__)
        press(window, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {widget.objectName()}: {seen}")


@pytest.mark.parametrize("name", sorted(PAGES))
def test_esc_goes_back(window, qtbot, name):
    page = _reach(window, qtbot, name)
    # Esc from the list, not only from the page
    # (the statistics open on their overview: its list is the one Tab reaches)
    lists = {"replay": "speed", "statistics": "overview"}
    _tab_to(window, getattr(page, lists.get(name, "table")))
    press(window, Qt.Key.Key_Escape)
    assert window.current_page_name() == PAGES[name]


@pytest.mark.parametrize("name", sorted(PAGES))
def test_tab_reaches_the_back_button_and_space_presses_it(window, qtbot, name):
    page = _reach(window, qtbot, name)
    _tab_to(window, page.back_button)
    press(window, Qt.Key.Key_Space)
    assert window.current_page_name() == PAGES[name]


def test_esc_while_renaming_a_player_only_stops_the_renaming(window, qtbot):
    page = _reach(window, qtbot, "players")
    _tab_to(window, page.table)
    QTest.keyClick(page.table, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    assert editor is not page.table
    QTest.keyClick(editor, Qt.Key.Key_X)
    press(window, Qt.Key.Key_Escape)
    assert window.current_page_name() == "players"
    assert [page.table.item(row, 0).text() for row in range(3)] == ["Ana", "Babcia Ola", "Kuba"]
    press(window, Qt.Key.Key_Escape)
    assert window.current_page_name() == "start"


@pytest.mark.parametrize("name", ["players", "saved", "history"])
def test_the_keyboard_comes_to_the_list_on_its_chosen_row(window, qtbot, name):
    """Come to a list page: the keyboard is in the list at once (not on Back, which Enter would
    press): Down chooses the next row, Up the first again, without a Tab first."""
    page = _reach(window, qtbot, name)
    qtbot.waitUntil(lambda: page.table.model().rowCount() > 1)

    def chosen() -> list[int]:
        return [index.row() for index in page.table.selectionModel().selectedRows()]

    assert chosen() == [0]
    press(window, Qt.Key.Key_Down)
    assert chosen() == [1], QApplication.focusWidget()
    press(window, Qt.Key.Key_Up)
    assert chosen() == [0]
    assert window.current_page_name() == name


@pytest.mark.parametrize("name, opens", [("saved", "a game"), ("history", "replay")])
def test_enter_opens_the_chosen_row_as_a_double_click_does(window, qtbot, name, opens):
    page = _reach(window, qtbot, name)
    _tab_to(window, page.table)
    press(window, Qt.Key.Key_Return)
    if opens == "replay":
        assert window.current_page_name() == "replay"
    else:
        assert window.session is not None, "Enter opened no game"


@pytest.mark.parametrize("name", ["saved", "players"])
def test_delete_asks_to_delete_the_chosen_row_as_its_button_does(window, qtbot, messages, name):
    page = _reach(window, qtbot, name)
    before = page.table.model().rowCount()
    _tab_to(window, page.table)
    press(window, Qt.Key.Key_Delete)  # (asked: answered yes)
    qtbot.waitUntil(lambda: page.table.model().rowCount() == before - 1)
    assert window.current_page_name() == name


@pytest.mark.parametrize(
    "name, keys",
    [
        ("players", {"F2": "Rename", "Del": "Remove…", "Esc": "Back"}),
        ("saved", {"Enter": "Open", "Del": "Delete…", "Esc": "Back"}),
        ("history", {"Enter": "Open", "Esc": "Back"}),
    ],
)
def test_the_keys_card_tells_the_lists_keys(window, qtbot, name, keys):
    """? on a list page: the card tells the keys of the list's row and Esc, with the words of
    the buttons they press (it told only F1 there)."""
    _reach(window, qtbot, name)
    card = open_keys_card(window)
    told = dict(card.rows)
    card.reject()
    assert {key: told.get(key) for key in keys} == keys, told
