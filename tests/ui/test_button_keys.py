"""Every game's buttons name their keys, in every language: on its table in a new game and at
every step of its lesson, a button a key pushes says the key at the end of its words as its
tooltip names it, and no two buttons of the page mark one key (`key_marks`). The buttons a
step hides are looked at too: their words are set for the steps that show them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.driving import follow_outline, pass_handover
from tests.ui.key_marks import key_marks

LANGUAGES = ("en", "el", "pl")
GAMES = [game.id for game in registry.GAMES]
LESSON_GAMES = [game.id for game in registry.GAMES if game.lesson() is not None]


def _marks(window, where: str) -> list[str]:  # type: ignore[no-untyped-def]
    QApplication.processEvents()
    page = window.page("table")
    return [f"{where}: {p}" for p in key_marks(page, hidden=True)]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_a_tables_buttons_name_their_keys(window, game, language):
    window.set_language(language)
    entry = registry.get(game)
    window.start_new(NewGameChoice(entry, (Player("Ana"), Player("Jan")), {}, 3))
    if window.current_page_name() == "handover":
        pass_handover(window)
    assert window.current_page_name() == "table"
    assert _marks(window, "new game") == []


# (the other languages' lessons are walked in test_lesson.py, which looks at the key marks at
# every step too: English's walk to the score card, Greek's beside the scroll bar at 1366x768)
@pytest.mark.parametrize("language", [language for language in LANGUAGES if language == "pl"])
@pytest.mark.parametrize("game", LESSON_GAMES)
def test_a_lessons_buttons_name_their_keys_at_every_step(window, qtbot, game, language):
    window.set_language(language)
    QTest.mouseClick(window.start_page.learn_button, Qt.MouseButton.LeftButton)
    learn = window.page("learn")
    QTest.mouseClick(
        learn.findChild(type(window.start_page.learn_button), f"learn_{game}"),
        Qt.MouseButton.LeftButton,
    )
    controller, lesson = window.controller, window.lesson
    controller.bot_delay_ms = 0
    problems: list[str] = []
    for step in range(200):
        qtbot.waitUntil(lambda: lesson.finished or lesson.expected is not None)
        qtbot.waitUntil(lambda: not controller.bot_pending)
        problems += _marks(window, f"step {step}")
        if lesson.finished:
            break
        follow_outline(window)
    assert lesson.finished
    assert list(dict.fromkeys(problems)) == []
