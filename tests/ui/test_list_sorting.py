"""The list pages sorted as a family sorts them: a click on a column's header (again: the other
way), Qt's arrow on that header, the page's "Sort by" chooser from the keyboard; dates by their
time, numbers by their value, names in the language's alphabet; the order remembered in the next
run; the row chosen before a sort still chosen after it (a Delete acts on it)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from sheetdesk.core import registry, savefile
from sheetdesk.ui.i18n import Translators
from sheetdesk.ui.main_window import MainWindow
from sheetdesk.ui.settings import load_settings
from tests.ui.test_history_page import _game
from tests.ui.test_saved_games_page import _save

FIRST = registry.GAMES[0].id  # (any game would do)

# four saves whose dates' short texts ("9/1/26", "10/1/26", "12/24/25") sort otherwise than
# their times; names whose Polish order is not their code points' (Ł after L, Ż after Z)
SAVES = {
    "Żaneta": "2026-09-01T10:00:00Z",
    "Łukasz": "2026-10-01T10:00:00Z",
    "Lena": "2025-12-24T10:00:00Z",
    "Zenon": "2026-03-15T10:00:00Z",
}


def _click_header(table, column: int) -> None:  # type: ignore[no-untyped-def]
    header = table.horizontalHeader()
    spot = QPoint(header.sectionViewportPosition(column) + 8, header.height() // 2)
    QTest.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier(0), spot)


def _players(page) -> list[str]:  # type: ignore[no-untyped-def]
    return [page.table.item(row, 1).text() for row in range(page.table.rowCount())]


def _arrow(table) -> tuple[int, Qt.SortOrder] | None:  # type: ignore[no-untyped-def]
    header = table.horizontalHeader()
    if not header.isSortIndicatorShown():
        return None
    return header.sortIndicatorSection(), header.sortIndicatorOrder()


def _saved_page(window):  # type: ignore[no-untyped-def]
    for name, updated in SAVES.items():
        _save([name], updated=updated)
    window.saved_action.trigger()
    return window.page("saved")


def test_saved_games_sort_by_a_header_click_dates_by_time_names_by_alphabet(window):
    window.set_language("pl")
    page = _saved_page(window)
    by_time = sorted(SAVES, key=lambda name: SAVES[name])
    # newest first as read, Qt's arrow on the date
    assert _players(page) == by_time[::-1]
    assert _arrow(page.table) == (2, Qt.SortOrder.DescendingOrder)
    _click_header(page.table, 2)  # the date again: oldest first
    assert _players(page) == by_time
    assert _arrow(page.table) == (2, Qt.SortOrder.AscendingOrder)
    _click_header(page.table, 1)  # the players, in the Polish alphabet
    assert _players(page) == ["Lena", "Łukasz", "Zenon", "Żaneta"]
    assert _arrow(page.table) == (1, Qt.SortOrder.AscendingOrder)
    _click_header(page.table, 1)
    assert _players(page) == ["Żaneta", "Zenon", "Łukasz", "Lena"]
    assert _arrow(page.table) == (1, Qt.SortOrder.DescendingOrder)


def test_the_row_chosen_stays_chosen_across_a_sort_and_delete_acts_on_it(window):
    page = _saved_page(window)
    row = _players(page).index("Zenon")
    rect = page.table.visualRect(page.table.model().index(row, 0))
    QTest.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    _click_header(page.table, 1)  # by the players' names: Zenon's row moves
    assert _players(page).index("Zenon") != row
    chosen = page.table.selectionModel().selectedRows()
    assert [page.table.item(index.row(), 1).text() for index in chosen] == ["Zenon"]
    QTest.keyClick(page.table, Qt.Key.Key_Delete)  # (the question is answered yes)
    left = {name for summary in savefile.list_saves()[0] for name in summary.players}
    assert left == set(SAVES) - {"Zenon"}


def test_sorted_by_keys_alone_with_the_sort_by_chooser(window, qtbot):
    page = _saved_page(window)
    page.table.setFocus()  # (where the keyboard is when the page opens: keyboard_to_list)
    qtbot.waitUntil(page.table.hasFocus)
    QTest.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)  # So&rt by
    qtbot.waitUntil(page.sort.chooser.hasFocus)
    while page.sort.chooser.currentText() != "Players: A to Z":
        before = page.sort.chooser.currentIndex()
        QTest.keyClick(page.sort.chooser, Qt.Key.Key_Up)
        assert page.sort.chooser.currentIndex() != before, "no such choice"
    assert _players(page) == ["Lena", "Łukasz", "Żaneta", "Zenon"]  # (English: Ż as Z)
    assert _arrow(page.table) == (1, Qt.SortOrder.AscendingOrder)


def test_each_pages_order_is_remembered_in_the_next_run(window, qtbot):
    page = _saved_page(window)
    _click_header(page.table, 1)
    _click_header(page.table, 1)
    from sheetdesk.ui.settings import ListOrder

    assert load_settings().list_sorts["saved"] == ListOrder(column=1, descending=True)
    window.close()
    later = MainWindow(Translators(), load_settings())  # (the next run reads the settings)
    qtbot.addWidget(later)
    later.resize(1366, 768)
    later.show()
    later.saved_action.trigger()
    again = later.page("saved")
    assert _arrow(again.table) == (1, Qt.SortOrder.DescendingOrder)
    assert _players(again) == ["Zenon", "Żaneta", "Łukasz", "Lena"]
    assert again.sort.chooser.currentText() == "Players: Z to A"
    later.close_game()


def test_finished_games_and_players_sort_by_their_headers(window, qtbot):
    window.set_language("el")
    _game(FIRST, ["Ωμέγα", "Άλφα"], 1)
    _game(FIRST, ["Ζωή", "βήτα"], 2)
    window.players_action.trigger()
    page = window.page("players")
    qtbot.waitUntil(lambda: not page.syncing() and page.table.rowCount() == 4)
    assert _arrow(page.table) == (0, Qt.SortOrder.AscendingOrder)  # (by name, as read)
    _click_header(page.table, 0)  # (Ω to Α: Greek order, case and accents ignored)
    names = [page.table.item(row, 0).text() for row in range(4)]
    assert names == ["Ωμέγα", "Ζωή", "βήτα", "Άλφα"]
    assert _arrow(page.table) == (0, Qt.SortOrder.DescendingOrder)
    window.history_action.trigger()
    history = window.page("history")
    qtbot.waitUntil(lambda: not history.syncing())
    assert _arrow(history.table) == (0, Qt.SortOrder.DescendingOrder)  # newest first
    model = history.table.model()
    winners = [model.index(row, 2).data() for row in range(model.rowCount())]
    _click_header(history.table, 2)
    assert _arrow(history.table) == (2, Qt.SortOrder.AscendingOrder)
    assert [model.index(row, 2).data() for row in range(model.rowCount())] == sorted(
        winners, key=lambda name: name.lower().replace("ά", "α")
    )


def test_statistics_figures_sort_by_value(window, qtbot):
    for seed in range(1, 6):
        _game(FIRST, ["Anna", "Kuba", "Ola"], seed)
    window.statistics_action.trigger()
    page = window.page("statistics")
    qtbot.waitUntil(lambda: not page.syncing())
    page.tabs.setCurrentIndex(1)  # (the Figures tab, as a click on it chooses it)
    assert page.sort.bar.isVisible()
    for column in (3, 4):  # best, average: by value, not by their text
        _click_header(page.table, column)
        values = [page.table.item(row, column).text() for row in range(page.table.rowCount())]
        assert _arrow(page.table) == (column, Qt.SortOrder.AscendingOrder)
        assert values == sorted(values, key=lambda text: float(text.replace("−", "-")))


def test_each_pages_sort_by_chooser_names_the_order_it_opens_in(window, qtbot):
    """Opened for the first time, each list page's Sort by chooser says how its rows are
    ordered (the statistics' figures too: their chooser was blank, their order unnamed)."""
    _game(FIRST, ["Ola", "Anna", "Kuba"], 1)
    blank = []
    for name in ("saved", "history", "players", "statistics"):
        getattr(window, f"{name}_action").trigger()
        page = window.page(name)
        qtbot.waitUntil(lambda page=page: not getattr(page, "syncing", lambda: False)())
        tabs = getattr(page, "tabs", None)
        if tabs is not None:  # (the figures' tab, as a click chooses it)
            bar = tabs.tabBar()
            QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
        assert page.sort.bar.isVisible()
        if not page.sort.chooser.currentText():
            blank.append(name)
    assert not blank
    names = [page.table.item(row, 0).text() for row in range(page.table.rowCount())]
    assert page.sort.chooser.currentText() == "Player: A to Z"
    assert names == sorted(names)
