"""The one engine of Treasure cards and Pyramid cards: one compact mutable state for the whole
family, which the app's frozen states (engine.ExpeditionRules), the computers' play-outs (ai.py,
playout.py) and the simulate command all play on.

`FastGame(rules)` (one per rules object: `fast_game(rules)`) holds what never changes during a game
— the rules object whose hooks it calls (`placement_masks`, `box_mask`, `mark_effects`,
`serve_order`, `set_aside`, `on_set_aside`), the memoised legal options per card, marked mask and
design — and converts at the boundary: `from_state(frozen) -> FastState` and `to_state(fast) ->
frozen`, exact both ways (the frozen State is what the app shows, saves and keeps for undo; `of`
and `keep` remember the engine of the state last made, core.engine_memo); `determinize(view, seat,
rng)` builds a FastState from what one seat may see, every hidden part sampled consistently with
it (a `Determinizer` works a view out once and samples it many times, as a search does once per
playout).

A `FastState` is changed in place (`copy()` first to branch). Per seat it keeps the cards in play
with their marked boxes as bit masks (core.shapes.Grid), the completed cards and the score card (a
dict of the game's Board fields, as the hooks take it). Moves are small tuples
`(kind, card or slot, mask)`: `legal(seat)` lists them (the rules' legal Actions are these, in
this order: a choice by index picks the same action either way), `apply(seat, move)` plays one
without checking it (take moves from `legal`; `check(seat, action)` gives the move of an Action
the app hands in, or the refusal a family reads), and chance is `resolve_chance(rng)` with
`apply_chance(move)` (`check_chance` for a chance Action). `to_action` / `from_action` translate
moves at the boundary; `totals()` scores cheaply (a search's evaluation), `scores()` exactly as
rules.scores. `play` runs a whole game with one bot in every seat, as core.headless asks of a
game's fast module (each game's fast.py names the bots that choose on a FastState).

Pure Python: no Qt, no files, no clock, no global random generator.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from operator import is_
from typing import Any
from weakref import WeakKeyDictionary

from sheetdesk.core.engine_memo import LastEngine
from sheetdesk.core.protocol import Action, IllegalAction, Seat, Step
from sheetdesk.core.rng import Rng
from sheetdesk.core.shapes import Shape, normalise, orientations

from .engine import (
    CARDS_PER_ROUND,
    CONFIRM,
    DEAL,
    DISPLAY_SIZE,
    KEEP,
    ROUNDS,
    Board,
    Box,
    Confirm,
    ExpeditionRules,
    Keep,
    Mark,
    MarkKind,
    Phase,
    Place,
    Reveal,
    ScoreCard,
    ShuffleExpeditions,
    ShufflePile,
    State,
    Take,
    box_action,
    keep_action,
    keep_masks,
    order_from,
    place_action,
    step_of,
    take_action,
)

# Move kinds. A move is (kind, a, b): (KEEP_MOVE, card, 0), (PLACE, card, mask), (BOX, card, bit),
# (DONE, 0, 0), (TAKE, display slot or PILE, 0).
KEEP_MOVE, PLACE, BOX, DONE, TAKE = range(5)
PILE = -1  # TAKE from the top of the pile
Move = tuple[int, int, int]
CONFIRM_MOVE: Move = (DONE, 0, 0)
CONFIRM_ONLY: tuple[Move, ...] = (CONFIRM_MOVE,)
NO_MOVES: tuple[Move, ...] = ()

# Chance moves: (SHUFFLE_PILE, order), (SHUFFLE_EXPEDITIONS, order), (REVEAL, (number,)).
SHUFFLE_PILE, SHUFFLE_EXPEDITIONS, REVEAL = range(5, 8)
ChanceMove = tuple[int, tuple[int, ...]]

MEMO_LIMIT = 300_000  # memoised option tuples kept before a table starts again
LISTED_KEPT = 65536  # lists of moves kept with their Actions (`FastGame.actions`)
STATE_FIELDS = tuple(f.name for f in dataclasses.fields(State))

Policy = Callable[["FastState", Seat, Sequence[Move], Rng], Move]


def random_move(state: FastState, seat: Seat, moves: Sequence[Move], rng: Rng) -> Move:
    """Uniform among the moves (the same draw as the random bot's on the Actions)."""
    return rng.choice(moves)


def play(
    rules: ExpeditionRules[Any, Any],
    choose: Policy,
    state: State,
    rng: Rng,
    chance: Callable[[int, str], Rng],
    max_actions: int,
) -> tuple[State, int]:
    """A whole game from `state` on the fast path with `choose` in every seat, drawing from
    `rng`, the chance action logged as entry n drawn from `chance(n, kind)` (kind: the Chance
    step's); at most `max_actions` player actions. The final State and the number of actions a
    log would hold (chance included)."""
    fast = fast_game(rules).from_state(state)
    logged = acted = 0
    while acted < max_actions:
        seat = fast.actor()
        if seat is None:
            if fast.phase == "over":
                break
            fast.apply_chance(fast.resolve_chance(chance(logged, fast.phase)))
        else:
            fast.apply(seat, choose(fast, seat, fast.legal(seat), rng))
            acted += 1
        logged += 1
    return fast.to_state(), logged


def player(
    rules: ExpeditionRules[Any, Any], bots: dict[str, Policy]
) -> Callable[[State, str, Rng, Callable[[int, str], Rng], int], tuple[State, int]]:
    """A game's `play(state, bot name, rng, chance, max_actions)` for core.headless: `play`
    above with the bot of that name among `bots`."""

    def play_named(
        state: State, bot: str, rng: Rng, chance: Callable[[int, str], Rng], max_actions: int
    ) -> tuple[State, int]:
        return play(rules, bots[bot], state, rng, chance, max_actions)

    return play_named


_GAMES: WeakKeyDictionary[ExpeditionRules[Any, Any], FastGame] = WeakKeyDictionary()


def fast_game(rules: ExpeditionRules[Any, Any]) -> FastGame:
    """The fast path over these rules, built once per rules object (the engine knows nothing
    of the fast path: it only reads the engine)."""
    game = _GAMES.get(rules)
    if game is None:
        game = _GAMES[rules] = FastGame(rules)
    return game


def move_for(rules: ExpeditionRules[Any, Any], action: Action) -> Move:
    """A player's move for one of the rules' Actions (the boxes in any order)."""
    if isinstance(action, Place):
        return (PLACE, action.card, rules.grids[action.card].mask(action.cells))
    if isinstance(action, Box):
        return (BOX, action.card, rules.grids[action.card].bit(action.cell))
    if isinstance(action, Confirm):
        return CONFIRM_MOVE
    if isinstance(action, Take):
        return (TAKE, PILE if action.slot is None else action.slot, 0)
    if isinstance(action, Keep):
        return (KEEP_MOVE, action.card, 0)
    raise ValueError(f"not a player's action: {action!r}")


class FastGame:
    """The tables one rules object's fast states share, and the conversions."""

    def __init__(self, rules: ExpeditionRules[Any, Any]) -> None:
        self.rules = rules
        probe = rules.setup(rules.info.min_players, {}, Rng(0))
        self.state_type: type[State] = type(probe)
        self.board_type: type[Board] = type(rules.new_board(()))
        self.score_fields = rules.score_fields
        self.extra_fields = rules.extra_fields
        fields = tuple(f.name for f in dataclasses.fields(self.state_type))
        if fields != STATE_FIELDS + self.extra_fields:  # `to_state` passes them by position
            raise TypeError(f"{self.state_type.__name__} must add its fields after State's")
        self.new_score: ScoreCard = rules.score_card(rules.new_board(()))
        self.goal = rules.goal
        self.card_ids = tuple(rules.grids)
        shapes = list(dict.fromkeys(design.cells for design in rules.deck.cards))
        self.shapes = tuple(shapes)
        self.design_of = tuple(shapes.index(design.cells) for design in rules.deck.cards)
        self.keeps = {card_id: (KEEP_MOVE, card_id, 0) for card_id in self.card_ids}
        self.takes = tuple((TAKE, slot, 0) for slot in range(DISPLAY_SIZE))
        self.take_pile: Move = (TAKE, PILE, 0)
        self._places: dict[int, tuple[Move, ...]] = {}
        self._boxes: dict[int, tuple[Move, ...]] = {}
        self._crossed: dict[int, frozenset[Any]] = {}
        # a seat's mark options with two cards, by (design, card, marks, card, marks)
        self.options: dict[tuple[int, int, int, int, int], tuple[Move, ...]] = {}
        # the orientations a placed shape may have, per design number
        self.turned: tuple[frozenset[Shape], ...] = tuple(
            frozenset(orientations(shape)) for shape in shapes
        )
        self.last: LastEngine[State, FastState] = LastEngine()
        self._boards: dict[tuple[Any, ...], Board] = {}  # frozen boards by what they hold
        self._marks: dict[tuple[int, int, str], Mark] = {}  # frozen marks by card, mask, kind
        self._actions: dict[Move, Action] = {}
        self._listed: dict[tuple[Move, ...], tuple[Action, ...]] = {}  # see `actions`

    def of(self, state: State) -> FastState:
        """The engine of a frozen state, not to be changed (`copy()` it): the one that reached
        it when it is the state last made here (core.engine_memo), else one made from it."""
        return self.last.of(state, self.from_state)

    def keep(self, fast: FastState, since: tuple[FastState, State]) -> State:
        """The frozen state `fast` has reached from `since` (an engine and its frozen state: the
        boards that did not change are taken from there), its engine kept for the next question
        on it (the memo's entry for a new state is the engine handed to it)."""
        state = self.to_state(fast, since)
        self.last.put(state, fast)
        return state

    # -- memoised options --

    def places(self, card_id: int, marked: int, design: int) -> tuple[Move, ...]:
        """The placements of design number `design` on the card with these marks, as moves."""
        key = marked << 16 | card_id << 3 | design
        found = self._places.get(key)
        if found is None:
            if len(self._places) >= MEMO_LIMIT:
                self._places.clear()
            masks = self.rules.placement_masks(card_id, marked, self.shapes[design])
            found = self._places[key] = tuple((PLACE, card_id, m) for m in masks)
        return found

    def boxes(self, card_id: int, marked: int) -> tuple[Move, ...]:
        """The single boxes the card with these marks allows, as moves (in box order)."""
        key = marked << 8 | card_id
        found = self._boxes.get(key)
        if found is None:
            if len(self._boxes) >= MEMO_LIMIT:
                self._boxes.clear()
            mask = self.rules.box_mask(card_id, marked)
            bits = []
            while mask:
                bit = mask & -mask
                bits.append((BOX, card_id, bit))
                mask ^= bit
            found = self._boxes[key] = tuple(bits)
        return found

    def crossed(self, card_id: int, mask: int) -> frozenset[Any]:
        """The marked boxes of a mask as the frozen Board holds them."""
        key = mask << 8 | card_id
        found = self._crossed.get(key)
        if found is None:
            if len(self._crossed) >= MEMO_LIMIT:
                self._crossed.clear()
            found = self._crossed[key] = frozenset(self.rules.grids[card_id].cells(mask))
        return found

    # -- the boundary --

    def from_state(self, state: State) -> FastState:
        """The fast state of a frozen one (a view too: its hidden parts stay HIDDEN)."""
        rules = self.rules
        fast = FastState.__new__(FastState)
        fast.game = self
        fast.players = state.players
        fast.phase = state.phase
        fast.round = state.round
        fast.start = state.start
        fast.pile = list(state.pile)
        fast.display = list(state.display)
        fast.cards = [list(b.cards) for b in state.boards]
        masks = rules.board_masks
        fast.marked = [[m for _c, m in masks(b)] for b in state.boards]
        fast.completed = [list(b.completed) for b in state.boards]
        fast.score = [rules.score_card(b) for b in state.boards]
        fast.dealt = list(state.dealt)
        fast.kept = [list(k) for k in state.kept]
        fast.waiting = list(state.waiting)
        fast.expeditions = list(state.expeditions)
        fast.revealed = state.revealed
        fast.current = state.current
        fast.marks = [
            [(m.card, rules.grids[m.card].mask(m.cells), m.kind) for m in seat_marks]
            for seat_marks in state.marks
        ]
        fast.owed = list(state.owed)
        fast.before = [(tuple(m for _c, m in masks(b)), rules.score_card(b)) for b in state.before]
        fast.completing = list(state.completing)
        fast.vacant = list(state.vacant)
        fast.extra = rules.extra(state)
        return fast

    def to_state(self, fast: FastState, since: tuple[FastState, State] | None = None) -> State:
        """The frozen state of `fast`; `since`: an earlier engine and the frozen state made from
        it, whose boards are taken as they are where `fast` did not change them."""
        board = self._board
        if since is None:
            boards = tuple(
                board(fast, seat, fast.marked[seat], fast.score[seat])
                for seat in range(fast.players)
            )
            before = tuple(
                board(fast, seat, marked, score) for seat, (marked, score) in enumerate(fast.before)
            )
        else:
            old, was = since
            if (
                fast.marked == old.marked
                and fast.cards == old.cards
                and fast.completed == old.completed
                and fast.score == old.score
            ):  # (no board changed, as in most moves: compared whole, in C)
                boards = was.boards
            else:
                boards = tuple(
                    was.boards[seat]
                    if fast.marked[seat] == old.marked[seat]
                    and fast.cards[seat] == old.cards[seat]
                    and fast.completed[seat] == old.completed[seat]
                    and fast.score[seat] == old.score[seat]
                    else board(fast, seat, fast.marked[seat], fast.score[seat])
                    for seat in range(fast.players)
                )
            if len(fast.before) == len(old.before) and all(map(is_, fast.before, old.before)):
                before = was.before  # (the entries of `before` are never changed in place)
            else:
                before = tuple(
                    board(fast, seat, marked, score)
                    for seat, (marked, score) in enumerate(fast.before)
                )
        mark = self._mark
        marks = tuple(tuple([mark(entry) for entry in seat_marks]) for seat_marks in fast.marks)
        extra = fast.extra
        return self.state_type(  # (by position, in the order of State's fields: STATE_FIELDS)
            fast.players,
            fast.phase,
            fast.round,
            fast.start,
            tuple(fast.pile),
            tuple(fast.display),
            boards,
            tuple(fast.dealt),
            tuple(tuple(k) for k in fast.kept),
            tuple(fast.waiting),
            tuple(fast.expeditions),
            fast.revealed,
            fast.current,
            marks,
            tuple(fast.owed),
            before,
            tuple(fast.completing),
            tuple(fast.vacant),
            *[extra[name] for name in self.extra_fields],
        )

    def _mark(self, entry: tuple[int, int, str]) -> Mark:
        """The frozen Mark of a pending mark (card, mask, kind): the one made before for it (a
        turn's marks stay pending over many states, and each state holds them all)."""
        found = self._marks.get(entry)
        if found is None:
            if len(self._marks) >= MEMO_LIMIT:
                self._marks.clear()
            card, mask, kind = entry
            found = self._marks[entry] = Mark(card, self.rules.grids[card].cells(mask), kind)  # type: ignore[arg-type]
        return found

    def _board(self, fast: FastState, seat: Seat, marked: Sequence[int], score: ScoreCard) -> Board:
        """The seat's frozen Board: the one made last time for the same cards, marks, completed
        cards and score card (most boards do not change from one state to the next)."""
        cards, completed = fast.cards[seat], fast.completed[seat]
        key = (tuple(cards), tuple(marked), tuple(completed), *score.values())
        board = self._boards.get(key)
        if board is None:
            if len(self._boards) >= MEMO_LIMIT:
                self._boards.clear()
            board = self._boards[key] = self.board_type(
                cards=key[0],
                crossed=tuple(self.crossed(c, m) for c, m in zip(cards, marked, strict=True)),
                completed=key[2],
                **score,
            )
            # born with its masks (engine.MarkedMasks): nobody works them out from its boxes
            masks = tuple(zip(key[0], key[1], strict=True))
            keep_masks(board, (self.rules.serial, masks))
        return board

    def score_board(self, completed: Sequence[int], score: ScoreCard) -> Board:
        """A Board with only what the tally reads: the completed cards and the score card."""
        return self.board_type(cards=(), crossed=(), completed=tuple(completed), **score)

    def to_action(self, move: Move) -> Action:
        """The rules' Action for a player's move."""
        action = self._actions.get(move)
        if action is None:
            if len(self._actions) >= MEMO_LIMIT:
                self._actions.clear()
            action = self._actions[move] = self._action(move)
        return action

    def actions(self, moves: Sequence[Move]) -> list[Action]:
        """The rules' Actions for these moves, in order (a new list). The same few lists of
        moves (a card's options with its marks, say) come at every position showing them: their
        Actions are kept with them (a tuple's hash is a few operations in C; a move's Action
        a call)."""
        key = tuple(moves)
        known = self._listed.get(key)
        if known is None:
            if len(self._listed) >= LISTED_KEPT:
                self._listed.clear()
            known = self._listed[key] = tuple([self.to_action(move) for move in key])
        return list(known)

    def _action(self, move: Move) -> Action:
        kind, a, b = move
        if kind == PLACE:
            return place_action(a, self.rules.grids[a].cells(b))
        if kind == BOX:
            return box_action(a, self.rules.grids[a].cells(b)[0])
        if kind == DONE:
            return CONFIRM
        if kind == TAKE:
            return take_action(None if a == PILE else a)
        return keep_action(a)

    def from_action(self, action: Action) -> Move:
        """A player's move for one of the rules' Actions (the boxes in any order)."""
        return move_for(self.rules, action)

    @staticmethod
    def chance_action(move: ChanceMove) -> Action:
        kind, values = move
        if kind == SHUFFLE_PILE:
            return ShufflePile(order=values)
        if kind == SHUFFLE_EXPEDITIONS:
            return ShuffleExpeditions(order=values)
        return Reveal(number=values[0])

    @staticmethod
    def chance_move(action: Action) -> ChanceMove:
        if isinstance(action, ShufflePile):
            return (SHUFFLE_PILE, action.order)
        if isinstance(action, ShuffleExpeditions):
            return (SHUFFLE_EXPEDITIONS, action.order)
        if isinstance(action, Reveal):
            return (REVEAL, (action.number,))
        raise ValueError(f"not a chance action: {action!r}")

    def setup(self, players: int, rng: Rng) -> FastState:
        """A new game, dealt as `rules.setup` deals it with this `rng`."""
        return self.from_state(self.rules.setup(players, {}, rng))

    # -- what one seat may not see, sampled --

    def determinize(
        self,
        view: State,
        seat: Seat,
        rng: Rng,
        *,
        seen: Sequence[int] | None = None,
        policy: Policy = random_move,
    ) -> FastState:
        """A full state `seat` cannot tell from `view` (rules.view of it for `seat` is `view`):
        the unknown treasure cards dealt to the others and shuffled into the pile in a random
        order, the others' draft choices once they confirmed them, the expedition cards still
        face down, and the marks of those who confirmed the current expedition card (played by
        `policy`). `seen`: the deck indices turned over so far this round, if the caller kept
        them (a view does not show them; `turned_over` reads them from the log): the cards still
        face down are then the others."""
        return Determinizer(self, view, seat, seen).sample(rng, policy)


def turned_over(actions: Sequence[Action]) -> list[int]:
    """The expedition cards (deck indices) turned over so far this round, the current one
    included, from the actions of a game's log in order: what everyone has seen, for
    `determinize(..., seen=...)` (of the round's shuffle only the revealed part is read)."""
    revealed = 0
    for action in reversed(actions):
        if isinstance(action, Reveal):
            revealed += 1
        elif isinstance(action, ShuffleExpeditions):
            return list(action.order[:revealed])
    return []


class Determinizer:
    """What one view leaves open, worked out once; `sample(rng)` draws a full state."""

    def __init__(
        self, game: FastGame, view: State, seat: Seat, seen: Sequence[int] | None = None
    ) -> None:
        self.game = game
        self.seat = seat
        self.base = game.from_state(view)
        others = [s for s in range(view.players) if s != seat]
        known: set[int] = set(view.display)
        for board in view.boards:
            known.update(board.cards)
            known.update(board.completed)
        if view.dealt:
            known.update(view.dealt[seat])
        # others' dealt cards (until the pile is shuffled): during the draft none is known,
        # then the kept ones are in play (on the boards)
        self.dealt_unknown = (
            {s: DEAL - len(view.boards[s].cards) for s in others} if view.dealt else {}
        )
        self.pool = [c for c in game.card_ids if c not in known]
        if len(self.pool) != len(view.pile) + sum(self.dealt_unknown.values()):
            raise ValueError("the view does not add up: cards are missing or shown twice")
        self.decided = [
            s for s in others if view.phase in ("draft", "mark") and s not in view.waiting
        ]
        decks = range(len(game.rules.deck.cards))
        face_down = len(view.expeditions)
        if seen is not None and face_down:  # (none face down: the round's deck is not shuffled)
            rest = [i for i in decks if i not in seen and i != view.current]
            if len(rest) != face_down:
                raise ValueError("`seen` does not match the expedition cards still face down")
        else:
            rest = [i for i in decks if i != view.current]
        self.expeditions = rest
        self.face_down = face_down

    def sample(self, rng: Rng, policy: Policy = random_move) -> FastState:
        fast = self.base.copy()
        pool = rng.shuffled(self.pool)
        if self.dealt_unknown:
            dealt = list(fast.dealt)
            for s, missing in self.dealt_unknown.items():
                drawn = pool[:missing]
                del pool[:missing]
                dealt[s] = tuple(rng.shuffled([*fast.cards[s], *drawn]))
                if fast.phase == "draft" and s in self.decided:
                    fast.kept[s] = rng.shuffled(dealt[s])[:KEEP]
                elif fast.phase == "shuffle_pile":
                    fast.kept[s] = list(fast.cards[s])
            fast.dealt = dealt
        fast.pile = pool
        fast.expeditions = rng.shuffled(self.expeditions)[: self.face_down]
        if fast.phase == "mark":
            for s in self.decided:
                fast.play_marks(s, rng, policy)
        return fast


class FastState:
    """One game in play, changed in place. Field names and meanings follow engine.State; per
    seat: `cards`, `marked` (a mask per card), `completed`, `score` (the score card); `marks`
    holds (card, mask, kind) per seat; `before` the (marks, score card) of each seat at the
    reveal; `extra` the game's own State fields."""

    __slots__ = (
        "before",
        "cards",
        "completed",
        "completing",
        "current",
        "dealt",
        "display",
        "expeditions",
        "extra",
        "game",
        "kept",
        "marked",
        "marks",
        "owed",
        "phase",
        "pile",
        "players",
        "revealed",
        "round",
        "score",
        "start",
        "vacant",
        "waiting",
    )

    game: FastGame
    players: int
    phase: Phase
    round: int
    start: Seat
    pile: list[int]
    display: list[int]
    cards: list[list[int]]
    marked: list[list[int]]
    completed: list[list[int]]
    score: list[ScoreCard]
    dealt: list[tuple[int, ...]]
    kept: list[list[int]]
    waiting: list[Seat]
    expeditions: list[int]
    revealed: int
    current: int | None
    marks: list[list[tuple[int, int, MarkKind]]]
    owed: list[int]
    before: list[tuple[tuple[int, ...], ScoreCard]]
    completing: list[Seat]
    vacant: list[int]
    extra: dict[str, Any]

    def copy(self) -> FastState:
        new = FastState.__new__(FastState)
        new.game = self.game
        new.players = self.players
        new.phase = self.phase
        new.round = self.round
        new.start = self.start
        new.pile = self.pile[:]
        new.display = self.display[:]
        new.cards = [c[:] for c in self.cards]
        new.marked = [m[:] for m in self.marked]
        new.completed = [c[:] for c in self.completed]
        new.score = [s.copy() for s in self.score]
        new.dealt = self.dealt[:]
        new.kept = [k[:] for k in self.kept]
        new.waiting = self.waiting[:]
        new.expeditions = self.expeditions[:]
        new.revealed = self.revealed
        new.current = self.current
        new.marks = [m[:] for m in self.marks]
        new.owed = self.owed[:]
        new.before = self.before[:]  # its entries are never changed
        new.completing = self.completing[:]
        new.vacant = self.vacant[:]
        new.extra = self.extra.copy()
        return new

    def to_state(self) -> State:
        return self.game.to_state(self)

    # -- what happens next --

    def step(self) -> Step:
        return step_of(self.phase, tuple(self.waiting), self.completing)

    def actor(self) -> Seat | None:
        """The seat to act (the first of a simultaneous step), None for chance or the end."""
        phase = self.phase
        if phase == "draft" or phase == "mark":
            return self.waiting[0]
        if phase == "complete":
            return self.completing[0]
        return None

    def is_over(self) -> bool:
        return self.phase == "over"

    def legal(self, seat: Seat) -> Sequence[Move]:
        """Every move `seat` may make now, in the order of `rules.legal_actions`."""
        phase = self.phase
        if phase == "mark":
            if seat not in self.waiting:
                return NO_MOVES
            if not self.marks[seat]:
                return self.mark_options(seat) or CONFIRM_ONLY
            if self.owed[seat]:
                return self.box_options(seat) or CONFIRM_ONLY
            return CONFIRM_ONLY
        if phase == "draft":
            if seat not in self.waiting:
                return NO_MOVES
            kept = self.kept[seat]
            if len(kept) < KEEP:
                keeps = self.game.keeps
                return [keeps[c] for c in self.dealt[seat] if c not in kept]
            return CONFIRM_ONLY
        if phase == "complete":
            if not self.completing or seat != self.completing[0]:
                return NO_MOVES
            takes = self.game.takes[: len(self.display)]
            return (*takes, self.game.take_pile) if self.pile else takes
        return NO_MOVES

    def mark_options(self, seat: Seat) -> tuple[Move, ...]:
        """The shape on any of the seat's cards, then one box instead (no Confirm)."""
        game = self.game
        assert self.current is not None
        design = game.design_of[self.current]
        cards, marked = self.cards[seat], self.marked[seat]
        if len(cards) == 2:  # the usual case: the whole tuple memoised
            c0, c1 = cards
            m0, m1 = marked
            key = (design, c0, m0, c1, m1)
            found = game.options.get(key)
            if found is None:
                if len(game.options) >= MEMO_LIMIT:
                    game.options.clear()
                found = game.options[key] = (
                    game.places(c0, m0, design)
                    + game.places(c1, m1, design)
                    + game.boxes(c0, m0)
                    + game.boxes(c1, m1)
                )
            return found
        out: tuple[Move, ...] = ()
        for c, m in zip(cards, marked, strict=True):
            out += game.places(c, m, design)
        return out + self.box_options(seat)

    def box_options(self, seat: Seat) -> tuple[Move, ...]:
        game = self.game
        out: tuple[Move, ...] = ()
        for c, m in zip(self.cards[seat], self.marked[seat], strict=True):
            out += game.boxes(c, m)
        return out

    def can_mark_a_box(self, seat: Seat) -> bool:
        boxes = self.game.boxes
        return any(boxes(c, m) for c, m in zip(self.cards[seat], self.marked[seat], strict=True))

    # -- an action of the app's, checked (the refusals a family reads) --

    def check(self, seat: Seat, action: Action) -> Move:
        """The move of a player's `action` if `seat` may take it now, else IllegalAction saying
        why (the move then plays it exactly as the action says: the boxes in any order)."""
        if isinstance(action, Place):
            return self._check_place(seat, action)
        if isinstance(action, Box):
            return self._check_box(seat, action)
        if isinstance(action, Confirm):
            return self._check_confirm(seat)
        if isinstance(action, Take):
            return self._check_take(seat, action)
        if isinstance(action, Keep):
            return self._check_keep(seat, action)
        raise self.game.rules.refuse("no_such_move")

    def _check_keep(self, seat: Seat, action: Keep) -> Move:
        refuse = self.game.rules.refuse
        if self.phase != "draft":
            raise refuse("draft_only")
        if seat not in self.waiting:
            raise refuse("draft_done")
        kept = self.kept[seat]
        if action.card not in self.dealt[seat]:
            raise refuse("draft_not_dealt")
        if action.card in kept:
            raise refuse("draft_again")
        if len(kept) >= KEEP:
            raise refuse("draft_full")
        return (KEEP_MOVE, action.card, 0)

    def _check_confirm(self, seat: Seat) -> Move:
        refuse = self.game.rules.refuse
        if self.phase == "draft":
            if seat not in self.waiting:
                raise refuse("draft_done")
            if len(self.kept[seat]) != KEEP:
                raise refuse("draft_short")
            return CONFIRM_MOVE
        if self.phase != "mark":
            raise refuse("nothing_to_confirm")
        if seat not in self.waiting:
            raise refuse("marked_already")
        if not self.marks[seat] and self.can_mark_a_box(seat):
            raise refuse("mark_first")
        if self.owed[seat] and self.can_mark_a_box(seat):
            raise refuse("owe_box")
        return CONFIRM_MOVE

    def _check_mark(self, seat: Seat, card: int) -> int:
        """The position of `card` among the seat's cards, if it may mark it now."""
        refuse = self.game.rules.refuse
        if self.phase != "mark":
            raise refuse("mark_when")
        if seat not in self.waiting:
            raise refuse("marked_already")
        if card not in self.cards[seat]:
            raise refuse("not_yours")
        return self.cards[seat].index(card)

    def _check_place(self, seat: Seat, action: Place) -> Move:
        game, card = self.game, action.card
        index = self._check_mark(seat, card)
        if self.marks[seat]:
            raise game.rules.refuse("used")
        assert self.current is not None
        design = game.design_of[self.current]
        cells = tuple(sorted({(int(r), int(c)) for r, c in action.cells}))
        if len(cells) != len(action.cells) or normalise(cells) not in game.turned[design]:
            raise game.rules.refuse("not_shape")
        marked = self.marked[seat][index]
        g = game.rules.grids[card]
        inside = all(0 <= r < g.rows and 0 <= c < g.cols for r, c in cells)
        mask = g.mask(cells) if inside else 0
        if not inside or mask not in game.rules.placement_masks(card, marked, game.shapes[design]):
            raise IllegalAction(game.rules.why_not(card, marked, cells))
        return (PLACE, card, mask)

    def _check_box(self, seat: Seat, action: Box) -> Move:
        rules, card = self.game.rules, action.card
        index = self._check_mark(seat, card)
        if self.marks[seat] and not self.owed[seat]:
            raise rules.refuse("used")
        cell = (int(action.cell[0]), int(action.cell[1]))
        marked = self.marked[seat][index]
        g = rules.grids[card]
        inside = 0 <= cell[0] < g.rows and 0 <= cell[1] < g.cols
        if not inside or not rules.box_mask(card, marked) & g.bit(cell):
            raise IllegalAction(rules.why_not(card, marked, (cell,)))
        return (BOX, card, g.bit(cell))

    def _check_take(self, seat: Seat, action: Take) -> Move:
        refuse = self.game.rules.refuse
        if self.phase != "complete" or not self.completing or seat != self.completing[0]:
            raise refuse("take_when")
        if action.slot is None:
            if not self.pile:
                raise refuse("pile_empty")
            return self.game.take_pile
        if not 0 <= action.slot < len(self.display):
            raise refuse("no_card_there")
        return (TAKE, action.slot, 0)

    def check_chance(self, action: Action) -> ChanceMove:
        """The chance move of a chance `action` if it is due now, else IllegalAction."""
        refuse = self.game.rules.refuse
        if isinstance(action, ShufflePile):
            if self.phase != "shuffle_pile":
                raise refuse("no_shuffle")
            expected = set(self.pile)
            for dealt, kept in zip(self.dealt, self.kept, strict=True):
                expected.update(c for c in dealt if c not in kept)
            if len(action.order) != len(expected) or set(action.order) != expected:
                raise refuse("shuffle_pile")
            return (SHUFFLE_PILE, tuple(action.order))
        if isinstance(action, ShuffleExpeditions):
            if self.phase != "shuffle_expeditions":
                raise refuse("no_shuffle")
            if sorted(action.order) != list(range(len(self.game.design_of))):
                raise refuse("shuffle_deck")
            return (SHUFFLE_EXPEDITIONS, tuple(action.order))
        assert isinstance(action, Reveal)
        if self.phase != "reveal" or action.number != self.revealed + 1:
            raise refuse("no_reveal")
        return (REVEAL, (action.number,))

    # -- moves --

    def apply(self, seat: Seat, move: Move) -> None:
        """Play a legal move (unchecked: take it from `legal(seat)`)."""
        kind, a, b = move
        if kind == PLACE:
            self._mark(seat, a, b, "shape")
        elif kind == BOX:
            self._mark(seat, a, b, "extra" if self.marks[seat] else "box")
        elif kind == DONE:
            self._confirm(seat)
        elif kind == TAKE:
            self._take(seat, a)
        else:
            self.kept[seat].append(a)

    def play_marks(self, seat: Seat, rng: Rng, policy: Policy = random_move) -> None:
        """Let `seat` mark the current expedition card by `policy`, owed boxes included, without
        confirming (a determinization's stand-in for marks it may not see)."""
        options = self.mark_options(seat)
        if options:
            self.apply(seat, policy(self, seat, options, rng))
        while self.owed[seat]:
            self.apply(seat, policy(self, seat, self.box_options(seat), rng))

    def _mark(self, seat: Seat, card: int, mask: int, kind: MarkKind) -> None:
        index = self.cards[seat].index(card)
        self.marked[seat][index] |= mask
        self.marks[seat].append((card, mask, kind))
        owed = self.owed[seat] - (kind == "extra")
        owed += self.game.rules.mark_effects(self, self.score[seat], card, mask)
        if owed and not self.can_mark_a_box(seat):
            owed = 0  # no box left for it: the extra mark is lost
        self.owed[seat] = owed

    def _confirm(self, seat: Seat) -> None:
        waiting = self.waiting
        waiting.remove(seat)
        if waiting:
            return
        players = self.players
        if self.phase == "draft":
            new_score = self.game.new_score
            self.cards = [k[:] for k in self.kept]
            self.marked = [[0] * len(k) for k in self.kept]
            self.completed = [[] for _ in range(players)]
            self.score = [new_score.copy() for _ in range(players)]
            self.phase = "shuffle_pile"
            return
        # everyone has confirmed: the marks become public; then completion
        goal = self.game.goal
        self.marks = [[] for _ in range(players)]
        self.owed = [0] * players
        self.before = []
        self.phase = "complete"
        self.vacant = []
        complete = [
            [c for c, m in zip(cards, marked, strict=True) if m & goal[c] == goal[c]]
            for cards, marked in zip(self.cards, self.marked, strict=True)
        ]
        self.completing = list(self.game.rules.serve_order(self.start, players, complete))
        self._serve()

    def _serve(self) -> None:
        """Let the first seat of `completing` set its complete cards aside; go on while no
        choice is needed (refilling the display after each seat's turn)."""
        rules = self.game.rules
        goal = self.game.goal
        while self.completing:
            seat = self.completing[0]
            cards, marked = self.cards[seat], self.marked[seat]
            complete = [
                i
                for i, (c, m) in enumerate(zip(cards, marked, strict=True))
                if m & goal[c] == goal[c]
            ]
            done = rules.set_aside(cards, complete) if complete else ()
            ids = [cards[i] for i in done]
            if done:
                self.cards[seat] = [c for i, c in enumerate(cards) if i not in done]
                self.marked[seat] = [m for i, m in enumerate(marked) if i not in done]
                self.completed[seat].extend(ids)
            self.vacant = list(done)
            rules.on_set_aside(self, self.extra, self.score[seat], self.completed[seat], ids)
            if self.vacant and (self.display or self.pile):
                return  # the seat chooses its new cards
            self._end_seat()
        self._end_turn()

    def _end_seat(self) -> None:
        display, pile = self.display, self.pile
        missing = DISPLAY_SIZE - len(display)
        if missing > 0 and pile:
            display.extend(pile[:missing])
            del pile[:missing]
        del self.completing[0]
        self.vacant = []

    def _end_turn(self) -> None:
        self.phase = "reveal"
        self.start = (self.start + 1) % self.players
        self.completing = []
        self.vacant = []
        self.current = None
        if self.revealed >= CARDS_PER_ROUND:
            self.expeditions = []
            if self.round >= ROUNDS:
                self.phase = "over"
            else:
                self.round += 1
                self.phase = "shuffle_expeditions"

    def _take(self, seat: Seat, slot: int) -> None:
        card = self.pile.pop(0) if slot == PILE else self.display.pop(slot)
        cards = self.cards[seat]
        at = min(self.vacant[0], len(cards))
        cards.insert(at, card)
        self.marked[seat].insert(at, 0)
        del self.vacant[0]
        if self.vacant and (self.display or self.pile):
            return
        self._end_seat()
        self._serve()

    # -- chance --

    def resolve_chance(self, rng: Rng) -> ChanceMove:
        """The chance move due now, drawn from `rng` as `rules.resolve_chance` draws it."""
        phase = self.phase
        if phase == "shuffle_pile":
            returned = [
                c
                for dealt, kept in zip(self.dealt, self.kept, strict=True)
                for c in dealt
                if c not in kept
            ]
            return (SHUFFLE_PILE, tuple(rng.shuffled([*self.pile, *returned])))
        if phase == "shuffle_expeditions":
            return (SHUFFLE_EXPEDITIONS, tuple(rng.shuffled(range(len(self.game.design_of)))))
        if phase == "reveal":
            return (REVEAL, (self.revealed + 1,))
        raise ValueError("no chance move is due now")

    def apply_chance(self, move: ChanceMove) -> None:
        kind, values = move
        if kind == SHUFFLE_PILE:
            self.display = list(values[:DISPLAY_SIZE])
            self.pile = list(values[DISPLAY_SIZE:])
            self.dealt = []
            self.kept = []
            self.phase = "shuffle_expeditions"
        elif kind == SHUFFLE_EXPEDITIONS:
            self.expeditions = list(values)
            self.revealed = 0
            self.phase = "reveal"
        else:
            self.current = self.expeditions.pop(0)
            self.revealed = values[0]
            self.phase = "mark"
            players = self.players
            self.waiting = list(order_from(self.start, players))
            self.marks = [[] for _ in range(players)]
            self.owed = [0] * players
            self.before = [
                (tuple(marked), score.copy())
                for marked, score in zip(self.marked, self.score, strict=True)
            ]

    # -- scores --

    def scores(self) -> dict[Seat, Any]:
        """rules.scores of the frozen state (itemised, with the winners at the end)."""
        return self.game.rules.scores(self.to_state())

    def totals(self) -> list[int]:
        """Each seat's total so far (the game's tally of its score card and completed cards)."""
        game = self.game
        tally = game.rules.tally
        return [
            tally(self, game.score_board(completed, score))[1]
            for completed, score in zip(self.completed, self.score, strict=True)
        ]


__all__ = [
    "BOX",
    "CONFIRM_MOVE",
    "DONE",
    "KEEP_MOVE",
    "PILE",
    "PLACE",
    "REVEAL",
    "SHUFFLE_EXPEDITIONS",
    "SHUFFLE_PILE",
    "TAKE",
    "ChanceMove",
    "Determinizer",
    "FastGame",
    "FastState",
    "Move",
    "Policy",
    "fast_game",
    "move_for",
    "play",
    "player",
    "random_move",
    "turned_over",
]
