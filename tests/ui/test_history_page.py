"""The Finished games page as a family uses it: reached from the Game menu, it reads the saves
folder (in the background) and lists every finished game, newest first, with its winner, the
scores and why it ended; filtered by game and by player; exported as CSV."""

from __future__ import annotations

import csv

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.core import registry, savefile
from sheetdesk.core.headless import play_one
from sheetdesk.core.i18n import count_text
from sheetdesk.core.session import Player, Session
from tests.declared import uniform_bot
from tests.ui.driving import choose_item

# two games to list together: the registry's first and last
FIRST, LAST = registry.GAMES[0], registry.GAMES[-1]


def _game(game: str, names: list[str], seed: int, *, finished: bool = True) -> Session:
    bot = uniform_bot(game)
    played = play_one(game, len(names), seed, bot)
    log = list(played.history)
    cursor = len(log) if finished else len(log) // 2
    players = [Player(n, "bot", bot) if n.startswith("Bot") else Player(n) for n in names]
    session = Session.restore(
        played.rules, players, played.options, played.seed, log[:cursor], cursor,
        f"{game}{seed}",
    )  # fmt: skip
    savefile.write(session)
    return session


def _open(window, qtbot):  # type: ignore[no-untyped-def]
    window.history_action.trigger()  # Game ▸ Finished games
    assert window.current_page_name() == "history"
    page = window.page("history")
    qtbot.waitUntil(lambda: not page.syncing())
    return page


def _column(page, column: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [
        page.table.model().index(row, column).data() for row in range(page.table.model().rowCount())
    ]


def test_every_finished_game_is_listed_with_winner_scores_and_why_it_ended(window, qtbot):
    kept = _game(FIRST.id, ["Ana", "Bot 1"], 1)
    _game(FIRST.id, ["Ana", "Kuba"], 2, finished=False)  # stays on the saved-games page
    page = _open(window, qtbot)
    assert page.table.model().rowCount() == 1
    scores = kept.rules.scores(kept.state)
    (row,) = [page.table.model().index(0, c).data() for c in range(5)][3:4]
    # (a score is joined to its player by a space that never breaks; below zero, "−")
    ana, bot = (count_text(scores[seat].total) for seat in (0, 1))
    # (a name's words bound: a wrapped cell never breaks it, see the small-window test)
    assert row == f"Ana\u00a0{ana}, Bot\u00a01 (computer)\u00a0{bot}"
    winners = [n for seat, n in enumerate(["Ana", "Bot\u00a01 (computer)"]) if scores[seat].winner]
    assert _column(page, 2) == [", ".join(winners)]
    assert _column(page, 1) == [FIRST.name]
    assert _column(page, 4)[0] and "{" not in _column(page, 4)[0]


def test_filters_by_game_and_by_player(window, qtbot):
    _game(FIRST.id, ["Ana", "Kuba"], 1)
    _game(FIRST.id, ["Zosia", "Kuba"], 2)
    _game(LAST.id, ["Ana", "Zosia"], 3)
    page = _open(window, qtbot)
    assert page.table.model().rowCount() == 3
    choose_item(page.player_filter, qtbot, page.player_filter.findText("Ana"))
    assert page.table.model().rowCount() == 2
    choose_item(page.game_filter, qtbot, page.game_filter.findData(LAST.id))
    assert page.table.model().rowCount() == 1 and _column(page, 1) == [LAST.name]
    choose_item(page.player_filter, qtbot, page.player_filter.findText("Kuba"))
    assert page.table.model().rowCount() == 0 and not page.export_button.isEnabled()


def test_the_player_filter_marks_a_computer_and_keeps_the_mark_when_narrow(window, qtbot):
    """A computer among the players to filter by is named as one, as its games' rows name it;
    chosen in a window too narrow for a 24-letter name and the mark, the name gives way."""
    from sheetdesk.core.names import MAX_NAME

    computer = ("Bot " + "Grzegorz Brzęczyszczykiewicz")[:MAX_NAME]
    _game(FIRST.id, ["Ana", computer], 1)
    window.setMinimumSize(0, 0)
    window.resize(1024, 600)
    window.set_language("pl")
    page = _open(window, qtbot)
    names = [page.player_filter.itemText(i) for i in range(page.player_filter.count())]
    marked = f"{computer} (komputer)"
    assert "Ana" in names and marked in names
    choose_item(page.player_filter, qtbot, names.index(marked))
    assert page.table.model().rowCount() == 1
    assert page.player_filter.shown_text() == marked  # (whole where the row has room)
    chooser = page.player_filter  # (a narrow row: half the name's room taken from it)
    chooser.setMaximumWidth(
        chooser.width() - chooser.fontMetrics().horizontalAdvance(computer) // 2
    )
    qtbot.waitUntil(lambda: chooser.width() <= chooser.maximumWidth())
    shown = chooser.shown_text()
    assert shown.endswith(" (komputer)") and "…" in shown, shown


def test_the_games_shown_are_exported_as_csv(window, qtbot, dialog_log, tmp_path):
    _game(FIRST.id, ["Ana", "Kuba"], 1)
    _game(LAST.id, ["Ana", "Zosia"], 3)
    page = _open(window, qtbot)
    choose_item(page.game_filter, qtbot, page.game_filter.findData(FIRST.id))
    dialog_log.save_as = str(tmp_path / "ours.csv")
    QTest.mouseClick(page.export_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not page.syncing())  # (the records are read in the background)
    with open(tmp_path / "ours.csv", encoding="utf-8-sig") as file:
        rows = list(csv.DictReader(file))
    assert [row["player"] for row in rows] == ["Ana", "Kuba"]
    assert {row["game"] for row in rows} == {FIRST.id}


def test_no_finished_game_says_so(window, qtbot):
    page = _open(window, qtbot)
    assert page.table.model().rowCount() == 0 and page.status.text() == "No finished games yet."


def test_years_of_games_come_as_the_list_scrolls_and_all_are_exported(
    window, qtbot, monkeypatch, dialog_log, tmp_path
):
    from sheetdesk.ui import history_page

    monkeypatch.setattr(history_page, "CHUNK", 2)
    for seed in (1, 2, 3):
        _game(FIRST.id, ["Ana", "Kuba"], seed)
    _game(FIRST.id, ["Zosia", "Kuba"], 1004)
    window.resize(1024, 600)
    page = _open(window, qtbot)
    model = page.table.model()
    # the first chunk of rows, or two where the tall view has painted already (it fetches more
    # when it paints: on a busy machine the paint may come before this line)
    assert page.model.loaded in (2, 4)
    QTest.keyClick(page.table, Qt.Key.Key_End)  # down to the end of the list
    qtbot.waitUntil(lambda: model.rowCount() == 4)
    assert not page.status.isVisible()
    choose_item(page.player_filter, qtbot, page.player_filter.findText("Zosia"))
    assert model.rowCount() == 1
    choose_item(page.player_filter, qtbot, 0)  # everyone again: all four go to the file
    dialog_log.save_as = str(tmp_path / "all.csv")
    QTest.mouseClick(page.export_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not page.syncing())
    with open(tmp_path / "all.csv", encoding="utf-8-sig") as file:
        assert len(list(csv.DictReader(file))) == 8


def test_closing_the_window_stops_reading_the_saves(window, qtbot):
    for seed in range(1, 41):
        _game(FIRST.id, ["Ana", "Kuba"], seed)
    window.history_action.trigger()
    page = window.page("history")
    window.close()
    assert page.sync_thread is not None and page.sync_thread.isFinished()
    from sheetdesk.core.history import History

    with History() as history:  # what was read before is kept; the rest is read next time
        assert history.count_games() < 40 and history.stale()


def test_a_list_another_window_holds_shows_the_saves_and_says_why_once(
    window, qtbot, monkeypatch, dialog_log
):
    import sqlite3

    from sheetdesk.core import history as history_module
    from sheetdesk.core import paths
    from sheetdesk.core.history import History

    _game(FIRST.id, ["Ana", "Kuba"], 1)
    with History() as history:
        history.sync()
    _game(FIRST.id, ["Ana", "Kuba"], 2)  # (the page has a save to read)
    monkeypatch.setattr(history_module, "WAIT", 0.2)
    holder = sqlite3.connect(paths.history_path(), isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # another window's long change
    try:
        page = _open(window, qtbot)
        # both finished games, read from the saves themselves; said on the page, not in a box
        assert page.table.model().rowCount() == 2
        assert page.trouble_bar.isVisible()
        said = page.trouble_label.text()
        assert said.startswith("Another sheetdesk window is busy") and "try again" in said
        assert "read from the saved games themselves" in said
        assert not page.remake_button.isVisible()  # (it passes by itself)
        assert "No finished games" not in page.status.text()
        assert dialog_log.shown == []
    finally:
        holder.close()
    assert window.current_page_name() == "history"
    _open(window, qtbot)  # once the other window is done, the list is read
    assert page.table.model().rowCount() == 2 and not page.trouble_bar.isVisible()


def test_a_folder_where_the_list_belongs_is_said_and_the_list_made_again_with_a_click(
    window, qtbot, dialog_log
):
    from sheetdesk.core import paths

    _game(FIRST.id, ["Ana", "Kuba"], 1)
    _game(FIRST.id, ["Ana", "Kuba"], 2)
    paths.history_path().mkdir()  # (something else where the list is kept)
    page = _open(window, qtbot)
    assert page.table.model().rowCount() == 2  # read from the saves themselves
    assert "history.sqlite is not a file" in page.trouble_label.text()
    assert page.remake_button.isVisible()
    QTest.mouseClick(page.remake_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not page.syncing() and not page.trouble_bar.isVisible())
    assert page.table.model().rowCount() == 2 and dialog_log.shown == []
    assert paths.history_path().is_file()
    (aside,) = paths.data_dir().glob("history.damaged-*.sqlite")
    assert aside.is_dir()  # put aside, never deleted


def _drawn_before(text: str, first: str, then: str, font) -> bool:  # type: ignore[no-untyped-def]
    """Whether, as Qt lays out `text` on one line, the whole of `first` is drawn to the left of
    `then` (which comes after it in the text)."""
    from PySide6.QtGui import QTextLayout

    layout = QTextLayout(text, font)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(10_000)
    layout.endLayout()
    start = text.index(first)
    after = text.index(then, start + len(first))
    edges = [line.cursorToX(i)[0] for i in range(start, start + len(first) + 1)]
    return max(edges) <= line.cursorToX(after)[0] + 0.5


def test_a_name_written_right_to_left_keeps_its_score_after_it(window, qtbot):
    """A Hebrew or Arabic name among the players: each score is still drawn after its player's
    name ("Ana 98, שרה 136", never "136 שרה")."""
    played = _game(FIRST.id, ["Ana", "שרה"], 1)
    page = _open(window, qtbot)
    scores = page.table.model().index(0, 3).data()
    total = str(played.rules.scores(played.state)[1].total)
    assert _drawn_before(scores, "שרה", total, page.table.font()), scores
    assert _drawn_before(scores, "Ana", "שרה", page.table.font()), scores


def test_a_score_never_starts_a_line_away_from_its_player(window, qtbot):
    """However narrow the Scores column, a wrapped cell never puts a score alone at the start of
    a line ("Bot 2 (computer)" / "52"): the score stays with its player's name."""
    import re

    from PySide6.QtGui import QTextLayout, QTextOption

    _game(FIRST.id, ["Bot 1", "Bot 2", "Bot 3"], 1)
    page = _open(window, qtbot)
    scores = page.table.model().index(0, 3).data()
    # where each score begins: after its player's name, before the comma or the end
    at = {found.start(1) for found in re.finditer(r"\s([-\u2212]?\d+)(?=,|$)", scores)}
    assert len(at) == 3, scores
    alone = []
    for width in range(60, 600, 7):
        layout = QTextLayout(scores, page.table.font())
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(option)
        layout.beginLayout()
        while (line := layout.createLine()).isValid():
            line.setLineWidth(width)
            if line.textStart() in at:
                alone.append((width, scores[line.textStart() :]))
        layout.endLayout()
    assert not alone, alone


def test_a_score_below_zero_has_the_minus_sign(window, qtbot):
    """A score below zero is written "−10" (the minus sign, as every count below zero), not
    with a hyphen, in the Scores column."""
    from sheetdesk.core.i18n import MINUS

    for seed in range(1, 40):  # a game of the registry's first that ends below zero for one
        played = play_one(FIRST.id, 3, seed, uniform_bot(FIRST))
        if min(score.total for score in played.rules.scores(played.state).values()) < 0:
            break
    else:
        pytest.skip("no game of the first that ends below zero")
    session = _game(FIRST.id, ["Bot 1", "Bot 2", "Bot 3"], seed)
    page = _open(window, qtbot)
    shown = page.table.model().index(0, 3).data()
    for score in session.rules.scores(session.state).values():
        assert f"{MINUS}{-score.total}" in shown if score.total < 0 else str(score.total) in shown
    assert "-" not in shown, shown


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_filters_that_let_no_game_through_say_so_and_how_to_see_more(window, qtbot, language):
    """A game and a player who never played it together: the page says so, naming both, and
    how to see games again (it was blank: no list, no words, every button off)."""
    _game(FIRST.id, ["Ana", "Kuba"], 1)
    _game(LAST.id, ["Ana", "Zosia"], 3)
    window.set_language(language)
    page = _open(window, qtbot)
    choose_item(page.game_filter, qtbot, page.game_filter.findData(LAST.id))
    choose_item(page.player_filter, qtbot, page.player_filter.findText("Kuba"))
    assert page.table.model().rowCount() == 0
    said = page.status.text()
    assert page.status.isVisible() and "Kuba" in said and page.game_filter.currentText() in said
    assert "{" not in said
    assert (language == "en") == said.startswith("No finished game")  # (in the app's language)
    choose_item(page.player_filter, qtbot, page.player_filter.findText(page.tr("Everyone")))
    assert page.table.model().rowCount() == 1
    assert not page.status.isVisible()


def test_names_are_never_broken_inside_in_a_small_window(window, qtbot):
    """At 683×400 (1024×600 at 150 %), Greek, Larger text, the winners and the scores wrap
    between names, never inside one ("Κωνσταντίνος-" over "Αλέξανδρος", "Anna" over "Maria"
    read as two players): a name too wide for its column is shortened with "…", whole in the
    tooltip, and a computer's mark is written short, never cut ("(υπολογι…")."""
    from sheetdesk.ui.style import Look
    from tests.ui.fit import clipped, names_broken
    from tests.ui.laid_out import settle

    names = ["Κωνσταντίνος-Αλέξανδρος", "Anna Maria", "Bot Σοφία"]
    _game(next(g.id for g in registry.GAMES if g.max_players >= 3), names, 1)
    window.set_language("el")
    window.set_look(Look(window.settings.colours, larger=True))
    window.setMinimumSize(0, 0)
    window.resize(683, 400)
    page = _open(window, qtbot)
    settle()
    assert page.table.model().rowCount() == 1
    assert clipped(page) == []
    for column in (2, 3):  # (the winners, the scores)
        assert names_broken(page.table, column, names) == []
