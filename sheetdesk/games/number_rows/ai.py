"""Number rows for the shared search (core/search.py): sampling, options, rollout policy, value.

- **Sampling** (`sampler`): the view shows the numbers of every card in play — others' hands, the
  display, the pile top — but not their colours, and nothing of the pile below its top. The
  cards nobody may see are the deck less what the seat sees face up (its hand, the discard, the
  cards being played); for each number, the hidden cards showing it are a random choice among the
  unseen cards of that number, and the rest, shuffled, is the pile. Every such deal is equally
  likely, so this is uniform over what the seat cannot tell apart. Others' pending choices about
  the announced number (hidden until all decided) are drawn from the rollout policy.
- **Options**: a turn's decisions grouped as a player thinks of them: take a card of a number,
  cross the announced number in a row (or not), play cards *and* the numbers to cross with them
  (one option, from the memoised play table and `fast.cross_plans`), the crosses still to make.
- **Policy** (rollouts and the other seats): the greedy player's choice on these options, with
  ties drawn at random (and, for an easy player, some noise on its values).
- **Value** (`evaluate`): each seat's score margin over the best other seat, squashed to 0..1;
  alone, its score against a practice target. Before the end, each open row adds what it should
  still bring (`potential`), less as the game goes on (`left`).

Pure Python: no Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, TypeAlias

from sheetdesk.core.protocol import Action, Seat
from sheetdesk.core.rng import Rng
from sheetdesk.core.search import leads

from .fast import announce_values, cross_plans, play_values, rest_plan, take_value
from .rules import (
    ANNOUNCE,
    COLORS,
    DONE,
    DRAW,
    HIDDEN,
    LAST_POS,
    NUMBER,
    NUMBER_AT,
    OVER,
    POINTS,
    POS,
    AnnounceCross,
    AnnounceDone,
    Cross,
    Done,
    Game,
    Play,
    Take,
    hand_plays,
)

# Options (hashable tuples; the first item says what kind):
TAKE = 0  # (TAKE, number)
MARK = 1  # (MARK, row) — row -1: leave the announced number
PLAY = 2  # (PLAY, card ids in hand order, colour, numbers to cross in order)
CROSS = 3  # (CROSS, numbers still to cross in order) — () ends the turn
SearchOption: TypeAlias = tuple[Any, ...]
OPEN_SHARE = 0.5  # of a row's open cells, the share crossed in a whole game (greedy players)


class SimState(Game):
    """A Game with the turn at which the search stops looking further (its horizon)."""

    __slots__ = ("stop_turn",)

    stop_turn: int

    def copy(self) -> SimState:
        state = super().copy()
        state.stop_turn = self.stop_turn
        return state


@dataclass(frozen=True, slots=True)
class NumberRowsSearch:
    """The adapter (see core/search.py). How far a playout looks: `own_turns` more turns of the
    deciding seat, else `horizon` more turns, else (both 0) to the end of the game. `scale`: the
    score margin that counts as a clear lead; `noise`: how much the policy misjudges its options
    (0 for the search's rollouts, which are the greedy player's)."""

    horizon: int = 0
    scale: float = 12.0
    solo_target: float = 60.0
    noise: float = 0.0
    own_turns: int = 0

    # --- sampling --------------------------------------------------------------------------------

    def sampler(self, view: Any, seat: Seat, log: Sequence[Any] = ()) -> Callable[[Rng], SimState]:
        template = SimState.from_state(view)
        template.stop_turn = self.stop_turn(template, seat)
        places = [*template.hands, template.display, template.pile]
        seen = {card for cards in places for card in cards if card < HIDDEN}
        seen.update(template.discard, template.played)
        unseen: dict[int, list[int]] = {}
        for card in range(55 if template.jokers else 44):
            if card not in seen:
                unseen.setdefault(NUMBER[card], []).append(card)
        # hidden cards showing their number: (place, index, number); the pile below its top
        shown = [
            (p, i, NUMBER[card])
            for p, cards in enumerate(places)
            for i, card in enumerate(cards)
            if card > HIDDEN
        ]
        below = [i for i, card in enumerate(template.pile) if card == HIDDEN]
        pending, undecided = [], []
        if template.phase == ANNOUNCE:
            # the others decide at the same time: those who have decided have a mark the view
            # hides; those before `seat` in the order who have not decide now, in the sample, so
            # that `seat` is the one to move (the order of simultaneous decisions changes nothing)
            pending = [
                other
                for other in range(template.players)
                if other != seat and other not in template.order and template.marks[other] < 0
            ]
            order = template.order
            undecided = order[: order.index(seat)] if seat in order else []

        def draw(rng: Rng) -> SimState:
            state = template.copy()
            targets = [*state.hands, state.display, state.pile]
            pools = {number: cards[:] for number, cards in unseen.items()}
            for p, i, number in shown:
                pool = pools[number]
                targets[p][i] = pool.pop(rng.below(len(pool)))
            rest = [card for pool in pools.values() for card in pool]
            rng.shuffle(rest)
            pile = state.pile
            for i in below:
                pile[i] = rest.pop()
            for other in pending:
                state.marks[other] = _announce_row(state.rows[other], state.announced, 0.0, rng)
            for other in undecided:
                row = _announce_row(state.rows[other], state.announced, 0.0, rng)
                if row != DONE:
                    state.apply(other, row)
                state.apply(other, DONE)
            return state

        return draw

    def copy(self, state: SimState) -> SimState:
        return state.copy()

    def stop_turn(self, state: Game, seat: Seat) -> int:
        """The turn at which a playout stops: after `horizon` more turns, or with `own_turns`
        after that many more turns of `seat` (its present turn not counted)."""
        if self.own_turns:
            n = state.players
            wait = (seat - state.active) % n or n
            return state.turn + wait + (self.own_turns - 1) * n + 1
        return state.turn + self.horizon if self.horizon else 1 << 30

    # --- flow ----------------------------------------------------------------------------------

    def to_move(self, state: SimState) -> Seat | None:
        if state.turn >= state.stop_turn:
            return None
        return state.to_move()

    def options(self, state: SimState) -> list[SearchOption]:
        seat = state.to_move()
        assert seat is not None
        phase = state.phase
        if phase == DRAW:
            return [(TAKE, n) for n in dict.fromkeys(NUMBER[c] for c in state.display)]
        if phase == ANNOUNCE:
            if state.marks[seat] >= 0:
                return [(MARK, state.marks[seat])]
            rows = state.rows[seat]
            number = state.announced
            out = [(MARK, r) for r in range(4) if _plans(rows[r], (POS[r][number],))[1:]]
            out.append((MARK, DONE))
            return out
        if not state.played:
            return _play_options(state, seat)
        return [(CROSS, plan) for plan in _rest_plans(state, seat)]

    def apply(self, state: SimState, option: SearchOption, rng: Rng) -> None:
        seat = state.to_move()
        assert seat is not None
        kind = option[0]
        if kind == TAKE:
            state.apply(seat, [NUMBER[c] for c in state.display].index(option[1]))
        elif kind == MARK:
            if option[1] != DONE and state.marks[seat] < 0:
                state.apply(seat, option[1])
            state.apply(seat, DONE)
        else:
            if kind == PLAY:
                hand = state.hands[seat]
                state.apply(seat, (tuple(hand.index(c) for c in option[1]), option[2]))
            numbers = option[-1]
            for number in numbers:
                state.apply(seat, number)
            state.apply(seat, DONE)
        while state.needs_reshuffle():
            state.shuffle(rng)

    # --- the rollout policy ----------------------------------------------------------------------

    def policy(self, state: SimState, rng: Rng) -> SearchOption:
        seat = state.to_move()
        assert seat is not None
        phase = state.phase
        noise = self.noise
        if phase == DRAW:
            rows = state.rows[seat]
            numbers = list(dict.fromkeys([NUMBER[c] for c in state.display]))
            values = [take_value(rows, n) for n in numbers]
            return (TAKE, numbers[_best(_noisy(values, noise, rng), rng)])
        if phase == ANNOUNCE:
            if state.marks[seat] >= 0:
                return (MARK, state.marks[seat])
            return (MARK, _announce_row(state.rows[seat], state.announced, noise, rng))
        if not state.played:
            plays = play_values(state, seat)
            best = _best(_noisy([value for value, _ in plays], noise, rng), rng)
            hand = state.hands[seat]
            (indices, r), plan = hand_plays(hand)[best], plays[best][1]
            return (
                PLAY,
                tuple([hand[i] for i in indices]),
                r,
                tuple([NUMBER_AT[r][p] for p in plan]),
            )
        r = state.play_color
        return (CROSS, tuple(NUMBER_AT[r][p] for p in rest_plan(state, seat)))

    # --- value -----------------------------------------------------------------------------------

    def evaluate(self, state: SimState) -> list[float]:
        totals = [float(t) for t in state.totals()]
        if state.phase != OVER:
            left = self.left(state)
            for seat, rows in enumerate(state.rows):
                totals[seat] += sum(
                    [potential(len(row), row[-1] if row else -1, left) for row in rows]
                )
        return leads(totals, self.scale, self.solo_target)

    def left(self, state: SimState) -> int:
        """How much of the game is still to come, in twentieths: games last about 16 + 2.5
        turns a player (greedy players: 21 turns with 2, 26 with 4); the potential of a row
        falls like the square root of the turns left, and faster once a row is locked."""
        length = 16 + 2.5 * state.players
        share = max(0.0, 1.0 - (state.turn - 1) / length) ** 0.5
        if max(state.locks):
            share *= 0.7
        return max(2, round(20 * share))

    def observe(self, state: SimState, seat: Seat) -> Hashable:
        return (
            state.phase,
            state.active,
            state.announced,
            tuple([NUMBER[c] for c in state.display]),
            tuple(state.hands[seat]),
            tuple(state.played),
            tuple(
                [len(row) * 16 + (row[-1] if row else 15) for rows in state.rows for row in rows]
            ),
            tuple(state.misthrows),
        )

    # --- back to the rules -----------------------------------------------------------------------

    def action(
        self, option: SearchOption, view: Any, seat: Seat, legal: Sequence[Action]
    ) -> Action:
        kind = option[0]
        action: Action
        if kind == TAKE:
            slot = next(i for i, card in enumerate(view.display) if card.number == option[1])
            action = Take(slot=slot)
        elif kind == MARK:
            row = option[1]
            action = (
                AnnounceDone()
                if row == DONE or view.announce_marks[seat]
                else (AnnounceCross(row=COLORS[row]))
            )
        elif kind == PLAY:
            action = Play(cards=option[1], color=COLORS[option[2]])
        else:
            action = Cross(number=option[1][0]) if option[1] else Done()
        if action not in legal:
            raise ValueError(f"the search chose {option!r}, which is not one of the legal actions")
        return action


# --- helpers -------------------------------------------------------------------------------------


def _best(values: Sequence[float], rng: Rng) -> int:
    top = max(values)
    best = [i for i, v in enumerate(values) if v == top]
    return best[rng.below(len(best))] if len(best) > 1 else best[0]


def _plans(row: list[int], positions: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    return cross_plans(positions, row[-1] if row else -1, min(len(row), 5))


def _announce_row(rows: list[list[int]], number: int, noise: float, rng: Rng) -> int:
    """The greedy's row for the announced number (fast.announce_values), or DONE if it has
    none; with `noise`, leaving the number is weighed against them too."""
    values = announce_values(rows, number)
    if noise:
        values.append((DONE, 0))
    if not values:
        return DONE
    return values[_best(_noisy([v for _, v in values], noise, rng), rng)][0]


def _noisy(values: list[float], noise: float, rng: Rng) -> list[float]:
    """`values`, each raised by a random amount below `noise` (a beginner's misjudgements)."""
    if not noise:
        return values
    return [v + noise * rng.below(1 << 16) / 65536.0 for v in values]


def _play_options(state: Game, seat: Seat) -> list[SearchOption]:
    hand = state.hands[seat]
    rows = state.rows[seat]
    out: list[SearchOption] = []
    for indices, r in hand_plays(hand):
        positions = tuple(sorted({POS[r][NUMBER[hand[i]]] for i in indices}))
        cards = tuple(hand[i] for i in indices)
        for plan in _plans(rows[r], positions):
            out.append((PLAY, cards, r, tuple(NUMBER_AT[r][p] for p in plan)))
    return out


def _rest_plans(state: Game, seat: Seat) -> list[tuple[int, ...]]:
    r = state.play_color
    row = state.rows[seat][r]
    done = state.play_crosses
    positions = tuple(sorted({POS[r][n] for n in state.crossable(seat)}))
    first = POS[r][done[0]] if done else 0
    plans = cross_plans(positions, row[-1] if row else -1, min(len(row), 5), first, len(done))
    return [tuple(NUMBER_AT[r][p] for p in plan) for plan in plans]


@cache
def potential(crosses: int, last: int, left: int = 20) -> float:
    """What a row with `crosses` crosses ending at position `last` should still bring when
    `left` twentieths of the game are to come: the points of the crosses its open cells are likely
    to get (about half of them at the start of a game, fewer as it goes on)."""
    if last == LAST_POS:
        return 0.0
    open_cells = LAST_POS - last
    expected = crosses + OPEN_SHARE * open_cells * left / 20
    low = int(expected)
    frac = expected - low
    points = POINTS[min(low, 12)] * (1 - frac) + POINTS[min(low + 1, 12)] * frac
    return points - POINTS[crosses]
