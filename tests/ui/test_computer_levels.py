"""Computer players a family chooses and asks:

- the New game dialog gives each computer seat a level (Easy, Medium, Hard; Medium the first
  time, then the level chosen last, kept in the settings); saves with "greedy" or "random"
  computers still open and play;
- a computer that searches does so off the GUI thread: the header says "… is thinking…" with a
  busy bar, the window keeps turning its event loop, and a new game, leaving the game, quitting
  or an undo (of a hint being looked for) cancel the search and drop its late result; Easy and
  greedy computers move at once, with no thread;
- Hint (button, H, menu) shows the computer's suggestion on the sheet of every game, plays
  nothing, and is gone with the next position; the settings can turn hints off.

The window is driven by clicks and keys. A few computer players are wrapped so that the test
decides when their search may finish (`Gated`): the real search under them, held at a gate.
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

from sheetdesk.core import registry, savefile
from sheetdesk.core.rng import Rng
from sheetdesk.core.search import Level, SearchBot
from sheetdesk.core.session import Player, Session
from sheetdesk.ui.new_game_dialog import LEVELS, NewGameChoice, NewGameDialog
from sheetdesk.ui.settings import load_settings
from tests.declared import quick_bot, redeclare, swap_bot
from tests.ui.driving import (
    badge_misplaced,
    choose_item,
    pass_handover,
    play_by_hint,
    press,
    wait_for_turn,
)

# the first game declaring the levels (searches) and the old greedy and random computers
ENTRY = next(e for e in registry.GAMES if {*LEVELS, "greedy", "random"} <= set(e.bots))
TURNS_LOOKED_AT = 8  # (the positions whose every move's badge is checked)
HINT_PLAYOUTS = 32  # a hint's search in a test: a few playouts, no time cap (`few_playouts`)
UNREACHED_CAP = 60.0  # seconds: a time cap a test's few playouts never reach, however loaded


def level(name: str) -> SearchBot[Any, Any]:
    """The game's computer player of that level, as it declares it: a search."""
    bot = ENTRY.bot(name)
    assert isinstance(bot, SearchBot), name
    return bot


def few_playouts(level: Level) -> Level:
    """`level` searching a few playouts and no time cap: its choice is the same on a loaded
    machine as on a quiet one (a time cap would stop it after fewer playouts there)."""
    return replace(
        level, playouts=min(level.playouts, HINT_PLAYOUTS), seconds=None, step_seconds=None
    )


class Gated(SearchBot[Any, Any]):
    """A level's real search that first waits at a gate the test opens. `obeys`: it stops
    waiting when its cancel flag is set (as the search does between playouts); otherwise it
    answers late, whatever happened meanwhile."""

    def __init__(self, inner: SearchBot[Any, Any], *, obeys: bool = True) -> None:
        super().__init__(inner.game, inner.level)
        self.gate = threading.Event()
        self.started = threading.Event()
        self.returned = threading.Event()
        self.flags: list[Any] = []
        self.obeys = obeys
        self.threads: list[threading.Thread] = []

    def wait_gate(self, cancel: Any) -> None:
        self.flags.append(cancel)
        self.threads.append(threading.current_thread())
        self.started.set()
        while not self.gate.is_set():
            if self.obeys and cancel is not None and cancel.is_set():
                break
            time.sleep(0.002)

    def __call__(self, view, seat, legal, rng, cancel=None, log=(), seconds=None):  # type: ignore[no-untyped-def]
        self.wait_gate(cancel)
        try:
            return super().__call__(view, seat, legal, rng, cancel, log, seconds)
        finally:
            self.returned.set()

    def hint(self, view, seat, legal, cancel=None, log=()):  # type: ignore[no-untyped-def]
        self.wait_gate(cancel)
        try:
            return super().hint(view, seat, legal, cancel, log)
        finally:
            self.returned.set()


def start(window, players, seed=11):  # type: ignore[no-untyped-def]
    window.start_new(NewGameChoice(ENTRY, tuple(players), {}, seed))
    window.controller.bot_delay_ms = 0
    return window.session


def human_moves_until(window, qtbot, done, limit=200):  # type: ignore[no-untyped-def]
    """The human players move (greedy's choice, following its hint by keys) until `done()`."""
    session = window.session
    greedy = ENTRY.bot(quick_bot(ENTRY))
    for step in range(limit):
        if done():
            return
        if window.current_page_name() == "handover":
            pass_handover(window)
            continue
        controller = window.controller
        if controller.bot_pending:
            qtbot.waitUntil(lambda: done() or not window.controller.bot_pending, timeout=10_000)
            continue
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        play_by_hint(window, greedy(session.view(seat), seat, legal, Rng(step)))
    raise AssertionError("the position wanted never came")


def chord(window, key) -> None:  # type: ignore[no-untyped-def]
    """Ctrl + `key`, to the widget that has the focus now."""
    target = QApplication.focusWidget() or window
    QTest.keyClick(target, key, Qt.KeyboardModifier.ControlModifier)


def thinking_header(window) -> str:  # type: ignore[no-untyped-def]
    return window.page("table").turn_label.text()


def busy_shown(window) -> bool:  # type: ignore[no-untyped-def]
    return window.page("table").busy.isVisible()


# --- the New game dialog ------------------------------------------------------------------------


def drive_dialog(window, monkeypatch, fill):  # type: ignore[no-untyped-def]
    """New game by Ctrl+N; `fill(dialog)` clicks in the dialog, then Start is clicked."""
    seen: list[NewGameDialog] = []

    def run(dialog: QDialog) -> bool:
        dialog.show()
        QTest.qWaitForWindowExposed(dialog)
        seen.append(dialog)  # type: ignore[arg-type]
        fill(dialog)
        QTest.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
        return dialog.result() == QDialog.DialogCode.Accepted

    monkeypatch.setattr(window, "exec_dialog", run)
    chord(window, Qt.Key.Key_N)
    assert seen, "Ctrl+N opened no dialog"
    back_to(window)
    return seen[0]


def back_to(window) -> None:  # type: ignore[no-untyped-def]
    """The dialog is gone: the window manager gives the main window the keyboard again (the
    offscreen platform has none to do it)."""
    window.activateWindow()
    QTest.qWaitForWindowActive(window)


def pick(combo, qtbot, text: str) -> None:  # type: ignore[no-untyped-def]
    """Open a combo box with a click and choose `text` with the keys, as a user does."""
    target = combo.findText(text)
    assert target >= 0, text
    choose_item(combo, qtbot, target)


def test_each_computer_seat_gets_a_level_medium_first_then_the_last_chosen(
    window, qtbot, monkeypatch
):
    def first(dialog: NewGameDialog) -> None:
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(ENTRY.id))
        QTest.mouseClick(dialog.computer_boxes[1], Qt.MouseButton.LeftButton)
        combo = dialog.bot_combos[1]
        assert combo.isEnabled()
        assert [combo.itemData(i) for i in range(combo.count())] == list(LEVELS)
        assert [combo.itemText(i) for i in range(combo.count())] == ["Easy", "Medium", "Hard"]
        assert combo.currentText() == "Medium"  # the first time
        assert combo.height() >= 36  # easy to hit
        pick(combo, qtbot, "Hard")

    drive_dialog(window, monkeypatch, first)
    assert window.session.players[1] == Player("Player 2", "bot", "hard")
    assert load_settings().bot_level == "hard"  # remembered across runs

    def second(dialog: NewGameDialog) -> None:
        QTest.mouseClick(dialog.more_button, Qt.MouseButton.LeftButton)
        QTest.mouseClick(dialog.computer_boxes[2], Qt.MouseButton.LeftButton)
        assert dialog.bot_combos[2].currentText() == "Hard"  # a new seat: the last level chosen
        pick(dialog.bot_combos[2], qtbot, "Easy")

    drive_dialog(window, monkeypatch, second)
    assert [p.bot for p in window.session.players] == ["", "hard", "easy"]
    assert load_settings().bot_level == "easy"


def test_a_game_without_levels_offers_its_own_computer_players(qtbot):
    dialog = NewGameDialog(level="hard")
    qtbot.addWidget(dialog)
    for index, entry in enumerate(dialog.games):
        dialog.game_combo.setCurrentIndex(index)
        combo = dialog.bot_combos[0]
        offered = [combo.itemData(i) for i in range(combo.count())]
        levels = [level for level in LEVELS if level in entry.bots]
        assert offered == (levels or list(entry.bots))
        if levels:
            assert combo.currentData() == "hard"


def test_level_names_are_translated(window, qtbot):
    window.set_language("pl")
    dialog = NewGameDialog(window)
    qtbot.addWidget(dialog)
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(ENTRY.id))
    names = [dialog.bot_combos[0].itemText(i) for i in range(3)]
    assert names != ["Easy", "Medium", "Hard"] and all(names)


def test_an_old_save_with_greedy_and_random_computers_opens_and_plays(window, qtbot, data_dir):
    players = (Player("Ana"), Player("Gus", "bot", "greedy"), Player("Rita", "bot", "random"))
    session = Session.new(ENTRY.rules(), players, {}, 5)
    path = savefile.write(session)
    assert window.open_path(path, external=False)
    window.controller.bot_delay_ms = 0
    session = window.session
    human_moves_until(
        window, qtbot, lambda: {e.seat for e in session.history if e.seat is not None} >= {1, 2}
    )
    assert [p.bot for p in session.players] == ["", "greedy", "random"]


# --- thinking off the GUI thread ----------------------------------------------------------------


def test_a_searching_computer_thinks_off_the_gui_thread_and_the_window_goes_on(
    window, qtbot, monkeypatch
):
    gated = Gated(level("medium"))
    swap_bot(monkeypatch, ENTRY, "medium", gated)
    session = start(window, [Player("Ana"), Player("Cleo", "bot", "medium")])
    human_moves_until(window, qtbot, lambda: window.controller.thinking_seat == 1)
    assert gated.started.wait(5)
    assert thinking_header(window) == "Cleo is thinking…"
    assert busy_shown(window)
    assert gated.threads[0] is not threading.main_thread()
    # the GUI thread keeps turning: a timer fires and the window repaints while Cleo thinks
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    length = len(session.log)
    qtbot.waitUntil(lambda: len(ticks) >= 5)
    timer.stop()
    window.page("table").grab()
    assert len(session.log) == length  # nothing is played before the search answers
    gated.gate.set()
    qtbot.waitUntil(lambda: len(session.log) > length, timeout=10_000)
    assert session.history[length].seat == 1
    qtbot.waitUntil(lambda: not busy_shown(window) or window.controller.thinking_seat is not None)


def test_the_app_lets_the_gui_thread_back_in_quickly_while_a_computer_searches(qapp):
    """The interpreter's switch interval is short in the app, so the window's many short calls
    into Qt do not each wait out a long slice of the search thread (the repaint times with both
    intervals are in benchmarks/RESULTS.md)."""
    import sys

    from sheetdesk.ui.app import GIL_SWITCH_SECONDS, create_application

    before = sys.getswitchinterval()
    try:
        sys.setswitchinterval(0.005)  # Python's default
        assert create_application(["sheetdesk"]) is qapp
        assert sys.getswitchinterval() == pytest.approx(GIL_SWITCH_SECONDS)
        assert GIL_SWITCH_SECONDS <= 0.001  # (5 ms made repaints 2-5 times as slow)
    finally:
        sys.setswitchinterval(before)


def test_real_medium_and_hard_computers_play_their_turns(window, qtbot):
    session = start(
        window, [Player("Ana"), Player("Cleo", "bot", "medium"), Player("Hal", "bot", "hard")]
    )
    seen: set[str] = set()

    def both_moved() -> bool:
        if window.controller.thinking_seat is not None:
            seen.add(thinking_header(window))
        return {e.seat for e in session.history if e.seat is not None} >= {1, 2}

    human_moves_until(window, qtbot, both_moved)
    assert seen & {"Cleo is thinking…", "Hal is thinking…"}


@pytest.mark.parametrize("level", ["easy", "greedy"])
def test_easy_and_greedy_computers_move_at_once_without_a_thread(window, qtbot, level):
    session = start(window, [Player("Ana"), Player("Eve", "bot", level)])
    human_moves_until(window, qtbot, lambda: any(e.seat == 1 for e in session.history), limit=400)
    assert window.controller.thinker.job == 0  # never a search on the worker thread
    assert "thinking" not in thinking_header(window)


def rounded(seconds: float | None) -> float | None:
    return None if seconds is None else round(seconds, 9)


class Timed(SearchBot[Any, Any]):
    """A level's real search that notes the time cap the app gives each decision: a few
    playouts under a cap they never reach, so that what it plays (and the positions the test
    goes through) is the same on a loaded machine."""

    def __init__(self, inner: SearchBot[Any, Any], computers: frozenset[int]) -> None:
        super().__init__(inner.game, replace(few_playouts(inner.level), seconds=UNREACHED_CAP))
        self.computers = computers
        # (seat, how many of the computers decide in the step together: 0 outside a
        # simultaneous step, seconds)
        self.caps: list[tuple[int, int, float | None]] = []
        self.session: Session | None = None

    def __call__(self, view, seat, legal, rng, cancel=None, log=(), seconds=None):  # type: ignore[no-untyped-def]
        assert self.session is not None
        # (a move known without searching, from its step's search made for another seat of it,
        # is given under no cap: only the searches count)
        if self.kept(view, seat, legal, log) is None:
            together = len(self.session.deciding_together() & self.computers)
            self.caps.append((seat, together, seconds))
        return super().__call__(view, seat, legal, rng, cancel, log, seconds)


def test_computers_deciding_the_same_step_share_the_time(window, qtbot, monkeypatch):
    """Three Hard computers choosing in one simultaneous step think one after another: each gets
    2/3 of Hard's cap, so the step costs the family 2 caps, not 3. Alone (its own turn, or the
    only computer of a simultaneous step's seats) or with one other, a computer gets its level's
    whole cap."""
    timed = Timed(level("hard"), computers=frozenset({1, 2, 3}))
    swap_bot(monkeypatch, ENTRY, "hard", timed)
    players = [Player("Ana"), *(Player(name, "bot", "hard") for name in ("Hal", "Ivy", "Max"))]
    session = start(window, players)
    timed.session = session

    def every_way_seen() -> bool:
        kinds = {(together, rounded(seconds)) for _, together, seconds in timed.caps}
        return {(3, rounded(timed.level.seconds * 2 / 3)), (0, None)} <= kinds

    human_moves_until(window, qtbot, every_way_seen, limit=400)
    shared = {rounded(seconds) for _, together, seconds in timed.caps if together == 3}
    assert shared == {rounded(timed.level.seconds * 2 / 3)}
    assert {seconds for _, together, seconds in timed.caps if together < 3} == {None}


def cleo_searching(window, qtbot, monkeypatch, *, obeys=True):  # type: ignore[no-untyped-def]
    """Ana plays against Cleo (Medium) until Cleo's search is under way, held at its gate:
    (Cleo's search, the session, its log length then, its save file)."""
    gated = Gated(level("medium"), obeys=obeys)
    swap_bot(monkeypatch, ENTRY, "medium", gated)
    session = start(window, [Player("Ana"), Player("Cleo", "bot", "medium")])
    human_moves_until(window, qtbot, lambda: window.controller.thinking_seat == 1)
    assert gated.started.wait(5)
    return gated, session, len(session.log), window.controller.save_path


def assert_nothing_played(qtbot, session, length, path) -> None:  # type: ignore[no-untyped-def]
    qtbot.wait(50)
    QApplication.processEvents()
    assert len(session.log) == length  # the late move never reached the game
    assert len(savefile.load(path).log) == length


def test_a_new_game_cancels_the_search_and_its_late_result_is_dropped(window, qtbot, monkeypatch):
    # a search that does not stop when told (as if it were in a long playout)
    gated, old, length, path = cleo_searching(window, qtbot, monkeypatch, obeys=False)

    def keep_humans(dialog: NewGameDialog) -> None:
        if dialog.computer_boxes[1].isChecked():
            QTest.mouseClick(dialog.computer_boxes[1], Qt.MouseButton.LeftButton)

    drive_dialog(window, monkeypatch, keep_humans)
    assert window.session is not old
    assert gated.flags[0].is_set()
    gated.gate.set()  # it answers now, too late
    assert gated.returned.wait(10)
    assert_nothing_played(qtbot, old, length, path)
    assert not busy_shown(window)
    assert "thinking" not in thinking_header(window)


def test_leaving_the_game_cancels_the_search(window, qtbot, monkeypatch):
    gated, session, length, path = cleo_searching(window, qtbot, monkeypatch)
    QTest.mouseClick(window.page("table").leave_button, Qt.MouseButton.LeftButton)
    assert window.current_page_name() == "start"
    assert gated.flags[0].is_set()
    assert gated.returned.is_set()  # the worker has returned: no thread outlives the game
    assert_nothing_played(qtbot, session, length, path)


def test_quitting_cancels_the_search(window, qtbot, monkeypatch):
    gated, session, length, path = cleo_searching(window, qtbot, monkeypatch)
    chord(window, Qt.Key.Key_Q)
    assert not window.isVisible()
    assert gated.flags[0].is_set() and gated.returned.is_set()
    assert_nothing_played(qtbot, session, length, path)


def outlined_buttons(table) -> list[Any]:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QPushButton

    return [b for b in table.findChildren(QPushButton) if b.property("hint") and b.isVisible()]


def assert_marked(table, legal) -> None:  # type: ignore[no-untyped-def]
    """The hinted action is shown: outlines on the sheet with a "Hint" label on the first (not
    colour alone), placed where it hides nothing it could leave in sight and a click on it
    makes no other move (`badge_misplaced`), or the button to press outlined."""
    markers = table.hint_markers
    if markers:
        assert markers[0].label == "Hint" and all(not m.label for m in markers[1:])
        for marker in markers:
            assert marker.isVisible() and marker.scene() is not None
        misplaced = badge_misplaced(table, legal)
        assert not misplaced, f"{table.hinted}: {misplaced}"
    else:
        assert outlined_buttons(table), f"{table.hinted} is not shown"


# --- hints ----------------------------------------------------------------------------------------


def human_turn(window, qtbot, players=None):  # type: ignore[no-untyped-def]
    session = start(window, players or [Player("Ana"), Player("Cleo", "bot", quick_bot(ENTRY))])
    human_moves_until(
        window, qtbot, lambda: window.controller.can_hint() and window.session.acting_seat() == 0
    )
    return session


def test_hint_by_key_shows_the_hard_players_choice_on_the_sheet_and_plays_nothing(
    window, qtbot, monkeypatch
):
    asked: list[tuple[Any, ...]] = []
    real = ENTRY.game.hint
    assert real is not None

    def hint(view, seat, legal, cancel=None, log=()):  # type: ignore[no-untyped-def]
        answer = real(view, seat, legal, cancel, log)  # the real search (Hard)
        asked.append((view, seat, answer, threading.current_thread()))
        return answer

    redeclare(monkeypatch, ENTRY, hint=hint)
    searcher = real.__self__  # type: ignore[attr-defined]
    monkeypatch.setattr(
        searcher, "level", few_playouts(searcher.level)
    )  # (the same choice at any speed)
    session = human_turn(window, qtbot)
    table = window.page("table").table
    length, cursor = len(session.log), session.cursor
    press(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: table.hinted is not None, timeout=10_000)
    # the game's hint, asked for Ana from what Ana sees, on the worker thread
    [(view, seat, answer, thread)] = asked
    assert (view, seat, answer) == (session.view(0), 0, table.hinted)
    assert thread is not threading.main_thread()
    assert table.hinted in session.legal_actions(0)
    assert len(session.log) == length and session.cursor == cursor  # nothing played
    assert_marked(table, session.legal_actions(0))
    sheets = [targets.scene for targets in table.targets()]
    assert all(m.scene() in sheets for m in table.hint_markers)
    assert window.statusBar().currentMessage().startswith("Hint: ")
    assert not busy_shown(window)
    # the player follows the hint: the marks go with the new position
    play_by_hint(window, table.hinted)
    assert not table.hint_markers and not outlined_buttons(table)
    assert not window.statusBar().currentMessage().startswith("Hint")


def test_hint_button_and_menu_entry(window, qtbot):
    human_turn(window, qtbot)
    page, table = window.page("table"), window.page("table").table
    assert page.hint_button.isVisible() and page.hint_button.isEnabled()
    QTest.mouseClick(page.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.hinted is not None, timeout=10_000)
    assert window.hint_action.isVisible() and window.hint_action.isEnabled()
    window.edit_menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(window.edit_menu.isVisible)
    rect = window.edit_menu.actionGeometry(window.hint_action)
    with qtbot.waitSignal(window.controller.hint_shown, timeout=10_000):
        QTest.mouseClick(window.edit_menu, Qt.MouseButton.LeftButton, pos=rect.center())
    assert table.hinted is not None


def test_undo_cancels_a_hint_being_looked_for_and_its_late_answer_is_dropped(
    window, qtbot, monkeypatch
):
    gated = Gated(level("hard"), obeys=False)
    redeclare(monkeypatch, ENTRY, hint=gated.hint)
    session = start(window, [Player("Ana"), Player("Cleo", "bot", quick_bot(ENTRY))])
    # Ana takes a card, then asks what the computer would do next
    human_moves_until(window, qtbot, lambda: session.acting_seat() == 0 and session.can_undo())
    table = window.page("table").table
    press(window, Qt.Key.Key_H)
    assert gated.started.wait(5)
    assert busy_shown(window)
    assert not window.page("table").hint_button.isEnabled()  # one hint at a time
    chord(window, Qt.Key.Key_Z)
    assert gated.flags[0].is_set()
    assert not busy_shown(window)
    gated.gate.set()
    assert gated.returned.wait(10)
    qtbot.wait(50)
    QApplication.processEvents()
    assert table.hinted is None and not table.hint_markers
    assert not window.statusBar().currentMessage().startswith("Hint")


def test_hints_can_be_turned_off_in_the_settings(window, qtbot, monkeypatch):
    human_turn(window, qtbot)
    page, table = window.page("table"), window.page("table").table

    def untick(dialog: QDialog) -> bool:
        dialog.show()
        QTest.qWaitForWindowExposed(dialog)
        box = dialog.hints_box  # type: ignore[attr-defined]
        assert box.isChecked()
        QTest.mouseClick(box, Qt.MouseButton.LeftButton)
        assert not box.isChecked()
        QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
        return dialog.result() == QDialog.DialogCode.Accepted

    monkeypatch.setattr(window, "exec_dialog", untick)
    window.settings_action.trigger()
    assert not load_settings().hints
    assert not page.hint_button.isVisible()
    assert not window.hint_action.isVisible()
    jobs = window.controller.thinker.job
    press(window, Qt.Key.Key_H)
    qtbot.wait(100)
    assert window.controller.thinker.job == jobs and table.hinted is None
    # and a new game keeps them off
    start(window, [Player("Ana"), Player("Cleo", "bot", quick_bot(ENTRY))])
    assert not window.page("table").hint_button.isVisible()


# --- the hint on every game's sheet ---------------------------------------------------------------


def _stand_in_hint(entry):  # type: ignore[no-untyped-def]
    """A game whose search has no `hint` yet answers with its default computer player's
    choice: what the sheet shows does not depend on how the choice was found."""
    default = entry.bot()

    def hint(view, seat, legal, cancel=None):  # type: ignore[no-untyped-def]
        return default(view, seat, legal, Rng(7))

    return hint


def default_bot(entry) -> str:  # type: ignore[no-untyped-def]
    """The computer player a game declares first (its default level)."""
    return str(entry.bots[0])


def ana_against_the_default_computer(window, entry):  # type: ignore[no-untyped-def]
    """A new game of `entry` (its default options, seed 3): Ana, then Cleo, the game's default
    computer player, moving at once; (the session, the table)."""
    players = (Player("Ana"), Player("Cleo", "bot", default_bot(entry)))
    options = {v.key: v.default for v in entry.rules().info.variants}
    window.start_new(NewGameChoice(entry, players, options, 3))
    window.controller.bot_delay_ms = 0
    return window.session, window.page("table").table


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_hint_on_every_games_sheet(window, qtbot, monkeypatch, game):
    from sheetdesk.ui.sheetkit import set_animations

    set_animations(False)
    entry = registry.get(game)
    if entry.game.hint is None:  # a game without a hint of its own: one stands in
        redeclare(monkeypatch, entry, hint=_stand_in_hint(entry))
    searcher = getattr(entry.game.hint, "__self__", None)
    if isinstance(searcher, SearchBot):
        # its search with a few playouts: what is checked here (a legal choice, marked on the
        # sheet, gone with the next position) does not depend on how long it searched, and
        # the positions and choices checked do not depend on the machine's speed
        monkeypatch.setattr(searcher, "level", few_playouts(searcher.level))
    session, table = ana_against_the_default_computer(window, entry)
    shown = 0
    for _turn in range(12):
        qtbot.waitUntil(lambda: window.controller.can_hint() or session.is_over(), timeout=10_000)
        if session.is_over():
            break
        length = len(session.log)
        press(window, Qt.Key.Key_H)
        qtbot.waitUntil(lambda: table.hinted is not None, timeout=10_000)
        assert len(session.log) == length
        assert table.hinted in session.legal_actions(session.acting_seat())
        assert_marked(table, session.legal_actions(session.acting_seat()))
        shown += bool(table.hint_markers)
        # the player follows the hint, by keys
        play_by_hint(window, table.hinted)
        assert table.hinted is None and not table.hint_markers  # the marks went with it
    assert shown
    set_animations(True)


@pytest.mark.parametrize("size", [(1366, 768), (910, 512)], ids=["1366x768", "910x512"])
@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_the_badge_of_every_move_a_hint_could_show(window, qtbot, game, size):
    """At the first positions of a game (seed 3, the player following greedy's choice), the
    marks of every move the player may make, shown as a hint shows them: the "Hint" badge hides
    nothing written where one of its places would hide nothing, and a click on it (it takes
    none: the sheet under it does) makes no other move than the one marked (`badge_misplaced`).
    Whatever the hint chooses, on whatever machine, its badge is right."""
    from sheetdesk.ui.sheetkit import set_animations

    set_animations(False)
    window.setMinimumSize(0, 0)
    window.resize(*size)
    entry = registry.get(game)
    session, table = ana_against_the_default_computer(window, entry)
    greedy, wrong, marked = entry.bot(quick_bot(entry)), list[str](), 0
    for turn in range(TURNS_LOOKED_AT):
        qtbot.waitUntil(lambda: window.controller.can_hint() or session.is_over(), timeout=10_000)
        if session.is_over():
            break
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        for action in legal:
            table.show_hint(action)
            marked += bool(table.hint_markers)
            if misplaced := badge_misplaced(table, legal):
                wrong.append(f"turn {turn}, {action}: {misplaced}")
        play_by_hint(window, greedy(session.view(seat), seat, legal, Rng(turn)))
    assert marked
    assert not wrong, "\n".join(wrong)
    set_animations(True)


CHECKS_OF_A_KIND = 3
CHECKS_AT_LEAST = 12


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_after_a_computers_move_the_keyboard_is_on_the_players_sheet(window, qtbot, game):
    """A family member playing by keyboard alone: whenever their turn comes after a computer's
    move (the computer first, or deciding in the same step), their sheet (or the step's first
    button) has the keyboard; the window never leaves it on a header button, where Return would
    open the menu. Played until every kind of keyboard target met (the sheet, a board, a step's
    first button) has been checked `CHECKS_OF_A_KIND` times and `CHECKS_AT_LEAST` in all, or 60
    steps: more turns of a kind already checked check nothing new."""
    entry = registry.get(game)
    options = {v.key: v.default for v in entry.rules().info.variants}
    players = (Player("Cleo", "bot", default_bot(entry)), Player("Ana"))
    window.start_new(NewGameChoice(entry, players, options, 5))
    window.controller.bot_delay_ms = 0
    session = window.session
    table = window.page("table").table
    default = entry.bot()
    checked: Counter[str] = Counter()  # (by the keyboard target's kind)
    for step in range(60):
        if not wait_for_turn(window, qtbot, 1):
            break
        if any(e.seat == 0 for e in session.history[-3:]):
            focus = QApplication.focusWidget()
            # the sheet, or the first button of a step decided by buttons (Giza's roller)
            assert focus is table.keyboard_target() and table.isAncestorOf(focus), step
            checked[type(focus).__name__] += 1
            if checked.total() >= CHECKS_AT_LEAST and min(checked.values()) >= CHECKS_OF_A_KIND:
                break
        legal = list(session.legal_actions(1))
        play_by_hint(window, default(session.view(1), 1, legal, Rng(step)))
    assert checked.total() >= 3


def _pressed_by_a_button(table, legal):  # type: ignore[no-untyped-def]
    """A legal action the table shows by a button alone (Done, Confirm …), or None."""
    from PySide6.QtWidgets import QPushButton

    for action in legal:
        targets = table.hint_targets(action)
        if targets and all(isinstance(t, QPushButton) for t in targets):
            return action
    return None


def _h_then_enter(window, qtbot, monkeypatch, game, find, enters, possible=None):  # type: ignore[no-untyped-def]
    """Ana plays by the hints against the game's default computer until `find(table, legal)`
    names a move of hers; then she asks for the hint (H, which answers with that move) and
    presses Enter up to `enters` times: the move made, that one. `possible(table)`: whether
    `find` can name a move on that table at all (if not, the test is skipped at once rather
    than after a whole game that never had such a move)."""
    entry = registry.get(game)
    wanted: list[Any] = []

    def hint(view, seat, legal, cancel=None, log=()):  # type: ignore[no-untyped-def]
        return wanted[-1]  # (the window asks on its worker thread)

    redeclare(monkeypatch, entry, hint=hint)
    session, table = ana_against_the_default_computer(window, entry)
    if possible is not None and not possible(table):
        pytest.skip(f"{game}: no such move can come")
    default = entry.bot()
    action = None
    for step in range(120):
        if not wait_for_turn(window, qtbot, 0):
            break
        qtbot.waitUntil(window.controller.can_hint, timeout=10_000)
        legal = list(session.legal_actions(0))
        action = find(table, legal)
        if action is not None:
            break
        play_by_hint(window, default(session.view(0), 0, legal, Rng(step)))
    if action is None:
        pytest.skip(f"{game}: no such move came")
    wanted.append(action)
    length = len(session.log)
    press(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: table.hinted is not None, timeout=10_000)
    for _ in range(enters):
        press(window, Qt.Key.Key_Return)
        QApplication.processEvents()
        if len(session.log) > length:
            break
    assert len(session.log) > length, "Enter made no move"
    assert session.history[length].action == action


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_enter_after_h_presses_the_button_the_hint_outlines(window, qtbot, monkeypatch, game):
    """A keyboard player asks for a hint (H) whose move is a button's (Done, Confirm …): Enter
    then makes that move, as Enter after H makes the move of a box outlined on the sheet."""
    _h_then_enter(window, qtbot, monkeypatch, game, _pressed_by_a_button, enters=1)


def _begun_by_a_button(table, legal):  # type: ignore[no-untyped-def]
    """In a step that begins with buttons (the table's keyboard target is one), a legal action
    the table shows by a mark on the sheet and a button that is not that target, or None."""
    from PySide6.QtWidgets import QPushButton

    first = table.keyboard_target()
    if not isinstance(first, QPushButton):
        return None
    for action in legal:
        targets = table.hint_targets(action)
        buttons = [t for t in targets if isinstance(t, QPushButton)]
        if buttons and len(buttons) < len(targets) and buttons[0] is not first:
            return action
    return None


def _names_a_button(table) -> bool:  # type: ignore[no-untyped-def]
    """Whether a step of this table may begin with buttons: only a table naming its own
    keyboard target can (the kit's is the sheet, a view, in every step)."""
    from sheetdesk.ui.sheetkit import TableScaffold

    return type(table).keyboard_target is not TableScaffold.keyboard_target


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_enter_after_h_begins_the_move_on_the_button_the_hint_outlines(
    window, qtbot, monkeypatch, game
):
    """A step that begins with buttons (a number to form first, say): H's move begins with a
    button other than the first; Enter, then Enter again, make that move."""
    _h_then_enter(
        window, qtbot, monkeypatch, game, _begun_by_a_button, enters=3, possible=_names_a_button
    )
