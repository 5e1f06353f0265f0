"""A card game's table of one player at 819x600 has its board laid out as one opened there,
whatever the window showed before: the board's layout (usual or wide, `_choose_board_layout`)
chosen as the table was shown was chosen while the seats not playing still took their share of
the width (hidden once the first position is drawn), and one chosen on a resize started from
the width share of the layout before, never settled: Pyramid cards opened at 819x600 after
another table had its board wide (154 px high), resized there from 1024x600 usual (199 px),
from 819x480 wide again, each kept on."""

from __future__ import annotations

from typing import Any

import pytest

from sheetdesk.core import registry
from tests.ui.test_layout_audit import settle
from tests.ui.test_size_not_history import _faults, _saved, arrangement, differences, opened_at

SCREEN = (819, 600)
BEFORE = ((1366, 768), (1024, 600), (819, 480))


@pytest.mark.parametrize("game", ["treasure_cards", "pyramid_cards"])
def test_a_card_board_of_one_player_is_laid_out_as_opened_whatever_the_size_before(
    window: Any, game: str
) -> None:
    save = _saved(game, registry.get(game).min_players)
    window.set_language("en")
    opened_at(window, save, SCREEN)
    wanted = arrangement(window)
    faults = []
    for size in BEFORE:
        opened_at(window, save, size)
        window.resize(*SCREEN)
        settle()
        faults += [
            f"resized from {size}: {fault}" for fault in differences(arrangement(window), wanted)
        ]
        opened_at(window, save, size)
        opened_at(window, save, SCREEN)
        faults += [
            f"opened after {size}: {fault}" for fault in differences(arrangement(window), wanted)
        ]
    assert not faults, "\n".join(faults)


def test_a_card_board_grown_out_of_a_short_window_is_laid_out_as_one_opened_there(
    window: Any,
) -> None:
    # the usual board's width shared anew at each choice: from 819x480, where the board is
    # held at the short window's height, a share made with that height asked less width and
    # held 3 px off the one opened at 1024x600 (the others' panel 151 px against 148)
    save = _saved("pyramid_cards", 1)
    faults = _faults(window, save, "en", False, (((819, 480), (1024, 600)),))
    assert not faults, "\n".join(faults)
