"""One test (at least) per rule of docs/rules/number-rows.md, named by its ID, plus the
rulebook's worked examples. Positions are built with dataclasses.replace on a setup state."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace

import pytest
from pydantic import ValidationError

from sheetdesk.core.i18n import Text
from sheetdesk.core.protocol import Chance, Decide, GameOver, IllegalAction, Rules
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session
from sheetdesk.games.number_rows.rules import (
    COLORS,
    DISPLAY_SIZE,
    EMPTY_SHEET,
    HAND_LIMIT,
    MAX_MISTHROWS,
    MIN_CROSSES_FOR_LAST,
    MISTHROW_POINTS,
    POINTS,
    ROW_NUMBERS,
    RULES,
    AnnounceCross,
    AnnounceDone,
    Cross,
    Done,
    Play,
    Reshuffle,
    State,
    Take,
    cell_state,
    new_deck,
    row_points,
)

from .helpers import at_announce, at_play, base, card, joker, sheet


def refused(state: State, seat: int | None, action) -> IllegalAction:
    """Apply `action`, expect a refusal with a Text reason, and the state unchanged."""
    before = RULES.snapshot(state)
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, seat, action)
    assert RULES.snapshot(state) == before
    assert isinstance(info.value.reason, Text)
    assert info.value.reason.context in {"number_rows", "core"}
    assert info.value.reason.english()
    return info.value


def all_cards(state: State) -> list:
    return [
        *state.pile,
        *state.display,
        *state.discard,
        *state.played,
        *(c for hand in state.hands for c in hand),
    ]


def announce_all(state: State, marks: dict[int, str]) -> State:
    """Everyone in announce order decides: cross in `marks[seat]` or decline."""
    for seat in state.announce_order:
        if seat in marks:
            state = RULES.apply(state, seat, AnnounceCross(row=marks[seat]))
        state = RULES.apply(state, seat, AnnounceDone())
    return state


# --- the contract -------------------------------------------------------------------------------


def test_rules_object_satisfies_protocol():
    assert isinstance(RULES, Rules)
    assert RULES.info.id == "number_rows"
    assert RULES.info.rules_version == 1
    assert [v.key for v in RULES.info.variants] == ["jokers"]
    assert RULES.info.variants[0].default is False


def test_parse_action_round_trip_and_unknown_kind():
    actions = [
        Take(slot=2),
        AnnounceCross(row="green"),
        AnnounceDone(),
        Play(cards=(1, 2), color="red"),
        Cross(number=5),
        Done(),
        Reshuffle(order=(3, 1, 2)),
    ]
    for action in actions:
        assert RULES.parse_action(json.loads(action.model_dump_json())) == action
    with pytest.raises(ValidationError):
        RULES.parse_action({"kind": "fly"})
    with pytest.raises(ValidationError):
        RULES.parse_action({"kind": "cross", "number": 5, "extra": 1})
    with pytest.raises(ValidationError):
        Take(slot=1).slot = 2  # type: ignore[misc]  # frozen


def test_is_commit_marks_the_undo_barriers():
    assert RULES.is_commit(Take(slot=0))
    assert RULES.is_commit(AnnounceDone())
    assert RULES.is_commit(Done())
    assert not RULES.is_commit(AnnounceCross(row="red"))
    assert not RULES.is_commit(Play(cards=(0,), color="red"))
    assert not RULES.is_commit(Cross(number=2))


def test_snapshot_is_json():
    state = base(3, jokers=True)
    snap = RULES.snapshot(state)
    assert json.loads(json.dumps(snap)) == snap
    assert snap["hands"][0][0].keys() == {"id", "number", "color", "joker"}


def test_describe_uses_player_placeholder_and_hides_colours():
    for action in [Take(slot=0), AnnounceDone(), Play(cards=(0,), color="red"), Cross(number=3)]:
        described = RULES.describe(action, 0)
        assert described.context == "number_rows"
        assert "{player}" in described.source
    # a Take never names a colour: the card's colour is secret (NR-H1)
    words = RULES.describe(Take(slot=1), 0).with_args(player="Ana").english()
    assert not any(color in words.lower() for color in COLORS)
    played = RULES.describe(Play(cards=(0, 1), color="red"), 0)
    assert played.with_args(player="Ana").english() == "Ana plays 2 red cards."
    one = RULES.describe(Play(cards=(0,), color="blue"), 0)
    assert one.with_args(player="Ana").english() == "Ana plays 1 blue card."
    assert RULES.describe(Reshuffle(order=()), None).english()


# --- components ---------------------------------------------------------------------------------


def test_nr_c1_44_number_cards():
    """NR-C1: 2-12 in each of four colours, 44 cards, no jokers."""
    deck = new_deck(False)
    assert len(deck) == 44
    assert len({c.id for c in deck}) == 44
    assert Counter(c.color for c in deck) == {color: 11 for color in COLORS}
    for color in COLORS:
        assert sorted(c.number for c in deck if c.color == color) == list(range(2, 13))
    assert not any(c.joker for c in deck)
    state = base(3)
    assert len(all_cards(state)) == 44


def test_nr_c2_11_jokers_only_in_variant():
    """NR-C2: 11 jokers 2-12, only with the joker variant."""
    deck = new_deck(True)
    jokers = [c for c in deck if c.joker]
    assert sorted(c.number for c in jokers) == list(range(2, 13))
    assert all(c.color is None for c in jokers)
    assert len(all_cards(base(3, jokers=True))) == 55
    assert not any(c.joker for c in all_cards(base(3, jokers=False)))


def test_nr_c3_sheet_rows_and_cell_states():
    """NR-C3: red/yellow 2→12, green/blue 12→2, a lock per row, four misthrow boxes."""
    assert COLORS == ("red", "yellow", "green", "blue")
    assert ROW_NUMBERS["red"] == ROW_NUMBERS["yellow"] == tuple(range(2, 13))
    assert ROW_NUMBERS["green"] == ROW_NUMBERS["blue"] == tuple(range(12, 1, -1))
    assert MAX_MISTHROWS == 4
    assert len(EMPTY_SHEET.crosses) == len(EMPTY_SHEET.locked) == 4
    s = sheet(green=(11, 9))
    assert cell_state(s, "green", 11) == "crossed"
    assert cell_state(s, 2, 12) == "skipped"
    assert cell_state(s, "green", 10) == "skipped"
    assert cell_state(s, "green", 8) == "open"
    assert cell_state(s, "red", 2) == "open"


def test_nr_c4_points_table_and_lock_counts():
    """NR-C4: points by crosses; the lock counts as a cross."""
    expected = {1: 1, 2: 3, 3: 6, 4: 10, 5: 15, 6: 21, 7: 28, 8: 36, 9: 45, 10: 55, 11: 66, 12: 78}
    for n, points in expected.items():
        assert row_points(n) == points == POINTS[n]
    assert row_points(0) == 0
    state = replace(base(2), sheets=(sheet(red=(2, 3, 4, 5, 6, 12)), EMPTY_SHEET))
    red = RULES.scores(state)[0].items[0]
    assert red.key == "row.red"
    assert red.detail == {"crosses": 7}  # six numbers and the lock
    assert red.points == 28


def test_nr_c5_player_counts_and_solo_practice():
    """NR-C5: 2-5 players; 1 is allowed as labelled practice; 0 and 6 are refused."""
    assert RULES.info.min_players == 1
    assert RULES.info.max_players == 5
    assert RULES.info.solo_is_practice is True
    for n in (1, 2, 5):
        assert base(n).players == n
    for n in (0, 6):
        with pytest.raises(ValueError):
            Session.new(RULES, [Player(f"p{i}") for i in range(n)], {}, 1)


# --- setup --------------------------------------------------------------------------------------


def test_nr_s1_shuffled_without_jokers():
    """NR-S1: the 44 cards are shuffled (the game number decides); jokers stay out."""
    a, b, again = base(2, seed=1), base(2, seed=2), base(2, seed=1)
    assert RULES.snapshot(a) == RULES.snapshot(again)
    assert [c.id for c in all_cards(a)] != [c.id for c in all_cards(b)]
    assert not any(c.joker for c in all_cards(a))


def test_nr_s2_four_secret_cards_each():
    """NR-S2: each player is dealt 4 cards, secret to the others."""
    state = base(4)
    assert [len(h) for h in state.hands] == [4, 4, 4, 4]
    view = RULES.view(state, 1)
    assert all(c.color is not None for c in view.hands[1])
    assert all(c.color is None and c.id == -1 for c in view.hands[0])


def test_nr_s3_draw_pile_top_number_public():
    """NR-S3: the rest is a face-down pile; only its top number is visible."""
    state = base(5)
    assert len(state.pile) == 44 - 5 * 4 - DISPLAY_SIZE
    view = RULES.view(state, 0)
    assert view.pile[0].number == state.pile[0].number
    assert view.pile[0].color is None and view.pile[0].id == -1
    assert all(c.number is None and c.color is None for c in view.pile[1:])


def test_nr_s4_display_of_four_colours_hidden():
    """NR-S4: four display cards, numbers public, colours hidden from everyone."""
    state = base(3)
    assert len(state.display) == DISPLAY_SIZE
    for viewer in (None, 0, 1, 2):
        view = RULES.view(state, viewer)
        assert [c.number for c in view.display] == [c.number for c in state.display]
        assert all(c.color is None and c.id == -1 for c in view.display)


def test_nr_s5_first_player_from_the_game_number():
    """NR-S5: a random first player, drawn from the seed (same seed, same player)."""
    firsts = {base(4, seed=seed).active for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert base(4, seed=7).active == base(4, seed=7).active
    state = base(4, seed=7)
    assert RULES.step(state) == Decide((state.active,))
    refused(state, (state.active + 1) % 4, Take(slot=0))


# --- marking ------------------------------------------------------------------------------------


def test_nr_m1_left_to_right_rulebook_example():
    """NR-M1 (rulebook): red 5 then 7 leaves red 2, 3, 4 and 6 uncrossable."""
    s = sheet(red=(5, 7))
    for n in (2, 3, 4, 6):
        assert cell_state(s, "red", n) == "skipped"
    for n in (8, 9, 11):
        assert cell_state(s, "red", n) == "open"
    state = at_announce(6, sheets={0: s})
    error = refused(state, 0, AnnounceCross(row="red"))
    assert "right of your last cross" in str(error)
    assert AnnounceCross(row="red") not in RULES.legal_actions(state, 0)
    assert AnnounceCross(row="yellow") in RULES.legal_actions(state, 0)
    # skipping many numbers is allowed
    state = at_announce(11, sheets={0: s})
    assert RULES.apply(state, 0, AnnounceCross(row="red")).announce_marks[0] == "red"
    # green runs the other way
    play = at_play((card("green", 9), card("green", 11)), sheets={0: sheet(green=(10,))})
    after = RULES.apply(
        play, 0, Play(cards=(play.hands[0][0].id, play.hands[0][1].id), color="green")
    )
    refused(after, 0, Cross(number=11))
    assert RULES.apply(after, 0, Cross(number=9)).sheets[0].crosses[2] == (10, 9)


def test_nr_m2_last_number_needs_five_crosses():
    """NR-M2: the last number needs 5 crosses in the row; crosses earlier in the play count."""
    four = sheet(red=(8, 9, 10))
    state = at_announce(
        2, sheets={0: sheet(blue=(12, 11, 10, 9)), 1: sheet(blue=(12, 11, 10, 9, 8))}
    )
    assert "5 crosses" in str(refused(state, 0, AnnounceCross(row="blue")))
    assert RULES.apply(state, 1, AnnounceCross(row="blue")).announce_marks[1] == "blue"
    # in one play: 3 before + 11 = 4 -> 12 refused
    hand = (card("red", 11), card("red", 12))
    ids = tuple(c.id for c in hand)
    s = RULES.apply(at_play(hand, sheets={0: four}), 0, Play(cards=ids, color="red"))
    s = RULES.apply(s, 0, Cross(number=11))
    refused(s, 0, Cross(number=12))
    # 4 before + 11 = 5 -> 12 allowed (the cross made earlier in the same play counts)
    s = RULES.apply(
        at_play(hand, sheets={0: sheet(red=(7, 8, 9, 10))}), 0, Play(cards=ids, color="red")
    )
    s = RULES.apply(s, 0, Cross(number=11))
    assert Cross(number=12) in RULES.legal_actions(s, 0)
    s = RULES.apply(s, 0, Cross(number=12))
    assert s.sheets[0].locked[0]


def test_nr_m3_lock_closes_the_row_for_that_player_only():
    """NR-M3: the last number crosses the lock (scored); that row closes for this player only."""
    five = sheet(green=(12, 11, 10, 9, 8))
    state = at_announce(2, sheets={0: five, 1: five})
    state = announce_all(state, {0: "green"})
    assert state.sheets[0].locked == (False, False, True, False)
    assert state.sheets[0].crosses[2][-1] == 2
    assert RULES.scores(state)[0].items[2].detail == {"crosses": 7}
    # later: player 0 can never cross green again, player 1 still can
    later = replace(
        state, phase="announce", announced=3, announce_order=(0, 1), announce_marks=(None, None)
    )
    error = refused(later, 0, AnnounceCross(row="green"))
    assert "closed" in str(error)
    assert cell_state(later.sheets[0], "green", 3) == "skipped"
    assert RULES.apply(later, 1, AnnounceCross(row="green")).announce_marks[1] == "green"


# --- turn ---------------------------------------------------------------------------------------


def test_nr_t1_draw_to_five_and_refill():
    """NR-T1: take 1 card at the start, later 2-3, until 5; the display refills to 4."""
    state = base(2, seed=3)
    a = state.active
    assert state.phase == "draw" and state.to_take == 1
    refused(state, a, Play(cards=(state.hands[a][0].id,), color="red"))
    refused(state, a, Take(slot=4))
    refused(state, 1 - a, Take(slot=0))
    taken = state.display[2]
    pile_top = state.pile[0]
    after = RULES.apply(state, a, Take(slot=2))
    assert len(after.hands[a]) == HAND_LIMIT and after.hands[a][-1] == taken
    assert len(after.display) == DISPLAY_SIZE and after.display[-1] == pile_top
    assert after.phase == "announce"
    refused(after, a, Take(slot=0))
    # later in the game: a hand of 2 takes 3, one at a time
    later = replace(state, hands=(state.hands[a][:2],) * 2)
    later = replace(later, to_take=3, active=a)
    for _ in range(2):
        later = RULES.apply(later, a, Take(slot=0))
        assert later.phase == "draw" and len(later.display) < DISPLAY_SIZE
    later = RULES.apply(later, a, Take(slot=0))
    assert len(later.hands[a]) == 5 and len(later.display) == 4 and later.phase == "announce"


def test_nr_t1_reshuffle_when_pile_runs_out():
    """NR-T1: an empty pile is refilled by shuffling the discard (a chance action)."""
    state = base(2, seed=3)
    a = state.active
    discard = state.pile[1:]
    state = replace(state, pile=state.pile[:1], discard=discard)
    state = RULES.apply(state, a, Take(slot=0))  # the last pile card fills the display
    assert state.pile == () and state.phase == "draw"
    assert RULES.step(state) == Chance("reshuffle")
    assert RULES.legal_actions(state, a) == []
    refused(state, a, Take(slot=0))
    refused(state, None, Reshuffle(order=(discard[0].id,)))  # not every card
    action = RULES.resolve_chance(state, Rng(5))
    assert isinstance(action, Reshuffle)
    after = RULES.apply(state, None, action)
    assert sorted(c.id for c in after.pile) == sorted(c.id for c in discard)
    assert after.discard == () and after.phase == "announce"
    assert after.announced == after.pile[0].number
    refused(after, None, action)  # no shuffle is due any more


def test_nr_t1_no_refill_when_pile_and_discard_are_empty():
    """NR-T1 [design]: pile and discard empty -> no refill and no announcement."""
    state = base(2, seed=3)
    a = state.active
    state = replace(state, pile=(), discard=())
    after = RULES.apply(state, a, Take(slot=1))
    assert len(after.display) == DISPLAY_SIZE - 1
    assert after.phase == "play" and after.announced is None


def test_nr_t2_announce_for_everyone_active_first():
    """NR-T2: the pile-top number is offered to everyone, active first; one row or decline."""
    state = base(3, seed=4)
    a = state.active
    state = RULES.apply(state, a, Take(slot=0))
    assert state.announced == state.pile[0].number
    assert state.announce_order == (a, (a + 1) % 3, (a + 2) % 3)
    assert RULES.step(state) == Decide(state.announce_order, simultaneous=True)
    other = (a + 1) % 3
    state = RULES.apply(state, other, AnnounceCross(row="blue"))  # any seat in the group may act
    assert state.announce_marks[other] == "blue"
    error = refused(state, other, AnnounceCross(row="red"))  # only one row
    assert "one row" in str(error)
    # pending marks are hidden from the others until all have decided
    assert RULES.view(state, a).announce_marks[other] is None
    assert RULES.view(state, other).announce_marks[other] == "blue"
    assert state.sheets[other] == EMPTY_SHEET
    state = RULES.apply(state, other, AnnounceDone())
    refused(state, other, AnnounceDone())  # already decided
    refused(state, a, Play(cards=(state.hands[a][0].id,), color="red"))  # play waits for all
    state = announce_all(state, {})
    assert state.phase == "play"
    n = state.announced
    assert state.sheets[other].crosses[3] == (n,)
    assert RULES.view(state, a).announce_marks[other] == "blue"
    refused(state, a, AnnounceCross(row="red"))


def test_nr_t3_play_one_to_three_cards_of_one_colour():
    """NR-T3: 1-3 cards, several only in one colour; only the active player crosses."""
    hand = (card("red", 2), card("red", 6), card("red", 11), card("yellow", 3), card("red", 9))
    state = at_play(hand)
    ids = [c.id for c in hand]
    legal = RULES.legal_actions(state, 0)
    assert Play(cards=(ids[0], ids[1], ids[2]), color="red") in legal
    assert Play(cards=(ids[3],), color="yellow") in legal
    assert all(len(a.cards) <= 3 for a in legal)
    refused(state, 0, Play(cards=(ids[0], ids[1], ids[2], ids[4]), color="red"))
    assert "same colour" in str(refused(state, 0, Play(cards=(ids[0], ids[3]), color="red")))
    refused(state, 0, Play(cards=(ids[0],), color="blue"))
    refused(state, 0, Play(cards=(), color="red"))
    refused(state, 0, Play(cards=(ids[0], ids[0]), color="red"))
    refused(state, 0, Play(cards=(card("blue", 5).id,), color="blue"))  # not in hand
    refused(state, 0, Done())  # must play at least one card
    refused(state, 0, Cross(number=2))  # play first
    refused(state, 1, Play(cards=(ids[3],), color="yellow"))
    played = RULES.apply(state, 0, Play(cards=(ids[0], ids[1], ids[2]), color="red"))
    assert [c.number for c in played.played] == [2, 6, 11]
    assert len(played.hands[0]) == 2
    refused(played, 0, Play(cards=(ids[4],), color="red"))  # only one play per turn
    refused(played, 0, Cross(number=3))  # not a played number
    refused(played, 1, Cross(number=2))  # the others may not cross now
    s = RULES.apply(played, 0, Cross(number=2))
    assert s.sheets[0].crosses[0] == (2,)
    done = RULES.apply(s, 0, Done())
    assert [c.id for c in done.discard[-3:]] == list(ids[:3])
    assert done.played == ()


def test_nr_t4_gap_rule_rulebook_examples():
    """NR-T4 (rulebook): red 4-5-7 all crossable in one play; yellow 2-4-6 not all three."""
    red = (card("red", 4), card("red", 5), card("red", 7))
    s = RULES.apply(at_play(red), 0, Play(cards=tuple(c.id for c in red), color="red"))
    for n in (4, 5, 7):
        s = RULES.apply(s, 0, Cross(number=n))
    assert s.sheets[0].crosses[0] == (4, 5, 7)

    yellow = (card("yellow", 2), card("yellow", 4), card("yellow", 6))
    s = RULES.apply(at_play(yellow), 0, Play(cards=tuple(c.id for c in yellow), color="yellow"))
    s = RULES.apply(s, 0, Cross(number=2))
    s = RULES.apply(s, 0, Cross(number=4))
    assert Cross(number=6) not in RULES.legal_actions(s, 0)
    assert "at most one number open" in str(refused(s, 0, Cross(number=6)))
    # 2 and 6 alone leave 3 open numbers: refused too; 4 and 6 are fine
    s2 = RULES.apply(at_play(yellow), 0, Play(cards=tuple(c.id for c in yellow), color="yellow"))
    s2 = RULES.apply(s2, 0, Cross(number=2))
    refused(s2, 0, Cross(number=6))
    s3 = RULES.apply(at_play(yellow), 0, Play(cards=tuple(c.id for c in yellow), color="yellow"))
    s3 = RULES.apply(RULES.apply(s3, 0, Cross(number=4)), 0, Cross(number=6))
    assert s3.sheets[0].crosses[1] == (4, 6)


def test_nr_t4_anna_green_11_9_3():
    """NR-T4 (rulebook): Anna plays green 11, 9 and 3: she crosses 11 and 9, not 3."""
    hand = (card("green", 11), card("green", 9), card("green", 3), card("red", 5), card("blue", 5))
    state = at_play(hand)
    s = RULES.apply(state, 0, Play(cards=tuple(c.id for c in hand[:3]), color="green"))
    assert [a for a in RULES.legal_actions(s, 0) if isinstance(a, Cross)] == [
        Cross(number=11),
        Cross(number=9),
        Cross(number=3),
    ]
    s = RULES.apply(s, 0, Cross(number=11))
    s = RULES.apply(s, 0, Cross(number=9))
    assert RULES.legal_actions(s, 0) == [Done()]
    refused(s, 0, Cross(number=3))
    assert s.sheets[0].crosses[2] == (11, 9)


def test_nr_t5_misthrow_only_for_active_player_crossing_nothing():
    """NR-T5: the active player crossing nothing in NR-T2 and NR-T3 takes a misthrow."""
    hand = (card("red", 4), card("yellow", 3))
    # nothing crossed: a misthrow for the active player, none for the other
    s = RULES.apply(at_play(hand), 0, Play(cards=(hand[0].id,), color="red"))
    after = RULES.apply(s, 0, Done())
    assert after.sheets[0].misthrows == 1 and after.sheets[1].misthrows == 0
    assert RULES.scores(after)[0].items[-1].points == MISTHROW_POINTS
    # a cross in the play: no misthrow
    crossed = RULES.apply(RULES.apply(s, 0, Cross(number=4)), 0, Done())
    assert crossed.sheets[0].misthrows == 0
    # a cross with the announced number: no misthrow
    marked = RULES.apply(at_play(hand, mark="blue"), 0, Play(cards=(hand[0].id,), color="red"))
    assert RULES.apply(marked, 0, Done()).sheets[0].misthrows == 0


def test_nr_t6_next_player_clockwise():
    """NR-T6: after Done the next seat clockwise is active (wrapping round)."""
    hand = (card("red", 4), card("yellow", 3))
    for active, nxt in ((0, 1), (1, 2), (2, 0)):
        s = at_play(hand, players=3, active=active)
        s = RULES.apply(s, active, Play(cards=(hand[0].id,), color="red"))
        s = RULES.apply(RULES.apply(s, active, Cross(number=4)), active, Done())
        assert s.active == nxt and s.phase == "draw"
        assert s.turn == at_play(hand, players=3, active=active).turn + 1
        assert s.to_take == HAND_LIMIT - len(s.hands[nxt])
        refused(s, active, Take(slot=0))


# --- end ----------------------------------------------------------------------------------------


def test_nr_e1_two_locks_end_after_the_action():
    """NR-E1: the game ends after the Done in which a player locks a second row."""
    ready = sheet(red=(2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12), yellow=(2, 3, 4, 5, 6, 7))
    hand = (card("yellow", 12), card("blue", 3))
    s = RULES.apply(at_play(hand, sheets={0: ready}), 0, Play(cards=(hand[0].id,), color="yellow"))
    s = RULES.apply(s, 0, Cross(number=12))
    assert s.phase == "play"  # still undoable until Done
    over = RULES.apply(s, 0, Done())
    assert over.phase == "over" and over.ended_by == "two_locks"
    assert isinstance(RULES.step(over), GameOver)
    assert RULES.legal_actions(over, 1) == []
    refused(over, 1, Take(slot=0))
    # one lock only: the game goes on
    one = sheet(yellow=(2, 3, 4, 5, 6, 7))
    s = RULES.apply(at_play(hand, sheets={0: one}), 0, Play(cards=(hand[0].id,), color="yellow"))
    s = RULES.apply(RULES.apply(s, 0, Cross(number=12)), 0, Done())
    assert s.phase != "over"


def test_nr_e1_fourth_misthrow_ends():
    """NR-E1: a 4th misthrow ends the game; a 3rd does not."""
    hand = (card("red", 4), card("yellow", 3))
    for before, ends in ((3, True), (2, False)):
        s = at_play(hand, sheets={0: sheet(misthrows=before)})
        s = RULES.apply(RULES.apply(s, 0, Play(cards=(hand[0].id,), color="red")), 0, Done())
        assert (s.phase == "over") is ends
        assert s.ended_by == ("misthrows" if ends else None)


def test_nr_e1_announce_everyone_finishes_then_no_play():
    """NR-E1 [design]: in the announce every seat still decides, then the game ends (no play)."""
    ready = sheet(green=(12, 11, 10, 9, 8), blue=(12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2))
    state = at_announce(2, players=3, active=1, sheets={1: ready})
    state = RULES.apply(state, 1, AnnounceCross(row="green"))
    state = RULES.apply(state, 1, AnnounceDone())
    assert state.phase == "announce"  # the others still decide
    state = RULES.apply(state, 2, AnnounceCross(row="red"))
    state = RULES.apply(state, 2, AnnounceDone())
    assert state.phase == "announce"
    state = RULES.apply(state, 0, AnnounceDone())
    assert state.phase == "over" and state.ended_by == "two_locks"
    assert state.sheets[2].crosses[0] == (2,)
    refused(state, 1, Play(cards=(state.hands[1][0].id,), color="red"))


def test_nr_e2_scores_rows_minus_misthrows():
    """NR-E2: each row by NR-C4, each misthrow -5; highest total wins."""
    a = sheet(misthrows=2, red=(2, 3, 4), green=(12, 11, 10, 9, 8, 2), yellow=(5,))
    b = sheet(blue=(10, 9))
    state = replace(base(2), sheets=(a, b), phase="over", ended_by="two_locks")
    scores = RULES.scores(state)
    assert [i.key for i in scores[0].items] == [
        "row.red",
        "row.yellow",
        "row.green",
        "row.blue",
        "misthrows",
    ]
    assert [i.points for i in scores[0].items] == [6, 1, 28, 0, -10]
    assert scores[0].items[4].detail == {"count": 2}
    assert scores[0].total == 25 and scores[1].total == 3
    assert scores[0].winner and not scores[1].winner


def test_nr_e3_ties_share_the_win_only_at_the_end():
    """NR-E3 [design]: all tied leaders win; nobody wins before the game is over."""
    a = sheet(red=(2, 3))
    state = replace(base(3), sheets=(a, a, sheet(red=(2,))))
    assert not any(s.winner for s in RULES.scores(state).values())
    over = replace(state, phase="over", ended_by="misthrows")
    assert [s.winner for s in RULES.scores(over).values()] == [True, True, False]


# --- variant ------------------------------------------------------------------------------------


def test_nr_v1_jokers_take_the_colour():
    """NR-V1: a joker takes the colour of the play (chosen if played alone)."""
    hand = (joker(5), card("red", 6), card("blue", 7), joker(8), card("red", 9))
    state = at_play(hand, jokers=True)
    legal = RULES.legal_actions(state, 0)
    for color in COLORS:
        assert Play(cards=(hand[0].id,), color=color) in legal
        assert Play(cards=(hand[0].id, hand[3].id), color=color) in legal
    assert Play(cards=(hand[0].id, hand[1].id), color="red") in legal
    assert Play(cards=(hand[0].id, hand[1].id), color="blue") not in legal
    refused(state, 0, Play(cards=(hand[0].id, hand[1].id), color="blue"))
    refused(state, 0, Play(cards=(hand[0].id, hand[1].id, hand[2].id), color="red"))
    s = RULES.apply(state, 0, Play(cards=(hand[0].id, hand[1].id, hand[4].id), color="red"))
    assert [c.color for c in s.played] == ["red", "red", "red"]
    s = RULES.apply(RULES.apply(s, 0, Cross(number=5)), 0, Cross(number=6))
    s = RULES.apply(s, 0, Done())
    assert s.sheets[0].crosses[0] == (5, 6)
    back = next(c for c in s.discard if c.id == hand[0].id)
    assert back.joker and back.color is None  # a discarded joker has no colour again


# --- hidden information -------------------------------------------------------------------------


def test_nr_h1_hand_colours_and_jokers_secret_numbers_public():
    """NR-H1: hand numbers are public; colours (and joker-ness) only for their owner."""
    state = base(3, jokers=True, seed=9)
    for viewer in (0, 1, 2):
        view = RULES.view(state, viewer)
        for seat, hand in enumerate(view.hands):
            assert [c.number for c in hand] == [c.number for c in state.hands[seat]]
            if seat == viewer:
                assert hand == state.hands[seat]
            else:
                assert all(c.color is None and c.joker is None and c.id == -1 for c in hand)
    # without the variant, "not a joker" is no secret
    plain = RULES.view(base(3, seed=9), 0)
    assert all(c.joker is False for c in plain.hands[1])


def test_nr_h2_view_hides_hands_from_the_public_screen():
    """NR-H2 (rules half): the public view (between hand-overs) shows no hand colour, no pending
    mark; describe() of a Take names no colour. The hand-over screen itself is the UI's."""
    state = at_announce(7, players=2)
    state = RULES.apply(state, 0, AnnounceCross(row="yellow"))
    public = RULES.view(state, None)
    assert all(c.color is None and c.id == -1 for hand in public.hands for c in hand)
    assert public.announce_marks == (None, None)
    assert RULES.view(state, 0).announce_marks == ("yellow", None)
    assert "{place}" in RULES.describe(Take(slot=0), 0).source


def test_min_crosses_constant_matches_rule():
    assert MIN_CROSSES_FOR_LAST == 5


def test_snapshot_matches_asdict():
    """snapshot() is dataclasses.asdict with tuples turned into lists."""
    from dataclasses import asdict

    def lists(value):
        if isinstance(value, tuple | list):
            return [lists(v) for v in value]
        if isinstance(value, dict):
            return {k: lists(v) for k, v in value.items()}
        return value

    state = base(4, jokers=True, seed=5)
    state = RULES.apply(state, state.active, Take(slot=1))
    state = RULES.apply(state, state.active, AnnounceCross(row="red"))
    assert RULES.snapshot(state) == lists(asdict(state))


def test_nr_t3_card_order_of_a_play_does_not_matter():
    """NR-T3: the numbers of a play are free; clicking the cards in another order plays the same
    cards (legal_actions lists each set once, in hand order)."""
    hand = (card("red", 2), card("red", 6), card("red", 11), card("yellow", 3))
    state = at_play(hand)
    ids = tuple(c.id for c in hand[:3])
    canonical = RULES.apply(state, 0, Play(cards=ids, color="red"))
    assert Play(cards=ids, color="red") in RULES.legal_actions(state, 0)
    assert Play(cards=ids[::-1], color="red") not in RULES.legal_actions(state, 0)
    assert RULES.apply(state, 0, Play(cards=ids[::-1], color="red")) == canonical
