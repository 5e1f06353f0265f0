"""One match, several windows and copies, for every registered game: a second window on a match
shows it read-only and writes nothing, a match open in one window cannot be deleted from another
(and its lock survives the attempt), an older copy opened from elsewhere never replaces the newer
save (the player chooses), temporary files of killed writes go when the app starts, and files
that are not ordinary files are refused at once."""

from __future__ import annotations

import os
import shutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.core import paths, registry, savefile
from sheetdesk.ui.i18n import Translators
from sheetdesk.ui.main_window import MainWindow
from sheetdesk.ui.settings import Settings

from .helpers import play, position, start

WAIT_MS = 60_000  # (a wait ends on what it waits for: the timeout is for a loaded machine)

GAMES = sorted(registry.games_by_id())


@pytest.fixture
def second(window, make_window):
    """A second main window (another sheetdesk instance on the same saves folder)."""
    return make_window()


def saved_position(window):  # type: ignore[no-untyped-def]
    return position(window.controller.save_path)


@pytest.mark.parametrize("game", GAMES)
def test_a_second_window_on_a_match_is_read_only_and_writes_nothing(
    game, window, second, messages, tmp_path
):
    start(window, game, humans=1)
    play(window, 2)
    window.controller.flush_save()
    path = window.controller.save_path
    assert second.open_path(path, external=False)
    assert second.controller.read_only
    assert any("read-only" in text for _title, text in messages)
    written = path.read_bytes()
    play(second, 3)  # nothing a player does there is applied or written
    assert path.read_bytes() == written
    play(window, 2)  # the first window goes on saving
    assert saved_position(window) == (window.session.log, window.session.cursor)
    copy = tmp_path / "copy.sheetdesk"
    shutil.copy(path, copy)
    second.close_game()
    assert second.open_path(copy, external=True)  # a copy of it from elsewhere: read-only too
    assert second.controller.read_only
    second.close_game()
    play(window, 1)
    final = (window.session.log, window.session.cursor)
    window.close_game()
    assert position(path) == final


@pytest.mark.parametrize("game", GAMES)
def test_a_match_open_in_another_window_cannot_be_deleted(game, window, second, messages, qtbot):
    start(window, game, humans=1)
    play(window, 2)
    path = window.controller.save_path
    second.show_saved_games()
    page = second.page("saved")
    page.select_row(0)
    QTest.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
    assert path.exists()
    title, text = messages[-1]
    assert title == "Could not delete" and path.name in text and "another" in text
    assert len(page.summaries) == 1
    # the first window goes on saving, and no other window can take the match over
    play(window, 2)
    assert saved_position(window) == (window.session.log, window.session.cursor)
    second.open_path(path, external=False)
    assert second.controller.read_only
    second.close_game()
    # once the first window has left it, it can be deleted
    window.show_start()
    second.show_saved_games()
    page.select_row(0)
    QTest.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
    assert not path.exists() and page.summaries == []


def _older_copy_and_newer_save(window, game, tmp_path):  # type: ignore[no-untyped-def]
    start(window, game, humans=1)
    play(window, 2)
    window.controller.flush_save()
    path = window.controller.save_path
    stick = tmp_path / "stick"
    stick.mkdir()
    copy = stick / "our-game.sheetdesk"
    shutil.copy(path, copy)
    play(window, 3)
    newer = (window.session.log, window.session.cursor)
    window.show_start()
    assert position(path) == newer
    return path, copy, newer


@pytest.mark.parametrize("game", GAMES)
def test_an_older_copy_asks_and_can_open_the_newer_save(game, window, dialog_log, tmp_path):
    path, copy, newer = _older_copy_and_newer_save(window, game, tmp_path)
    copied = copy.read_bytes()
    dialog_log.answers = [0]  # Open my saved game
    assert window.open_path(copy, external=True)
    ((title, _text, buttons),) = dialog_log.asked
    assert title == "This game is already in your saved games"
    assert buttons == ["Open my saved game", "Open the copy as a separate game", "Cancel"]
    assert (window.session.log, window.session.cursor) == newer
    assert window.controller.save_path == path
    play(window)
    assert position(path) == (window.session.log, window.session.cursor)
    assert len(window.session.log) > len(newer[0])
    assert copy.read_bytes() == copied  # a file from elsewhere is never changed


@pytest.mark.parametrize("game", GAMES)
def test_an_older_copy_can_open_as_a_separate_game(game, window, dialog_log, tmp_path):
    path, copy, newer = _older_copy_and_newer_save(window, game, tmp_path)
    old = position(copy)
    dialog_log.answers = [1]
    assert window.open_path(copy, external=True)
    separate = window.controller.save_path
    assert separate != path and window.session.match_id != savefile.load(path).match_id
    assert (window.session.log, window.session.cursor) == old
    play(window)
    played = (window.session.log, window.session.cursor)
    window.show_start()
    assert position(path) == newer
    assert position(separate) == played
    summaries, errors = savefile.list_saves()
    assert errors == [] and len(summaries) == 2
    backup = path.with_name(path.name + ".bak")
    assert len(savefile.load(backup).log) >= len(old[0])  # the backup never went back either


@pytest.mark.parametrize("game", GAMES)
def test_cancelling_leaves_everything_as_it_was(game, window, dialog_log, tmp_path):
    path, copy, newer = _older_copy_and_newer_save(window, game, tmp_path)
    dialog_log.answers = [2]
    assert not window.open_path(copy, external=True)
    assert window.controller is None
    assert position(path) == newer
    assert len(savefile.list_saves()[0]) == 1


@pytest.mark.parametrize("game", GAMES)
def test_a_newer_copy_or_the_same_one_opens_without_asking(game, window, dialog_log, tmp_path):
    start(window, game, humans=1)
    play(window, 2)
    window.controller.flush_save()
    path = window.controller.save_path
    same = tmp_path / "same.sheetdesk"
    shutil.copy(path, same)
    play(window, 2)
    window.controller.flush_save()
    newer_copy = tmp_path / "newer.sheetdesk"
    shutil.copy(path, newer_copy)
    newer = position(path)
    window.show_start()
    # the saves folder goes back to the older position (e.g. restored from a backup)
    older_save = savefile.load(same)
    savefile.write(older_save, path)
    assert window.open_path(newer_copy, external=True)
    assert dialog_log.asked == []
    window.controller.flush_save()
    assert position(path) == newer
    window.show_start()
    shutil.copy(path, same)
    assert window.open_path(same, external=True)
    assert dialog_log.asked == [] and window.controller.save_path == path


@pytest.mark.parametrize("game", GAMES)
def test_an_older_copy_given_at_start_asks_once_the_window_is_up(
    game, qtbot, data_dir, dialog_log, tmp_path
):
    first = MainWindow(Translators(), Settings())
    qtbot.addWidget(first)
    _path, copy, newer = _older_copy_and_newer_save(first, game, tmp_path)
    first.close()
    window = MainWindow(Translators(), Settings())
    qtbot.addWidget(window)
    dialog_log.answers = [0]
    window.open_at_start(copy)
    assert dialog_log.asked == []  # not before the first paint
    window.show()
    qtbot.waitUntil(lambda: bool(dialog_log.asked), timeout=WAIT_MS)
    assert (window.session.log, window.session.cursor) == newer
    window.close_game()


def test_leftover_temporary_files_go_when_the_app_starts(qtbot, data_dir):
    folder = paths.saves_dir()
    leftover = folder / ".0123abcd.sheetdesk.x8k2_0qz.tmp"
    leftover.write_bytes(b'{"format": "sheetdesk-save", "cut')
    window = MainWindow(Translators(), Settings())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.first_paint.done, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not leftover.exists(), timeout=WAIT_MS)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_opening_a_fifo_says_so_at_once(window, messages, tmp_path):
    fifo = tmp_path / "pipe.sheetdesk"
    os.mkfifo(fifo)
    assert not window.open_at_start(fifo)
    assert any("pipe.sheetdesk" in text and "not an ordinary file" in text for _t, text in messages)
