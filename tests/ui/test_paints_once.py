"""A change is painted once: a player's click (or key) on the table that changes the game has the
window repainted at once, inside the click (ui/repaint.py: the change is on screen before its
autosave is written), every widget the change showed included; the event loop's turns after it,
up to the app being idle again (the autosave written, the side column brought up to date), do
not paint such a widget again for having been shown (the repaint Qt queues for a widget it shows,
an UpdateLater): that second paint would draw the same pixels again, which every move pays for
in CPU. What the loop draws anew (the side column, a table the computer's turn greys) it may
paint. Inside a change, the player's or a computer's, no widget of the table is painted twice
(a sheet's view painted before its scene has handed on what changed, then again after)."""

from __future__ import annotations

from collections import Counter

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QGraphicsView, QWidget

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.declared import quick_bot

from .driving import click_spot, press

MOVES = 12  # the player's moves looked at in each game


class _Paints(QObject):
    """Counts the paint events each widget of `table` (and `table` itself) receives, by name and
    by widget, and the repaints queued for them (an UpdateLater: what Qt posts a widget when it
    is shown)."""

    def __init__(self, table: QWidget) -> None:
        super().__init__()
        self.table = table
        self.counts: Counter[str] = Counter()
        self.each: Counter[tuple[int, str]] = Counter()  # (by the widget's address while it lives)
        self.views: Counter[tuple[int, str]] = Counter()  # (of them, the sheets' views)
        self.queued: set[str] = set()

    def clear(self) -> None:
        self.counts.clear()
        self.each.clear()
        self.views.clear()
        self.queued.clear()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if (
            kind in (QEvent.Type.Paint, QEvent.Type.UpdateLater)
            and isinstance(watched, QWidget)
            and (watched is self.table or self.table.isAncestorOf(watched))
        ):
            if kind == QEvent.Type.Paint:
                name = _name(watched)
                self.counts[name] += 1
                widget = (shiboken6.getCppPointer(watched)[0], name)
                self.each[widget] += 1
                view = watched.parentWidget()
                if isinstance(view, QGraphicsView) and watched is view.viewport():
                    self.views[widget] += 1
            else:
                self.queued.add(_name(watched))
        return False


def _name(start: QWidget) -> str:
    """The widget's class (and words or name) with its parent's and grandparent's."""
    names = []
    widget: QWidget | None = start
    while widget is not None:
        text = widget.text() if isinstance(widget, QAbstractButton) else widget.objectName()
        names.append(f"{type(widget).__name__}({text})" if text else type(widget).__name__)
        widget = widget.parentWidget()
    return "/".join(reversed(names[:3]))


def _idle(qtbot, controller) -> None:  # type: ignore[no-untyped-def]
    """Until the change is written and everything the window does after a repaint is done."""
    qtbot.waitUntil(lambda: controller.autosaver is None or not controller.autosaver.pending)
    for _ in range(3):
        QApplication.processEvents()


def _changes(window, qtbot):  # type: ignore[no-untyped-def]
    """Each game, Ana against a computer, MOVES of Ana's: her moves made as a player makes them
    (a click on what the hint points at, where it points at something on a sheet or a button;
    Enter on it otherwise), the computer's when it is its turn (its pause cut short). Yields
    every change on its own, as (game id, who, the paints during it of every widget and of the
    sheets' views, each a Counter by (widget, name), the names of the widgets painted on the
    event loop after it up to the app being idle, and of those queued then): who is "click" for
    a click of Ana's that changed the game (the game not going on by itself after it),
    "computer" for a computer's move."""
    app = QApplication.instance()
    looked_at: dict[str, int] = {}
    for entry in registry.GAMES:
        players = (Player("Ana"), Player("Cy", "bot", quick_bot(entry)))
        window.start_new(NewGameChoice(entry, players, {}, 5))
        session, controller = window.session, window.controller
        controller.bot_delay_ms = 10**7  # (the computer moves when the test says)
        table = window.page("table").table
        bot = entry.bot()
        counter = _Paints(table)
        app.installEventFilter(counter)
        try:
            for step in range(MOVES * 10):
                if session.is_over() or looked_at.get(entry.id, 0) >= MOVES:
                    break
                seat = session.acting_seat()
                if seat is None or not session.players[seat].is_human:
                    counter.clear()
                    controller.play_bots_now()
                    at_once, views = counter.each.copy(), counter.views.copy()
                    counter.clear()
                    _idle(qtbot, controller)
                    later, queued = set(counter.counts), set(counter.queued)
                    yield entry.id, "computer", at_once, views, later, queued
                    continue
                legal = list(session.legal_actions(seat))
                action = bot(session.view(seat), seat, legal, Rng(step))
                length, cursor = len(session.log), session.cursor
                for _ in range(8):
                    assert table.show_hint(action, focus=True)
                    _idle(qtbot, controller)
                    spots = table.hint_targets(action)
                    counter.clear()
                    if len(spots) == 1:
                        click_spot(spots[0])
                    else:  # (the keyboard is on the first of several marks)
                        press(window, Qt.Key.Key_Return)
                    at_once, views = counter.each.copy(), counter.views.copy()  # (in the click)
                    counter.clear()
                    made = (len(session.log), session.cursor)
                    _idle(qtbot, controller)
                    if made != (len(session.log), session.cursor):
                        continue  # (the game went on by itself: a computer's move, a roll)
                    if made != (length, cursor):
                        later, queued = set(counter.counts), set(counter.queued)
                        yield entry.id, "click", at_once, views, later, queued
                    if len(session.log) > length or session.cursor != cursor:
                        break
                else:
                    raise AssertionError(f"{entry.id}: the move {action} was not made")
                looked_at[entry.id] = looked_at.get(entry.id, 0) + 1
        finally:
            app.removeEventFilter(counter)


def test_each_click_on_the_table_is_painted_once(window, qtbot):  # type: ignore[no-untyped-def]
    """No widget of the table that a click's change painted at once is painted again on the
    loop after it for having been shown."""
    checked: list[str] = []
    for game, who, at_once, _views, later, queued in _changes(window, qtbot):
        if who != "click":
            continue
        again = sorted({name for _widget, name in at_once} & queued & later)
        assert not again, (game, again)
        if at_once:
            checked.append(game)
    assert set(checked) == {entry.id for entry in registry.GAMES}


def test_a_change_paints_each_sheet_view_once(window, qtbot):  # type: ignore[no-untyped-def]
    """During a change, a click of Ana's or a computer's move, the view of each sheet on the
    table (the big sheet's, the others' small ones, the dice) is painted at most once, whichever
    scenes changed with it."""
    checked: set[tuple[str, str]] = set()
    for game, who, _at_once, views, _later, _queued in _changes(window, qtbot):
        twice = sorted(name for (_widget, name), paints in views.items() if paints > 1)
        assert not twice, (game, who, twice)
        if views:
            checked.add((game, who))
    assert checked == {(entry.id, who) for entry in registry.GAMES for who in ("click", "computer")}
