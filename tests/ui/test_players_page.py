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

from sheetdesk.core import paths, registry, savefile
from sheetdesk.core.headless import play_one
from sheetdesk.core.history import SCHEMA_VERSION, History, remembered_names
from sheetdesk.core.names import MAX_NAME, NameRefused, clean_name
from sheetdesk.core.session import Player, Session
from sheetdesk.ui.formatting import render
from sheetdesk.ui.look_dialog import LookDialog
from tests.declared import uniform_bot
from tests.ui.driving import in_modal

ICON_ROOM = 28 + 12  # a row's symbol and the room around it


def _finished_game(
    names: list[str], seed: int = 1, computers: dict[int, str] | None = None
) -> None:
    # the registry's games in turn, by the seed (the players' pages list every game's)
    game = registry.GAMES[seed % len(registry.GAMES)].id
    played = play_one(game, len(names), seed, uniform_bot(game))
    log = list(played.history)
    computers = computers or {}
    players = [
        Player(n, "bot", computers[seat]) if seat in computers else Player(n)
        for seat, n in enumerate(names)
    ]
    session = Session.restore(
        played.rules, players, played.options, played.seed, log, len(log),
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
    assert page.table.item(0, 1).text() == "Computer (hard)"
    assert page.table.item(1, 1).text() == "Person"


def test_renaming_with_f2_reaches_every_game_played(window, qtbot, messages):
    _finished_game(["Ana", "Kuba"])
    page = _open(window, qtbot)
    _rename(page, "Ana", "Anna")
    qtbot.waitUntil(lambda: "Anna" in _names(page))
    _settled(page, qtbot)  # (the editor shows the name typed before it is kept)
    assert messages == []
    with History() as history:
        (game,) = history.games()
    assert [seat.name for seat in game.seats] == ["Anna", "Kuba"]


def test_a_name_already_taken_offers_a_merge_kept_apart_if_declined(
    window, qtbot, messages, dialog_log
):
    with History() as history:
        history.remember_table(["Ana", "Kuba"])
    page = _open(window, qtbot)
    dialog_log.answers = [1]  # "Keep Kuba"
    _rename(page, "Kuba", " ana", open_with=page.rename_button)
    qtbot.waitUntil(lambda: bool(dialog_log.asked))
    ((_title, text, buttons),) = dialog_log.asked
    assert text.startswith("Ana is already a player. Are Kuba and Ana the same person?")
    assert buttons == ["Merge", "Keep Kuba"]
    assert _names(page) == ["Ana", "Kuba"] and messages == []
    with History() as history:
        assert sorted(p.name for p in history.players()) == ["Ana", "Kuba"]


def test_a_name_already_taken_merges_the_two_if_the_family_says_so(window, qtbot, dialog_log):
    _finished_game(["Ana", "Jo"], 1)
    _finished_game(["Kuba", "Jo"], 2)
    page = _open(window, qtbot)
    dialog_log.answers = [0]  # "Merge"
    _rename(page, "Kuba", "Ana")
    qtbot.waitUntil(lambda: _names(page) == ["Ana", "Jo"])
    with History() as history:
        games = history.games()
    assert sorted(game.seats[0].name for game in games) == ["Ana", "Ana"]


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


@pytest.mark.parametrize(
    ("language", "kind"), [("en", "Computer (clever)"), ("pl", "Komputer (sprytny)")]
)
def test_a_computer_has_one_name_per_level_on_every_page(window, qtbot, language, kind):
    """An older game's computer ("greedy") is named as the statistics name it, translated, its
    level inside the brackets in lower case on both pages ("Komputer (Sprytny)" on one,
    "(komputer, sprytny)" on the other)."""
    window.set_language(language)
    _finished_game(["Ana", "Bot"], computers={1: "greedy"})
    page = _open(window, qtbot)
    row = _names(page).index("Bot")
    assert page.table.item(row, 1).text() == kind
    level = kind[kind.index("(") + 1 : -1]
    window.show_statistics()
    statistics = window.page("statistics")
    qtbot.waitUntil(lambda: statistics.player_choice.count() == 2)
    choices = [
        statistics.player_choice.itemText(n) for n in range(statistics.player_choice.count())
    ]
    bots = [choice for choice in choices if choice.startswith("Bot")]
    # (the level's own word; inside brackets after "computer" it starts lower case)
    assert bots and all(level in choice for choice in bots), choices


def test_default_names_are_shown_in_the_apps_language_on_every_page(window, qtbot):
    """A game begun in Polish with its seats' default names reads "Player 1" in English."""
    window.set_language("pl")
    _finished_game(["Gracz 1", "Ana"], 1)
    entry = registry.GAMES[0]  # (any game: what is tested is the seats' names)
    savefile.write(
        Session.new(entry.rules(), [Player("Παίκτης 3"), Player("Gracz 4", "bot")], {}, 5)
    )
    window.set_language("en")
    window.show_saved_games()
    saved = window.page("saved")
    # (a name's spaces are no-break ones there: a name is never broken inside)
    rows = [
        saved.table.item(row, 1).text().replace("\u00a0", " ")
        for row in range(saved.table.rowCount())
    ]
    assert "Player 3, Player 4 (computer)" in rows, rows
    window.show_history()
    history_page = window.page("history")
    qtbot.waitUntil(lambda: history_page.table.model().rowCount() == 1)
    row = [
        history_page.table.model().index(0, column).data().replace("\u00a0", " ")
        for column in range(4)
    ]
    assert "Player 1" in row[3] and "Gracz" not in " ".join(row)


def test_a_rename_is_seen_at_once_on_every_page(window, qtbot, monkeypatch):
    """Ania, renamed Mama: the New game dialog's last table seats Mama (her chip taken, not a
    seat more), Saved games says who she was in the game, Finished games and the replay say
    Mama; the saves keep the name they were played with."""
    from tests.ui.test_new_game_dialog import _chips, open_dialog, players_to, type_name

    _finished_game(["Ania", "Kuba"])

    def sit_down(dialog) -> None:  # type: ignore[no-untyped-def]
        players_to(dialog, 2)
        type_name(dialog, 0, "Ania")
        type_name(dialog, 1, "Kuba")

    open_dialog(window, monkeypatch, sit_down)
    window.show_start()
    page = _open(window, qtbot)
    _rename(page, "Ania", "Mama")
    qtbot.waitUntil(lambda: "Mama" in _names(page))
    _settled(page, qtbot)  # (the editor shows the name typed before it is kept)

    seen: dict[str, object] = {}

    def look(dialog) -> None:  # type: ignore[no-untyped-def]
        seen["seats"] = [edit.text() for edit in dialog.name_edits[: dialog.count_spin.value()]]
        chips = _chips(dialog)
        seen["taken"] = chips["Mama"].isChecked()
        seen["offered"] = sorted(chips)

    open_dialog(window, monkeypatch, look, button="cancel")
    assert seen == {"seats": ["Mama", "Kuba"], "taken": True, "offered": ["Kuba", "Mama"]}

    window.show_saved_games()
    saved = window.page("saved")
    rows = [saved.table.item(row, 1).text() for row in range(saved.table.rowCount())]
    assert "Mama (played as Ania), Kuba" in rows, rows
    window.show_history()
    history_page = window.page("history")
    qtbot.waitUntil(lambda: history_page.table.model().rowCount() == 1)
    assert "Mama" in history_page.table.model().index(0, 3).data()
    cell = history_page.table.visualRect(history_page.table.model().index(0, 1)).center()
    QTest.mouseClick(history_page.table.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    QTest.keyClick(history_page.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.current_page_name() == "replay")
    replay = window.page("replay")
    assert replay.table.name(0) == "Mama"
    for summary in savefile.list_saves()[0]:  # the saves keep the name played with
        assert "Mama" not in summary.players


def test_a_players_colour_and_symbol_are_chosen_never_both_anothers(window, qtbot):
    """The look dialog offers the palette: a symbol another player has in the colour chosen is
    greyed; the look kept shows at once on the list (and on every table: the database has it)."""
    from sheetdesk.ui.player_symbol import PALETTE, SYMBOLS, player_icon

    with History() as history:
        history.remember_table(["Ana", "Kuba"])
        ana = history.find("Ana")
    page = _open(window, qtbot)
    _click_row(page, "Kuba")
    seen: dict[str, object] = {}

    def choose(dialog) -> None:  # type: ignore[no-untyped-def]
        seen["colours"] = sorted(b.objectName() for b in dialog.colour_buttons.values())
        seen["symbols"] = sorted(b.objectName() for b in dialog.symbol_buttons.values())
        QTest.mouseClick(dialog.colour_buttons[ana.colour], Qt.MouseButton.LeftButton)
        seen["greyed"] = [s for s, b in dialog.symbol_buttons.items() if not b.isEnabled()]
        QTest.mouseClick(dialog.symbol_buttons[ana.symbol], Qt.MouseButton.LeftButton)
        seen["kept apart"] = dialog.look() != (ana.colour, ana.symbol)
        QTest.mouseClick(dialog.symbol_buttons["flower"], Qt.MouseButton.LeftButton)
        QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    with in_modal(choose, "the Colour and symbol dialog", LookDialog):
        QTest.mouseClick(page.look_button, Qt.MouseButton.LeftButton)
    _settled(page, qtbot)  # (the look is kept in the background)
    assert seen["colours"] == sorted(f"look_{c}" for c in PALETTE)
    assert seen["symbols"] == sorted(f"look_{s}" for s in SYMBOLS)
    assert seen["greyed"] == [ana.symbol] and seen["kept apart"]
    with History() as history:
        kuba = history.find("Kuba")
    assert ana.symbol != "flower" and (kuba.colour, kuba.symbol) == (ana.colour, "flower")
    row = _names(page).index("Kuba")
    shown = page.table.item(row, 0).icon().pixmap(28, 28).toImage()
    assert shown == player_icon("flower", ana.colour, 28).pixmap(28, 28).toImage()


def test_a_merge_is_seen_at_once_in_the_new_game_dialog(window, qtbot, monkeypatch, dialog_log):
    """Ania and Mama merged, Mama's name kept: the last table seats Mama, once."""
    from tests.ui.test_new_game_dialog import _chips, open_dialog, players_to, type_name

    def sit_down(dialog) -> None:  # type: ignore[no-untyped-def]
        players_to(dialog, 2)
        type_name(dialog, 0, "Ania")
        type_name(dialog, 1, "Kuba")

    open_dialog(window, monkeypatch, sit_down)
    window.show_start()
    with History() as history:
        history.add_player("Mama")
    page = _open(window, qtbot)
    _click_row(page, "Ania")
    _click_row(page, "Mama", Qt.KeyboardModifier.ControlModifier)
    dialog_log.answers = [1]  # "Mama" stays
    QTest.mouseClick(page.merge_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _names(page) == ["Kuba", "Mama"])
    seen: dict[str, object] = {}

    def look(dialog) -> None:  # type: ignore[no-untyped-def]
        seen["seats"] = [edit.text() for edit in dialog.name_edits[: dialog.count_spin.value()]]
        seen["offered"] = sorted(_chips(dialog))
        seen["taken"] = sorted(n for n, chip in _chips(dialog).items() if chip.isChecked())

    open_dialog(window, monkeypatch, look, button="cancel")
    assert seen == {
        "seats": ["Mama", "Kuba"],
        "offered": ["Kuba", "Mama"],
        "taken": ["Kuba", "Mama"],
    }


@pytest.mark.parametrize("pasted", ["", "   ", "Ana\x07", "Ana\x1b[31m", "\u200bKuba"])
def test_a_name_the_rule_refuses_is_told_and_nothing_changes(window, qtbot, messages, pasted):
    """What a keyboard cannot type comes pasted (a name copied from a message, a file): the
    rule for names refuses it with a sentence, and the list keeps the name it had."""
    with History() as history:
        history.remember_table(["Ana", "Kuba"])
    page = _open(window, qtbot)
    _click_row(page, "Kuba")
    QTest.keyClick(page.table, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    QTest.keyClick(editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(editor, Qt.Key.Key_Delete)
    QApplication.clipboard().setText(pasted)
    QTest.keyClick(editor, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(messages))
    with pytest.raises(NameRefused) as refused:  # the one rule for names says why
        clean_name(pasted)
    assert messages == [("Players and finished games", render(refused.value.reason))]
    assert _names(page) == ["Ana", "Kuba"]
    with History() as history:
        assert sorted(p.name for p in history.players()) == ["Ana", "Kuba"]


def test_twenty_four_wide_letters_are_a_name_shown_whole(window, qtbot, messages):
    """The longest name the rule takes, in wide letters: kept, and its row shows it whole."""
    wide = "Ｗ" * 24
    with History() as history:
        history.remember_table(["Ana", "Kuba"])
    page = _open(window, qtbot)
    _rename(page, "Kuba", wide)
    qtbot.waitUntil(lambda: wide in _names(page))
    _settled(page, qtbot)  # (the editor shows the name typed before it is kept)
    assert messages == []
    row = _names(page).index(wide)
    item = page.table.item(row, 0)
    needed = page.table.fontMetrics().horizontalAdvance(wide) + ICON_ROOM
    assert page.table.visualItemRect(item).width() >= needed


def test_a_name_field_takes_no_more_letters_than_a_name_holds(window, qtbot, messages):
    """Typing on past the longest name: the field stops at it, as the New game dialog's does,
    and Enter keeps those letters instead of refusing the whole name."""
    with History() as history:
        history.remember_table(["Ana", "Kuba"])
    page = _open(window, qtbot)
    typed = "Konstantynopolitańczykowianeczka"  # 32 letters
    _rename(page, "Kuba", typed)
    kept = typed[:MAX_NAME]
    qtbot.waitUntil(lambda: kept in _names(page))
    _settled(page, qtbot)
    assert messages == []
    with History() as history:
        assert sorted(p.name for p in history.players()) == ["Ana", kept]


def test_a_renamed_player_stays_chosen_where_the_list_puts_them(window, qtbot, messages):
    """A new name moves the player in the list's order: the chosen row follows them (the next
    F2, Colour and symbol… or Remove… is about them, not about whoever took their row)."""
    _finished_game(["Ana", "Kuba", "Ola"])
    page = _open(window, qtbot)
    assert _names(page) == ["Ana", "Kuba", "Ola"]
    _rename(page, "Ana", "Zuzanna")
    qtbot.waitUntil(lambda: _names(page) == ["Kuba", "Ola", "Zuzanna"])
    _settled(page, qtbot)
    assert [player.name for player in page.selected()] == ["Zuzanna"]
    QTest.keyClick(page.table, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    assert editor is not page.table and editor.text() == "Zuzanna"
    QTest.keyClick(editor, Qt.Key.Key_Escape)


def test_the_colour_and_symbol_chosen_are_marked_by_a_thick_edge(window, qtbot):
    """In the look dialog the colour and the symbol chosen stand out from the other buttons
    by a thick edge (they looked like every other button), and the edge moves with a click."""
    from PySide6.QtGui import QColor

    from sheetdesk.ui import style

    with History() as history:
        history.remember_table(["Ana", "Kuba"])
    page = _open(window, qtbot)
    _click_row(page, "Ana")
    edge = QColor(style.UI_COLOURS["light"]["accent_border"]).rgb()
    seen: dict[str, list[str]] = {}

    def edged(buttons) -> list[str]:  # type: ignore[no-untyped-def]
        marked = []
        for key, button in buttons.items():
            image = button.grab().toImage()
            middle = image.height() // 2
            if sum(image.pixel(x, middle) == edge for x in range(image.width())) >= 6:
                marked.append(key)
        return marked

    def look(dialog) -> None:  # type: ignore[no-untyped-def]
        seen["colour"], seen["symbol"] = edged(dialog.colour_buttons), edged(dialog.symbol_buttons)
        seen["chosen"] = list(dialog.look())
        other = next(c for c in dialog.colour_buttons if c != dialog.colour)
        QTest.mouseClick(dialog.colour_buttons[other], Qt.MouseButton.LeftButton)
        seen["after"] = edged(dialog.colour_buttons)
        seen["other"] = [other]
        dialog.reject()

    with in_modal(look, "the Colour and symbol dialog", LookDialog):
        QTest.mouseClick(page.look_button, Qt.MouseButton.LeftButton)
    assert seen["colour"] + seen["symbol"] == seen["chosen"], seen
    assert seen["after"] == seen["other"], seen


def test_while_the_players_are_read_the_page_never_says_there_are_none(window, qtbot):
    for seed in range(1, 4):
        _finished_game(["Anna", "Kuba"], seed)
    window.players_action.trigger()  # Game ▸ Players: read in the background
    page = window.page("players")
    assert page.syncing()
    assert page.status.isVisible()  # "Reading …"
    assert not page.empty_label.isVisible()  # (not "No players yet")
    _settled(page, qtbot)
    assert _names(page) == ["Anna", "Kuba"]
    assert not page.empty_label.isVisible()


def test_a_family_with_no_players_is_told_so_once_the_list_is_read(window, qtbot):
    page = _open(window, qtbot)
    assert page.table.rowCount() == 0
    assert page.empty_label.isVisible()
    assert "No players yet" in page.empty_label.text()


@pytest.mark.parametrize("colours", ["light", "dark", "contrast"])
def test_a_symbol_on_the_chosen_row_stands_out_from_its_highlight(window, qtbot, colours):
    """Each player's row clicked, in the light, dark and high contrast looks: the symbol's edge
    on the row's highlight at 3:1 or more (the marks' contrast the looks keep everywhere,
    `style.UI_MARK_PAIRS`), measured on the pixels drawn, where the edge meets the highlight
    left of the symbol on its middle line."""
    from sheetdesk.ui.palette import ratio
    from sheetdesk.ui.player_symbol import PALETTE
    from sheetdesk.ui.style import Look

    names = [f"Player {n}" for n in range(1, len(PALETTE) + 1)]  # (every colour offered)
    with History() as history:
        history.remember_table(names)
    window.set_look(Look(colours))
    page = _open(window, qtbot)
    weak = {}
    for name in names:
        _click_row(page, name)
        row = _names(page).index(name)
        cell = page.table.visualItemRect(page.table.item(row, 0))
        image = page.table.viewport().grab().toImage()
        y = cell.center().y()
        behind = image.pixelColor(cell.left() + 1, y)  # (the highlight, left of the symbol)
        x = cell.left() + 1
        while x < cell.left() + ICON_ROOM and ratio(image.pixelColor(x, y), behind) < 1.2:
            x += 1
        assert x < cell.left() + ICON_ROOM, name  # (the symbol's edge found)
        edge = max(ratio(image.pixelColor(x + step, y), behind) for step in range(2))
        if edge < 3:
            weak[name] = round(edge, 2)
    assert weak == {}
