"""Number rows table: what it draws for whom, and which clicks become which actions."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.core.i18n import Text
from sheetdesk.core.protocol import Chance, Decide
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.games.number_rows import rules as nr
from sheetdesk.games.number_rows.sheet import create_table

R = nr.RULES
PLAYERS = (Player("Ana"), Player("Ben"), Player("Zosia"))
COLOR_WORDS = ("red", "yellow", "green", "blue", "joker")


def advance(state: Any, until: Callable[[Any], bool], pick=None, limit: int = 500) -> Any:
    """Play first-legal (or `pick`ed) moves until `until(state)` holds at a Decide step."""
    for _ in range(limit):
        step = R.step(state)
        if isinstance(step, Chance):
            state = R.apply(state, None, R.resolve_chance(state, Rng(1)))
            continue
        assert isinstance(step, Decide), "the game ended first"
        if until(state):
            return state
        seat = step.seats[0]
        legal = R.legal_actions(state, seat)
        state = R.apply(state, seat, pick(legal) if pick else legal[-1])
    raise AssertionError("state not reached")


def acting(state: Any) -> int:
    step = R.step(state)
    assert isinstance(step, Decide)
    return step.seats[0]


@pytest.fixture
def table(qtbot):
    t = create_table(None, R, PLAYERS)
    qtbot.addWidget(t)
    t.resize(1070, 700)
    t.show()
    qtbot.waitExposed(t)
    return t


def show(t, state, viewer="acting", seat=None):
    seat = acting(state) if seat is None else seat
    viewer = seat if viewer == "acting" else viewer
    legal = R.legal_actions(state, seat) if viewer == seat else []
    t.show_position(R.view(state, viewer), viewer, seat, legal, R.scores(state))
    return seat, legal


def click_cell(t, item_id: str) -> None:
    QTest.mouseClick(
        t.big_view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        t.cell_center(item_id),
    )


def click_card(t, item_id: str) -> None:
    QTest.mouseClick(
        t.cards_view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        t.card_center(item_id),
    )


def record(t):
    actions: list[Any] = []
    messages: list[Any] = []
    t.action_chosen.connect(actions.append)
    t.status_message.connect(messages.append)
    return actions, messages


def start(players: int = 3, jokers: bool = False, seed: int = 5):
    return R.setup(players, {"jokers": jokers}, Rng(seed))


def test_start_position_builds_and_highlights_the_display(table):
    state = start()
    show(table, state)
    assert len(table.big_scene.cells) >= 4 * 12 + 4
    assert table.cards_scene.highlighted() == {f"display:{i}" for i in range(4)}
    assert table.big_scene.highlighted() == frozenset()
    assert "Take 1 card" in table.phase_label.text()
    # the other two players' small sheets show, the big seat's does not
    big = acting(state)
    visible = [not frame.isHidden() for frame in table._small_frames]
    assert visible == [seat != big for seat in range(3)]


def test_cell_id_names_a_number_box(table):
    assert table.cell_id("green", 12) == "green:12"
    assert "green:12" in table.big_scene.cells
    assert "red:lock" in table.big_scene.cells


def test_display_click_emits_take(table):
    state = start()
    show(table, state)
    actions, messages = record(table)
    click_card(table, "display:2")
    assert actions == [nr.Take(slot=2)]
    assert messages == []


def hand_items(t, n):
    return [t.card_items[f"hand:{i}"] for i in range(n)]


def test_hand_colours_only_for_the_owner(table):
    state = start()
    owner = acting(state)
    hand = state.hands[owner]
    show(table, state, viewer=owner, seat=owner)
    items = hand_items(table, len(hand))
    assert all(item.face is not None for item in items)
    assert any(w in items[0].toolTip() for w in ("red", "yellow", "green", "blue"))
    for viewer in (None, (owner + 1) % 3):
        show(table, state, viewer=viewer, seat=owner)
        items = hand_items(table, len(hand))
        assert all(item.face is None for item in items), viewer
        assert [item.number for item in items] == [card.number for card in hand]
        for item in items:
            tip = item.toolTip().lower().replace("colour hidden", "")
            assert not any(w in tip for w in COLOR_WORDS), tip
        for view in (table.big_view, table.cards_view):
            assert not any(w in view.accessibleDescription().lower() for w in COLOR_WORDS)


def test_hand_colours_hidden_even_if_a_full_state_is_passed(table):
    state = start()
    owner = acting(state)
    table.show_position(state, None, owner, [], R.scores(state))  # a careless caller
    assert all(item.face is None for item in hand_items(table, len(state.hands[owner])))


def in_announce_with_choice(state):
    return state.phase == "announce" and any(
        isinstance(a, nr.AnnounceCross) for a in R.legal_actions(state, acting(state))
    )


def test_clicking_a_highlighted_announced_number_emits_announce_cross(table):
    state = advance(start(), in_announce_with_choice)
    _seat, legal = show(table, state)
    rows = [a.row for a in legal if isinstance(a, nr.AnnounceCross)]
    expected = {table.cell_id(row, state.announced) for row in rows}
    assert table.big_scene.highlighted() == expected
    assert "announced" in table.phase_label.text()
    actions, messages = record(table)
    click_cell(table, table.cell_id(rows[0], state.announced))
    assert actions == [nr.AnnounceCross(row=rows[0])]
    assert messages == []


def test_clicking_another_number_in_announce_says_why(table):
    state = advance(start(), in_announce_with_choice)
    show(table, state)
    actions, messages = record(table)
    other = next(n for n in range(2, 13) if n != state.announced)
    click_cell(table, table.cell_id("red", other))
    assert actions == []
    assert len(messages) == 1 and str(state.announced) in str(messages[0])


def test_dont_cross_button_emits_announce_done(table, qtbot):
    state = advance(start(), in_announce_with_choice)
    show(table, state)
    actions, _ = record(table)
    assert table.done_button.isVisible()
    qtbot.mouseClick(table.done_button, Qt.MouseButton.LeftButton)
    assert actions == [nr.AnnounceDone()]


def test_pending_announce_mark_is_shown_to_its_owner_only(table):
    state = advance(start(), in_announce_with_choice)
    seat = acting(state)
    row = next(a.row for a in R.legal_actions(state, seat) if isinstance(a, nr.AnnounceCross))
    state = R.apply(state, seat, nr.AnnounceCross(row=row))
    show(table, state, viewer=seat, seat=seat)
    assert table.big_scene.cell(table.cell_id(row, state.announced)).ghost
    assert "Done" in table.done_button.text()


def plays_then_cross(legal):
    """Prefer a one-card Play, then Cross over Done, to reach a play with crossable numbers."""
    for kind in (nr.Play, nr.AnnounceDone, nr.Take):
        for action in legal:
            if isinstance(action, kind):
                return action
    return legal[-1]


def in_play_with_cross(state):
    return state.phase == "play" and any(
        isinstance(a, nr.Cross) for a in R.legal_actions(state, acting(state))
    )


def test_clicking_a_played_number_emits_cross(table):
    state = advance(start(), in_play_with_cross, pick=plays_then_cross)
    _seat, legal = show(table, state)
    crosses = [a for a in legal if isinstance(a, nr.Cross)]
    expected = {table.cell_id(state.play_color, a.number) for a in crosses}
    assert table.big_scene.highlighted() == expected
    actions, messages = record(table)
    click_cell(table, table.cell_id(state.play_color, crosses[0].number))
    assert actions == [crosses[0]]
    assert messages == []


def test_illegal_cell_in_play_emits_a_reason_and_no_action(table):
    state = advance(start(), in_play_with_cross, pick=plays_then_cross)
    show(table, state)
    actions, messages = record(table)
    other_row = next(c for c in nr.COLORS if c != state.play_color)
    click_cell(table, table.cell_id(other_row, 7))
    numbers = {card.number for card in state.played}
    not_played = next(n for n in range(2, 13) if n not in numbers)
    click_cell(table, table.cell_id(state.play_color, not_played))
    assert actions == []
    assert len(messages) == 2
    # the second comes from the rules themselves (IllegalAction reason, translatable Text)
    assert isinstance(messages[1], Text) and messages[1].context == "number_rows"


def in_play_before_playing(state):
    return state.phase == "play" and not state.played


def test_selecting_cards_by_click_and_key_then_play(table, qtbot):
    state = advance(start(jokers=False), in_play_before_playing)
    seat, _legal = show(table, state)
    hand = state.hands[seat]
    assert table.play_button.isVisible() and not table.play_button.isEnabled()
    actions, _ = record(table)
    click_card(table, "hand:0")
    assert table._selected == [hand[0].id]
    assert table.card_items["hand:0"].selected
    QTest.keyClick(table.cards_view, Qt.Key.Key_1)  # number key toggles it off again
    assert table._selected == []
    QTest.keyClick(table.cards_view, Qt.Key.Key_1)
    assert table.play_button.isEnabled()
    qtbot.mouseClick(table.play_button, Qt.MouseButton.LeftButton)
    assert actions == [nr.Play(cards=(hand[0].id,), color=hand[0].color)]


def test_a_mixed_colour_selection_is_refused_with_the_rules_reason(table, qtbot):
    def mixed(state):
        if not in_play_before_playing(state):
            return False
        colors = {c.color for c in state.hands[acting(state)]}
        return len(colors) >= 2

    state = advance(start(), mixed)
    seat, _ = show(table, state)
    hand = state.hands[seat]
    first = hand[0]
    other = next(i for i, c in enumerate(hand) if c.color != first.color)
    actions, messages = record(table)
    table._toggle_hand(0)
    table._toggle_hand(other)
    qtbot.mouseClick(table.play_button, Qt.MouseButton.LeftButton)
    assert actions == []
    assert len(messages) == 1


def test_keyboard_reaches_a_take(table):
    state = start()
    show(table, state)
    actions, _ = record(table)
    table.cards_view.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(table.cards_view, Qt.Key.Key_Right)
    QTest.keyClick(table.cards_view, Qt.Key.Key_Return)
    assert len(actions) == 1 and isinstance(actions[0], nr.Take)


def test_not_your_turn_clicks_only_explain(table):
    state = start()
    seat = acting(state)
    other = (seat + 1) % 3
    table.show_position(R.view(state, other), other, seat, [], R.scores(state))
    actions, messages = record(table)
    click_card(table, "display:0")
    assert actions == [] and len(messages) == 1


def test_cells_are_big_enough_on_a_small_laptop(table):
    """At 1366×768 the table page leaves about 1070×700 to the table: boxes ≥ 36 px."""
    show(table, start())
    item = table.big_scene.cell("red:7")
    assert item.rect().width() * table.big_view.scale_factor() >= 36


def test_show_position_updates_items_instead_of_rebuilding(table):
    state = start()
    show(table, state)
    before = set(table.big_scene.items())
    state = advance(state, in_play_with_cross, pick=plays_then_cross)
    show(table, state)
    assert set(table.big_scene.items()) == before
