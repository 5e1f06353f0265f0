"""A seeded GUI monkey for every registered game: random clicks (on the sheets above all),
double clicks, hovering, wheel turns, keys and shortcuts, window resizes, page switches through
the menus and language switches, in the main window and in every dialog it opens (message boxes,
New game, Settings are real; file choosers answer with a file or nothing). Nothing may raise
(exceptions in Qt's callbacks go to a failing excepthook), names players type stay plain text,
and at every checkpoint the autosave loads and equals the game on the table.

SHEETDESK_MONKEY_EVENTS sets the events per game (CI: a few hundred; the release check: 5,000)."""

from __future__ import annotations

import os
import random
import sys
from dataclasses import dataclass, field
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGraphicsView,
    QLineEdit,
    QWidget,
)

from sheetdesk.core import paths, registry, savefile
from sheetdesk.core.session import Player
from sheetdesk.ui import dialogs
from sheetdesk.ui.main_window import MainWindow
from sheetdesk.ui.new_game_dialog import NewGameChoice

from ..ui.driving import double_click
from ..ui.test_plain_names import rendered_as_rich_text, tricky_names

EVENTS = int(os.environ.get("SHEETDESK_MONKEY_EVENTS", "300"))
CHECK_EVERY = 100
STALL_MS = 60_000  # the longest an event (a checkpoint, a new game with bots...) may take
GAMES = sorted(registry.games_by_id())

KEYS = [
    *(Qt.Key(Qt.Key.Key_A + i) for i in range(26)),
    *(Qt.Key(Qt.Key.Key_0 + i) for i in range(10)),
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Tab,
    Qt.Key.Key_Backtab,
    Qt.Key.Key_Return,
    Qt.Key.Key_Enter,
    Qt.Key.Key_Space,
    Qt.Key.Key_Escape,
    Qt.Key.Key_Backspace,
    Qt.Key.Key_Delete,
    Qt.Key.Key_F1,
    Qt.Key.Key_Less,
    Qt.Key.Key_Ampersand,
]
SHORTCUTS = [
    (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier),
    (Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier),
]


@dataclass
class Monkey:
    window: MainWindow
    game: str
    rng: random.Random
    names: list[str]
    files: list[str]  # what a file chooser may answer ('' = cancelled)
    events: int = 0
    checks: int = 0
    changes: int = 0  # moves, undos and redos the monkey made in games
    watched: Any = None
    done: bool = False
    kinds: dict[str, int] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)

    # --- the game on the table ------------------------------------------------------------

    def start_game(self) -> None:
        """A new game of this test's game, as the New game dialog makes it."""
        entry = registry.get(self.game)
        info = entry.rules().info
        count = self.rng.randint(info.min_players, info.max_players)
        players = tuple(
            Player(self.names[seat % len(self.names)])
            if self.rng.random() < 0.7 or seat == 0
            else Player(f"Bot {seat}", "bot", self.rng.choice(entry.bots))
            for seat in range(count)
        )
        options = {v.key: self.rng.random() < 0.5 for v in info.variants}
        self.window.start_new(NewGameChoice(entry, players, options, self.rng.randint(1, 999_999)))

    def check(self) -> None:
        """The autosave loads and equals the game on the table (a lesson, which the start page's
        Learn to play opens, has no save and must leave none); names are plain text."""
        self.checks += 1
        window = self.window
        controller = window.controller
        if controller is not None and controller.save_path is None:
            if savefile.save_path_for(window.session.match_id).exists():
                self.problems.append(f"event {self.events}: a lesson's game was saved")
        elif controller is not None and not controller.read_only and not controller.unsaved:
            controller.flush_save()
            loaded = savefile.load(controller.save_path)
            session = window.session
            if (loaded.log, loaded.cursor) != (session.log, session.cursor):
                self.problems.append(f"event {self.events}: the autosave differs from the game")
        _summaries, errors = savefile.list_saves()
        self.problems += [f"event {self.events}: {error}" for error in errors]
        self.problems += [
            f"event {self.events}: {where}" for where in rendered_as_rich_text(self.names)
        ]

    # --- one event --------------------------------------------------------------------------

    def tick(self) -> None:
        if self.done:
            return
        if self.events >= EVENTS:
            self.finish()
            return
        # (the next tick is due before this event runs: a modal dialog it opens runs its own
        # event loop, and the monkey goes on inside it)
        QTimer.singleShot(self.pause(), self.tick)
        self.events += 1
        if self.events % CHECK_EVERY == 0:
            self.check()
        window = self.window
        if window.session is not None and window.session is not self.watched:
            self.watched = window.session
            self.watched.subscribe(self.changed)
        if not window.isVisible() and QApplication.activeModalWidget() is None:
            window.show()  # the app is started again
            self.count("restart")
            return
        idle = window.controller is None and QApplication.activeModalWidget() is None
        if idle and self.rng.random() < 0.3:
            self.start_game()
            self.count("new game")
            return
        self.count(f"on {window.current_page_name() or 'nothing'}")
        self.one_event()

    def pause(self) -> int:
        """Milliseconds before the next event: none, but on a hand-over page still in its guard
        time, where half of the events wait a little (the page ignores everything in its first
        moments; a monkey that never paused would never pass it, as no person would)."""
        window = self.window
        if window.current_page_name() != "handover" or window.page("handover").ready:
            return 0
        return 100 if self.rng.random() < 0.5 else 0

    def changed(self, session: Any, kind: str) -> None:
        self.changes += 1

    def count(self, kind: str) -> None:
        self.kinds[kind] = self.kinds.get(kind, 0) + 1

    def target(self) -> QWidget:
        """The window that takes input now: a modal dialog if one is up."""
        return QApplication.activeModalWidget() or QApplication.activePopupWidget() or self.window

    def widgets(self, top: QWidget) -> list[QWidget]:
        return [w for w in [top, *top.findChildren(QWidget)] if w.isVisible() and w.isEnabled()]

    def one_event(self) -> None:
        rng = self.rng
        top = self.target()
        roll = rng.random()
        if roll < 0.35:
            self.click_item(top)
        elif roll < 0.50:
            self.click(top, buttons=True)
        elif roll < 0.60:
            self.click(top, buttons=False)
        elif roll < 0.67:
            self.hover_or_wheel(top)
        elif roll < 0.85:
            self.key(top)
        elif roll < 0.89:
            self.type_text(top)
        elif roll < 0.92 and top is self.window:
            self.resize()
        elif roll < 0.97 and top is self.window:
            self.menu()
        elif top is self.window:
            self.language()
        else:
            self.key(top)

    def point_in(self, widget: QWidget) -> QPoint:
        rect = widget.rect()
        return QPoint(
            self.rng.randrange(max(1, rect.width())), self.rng.randrange(max(1, rect.height()))
        )

    def click_at(self, widget: QWidget, point: QPoint) -> None:
        rng = self.rng
        button = Qt.MouseButton.LeftButton if rng.random() < 0.9 else Qt.MouseButton.RightButton
        if rng.random() < 0.08:
            double_click(widget, button, point)
            self.count("double click")
        else:
            QTest.mouseClick(widget, button, Qt.KeyboardModifier.NoModifier, point)
            self.count("click")

    def click_item(self, top: QWidget) -> None:
        """A click on something drawn on a sheet (a cell, a card...), somewhere inside it."""
        views = [w for w in self.widgets(top) if isinstance(w, QGraphicsView) and w.scene()]
        items = [(v, i) for v in views for i in v.scene().items() if i.isVisible()]
        # (as a player does, often one of the cells the sheet shows highlighted)
        glowing = [(v, i) for v, i in items if getattr(i, "highlighted", False) is True]
        if glowing and self.rng.random() < 0.6:
            items = glowing
        if not items:
            self.click(top, buttons=True)
            return
        view, item = self.rng.choice(items)
        rect = item.sceneBoundingRect()
        spot = QPointF(
            rect.left() + rect.width() * self.rng.uniform(0.2, 0.8),
            rect.top() + rect.height() * self.rng.uniform(0.2, 0.8),
        )
        point = view.mapFromScene(spot)
        if view.viewport().rect().contains(point):
            self.click_at(view.viewport(), point)

    def click(self, top: QWidget, *, buttons: bool) -> None:
        widgets = self.widgets(top)
        if buttons:
            widgets = [w for w in widgets if isinstance(w, QAbstractButton)] or widgets
        if not widgets:
            return
        widget = self.rng.choice(widgets)
        if isinstance(widget, QGraphicsView):
            widget = widget.viewport()
        self.click_at(widget, self.point_in(widget))

    def hover_or_wheel(self, top: QWidget) -> None:
        views = [w for w in self.widgets(top) if isinstance(w, QGraphicsView)]
        if not views:
            self.key(top)
            return
        viewport = self.rng.choice(views).viewport()
        point = self.point_in(viewport)
        if self.rng.random() < 0.6:
            QTest.mouseMove(viewport, point)
            self.count("hover")
            return
        delta = self.rng.choice([120, -120])
        event = QWheelEvent(
            QPointF(point), QPointF(viewport.mapToGlobal(point)), QPoint(0, 0), QPoint(0, delta),
            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
            False,
        )  # fmt: skip
        QApplication.sendEvent(viewport, event)
        self.count("wheel")

    def key(self, top: QWidget) -> None:
        receiver = QApplication.focusWidget() or top
        if self.rng.random() < 0.2:
            key, modifiers = self.rng.choice(SHORTCUTS)
            if key == Qt.Key.Key_Q and self.rng.random() < 0.8:
                key = Qt.Key.Key_Z  # (quitting now and then is enough)
            QTest.keyClick(receiver, key, modifiers)
            self.count("shortcut")
        else:
            QTest.keyClick(receiver, self.rng.choice(KEYS))
            self.count("key")

    def type_text(self, top: QWidget) -> None:
        edits = [w for w in self.widgets(top) if isinstance(w, QLineEdit | QComboBox)]
        if not edits:
            self.key(top)
            return
        edit = self.rng.choice(edits)
        if isinstance(edit, QComboBox):
            if edit.count():
                edit.setCurrentIndex(self.rng.randrange(edit.count()))  # (a pick from its list)
            self.count("choice")
            return
        QTest.mouseClick(edit, Qt.MouseButton.LeftButton)
        QTest.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)  # select all
        for char in self.rng.choice([*self.names, "", "x" * 120, "Zoë"]):
            # (key events carrying the text: QTest.keyClicks knows ASCII only)
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QApplication.sendEvent(
                    edit, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, char)
                )
        self.count("typing")

    def resize(self) -> None:
        self.window.resize(self.rng.randint(900, 1920), self.rng.randint(560, 1200))
        self.count("resize")

    def menu(self) -> None:
        window = self.window
        actions = [
            window.new_action, window.open_action, window.saved_action, window.start_action,
            window.undo_action, window.redo_action, window.restart_action, window.rules_action,
            window.settings_action, window.about_action,
        ]  # fmt: skip
        action = self.rng.choice(actions)
        if action.isEnabled():
            action.trigger()  # (what choosing it in the menu does)
        self.count("menu")

    def language(self) -> None:
        actions = list(self.window.language_actions.values())
        self.rng.choice(actions).trigger()
        self.count("language")

    def finish(self) -> None:
        """Close whatever dialog is up, then stop."""
        modal = QApplication.activeModalWidget()
        if modal is not None:
            QTimer.singleShot(0, self.finish)
            modal.close()
            return
        self.done = True


@pytest.mark.parametrize("game", GAMES)
def test_the_gui_monkey(qtbot, make_window, monkeypatch, tmp_path, game):
    raised: list[str] = []

    def failing_hook(kind, value, trace) -> None:  # type: ignore[no-untyped-def]
        raised.append(f"{kind.__name__}: {value}")
        sys.__excepthook__(kind, value, trace)

    monkeypatch.setattr(sys, "excepthook", failing_hook)
    rng = random.Random(f"monkey {game}")
    good = tmp_path / "a friend's game.sheetdesk"
    files = ["", str(good), str(tmp_path / "missing.sheetdesk")]
    monkeypatch.setattr(dialogs, "open_file", lambda *args: rng.choice(files))
    monkeypatch.setattr(dialogs, "save_file", lambda *args: rng.choice(["", str(tmp_path / "x")]))
    window = make_window()
    monkey = Monkey(window, game, rng, tricky_names(tmp_path), files)
    monkey.start_game()
    window.controller.flush_save()
    savefile.write(savefile.load(window.controller.save_path), good)  # (a file to open)
    try:
        QTimer.singleShot(0, monkey.tick)
        # (the wait ends when the monkey is done; it fails only when the monkey stops moving:
        # no event for STALL_MS. A run's length depends on the machine's load, a stall does not)
        while not monkey.done:
            qtbot.waitUntil(
                lambda seen=monkey.events: monkey.done or monkey.events != seen, timeout=STALL_MS
            )
        monkey.check()
    finally:
        monkey.done = True
    assert raised == []
    assert monkey.problems == []
    assert monkey.events == EVENTS
    assert list(paths.quarantine_dir().iterdir()) == []
    assert monkey.changes > 0  # the monkey did play
    print(
        f"\n{game}: {monkey.events} events, {monkey.changes} changes to games, "
        f"{monkey.checks} checks: {sorted(monkey.kinds.items())}"
    )
