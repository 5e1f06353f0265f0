"""Driving any game's table as a player would: keys to the widget the app gave the focus, moves
made by following the game's hint, and the session's reasons for refused choices when a test
shows a table without a controller. Nothing here names a game or knows its rules."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QElapsedTimer, QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QImage, QShortcut, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from sheetdesk.core.i18n import Text
from sheetdesk.core.protocol import Action, IllegalAction
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Session
from sheetdesk.core.turns import Facts


def press(window, key) -> None:  # type: ignore[no-untyped-def]
    """A key press as the keyboard gives it: to the widget that has the focus now."""
    target = QApplication.focusWidget() or window
    QTest.keyClick(target, key)


def click_into(qtbot, window, widget) -> None:  # type: ignore[no-untyped-def]
    """`window` shown and active (the window a user clicks in), then a click on `widget` in it:
    the keyboard is on `widget`, as a user puts it there."""
    window.show()
    qtbot.waitExposed(window)
    with qtbot.waitActive(window):
        window.activateWindow()
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
    assert widget.hasFocus()


def double_click(widget, button=Qt.MouseButton.LeftButton, pos: QPoint | None = None) -> None:  # type: ignore[no-untyped-def]
    """A double click with `button` at `pos` (the middle: None) as a mouse gives it, its second
    release too. QTest's own (`mouseDClick`) sends a widget the double click alone and keeps
    `button` down in its state, which every later mouse event of the process carries: after a
    right double click, a left click on a scroll bar came with the right button still down and
    the bar ignored it (a press while another button is down)."""
    at = widget.rect().center() if pos is None else pos
    QTest.mouseDClick(widget, button, Qt.KeyboardModifier.NoModifier, at)
    # (the release ends QTest's double click: to the widget, or where it was deleted by the
    # click, to one of its own)
    QTest.mouseRelease(widget if shiboken6.isValid(widget) else QWidget(), button, pos=at)


def wheel(widget, steps: int) -> None:  # type: ignore[no-untyped-def]
    """A mouse wheel turned `steps` notches over `widget`."""
    at = QPointF(widget.rect().center())
    event = QWheelEvent(
        at,
        QPointF(widget.mapToGlobal(at.toPoint())),
        QPoint(),
        QPoint(0, 120 * steps),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def open_keys_card(window):  # type: ignore[no-untyped-def]
    """Press ? as a player asking for the keys does: the Keys card of this step opens."""
    from sheetdesk.ui.keys_card import KeysCard

    press(window, Qt.Key.Key_Question)
    QApplication.processEvents()
    card = QApplication.activeModalWidget()
    assert isinstance(card, KeysCard), "? opened no Keys card"
    return card


def assert_tab_keys_told(window, qtbot, next_words: dict[str, str]) -> None:  # type: ignore[no-untyped-def]
    """? on a page with tabs, in each language of `next_words`: its Keys card tells Ctrl+Tab
    (in those words, the language's), Ctrl+Shift+Tab and Esc, under Qt's names for the keys."""
    from PySide6.QtGui import QKeySequence

    def named(key: str) -> str:
        return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)

    for language, words in next_words.items():
        window.set_language(language)
        window.activateWindow()
        qtbot.waitUntil(lambda: window.isActiveWindow())
        card = open_keys_card(window)
        told = dict(card.rows)
        card.reject()
        assert words in told.get(named("Ctrl+Tab"), ""), told
        assert told.get(named("Ctrl+Shift+Tab")) and told.get(named("Esc")), told


@contextmanager
def in_modal(
    act: Callable[[Any], None], what: str, kind: type | None = None, within_ms: int = 10_000
) -> Iterator[None]:
    """Run `act(dialog)` on the modal dialog (of `kind`, if given) that the block opens, once it
    is up (its own event loop runs: the block waits in it). A dialog that has not opened within
    `within_ms` fails the test naming `what` was waited for (a wrong modal dialog in its place
    is closed first, so the block ends); the wait ends with the block, never running on into
    later tests."""
    clock = QElapsedTimer()
    clock.start()
    timer = QTimer()
    timer.setInterval(10)
    seen: dict[str, Any] = {"acted": False, "instead": None}

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is not None and (kind is None or isinstance(dialog, kind)):
            timer.stop()
            seen["acted"] = True
            act(dialog)
        elif clock.hasExpired(within_ms):
            timer.stop()
            if dialog is not None:
                seen["instead"] = dialog.objectName() or type(dialog).__name__
                dialog.close()

    timer.timeout.connect(look)
    timer.start()
    try:
        yield
    finally:
        timer.stop()
    if not seen["acted"]:
        instead = f" ({seen['instead']} opened instead)" if seen["instead"] else ""
        pytest.fail(f"{what} did not open within {within_ms} ms{instead}")


def keyboard() -> QWidget:
    """The widget that has the keyboard, once the event loop has turned (as between two keys)."""
    QApplication.processEvents()
    widget = QApplication.focusWidget()
    assert widget is not None, "no widget has the keyboard focus"
    return widget


def open_at(window, qtbot, session: Session):  # type: ignore[no-untyped-def]
    """`window` shown and active with `session`'s table, opened from its save as a family opens
    a saved game, past its hand-over page; returns the table."""
    from sheetdesk.core import savefile

    assert window.open_path(savefile.write(session), external=False)
    window.show()
    qtbot.waitExposed(window)
    with qtbot.waitActive(window):
        window.activateWindow()
    if window.current_page_name() == "handover":
        pass_handover(window)
    assert window.current_page_name() == "table"
    return window.page("table").table


def pass_handover(window, key=None) -> None:  # type: ignore[no-untyped-def]
    """The player named on the hand-over page takes the laptop: a click on "I'm …" (or `key`)
    once the page takes input, as a person does (it ignores everything in its first moments)."""
    page = window.page("handover")
    for _ in range(500):
        # the event loop turns first: the page counts its guard time from when it has painted
        # (a person sees it only then), and a table built just before may have kept that paint
        # waiting longer than the guard time; a click lets it paint before the click is judged
        QApplication.processEvents()
        if page.ready:
            break
        QTest.qWait(10)
    assert page.ready
    if key is None:
        QTest.mouseClick(page.button, Qt.MouseButton.LeftButton)
    else:
        press(window, key)


def choose_item(combo, qtbot, index: int) -> None:  # type: ignore[no-untyped-def]
    """Open a chooser (combo box) with a click and take item `index` with the arrow keys and
    Enter, as a user does."""
    QTest.mouseClick(combo, Qt.MouseButton.LeftButton)
    popup = combo.view()
    qtbot.waitUntil(popup.isVisible)
    key = Qt.Key.Key_Down if index > combo.currentIndex() else Qt.Key.Key_Up
    for _ in range(abs(index - combo.currentIndex())):
        QTest.keyClick(popup, key)
    QTest.keyClick(popup, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not popup.isVisible())


def key_to_item(combo, data: object) -> None:  # type: ignore[no-untyped-def]
    """Take `combo`'s item of `data` with the keys, the chooser closed: Home, then Down."""
    QTest.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentData() == data:
            return
        QTest.keyClick(combo, Qt.Key.Key_Down)


def ok_in_settings(window, monkeypatch, fill: Callable[[Any], None]) -> None:  # type: ignore[no-untyped-def]
    """Settings, as a user opens it from the menu: shown, filled in by `fill` (the dialog, its
    first chooser, the language, in focus), and OK clicked."""
    from PySide6.QtWidgets import QDialog

    def run(dialog: QDialog) -> bool:
        dialog.show()
        QTest.qWaitForWindowExposed(dialog)
        fill(dialog)
        QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
        return dialog.result() == QDialog.DialogCode.Accepted

    monkeypatch.setattr(window, "exec_dialog", run)
    window.settings_action.trigger()


def rules_refusal(rules: Any, state: Any, seat: int) -> Callable[[Action], Text | None]:
    """What the controller gives a table as `refusal`: the rules' reason (as the session asks
    them), or None for a legal action."""

    def refusal(action: Action) -> Text | None:
        try:
            rules.apply(state, seat, action)
        except IllegalAction as error:
            return error.reason
        return None

    return refusal


def wait_for_turn(window, qtbot, seat: int) -> bool:  # type: ignore[no-untyped-def]
    """Let the computers move until `seat` may act; False when the game ended first."""
    session = window.session
    qtbot.waitUntil(
        lambda: (
            session.is_over()
            or (not window.controller.bot_pending and session.acting_seat() == seat)
        ),
        timeout=60_000,  # (it ends when the computers have moved: this is for a loaded machine)
    )
    return not session.is_over()


def play_by_hint(window, action: Action, limit: int = 8) -> None:  # type: ignore[no-untyped-def]
    """Play `action` for the acting player as one who follows the hint does, in any game: the
    table marks it (where its hint shows, the keyboard going to the first mark), Enter on what
    has the keyboard; again while the move is not made yet (a number formed first, the cards of
    a play one by one, then its button). Nothing of the game's own is named: only its hint's
    marks and its targets."""
    table = window.page("table").table
    session = window.session
    length, cursor = len(session.log), session.cursor
    for _ in range(limit):
        assert table.show_hint(action, focus=True), f"the table does not show {action}"
        QApplication.processEvents()
        press(window, Qt.Key.Key_Return)
        if len(session.log) > length or session.cursor != cursor:
            return
    raise AssertionError(f"Hint then Enter did not make the move {action}")


def play_by_hints(window, qtbot, moves: int) -> int:  # type: ignore[no-untyped-def]
    """The first seat plays up to `moves` moves of its game's bot, each clicked as the hint shows
    it (fewer where the game ends first): how many it made."""
    session, bot, made = window.session, window.controller.entry.bot(), 0
    while made < moves and wait_for_turn(window, qtbot, 0):
        play_by_hint(window, bot(session.view(0), 0, list(session.legal_actions(0)), Rng(made)))
        made += 1
    return made


def follow_outline(window, limit: int = 8) -> None:  # type: ignore[no-untyped-def]
    """Make the move a lesson outlines as a learner who follows the outline does, in any game:
    Enter on what has the keyboard (the lesson gives it to the outlined move), again while the
    move is not made (a number formed first, the cards of a play one by one, then its button),
    the keyboard staying on the outline. Nothing of the game's own is named."""
    table = window.page("table").table
    session = window.session
    length = len(session.log)
    for _ in range(limit):
        QApplication.processEvents()  # (the keyboard goes to the outline once the table shows)
        assert table.hint_markers or table.hint_buttons, "the lesson outlines nothing"
        press(window, Qt.Key.Key_Return)
        if len(session.log) > length:
            return
    raise AssertionError(f"Enter on the outline did not make the move {table.hinted}")


def click_spot(spot) -> None:  # type: ignore[no-untyped-def]
    """A click on a hint target (`TableScaffold.hint_targets`): a button, or the middle of a
    place in a scene (in the scene's view)."""
    if isinstance(spot, QAbstractButton):
        QTest.mouseClick(spot, Qt.MouseButton.LeftButton)
        return
    scene, rect = spot
    view = scene.views()[0]
    point = view.mapFromScene(rect.center())
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
    )


def sheet_click(table, action: Action):  # type: ignore[no-untyped-def]
    """The place (scene, rect) on the sheet the player acts on (the table's `focus_view`) whose
    click alone makes `action` (None: the action is made elsewhere, or by more than a click)."""
    view, spots = table.focus_view, table.hint_targets(action)
    if (
        len(spots) == 1
        and isinstance(spots[0], tuple)
        and view is not None
        and spots[0][0] is view.scene()
    ):
        return spots[0]
    return None


def item_spots(table, wanted) -> list:  # type: ignore[no-untyped-def]
    """The places of the items of every scene bound to targets whose meaning now passes
    `wanted(meaning)` (an action, `Refuse`, a `Command` or None), in the order bound."""
    spots = []
    for targets in table.targets():
        for item_id, item in targets.scene.cells.items():
            if item.activatable and item.isVisible() and wanted(targets.meaning(item_id)):
                spots.append(table.spot(targets.scene, item_id))
    return spots


def one_click_move(window, qtbot) -> tuple:  # type: ignore[no-untyped-def,type-arg]
    """A new game of the first game for Ana alone, written once; (scene, rect) of the first
    place on a sheet that stands for a whole move there (one click makes it)."""
    from sheetdesk.core import registry
    from sheetdesk.core.session import Player
    from sheetdesk.ui.new_game_dialog import NewGameChoice

    entry = registry.GAMES[0]  # (a game whose sheet has a one-click move at its start)
    window.start_new(NewGameChoice(entry, (Player("Ana"),), {}, 6))
    controller, session = window.controller, window.session
    qtbot.waitUntil(lambda: not controller.autosaver.pending)
    qtbot.wait(20)
    legal = list(session.legal_actions(session.acting_seat()))
    spots = item_spots(window.page("table").table, lambda meaning: meaning in legal)
    assert spots, "nothing to click on the sheet"
    return spots[0]  # type: ignore[no-any-return]


def hands_over(window, action: Action) -> bool:  # type: ignore[no-untyped-def]
    """Whether `action` of the player at the laptop would hand the laptop to someone else (the
    window's own rule for hand-overs, asked of a copy of the game played on by that move)."""
    session = window.session
    seat = session.acting_seat()
    later = Session.restore(
        session.rules,
        session.players,
        session.options,
        session.seed,
        session.log[: session.cursor],
        session.cursor,
        match_id="ahead",
    )
    later.act(seat, action)
    after = later.acting_seat()
    if later.is_over() or after is None:
        return False
    return bool(window.controller.policy.handover_due(Facts.of(later), after, seat))


def to_a_move_that_hands_over(window, bot, limit: int = 300) -> int:  # type: ignore[no-untyped-def]
    """The humans play `bot`'s choices (each by following its hint with the keys, and Enter on
    each hand-over page) until the move of the player at the laptop would hand it to another
    player and one key makes it: the hint has put the keyboard on that move's button. Returns
    that player's seat; nothing is played of that move. Nothing of the game's own is named."""
    session = window.session
    for step in range(limit):
        if window.current_page_name() == "handover":
            pass_handover(window, Qt.Key.Key_Return)
            continue
        assert window.current_page_name() == "table" and not session.is_over()
        seat = session.acting_seat()
        action = bot(session.view(seat), seat, list(session.legal_actions(seat)), Rng(step))
        if hands_over(window, action):
            table = window.page("table").table
            assert table.show_hint(action, focus=True), f"the table does not show {action}"
            QApplication.processEvents()
            if QApplication.focusWidget() in table.hint_buttons:
                return int(seat)
        play_by_hint(window, action)
    raise AssertionError("no move that hands the laptop over, made by one key, came")


def assert_takes_no_input(table) -> None:  # type: ignore[no-untyped-def]
    """No click, key or shortcut on `table` acts (a computer's turn, a game over, a game read
    only): a click on every place of every sheet bound to targets and on every button shown,
    the focus asked for on the sheet the player acts on, Enter, Space and the arrows there, every
    key of the table's. Nothing is chosen and nothing is refused (a refusal is said: the input
    reached the sheet). (A small sheet is only looked at: a click enlarges it, whoever's turn.)"""
    heard: list[object] = []
    table.action_chosen.connect(heard.append)
    table.status_message.connect(heard.append)
    try:
        for spot in item_spots(table, lambda _meaning: True):
            click_spot(spot)
        for button in table.findChildren(QAbstractButton):
            if button.isVisible() and not table.others.isAncestorOf(button):
                QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        view = table.focus_view
        if view is not None and view.isVisible():
            view.setFocus(Qt.FocusReason.TabFocusReason)
            for key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Return, Qt.Key.Key_Space):
                QTest.keyClick(view, key)
        for shortcut in table.findChildren(QShortcut):
            target = QApplication.focusWidget() or table.window()
            QTest.keySequence(target, shortcut.key())
        QApplication.processEvents()
        assert not heard, f"the table took input ({len(heard)} times): {heard[:3]}"
    finally:
        table.action_chosen.disconnect(heard.append)
        table.status_message.disconnect(heard.append)


def badge_misplaced(table, legal) -> str:  # type: ignore[no-untyped-def]
    """What is wrong with where the badge of the table's first hint mark lies ("Hint", a
    lesson's "Here"; "" when nothing): it hides what the player reads (`HintMarker.hides`, the
    kit's one rule) while one of its places would hide nothing, or a click on its middle (the
    badge takes no clicks: the sheet under it does) would make a move of `legal` other than the
    one marked."""
    if not table.hint_markers:
        return ""
    first = table.hint_markers[0]
    places = first.badge_places(first.badge.width(), first.badge.height())
    if first.hides(first.badge) and any(not first.hides(place) for place in places):
        return f"the badge hides what is written, at {first.badge}"
    scene = first.scene()
    under = scene.item_at(first.mapToScene(first.badge.center()))
    for targets in table.targets():
        if under is not None and targets.scene is scene:
            meaning = targets.meaning(under.item_id)
            if meaning != table.hinted and meaning in legal:
                return f"a click on the badge makes {meaning} ({under.item_id})"
    return ""


def ring_at_edges(picture: QImage) -> bool:
    """Whether the keyboard's ring is drawn round `picture` (a grab of a widget): its left and
    right edges in the focus colour, half-way down."""
    from sheetdesk.ui import style

    colour = style.ui_colour("focus").rgb()
    middle = picture.height() // 2
    return (
        picture.pixel(1, middle) == colour and picture.pixel(picture.width() - 2, middle) == colour
    )


@contextmanager
def in_smallest_window(window, language: str, screen=(819, 480)) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """`window` in `language` with Larger text on a screen of `screen` (the smallest met:
    1024×600 at 125 %), made that size and as small as the app lets it: its least size is then
    its page's, so it grows where a page needs more (and is not made smaller again). The usual
    look after."""
    from sheetdesk.ui.style import Look
    from tests.ui.test_layout_audit import screen_of, settle

    window.set_language(language)
    window.set_look(Look("light", True))
    try:
        with screen_of(*screen):
            window.setMinimumSize(0, 0)
            window.resize(*screen)
            settle()
            yield
    finally:
        window.set_look(Look("light", False))
