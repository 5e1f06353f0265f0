"""Number rows' cards lie below the pad or beside it by the window's size alone: a table grown
or shrunk to a size is laid out as one opened there. On 34e7b630 one player's table opened at
819x600 laid the cards beside the pad, and kept them there grown to 1024x600 (the sheet's view,
given the width the shape beside asks, still short and wide), the others' panel 121 px wide;
opened at 1024x600, the cards lay below it and the panel took 257 px. On 156e33fb two players'
table with Larger text at 1024x600 had two shapes and shares: resized there from 1366x768, the
cards below the pad and the panel 257 px wide (the view's resize had chosen the cards beside it
before the fit laid them below, and none came after); opened there, beside it and 252 px (the
width shared again for the new shape on the height of the sheet held at its old scale), where
the size asks beside it and 214. And one player's in Polish with Larger text at 819x600 kept
its caption on three lines resized there (the width shared by steps from the last size's, the
caption wrapped at the narrower column), on two opened there."""

from __future__ import annotations

import pytest

from sheetdesk.ui.style import Look
from tests.ui.test_size_not_history import _faults, _saved, _unsettled, arrangement, opened_at

# (opened at, resized to): from a size where the cards lie beside the pad to one where a table
# opened lays them below it, and back
RESIZES = (((819, 600), (1024, 600)), ((1366, 768), (1024, 600)), ((1024, 600), (819, 600)))


@pytest.mark.parametrize("larger", [False, True])
def test_one_players_cards_lie_by_the_windows_size_not_its_history(window, larger):  # type: ignore[no-untyped-def]
    faults = _faults(window, _saved("number_rows", 1), "en", larger, RESIZES)
    assert not faults, "\n".join(faults)


# (opened at, resized to): to 1024x600 from the largest and the smallest size
TO_MIDDLE = (((1366, 768), (1024, 600)), ((819, 480), (1024, 600)))
# and to 819x600 from each of the others
TO_SHORT = (((1366, 768), (819, 600)), ((819, 480), (819, 600)), ((1024, 600), (819, 600)))


@pytest.mark.parametrize(
    ("seats", "language", "resizes"), [(2, "en", TO_MIDDLE), (1, "pl", TO_SHORT)]
)
def test_a_table_with_larger_text_is_laid_out_by_the_windows_size_not_its_history(  # type: ignore[no-untyped-def]
    window, seats, language, resizes
):
    faults = _faults(window, _saved("number_rows", seats), language, True, resizes)
    assert not faults, "\n".join(faults)


def test_one_players_table_opened_after_a_smaller_window_is_settled(window):  # type: ignore[no-untyped-def]
    # the table opened at 819x600 after one at 819x480, in Polish with Larger text: its first
    # position's words shared the width as on a fit to its size (the width shared alone on
    # the caption's height before left it on three lines; fitted once more, two)
    save = _saved("number_rows", 1)
    window.set_language("pl")
    window.set_look(Look(window.settings.colours, larger=True))
    opened_at(window, save, (819, 480))
    opened_at(window, save, (819, 600))
    faults = _unsettled(window, arrangement(window), "pl larger=True 819x480, then 819x600")
    assert not faults, "\n".join(faults)
