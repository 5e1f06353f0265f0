"""On the smallest screen the window is made for, 1024×600 at 125 % (819×480), the family's
list pages (saved games, finished games, statistics, players) never scroll sideways: every
button of theirs is in the window, in every language, with the usual text and with Larger text.
A row wider than the window goes onto two lines (the players page's six buttons, the
statistics' choosers of a game and a player and its Without computers)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea

from sheetdesk.core import registry, savefile
from sheetdesk.core.headless import play_one
from sheetdesk.core.session import Player, Session
from sheetdesk.ui.style import Look
from tests.declared import uniform_bot
from tests.ui.laid_out import settle

SCREEN = (819, 480)
PAGES = ("saved", "history", "statistics", "players")


def _finished_game() -> None:
    """A finished game of the first game, of a person with a long name, another and a
    computer, saved: every list has a row, the choosers of players a long name."""
    entry = registry.GAMES[0]
    played = play_one(entry.id, 3, 1, uniform_bot(entry))
    log = list(played.history)
    players = (
        Player("Zoë-Łucja O'Brien"),
        Player("Jan"),
        Player("Robo", "bot", uniform_bot(entry)),
    )
    session = Session.restore(
        played.rules, players, played.options, played.seed, log, len(log), "narrow"
    )
    savefile.write(session)


def _out_of_sight(window, page) -> list[str]:  # type: ignore[no-untyped-def]
    """What of `page` the family would have to scroll sideways for: the page scrolling
    sideways in the window (a list's own columns may), a button of the page beyond the
    window's right edge."""
    found = []
    for area in window.findChildren(QAbstractScrollArea, "page_scroll"):
        bar = area.horizontalScrollBar()
        if area.isVisibleTo(window) and bar.maximum() > bar.minimum():
            found.append("the page scrolls sideways")
    for button in page.findChildren(QAbstractButton):
        if button.isVisibleTo(window) and button.text():
            right = button.mapTo(window, QPoint(button.width(), 0)).x()
            if right > window.width():
                found.append(f"{button.text()!r} ends at {right} in {window.width()}")
    return found


@pytest.mark.parametrize("larger", [False, True], ids=["usual", "larger"])
@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_the_list_pages_fit_the_smallest_screen_without_scrolling_sideways(
    window, qtbot, language, larger
):
    _finished_game()
    window.resize(*SCREEN)
    window.language_actions[language].trigger()  # Settings ▸ Language
    window.set_look(Look("light", larger))  # (as the Settings dialog sets it)
    found = {}
    for name in PAGES:
        getattr(window, f"{name}_action").trigger()  # Game ▸ …
        page = window.page(name)
        qtbot.waitUntil(lambda page=page: not getattr(page, "syncing", lambda: False)())
        settle()  # (laid out once what was read is shown)
        tabs = getattr(page, "tabs", None)  # (the statistics: each of its tabs)
        for index in range(tabs.count() if tabs is not None else 1):
            if tabs is not None:
                bar = tabs.tabBar()
                QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
                settle()
            if problems := _out_of_sight(window, page):
                found[f"{name} {index}"] = problems
    assert not found
