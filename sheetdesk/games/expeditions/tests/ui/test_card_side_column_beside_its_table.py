"""A card game's table in Polish with Larger text grown from 819x480 to 911x512 is laid out as
one opened at 911x512 (tests/ui/test_size_not_history.py's check, at sizes it does not try,
each in a window of its own). Who acts took two lines at 819x480, one at 911x512: the page's
pass at the new size still counted two, and the table, fitted to the size that pass gave it,
laid the page out again inside it with one; the pass then went on and placed the side column
under the header's two lines, 18 px lower than the table beside it, its log 18 px shorter
(`SideFirstLayout`)."""

from __future__ import annotations

from sheetdesk.core import registry
from sheetdesk.games.expeditions.tests.ui.test_card_table_past_the_old_bar import _laid_out
from tests.ui.test_size_not_history import _saved, differences

SMALL, GROWN = (819, 480), (911, 512)


def test_a_card_tables_side_column_grown_with_it_stands_beside_it(make_window, messages):  # type: ignore[no-untyped-def]
    save = _saved("treasure_cards", registry.get("treasure_cards").max_players)
    grown = _laid_out(make_window, save, "pl", [SMALL, GROWN])
    opened = _laid_out(make_window, save, "pl", [GROWN])
    assert grown["window"] == opened["window"] == GROWN
    assert grown["QFrame side_panel 0"] == opened["QFrame side_panel 0"]
    assert not differences(grown, opened)
