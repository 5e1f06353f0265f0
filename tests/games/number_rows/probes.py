"""Number rows' contract probes (tests/contract.py): what a viewer may not see (others' hand
colours and ids, the display's colours, the pile below its top, others' pending announce marks),
random candidate actions, an independent score recount and the game's invariants (every card in
exactly one place; views hide colours and ids)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from sheetdesk.core.protocol import Action, Seat
from sheetdesk.core.rng import Rng
from sheetdesk.games.number_rows.rules import (
    COLORS,
    RULES,
    AnnounceCross,
    AnnounceDone,
    Card,
    Cross,
    Done,
    Play,
    Reshuffle,
    State,
    Take,
    new_deck,
)
from tests.contract import GameProbes


def recount(state: State) -> list[int]:
    """Totals by NR-C4/NR-E2 (triangular numbers; lock counts; -5 per misthrow)."""
    totals = []
    for sheet in state.sheets:
        total = 0
        for row, locked in zip(sheet.crosses, sheet.locked, strict=True):
            n = len(row) + int(locked)
            total += n * (n + 1) // 2
        totals.append(total - 5 * sheet.misthrows)
    return totals


def check_cards(state: State) -> None:
    """Every card is in exactly one place; jokers have a colour only while played."""
    places = [
        *state.pile,
        *state.display,
        *state.discard,
        *state.played,
        *(c for hand in state.hands for c in hand),
    ]
    assert Counter(c.id for c in places) == Counter(c.id for c in new_deck(state.jokers))
    assert all(c.color is None for c in places if c.joker and c not in state.played)
    assert len(state.display) <= 4
    assert all(len(hand) <= 5 for hand in state.hands)


def scramble(card: Card, rng: Rng, jokers: bool) -> Card:
    joker = rng.below(2) == 0 if jokers else False
    return Card(100 + rng.below(1000), card.number, None if joker else rng.choice(COLORS), joker)


def perturb(state: State, viewer: Seat | None, rng: Rng) -> State:
    """The same position as far as `viewer` can tell: hidden parts changed."""
    j = state.jokers
    hands = tuple(
        hand if seat == viewer else tuple(scramble(c, rng, j) for c in hand)
        for seat, hand in enumerate(state.hands)
    )
    display = tuple(scramble(c, rng, j) for c in state.display)
    pile = state.pile
    if pile:
        below = [scramble(c, rng, j) for c in pile[1:]]
        rng.shuffle(below)
        below = [replace(c, number=2 + rng.below(11)) for c in below]
        pile = (scramble(pile[0], rng, j), *below)
    marks = state.announce_marks
    if state.phase == "announce":
        options = [None, *COLORS]
        marks = tuple(m if seat == viewer else rng.choice(options) for seat, m in enumerate(marks))
    return replace(state, hands=hands, display=display, pile=pile, announce_marks=marks)


def check_hidden(state: State) -> None:
    """What every view shows of the cards: numbers yes, others' colours and ids never."""
    for viewer in [None, *range(state.players)]:
        view = RULES.view(state, viewer)
        for seat, hand in enumerate(view.hands):
            assert [c.number for c in hand] == [c.number for c in state.hands[seat]]
            if seat != viewer:
                assert all(c.color is None and c.id == -1 for c in hand)
                assert all(c.joker is (None if state.jokers else False) for c in hand)
        assert all(c.color is None and c.id == -1 for c in view.display + view.pile)
        assert all(c.number is None for c in view.pile[1:])
        if state.pile:
            assert view.pile[0].number == state.pile[0].number


def invariants(state: State) -> None:
    check_cards(state)
    check_hidden(state)


def probes(state: State, rng: Rng) -> list[tuple[Seat | None, Action]]:
    seats: list[Seat | None] = [None, *range(state.players)]
    out: list[tuple[Seat | None, Action]] = []
    ids = [c.id for hand in state.hands for c in hand] + [rng.below(60) for _ in range(3)]
    discard = [c.id for c in state.discard]
    for _ in range(5):
        seat = rng.choice(seats)
        kind = rng.below(8)
        action: Action
        if kind == 0:
            action = Take(slot=rng.below(6) - 1)
        elif kind == 1:
            action = AnnounceCross(row=rng.choice(COLORS))
        elif kind == 2:
            action = AnnounceDone()
        elif kind == 3:
            cards = tuple(rng.choice(ids) for _ in range(rng.below(5)))
            action = Play(cards=cards, color=rng.choice(COLORS))
        elif kind == 4:
            action = Cross(number=rng.randint(1, 13))
        elif kind == 5:
            action = Done()
        elif kind == 6:
            order = rng.shuffled(discard)
            action = Reshuffle(order=tuple(order[: len(order) - rng.below(2)]))
        else:
            hand = state.hands[seat] if seat is not None else ()
            action = (
                Play(cards=tuple(c.id for c in hand[:2]), color=rng.choice(COLORS))
                if hand
                else Done()
            )
        out.append((seat, action))
    return out


GAME = GameProbes(
    RULES,
    perturb,
    probes,
    recount,
    invariants,
    ("number_rows",),
    [{"jokers": False}, {"jokers": True}],
)
