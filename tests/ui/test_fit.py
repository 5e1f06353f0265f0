"""Nothing is cut off, in English, Greek or Polish, at 1024x600 (a small laptop), 1366x768 and
1920x1080: every label and button on a page of a game of three shows its whole text, instruction
lines wrap, no widget lies outside the window. Each registered game's table is checked in the
middle of a game of three (the layout audit's tables are of two and of the most), with the player
to act holding the laptop, and the end of a game of three; each page resized through the sizes
(laid out as one opened at its size: `test_size_not_history.py`). The start page, the saved
games and each game's rules are the audit's (`test_layout_audit.py`: the same `fit.clipped` on
those screens in each language)."""

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
from tests.ui.laid_out import settle

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
def test_a_game_of_three_shows_its_texts_whole(qtbot, data_dir, monkeypatch, language):
    from sheetdesk.ui import dialogs

    monkeypatch.setattr(dialogs, "inform", lambda *a, **kw: None)
    games = [game.id for game in registry.GAMES]
    saves = {game: _saved(game) for game in games}
    over = _saved(games[0], finished=True)
    translators = Translators()
    translators.install(language)
    problems: list[str] = []
    try:
        window = MainWindow(translators, Settings(language=language))
        qtbot.addWidget(window)
        window.resize(*SIZES[0])
        window.show()
        qtbot.waitExposed(window)

        def check(page: str) -> None:
            for size in SIZES:
                window.resize(*size)
                settle()
                assert (window.width(), window.height()) == size
                where = f"{language} {size[0]}x{size[1]} {page}"
                problems.extend(f"[{where}] {p}" for p in clipped(window))

        for game, path in saves.items():
            assert window.open_path(path, external=False)
            if window.current_page_name() == "handover":
                check(f"hand-over ({game})")
                window.controller.confirm_handover()
            check(f"table ({game})")
        assert window.open_path(over, external=False)
        check("end of the game")
        window.close_game()
        window.close()
    finally:
        translators.install("en")
    assert not problems, "\n".join(problems)


def _target_sides(window) -> list[tuple[str, float]]:
    """The open table's click targets on its sheets (cells, cards, the box of a card a click
    aims at) and how many pixels across each is."""
    from sheetdesk.ui.sheetkit import FittingView, GridCardItem, SheetItem

    table = window.page("table").table
    others = getattr(table, "others", None)
    sides: list[tuple[str, float]] = []
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
            sides.append((item.item_id, side))
    return sides


# The look (colours, Larger text) is the whole app's: a test that leaves Larger text on, as the
# GUI monkey's clicks in Settings sometimes do, must not lay out the windows of the tests after
# it (the root conftest's `_app_wide_settings_go_with_their_test` sees to it). On one worker, in
# this order: the first test leaves Larger text on, the second measures right after it.
LOOK_LEFT_ON = pytest.mark.xdist_group("fit-look-left-on")


@LOOK_LEFT_ON
def test_larger_text_chosen_in_settings_lays_the_open_table_out_again(
    window, data_dir, monkeypatch
):
    """Larger text chosen in Settings, as a user does it, while a game is open: the table is
    laid out again at once with the larger words, its sheet fitted to the room they leave (the
    test leaves Larger text on)."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QDialog

    from sheetdesk.ui import palette

    game = registry.GAMES[0].id
    assert window.open_path(_saved(game), external=False)
    if window.current_page_name() == "handover":
        window.controller.confirm_handover()
    QApplication.processEvents()
    before = _target_sides(window)
    points = QApplication.font().pointSizeF()

    def larger_text(dialog: QDialog) -> bool:
        dialog.show()
        QTest.qWaitForWindowExposed(dialog)
        box = dialog.larger_box  # type: ignore[attr-defined]
        assert not box.isChecked()
        QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(10, box.height() // 2))
        QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
        return dialog.result() == QDialog.DialogCode.Accepted

    monkeypatch.setattr(window, "exec_dialog", larger_text)
    window.settings_action.trigger()
    QApplication.processEvents()
    assert palette.larger() and QApplication.font().pointSizeF() > points
    after = _target_sides(window)
    assert [item for item, _side in after] == [item for item, _side in before]
    # (the widgets' larger words take room from the sheet: it is drawn smaller, not cut)
    assert all(a < b for (_item, a), (_item, b) in zip(after, before, strict=True)), (game, after)


@LOOK_LEFT_ON
@pytest.mark.parametrize("larger", [False, True], ids=["usual", "larger_text"])
def test_click_targets_are_at_least_40_px_at_1366x768(window, data_dir, larger):
    """Every game's table in the middle of a game: what a player clicks — cells, cards, boxes
    on a card, buttons — is at least 40 px across at 1366x768, in the app's usual look (whatever
    look the test before left on) and with Larger text, chosen as Settings does (its larger
    menu, header and words take room from the sheet)."""
    from PySide6.QtWidgets import QAbstractButton, QApplication

    from sheetdesk.ui import palette
    from sheetdesk.ui.style import Look

    assert not palette.larger()
    if larger:
        window.set_look(Look(window.settings.colours, larger=True))
        assert palette.larger()
    assert (window.width(), window.height()) == (1366, 768)
    small: list[str] = []
    for game in registry.GAMES:
        assert window.open_path(_saved(game.id), external=False)
        if window.current_page_name() == "handover":
            window.controller.confirm_handover()
        QApplication.processEvents()
        for item, side in _target_sides(window):
            if side < 40:
                small.append(f"{game.id}: {item} is {side:.1f} px")
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


@pytest.mark.parametrize(("room", "reported"), [(0, True), (2, False)])
def test_centred_words_of_cells_side_by_side_that_touch_are_found(qtbot, room, reported):
    """Two cells side by side, each as wide as its centred words need (the style's margins
    only): their words read as one run across the line between them, and are found; with a
    space's room more each side, they are not."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

    from tests.ui.fit import cells_touching

    table = QTableWidget(1, 2)
    qtbot.addWidget(table)
    for column in range(2):
        cell = QTableWidgetItem("6 bonuses, 24 points")
        cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        table.setItem(0, column, cell)
    space = table.fontMetrics().horizontalAdvance(" ")
    for column in range(2):
        table.setColumnWidth(column, table.sizeHintForColumn(column) + room * space)
    table.resize(table.columnWidth(0) * 2 + 120, 6 * table.fontMetrics().height())
    table.show()
    qtbot.waitExposed(table)
    assert bool(cells_touching(table)) == reported, cells_touching(table)
