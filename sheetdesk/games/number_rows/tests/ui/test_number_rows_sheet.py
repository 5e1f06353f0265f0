"""Number rows table: what it draws for whom, which clicks become which actions, what it says
when it refuses, sizes a child and a grandparent can use, and a layout that stays still."""

from __future__ import annotations

import gc
import weakref
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsScene, QScrollArea, QWidget

from sheetdesk.core.i18n import Text
from sheetdesk.core.protocol import Chance, Decide
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.games.number_rows import rules as nr
from sheetdesk.games.number_rows.sheet import create_table
from sheetdesk.ui.sheetkit.measure import MIN_TEXT_PX, text_sizes
from tests.ui.driving import rules_refusal

R = nr.RULES
PLAYERS = (Player("Ana"), Player("Ben"), Player("Zosia"))
COLOR_WORDS = ("red", "yellow", "green", "blue", "joker")
# the room the table page leaves the table in the main window (measured)
ROOM_1366 = (1072, 647)
ROOM_1024 = (785, 479)


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
    t = create_table(R, PLAYERS)
    qtbot.addWidget(t)
    t.resize(*ROOM_1366)
    t.show()
    qtbot.waitExposed(t)
    return t


def show(t, state, viewer="acting", seat=None):
    """Show `state` as the controller would, with the session's reasons for refusals."""
    seat = acting(state) if seat is None else seat
    viewer = seat if viewer == "acting" else viewer
    legal = R.legal_actions(state, seat) if viewer == seat else []
    t.refusal = rules_refusal(R, state, seat)
    t.show_position(R.view(state, viewer), viewer, seat, legal, R.scores(state))
    return seat, legal


def click(t, item_id: str) -> None:
    QTest.mouseClick(
        t.big_view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        t.cell_center(item_id),
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
    assert table.big_scene.highlighted() == {f"display:{i}" for i in range(4)}
    assert "Take 1 card" in table.caption.text()
    # the other two players' small sheets show, the big seat's does not
    big = acting(state)
    visible = [not sheet.isHidden() for sheet in table.others.sheets]
    assert visible == [seat != big for seat in range(3)]


def test_cell_id_names_a_number_box(table):
    assert table.cell_id("green", 12) == "green:12"
    assert "green:12" in table.big_scene.cells
    assert "red:lock" in table.big_scene.cells


def test_display_click_emits_take(table):
    state = start()
    show(table, state)
    actions, messages = record(table)
    click(table, "display:2")
    assert actions == [nr.Take(slot=2)]
    assert messages == []


def hand_items(t, n):
    return [t.big_scene.cells[f"hand:{i}"] for i in range(n)]


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
        assert not any(w in table.big_view.accessibleDescription().lower() for w in COLOR_WORDS)


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
    assert "announced" in table.caption.text()
    actions, messages = record(table)
    click(table, table.cell_id(rows[0], state.announced))
    assert actions == [nr.AnnounceCross(row=rows[0])]
    assert messages == []


def test_clicking_another_number_in_announce_says_why(table):
    state = advance(start(), in_announce_with_choice)
    show(table, state)
    actions, messages = record(table)
    other = next(n for n in range(2, 13) if n != state.announced)
    click(table, table.cell_id("red", other))
    assert actions == []
    assert len(messages) == 1 and str(state.announced) in str(messages[0])


def test_the_pile_and_a_lock_say_what_they_are_when_clicked(table):
    state = advance(start(), in_announce_with_choice)
    show(table, state)
    actions, messages = record(table)
    click(table, "pile")
    click(table, "red:lock")
    assert actions == []
    assert [m.source for m in messages] == [
        "You take cards from the display. The pile's top number is announced to everyone.",
        "The lock is crossed by itself when you cross the last number of the row.",
    ]


def test_the_hand_cards_that_can_join_the_selection_are_highlighted(table):
    state = advance(start(jokers=False), in_play_before_playing)
    seat, legal = show(table, state)
    hand = state.hands[seat]
    plays = [a for a in legal if isinstance(a, nr.Play)]
    playable = {c for play in plays for c in play.cards}
    lit = {f"hand:{i}" for i, card in enumerate(hand) if card.id in playable}
    assert table.big_scene.highlighted() == lit
    click(table, "hand:0")
    with_first = {c for play in plays if hand[0].id in play.cards for c in play.cards}
    lit = {f"hand:{i}" for i, card in enumerate(hand) if card.id in with_first}
    assert table.big_scene.highlighted() == lit
    assert len(lit) < len(hand)  # another colour's cards no longer are


def test_dont_cross_button_emits_announce_done(table, qtbot):
    state = advance(start(), in_announce_with_choice)
    show(table, state)
    actions, _ = record(table)
    assert table.done_button.isVisible()
    qtbot.mouseClick(table.done_button, Qt.MouseButton.LeftButton)
    assert actions == [nr.AnnounceDone()]


def test_the_instruction_names_whose_announced_number_it_is(table):
    """A player deciding about another's announced number is told so (not "Ana's turn")."""
    state = advance(start(), lambda s: s.phase == "announce" and acting(s) != s.active)
    seat, _ = show(table, state)
    caption = table.caption.text()
    assert PLAYERS[state.active].name in caption and str(state.announced) in caption
    assert PLAYERS[seat].name not in caption
    state = advance(start(), lambda s: s.phase == "announce" and acting(s) == s.active)
    show(table, state)
    assert f"announced number is {state.announced}" in table.caption.text()


def test_a_pending_announce_cross_is_drawn_and_counted_at_once(table):
    """Crossed on the announced number, not yet confirmed: drawn as a pending mark, and the
    row's total and the sheet's total already count it (as crosses of a play do)."""
    state = advance(start(), in_announce_with_choice)
    seat = acting(state)
    row = next(a.row for a in R.legal_actions(state, seat) if isinstance(a, nr.AnnounceCross))
    state = R.apply(state, seat, nr.AnnounceCross(row=row))
    show(table, state, viewer=seat, seat=seat)
    cell = table.big_scene.cell(table.cell_id(row, state.announced))
    assert cell.state == "crossed" and cell.pending
    assert "not yet confirmed" in cell.toolTip()
    crosses = len(state.sheets[seat].crosses[nr.COLORS.index(row)]) + 1
    assert table.big_scene.cell(f"total:{row}").label == str(nr.row_points(crosses))
    assert table.big_scene.cell("total:sum").label == str(R.scores(state)[seat].total + crosses)
    assert "Done" in table.done_button.text()


def test_a_total_below_zero_has_the_minus_sign(table):
    """A misthrow before any cross: the sheet's total is "−5", with the minus sign its misthrow
    line prints (−5), never a hyphen."""
    state = advance(start(), lambda s: min(b.total for b in R.scores(s).values()) < 0)
    seat = min(R.scores(state), key=lambda s: R.scores(state)[s].total)
    show(table, state, viewer=seat, seat=seat)
    total = R.scores(state)[seat].total
    assert table.big_scene.cell("total:sum").label == f"\u2212{-total}"


def test_crosses_of_a_play_are_pending_until_done(table):
    state = advance(start(), in_play_with_cross, pick=plays_then_cross)
    seat = acting(state)
    cross = next(a for a in R.legal_actions(state, seat) if isinstance(a, nr.Cross))
    state = R.apply(state, seat, cross)
    show(table, state)
    cell = table.big_scene.cell(table.cell_id(state.play_color, cross.number))
    assert cell.state == "crossed" and cell.pending
    row = nr.COLORS.index(state.play_color)
    points = nr.row_points(len(state.sheets[seat].crosses[row]))
    assert table.big_scene.cell(f"total:{state.play_color}").label == str(points)
    color = state.play_color
    state = R.apply(state, seat, nr.Done())
    show(table, state, viewer=seat, seat=acting(state))
    small = table.small_scenes[seat].cell(table.cell_id(color, cross.number))
    assert small.state == "crossed" and not small.pending


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
    click(table, table.cell_id(state.play_color, crosses[0].number))
    assert actions == [crosses[0]]
    assert messages == []


def test_the_targets_read_the_position_once_a_box(table, monkeypatch):
    """The kit asks every item of the sheet what it means at every position drawn (44 number
    boxes among them): each answer reads the table's position at most once (an attribute read
    on a QObject passes through PySide's own look-up: read twice a box, it was twice the
    cost), and the same boxes are lit."""
    state = advance(start(), in_play_with_cross, pick=plays_then_cross)
    show(table, state)
    lit = table.big_scene.highlighted()
    reads = [0]

    def read(self):  # type: ignore[no-untyped-def]
        reads[0] += 1
        return self.__dict__["counted_position"]

    def write(self, value):  # type: ignore[no-untyped-def]
        self.__dict__["counted_position"] = value

    # (PySide reads an instance's own attributes before its class's: the position moves out)
    monkeypatch.setattr(type(table), "position", property(read, write), raising=False)
    table.__dict__["counted_position"] = table.__dict__.pop("position")
    asked = [i for i, item in table.big_scene.cells.items() if item.activatable]
    table.sync_targets()
    assert reads[0] <= len(asked)
    assert table.big_scene.highlighted() == lit


def test_a_cross_drawn_reads_what_the_table_kept_once_a_sheet(table, monkeypatch):
    """Drawing the position a cross leaves reads what the table keeps of its drawing (the rows
    drawn, the boxes' tooltips' keys) once for each sheet drawn and each tooltip set, not
    for every box of a row (an attribute read on a QObject passes through PySide's own
    look-up), and draws the cross all the same."""
    state = advance(start(), in_play_with_cross, pick=plays_then_cross)
    seat, legal = show(table, state)
    cross = next(a for a in legal if isinstance(a, nr.Cross))
    reads: Counter[str] = Counter()
    for name in ("_tips", "_rows_drawn"):

        def read(self, name=name):  # type: ignore[no-untyped-def]
            reads[name] += 1
            return self.__dict__[f"counted{name}"]

        # (PySide reads an instance's own attributes before its class's: the value moves out)
        monkeypatch.setattr(type(table), name, property(read), raising=False)
        table.__dict__[f"counted{name}"] = table.__dict__.pop(name)
    show(table, R.apply(state, seat, cross))
    assert sum(reads.values()) <= 12, dict(reads)
    cell = table.big_scene.cell(table.cell_id(state.play_color, cross.number))
    assert cell.pending


def test_illegal_cell_in_play_emits_a_reason_and_no_action(table):
    state = advance(start(), in_play_with_cross, pick=plays_then_cross)
    show(table, state)
    actions, messages = record(table)
    other_row = next(c for c in nr.COLORS if c != state.play_color)
    click(table, table.cell_id(other_row, 7))
    numbers = {card.number for card in state.played}
    not_played = next(n for n in range(2, 13) if n not in numbers)
    click(table, table.cell_id(state.play_color, not_played))
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
    click(table, "hand:0")
    assert table.big_scene.cells["hand:0"].selected
    QTest.keyClick(table.big_view, Qt.Key.Key_1)  # number key toggles it off again
    assert not table.big_scene.cells["hand:0"].selected
    QTest.keyClick(table.big_view, Qt.Key.Key_1)
    assert table.play_button.isEnabled()
    qtbot.mouseClick(table.play_button, Qt.MouseButton.LeftButton)
    assert actions == [nr.Play(cards=(hand[0].id,), color=hand[0].color)]


def test_a_second_colour_is_refused_at_once_with_the_rules_reason(table):
    """No waiting for Play: the click on a card of another colour says why at once, and the
    card is not chosen."""

    def mixed(state):
        if not in_play_before_playing(state):
            return False
        colors = {c.color for c in state.hands[acting(state)]}
        return len(colors) >= 2

    state = advance(start(), mixed)
    seat, _ = show(table, state)
    hand = state.hands[seat]
    other = next(i for i, c in enumerate(hand) if c.color != hand[0].color)
    actions, messages = record(table)
    click(table, "hand:0")
    assert messages == []
    click(table, f"hand:{other}")
    assert actions == [] and len(messages) == 1
    assert isinstance(messages[0], Text) and "same colour" in messages[0].english()
    assert table.big_scene.cells["hand:0"].selected
    assert not table.big_scene.cells[f"hand:{other}"].selected


def test_keyboard_reaches_a_take(table):
    state = start()
    show(table, state)
    actions, _ = record(table)
    table.big_view.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(table.big_view, Qt.Key.Key_Right)
    QTest.keyClick(table.big_view, Qt.Key.Key_Return)
    assert len(actions) == 1 and isinstance(actions[0], nr.Take)


def test_not_your_turn_clicks_only_explain(table):
    state = start()
    seat = acting(state)
    other = (seat + 1) % 3
    table.show_position(R.view(state, other), other, seat, [], R.scores(state))
    actions, messages = record(table)
    click(table, "display:0")
    assert actions == [] and len(messages) == 1


def target_sizes(t, prefix: str) -> list[tuple[float, float]]:
    scale = t.big_view.scale_factor()
    return [
        (item.rect().width() * scale, item.rect().height() * scale)
        for key, item in t.big_scene.cells.items()
        if key.startswith(prefix) and item.activatable and item.isVisible()
    ]


def test_click_targets_fit_children_and_grandparents(table, qtbot):
    """At 1366x768 every box and card a player clicks is at least 40 px both ways, the hand's
    cards at least 55 px wide, the others' boxes 20 px; at 1024x600 the hand cards are still 38 px
    wide or more."""
    state = advance(start(), in_play_before_playing)
    show(table, state)
    QApplication.processEvents()
    sheet = target_sizes(table, "red:") + target_sizes(table, "blue:lock")
    cards = target_sizes(table, "display:") + target_sizes(table, "hand:")
    assert len(sheet) == 13 and cards
    assert min(min(size) for size in sheet + cards) >= 40
    assert min(width for width, _ in target_sizes(table, "hand:")) >= 55
    others = [table.others.view(s) for s in range(3) if not table.others.sheets[s].isHidden()]
    assert min(view.scale_factor() for view in others) * 44 >= 20  # an other's box, readable
    table.resize(*ROOM_1024)
    # (once the page has settled: its lines fitted to their new width)
    qtbot.waitUntil(lambda: min(w for w, _ in target_sizes(table, "hand:")) >= 38, timeout=60_000)
    assert min(min(size) for size in target_sizes(table, "red:")) >= 28


@pytest.mark.parametrize("room", [ROOM_1024, ROOM_1366])
def test_no_text_of_the_sheet_is_under_9_pt_with_five_players(qtbot, room):
    """In the room a 1024x600 (and a 1366x768) window leaves the table, with five players, every
    text the acting player's sheet and cards draw is 9 pt or more (small print grows to that
    where it fits, or gives way); the numbers in the rows are among them."""
    players = tuple(Player(n) for n in ("Ana", "Ben", "Zosia", "Jan", "Dimitris"))
    t = create_table(R, players)
    qtbot.addWidget(t)
    t.resize(*room)
    t.show()
    qtbot.waitExposed(t)
    state = advance(start(5), in_play_before_playing)
    show(t, state)
    QApplication.processEvents()
    sizes = text_sizes(t.focus_view)
    assert min(size for size, _text in sizes) >= MIN_TEXT_PX - 0.01, min(sizes)
    shown = {text for _size, text in sizes}
    assert {"2", "12", "7"} <= shown  # the rows' numbers are drawn, not left out


def test_a_short_wide_table_shows_every_text_of_the_sheet_and_the_cards_whole_at_9_pt(qtbot):
    """In the room a 1366x768 screen at 150 % leaves the table (910x512 logical pixels, the
    page's title on two lines), short and wide, the cards lie beside the pad: every text the
    sheet and the cards draw is 9 pt or more and whole, none left out (the rows' numbers, the
    keys under the hand, the misthrows' words on their line)."""
    t = create_table(R, (Player("Ana"), Player("Zofia Kowalska")))
    qtbot.addWidget(t)
    t.resize(677, 362)
    t.show()
    qtbot.waitExposed(t)
    show(t, advance(start(2), in_play_before_playing))
    QApplication.processEvents()
    view = t.focus_view
    # (the room measured: the part of the view in sight, a scrolled sheet's view lengthened so
    # that its end is shown from a whole line)
    area = view.parentWidget()
    while area is not None and not isinstance(area, QScrollArea):
        area = area.parentWidget()
    room = area.viewport().size() if area is not None else view.size()
    assert room.height() < 250 and room.width() > 1.6 * room.height()
    sizes = text_sizes(view)
    assert min(size for size, _text in sizes) >= MIN_TEXT_PX - 0.01, min(sizes)
    shown = {text for _size, text in sizes}
    hand = {str(i + 1) for i in range(len(t._hand()))}
    assert {"2", "12", "Display", "Pile: 31", "Discard", "Your hand", *hand} <= shown, shown
    # (the misthrows' words drawn as two runs about the minus sign, none cut short with "…")
    assert {"Misthrows ", "5 each"} <= shown and not any("…" in text for text in shown), shown


def test_the_hands_line_gives_way_beside_the_pad_whatever_lies_over_it(qtbot, monkeypatch):
    """The line between the shared cards and the hand is hidden where the cards lie beside the
    pad, and shown again below it; the words laid over its place (here the discard pile's, on
    two lines down to the hand's) stay. (Found by what lay at its middle, it was those words
    that went.)"""
    from sheetdesk.games.number_rows import layout, sheet

    def words_over_the_line() -> dict[str, Any]:
        labels = layout.card_labels()
        (x, y, w, _h), *rest = labels["label:discard"]
        rule_x, rule_y, rule_w, rule_h = layout.HAND_RULE
        assert x < rule_x and rule_x + rule_w < x + w  # (over the line's width)
        labels["label:discard"] = ((x, y, w, rule_y + rule_h - y), *rest)
        return labels

    monkeypatch.setattr(sheet, "card_labels", words_over_the_line)
    t = create_table(R, (Player("Ana"), Player("Zofia Kowalska")))
    qtbot.addWidget(t)
    t.resize(900, 330)  # (short and wide: the cards beside the pad)
    t.show()
    qtbot.waitExposed(t)
    show(t, advance(start(2), in_play_before_playing))
    QApplication.processEvents()
    rule = t.big_scene.band(layout.HAND_RULE)
    assert not rule.isVisible()
    assert "Discard" in {text for _size, text in text_sizes(t.focus_view)}
    t.resize(*ROOM_1366)  # (the cards below the pad)
    QApplication.processEvents()
    assert rule.isVisible() and t.big_scene.labels["label:discard"].isVisible()


def test_another_players_hand_is_named_whole_where_the_table_is_shown_smallest(qtbot):
    """Over another player's hand (a replay, a hand-over), 'Hand of Γιαγιά Σοφία' at 9 pt is
    wider than the hand's three cards where the table is shown smallest: the name alone is
    shown there, whole, not cut short with "…"."""
    t = create_table(R, (Player("Ana"), Player("Γιαγιά Σοφία")))
    qtbot.addWidget(t)
    t.resize(560, 380)  # (the cards below the pad, the sheet scrolled in place)
    t.show()
    qtbot.waitExposed(t)
    state = advance(start(2), in_play_before_playing)
    show(t, state, viewer=None)  # (as a replay shows it: no one's view)
    QApplication.processEvents()
    shown = {text for _size, text in text_sizes(t.focus_view)}
    assert not any("…" in text for text in shown), shown


def test_the_points_table_shows_the_sheet_big_by_a_click_or_the_keyboard(qtbot):
    """In a 1024x600 window a click on the pad's lower part (points table, misthrows, totals)
    shows the acting player's sheet alone, big, its points table at 9 pt or more; the arrow keys
    reach that part too and Enter opens it."""
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(1024, 600)
    table = create_table(R, PLAYERS, window)
    table.setGeometry(0, 600 - ROOM_1024[1], *ROOM_1024)  # the room the window leaves it
    window.show()
    qtbot.waitExposed(window)
    state = advance(start(), in_play_before_playing)
    seat, _ = show(table, state)
    QApplication.processEvents()
    click(table, "zoom")
    zoom = table.zoom
    assert zoom is not None and zoom.isVisible()
    assert zoom.view.scene() is table.sheet_scene
    assert PLAYERS[seat].name in zoom.caption.text()
    sizes = text_sizes(zoom.view)
    assert {"12×", "78", "Crosses", "Total"} <= {text for _size, text in sizes}
    assert min(size for size, _text in sizes) >= MIN_TEXT_PX - 0.01
    assert zoom.view.scale_factor() > table.big_view.scale_factor() * 1.2
    QTest.keyClick(zoom, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: table.zoom is None)
    table.big_view.setFocus(Qt.FocusReason.TabFocusReason)  # as Tab brings it there
    for _ in range(8):
        if table.big_scene.focus_id == "zoom":
            break
        QTest.keyClick(table.big_view, Qt.Key.Key_Down)
    assert table.big_scene.focus_id == "zoom"
    QTest.keyClick(table.big_view, Qt.Key.Key_Return)
    assert table.zoom is not None and table.zoom.isVisible()
    table.zoom.reject()


def test_another_players_sheet_is_enlarged_by_a_click_and_closed_again(table, qtbot):
    state = advance(start(), in_play_before_playing)
    seat, _ = show(table, state)
    other = (seat + 1) % 3
    small = table.others.sheets[other]
    assert "Hand: " in small.name.text()
    QTest.mouseClick(small.view.viewport(), Qt.MouseButton.LeftButton)
    zoom = table.others.zoom
    assert zoom is not None and zoom.isVisible()
    assert zoom.view.scene() is table.small_scenes[other]
    assert PLAYERS[other].name in zoom.caption.text()
    # (at 1366x768 the small sheets are drawn at about half the zoom's scale)
    assert zoom.view.scale_factor() > 1.5 * small.view.scale_factor()
    QTest.mouseClick(zoom.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.others.zoom is None)


def test_the_layout_stays_still_between_steps(table):
    """The sheet keeps its place and size from the draw to the announcement (for a player who
    is not the active one too) and through the play, whatever the instruction and buttons."""
    places = []
    state = start()
    steps = [
        state,
        advance(state, lambda s: s.phase == "announce"),
        advance(state, lambda s: s.phase == "announce" and acting(s) != s.active),
        advance(state, in_play_before_playing),
        advance(state, in_play_with_cross, pick=plays_then_cross),
    ]
    for position in steps:
        show(table, position)
        QApplication.processEvents()
        places.append((table.cell_center("red:2"), table.cell_center("blue:lock")))
    assert all(place == places[0] for place in places), places


def test_show_position_updates_items_instead_of_rebuilding(table):
    state = start()
    show(table, state)
    before = set(table.big_scene.items())
    state = advance(state, in_play_with_cross, pick=plays_then_cross)
    show(table, state)
    assert set(table.big_scene.items()) == before


def drawn_sheet(t) -> dict[str, object]:
    """What the big scene shows: every box's and card's attributes and tooltip, and every
    label's words (the totals, the words about the cards)."""
    from PySide6.QtWidgets import QGraphicsItem

    from sheetdesk.ui.sheetkit.motion import signature

    def drawn(item: QGraphicsItem) -> dict[str, object]:  # (not the parts it is made of)
        return {k: v for k, v in signature(item).items() if not isinstance(v, QGraphicsItem)}

    scene = t.big_scene
    shown: dict[str, object] = {
        key: (drawn(item), item.toolTip(), item.y()) for key, item in scene.cells.items()
    }
    shown.update({key: label.text for key, label in scene.labels.items()})
    return shown


def test_the_sheet_and_cards_are_drawn_again_whenever_what_they_show_changed(table, qtbot):
    """A table that drew position after position (each seen by the acting player, by nobody,
    looked back at, with a card chosen) shows the sheet and the cards as a table that draws each
    of them afresh (a change of language: nothing drawn before is kept) shows them."""
    afresh = create_table(R, PLAYERS)
    qtbot.addWidget(afresh)
    afresh.resize(*ROOM_1366)
    afresh.show()
    state = start(jokers=True)
    checked = 0
    for step in range(60):
        seat = acting(state)
        plays = any(isinstance(a, nr.Play) for a in R.legal_actions(state, seat))
        for looks, back, choose in (
            (seat, False, False),
            (None, False, False),
            (seat, True, False),
            (seat, False, plays),
        ):
            for drawn in (table, afresh):
                drawn.looking_back = back
                show(drawn, state, viewer=looks, seat=seat)
                if choose:
                    click(drawn, "hand:0")  # a card chosen: the hand drawn again, not the position
            afresh.retranslate()
            assert drawn_sheet(table) == drawn_sheet(afresh), (step, state.phase, looks, back)
            checked += 1
        step_now = R.step(state)
        while isinstance(step_now, Chance):
            state = R.apply(state, None, R.resolve_chance(state, Rng(step)))
            step_now = R.step(state)
        if not isinstance(step_now, Decide):
            break
        legal = R.legal_actions(state, step_now.seats[0])
        state = R.apply(state, step_now.seats[0], legal[step % len(legal)])
    assert checked == 4 * 60


def test_scenes_belong_to_the_table_and_it_is_freed_when_closed(qtbot):
    table = create_table(R, PLAYERS)
    table.show()
    show(table, advance(start(), in_play_before_playing))
    scenes = table.findChildren(QGraphicsScene)
    assert len(scenes) == 2 + len(PLAYERS)  # the big one, the sheet alone (shown big), others'
    gone = weakref.ref(table)
    table.close()
    table.deleteLater()
    del table, scenes
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    QApplication.processEvents()
    gc.collect()
    assert gone() is None


def joker_in_hand(state):
    return in_play_before_playing(state) and any(c.joker for c in state.hands[acting(state)])


def test_a_hint_to_play_a_joker_also_points_at_the_colour_it_takes(table):
    """The hinted play shows its cards and, for a joker, the colour button the player must
    choose (the status bar is not the only place that says it)."""

    state = advance(start(jokers=True, seed=3), joker_in_hand)
    seat, legal = show(table, state)
    joker = next(c for c in state.hands[seat] if c.joker)
    plays = [a for a in legal if isinstance(a, nr.Play) and a.cards == (joker.id,)]
    assert len(plays) > 1  # a joker alone may take any colour
    hinted = plays[-1]
    assert table.show_hint(hinted)
    index = [c.id for c in state.hands[seat]].index(joker.id)
    marked = [m.target for m in table.hint_markers]
    card = table.big_scene.cells[f"hand:{index}"]
    assert card.mapToScene(card.rect()).boundingRect() in marked
    outlined = [b for b in table.color_buttons.values() if b.property("hint")]
    assert outlined == [table.color_buttons[hinted.color]]
    table.clear_hint()
    assert not any(b.property("hint") for b in table.color_buttons.values())


def test_hint_then_enter_plays_the_hinted_cards_one_by_one_then_play(table, qtbot):
    """The hint marks what is still to do: the cards not chosen yet, then Play; the keyboard
    goes to the first mark, so Hint and Enter, again, make the play shown."""
    from PySide6.QtWidgets import QApplication

    plays: list[Any] = []
    for seed in range(1, 40):  # a position where a play of two cards or more is legal
        state = advance(start(jokers=False, seed=seed), in_play_before_playing)
        _seat, legal = show(table, state)
        plays = [a for a in legal if isinstance(a, nr.Play) and len(a.cards) >= 2]
        if plays:
            break
    assert plays
    play = plays[0]
    actions, _ = record(table)
    for _ in range(len(play.cards) + 1):
        assert table.show_hint(play, focus=True)
        QApplication.processEvents()
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        if actions:
            break
    assert actions == [play]


def test_the_colour_chosen_for_a_joker_stands_out_from_the_others(table, qtbot):
    """A joker played alone: the colour the player clicks for it is drawn chosen (a frame in
    the accent over the button's margin), changing 3:1 or more over a 2 px ring's worth of the
    button's edge from how a colour not chosen is drawn (the colour buttons looked the same
    chosen or not)."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QApplication

    from sheetdesk.ui import palette

    state = advance(start(jokers=True, seed=3), joker_in_hand)
    seat, legal = show(table, state)
    joker = next(c for c in state.hands[seat] if c.joker)
    plays = [a for a in legal if isinstance(a, nr.Play) and a.cards == (joker.id,)]
    assert table.show_hint(plays[0], focus=True)  # (the keyboard on the joker: Enter picks it)
    QApplication.processEvents()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    QApplication.processEvents()
    shown = [b for b in table.color_buttons.values() if b.isVisible()]
    assert len(shown) > 2
    hinted = [b for b in shown if b.property("hint")]
    chosen, other = [b for b in shown if b not in hinted and not b.hasFocus()][:2]
    QTest.mouseClick(chosen, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert chosen.isChecked() and not other.isChecked()
    a, b = chosen.grab().toImage(), other.grab().toImage()
    assert a.size() == b.size()
    # their edges (4 px in from their sides), where their pictures do not reach
    edge = [
        (x, y)
        for x in range(a.width())
        for y in range(a.height())
        if not QRect(4, 4, a.width() - 8, a.height() - 8).contains(x, y)
    ]
    changed = sum(palette.ratio(a.pixelColor(x, y), b.pixelColor(x, y)) >= 3 for x, y in edge)
    ring = 2 * 2 * (a.width() + a.height()) - 16
    assert changed >= ring, (changed, ring)
