"""When a table is fitted to its size and its sheets to theirs (the kit's table_layout.py
`TableLayout`), on every game's table at its most seats: a resize draws each sheet once, at the
size the table's fit leaves it at; a table laid out again at its own size has its sheets fitted
at once; a fit asked for in a pass of the table's layout is done after that pass, not inside
it; and a fit asked for by a resize from inside a fit, the table back at the size that fit
fitted it to by then, is not done again at that size."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from sheetdesk.core import registry
from sheetdesk.ui.sheetkit import FittingView
from tests.ui.driving import pass_handover
from tests.ui.test_fit_not_within_itself import FITS, _fitted_twice, fits
from tests.ui.test_layout_audit import settle
from tests.ui.test_size_not_history import MIDDLE, SMALL, WIDE, _saved, opened_at

GAMES = [entry.id for entry in registry.GAMES]


def _table(window: Any, game: str, size: tuple[int, int]) -> Any:
    """`game`'s table at its most seats, opened in `window` at `size`."""
    opened_at(window, _saved(game, registry.get(game).max_players), size)
    return window.page("table").table


def _sheets(table: QWidget) -> list[FittingView]:
    return [view for view in table.findChildren(FittingView) if view.isVisible()]


def fitting(view: FittingView) -> float:
    """The scale the sheet fits the view's viewport at now."""
    size, rect, margin = view.viewport().size(), view.sceneRect(), view.margin
    return min(
        (size.width() - 2 * margin) / rect.width(), (size.height() - 2 * margin) / rect.height()
    )


def _unfitted(table: QWidget) -> list[str]:
    """Each sheet shown drawn at a scale other than the one its view's size fits it at."""
    return [
        f"{view.parentWidget().objectName() or type(view.parentWidget()).__name__}: drawn at "
        f"{view.transform().m11():.4f}, fits at {fitting(view):.4f}"
        for view in _sheets(table)
        if abs(view.transform().m11() - fitting(view)) > 1e-9
    ]


class _ResizedInside(QObject):
    """Counts `table`'s resizes (`count`); with `inside`, resizes it to `size` the first time a
    part of it is resized while `inside(table)` says so (from inside a pass of its layout, or a
    fit), and back where `back` says so."""

    def __init__(
        self,
        table: QWidget,
        inside: Any = None,
        size: tuple[int, int] = (0, 0),
        back: bool = False,
    ) -> None:
        super().__init__()
        self.table, self.inside, self.size, self.back = table, inside, size, back
        self.done = False
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.Resize or not isinstance(watched, QWidget):
            return False
        self.count += watched is self.table
        part = self.table.isAncestorOf(watched)
        if self.inside is not None and not self.done and part and self.inside(self.table):
            self.done = True
            at = self.table.size()
            self.table.resize(*self.size)
            if self.back:
                self.table.resize(at)
        return False


@pytest.mark.parametrize("game", GAMES)
def test_a_resize_draws_each_sheet_once_at_the_size_the_tables_fit_leaves(window, game):  # type: ignore[no-untyped-def]
    """Once for each resize of the table (its page may resize it more than once for one of the
    window: the page's own fit), not at each place the table's fit tries nor first at the size
    Qt's pass of the table's layout gave it."""
    table = _table(window, game, WIDE)
    resizes = _ResizedInside(table)
    table.installEventFilter(resizes)
    # each sheet's scales drawn at, with the count of the table's resizes before each
    drawn: dict[int, list[tuple[int, float]]] = {}
    for view in _sheets(table):
        drawn[id(view)] = [(0, view.transform().m11())]
        view.fitted.connect(
            lambda view=view: drawn[id(view)].append((resizes.count, view.transform().m11()))
        )
    for size in ((1037, 723), SMALL, MIDDLE):
        window.resize(*size)
        settle()
        assert _unfitted(table) == []
    rescaled = {
        key: [after for i, (after, scale) in enumerate(scales) if i and scale != scales[i - 1][1]]
        for key, scales in drawn.items()
    }
    assert resizes.count >= 3 and any(rescaled.values())
    # (the sheets drawn at another scale more than once after the same resize of the table)
    assert {key: after for key, after in rescaled.items() if len(set(after)) < len(after)} == {}


def test_sheets_laid_out_anew_at_the_tables_size_are_fitted_at_once(window):  # type: ignore[no-untyped-def]
    """Each game's table in turn: in another language, then with Larger text, the
    instruction's words and the buttons take other heights and the sheets other sizes (laid
    out in passes at the table's new size, and at the size it keeps after); laid out, before
    anything else posted to the event loop is done."""
    from sheetdesk.ui.style import Look

    resized = []
    for game in GAMES:
        window.set_language("en")
        window.set_look(Look(window.settings.colours))
        table = _table(window, game, WIDE)
        assert _unfitted(table) == [], game
        for change in (
            lambda: window.set_language("el"),
            lambda: window.set_look(Look(window.settings.colours, larger=True)),
        ):
            sizes = {id(view): view.size() for view in _sheets(table)}
            change()
            for _ in range(3):  # (Qt's layout requests answered, nothing else posted)
                QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            resized += [view for view in _sheets(table) if view.size() != sizes[id(view)]]
            assert _unfitted(table) == [], game
    assert resized  # (the changes gave sheets other sizes)


@contextmanager
def _fits_begun(table: QWidget) -> Iterator[list[tuple[str, bool]]]:
    """While the block runs: each fit of `table` as it begins, and whether it begins inside a
    pass of the table's own layout (Qt's, which its `setGeometry` asks for)."""
    begun: list[tuple[str, bool]] = []
    layout = table.layout()
    passes = [0]

    def watch(frame: FrameType, event: str, arg: Any) -> None:
        if event.startswith("c_"):
            if (
                getattr(arg, "__name__", "") == "setGeometry"
                and frame.f_locals.get("self") is layout
            ):
                passes[0] += 1 if event == "c_call" else -1
            return
        if event != "call" or frame.f_code.co_name not in FITS:
            return
        if frame.f_locals.get("self") is table:
            begun.append((frame.f_code.co_name, passes[0] > 0))

    sys.setprofile(watch)
    try:
        yield begun
    finally:
        sys.setprofile(None)


def _in_frame(table: QWidget, name: str, of: Any) -> bool:
    """Whether a call of `name` on `of(table)` is under way (on the stack now)."""
    frame = sys._getframe(1)
    while frame is not None:
        if frame.f_code.co_name == name and frame.f_locals.get("self") is of(table):
            return True
        frame = frame.f_back  # type: ignore[assignment]
    return False


@pytest.mark.parametrize("game", GAMES)
def test_a_table_resized_inside_a_pass_of_its_layout_is_fitted_after_the_pass(window, game):  # type: ignore[no-untyped-def]
    table = _table(window, game, WIDE)
    inside = _ResizedInside(
        table, lambda t: _in_frame(t, "setGeometry", QWidget.layout), (900, 520), False
    )
    QApplication.instance().installEventFilter(inside)  # type: ignore[union-attr]
    try:
        with _fits_begun(table) as begun:
            window.resize(*MIDDLE)
            settle()
    finally:
        QApplication.instance().removeEventFilter(inside)  # type: ignore[union-attr]
    assert inside.done
    assert ("fit_to_size", False) in begun  # (fitted to its size all the same)
    assert [name for name, in_pass in begun if in_pass] == []
    settle()
    assert _unfitted(table) == []


@pytest.mark.parametrize("game", GAMES)
def test_a_table_resized_and_back_inside_its_fit_is_not_fitted_again_at_that_size(window, game):  # type: ignore[no-untyped-def]
    table = _table(window, game, WIDE)
    inside = _ResizedInside(
        table, lambda t: _in_frame(t, "fit_to_size", lambda t: t), (900, 520), True
    )
    QApplication.instance().installEventFilter(inside)  # type: ignore[union-attr]
    try:
        with fits() as begun:
            window.resize(*MIDDLE)
            settle()
    finally:
        QApplication.instance().removeEventFilter(inside)  # type: ignore[union-attr]
    assert inside.done
    assert _fitted_twice(begun) == []
    assert _unfitted(table) == []


@pytest.mark.parametrize("game", GAMES)
def test_no_sheet_waits_for_the_next_turn_after_a_resize(window, game):  # type: ignore[no-untyped-def]
    """The window resized, as a family does, and while the hand-over page shows (the table
    hidden, shown again at the new size as the next player takes the laptop): once the resize
    or the click returns, before the event loop turns, every sheet shown is fitted to its
    view's size. (A pass of the table's layout at a new size has its sheets' fits wait for the
    fit its resize event asks for, which Qt sends at once on these paths; where none follows,
    as in a lesson's step, they are fitted at the next turn: the layout audit's lesson steps.)"""
    window.resize(*WIDE)
    settle()
    assert window.open_path(_saved(game, registry.get(game).max_players), external=False)
    settle()
    hidden = window.current_page_name()
    if hidden == "table":  # (no hand-over due: the rules looked at, F1, and left, Escape)
        QTest.keyClick(window, Qt.Key.Key_F1)
        settle()
        hidden = window.current_page_name()
    assert hidden in ("handover", "rules")
    window.resize(*SMALL)
    settle()
    if hidden == "handover":
        pass_handover(window)
    else:
        QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Escape)
    assert window.current_page_name() == "table"
    table = window.page("table").table
    late = [f"shown at {SMALL}: {wrong}" for wrong in _unfitted(table)]
    for size in (WIDE, (1037, 723), MIDDLE, SMALL):
        window.resize(*size)
        late += [f"{size}: {wrong}" for wrong in _unfitted(table)]
        settle()
        assert _unfitted(table) == []
    assert late == []
