"""Treasure cards table: the ghost (mouse and keyboard), one box instead, what is drawn for whom,
and a round played by clicks through the main window."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.core import registry
from sheetdesk.core.protocol import Chance, Decide
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.games.expeditions.tests.ui.driving import (
    click,
    click_action,
    hover,
    open_played,
    play_by_clicks,
)
from sheetdesk.games.treasure_cards import rules as tc
from sheetdesk.games.treasure_cards.bot import greedy
from sheetdesk.games.treasure_cards.sheet import create_table
from tests.ui.driving import pass_handover

R = tc.RULES
PLAYERS = (Player("Ana"), Player("Ben"), Player("Zosia"))
COLOR_WORDS = ("lilac", "orange", "green", "grey")


def advance(state: Any, until: Callable[[Any], bool], seed: int = 1, limit: int = 5000) -> Any:
    """Play greedy moves (chance resolved with `seed`) until `until(state)` holds at a Decide."""
    rng = Rng(seed)
    for _ in range(limit):
        step = R.step(state)
        if isinstance(step, Chance):
            state = R.apply(state, None, R.resolve_chance(state, rng))
            continue
        assert isinstance(step, Decide), "the game ended first"
        if until(state):
            return state
        seat = step.seats[0]
        state = R.apply(
            state, seat, greedy(R.view(state, seat), seat, R.legal_actions(state, seat), rng)
        )
    raise AssertionError("state not reached")


def acting(state: Any) -> int:
    step = R.step(state)
    assert isinstance(step, Decide)
    return step.seats[0]


def fresh_mark(state: Any) -> bool:
    return state.phase == "mark" and not state.marks[state.waiting[0]]


def mark_state(key: str, seed: int = 1) -> Any:
    """A fresh marking step whose revealed design is `key`."""
    state = R.setup(3, {}, Rng(seed))
    return advance(state, lambda s: fresh_mark(s) and R.design(s).key == key, seed)


@pytest.fixture
def table(qtbot):
    t = create_table(R, PLAYERS)
    qtbot.addWidget(t)
    t.resize(1090, 690)
    t.show()
    # the letter keys are shortcuts, which Qt offers only in the active window
    t.activateWindow()
    qtbot.waitActive(t)
    return t


def show(t, state, viewer="acting", seat=None):
    seat = acting(state) if seat is None else seat
    viewer = seat if viewer == "acting" else viewer
    legal = R.legal_actions(state, seat) if viewer == seat else []
    t.show_position(R.view(state, viewer), viewer, seat, legal, R.scores(state))


def chosen(t) -> list[Any]:
    got: list[Any] = []
    t.action_chosen.connect(got.append)
    return got


def said(t) -> list[Any]:
    got: list[Any] = []
    t.status_message.connect(got.append)
    return got


def twisted_place(state: Any) -> tc.Place:
    """A legal Place that needs the shape both turned and mirrored."""
    seat = acting(state)
    t_rules = [a for a in R.legal_actions(state, seat) if isinstance(a, tc.Place)]
    probe = create_table(R, PLAYERS)
    show(probe, state)
    for action in t_rules:
        rot, mirrored, _ = probe.pose_for(action.card, action.cells)
        if mirrored and rot:
            probe.deleteLater()
            return action
    probe.deleteLater()
    raise AssertionError("no turned-and-mirrored placement")


def test_place_turned_and_mirrored_shape_by_mouse(table):
    state = mark_state("L4")
    action = twisted_place(state)
    show(table, state)
    rot, mirrored, anchor = table.pose_for(action.card, action.cells)
    for _ in range(rot):
        QTest.mouseClick(table.turn_button, Qt.MouseButton.LeftButton)
    if mirrored:
        QTest.mouseClick(table.mirror_button, Qt.MouseButton.LeftButton)
    got = chosen(table)
    slot = table.slot_of(action.card)
    hover(table.board_view, table.box_center(slot, anchor))
    card, cells, fits = table.ghost_cells()
    assert (card, cells, fits) == (action.card, tuple(sorted(action.cells)), True)
    assert table.ghost.isVisible() and table.ghost.legal
    click(table.board_view, table.box_center(slot, anchor))
    assert len(got) == 1
    assert isinstance(got[0], tc.Place)
    assert got[0].card == action.card and sorted(got[0].cells) == sorted(action.cells)
    assert R.apply(state, acting(state), got[0])  # the rules accept it


def test_place_turned_and_mirrored_shape_by_keyboard(table, qtbot):
    state = mark_state("L4")
    action = twisted_place(state)
    show(table, state)
    rot, mirrored, anchor = table.pose_for(action.card, action.cells)
    table.board_view.setFocus()
    slot = table.slot_of(action.card)
    if table._slot != slot:
        QTest.keyClick(table.board_view, Qt.Key.Key_Tab)
    assert table._slot == slot
    for _ in range(rot):
        QTest.keyClick(table.board_view, Qt.Key.Key_R)
    if mirrored:
        QTest.keyClick(table.board_view, Qt.Key.Key_F)
    assert (table._rot, table._mirrored) == (rot, mirrored)
    # walk the ghost to the anchor with the arrows
    r0, c0 = table._anchor
    dr, dc = anchor[0] - r0, anchor[1] - c0
    for _ in range(abs(dr)):
        QTest.keyClick(table.board_view, Qt.Key.Key_Down if dr > 0 else Qt.Key.Key_Up)
    for _ in range(abs(dc)):
        QTest.keyClick(table.board_view, Qt.Key.Key_Right if dc > 0 else Qt.Key.Key_Left)
    assert table._anchor == anchor
    got = chosen(table)
    QTest.keyClick(table.board_view, Qt.Key.Key_Return)
    assert len(got) == 1 and isinstance(got[0], tc.Place)
    assert got[0].card == action.card and sorted(got[0].cells) == sorted(action.cells)


def test_wheel_and_buttons_step_through_the_orientations(table):
    state = mark_state("L4")
    show(table, state)
    seen = set()
    for _ in range(4):
        seen.add(table.oriented())
        table.turn(1)
    table.flip()
    for _ in range(4):
        seen.add(table.oriented())
        table.turn(1)
    from sheetdesk.core.shapes import orientations

    assert seen == set(orientations(R.design(state).cells))
    assert 0 <= table.orientation_index() < 8


def test_ghost_is_green_where_it_fits_and_red_where_not(table):
    state = mark_state("O4")
    seat = acting(state)
    show(table, state)
    places = [a for a in R.legal_actions(state, seat) if isinstance(a, tc.Place)]
    card_id = places[0].card
    slot = state.boards[seat].cards.index(card_id)
    card = R.card(card_id)
    legal = {
        tuple(sorted(a.cells))
        for a in R.legal_actions(state, seat)
        if isinstance(a, tc.Place) and a.card == card_id
    }
    results = {True: 0, False: 0}
    rows, cols = card.size
    for r in range(rows):
        for c in range(cols):
            hover(table.board_view, table.box_center(slot, (r, c)))
            got_card, cells, fits = table.ghost_cells()
            assert got_card == card_id
            assert fits == (cells in legal)
            assert table.ghost.legal == fits and table.ghost.isVisible()
            assert table.ghost.cells == cells
            results[fits] += 1
    assert results[True] and results[False]
    # a refused click says why and chooses nothing
    got, messages = chosen(table), said(table)
    for r in range(rows):
        for c in range(cols):
            hover(table.board_view, table.box_center(slot, (r, c)))
            if not table.ghost.legal:
                click(table.board_view, table.box_center(slot, (r, c)))
                assert not got and messages
                return


def test_targets_are_the_boxes_some_orientation_covers(table):
    state = mark_state("T4")
    seat = acting(state)
    show(table, state)
    for slot, card_id in enumerate(state.boards[seat].cards):
        expected = {
            cell
            for a in R.legal_actions(state, seat)
            if isinstance(a, tc.Place) and a.card == card_id
            for cell in a.cells
        }
        assert table.slot_items[slot].targets == expected


def test_one_box_instead_by_button_and_by_key(table):
    state = mark_state("I3")
    seat = acting(state)
    show(table, state)
    got = chosen(table)
    QTest.mouseClick(table.box_button, Qt.MouseButton.LeftButton)
    assert table._box_mode and table.box_button.isChecked()
    card_id = state.boards[seat].cards[1]
    free = sorted(R.free_boxes(state.boards[seat], card_id))
    click(table.board_view, table.box_center(1, free[0]))
    assert got == [tc.Box(card=card_id, cell=free[0])]
    # B toggles back to the shape, and again to one box; Enter crosses the box under the ghost
    table.board_view.setFocus()
    QTest.keyClick(table.board_view, Qt.Key.Key_B)
    assert not table._box_mode
    QTest.keyClick(table.board_view, Qt.Key.Key_B)
    assert table._box_mode
    QTest.keyClick(table.board_view, Qt.Key.Key_Return)
    assert isinstance(got[-1], tc.Box)


def test_shape_that_fits_nowhere_switches_to_one_box(table):
    state = mark_state("O4")
    seat = acting(state)
    board = state.boards[seat]
    # leave only a checkerboard of empty boxes: no square of four fits anywhere
    crossed = tuple(
        frozenset(cell for cell in R.card(card_id).boxes if (cell[0] + cell[1]) % 2)
        for card_id in board.cards
    )
    state = replace(
        state,
        boards=tuple(
            replace(b, crossed=crossed) if s == seat else b for s, b in enumerate(state.boards)
        ),
    )
    assert not any(isinstance(a, tc.Place) for a in R.legal_actions(state, seat))
    show(table, state)
    assert table._box_mode
    assert "fits on neither card" in table.phase_label.text()
    assert not table.box_button.isEnabled() or table.box_button.isChecked()


def test_cross_symbol_prompts_an_extra_box(table):
    def owes(s):
        return s.phase == "mark" and s.owed[s.waiting[0]] > 0

    state = R.setup(2, {}, Rng(3))
    state = advance(state, owes, seed=3)
    show(table, state)
    assert table._box_mode
    assert "Cross symbol" in table.phase_label.text()
    assert not table.turn_button.isVisible()


def test_draft_keep_by_click_and_confirm(table):
    state = R.setup(3, {}, Rng(2))
    seat = acting(state)
    show(table, state)
    got = chosen(table)
    assert table.board_scene.highlighted() == {f"dealt:{i}" for i in range(4)}
    click(table.board_view, table.item_center(table.board_scene, "dealt:2"))
    assert got == [tc.Keep(card=state.dealt[seat][2])]
    state = R.apply(state, seat, got[0])
    state = R.apply(state, seat, tc.Keep(card=state.dealt[seat][0]))
    show(table, state)
    assert table.confirm_button.isEnabled()
    QTest.mouseClick(table.confirm_button, Qt.MouseButton.LeftButton)
    assert got[-1] == tc.Confirm()


def test_draft_hides_others_dealt_cards_and_no_tooltip_leaks(table):
    state = R.setup(3, {}, Rng(2))
    seat = acting(state)
    state = R.apply(state, seat, tc.Keep(card=state.dealt[seat][1]))
    for viewer in (None, (seat + 1) % 3):
        show(table, state, viewer=viewer, seat=seat)
        for item in table.dealt_items:
            assert item.card is None and item.back
            assert not any(w in item.toolTip().lower() for w in COLOR_WORDS)
            assert not item.badge
        for slots in table.other_slots:
            for item in slots:
                assert item.card is None


def test_table_hides_others_pending_marks(table):
    state = mark_state("I3")
    first = acting(state)
    place = next(a for a in R.legal_actions(state, first) if isinstance(a, tc.Place))
    state = R.apply(state, first, place)
    state = R.apply(state, first, tc.Confirm()) if not state.owed[first] else state
    if first in state.waiting:
        pytest.skip("owed an extra box")
    second = acting(state)
    assert second != first
    show(table, state)
    slot_items = table.other_slots[first]
    before = state.before[first]
    for i, item in enumerate(slot_items):
        assert item.crossed == before.crossed[i]
        assert not item.pending
    assert table.other_scores[first].board == before
    tips = " ".join(item.toolTip() for item in slot_items)
    assert (
        str(R.card(place.card).points - len(before.crossed[before.cards.index(place.card)])) in tips
    )


def test_pending_marks_of_the_viewer_are_drawn_pending(table):
    state = mark_state("I2")
    seat = acting(state)
    place = next(a for a in R.legal_actions(state, seat) if isinstance(a, tc.Place))
    state = R.apply(state, seat, place)
    show(table, state, seat=seat)
    slot = state.boards[seat].cards.index(place.card)
    assert set(place.cells) <= table.slot_items[slot].pending_cells
    assert set(place.cells) <= table.slot_items[slot].crossed


def test_completion_take_from_display_and_pile(table):
    state = R.setup(2, {}, Rng(4))
    state = advance(state, lambda s: s.phase == "complete", seed=4)
    show(table, state)
    assert "Treasure card completed! Take 1 new card" in table.phase_label.text()
    highlighted = table.shared_scene.highlighted()
    assert "display:0" in highlighted and "pile" in highlighted
    got = chosen(table)
    click(table.shared_view, table.item_center(table.shared_scene, "display:1"))
    assert got == [tc.Take(slot=1)]
    click(table.shared_view, table.item_center(table.shared_scene, "pile"))
    assert got[-1] == tc.Take(slot=None)


def test_a_click_on_an_own_card_when_a_new_card_is_to_be_taken_says_what_to_do(table):
    state = R.setup(2, {}, Rng(4))
    state = advance(state, lambda s: s.phase == "complete", seed=4)
    show(table, state)
    got, messages = chosen(table), said(table)
    click(table.board_view, table.item_center(table.board_scene, "board:0"))
    assert not got
    assert messages == [table.phase_label.text()]  # the instruction, not "not your turn"
    assert "Take 1 new card" in messages[0]


def test_clicks_out_of_turn_are_refused_with_a_reason(table):
    state = mark_state("I2")
    seat = acting(state)
    show(table, state, viewer=None, seat=seat)
    got, messages = chosen(table), said(table)
    click(table.shared_view, table.item_center(table.shared_scene, "display:0"))
    assert not got and messages


# --- a round by clicks through the main window ---------------------------------------------------

ENTRY = registry.get("treasure_cards")


def start(window, names=("Ana", "Ben"), seed=7, computers=()):
    from sheetdesk.ui.new_game_dialog import NewGameChoice

    players = tuple(
        Player(name, "bot", "greedy") if i in computers else Player(name)
        for i, name in enumerate(names)
    )
    window.start_new(NewGameChoice(ENTRY, players, {}, seed))
    window.controller.bot_delay_ms = 0


def test_two_player_round_by_clicks_with_handovers(window):
    start(window)
    session = window.session
    handovers = play_by_clicks(window, greedy, lambda s: s.round == 2)
    assert session.state.round == 2 and session.state.revealed <= 1
    # the draft hands over (secret cards); a marking step needs no hand-over page because the
    # next seat's view never shows the pending marks of the seats before it
    assert handovers >= 1
    # each seat's board after the round: 7 expedition cards marked on it
    for board in session.state.boards:
        assert (
            sum(len(c) for c in board.crossed) + sum(R.card(c).points for c in board.completed) >= 7
        )


def test_handover_hides_pending_marks_in_the_main_window(window):
    start(window)
    session = window.session
    play_by_clicks(window, greedy, lambda s: fresh_mark(s) and s.round == 1 and s.revealed == 2)
    if window.current_page_name() == "handover":
        pass_handover(window)
    first = session.acting_seat()
    table = window.page("table").table
    legal = list(session.legal_actions(first))
    click_action(window, greedy(session.view(first), first, legal, Rng(0)))
    while first in session.state.waiting and session.acting_seat() == first:
        legal = list(session.legal_actions(first))
        click_action(window, greedy(session.view(first), first, legal, Rng(0)))
    # the next seat's turn: nothing of the first seat's pending marks is drawn
    state = session.state
    assert state.phase == "mark" and first not in state.waiting
    if window.current_page_name() == "handover":
        pass_handover(window)
    second = session.acting_seat()
    assert second != first and table._viewer == second
    before = state.before[first]
    assert state.boards[first] != before  # the first seat did cross something
    for i, item in enumerate(table.other_slots[first]):
        assert item.crossed == before.crossed[i] and not item.pending
    assert table.other_scores[first].board == before


def test_a_whole_round_by_keys_alone_from_the_focus_the_app_gives(window):
    """The keys named on screen work from the moment a player's table appears: a 2-player game
    from the draft to the end of round 1, hand-overs included, without the mouse (the test sets
    no focus: every key goes to the widget the app gave the focus)."""
    from sheetdesk.games.expeditions.tests.ui.driving import key_action

    start(window)
    session = window.session
    for step in range(400):
        if session.state.round == 2:
            break
        if window.current_page_name() == "handover":
            pass_handover(window, Qt.Key.Key_Return)
            continue
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        action = greedy(session.view(seat), seat, legal, Rng(step))
        length, cursor = len(session.log), session.cursor
        key_action(window, action)
        assert len(session.log) > length or session.cursor != cursor, action
    assert session.state.round == 2


def test_the_player_who_confirmed_and_marks_next_gets_the_shape_and_enter_places_it(window):
    """Two people: the one who confirms a card is the first to mark the next one (no hand-over
    between). The table opens that card in shape mode, not in the one-box mode of the extra box
    after the last shape, so Enter places the shape rather than one box."""
    from sheetdesk.games.expeditions.tests.ui.driving import (
        opens_in_shape_mode_and_enter_places,
        play_by_keys_to_own_next_card,
    )

    start(window)
    seat = play_by_keys_to_own_next_card(window, greedy)
    opens_in_shape_mode_and_enter_places(window, seat)


def test_back_from_one_box_the_ghost_fits_and_enter_places_the_shape(window):
    """B to one-box mode and B back: the ghost comes back on a pose that fits, so Enter places
    the shape at once instead of being refused."""
    from sheetdesk.games.expeditions.tests.ui.driving import press

    start(window)
    play_by_clicks(window, greedy, lambda s: fresh_mark(s) and s.revealed == 1)
    if window.current_page_name() == "handover":
        pass_handover(window)
    session = window.session
    seat = session.acting_seat()
    table = window.page("table").table
    # one box mode, and the single-box ghost moved to a corner the shape cannot take
    press(Qt.Key.Key_B)
    assert table._box_mode
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Right) * 6:
        press(key)
    press(Qt.Key.Key_B)
    assert not table._box_mode
    assert table.ghost.isVisible() and table.ghost.legal
    press(Qt.Key.Key_Return)
    last = session.history[-1]
    assert last.seat == seat and isinstance(last.action, tc.Place)


def test_a_click_on_the_pile_while_marking_says_when_a_new_card_is_taken(window):
    """The pile is no move while a card is being marked: the status bar says when a new card
    is taken, in the game's own words (the session's reason, as the controller gives it)."""
    start(window)
    play_by_clicks(window, greedy, fresh_mark)
    if window.current_page_name() == "handover":
        pass_handover(window)
    table = window.page("table").table
    length = len(window.session.log)
    click(table.shared_view, table.item_center(table.shared_scene, "pile"))
    assert len(window.session.log) == length
    said = window.statusBar().currentMessage()
    assert said == "You take a new card only right after you complete a treasure card."


def test_the_log_says_when_a_round_ends(window):
    # (round 1 played as test_two_player_round_by_clicks_with_handovers plays it, on the
    # session alone: the log is what is looked at here)
    open_played(window, ENTRY, ("Ana", "Ben"), 7, greedy, lambda s: s.round == 2)
    lines = window.controller.log_lines(window.session.acting_seat())
    assert lines.count("Round 1 ends.") == 1
    assert "Round 2 ends." not in lines


def test_the_hint_badge_hides_no_symbol_of_the_card(table):
    """The "Hint" badge of a suggested shape sits where it covers no symbol (coin, palm, …) of
    the card the shape goes on, whenever such a place exists among the badge's places; some of
    the placements tried would have it over a symbol in its first place (above the outline)."""
    state = advance(R.setup(3, {}, Rng(2)), lambda s: fresh_mark(s) and s.revealed >= 2, 2)
    show(table, state)
    seat = acting(state)
    crowded = 0
    for action in [a for a in R.legal_actions(state, seat) if isinstance(a, tc.Place)]:
        assert table.show_hint(action)
        marker = table.hint_markers[0]
        card = table.slot_items[table.slot_of(action.card)]
        symbols = [
            card.mapToScene(card.box_rect(cell)).boundingRect()
            for cell, _symbol in R.card(action.card).symbols
        ]

        def hides(rect) -> bool:
            return any(rect.intersects(box) for box in symbols)  # noqa: B023

        places = marker.badge_places(marker.badge.width(), marker.badge.height())
        if hides(places[0]):
            crowded += 1
        if any(not hides(place) for place in places):
            assert not hides(marker.mapToScene(marker.badge).boundingRect()), action
    assert crowded


def test_hint_then_enter_takes_the_hinted_card(table, qtbot):
    state = R.setup(2, {}, Rng(4))
    state = advance(state, lambda s: s.phase == "complete", seed=4)
    show(table, state)
    qtbot.waitUntil(table.shared_view.hasFocus)  # the keys act on the display and the pile
    first = table.shared_scene.focus_id
    hinted = next(
        tc.Take(slot=None if item_id == "pile" else int(item_id.partition(":")[2]))
        for item_id in sorted(table.shared_scene.highlighted())
        if item_id != first
    )
    got = chosen(table)
    assert table.show_hint(hinted)  # as the window shows it (H, or the Hint button)
    QTest.keyClick(table.shared_view, Qt.Key.Key_Return)
    assert got == [hinted]


def test_hint_then_enter_places_the_hinted_shape_turned_and_mirrored(table, qtbot):
    state = mark_state("L4")
    place = twisted_place(state)
    show(table, state)
    got = chosen(table)
    assert table.show_hint(place)  # as the window shows it (H, or the Hint button)
    qtbot.waitUntil(table.board_view.hasFocus)
    QTest.keyClick(table.board_view, Qt.Key.Key_Return)
    assert got == [place]


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_a_seals_words_lie_on_the_card_beside_the_seal(monkeypatch, language):
    """The seal's value and letter ("1× Πρ") are written in the card's head, left of the seal:
    not over the card's right border, not under its boxes (drawn after them)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from sheetdesk.games.treasure_cards import sheet
    from sheetdesk.ui.i18n import Translators

    translators = Translators()
    translators.install(language)
    card = next(c for c in tc.RULES.cards if c.seal is not None)
    written: list[tuple[QRectF, str]] = []
    real = sheet.draw_fitted_text

    def spy(painter, rect, flags, text, size, bold=True):  # type: ignore[no-untyped-def]
        written.append((QRectF(rect), text))
        return real(painter, rect, flags, text, size, bold)

    monkeypatch.setattr(sheet, "draw_fitted_text", spy)
    rect = QRectF(0, 0, 200, 180)
    geometry = sheet.card_geometry(card, rect)
    image = QImage(300, 300, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.scale(0.7, 0.7)  # as on the table at 1024x600
    sheet.paint_card_face(painter, rect, card, geometry)
    painter.end()
    translators.install("en")
    words = [r for r, text in written if text.startswith(f"{card.seal.value}×")]
    assert words, written
    head = geometry.header
    for box in words:
        assert head.contains(box), (box, head)


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_a_display_cards_seal_is_never_cut_short_its_note_saying_it(language):
    """A display card shown small (under the display's least scale, as where a lesson's panel
    narrows the table, and up to a little over it) draws its seal's words whole beside the
    seal, or leaves them to the note under it, which states the seal ("2× …" said nothing of
    the colour); nothing cut short or left out."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from sheetdesk.games.expeditions.table import DISPLAY_CARD
    from sheetdesk.games.treasure_cards import sheet
    from sheetdesk.ui.i18n import Translators
    from sheetdesk.ui.sheetkit.measure import stating

    translators = Translators()
    translators.install(language)
    look = sheet.TreasureCardsTable.DISPLAY_LOOK
    assert look is not None
    rect = QRectF(0, 0, *DISPLAY_CARD)
    wrong: list[str] = []
    try:
        for card in (c for c in tc.RULES.cards if c.seal is not None):
            for scale in (step / 100 for step in range(40, 72, 2)):
                image = QImage(200, 200, QImage.Format.Format_ARGB32)
                painter = QPainter(image)
                painter.scale(scale, scale)
                with stating() as stated:
                    look.face(painter, rect, card, look.geometry(card, rect))
                painter.end()
                wrong += [
                    f"card {card.id} at {scale}: {s.whole or s.text!r} "
                    + ("cut short" if s.ink is not None else "left out")
                    for s in stated
                    if s.whole or s.ink is None
                ]
    finally:
        translators.install("en")
    assert wrong == []
