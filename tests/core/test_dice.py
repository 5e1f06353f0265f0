"""The rules' dice kit (sheetdesk/core/dice.py): a roll keeps the held dice, a hold toggles, the
roller's actions end with the rolls, and the log lines."""

from __future__ import annotations

from sheetdesk.core import dice as d
from sheetdesk.core.rng import Rng


def test_a_roll_keeps_the_held_dice_and_a_hold_toggles():
    roll = d.roll(Rng(7), 5)
    assert len(roll.dice) == 5 and all(1 <= face <= 6 for face in roll.dice)
    held = (True, False, False, True, False)
    after = d.rolled((6, 6, 6, 2, 2), held, roll)
    assert (after[0], after[3]) == (6, 2)
    assert after[1:3] + after[4:] == roll.dice[1:3] + roll.dice[4:]
    assert d.toggled(held, d.Hold(die=0)) == (False, False, False, True, False)
    assert d.toggled(held, d.Hold(die=1)) == (True, True, False, True, False)


def test_the_roller_holds_or_rolls_again_until_the_rolls_are_spent():
    actions = d.turn_actions(5, 1, 3)
    assert actions == [*(d.Hold(die=i) for i in range(5)), d.REROLL]
    assert d.turn_actions(3, 2, 3)[-1] == d.REROLL and len(d.turn_actions(3, 2, 3)) == 4
    assert d.turn_actions(5, 3, 3) == []


def test_the_log_says_the_dice_left_and_hold_or_release():
    dice, held = (1, 2, 3, 4, 5), (True, False, False, False, False)
    said = d.describe(d.Roll(dice=(6, 6, 6, 6, 6)), dice, held)
    assert said.english() == "The dice show 1 6 6 6 6."
    assert d.describe(d.Hold(die=0), dice, held).english() == "{player} releases die 1."
    assert d.describe(d.Hold(die=2), dice, held).english() == "{player} holds die 3."
    assert d.describe(d.REROLL, dice, held).english() == "{player} rolls again."


def test_the_log_line_from_the_state_before_the_action_or_without_it():
    """`describe_in`, as a game's `describe` calls it: the dice and held dice of the state
    before the action; without that state, a roll names the dice rolled and a hold holds."""
    from types import SimpleNamespace

    before = SimpleNamespace(dice=(1, 2, 3, 4, 5), held=(True, False, False, False, False))
    roll, release = d.Roll(dice=(6, 6, 6, 6, 6)), d.Hold(die=0)
    assert d.describe_in(roll, before) == d.describe(roll, before.dice, before.held)
    assert d.describe_in(release, before).english() == "{player} releases die 1."
    assert d.describe_in(roll, None).english() == "The dice show 6 6 6 6 6."
    assert d.describe_in(d.Hold(die=3), None).english() == "{player} holds die 4."
    assert d.describe_in(d.REROLL, None) == d.describe(d.REROLL, (), ())
