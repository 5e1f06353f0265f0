"""The checks every card file of the family makes of its cards as a set (expeditions/cards.py)."""

from dataclasses import dataclass

import pytest

from sheetdesk.games.expeditions.cards import check_card_set


@dataclass(frozen=True)
class Card:
    serial: int
    color: str
    walls: tuple[int, ...]


def check(cards: list[Card]) -> None:
    check_card_set(cards, "serial", 1, {"red": 1, "blue": 2}, lambda card: card.walls)


GOOD = [Card(1, "red", (1,)), Card(2, "blue", (2,)), Card(3, "blue", (3,))]


def test_a_good_set_passes():
    check(GOOD)


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ([GOOD[1], GOOD[0], GOOD[2]], r"card serials must be 1, 2, 3, \.\.\. in order"),
        ([*GOOD, Card(4, "red", (4,))], r"must be \{'red': 1, 'blue': 2\}, not \{'red': 2"),
        ([GOOD[0], GOOD[1], Card(3, "blue", (2,))], "card 3 is identical to an earlier card"),
    ],
    ids=["out of order", "a red card too many", "two alike"],
)
def test_a_set_is_refused(cards, message):
    with pytest.raises(ValueError, match=message):
        check(cards)
