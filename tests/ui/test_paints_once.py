"""A change is painted once: a player's click (or key) on the table that changes the game has the
window repainted at once, inside the click (ui/repaint.py: the change is on screen before its
autosave is written), every widget the change showed included; the event loop's turns after it,
up to the app being idle again (the autosave written, the side column brought up to date), do
not paint such a widget again for having been shown (the repaint Qt queues for a widget it shows,
an UpdateLater): that second paint would draw the same pixels again, which every move pays for
in CPU. What the loop draws anew (the side column, a table the computer's turn greys) it may
paint."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice

from .driving import click_spot, press

MOVES = 12  # the player's moves looked at in each game


class _Paints(QObject):
    """Counts the paint events each widget of `table` (and `table` itself) receives, and the
    repaints queued for them (an UpdateLater: what Qt posts a widget when it is shown)."""

    def __init__(self, table: QWidget) -> None:
        super().__init__()
        self.table = table
        self.counts: Counter[str] = Counter()
        self.queued: set[str] = set()

    def clear(self) -> None:
        self.counts.clear()
        self.queued.clear()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if (
            kind in (QEvent.Type.Paint, QEvent.Type.UpdateLater)
            and isinstance(watched, QWidget)
            and (watched is self.table or self.table.isAncestorOf(watched))
        ):
            if kind == QEvent.Type.Paint:
                self.counts[_name(watched)] += 1
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


def test_each_click_on_the_table_is_painted_once(window, qtbot):  # type: ignore[no-untyped-def]
    """Each game, Ana against a computer: Ana's moves made as a player makes them (a click on
    what the hint points at, where it points at something on a sheet or a button; Enter on it
    otherwise), every change counted on its own."""
    app = QApplication.instance()
    looked_at: dict[str, int] = {}
    checked: list[str] = []
    for entry in registry.GAMES:
        players = (Player("Ana"), Player("Cy", "bot", "greedy"))
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
                    controller.play_bots_now()
                    _idle(qtbot, controller)
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
                    at_once = set(counter.counts)  # (painted during the click)
                    counter.clear()
                    made = (len(session.log), session.cursor)
                    _idle(qtbot, controller)
                    if made != (len(session.log), session.cursor):
                        continue  # (the game went on by itself: a computer's move, a roll)
                    if made != (length, cursor):
                        again = sorted(at_once & counter.queued & set(counter.counts))
                        assert not again, (entry.id, step, again)
                        if at_once:
                            checked.append(entry.id)
                    if len(session.log) > length or session.cursor != cursor:
                        break
                else:
                    raise AssertionError(f"{entry.id}: the move {action} was not made")
                looked_at[entry.id] = looked_at.get(entry.id, 0) + 1
        finally:
            app.removeEventFilter(counter)
    assert set(checked) == {entry.id for entry in registry.GAMES}
