"""The status line says each message whole, on up to two lines, at the smallest window the app
supports: one line tall with no message or a short one, two while a longer one shows, the page
above giving up that line and getting it back, laid out as before, once the message goes."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from sheetdesk.core import registry, savefile
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.audit import audit
from tests.ui.driving import wait_for_turn
from tests.ui.laid_out import laid_out, settle
from tests.ui.test_layout_audit import played

BREAK = "\u200b"  # (sheetdesk.ui.line_fit: where a word too wide for a line may break)
SMALLEST = (683, 400)  # 1024×600 at 150 %, the smallest screen the app supports
LOOKS = [("light", False), ("light", True)]
IDS = ["usual", "larger"]


def _greek_game(window, qtbot, game: str) -> None:  # type: ignore[no-untyped-def]
    """The window at the smallest size, in Greek, a game of `game` against a computer, the
    family's turn."""
    window.resize(*SMALLEST)
    window.set_language("el")
    entry = registry.get(game)
    players = (Player("Ana"), Player("Ben", "bot", entry.bots[0]))
    window.start_new(NewGameChoice(entry, players, {}, 4))
    window.controller.bot_delay_ms = 0
    assert wait_for_turn(window, qtbot, 0)
    qtbot.waitUntil(lambda: window.size() == QSize(*SMALLEST))


def _hint(window, qtbot) -> str:  # type: ignore[no-untyped-def]
    """The hint asked for by the H key: what the status line says then (a game's hint, in Greek,
    is among the longest messages the app shows)."""
    bar = window.statusBar()
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_H)
    looking = bar.currentMessage()
    qtbot.waitUntil(lambda: bar.currentMessage() not in ("", looking), timeout=10_000)
    return bar.currentMessage()


def _saying(window, message: str) -> list[QLabel]:  # type: ignore[no-untyped-def]
    """The labels in the status bar that show `message` (broken or not)."""
    return [
        label
        for label in window.statusBar().findChildren(QLabel)
        if label.isVisible() and label.text().replace(BREAK, "") == message
    ]


def _line(label: QLabel) -> int:
    """One line of `label`'s words, in px."""
    return QFontMetrics(label.font()).lineSpacing()


def _one_line(bar) -> bool:  # type: ignore[no-untyped-def]
    """Whether the status bar is one line of its words tall (less than two)."""
    return bar.height() < 2 * QFontMetrics(bar.font()).lineSpacing()


def _places(window) -> list[tuple[str, QRect]]:  # type: ignore[no-untyped-def]
    """Where each shown widget of the page is, in the page."""
    page = window.centralWidget()
    return [
        (
            f"{type(part).__name__} {part.objectName()}",
            QRect(part.mapTo(page, QPoint()), part.size()),
        )
        for part in page.findChildren(QWidget)
        if part.isVisible()
    ]


def _settled(window) -> list[tuple[str, QRect]]:  # type: ignore[no-untyped-def]
    return laid_out(window, lambda: _places(window))  # type: ignore[return-value]


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
@pytest.mark.parametrize("look", [("light", True)], indirect=True, ids=["larger"])
def test_a_hint_is_said_whole_and_a_long_one_makes_the_bar_two_lines_tall(
    look, window, qtbot, game
):
    """Each game's hint in Greek with Larger text at the smallest window: said whole, on one line
    where it fits (the page as it was) and on two where it does not (the page a line shorter and
    nothing on it cut); the page its height back once the message goes."""
    _greek_game(window, qtbot, game)
    bar, page = window.statusBar(), window.centralWidget()
    before = _settled(window)
    page_height, bar_height = page.height(), bar.height()
    found_before = set(audit(window, QSize(*SMALLEST)))
    assert _one_line(bar), "with no message the bar is one line tall"

    message = _hint(window, qtbot)
    during = _settled(window)
    shown = _saying(window, message)
    assert shown, f"no label in the status bar says {message!r} whole"
    label = shown[0]
    # its wrapped lines are within its height, and it is within the window
    assert label.heightForWidth(label.width()) <= label.height()
    place = QRect(label.mapTo(window, QPoint(0, 0)), label.size())
    assert window.rect().contains(place), (place, window.rect())
    if QFontMetrics(label.font()).horizontalAdvance(message) <= label.width():
        # a hint that fits on one line leaves the page its height (the hint itself may scroll
        # the page to the place it marks)
        assert label.height() == _line(label)
        assert (page.height(), bar.height()) == (page_height, bar_height)
        return
    # longer than the bar: said on two lines, the page giving up one line, the layout audit
    # finding nothing new on it
    assert label.height() == 2 * _line(label)
    assert page.height() == page_height - _line(label)
    assert bar.height() == bar_height + _line(label)
    assert during != before
    assert set(audit(window, QSize(*SMALLEST))) <= found_before

    # the message goes when its time is up: the bar one line tall again, the page its height
    # (where a table's parts go then is the table's own: a window a line shorter and back again
    # may leave it laid out anew as well; the start page below is laid out as before)
    bar.showMessage(message, 100)
    qtbot.waitUntil(lambda: bar.currentMessage() == "", timeout=10_000)
    _settled(window)
    assert (page.height(), bar.height()) == (page_height, bar_height)


@pytest.mark.parametrize("look", LOOKS, indirect=True, ids=IDS)
def test_a_message_too_long_for_two_lines_ends_with_dots_and_is_kept_whole(look, window, qtbot):
    """On the start page at the smallest window: the bar two lines tall with it, one line
    tall with a short message or none, the page laid out as before then."""
    window.resize(*SMALLEST)
    qtbot.waitUntil(lambda: window.size() == QSize(*SMALLEST))
    bar = window.statusBar()
    before = _settled(window)
    assert _one_line(bar), "with no message the bar is one line tall"
    message = " ".join(["A message that goes on and on"] * 12) + " and ends here."
    bar.showMessage(message, 10_000)
    assert _settled(window) != before
    (label,) = [
        label
        for label in bar.findChildren(QLabel)
        if label.isVisible() and label.accessibleName() == message
    ]
    assert label.text().endswith("…")
    assert label.text().startswith("A message that goes on")
    assert label.heightForWidth(label.width()) <= label.height()
    assert label.height() == 2 * _line(label)
    assert "ends here." in label.toolTip()
    # a message that fits one line moves nothing; the page is laid out as before
    bar.showMessage("Ready.", 10_000)
    assert _saying(window, "Ready.")
    assert _settled(window) == before
    # a language change takes a message away, and the bar is one line tall again
    bar.showMessage(message, 10_000)
    assert _settled(window) != before
    window.set_language("pl")
    assert bar.currentMessage() == ""
    settle()
    assert label.text() == "" and _one_line(bar)


def _cut_at_top(window) -> list[str]:  # type: ignore[no-untyped-def]
    """The shown widgets on the page that the top edge of the room it is shown in cuts (part
    above it, part below), the page itself and its scroll area's viewport aside."""
    stack = window.centralWidget()
    return [
        f"{type(part).__name__} {part.objectName()}"
        for part in stack.findChildren(QWidget)
        if part.isVisible()
        and part is not window.stack.currentWidget()
        and part.objectName() != "qt_scrollarea_viewport"
        and part.mapTo(stack, QPoint()).y() < 0 < part.mapTo(stack, QPoint()).y() + part.height()
    ]


@pytest.mark.parametrize("look", [("light", True)], indirect=True, ids=["larger"])
def test_a_long_message_over_a_replay_leaves_its_top_in_sight(look, window, qtbot):
    """A replay of four in Greek with Larger text at 819×480, whole in the window until a long
    message takes the page's last line: the page goes into its scroll area then and shows its
    top, its title and buttons whole (Qt's scroll to the keyboard's widget, the page itself,
    centred it, the title cut at the top edge); the message gone when its time is up."""
    window.set_language("el")
    window.resize(819, 480)
    path = Path(savefile.write(played(registry.GAMES[0].id, 4, finished=True)))
    window.show_history()
    history = window.page("history")
    qtbot.waitUntil(lambda: not history.syncing())
    window.show_replay(next(game for game in history.games if game.file == path.name))
    qtbot.waitUntil(lambda: window.size() == QSize(819, 480))
    settle()
    assert _cut_at_top(window) == []
    bar = window.statusBar()
    bar.showMessage(" ".join(["Μια ειδοποίηση που δεν τελειώνει"] * 6), 10_000)
    settle()
    assert bar.said.height() == 2 * _line(bar.said)
    assert _cut_at_top(window) == []
    # showMessage's timeout still ends a message: the line says nothing then, the page's top
    # still in sight
    bar.showMessage(bar.currentMessage(), 50)
    qtbot.waitUntil(lambda: bar.currentMessage() == "")
    assert not [label for label in bar.findChildren(QLabel) if label.text()]
    settle()
    assert _cut_at_top(window) == []
