"""Number rows on a 1024×600 screen at 125 % (819×480): the sheet scrolls in its area there, and
its display row, which a turn's first instruction ("Take 1 card from the display") sends the
player to, lies under what the area shows of the sheet's top. The turn begins with the card the
keys start on in sight, so that a family finds what they are told to take, and Enter never takes
a card nobody saw. A window shrunk to that size from a taller one shows the sheet as one opened
there: on 34e7b630, three players in Greek or Polish with Larger text, the sheet opened there
was scrolled 79 px down to that card, one shrunk there from 819×600 or 1366×768 shown from its
top, the card under the edge."""

from __future__ import annotations

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.sheetkit import LeastScaleArea
from tests.ui.driving import pass_handover
from tests.ui.test_layout_audit import screen_of, settle
from tests.ui.test_size_not_history import _faults, _saved

# (opened at, resized to): the short window reached from a taller one, and from a wide one
SHRUNK = (((819, 600), (819, 480)), ((1366, 768), (819, 480)))


def test_a_turn_begins_with_its_first_choice_in_sight_on_a_short_window(window, qtbot):
    with screen_of(819, 480):
        window.resize(819, 480)
        players = (Player("Ana"), Player("Jan"))
        window.start_new(NewGameChoice(registry.get("number_rows"), players, {}, 5))
        window.show()
        qtbot.waitExposed(window)
        with qtbot.waitActive(window):
            window.activateWindow()
        pass_handover(window)
        settle()
        table = window.page("table").table
        view = table.focus_view
        scene = view.scene()
        area = view.parentWidget().parentWidget()
        assert isinstance(area, LeastScaleArea) and area.scrolls()  # (the case looked at)
        assert "display" in table.caption.words.lower()
        assert view.hasFocus() and scene.focus_id in scene.highlighted()
        item = scene.cells[scene.focus_id]
        box = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        shown = view.viewport().mapTo(area.viewport(), box.topLeft())
        box.moveTopLeft(shown)
        assert area.viewport().rect().contains(box), (box, area.viewport().rect())


def test_a_window_shrunk_to_a_short_size_shows_the_sheet_as_one_opened_there(window):
    save = _saved("number_rows", 3)
    faults = []
    for language in ("el", "pl"):
        faults += _faults(window, save, language, True, SHRUNK)
    assert not faults, "\n".join(faults)
