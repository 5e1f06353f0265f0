"""The contract probes both card games of the expedition family share (tests/contract.py):
random candidate actions and the family's invariants (every card in exactly one place). A game
adds its score recount and what a viewer may not see (its hidden.vary)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sheetdesk.core.protocol import Action, Seat
from sheetdesk.core.rng import Rng
from sheetdesk.games.expeditions.engine import (
    Box,
    Confirm,
    Keep,
    Place,
    Reveal,
    ShuffleExpeditions,
    ShufflePile,
    Take,
)
from tests.contract import GameProbes


def family_probes(
    rules: Any,
    recount: Callable[[Any], list[int]],
    vary: Callable[[Any, Seat | None, Rng], Any],
    contexts: tuple[str, ...],
) -> GameProbes:
    """`vary`: the game's hidden.vary (every secret of a viewer changed)."""
    cards = len(rules.cards)

    def probes(state: Any, rng: Rng) -> list[tuple[Seat | None, Action]]:
        seats: list[Seat | None] = [None, *range(state.players)]
        ids = [rng.below(cards + 3) for _ in range(3)]
        for board in state.boards:
            ids += list(board.cards)
        out: list[tuple[Seat | None, Action]] = []
        for _ in range(5):
            seat = rng.choice(seats)
            kind = rng.below(8)
            card = rng.choice(ids)
            cell = (rng.below(7) - 1, rng.below(8) - 1)
            action: Action
            if kind == 0:
                action = Keep(card=card)
            elif kind == 1:
                cells = [cell]
                for _ in range(rng.below(4)):
                    r, c = cells[-1]
                    cells.append(rng.choice([(r + 1, c), (r, c + 1), (r - 1, c), (r, c - 1)]))
                action = Place(card=card, cells=tuple(cells))
            elif kind == 2:
                action = Box(card=card, cell=cell)
            elif kind == 3:
                action = Confirm()
            elif kind == 4:
                action = Take(slot=rng.below(6) - 1 if rng.below(3) else None)
            elif kind == 5:
                action = ShufflePile(order=tuple(rng.shuffled(range(cards)))[: 20 + rng.below(30)])
            elif kind == 6:
                action = ShuffleExpeditions(order=tuple(rng.shuffled(range(8 + rng.below(2)))))
            else:
                action = Reveal(number=rng.below(9))
            out.append((seat, action))
        return out

    def invariants(state: Any) -> None:
        places = [*state.pile, *state.display]
        for board in state.boards:
            places += [*board.cards, *board.completed]
            assert len(board.cards) <= 2 and len(board.crossed) == len(board.cards)
            for card_id, crossed in zip(board.cards, board.crossed, strict=True):
                assert not rules.grids[card_id].mask(crossed) & ~rules.open[card_id]
        if state.phase == "draft":
            places += [c for d in state.dealt for c in d]
        elif state.phase == "shuffle_pile":
            places += [
                c for d, k in zip(state.dealt, state.kept, strict=True) for c in d if c not in k
            ]
        assert sorted(places) == list(range(cards)), "a card is lost or in two places"
        assert len(state.display) <= 4

    return GameProbes(rules, vary, probes, recount, invariants, contexts)


def mark_position(
    state_type: type,
    boards: list[Any],
    *,
    design: str,
    display: tuple[int, ...],
    pile: tuple[int, ...],
    start: int,
    revealed: int,
    round: int,
    **extra: Any,
) -> Any:
    """A mark-phase position of a family game (`state_type` with its own `extra` fields):
    expedition card `design` just revealed, everyone to mark."""
    from sheetdesk.games.expeditions.deck import load_deck

    deck = load_deck()
    current = {d.key: i for i, d in reversed(list(enumerate(deck.cards)))}[design]
    rest = tuple(i for i in range(len(deck.cards)) if i != current)[: 8 - revealed]
    n = len(boards)
    return state_type(
        players=n,
        phase="mark",
        round=round,
        start=start,
        pile=pile,
        display=display,
        boards=tuple(boards),
        dealt=(),
        kept=(),
        waiting=tuple((start + i) % n for i in range(n)),
        expeditions=rest,
        revealed=revealed,
        current=current,
        marks=((),) * n,
        owed=(0,) * n,
        before=tuple(boards),
        completing=(),
        vacant=(),
        **extra,
    )
