"""The repaint after a click on a Number rows sheet (benchmarks/click.py times it): the big
sheet's view repaints the parts of the boxes and words the click changed, nothing else of the
sheet, and every box it changed shows what it is now (each keeps its picture between paints,
`NumberRowsTable`'s cache: a picture kept from before the click would be a box shown wrong),
on the screen as the click's repaint left it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QRect
from PySide6.QtGui import QRegion
from PySide6.QtWidgets import QGraphicsItem

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.games.number_rows import rules as nr
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.sheetkit.motion import signature
from tests.ui.driving import click_spot, play_by_hint, sheet_click, wait_for_turn
from tests.ui.screen import drawn_anew, shown

# how far past an item's bounds a repaint of it reaches, in pixels: Qt widens the region of an
# antialiased item by two pixels (QGraphicsView's DontAdjustForAntialiasing unset) and rounds
# it out to whole pixels
REACH = 3


class _Painted(QObject):
    """The region of its viewport each paint event repainted."""

    def __init__(self) -> None:
        super().__init__()
        self.region = QRegion()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.region = self.region.united(event.region())  # type: ignore[attr-defined]
        return False


def _to_a_cross(window, qtbot) -> tuple[Any, Any]:  # type: ignore[no-untyped-def]
    """Ana's moves by the hint, alone at the table (no computer's turn waited for), up to a
    position where a click on her sheet crosses a number: (the table, the place to click)."""
    entry = registry.get("number_rows")
    players = (Player("Ana"),)
    window.start_new(NewGameChoice(entry, players, {}, 5))
    session, bot = window.session, entry.bot()
    table = window.page("table").table
    for made in range(60):
        assert wait_for_turn(window, qtbot, 0), made
        legal = list(session.legal_actions(0))
        crosses = [a for a in legal if isinstance(a, nr.Cross)]
        spot = sheet_click(table, crosses[0]) if crosses else None
        if spot is not None and spot[0] is table.big_scene:
            return table, spot
        play_by_hint(window, bot(session.view(0), 0, legal, Rng(made)))
    raise AssertionError("no cross to click in 60 moves")


def test_a_click_repaints_only_what_it_changed_as_it_is_now(window, qtbot):  # type: ignore[no-untyped-def]
    """A click that crosses a number repaints the big sheet where the boxes and words it changed
    lie (the box crossed, the boxes skipped, the row's total and the sum), not the whole sheet
    or a row of it; and the sheet then looks as it does drawn anew, without a picture kept."""
    table, spot = _to_a_cross(window, qtbot)
    scene, view = table.big_scene, table.big_view
    before = {item: signature(item) for item in scene.items()}
    painted = _Painted()
    view.viewport().installEventFilter(painted)
    cursor = window.session.cursor
    click_spot(spot)
    view.viewport().removeEventFilter(painted)
    assert window.session.cursor == cursor + 1
    assert isinstance(window.session.log[-1].action, nr.Cross)

    changed = [item for item, was in before.items() if signature(item) != was]
    assert len(changed) >= 3, changed  # (the box crossed, its row's total, the sum)
    reach = QRegion()
    for item in changed:
        box = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        reach = reach.united(box.adjusted(-REACH, -REACH, REACH, REACH))
    assert not painted.region.isEmpty(), "the click did not repaint the sheet"
    beyond = painted.region.subtracted(reach)
    assert beyond.isEmpty(), [QRect(r).getRect() for r in beyond]
    sheet = view.mapFromScene(scene.sceneRect()).boundingRect()
    assert painted.region.boundingRect().height() < sheet.height() / 2

    # (the screen's pixels, as the click's repaint left them: a picture the view takes of
    # itself would paint it afresh)
    port = view.viewport()
    place = QRect(port.mapTo(window, QPoint(0, 0)), port.size())
    on_screen = shown(window, place)
    for item in scene.items():  # (every kept picture dropped: each drawn anew)
        mode = item.cacheMode()
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        item.setCacheMode(mode)
    drawn_anew(window)
    same = on_screen == shown(window, place)
    assert same, "a box the click changed shows the picture it kept from before it, or its old one"
