"""A card game's table with Larger text grown from 819x600, where its page scrolls, to 900x600,
where it fits, is laid out as one opened at 900x600 (tests/ui/test_size_not_history.py's check,
at sizes it does not try, each in a window of its own). The page's scroll area fitted it to the
viewport that the up-and-down bar of the smaller size still narrowed, 886 px of 900: laid out
there, its words took more lines (its least height measured at 886 px), the page needed the bar
and kept it, its board, buttons and margins placed for 886 px (`PageScroll._fit_page`)."""

from __future__ import annotations

from typing import Any

import pytest

from sheetdesk.core import registry
from sheetdesk.ui.style import Look
from tests.ui.test_layout_audit import settle
from tests.ui.test_size_not_history import _saved, arrangement, differences, opened_at

# (a game, a language: Polish Pyramid cards kept no more lines at 886 px)
CASES = (("treasure_cards", "el"), ("pyramid_cards", "el"), ("treasure_cards", "pl"))
SCROLLS, FITS = (819, 600), (900, 600)


def _laid_out(
    make_window: Any, save: Any, language: str, sizes: list[Any], larger: bool = True
) -> dict[str, Any]:
    """The table's arrangement in a new window opened at `sizes[0]`, then resized to the rest."""
    window = make_window()
    window.set_language(language)
    window.set_look(Look(window.settings.colours, larger=larger))
    opened_at(window, save, sizes[0])
    for size in sizes[1:]:
        window.resize(*size)
        settle()
    laid_out = arrangement(window)
    # (closed, so that the next window opens the save as its own, not to look at only)
    window.close_game()
    window.close()
    settle()
    return laid_out


@pytest.mark.parametrize(("game", "language"), CASES)
def test_a_card_table_grown_out_of_its_scroll_bar_is_laid_out_as_one_opened_there(  # type: ignore[no-untyped-def]
    make_window, messages, game, language
):
    save = _saved(game, registry.get(game).max_players)
    grown = _laid_out(make_window, save, language, [SCROLLS, FITS])
    opened = _laid_out(make_window, save, language, [FITS])
    assert grown["window"] == opened["window"] == FITS
    assert not differences(grown, opened)


@pytest.mark.parametrize("players", [2, 3])
def test_a_card_table_grown_taller_to_fit_keeps_its_instruction_short_as_one_opened_there(  # type: ignore[no-untyped-def]
    make_window, messages, players
):
    """Polish Pyramid cards with the usual text grown from 819x480 (its page scrolls) to
    819x600: the instruction's aside (the keys that turn and mirror the shape) fitted the share
    of the table's height it may take, but not the table's height beyond its least: shown, the
    table asked 2 px more than the window gives, its page took the up-and-down bar and the
    narrow margins, where one opened at 819x600 showed the lead alone, no bar, the usual
    margins (`CaptionRoom.fit`)."""
    save = _saved("pyramid_cards", players)
    grown = _laid_out(make_window, save, "pl", [(819, 480), (819, 600)], larger=False)
    opened = _laid_out(make_window, save, "pl", [(819, 600)], larger=False)
    assert grown["window"] == opened["window"] == (819, 600)
    assert not differences(grown, opened)
