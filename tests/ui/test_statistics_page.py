"""The Statistics page as a family uses it: reached from the Game menu by keys (and from the
Finished games page), it reads the finished games in the background and shows, one game at a
time, each player's figures (a computer at its level, left out with a check box), a player's
scores over time and two players head to head; Esc goes back to the start page."""

from __future__ import annotations

from contextlib import contextmanager

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QStyle,
    QStyleOptionSlider,
    QStyleOptionViewItem,
    QWidget,
)

from sheetdesk.core import registry, savefile, stats
from sheetdesk.core.headless import play_one
from sheetdesk.core.history import History
from sheetdesk.core.session import Player, Session
from sheetdesk.ui.formatting import level_name
from sheetdesk.ui.new_game_dialog import LEVELS
from tests.declared import quick_bot, uniform_bot
from tests.ui.driving import choose_item, press
from tests.ui.laid_out import laid_out

# two games a family plays: the registry's first (played most) and last
FIRST, LAST = registry.GAMES[0], registry.GAMES[-1]


def _shown(level: str) -> str:
    """A computer's level as the page names it, in English."""
    return level_name(level).lower()


def _game(game: str, names: list[str], seed: int, levels: dict[str, str] | None = None) -> Session:
    """A finished game of `game` saved, `names` its players: a "Bot" a computer at Random, a
    name in `levels` a computer at its level there."""
    bot = uniform_bot(game)
    played = play_one(game, len(names), seed, bot)
    log = list(played.history)
    levels = {n: bot for n in names if n.startswith("Bot")} | (levels or {})
    players = [Player(n, "bot", levels[n]) if n in levels else Player(n) for n in names]
    session = Session.restore(
        played.rules, players, played.options, played.seed, log, len(log), f"{game}{seed}"
    )
    savefile.write(session)
    return session


def _family() -> None:
    for seed in range(1, 4):
        _game(FIRST.id, ["Anna", "Kuba", "Bot 1"], seed)
    _game(FIRST.id, ["Anna", "Kuba"], 4)
    _game(LAST.id, ["Anna", "Zosia"], 5)


def _open_by_keys(window, qtbot):  # type: ignore[no-untyped-def]
    QTest.keyClick(window, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)  # the Game menu
    qtbot.waitUntil(window.game_menu.isVisible)
    QTest.keyClick(window.game_menu, Qt.Key.Key_T)  # S&tatistics
    assert window.current_page_name() == "statistics"
    # the window gets the keyboard back once its menu closes (a window manager's part, which
    # the offscreen platform leaves undone)
    qtbot.waitUntil(lambda: not window.game_menu.isVisible())
    window.activateWindow()
    qtbot.waitActive(window)
    page = window.page("statistics")
    qtbot.waitUntil(lambda: not page.syncing())
    return page


def _alt(window, key) -> None:  # type: ignore[no-untyped-def]
    """Alt and a letter (a mnemonic), to the widget that has the keyboard."""
    QTest.keyClick(QApplication.focusWidget() or window, key, Qt.KeyboardModifier.AltModifier)


def _cells(page, row: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [page.table.item(row, c).text() for c in range(page.table.columnCount())]


def _names(page) -> list[str]:  # type: ignore[no-untyped-def]
    return [page.table.item(row, 0).text() for row in range(page.table.rowCount())]


def _expected(computers: bool = True) -> list[stats.PlayerLine]:
    with History() as history:
        return [
            line
            for line in stats.per_player(history.games(), computers=computers)
            if line.game == FIRST.id
        ]


def test_reached_by_keys_each_players_figures_and_esc_goes_back(window, qtbot):
    _family()
    page = _open_by_keys(window, qtbot)
    # the game played most comes first
    assert page.game_choice.currentData() == FIRST.id
    assert _names(page) == ["Anna", f"Bot 1 (computer, {_shown(uniform_bot(FIRST))})", "Kuba"]
    anna = _expected()[0]
    assert _cells(page, 0)[1:6] == [
        str(anna.played),
        f"{anna.wins} ({round(anna.win_share * 100)}%)",
        str(anna.best),
        f"{anna.mean:.1f}",
        f"{anna.median:.1f}",
    ]
    # the score card's parts on average, under the items' own names
    headers = [page.table.horizontalHeaderItem(c).text() for c in range(page.table.columnCount())]
    assert headers[6:10] == ["Red", "Yellow", "Green", "Blue"]
    assert _cells(page, 0)[6] == f"{anna.parts['row.red']:.1f}"
    assert "Games played: 4" in page.game_figures.text()
    press(window, Qt.Key.Key_Escape)
    assert window.current_page_name() == "start"


def test_the_computers_are_left_out_with_the_check_box(window, qtbot):
    _family()
    page = _open_by_keys(window, qtbot)
    _alt(window, Qt.Key.Key_C)  # Leave the &computers out (a mnemonic clicks after a moment)
    qtbot.waitUntil(page.people_only.isChecked)
    assert _names(page) == ["Anna", "Kuba"]
    anna = _expected(computers=False)[0]
    assert _cells(page, 0)[3] == str(anna.best)
    assert [page.player_choice.itemText(i) for i in range(page.player_choice.count())] == [
        "Anna",
        "Kuba",
    ]


def test_another_game_shows_its_own_players_and_score_items(window, qtbot):
    _family()
    page = _open_by_keys(window, qtbot)
    _alt(window, Qt.Key.Key_F)  # &Figures
    choose_item(page.game_choice, qtbot, page.game_choice.findData(LAST.id))
    assert _names(page) == ["Anna", "Zosia"]
    assert "Red" not in [
        page.table.horizontalHeaderItem(c).text() for c in range(page.table.columnCount())
    ]
    assert "Games played: 1" in page.game_figures.text()


def test_a_players_scores_over_time_are_drawn_in_their_symbol(window, qtbot):
    _family()
    page = _open_by_keys(window, qtbot)
    _alt(window, Qt.Key.Key_T)  # Scores over &time
    assert page.tabs.currentWidget() is page.chart
    choose_item(page.player_choice, qtbot, page.player_choice.findText("Kuba"))
    with History() as history:
        kuba = history.find("Kuba")
        expected = stats.over_time(history.games(), kuba.id, FIRST.id)
    assert page.chart.points == expected and len(expected) == 4
    assert page.chart.symbol == kuba.symbol and page.chart.colour == kuba.colour
    shot = page.chart.grab().toImage()
    assert shot.width() > 300
    assert "Kuba · scores: 4" in page.chart.accessibleDescription()


def test_two_players_head_to_head(window, qtbot):
    _family()
    page = _open_by_keys(window, qtbot)
    _alt(window, Qt.Key.Key_A)  # He&ad to head (&H is the Help menu's)
    choose_item(page.player_choice, qtbot, page.player_choice.findText("Anna"))
    choose_item(page.versus.against_choice, qtbot, page.versus.against_choice.findText("Kuba"))
    with History() as history:
        anna, kuba = history.find("Anna").id, history.find("Kuba").id
        h = stats.head_to_head(history.games(), anna, kuba, game=FIRST.id)
    shown = [label.text() for label in page.versus.values]
    assert shown == [
        "4",
        str(h.first_wins),
        str(h.second_wins),
        str(h.both_won),
        str(h.neither_won),
        f"{h.mean_difference:.1f}",
    ]
    assert page.versus.names[1].text() == "Won by Anna"


def _depth(text: str) -> int:
    """How deep `text`'s brackets go: 2 for brackets inside brackets."""
    depth = most = 0
    for letter in text:
        depth += (letter == "(") - (letter == ")")
        most = max(most, depth)
    return most


@pytest.mark.parametrize("language", ["en", "pl", "el"])
def test_head_to_head_names_a_computer_as_its_lists_do(window, qtbot, language):
    """Chosen first or second, a computer is named the same way on every line (the mark once,
    as a list of names writes it), and never in brackets inside brackets."""
    from sheetdesk.ui.formatting import listed_name

    _family()
    page = _open_by_keys(window, qtbot)
    window.set_language(language)
    window.activateWindow()
    qtbot.waitActive(window)
    bar = page.tabs.tabBar()  # the Head to head tab, clicked
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(bar.count() - 1).center())
    marked = listed_name("Bot 1", computer=True)
    chooser = page.versus.against_choice
    for first, second in (("Anna", "Bot 1"), ("Bot 1", "Kuba")):
        choose_item(page.player_choice, qtbot, _item(page.player_choice, first))
        choose_item(chooser, qtbot, _item(chooser, second))
        lines = [label.text() for label in page.versus.names if label.isVisible()]
        assert len(lines) == 6
        assert marked in lines[1 if first == "Bot 1" else 2], lines
        assert marked in lines[-1], lines
        assert all(_depth(line) <= 1 for line in lines), lines


def _item(choice, name: str) -> int:  # type: ignore[no-untyped-def]
    """The row of `choice` that names `name` (a computer's row with its mark after it)."""
    return next(i for i in range(choice.count()) if choice.itemText(i).startswith(name))


def test_the_finished_games_page_leads_to_the_statistics(window, qtbot):
    _family()
    window.history_action.trigger()
    history = window.page("history")
    qtbot.waitUntil(lambda: not history.syncing())
    QTest.mouseClick(history.statistics_button, Qt.MouseButton.LeftButton)
    assert window.current_page_name() == "statistics"
    page = window.page("statistics")
    qtbot.waitUntil(lambda: not page.syncing())
    assert page.table.rowCount() == 3


def test_no_finished_games_says_so(window, qtbot):
    page = _open_by_keys(window, qtbot)
    assert page.table.rowCount() == 0 and page.status.isVisible()
    assert "No finished games yet" in page.status.text()


def test_tab_goes_through_the_choosers_the_tabs_and_back(window, qtbot):
    _family()
    page = _open_by_keys(window, qtbot)
    # the overview first: the keyboard starts at the tabs (the choosers do not act there)
    assert QApplication.focusWidget() is page.tabs.tabBar()
    order = []
    for _ in range(4):
        order.append(QApplication.focusWidget())
        press(window, Qt.Key.Key_Tab)
    assert order == [page.tabs.tabBar(), page.overview, page.back_button, page.people_only]
    _alt(window, Qt.Key.Key_F)  # &Figures: the choosers act there, and are gone through
    order = []
    for _ in range(8):
        press(window, Qt.Key.Key_Tab)
        order.append(QApplication.focusWidget())
    start = order.index(page.game_choice)
    assert order[start : start + 3] == [page.game_choice, page.player_choice, page.tabs.tabBar()]
    # (Leave the computers out stands beside Back, or under it, and comes after it)
    assert order[order.index(page.back_button) + 1] is page.people_only


def test_the_choosers_are_greyed_on_the_overview_and_say_why(window, qtbot):
    """The overview counts every game and every player, so the game and player choosers do
    not act on it: there they are greyed, and a line says they are for the other tabs; on the
    other tabs they act, and the line is gone. The computers' check box acts everywhere."""
    _family()
    page = _open_by_keys(window, qtbot)
    assert page.tabs.currentWidget() is page.overview
    before = _overview(page)
    assert not page.game_choice.isEnabled() and not page.player_choice.isEnabled()
    assert page.scope.isVisible() and "other tabs" in page.scope.text()
    QTest.mouseClick(page.game_choice, Qt.MouseButton.LeftButton)  # a click does nothing
    assert not page.game_choice.view().isVisible()
    assert _overview(page) == before
    assert page.people_only.isEnabled()
    _alt(window, Qt.Key.Key_F)  # &Figures
    assert page.game_choice.isEnabled() and page.player_choice.isEnabled()
    assert not page.scope.isVisible()
    choose_item(page.game_choice, qtbot, page.game_choice.findData(LAST.id))
    _alt(window, Qt.Key.Key_O)  # &Overview: across every game still
    assert page.tabs.currentWidget() is page.overview
    assert not page.game_choice.isEnabled() and page.scope.isVisible()
    assert _overview(page) == before


def _overview(page) -> dict[str, list[list[str]]]:  # type: ignore[no-untyped-def]
    rows: dict[str, list[list[str]]] = {}
    for row in range(page.overview.rowCount()):
        cells = [page.overview.item(row, c).text() for c in range(4)]
        rows.setdefault(cells[0], []).append(cells[1:])
    return rows


def test_the_overview_tells_who_won_most_and_the_records_with_their_dates(window, qtbot):
    """The first tab, across every game: who won most this month, this year and ever, each
    game's best score, the longest winning streak and each player's first win, with dates."""
    from sheetdesk.ui.formatting import format_date, game_name

    _family()
    page = _open_by_keys(window, qtbot)
    assert page.tabs.currentWidget() is page.overview  # what a family opens the page for
    with History() as history:
        scores = history.seat_scores()
    ever = stats.most_wins(scores)
    top = [x for x in ever if x.wins == ever[0].wins]
    shown = _overview(page)
    for what in ("Most wins this month", "Most wins this year", "Most wins ever"):
        assert shown[what][0][0] == ", ".join(
            f"{x.name} (computer, {_shown(x.level)})" if x.level else x.name for x in top
        )
        assert shown[what][0][1] == f"{top[0].wins} win" + ("s" if top[0].wins != 1 else "")
    best = {f.game: f for f in stats.best_scores(scores)}
    assert shown[f"Best score: {FIRST.name}"][0][1:] == [
        str(best[FIRST.id].value),
        format_date(best[FIRST.id].when),
    ]
    assert f"Best score: {game_name(LAST.id)}" in shown
    streak = stats.longest_streak(scores)
    assert streak is not None
    assert shown["Longest winning streak"][0][2] == format_date(streak.when)
    firsts = stats.first_wins(scores)
    assert [r[0] for r in shown["First win"]] == [
        f"{f.name} (computer, {_shown(f.level)})" if f.level else f.name for f in firsts
    ]
    _alt(window, Qt.Key.Key_C)  # the computers left out: out of the overview too
    qtbot.waitUntil(lambda: "(computer" not in " ".join(r[0] for r in _overview(page)["First win"]))


def test_plain_words_and_a_person_chosen_first(window, qtbot):
    """ "Average" and "middle score", never "mean" and "median"; the chooser offers the family's
    people first and one of them is chosen (never a computer whose name sorts first)."""
    for seed in (1, 2):
        _game(FIRST.id, ["Zosia", "Bot 1"], seed)
    page = _open_by_keys(window, qtbot)
    _alt(window, Qt.Key.Key_F)  # &Figures
    headers = [page.table.horizontalHeaderItem(c).text() for c in range(6)]
    assert headers[4:6] == ["Average", "Middle score"]
    words = (page.game_figures.text() + page.chart.accessibleDescription()).casefold()
    assert "average" in words and "mean" not in words and "median" not in words
    assert page.player_choice.currentText() == "Zosia"
    assert page.player_choice.itemText(1) == f"Bot 1 (computer, {_shown(uniform_bot(FIRST))})"


def test_the_numbers_fit_a_small_window(window, qtbot):
    """At 1024x600 in Polish, with a game of many score parts: each name shows whole (a long
    one on two lines at most), every row is in sight, and no cell is cut."""
    from tests.ui.fit import _cells_clipped

    for seed in range(1, 4):
        _game(LAST.id, ["Anna Kowalska", "Kuba", "Bot 1"], seed)
    window.setMinimumSize(0, 0)
    window.resize(1024, 600)
    window.set_language("pl")
    page = _open_by_keys(window, qtbot)
    _alt(window, Qt.Key.Key_F)  # &Figures
    page.game_choice.setCurrentIndex(page.game_choice.findData(LAST.id))
    QApplication.processEvents()
    QApplication.processEvents()
    table = page.table
    metrics = table.fontMetrics()
    assert (
        table.columnWidth(0)
        >= metrics.horizontalAdvance("Anna Kowalska") + table.iconSize().width()
    )
    line = max(metrics.lineSpacing(), table.iconSize().height())
    heights = [table.rowHeight(row) for row in range(table.rowCount())]
    assert max(heights) < 3 * line, heights  # (two lines at most)
    assert sum(heights) <= table.viewport().height()
    assert not [p for p in _cells_clipped(table) if ",0 " in p]


def test_a_long_computers_name_gives_way_to_its_mark_in_the_chooser(window, qtbot):
    """A computer with a 24-letter name chosen in Greek with Larger text at 1024×600 at 125 %
    (819×480): the player chooser is too narrow for "name (computer, level)", so the name is
    shortened with "…" and the mark and level stay whole, never cut at the chooser's edge.
    (At 1024×600 at 100 % it is whole: "Without computers" goes under the choosers.)"""
    from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

    from sheetdesk.core.names import MAX_NAME
    from sheetdesk.ui.style import Look

    name = "Bot Χαράλαμπος Γεωργιάδης"[:MAX_NAME]  # (a computer, as _game makes one)
    assert len(name) == MAX_NAME
    for seed in (1, 2):
        _game(FIRST.id, ["Παναγιώτης Παπαδόπουλος1", name], seed)
    window.setMinimumSize(0, 0)
    window.resize(819, 480)
    window.set_look(Look("light", True))  # Larger text
    page = _open_by_keys(window, qtbot)
    window.set_language("el")
    bar = page.tabs.tabBar()  # (the Figures tab, clicked: the choosers act there)
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    assert page.player_choice.isEnabled()
    chooser = page.player_choice
    choose_item(chooser, qtbot, chooser.count() - 1)  # the computer (people first)
    widths: list[int] = []

    def settled() -> bool:  # (the page laid out again for the Greek words: what a user sees)
        widths.append(chooser.width())
        return len(widths) > 2 and widths[-1] == widths[-2] == widths[-3]

    qtbot.waitUntil(settled)
    words = chooser.currentText()
    mark = words[words.index(" (") :]
    assert "(υπολογιστής" in mark
    shown = chooser.shown_text()
    option = QStyleOptionComboBox()
    chooser.initStyleOption(option)
    field = chooser.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, chooser
    )
    room = field.width() - option.iconSize.width() - 4
    assert chooser.fontMetrics().horizontalAdvance(words) > room  # (too narrow: it gives way)
    assert shown.endswith(mark) and "…" in shown
    assert chooser.fontMetrics().horizontalAdvance(shown) <= room


def test_names_take_two_lines_at_most_in_greek_with_larger_text(window, qtbot):
    """Each player's figures in Greek with Larger text at 1024×600, in a game of many score
    parts (the figures' columns wide): a name, a computer's with its mark and level too, takes
    two lines at most in the names' column (the column widens to that), never four."""
    from sheetdesk.ui.style import Look

    names = ["Γιαγιά Σοφία", "Παναγιώτης Παπαδόπουλος1", "Bot Χαράλαμπος Γεωργιάδη"]
    for seed in range(1, 3):
        _game(LAST.id, names, seed)
    window.setMinimumSize(0, 0)
    window.resize(1024, 600)
    window.set_look(Look("light", True))  # Larger text
    page = _open_by_keys(window, qtbot)
    window.set_language("el")
    _alt(window, Qt.Key.Key_F)  # &Figures
    page.game_choice.setCurrentIndex(page.game_choice.findData(LAST.id))
    QApplication.processEvents()
    QApplication.processEvents()
    table = page.table
    assert any("(υπολογιστής" in name for name in _names(page))
    line = max(table.fontMetrics().lineSpacing(), table.iconSize().height())
    heights = [table.rowHeight(row) for row in range(table.rowCount())]
    assert max(heights) < 3 * line, (heights, line)  # (two lines at most)


def test_ctrl_tab_and_ctrl_page_keys_change_the_tab_wherever_the_keyboard_is(window, qtbot):
    """Ctrl+Tab and Ctrl+PgDown show the next tab, Ctrl+Shift+Tab (Backtab, as a keyboard gives
    it) and Ctrl+PgUp the previous one, going round at the ends as Qt's tabs do: with the
    keyboard on the tabs, in the list, on Back and on Without computers, reached with Tab."""
    _family()
    page = _open_by_keys(window, qtbot)
    ctrl = Qt.KeyboardModifier.ControlModifier
    shift = Qt.KeyboardModifier.ShiftModifier
    last = page.tabs.count() - 1

    def key(key, modifiers) -> int:  # type: ignore[no-untyped-def]
        QTest.keyClick(QApplication.focusWidget(), key, modifiers)
        return page.tabs.currentIndex()

    for place in (page.tabs.tabBar(), page.overview, page.back_button, page.people_only):
        _alt(window, Qt.Key.Key_O)  # &Overview
        assert page.tabs.currentIndex() == 0
        for _ in range(8):  # Tab on round the page to the place
            if QApplication.focusWidget() is place:
                break
            press(window, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is place
        assert key(Qt.Key.Key_Tab, ctrl) == 1, place
        assert key(Qt.Key.Key_Backtab, ctrl | shift) == 0, place
        assert key(Qt.Key.Key_Backtab, ctrl | shift) == last, place  # round to the last
        assert key(Qt.Key.Key_PageDown, ctrl) == 0, place  # and round to the first
        assert key(Qt.Key.Key_PageUp, ctrl) == last, place
        assert key(Qt.Key.Key_Tab, ctrl) == 0, place
        assert key(Qt.Key.Key_Tab, ctrl | shift) == last, place  # (as some keyboards give it)
        assert key(Qt.Key.Key_PageDown, ctrl) == 0, place


def test_the_keys_card_tells_the_keys_that_change_the_tab(window, qtbot):
    """? on the statistics page: the card tells Ctrl+Tab and Ctrl+Shift+Tab (the next and the
    previous tab) and Esc, in the page's language."""
    from tests.ui.driving import assert_tab_keys_told

    _family()
    _open_by_keys(window, qtbot)
    try:
        assert_tab_keys_told(window, qtbot, {"en": "next tab", "pl": "Następna zakładka"})
    finally:
        window.set_language("en")  # (the next tests' words)


def test_the_figures_are_read_without_scrolling_sideways_at_819x480(window, qtbot):
    """1024×600 at 125 % (819×480), in every language with the usual and with Larger text,
    every game played, Giza's figures shown (its thirteen columns of figures needed 1330 px
    of 729): neither the table nor the page scrolls sideways, nor does the window grow wider.
    The score card's parts fit beside the figures, or all leave the table; then, where the
    window leaves the table a row beside them, the chosen player's (a row clicked chooses
    them) are told under it, each part's name with its average."""
    from sheetdesk.ui.style import Look
    from tests.ui.test_nothing_scrolls_sideways import sideways

    names = ["Γιαγιά Σοφία", "Παναγιώτης Παπαδόπουλος1", "Bot Χαράλαμπος Γεωργιάδη"]
    for seed, entry in enumerate((LAST, *registry.GAMES)):  # (the game chooser as wide as
        _game(entry.id, names, seed)  # a family's: every game played; Giza's the most)
    window.setMinimumSize(0, 0)
    window.resize(819, 480)
    page = _open_by_keys(window, qtbot)
    _alt(window, Qt.Key.Key_F)  # &Figures
    assert page.game_choice.currentData() == LAST.id
    table, found = page.table, []
    parts = range(6, table.columnCount())
    try:
        for larger in (False, True):
            window.set_look(Look("light", larger))
            for language in ("en", "el", "pl"):
                window.set_language(language)
                _laid_out(window, page)  # (not two turns of the loop: all that was posted)
                found += [f"{language} {larger}: {p}" for p in sideways(window)]
                if window.width() != 819:
                    found.append(f"{language} {larger}: the window is {window.width()} wide")
                shown = [c for c in parts if not table.isColumnHidden(c)]
                assert shown in ([], list(parts)), (language, larger)  # (all out, or none)
    finally:
        window.set_look(Look("light", False))
    assert found == [], "\n".join(found)
    # English, a window as wide and taller: the parts out, told under the table
    window.set_language("en")
    window.resize(819, 600)
    qtbot.waitUntil(page.parts_line.isVisible)
    assert all(table.isColumnHidden(c) for c in parts)
    # the first row clicked, a computer's (the chooser's first is a person's)
    place = table.visualRect(table.model().index(0, 1)).center()
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=place)
    chosen = page.player_choice.currentText()
    assert names[2] in chosen
    told = page.parts_line.text().replace("\u00a0", " ")
    assert told.startswith(f"{chosen}, on average: "), told
    for column in parts:
        name = table.horizontalHeaderItem(column).text().replace("\n", " ")
        assert name in told, (name, told)


def _laid_out(window, page) -> None:  # type: ignore[no-untyped-def]
    """Wait until the page is laid out as it is shown, painted as on a screen: the title or
    the parts' line hidden or shown as the figures are laid out, the page is laid out once
    more (a pass later), and the figures' room with it (measured before, the table was left
    the room of the title just hidden: one row of four in sight)."""
    table = page.table
    laid_out(
        window,
        lambda: (
            page.title.isVisible(),
            page.parts_line.isVisible(),
            table.viewport().size().toTuple(),
            table.wordWrap(),
            tuple(table.columnWidth(c) for c in range(table.columnCount())),
        ),
    )


# a family's short names, and long ones: a 24-letter name, computers named as the players'
# page names them, at levels whose names are long in Greek and Polish (a name wrapped onto two
# lines, a computer's with its mark and level onto three or four)
SHORT_NAMES = (["Anna", "Kuba", "Zosia"], ["Ola", "Anna"])
LONG_NAMES = (
    ["Παναγιώτης Παπαδόπουλος1", "Anna", "Computer (Hard) 9"],
    ["Ola", "Kuba", "Computer (Hard) 8"],
)
# (the game's quick computer, Clever in the built-in games, and the middle level the new-game
# dialog offers where the game declares it: a save names only computers its game declares)
_MIDDLE = [level for level in LEVELS[1:2] if level in FIRST.bots]
LONG_LEVELS = {
    "Computer (Hard) 9": quick_bot(FIRST),
    "Computer (Hard) 8": (_MIDDLE or [quick_bot(FIRST)])[0],
}


def _shown_name(table, row: int) -> str:  # type: ignore[no-untyped-def]
    """The name as its row shows it: whole where it wraps, else shortened in its middle to
    its cell's room for words, as the table's delegate lays the cell out."""
    option = QStyleOptionViewItem()
    table.initViewItemOption(option)
    index = table.model().index(row, 0)
    option.rect = table.visualRect(index)
    table.itemDelegate().initStyleOption(option, index)
    style = table.style()
    words = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, table)
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    if table.wordWrap():
        return option.text
    return option.fontMetrics.elidedText(
        option.text, table.textElideMode(), words.width() - 2 * margin
    )


def _figures_at_819x480(window, qtbot, families):  # type: ignore[no-untyped-def]
    """Games played by `families` (one game each), and the statistics page opened by keys on
    its Figures tab in a window of 819×480 (1024×600 at 125 %)."""
    for seed, names in enumerate(families, start=1):
        _game(FIRST.id, names, seed, LONG_LEVELS)
    window.setMinimumSize(0, 0)
    window.resize(819, 480)
    page = _open_by_keys(window, qtbot)
    _alt(window, Qt.Key.Key_F)  # &Figures
    return page


@pytest.mark.parametrize("families", [SHORT_NAMES, LONG_NAMES], ids=["short", "long"])
def test_the_figures_keep_three_rows_in_sight_at_819x480(window, qtbot, families):
    """1024×600 at 125 % (819×480), in every language with the usual and with Larger text:
    the window keeps its size (the Head to head tab's six lines made every tab's least height
    theirs, and the window grew to 493 px, with Larger text 509), nothing scrolls sideways,
    and the figures table keeps three rows wholly in sight (Larger text left it one, or
    none): Leave the computers out stands beside Back, and the page's title gives way where
    the rows need its room; a taller window shows it again. With long names (wrapped, Greek
    and Polish with Larger text left two rows) the names go on one line where they must,
    each whole in its row's tooltip, and a name shortened in its middle shows ten letters at
    each end at least (Greek with Larger text showed four, "Πανα…λος1", in a names' column
    of 156 px beside figures' columns as wide as their headers: a family could not tell who
    is who): the figures' headers give way first, each column no narrower than its figures."""
    from sheetdesk.ui.plain import plain_tooltip
    from sheetdesk.ui.style import Look
    from tests.ui.test_nothing_scrolls_sideways import sideways

    page = _figures_at_819x480(window, qtbot, families)
    table, found = page.table, []
    for larger in (False, True):
        window.set_look(Look("light", larger))
        for language in ("en", "el", "pl"):
            window.set_language(language)
            _laid_out(window, page)
            room = table.viewport().rect()
            whole = [
                r
                for r in range(table.rowCount())
                if room.contains(table.visualRect(table.model().index(r, 0)))
            ]
            said = f"{language} {'Larger' if larger else 'usual'}"
            found += [f"{said}: {p}" for p in sideways(window)]
            if window.size().toTuple() != (819, 480):
                found.append(f"{said}: the window is {window.size().toTuple()}")
            if len(whole) < 3:
                found.append(f"{said}: {len(whole)} of {table.rowCount()} rows in sight")
            for row in range(table.rowCount()):
                name = table.item(row, 0)
                if name.toolTip() != plain_tooltip(name.text()):
                    found.append(f"{said}: {name.text()!r} not whole in its tooltip")
                shown = _shown_name(table, row)
                if shown != name.text() and len(shown.replace("…", "")) < 20:
                    found.append(f"{said}: {name.text()!r} shown as {shown!r}")
            for column in range(1, table.columnCount()):
                cut = table.columnWidth(column) < table.sizeHintForColumn(column)
                if not table.isColumnHidden(column) and cut:
                    found.append(f"{said}: the figures of column {column} cut")
    assert found == [], "\n".join(found)
    window.resize(819, 600)
    qtbot.waitUntil(page.title.isVisible)


class _Resizes(QObject):
    """Counts the resizes of the widget it watches."""

    def __init__(self, watched: QWidget) -> None:
        super().__init__(watched)
        self.count = 0
        watched.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        self.count += event.type() == QEvent.Type.Resize
        return False


# how many times the figures' table is resized at most as a Look is chosen (its fonts and style
# sheet set, each sends the table's parts their changes: about 130 at 819×480)
LOOK_RESIZES = 400


def test_larger_text_lays_the_figures_out_once_for_each_change_at_819x480(window, qtbot):
    """1024×600 at 125 % (819×480), long names: Larger text chosen, and the usual again, the
    figures are laid out for each change the Look makes, not again and again (the title and
    the parts' line shown or hidden were counted as laid out at once: the names went on one
    line and back, each time the table was resized, 110,000 times; a family waited 3 to 30 s)."""
    from sheetdesk.ui.style import Look

    page = _figures_at_819x480(window, qtbot, LONG_NAMES)
    _laid_out(window, page)
    resizes, counted = _Resizes(page.table.viewport()), []
    for larger in (True, False):
        window.set_look(Look("light", larger))
        _laid_out(window, page)
        counted.append(resizes.count)
        resizes.count = 0
    assert max(counted) <= LOOK_RESIZES, counted


def _versus_cut(page) -> list[str]:  # type: ignore[no-untyped-def]
    """The head to head lines cut at an edge of their scrolled area, as it is now."""
    area = page.tabs.widget(3)
    view = area.viewport()
    found = []
    for widget in (page.versus.against_choice, *page.versus.names, *page.versus.values):
        if widget.isVisible():
            top = widget.mapTo(view, QPoint(0, 0)).y()
            bottom = top + widget.height()
            if top < 0 < bottom or top < view.height() < bottom:
                found.append(f"{widget.text() if hasattr(widget, 'text') else 'chooser'} {top}")
    return found


ADD_LINE = QStyle.SubControl.SC_ScrollBarAddLine


def _click_bar(bar, part) -> None:  # type: ignore[no-untyped-def]
    """A click on the scroll bar's `part` (its arrow up or down)."""
    option = QStyleOptionSlider()
    bar.initStyleOption(option)
    rect = bar.style().subControlRect(QStyle.ComplexControl.CC_ScrollBar, option, part, bar)
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=rect.center())


@contextmanager
def head_to_head(window, qtbot, height: int):  # type: ignore[no-untyped-def]
    """A window 819 px wide (1024×600 at 125 %) and `height` tall, Larger text: the statistics
    page opened by the keys, Anna against Kuba on its Head to head tab; the page."""
    from sheetdesk.ui.style import Look

    _game(FIRST.id, ["Anna", "Kuba", "Zosia"], 1)
    _game(FIRST.id, ["Ola", "Anna"], 2)
    window.setMinimumSize(0, 0)
    window.resize(819, height)
    window.set_look(Look("light", True))
    page = _open_by_keys(window, qtbot)
    _alt(window, Qt.Key.Key_A)  # He&ad to head
    choose_item(page.player_choice, qtbot, page.player_choice.findText("Anna"))
    choose_item(page.versus.against_choice, qtbot, page.versus.against_choice.findText("Kuba"))
    yield page


@contextmanager
def head_to_head_scrolled(window, qtbot):  # type: ignore[no-untyped-def]
    """`head_to_head` in a window 540 tall, where the page is whole in the window and its head
    to head lines scroll (at 480 the page, taller than that room, scrolls whole and its lines
    have all their room: the window no longer grows past the screen to the page's least
    height, as it did to 503 px; test_statistics_scrolled_whole.py), painted; the tab's scroll
    area."""
    with head_to_head(window, qtbot, 540) as page:
        area = page.tabs.widget(3)
        window.grab()
        assert area.verticalScrollBar().maximum() > 0, "the lines do not scroll here"
        yield area


def wheel_to_its_end(area, notches: int, each=lambda: None) -> None:  # type: ignore[no-untyped-def]
    """The wheel turned over `area`, notch by notch, until its bar is at its end (`notches`
    down where positive) or its start, `each` done after every turn."""
    from tests.ui.test_rules_page import _wheel

    bar = area.verticalScrollBar()
    for _ in range(40):
        if bar.value() == (bar.maximum() if notches > 0 else 0):
            break
        _wheel(area.viewport(), notches)
        each()
    assert bar.value() == (bar.maximum() if notches > 0 else 0), (notches, bar.value())


def test_head_to_head_scrolled_stops_on_a_lines_top(window, qtbot):
    """1024×600 at 125 % (819×480) with Larger text, where the head to head lines scroll:
    the wheel, the scroll bar's handle dragged and its arrows clicked stop on a line's top,
    never part-way through one at the top edge (the wheel and the handle left a line cut
    there, as the text views no longer do), and the layout audit finds no line cut."""
    from tests.ui.audit import lines_cut_scrolled, top_lines_cut
    from tests.ui.test_rules_page import _drag_bar

    with head_to_head_scrolled(window, qtbot) as area:
        page = window.page("statistics")
        bar = area.verticalScrollBar()
        found = []
        for notches in (1, -1):
            wheel_to_its_end(
                area,
                notches,
                lambda notches=notches: found.extend(
                    f"wheel {notches} at {bar.value()}: {c}" for c in _versus_cut(page)
                ),
            )
        for share in (0.3, 0.5, 0.77, 1.0):
            _drag_bar(bar, share)
            found += [f"dragged {share} to {bar.value()}: {c}" for c in _versus_cut(page)]
        for arrow, end in ((QStyle.SubControl.SC_ScrollBarSubLine, 0), (ADD_LINE, bar.maximum())):
            for _ in range(40):
                if bar.value() == end:
                    break
                _click_bar(bar, arrow)
                found += [f"{arrow.name} to {bar.value()}: {c}" for c in _versus_cut(page)]
            assert bar.value() == end, (arrow.name, bar.value())
        # the layout audit, which finds the lines itself, finds none cut either
        found += top_lines_cut([area]) + lines_cut_scrolled([area])
        assert found == [], "\n".join(found)
