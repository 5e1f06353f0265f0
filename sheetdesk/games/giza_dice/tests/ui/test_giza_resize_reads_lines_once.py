"""A Giza table's resize reads its sheets' lines once a fit, not at every place it tries.

Resized, Giza's table tries its caption's places and its number buttons' sides, laying itself out
some thirty times a fit, and each scroll area round a sheet looks again at the sheet's lines (to
end its room at a whole line). A sheet's lines are its items' edges and its words' glyphs, read
from the items: at each look, its words' glyphs were asked for 714 times for one window shrunk
from 1024x600 to 819x480 (two players, Greek with Larger text; 12 once read a fit), and the
page's own fits, each resizing the table, fit it some seventy times when it is opened in a small
window. While the table's fit runs, nothing moves its sheets' lines but what says so
(`SheetScene.lines_moved`): each sheet reads them once then."""

from __future__ import annotations

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.games.giza_dice import places
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.sheetkit import items
from sheetdesk.ui.sheetkit.scene import SheetScene
from sheetdesk.ui.sheetkit.view import FittingView
from sheetdesk.ui.style import Look, apply_style
from tests.ui.laid_out import settle
from tests.ui.test_layout_audit import screen_of


def test_a_resize_reads_each_sheets_lines_a_few_times_a_fit(qapp, window, monkeypatch):  # type: ignore[no-untyped-def]
    apply_style(qapp, Look("light", True))
    window.set_language("el")
    window.setMinimumSize(0, 0)
    with screen_of(1024, 600):
        window.resize(1024, 600)
        settle()
        players = [Player("Ana"), Player("Zofia Kowalska")]
        window.start_new(NewGameChoice(registry.get("giza_dice"), players, {}, 5))
        settle()
    table = window.page("table").table
    scenes = [view.scene() for view in table.findChildren(FittingView)]
    labels = sum(len(scene.labels) for scene in scenes if isinstance(scene, SheetScene))
    counted = {"ink": 0, "fits": 0}
    ink, fit = items.LabelItem.ink, places.GizaPlaces.fit_to_size

    def counted_ink(label):  # type: ignore[no-untyped-def]
        counted["ink"] += 1
        return ink(label)

    def counted_fit(table):  # type: ignore[no-untyped-def]
        counted["fits"] += 1
        fit(table)

    monkeypatch.setattr(items.LabelItem, "ink", counted_ink)
    monkeypatch.setattr(places.GizaPlaces, "fit_to_size", counted_fit)
    with screen_of(819, 480):
        window.resize(819, 480)
        settle()
        window.grab()
        settle()
    assert counted["fits"] >= 1
    # (each sheet's lines read twice a fit: in it, and after it at the new scale; a read more
    # for a look between)
    assert counted["ink"] <= 3 * labels * counted["fits"], counted
