"""Computer players for Treasure cards. Each decides from `view(state, seat)` only and always
returns one of the `legal` actions it is given.

- `random`: uniform among the legal actions.
- `greedy`: scores each possible mark by what it brings at once (coins, palms, X symbols, a
  completed card) plus how far it brings the two cards towards completion (convex, so it finishes
  one card rather than spreading), minus boxes it leaves isolated (only a single box could ever
  fill them). It keeps and takes the cards with the most symbols and seal value for their size.

`play_fast` plays a whole game with one bot in every seat straight on the rules (no Session, no
log): the balance check of the card set uses it.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, cast

from sheetdesk.core.protocol import Action, Seat
from sheetdesk.core.rng import Rng
from sheetdesk.core.shapes import Cell, neighbours
from sheetdesk.games.expeditions import playout
from sheetdesk.games.expeditions.fast import random_move
from sheetdesk.games.expeditions.playout import Bot

from .rules import (
    COIN_BOXES,
    COIN_ROW,
    PALM_BOXES,
    RULES,
    Board,
    Box,
    Confirm,
    Keep,
    Place,
    State,
    Take,
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


def random(view: Any, seat: Seat, legal: list[Action], rng: Rng) -> Action:
    """Uniform among the legal actions."""
    return rng.choice(legal)


@lru_cache(maxsize=200_000)
def _shape_of_free(free: frozenset[Cell]) -> float:
    """The cost of the empty boxes' layout: isolated boxes and lone pairs."""
    cost = 0.0
    seen: set[Cell] = set()
    for cell in free:
        if cell in seen:
            continue
        stack = [cell]
        seen.add(cell)
        size = 0
        while stack:
            size += 1
            for near in neighbours(stack.pop()):
                if near in free and near not in seen:
                    seen.add(near)
                    stack.append(near)
        if size == 1:
            cost += ISOLATED_COST
        elif size == 2:
            cost += PAIR_COST
    return cost


class GreedyBot:
    """The greedy heuristic over one rules object's card data."""

    def __init__(self, rules: TreasureRules) -> None:
        self.rules = rules
        self._card_cache: dict[tuple[int, frozenset[Cell]], float] = {}

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

    def _progress(self, card_id: int, free: frozenset[Cell]) -> float:
        key = (card_id, free)
        value = self._card_cache.get(key)
        if value is None:
            if len(self._card_cache) > 300_000:
                self._card_cache.clear()
            points = self.rules.cards[card_id].points
            done = 1.0 - len(free) / points
            value = PROGRESS * points * done * done - _shape_of_free(free)
            if not free:
                value += COMPLETE_BONUS + self.rules.cards[card_id].points * 0.3
            self._card_cache[key] = value
        return value

    def _mark_value(
        self, state: State, board: Board, card_id: int, cells: tuple[Cell, ...]
    ) -> float:
        rules = self.rules
        card = rules.cards[card_id]
        gain = 0.0
        coins = board.coins
        palms = len(board.palms)
        for cell in cells:
            symbol = card.symbol_at(cell)
            if symbol == "coin" and coins < COIN_BOXES:
                coins += 1
                gain += COIN_VALUE
                if coins % COIN_ROW == 0 and state.cups_left:
                    gain += CUP_ROW_BONUS
            elif symbol == "palm" and palms < PALM_BOXES:
                palms += 1
                gain += PALM_FACTOR * rules.palm_value(state)
            elif symbol == "cross":
                gain += EXTRA_BOX_VALUE
        index = board.cards.index(card_id)
        free = rules.free_boxes(board, card_id) - frozenset(cells)
        total = gain + self._progress(card_id, free)
        for other, other_id in enumerate(board.cards):
            if other != index:
                total += self._progress(other_id, rules.free_boxes(board, other_id))
        return total

    # -- the decision --

    def __call__(self, view: Any, seat: Seat, legal: list[Action], rng: Rng) -> Action:
        state: State = view
        first = legal[0]
        if isinstance(first, Keep):
            return max(
                (a for a in legal if isinstance(a, Keep)),
                key=lambda a: self.card_value(a.card),
            )
        if isinstance(first, Take):
            best: Action = first
            best_value = float("-inf")
            for action in legal:
                if not isinstance(action, Take):
                    continue
                slot = action.slot  # None: the pile top, unknown, about an average card
                value = 5.0 if slot is None else self.card_value(state.display[slot])
                if value > best_value:
                    best, best_value = action, value
            return best
        if isinstance(first, Confirm) and len(legal) == 1:
            return first
        board = cast(Board, state.boards[seat])
        best = legal[0]
        best_value = float("-inf")
        for action in legal:
            if isinstance(action, Place):
                value = self._mark_value(state, board, action.card, action.cells)
            elif isinstance(action, Box):
                value = self._mark_value(state, board, action.card, (action.cell,))
            else:
                continue
            if value > best_value:
                best, best_value = action, value
        return best


greedy = GreedyBot(RULES)


def play_fast(
    players: int, seed: int, bot: str | Bot = "greedy", rules: TreasureRules = RULES
) -> State:
    """One whole game straight on the rules (chance from `seed`), `bot` in every seat."""
    choose: Bot = (greedy if bot == "greedy" else random) if isinstance(bot, str) else bot
    return playout.play_fast(rules, players, seed, choose)


def completion_counts(games: int, seed: int, start: int = 0, players: int = 4) -> dict[int, int]:
    """How many of games start..start+games-1 (greedy, `players` seats, chance from
    derive(seed, "balance", index)) completed each card: the balance check of issue 3."""
    return playout.completion_counts(RULES, greedy, games, seed, start, players)


# The bots that also choose among the fast path's moves (core.simulate uses them).
FAST_BOTS = {"random": random_move}

__all__ = ["FAST_BOTS", "GreedyBot", "completion_counts", "greedy", "play_fast", "random"]
