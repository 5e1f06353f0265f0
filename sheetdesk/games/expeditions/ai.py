"""Treasure cards and Pyramid cards for the shared search (core/search.py), written once for the
family: sampling, options, rollout policy and value. A game supplies only its greedy player
(`CardPlayer`: what each move is worth, and what a seat's cards in play should still bring).

- **Sampling** (`sampler`): fast.Determinizer deals what the seat cannot see — the others' dealt
  cards and draft choices, the pile order, the expedition cards still face down, the marks of
  those who already confirmed the current expedition card — consistently with the view; with the
  public log (`Session.visible_history`) the expedition cards turned over this round are known,
  so only the others can come up (fast.turned_over). Others' hidden marks are the greedy's.
- **Options**: the moves of the fast path (a keep, a placement of the revealed shape or one box,
  an owed extra box, a take), pruned to the greedy's `top` best when there are more (the order
  of `legal` kept: a choice maps to one rules Action).
- **Policy** (rollouts and the other seats): the greedy's choice, ties drawn at random (and, for
  an easy player, some noise on its values).
- **Value** (`evaluate`): each seat's score so far plus what its cards in play should still bring
  (the greedy's `worth`; nothing once the game is over), as a margin over the best other seat
  squashed to 0..1; alone, the gain since the decision. A playout stops when the game ends or
  `horizon` expedition cards after the current one have been played (0: at the game's end).

Pure Python: no Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from sheetdesk.core.protocol import Action, Seat
from sheetdesk.core.rng import Rng
from sheetdesk.core.search import Level, SearchBot, leads

from .engine import CARDS_PER_ROUND, ExpeditionRules, State
from .fast import Determinizer, FastState, Move, fast_game, turned_over


class CardPlayer(Protocol):
    """A game's greedy player as the search uses it (see treasure_cards/bot.py)."""

    @property
    def rules(self) -> Any: ...

    def position(self, fast: FastState, seat: Seat) -> Any: ...

    def values(self, position: Any, moves: Sequence[Move]) -> list[float]: ...

    def worth(self, position: Any) -> float: ...


class SimState:
    """A sampled game on the fast path, the seat that searches (`observer`: in a simultaneous
    step it decides before the others still to decide) and the point at which its playouts stop
    looking further (`stop`: expedition cards turned over since the start, see `progress`)."""

    __slots__ = ("fast", "observer", "start", "stop")

    def __init__(self, fast: FastState, observer: Seat, stop: int, start: float = 0.0) -> None:
        self.fast = fast
        self.observer = observer
        self.stop = stop
        self.start = start  # alone: the seat's value when it decided


def progress(fast: FastState) -> int:
    """Expedition cards turned over since the start of the game (the current one included)."""
    return (fast.round - 1) * CARDS_PER_ROUND + fast.revealed


@dataclass(frozen=True, slots=True)
class ExpeditionSearch:
    """The adapter (see core/search.py) for one game's greedy player. `horizon`: expedition
    cards a playout plays after the current one (0: to the end of the game); `top`: options kept
    per decision (the greedy's best); `scale`: the margin that counts as a clear lead; `noise`:
    how much the policy misjudges its options (0 for the search's rollouts)."""

    player: CardPlayer
    horizon: int = 0
    top: int = 6
    scale: float = 10.0
    noise: float = 0.0

    @property
    def rules(self) -> ExpeditionRules[Any, Any]:
        rules: ExpeditionRules[Any, Any] = self.player.rules
        return rules

    # --- sampling --------------------------------------------------------------------------------

    def sampler(
        self, view: State, seat: Seat, log: Sequence[Any] = ()
    ) -> Callable[[Rng], SimState]:
        actions = [getattr(entry, "action", entry) for entry in log]
        seen = turned_over(actions) if actions else None
        determinizer = Determinizer(fast_game(self.rules), view, seat, seen)
        base = determinizer.base
        stop = progress(base) + self.horizon if self.horizon else 1 << 30
        start = self.standing(base, seat) if base.players == 1 else 0.0
        hidden = self.hidden_marks

        def draw(rng: Rng) -> SimState:
            return SimState(determinizer.sample(rng, hidden), seat, stop, start)

        return draw

    def hidden_marks(self, fast: FastState, seat: Seat, moves: Sequence[Move], rng: Rng) -> Move:
        """The marks of a seat that confirmed before the observer saw them: the greedy's."""
        return moves[self._best(fast, seat, moves, rng)]

    def copy(self, state: SimState) -> SimState:
        return SimState(state.fast.copy(), state.observer, state.stop, state.start)

    # --- flow ------------------------------------------------------------------------------------

    def to_move(self, state: SimState) -> Seat | None:
        fast = state.fast
        phase = fast.phase
        if (phase == "mark" or phase == "draft") and state.observer in fast.waiting:
            return state.observer
        return fast.actor()

    def options(self, state: SimState) -> Sequence[Move]:
        fast = state.fast
        seat = self.to_move(state)
        assert seat is not None
        moves = fast.legal(seat)
        if len(moves) <= self.top:
            return moves
        values = self.player.values(self.player.position(fast, seat), moves)
        ranked = sorted(range(len(moves)), key=lambda i: -values[i])[: self.top]
        return [moves[i] for i in sorted(ranked)]

    def apply(self, state: SimState, option: Move, rng: Rng) -> None:
        fast = state.fast
        seat = self.to_move(state)
        assert seat is not None
        fast.apply(seat, option)
        # chance until someone decides, the game ends or the horizon is reached
        while fast.actor() is None and fast.phase != "over":
            if fast.phase == "reveal" and progress(fast) >= state.stop:
                break
            fast.apply_chance(fast.resolve_chance(rng))

    # --- the rollout policy ----------------------------------------------------------------------

    def policy(self, state: SimState, rng: Rng) -> Move:
        fast = state.fast
        seat = self.to_move(state)
        assert seat is not None
        moves = fast.legal(seat)
        if len(moves) == 1:
            return moves[0]
        return moves[self._best(fast, seat, moves, rng)]

    def _best(self, fast: FastState, seat: Seat, moves: Sequence[Move], rng: Rng) -> int:
        values = self.player.values(self.player.position(fast, seat), moves)
        if self.noise:
            values = [v + self.noise * rng.below(1 << 16) / 65536.0 for v in values]
        top = max(values)
        best = [i for i, v in enumerate(values) if v == top]
        return best[rng.below(len(best))] if len(best) > 1 else best[0]

    # --- value -----------------------------------------------------------------------------------

    def standing(self, fast: FastState, seat: Seat, totals: Sequence[int] | None = None) -> float:
        """The seat's score so far plus what its cards in play should still bring."""
        total = float((totals or fast.totals())[seat])
        if fast.phase == "over":
            return total
        return total + self.player.worth(self.player.position(fast, seat))

    def evaluate(self, state: SimState) -> list[float]:
        fast = state.fast
        totals = fast.totals()
        values = [self.standing(fast, seat, totals) for seat in range(fast.players)]
        return leads(values, self.scale, state.start, solo_scale=2 * self.scale)

    def observe(self, state: SimState, seat: Seat) -> Hashable:
        fast = state.fast
        return (
            fast.phase,
            progress(fast),
            fast.current,
            tuple(fast.cards[seat]),
            tuple(fast.marked[seat]),
            tuple(fast.display),
            fast.owed[seat] if fast.owed else 0,
            tuple(fast.vacant),
        )

    # --- back to the rules -----------------------------------------------------------------------

    def action(self, option: Move, view: Any, seat: Seat, legal: Sequence[Action]) -> Action:
        action = fast_game(self.rules).to_action(option)
        if action not in legal:
            raise ValueError(f"the search chose {option!r}, which is not one of the legal actions")
        return action


# --- the levels a family chooses from ------------------------------------------------------------

EASY = Level("easy", playouts=0, randomness=0.02)
MEDIUM = Level("medium", playouts=40, seconds=0.5)
HARD = Level("hard", playouts=400, seconds=0.9)


def levels(
    player: CardPlayer, medium: SearchBot[SimState, Move] | None = None
) -> tuple[SearchBot[SimState, Move], SearchBot[SimState, Move], SearchBot[SimState, Move]]:
    """A game's Easy, Medium and Hard players on its greedy `player`:

    - easy: the greedy with a little randomness (it misjudges its options by up to 3 points and
      takes a random one of its few best once in fifty decisions);
    - medium: tries each of the greedy's best options a few times, up to the next expedition card
      (`medium`: a game's own, e.g. looking further among fewer options);
    - hard: tries its 6 best many times over (400 playouts), four expedition cards past the
      current one, a round's end included (about a second at most: it stops at 0.9 s)."""
    return (
        SearchBot(ExpeditionSearch(player, noise=3.0), EASY),
        medium or SearchBot(ExpeditionSearch(player, horizon=1, top=4), MEDIUM),
        SearchBot(ExpeditionSearch(player, horizon=4), HARD),
    )


__all__ = [
    "EASY",
    "HARD",
    "MEDIUM",
    "CardPlayer",
    "ExpeditionSearch",
    "SimState",
    "levels",
    "progress",
]
