"""Giza's caption sends the writer to the number buttons where they are: on the right of the
pad, or below it (it said "on the right" when they were under the pad), after every
re-arrangement a resize makes."""

from __future__ import annotations

from typing import Any

import pytest

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.test_layout_audit import screen_of, settle

NAMES = ("Ana", "Ben", "Chloé", "Dimitris", "Ewa", "Filip", "Gosia", "Helena", "Jan")
# how each language names the two sides (the words a child reads to find the buttons)
SIDES = {
    "en": {"right": "on the right", "below": "below"},
    "el": {"right": "δεξιά", "below": "από κάτω"},
    "pl": {"right": "po prawej", "below": "poniżej"},
}
# window sizes whose tables put the buttons now beside the pad, now under it (the others' sheets
# over or beside, the caption over them at 819×480)
SIZES = ((1366, 768), (1280, 1000), (1024, 600), (819, 700), (819, 480), (1000, 480), (1366, 768))


def _side_seen(table: Any) -> str:
    """Where the number buttons are on screen, read from the widgets' places."""
    pad, panel = table.big_area, table.choices
    pad_rect = pad.rect().translated(pad.mapTo(table, pad.rect().topLeft()))
    panel_rect = panel.rect().translated(panel.mapTo(table, panel.rect().topLeft()))
    if panel_rect.top() > pad_rect.bottom():
        return "below"
    assert panel_rect.left() > pad_rect.right(), (pad_rect, panel_rect)
    return "right"


@pytest.mark.parametrize("players", [2, 9])
def test_the_caption_names_the_side_the_number_buttons_are_on(window, qtbot, players):  # type: ignore[no-untyped-def]
    window.setMinimumSize(0, 0)
    window.resize(*SIZES[0])
    settle()
    seats = [Player(name) for name in NAMES[:players]]
    window.start_new(NewGameChoice(registry.get("giza_dice"), seats, {}, 5))
    settle()
    table = window.page("table").table
    # (one game, each language's words in it: the sweep ends in the window it begins in)
    for language, words in SIDES.items():
        window.set_language(language)
        sides = set()
        for size in SIZES:
            with screen_of(*size):
                window.resize(*size)
                settle()
            side = _side_seen(table)
            other = "below" if side == "right" else "right"
            caption = table.caption.words
            assert table.choices.buttons and table.choices.isVisible()
            assert words[side] in caption, (language, size, side, caption)
            assert words[other] not in caption, (language, size, side, caption)
            sides.add(side)
        assert sides == {"right", "below"}, language  # (both arrangements seen)


def test_the_caption_names_the_side_the_buttons_went_to_for_a_steps_words(window, qtbot):  # type: ignore[no-untyped-def]
    """At 819×480 with Larger text, the words of the writer's step after a computer's have the
    places decided again (the kit's `caption_place.keep`): the number buttons went under the
    pad while the caption still sent the writer to the right (until a retranslation, Settings'
    OK on the same language once, said it anew)."""
    from sheetdesk.ui.style import Look

    window.setMinimumSize(0, 0)
    window.set_look(Look(window.settings.colours, larger=True))
    seats = (Player("Ana"), Player("Ben", "bot", "easy"))
    with screen_of(819, 480):
        window.resize(819, 480)
        window.start_new(NewGameChoice(registry.get("giza_dice"), seats, {}, 5))
        table = window.page("table").table
        qtbot.waitUntil(lambda: table.caption.words.startswith("Ana: the die shows"))
        settle()
    assert _side_seen(table) == "below"
    assert SIDES["en"]["below"] in table.caption.words, table.caption.words
    assert SIDES["en"]["right"] not in table.caption.words, table.caption.words
