"""What the log and the end page say of Treasure cards: completed cards, cups won, the card
taken, the end and the round."""

from __future__ import annotations

from dataclasses import replace

from sheetdesk.core.i18n import Text
from sheetdesk.games.treasure_cards.rules import CUPS, Box, Confirm, Take
from sheetdesk.games.treasure_cards.tests.helpers import board, card, position, rules_with

NAMES = ("Ana", "Jan")


def said(texts) -> list[str]:
    return [
        Text(t.context, t.source, (*t.args, ("player", "P")), t.n).english(NAMES) for t in texts
    ]


def test_completion_and_a_cup_are_named_and_the_taken_card_too():
    rules = rules_with(
        card(0, "grey", "##c/##"),
        card(1, "green", "###"),
        card(2, "orange", "##"),
        card(3, "lilac", "##"),
    )
    b = board((0, 1), ({(0, 0), (0, 1), (1, 0), (1, 1)}, set()), coins=3)
    state = position([b, board((3,))], design="I2", display=(2,), pile=())
    state = rules.apply(state, 0, Box(card=0, cell=(0, 2)))
    before = rules.apply(state, 0, Confirm())
    after = rules.apply(before, 1, Box(card=3, cell=(0, 0)))
    done = rules.apply(after, 1, Confirm())
    lines = said(rules.events(after, done))
    assert "Ana completes the grey card worth 5." in lines
    assert f"Ana fills a row of coins and wins the cup worth {CUPS[0]} points." in lines
    taken = rules.describe(Take(slot=0), 0, done)
    assert said([taken]) == ["P takes the orange card worth 2 from the open display."]


def test_the_end_and_the_round():
    rules = rules_with(card(0, "grey", "##"))
    state = position([board((0,))], design="I2", round=3)
    assert said([rules.progress(state)]) == ["Round 3 of 4"]
    over = replace(state, phase="over")
    assert said([rules.end_reason(over)]) == ["All 4 rounds have been played."]
    assert rules.end_reason(state) is None


def test_the_tie_break_is_explained():
    rules = rules_with(
        card(0, "grey", "##"),
        card(1, "green", "##"),
        card(2, "grey", "##"),
        card(3, "green", "###"),
    )
    more = replace(
        position([board((), completed=(0, 2)), board((), completed=(3,), coins=1)]), phase="over"
    )
    assert said([rules.tie_break(more)]) == [
        "A tie on 4 points: Ana completed more treasure cards and wins."
    ]
    colours = replace(
        position([board((), completed=(1,)), board((), completed=(0,))]), phase="over"
    )
    assert said([rules.tie_break(colours)]) == [
        "A tie on 2 points and on completed cards: Ana has more green, orange or lilac cards, "
        "counted in that order, and wins."
    ]


def test_the_log_marks_the_end_of_each_round():
    rules = rules_with(card(0, "grey", "##"))
    state = position([board((0,))], design="I2", round=1)
    assert "Round 1 ends." in said(rules.events(state, replace(state, round=2)))
    assert not any("ends." in line for line in said(rules.events(state, state)))
    last = replace(state, round=4)
    over = said(rules.events(last, replace(last, phase="over")))
    assert over == ["The 4th round is over: the game ends."]


def test_a_confirm_with_nothing_marked_before_it_keeps_its_line():
    """A Confirm after the seat's marks is told by their lines; one with nothing marked (Ana has
    no card left to mark) is her whole move: "Ana is done." stays in the log."""
    rules = rules_with(card(0, "grey", "###"))
    state = position([board(()), board((0,))], design="I2")
    rules.apply(state, 0, Confirm())  # (she may: nothing to mark)
    assert not rules.said_with_move(Confirm(), 0, state)
    assert said([rules.describe(Confirm(), 0, state)]) == ["P is done."]
    marked = rules.apply(state, 1, Box(card=0, cell=(0, 0)))
    assert rules.said_with_move(Confirm(), 1, marked)
