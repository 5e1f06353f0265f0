"""Bad input: a sheet zoomed while a hint's tag is shown on the table, on the smallest screen:
the zoom is whole (every text drawn, 9 pt or more, uncut, no tag on any word) and the table, its
hint still shown, is as it was once the zoom is closed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QApplication

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.declared import redeclare
from tests.ui.audit import audit
from tests.ui.driving import press
from tests.ui.test_computer_levels import _stand_in_hint, default_bot


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_a_sheet_zoomed_while_a_hint_is_shown_stays_whole(window, qtbot, monkeypatch, game):
    from sheetdesk.ui.sheetkit import set_animations

    set_animations(False)
    entry = registry.get(game)
    if entry.game.hint is None:
        redeclare(monkeypatch, entry, hint=_stand_in_hint(entry))
    window.setMinimumSize(0, 0)
    window.resize(1024, 600)
    players = (Player("Ana"), Player("Cleo", "bot", default_bot(entry)))
    options = {v.key: v.default for v in entry.rules().info.variants}
    window.start_new(NewGameChoice(entry, players, options, 3))
    window.controller.bot_delay_ms = 0
    table = window.page("table").table
    qtbot.waitUntil(lambda: window.controller.can_hint(), timeout=10_000)
    press(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: table.hinted is not None, timeout=10_000)
    markers = table.hint_markers
    before = None  # (the table once it has settled: its lines fitted to their width)
    for _ in range(50):
        qtbot.wait(30)
        now = audit(window, QSize(1024, 600))
        if now == before:
            break
        before = now
    zoom = table.others.enlarge(0)  # (a click on the other player's small sheet)
    qtbot.waitUntil(lambda: zoom.isVisible())
    QApplication.processEvents()
    assert table.hint_markers == markers and table.hinted is not None  # the hint stays
    assert audit(zoom, QSize(1024, 600)) == []
    zoom.reject()
    QApplication.processEvents()
    assert audit(window, QSize(1024, 600)) == before  # (the table as it was)
    set_animations(True)
