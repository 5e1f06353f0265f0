"""Number rows in the main window end to end: a whole 2-player game by clicks up to its scores,
and a hand-over page that hides the hand colours underneath it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.core import registry, savefile
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.games.number_rows import rules as nr
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.driving import pass_handover

ENTRY = registry.get("number_rows")


def start(window, names=("Ana", "Ben"), seed=4242, computers=()):
    players = tuple(
        Player(name, "bot", "greedy") if i in computers else Player(name)
        for i, name in enumerate(names)
    )
    window.start_new(NewGameChoice(ENTRY, players, {"jokers": False}, seed))
    window.controller.bot_delay_ms = 0


def click_view(view, point):
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
    )


def click_action(window, action):
    """Deliver the acting player's choice the way a player would: by clicks."""
    table = window.page("table").table
    session = window.session
    seat = session.acting_seat()
    view = session.view(seat)
    if isinstance(action, nr.Take):
        click_view(table.big_view, table.cell_center(f"display:{action.slot}"))
    elif isinstance(action, nr.AnnounceCross):
        click_view(table.big_view, table.cell_center(table.cell_id(action.row, view.announced)))
    elif isinstance(action, nr.Play):
        ids = [card.id for card in view.hands[seat]]
        for card_id in action.cards:
            click_view(table.big_view, table.cell_center(f"hand:{ids.index(card_id)}"))
        QTest.mouseClick(table.play_button, Qt.MouseButton.LeftButton)
    elif isinstance(action, nr.Cross):
        click_view(table.big_view, table.cell_center(table.cell_id(view.play_color, action.number)))
    else:
        QTest.mouseClick(table.done_button, Qt.MouseButton.LeftButton)


def test_whole_two_player_game_by_clicks(window, qtbot):
    start(window)
    session = window.session
    bot = ENTRY.bot("greedy")
    handovers = 0
    for step in range(2000):
        if session.is_over():
            break
        if window.current_page_name() == "handover":
            handovers += 1
            pass_handover(window)
            continue
        assert window.current_page_name() == "table"
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        action = bot(session.view(seat), seat, legal, Rng(step))
        length = len(session.log)
        click_action(window, action)
        assert len(session.log) > length or session.cursor != length, action
    assert session.is_over()
    assert handovers > 4
    assert window.current_page_name() == "scores"
    scores_page = window.page("scores")
    assert scores_page.winners()
    assert scores_page.table.rowCount() == 6  # four rows, misthrows, total
    qtbot.waitUntil(lambda: not window.controller.autosaver.pending)  # written after the repaint
    saved = savefile.load(window.controller.save_path)
    assert saved.is_over()


def test_handover_page_hides_hand_colours_nr_h2(window, qtbot):
    """NR-H2: while the hand-over page is up, the table underneath shows no hand colour (it is
    built only after the hand-over page has painted, and then with the public view)."""
    start(window)
    assert window.current_page_name() == "handover"
    assert not window.controller.page_built
    qtbot.waitUntil(lambda: window.controller.page_built)
    assert window.current_page_name() == "handover"
    table = window.page("table").table
    assert table._viewer is None
    assert all(card.color is None for hand in table._view.hands for card in hand)
    assert (
        "Ana" in window.page("handover").title.text()
        or "Ben" in window.page("handover").title.text()
    )
    pass_handover(window)
    assert window.current_page_name() == "table"
    seat = window.session.acting_seat()
    assert table._viewer == seat
    assert all(card.color is not None for card in table._view.hands[seat])
