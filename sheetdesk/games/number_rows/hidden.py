"""What each viewer may not see in Number rows, for the soak's view check (devtools/soak.py):
`vary(state, viewer, rng)` is the same position as far as `viewer` can tell, with every secret
changed — others' hand colours and ids, the display's colours, the order and colours of the pile
below its top number, others' pending marks in the announce step."""

from __future__ import annotations

from sheetdesk.core.protocol import Viewer
from sheetdesk.core.records import replace
from sheetdesk.core.rng import Rng

from .rules import COLORS, Card, Color, State


def _secrets(rng: Rng, jokers: bool) -> tuple[int, Color | None, bool]:
    """A card's id, colour and joker flag, drawn anew."""
    joker = rng.below(2) == 0 if jokers else False
    return 100 + rng.below(1000), None if joker else rng.choice(COLORS), joker


def _scramble(card: Card, rng: Rng, jokers: bool) -> Card:
    ident, color, joker = _secrets(rng, jokers)
    return Card(ident, card.number, color, joker)


def vary(state: State, viewer: Viewer, rng: Rng) -> State:
    j = state.jokers
    hands = tuple(
        hand if seat == viewer else tuple(_scramble(c, rng, j) for c in hand)
        for seat, hand in enumerate(state.hands)
    )
    display = tuple(_scramble(c, rng, j) for c in state.display)
    pile = state.pile
    if pile:
        # below the top: new cards, shuffled, then given new numbers (each card made once)
        below = [_secrets(rng, j) for _ in pile[1:]]
        rng.shuffle(below)
        cards = [Card(ident, 2 + rng.below(11), color, joker) for ident, color, joker in below]
        pile = (_scramble(pile[0], rng, j), *cards)
    marks = state.announce_marks
    if state.phase == "announce":
        options = [None, *COLORS]
        marks = tuple(m if seat == viewer else rng.choice(options) for seat, m in enumerate(marks))
    return replace(state, hands=hands, display=display, pile=pile, announce_marks=marks)
