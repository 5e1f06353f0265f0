"""A table is never fitted to its size from inside its own fitting, and a sheet's scroll area
never ends itself at a line from inside its own look at its lines: each table alone, of two
seats and of its most, in Greek with Larger text (the longest words), opened in a new window at
1024×600 and then made 819×480, the state the fit test reaches (it watches both there: the
nesting was found at 819×480; its own walk on to 1366×768 and back is left out).
Fitting a table shows and hides buttons and sets least sizes, which Qt answers
at once, from inside the fit, by laying out every shown widget over them and resizing the table
again; a look at a sheet's lines sets its area's margins and scroll bar, which resize and scroll
it at once. Done again from there, each went deeper for as long as a pass changed something: on
1c4f3c82 a Giza table placed its number buttons inside their own placing three deep and its
sheet's area looked at its lines inside a look, and the test that walks every page at 819×480
once crashed its process, the stack run out. And the kit's two bounds on work asked for from
inside itself (`after_changes`): done after it, or so deep at most."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any

import pytest
from PySide6.QtCore import QObject, Signal

from sheetdesk.core import registry
from sheetdesk.ui.after_changes import AGAIN, at_most_deep, one_at_a_time
from tests.ui import test_nothing_scrolls_sideways
from tests.ui.test_layout_audit import settle
from tests.ui.test_nothing_scrolls_sideways import sideways
from tests.ui.test_size_not_history import SMALL

MIDDLE = (1024, 600)
# (the games its walk plays and saves, played once for the module)
auditor = test_nothing_scrolls_sideways.auditor
# the work that must not run inside itself, by its module's file and its name
WATCHED = (
    ("sheetkit/width_share.py", "place_choice_panel"),  # (every table's fitting places its panel)
    ("sheetkit/scrolled.py", "_end_at_a_line"),  # (a sheet's area ends itself at a line)
)


# the trace functions of the watchers under way (`_tracing`): one fit may be watched several ways
_WATCHES: list[Callable[[FrameType, str, Any], None]] = []


def _hear(frame: FrameType, event: str, arg: Any) -> None:
    for watch in _WATCHES:
        watch(frame, event, arg)


@contextmanager
def _tracing(watch: Callable[[FrameType, str, Any], None]) -> Iterator[None]:
    """`watch` hears of each call of Python code while the block runs, beside any watcher it
    runs in. (A trace function hears of each call of Python code alone; a profile function of
    each return and each call into Qt too, which cost the fit test a third of its time.)"""
    _WATCHES.append(watch)
    sys.settrace(_hear)
    try:
        yield
    finally:
        _WATCHES.remove(watch)
        sys.settrace(_hear if _WATCHES else None)


@contextmanager
def nesting() -> Iterator[dict[str, int]]:
    """While the block runs: for each `WATCHED` function, how deep it was ever found inside
    itself (1: never inside itself)."""
    deepest: dict[str, int] = {}

    names = {name for _file, name in WATCHED}

    def watch(frame: FrameType, event: str, _arg: Any) -> None:
        code = frame.f_code
        if event != "call" or code.co_name not in names:  # (cheap: it hears every call)
            return
        name = next(
            (
                f"{file}:{name}"
                for file, name in WATCHED
                if code.co_name == name and code.co_filename.endswith(file)
            ),
            None,
        )
        if name is None:
            return
        depth, outer = 1, frame.f_back
        while outer is not None:
            depth += outer.f_code is code
            outer = outer.f_back
        deepest[name] = max(deepest.get(name, 0), depth)

    with _tracing(watch):
        yield deepest


# a table's fits (`TableScaffold.fitted`): to its size, as it is shown, arranged anew
FITS = ("fit_to_size", "fit_when_shown", "arrange")


@contextmanager
def fits() -> Iterator[list[tuple[int, str, tuple[int, int]]]]:
    """While the block runs: each fit of a table as it begins, with the table (its id) and its
    size then (a game's fit calling the kit's own counted once)."""
    from sheetdesk.ui.sheetkit.scaffold import TableScaffold

    begun: list[tuple[int, str, tuple[int, int]]] = []

    def watch(frame: FrameType, event: str, _arg: Any) -> None:
        name = frame.f_code.co_name
        if event != "call" or name not in FITS:
            return
        table, outer = frame.f_locals.get("self"), frame.f_back
        if not isinstance(table, TableScaffold):
            return
        if (
            outer is not None
            and outer.f_code.co_name == name
            and outer.f_locals.get("self") is table
        ):
            return  # (the kit's, called by the game's)
        begun.append((id(table), name, table.size().toTuple()))

    with _tracing(watch):
        yield begun


def _fitted_twice(begun: list[tuple[int, str, tuple[int, int]]]) -> list[str]:
    """Each fit to the size done right after another at the same size, the table's only fit
    between them."""
    last: dict[int, tuple[str, tuple[int, int]]] = {}
    found = []
    for table, name, size in begun:
        if name == "fit_to_size" and last.get(table) == (name, size):
            found.append(f"fitted to {size[0]}x{size[1]} twice in a row")
        last[table] = (name, size)
    return found


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_a_table_is_fitted_to_a_size_once(qapp, auditor, game):  # type: ignore[no-untyped-def]
    """Each table alone, of two seats and of its most, opened in a new window in Greek with
    Larger text at 1024×600, the window then made 819×480 (as a family shrinks the window it
    plays in): a fit resizes the table (the page round it fitted to the least size each place
    tried for the choice panel gives) and back to the size it is fitted to; fitted again after
    that, at the same size, Giza's table of two was resized so again and asked for yet another
    fit, till `one_at_a_time` gave up. Fitted to a size once, it is laid out as after one more
    fit (Giza alone at 1024×600: its solo note's short form, left from the smaller size the
    table was first laid out at, went beside the pad, and the whole one into the buttons' row
    at the next fit). And at 819×480 nothing scrolls sideways: the shrink puts the table's
    page into its scroll area for the first time (the walk of every page at 819×480 reaches
    that in its first game only), and the up-and-down scroll bar it brought narrowed the
    viewport, the page left as wide as before (Giza's, 14 px, before the page was fitted again
    to what the bar left)."""
    from sheetdesk.ui.style import Look, apply_style
    from tests.ui.test_layout_audit import _seats, screen_of, views_unpainted
    from tests.ui.test_size_not_history import arrangement, differences

    apply_style(qapp, Look("light", True))
    found = []
    try:
        for seats in _seats(game, (1, 2, 0)):
            auditor.close()
            auditor.use_language("el")
            page = f"table-{game}-{seats}"
            for size in (MIDDLE, SMALL):
                with views_unpainted(), screen_of(*size), nesting() as deepest:
                    with fits() as begun:
                        auditor.reach(page, size)
                    if size == SMALL:
                        found += [f"{page}: {p}" for p in sideways(auditor.window)]
                    laid_out = arrangement(auditor.window)
                    table = auditor.window.page("table").table
                    table.fitted(table.fit_to_size)
                    settle()
                    again = differences(arrangement(auditor.window), laid_out)
                at = f"{page} at {size[0]}x{size[1]}"
                found += [
                    f"{at}: {name} {depth} deep" for name, depth in deepest.items() if depth > 1
                ]
                found += [f"{at}: {fault}" for fault in _fitted_twice(begun)]
                found += [f"{at}, fitted once more: {difference}" for difference in again]
    finally:
        auditor.close()
        apply_style(qapp)
    assert found == [], "\n".join(found)


class _Echo(QObject):
    """Work that asks for itself again at once, by a signal, till `last`: as a resize does."""

    asked = Signal(int)

    def __init__(self, last: int) -> None:
        super().__init__()
        self.last = last
        self.done: list[int] = []
        self.depth = self.deepest = 0

    def answer(self, n: int) -> None:
        self.depth += 1
        self.deepest = max(self.deepest, self.depth)
        self.done.append(n)
        if n < self.last:
            self.asked.emit(n + 1)
        self.depth -= 1


def test_work_asked_for_from_inside_itself_is_done_after_it_a_few_times_at_most(work_given_up):
    """... and given up after them with a warning naming it (the app's log: stderr), which
    fails a UI test (conftest `_no_work_given_up`); work that settles gives nothing up."""

    class Once(_Echo):
        @one_at_a_time("echo")
        def answer(self, n: int) -> None:
            super().answer(n)

    echo = Once(last=AGAIN)
    echo.asked.connect(echo.answer)
    echo.answer(0)
    assert (echo.done, echo.deepest) == (list(range(1 + AGAIN)), 1)  # (each after its asker)
    assert work_given_up == []
    endless = Once(last=1000)
    endless.asked.connect(endless.answer)
    endless.answer(0)
    assert (endless.done, endless.deepest) == (list(range(1 + AGAIN)), 1)
    said = work_given_up[:]
    work_given_up.clear()  # (given up on purpose here)
    assert said == [
        f"one_at_a_time gave up {Once.answer.__qualname__} on a Once: asked for again after "
        f"{1 + AGAIN} passes of {Once.answer.__qualname__} (two answers undoing each other)"
    ]


def test_work_that_must_be_done_inside_itself_goes_so_deep_at_most():
    class Bounded(_Echo):
        @at_most_deep(3)
        def answer(self, n: int) -> None:
            super().answer(n)

    endless = Bounded(last=100_000)
    endless.asked.connect(endless.answer)
    endless.answer(0)
    assert (endless.done, endless.deepest) == ([0, 1, 2], 3)
    assert endless.answer(0) is None and endless.done[-3:] == [0, 1, 2]  # (and again after)


# the passes of a table's layout (sheetkit/table_layout.py `TableLayout`): Qt's, and the width
# share's laying the table out at once (`lay_out_now`)
PASSES = ("_pass", "_lay_out_now")


@contextmanager
def fits_inside_passes() -> Iterator[list[str]]:
    """While the block runs: each fit of a table begun while a pass of its layout is under way,
    the width share's laying it out at once among them (a fit asked for there runs once the pass
    is over: a fit inside it measured parts not placed yet)."""
    inside: list[str] = []

    def watch(frame: FrameType, event: str, _arg: Any) -> None:
        if event != "call" or frame.f_code.co_name not in FITS:
            return
        outer = frame.f_back
        while outer is not None:
            code = outer.f_code
            if code.co_name in PASSES and code.co_filename.endswith("sheetkit/table_layout.py"):
                inside.append(f"{frame.f_code.co_name} inside {code.co_name}")
                return
            outer = outer.f_back

    with _tracing(watch):
        yield inside
