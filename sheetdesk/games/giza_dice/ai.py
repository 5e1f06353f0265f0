"""Giza dice for the shared search (core/search.py): sampling, options, rollout policy, value.

- **Sampling** (`sampler`): the sheets lie open and every choice is written in sight of all, so
  a seat's view is the whole table; only the dice to come are unknown, and `apply` rolls them.
  A sample is the view as a simulation state (fast.Game) with the roll at which the search
  stops looking further (its horizon: `stop_rolls`).
- **Options**: the roller's order of the two digits; a write (cell, number, the Nile digits and
  ×2/:2 symbols it uses) or writing nothing, taken together with the confirmation. Only the
  `width` writes the greedy values most are searched (and the way of writing nothing it would
  choose): the others are numbers put where they leave no room, which no playout redeems.
- **Policy** (rollouts and the other seats): the greedy player (fast.greedy_index) with its
  jitter (`jitter`; more for an easy player).
- **A roll's writing** is one simultaneous step (`step_key`): Hard searches it once for every
  seat (core/search.py `search_step`), with its playouts for each seat it plays (its time, at
  the table, is the step's cap).
- **Value** (`evaluate`): each seat's estimated final score less the best other seat's, squashed
  to 0..1; alone, against a practice target. Before the end, the estimate adds to the score so
  far what the sheet should still bring (`potential`): the first-finisher bonuses still open, by
  how full their parts are, and the cells still likely to be filled, by the room between their
  filled neighbours.

Pure Python: no Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from sheetdesk.core.protocol import Action, Seat
from sheetdesk.core.rng import Rng
from sheetdesk.core.search import leads, squash

from .fast import DONE, PAD, RANK, greedy_index, pass_worth, write_values
from .rules import OVER, ROLL, WRITE, Game, GameSheet, Option

PLAYOUT_END = 80
"""A playout "to the end" looks no further than this roll, or PLAYOUT_ROLLS ahead when later:
the sheets have mostly settled by then, and a playout of computers that never fill their
pyramid would not end."""
PLAYOUT_ROLLS = 20

TABLE = 3
"""Up to this many players, a search has its level's whole time caps (`time_share`)."""

_PARTS = tuple((part.cells, part.bonus) for part in PAD.parts)
_CHAINS = tuple(PAD.chains.values())


@dataclass(frozen=True, slots=True)
class GizaSearch:
    """The adapter (see core/search.py). `horizon`: how many more rolls a playout looks ahead
    (0: to the end of the game, PLAYOUT_END at most); `width`: how many writes are searched;
    `scale`: the score margin that counts as a clear lead; `jitter`: the policy's misjudgements
    (fast.JITTER for the greedy player's); `race`, `fill`, `cell`: the weights of
    `potential`; `steps`: a roll's writing is searched as one step, and a big table shares the
    time (False: every seat searches alone in its whole cap, as Hard did before)."""

    horizon: int = 0
    width: int = 8
    scale: float = 6.0
    solo_target: float = 45.0
    jitter: float = 0.3
    race: float = 0.6
    fill: float = 5.0
    cell: float = 0.6
    steps: bool = True

    # --- sampling --------------------------------------------------------------------------------

    def sampler(self, view: Any, seat: Seat, log: Sequence[Any] = ()) -> Callable[[Rng], Game]:
        template = Game.from_state(view)
        if self.horizon:
            template.stop_rolls = template.rolls + self.horizon
        else:  # "to the end", which the rules no longer bound: a game may go on and on
            template.stop_rolls = max(PLAYOUT_END, template.rolls + PLAYOUT_ROLLS)

        def draw(rng: Rng) -> Game:
            return template.copy()

        return draw

    def copy(self, state: Game) -> Game:
        return state.copy()

    # --- flow ----------------------------------------------------------------------------------

    def to_move(self, state: Game) -> Seat | None:
        # apply rolls the dice until the horizon: a state waiting for them is the end of a playout
        return None if state.phase in (ROLL, OVER) else state.to_move()

    def time_share(self, view: Any) -> float:
        """A roll waits for the roller's order and one search of the roll's writes, each in its
        whole cap up to TABLE players, less at a bigger table: a roll of nine still takes about
        a second."""
        return min(1.0, TABLE / view.players) if self.steps else 1.0

    def step_key(self, state: Game) -> Hashable | None:
        """A roll's writing (every seat writes the same number, in sight of all): the roll and
        the sheets as they stand until the roll's choices take effect together."""
        if state.phase != WRITE or not self.steps:
            return None
        sheets = tuple((key[0], key[1], key[3]) for key in [s.key() for s in state.sheets])
        return (state.rolls, state.dice, state.number, state.powers, state.quick, sheets)

    def options(self, state: Game) -> list[Option]:
        seat = state.to_move()
        assert seat is not None
        legal = state.legal(seat)
        if state.phase != WRITE or len(legal) <= self.width + 1:
            return legal
        values = write_values(state, seat, legal)
        writes = [i for i, value in enumerate(values) if value is not None]
        kept = set(sorted(writes, key=lambda i: -values[i])[: self.width])  # type: ignore[operator]
        passes = [i for i, value in enumerate(values) if value is None]
        kept.add(min(passes, key=lambda i: pass_worth(legal[i])))
        return [legal[i] for i in sorted(kept)]

    def apply(self, state: Game, option: Option, rng: Rng) -> None:
        seat = state.to_move()
        assert seat is not None
        if state.phase == WRITE and option != DONE:
            state.apply(seat, option)
            option = DONE
        state.apply(seat, option)
        while state.phase == ROLL and state.rolls < state.stop_rolls:
            state.resolve_chance(rng)

    # --- the rollout policy ----------------------------------------------------------------------

    def policy(self, state: Game, rng: Rng) -> Option:
        seat = state.to_move()
        assert seat is not None
        legal = state.legal(seat)
        return legal[greedy_index(state, seat, legal, rng, self.jitter)]

    # --- value -----------------------------------------------------------------------------------

    def evaluate(self, state: Game) -> list[float]:
        return leads(self.totals(state), self.scale, self.solo_target)

    def totals(self, state: Game) -> list[float]:
        """Every seat's score, and before the end what its sheet should still bring."""
        over = state.phase == OVER
        return [
            sheet.total(PAD) + (0.0 if over else self.potential(sheet)) for sheet in state.sheets
        ]

    def worth(self, total: float, best_other: float | None) -> float:
        """`evaluate`'s value of a seat's total against the best other seat's (None: alone)."""
        if best_other is None:
            return squash((total - self.solo_target) / self.scale)
        return squash((total - best_other) / self.scale)

    def potential(self, sheet: GameSheet) -> float:
        """What a sheet should still bring: `race` of each open bonus by the square of the share
        of its part filled; `cell` points for each empty cell likely to be filled — in a run of
        k empty cells between filled neighbours of ranks r_low and r_high, min(k, `fill` x
        (r_high - r_low)) of them."""
        cells = sheet.cells
        value = 0.0
        for (members, bonus), mark in zip(_PARTS, sheet.bonuses, strict=True):
            if mark == "open":
                filled = sum([cells[i] is not None for i in members])
                value += self.race * bonus * (filled / len(members)) ** 2
        fills = 0.0
        for chain in _CHAINS:
            r_low, run = 0.0, 0
            for i in chain:
                v = cells[i]
                if v is None:
                    run += 1
                    continue
                if run:
                    fills += min(run, self.fill * (RANK[v] - r_low))
                r_low, run = RANK[v], 0
            if run:
                fills += min(run, self.fill * (1.0 - r_low))
        return value + self.cell * fills

    def observe(self, state: Game, seat: Seat) -> Hashable:
        return (state.rolls, state.phase, state.dice, state.number, *state.sheets[seat].key())

    # --- back to the rules -----------------------------------------------------------------------

    def action(self, option: Option, view: Any, seat: Seat, legal: Sequence[Action]) -> Action:
        action = Game.from_state(view).action(seat, option)
        if action not in legal:
            raise ValueError(f"the search chose {option!r}, which is not one of the legal actions")
        return action
