"""Computer players for Pyramid cards. Each decides from `view(state, seat)` only and always
returns one of the `legal` actions it is given.

- `random`: uniform among the legal actions.
- `greedy`: values each possible mark by what its symbols bring at once (a gem that makes a pair
  with one of the other colour more than a lone gem, the round's torch while its box is open, a
  red X's extra mark, a skull's added penalty, much less when a potion lies within reach to erase
  it, a potion's relief) plus how much nearer it brings the card to its tomb. A card's worth grows
  steeply as the cells still needed to reach the tomb shrink (so it finishes one card rather than
  spreading), by the shorter of the way around the skulls and the way through one at its cost
  (so it walks around skulls unless a potion follows or the detour is long), and nothing once the
  game is too short to get there; a completion counts its 10 points, the pyramid-point box it
  claims and the new card it brings. Symbols not yet reached count a little, less the further
  away they lie (which pulls towards torches, gems and red X chains). It keeps and takes the cards
  that bring the most per expedition card: completion, pyramid-point claim and the symbols on the
  way, over the length of the way.

- `easy`, `medium`, `hard` (and `hint`, what Hard would do): greedy looking ahead through the
  search shared by every game (core/search.py), set up once for both card games in
  expeditions/ai.py; this module only lends it greedy's `values` of the moves and `worth` of the
  cards in play.

Random and greedy decide alike on the fast path's state (games/expeditions/fast.py; the game's
fast.py names them for core.headless), and the balance check plays them there. `play_fast` plays
a whole game with one bot in every seat (no Session, no log): the balance check of the card set
uses it, and `completion_counts` counts its completions.
"""

from __future__ import annotations

from collections.abc import Container, Sequence
from dataclasses import dataclass
from typing import Any, cast

from sheetdesk.core.protocol import Seat
from sheetdesk.core.search import Level, SearchBot
from sheetdesk.core.shapes import grid
from sheetdesk.games.expeditions.ai import ExpeditionSearch, levels
from sheetdesk.games.expeditions.deck import load_deck
from sheetdesk.games.expeditions.engine import CARDS_PER_ROUND, ROUNDS
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

from .cards import COLORS, SIZE, CardSet, Symbol
from .rules import (
    CARD_POINTS,
    GEM_BOXES,
    PYRAMID_COUNTS,
    PYRAMID_POINTS,
    RULES,
    SKULL_TRACK,
    SKULLS_BEFORE_POTIONS,
    TORCH_POINTS,
    Board,
    PyramidRules,
    State,
)

# What greedy weighs (points, or points per cell), checked with play_fast over seeded games.
NEAR = 0.78  # a card's worth is multiplied by this for each cell still between it and its tomb
NEW_CARD = 4.0  # a completed card is replaced by a fresh one
PAIR_POINTS = 5.0  # a red and a green gem
LONE_GEM = 1.5  # a gem without a partner yet: 1 point now, perhaps a pair later
LATER_TORCH = 1.5  # a torch that can only help in a later round
RED_X = 2.5  # an extra mark at once
SPARE_POTION = 1.0  # a potion with no skull to erase yet
POTION_RELIEF = 0.4  # share of a skull's penalty that counts when a potion is within reach
POTION_REACH = 3  # cells: a potion this near counts as within reach
FAR = 0.55  # an unreached symbol's worth is multiplied by this per cell away
CELLS_PER_REVEAL = 3.5  # about as many cells one expedition card can bring towards a tomb
ON_THE_WAY = 1  # cells of detour within which a fresh card's symbols count as on its way

GRID = grid(SIZE, SIZE)


def _first(layers: list[int], bit: int) -> int | None:
    """The index of the first layer holding `bit` (None if none does)."""
    for index, layer in enumerate(layers):
        if layer & bit:
            return index
    return None


def _penalty(skulls: int) -> int:
    """The skull track's penalty (positive) with `skulls` boxes crossed."""
    return -SKULL_TRACK[skulls - 1] if skulls else 0


def _gem_value(mine: int, other: int) -> float:
    """What one more gem of a colour with `mine` boxes crossed brings (the other colour has
    `other`)."""
    if mine >= GEM_BOXES:
        return 0.0
    return PAIR_POINTS - LONE_GEM if mine < other else LONE_GEM


@dataclass(slots=True)
class _Card:
    """What greedy needs of one card with some cells marked: cells still needed to reach the
    tomb (0: marked; None: walled off), the same without stepping on a skull, and, for each
    unmarked symbol, how many cells away it lies (None: walled off). Worked out once per card
    and marks (`GreedyBot._reach`), so what follows from them is kept too: the unmarked symbols
    within reach with FAR**distance (`within`), and whether a potion lies within POTION_REACH."""

    to_tomb: int | None
    around_skulls: int | None
    symbols: tuple[tuple[Symbol, int, int | None], ...]  # (symbol, its bit, distance)
    within: tuple[tuple[Symbol, float], ...] = ()  # (symbol, FAR**distance), in symbols' order
    potion_near: bool = False


@dataclass(slots=True)
class _Context:
    """The seat's score card as greedy reads it, while one mark is being valued."""

    red: int
    green: int
    skulls: int
    torch_open: bool  # this round's torch box is still free
    potion_near: bool
    reveals_left: int  # expedition cards still to come after this one, this one included

    def copy(self) -> _Context:
        return _Context(
            self.red, self.green, self.skulls, self.torch_open, self.potion_near, self.reveals_left
        )

    def skull_cost(self) -> float:
        """What crossing one more skull box costs now."""
        return _SKULL_COSTS[self.skulls][self.potion_near]

    def later(self) -> dict[str, float]:
        """The worth of each symbol not yet reached, before its distance is counted (a table
        per context: it is read for every symbol of every card valued in it; shared by every
        context alike, so never changed). A skull costs only if marked; a potion is counted
        when it is near."""
        key = (self.red, self.green, self.torch_open)
        table = _LATER.get(key)
        if table is None:
            table = _LATER[key] = {
                "red_gem": _gem_value(self.red, self.green),
                "green_gem": _gem_value(self.green, self.red),
                "torch": TORCH_POINTS if self.torch_open else LATER_TORCH,
                "red_x": RED_X,
                "skull": 0.0,
                "potion": 0.0,
            }
        return table


def _skull_cost(skulls: int, potion_near: bool) -> float:
    """What crossing one more skull box costs with `skulls` crossed (less with a potion near)."""
    if skulls >= len(SKULL_TRACK):
        return 0.0
    cost = _penalty(skulls + 1) - _penalty(skulls)
    return cost * (POTION_RELIEF if potion_near else 1.0)


# `_Context.skull_cost` per skulls crossed, without and with a potion near; `_Context.later` per
# gems crossed of each colour and torch box (a few hundred at most)
_SKULL_COSTS = tuple(
    (_skull_cost(skulls, False), _skull_cost(skulls, True))
    for skulls in range(len(SKULL_TRACK) + 1)
)
_LATER: dict[tuple[int, int, bool], dict[str, float]] = {}


@dataclass(slots=True)
class _Seat:
    """What greedy reads of one seat's position (from a view or from the fast path's state)."""

    cards: Sequence[tuple[int, int]]  # (card id, marked mask) per card in play
    completed: Sequence[int]
    red: int
    green: int
    skulls: int
    torches: Sequence[int]
    round: int
    revealed: int  # expedition cards revealed this round while one is marked or served, else 0
    claimed: Sequence[int]  # pyramid-point boxes taken, per colour
    kept: Sequence[int]  # the draft: the cards kept so far
    display: Sequence[int]
    seen: Container[int]  # the cards in play, completed or shown: the pile holds the others


class GreedyBot(Greedy):
    """The greedy heuristic over one rules object's card data (the family's `Greedy`: it decides
    alike from a view and on the fast path)."""

    rules: PyramidRules

    def __init__(self, rules: PyramidRules) -> None:
        super().__init__(rules)
        self._cards: dict[tuple[int, int], _Card] = {}
        self._symbols = {
            card.id: tuple((symbol, GRID.bit(cell)) for cell, symbol in card.symbols)
            for card in rules.cards.cards
        }
        self._tomb = {card.id: GRID.bit(card.tomb) for card in rules.cards.cards}
        self._entrance = {card.id: GRID.bit(card.entrance) for card in rules.cards.cards}
        self._skulls = {
            card.id: GRID.mask(cell for cell, symbol in card.symbols if symbol == "skull")
            for card in rules.cards.cards
        }
        self._routes = {card.id: self._route(card.id) for card in rules.cards.cards}
        # a fresh card's symbols on or next to its shortest way that count in `card_value`
        self._on_the_way = {
            card_id: tuple(
                symbol for symbol, detour in route[2] if detour <= ON_THE_WAY and symbol != "skull"
            )
            for card_id, route in self._routes.items()
        }
        self._ids = tuple(card.id for card in rules.cards.cards)
        self._color = {card.id: COLORS.index(card.color) for card in rules.cards.cards}
        self._crossed: dict[int, tuple[Symbol, ...]] = {}

    # -- geometry --

    def _layers(self, card_id: int, start: int, blocked: int = 0) -> list[int]:
        """Breadth-first layers of open cells from the cells of `start`, never through
        `blocked`: layers[0] == start."""
        return GRID.layers(start, self.rules.open[card_id] & ~blocked)

    def _reach(self, card_id: int, marked: int) -> _Card:
        """Distances from the marked cells (from outside the entrance of an empty card)."""
        key = (card_id, marked)
        found = self._cards.get(key)
        if found is not None:
            return found
        tomb = self._tomb[card_id]
        if marked & tomb:
            found = _Card(0, 0, ())
        else:
            skulls = self._skulls[card_id] & ~marked
            if marked:
                layers = self._layers(card_id, marked)
                safe = self._layers(card_id, marked, skulls)
            else:  # the entrance is the first cell to mark: layer 1
                entrance = self._entrance[card_id]
                layers = [0, *self._layers(card_id, entrance)]
                safe = [] if entrance & skulls else [0, *self._layers(card_id, entrance, skulls)]
            symbols = tuple(
                (symbol, bit, _first(layers, bit))
                for symbol, bit in self._symbols[card_id]
                if not bit & marked
            )
            found = _Card(
                _first(layers, tomb),
                _first(safe, tomb),
                symbols,
                tuple((s, FAR**d) for s, _b, d in symbols if d is not None),
                any(s == "potion" and d is not None and d <= POTION_REACH for s, _b, d in symbols),
            )
        if len(self._cards) > 300_000:
            self._cards.clear()
        self._cards[key] = found
        return found

    def _route(self, card_id: int) -> tuple[int, int | None, tuple[tuple[Symbol, int], ...]]:
        """A fresh card's shortest way to the tomb (cells), the shortest around its skulls, and
        its symbols with their detour (how many cells longer the way through each is; 0: on a
        shortest way)."""
        info = self._reach(card_id, 0)
        length = info.to_tomb
        assert length is not None  # every card has a way to its tomb (cards.py checks it)
        from_tomb = self._layers(card_id, self._tomb[card_id])
        detours = []
        for symbol, bit, distance in info.symbols:
            back = _first(from_tomb, bit)
            if distance is not None and back is not None:
                detours.append((symbol, distance + back - length))
        return length, info.around_skulls, tuple(detours)

    # -- values --

    def _symbol(self, symbol: Symbol, ctx: _Context) -> float:
        """The worth of marking `symbol` now (the context is updated as the rules would)."""
        if symbol == "red_gem":
            value = _gem_value(ctx.red, ctx.green)
            ctx.red = min(GEM_BOXES, ctx.red + 1)
            return value
        if symbol == "green_gem":
            value = _gem_value(ctx.green, ctx.red)
            ctx.green = min(GEM_BOXES, ctx.green + 1)
            return value
        if symbol == "torch":
            if ctx.torch_open:
                ctx.torch_open = False
                return TORCH_POINTS
            return 0.0
        if symbol == "skull":
            cost = ctx.skull_cost()
            ctx.skulls = min(len(SKULL_TRACK), ctx.skulls + 1)
            return -cost
        if symbol == "potion":
            before = ctx.skulls
            ctx.skulls = max(0, before - 2)
            return _penalty(before) - _penalty(ctx.skulls) or SPARE_POTION
        return RED_X  # red_x

    def completion(self, seat: _Seat, card_id: int) -> float:
        """What completing this card brings: its points, a pyramid-point box if it is the 2nd,
        4th or 6th of its colour and one is left, and a new card."""
        return self._completions(seat)[self._color[card_id]]

    def _completions(self, seat: _Seat) -> list[float]:
        """`completion` of a card of each colour (in COLORS' order) for this seat."""
        completed = [0] * len(COLORS)
        color = self._color
        for c in seat.completed:
            completed[color[c]] += 1
        out = []
        for index, done in enumerate(completed):
            claim = 0.0
            if 1 + done in PYRAMID_COUNTS and seat.claimed[index] < len(PYRAMID_POINTS):
                claim = PYRAMID_POINTS[seat.claimed[index]]
            out.append(CARD_POINTS + claim + NEW_CARD)
        return out

    @staticmethod
    def _worth_in(
        info: _Card, complete: float, reach: float, skull_cost: float, later: dict[str, float]
    ) -> float:
        """A card's worth: its completion discounted by the cells still needed (nothing if they
        cannot be marked before the game ends), plus its symbols within reach. What it reads of
        the seat's context comes read once by the caller, who values many cards in it: the
        cells within `reach`, a skull's cost and each symbol's `_Context.later`."""
        value = 0.0
        to_tomb = info.to_tomb
        if to_tomb is not None and to_tomb <= reach:
            value = complete * NEAR**to_tomb - skull_cost
        around = info.around_skulls
        if around is not None and around <= reach:
            value = max(value, complete * NEAR**around)
        for symbol, far in info.within:
            value += later[symbol] * far
        return value

    def _context(self, seat: _Seat) -> _Context:
        reveals_left = (ROUNDS - seat.round) * CARDS_PER_ROUND + CARDS_PER_ROUND - seat.revealed
        potion_near = False
        for card_id, marked in seat.cards:
            if self._reach(card_id, marked).potion_near:
                potion_near = True
        return _Context(
            red=seat.red,
            green=seat.green,
            skulls=seat.skulls,
            torch_open=seat.round not in seat.torches,
            potion_near=potion_near,
            reveals_left=max(0, reveals_left),
        )

    def _marked_symbols(self, card_id: int, mask: int) -> tuple[Symbol, ...]:
        """The symbols a mark crosses, in the order they count (skulls before potions if the
        rules say so)."""
        key = mask << 8 | card_id
        found = self._crossed.get(key)
        if found is None:
            symbols = self.rules.symbols_on(card_id, mask)
            if SKULLS_BEFORE_POTIONS:
                symbols.sort(key=lambda s: s == "potion")
            if len(self._crossed) > 300_000:
                self._crossed.clear()
            found = self._crossed[key] = tuple(symbols)
        return found

    def mark_values(self, seat: _Seat, moves: Sequence[Move]) -> list[float]:
        """How much better the seat stands after each mark (Place or Box; others: -inf).
        Memoised on everything of the seat it reads and the moves: in a search, the seats that
        do not search meet the same marks again in each of the searching seat's options played
        out from one sampled game (its marks leave their score cards as they were)."""
        key = (
            tuple(seat.cards),
            tuple(seat.completed),
            tuple(seat.claimed),
            seat.red,
            seat.green,
            seat.skulls,
            seat.round,
            seat.revealed,
            seat.round in seat.torches,
            tuple(moves),
        )
        return self.remembered_marks(key, lambda: self._mark_values(seat, moves))

    def _mark_values(self, seat: _Seat, moves: Sequence[Move]) -> list[float]:
        """`mark_values`, worked out."""
        base = self._context(seat)
        completions = self._completions(seat)
        color = self._color
        reach = self._reach
        worth = self._worth_in
        base_reach = CELLS_PER_REVEAL * base.reveals_left
        base_cost = base.skull_cost()
        base_later = base.later()
        cards: dict[int, tuple[int, float, float]] = {}  # card id: marked, completion, worth
        for card_id, marked in seat.cards:
            complete = completions[color[card_id]]
            cards[card_id] = (
                marked,
                complete,
                worth(reach(card_id, marked), complete, base_reach, base_cost, base_later),
            )
        # what the symbols a mark crosses bring and leave of the context: the same for every
        # mark crossing the same symbols, so worked out once per kind of mark
        after_symbols: dict[tuple[Symbol, ...], tuple[float, float, float, dict[str, float]]] = {}
        crossed = self._crossed  # (the caches of `_marked_symbols` and `_reach`, read inline)
        reached = self._cards
        values = []
        for kind, card_id, mask in moves:
            if kind != PLACE and kind != BOX:
                values.append(float("-inf"))
                continue
            marked, complete, before = cards[card_id]
            symbols = crossed.get(mask << 8 | card_id)
            if symbols is None:
                symbols = self._marked_symbols(card_id, mask)
            known = after_symbols.get(symbols)
            if known is None:
                ctx = base.copy()
                gain = sum(self._symbol(symbol, ctx) for symbol in symbols)
                ctx.reveals_left -= 1
                known = after_symbols[symbols] = (
                    gain,
                    CELLS_PER_REVEAL * ctx.reveals_left,
                    ctx.skull_cost(),
                    ctx.later(),
                )
            gain, cells, cost, later = known
            after = reached.get((card_id, marked | mask))
            if after is None:
                after = reach(card_id, marked | mask)
            if after.to_tomb == 0:
                values.append(gain + complete - before)
            else:
                values.append(gain + worth(after, complete, cells, cost, later) - before)
        return values

    def card_value(self, seat: _Seat, card_id: int, ctx: _Context | None = None) -> float:
        """How promising a fresh card is for this seat (draft and replacement): what completing
        it brings, with the symbols on or next to its shortest way, per expedition card its
        length takes (the way around its skulls, or through one at a cost). `ctx`: the seat's
        `_context`, if the caller has it (it is read, never changed, here)."""
        if ctx is None:
            ctx = self._context(seat)
        return self._card_value_in(
            card_id, self._completions(seat)[self._color[card_id]], ctx.skull_cost(), ctx.later()
        )

    def _card_value_in(
        self, card_id: int, complete: float, skull_cost: float, later: dict[str, float]
    ) -> float:
        """`card_value` with what it reads of the seat read once by the caller: the card's
        `completion`, a skull's cost and each symbol's `_Context.later`."""
        length, around, _symbols = self._routes[card_id]
        value = complete
        for symbol in self._on_the_way[card_id]:
            value += later[symbol]
        best = (value - skull_cost) / length
        if around is not None:
            best = max(best, value / around)
        return best * CELLS_PER_REVEAL

    def _pile_value(self, seat: _Seat) -> float:
        """An unknown card: the mean worth of the cards neither in play, completed nor shown."""
        seen = seat.seen
        unknown = [c for c in self._ids if c not in seen]
        if not unknown:
            return 0.0
        ctx = self._context(seat)  # the seat's, the same for every card: read once
        completions = self._completions(seat)
        color = self._color
        cost = ctx.skull_cost()
        later = ctx.later()
        value = self._card_value_in
        return sum(value(c, completions[color[c]], cost, later) for c in unknown) / len(unknown)

    def _keep_value(self, seat: _Seat, card_id: int) -> float:
        """A dealt card's worth; a second card of the colour already kept claims a box sooner."""
        color = self.rules.cards[card_id].color
        together = _Seat(
            cards=[],
            completed=tuple(c for c in seat.kept if self.rules.cards[c].color == color),
            red=0,
            green=0,
            skulls=0,
            torches=(),
            round=seat.round,
            revealed=seat.revealed,
            claimed=seat.claimed,
            kept=(),
            display=(),
            seen=set(),
        )
        return self.card_value(together, card_id)

    # -- the decision --

    def values(self, seat: _Seat, moves: Sequence[Move]) -> list[float]:
        """What each move is worth to the seat (draft keeps, takes and marks)."""
        kind = moves[0][0]
        if kind == KEEP_MOVE:  # the draft: only keeps until two are kept
            return [self._keep_value(seat, card_id) for _kind, card_id, _ in moves]
        if kind == TAKE:  # a replacement: only takes
            return [self._take_value(seat, slot) for _kind, slot, _ in moves]
        return self.mark_values(seat, moves)

    def worth(self, seat: _Seat) -> float:
        """What the seat's cards in play should still bring (their completion, discounted by the
        way still to go, and the symbols within reach): the search's value of a position before
        the end."""
        ctx = self._context(seat)
        completions = self._completions(seat)
        color = self._color
        cells = CELLS_PER_REVEAL * ctx.reveals_left
        cost = ctx.skull_cost()
        later = ctx.later()
        return sum(
            self._worth_in(
                self._reach(card_id, marked), completions[color[card_id]], cells, cost, later
            )
            for card_id, marked in seat.cards
        )

    def _take_value(self, seat: _Seat, slot: int) -> float:
        if slot == PILE:
            return self._pile_value(seat)
        return self.card_value(seat, seat.display[slot])

    def view_position(self, view: Any, seat: Seat) -> _Seat:
        """What greedy reads of `seat` in a view."""
        state: State = view
        board = cast(Board, state.boards[seat])
        seen = set(state.display)
        for b in state.boards:
            seen.update(b.cards)
            seen.update(b.completed)
        return _Seat(
            cards=self.rules.board_masks(board),
            completed=board.completed,
            red=board.red,
            green=board.green,
            skulls=board.skulls,
            torches=board.torches,
            round=state.round,
            revealed=state.revealed if state.phase in ("mark", "complete") else 0,
            claimed=state.claimed,
            kept=state.kept[seat] if state.kept else (),
            display=state.display,
            seen=seen,
        )

    def position(self, fast: FastState, seat: Seat) -> _Seat:
        """What greedy reads of `seat` on the fast path's state."""
        score = fast.score[seat]
        return _Seat(
            cards=list(zip(fast.cards[seat], fast.marked[seat], strict=True)),
            completed=fast.completed[seat],
            red=score["red"],
            green=score["green"],
            skulls=score["skulls"],
            torches=score["torches"],
            round=fast.round,
            revealed=fast.revealed if fast.phase in ("mark", "complete") else 0,
            claimed=fast.extra["claimed"],
            kept=fast.kept[seat] if fast.kept else (),
            display=fast.display,
            seen=_Seen(fast),
        )


class _Seen:
    """The cards in play, completed or shown on the fast path's state, gathered when first asked
    (only a take reads them, and a position is read for every move of every playout)."""

    __slots__ = ("_cards", "_fast")

    def __init__(self, fast: FastState) -> None:
        self._fast: FastState | None = fast
        self._cards: set[int] = set()

    def __contains__(self, card: object) -> bool:
        fast = self._fast
        if fast is not None:
            seen = self._cards
            seen.update(fast.display)
            for cards, completed in zip(fast.cards, fast.completed, strict=True):
                seen.update(cards)
                seen.update(completed)
            self._fast = None
        return card in self._cards


greedy = GreedyBot(RULES)
play_fast = greedy.play_fast


def completion_counts(
    games: int, seed: int, start: int = 0, players: int = 4, cards: CardSet | None = None
) -> dict[int, int]:
    """Greedy's `completion_counts` (the balance check), on the shipped cards or on another
    card set (`cards`: the generator tries its candidates)."""
    choose = greedy if cards is None else GreedyBot(PyramidRules(cards, load_deck()))
    return choose.completion_counts(games, seed, start, players)


# Medium compares greedy's 3 best options two expedition cards ahead: measured stronger here than
# the family's default (one card ahead among 4), which plays no better than Easy at 4 players.
medium_level = Level("medium", playouts=48, seconds=0.5)
easy, medium, hard = levels(
    greedy, SearchBot(ExpeditionSearch(greedy, horizon=2, top=3), medium_level)
)
hint = hard.hint
"""What Hard would do in a Pyramid cards seat's place: hint(view, seat, legal, cancel=None)."""

__all__ = ["GreedyBot", "completion_counts", "greedy", "play_fast", "random"]
__all__ += ["easy", "hard", "hint", "medium"]
