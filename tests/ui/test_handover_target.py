"""The hand-over page's "I'm Ana" is a big target: as high as designed (`HANDOVER_TARGET_PX`)
where a press pushes it, in the window at the least size it may be dragged to (a 1024×600 screen
at 125 % leaves about that), with Larger text, in every language (the Greek hint the longest),
the button whole on the page."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest

from sheetdesk.core import registry
from sheetdesk.core.protocol import hides_secrets
from sheetdesk.core.session import Player
from sheetdesk.ui import i18n
from sheetdesk.ui.main_window import MINIMUM_SIZE
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.style import HANDOVER_TARGET_PX, Look

# a game that hands the laptop over between two people
SECRET = next(
    entry for entry in registry.GAMES if entry.game.ui is not None and hides_secrets(entry.rules())
)


def pushed_rows(button) -> list[int]:  # type: ignore[no-untyped-def]
    """The rows, down the button's middle, where a press holds the button down (each press let go
    away from the button, which then does nothing: no hand-over)."""
    rows = []
    middle = button.width() // 2
    for y in range(-4, button.height() + 4):
        QTest.mousePress(button, Qt.MouseButton.LeftButton, pos=QPoint(middle, y), delay=600)
        if button.isDown():
            rows.append(y)
        QTest.mouseRelease(button, Qt.MouseButton.LeftButton, pos=QPoint(middle, -200))
    return rows


@pytest.mark.parametrize("language", ["en", *i18n.TRANSLATED])
def test_the_hand_over_button_is_a_big_target_in_the_smallest_window(window, qtbot, language):
    window.set_language(language)
    window.set_look(Look("light", True))
    window.resize(*MINIMUM_SIZE)
    players = (Player("Γιαγιά Σοφία"), Player("Małgorzata"))
    window.start_new(NewGameChoice(SECRET, players, {}, 7))
    assert window.current_page_name() == "handover"
    page = window.page("handover")
    qtbot.waitUntil(lambda: page.ready)
    button = page.button
    assert QRect(QPoint(0, 0), page.size()).contains(button.geometry()), button.geometry()
    rows = pushed_rows(button)
    assert not page.isHidden() and window.current_page_name() == "handover"  # (nothing passed)
    assert rows == list(range(rows[0], rows[-1] + 1)), rows  # (one target, no gap in it)
    assert len(rows) >= HANDOVER_TARGET_PX, (len(rows), button.geometry())
