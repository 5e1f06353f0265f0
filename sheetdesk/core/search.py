"""The computer players' search, one for every game: information-set Monte Carlo tree search.

A computer player at a level above the simplest looks ahead: it imagines, many times over, how the
game could go on from what its seat sees, and picks the option that turned out best on average.
This module is that loop; each game supplies a small adapter (`SearchGame`) that knows its rules.
Pure Python (no Qt, no clock but the budget's, no global random generator) and safe to call from
any thread: everything a search touches is its own, and a caller may stop it at any time with a
`cancel` flag (the UI runs it off the GUI thread and cancels it on undo, quit or close).

How it searches (single-observer ISMCTS with determinization, Cowling, Powley & Whitehouse 2012)
-------------------------------------------------------------------------------------------------
The deciding seat is the *observer*. A playout:

1. starts from a **sampled** full simulation state that agrees with everything the observer has
   seen — its `view(state, seat)` and, if the game needs it, the public log — with the unknowns
   (other hands, the order of a pile, pending secret choices) drawn at random. The search is
   never given the full state, so it cannot peek (a test hands it views whose hidden parts are
   poisoned);
2. takes one root option, then walks down the tree of the observer's later decisions: a node is
   an information set of the observer (the options it took plus what it observed since,
   `observe`); there the option is chosen by UCB1 among those legal *in this sample* (counting,
   per option, how often it was available), untried options first. Other seats act by the game's
   rollout `policy`; chance is resolved inside `apply`;
3. after the first new option, **rolls out**: every seat follows the `policy` until the game is
   over or the adapter's horizon is reached (`to_move` returns None);
4. **evaluates** the final state (`evaluate`) and adds the observer's value to every option taken.

The root options share the budget by *sequential halving* (Karnin, Koren & Somekh 2013; on a tree
root: Cazenave 2015): in rounds, every option still in the running is played out from the same
sampled states with the same random stream (common random numbers: differences between options
are not drowned by the luck of the deal), then the worse half is dropped; what is left is played.
With a budget of a few hundred playouts this picks far better than UCB1 alone at the root.

The budget is a number of playouts, an optional time cap, and a cancel flag checked before every
sampled state. A level is a budget and a policy: `Level(playouts=0)` plays the game's policy
directly (with a little randomness for an easy opponent).

A simultaneous step searched as one (`search_step`)
--------------------------------------------------
Where every seat decides on the same table (Giza dice: all write the same roll, in sight of all),
eight computers searching one after another would each play out the whole table on their own.
A game that says which step a state is in (`step_key`, optional) lets a level with `steps`
search the whole step at once: every seat of the step with a choice has its
candidates, and one playout takes one candidate of *every* such seat at the root (in each
sampled world, every seat's candidates are taken in turn from a random shift: all of them are
compared under the same dice, as above), then everyone follows the policy; each seat's value
counts for its own candidate. Each seat halves its own candidates; a playout serves every seat.
Below the root it is flat Monte Carlo (no tree). The step gets the level's playouts for each seat
with a choice that the search answers for (the seats the same computer plays, `together=`): as
many as those seats searching alone would have played, in one search. Under a clock the step's
own cap `step_seconds` bounds it: the rounds of halving are planned within the playouts the time
left allows at the pace of the worlds played so far. `SearchBot` keeps the last step's choices
and answers the other seats of that step from them at once.

The adapter protocol (what a game supplies)
-------------------------------------------
`SearchGame[S, Opt]`, with S the game's *simulation state* (mutable, fast: see number_rows/fast.py)
and Opt an *option* (hashable and comparable; it need not be a rules Action — e.g. a whole play of
cards with the numbers it will cross as one option):

- `sampler(view, seat, log) -> draw`: reads `view` (what `seat` sees: `rules.view(state, seat)`)
  and `log` (the public history, `Session.visible_history(seat)`; `()` when the caller has none)
  once, and returns `draw(rng) -> S`, which gives a new simulation state drawn uniformly (or as
  well as the game can) among those consistent with them. Only these may be read. `draw` runs
  hundreds of times a decision, so do the work in `sampler`. The state may carry a horizon
  (e.g. "stop after two more rounds").
- `to_move(state) -> Seat | None`: the seat that decides next; None when the game is over or the
  horizon is reached. Chance never shows here: `apply` resolves it (with the `rng` it is given)
  before returning.
- `options(state) -> Sequence[Opt]`: the options of the seat to move, in a deterministic order.
  At the root they must be the same in every sample (they depend only on what the observer sees)
  and each must map to a legal action (`action`).
- `apply(state, option, rng) -> None`: the seat to move takes `option`; then any chance steps.
- `policy(state, rng) -> Opt`: the rollout policy's choice for the seat to move (a fast heuristic,
  with a little randomness; it may choose without listing every option). It must read only what
  the seat to move may see; it plays opponents in the tree and everybody in rollouts.
- `evaluate(state) -> Sequence[float]`: every seat's value of a finished (or horizon) state, in
  [0, 1] — e.g. a squashed score margin against the best other seat, or a win probability.
- `observe(state, seat) -> Hashable`: what `seat` sees now that distinguishes this decision from
  others reached by the same options (the numbers on offer, its own hand, the sheets...). It is
  the key of a child node, so leave out everything `seat` may not see.
- `copy(state) -> S`: an independent copy (each root option is played out from a copy of the
  same sample).
- `action(option, view, seat, legal) -> Action`: the rules action (one of `legal`) that starts
  `option` at the root. When an option spans several actions (a play and its crosses), the next
  decision searches again and usually continues it.
- optional, `time_share(view) -> float`: the share of the level's caps a decision in this
  view gets (below 1 at a big table, where the family waits for many computers' decisions).
- optional, with `step_key`: `totals(state) -> Sequence[float]` (every seat's score or
  estimate, before squashing) and `worth(total, best_other) -> float` (`evaluate`'s value of a
  seat from them; best_other None when alone), so that a step's search compares a seat's
  candidates against the other seats' mean result in each world, not their luck in each playout.
- optional, `step_key(state) -> Hashable | None`: the simultaneous step the state is in (equal
  for every state of the step, whoever has decided; None outside one), for `search_step`. Every
  seat's view in the step must be the same table but for what the step keeps pending.

A game module then offers its levels as ordinary bots (`SearchBot(game, level)` in its bot.py,
named in its INFO.bots), which the app, `simulate` and benchmarks/strength.py call like any
other bot; `SearchBot.__call__` also takes `cancel=` and `log=`, and `SearchBot.hint` answers
"what would the computer do?" for a human seat.
"""

from __future__ import annotations

import inspect
import math
import time
from collections.abc import Callable, Collection, Hashable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Generic, Protocol, TypeVar

from .protocol import Action, Seat
from .rng import Rng, derive

S = TypeVar("S")
Opt = TypeVar("Opt", bound=Hashable)


class CancelFlag(Protocol):
    """Anything with `is_set()`, e.g. a threading.Event the UI sets on undo, quit or close."""

    def is_set(self) -> bool: ...


class SearchGame(Protocol[S, Opt]):
    """What a game supplies to the search (see the module docstring)."""

    def sampler(self, view: Any, seat: Seat, log: Sequence[Any]) -> Callable[[Rng], S]: ...

    def copy(self, state: S) -> S: ...

    def to_move(self, state: S) -> Seat | None: ...

    def options(self, state: S) -> Sequence[Opt]: ...

    def apply(self, state: S, option: Opt, rng: Rng) -> None: ...

    def policy(self, state: S, rng: Rng) -> Opt: ...

    def evaluate(self, state: S) -> Sequence[float]: ...

    def observe(self, state: S, seat: Seat) -> Hashable: ...

    def action(self, option: Opt, view: Any, seat: Seat, legal: Sequence[Action]) -> Action: ...


@dataclass(frozen=True, slots=True)
class Level:
    """A difficulty: how much the search may do, and how much chance there is in its choice.

    `playouts` 0 plays the game's policy without searching (then `randomness` is the share of
    decisions taken uniformly among the options instead). `seconds` caps the time of one decision
    (None: only the playouts count, so a seeded decision is repeatable); `step_seconds` that of a
    simultaneous step searched as one (`steps`)."""

    name: str
    playouts: int
    seconds: float | None = None
    randomness: float = 0.0
    exploration: float = 0.7
    steps: bool = False
    """A simultaneous step (where the game has `step_key`) is searched as one for all its seats
    (`search_step`), within `step_seconds` whatever `seconds=` a caller gives one seat."""
    step_seconds: float | None = None


@dataclass(slots=True)
class OptionStats:
    option: Hashable
    visits: int
    mean: float


@dataclass(frozen=True, slots=True)
class Result:
    """What a search found: the action to take, and every root option's statistics."""

    action: Action
    option: Hashable
    stats: tuple[OptionStats, ...]
    playouts: int
    seconds: float
    cancelled: bool


class _Edge:
    __slots__ = ("available", "children", "total", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.total = 0.0
        self.available = 0
        self.children: dict[Hashable, _Node] = {}


class _Node:
    __slots__ = ("edges",)

    def __init__(self) -> None:
        self.edges: dict[Hashable, _Edge] = {}


def _select(node: _Node, options: Sequence[Hashable], rng: Rng, c: float) -> tuple[Hashable, bool]:
    """UCB1 with availability counts; an untried option first (the first one is chosen at random
    among them). True when the option was untried (the tree grows by it)."""
    edges = node.edges
    untried = []
    for option in options:
        edge = edges.get(option)
        if edge is None:
            edge = edges[option] = _Edge()
        edge.available += 1
        if not edge.visits:
            untried.append(option)
    if untried:
        return untried[rng.below(len(untried))] if len(untried) > 1 else untried[0], True
    best: Hashable = None
    best_score = -math.inf
    for option in options:
        edge = edges[option]
        score = edge.total / edge.visits + c * math.sqrt(math.log(edge.available) / edge.visits)
        if score > best_score:
            best, best_score = option, score
    return best, False


def _playout(
    game: SearchGame[Any, Any],
    root: _Node,
    first: Hashable,
    state: Any,
    seat: Seat,
    rng: Rng,
    c: float,
) -> None:
    """One playout from a sampled state, starting with the root option `first` (see the module
    docstring, steps 2-4). The tree grows by at most one node a playout: below an option taken
    for the first time, everything is rollout."""
    edge = root.edges[first]
    path = [edge]
    grown = not edge.visits
    game.apply(state, first, rng)
    while (mover := game.to_move(state)) is not None:
        if mover != seat or grown:
            game.apply(state, game.policy(state, rng), rng)
            continue
        options = game.options(state)
        if len(options) == 1:
            game.apply(state, options[0], rng)
            continue
        node = edge.children.get(key := game.observe(state, seat))
        if node is None:
            node = edge.children[key] = _Node()
        option, grown = _select(node, options, rng, c)
        edge = node.edges[option]
        path.append(edge)
        game.apply(state, option, rng)
    value = game.evaluate(state)[seat]
    for edge in path:
        edge.visits += 1
        edge.total += value


def _halve(root: _Node, candidates: list[Hashable]) -> list[Hashable]:
    """The better half of `candidates` by mean value (ties: the earlier option)."""
    edges = root.edges
    ranked = sorted(
        candidates, key=lambda o: -(edges[o].total / edges[o].visits if edges[o].visits else -1.0)
    )
    return ranked[: (len(ranked) + 1) // 2]


def search(
    game: SearchGame[Any, Any],
    view: Any,
    seat: Seat,
    legal: Sequence[Action],
    rng: Rng,
    level: Level,
    cancel: CancelFlag | None = None,
    log: Sequence[Any] = (),
) -> Result:
    """Search from what `seat` sees (`view`, `log`) for one of `legal`, within `level`'s budget.
    A single legal action is taken at once; when `cancel` is set the best so far is returned (a
    caller that cancelled will ignore it)."""
    started = time.perf_counter()
    if len(legal) == 1:
        return Result(legal[0], None, (), 0, 0.0, False)
    draw = game.sampler(view, seat, log)
    first = draw(rng)
    options = list(dict.fromkeys(game.options(first)))
    if not options:
        raise ValueError(f"seat {seat} has no option to search in this view")
    if len(options) == 1 or level.playouts <= 0:
        if len(options) == 1:
            option = options[0]
        elif level.randomness and rng.below(1 << 20) < level.randomness * (1 << 20):
            option = options[rng.below(len(options))]
        else:
            option = game.policy(first, rng)
        return Result(
            game.action(option, view, seat, legal),
            option,
            (),
            0,
            time.perf_counter() - started,
            False,
        )
    root = _Node()
    root.edges = {option: _Edge() for option in options}
    deadline = None if level.seconds is None else started + level.seconds
    candidates = options
    playouts = 0
    stopped = cancelled = False
    world = first
    world_seconds = 0.0  # how long the last sampled world took to play out (all candidates)
    while True:
        # sequential halving: the budget left, shared among the rounds left and their candidates
        rounds = math.ceil(math.log2(len(candidates))) or 1
        worlds = max(1, (level.playouts - playouts) // (len(candidates) * rounds))
        for _ in range(worlds):
            if cancel is not None and cancel.is_set():
                stopped = cancelled = True
                break
            now = time.perf_counter()
            # stop when the next world would end past the deadline (the last one's time is a fair
            # guess, an overestimate once candidates are halved): a decision keeps to its cap
            if deadline is not None and playouts and now + world_seconds > deadline:
                stopped = True
                break
            if playouts:
                world = draw(rng)
            seed = rng.next_u64()
            for option in candidates:
                _playout(game, root, option, game.copy(world), seat, Rng(seed), level.exploration)
            playouts += len(candidates)
            world_seconds = time.perf_counter() - now
        if stopped or len(candidates) == 1:
            break
        candidates = _halve(root, candidates)
        if len(candidates) == 1:
            break
    stats = tuple(
        OptionStats(option, edge.visits, edge.total / edge.visits if edge.visits else 0.0)
        for option, edge in root.edges.items()
    )
    # cancelled before one playout: the policy decides
    best = _halve(root, candidates)[0] if playouts else game.policy(first, rng)
    return Result(
        game.action(best, view, seat, legal),
        best,
        stats,
        playouts,
        time.perf_counter() - started,
        cancelled,
    )


@dataclass(frozen=True, slots=True)
class StepResult:
    """What a search of a whole simultaneous step found: each seat's option (every seat of the
    step, a seat without a choice its only one), the playouts (each served every seat) and time."""

    key: Hashable
    options: dict[Seat, Hashable]
    playouts: int
    seconds: float


def _step_options(
    game: SearchGame[Any, Any], state: Any, key: Hashable, rng: Rng
) -> dict[Seat, list[Hashable]]:
    """Every seat still to decide in the step `key` with its options, in the order they decide
    (walked on a copy of `state`, each seat taking its policy's option)."""
    state = game.copy(state)
    out: dict[Seat, list[Hashable]] = {}
    while (mover := game.to_move(state)) is not None and mover not in out:
        if game.step_key(state) != key:  # type: ignore[attr-defined]
            break
        out[mover] = list(dict.fromkeys(game.options(state)))
        game.apply(state, game.policy(state, rng), rng)
    return out


def _step_playout(
    game: SearchGame[Any, Any], state: Any, chosen: dict[Seat, Hashable], rng: Rng
) -> Sequence[float]:
    """One playout of the step: each seat of `chosen` takes its option when it first decides,
    everything else follows the policy; every seat's value at the end."""
    pending = dict(chosen)
    while (mover := game.to_move(state)) is not None:
        option = pending.pop(mover, None) if pending else None
        game.apply(state, game.policy(state, rng) if option is None else option, rng)
    totals = getattr(game, "totals", None)
    return game.evaluate(state) if totals is None else totals(state)


def _step_values(
    game: SearchGame[Any, Any], ends: list[Sequence[float]], seat: Seat
) -> list[float]:
    """`seat`'s value at the end of each of one world's playouts. With the game's `totals` and
    `worth`, each is its total against the best other seat's *mean* over the world: the other
    seats took other candidates in each playout, and their luck should not weigh in this seat's
    comparison of its own (as when they all followed the policy); without, `evaluate`'s."""
    worth = getattr(game, "worth", None)
    if worth is None:
        return [end[seat] for end in ends]
    others = [
        max(t for other, t in enumerate(end) if other != seat) for end in ends if len(end) > 1
    ]
    reference = sum(others) / len(others) if others else None
    return [worth(end[seat], reference) for end in ends]


def _ranked(stats: dict[Hashable, list[float]], candidates: list[Hashable]) -> list[Hashable]:
    """`candidates` best first by mean value (ties: the earlier option)."""
    return sorted(candidates, key=lambda o: -(stats[o][1] / stats[o][0] if stats[o][0] else -1.0))


def search_step(
    game: SearchGame[Any, Any],
    view: Any,
    seat: Seat,
    rng: Rng,
    level: Level,
    cancel: CancelFlag | None = None,
    log: Sequence[Any] = (),
    together: Collection[Seat] = (),
) -> StepResult | None:
    """Search the simultaneous step `seat` decides in, for every seat still to decide in it (see
    the module docstring), within `step_seconds` and `level`'s playouts for each seat with a
    choice that the search answers for: `seat` and those of `together` (the seats of the step
    the same computer plays). None: the game has no steps, the view is not in one, or the
    search was cancelled."""
    started = time.perf_counter()
    key_of = getattr(game, "step_key", None)
    if key_of is None:
        return None
    draw = game.sampler(view, seat, log)
    first = draw(rng)
    key = key_of(first)
    if key is None:
        return None
    steps = _step_options(game, first, key, Rng(rng.next_u64()))
    if seat not in steps:
        return None
    fixed = {s: options[0] for s, options in steps.items() if len(options) == 1}
    candidates = {s: options for s, options in steps.items() if len(options) > 1}
    stats = {s: {option: [0, 0.0] for option in options} for s, options in candidates.items()}
    # every seat searching alone would have had the level's playouts: as many for each seat
    # this search answers for (under a clock, `step_seconds` still bounds the step)
    answers = len(candidates.keys() & {seat, *together}) or 1
    budget = level.playouts * answers
    deadline = None if level.step_seconds is None else started + level.step_seconds
    playouts = 0
    world = first
    world_seconds = 0.0
    stopped = False
    while candidates:
        width = max(len(options) for options in candidates.values())
        rounds = math.ceil(math.log2(width)) or 1
        begun, played, worlds = playouts, 0, max(1, (budget - playouts) // (width * rounds))
        while played < worlds:
            if cancel is not None and cancel.is_set():
                return None
            now = time.perf_counter()
            if deadline is not None and playouts and now + world_seconds > deadline:
                stopped = True
                break
            if playouts:
                world = draw(rng)
            seed = rng.next_u64()
            shifts = {s: rng.below(len(options)) for s, options in candidates.items()}
            picks = [
                {s: c[(j + shifts[s]) % len(c)] for s, c in candidates.items()}
                for j in range(width)
            ]
            ends = [_step_playout(game, game.copy(world), chosen, Rng(seed)) for chosen in picks]
            for s in candidates:
                for chosen, value in zip(picks, _step_values(game, ends, s), strict=True):
                    counted = stats[s][chosen[s]]
                    counted[0] += 1
                    counted[1] += value
            playouts += width
            played += 1
            world_seconds = time.perf_counter() - now
            if deadline is not None and world_seconds > 0:
                # the playouts the step's time still allows at this pace: the rounds are planned
                # within them, so that under a clock the candidates are still halved (a budget
                # for many seats would otherwise end the search in its first round)
                left = (deadline - time.perf_counter()) / world_seconds * width
                budget = min(budget, playouts + max(0, int(left)))
                worlds = max(1, (budget - begun) // (width * rounds))
        if stopped or width == 1:
            break
        candidates = {
            s: _ranked(stats[s], options)[: (len(options) + 1) // 2]
            for s, options in candidates.items()
        }
    if not playouts:  # no seat had a choice
        return None
    # each seat's best among its candidates still in the running
    chosen = {s: _ranked(stats[s], options)[0] for s, options in candidates.items()}
    return StepResult(key, {**fixed, **chosen}, playouts, time.perf_counter() - started)


STEP_SHARE = 2.0
"""The computers deciding in one simultaneous step think one after another on one thread, so the
family waits for the sum of their times. Together they take at most this many times the longest
cap among them: two computers keep their own caps, eight Hard ones a quarter of Hard's each."""


def squash(x: float) -> float:
    """A margin as a value in (0, 1) (the logistic function)."""
    return 1.0 / (1.0 + math.exp(-x))


def leads(
    values: Sequence[float], scale: float, solo_mark: float, solo_scale: float | None = None
) -> list[float]:
    """Every seat's `evaluate` from its score (or estimate) in `values`: its lead over the best
    other seat, squashed at `scale` (the margin that counts as a clear lead); alone, its lead over
    `solo_mark`, squashed at `solo_scale` (`scale` unless given)."""
    if len(values) == 1:
        return [squash((values[0] - solo_mark) / (solo_scale or scale))]
    out = []
    for seat, value in enumerate(values):
        best_other = max(v for other, v in enumerate(values) if other != seat)
        out.append(squash((value - best_other) / scale))
    return out


def shared_seconds(cap: float | None, caps: Sequence[float | None]) -> float | None:
    """The time cap of a computer whose level's cap is `cap`, deciding in a simultaneous step
    with computers of `caps` (its own included); None: its level's own cap."""
    timed = [c for c in caps if c is not None]
    if cap is None or not timed:
        return None
    scale = STEP_SHARE * max(timed) / sum(timed)
    return cap * scale if scale < 1.0 else None


def takes_together(bot: Any) -> bool:
    """Whether a computer may be told the seats of a simultaneous step it plays (`together=`,
    as `SearchBot` is, or a wrapper passing on any keyword); one that does not take it is not
    told."""
    try:
        parameters = inspect.signature(bot).parameters
    except (TypeError, ValueError):
        return False
    return "together" in parameters or any(p.kind == p.VAR_KEYWORD for p in parameters.values())


class SearchBot(Generic[S, Opt]):
    """A computer player of one level, usable wherever a registry Bot is:
    `bot(view, seat, legal, rng)`; the app may add `cancel=`, `log=`, `seconds=` (a shorter
    time cap than the level's, when several computers decide one after another) and
    `together=` (the seats of a simultaneous step this same computer plays: a step searched as
    one gets the level's playouts for each, `search_step`)."""

    def __init__(self, game: SearchGame[S, Opt], level: Level) -> None:
        self.game = game
        self.level = level
        # the last simultaneous step searched as one (its level and result): the step's other
        # seats are answered from it at once (one assignment: the worker thread may replace it)
        self._step: tuple[Level, StepResult] | None = None

    def __call__(
        self,
        view: Any,
        seat: Seat,
        legal: list[Action],
        rng: Rng,
        cancel: CancelFlag | None = None,
        log: Sequence[Any] = (),
        seconds: float | None = None,
        together: Collection[Seat] = (),
    ) -> Action:
        level = self._level(view)
        if level.steps and level.playouts > 0:
            action = self._in_step(view, seat, legal, rng, level, cancel, log, together)
            if action is not None:
                return action
        if seconds is not None and (level.seconds is None or seconds < level.seconds):
            level = replace(level, seconds=seconds)
        return search(self.game, view, seat, legal, rng, level, cancel, log).action

    def _level(self, view: Any) -> Level:
        """The level with the caps a decision in `view` gets (the game's `time_share`)."""
        level = self.level
        share = getattr(self.game, "time_share", None)
        if share is not None and (scale := share(view)) < 1.0:
            level = replace(
                level,
                seconds=None if level.seconds is None else level.seconds * scale,
                step_seconds=None if level.step_seconds is None else level.step_seconds * scale,
            )
        return level

    def kept(
        self, view: Any, seat: Seat, legal: list[Action], log: Sequence[Any] = ()
    ) -> Action | None:
        """`seat`'s action when it is known without searching: its only legal action, or its
        part of the search of its simultaneous step made already for another seat of it (the
        one `__call__` would give). None: it would search first. Nothing is searched here, so
        the window's thread may ask (the other computers writing a roll go in one change)."""
        if len(legal) == 1:
            return legal[0]
        level = self._level(view)
        if not (level.steps and level.playouts > 0):
            return None
        return self._in_step(view, seat, legal, Rng(0), level, None, log, searching=False)

    def _in_step(
        self,
        view: Any,
        seat: Seat,
        legal: list[Action],
        rng: Rng,
        level: Level,
        cancel: CancelFlag | None,
        log: Sequence[Any],
        together: Collection[Seat] = (),
        *,
        searching: bool = True,
    ) -> Action | None:
        """`seat`'s action from the search of its whole simultaneous step (searched now, or
        earlier for another seat of the step); None: not in a step, or cancelled, or (not
        `searching`) not searched yet."""
        key_of = getattr(self.game, "step_key", None)
        if key_of is None or len(legal) < 2:
            return None
        key = key_of(self.game.sampler(view, seat, log)(Rng(0)))
        if key is None:
            return None
        kept = self._step
        if kept is None or kept[0] != level or kept[1].key != key or seat not in kept[1].options:
            if not searching:
                return None
            found = search_step(self.game, view, seat, rng, level, cancel, log, together)
            if found is None:
                return None
            kept = self._step = (level, found)
        try:
            option: Any = kept[1].options[seat]
            return self.game.action(option, view, seat, legal)
        except ValueError:  # not open to this seat after all: it searches alone
            return None

    def hint(
        self,
        view: Any,
        seat: Seat,
        legal: list[Action],
        cancel: CancelFlag | None = None,
        log: Sequence[Any] = (),
    ) -> Action:
        """What this player would do in `seat`'s place ("What would the computer do?"); the same
        view gives the same hint (the search draws from a generator seeded by the seat)."""
        return self(view, seat, legal, Rng(derive(0, "hint", seat, len(legal))), cancel, log)
