"""A test per rule of treasure-cards.md and expedition-shapes.md (IDs in the names), the worked
example (Sara, 95 points) and the edge cases of the flow (marking, completing, replacing)."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest

from sheetdesk.core.i18n import Text
from sheetdesk.core.protocol import Chance, Decide, GameOver, IllegalAction
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session
from sheetdesk.core.shapes import orientations, place
from sheetdesk.games.treasure_cards import bot
from sheetdesk.games.treasure_cards.rules import (
    CUPS,
    RULES,
    Box,
    Confirm,
    Keep,
    Place,
    Reveal,
    ShuffleExpeditions,
    ShufflePile,
    State,
    Take,
)

from .helpers import DESIGN_INDEX, board, card, position, rules_with

# A small custom set: card ids 0..8
A = card(0, "grey", "c#x/##p")  # coin (0,0), cross (0,2), palm (1,2)
B = card(1, "green", "####")
C = card(2, "orange", "x#/##")  # a cross symbol in a 2x2
D = card(3, "lilac", "pp/##", seal=("lilac", 2))
E = card(4, "grey", "p#", seal=("grey", 1))
F = card(5, "green", "##")
G = card(6, "orange", "##/#.")
H = card(7, "lilac", "c#c#")
I_ = card(8, "grey", "##")
SMALL = rules_with(A, B, C, D, E, F, G, H, I_)


def words(t: Text) -> str:
    """A log text in English with {player} filled in as the UI does."""
    return Text(t.context, t.source, (*t.args, ("player", "P"))).english()


def refused(rules, state, seat, action, words: str = "") -> None:
    before = rules.snapshot(state)
    with pytest.raises(IllegalAction) as error:
        rules.apply(state, seat, action)
    assert error.value.reason.context in ("treasure_cards", "expeditions")
    assert words.lower() in error.value.reason.english().lower()
    assert rules.snapshot(state) == before


def new_session(players: int, seed: int = 1) -> Session:
    return Session.new(RULES, [Player(f"p{i}") for i in range(players)], {}, seed)


def finish_draft(session: Session) -> None:
    while session.state.phase == "draft":
        seat = session.acting_seat()
        assert seat is not None
        session.act(seat, session.legal_actions(seat)[0])


def play_to_end(session: Session, rng: Rng | None = None) -> None:
    rng = rng or Rng(5)
    while not session.is_over():
        seat = session.acting_seat()
        assert seat is not None
        legal = list(session.legal_actions(seat))
        session.act(seat, bot.greedy(session.view(seat), seat, legal, rng))


# --- components ----------------------------------------------------------------------------------


def test_tc_c1_c2_rules_use_the_shipped_cards():
    """TC-C1, TC-C2: the rules object carries the 47 cards; symbols are coin/palm/cross."""
    assert len(RULES.cards) == 47
    assert {s for c in RULES.cards.cards for _, s in c.symbols} == {"coin", "palm", "cross"}
    assert A.symbol_at((0, 0)) == "coin" and A.symbol_at((0, 1)) is None


def test_tc_c3_seal_of_another_colour_scores_that_colour():
    """TC-C3: a seal counts the completed cards of the colour it names, not its own colour."""
    sealed = card(0, "green", "##", seal=("grey", 2))
    grey = card(1, "grey", "##")
    rules = rules_with(sealed, grey, card(2, "grey", "#"))
    state = position([board((), completed=(0, 1, 2))])
    items = {i.key: i.points for i in rules.scores(state)[0].items}
    assert items["seals"] == 2 * 2
    refuse_own = position([board((), completed=(0,))])
    assert {i.key: i.points for i in rules.scores(refuse_own)[0].items}["seals"] == 0


def test_tc_c4_ex_3_deck_has_8_cards_of_6_designs():
    """TC-C4 / EX-3: the rules' deck: 8 cards, 6 designs."""
    assert len(RULES.deck.cards) == 8
    assert len({d.key for d in RULES.deck.cards}) == 6


def test_tc_c5_cups_6_to_1_highest_first():
    """TC-C5: six cups 6, 5, 4, 3, 2, 1; a full coin row takes the highest left."""
    assert CUPS == (6, 5, 4, 3, 2, 1)
    state = position([board((0, 1), coins=3)], cups_left=(4, 3, 2, 1))
    state = SMALL.apply(state, 0, Box(card=0, cell=(0, 0)))  # coin: the 4th box, a full row
    state = SMALL.apply(state, 0, Confirm())
    assert state.boards[0].cups == (4,)
    assert state.cups_left == (3, 2, 1)


def test_tc_c6_coin_track_12_and_4_palm_boxes():
    """TC-C6 (and the edge cases): more than 12 coins give nothing; a fifth palm gives nothing."""
    state = position([board((0, 1), coins=12, cups=(6, 5, 4), palms=(1, 2, 3, 4))])
    state = SMALL.apply(state, 0, Box(card=0, cell=(0, 0)))  # a coin
    assert state.boards[0].coins == 12
    state = position([board((0, 1), palms=(1, 2, 3, 4))])
    state = SMALL.apply(state, 0, Box(card=0, cell=(1, 2)))  # a fifth palm
    assert state.boards[0].palms == (1, 2, 3, 4)
    state = SMALL.apply(state, 0, Confirm())
    assert sum(state.boards[0].palms) == 10


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_tc_c7_players_1_to_4(players):
    """TC-C7: 2-4 players, solo as practice; 0 or 5 refused."""
    assert RULES.info.min_players == 1 and RULES.info.max_players == 4
    assert RULES.info.solo_is_practice
    assert len(RULES.setup(players, {}, Rng(1)).boards) == players


@pytest.mark.parametrize("players", [0, 5])
def test_tc_c7_refuses_other_player_counts(players):
    with pytest.raises(ValueError):
        RULES.setup(players, {}, Rng(1))
    with pytest.raises(ValueError):
        Session.new(RULES, [Player("p")] * players, {}, 1)


def test_tc_c8_rules_built_from_data_passed_in():
    """TC-C8: the rules take their card data as arguments (the shipped set is validated data)."""
    assert SMALL.cards[2].color == "orange" and RULES.cards is not SMALL.cards
    assert RULES.info.id == "treasure_cards" and RULES.info.rules_version == 1


# --- setup ---


def test_tc_s1_deal_4_keep_2_privately():
    """TC-S1: each player is dealt 4 and keeps 2; the choices are hidden until all confirmed."""
    state: State = RULES.setup(3, {}, Rng(7))
    assert all(len(d) == 4 for d in state.dealt)
    assert len({c for d in state.dealt for c in d}) == 12
    step = RULES.step(state)
    assert isinstance(step, Decide) and step.simultaneous and len(step.seats) == 3
    seat = step.seats[0]
    dealt = state.dealt[seat]
    assert RULES.legal_actions(state, seat) == [Keep(card=c) for c in dealt]
    refused(RULES, state, seat, Confirm(), "two")
    refused(RULES, state, seat, Keep(card=state.dealt[(seat + 1) % 3][0]), "four cards")
    state = RULES.apply(state, seat, Keep(card=dealt[2]))
    refused(RULES, state, seat, Keep(card=dealt[2]), "already")
    state = RULES.apply(state, seat, Keep(card=dealt[0]))
    refused(RULES, state, seat, Keep(card=dealt[1]), "only two")
    assert RULES.legal_actions(state, seat) == [Confirm()]
    for viewer in range(3):
        view = RULES.view(state, viewer)
        if viewer == seat:
            assert view.kept[seat] == (dealt[2], dealt[0]) and view.dealt[seat] == dealt
        else:
            assert view.kept[seat] == () and view.dealt[seat] == (-1,) * 4
    state = RULES.apply(state, seat, Confirm())
    refused(RULES, state, seat, Keep(card=dealt[1]), "already")
    for other in step.seats[1:]:
        for c in state.dealt[other][:2]:
            state = RULES.apply(state, other, Keep(card=c))
        assert RULES.view(state, seat).kept[other] == ()
        state = RULES.apply(state, other, Confirm())
    # all confirmed: revealed on the boards
    assert state.boards[seat].cards == (dealt[2], dealt[0])
    assert all(len(b.cards) == 2 for b in state.boards)
    assert isinstance(RULES.step(state), Chance)


def test_tc_s2_returned_cards_shuffled_back_as_a_logged_chance_display_of_4():
    """TC-S2: the returned cards go back into the pile by a logged shuffle; 4 are displayed."""
    session = new_session(2)
    dealt = session.state.dealt
    finish_draft(session)
    shuffles = [e for e in session.history if isinstance(e.action, ShufflePile)]
    assert len(shuffles) == 1 and shuffles[0].seat is None
    state = session.state
    kept = {c for b in state.boards for c in b.cards}
    returned = {c for d in dealt for c in d} - kept
    assert returned <= set(state.pile) | set(state.display)
    assert len(state.display) == 4
    assert sorted(state.pile + state.display + tuple(kept)) == list(range(47))
    # a shuffle that loses a card is refused
    before = session.history[-4]  # not needed: build the position directly
    assert before is not None
    at = RULES.setup(1, {}, Rng(3))
    for c in at.dealt[0][:2]:
        at = RULES.apply(at, 0, Keep(card=c))
    at = RULES.apply(at, 0, Confirm())
    good = RULES.resolve_chance(at, Rng(1))
    assert isinstance(good, ShufflePile) and len(good.order) == 45
    refused(RULES, at, None, ShufflePile(order=good.order[1:]), "every card")
    refused(RULES, at, 0, good, "game itself")


def test_tc_s3_expeditions_shuffled_and_start_player_from_the_seed():
    """TC-S3: the expedition cards are shuffled (logged); the start player comes from the seed."""
    starts = {RULES.setup(4, {}, Rng(seed)).start for seed in range(40)}
    assert starts == {0, 1, 2, 3}
    assert RULES.setup(4, {}, Rng(9)).start == RULES.setup(4, {}, Rng(9)).start
    session = new_session(3, seed=11)
    finish_draft(session)
    assert isinstance(session.history[-2].action, ShuffleExpeditions)
    assert sorted(session.history[-2].action.order) == list(range(8))
    step = session.step()
    assert isinstance(step, Decide) and step.seats[0] == session.state.start


# --- a turn ---


def test_tc_t1_reveal_logged_as_card_n_of_7_and_earlier_cards_hidden():
    """TC-T1: a logged reveal says "card n of 7", never the shape; the view keeps only the current
    card and a count."""
    session = new_session(2, seed=4)
    finish_draft(session)
    reveal = session.history[-1]
    assert isinstance(reveal.action, Reveal) and reveal.seat is None
    assert RULES.describe(reveal.action, None).english() == "Expedition card 1 of 7."
    for _ in range(3):
        current = session.state.revealed
        while session.state.revealed == current:
            seat = session.acting_seat()
            session.act(
                seat,
                bot.greedy(session.view(seat), seat, list(session.legal_actions(seat)), Rng(1)),
            )
    state = session.state
    view = RULES.view(state, 0)
    assert view.revealed == 4 and view.current == state.current
    assert view.expeditions == (-1,) * 4 and len(state.expeditions) == 4
    texts = [words(RULES.describe(e.action, e.seat)) for e in session.history]
    assert "Expedition card 4 of 7." in texts
    assert not any(d.name in t for t in texts for d in RULES.deck.cards)
    refused(RULES, state, None, Reveal(number=7), "no expedition card")


def test_tc_t2_shape_in_any_orientation_on_one_card():
    """TC-T2: the shape may be turned and mirrored; every square on an empty box of one card."""
    rules = SMALL
    state = position([board((2, 1))], design="L3")  # card 2 is a 2x2 block, card 1 a row of 4
    shapes = rules.legal_placements(state, 0)
    assert len(shapes[2]) == 4 and shapes[1] == ()
    for o in range(4):
        cells = place(rules.design(state).cells, o, (0, 0))
        if all(c in C.boxes for c in cells):
            assert Place(card=2, cells=cells) in rules.legal_actions(state, 0)
    # mirrored and turned: all four corner-threes of a 2x2
    assert set(shapes[2]) == {tuple(sorted(set(C.boxes) - {cell})) for cell in C.boxes}
    # any order of cells is accepted
    after = rules.apply(state, 0, Place(card=2, cells=((1, 1), (0, 1), (1, 0))))
    assert after.boards[0].crossed[0] == {(1, 1), (0, 1), (1, 0)}
    # refused: a wrong shape, off the card, on a crossed box, on two cards, not your card
    refused(rules, state, 0, Place(card=2, cells=((0, 0), (0, 1))), "exactly the shape")
    refused(rules, state, 0, Place(card=1, cells=((0, 0), (0, 1), (1, 1))), "empty box")
    crossed = position([board((2, 1), ({(0, 1)}, set()))], design="L3")
    refused(rules, crossed, 0, Place(card=2, cells=((0, 0), (0, 1), (1, 1))), "empty box")
    refused(rules, state, 0, Place(card=5, cells=((0, 0), (1, 0), (1, 1))), "not one of your")
    refused(rules, state, 0, Place(card=2, cells=((0, 0), (0, 0), (1, 0))), "exactly the shape")
    # a box is crossed at most once: a second mark is refused
    refused(rules, after, 0, Place(card=2, cells=((0, 0), (0, 1), (1, 1))), "already used")


def test_tc_t3_one_box_instead_no_passing_and_a_shape_that_fits_nowhere():
    """TC-T3: one empty box instead of the shape is always allowed; passing is not; when the
    shape fits nowhere the player must take one box."""
    rules = SMALL
    state = position([board((0, 1))], design="I3")
    legal = rules.legal_actions(state, 0)
    assert Box(card=1, cell=(0, 3)) in legal and any(isinstance(a, Place) for a in legal)
    refused(rules, state, 0, Confirm(), "may not skip")
    after = rules.apply(state, 0, Box(card=1, cell=(0, 3)))
    refused(rules, after, 0, Box(card=1, cell=(0, 2)), "already used")
    assert rules.legal_actions(after, 0) == [Confirm()]
    # the straight three fits on neither two-box card: only single boxes are offered
    nowhere = position([board((5, 8))], design="I3")
    legal = rules.legal_actions(nowhere, 0)
    assert legal and all(isinstance(a, Box) for a in legal)
    assert len(legal) == len(F.boxes) + len(I_.boxes)
    refused(rules, nowhere, 0, Confirm(), "may not skip")
    refused(rules, nowhere, 0, Place(card=5, cells=((0, 0), (0, 1), (0, 2))), "empty box")


def test_tc_t4_cross_symbol_chains_and_is_mandatory():
    """TC-T4: an X symbol gives one more empty box anywhere, at once, repeating on another X."""
    rules = SMALL
    state = position([board((0, 2))], design="I3")
    state = rules.apply(state, 0, Place(card=0, cells=((0, 0), (0, 1), (0, 2))))  # coin, X
    assert state.owed[0] == 1 and state.boards[0].coins == 1
    refused(rules, state, 0, Confirm(), "one more")
    legal = rules.legal_actions(state, 0)
    assert set(legal) == {
        Box(card=c, cell=x) for c, card_ in ((0, A), (2, C)) for x in card_.boxes
    } - {Box(card=0, cell=x) for x in ((0, 0), (0, 1), (0, 2))}
    state = rules.apply(state, 0, Box(card=2, cell=(0, 0)))  # another X: repeat
    assert state.owed[0] == 1 and [m.kind for m in state.marks[0]] == ["shape", "extra"]
    state = rules.apply(state, 0, Box(card=2, cell=(1, 1)))
    assert state.owed[0] == 0
    refused(rules, state, 0, Box(card=2, cell=(0, 1)), "already used")
    assert rules.legal_actions(state, 0) == [Confirm()]


def test_tc_t4_cross_symbol_when_both_cards_are_full_is_lost():
    """TC-T4 [design] (edge case): no empty box left on either card: the extra cross is lost."""
    rules = SMALL
    full_a = set(A.boxes) - {(0, 2)}
    state = position([board((0, 5), (full_a, set(F.boxes)))], design="I3")
    assert rules.legal_actions(state, 0) == [Box(card=0, cell=(0, 2))]
    state = rules.apply(state, 0, Box(card=0, cell=(0, 2)))  # the X, and nothing left
    assert state.owed[0] == 0
    assert rules.legal_actions(state, 0) == [Confirm()]
    state = rules.apply(state, 0, Confirm())
    assert state.boards[0].completed == (0, 5)


def test_tc_t4_coins_and_palms():
    """TC-T4: a coin crosses the next coin box; a palm scores 1 + the palms on the open display
    (not the other own card), each palm on its own."""
    rules = SMALL
    # display: D (2 palms), E (1 palm), F, G -> a palm is worth 4
    state = position([board((0, 3))], design="I2", display=(3, 4, 5, 6))
    assert rules.palm_value(state) == 4  # card 3 on the own board does not count... it is shown
    mine = position([board((0, 4))], design="I2", display=(5, 6, 7, 8))
    assert rules.palm_value(mine) == 1  # own card E's palm does not count
    state = rules.apply(mine, 0, Place(card=0, cells=((0, 2), (1, 2))))  # X and palm
    assert state.boards[0].palms == (1,)
    two = position([board((3, 1))], design="I2", display=(4, 5, 6, 7))
    two = rules.apply(two, 0, Place(card=3, cells=((0, 0), (0, 1))))  # two palms, display 1 palm
    assert two.boards[0].palms == (2, 2)
    coin = rules.apply(
        position([board((7, 1), coins=5)]), 0, Place(card=7, cells=((0, 0), (0, 1), (0, 2)))
    )
    assert coin.boards[0].coins == 7


def test_pending_marks_hidden_until_all_confirm_then_shown_together():
    """TC-T2 with the design rule: others' pending marks are invisible until all confirmed."""
    rules = SMALL
    state = position([board((0, 1)), board((2, 5))], design="I2")
    state = rules.apply(state, 0, Place(card=1, cells=((0, 0), (0, 1))))
    hidden = rules.view(state, 1)
    assert hidden.boards[0] == state.before[0] and hidden.marks[0] == () and hidden.owed[0] == 0
    assert rules.view(state, None).boards[0] == state.before[0]
    assert rules.view(state, 0).boards[0].crossed[1] == {(0, 0), (0, 1)}
    state = rules.apply(state, 0, Confirm())
    assert rules.view(state, 1).boards[0] == state.before[0]
    state = rules.apply(state, 1, Box(card=5, cell=(0, 0)))
    state = rules.apply(state, 1, Confirm())
    for viewer in (None, 0, 1):
        view = rules.view(state, viewer)
        assert view.boards[0].crossed[1] == {(0, 0), (0, 1)}
        assert view.boards[1].crossed[1] == {(0, 0)}


def test_tc_t5_completion_in_start_player_order_cups_and_replacement():
    """TC-T5: start player first: cups for newly full coin rows (highest left), a completed card
    set aside and replaced from the display or the pile top, the display refilled after."""
    rules = SMALL
    b0 = board((5, 1), (set(), set()), coins=3)  # F (2 boxes) completes with a domino
    b1 = board((8, 2), coins=3)
    state = position([b0, b1], design="I2", display=(3, 4, 6), pile=(7, 0), start=1)
    state = rules.apply(state, 1, Box(card=8, cell=(0, 0)))
    state = rules.apply(state, 1, Confirm())
    state = rules.apply(state, 0, Place(card=5, cells=((0, 0), (0, 1))))
    state = rules.apply(state, 0, Confirm())
    assert state.phase == "complete" and rules.step(state) == Decide((0,))
    assert state.boards[0].completed == (5,) and state.boards[0].cards == (1,)
    refused(rules, state, 1, Take(slot=0), "only right after")
    # the start player's step (nothing to do) ended with a refill of the display to 4
    assert state.display == (3, 4, 6, 7) and state.pile == (0,)
    refused(rules, state, 0, Take(slot=4), "no card in that place")
    assert rules.legal_actions(state, 0) == [Take(slot=i) for i in range(4)] + [Take(slot=None)]
    state = rules.apply(state, 0, Take(slot=1))
    assert state.boards[0].cards == (4, 1)  # the new card takes the completed card's place
    assert state.display == (3, 6, 7, 0) and state.pile == ()  # refilled from the pile
    assert state.phase == "reveal" and state.start == 0  # TC-T6: the start player moved on


def test_tc_t5_cups_in_start_player_order():
    rules = SMALL
    boards = [board((7, 1), coins=3), board((7, 1), coins=3), board((7, 1), coins=3)]
    state = position(boards, design="I2", start=2, cups_left=(2, 1))
    for seat in (2, 0, 1):
        state = rules.apply(state, seat, Place(card=7, cells=((0, 0), (0, 1))))  # a coin each
        state = rules.apply(state, seat, Confirm())
    assert [b.cups for b in state.boards] == [(1,), (0,), (2,)]  # all cups gone for seat 1
    assert state.cups_left == ()
    assert [RULES_total(rules, state, s, "cups") for s in range(3)] == [1, 0, 2]


def RULES_total(rules, state, seat, key):
    return {i.key: i.points for i in rules.scores(state)[seat].items}[key]


def test_tc_t5_two_cards_completed_at_once_take_two():
    """Edge case: both cards complete (an X symbol finishing the second): take two, one by one."""
    rules = SMALL
    # A lacks its X (0,2) and palm (1,2); F lacks (0,1): the domino on A, the extra box on F
    b = board((0, 5), (set(A.boxes) - {(0, 2), (1, 2)}, {(0, 0)}))
    state = position([b], design="I2", display=(3, 4), pile=(6, 7, 8))
    state = rules.apply(state, 0, Place(card=0, cells=((0, 2), (1, 2))))  # X owed
    state = rules.apply(state, 0, Box(card=5, cell=(0, 1)))
    state = rules.apply(state, 0, Confirm())
    assert state.boards[0].completed == (0, 5) and state.boards[0].cards == ()
    state = rules.apply(state, 0, Take(slot=None))
    assert state.phase == "complete" and state.boards[0].cards == (6,)
    state = rules.apply(state, 0, Take(slot=0))
    assert state.boards[0].cards == (6, 3)
    assert state.display == (4, 7, 8) and state.pile == ()
    assert state.phase == "reveal"


def test_tc_t5_pile_runs_out_display_shrinks_and_fewer_cards():
    """Edge case: an empty pile leaves the display short; with nothing left to take the player
    keeps fewer cards and plays on."""
    rules = SMALL
    b = board((5, 8), ({(0, 0)}, {(0, 0)}))
    state = position([b], design="I2", display=(3,), pile=())
    state = rules.apply(state, 0, Box(card=5, cell=(0, 1)))
    state = rules.apply(state, 0, Confirm())
    assert rules.legal_actions(state, 0) == [Take(slot=0)]
    refused(rules, state, 0, Take(slot=None), "pile is empty")
    state = rules.apply(state, 0, Take(slot=0))
    assert state.display == () and state.boards[0].cards == (3, 8)
    b = board((5,), ({(0, 0)},))
    state = position([b], design="I2", display=(), pile=())
    state = rules.apply(state, 0, Box(card=5, cell=(0, 1)))
    state = rules.apply(state, 0, Confirm())
    assert state.phase == "reveal" and state.boards[0].cards == ()
    again = replace(
        state, phase="mark", current=DESIGN_INDEX["I3"], waiting=(0,), before=state.boards
    )
    assert rules.legal_actions(again, 0) == [Confirm()]


def test_tc_t6_start_player_moves_clockwise_after_every_card():
    """TC-T6: after each expedition card the start player passes clockwise."""
    session = new_session(3, seed=21)
    finish_draft(session)
    starts = []
    rng = Rng(2)
    while session.state.round == 1 and not session.is_over():
        if (
            session.state.phase == "mark"
            and not session.state.marks[session.state.start]
            and session.acting_seat() == session.state.start
        ):
            starts.append(session.state.start)
        seat = session.acting_seat()
        session.act(
            seat, bot.random(session.view(seat), seat, list(session.legal_actions(seat)), rng)
        )
    assert len(starts) == 7
    assert all((b - a) % 3 == 1 for a, b in itertools.pairwise(starts))


def test_only_the_waiting_seats_may_mark_and_confirmed_seats_are_done():
    rules = SMALL
    state = position([board((0, 1)), board((2, 5))], design="I2")
    state = rules.apply(state, 0, Box(card=0, cell=(0, 1)))
    state = rules.apply(state, 0, Confirm())
    refused(rules, state, 0, Box(card=1, cell=(0, 0)), "already crossed")
    refused(rules, state, 0, Confirm(), "already crossed")
    assert rules.legal_actions(state, 0) == []
    refused(rules, state, None, Confirm(), "only a player")


# --- rounds and end ------------------------------------------------------------------------------


def test_tc_r1_r2_ex_2_rounds_of_7_cards_and_4_rounds():
    """TC-R1, TC-R2, EX-2: each round shuffles all 8 (logged) and reveals 7; 4 rounds, 28 cards."""
    session = new_session(2, seed=3)
    play_to_end(session)
    log = session.history
    shuffles = [e.action for e in log if isinstance(e.action, ShuffleExpeditions)]
    reveals = [e.action.number for e in log if isinstance(e.action, Reveal)]
    assert len(shuffles) == 4 and all(sorted(s.order) == list(range(8)) for s in shuffles)
    assert reveals == [1, 2, 3, 4, 5, 6, 7] * 4
    state = session.state
    assert state.phase == "over" and state.round == 4 and isinstance(RULES.step(state), GameOver)
    assert RULES.legal_actions(state, 0) == []
    with pytest.raises(ValueError):
        RULES.resolve_chance(state, Rng(1))


def test_tc_r1_the_eighth_card_is_not_used_and_stays_hidden():
    session = new_session(1, seed=8)
    finish_draft(session)
    while session.state.revealed < 7 or session.state.phase != "mark":
        seat = session.acting_seat()
        session.act(
            seat, bot.greedy(session.view(seat), seat, list(session.legal_actions(seat)), Rng(1))
        )
    assert len(session.state.expeditions) == 1
    assert RULES.view(session.state, 0).expeditions == (-1,)


# --- scoring ------------------------------------------------------------------------------------


def sara_rules():
    cards = [
        card(0, "grey", "##"),
        card(1, "grey", "##"),
        card(2, "green", "##", seal=("grey", 1)),
        card(3, "orange", "##", seal=("orange", 2)),
        card(4, "orange", "##"),
        card(5, "lilac", "##"),
    ]
    # points as printed: grey 8, green 10, orange 12, lilac 14
    cards = [
        replace(c, points={"grey": 8, "green": 10, "orange": 12, "lilac": 14}[c.color])
        for c in cards
    ]
    return rules_with(*cards)


def test_tc_e1_worked_example_sara_95():
    """TC-E1: Sara: 6 cards 64, seals +2 and +4, 9 coins and two cups 17, three palms 8 = 95."""
    rules = sara_rules()
    sara = board((), completed=(0, 1, 2, 3, 4, 5), coins=9, cups=(5, 3), palms=(2, 3, 3))
    state = replace(position([sara]), phase="over")
    score = rules.scores(state)[0]
    items = {i.key: i.points for i in score.items}
    assert [i.key for i in score.items] == [
        "coins",
        "cups",
        "palms",
        "cards.lilac",
        "cards.orange",
        "cards.green",
        "cards.grey",
        "seals",
    ]
    assert items["coins"] + items["cups"] == 17
    assert items["palms"] == 8
    assert (
        items["cards.lilac"] + items["cards.orange"] + items["cards.green"] + items["cards.grey"]
        == 64
    )
    assert items["seals"] == 6
    assert score.total == 95 and score.winner
    assert next(i for i in score.items if i.key == "cards.orange").detail == {"cards": 2}


def test_tc_e1_incomplete_cards_score_nothing():
    rules = SMALL
    state = replace(position([board((0, 1), (set(A.boxes) - {(0, 0)}, set()))]), phase="over")
    assert rules.scores(state)[0].total == 0


def test_tc_e2_tie_break_most_cards_then_green_orange_lilac_then_shared():
    """TC-E2: equal totals: most completed cards wins; then most green, orange, lilac; else
    a shared win."""
    g = card(0, "green", "####")  # 4 points
    o = card(1, "orange", "####")
    li = card(2, "lilac", "####")
    two = card(3, "grey", "##")
    two_b = card(4, "grey", "##")
    rules = rules_with(g, o, li, two, two_b)

    def over(*boards):
        return replace(position(list(boards)), phase="over")

    def winners(state):
        return [s for s, b in rules.scores(state).items() if b.winner]

    # 4 points each: two grey cards beat one green card
    assert winners(over(board((), completed=(0,)), board((), completed=(3, 4)))) == [1]
    # one card each, 4 points each: green beats orange beats lilac
    assert winners(over(board((), completed=(1,)), board((), completed=(0,)))) == [1]
    assert winners(over(board((), completed=(2,)), board((), completed=(1,)))) == [1]
    # fully tied: shared
    assert winners(over(board((), coins=3), board((), coins=3))) == [0, 1]
    # higher total wins regardless of cards; no winner before the end
    assert winners(over(board((), completed=(0,), coins=1), board((), completed=(3, 4)))) == [0]
    assert winners(position([board((), coins=3), board(())])) == []


# --- the API refuses illegal actions and leaves the state unchanged ------------------------------


def test_illegal_placement_through_the_api_is_refused_and_changes_nothing():
    session = new_session(2, seed=2)
    finish_draft(session)
    seat = session.acting_seat()
    before = RULES.snapshot(session.state)
    log = session.log
    board_ = session.state.boards[seat]
    card_id = board_.cards[0]
    bad = Place(card=card_id, cells=((0, 0), (5, 5), (6, 6)))
    with pytest.raises(IllegalAction) as error:
        session.act(seat, bad)
    assert error.value.reason.english()
    assert RULES.snapshot(session.state) == before and session.log == log
    with pytest.raises(IllegalAction):
        session.act(seat, Take(slot=0))
    with pytest.raises(IllegalAction):
        session.act(seat, Keep(card=card_id))
    assert RULES.snapshot(session.state) == before


def test_undo_within_pending_marks_and_confirm_is_a_barrier():
    session = new_session(2, seed=6)
    finish_draft(session)
    seat = session.acting_seat()
    state = session.state
    place_ = next(a for a in session.legal_actions(seat) if isinstance(a, Place))
    session.act(seat, place_)
    assert session.can_undo()
    session.undo()
    assert session.state == state
    session.redo()
    while RULES.legal_actions(session.state, seat) != [Confirm()]:
        session.act(seat, session.legal_actions(seat)[0])
    session.act(seat, Confirm())
    assert not session.can_undo()


def test_parse_action_round_trip_and_unknown_kinds_refused():
    for action in (
        Keep(card=3),
        Place(card=1, cells=((0, 0), (0, 1))),
        Box(card=2, cell=(1, 1)),
        Confirm(),
        Take(slot=None),
        Take(slot=2),
        ShufflePile(order=(1, 2)),
        ShuffleExpeditions(order=tuple(range(8))),
        Reveal(number=3),
    ):
        assert RULES.parse_action(action.model_dump(mode="json")) == action
    with pytest.raises(ValueError):
        RULES.parse_action({"kind": "pass"})


def test_describe_is_public_words_with_a_player_placeholder():
    assert "{player}" in RULES.describe(Place(card=0, cells=((0, 0),)), 0).source
    assert words(RULES.describe(Take(slot=None), 0)) == "P takes the top card of the pile."
    assert words(RULES.describe(Take(slot=1), 0)) == "P takes card 2 of the open display."
    assert RULES.is_commit(Confirm()) and RULES.is_commit(Take(slot=0))
    assert not RULES.is_commit(Place(card=0, cells=((0, 0),))) and not RULES.is_commit(Keep(card=0))


def test_legal_placements_match_core_shapes_for_every_orientation():
    """EX-1 at the table: every orientation is offered where it fits."""
    rules = SMALL
    big = card(0, "lilac", "####/####/####")
    rules = rules_with(big)
    state = position([board((0,))], design="L4")
    shapes = rules.legal_placements(state, 0)[0]
    design = rules.design(state)
    expected = {
        place(design.cells, o, (r, c))
        for o in range(len(orientations(design.cells)))
        for r in range(3)
        for c in range(4)
        if all(cell in big.boxes for cell in place(design.cells, o, (r, c)))
    }
    assert set(shapes) == expected
