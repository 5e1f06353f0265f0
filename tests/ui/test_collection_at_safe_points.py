"""Python's cycle collection in a window's session (ui/collector.py): through a session as a family
has one — the start page, a game of each kind opened and left, printing, the statistics, the
language changed, a lesson — every collection is started by the window's event loop, none inside
the handler of a Qt event (where it could destroy the object the event is delivered to), and
none finds a Qt object alive in a cycle. The same session run again in a process of its own where
the C library fills what it frees with junk, `.pyc` files written and read, does not crash."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session
from sheetdesk.ui import collector
from tests.ui.driving import in_modal, open_at
from tests.ui.test_end_page import finished, open_end
from tests.ui.test_lesson import open_lesson_from_start, push

ROOT = Path(__file__).resolve().parents[2]
LESSON = next(entry.id for entry in registry.GAMES if entry.lesson() is not None)


def started(game: str, moves: int = 6) -> Session:
    """A game of `game` for two, `moves` moves in."""
    entry = registry.get(game)
    session = Session.new(entry.rules(), [Player("Ana"), Player("Jan")], {}, 3)
    bot = entry.bot()
    for step in range(moves):
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        session.act(seat, bot(session.view(seat), seat, legal, Rng(step)))
    return session


class Collections:
    """Each cycle collection started while it watches: by the window's event loop through the
    collector (`collect_due`, no modal loop running) or elsewhere (Python's own, at whatever
    allocation crossed its threshold, in whatever handler ran then)."""

    def __init__(self) -> None:
        self.elsewhere: list[str] = []
        self.looking = False  # (the test's own look at the garbage is no collection of the app)

    def __enter__(self) -> Collections:
        gc.callbacks.append(self._started)
        return self

    def __exit__(self, *exc: object) -> None:
        gc.callbacks.remove(self._started)

    def _started(self, phase: str, info: dict[str, int]) -> None:
        if phase != "start" or self.looking:
            return
        frame = sys._getframe(1)
        where = []
        while frame is not None:
            if frame.f_code is collector.collect_due.__code__:
                if not collector.in_a_handler():
                    return
                where.append("(a modal loop)")
            where.append(f"{Path(frame.f_code.co_filename).name}:{frame.f_code.co_name}")
            frame = frame.f_back
        self.elsewhere.append(" < ".join(where[:6]))

    def alive_in_cycles(self) -> list[str]:
        """The Qt objects, still alive, that a full collection now would destroy (the deleted
        ones' wrappers are let go of first, as the event loop does)."""
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        self.looking = True
        gc.set_debug(gc.DEBUG_SAVEALL)
        try:
            gc.collect()
            return [
                f"{type(thing).__name__} {thing.objectName()!r}"
                for thing in gc.garbage
                if isinstance(thing, QObject) and shiboken6.isValid(thing)
            ]
        finally:
            gc.set_debug(0)
            gc.garbage.clear()
            gc.collect()
            self.looking = False


def session(window: Any, qtbot: Any, dialog_log: Any, out: Path, steps: Collections) -> list[str]:
    """The session through `window`; what of Qt was alive in a cycle after each step."""
    alive: list[str] = []

    def step(name: str) -> None:
        qtbot.wait(20)  # (the event loop turns, as it does between a family's clicks)
        alive.extend(f"{name}: {found}" for found in steps.alive_in_cycles())

    step("the start page")
    for entry in registry.GAMES:
        open_at(window, qtbot, started(entry.id))
        push(window.page("table").leave_button)
        step(entry.id)
    game = started(registry.GAMES[0].id)
    open_at(window, qtbot, game)
    dialog_log.save_as = str(out)

    def save_and_close(dialog: Any) -> None:
        push(dialog.pdf_button)
        dialog.close()

    with in_modal(save_and_close, "the Print dialog"):
        QTest.keySequence(window, QKeySequence(QKeySequence.StandardKey.Print))
    assert out.stat().st_size > 0
    push(window.page("table").leave_button)
    step("printing")
    push(window.start_page.statistics_button)
    push(window.page("statistics").back_button)
    step("the statistics")
    for code in ("pl", "en"):
        window.language_actions[code].trigger()  # (Settings ▸ Language ▸ …)
        step(f"the language {code}")
    page = open_end(window, finished(registry.GAMES[0].id, ("Ana", "Bob")), animations="off")
    push(page.back_button)
    step("a finished game")
    open_lesson_from_start(window, qtbot, LESSON)
    push(window.findChild(QObject, "leave_lesson"))
    step("a lesson")
    return alive


def test_a_session_collects_cycles_only_from_the_event_loop(window, qtbot, dialog_log, tmp_path):
    with Collections() as steps:
        alive = session(window, qtbot, dialog_log, tmp_path / "game.pdf", steps)
    assert steps.elsewhere == [], "\n".join(steps.elsewhere[:10])
    assert alive == []


def test_a_modal_loop_puts_a_due_collection_off_until_it_closes(window, qtbot, tmp_path):
    """A collection due while the Print dialog is open waits until it is closed."""
    done: list[int] = []
    kept: list[list[int]] = []

    def look(dialog: Any) -> None:
        gc.collect()
        kept.extend([] for _ in range(2 * gc.get_threshold()[0]))  # (the youngest due)
        done.append(collector.collect_due())
        dialog.close()

    with in_modal(look, "the Print dialog"):
        QTest.keySequence(window, QKeySequence(QKeySequence.StandardKey.Print))
    done.append(collector.collect_due())
    assert done == [-1, 0]


@pytest.mark.parametrize("run", [1, 2])
def test_the_session_does_not_crash_where_freed_memory_is_junk(run):
    if os.environ.get("SHEETDESK_IN_CRASH_HUNT"):
        pytest.skip("(the hunt itself)")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        PYTHONFAULTHANDLER="1",
        MALLOC_PERTURB_="165",  # (what the C library frees it fills with junk: a use after free
        SHEETDESK_IN_CRASH_HUNT="1",  # crashes there and then)
    )
    session_test = (
        f"{Path(__file__).name}::{test_a_session_collects_cycles_only_from_the_event_loop.__name__}"
    )
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0"]
    # (its output and errors in one: a crash's trace among what the session printed)
    with subprocess.Popen(
        [*command, str(Path(__file__).parent / session_test)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    ) as hunt:
        said, _ = hunt.communicate(timeout=900)
    assert hunt.returncode == 0, said[-3000:]
    assert "1 passed" in said
