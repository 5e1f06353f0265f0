"""The start page fits the window maximised on the small screens families have, and on large
ones, in English, Greek and Polish: no button or label lies on another, none is cut off, every
text is whole and at least 9 pt; with and without a game to continue (long names in every
script)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QAbstractButton, QLabel

from sheetdesk.core import registry, savefile
from sheetdesk.core.history import History
from sheetdesk.core.session import Player, Session
from sheetdesk.ui.main_window import MINIMUM_SIZE
from tests.ui.fit import clipped, overlaps
from tests.ui.laid_out import settle

TITLE_BAR, TASK_BAR = 32, 48
# The inside of the window, maximised (screen less task bar and title bar), or at its smallest.
SIZES = {
    "1024x600": (1024, 600 - TASK_BAR - TITLE_BAR),
    "smallest": MINIMUM_SIZE,
    "1366x768 at 125%": (1093, 614 - TASK_BAR - TITLE_BAR),
    "1920x1080 at 150%": (1280, 720 - TASK_BAR - TITLE_BAR),
    "1920x1080": (1920, 1080 - TASK_BAR - TITLE_BAR),
}
# (the last: as long as the rule for names lets a name be, 24 letters)
NAMES = ("Zofia Kowalska", "Γιαγιά Σοφία", "Ana", "Katarzyna Szczepankowska")


def problems(window, where: str) -> list[str]:  # type: ignore[no-untyped-def]
    page = window.start_page
    found = clipped(window) + overlaps(page)
    for widget in page.findChildren(QLabel) + page.findChildren(QAbstractButton):
        points = QFontInfo(widget.font()).pointSizeF()
        if widget.isVisible() and widget.text() and points < 9:
            found.append(f"{widget.objectName()}: {widget.text()!r} at {points:.1f} pt")
    return [f"[{where}] {line}" for line in found]


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_the_start_page_fits_small_and_large_windows(window, qtbot, language):
    window.set_language(language)
    found: list[str] = []
    for continuing in (False, True):
        if continuing:
            # the game with the longest name, as declared (the most words on the Continue card)
            entry = max(registry.GAMES, key=lambda game: (len(game.name), game.max_players))
            players = [Player(name) for name in NAMES[: entry.max_players]]
            savefile.write(Session.new(entry.rules(), players, {}, 7))
            # the family's players too, and every picture drawn
            history = History()
            history.remember_table(NAMES)
            history.close()
            window.show_start()
        window.refresh_start()
        assert window.start_page.continue_button.isEnabled() == continuing
        if continuing:
            qtbot.waitUntil(
                lambda page=window.start_page: (
                    page.family.isVisible()
                    and page.continue_picture.isVisible()
                    and not page.pictures_waiting()
                ),
                timeout=20000,
            )
        for name, size in SIZES.items():
            window.resize(*size)
            qtbot.waitUntil(lambda size=size: window.size().toTuple() == size)
            qtbot.wait(5)
            found += problems(window, f"{language} {name} continuing={continuing}")
    assert not found, "\n".join(found)


def test_a_settled_start_page_shows_its_family_and_pictures(window):  # type: ignore[no-untyped-def]
    """The start page fills in its players and pictures on a timer after its paint: a test that
    settles the window (`laid_out.settle`) reads the page filled in, not as it was a moment
    before, however quickly or slowly the machine got there."""
    entry = registry.GAMES[0]
    savefile.write(Session.new(entry.rules(), [Player(name) for name in NAMES[:2]], {}, 7))
    with History() as history:
        history.remember_table(list(NAMES[:2]))
    window.show_start()
    settle()
    page = window.start_page
    assert page.family.isVisible() and page.continue_picture.isVisible()
    assert page.pictures_waiting() == 0


@pytest.mark.parametrize(
    ("button", "page"),
    [("players", "players"), ("history", "history"), ("statistics", "statistics")],
)
def test_the_family_pages_are_reached_from_the_start_page(window, qtbot, button, page):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window.show_start()
    assert window.current_page_name() == "start"
    found = window.start_page.findChild(QAbstractButton, button)
    assert found is not None and found.isVisible() and found.text()
    QTest.mouseClick(found, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.current_page_name() == page)


def test_the_family_pages_are_reached_with_the_keyboard(window, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    window.show_start()
    window.start_page.new_button.setFocus()  # (where the page's keyboard starts)
    for _ in range(20):
        if QApplication.focusWidget() is window.start_page.findChild(QAbstractButton, "players"):
            break
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    else:
        raise AssertionError("Tab never reaches Players")
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.current_page_name() == "players")


def test_the_game_to_continue_names_its_computer_as_the_saved_games_do(window, monkeypatch):
    """A computer at the table of the game to continue is named as the computer's, as on the
    Saved games page ("Bot 1 (computer)"), not as a person; so does the question before it is
    deleted."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from sheetdesk.ui import dialogs

    entry = registry.GAMES[0]
    players = [Player("Ana"), Player("Bot 1", "bot", entry.bots[0])]
    session = Session.new(entry.rules(), players, {}, 3)
    savefile.write(session)
    window.show_start()
    details = window.start_page.continue_details.text()
    assert "Ana, Bot 1 (computer)" in details, details
    window.show_saved_games()
    table = window.page("saved").table
    # (the list binds a name's words: a wrapped cell never breaks it)
    assert table.item(0, 1).text().replace("\u00a0", " ") == "Ana, Bot 1 (computer)"
    asked: list[str] = []
    monkeypatch.setattr(dialogs, "ask", lambda _parent, _title, text, *_a, **_k: asked.append(text))
    QTest.keyClick(table, Qt.Key.Key_Delete)
    assert len(asked) == 1 and "Ana, Bot 1 (computer)" in asked[0], asked
