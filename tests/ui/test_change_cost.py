"""What a player's change costs besides its drawing: counted, not timed. A move made on the table
has the window repainted at once (ui/repaint.py); finding the sheets' views to hand their scenes'
changes on first must not make a Python object of every widget of the table to ask its type (a
search by type alone: seventy widgets and more, at every click)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QWidget

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.declared import quick_bot

from .driving import play_by_hint, wait_for_turn

MOVES = 3  # Ana's moves made in each game


@contextmanager
def _searches(table: QWidget) -> Iterator[Counter[str]]:
    """Counts the searches through every widget under `table` (findChildren without
    FindDirectChildrenOnly) made from the table or a widget in it, by whether a name was
    given."""
    counts: Counter[str] = Counter()
    original = QObject.findChildren

    def counting(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        options = kwargs.get("options", args[2] if len(args) > 2 else None)
        inside = self is table or (isinstance(self, QWidget) and table.isAncestorOf(self))
        if inside and options != Qt.FindChildOption.FindDirectChildrenOnly:
            counts["named" if len(args) > 1 or "name" in kwargs else "by type alone"] += 1
        return original(self, *args, **kwargs)

    QObject.findChildren = counting  # type: ignore[method-assign]
    try:
        yield counts
    finally:
        QObject.findChildren = original  # type: ignore[method-assign]


def _start(window, entry) -> None:  # type: ignore[no-untyped-def]
    """A new game of `entry`: Ana against a computer."""
    window.start_new(
        NewGameChoice(entry, (Player("Ana"), Player("Cy", "bot", quick_bot(entry))), {}, 5)
    )


def _anas_moves(window, qtbot, before=None) -> Iterator[int]:  # type: ignore[no-untyped-def]
    """Ana's MOVES moves in the game open (Enter on what the hint marks, as a player following
    it does), each counted as it is made (`before()` first)."""
    session, bot, made = window.session, window.controller.entry.bot(), 0
    while made < MOVES and wait_for_turn(window, qtbot, 0):
        legal = list(session.legal_actions(0))
        if before is not None:
            before()
        play_by_hint(window, bot(session.view(0), 0, legal, Rng(made)))
        made += 1
        yield made
    assert made == MOVES, window.controller.entry.id


def test_a_move_searches_no_widget_by_type(window, qtbot):  # type: ignore[no-untyped-def]
    """In every game, Ana's moves (Enter on what the hint marks, as a player following it does)
    each repaint the window at once, and no search by type alone goes through the table."""
    for entry in registry.GAMES:
        _start(window, entry)
        with _searches(window.page("table").table) as counts:
            for _made in _anas_moves(window, qtbot):
                pass
        assert counts["by type alone"] == 0, (entry.id, dict(counts))
        assert counts["named"] >= MOVES, (entry.id, dict(counts))  # (the views were looked for)


def test_a_move_repaints_before_its_page_is_measured(window, qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    """Whether the table page now needs a scroll area (its parts measured against its height) is
    asked once the move's events are done, not while the key that makes the move is handled (at
    each layout request its words make, before the repaint): in every game, none of those
    measures during Ana's key presses, and the page is measured all the same once they are
    done."""
    from sheetdesk.ui import window_pages

    from . import driving

    during: Counter[bool] = Counter()
    pressing = [False]
    measure, press = window_pages._short_of, driving.press

    def measuring(page, deep=True):  # type: ignore[no-untyped-def]
        during[pressing[0]] += 1
        return measure(page, deep)

    def pressing_key(*args, **kwargs):  # type: ignore[no-untyped-def]
        pressing[0] = True
        try:
            return press(*args, **kwargs)
        finally:
            pressing[0] = False

    monkeypatch.setattr(window_pages, "_short_of", measuring)
    monkeypatch.setattr(driving, "press", pressing_key)
    for entry in registry.GAMES:
        players = (Player("Ana"), Player("Cy", "bot", quick_bot(entry)))
        window.start_new(NewGameChoice(entry, players, {}, 5))
        session = window.session
        bot = entry.bot()
        made = 0
        while made < MOVES and wait_for_turn(window, qtbot, 0):
            during.clear()
            play_by_hint(window, bot(session.view(0), 0, list(session.legal_actions(0)), Rng(made)))
            qtbot.waitUntil(lambda: during[False] > 0, timeout=60_000)
            made += 1
            assert during[True] == 0, (entry.id, made, dict(during))
        assert made == MOVES, entry.id


def test_a_move_reads_its_position_few_times(window, qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    """A move's position is worked out once and handed to what draws it (the table, the header,
    the undo and hint buttons, the menus): in every game, each of Ana's moves asks the
    controller for the position now (`_current`: the session's change, the holder and the state
    checked, each an attribute read on a QObject) a few times, not once for every question."""
    from sheetdesk.ui.controller import Controller

    asked = [0]
    current = Controller._current

    def counting(self):  # type: ignore[no-untyped-def]
        asked[0] += 1
        return current(self)

    monkeypatch.setattr(Controller, "_current", counting)
    for entry in registry.GAMES:
        _start(window, entry)
        for made in _anas_moves(window, qtbot, before=lambda: asked.__setitem__(0, 0)):
            # (whether Ana may move, the change's own, the menus': 11 or 12 when each question
            # asked for it anew)
            assert asked[0] <= 3, (entry.id, made, asked[0])


def test_a_move_names_its_seats_after_its_repaint_and_reads_no_letter_again(window, qtbot):  # type: ignore[no-untyped-def]
    """A click of a player who goes on: the side column's rows (each seat's name and score) are
    worded once the sheet has repainted, not before (its words are shown after it anyway), and
    naming the seats again asks no letter of a name which way it is written (a name's direction
    found once)."""
    from PySide6.QtCore import QEvent, QObject, Qt
    from PySide6.QtTest import QTest

    from sheetdesk.ui import controller as controller_module
    from sheetdesk.ui import formatting
    from tests.ui.driving import one_click_move

    scene, rect = one_click_move(window, qtbot)
    view = scene.views()[0]
    seen: list[str] = []

    class Painted(QObject):
        def eventFilter(self, watched: Any, event: Any) -> bool:
            if event.type() == QEvent.Type.Paint:
                seen.append("sheet painted")
            return False

    def seat_label(player: Any) -> Any:
        seen.append("seat worded")
        return formatting.seat_label(player)

    painted = Painted()
    letters = formatting._right_to_left.cache_info()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(controller_module, "seat_label", seat_label)
        view.viewport().installEventFilter(painted)
        try:
            QTest.mouseClick(
                view.viewport(),
                Qt.MouseButton.LeftButton,
                Qt.KeyboardModifier(0),
                view.mapFromScene(rect.center()),
            )
            qtbot.waitUntil(lambda: "seat worded" in seen)
        finally:
            view.viewport().removeEventFilter(painted)
    assert "sheet painted" in seen and seen.index("sheet painted") < seen.index("seat worded")
    after = formatting._right_to_left.cache_info()
    assert (after.hits, after.misses) == (letters.hits, letters.misses)


def test_a_move_late_in_a_game_reads_its_last_entries_only(window, qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    """The moves a position brings and each seat's last move (what the sheets ring) are found
    from the end of the history: a move late in a game reads the seats of its newest entries,
    not of every entry since the game began (at every position drawn, growing with the
    game)."""
    from sheetdesk.core.session import LogEntry
    from sheetdesk.ui.controller import Controller

    entry = registry.GAMES[0]
    _start(window, entry)
    session, controller, bot = window.session, window.controller, entry.bot()
    while len(session.history) < 30 and wait_for_turn(window, qtbot, 0):
        controller.choose(bot(session.view(0), 0, list(session.legal_actions(0)), Rng(1)))
    assert wait_for_turn(window, qtbot, 0)
    reads, noting = [0], [False]
    seat_of = LogEntry.__dict__["seat"]  # (the slot's own reader)

    def seat(self):  # type: ignore[no-untyped-def]
        reads[0] += noting[0]
        return seat_of.__get__(self, LogEntry)

    note = Controller._note_moves

    def noted(self, *args):  # type: ignore[no-untyped-def]
        noting[0] = True
        try:
            return note(self, *args)
        finally:
            noting[0] = False

    monkeypatch.setattr(LogEntry, "seat", property(seat))
    monkeypatch.setattr(Controller, "_note_moves", noted)
    before = session.cursor
    play_by_hint(window, bot(session.view(0), 0, list(session.legal_actions(0)), Rng(2)))
    monkeypatch.undo()
    brought = session.cursor - before
    assert reads[0] <= 2 * brought + 2 * len(session.players), (reads[0], len(session.history))


def test_a_move_that_keeps_the_table_enables_nothing_again(window, qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    """In every game, a move of Ana's after which the table is hers to play on still (she goes
    on: a card taken, then its play) sets no widget or key of the table enabled again: they all
    are (`GameTable.set_interactive` on an interactive table); while a computer moves they are
    turned off and on as before."""
    from PySide6.QtGui import QShortcut

    from sheetdesk.ui.game_table import GameTable

    inside, calls = [False], Counter[str]()
    originals = {kind: kind.setEnabled for kind in (QWidget, QShortcut)}
    set_interactive = GameTable.set_interactive

    def watching(self, interactive):  # type: ignore[no-untyped-def]
        inside[0] = True
        try:
            return set_interactive(self, interactive)
        finally:
            inside[0] = False

    for kind, original in originals.items():

        def counting(self, on, original=original):  # type: ignore[no-untyped-def]
            if inside[0]:
                calls["on" if on else "off"] += 1
            return original(self, on)

        monkeypatch.setattr(kind, "setEnabled", counting)
    monkeypatch.setattr(GameTable, "set_interactive", watching)
    kept: dict[str, int] = {}
    for entry in registry.GAMES:
        _start(window, entry)
        table = window.page("table").table
        state: dict[str, bool] = {}

        def before(state=state, table=table) -> None:  # type: ignore[no-untyped-def]
            calls.clear()
            state["interactive"] = table.interactive

        for _made in _anas_moves(window, qtbot, before):
            if state["interactive"] and table.interactive:
                assert calls["on"] == 0, (entry.id, dict(calls))
                kept[entry.id] = kept.get(entry.id, 0) + 1
    assert set(kept) == {entry.id for entry in registry.GAMES}, kept
