"""A game's table takes the app's font once while it opens: when the style first reaches it.
Each font change lays a table out again (Giza's tries its caption's places anew), and a table
opened took three: a method connected to a signal that is no declared slot is added to its
widget's Qt class, and the next polish of that widget (the window's, the page's) sets the
style's font on every widget in it again, twice (the app's font, then the style's)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui import table_page
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.counted_events import EventCount
from tests.ui.test_layout_audit import settle


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_a_table_takes_its_font_once_while_it_opens(window, monkeypatch, game):  # type: ignore[no-untyped-def]
    changes = EventCount(QEvent.Type.FontChange)
    set_table = table_page.TablePage.set_table

    def watched(page: Any, table: Any) -> None:
        table.installEventFilter(changes)  # (from the moment it is put on the page)
        set_table(page, table)

    monkeypatch.setattr(table_page.TablePage, "set_table", watched)
    entry = registry.get(game)
    info = entry.rules().info
    players = (Player("Ana"), *(Player(n, "bot", entry.bots[0]) for n in ("Ben", "Chloé")))
    options = {variant.key: variant.default for variant in info.variants}
    window.start_new(NewGameChoice(entry, players[: max(2, info.min_players)], options, 5))
    settle()
    assert window.current_page_name() == "table"
    assert changes.count == 1
