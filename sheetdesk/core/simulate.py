"""Play complete games headless with one bot in every seat (tests, balance checks, benchmarks).

Every game gets its own game number derived from `seed`; the bots draw from their own stream
(`derive(seed, "bot", game_index)`), so a run is repeatable. Chance is handled by the Session.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from . import registry
from .protocol import Decide, GameOver
from .rng import Rng, derive, new_game_number
from .session import Player, Session

MAX_ACTIONS_PER_GAME = 20_000


class SimulationError(RuntimeError):
    """A bot that does not finish a game (a loop) or picks an action outside `legal`."""


def _default_options(rules: Any) -> dict[str, Any]:
    return {variant.key: variant.default for variant in rules.info.variants}


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
    rules = entry.rules()
    bot_name = bot or entry.bots[0]
    choose = entry.bot(bot_name)
    seats = [Player(f"Bot {n + 1}", "bot", bot_name) for n in range(players)]
    game_options = _default_options(rules)
    game_options.update(options or {})
    # A game number a person could type into "Play game #…" to replay this deal.
    game_number = new_game_number(derive(seed, "game", game_index))
    session = Session.new(rules, seats, game_options, game_number)
    rng = Rng(derive(seed, "bot", game_index))
    actions = 0
    while True:
        step = session.step()
        if isinstance(step, GameOver):
            return session
        if not isinstance(step, Decide) or not step.seats:  # pragma: no cover - session resolves
            raise SimulationError(f"{game_id}: the game is stuck at {step!r}")
        if actions >= max_actions:
            raise SimulationError(
                f"{game_id}: bot {bot_name!r} made {actions} actions in game {game_index} "
                f"(seed {seed}) without finishing it; it is probably looping"
            )
        seat = step.seats[0]
        legal = list(session.legal_actions(seat))
        if not legal:
            raise SimulationError(f"{game_id}: seat {seat} must act but has no legal action")
        action = choose(session.view(seat), seat, legal, rng)
        if action not in legal:
            raise SimulationError(f"{game_id}: bot {bot_name!r} chose {action!r}, not a legal one")
        session.act(seat, action)
        actions += 1


def simulate(
    game_id: str,
    players: int,
    games: int,
    seed: int,
    bot: str = "",
    options: Mapping[str, Any] | None = None,
    max_actions: int = MAX_ACTIONS_PER_GAME,
) -> dict[str, Any]:
    """Play `games` complete games; the figures design.md asks for, as a JSON-able dict."""
    entry = registry.get(game_id)
    if games < 1:
        raise ValueError("games must be at least 1")
    if not entry.min_players <= players <= entry.max_players:
        raise ValueError(
            f"{game_id} takes {entry.min_players}-{entry.max_players} players, not {players}"
        )
    bot_name = bot or entry.bots[0]
    entry.bot(bot_name)  # unknown bot names fail before the clock starts
    all_scores: list[int] = []
    winner_scores: list[int] = []
    actions = 0
    started = time.perf_counter()
    for index in range(games):
        session = play_one(game_id, players, seed, bot_name, options, index, max_actions)
        actions += len(session.history)
        scores = session.rules.scores(session.state)
        totals = [scores[seat].total for seat in range(players)]
        all_scores.extend(totals)
        winners = [scores[seat].total for seat in range(players) if scores[seat].winner]
        winner_scores.append(max(winners) if winners else max(totals))
    seconds = time.perf_counter() - started
    return {
        "game": game_id,
        "players": players,
        "games": games,
        "bot": bot_name,
        "seed": seed,
        "seconds": round(seconds, 6),
        "games_per_s": round(games / seconds, 3) if seconds > 0 else None,
        "mean_score": round(sum(all_scores) / len(all_scores), 3),
        "min_score": min(all_scores),
        "max_score": max(all_scores),
        "mean_winner_score": round(sum(winner_scores) / len(winner_scores), 3),
        "mean_actions": round(actions / games, 1),
    }
