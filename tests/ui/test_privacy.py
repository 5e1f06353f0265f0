"""Privacy at the table, in every game with secrets: the private decision of the next player
comes after a hand-over page, nothing secret is drawn underneath it, and only a fresh act of the
next player passes it (not a second Enter, a held Enter or a double click of the player before,
a key or button let go on the page, the wheel, nor a key that waited in the queue). The players
make the game's first computer's choices by following its hint, so that nothing of a game's own
is named here."""

from __future__ import annotations

import itertools
import time

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sheetdesk.core import registry
from sheetdesk.core.protocol import hides_secrets
from sheetdesk.core.session import Player
from sheetdesk.ui.handover_page import HANDOVER_GUARD_MS
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.declared import redeclare
from tests.ui.driving import double_click, pass_handover, to_a_move_that_hands_over, wheel
from tests.ui.laid_out import settle

# the guard's own tests: the page's real guard time
pytestmark = pytest.mark.real_handover_guard


def test_the_guard_is_tried_with_its_real_length():
    """(The other UI tests pass hand-over pages with a shorter guard: see tests/ui/conftest.)"""
    from sheetdesk.ui import handover_page

    assert handover_page.HANDOVER_GUARD_MS == HANDOVER_GUARD_MS == 400


# --- a hand-over page is passed only by a fresh act of the next player ------------------------

# the games whose players keep something from each other: theirs hand the laptop over
SECRET_KEEPING = [entry.id for entry in registry.GAMES if hides_secrets(entry.rules())]
_NEXT_GAME = itertools.cycle(SECRET_KEEPING)


def in_turn(*cases: object) -> list[tuple[object, str]]:
    """Each case with the next of those games, in turn: the guard is the page's own, and a game
    decides only how a turn ends (by the key or click on the button its hint shows), so every
    game gets some of the cases, and no case runs once per game."""
    return [(case, next(_NEXT_GAME)) for case in cases]


def one_game() -> list[str]:
    return [next(_NEXT_GAME)]


# Key event timestamps as the keyboard gives them: in milliseconds, never the same for two tests.
STAMPS = itertools.count(100_000, 100_000)


def press(key) -> None:  # type: ignore[no-untyped-def]
    """A key as the keyboard gives it: to the widget that has the focus now (the event loop
    turns first, as it does between two keystrokes)."""
    QApplication.processEvents()
    target = QApplication.focusWidget()
    assert target is not None, "no widget has the keyboard focus"
    QTest.keyClick(target, key)


def two_at_the_table(window, qtbot, game):
    """Ana and Bob start a game; the first to act takes the laptop."""
    window.start_new(NewGameChoice(registry.get(game), (Player("Ana"), Player("Bob")), {}, 7))
    assert window.current_page_name() == "handover"
    pass_handover(window, Qt.Key.Key_Return)
    assert window.current_page_name() == "table"
    return window.session


def to_the_last_key(window, game) -> int:
    """The players play on by keys until the one at the laptop has one key left to press (on
    the button the hint put the keyboard on) to end their private turn; their seat."""
    return to_a_move_that_hands_over(window, registry.get(game).bot())


def still_hidden(window, length: int) -> None:
    """The hand-over page is still up, nothing secret is drawn, and nobody acted."""
    assert window.current_page_name() == "handover"
    assert window.controller.viewer is None and window.controller.waiting_for is not None
    assert len(window.session.log) == length


def guard_over(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Wait until the hand-over page takes input: painted (its guard time counts from its
    paint, which a loaded machine can make late) and its guard time over since. (A set wait
    just past the guard time passed or failed by when the paint came.)"""
    settle()
    page = window.page("handover")
    qtbot.waitUntil(lambda: page.ready, timeout=60_000)


def fresh_enter_passes(window, qtbot, seat: int, length: int) -> None:
    """The next player's own Enter, once the page takes input, shows their table (and acts on
    nothing)."""
    guard_over(window, qtbot)
    press(Qt.Key.Key_Return)
    assert window.current_page_name() == "table"
    assert window.controller.viewer == seat
    assert len(window.session.log) == length


def key(kind, *, repeat=False, stamp=0) -> QKeyEvent:
    event = QKeyEvent(kind, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r", repeat)
    event.setTimestamp(stamp)
    return event


class HeldClock:
    """The guard's clock (the page's `QElapsedTimer`): the real one, until a test holds it
    (`held`, in milliseconds) and moves it on itself: a key "right after" is right after
    however long a loaded machine takes between two steps."""

    held: int | None = None

    def __init__(self) -> None:
        self._start = 0

    @staticmethod
    def now() -> int:
        return time.monotonic_ns() // 1_000_000 if HeldClock.held is None else HeldClock.held

    def start(self) -> None:
        self._start = HeldClock.now()

    def hasExpired(self, timeout: int) -> bool:  # (QElapsedTimer's name)
        return HeldClock.now() - self._start > timeout


@pytest.mark.parametrize("game", one_game())
def test_a_second_enter_right_after_confirming_does_not_pass_the_handover(
    window, qtbot, monkeypatch, game
):
    """Ana ends her turn with Enter and, as soon as the page is painted, presses Enter again: the
    page for Bob stays, and nothing is played for him, even a moment before the guard time ends;
    Bob's own Enter once it has ended passes it. (The guard's clock is held: with the real one,
    the second Enter had to come within the guard time of the paint, which a loaded machine's
    turns of the event loop in between could outlast.)"""
    from sheetdesk.ui import handover_page

    monkeypatch.setattr(handover_page, "QElapsedTimer", HeldClock)
    session = two_at_the_table(window, qtbot, game)
    ana = to_the_last_key(window, game)
    monkeypatch.setattr(HeldClock, "held", HeldClock.now())
    press(Qt.Key.Key_Return)  # Ana ends her turn
    bob = window.controller.waiting_for
    assert bob is not None and bob != ana
    length = len(session.log)
    still_hidden(window, length)
    settle()  # (the page painted, the table under it built: the guard counts from then)
    press(Qt.Key.Key_Return)  # Ana's second Enter
    still_hidden(window, length)
    HeldClock.held += HANDOVER_GUARD_MS  # (the guard's last moment)
    press(Qt.Key.Key_Return)
    still_hidden(window, length)
    HeldClock.held += 1
    fresh_enter_passes(window, qtbot, bob, length)


@pytest.mark.parametrize(("repeats", "game"), in_turn("flagged", "unflagged"))
def test_a_held_enter_does_not_pass_the_handover(window, qtbot, game, repeats):
    """Ana ends her turn with Enter and holds it down: its repeats (flagged by Qt, or, as X11 gives
    them while the app is busy, a release and a press with one timestamp and no flag) go on
    well past the guard time, and neither pass the page nor act on Bob's table."""
    session = two_at_the_table(window, qtbot, game)
    to_the_last_key(window, game)
    QApplication.processEvents()
    QTest.keyPress(QApplication.focusWidget(), Qt.Key.Key_Return)  # Ana ends her turn, and holds
    bob = window.controller.waiting_for
    length = len(session.log)
    stamp = next(STAMPS)
    for _ in range(2 * HANDOVER_GUARD_MS // 40):
        qtbot.wait(40)
        stamp += 40
        target = QApplication.focusWidget()
        if repeats == "flagged":
            QApplication.sendEvent(target, key(QEvent.Type.KeyPress, repeat=True, stamp=stamp))
        else:
            QApplication.sendEvent(target, key(QEvent.Type.KeyRelease, stamp=stamp))
            QApplication.sendEvent(target, key(QEvent.Type.KeyPress, stamp=stamp))
        still_hidden(window, length)
    QApplication.sendEvent(QApplication.focusWidget(), key(QEvent.Type.KeyRelease, stamp=stamp + 7))
    still_hidden(window, length)
    fresh_enter_passes(window, qtbot, bob, length)


def ana_confirms_by_click(window, qtbot, game: str):  # type: ignore[no-untyped-def]
    """Ana plays her turn and ends it with a click: the hand-over page to Bob appears. Returns
    the session, Bob's seat and the log's length then."""
    session = two_at_the_table(window, qtbot, game)
    to_the_last_key(window, game)
    QTest.mouseClick(QApplication.focusWidget(), Qt.MouseButton.LeftButton)
    return session, window.controller.waiting_for, len(session.log)


@pytest.mark.parametrize("game", one_game())
def test_a_click_right_after_the_handover_appears_does_not_pass_it(window, qtbot, game):
    """Ana ends her turn with a click and clicks again where the page's button now is (and double
    clicks): nothing passes the page; Bob's click after the guard time does."""
    session, bob, length = ana_confirms_by_click(window, qtbot, game)
    button = window.page("handover").button
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    double_click(button)
    still_hidden(window, length)
    guard_over(window, qtbot)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.current_page_name() == "table" and window.controller.viewer == bob
    assert len(session.log) == length


@pytest.mark.parametrize(("held", "game"), in_turn(Qt.Key.Key_Return, Qt.Key.Key_Space))
def test_a_key_pressed_before_the_page_and_released_after_does_not_pass_it(
    window, qtbot, game, held
):
    """Ana ends her turn with a key and holds it (her keyboard repeats nothing) until well after the
    page took input: its release alone passes nothing."""
    session = two_at_the_table(window, qtbot, game)
    to_the_last_key(window, game)
    QApplication.processEvents()
    ana = QApplication.focusWidget()
    QTest.keyPress(ana, Qt.Key.Key_Return)  # Ana ends her turn
    bob = window.controller.waiting_for
    assert bob is not None
    length = len(session.log)
    if held == Qt.Key.Key_Space:
        # a Space pressed while the page appeared (as Enter's, it is one of the page's keys)
        QTest.keyPress(QApplication.focusWidget(), held)
    guard_over(window, qtbot)
    QTest.keyRelease(QApplication.focusWidget(), held)
    still_hidden(window, length)
    fresh_enter_passes(window, qtbot, bob, length)


@pytest.mark.parametrize("game", one_game())
def test_a_mouse_release_without_its_press_does_not_pass_the_page(window, qtbot, game):
    """Ana's button is down when the page appears (or she presses while it ignores clicks) and
    she lets go on its button once it takes input: a release is not a click."""
    _, bob, length = ana_confirms_by_click(window, qtbot, game)
    button = window.page("handover").button
    QTest.mousePress(button, Qt.MouseButton.LeftButton)  # too soon: ignored
    guard_over(window, qtbot)
    QTest.mouseRelease(button, Qt.MouseButton.LeftButton)
    still_hidden(window, length)
    QTest.mouseRelease(button, Qt.MouseButton.LeftButton)  # a release with no press at all
    still_hidden(window, length)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.current_page_name() == "table" and window.controller.viewer == bob


@pytest.mark.parametrize("game", one_game())
def test_a_slow_double_click_does_not_pass_the_page(window, qtbot, game):
    """A family whose desktop takes two clicks 700 ms apart for a double click: Ana ends her
    turn with the first click of a double click, its second lands on the page after the page's
    own guard time; it is still her double click, and passes nothing."""
    hints = QApplication.styleHints()
    before = hints.mouseDoubleClickInterval()
    hints.setMouseDoubleClickInterval(700)
    try:
        session, bob, length = ana_confirms_by_click(window, qtbot, game)
        button = window.page("handover").button
        guard_over(window, qtbot)
        double_click(button)  # (the second click: Qt gives a widget a double click, a release)
        still_hidden(window, length)
        qtbot.wait(300)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        assert window.current_page_name() == "table" and window.controller.viewer == bob
        assert len(session.log) == length
    finally:
        hints.setMouseDoubleClickInterval(before)


@pytest.mark.parametrize("game", one_game())
def test_the_wheel_does_not_pass_the_page(window, qtbot, game):
    """Ana turns the wheel (as she would to turn a shape) as the page appears, and again once it
    takes input, over its button and over the page: the page stays."""
    _, bob, length = ana_confirms_by_click(window, qtbot, game)
    page = window.page("handover")
    for widget in (page.button, page, page.button, page):
        wheel(widget, 1)
        wheel(widget, -1)
        still_hidden(window, length)
        qtbot.wait(HANDOVER_GUARD_MS // 2 + 10)
    fresh_enter_passes(window, qtbot, bob, length)


@pytest.mark.parametrize("game", one_game())
def test_a_key_already_queued_does_not_pass_the_page(window, qtbot, game):
    """Ana's Enter to end her turn and a second Enter wait in the queue together (the app was busy):
    the second goes where the keyboard is once the first is done, the page's button, and
    passes nothing."""
    session = two_at_the_table(window, qtbot, game)
    to_the_last_key(window, game)
    QApplication.processEvents()
    target = window.windowHandle()  # delivered to whatever has the keyboard at the time
    for _ in range(2):
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.postEvent(target, key(kind, stamp=next(STAMPS)))
    length = len(session.log)
    QApplication.processEvents()
    bob = window.controller.waiting_for
    assert bob is not None and len(session.log) == length + 1  # the first Enter played
    still_hidden(window, length + 1)
    fresh_enter_passes(window, qtbot, bob, length + 1)


@pytest.mark.parametrize("game", SECRET_KEEPING)
def test_an_enter_that_waited_while_the_table_was_built_does_not_pass_the_page(
    window, qtbot, monkeypatch, game
):
    """A new game of two opens on the page for its first player, and the table it hides is built
    once the page has painted. An Enter pressed while a slow laptop builds it (the second of a
    double Enter that started the game), for longer than the guard time, waits in the queue and
    passes nothing."""
    entry = registry.get(game)
    sheet = entry.ui()
    build = sheet.create_table
    pressed: list[int] = []

    def slow_build(*args, **kwargs):  # type: ignore[no-untyped-def]
        target = window.windowHandle()  # delivered to whatever has the keyboard then
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.postEvent(target, key(kind, stamp=next(STAMPS)))
        pressed.append(1)
        QTest.qSleep(HANDOVER_GUARD_MS + 200)  # (the event loop does not turn meanwhile)
        return build(*args, **kwargs)

    slow = sheet._replace(create_table=slow_build)
    redeclare(monkeypatch, entry, ui=lambda: slow)
    window.start_new(NewGameChoice(entry, (Player("Ana"), Player("Bob")), {}, 6))
    assert window.current_page_name() == "handover"
    qtbot.waitUntil(lambda: window.controller.page_built)
    QApplication.processEvents()
    assert pressed == [1]
    still_hidden(window, len(window.session.log))
    first = window.controller.waiting_for
    fresh_enter_passes(window, qtbot, first, len(window.session.log))
