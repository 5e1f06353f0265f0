"""What a move costs in the card family before its repaint, counted (benchmarks/click.py times a
click): a card's words (its tooltip, the screen reader's) are written out once for each card,
its crossed boxes and the language, not at every position drawn that shows it."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.driving import play_by_hints

MOVES = 6  # Ana's moves made


@pytest.mark.parametrize("game", ["treasure_cards", "pyramid_cards"])
def test_each_card_is_written_out_once(window, qtbot, monkeypatch, game):  # type: ignore[no-untyped-def]
    """Ana's moves by the hint (and the computer's between them): every card shown, with the
    boxes crossed on it, is written out in words once, however many positions drawn show it (its
    tooltip, and on Ana's board the screen reader's words too, were written out at every one)."""
    entry = registry.get(game)
    window.start_new(NewGameChoice(entry, (Player("Ana"), Player("Cy", "bot", "greedy")), {}, 5))
    table = window.page("table").table
    written: Counter[tuple[Any, ...]] = Counter()
    card_tooltip = type(table).card_tooltip

    def counted(self: Any, card_id: int, *crossed: Any) -> str:
        written[(card_id, *crossed)] += 1
        return card_tooltip(self, card_id, *crossed)  # type: ignore[no-any-return]

    monkeypatch.setattr(type(table), "card_tooltip", counted)
    assert play_by_hints(window, qtbot, MOVES) == MOVES
    assert written and max(written.values()) == 1, written.most_common(3)
