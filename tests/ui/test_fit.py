"""Nothing is cut off, in English, Greek or Polish, at 1024x600 (a small laptop), 1366x768 and
1920x1080: every label and button on every page shows its whole text, instruction lines wrap,
no widget lies outside the window. Each registered game's table is checked in the middle of a
game, with the player to act holding the laptop."""

from __future__ import annotations

import functools

import pytest

from sheetdesk.core import registry, savefile
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session
from sheetdesk.ui.i18n import Translators
from sheetdesk.ui.main_window import MainWindow
from sheetdesk.ui.settings import Settings
from tests.ui.fit import clipped

SIZES = ((1024, 600), (1366, 768), (1920, 1080))
NAMES = ("Ana", "Zofia Kowalska", "Γιαγιά Σοφία", "Jan")  # long names in every script


def _saved(game: str, finished: bool = False):
    """The game played by its first bot to the middle (or its end), saved in the test's data."""
    return savefile.write(_played(game, finished))


@functools.cache
def _played(game: str, finished: bool) -> Session:
    # (played once for the languages' runs: seeded, the same game each time)
    entry = registry.get(game)
    players = max(3, entry.min_players)
    session = Session.new(entry.rules(), [Player(n) for n in NAMES[:players]], {}, 3)
    bot = entry.bot()
    for step in range(100_000):
        if session.is_over():
            break
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        if not finished and len(session.history) >= 60 and len(legal) > 1:
            break
        session.act(seat, bot(session.view(seat), seat, legal, Rng(step)))
    return session


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_every_page_shows_its_texts_whole(qtbot, data_dir, monkeypatch, language):
    from sheetdesk.ui import dialogs

    monkeypatch.setattr(dialogs, "inform", lambda *a, **kw: None)
    games = [game.id for game in registry.GAMES]
    saves = {game: _saved(game) for game in games}
    over = _saved(games[0], finished=True)
    translators = Translators()
    translators.install(language)
    problems: list[str] = []
    try:
        for size in SIZES:
            window = MainWindow(translators, Settings(language=language))
            qtbot.addWidget(window)
            window.resize(*size)
            window.show()
            qtbot.waitExposed(window)
            assert (window.width(), window.height()) == size

            def check(page: str, window: MainWindow = window, size: tuple = size) -> None:
                qtbot.wait(5)
                where = f"{language} {size[0]}x{size[1]} {page}"
                problems.extend(f"[{where}] {p}" for p in clipped(window))

            window.refresh_start()
            check("start")
            for game, path in saves.items():
                assert window.open_path(path, external=False)
                if window.current_page_name() == "handover":
                    check(f"hand-over ({game})")
                    window.controller.confirm_handover()
                check(f"table ({game})")
            assert window.open_path(over, external=False)
            check("end of the game")
            window.show_saved_games()
            check("saved games")
            for game in games:
                window.page("rules").show_game(game)
                window.show_page("rules")
                check(f"rules ({game})")
            window.close_game()
            window.close()
    finally:
        translators.install("en")
    assert not problems, "\n".join(problems)


def test_click_targets_are_at_least_40_px_at_1366x768(window, data_dir):
    """Every game's table in the middle of a game: what a player clicks — cells, cards, boxes
    on a card, buttons — is at least 40 px across at 1366x768."""
    from PySide6.QtWidgets import QAbstractButton

    from sheetdesk.ui.sheetkit import FittingView, GridCardItem, SheetItem

    small: list[str] = []
    for game in registry.GAMES:
        assert window.open_path(_saved(game.id), external=False)
        if window.current_page_name() == "handover":
            window.controller.confirm_handover()
        table = window.page("table").table
        others = getattr(table, "others", None)
        for view in table.findChildren(FittingView):
            if not view.isVisible() or (others is not None and others.isAncestorOf(view)):
                continue
            scale = view.scale_factor()
            for item in view.scene().items():
                if not isinstance(item, SheetItem) or not item.isVisible() or not item.activatable:
                    continue
                side = min(item.rect().width(), item.rect().height()) * scale
                aimed = isinstance(item, GridCardItem) and bool(item.targets)
                if aimed and item.geometry is not None and item.card is not None:
                    side = min(side, item.geometry.pitch * scale)  # one box is the target
                if side < 40:
                    small.append(f"{game.id}: {item.item_id} is {side:.0f} px")
        for button in window.findChildren(QAbstractButton):
            if button.isVisible() and button.height() < 40:
                small.append(f"{game.id}: button {button.text()!r} is {button.height()} px high")
    assert not small, "\n".join(small)


@pytest.mark.parametrize(
    ("name", "reported"),
    [("Κωνσταντίνος-Αλέξανδρος", False), ("Κωνσταντίνοςαλέξανδροςπαπαδόπουλος", True)],
)
def test_a_cell_is_clipped_only_by_a_piece_its_line_cannot_break(qtbot, name, reported):
    """A wrapped cell breaks a name after its hyphen as Qt's own text layout does: only a piece
    with no place to break that is wider than the column is reported."""
    from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

    from tests.ui.fit import _cells_clipped

    table = QTableWidget(1, 1)
    qtbot.addWidget(table)
    table.setWordWrap(True)
    table.setItem(0, 0, QTableWidgetItem(f"Ana 74, {name} 82"))
    width = table.fontMetrics().horizontalAdvance("Κωνσταντίνος-") + 30
    table.setColumnWidth(0, width)
    table.setRowHeight(0, 6 * table.fontMetrics().height())
    table.resize(width + 60, 10 * table.fontMetrics().height())
    table.show()
    qtbot.waitExposed(table)
    assert bool(_cells_clipped(table)) == reported, _cells_clipped(table)
