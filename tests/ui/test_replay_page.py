"""A finished game looked at again from the Finished games page: opened with Enter, a double
click or the Open button, shown read-only on the game's own table, stepped through move by move
(buttons and keys) or played at a chosen speed, and left back to the Finished games page. Its
save is never written."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.core import paths, registry, savefile
from sheetdesk.core.i18n import count_text
from sheetdesk.ui.formatting import format_datetime, game_name
from tests.ui.driving import assert_takes_no_input, double_click, press
from tests.ui.laid_out import settle
from tests.ui.test_history_page import _game, _open
from tests.ui.test_status_line_breaks import parts_left_alone, shown_lines


def _rows(page) -> None:  # type: ignore[no-untyped-def]
    """Keyboard to the list (its newest game chosen), as a family would: Tab until it has
    the focus."""
    for _ in range(10):
        if page.table.hasFocus():
            break
        QTest.keyClick(page.window(), Qt.Key.Key_Tab)
    assert page.table.hasFocus()


def _replay(window, qtbot, game: str):  # type: ignore[no-untyped-def]
    session = _game(game, ["Ana", "Kuba"], 1)
    page = _open(window, qtbot)
    _rows(page)
    QTest.keyClick(page.table, Qt.Key.Key_Return)
    assert window.current_page_name() == "replay"
    return session, window.page("replay")


def _saved(session):  # type: ignore[no-untyped-def]
    path = paths.saves_dir() / f"{session.match_id}{savefile.SUFFIX}"
    return path.stat().st_mtime_ns, path.read_bytes()


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_enter_opens_the_game_at_its_end_read_only(window, qtbot, game):
    session, replay = _replay(window, qtbot, game)
    moves = len(session.history)
    assert replay.position == moves
    assert replay.where.text().replace("\u00a0", " ").startswith(f"Move {moves} of {moves}")
    assert_takes_no_input(replay.table)  # no click reaches a sheet
    assert window.controller is None  # no game in play: nothing to save, no hand-over
    # a line at least for every move (a confirm said with its move has none of its own)
    said = [
        e
        for i, e in enumerate(session.history)
        if not session.rules.said_with_move(e.action, e.seat, session.state_at(i))
    ]
    assert replay.log_list.count() >= len(said)


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_keys_step_back_and_forth_and_nothing_is_written(window, qtbot, game):
    session, replay = _replay(window, qtbot, game)
    before = _saved(session)
    moves = len(session.history)
    press(window, Qt.Key.Key_Left)
    assert replay.position == moves - 1
    press(window, Qt.Key.Key_Home)
    assert replay.position == 0 and not replay.previous_button.isEnabled()
    press(window, Qt.Key.Key_Right)
    press(window, Qt.Key.Key_Right)
    assert replay.position == 2 and replay.where.text().replace("\u00a0", " ").startswith(
        f"Move 2 of {moves}"
    )
    assert replay.log_list.selectedItems()
    press(window, Qt.Key.Key_End)
    assert replay.position == moves and not replay.next_button.isEnabled()
    press(window, Qt.Key.Key_Escape)
    assert window.current_page_name() == "history"
    assert _saved(session) == before


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_the_buttons_step_and_the_score_card_shows_the_position(window, qtbot, game):
    session, replay = _replay(window, qtbot, game)
    QTest.mouseClick(replay.first_button, Qt.MouseButton.LeftButton)
    assert replay.position == 0
    QTest.mouseClick(replay.next_button, Qt.MouseButton.LeftButton)
    assert replay.position == 1
    QTest.mouseClick(replay.last_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(replay.previous_button, Qt.MouseButton.LeftButton)
    assert replay.position == len(session.history) - 1
    QTest.mouseClick(replay.last_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(replay.card_button, Qt.MouseButton.LeftButton)
    card = replay.scores
    assert replay.centre.currentWidget() is card and card.isVisible()
    totals = session.rules.scores(session.state)
    last = card.table.rowCount() - 1
    assert [card.table.item(last, c).text() for c in range(2)] == [
        count_text(totals[0].total),  # (below zero: "−11", as every score is written)
        count_text(totals[1].total),
    ]
    QTest.mouseClick(replay.card_button, Qt.MouseButton.LeftButton)  # the sheets again
    assert replay.centre.currentWidget() is replay.sheets
    QTest.mouseClick(replay.back_button, Qt.MouseButton.LeftButton)
    assert window.current_page_name() == "history"


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_space_plays_at_the_chosen_speed_and_pauses(window, qtbot, game):
    _session, replay = _replay(window, qtbot, game)
    press(window, Qt.Key.Key_Home)
    for _ in range(15):  # Tab to the speed list
        if replay.speed.hasFocus():
            break
        press(window, Qt.Key.Key_Tab)
    assert replay.speed.hasFocus()
    press(window, Qt.Key.Key_Down)  # from normal to fast
    assert replay.speed.currentIndex() == 2
    press(window, Qt.Key.Key_Space)
    assert replay.playing()
    qtbot.waitUntil(lambda: replay.position >= 2, timeout=5000)
    press(window, Qt.Key.Key_Space)
    assert not replay.playing()
    stopped = replay.position
    QTest.qWait(500)
    assert replay.position == stopped


def test_a_double_click_and_the_open_button_open_the_selected_game(window, qtbot):
    # two games of the registry (the first and the last): the one opened is the one chosen
    _game(registry.GAMES[0].id, ["Ana", "Kuba"], 1)
    _game(registry.GAMES[-1].id, ["Ana", "Zosia"], 3)
    page = _open(window, qtbot)
    assert page.open_button.isEnabled() and page.selected() is page.matching[0]  # the newest
    rect = page.table.visualRect(page.table.model().index(1, 0))
    QTest.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    double_click(page.table.viewport(), pos=rect.center())
    assert window.current_page_name() == "replay"
    replay = window.page("replay")
    assert replay.entry.id == page.matching[1].game
    press(window, Qt.Key.Key_Escape)
    assert window.current_page_name() == "history"
    QTest.mouseClick(page.open_button, Qt.MouseButton.LeftButton)
    assert window.current_page_name() == "replay"


def test_a_save_gone_since_the_list_was_read_says_so(window, qtbot, messages):
    session = _game(registry.GAMES[0].id, ["Ana", "Kuba"], 1)  # (any game would do)
    page = _open(window, qtbot)
    (paths.saves_dir() / f"{session.match_id}{savefile.SUFFIX}").unlink()
    _rows(page)
    QTest.keyClick(page.table, Qt.Key.Key_Return)
    assert window.current_page_name() == "history" and messages


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_the_caption_over_the_sheets_tells_the_move_just_made(window, qtbot, game):
    _session, replay = _replay(window, qtbot, game)
    press(window, Qt.Key.Key_Home)
    press(window, Qt.Key.Key_Right)
    caption = replay.table.caption.text()
    assert caption.startswith(replay.log_list.item(0).text())
    assert "wait" not in caption.lower()
    press(window, Qt.Key.Key_End)  # the game's own words at the end
    assert replay.table.caption.text() != caption


def _log_shown(replay) -> list[str]:  # type: ignore[no-untyped-def]
    """The log's lines a family can see (not hidden, inside the list's viewport)."""
    log = replay.log_list
    area = log.viewport().rect()
    return [
        log.item(row).text()
        for row in range(log.count())
        if not log.isRowHidden(row) and area.intersects(log.visualItemRect(log.item(row)))
    ]


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_the_log_tells_what_happened_up_to_the_move_shown(window, qtbot, game):
    window.resize(1024, 600)
    _session, replay = _replay(window, qtbot, game)
    last_line = replay.log_list.item(replay.log_list.count() - 1).text()
    # opened at its end: the last move chosen and in sight
    last_move = [item.text() for item in replay.log_list.selectedItems()]
    assert last_move
    qtbot.waitUntil(lambda: last_move[0] in _log_shown(replay) and last_line in _log_shown(replay))
    press(window, Qt.Key.Key_Home)  # the start: nothing has happened yet
    assert _log_shown(replay) == []
    for _ in range(11):
        press(window, Qt.Key.Key_Right)
    lines = _log_shown(replay)
    chosen = [item.text() for item in replay.log_list.selectedItems()]
    assert chosen and chosen[0] in lines  # the move just made, in sight
    visible = [
        replay.log_list.item(row).text()
        for row in range(replay.log_list.count())
        if not replay.log_list.isRowHidden(row)
    ]
    assert replay.table.caption.text().endswith(visible[-1])  # nothing after move 11
    assert last_line not in lines
    press(window, Qt.Key.Key_End)
    assert last_line in _log_shown(replay)


def test_at_1024x600_in_greek_the_sheets_keep_the_height_and_the_title_is_whole(window, qtbot):
    """The header states the title whole: the game's name and its date on one line, or the
    name alone (on two lines at most) with the date in the line under the buttons; the rest
    is the sheets'."""
    window.set_language("el")
    window.resize(1024, 600)
    # the game with the longest declared name (the title most likely shortened)
    entry = max(registry.GAMES, key=lambda game: len(game.name))
    _session, replay = _replay(window, qtbot, entry.id)
    qtbot.waitUntil(lambda: replay.centre.height() > 0)
    line = replay.title.fontMetrics().lineSpacing()
    assert replay.title.height() < 3 * line
    _title_whole(replay, game_name(entry.id))
    assert replay.centre.height() >= 0.8 * replay.height()


def _title_whole(replay, name: str) -> str:
    """The replay's title, checked whole: with its date, or the game's name with the date
    first where the game is; never a word left out or cut."""
    title = replay.title
    text = title.text()
    assert "…" not in text
    if text != title.full_text():
        assert text == name, text
        date = format_datetime(replay.finished)
        assert date in title.full_text()
        assert replay.where.parts()[0] == date, replay.where.parts()
    return text


NARROWING = [w for w in range(1366, 682, -7) if w <= 904 or (1366 - w) % 49 == 0]


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_a_narrow_window_moves_the_titles_date_and_never_drops_a_word(window, qtbot, game):
    """Greek, the window narrowed from 1366 px to 683×400 (1024×600 at 150 %): at every width
    the title is whole, or the game's name alone, wrapped at its spaces where one line does
    not hold it, its date then first in the line under the buttons: never a word left out
    ("Σειρές…" for "Σειρές αριθμών") nor cut mid-date or mid-word ("Σειρές αρ…").

    The widths (`NARROWING`): every 7 px from 904 down, where each fault this test has found
    lay (a date cut, 897 to 687; "Το τέλος ·" alone on a line, from 874; a word of the name
    cut, from 722), each over 26 px or more, so hit at least 3 times; above 904, where none
    ever was, a spread every 49 px."""
    window.setMinimumSize(0, 0)
    window.set_language("el")
    window.resize(1366, 768)
    _session, replay = _replay(window, qtbot, game)
    name = game_name(game)
    title = replay.title
    assert title.text() == title.full_text() != name  # (the room for the date)
    shown = set()
    for width in NARROWING:
        window.resize(width, 480 if width >= 819 else 400)
        settle()
        shown.add(_title_whole(replay, name))
        # (and where the game is: a short part never left alone on a line, "Το τέλος ·")
        assert parts_left_alone(replay.where) == [], (width, shown_lines(replay.where))
        metrics = title.fontMetrics()
        widest = max(metrics.horizontalAdvance(word) for word in title.text().split())
        assert widest <= title.contentsRect().width(), (width, title.text())
        lines = title.height() // metrics.lineSpacing()
        assert lines <= 2 and title.heightForWidth(title.width()) <= title.height(), width
    assert name in shown  # (819×480 narrows it)


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_a_game_begun_in_greek_is_told_in_polish_with_polish_seat_names(window, qtbot, game):
    """A finished game whose seats kept their default names, played in Greek, looked at again
    in Polish: its log names the seats as the Polish pages do ("Gracz 1", never "Παίκτης 1")."""
    from sheetdesk.ui.formatting import default_name

    window.set_language("el")
    greek = [default_name(1), default_name(2)]
    _game(game, greek, 1)
    window.set_language("pl")
    page = _open(window, qtbot)
    _rows(page)
    QTest.keyClick(page.table, Qt.Key.Key_Return)
    replay = window.page("replay")
    log = [replay.log_list.item(row).text() for row in range(replay.log_list.count())]
    assert log and not [line for line in log if any(name in line for name in greek)]
