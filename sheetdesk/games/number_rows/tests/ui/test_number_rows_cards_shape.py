"""Number rows' cards lie below the pad or beside it by the window's size alone: a table grown
or shrunk to a size is laid out as one opened there. On 34e7b630 one player's table opened at
819x600 laid the cards beside the pad, and kept them there grown to 1024x600 (the sheet's view,
given the width the shape beside asks, still short and wide), the others' panel 121 px wide;
opened at 1024x600, the cards lay below it and the panel took 257 px."""

from __future__ import annotations

import pytest

from tests.ui.test_size_not_history import _faults, _saved

# (opened at, resized to): from a size where the cards lie beside the pad to one where a table
# opened lays them below it, and back
RESIZES = (((819, 600), (1024, 600)), ((1366, 768), (1024, 600)), ((1024, 600), (819, 600)))


@pytest.mark.parametrize("larger", [False, True])
def test_one_players_cards_lie_by_the_windows_size_not_its_history(window, larger):  # type: ignore[no-untyped-def]
    faults = _faults(window, _saved("number_rows", 1), "en", larger, RESIZES)
    assert not faults, "\n".join(faults)
