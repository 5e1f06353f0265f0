"""Pyramid cards rules: one test (or more) per rule ID of docs/rules/pyramid-cards.md, each with
an allowed and a refused case where the rule allows or refuses something; the rulebook's worked
examples (Marios 111, Vicky and Christos)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from sheetdesk.core.i18n import Text
from sheetdesk.core.protocol import Chance, Decide, GameOver, IllegalAction
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session
from sheetdesk.games.pyramid_cards.rules import (
    RULES,
    SKULL_TRACK,
    Box,
    Confirm,
    Keep,
    Place,
    Reveal,
    ShuffleExpeditions,
    ShufflePile,
    Take,
)
from sheetdesk.games.pyramid_cards.tests.helpers import PLAIN, board, card, position, rules_with


def refused(rules, state, seat, action, words: str = "") -> None:
    before = rules.snapshot(state)
    with pytest.raises(IllegalAction) as error:
        rules.apply(state, seat, action)
    assert error.value.reason.context in ("pyramid_cards", "expeditions")
    assert words.lower() in error.value.reason.english().lower()
    assert rules.snapshot(state) == before


def confirm_all(rules, state):
    for seat in list(state.waiting):
        state = rules.apply(state, seat, Confirm())
    return state


# --- components --------------------------------------------------------------------------------


def test_pc_c1_48_cards_16_per_colour_serials_1_to_48_5x5():
    cards = RULES.cards.cards
    assert len(cards) == 48
    assert Counter(c.color for c in cards) == {"green": 16, "orange": 16, "purple": 16}
    assert [c.serial for c in cards] == list(range(1, 49))
    assert all(c.size == (5, 5) for c in cards)


def test_pc_c2_entrance_tomb_walls_and_symbols():
    for c in RULES.cards.cards:
        assert c.entrance[0] == 0 and c.tomb[0] == 4
        assert c.entrance not in c.walls and c.tomb not in c.walls
        assert all(cell not in c.walls for cell, _ in c.symbols)
    # a wall is never markable: refused as one box and under a shape
    rules = rules_with(card(0, "green", "E#.../...../...../...../..T.."))
    state = position([board((0,), ({(0, 0)},))], design="I2")
    refused(rules, state, 0, Box(card=0, cell=(0, 1)), "wall")
    refused(rules, state, 0, Place(card=0, cells=((0, 0), (0, 1))), "")
    assert rules.apply(state, 0, Box(card=0, cell=(1, 0)))  # the free neighbour is allowed


def test_pc_c3_ex_3_deck_has_8_cards_of_6_designs():
    assert len(RULES.deck.cards) == 8
    assert len({d.key for d in RULES.deck.cards}) == 6


def test_pc_c4_score_card_boxes():
    state = RULES.setup(2, {}, Rng(1))
    b = state.boards[0]
    assert (b.torches, b.red, b.green, b.skulls, b.points) == ((), 0, 0, 0, ())
    assert SKULL_TRACK == (-1, -3, -6, -10, -15, -21, -28, -36, -45, -55)
    items = {i.key: i for i in RULES.scores(state)[0].items}
    assert set(items) == {"torches", "pyramid_points", "gems", "skulls", "cards"}


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_pc_c5_players_2_to_4_and_solo_practice(players):
    assert RULES.setup(players, {}, Rng(1)).players == players
    assert RULES.info.solo_is_practice


@pytest.mark.parametrize("players", [0, 5])
def test_pc_c5_refuses_other_player_counts(players):
    with pytest.raises(ValueError):
        RULES.setup(players, {}, Rng(1))


def test_pc_c6_rules_built_from_the_data_passed_in():
    rules = rules_with(*(card(i, "green", PLAIN) for i in range(12)))
    state = rules.setup(2, {}, Rng(3))
    assert sorted([*(c for d in state.dealt for c in d), *state.pile]) == list(range(12))
    assert len(state.pile) == 4
    # the shipped file is validated when loaded: a chamber whose walls cut every path is refused
    from pydantic import ValidationError

    from sheetdesk.games.pyramid_cards.cards import CardModel

    good = {"serial": 1, "color": "green", "entrance": [0, 2], "tomb": [4, 2], "walls": []}
    assert CardModel.model_validate(good)
    with pytest.raises(ValidationError, match="path"):
        CardModel.model_validate({**good, "walls": [[1, c] for c in range(5)]})


# --- setup -------------------------------------------------------------------------------------


def test_pc_s1_deal_4_keep_2_privately():
    state = RULES.setup(3, {}, Rng(2))
    assert [len(d) for d in state.dealt] == [4, 4, 4]
    seat = state.waiting[0]
    mine = state.dealt[seat]
    state = RULES.apply(state, seat, Keep(card=mine[0]))
    refused(RULES, state, seat, Keep(card=mine[0]), "already")
    other = next(s for s in range(3) if s != seat)
    refused(RULES, state, seat, Keep(card=state.dealt[other][0]), "four cards")
    state = RULES.apply(state, seat, Keep(card=mine[1]))
    refused(RULES, state, seat, Keep(card=mine[2]), "only two")
    view = RULES.view(state, other)
    assert view.kept[seat] == () and all(c == -1 for c in view.dealt[seat])


def test_pc_s2_the_rest_shuffled_into_a_pile_with_4_open():
    session = Session.new(RULES, [Player("a"), Player("b")], {}, 5)
    for _ in range(2):
        seat = session.acting_seat()
        for action in session.legal_actions(seat)[:2]:
            session.act(seat, action)
        session.act(seat, Confirm())
    kinds = [type(e.action) for e in session.history if e.seat is None]
    assert kinds[:2] == [ShufflePile, ShuffleExpeditions]
    state = session.state
    assert len(state.display) == 4 and len(state.pile) == 48 - 4 - 4
    assert all(c == -1 for c in session.view(0).pile)


def test_pc_s3_expeditions_shuffled_as_a_logged_chance_action():
    state = RULES.setup(1, {}, Rng(1))
    state = RULES.apply(state, 0, Keep(card=state.dealt[0][0]))
    state = RULES.apply(state, 0, Keep(card=state.dealt[0][1]))
    state = RULES.apply(state, 0, Confirm())
    state = RULES.apply(state, None, RULES.resolve_chance(state, Rng(1)))
    assert isinstance(RULES.step(state), Chance)
    action = RULES.resolve_chance(state, Rng(2))
    assert isinstance(action, ShuffleExpeditions) and sorted(action.order) == list(range(8))
    refused(RULES, state, None, ShuffleExpeditions(order=(0, 1, 2)), "every expedition")


# --- a turn ------------------------------------------------------------------------------------


def test_pc_t1_reveal_is_a_logged_chance_action_for_everyone():
    state = position([board((0,))], design="I2")
    state = replace(state, phase="reveal", current=None, revealed=1)
    refused(RULES, state, 0, Reveal(number=2), "only the game")
    after = RULES.apply(state, None, Reveal(number=2))
    assert after.phase == "mark" and after.revealed == 2 and after.current is not None
    assert isinstance(RULES.step(after), Decide) and RULES.step(after).simultaneous


def test_pc_t2_first_shape_must_cover_the_entrance():
    rules = rules_with(card(0, "green", PLAIN))
    state = position([board((0,))], design="I3")
    assert rules.apply(state, 0, Place(card=0, cells=((0, 1), (0, 2), (0, 3))))
    assert rules.apply(state, 0, Place(card=0, cells=((0, 2), (1, 2), (2, 2))))
    refused(rules, state, 0, Place(card=0, cells=((1, 1), (1, 2), (1, 3))), "entrance")
    placements = [a for a in rules.legal_actions(state, 0) if isinstance(a, Place)]
    assert placements and all((0, 2) in a.cells for a in placements)


def test_pc_t2_later_shapes_touch_the_path_never_walls_or_marked_boxes():
    rules = rules_with(card(0, "green", "..E../..#../...../...../..T.."))
    state = position([board((0,), ({(0, 2), (0, 3)},))], design="I2")
    assert rules.apply(state, 0, Place(card=0, cells=((1, 3), (2, 3))))  # touches (0, 3)
    refused(rules, state, 0, Place(card=0, cells=((3, 0), (4, 0))), "touch")
    refused(rules, state, 0, Place(card=0, cells=((1, 2), (2, 2))), "wall")
    refused(rules, state, 0, Place(card=0, cells=((0, 3), (0, 4))), "already")
    refused(rules, state, 0, Place(card=0, cells=((1, 3), (2, 3), (3, 3))), "exactly the shape")


def test_pc_t2_any_orientation_mirrored_l_over_the_entrance():
    rules = rules_with(card(0, "green", PLAIN))
    state = position([board((0,))], design="L4")
    mirrored_l = ((0, 2), (0, 3), (1, 2), (2, 2))  # an L of four turned and mirrored
    assert rules.apply(state, 0, Place(card=0, cells=mirrored_l))


def test_pc_t3_one_box_instead_next_to_the_path_or_an_entrance():
    rules = rules_with(card(0, "green", PLAIN), card(1, "orange", PLAIN))
    state = position([board((0, 1), ({(0, 2)}, set()))], design="O4")
    assert rules.apply(state, 0, Box(card=0, cell=(1, 2)))  # next to the path
    assert rules.apply(state, 0, Box(card=1, cell=(0, 2)))  # the entrance of an empty card
    refused(rules, state, 0, Box(card=0, cell=(3, 3)), "touch")
    refused(rules, state, 0, Box(card=1, cell=(1, 2)), "entrance")
    refused(rules, state, 0, Confirm(), "may not skip")  # no passing


def test_pc_t3_the_single_box_may_be_the_tomb():
    rules = rules_with(card(0, "green", "..E../..#../..#../..#../.T..."))
    path = {(0, 2), (0, 1), (1, 1), (2, 1), (3, 1)}
    state = position([board((0,), (path,))], design="O4")
    after = rules.apply(state, 0, Box(card=0, cell=(4, 1)))
    assert rules.is_complete(after.boards[0], 0)


def test_pc_t4_red_x_grants_an_extra_mark_at_once_and_chains():
    rules = rules_with(card(0, "green", "..Ex./...x./...../...../..T.."))
    state = position([board((0,))], design="I2")
    state = rules.apply(state, 0, Place(card=0, cells=((0, 2), (0, 3))))
    assert state.owed[0] == 1
    refused(rules, state, 0, Confirm(), "one more box")
    refused(rules, state, 0, Box(card=0, cell=(4, 0)), "touch")
    state = rules.apply(state, 0, Box(card=0, cell=(1, 3)))  # another red X: the chain goes on
    assert state.owed[0] == 1
    state = rules.apply(state, 0, Box(card=0, cell=(2, 3)))
    assert state.owed[0] == 0
    assert rules.apply(state, 0, Confirm())


def test_pc_t4_red_x_with_nowhere_to_mark_is_lost():
    rules = rules_with(card(0, "green", "#xE##/#####/#####/#####/##T##"))
    state = position([board((0,))], design="I2")
    state = rules.apply(state, 0, Place(card=0, cells=((0, 1), (0, 2))))
    assert state.owed[0] == 0
    assert rules.apply(state, 0, Confirm())


def test_pc_t4_gems_cross_the_next_box_of_their_colour_up_to_10():
    rules = rules_with(card(0, "green", "..Erg/...../...../...../..T.."))
    state = position([board((0,), red=3, green=10)], design="I3")
    state = rules.apply(state, 0, Place(card=0, cells=((0, 2), (0, 3), (0, 4))))
    assert (state.boards[0].red, state.boards[0].green) == (4, 10)


def test_pc_t4_one_torch_box_per_round_only_this_rounds():
    rules = rules_with(card(0, "green", "..Et./...t./...../...../..T.."))
    state = position([board((0,), torches=(1,))], design="L3", round=2)
    state = rules.apply(state, 0, Place(card=0, cells=((0, 2), (0, 3), (1, 3))))
    assert state.boards[0].torches == (1, 2)  # two torches marked, one box crossed
    again = position([board((0,), torches=(2,))], design="I2", round=2)
    again = rules.apply(again, 0, Place(card=0, cells=((0, 2), (0, 3))))
    assert again.boards[0].torches == (2,)


def test_pc_t4_skulls_fill_the_track_and_a_potion_erases_the_two_worst():
    rules = rules_with(card(0, "green", "..Esp/....s/...../...../..T.."))
    state = position([board((0,), skulls=3)], design="I2")
    after = rules.apply(state, 0, Place(card=0, cells=((0, 2), (0, 3))))
    assert after.boards[0].skulls == 4
    # skulls before potions within one mark: 3 + 1 - 2
    both = position([board((0,), skulls=3)], design="I3")
    after = rules.apply(both, 0, Place(card=0, cells=((0, 2), (0, 3), (0, 4))))
    assert after.boards[0].skulls == 2
    one = position([board((0,), skulls=1)], design="I3")
    one = rules.apply(one, 0, Place(card=0, cells=((0, 2), (0, 3), (0, 4))))
    assert one.boards[0].skulls == 0  # 1 + 1, then both erased
    full = position([board((0,), ({(0, 2), (0, 3)},), skulls=10)], design="I2")
    full = rules.apply(full, 0, Place(card=0, cells=((0, 4), (1, 4))))
    assert full.boards[0].skulls == 8  # the skull: the track is full, then the potion: 10 - 2


def test_pc_t4_the_tomb_completes_the_card():
    rules = rules_with(card(0, "green", "..E../..#../..#../..#../.T..."), card(1, "orange", PLAIN))
    path = {(0, 2), (0, 1), (1, 1), (2, 1)}
    state = position([board((0,), (path,))], design="I2", display=(1,))
    state = rules.apply(state, 0, Place(card=0, cells=((3, 1), (4, 1))))
    state = rules.apply(state, 0, Confirm())
    assert state.phase == "complete" and state.boards[0].completed == (0,)


def _completer(card_id: int, color: str):
    """A card whose tomb is one box below an already marked entrance column."""
    return card(card_id, color, "..E../..#../..#../..#../.T...")  # type: ignore[arg-type]


NEAR_TOMB = {(0, 2), (0, 1), (1, 1), (2, 1), (3, 1)}


def test_pc_t5_completions_served_by_lowest_serial_then_display_refilled():
    cards = [_completer(i, "green") for i in range(4)] + [
        card(i, "orange", PLAIN) for i in range(4, 12)
    ]
    rules = rules_with(*cards)
    # seat 0 completes serial 3 (id 2), seat 1 serial 2 (id 1): seat 1 replaces first
    state = position(
        [board((2,), (NEAR_TOMB,)), board((1,), (NEAR_TOMB,))],
        design="I2",
        display=(4, 5, 6, 7),
        pile=(8, 9, 10, 11),
    )
    for seat in (0, 1):
        state = rules.apply(state, seat, Box(card=state.boards[seat].cards[0], cell=(4, 1)))
    state = confirm_all(rules, state)
    assert state.phase == "complete" and state.completing == (1, 0)
    refused(rules, state, 0, Take(slot=0), "right after")
    state = rules.apply(state, 1, Take(slot=0))
    assert state.display == (5, 6, 7, 8)  # refilled after seat 1's step
    assert rules.step(state).seats == (0,)
    state = rules.apply(state, 0, Take(slot=None))
    assert state.boards[0].cards == (9,) and state.phase == "reveal"


def test_pc_t5_two_completed_cards_two_turns_in_serial_order():
    cards = [_completer(i, "green") for i in range(3)] + [
        card(i, "orange", PLAIN) for i in range(3, 9)
    ]
    rules = rules_with(*cards)
    # seat 0 completes serials 1 and 3, seat 1 serial 2: order 0, 1, 0
    state = position(
        [board((0, 2), (NEAR_TOMB, NEAR_TOMB)), board((1,), (NEAR_TOMB,))],
        design="I2",
        display=(3, 4, 5, 6),
        pile=(7, 8),
    )
    state = rules.apply(state, 0, Box(card=0, cell=(4, 1)))
    state = rules.apply(state, 0, Confirm())
    # the second card of seat 0 is completed through another seat's turn? no: one mark a turn
    state = rules.apply(state, 1, Box(card=1, cell=(4, 1)))
    state = rules.apply(state, 1, Confirm())
    assert state.completing == (0, 1)
    both = position(
        [board((0, 2), (NEAR_TOMB | {(4, 1)}, NEAR_TOMB)), board((1,), (NEAR_TOMB,))],
        design="I2",
        display=(3, 4, 5, 6),
        pile=(7, 8),
    )
    both = rules.apply(both, 0, Box(card=2, cell=(4, 1)))
    both = rules.apply(both, 0, Confirm())
    both = rules.apply(both, 1, Box(card=1, cell=(4, 1)))
    both = rules.apply(both, 1, Confirm())
    assert both.completing == (0, 1, 0)


def test_pc_t5_empty_pile_take_from_the_display_which_is_not_refilled():
    cards = [_completer(0, "green"), card(1, "orange", PLAIN), card(2, "orange", PLAIN)]
    rules = rules_with(*cards)
    state = position([board((0,), (NEAR_TOMB,))], design="I2", display=(1, 2), pile=())
    state = rules.apply(state, 0, Box(card=0, cell=(4, 1)))
    state = rules.apply(state, 0, Confirm())
    assert Take(slot=None) not in rules.legal_actions(state, 0)
    refused(rules, state, 0, Take(slot=None), "pile is empty")
    state = rules.apply(state, 0, Take(slot=1))
    assert state.display == (1,) and state.boards[0].cards == (2,)


def test_pc_t6_pyramid_points_10_6_3_by_colour_and_blacked_out_for_others():
    cards = [_completer(i, "purple") for i in range(6)] + [
        card(i, "orange", PLAIN) for i in range(6, 14)
    ]
    rules = rules_with(*cards)
    state = position(
        [board((0,), (NEAR_TOMB,), completed=(1,)), board((2,), (NEAR_TOMB,))],
        design="I2",
        display=(6, 7, 8, 9),
        pile=(10, 11, 12, 13),
    )
    for seat in (0, 1):
        state = rules.apply(state, seat, Box(card=state.boards[seat].cards[0], cell=(4, 1)))
    state = confirm_all(rules, state)
    # seat 0 completed its 2nd purple: the purple 10; seat 1 only its 1st: nothing
    assert state.boards[0].points == (("purple", 10),)
    assert state.boards[1].points == ()
    assert state.claimed == (0, 0, 1)
    assert rules.blacked_out(state, state.boards[1]) == (("purple", 10),)
    assert rules.blacked_out(state, state.boards[0]) == ()


def test_pc_t6_vicky_and_christos():
    """Vicky completes her 2nd purple (serial 33) as Christos completes his 4th purple (serial 15),
    the purple 10 already gone: Christos takes the 6, Vicky the 3; purple gives no more."""
    cards = [card(i, "purple", PLAIN) for i in range(40)]
    cards[32] = _completer(32, "purple")
    cards[14] = _completer(14, "purple")
    rules = rules_with(*cards)
    vicky = board((32,), (NEAR_TOMB,), completed=(0,))
    christos = board((14,), (NEAR_TOMB,), completed=(1, 2, 3))
    state = position(
        [vicky, christos],
        design="I2",
        display=(20, 21, 22, 23),
        pile=(24, 25, 26),
        claimed=(0, 0, 1),
    )
    for seat in (0, 1):
        state = rules.apply(state, seat, Box(card=state.boards[seat].cards[0], cell=(4, 1)))
    state = confirm_all(rules, state)
    assert state.completing[0] == 1  # serial 15 first
    assert state.boards[1].points == (("purple", 6),)
    state = rules.apply(state, 1, Take(slot=0))
    assert state.boards[0].points == (("purple", 3),)
    assert state.claimed[2] == 3
    # a 6th purple later gives nothing: purple is used up
    christos_now, extra = state.boards[1], rules.extra(state)
    score = rules.score_card(christos_now)
    rules.on_set_aside(state, extra, score, christos_now.completed, (5,))
    assert score["points"] == (("purple", 6),)


def test_pc_t6_one_player_may_take_two_boxes_of_a_colour():
    cards = [_completer(i, "green") for i in range(8)]
    rules = rules_with(*cards)
    state = position(
        [board((0,), (NEAR_TOMB,), completed=(1, 2, 3), points=(("green", 10),))],
        design="I2",
        display=(4, 5),
        pile=(6,),
        claimed=(1, 0, 0),
    )
    state = rules.apply(state, 0, Box(card=0, cell=(4, 1)))
    state = rules.apply(state, 0, Confirm())
    assert state.boards[0].points == (("green", 10), ("green", 6))


# --- rounds and the end ------------------------------------------------------------------------


def _play(players: int, seed: int):
    from sheetdesk.games.pyramid_cards import bot

    session = Session.new(RULES, [Player(str(i)) for i in range(players)], {}, seed)
    rng = Rng(seed)
    while not session.is_over():
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        session.act(seat, bot.random(session.view(seat), seat, legal, rng))
    return session


def test_pc_r1_r2_ex_2_four_rounds_of_7_of_8_expedition_cards():
    """PC-R1, PC-R2, EX-2: each round shuffles all 8 and reveals 7; the game ends after 4."""
    session = _play(2, 11)
    shuffles = [e.action for e in session.history if isinstance(e.action, ShuffleExpeditions)]
    reveals = [e.action for e in session.history if isinstance(e.action, Reveal)]
    assert len(shuffles) == 4 and all(sorted(s.order) == list(range(8)) for s in shuffles)
    assert len(reveals) == 28 and [r.number for r in reveals[:7]] == list(range(1, 8))
    assert isinstance(RULES.step(session.state), GameOver)
    assert session.state.round == 4


def test_pc_e1_worked_example_marios_111():
    """7 completed cards 70, torches in rounds 1 and 4 10, 19 pyramid points (2 orange, 4
    green), 3 pairs and 3 single red gems 18, worst skull -6: 111."""
    marios = board(
        (),
        completed=(0, 1, 2, 3, 4, 5, 6),
        torches=(1, 4),
        red=6,
        green=3,
        skulls=3,
        points=(("orange", 10), ("green", 6), ("green", 3)),
    )
    state = replace(position([marios], design="I2"), phase="over")
    breakdown = RULES.scores(state)[0]
    items = {i.key: i.points for i in breakdown.items}
    assert items == {"cards": 70, "torches": 10, "pyramid_points": 19, "gems": 18, "skulls": -6}
    assert breakdown.total == 111


def test_pc_e1_incomplete_cards_score_nothing():
    b = board((0, 1), ({(0, 2)}, {(0, 3)}))
    state = position([b], design="I2")
    assert RULES.scores(state)[0].total == 0


def test_pc_e2_tie_lowest_serial_completed_wins():
    a = board((), completed=(20, 7))  # serials 21, 8
    b = board((), completed=(3, 30))  # serials 4, 31
    state = replace(position([a, b], design="I2"), phase="over")
    scores = RULES.scores(state)
    assert scores[0].total == scores[1].total == 20
    assert (scores[0].winner, scores[1].winner) == (False, True)
    nobody = replace(position([board(()), board(())], design="I2"), phase="over")
    assert all(s.winner for s in RULES.scores(nobody).values())  # no card at all: shared


def test_describe_names_public_things_only():
    text = RULES.describe(Place(card=0, cells=((0, 0), (0, 1))), 0)
    assert isinstance(text, Text) and "{player}" in text.source
    assert "card" in RULES.describe(ShufflePile(order=(1, 2)), None).english()


def test_log_names_completed_cards_and_pyramid_points():
    cards = [_completer(i, "green") for i in range(4)] + [
        card(i, "orange", PLAIN) for i in range(4, 8)
    ]
    rules = rules_with(*cards)
    state = position(
        [board((0,), (NEAR_TOMB,), completed=(1,))], design="I2", display=(4, 5), pile=(6,)
    )
    state = rules.apply(state, 0, Box(card=0, cell=(4, 1)))
    after = rules.apply(state, 0, Confirm())
    lines = [
        Text(t.context, t.source, t.args, t.n).english(("Ana",)) for t in rules.events(state, after)
    ]
    assert lines == [
        "Ana completes the green pyramid card 1.",
        "Ana takes 10 pyramid points for green.",
    ]


def test_pc_e2_the_tie_break_is_explained_at_the_end():
    a = board((), completed=(20, 7))  # serials 21, 8
    b = board((), completed=(3, 30))  # serials 4, 31
    state = replace(position([a, b], design="I2"), phase="over")
    said = RULES.tie_break(state).english(("Vicky", "Christos"))
    assert said == (
        "A tie on 20 points: Christos completed pyramid card 4, the lowest serial number, and wins."
    )
    assert RULES.tie_break(replace(state, phase="mark")) is None
    alone = replace(position([a, board(())], design="I2"), phase="over")
    assert RULES.tie_break(alone) is None  # no tie
