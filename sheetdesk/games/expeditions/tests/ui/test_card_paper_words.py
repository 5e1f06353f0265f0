"""A card game's players have cards and a score card, not a sheet: the words the app says of
their paper while they play are the game's own (GameUi.paper)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from sheetdesk.games.expeditions.tests.ui.test_card_sheet_text import _played_once, start  # noqa: F401
from tests.ui.driving import press


@pytest.mark.parametrize("game", ["treasure_cards", "pyramid_cards"])
def test_a_hint_not_put_into_words_names_the_games_own_paper(window, qtbot, monkeypatch, game):
    """Bad input: a hint the game cannot describe from the player's view (its words raise) is
    still shown, and the status line says where in the card game's words, not a sheet's."""
    start(window, game, 2)  # (a saved game opened at a marking step)
    table = window.page("table").table

    def cannot_describe(*args: object) -> None:
        raise ValueError("no words from a view")

    monkeypatch.setattr(window.controller.rules, "describe", cannot_describe)
    qtbot.waitUntil(lambda: window.controller.can_hint(), timeout=10_000)
    press(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: table.hinted is not None, timeout=10_000)
    said = window.statusBar().currentMessage()
    assert said.startswith("The hint is marked on your score card or on a")
    assert "sheet" not in said


@pytest.mark.parametrize("game", ["treasure_cards", "pyramid_cards"])
def test_a_small_sheets_caption_states_its_count_with_larger_text(window, qtbot, game):
    """Polish, Larger text, 819×480 (1024×600 at 125 %): a small sheet's caption too short for
    "Ukończone karty: 2" broken in two says it in the game's fewer words ("Ukończone: 2"),
    never "Ukończone" without its count."""
    from sheetdesk.ui.sheetkit.seat_caption import JOIN, SeatCaption
    from sheetdesk.ui.style import Look

    window.set_language("pl")
    window.set_look(Look(window.settings.colours, larger=True))
    start(window, game, 4, size=(819, 480))
    qtbot.wait(1)
    captions = [c for c in window.findChildren(SeatCaption) if c.isVisible() and c.full]
    assert captions
    for caption in captions:
        said = [line.replace(JOIN, " ") for line in caption.text().split("\n")]
        first, *words = caption.full.split("\n")
        while said and said[0].strip("…").strip() in first.replace("…", ""):
            said.pop(0)  # (the name, a computer's mark, the points)
        # the game's words: whole lines of them (wrapped or not), in full or in fewer words
        stated = " ".join(said)
        whole = {
            " ".join(lines[:n])
            for lines in (words, caption.short.split("\n"))
            for n in range(len(lines) + 1)
        }
        assert stated in whole, (caption.text(), caption.full)
