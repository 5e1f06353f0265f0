"""The end of a game (scores_page.py, count_up.py): when the last move is played, each player's
score counted up part by part, then the totals and the winner, with the fanfare and confetti; a
click or key ends the count-up at once; a finished game opened again shows its end whole and
quietly; a solo result says what the solo game is played for."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QStyleOptionViewItem

from sheetdesk.core import registry, savefile
from sheetdesk.core.i18n import count_text
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session
from sheetdesk.ui import count_up, sound
from tests.ui.driving import pass_handover, play_by_hint, press
from tests.ui.fit import clipped
from tests.ui.laid_out import settle

ANY = registry.GAMES[0].id  # (any game would do)
# the first game whose one player plays its own solo rules (not a practice)
SOLO = next(entry.id for entry in registry.GAMES if entry.rules().info.solo_rules)
# the first game one may play alone as practice
PRACTICE = next(entry.id for entry in registry.GAMES if entry.rules().info.solo_is_practice)


def finished(game: str, names: tuple[str, ...], seed: int = 7) -> Session:
    entry = registry.get(game)
    session = Session.new(entry.rules(), [Player(n) for n in names], {}, seed)
    bot = entry.bot()
    for step in range(50_000):
        if session.is_over():
            break
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        session.act(seat, bot(session.view(seat), seat, legal, Rng(step)))
    assert session.is_over()
    return session


def open_end(window, session: Session, animations: str = "on"):  # type: ignore[no-untyped-def]
    """`session`'s end in `window` (a finished game opened), with Settings → Animations
    `animations` (the tests' windows start with them off)."""
    window.update_settings(animations=animations)
    sound.board().played.clear()
    assert window.open_path(savefile.write(session), external=False)
    assert window.current_page_name() == "scores"
    return window.page("scores")


def before_the_end(session: Session) -> Session:
    """`session` (finished) played again up to its last move, which is not played."""
    entries = [e for e in session.log if e.seat is not None]
    again = Session.new(session.rules, list(session.players), session.options, session.seed)
    for entry in entries[:-1]:
        again.act(entry.seat, entry.action)
    assert not again.is_over()
    return again


def end_in(window, session: Session, animations: str = "on"):  # type: ignore[no-untyped-def]
    """`session`'s end reached in `window`: the game opened before its last move, which its
    player then plays (the hint shows it, Enter plays it)."""
    last = [e for e in session.log if e.seat is not None][-1]
    window.update_settings(animations=animations)
    assert window.open_path(savefile.write(before_the_end(session)), external=False)
    if window.current_page_name() == "handover":
        pass_handover(window)
    assert window.current_page_name() == "table"
    sound.board().played.clear()
    play_by_hint(window, last.action)
    assert window.session.is_over()
    assert window.current_page_name() == "scores"
    return window.page("scores")


def drawn(page, row: int, column: int) -> str:  # type: ignore[no-untyped-def]
    """What the score card draws in a cell now."""
    table = page.table
    option = QStyleOptionViewItem()
    table.itemDelegate().initStyleOption(option, table.model().index(row, column))
    return option.text  # type: ignore[attr-defined]


def columns(page):  # type: ignore[no-untyped-def]
    return range(page.table.columnCount())


@pytest.fixture
def two_player_end():
    return finished(ANY, ("Ana", "Bob"))


@pytest.mark.real_count_up
def test_each_part_is_counted_up_then_the_totals_and_the_winner(
    window, qtbot, monkeypatch, two_player_end
):
    monkeypatch.setattr(count_up, "STEP_MS", 60)
    session = two_player_end
    page = end_in(window, session)
    scores = session.rules.scores(session.state)
    parts = len(scores[0].items)
    total_row = parts
    assert page.count_up.counting
    # nothing counted yet: the parts are blank, the totals at nought, the winner not yet said
    assert [drawn(page, 0, c) for c in columns(page)] == ["", ""]
    assert [drawn(page, total_row, c) for c in columns(page)] == ["0", "0"]
    assert page.count_up.fade.opacity() == 0
    assert "fanfare" not in sound.board().played
    # the first part, then the totals so far
    qtbot.waitUntil(lambda: page.count_up.delegate.shown >= 1, timeout=60_000)
    if page.count_up.counting and page.count_up.delegate.shown == 1:
        for c in columns(page):
            assert drawn(page, 0, c) == page.table.item(0, c).text()
            assert drawn(page, 1, c) == ""
            assert drawn(page, total_row, c) == count_text(scores[c].items[0].points)
    qtbot.waitUntil(lambda: not page.count_up.counting, timeout=60_000)
    for c in columns(page):
        for row in range(parts):
            assert drawn(page, row, c) == page.table.item(row, c).text() != ""
        assert drawn(page, total_row, c) == count_text(scores[c].total)
    assert page.winner_label.text().endswith("wins!") or "win" in page.winner_label.text()
    assert "fanfare" in sound.board().played
    assert page.count_up.confetti.falling
    qtbot.waitUntil(lambda: page.count_up.fade.opacity() == 1.0, timeout=60_000)


@pytest.mark.real_count_up
def test_a_key_ends_the_count_up_at_once_and_does_nothing_else(window, monkeypatch, two_player_end):
    monkeypatch.setattr(count_up, "STEP_MS", 10_000)
    page = end_in(window, two_player_end)
    assert page.count_up.counting
    page.table_button.setFocus()  # (where a Tab puts it: the key must not leave the page)
    press(window, Qt.Key.Key_Space)
    assert not page.count_up.counting
    assert window.current_page_name() == "scores"
    assert page.count_up.fade.opacity() == 1.0
    for c in columns(page):
        assert (
            drawn(page, page.table.rowCount() - 1, c)
            == page.table.item(page.table.rowCount() - 1, c).text()
        )
    assert "fanfare" in sound.board().played
    press(window, Qt.Key.Key_Space)  # the next key is the button's again
    assert window.current_page_name() == "table"


@pytest.mark.real_count_up
def test_a_click_ends_the_count_up_at_once(window, monkeypatch, two_player_end):
    monkeypatch.setattr(count_up, "STEP_MS", 10_000)
    page = end_in(window, two_player_end)
    assert page.count_up.counting
    QTest.mouseClick(page.table_button, Qt.MouseButton.LeftButton)
    assert not page.count_up.counting
    assert window.current_page_name() == "scores"  # the click only ended the count-up
    QTest.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    QTest.mouseClick(page.table_button, Qt.MouseButton.LeftButton)
    assert window.current_page_name() == "table"


@pytest.mark.real_count_up
@pytest.mark.parametrize("animations", ["off", "reduced"])
def test_with_animations_off_or_reduced_the_card_is_whole_at_once(
    window, monkeypatch, two_player_end, animations
):
    monkeypatch.setattr(count_up, "STEP_MS", 10_000)
    page = end_in(window, two_player_end, animations)
    assert count_up.animations() == animations
    assert not page.count_up.counting and not page.count_up.confetti.falling
    assert page.count_up.fade.opacity() == 1.0
    assert "fanfare" in sound.board().played


def test_a_solo_result_says_what_the_solo_game_is_played_for(window):
    page = open_end(window, finished(SOLO, ("Ana",)))
    assert page.winner_label.text().startswith("Solo game: Ana scores")
    assert page.table.horizontalHeaderItem(0).text() == "Ana"  # a result: no winner's star
    assert page.solo_label.isVisible()
    assert page.solo_label.text() == (
        "The solo game is played for the highest score you can reach."
    )
    page = open_end(window, finished(PRACTICE, ("Ana",)))
    assert page.solo_label.text() == "Solo practice — not part of the published game"
    page = open_end(window, finished(ANY, ("Ana", "Bob")))
    assert not page.solo_label.isVisible()


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_the_end_page_fits_a_small_screen_in_every_language(window, qtbot, language):
    window.resize(1024, 600)
    window.set_language(language)
    for session in (finished(SOLO, ("Ana",)), finished(ANY, ("Ana", "Bob"))):
        page = open_end(window, session)
        window.resize(1024, 600)
        settle()
        assert clipped(page) == []
        # the score card whole above the buttons (a solo game's rows too)
        assert page.table.geometry().bottom() < page.new_button.geometry().top()
        assert not page.table.horizontalScrollBar().isVisible()


@pytest.mark.real_count_up
def test_the_card_changed_in_mid_count_is_sized_for_the_words_it_ends_with(window, monkeypatch):
    """A language chosen (or the window resized) while the card counts up: its columns and
    rows are made for the whole card's words, not for the empty cells still to be counted."""
    monkeypatch.setattr(count_up, "STEP_MS", 10_000)
    window.resize(1024, 600)
    # (any game would do: the registry's last, where the others take its first)
    page = end_in(window, finished(registry.GAMES[-1].id, ("Ana", "Bob", "Cy", "Dee")))
    assert page.count_up.counting
    window.set_language("el")
    assert page.count_up.counting
    page.count_up.skip()
    table = page.table
    metrics = table.fontMetrics()
    wrap = int(Qt.TextFlag.TextWordWrap)
    for row in range(table.rowCount()):
        for column in columns(page):
            words = table.item(row, column).text()
            # (on one line, or broken at its spaces where six columns leave less room)
            laid = metrics.boundingRect(QRect(0, 0, table.columnWidth(column), 10_000), wrap, words)
            assert laid.width() <= table.columnWidth(column), words
            assert laid.height() <= table.rowHeight(row), words


@pytest.mark.real_count_up
def test_a_finished_game_opened_again_shows_its_end_whole_and_quietly(
    window, monkeypatch, two_player_end
):
    """The count-up, the confetti and the fanfare belong to the moment a game ends: a finished
    game opened later (from Saved games, a file) shows its card whole at once, in silence."""
    monkeypatch.setattr(count_up, "STEP_MS", 10_000)
    page = open_end(window, two_player_end)
    assert not page.count_up.counting
    assert not page.count_up.confetti.falling
    assert page.count_up.fade.opacity() == 1.0
    assert "fanfare" not in sound.board().played
    for row in range(page.table.rowCount()):
        for c in columns(page):
            assert drawn(page, row, c) == page.table.item(row, c).text() != ""
    assert page.winner_label.text()
    # the sheets, then the score card again: still no celebration
    QTest.mouseClick(page.table_button, Qt.MouseButton.LeftButton)
    assert window.current_page_name() == "table"
    window.page("table").scores_requested.emit()
    assert window.current_page_name() == "scores"
    assert not page.count_up.counting and "fanfare" not in sound.board().played


@pytest.mark.parametrize("reached", ["played", "opened"])
def test_tab_goes_round_the_end_page_and_out_of_its_score_card(
    window, qtbot, two_player_end, reached
):
    """By keys alone the end page's buttons are reached: Tab goes from the score card on to
    them (the card took every Tab for a move between its cells: a keyboard on it never left it,
    and it is where a finished game opened again puts the keyboard)."""
    window.show()
    qtbot.waitExposed(window)
    with qtbot.waitActive(window):
        window.activateWindow()
    page = (end_in if reached == "played" else open_end)(window, two_player_end)
    reached_by_tab = set()
    for _ in range(8):
        press(window, Qt.Key.Key_Tab)
        reached_by_tab.add(QApplication.focusWidget())
    assert page.table in reached_by_tab  # (the card is a stop too: the arrows read it)
    assert {page.table_button, page.back_button, page.new_button} <= reached_by_tab
    while QApplication.focusWidget() is not page.back_button:
        press(window, Qt.Key.Key_Tab)
    press(window, Qt.Key.Key_Return)  # and the way back from it
    assert window.current_page_name() == "start"


@pytest.mark.real_count_up
def test_the_last_move_celebrates_also_after_an_undo_and_played_again(window, monkeypatch):
    """A move of the last turn taken back (Ctrl+Z) and played again, then the turn's end: the
    game ends there and then, and is celebrated."""
    monkeypatch.setattr(count_up, "STEP_MS", 10_000)
    session = finished(ANY, ("Ana", "Bob"))  # (a game whose last turn has two moves)
    moves = [e for e in session.log if e.seat is not None]
    *_, again, last = moves
    assert again.seat == last.seat and not session.rules.is_commit(again.action)
    window.update_settings(animations="on")
    before = before_the_end(session)
    assert window.open_path(savefile.write(before), external=False)
    if window.current_page_name() == "handover":
        pass_handover(window)
    QTest.keyClick(
        QApplication.focusWidget() or window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
    )
    assert window.session.cursor == before.cursor - 1
    play_by_hint(window, again.action)
    sound.board().played.clear()
    play_by_hint(window, last.action)
    page = window.page("scores")
    assert window.current_page_name() == "scores"
    assert page.count_up.counting
    page.count_up.skip()
    assert "fanfare" in sound.board().played


@pytest.mark.real_count_up
def test_a_finished_game_looked_at_again_plays_no_fanfare(window, qtbot, monkeypatch):
    """Finished games: a game looked at again (Enter on its line), its score card shown and
    stepped through, is quiet and still."""
    from sheetdesk.core import registry
    from tests.ui.test_replay_page import _replay

    monkeypatch.setattr(count_up, "STEP_MS", 10_000)
    window.update_settings(animations="on")
    sound.board().played.clear()
    _session, replay = _replay(window, qtbot, registry.GAMES[0].id)  # (any game)
    QTest.mouseClick(replay.card_button, Qt.MouseButton.LeftButton)
    assert replay.scores.isVisible()
    press(window, Qt.Key.Key_Left)
    press(window, Qt.Key.Key_End)
    card = replay.scores
    assert not card.count_up.counting and not card.count_up.confetti.falling
    assert "fanfare" not in sound.board().played


def test_each_players_symbol_sits_beside_their_name_and_the_winner_is_said_in_words(window):
    """The score card's header: every player's own symbol is drawn right beside their name, the
    two centred together in the column (not the symbol at the column's left edge), and the
    winner is marked by words and bold type, never by a star (a player's symbol may be one)."""
    from PySide6.QtGui import QColor

    from sheetdesk.core.history import History

    names = ("Ana", "Nikos", "Zofia")
    with History() as history:  # (their colours and symbols)
        history.remember_table(list(names))
    session = finished(ANY, names)
    page = open_end(window, session, "off")
    window.resize(1366, 768)
    QApplication.processEvents()
    header = page.table.horizontalHeader()
    picture = header.grab().toImage()
    won = [s for s, b in sorted(session.rules.scores(session.state).items()) if b.winner]
    assert won
    for column in columns(page):
        item = page.table.horizontalHeaderItem(column)
        assert not item.icon().isNull()  # every player's own symbol, the winner's too
        symbol, name = header.placed(column)
        assert 0 < name.left() - symbol.right() <= 8  # right beside the name
        assert name.top() <= symbol.center().y() <= name.top() + header.fontMetrics().height()
        middle = (symbol.left() + name.right()) / 2
        section = header.sectionViewportPosition(column) + header.sectionSize(column) / 2
        assert abs(middle - section) <= 2  # centred together
        background = picture.pixelColor(symbol.right() + 1, 1)
        inked = {
            picture.pixelColor(x, y).name()
            for x in range(symbol.left(), symbol.right())
            for y in range(symbol.top(), symbol.bottom())
        }
        assert inked - {QColor(background).name()}  # the symbol is drawn there
        assert "★" not in item.text()
        assert item.text().startswith(names[column])
        assert ("1st place" in item.text()) == (column in won)
        assert item.font().bold() == (column in won)


def said_places(page) -> list[str]:  # type: ignore[no-untyped-def]
    """The players' columns whose header says a place ("1st place"), in bold."""
    header = page.table.horizontalHeader()
    model = header.model()
    placed = []
    for column in columns(page):
        text = str(model.headerData(column, Qt.Orientation.Horizontal))
        font = model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.FontRole)
        if "1st place" in text or (font is not None and font.bold()):
            placed.append(text.split("\n")[0])
    return placed


def read_out(widget) -> str:  # type: ignore[no-untyped-def]
    """What a screen reader reads of `widget`."""
    from PySide6.QtGui import QAccessible

    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)


def tinted_totals(page) -> list[int]:  # type: ignore[no-untyped-def]
    """The columns whose total is drawn on a tint (the winner's)."""
    table = page.table
    row = table.rowCount() - 1
    tinted = []
    for column in columns(page):
        option = QStyleOptionViewItem()
        table.itemDelegate().initStyleOption(option, table.model().index(row, column))
        if option.backgroundBrush.style() != Qt.BrushStyle.NoBrush:  # type: ignore[attr-defined]
            tinted.append(column)
    return tinted


@pytest.mark.real_count_up
@pytest.mark.parametrize("ended_by", ["counted", "key"])
def test_the_places_are_said_only_when_the_counting_ends(
    window, qtbot, monkeypatch, two_player_end, ended_by
):
    """As a family reads out its totals: while the scores count up, nothing on the card says
    who won (no "1st place" under a name, no bold name, no winner's tint on a total, and a
    screen reader is not read the winner's line); when the counting ends, by itself or by a
    key, all of it comes at once, the screen reader's words too."""
    monkeypatch.setattr(count_up, "STEP_MS", 200 if ended_by == "counted" else 10_000)
    window.resize(1024, 600)
    page = end_in(window, two_player_end)
    assert page.count_up.counting
    winner = page.winners()[0]
    line = page.winner_label.text()
    assert winner in line
    widths = [page.table.columnWidth(c) for c in columns(page)]
    height = page.table.horizontalHeader().height()
    assert said_places(page) == []
    assert tinted_totals(page) == []
    assert winner not in read_out(page.winner_label)
    if ended_by == "key":
        press(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not page.count_up.counting, timeout=60_000)
    assert said_places(page) == [winner]
    scores = two_player_end.rules.scores(two_player_end.state)
    won = [c for c, seat in enumerate(sorted(scores)) if scores[seat].winner]
    assert tinted_totals(page) == won
    assert read_out(page.winner_label) == line
    # the reveal moves nothing: the columns and the header were made for it
    assert [page.table.columnWidth(c) for c in columns(page)] == widths
    assert page.table.horizontalHeader().height() == height


@pytest.mark.real_count_up
def test_without_animations_the_places_are_said_at_once(window, monkeypatch, two_player_end):
    monkeypatch.setattr(count_up, "STEP_MS", 10_000)
    page = end_in(window, two_player_end, "off")
    assert not page.count_up.counting
    assert said_places(page) == [page.winners()[0]]
    assert read_out(page.winner_label) == page.winner_label.text()


# the game nine may play (the widest score card's words, "6 μπόνους, 24 πόντοι", are its)
NINE = next(entry.id for entry in registry.GAMES if entry.max_players >= 9)
SIX = ("Ana", "Zofia Kowalska", "Γιαγιά Σοφία", "Jan", "Dimitris", "Małgorzata")


def test_the_score_cards_plan_only_says_how_the_card_would_be_laid_out(window, qtbot):
    """Asking how the card would be laid out in some room changes nothing on it: the header's
    symbols stay where the fit last put them (beside or above the names) whatever room a plan
    is asked for, and the plan says where it would put them."""
    from sheetdesk.core.history import History

    with History() as history:  # (their symbols beside the names)
        history.remember_table(list(SIX))
    window.setMinimumSize(0, 0)
    page = open_end(window, finished(NINE, SIX), animations="off")
    window.resize(1366, 768)
    settle()
    header = page.table.horizontalHeader()
    assert not header.stacked  # (room enough: each symbol beside its name)
    plan = page.table.plan(120)  # (far too narrow for six columns)
    assert not header.stacked  # asked, not set
    assert plan.stacked  # the plan: each symbol above its name


NINE_NAMES = (*SIX, "Filip", "Παναγιώτης", "Helena")


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_nine_players_with_larger_text_go_in_bands_rather_than_scroll_sideways(
    window, qtbot, language
):
    """1024×600 at 125 % (819×480) with Larger text, nine players: their columns do not fit
    side by side even in the card's least type, so they go in bands, one under the other
    (score_bands.py), and the card does not scroll sideways. Each player's name stands over
    their column (the header, or the row of names opening a band), with their own points and
    their total under it, every word whole; while the card counts up, a band's names stay."""
    from sheetdesk.ui.style import Look

    window.setMinimumSize(0, 0)
    window.set_language(language)
    window.set_look(Look(window.settings.colours, larger=True))
    session = finished(NINE, NINE_NAMES)
    page = open_end(window, session, animations="off")
    window.resize(819, 480)
    settle()
    table = page.table
    assert table.horizontalScrollBar().maximum() == 0
    assert clipped(page) == []
    # the bands' columns reach the scroll bar, and, the window made high enough to show every
    # row, the card's edge: no empty strip kept for a bar where it does not show
    for height in (480, 1400):
        window.resize(819, height)
        settle()
        assert table.verticalScrollBar().isVisible() == (height == 480)
        edge, room = _rows_room_used(page)
        assert edge == room, (height, edge, room)
    window.resize(819, 480)
    settle()
    scores = session.rules.scores(session.state)
    lines = len(scores[0].items) + 1  # (the total's line too)
    assert table.rowCount() > lines  # (in bands)
    # the totals in sight are the last band's, and the header over them names its players
    # (the first band's names over them named the wrong winner), at the height it had
    header = table.horizontalHeader()
    high = header.height()
    last = table.rowCount() - 1
    assert table.viewport().rect().contains(table.visualRect(table.model().index(last, 0)))
    for column in columns(page):
        assert table.horizontalHeaderItem(column).text() == drawn(page, last - lines, column)
    # scrolled up a page by the scroll bar's groove, the card stays there (it went back to
    # the totals as it ended at a whole row), the header naming the band at its top
    bar = table.verticalScrollBar()
    end = bar.value()
    QTest.mouseClick(
        bar, Qt.MouseButton.LeftButton, pos=QPoint(bar.width() // 2, bar.height() // 4)
    )
    settle()
    assert 0 <= bar.value() < end
    band = (table.rowAt(0) + 1) // (lines + 1)
    for column in columns(page):
        name = table.horizontalHeaderItem(column).text()
        assert name == (drawn(page, band * (lines + 1) - 1, column) if band else name)
        assert band or name.startswith(NINE_NAMES[column].split(" ")[0])
    window.resize(819, 1400)  # (every row shown: the first band's at the top)
    settle()
    assert table.rowAt(0) == 0
    assert header.height() == high  # (nothing moved as it named another band)
    found = {}
    for first in range(0, table.rowCount(), lines + 1):  # each band's first line
        for column in columns(page):
            if first == 0:
                name = table.horizontalHeaderItem(column).text()
            else:
                name = drawn(page, first - 1, column)
            if not name:
                continue  # (the last band's columns no player has)
            seat = next(
                s for s, n in enumerate(NINE_NAMES) if name.replace("\n", " ").startswith(n)
            )
            points = [drawn(page, first + line, column) for line in range(lines)]
            found[seat] = points
    assert sorted(found) == list(range(9))
    for seat, points in found.items():
        assert points[-1] == count_text(scores[seat].total), NINE_NAMES[seat]
    delegate = page.count_up.delegate
    # (counting: nothing counted yet)
    delegate.rows, delegate.shown, delegate.running = lines - 1, 0, [0] * 9
    try:
        assert drawn(page, lines, 0) in NINE_NAMES[5:]  # the second band's first name
        assert drawn(page, lines + 1, 0) == ""  # its first line not counted yet
        assert drawn(page, 2 * lines, 0) == count_text(0)  # its total so far
    finally:
        delegate.shown = -1


# names of many words, each wider than a word a column would need
LONG_NAMES = ("Άννα Μαρία Ελένη Σοφία", "Ιω Ευα Ρια Ζωη Νίκη Μαρ", "Χαράλαμπος Γεωργιάδης")


def test_long_names_at_the_end_leave_the_window_its_size(window, qtbot):
    """1024×600 at 125 % (819×480) with Larger text, three players with names of many words:
    the window keeps its size when the end page opens, its buttons in sight. (The names were
    broken a word a line for the narrowest columns, the header six lines high though each
    column got room for more: the card's least height made the page's, and the window's, 21
    px more than the window had.) Each name takes the fewest lines its column holds."""
    from sheetdesk.ui.style import Look

    window.setMinimumSize(0, 0)  # (the window's least size then is its page's)
    window.set_look(Look(window.settings.colours, larger=True))
    window.resize(819, 480)
    settle()
    page = open_end(window, finished(NINE, LONG_NAMES), animations="off")
    settle()
    assert window.size().toTuple() == (819, 480)
    for button in (page.table_button, page.back_button, page.new_button):
        assert button.visibleRegion().boundingRect() == button.rect(), button.objectName()
    assert clipped(page) == []
    # (the winner's three lines at most: "Χαράλαμπος", "Γεωργιάδης", "1st place")
    header = page.table.horizontalHeader()
    assert header.height() < 4 * header.fontMetrics().lineSpacing() + 16


def test_a_refill_after_a_refill_leaves_no_wrapper_of_a_deleted_cell(window):
    """The end page made again (the language changed, the finished game shown again, in bands
    for many players and as printed, another game of fewer players): every item of the card
    made before is taken out and deleted through its Python wrapper; no wrapper is left
    believing its item alive after Qt deleted it (one that outlived its item was handed out
    for another object made at its address)."""
    import shiboken6

    def made(table) -> list:  # type: ignore[no-untyped-def,type-arg]
        items = [
            table.item(r, c) for r in range(table.rowCount()) for c in range(table.columnCount())
        ]
        items += [table.horizontalHeaderItem(c) for c in range(table.columnCount())]
        items += [table.verticalHeaderItem(r) for r in range(table.rowCount())]
        return [item for item in items if item is not None]

    session = finished(NINE, tuple(f"Player {n}" for n in range(1, 10)))
    page = open_end(window, session, animations="off")
    for change in (
        lambda: window.set_language("pl"),
        lambda: open_end(window, session, animations="off"),
        lambda: window.resize(1024, 600),  # (the card in bands)
        lambda: open_end(window, finished(ANY, ("Ana", "Bob")), animations="off"),  # (fewer)
        lambda: window.set_language("en"),
    ):
        before = made(page.table)
        change()
        QApplication.processEvents()
        # (deleted through their wrappers, which know it: none points at freed memory)
        now = {id(item) for item in made(page.table)}  # (moved into bands: the same items)
        stale = [item for item in before if shiboken6.isValid(item) and id(item) not in now]
        assert not stale, f"{len(stale)} wrappers left of items the card no longer has"
        assert page.table.item(page.table.rowCount() - 1, 0) is not None


CARDS = registry.GAMES[1].id  # (a card game: two players' columns, wide)


def _rows_room_used(page) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """The players' columns' right edge on the card, and the room beside the rows' labels up to
    the card's frame or the scroll bar (the rows' own room)."""
    table = page.table
    last = table.columnCount() - 1
    return table.columnViewportPosition(last) + table.columnWidth(last), table.viewport().width()


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_a_card_that_fits_keeps_no_empty_strip_at_its_right(window, qtbot, size):
    """A card whose rows all show has no scroll bar, and no room kept for one: the players'
    columns reach its right edge."""
    window.setMinimumSize(0, 0)
    page = open_end(window, finished(CARDS, ("Ana", "Bob")), animations="off")
    window.resize(*size)
    settle()
    table = page.table
    assert not table.verticalScrollBar().isVisible()
    assert table.viewport().geometry().right() + 1 == table.width() - table.frameWidth()
    edge, room = _rows_room_used(page)
    assert edge == room, (edge, room)


def test_a_card_that_just_fits_lays_itself_out_once_either_side_of_the_edge(window, qtbot):
    """The window's height where the card's scroll bar comes and goes: a pixel higher, no bar
    and the columns to the card's right edge; a pixel lower, the bar and the columns up to it.
    Either way the card is laid out as the same plan (the names, the rows' labels and the
    cells' words on the same lines) and settles: no column moves again while nothing changes."""
    window.setMinimumSize(0, 0)
    page = open_end(window, finished(CARDS, ("Ana", "Bob")), animations="off")
    table = page.table
    bar = table.verticalScrollBar()

    def at(height: int) -> bool:
        window.resize(819, height)
        settle()
        return bar.isVisible()

    low, high = 300, 768  # (a bar at the lower, none at the higher)
    assert at(low) and not at(high)
    while high - low > 1:
        middle = (low + high) // 2
        if at(middle):
            low = middle
        else:
            high = middle
    moved: list[int] = []
    table.horizontalHeader().sectionResized.connect(lambda column, *_: moved.append(column))
    plans = []
    for height in (high, low, high, low):
        assert at(height) == (height == low)
        edge, room = _rows_room_used(page)
        assert edge == room, (height, edge, room)
        if bar.isVisible():
            assert table.viewport().geometry().right() < bar.mapTo(table, QPoint(0, 0)).x()
        plans.append(
            (
                [table.horizontalHeaderItem(c).text() for c in columns(page)],
                [table.verticalHeaderItem(r).text() for r in range(table.rowCount())],
                [table.item(r, 0).text() for r in range(table.rowCount())],
            )
        )
        moved.clear()
        settle()  # (every event the resize posted handled, however long that takes)
        assert moved == [], height  # (settled)
    assert all(plan == plans[0] for plan in plans)
