"""Giza alone at 1366×768 at 150 % (910×512 for the window), in Greek with Larger text: the
caption stands in the column beside the pad. Its place was decided for the first step's words;
its words ("Ana: το ζάρι δείχνει 5 …", 235 px at its width) had 211 px there, the row's
height, cut top and bottom, and no step decided its place again. At every step of a few turns
its words are whole (over the pad, where the column has no room for them)."""

from __future__ import annotations

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.games.giza_dice import rules as gd
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.style import Look
from tests.ui.test_layout_audit import screen_of, settle

from .giza import click_action

SCREEN = (910, 512)  # 1366×768 at 150 %


def test_the_solo_caption_beside_the_pad_is_whole_at_every_step(window, qtbot):  # type: ignore[no-untyped-def]
    window.set_language("el")
    window.set_look(Look("light", True))
    cut: list[tuple[int, str, int, int]] = []
    with screen_of(*SCREEN):
        window.setMinimumSize(0, 0)
        window.resize(*SCREEN)
        settle()
        solo = NewGameChoice(registry.get("giza_dice"), (Player("Ana"),), {"powers": True}, 5)
        window.start_new(solo)
        settle()
        table = window.page("table").table
        for step in range(8):
            if not (table.position and table.position.legal):
                break
            settle()
            caption = table.caption
            if not caption.whole():
                cut.append((step, caption.text(), caption.height(), caption.words_height()))
            legal = table.position.legal
            action = next((a for a in legal if isinstance(a, gd.Order)), None) or next(
                (a for a in legal if isinstance(a, gd.Write)), legal[0]
            )
            click_action(table, action)
            if isinstance(action, gd.Write):
                settle()
                if not table.caption.whole():
                    cut.append((step, table.caption.text(), 0, 0))
                table.done_button.click()
    assert cut == []
