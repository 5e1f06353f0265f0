"""Number rows' contract probes (tests/contract.py): what a viewer may not see (the game's
hidden.vary), random candidate actions, an independent score recount and the game's invariants
(every card in exactly one place; views hide colours and ids)."""

from __future__ import annotations

from collections import Counter

from sheetdesk.core.protocol import Action, Seat
from sheetdesk.core.rng import Rng
from sheetdesk.games.number_rows.hidden import vary
from sheetdesk.games.number_rows.rules import (
    COLORS,
    RULES,
    AnnounceCross,
    AnnounceDone,
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
    vary,
    probes,
    recount,
    invariants,
    ("number_rows",),
    [{"jokers": False}, {"jokers": True}],
)
