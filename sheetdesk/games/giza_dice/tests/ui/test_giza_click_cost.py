"""What a Giza dice move costs before its repaint, counted (benchmarks/click.py times a click):
the writer's pad's cells are asked what they stand for at every position drawn, and their
refusals are translated only when a click says one."""

from __future__ import annotations

from sheetdesk.core import registry
from sheetdesk.core.i18n import say
from sheetdesk.core.session import Player
from sheetdesk.games.giza_dice.texts import WORDS
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.driving import play_by_hints
from tests.ui.work_counts import translated

MOVES = 4  # Ana's moves made


def test_the_pads_refusals_are_not_translated_at_every_position(window, qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    """Ana's moves in Giza dice (by the hint) translate none of the pad's cells' refusals ("Choose
    your number with the buttons on the right first.", …): the kit asks every cell's meaning at
    every position drawn, thirty and more, and nobody clicked a refused cell. (Each was
    translated once for each cell, at every position.)"""
    entry = registry.get("giza_dice")
    window.start_new(NewGameChoice(entry, (Player("Ana"), Player("Cy", "bot", "greedy")), {}, 5))
    sided = [f"{key}.{side}" for key in ("pick_first", "nile_forms") for side in ("right", "below")]
    keys = ("chosen_final", *sided)
    refusals = {say(WORDS, key).source for key in keys}
    with translated(monkeypatch) as asked:
        made = play_by_hints(window, qtbot, MOVES)
    assert made == MOVES
    assert asked and not refusals & set(asked), [s for s in asked if s in refusals][:3]
