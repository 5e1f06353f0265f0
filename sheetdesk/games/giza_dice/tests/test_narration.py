"""What the log and the end page say of Giza dice: the roll (both dice, a Nile symbol, two Niles
rolled again), the order announced, a write with its Nile digit or ×2, bonuses circled (by all who
finish on one roll), a solo pair paid with a bonus, symbols circled, why the game ended, and the
roll the game is at."""

from __future__ import annotations

from dataclasses import replace

from sheetdesk.core.i18n import Text, english_plural
from sheetdesk.games.giza_dice.rules import DONE, RULES, Order, Pass, Roll
from sheetdesk.games.giza_dice.tests.helpers import PAD, base, everyone, rolled, with_cells, write

NAMES = ("Ana", "Jan", "Zofia")


def with_player(text: Text, player: str) -> Text:
    """`text` (and the texts inside it) with {player} filled, as the log's UI does."""
    args = tuple(
        (key, with_player(value, player) if isinstance(value, Text) else value)
        for key, value in text.args
    )
    return Text(text.context, text.source, (*args, ("player", player)), text.n)


def said(texts, player: str = "P") -> list[str]:
    english = lambda _context, source, *n: english_plural(source, n[-1] if n else None)  # noqa: E731
    return [with_player(t, player).render(english, NAMES) for t in texts]


def test_the_roll_is_told_with_both_dice_and_the_roller():
    state = base(3)
    assert said([RULES.describe(Roll(dice=(4, 6)), None, state)]) == ["Ana rolls 4 and 6."]
    assert said([RULES.describe(Roll(dice=(6, "nile")), None, state)]) == [
        "Ana rolls 6 and a Nile symbol."
    ]
    assert said([RULES.describe(Roll(dice=("nile", "nile")), None, state)]) == [
        "Ana rolls two Nile symbols and rolls again."
    ]
    assert said([RULES.describe(Order(number=64), 0, state)], "Ana") == ["Ana announces 64."]


def test_a_write_names_the_building_and_how_the_number_was_made():
    assert said([RULES.describe(write("pyramid.2.3", 46), 1)], "Jan") == [
        "Jan writes 46 on level 2 of the pyramid."
    ]
    double = next(i for i, p in enumerate(PAD.powers) if p.kind == "double")
    assert said([RULES.describe(write("obelisk.1", 67, (7,), (double,)), 1)], "Jan") == [
        "Jan writes 134 in the obelisk (with the Nile digit 7, doubled with ×2)."
    ]
    assert said([RULES.describe(write("sphinx.2", 87, (7, 8)), 0)], "Ana") == [
        "Ana writes 87 in the Sphinx (with the Nile digits 7 and 8)."
    ]
    assert said([RULES.describe(Pass(nile=9), 2)], "Zofia") == [
        "Zofia writes nothing and crosses the Nile digit 9."
    ]


def test_bonuses_circled_by_everyone_who_finishes_on_the_same_roll():
    state = rolled(base(3), 4, 4)
    for seat in (0, 1):
        state = RULES.apply(RULES.apply(state, seat, write("pyramid.5.1", 44)), seat, DONE)
    before = state
    after = RULES.apply(RULES.apply(state, 2, Pass()), 2, DONE)
    assert said(RULES.events(before, after)) == [
        "Ana fills level 5 first and circles its bonus +2.",
        "Jan fills level 5 first and circles its bonus +2.",
    ]
    assert RULES.events(state, RULES.apply(state, 2, Pass())) == ()  # nothing until all done


def test_a_solo_pair_is_paid_with_a_bonus_and_a_circled_symbol_is_told():
    state = rolled(base(1), 3, 3)
    state = RULES.apply(state, 0, write("obelisk.1", 78, (7, 8)))
    assert said(RULES.events(state, RULES.apply(state, 0, DONE))) == [
        "Ana pays for the two Nile digits with the bonus +6 of level 1."
    ]
    alone = RULES.apply(rolled(base(1), 4, 4), 0, write("pyramid.5.1", 44))
    assert said(RULES.events(alone, RULES.apply(alone, 0, DONE))) == [
        "Ana fills level 5 and circles its bonus +2."  # no rivals: not "first"
    ]
    fun = with_cells(base(2, powers=True), 0, {"pyramid.1.2": 22})
    fun = RULES.apply(rolled(fun, 3, 2, order=23), 0, write("pyramid.1.3", 23))
    fun = RULES.apply(RULES.apply(fun, 0, DONE), 1, Pass())
    assert said(RULES.events(fun, RULES.apply(fun, 1, DONE))) == [
        "Ana circles a ×2 and can use it from now on."
    ]


def test_why_the_game_ended_and_how_far_it_is():
    state = base(2)
    assert said([RULES.progress(state)]) == ["Roll 1"]
    state = everyone(rolled(state, 2, 2), {})
    assert said([RULES.progress(state)]) == ["Roll 1"]
    assert RULES.end_reason(state) is None
    stuck = with_cells(base(2), 0, {"pyramid.1.1": 40, "pyramid.1.2": 41, "pyramid.1.4": 42})
    stuck = with_cells(stuck, 1, {"pyramid.1.1": 40, "pyramid.1.2": 41, "pyramid.1.4": 42})
    stuck = everyone(rolled(stuck, 2, 2), {})
    assert said([RULES.end_reason(stuck)]) == ["The game ends: no pyramid can be filled any more."]
    quick = base(2, quick=True)
    quick = replace(quick, sheets=(replace(quick.sheets[0], nile=(True,) * 4 + (False,)),
                                   quick.sheets[1]))  # fmt: skip
    quick = rolled(quick, 2, 2)
    for seat, digit in ((0, 9), (1, 0)):
        quick = RULES.apply(RULES.apply(quick, seat, Pass(nile=digit)), seat, DONE)
    assert said([RULES.end_reason(quick)]) == [
        "The game ends: Ana has crossed all the Nile digits."
    ]
