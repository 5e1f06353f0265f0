"""Giza dice's pass button ("Δεν γράφω τίποτα", "Write nothing") has as much room at the sides of
its words as the table's other buttons' words, not a hair's width: on a small screen with Larger
text (1024×600 at 125 %, 1366×768 at 150 %), where the header's buttons are tight, and in larger
windows and with the usual text, where they keep their usual sides (it had 6 px beside their 14
at 1024×600 and 1366×768 with Larger text, 4 px at 819×480 with the usual text)."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QPushButton

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.driving import pass_handover
from tests.ui.test_layout_audit import screen_of, settle

# 1024×600 at 125 % and at 100 %, 1366×768 at 150 % and at 100 %
SCREENS = ((819, 480), (1024, 600), (910, 512), (1366, 768))


def _side(button: QPushButton) -> float:
    """The room at each side of `button`'s words, in px."""
    return (button.width() - QFontMetrics(button.font()).horizontalAdvance(button.text())) / 2


def test_the_pass_button_is_padded_like_the_others(window, qtbot):  # type: ignore[no-untyped-def]
    from sheetdesk.ui.style import Look

    entry = registry.get("giza_dice")
    window.set_look(Look(window.settings.colours, larger=True))
    players = (Player("Ana"), Player("Jan", "bot", "easy"))
    seen = []
    try:
        with screen_of(*SCREENS[0]):
            window.resize(*SCREENS[0])
            window.start_new(NewGameChoice(entry, players, {}, 5))
            if window.current_page_name() == "handover":
                pass_handover(window)
            qtbot.waitUntil(lambda: window.current_page_name() == "table")
        page = window.page("table")
        passing = page.table.pass_button
        # (one game, each language in it, the sweep from the small screen each time; the usual
        # text in one language: its rule is the same in all, their words differ)
        for language in ("en", "el", "pl"):
            window.set_language(language)
            for larger in (True, False) if language == "pl" else (True,):
                window.set_look(Look(window.settings.colours, larger=larger))
                for screen in SCREENS:
                    with screen_of(*screen):
                        window.resize(*screen)
                        settle()
                    assert passing.isVisible()
                    others = {
                        b.text(): _side(b)
                        for b in page.findChildren(QPushButton)
                        if b is not passing
                        and b.isVisible()
                        and b.text()
                        and not b.property("choice")
                    }
                    if _side(passing) < min(others.values()):
                        seen.append(
                            (language, screen, larger, passing.text(), _side(passing), others)
                        )
    finally:
        QApplication.processEvents()
    assert seen == []
