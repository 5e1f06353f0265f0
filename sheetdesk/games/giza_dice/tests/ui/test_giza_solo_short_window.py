"""Giza alone in a short window (1024×600 at 125 %: 819×480 for the page). With no other pads
the writer's pad takes the table's whole width, its number buttons beside it (their empty column
had kept a fifth of the width: the buttons went under the pad, which had 48-66 px of height, and
the solo note, under them, was cut); with Larger text too, in every language, nothing is cut or
drawn over anything (the layout audit, at Qt's 125 % in a process of its own)."""

from __future__ import annotations

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.style import Look
from tests.ui.test_layout_audit import LANGUAGES, audit_elsewhere, screen_of, settle

SHORT = (819, 480)
# the solo table at 125 %, with the usual and with Larger text, each language
PAGES = [f"{larger}table-giza_dice-1-{lang}" for larger in ("", "larger-") for lang in LANGUAGES]


def test_alone_the_pad_has_the_width_and_most_of_the_height(window, qtbot):  # type: ignore[no-untyped-def]
    window.setMinimumSize(0, 0)
    with screen_of(*SHORT):
        window.resize(*SHORT)
        solo = NewGameChoice(registry.get("giza_dice"), (Player("Ana"),), {"powers": True}, 5)
        window.start_new(solo)
        settle()
        table = window.page("table").table
        seen = {}
        for larger in (False, True):
            window.set_look(Look(window.settings.colours, larger=larger))
            settle()
            area, pad = table.big_area, table.big_view.sceneRect()
            # the number buttons beside the pad, no room kept right of them
            assert not table.choices.below, larger
            right = table.choices.mapTo(table, table.choices.rect().topRight()).x()
            assert table.width() - right <= 8, (larger, table.width(), right)
            # the pad at its least scale (9 pt), most of its height in sight
            seen[larger] = area.height() / (pad.height() * table.big_view.scale_factor())
        assert seen[False] >= 0.9 and seen[True] >= 0.6, seen


def test_alone_nothing_is_cut_at_1024x600_at_125_percent():
    found = audit_elsewhere("audit_scaled.py", "1.25", "1024", "600", *PAGES)
    assert found["screen"] == list(SHORT)
    assert sorted(found["pages"]) == sorted(PAGES)
    assert {page: lines for page, lines in found["pages"].items() if lines} == {}
