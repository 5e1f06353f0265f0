"""The others' sheets in the side column of both card games, at the smallest window: each
heading shows every line whole (none cut at its top or bottom, none running past the column),
a long name shortened with "…" and the whole heading in its tooltip."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from sheetdesk.core import registry, savefile
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session
from sheetdesk.ui.plain import plain_tooltip

WIDE = "Ł" * 24
NAMES = ("Ana", WIDE, "Ω" * 24, "Player 4")


def _to_round_two(window, entry, names):
    """`window` shows a game of `entry` (seed 11) at the start of its second round, the game's
    default computer player having chosen every move, with the laptop handed to the player to
    move. The moves are made on the game's session alone and the game opened from its save:
    what the tests look at is the table at that position, not the playing of the first round
    (a window repaints itself after each move)."""
    session = Session.new(entry.rules(), tuple(Player(n) for n in names), {}, 11)
    bot = entry.bot()
    for step in range(3000):
        if session.state.round >= 2 or session.is_over():
            break
        seat = session.acting_seat()
        session.act(
            seat, bot(session.view(seat), seat, list(session.legal_actions(seat)), Rng(step))
        )
    assert session.state.round >= 2 and not session.is_over()
    assert window.open_path(savefile.write(session), external=False)
    if window.current_page_name() == "handover":
        window.controller.confirm_handover()


@pytest.mark.parametrize("game", ["treasure_cards", "pyramid_cards"])
@pytest.mark.parametrize("language", ["en", "el"])
def test_each_heading_of_the_side_column_is_whole(window, game, language):
    window.setMinimumSize(0, 0)
    window.resize(1024, 600)
    window.set_language(language)
    _to_round_two(window, registry.get(game), NAMES)
    QApplication.processEvents()
    table = window.page("table").table
    shown = [s for s in table.others.sheets if s.isVisible()]
    assert len(shown) == 3
    for sheet in shown:
        label = sheet.name
        metrics = label.fontMetrics()
        room = label.contentsRect().width() - max(0, label.indent())
        # tall enough for all its lines at its width: none is cut at its top or bottom
        assert label.height() >= label.heightForWidth(label.width()), label.text()
        for line in label.text().split("\n"):
            if " " not in line:  # (a line with spaces may wrap; a word may not be cut)
                assert metrics.horizontalAdvance(line) <= room, (line, room)
        if WIDE in label.toolTip():
            assert "…" in label.text() and WIDE not in label.text()


def test_wide_names_are_shortened_never_cut_in_the_log_and_the_scores(window):
    """Four players, two named with 24 wide letters, in Greek at 1024x600: the log never
    scrolls sideways (a line's tooltip has it whole), the scores' names are on one line, each
    with its tooltip."""
    window.setMinimumSize(0, 0)
    window.resize(1024, 600)
    window.set_language("el")
    _to_round_two(window, registry.get("treasure_cards"), NAMES)
    QApplication.processEvents()
    page = window.page("table")
    log = page.log_list
    lines = [log.item(i).text().replace("\u200b", "") for i in range(log.count())]
    assert log.count() > 3 and any(WIDE in line for line in lines)  # (breakable in its letters)
    assert not log.horizontalScrollBar().isVisible()
    for i, line in enumerate(lines):
        assert log.item(i).toolTip() == plain_tooltip(line)
    scores = page.scores_table
    heights = {scores.rowHeight(row) for row in range(scores.rowCount())}
    assert len(heights) == 1, heights  # no name on two lines
    names = [scores.item(row, 0) for row in range(scores.rowCount())]
    assert {item.toolTip() for item in names} >= {plain_tooltip(WIDE), plain_tooltip("Ω" * 24)}


@pytest.mark.parametrize("game", ["treasure_cards", "pyramid_cards"])
def test_a_window_shrunk_to_its_least_size_in_mid_placement(window, game):
    """The ghost of a shape follows the pointer; the window is shrunk to its least size: the
    placement goes on: the sheet's words stay 9 pt or more, and the shape aimed again at the
    same boxes is placed by a click."""
    from sheetdesk.games.expeditions import engine
    from sheetdesk.games.expeditions.tests.ui.driving import click, hover
    from sheetdesk.ui.sheetkit import MIN_TEXT_PX, smallest_text

    entry = registry.get(game)
    window.resize(1366, 768)
    _to_round_two(window, entry, ("Ana", "Ben"))
    session = window.session
    table = window.page("table").table
    bot = entry.bot()
    for step in range(200):
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        places = [a for a in legal if isinstance(a, engine.Place)]
        if places and session.state.phase == "mark":
            break
        window.controller.choose(bot(session.view(seat), seat, legal, Rng(step)))
        if window.current_page_name() == "handover":
            window.controller.confirm_handover()
    target = places[0]
    rot, mirrored, anchor = table.pose_for(target.card, target.cells)
    while table._rot != rot:
        table.turn(1)
    if table._mirrored != mirrored:
        table.flip()
    slot = table.slot_of(target.card)
    hover(table.board_view, table.box_center(slot, anchor))
    aimed = table.ghost_cells()
    assert aimed[2] and table.ghost.isVisible()
    window.resize(window.minimumSizeHint().expandedTo(window.minimumSize()))
    QApplication.processEvents()
    assert window.width() <= 1024 and window.height() <= 600
    smallest = smallest_text(table.board_view)
    assert smallest is None or smallest[0] >= MIN_TEXT_PX, smallest
    before = len(session.log)
    hover(table.board_view, table.box_center(slot, anchor))
    assert table.ghost_cells() == aimed
    click(table.board_view, table.box_center(slot, anchor))
    QApplication.processEvents()
    assert len(session.log) > before or table.confirm_button.isEnabled()
