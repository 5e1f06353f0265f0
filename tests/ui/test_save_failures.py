"""When saving fails, the players hear of it at once (even for the very first write), the warning
goes away when saving works again, and closing a game whose last moves are not saved asks first
and offers to save it elsewhere. A save the loader would accept but not write again is refused
with a message instead of crashing the app."""

from __future__ import annotations

import errno
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.core import paths, registry, savefile
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.driving import pass_handover, play_by_hint

ENTRY = registry.GAMES[0]  # (any game would do)


class Disk:
    """The saves folder's disk: full (every write there fails with ENOSPC) or not; other disks
    (a USB stick) have room."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.full = False
        real = savefile.write_bytes_atomic

        def write(path, payload, *, durable=True):  # type: ignore[no-untyped-def]
            if self.full and path.parent == paths.saves_dir():
                raise OSError(errno.ENOSPC, "No space left on device")
            return real(path, payload, durable=durable)

        monkeypatch.setattr(savefile.writing, "write_bytes_atomic", write)


@pytest.fixture
def disk(monkeypatch):
    return Disk(monkeypatch)


def start(window, names=("Ana",), seed=31):  # type: ignore[no-untyped-def]
    players = tuple(Player(name) for name in names)
    window.start_new(NewGameChoice(ENTRY, players, {}, seed))


def play(window, moves=1):  # type: ignore[no-untyped-def]
    """The acting player makes `moves` moves (greedy choices, following their hint by keys)."""
    session = window.session
    for _ in range(moves):
        if window.current_page_name() == "handover":
            pass_handover(window)
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        play_by_hint(window, ENTRY.bot()(session.view(seat), seat, legal, Rng(seat)))


def saved_position(window):  # type: ignore[no-untyped-def]
    loaded = savefile.load(window.controller.save_path)
    return loaded.log, loaded.cursor


# --- the very first write ------------------------------------------------------------------------


def test_the_first_write_of_a_new_game_that_fails_is_shown(window, disk):
    disk.full = True
    start(window, names=("Ana", "Ben"))
    assert window.current_page_name() == "handover"
    assert window.save_status.isVisible()
    assert "disk is full" in window.save_status.text()


def test_the_first_write_of_a_file_opened_from_elsewhere_that_fails_is_shown(
    window, disk, tmp_path
):
    session = Session.new(ENTRY.rules(), [Player("Ana")], {}, 5)
    copy = tmp_path / "from-a-stick.sheetdesk"
    savefile.write(session, copy)
    disk.full = True
    assert window.open_path(copy, external=True)
    assert window.save_status.isVisible()
    assert "disk is full" in window.save_status.text()


# --- the warning stays until saving works again --------------------------------------------------


def test_the_save_warning_stays_until_saving_works_again(window, disk, qtbot):
    start(window)
    play(window)
    disk.full = True
    play(window)
    qtbot.waitUntil(lambda: window.save_status.isVisible())
    banner = window.page("table").banner
    assert banner.isVisible() and "disk is full" in banner.text()
    play(window)  # the next move clears the status message: not the save warning
    assert window.save_status.isVisible() and banner.isVisible()
    disk.full = False
    play(window)
    assert not window.save_status.isVisible()
    assert not banner.isVisible()
    assert saved_position(window) == (window.session.log, window.session.cursor)


# --- closing a game whose last moves are not saved -----------------------------------------------


def _failing_game(window, disk):  # type: ignore[no-untyped-def]
    start(window)
    play(window)
    disk.full = True
    play(window, 2)
    assert window.controller.unsaved


def test_quitting_while_saves_fail_asks_and_cancel_keeps_playing(window, disk, dialog_log):
    _failing_game(window, disk)
    dialog_log.answers = [2]  # Cancel
    window.close()
    assert window.isVisible() and window.controller is not None
    ((_title, text, buttons),) = dialog_log.asked
    assert "could not be saved" in text and "disk is full" in text
    assert buttons[0] == "Save elsewhere…"


def test_quitting_while_saves_fail_can_save_elsewhere(window, disk, dialog_log, tmp_path):
    _failing_game(window, disk)
    session = window.session
    dialog_log.answers = [0]
    dialog_log.save_as = str(tmp_path / "rescued")  # the suffix is added
    window.close()
    assert not window.isVisible()
    rescued = savefile.load(tmp_path / "rescued.sheetdesk")
    assert (rescued.log, rescued.cursor) == (session.log, session.cursor)


def test_closing_without_saving_is_a_choice(window, disk, dialog_log):
    _failing_game(window, disk)
    dialog_log.answers = [1]
    QTest.mouseClick(window.page("table").leave_button, Qt.MouseButton.LeftButton)
    assert window.current_page_name() == "start" and window.controller is None
    assert len(dialog_log.asked) == 1


def test_no_question_when_saving_works_again_at_the_end(window, disk, dialog_log):
    _failing_game(window, disk)
    session = window.session
    disk.full = False
    QTest.mouseClick(window.page("table").leave_button, Qt.MouseButton.LeftButton)
    assert dialog_log.asked == []
    assert window.current_page_name() == "start"
    loaded = savefile.load(savefile.save_path_for(session.match_id))
    assert (loaded.log, loaded.cursor) == (session.log, session.cursor)


# --- a value the loader accepted but the writer could not write ----------------------------------


@pytest.mark.parametrize("where", ["saves", "elsewhere"])
def test_a_save_from_the_year_one_is_refused_with_a_message(window, messages, tmp_path, where):
    session = Session.new(ENTRY.rules(), [Player("Ana")], {}, 5)
    folder = paths.saves_dir() if where == "saves" else tmp_path
    path = savefile.write(session, folder / "ancient.sheetdesk")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["created"] = "0001-01-01T00:30:00+01:00"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert not window.open_at_start(path)
    assert window.controller is None
    assert any("ancient.sheetdesk" in text for _title, text in messages)
    assert path.exists() == (where == "elsewhere")
