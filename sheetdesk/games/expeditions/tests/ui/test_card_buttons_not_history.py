"""The card games' tables in Polish at 819x600 are laid out as one opened there, whatever size
the window had before (tests/ui/test_size_not_history.py's check, at a size it does not try): on
1c4f3c82 one shrunk there from 1366x768 kept its buttons on one line, its page's margins 2 px
(the row's least width was its buttons side by side), and one opened there had them on two
lines with 8 px margins (the least width of its wider line only): each held by the other."""

from __future__ import annotations

import pytest

from sheetdesk.core import registry
from tests.ui.test_size_not_history import _faults, _saved

GAMES = ("treasure_cards", "pyramid_cards")


@pytest.mark.parametrize("game", GAMES)
def test_a_card_table_in_polish_shrunk_to_819x600_is_laid_out_as_one_opened_there(window, game):  # type: ignore[no-untyped-def]
    save = _saved(game, registry.get(game).max_players)
    faults = _faults(window, save, "pl", False, (((1366, 768), (819, 600)),))
    assert not faults, "\n".join(faults)
