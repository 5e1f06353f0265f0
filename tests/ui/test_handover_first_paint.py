"""The hand-over page of a save opened from the command line is final from its first paint: the
remembered player's symbol, the words, the "I'm …" button and where each of them lies are what
the family sees once the game has been read and its table built behind the page; nothing grows,
moves or appears after the first paint (in every language, on a laptop's screen and a small
one, with Larger text). A players' list that cannot be read gives the page without a symbol,
painted as promptly and as still."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget

from sheetdesk.core import registry, savefile
from sheetdesk.core.history import History
from sheetdesk.core.protocol import hides_secrets
from sheetdesk.core.rng import Rng
from sheetdesk.core.save_glance import glance
from sheetdesk.core.session import Player, Session
from sheetdesk.ui import i18n
from sheetdesk.ui.i18n import Translators
from sheetdesk.ui.main_window import MainWindow
from sheetdesk.ui.settings import Settings

WAIT_MS = 60_000  # (a wait ends on what it waits for: the timeout is for a loaded machine)

NAMES = ["Ana", "Kuba", "Olek"]
HANDING_OVER = [entry.id for entry in registry.GAMES if hides_secrets(entry.rules())]


def _save_opening_on_a_handover(game: str) -> Path:
    """A save of `game` some moves in, whose glance opens it on a hand-over page."""
    entry = registry.get(game)
    session = Session.new(entry.rules(), [Player(name) for name in NAMES], {}, 31)
    bot = entry.bot()
    for step in range(200):
        path = savefile.write(session)
        if step >= 3 and glance(path) is not None:
            return path
        seat = session.acting_seat()
        assert seat is not None
        legal = list(session.legal_actions(seat))
        session.act(seat, bot(session.view(seat), seat, legal, Rng(step)))
    raise AssertionError(f"{game}: no save opening on a hand-over page")


class Paints(QObject):
    """What the page shows at each of its paints: where the page lies in the window, and each
    of its widgets' place, visibility, words and picture."""

    def __init__(self, page: QWidget) -> None:
        super().__init__()
        self.page = page
        self.seen: list[Any] = []
        page.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.page and event.type() == QEvent.Type.Paint:
            self.seen.append(self.now())
        return False

    def now(self) -> Any:
        page = self.page
        parts: list[Any] = [page.mapTo(page.window(), page.rect().topLeft()), page.size()]
        for widget in page.findChildren(QWidget):
            parts.append((widget.objectName(), widget.geometry(), widget.isVisible()))
            if isinstance(widget, QLabel | QPushButton):
                parts.append(widget.text())
            if isinstance(widget, QLabel) and not widget.pixmap().isNull():
                parts.append(widget.pixmap().toImage())
        return parts


def _open_from_the_command_line(qtbot, path: Path, language: str, size) -> tuple[Any, Paints]:  # type: ignore[no-untyped-def]
    """The window as `python -m sheetdesk FILE` makes it (the language installed, the save
    opened before the first paint, then shown), watched from before its first paint until the
    game has been read and its table built; its hand-over page's paints."""
    translators = Translators()
    translators.install(language)
    window = MainWindow(translators, Settings(animations="off"))
    qtbot.addWidget(window)
    window.resize(*size)
    assert window.open_at_start(path)
    assert window.current_page_name() == "handover"
    paints = Paints(window.page("handover"))
    window.show()
    qtbot.waitUntil(
        lambda: window.controller is not None and window.controller.page_built, timeout=WAIT_MS
    )
    # whatever was left for after the table: a few more turns of the event loop, then a paint
    qtbot.wait(100)
    window.repaint()
    QApplication.processEvents()
    assert window.current_page_name() == "handover"
    return window, paints


def _changes(seen: list[Any]) -> list[int]:
    """The paints (by number) that showed something other than the first paint."""
    return [n for n, parts in enumerate(seen) if parts != seen[0]]


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", *i18n.TRANSLATED])
@pytest.mark.parametrize("game", HANDING_OVER)
def test_the_first_paint_of_a_saves_handover_page_is_its_last(
    qtbot, data_dir, game, language, size
):
    with History() as history:
        history.remember_table(NAMES)
    path = _save_opening_on_a_handover(game)
    window, paints = _open_from_the_command_line(qtbot, path, language, size)
    page = window.page("handover")
    assert len(paints.seen) >= 2, "the page painted once only: nothing to compare"
    first = paints.seen[0]
    assert first == paints.now()
    assert _changes(paints.seen) == [], "the hand-over page changed after its first paint"
    # the player's remembered symbol was there from the first paint
    assert page.symbol.isVisible() and not page.symbol.pixmap().isNull()
    assert page.symbol.pixmap().toImage() in first
    window.close_game()


@pytest.mark.parametrize("language", ["en", *i18n.TRANSLATED])
def test_with_larger_text_on_a_small_screen_too(qtbot, data_dir, language):
    from sheetdesk.ui import style

    with History() as history:
        history.remember_table(NAMES)
    path = _save_opening_on_a_handover(HANDING_OVER[0])
    style.apply_style(QApplication.instance(), style.Look("light", larger=True))
    window, paints = _open_from_the_command_line(qtbot, path, language, (1024, 600))
    assert len(paints.seen) >= 2
    assert _changes(paints.seen) == []
    assert window.page("handover").symbol.isVisible()
    window.close_game()


def test_a_save_the_glance_leaves_to_the_careful_reading_paints_its_symbol_first_too(
    qtbot, data_dir, monkeypatch
):
    """A save the glance gives no answer for (anything unusual) is read the careful way before
    the first paint; when it opens on a hand-over page, that page too has the symbol from its
    first paint."""
    from sheetdesk.core import save_glance

    with History() as history:
        history.remember_table(NAMES)
    path = _save_opening_on_a_handover(HANDING_OVER[0])
    monkeypatch.setattr(save_glance, "glance", lambda path: None)
    window, paints = _open_from_the_command_line(qtbot, path, "en", (1024, 600))
    assert window.controller is not None
    assert _changes(paints.seen) == []
    page = window.page("handover")
    assert page.symbol.isVisible() and page.symbol.pixmap().toImage() in paints.seen[0]
    window.close_game()


def test_a_broken_players_list_gives_a_page_without_a_symbol_at_once(qtbot, data_dir):
    """No players file and a damaged list: the page paints without a symbol (nothing fails,
    nothing waits), and no symbol nor anything else comes later."""
    path = _save_opening_on_a_handover(HANDING_OVER[0])
    (data_dir / "history.sqlite").write_bytes(b"not a database" * 100)
    window, paints = _open_from_the_command_line(qtbot, path, "en", (1024, 600))
    assert _changes(paints.seen) == []
    assert not window.page("handover").symbol.isVisible()
    window.close_game()


@pytest.mark.parametrize("game", HANDING_OVER)
def test_a_handover_page_reached_in_play_is_final_from_its_first_paint(
    window, qtbot, data_dir, game
):
    """After a move that hands the laptop on (made with the keys, as the hint offers it), the
    page is painted whole: the next player's symbol, words and button do not move after."""
    from PySide6.QtCore import Qt

    from tests.ui.driving import open_at, pass_handover, press, to_a_move_that_hands_over

    with History() as history:
        history.remember_table(NAMES)
    entry = registry.get(game)
    window.resize(1024, 600)
    open_at(window, qtbot, Session.new(entry.rules(), [Player(name) for name in NAMES], {}, 5))
    page = window.page("handover")
    for _ in range(2):
        to_a_move_that_hands_over(window, entry.bot())
        paints = Paints(page)
        press(window, Qt.Key.Key_Return)
        assert window.current_page_name() == "handover"
        qtbot.waitUntil(lambda: len(paints.seen) >= 1, timeout=WAIT_MS)  # noqa: B023
        qtbot.wait(100)
        window.repaint()
        QApplication.processEvents()
        page.removeEventFilter(paints)
        assert len(paints.seen) >= 2 and _changes(paints.seen) == []
        assert page.symbol.isVisible() and page.symbol.pixmap().toImage() in paints.seen[0]
        pass_handover(window, Qt.Key.Key_Return)
