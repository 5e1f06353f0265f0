"""A click on the big sheet repaints the sheet alone, and the instruction line, buttons, log
and scores it changed: the view the player acts on paints the window's ground under its sheet
itself (sheetkit/view.py `FittingView.paint_ground`), as the instruction line, the button row,
Undo and Redo do under theirs, and the log and the scores so far under their lines, with their
own white and edge (ui/ground.py), so the widgets under them (the table, its page, the
side column, the pages' stack, the window) do not paint their own ground over the changed
region again at every click; and the table looks as it did when they were seen through to that
ground, in every palette, and on screen after a click as drawn anew. A widget Qt made (a
viewport) keeps painting its ground when its Python object is gone."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QImage, QPaintEvent, QRegion
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QGraphicsScene,
    QVBoxLayout,
    QWidget,
)

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.ui.ground import lie_on_ground
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.sheetkit.view import FittingView
from sheetdesk.ui.whole_rows import WholeRowsList
from tests.declared import quick_bot

from .driving import click_spot, play_by_hint, sheet_click
from .laid_out import settle
from .screen import stale

CLICKS = 2  # the clicks on the big sheet looked at in each game


class _Under(QObject):
    """The places (the window's pixels) where the widgets under `view`'s viewport paint: the
    view itself and every widget that holds it, up to the window."""

    def __init__(self, view: QWidget) -> None:
        super().__init__()
        self.window = view.window()
        self.under: list[QWidget] = []
        widget: QWidget | None = view
        while widget is not None:
            self.under.append(widget)
            widget = widget.parentWidget()
        self.painted: list[tuple[str, QRect]] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and any(watched is w for w in self.under):
            assert isinstance(event, QPaintEvent) and isinstance(watched, QWidget)
            offset = watched.mapTo(self.window, QPoint(0, 0))
            for rect in event.region():
                self.painted.append((type(watched).__name__, rect.translated(offset)))
        return False


def _settle(qtbot, controller) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: controller.autosaver is None or not controller.autosaver.pending)
    settle()


def _play(window, qtbot, entry, check, clicks=CLICKS) -> int:  # type: ignore[no-untyped-def]
    """A game of `entry`, Ana against a computer: each move of Ana's whose hint points at one
    place on the sheet she acts on is a click there, handed to `check(view, click)` (which
    makes it); her other moves are made by following the hint. The number of clicks checked."""
    window.start_new(
        NewGameChoice(entry, (Player("Ana"), Player("Cy", "bot", quick_bot(entry))), {}, 7)
    )
    session, controller, bot = window.session, window.controller, entry.bot()
    controller.bot_delay_ms = 10**7  # (the computer moves when the test says)
    table, checked = window.page("table").table, 0
    for step in range(60):
        if session.is_over() or checked >= clicks:
            break
        _settle(qtbot, controller)
        seat = session.acting_seat()
        if seat is None or not session.players[seat].is_human:
            controller.play_bots_now()
            continue
        legal = list(session.legal_actions(seat))
        action = bot(session.view(seat), seat, legal, Rng(step))
        spot = sheet_click(table, action)
        if spot is not None:
            cursor = session.cursor
            check(table.focus_view, lambda spot=spot: click_spot(spot))
            if session.cursor != cursor:
                checked += 1
                continue
        play_by_hint(window, action)
    return checked


def _place(window: QWidget, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def test_a_click_on_the_sheet_repaints_nothing_under_it(window, qtbot):  # type: ignore[no-untyped-def]
    """At a click on the big sheet that changes the game, and as the side column then shows
    the move, no widget under the sheet's view paints in the view's place (the view paints the
    ground there itself), nor in the place of the instruction line, the button row, the log's
    lines or the scores' cells (each paints it under itself, where the click changed its words,
    a button, a line or a score), and the screen shows there what the window drawn anew
    shows."""
    app = QApplication.instance()
    looked_at, own = {}, {"caption": 0, "buttons": 0, "undo": 0, "log": 0, "scores": 0}
    for entry in registry.GAMES:
        found: list[str] = []

        def check(view, click, found=found, game=entry.id) -> None:  # type: ignore[no-untyped-def]
            port, page = view.viewport(), window.page("table")
            lying = {
                "caption": page.table.caption,
                "buttons": page.table.button_row,
                "undo": page.undo_button,
                "redo": page.redo_button,
                "log": page.log_list.viewport(),
                "scores": page.scores_table.viewport(),
            }
            watch = _Under(port.parentWidget())
            for side in (page.log_list, page.scores_table):  # (and the side column's own)
                watch.under.extend(w for w in _Under(side).under if w not in watch.under)
            app.installEventFilter(watch)
            itself = {name: _Under(widget) for name, widget in lying.items()}
            for counted in itself.values():
                counted.under = counted.under[:1]  # (the widget's own paints alone)
                app.installEventFilter(counted)
            try:
                click()  # (the window repainted inside the click: ui/repaint.py)
                _settle(qtbot, window.controller)  # (the log and the scores shown after it)
            finally:
                for counted in (watch, *itself.values()):
                    app.removeEventFilter(counted)
            # (where they are now: a log that came to scroll is narrower, its bar beside it)
            places = [_place(window, port)] + [_place(window, w) for w in lying.values()]
            for name, counted in itself.items():
                own[name] = own.get(name, 0) + bool(counted.painted)
            found.extend(
                f"{name} {rect.getRect()}"
                for name, rect in watch.painted
                for place in places
                if rect.intersects(place)
            )
            assert stale(window) == [], game

        # (three: a score changes at the third in some games)
        looked_at[entry.id] = _play(window, qtbot, entry, check, clicks=3)
        assert not found, (entry.id, found)
        window.close_game()
    assert all(looked_at.values()), looked_at
    # (the clicks changed the instruction line, a game button, Undo, the log and a score: what
    # they repainted was looked at)
    assert all(own[name] for name in ("caption", "buttons", "undo", "log", "scores")), str(own)


LOOKS = [("light", False), ("dark", False), ("contrast", True)]


@pytest.mark.parametrize("look", LOOKS, indirect=True, ids=[c for c, _g in LOOKS])
def test_the_table_looks_the_same_on_the_views_own_ground(window, qtbot, look):  # type: ignore[no-untyped-def]
    """Each game's table after a few moves, the big sheet's view, the instruction line, the
    button row, Undo, Redo, the log's and the scores' lines painting the ground under them, is
    the very picture of the table with them seen through to the window's ground."""
    for entry in registry.GAMES:
        _play(window, qtbot, entry, lambda _view, click: click())
        _settle(qtbot, window.controller)
        table = window.page("table").table
        view = table.focus_view
        page = window.page("table")
        own = page.grab().toImage()
        view.paint_ground(False)
        lying = (
            table.caption,
            table.button_row,
            page.undo_button,
            page.redo_button,
            page.log_list.viewport(),
            page.scores_table.viewport(),
        )
        for widget in lying:
            lie_on_ground(widget, False)
        try:
            QApplication.processEvents()
            seen_through = page.grab().toImage()
        finally:
            view.paint_ground(True)
            for widget in lying:
                lie_on_ground(widget)
        assert own == seen_through, entry.id
        window.close_game()


def test_a_click_repaints_no_scores_header_whose_words_stayed(window, qtbot):  # type: ignore[no-untyped-def]
    """A click that changes the scores so far beside the sheets repaints their table's cells,
    not its header, whose words did not change (Qt's header laid its columns out again at each
    changed cell, to the same widths, and repainted itself and the panel under it); the points
    column is still as wide as its widest words."""
    app = QApplication.instance()
    scored = 0
    for entry in registry.GAMES:
        changed: list[str] = []

        def check(view, click, changed=changed, game=entry.id) -> None:  # type: ignore[no-untyped-def]
            nonlocal scored
            scores = window.page("table").scores_table
            header = scores.horizontalHeader()
            cells = [scores.item(r, 1).text() for r in range(scores.rowCount())]
            watch = _Under(header.viewport())
            watch.under = watch.under[:1]  # (the header's own paints alone)
            app.installEventFilter(watch)
            try:
                click()
                settle()  # (the header lays its columns out when the loop turns)
            finally:
                app.removeEventFilter(watch)
            if cells != [scores.item(r, 1).text() for r in range(scores.rowCount())]:
                scored += 1
                changed.extend(f"{name} {rect.getRect()}" for name, rect in watch.painted)
            widest = max(scores.sizeHintForColumn(1), header.sectionSizeHint(1))
            assert header.sectionSize(1) == widest, game

        _play(window, qtbot, entry, check, clicks=3)
        assert not changed, (entry.id, changed)
        window.close_game()
    assert scored  # (clicks changed a score: the header was looked at then)


def _sheet_view() -> QAbstractScrollArea:
    scene = QGraphicsScene(0, 0, 200, 100)
    scene.addRect(20, 20, 60, 30)
    view = FittingView(scene)
    scene.setParent(view)
    return view


def _log() -> QAbstractScrollArea:
    log = WholeRowsList()
    log.setObjectName("log")
    log.addItems(["Ana crossed 7", "Cy crossed 3"])
    return log


@pytest.mark.parametrize("make", [_sheet_view, _log], ids=["sheet", "log"])
def test_a_viewport_paints_its_ground_once_its_python_object_is_gone(qtbot, make):  # type: ignore[no-untyped-def]
    """A view's viewport (a widget Qt made: the big sheet's, the log's) told to lie on the
    ground through a Python object that is then collected paints every pixel of its rectangle,
    opaque, all the same: Qt keeps no Python object of a widget it made, and the one made for
    it again is another."""
    holder = QWidget()
    qtbot.addWidget(holder)
    view = make()
    # (reached as a child of the view before anything asked the view for it: a Python object
    # no other keeps)
    bars = ("qt_scrollarea_hcontainer", "qt_scrollarea_vcontainer")
    port = next(c for c in view.children() if c.isWidgetType() and c.objectName() not in bars)
    lie_on_ground(port)
    del port
    gc.collect()
    QVBoxLayout(holder).addWidget(view)
    holder.resize(240, 160)
    holder.show()
    qtbot.waitExposed(holder)
    port = view.viewport()
    alone = QImage(port.size(), QImage.Format.Format_ARGB32_Premultiplied)
    alone.fill(Qt.GlobalColor.transparent)
    port.render(alone, QPoint(0, 0), QRegion(), QWidget.RenderFlag(0))  # (its own paint only)
    assert port.testAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
    seen_through = [
        (x, y)
        for y in range(alone.height())
        for x in range(alone.width())
        if alone.pixelColor(x, y).alpha() < 255
    ]
    assert not seen_through, seen_through[:5]


def test_a_click_asks_the_style_sheet_nothing_for_the_sheets_ground(window, qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    """In every game, a click on the big sheet repaints the view's ground without asking the
    style sheet what the view draws there (its background is transparent: nothing), nor the
    view what its area draws (its palette, its frame: asked once for each style, not at each
    repaint), while the log and the scores, whose white and edge the style sheet gives, still
    have theirs drawn. Its paint enters no block that marks a sheet glanced at, or not
    (measure.py `glancing`: a generator's block, at every repaint), where none is under way."""
    from PySide6.QtWidgets import QCommonStyle

    from sheetdesk.ui.sheetkit import view as view_module

    asked: list[str] = []
    draw, own_palette = QCommonStyle.drawPrimitive, FittingView.palette
    glance = view_module.glancing

    def drawing(self, element, option, painter, widget=None):  # type: ignore[no-untyped-def]
        asked.append(type(widget).__name__)
        return draw(self, element, option, painter, widget)

    def paletted(self):  # type: ignore[no-untyped-def]
        if self is window.page("table").table.focus_view:
            asked.append("palette")
        return own_palette(self)

    def glancing(on: bool = True):  # type: ignore[no-untyped-def]
        if not on:  # (the big sheet's: the small ones are glanced at)
            asked.append("glancing")
        return glance(on)

    monkeypatch.setattr(QCommonStyle, "drawPrimitive", drawing)
    monkeypatch.setattr(FittingView, "palette", paletted)
    monkeypatch.setattr(view_module, "glancing", glancing)
    for entry in registry.GAMES:
        views: list[str] = []

        def check(view, click, views=views) -> None:  # type: ignore[no-untyped-def]
            views.append(type(view).__name__)
            asked.clear()
            click()
            _settle(qtbot, window.controller)  # (the log and the scores shown after it)
            views.extend(asked)

        assert _play(window, qtbot, entry, check, clicks=2), entry.id
        window.close_game()
        # (the view's own class is named once per click: at the click, never by a repaint)
        assert views.count(views[0]) == 2, (entry.id, views)
        assert "palette" not in views and "glancing" not in views, (entry.id, views)
        assert {"WholeRowsList", "WholeRowsTable"} & set(views), (entry.id, views)


# a style sheet given to a view lying on the ground, and whether it draws under its viewport
SHEETS = [
    ("background: transparent; border: none;", False),
    ("background: transparent; border: 2px solid #c04040; border-radius: 6px;", True),
    ("background: #fdfdf8; border: none;", True),
]


@pytest.mark.parametrize("sheet,draws", SHEETS, ids=["transparent", "edge", "white"])
def test_the_style_sheet_is_asked_under_a_viewport_where_it_draws(qtbot, monkeypatch, sheet, draws):  # type: ignore[no-untyped-def]
    """A sheet's view lying on the ground, whatever its style sheet, shows the picture it
    shows seen through to the ground, the edge and background the style sheet gives it under
    its viewport too; and its viewport's paint asks the style sheet what to draw there only
    where it draws something (transparent, with no edge: nothing)."""
    from PySide6.QtWidgets import QCommonStyle

    holder = QWidget()
    qtbot.addWidget(holder)
    view = _sheet_view()
    view.setStyleSheet(f"QGraphicsView {{ {sheet} }}")
    QVBoxLayout(holder).addWidget(view)
    holder.resize(240, 160)
    holder.show()
    qtbot.waitExposed(holder)
    asked: list[QWidget] = []
    draw = QCommonStyle.drawPrimitive

    def drawing(self, element, option, painter, widget=None):  # type: ignore[no-untyped-def]
        asked.append(widget)
        return draw(self, element, option, painter, widget)

    seen_through = holder.grab().toImage()
    lie_on_ground(view.viewport())
    QApplication.processEvents()
    monkeypatch.setattr(QCommonStyle, "drawPrimitive", drawing)
    own = holder.grab().toImage()
    monkeypatch.undo()
    assert own == seen_through
    assert any(widget is view for widget in asked) == draws, asked
    # the view on the ground by its own word, painted with a bare style first: given this
    # style sheet after, it asks again what its area draws
    lie_on_ground(view.viewport(), False)
    view.setStyleSheet(f"QGraphicsView {{ {SHEETS[0][0]} }}")
    view.paint_ground()
    holder.grab()
    view.setStyleSheet(f"QGraphicsView {{ {sheet} }}")
    assert holder.grab().toImage() == seen_through
