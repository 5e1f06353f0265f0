"""Pyramid cards table: a mirrored L over the entrance of a fresh card by mouse and by keyboard
alone (from the focus the app really gives after a hand-over), what lights up, what is drawn for
whom, and a round played by clicks through the main window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.core import registry, savefile
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session
from sheetdesk.games.expeditions.tests.ui.driving import (
    click,
    hover,
    key_action,
    open_played,
    play_by_clicks,
)
from sheetdesk.games.pyramid_cards import rules as pc
from sheetdesk.games.pyramid_cards.bot import greedy
from sheetdesk.games.pyramid_cards.sheet import create_table
from tests.ui.driving import pass_handover, press, rules_refusal

R = pc.RULES
ENTRY = registry.get("pyramid_cards")
SEED_L4_FIRST = 0  # with 2 players the first expedition card revealed is the L of four


def mirrored_l_over_entrance(state, seat, table) -> pc.Place:
    """A legal L of four over the entrance of a fresh card that needs the mirror."""
    for action in R.legal_actions(state, seat):
        if isinstance(action, pc.Place):
            _rot, mirrored, _anchor = table.pose_for(action.card, action.cells)
            entrance = R.card(action.card).entrance
            if mirrored and entrance in action.cells:
                return action
    raise AssertionError("no mirrored L fits over an entrance")


def first_mark(players=2, seed=SEED_L4_FIRST):
    from sheetdesk.core.session import Session

    session = Session.new(R, [Player(str(i)) for i in range(players)], {}, seed)
    while session.state.phase == "draft":
        seat = session.acting_seat()
        session.act(seat, session.legal_actions(seat)[0])
    return session.state


@pytest.fixture
def table(qtbot):
    t = create_table(R, (Player("Ana"), Player("Ben")))
    qtbot.addWidget(t)
    t.resize(1090, 690)
    t.show()
    qtbot.waitExposed(t)
    return t


def show(t, state):
    seat = state.waiting[0]
    t.show_position(R.view(state, seat), seat, seat, R.legal_actions(state, seat), R.scores(state))
    return seat


def test_mirrored_l_over_the_entrance_by_mouse(table):
    state = first_mark()
    assert R.design(state).key == "L4"
    seat = show(table, state)
    action = mirrored_l_over_entrance(state, seat, table)
    rot, mirrored, anchor = table.pose_for(action.card, action.cells)
    for _ in range((rot - table._rot) % 4):
        QTest.mouseClick(table.turn_button, Qt.MouseButton.LeftButton)
    if table._mirrored != mirrored:
        QTest.mouseClick(table.mirror_button, Qt.MouseButton.LeftButton)
    assert (table._rot, table._mirrored) == (rot, mirrored)
    got = []
    table.action_chosen.connect(got.append)
    point = table.box_center(table.slot_of(action.card), anchor)
    hover(table.board_view, point)
    assert table.ghost.isVisible() and table.ghost.legal
    click(table.board_view, point)
    assert got == [pc.Place(card=action.card, cells=tuple(sorted(action.cells)))]


def test_only_legal_boxes_light_up_and_walls_never(table):
    state = first_mark()
    seat = show(table, state)
    for slot, card_id in enumerate(state.boards[seat].cards):
        card = R.card(card_id)
        expected = {
            cell
            for a in R.legal_actions(state, seat)
            if isinstance(a, pc.Place) and a.card == card_id
            for cell in a.cells
        }
        assert table.slot_items[slot].targets == expected
        assert not expected & card.walls
    # one box instead: only the entrances of the two fresh cards
    QTest.mouseClick(table.box_button, Qt.MouseButton.LeftButton)
    assert table._box_mode
    for slot, card_id in enumerate(state.boards[seat].cards):
        assert table.slot_items[slot].targets == {R.card(card_id).entrance}


def test_a_refused_click_says_why(table):
    state = first_mark()
    seat = show(table, state)
    said = []
    table.status_message.connect(said.append)
    got = []
    table.action_chosen.connect(got.append)
    card_id = state.boards[seat].cards[0]
    wall = sorted(R.card(card_id).walls)[0]
    QTest.mouseClick(table.box_button, Qt.MouseButton.LeftButton)
    point = table.box_center(0, wall)
    hover(table.board_view, point)
    assert not table.ghost.legal

    table.refusal = rules_refusal(R, state, seat)
    click(table.board_view, point)
    assert not got and said and "wall" in said[-1].english().lower()


# --- through the main window ---------------------------------------------------------------------


def start(window, seed=SEED_L4_FIRST):
    from sheetdesk.ui.new_game_dialog import NewGameChoice

    window.start_new(NewGameChoice(ENTRY, (Player("Ana"), Player("Ben")), {}, seed))
    window.controller.bot_delay_ms = 0


def test_mirrored_l_by_keyboard_alone_from_the_handover(window, qtbot):
    start(window)
    session = window.session
    # the draft, for both players, by keys alone: Enter on the hand-over page, Enter keeps the
    # focused card, Right moves to the next, Enter with two kept confirms
    for _ in range(2):
        assert window.current_page_name() == "handover"
        pass_handover(window, Qt.Key.Key_Return)
        qtbot.wait(10)
        assert window.current_page_name() == "table"
        press(window, Qt.Key.Key_Return)
        press(window, Qt.Key.Key_Right)
        press(window, Qt.Key.Key_Return)
        press(window, Qt.Key.Key_Return)
    assert session.state.phase == "mark" and R.design(session.state).key == "L4"
    if window.current_page_name() == "handover":
        pass_handover(window, Qt.Key.Key_Return)
        qtbot.wait(10)
    table = window.page("table").table
    seat = session.acting_seat()
    action = mirrored_l_over_entrance(session.state, seat, table)
    rot, mirrored, anchor = table.pose_for(action.card, action.cells)
    if table._slot != table.slot_of(action.card):
        press(window, Qt.Key.Key_Tab)
    for _ in range((rot - table._rot) % 4):
        press(window, Qt.Key.Key_R)
    if table._mirrored != mirrored:
        press(window, Qt.Key.Key_F)
    assert (table._rot, table._mirrored) == (rot, mirrored)
    r0, c0 = table._anchor
    for _ in range(abs(anchor[0] - r0)):
        press(window, Qt.Key.Key_Down if anchor[0] > r0 else Qt.Key.Key_Up)
    for _ in range(abs(anchor[1] - c0)):
        press(window, Qt.Key.Key_Right if anchor[1] > c0 else Qt.Key.Key_Left)
    assert table._anchor == anchor and table.ghost.legal
    press(window, Qt.Key.Key_Return)
    last = session.history[-1]
    assert last.seat == seat and last.action == pc.Place(card=action.card, cells=action.cells)
    assert set(action.cells) <= session.state.boards[seat].crossed[table.slot_of(action.card)]


def test_two_player_round_by_clicks(window):
    start(window, seed=3)
    session = window.session
    handovers = play_by_clicks(window, greedy, lambda s: s.round == 2)
    assert session.state.round == 2 and handovers >= 2
    for board in session.state.boards:
        marked = sum(len(c) for c in board.crossed) + 5 * len(board.completed)
        assert marked >= 7


def test_chamber_face_and_score_card_paint(table, qtbot):
    """Every symbol, the walls and the tomb are painted without error at a size a child can
    read (grab of the table; the contact sheet shows all 48)."""
    state = first_mark(players=2, seed=5)
    show(table, state)
    image = table.grab().toImage()
    assert image.width() > 500 and not image.isNull()


def box_earning_an_extra_mark(state) -> pc.Box | None:
    """When no shape fits for the first waiting seat, a box that earns it an extra mark."""
    if state.phase != "mark" or not state.waiting or state.marks[state.waiting[0]]:
        return None
    seat = state.waiting[0]
    legal = R.legal_actions(state, seat)
    if any(isinstance(action, pc.Place) for action in legal):
        return None
    for action in legal:
        if isinstance(action, pc.Box) and R.apply(state, seat, action).owed[seat]:
            return action
    return None


def test_after_a_box_that_earns_an_extra_mark_enter_alone_marks_one_that_fits(window, qtbot):
    """When no shape fits, the table is in one-box mode from the start; the ghost then leaves the
    box just marked, so the extra mark starts from a box that fits, as every mark does, and Enter
    alone marks it (it used to stay on the marked box and be refused)."""
    # the moves before that position are made on the game's session alone (the greedy player's
    # choices) and the game opened from its save: this test is about the keys there, and playing
    # there by clicks (test_two_player_round_by_clicks) repainted the window after every move
    played = Session.new(ENTRY.rules(), (Player("Ana"), Player("Ben")), {}, 0)
    for step in range(3000):
        if played.is_over() or box_earning_an_extra_mark(played.state) is not None:
            break
        mover = played.acting_seat()
        played.act(
            mover, greedy(played.view(mover), mover, list(played.legal_actions(mover)), Rng(step))
        )
    assert window.open_path(savefile.write(played), external=False)
    window.controller.bot_delay_ms = 0
    session = window.session
    if window.current_page_name() == "handover":
        pass_handover(window, Qt.Key.Key_Return)
        qtbot.wait(10)
    seat = session.acting_seat()
    action = box_earning_an_extra_mark(session.state)
    assert action is not None
    table = window.page("table").table
    assert table._box_mode  # no B needed: one box is all there is
    key_action(window, action)
    assert session.history[-1].action == action and session.state.owed[seat]
    assert table.ghost.isVisible() and table.ghost.legal
    press(window, Qt.Key.Key_Return)
    last = session.history[-1]
    assert last.seat == seat and isinstance(last.action, pc.Box) and last.action != action
    assert not session.state.owed[seat]


def test_the_player_who_confirmed_and_marks_next_gets_the_shape_and_enter_places_it(window):
    """As in Treasure cards: the player who confirms a card and marks the next one first (no
    hand-over between) finds it in shape mode, the ghost on a pose that fits; Enter places it."""
    from sheetdesk.games.expeditions.tests.ui.driving import (
        opens_in_shape_mode_and_enter_places,
        play_by_keys_to_own_next_card,
    )

    start(window)
    seat = play_by_keys_to_own_next_card(window, greedy)
    opens_in_shape_mode_and_enter_places(window, seat)


def test_the_log_says_when_a_round_ends(window):
    # (round 1 played as test_two_player_round_by_clicks plays it, on the session alone: the
    # log is what is looked at here)
    open_played(window, ENTRY, ("Ana", "Ben"), SEED_L4_FIRST, greedy, lambda s: s.round == 2)
    lines = window.controller.log_lines(window.session.acting_seat())
    assert lines.count("Round 1 ends.") == 1


def test_a_kept_card_looks_chosen_and_its_badge_leaves_the_tomb_row_free(table):
    """In the draft a kept card's frame is wider than the rings of the cards still to choose
    from (chosen looks stronger, not weaker), and its "Kept" badge covers no box of the bottom
    row, where the tomb is."""
    from sheetdesk.core.session import Session

    session = Session.new(R, [Player("Ana"), Player("Ben")], {}, SEED_L4_FIRST)
    seat = session.acting_seat()
    keep = next(a for a in session.legal_actions(seat) if isinstance(a, pc.Keep))
    session.act(seat, keep)
    state = session.state
    table.show_position(
        R.view(state, seat), seat, seat, R.legal_actions(state, seat), R.scores(state)
    )
    dealt = list(state.dealt[seat])
    kept = table.dealt_items[dealt.index(keep.card)]
    others = [item for item in table.dealt_items if item is not kept]
    assert kept.badge == "Kept" and all(not item.badge for item in others)
    assert all(item.highlighted for item in others)  # still to choose from
    widest = max(pen.widthF() for item in others for pen in item.frame_pens())
    assert min(pen.widthF() for pen in kept.frame_pens()) > widest
    g = kept.geometry
    bottom = [kept.box_rect((g.rows - 1, c)) for c in range(g.cols)]
    assert R.card(keep.card).tomb[0] == g.rows - 1
    badge = kept.badge_rect()
    assert not any(badge.intersects(box) for box in bottom)
    assert table.board_scene.sceneRect().contains(kept.mapToScene(badge).boundingRect())
