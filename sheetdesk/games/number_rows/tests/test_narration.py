"""What the log and the end page say of Number rows: misthrows, locked rows, why the game ended,
the number of a display card taken, how far the game is."""

from __future__ import annotations

from sheetdesk.core.i18n import Text
from sheetdesk.games.number_rows.rules import RULES, Cross, Done, Play, Take
from sheetdesk.games.number_rows.tests.helpers import at_play, base, card, sheet

NAMES = ("Ana", "Jan", "Zofia")


def said(texts) -> list[str]:
    return [
        Text(t.context, t.source, (*t.args, ("player", "P")), t.n).english(NAMES) for t in texts
    ]


def test_a_misthrow_is_named_in_the_log():
    hand = (card("red", 4), card("yellow", 3))
    s = RULES.apply(at_play(hand), 0, Play(cards=(hand[0].id,), color="red"))
    after = RULES.apply(s, 0, Done())
    assert said(RULES.events(s, after)) == ["Ana crossed nothing this turn: misthrow 1 of 4."]
    crossed = RULES.apply(s, 0, Cross(number=4))
    assert RULES.events(crossed, RULES.apply(crossed, 0, Done())) == ()


def test_a_lock_and_the_end_are_named_and_the_end_reason_given():
    ready = sheet(red=(2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12), yellow=(2, 3, 4, 5, 6, 7))
    hand = (card("yellow", 12), card("blue", 3))
    s = RULES.apply(
        at_play(hand, sheets={1: ready}, active=1), 1, Play(cards=(hand[0].id,), color="yellow")
    )
    crossed = RULES.apply(s, 1, Cross(number=12))
    lines = said(RULES.events(s, crossed))
    assert lines == ["Jan locks the yellow row."]
    over = RULES.apply(crossed, 1, Done())
    assert said(RULES.events(crossed, over)) == ["The game ends: Jan has locked two rows."]
    assert said([RULES.end_reason(over)]) == ["The game ends: Jan has locked two rows."]
    assert RULES.end_reason(crossed) is None


def test_a_fourth_misthrow_is_the_end_reason():
    hand = (card("red", 4), card("yellow", 3))
    s = at_play(hand, sheets={0: sheet(misthrows=3)})
    s = RULES.apply(RULES.apply(s, 0, Play(cards=(hand[0].id,), color="red")), 0, Done())
    assert said([RULES.end_reason(s)]) == ["The game ends: Ana has taken a 4th misthrow."]


def test_taking_a_display_card_names_its_public_number():
    state = base(2)
    number = state.display[1].number
    text = RULES.describe(Take(slot=1), state.active, state)
    assert said([text]) == [f"P takes the {number} from the display."]
    assert said([RULES.describe(Take(slot=1), 0)]) == ["P takes card 2 of the display."]


def test_progress_is_the_turn():
    assert said([RULES.progress(base(2))]) == ["Turn 1"]
