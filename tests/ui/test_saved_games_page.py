"""The saved-games page and the start page with strange but loadable saves: one odd entry never
hides another, and "Continue" is described whenever it is enabled."""

from __future__ import annotations

import datetime as dt
import json
import os
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.core import registry, savefile
from sheetdesk.core.session import Player, Session
from sheetdesk.ui.formatting import format_datetime
from tests.declared import uniform_bot
from tests.ui.driving import double_click

ENTRY = registry.GAMES[0]  # (any game would do)


@pytest.fixture(params=["Europe/Athens", "America/New_York", "UTC"])
def time_zone(request, monkeypatch):
    monkeypatch.setenv("TZ", request.param)
    time.tzset()
    yield request.param
    monkeypatch.undo()
    time.tzset()


def _save(names, updated: str | None = None) -> None:
    session = Session.new(ENTRY.rules(), [Player(n) for n in names], {}, 3)
    path = savefile.write(session)
    if updated is not None:
        data = json.loads(path.read_text(encoding="utf-8"))
        data["updated"] = updated
        path.write_text(json.dumps(data), encoding="utf-8")


def test_far_dates_do_not_hide_the_other_games(window, time_zone):
    _save(["Ana"])
    _save(["Ben"], updated="9999-12-31T23:59:59Z")
    _save(["Chloé"], updated="0001-01-01T00:00:00Z")
    window.show_saved_games()
    page = window.page("saved")
    assert page.table.rowCount() == 3
    players = sorted(page.table.item(row, 1).text() for row in range(3))
    assert players == ["Ana", "Ben", "Chloé"]
    assert all(page.table.item(row, 2).text() for row in range(3))
    window.show_start()
    assert window.start_page.continue_button.isEnabled()
    assert "Ben" in window.start_page.continue_details.text()  # the "newest" one


@settings(max_examples=200)
@given(
    moment=st.datetimes(timezones=st.timezones()) | st.datetimes(),
    zone=st.sampled_from(["Europe/Athens", "America/New_York", "Pacific/Kiritimati", "UTC"]),
)
def test_format_datetime_never_raises(qapp, moment: dt.datetime, zone: str):
    import os

    old = os.environ.get("TZ")
    os.environ["TZ"] = zone
    time.tzset()
    try:
        assert isinstance(format_datetime(moment), str)
    finally:
        if old is None:
            del os.environ["TZ"]
        else:
            os.environ["TZ"] = old
        time.tzset()


def _played(game_id: str, steps: int) -> Session:
    """A session of `game_id` with random choices for its first `steps` decisions, still going
    (a game that random choices end sooner stops one decision short of its end)."""
    from sheetdesk.core.rng import Rng

    entry = registry.get(game_id)
    for count in range(steps, 0, -1):  # (the same seed: the same first decisions)
        session = Session.new(entry.rules(), [Player("Ana"), Player("Ben")], {}, 5)
        rng = Rng(5)
        for _ in range(count):
            seat = session.acting_seat()
            if seat is None or session.is_over():
                break
            session.act(seat, rng.choice(list(session.legal_actions(seat))))
        if not session.is_over():
            return session
    raise AssertionError(f"{game_id}: over before its first decision")


@pytest.mark.parametrize("game_id", sorted(registry.games_by_id()))
def test_progress_is_told_in_the_games_own_terms_and_language(window, game_id):
    from sheetdesk.ui.game_table import translate_text

    session = _played(game_id, 12)
    said = session.rules.progress(session.state)
    assert said is not None
    savefile.write(session)
    window.show_saved_games()
    page = window.page("saved")
    english = page.table.item(0, 3).text()
    assert english.startswith(translate_text(said) + " · ")
    window.set_language("el")
    greek = page.table.item(0, 3).text()
    assert greek.startswith(translate_text(said) + " · ") and greek != english
    window.set_language("en")


def test_a_save_written_before_stages_still_tells_its_turn(window):
    session = Session.new(ENTRY.rules(), [Player("Ana"), Player("Ben")], {}, 3)
    path = savefile.write(session)
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["progress"]["stage"]
    data["progress"]["turn"] = 4
    path.write_text(json.dumps(data), encoding="utf-8")
    window.show_saved_games()
    assert window.page("saved").table.item(0, 3).text() == "Turn 4 · 0 moves"


@pytest.mark.parametrize(
    "stage",
    [
        {"context": ENTRY.id, "source": "Turn {turn.__class__}", "args": {"turn": 1}},
        {"context": ENTRY.id, "source": "x" * 500, "args": {}},
        {"context": ENTRY.id, "source": "Turn {turn}", "args": {"turn": [1]}},
    ],
)
def test_a_stage_that_could_format_anything_else_is_refused(stage):
    with pytest.raises(Exception, match="validation error"):
        savefile.Stage.model_validate(stage)


@pytest.mark.parametrize("language", ["en", "el"])
def test_long_lists_of_players_stay_whole_on_a_small_screen(window, qtbot, language):
    """Nine long names (and their scores, a finished game's said final) in a 1024×600 window
    and in the smallest, 683×400 (1024×600 at 150 %): every name, every score and every column
    title is whole, in English and in Greek (the longer column titles); where the players and
    the scores have less room than their widest name and score, the other columns' words
    wrap to give it them. No name is broken inside, at its hyphen or its space, there nor at
    683×400 with Larger text in Greek ("Κωνσταντίνος-" over "Αλέξανδρος" read as two
    players): a name too wide for its column is shortened with "…", whole in the tooltip."""
    from sheetdesk.core.headless import play_one
    from sheetdesk.ui.style import Look
    from tests.ui.fit import clipped, names_broken
    from tests.ui.laid_out import settle

    names = ["Zofia Kowalska", "Γιαγιά Σοφία", "Κωνσταντίνος-Αλέξανδρος", "Małgorzata", "Ana"] * 2
    _save(names[:5])
    nine = next(game for game in registry.GAMES if game.max_players >= 9)
    # (a computer among them: its mark in a narrow column is its short form, never cut)
    seats = [Player(n) for n in names[:8]] + [Player("Bot 1", "bot", uniform_bot(nine))]
    savefile.write(Session.new(nine.rules(), seats, {}, 3))
    played = play_one(ENTRY.id, 3, 1, uniform_bot(ENTRY))
    log = list(played.history)
    players = [Player(n) for n in names[:3]]
    savefile.write(
        Session.restore(played.rules, players, played.options, played.seed, log, len(log), "x")
    )
    window.set_language(language)
    window.show_saved_games()
    page = window.page("saved")
    # (Larger text in Greek only: its column titles leave the names the least room)
    steps = [((1024, 600), False), ((683, 400), False)] + [((683, 400), True)] * (language == "el")
    for size, larger in steps:
        window.set_look(Look(window.settings.colours, larger=larger))
        window.resize(*size)
        settle()
        assert page.table.rowCount() == 3
        assert clipped(page) == [], size
        for column in (1, 4):  # (the players, the scores)
            assert names_broken(page.table, column, names) == [], (size, larger)
    window.set_look(Look(window.settings.colours, larger=False))


# --- one odd entry never hides another; damaged, newer and unwritable saves --------------------


def _saved_with(names, change) -> Path:  # type: ignore[no-untyped-def]
    session = Session.new(ENTRY.rules(), [Player(n) for n in names], {}, 3)
    path = savefile.write(session)
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _rows(page) -> list[list[str]]:  # type: ignore[no-untyped-def]
    table = page.table
    return [
        [table.item(row, column).text() for column in range(table.columnCount())]
        for row in range(table.rowCount())
    ]


def _stage(source: str, n: int | None = None, args: dict | None = None):  # type: ignore[no-untyped-def]
    def change(data) -> None:  # type: ignore[no-untyped-def]
        stage = {"context": ENTRY.id, "source": source, "args": args or {}}
        if n is not None:
            stage["n"] = n
        data["progress"]["stage"] = stage

    return change


def _actions(count: int):  # type: ignore[no-untyped-def]
    def change(data) -> None:  # type: ignore[no-untyped-def]
        data["progress"]["actions"] = count

    return change


@pytest.mark.parametrize(
    "odd",
    [
        _stage("Round {round} of {rounds}", args={"round": 2}),  # a placeholder without value
        _stage("%n round(s) left", n=2**31),  # more than Qt's plural forms take
        _actions(2**40),
    ],
    ids=["placeholder without value", "huge stage count", "huge move count"],
)
def test_an_odd_progress_never_blanks_the_other_rows(window, odd):
    _saved_with(["Ana"], lambda data: data.update(updated="2030-01-03T10:00:00Z"))
    _saved_with(["Ben"], lambda data: (odd(data), data.update(updated="2030-01-02T10:00:00Z")))
    _saved_with(["Chloé"], lambda data: data.update(updated="2030-01-01T10:00:00Z"))
    window.show_saved_games()
    rows = _rows(window.page("saved"))
    assert [row[1] for row in rows] == ["Ana", "Ben", "Chloé"]
    assert all(all(text for text in row[:4]) for row in rows)  # every row filled in
    assert "move" in rows[1][3]


def test_a_damaged_save_goes_on_from_its_backup(window, messages):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    session = Session.new(ENTRY.rules(), [Player("Ana"), Player("Ben")], {}, 3)
    path = savefile.write(session)
    savefile.write(session)  # (its backup: the same game, one write older)
    path.write_bytes(path.read_bytes()[:80])  # cut off, as a power cut can leave it
    window.show_saved_games()
    page = window.page("saved")
    assert [row[1] for row in _rows(page)] == ["Ana, Ben"]  # still listed
    ((title, text),) = messages
    assert title == "A saved game was damaged"
    assert "the last move is lost" in text and path.name in text
    messages.clear()
    QTest.mouseClick(page.open_button, Qt.MouseButton.LeftButton)
    assert window.session is not None and messages == []
    assert window.session.match_id == session.match_id
    window.show_start()
    assert savefile.list_saves() == ([savefile.read_summary(path)], [])  # a good save again


def test_a_newer_versions_save_is_listed_and_kept_but_not_opened(window, messages):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    path = _saved_with(["Ana", "Ben"], lambda data: data.update(format_version=9))
    content = path.read_bytes()
    window.show_saved_games()
    page = window.page("saved")
    ((_game, players, _date, progress, _scores),) = _rows(page)
    assert players == "Ana, Ben" and progress == "Made by a newer version of sheetdesk"
    assert messages == []
    QTest.mouseClick(page.open_button, Qt.MouseButton.LeftButton)
    assert window.session is None
    ((_title, text),) = messages
    assert "newer version of sheetdesk" in text and "Update sheetdesk" in text
    assert path.read_bytes() == content  # left where it is
    assert page.table.rowCount() == 1
    window.show_start()
    assert not window.start_page.continue_button.isEnabled()  # nothing to continue here


def test_a_saves_folder_that_cannot_be_written_is_said_so(window, messages, monkeypatch):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QLabel

    _saved_with(["Ana", "Ben"], lambda data: None)

    def refused(path):  # type: ignore[no-untyped-def]
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(savefile.lock, "_open_lock_file", refused)
    window.show_saved_games()
    QTest.mouseClick(window.page("saved").open_button, Qt.MouseButton.LeftButton)
    assert window.session is not None and window.controller.read_only
    ((_title, text),) = messages
    assert "another sheetdesk window" not in text
    assert "may not write" in text and "Nothing is lost" in text
    if window.current_page_name() == "handover":
        QTest.mouseClick(window.page("handover").button, Qt.MouseButton.LeftButton)
    table_page = window.page("table")
    shown = [label.text() for label in table_page.findChildren(QLabel) if label.isVisible()]
    assert not any("another window" in text for text in shown)
    assert any("may not write" in text for text in shown)  # the banner says why


@pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root writes in read-only folders"
)
def test_a_really_read_only_saves_folder_is_said_so(window, messages):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    path = _saved_with(["Ana", "Ben"], lambda data: None)
    path.parent.chmod(0o555)
    try:
        window.show_saved_games()
        QTest.mouseClick(window.page("saved").open_button, Qt.MouseButton.LeftButton)
        ((_title, text),) = messages
        assert "another sheetdesk window" not in text and "may not write" in text
    finally:
        path.parent.chmod(0o755)


def test_a_refused_save_names_what_is_wrong_with_details(window, monkeypatch):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from sheetdesk.ui import dialogs

    shown: list[tuple[str, str, str]] = []
    monkeypatch.setattr(
        dialogs, "inform", lambda parent, title, text, **kw: shown.append((title, text, kw))
    )
    path = _saved_with(["Ana", "Ben"], lambda data: data.update(cursor=10_000))
    window.show_saved_games()
    QTest.mouseClick(window.page("saved").open_button, Qt.MouseButton.LeftButton)
    ((_title, text, kw),) = shown
    assert path.name in text and "further than its list of moves goes" in text
    assert "Some parts of it are missing" not in text
    assert "cursor 10000" in kw["details"]


@pytest.mark.parametrize(
    ("system", "language", "shown"),
    [
        ("en_GB", "en", "02/12/2026 00:42"),  # the user's own locale: day first, 24 hours
        ("en_US", "en", "12/2/26 12:42\u202fAM"),
        ("el_GR", "el", "2/12/26 00:42"),  # never "12:42 π.μ."
        ("el_GR", "en", "12/2/26 12:42\u202fAM"),  # an English app: the language's own
        ("pl_PL", "pl", "2.12.2026 00:42"),
    ],
)
def test_dates_are_shown_in_the_users_locale(window, monkeypatch, system, language, shown):
    from PySide6.QtCore import QLocale

    from sheetdesk.ui import formatting

    monkeypatch.setenv("TZ", "Europe/Athens")
    time.tzset()
    monkeypatch.setattr(formatting, "system_locale", lambda: QLocale(system))
    window.set_language(language)
    _save(["Ana"], updated="2026-12-01T22:42:00Z")  # 00:42 in Athens
    window.show_saved_games()
    page = window.page("saved")
    assert page.table.item(0, 2).text() == shown
    window.show_start()
    assert window.start_page.continue_details.text().endswith(shown)
    monkeypatch.undo()
    time.tzset()


# (game, seats, finished, moves, stage number, totals, a computer in the second seat): saves as
# the layout audit leaves them, in the order they are listed; the game by its place in the
# registry (the audit's are its games in turn), the stage number its first (a turn, a round, a
# roll)
LISTED = [
    (0, 2, True, 151, 21, (74, 82), True),
    (0, 3, True, 181, 20, (54, 62, 90), False),
    (0, 3, False, 57, 6, (11, 6, 18), False),
    (1, 4, True, 279, 4, (114, 89, 103, 96), False),
    (3, 2, False, 36, 8, (26, 26), False),
    (2, 4, True, 288, 4, (127, 136, 121, 129), False),
    (2, 4, False, 61, 1, (16, 16, 16, 21), False),
    (2, 2, False, 35, 1, (16, 17), False),
    (3, 9, False, 122, 7, (21, 21, 20, 21, 21, 21, 21, 21, 21), False),
    (3, 9, True, 557, 30, (31, 34, 40, 31, 34, 34, 35, 31, 31), False),
    (1, 2, False, 32, 1, (23, 18), False),
    (0, 5, False, 80, 8, (10, 7, 4, 5, 7), False),
    (0, 2, False, 43, 6, (11, 14), False),
    (0, 5, True, 365, 31, (106, 107, 76, 93, 61), False),
    (1, 4, False, 62, 1, (20, 22, 15, 15), False),
]
AUDIT_NAMES = ("Ana", "Zofia Kowalska", "Γιαγιά Σοφία", "Jan", "Dimitris", "Małgorzata", "Filip")
AUDIT_NAMES += ("Παναγιώτης", "Helena")


def _stage(entry: registry.GameEntry, number: int):  # type: ignore[no-untyped-def]
    """The game's own stage words (as its rules say them at its start), at `number`."""
    from sheetdesk.core.i18n import text

    rules = entry.rules()
    seats = min(max(2, entry.min_players), entry.max_players)
    session = Session.new(rules, [Player(f"P{seat}") for seat in range(seats)], {}, 1)
    said = rules.progress(session.state)
    assert said is not None and said.args, entry.id
    (first, _value), *others = said.args
    return text(said.context, said.source, **{first: number, **dict(others)})


def _listed() -> list[savefile.SaveSummary]:
    latest = dt.datetime(2026, 12, 2, 8, 52, tzinfo=dt.UTC)
    games = registry.GAMES
    summaries = []
    for place, (index, seats, over, moves, number, totals, computer) in enumerate(LISTED):
        entry = games[index % len(games)]
        names = AUDIT_NAMES[:seats]
        kinds = ("human",) * seats
        if computer:
            names, kinds = ("Ana", "Κωνσταντίνος-Αλέξανδρος"), ("human", "bot")
        summaries.append(
            savefile.SaveSummary(
                path=Path(f"audit-{place}.sheetdesk"),
                match_id=f"audit-{place}",
                game_id=entry.id,
                players=names,
                created=latest,
                updated=latest - dt.timedelta(minutes=place),
                finished=over,
                actions=moves,
                totals=totals,
                kinds=kinds,
                stage=_stage(entry, number),
            )
        )
    return summaries


def test_the_list_settles_and_its_scroll_bar_does_not_flicker(window, qtbot):
    """Rows that need one more line when the scroll bar narrows their column (Greek, a
    1280×720 screen): the list settles at once, with or without the bar, and every row is as
    high as its words need. (Rows measured for widths the columns were about to lose made the
    bar come and go on every turn of the event loop, without end.)"""
    from tests.ui.fit import clipped

    window.set_language("el")
    window.resize(1280, 720)
    window.show_saved_games()
    page = window.page("saved")
    page.set_summaries(_listed())
    seen = []
    for _ in range(12):
        qtbot.wait(1)
        bar = page.table.verticalScrollBar().isVisible()
        seen.append((bar, [page.table.columnWidth(c) for c in range(page.COLUMNS)]))
    assert all(state == seen[-1] for state in seen[4:]), seen
    assert clipped(page) == []


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_a_finished_games_points_are_said_to_be_final(window, language):
    """The score column holds an unfinished game's points so far and a finished game's final
    points: its title claims neither, and each finished row says its points are final."""
    window.set_language(language)
    window.show_saved_games()
    page = window.page("saved")
    page.set_summaries(_listed())
    final = page.tr("Final score: {scores}").split("{scores}")[0]
    title = page.table.horizontalHeaderItem(4).text()
    assert title == page.tr("Score") and final
    for row, (_game, _seats, over, *_rest) in enumerate(LISTED):
        assert page.table.item(row, 4).text().startswith(final) == over, row


def _players_of_row(page, row: int) -> str:  # type: ignore[no-untyped-def]
    return page.table.item(row, 1).text()


def _chosen_players(page) -> str:  # type: ignore[no-untyped-def]
    (row,) = page.table.selectionModel().selectedRows()
    return _players_of_row(page, row.row())


def test_after_a_delete_the_next_game_is_chosen_not_the_first(window, qtbot, messages):
    """A family tidying up deletes a game in the middle of the list: the game after it is the
    one chosen (and has the keyboard), as in a file manager; the list does not jump back to
    its newest game, which the next Delete would have offered instead."""
    from tests.ui.driving import press

    for day, name in enumerate(["Dora", "Cleo", "Ben", "Ana"], start=1):
        _save([name], updated=f"2026-05-0{day}T10:00:00Z")
    window.saved_action.trigger()  # Game ▸ Saved games
    page = window.page("saved")
    assert [_players_of_row(page, row) for row in range(4)] == ["Ana", "Ben", "Cleo", "Dora"]
    cell = page.table.visualItemRect(page.table.item(1, 0)).center()
    QTest.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    assert _chosen_players(page) == "Ben"
    press(window, Qt.Key.Key_Delete)  # (asked: answered yes)
    assert [_players_of_row(page, row) for row in range(3)] == ["Ana", "Cleo", "Dora"]
    assert _chosen_players(page) == "Cleo"
    assert page.table.hasFocus()
    # the last game deleted: the one before it is chosen
    QTest.mouseClick(
        page.table.viewport(),
        Qt.MouseButton.LeftButton,
        pos=page.table.visualItemRect(page.table.item(2, 0)).center(),
    )
    press(window, Qt.Key.Key_Delete)
    assert _chosen_players(page) == "Cleo"


def test_back_from_a_game_the_list_keeps_the_game_chosen(window, qtbot, messages):
    """A game opened from the list and left: the list comes back with that game chosen (the
    family looks for it where they left it), though it is now the newest."""
    for day, name in enumerate(["Cleo", "Ben", "Ana"], start=1):
        _save([name], updated=f"2026-05-0{day}T10:00:00Z")
    window.saved_action.trigger()
    page = window.page("saved")
    QTest.mouseClick(
        page.table.viewport(),
        Qt.MouseButton.LeftButton,
        pos=page.table.visualItemRect(page.table.item(2, 0)).center(),
    )
    double_click(
        page.table.viewport(), pos=page.table.visualItemRect(page.table.item(2, 0)).center()
    )
    assert window.session is not None
    window.saved_action.trigger()  # back to the list
    assert window.current_page_name() == "saved"
    assert _chosen_players(page) == "Cleo"
