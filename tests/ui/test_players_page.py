"""The Players page as a family uses it: reached from the Game menu, each player with a symbol,
renamed in place with F2 (every game played shows the new name), two typo'd names merged, a
player hidden from New game or removed (their games stay), a refused name told in a message, a
newer version's list shown with every change off."""

from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sheetdesk.core import paths, savefile
from sheetdesk.core.history import SCHEMA_VERSION, History, remembered_names
from sheetdesk.core.session import Player, Session
from sheetdesk.core.simulate import play_one


def _finished_game(names: list[str], seed: int = 1) -> None:
    played = play_one("number_rows", len(names), seed, "random")
    log = list(played.history)
    session = Session.restore(
        played.rules, [Player(n) for n in names], played.options, played.seed, log, len(log),
        f"game{seed}",
    )  # fmt: skip
    savefile.write(session)
    with History() as history:
        history.sync()


def _open(window, qtbot):  # type: ignore[no-untyped-def]
    window.players_action.trigger()  # Game ▸ Players
    assert window.current_page_name() == "players"
    page = window.page("players")
    _settled(page, qtbot)
    return page


def _settled(page, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The list is read (or changed) in the background: wait until it is done."""
    qtbot.waitUntil(lambda: not page.syncing())


def _names(page) -> list[str]:  # type: ignore[no-untyped-def]
    return [page.table.item(row, 0).text() for row in range(page.table.rowCount())]


def _click_row(page, name: str, modifier=Qt.KeyboardModifier.NoModifier) -> None:  # type: ignore[no-untyped-def]
    row = _names(page).index(name)
    rect = page.table.visualItemRect(page.table.item(row, 1))
    QTest.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, modifier, rect.center())


def _type(widget, text: str) -> None:  # type: ignore[no-untyped-def]
    for letter in text:  # (keyClicks takes ASCII only)
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(
                widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, letter)
            )


def _rename(page, name: str, to: str, open_with=None) -> None:  # type: ignore[no-untyped-def]
    """Rename a player as a user does: their row clicked, its editor opened with F2 (or a click
    on `open_with`), what it holds selected, `to` typed and Return pressed."""
    _click_row(page, name)
    if open_with is None:
        QTest.keyClick(page.table, Qt.Key.Key_F2)
    else:
        QTest.mouseClick(open_with, Qt.MouseButton.LeftButton)
    editor = QApplication.focusWidget()
    QTest.keyClick(editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    _type(editor, to)
    QTest.keyClick(editor, Qt.Key.Key_Return)


def test_every_player_is_listed_with_a_symbol_and_how_they_play(window, qtbot):
    with History() as history:
        history.remember_table(["Γιαγιά Όλγα", "Kuba"])
        history.add_player("Bot 1", computer=True, level="hard")
    page = _open(window, qtbot)
    assert _names(page) == ["Bot 1", "Kuba", "Γιαγιά Όλγα"]
    assert all(not page.table.item(row, 0).icon().isNull() for row in range(3))
    assert page.table.item(0, 1).text() == "Computer (Hard)"
    assert page.table.item(1, 1).text() == "Person"


def test_renaming_with_f2_reaches_every_game_played(window, qtbot, messages):
    _finished_game(["Ana", "Kuba"])
    page = _open(window, qtbot)
    _rename(page, "Ana", "Anna")
    qtbot.waitUntil(lambda: "Anna" in _names(page))
    assert messages == []
    with History() as history:
        (game,) = history.games()
    assert [seat.name for seat in game.seats] == ["Anna", "Kuba"]


def test_a_name_already_taken_is_refused_with_a_message(window, qtbot, messages):
    with History() as history:
        history.remember_table(["Ana", "Kuba"])
    page = _open(window, qtbot)
    _rename(page, "Kuba", " ana", open_with=page.rename_button)
    qtbot.waitUntil(lambda: bool(messages))
    assert messages == [
        (
            "Players and finished games",
            "Ana is already a player. Choose another name, or merge the two.",
        )
    ]
    assert _names(page) == ["Ana", "Kuba"]


def test_a_name_with_an_invisible_character_is_refused_by_the_one_rule(window, qtbot, messages):
    """ "Ana" with a zero-width space would look like Ana: the rule for names refuses it here as
    the New game dialog and the save writer do."""
    with History() as history:
        history.remember_table(["Ana", "Kuba"])
    page = _open(window, qtbot)
    _rename(page, "Kuba", "Ana\u200b")
    qtbot.waitUntil(lambda: bool(messages))
    assert messages == [
        (
            "Players and finished games",
            "A name cannot hold invisible characters or marks that change the text's direction.",
        )
    ]
    assert _names(page) == ["Ana", "Kuba"]


def test_two_typod_names_are_merged_into_the_one_chosen(window, qtbot, dialog_log):
    _finished_game(["Ana & Jo", "Kuba"], 1)
    _finished_game(["Anna & Jo", "Kuba"], 2)
    page = _open(window, qtbot)
    assert not page.merge_button.isEnabled()
    _click_row(page, "Ana & Jo")
    _click_row(page, "Anna & Jo", Qt.KeyboardModifier.ControlModifier)
    assert page.merge_button.isEnabled()
    dialog_log.answers = [1]  # "Anna & Jo" stays
    QTest.mouseClick(page.merge_button, Qt.MouseButton.LeftButton)
    _settled(page, qtbot)
    ((_title, text, buttons),) = dialog_log.asked
    assert buttons == ["Ana && Jo", "Anna && Jo", "Cancel"]  # shown as typed, "&" and all
    assert "Which name stays?" in text
    assert _names(page) == ["Anna & Jo", "Kuba"]
    with History() as history:
        anna = history.find("Anna & Jo")
        assert len(history.games(player_id=anna.id)) == 2


def test_hiding_and_removing_a_player_keeps_their_games(window, qtbot, messages):
    _finished_game(["Ana", "Kuba"])
    page = _open(window, qtbot)
    _click_row(page, "Kuba")
    assert page.hide_button.text() == "Hide from New game"
    QTest.mouseClick(page.hide_button, Qt.MouseButton.LeftButton)
    _settled(page, qtbot)
    assert page.table.item(1, 2).text() == "Hidden"
    assert page.hide_button.text() == "Offer in New game"
    assert remembered_names() == ["Ana"]
    QTest.mouseClick(page.remove_button, Qt.MouseButton.LeftButton)  # (asked: answered yes)
    _settled(page, qtbot)
    assert _names(page) == ["Ana"]
    with History() as history:
        (game,) = history.games()
    assert [seat.name for seat in game.seats] == ["Ana", "Kuba"]


def test_a_newer_versions_list_is_shown_and_nothing_can_change(window, qtbot, messages):
    with History() as history:
        history.remember_table(["Ana", "Kuba"])
    with sqlite3.connect(paths.history_path()) as db:
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    before = paths.history_path().read_bytes()
    page = _open(window, qtbot)
    assert _names(page) == ["Ana", "Kuba"]
    assert "newer version" in messages[0][1]
    assert page.empty_label.isVisible() and "newer version" in page.empty_label.text()
    for button in (page.rename_button, page.hide_button, page.remove_button, page.merge_button):
        assert not button.isEnabled()
    QTest.keyClick(page.table, Qt.Key.Key_F2)
    assert paths.history_path().read_bytes() == before


@pytest.mark.parametrize("language", ["el", "pl"])
def test_the_page_speaks_the_apps_language(window, qtbot, language):
    with History() as history:
        history.remember_table(["Ana"])
    window.set_language(language)
    page = _open(window, qtbot)
    assert page.title.text() != "Players" and page.back_button.text() != "Back"
    window.set_language("en")


def test_a_rename_while_another_window_holds_the_list_is_told_and_nothing_is_lost(
    window, qtbot, messages, monkeypatch
):
    from sheetdesk.core import history as history_module

    _finished_game(["Ana", "Kuba"])
    page = _open(window, qtbot)
    monkeypatch.setattr(history_module, "WAIT", 1.0)
    holder = sqlite3.connect(paths.history_path(), isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # another window's long change
    try:
        _rename(page, "Ana", "Anna")
        qtbot.waitUntil(page.syncing)  # (the name typed is taken once the editor closes)
        # the change waits for the other window away from the window's thread: the page says
        # it is busy, its buttons off meanwhile
        assert page.status.isVisible() and page.status.text() == "Saving the change…"
        assert not page.rename_button.isEnabled()
        qtbot.waitUntil(lambda: bool(messages))
    finally:
        holder.close()
    ((_title, said),) = messages
    assert said.startswith("Another sheetdesk window is busy") and "try again" in said
    assert _names(page) == ["Ana", "Kuba"]  # as it is kept, not as typed
    with History() as history:
        (game,) = history.games()
        assert [seat.name for seat in game.seats] == ["Ana", "Kuba"]
