"""Play games headless with computers in every seat, as the app needs it at run time: one game
for a start-page picture (`play_one`), the computers' own play-outs, and the loops the games'
fast paths and bots are written on. The batch figures, the soak and the golden games built on
these are development tools (sheetdesk/devtools).

Every game gets its own game number derived from `seed`; the bots draw from their own stream
(`derive(seed, "bot", game_index)`), so a game is repeatable. Chance is handled by the Session.

A game may also declare a fast path (`Game.fast`, a `registry.FastPath`): the names of the bots
it plays exactly as the bots themselves do, and
`play(state, bot, rng, chance, max_actions) -> (final state, logged actions)`, which plays the
whole game from the state `setup` gave, the bot drawing from `rng` and the chance action logged as
entry n from `chance(n, kind)`, exactly as the Session would (devtools/simulate.py plays on it).
`play_fast` is that loop for a game's mutable simulation state (`FastPlayState`).

Computers playing alone may not end a game the rules let go on (Giza dice ends only when someone
fills their pyramid, and a computer may never write the one number that would): the fast path
may then offer `headless_over(state) -> bool`, a safety cap outside the rules. `play_match` (and
so `play_one`, the simulate and soak tools and the benchmarks) stops a game there as it stands,
and its `play` stops at the same point; the rules and a family's game never see it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol, cast

from . import registry
from .protocol import Action, Decide, GameOver
from .rng import Rng, derive, new_game_number
from .search import shared_seconds, takes_together
from .session import Player, Session

MAX_ACTIONS_PER_GAME = 20_000


class SimulationError(RuntimeError):
    """A bot that does not finish a game (a loop) or picks an action outside `legal`."""


def chosen_options(rules: Any, options: Mapping[str, Any] | None) -> dict[str, Any]:
    """The game's default variants, updated with `options`."""
    chosen = {variant.key: variant.default for variant in rules.info.variants}
    chosen.update(options or {})
    return chosen


def game_number(seed: int, game_index: int) -> int:
    """A game number a person could type into "Play game #…" to replay this deal."""
    return new_game_number(derive(seed, "game", game_index))


def looping(game_id: str, bot_name: str, actions: int, game_index: int, seed: int) -> str:
    return (
        f"{game_id}: bot {bot_name!r} made {actions} actions in game {game_index} "
        f"(seed {seed}) without finishing it; it is probably looping"
    )


class FastPlayState(Protocol):
    """A game's mutable simulation state, as `play_fast` drives it."""

    def to_move(self) -> int | None: ...  # None: chance is due, or the game is over

    def is_over(self) -> bool: ...

    def legal(self, seat: int) -> Sequence[Any]: ...

    def apply(self, seat: int, option: Any) -> None: ...

    def resolve_chance(self, rng: Rng) -> Any: ...


def never(state: Any) -> bool:
    """No safety cap: a game stops only where its rules end it."""
    return False


FastChooser = Callable[[Any, int, Sequence[Any], Rng], int]


def random_index(state: Any, seat: int, options: Sequence[Any], rng: Rng) -> int:
    """The random bot on a fast state: uniform among the options, drawn as rng.choice draws."""
    return rng.below(len(options))


def option_of(options: Sequence[Any], candidates: Sequence[Action], action: Action) -> Any:
    """The option whose rules action (`candidates`, in the options' order) is `action`
    (ValueError if none is). A fast path makes each action once, so the one asked for is nearly
    always the very object: it is looked for first, before comparing field by field."""
    for option, candidate in zip(options, candidates, strict=True):
        if candidate is action:
            return option
    for option, candidate in zip(options, candidates, strict=True):
        if candidate == action:
            return option
    raise ValueError(f"{action!r} is not a legal action here")


def fast_bot(from_state: Callable[[Any], FastPlayState], choose: FastChooser) -> registry.Bot:
    """The bot that decides as `choose` does on the fast path, on the fast state `from_state`
    makes of its view (whose options are listed as the legal actions are): a game's greedy
    player, written once for both paths."""

    def bot(view: Any, seat: int, legal: list[Action], rng: Rng) -> Action:
        state = from_state(view)
        return legal[choose(state, seat, state.legal(seat), rng)]

    return bot


def play_fast(
    state: FastPlayState,
    choose: FastChooser,
    rng: Rng,
    chance: Callable[[int, str], Rng],
    kind: str,
    max_actions: int,
    stop: Callable[[Any], bool] = never,
) -> int:
    """Play `state` to the end as a Session would: `choose(state, seat, options, rng)` picks the
    index of each seat's option, the chance action logged as entry n draws from
    `chance(n, kind)`; at most `max_actions` player actions, and none once `stop(state)` (the
    game's safety cap, as `play_match` checks it before each decision). The number of actions a
    log would hold (chance included)."""
    logged = acted = 0
    to_move, legal, apply = state.to_move, state.legal, state.apply  # looked up once: hot loop
    capped = stop is not never
    while acted < max_actions and not (capped and stop(state)):
        seat = to_move()
        if seat is None:
            if state.is_over():
                break
            state.resolve_chance(chance(logged, kind))
        else:
            options = legal(seat)
            apply(seat, options[choose(state, seat, options, rng)])
            acted += 1
        logged += 1
    return logged


def fast_path(entry: registry.GameEntry, bot_name: str) -> registry.FastPath | None:
    """The game's fast path if it plays `bot_name` exactly (see the module docstring)."""
    fast = entry.game.fast
    return fast if fast is not None and bot_name in fast.bots else None


def headless_over(entry: registry.GameEntry) -> Callable[[Any], bool]:
    """Whether a game played by computers alone stops at a state that the rules play on from
    (the game's safety cap, see the module docstring); never, for a game without one."""
    fast = entry.game.fast
    over = fast.headless_over if fast is not None else None
    return over if over is not None else never


def play_one(
    game_id: str,
    players: int,
    seed: int,
    bot: str = "",
    options: Mapping[str, Any] | None = None,
    game_index: int = 0,
    max_actions: int = MAX_ACTIONS_PER_GAME,
) -> Session:
    """One complete game with bot `bot` (the game's default if empty) in every seat."""
    entry = registry.get(game_id)
    bot_name = bot or entry.bots[0]
    choose = entry.bot(bot_name)
    return play_match(
        game_id, [(bot_name, choose)] * players, seed, options, game_index, max_actions
    )


def _cap(choose: registry.Bot) -> float | None:
    """A searching computer's own time cap (None: none)."""
    level = cast(registry.Searching, choose).level
    return level.seconds if level else None


def play_match(
    game_id: str,
    seats: Sequence[tuple[str, registry.Bot]],
    seed: int,
    options: Mapping[str, Any] | None = None,
    game_index: int = 0,
    max_actions: int = MAX_ACTIONS_PER_GAME,
) -> Session:
    """One complete game with a (name, bot) in each seat, e.g. a Hard against a Medium player:
    the deal of game `game_index` of `seed`, every bot drawing from the one stream of it."""
    entry = registry.get(game_id)
    rules = entry.rules()
    over = headless_over(entry)
    players = [Player(f"Bot {n + 1}", "bot", name) for n, (name, _) in enumerate(seats)]
    looks = [registry.reads_view(choose) for _, choose in seats]
    # told once per seat: a check against a runtime Protocol walks its attributes every time
    searching = [isinstance(choose, registry.Searching) for _, choose in seats]
    caps_of = [
        _cap(choose) if searches else None
        for searches, (_, choose) in zip(searching, seats, strict=True)
    ]
    together = [
        searches and takes_together(choose)
        for searches, (_, choose) in zip(searching, seats, strict=True)
    ]
    session = Session.new(
        rules, players, chosen_options(rules, options), game_number(seed, game_index)
    )
    rng = Rng(derive(seed, "bot", game_index))
    actions = 0
    while True:
        step = session.step()
        if isinstance(step, GameOver) or over(session.state):
            return session
        if not isinstance(step, Decide) or not step.seats:  # pragma: no cover - session resolves
            raise SimulationError(f"{game_id}: the game is stuck at {step!r}")
        seat = step.seats[0]
        name, choose = seats[seat]
        if actions >= max_actions:
            raise SimulationError(looping(game_id, name, actions, game_index, seed))
        legal = list(session.legal_actions(seat))
        if not legal:
            raise SimulationError(f"{game_id}: seat {seat} must act but has no legal action")
        view = session.view(seat) if looks[seat] else None
        if searching[seat]:  # it reads the public log
            # as in the app: computers deciding together share the time
            deciding = session.deciding_together()
            caps = [caps_of[s] for s in deciding]
            seconds = shared_seconds(caps_of[seat], caps)
            log = session.visible_history(seat)
            searcher = cast(registry.Searching, choose)
            # as in the app: a step searched as one answers for every seat the same bot plays
            extra: dict[str, Any] = (
                {"together": [s for s in deciding if seats[s][1] is choose]}
                if together[seat]
                else {}
            )
            action = searcher(view, seat, legal, rng, log=log, seconds=seconds, **extra)
        else:
            action = choose(view, seat, legal, rng)
        if action not in legal:
            raise SimulationError(f"{game_id}: bot {name!r} chose {action!r}, not a legal one")
        session.act(seat, action)
        actions += 1
