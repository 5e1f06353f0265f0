"""Computer players for Treasure cards. Each decides from `view(state, seat)` only and always
returns one of the `legal` actions it is given.

- `random`: uniform among the legal actions.
- `greedy`: scores each possible mark by what it brings at once (coins, palms, X symbols, a
  completed card) plus how far it brings the two cards towards completion (convex, so it finishes
  one card rather than spreading), minus boxes it leaves isolated (only a single box could ever
  fill them). It keeps and takes the cards with the most symbols and seal value for their size.

- `easy`, `medium`, `hard`: the levels a family chooses from, on the shared search
  (core/search.py) with the card games' sampling, options and value (expeditions/ai.py), whose
  rollout policy and value of the cards in play are greedy's (`values`, `worth`). Each also
  takes `cancel=` and `log=`; `hint(view, seat, legal)` is what Hard would do.

Random and greedy decide alike on the fast path's state (games/expeditions/fast.py; the game's
fast.py names them for core.headless), and the balance check plays them there. `play_fast` plays
a whole game with one bot in every seat (no Session, no log): the balance check of the card set
uses it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, cast

from sheetdesk.core.protocol import Seat
from sheetdesk.core.shapes import Grid
from sheetdesk.games.expeditions.ai import levels
from sheetdesk.games.expeditions.fast import (
    BOX,
    KEEP_MOVE,
    PILE,
    PLACE,
    TAKE,
    FastState,
    Move,
)
from sheetdesk.games.expeditions.playout import Greedy, random

from .rules import (
    COIN_BOXES,
    COIN_ROW,
    PALM_BOXES,
    RULES,
    Board,
    State,
    TreasureRules,
)

COIN_VALUE = 1.3  # a coin box is a point and brings a cup nearer
CUP_ROW_BONUS = 3.0  # finishing a coin row while cups remain
PALM_FACTOR = 1.0  # a palm is worth its value now
EXTRA_BOX_VALUE = 1.6  # an X symbol gives a free box
ISOLATED_COST = 1.6  # an empty box no shape can reach any more
PAIR_COST = 0.4  # an empty pair (only the domino or single boxes fill it)
PROGRESS = 1.2  # weight of the convex progress towards completing a card
COMPLETE_BONUS = 3.0  # completing a card also brings a new card (and its seal)
SYMBOL_AT_A_GLANCE = 1.5  # the value of a symbol on a card not yet in play


def _shape_of_free(g: Grid, free: int) -> float:
    """The cost of the empty boxes' layout: isolated boxes and lone pairs."""
    cost = 0.0
    rest = free
    while rest:
        region = rest & -rest
        while True:
            grown = (region | g.neighbours(region)) & free
            if grown == region:
                break
            region = grown
        rest &= ~region
        size = region.bit_count()
        if size == 1:
            cost += ISOLATED_COST
        elif size == 2:
            cost += PAIR_COST
    return cost


@dataclass(slots=True)
class _Seat:
    """What greedy reads of one seat's position (from a view or from the fast path's state)."""

    cards: Sequence[tuple[int, int]]  # (card id, marked mask) per card in play
    coins: int
    palms: int  # palm boxes filled
    palm_value: int  # what a palm crossed now is worth
    cups_left: bool
    display: Sequence[int]


class GreedyBot(Greedy):
    """The greedy heuristic over one rules object's card data (the family's `Greedy`: it decides
    alike from a view and on the fast path)."""

    rules: TreasureRules

    def __init__(self, rules: TreasureRules) -> None:
        super().__init__(rules)
        self._card_cache: dict[int, float] = {}
        self._symbols: dict[int, tuple[str, ...]] = {}

    # -- values --

    def card_value(self, card_id: int) -> float:
        """How attractive a fresh card is (draft and replacement): symbols and seal per box.
        Every symbol counts about the same at a glance (a coin brings cups, a palm a few points
        later, an X a free box); a seal about its value per card of its colour."""
        card = self.rules.cards[card_id]
        value = SYMBOL_AT_A_GLANCE * len(card.symbols)
        if card.seal is not None:
            value += card.seal.value * SYMBOL_AT_A_GLANCE
        # smaller cards are finished sooner: a little bonus per box saved
        return value / card.points * 10 + (14 - card.points) * 0.15

    def _progress(self, card_id: int, free: int) -> float:
        key = free << 8 | card_id
        value = self._card_cache.get(key)
        if value is None:
            if len(self._card_cache) > 300_000:
                self._card_cache.clear()
            points = self.rules.cards[card_id].points
            done = 1.0 - free.bit_count() / points
            value = PROGRESS * points * done * done - _shape_of_free(
                self.rules.grids[card_id], free
            )
            if not free:
                value += COMPLETE_BONUS + self.rules.cards[card_id].points * 0.3
            self._card_cache[key] = value
        return value

    def _crossed(self, card_id: int, mask: int) -> tuple[str, ...]:
        """The symbols printed in the boxes of `mask` (kept: the same marks come up again and
        again in a search's playouts)."""
        key = mask << 8 | card_id
        found = self._symbols.get(key)
        if found is None:
            if len(self._symbols) > 300_000:
                self._symbols.clear()
            found = self._symbols[key] = tuple(self.rules.symbols_on(card_id, mask))
        return found

    def _gain(self, seat: _Seat, symbols: tuple[str, ...]) -> float:
        """What crossing these symbols brings the seat at once (coins, palms, X symbols)."""
        gain = 0.0
        coins = seat.coins
        palms = seat.palms
        for symbol in symbols:
            if symbol == "coin" and coins < COIN_BOXES:
                coins += 1
                gain += COIN_VALUE
                if coins % COIN_ROW == 0 and seat.cups_left:
                    gain += CUP_ROW_BONUS
            elif symbol == "palm" and palms < PALM_BOXES:
                palms += 1
                gain += PALM_FACTOR * seat.palm_value
            elif symbol == "cross":
                gain += EXTRA_BOX_VALUE
        return gain

    # -- the decision --

    def values(self, seat: _Seat, moves: Sequence[Move]) -> list[float]:
        """What each move is worth to the seat (draft keeps, takes and marks; others: -inf)."""
        kind = moves[0][0]
        if kind == KEEP_MOVE:
            return [self.card_value(card_id) for _kind, card_id, _ in moves]
        if kind == TAKE:
            # the pile top: unknown, about an average card
            return [
                5.0 if slot == PILE else self.card_value(seat.display[slot])
                for _kind, slot, _ in moves
            ]
        # marks: kept under everything of the seat they read and the moves
        cards, moves_key = tuple(seat.cards), tuple(moves)
        key = (cards, seat.coins, seat.palms, seat.palm_value, seat.cups_left, moves_key)
        return self.remembered_marks(key, lambda: self._mark_values(seat, moves))

    def _mark_values(self, seat: _Seat, moves: Sequence[Move]) -> list[float]:
        """`values` of marks (others: -inf), worked out."""
        # per card marked: its boxes and the other cards' progress, the same for all its marks
        opened = self.rules.open
        progress = [self._progress(c, opened[c] & ~m) for c, m in seat.cards]
        facts: dict[int, tuple[int, list[float]]] = {}
        for card_id, marked in seat.cards:
            if card_id not in facts:  # (the first, as a search of seat.cards finds it)
                others = [progress[i] for i, (c, _m) in enumerate(seat.cards) if c != card_id]
                facts[card_id] = (marked, others)
        # a mark's worth: the symbols it crosses (the same for every mark crossing the same
        # ones), the card's progress after it, and then the progress of the seat's other cards
        # (in the order of seat.cards: added one by one after the card's own, as they always were)
        gains: dict[tuple[str, ...], float] = {}
        crossed = self._crossed
        known = self._card_cache
        values = []
        for kind, card_id, mask in moves:
            if kind != PLACE and kind != BOX:
                values.append(float("-inf"))
                continue
            marked, others = facts[card_id]
            symbols = crossed(card_id, mask)
            gain = gains.get(symbols)
            if gain is None:
                gain = gains[symbols] = self._gain(seat, symbols)
            free = opened[card_id] & ~(marked | mask)
            progress_after = known.get(free << 8 | card_id)  # (`_progress`'s cache, read inline)
            if progress_after is None:
                progress_after = self._progress(card_id, free)
            total = gain + progress_after
            for value in others:
                total += value
            values.append(total)
        return values

    def worth(self, seat: _Seat) -> float:
        """What the seat's cards in play should still bring (their progress towards completion):
        the search's value of a position before the end."""
        opened = self.rules.open
        return sum(self._progress(c, opened[c] & ~m) for c, m in seat.cards)

    def view_position(self, view: Any, seat: Seat) -> _Seat:
        """What greedy reads of `seat` in a view."""
        state: State = view
        board = cast(Board, state.boards[seat])
        return _Seat(
            self.rules.board_masks(board),
            board.coins,
            len(board.palms),
            self.rules.palm_value(state),
            bool(state.cups_left),
            state.display,
        )

    def position(self, fast: FastState, seat: Seat) -> _Seat:
        """What greedy reads of `seat` on the fast path's state."""
        score = fast.score[seat]
        return _Seat(
            list(zip(fast.cards[seat], fast.marked[seat], strict=True)),
            score["coins"],
            len(score["palms"]),
            self.rules.palm_value(fast),
            bool(fast.extra["cups_left"]),
            fast.display,
        )


greedy = GreedyBot(RULES)
play_fast = greedy.play_fast


def completion_counts(games: int, seed: int, start: int = 0, players: int = 4) -> dict[int, int]:
    """Greedy's `completion_counts` (the balance check of the card set); a module-level
    function, for the balance check's worker processes."""
    return greedy.completion_counts(games, seed, start, players)


easy, medium, hard = levels(greedy)  # the shared search on the family's adapter (ai.py)
hint = hard.hint
"""What Hard would do in a Treasure cards seat's place: hint(view, seat, legal, cancel=None)."""

__all__ = ["GreedyBot", "completion_counts", "greedy", "play_fast", "random"]
__all__ += ["easy", "hard", "hint", "medium"]
