"""The main window end to end: Continue, undo, saved games, bad saves, language switch,
read-only when locked (a whole game by clicks is each game's own: sheetdesk/games/<id>/tests/)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.core import registry, savefile
from sheetdesk.core.protocol import hides_secrets
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.declared import quick_bot
from tests.ui.driving import (
    assert_takes_no_input,
    key_to_item,
    ok_in_settings,
    pass_handover,
    play_by_hint,
    wait_for_turn,
)

# Every game (its id), and those whose players hide something from each other: a game of two
# people there opens, and goes on, on the hand-over page (a game with no secrets never shows it).
EVERY_GAME = pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
HIDING_GAME = pytest.mark.parametrize(
    "game", [entry.id for entry in registry.GAMES if hides_secrets(entry.rules())]
)
# Those where a family plays in the open (no hand-over between a person and a computer)
OPEN_GAME = pytest.mark.parametrize(
    "game", [entry.id for entry in registry.GAMES if not hides_secrets(entry.rules())]
)


def start(window, game, names=("Ana", "Ben"), seed=4242, computers=()):
    players = tuple(
        Player(name, "bot", quick_bot(game)) if i in computers else Player(name)
        for i, name in enumerate(names)
    )
    window.start_new(NewGameChoice(registry.get(game), players, {}, seed))
    window.controller.bot_delay_ms = 0


@HIDING_GAME
def test_start_page_continue_shows_last_unfinished(window, qtbot, game):
    window.refresh_start()
    assert not window.start_page.continue_button.isEnabled()
    start(window, game, names=("Zoe", "Max"))
    pass_handover(window)
    match_id = window.session.match_id
    cursor = window.session.cursor
    window.show_start()
    assert window.start_page.continue_button.isEnabled()
    assert "Zoe" in window.start_page.continue_details.text()
    QTest.mouseClick(window.start_page.continue_button, Qt.MouseButton.LeftButton)
    assert window.session.match_id == match_id
    assert window.session.cursor == cursor
    assert window.current_page_name() == "handover"  # a resumed game opens on the hand-over


@EVERY_GAME
def test_undo_menu_is_named_after_the_action(window, qtbot, game):
    start(window, game)
    session = window.session
    bot = registry.get(game).bot(quick_bot(game))
    mover = ""
    for step in range(60):
        if window.undo_action.isEnabled():
            break
        if window.current_page_name() == "handover":
            pass_handover(window)
            continue
        qtbot.waitUntil(window.controller.can_hint)  # (the dice landed: the sheet takes keys)
        seat = session.acting_seat()
        mover = session.players[seat].name
        play_by_hint(
            window, bot(session.view(seat), seat, list(session.legal_actions(seat)), Rng(step))
        )
    assert window.undo_action.isEnabled()
    assert mover and mover in window.undo_action.text()
    cursor = session.cursor
    window.undo_action.trigger()
    assert session.cursor == cursor - 1
    assert window.redo_action.isEnabled()
    window.redo_action.trigger()
    assert session.cursor == cursor


BAD_SAVES = {
    "empty": b"",
    "truncated": None,  # filled from a good save
    "not_json": b"hello, this is not json",
    "future": None,
    "unknown_game": None,
    "illegal": None,
    "mismatch": None,
}


def _good_save(game):
    from sheetdesk.core.session import Session

    entry = registry.get(game)
    session = Session.new(entry.rules(), [Player("A"), Player("B")], {}, 5)
    bot = entry.bot(quick_bot(entry))
    for step in range(12):
        seat = session.acting_seat()
        session.act(
            seat, bot(session.view(seat), seat, list(session.legal_actions(seat)), Rng(step))
        )
    return json.loads(savefile.dumps(session))


def _bad(kind, good):
    data = json.loads(json.dumps(good))
    if kind == "empty":
        return b""
    if kind == "not_json":
        return b"hello, this is not json"
    if kind == "truncated":
        return json.dumps(good).encode()[:200]
    if kind == "future":
        data["format_version"] = 999
    elif kind == "unknown_game":
        data["game_id"] = "chess"
    elif kind == "illegal":
        entries = data["log"]
        index = next(i for i, e in enumerate(entries) if e.get("seat") is not None)
        # a move no game has (the rules refusing a move of their own where it is logged is
        # tested with the saves, tests/core/test_savefile.py: both are "not allowed")
        entries[index]["action"] = {"kind": "no game's move", "slot": 77}
    elif kind == "mismatch":
        data["snapshot"] = {"nothing": "here"}
    return json.dumps(data).encode()


@pytest.mark.parametrize(
    "kind", ["empty", "truncated", "not_json", "future", "unknown_game", "illegal", "mismatch"]
)
@EVERY_GAME
def test_each_bad_save_shows_its_message(window, messages, tmp_path, kind, game):
    from sheetdesk.core import paths

    good = _good_save(game)
    bad = paths.saves_dir() / f"bad_{kind}.sheetdesk"
    bad.write_bytes(_bad(kind, good))
    opened = window.open_path(bad, external=False)
    if opened:  # a summary-level problem only shows when listing; open must refuse the rest
        pytest.fail(f"{kind} save opened")
    assert messages, kind
    _title, text = messages[-1]
    assert bad.name in text
    if kind == "future":  # a newer version's save stays where it is, for that version
        assert bad.exists() and "newer version" in text
    else:
        assert not bad.exists()  # quarantined, never deleted
        assert any(paths.quarantine_dir().iterdir())
    assert window.current_page_name() in ("start", "")


@EVERY_GAME
def test_bad_save_in_list_is_reported_and_others_still_list(window, messages, tmp_path, game):
    from sheetdesk.core import paths

    good = _good_save(game)
    (paths.saves_dir() / "broken.sheetdesk").write_bytes(b"{")
    (paths.saves_dir() / "fine.sheetdesk").write_bytes(json.dumps(good).encode())
    window.show_saved_games()
    page = window.page("saved")
    assert len(page.summaries) == 1
    assert messages and "broken.sheetdesk" in messages[-1][1]


def test_open_from_elsewhere_bad_file_keeps_it(window, messages, tmp_path):
    outside = tmp_path / "gift.sheetdesk"
    outside.write_text("nonsense")
    assert not window.open_path(outside, external=True)
    assert outside.exists()
    assert "gift.sheetdesk" in messages[-1][1]


@EVERY_GAME
def test_delete_a_saved_game(window, messages, game):
    start(window, game)
    path = window.controller.save_path
    window.show_saved_games()
    page = window.page("saved")
    assert len(page.summaries) == 1
    page.select_row(0)
    QTest.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
    assert not path.exists()
    assert page.summaries == []


@EVERY_GAME
def test_locked_game_opens_read_only(window, messages, game):
    start(window, game)
    path = window.controller.save_path
    window.show_start()
    other = savefile.MatchLock(path)
    assert other.acquire()
    try:
        window.open_path(path, external=False)
        assert window.controller.read_only
        assert any("read-only" in text for _title, text in messages)
        assert_takes_no_input(window.page("table").table)
    finally:
        window.close_game()
        other.release()


@pytest.mark.parametrize(
    ("names", "titles"),
    [
        (("Tomek", "Ania"), ("Przekaż laptop Tomkowi", "Przekaż laptop Ani")),
        (("Babcia Ola", "Dziadek"), ("Przekaż laptop Babci Oli", "Przekaż laptop Dziadkowi")),
        (
            ("Kate", "Mike"),
            ("Przekaż laptop — teraz gra Kate", "Przekaż laptop — teraz gra Mike"),
        ),
    ],
)
@HIDING_GAME
def test_the_polish_hand_over_names_the_player_in_the_dative(window, names, titles, game):
    """Polish says whom the laptop goes to in the dative where the name is a Polish one, and
    names anyone else as typed."""
    window.set_language("pl")
    start(window, game, names=names)
    assert window.current_page_name() == "handover"
    seat = window.session.acting_seat()
    assert window.page("handover").title.text() == titles[seat]
    window.set_language("en")
    assert window.page("handover").title.text() == f"Pass the laptop to {names[seat]}"


@HIDING_GAME
def test_language_switch_changes_visible_texts(window, game):
    assert window.start_page.new_button.text() == "New game"
    window.set_language("el")
    assert window.start_page.new_button.text() == "Νέο παιχνίδι"
    assert window.game_menu.title() == "&Παιχνίδι"
    window.set_language("pl")
    assert window.start_page.new_button.text() == "Nowa gra"
    start(window, game)
    assert window.page("handover").button.text().startswith("To ja")
    window.set_language("en")
    assert window.page("handover").button.text().startswith("I'm")
    from sheetdesk.ui.settings import load_settings

    assert load_settings().language == "en"


def test_the_application_has_the_sheetdesk_window_icon(qapp):
    from sheetdesk.ui.app import create_application

    app = create_application([])
    assert not app.windowIcon().isNull()
    assert app.windowIcon().pixmap(32, 32).width() == 32


def test_a_first_paint_watch_deleted_before_it_reports_stays_silent(qtbot, monkeypatch):
    """(The window drops the hand-over page's watch when the page comes again at once; a watch
    that saw the paint must not report from the grave.)"""
    import sys

    import shiboken6
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QWidget

    from sheetdesk.ui.main_window import _FirstPaint

    raised: list[BaseException] = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, value, trace: raised.append(value))
    page = QWidget()
    qtbot.addWidget(page)
    watches: list[_FirstPaint] = []

    class DropAfterPaint(QObject):  # (runs after the watch's own filter: installed first)
        def eventFilter(self, watched, event):  # type: ignore[no-untyped-def]
            if event.type() == QEvent.Type.Paint and watches and watches[0].done:
                shiboken6.delete(watches.pop())  # gone before the event loop turns again
            return False

    dropper = DropAfterPaint(page)
    page.installEventFilter(dropper)
    watch = _FirstPaint(page)
    watches.append(watch)
    heard: list[bool] = []
    watch.painted.connect(lambda: heard.append(True))
    page.show()
    qtbot.waitUntil(lambda: not watches)
    qtbot.wait(20)
    assert raised == [] and heard == []


def test_the_windows_own_work_after_its_first_paint_comes_after_whatever_waits_for_it(
    qtbot, data_dir, monkeypatch
):
    """Cleaning the saves folder after the first paint is left for a later turn of the event
    loop: anything else told of the first paint (a message waiting for the window, the start-up
    benchmark's stamp) comes first."""
    from sheetdesk.ui.i18n import Translators
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.settings import Settings

    cleaned: list[bool] = []
    monkeypatch.setattr(savefile, "clean_leftovers", lambda: cleaned.append(True) or [])
    window = MainWindow(Translators(), Settings())
    qtbot.addWidget(window)
    told: list[bool] = []
    window.first_paint.painted.connect(lambda: told.append(bool(cleaned)))
    window.show()
    qtbot.waitUntil(lambda: bool(cleaned))
    assert told == [False]
    assert window.current_page_name() == "start"


def test_work_left_for_after_the_repaint_dies_with_a_deleted_window(qtbot, data_dir):
    """A window deleted right after it was hidden with work pending (the app's last window as
    it quits, a test's window at its end): the pending call goes with it, and nothing calls into
    the deleted window afterwards."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from sheetdesk.ui.i18n import Translators
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.settings import Settings

    done: list[str] = []
    window = MainWindow(Translators(), Settings())
    window.after_repaint(lambda: done.append("ran"))  # hidden: on the next turn of the loop
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.wait(20)  # an error raised in the event loop here fails the test (pytest-qt)
    assert done == []


@OPEN_GAME
def test_a_seats_default_name_follows_the_language_in_the_header_and_the_log(window, qtbot, game):
    """A game begun in Greek with the seats' default names, the language changed to Polish in
    its middle: the header, the hint and the log name the seats as the scores do, in Polish."""
    from PySide6.QtWidgets import QApplication

    from sheetdesk.ui.formatting import default_name

    entry = registry.get(game)
    window.set_language("el")
    greek = [default_name(1), default_name(2)]
    players = (Player(greek[0]), Player(greek[1], "bot", entry.bots[0]))
    window.start_new(NewGameChoice(entry, players, {}, 4))
    window.controller.bot_delay_ms = 0
    page = window.page("table")
    qtbot.waitUntil(lambda: page.log_list.count() > 0)
    window.set_language("pl")
    polish = [default_name(1), default_name(2)]
    assert wait_for_turn(window, qtbot, 0)
    bar = window.statusBar()
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_H)
    looking = bar.currentMessage()
    qtbot.waitUntil(lambda: bar.currentMessage() not in ("", looking), timeout=10_000)
    log = [page.log_list.item(i).text() for i in range(page.log_list.count())]
    shown = [page.turn_label.text(), bar.currentMessage(), *log]
    assert not [line for line in shown if any(name in line for name in greek)], shown
    assert any(name in line for line in shown for name in polish), shown


@OPEN_GAME
def test_a_message_said_before_the_language_changes_goes_with_it(window, qtbot, game):
    """The status line's hint, said in Greek, is not left there in Greek once the family
    switches to Polish (it would stay for seconds under Polish pages)."""
    from PySide6.QtWidgets import QApplication

    window.set_language("el")
    start(window, game, computers=(1,))
    bar = window.statusBar()
    assert wait_for_turn(window, qtbot, 0)
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_H)
    looking = bar.currentMessage()
    qtbot.waitUntil(lambda: bar.currentMessage() not in ("", looking), timeout=10_000)
    greek = bar.currentMessage()
    window.set_language("pl")
    assert bar.currentMessage() != greek


@HIDING_GAME
def test_the_hand_over_names_a_seats_default_name_in_the_language_now(window, game):
    """A game of two begun in Greek with the seats' default names, the language changed to
    Polish on its hand-over page: the page names the player in Polish."""
    from sheetdesk.ui.formatting import default_name

    window.set_language("el")
    greek = [default_name(1), default_name(2)]
    start(window, game, names=greek)
    assert window.current_page_name() == "handover"
    window.set_language("pl")
    page = window.page("handover")
    shown = [page.title.text(), page.hint.text(), page.button.text()]
    assert not [text for text in shown if any(name in text for name in greek)], shown


def _language_changes_by_settings(window, monkeypatch, language: str) -> int:
    """Settings, as a user opens it from the menu: `language` chosen with the keys, OK clicked;
    how many LanguageChange events (a retranslation of every page) the window was sent."""
    from PySide6.QtCore import QEvent

    from tests.ui.counted_events import EventCount

    def choose(dialog) -> None:  # type: ignore[no-untyped-def]
        assert dialog.focusWidget() is dialog.language_combo
        key_to_item(dialog.language_combo, language)

    count = EventCount(QEvent.Type.LanguageChange)
    window.installEventFilter(count)
    ok_in_settings(window, monkeypatch, choose)
    window.removeEventFilter(count)
    assert window.settings.language == language
    return count.count


def test_settings_ok_retranslates_only_a_language_changed(window, monkeypatch):
    """OK in Settings with the language shown as it was: nothing is retranslated (every page
    and the game's table again, a stall for nothing), though a language named for the system's
    own is remembered; another language is shown at once."""
    from sheetdesk.ui import i18n
    from sheetdesk.ui.settings import load_settings

    monkeypatch.setattr(i18n, "system_language", lambda: "en")
    assert _language_changes_by_settings(window, monkeypatch, window.settings.language) == 0
    assert _language_changes_by_settings(window, monkeypatch, "en") == 0
    assert load_settings().language == "en"
    assert _language_changes_by_settings(window, monkeypatch, "el") > 0
    assert window.start_page.new_button.text() == "Νέο παιχνίδι"
