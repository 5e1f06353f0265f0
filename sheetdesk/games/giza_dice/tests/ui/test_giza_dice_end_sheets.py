"""The players' sheets after a game of Giza dice: the end page's "See the players' sheets"
shows one sheet big and the others small, each small one under its player's name; the big one's
player is named too (the caption says whose sheet it is, since nobody acts any more), and a
replay at its end says the same. Driven by clicks, in English, Greek and Polish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.core import savefile
from sheetdesk.core.headless import play_one
from sheetdesk.core.session import Player, Session

NAMES = ("Ana", "Zofia", "Κώστας")
SHEET_OF = {"en": "Sheet of {player}", "el": "Φύλλο: {player}", "pl": "Kartka: {player}"}


def _finished() -> Session:
    played = play_one("giza_dice", len(NAMES), 4, "random")
    log = list(played.history)
    players = [Player(name) for name in NAMES]
    return Session.restore(
        played.rules, players, played.options, played.seed, log, len(log), "giza-end"
    )


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_the_big_sheet_after_the_end_says_whose_it_is(window, language):
    window.set_language(language)
    assert window.open_path(savefile.write(_finished()), external=False)
    assert window.current_page_name() == "scores"
    QTest.mouseClick(window.page("scores").table_button, Qt.MouseButton.LeftButton)
    assert window.current_page_name() == "table"
    table = window.page("table").table
    small = [sheet.name.full for sheet in table.others.sheets if not sheet.isHidden()]
    big = [name for name in NAMES if not any(name in caption for caption in small)]
    assert len(big) == 1, small  # (each small sheet is named: the big one is the third's)
    assert SHEET_OF[language].format(player=big[0]) in table.caption.text()


def test_a_replay_at_its_end_says_whose_the_big_sheet_is(window, qtbot):
    savefile.write(_finished())
    window.history_action.trigger()  # Game ▸ Finished games
    history = window.page("history")
    qtbot.waitUntil(lambda: not history.syncing())
    index = history.table.model().index(0, 1)
    cell = history.table.visualRect(index).center()
    QTest.mouseClick(history.table.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    QTest.mouseClick(history.open_button, Qt.MouseButton.LeftButton)
    assert window.current_page_name() == "replay"
    table = window.page("replay").table  # (it opens at the end)
    small = [sheet.name.full for sheet in table.others.sheets if not sheet.isHidden()]
    big = [name for name in NAMES if not any(name in caption for caption in small)]
    assert len(big) == 1, small
    assert f"Sheet of {big[0]}" in table.caption.text()
