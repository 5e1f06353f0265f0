"""Batch simulation, a development tool: play many complete games headless with one bot in every
seat and give their figures (`python -m sheetdesk simulate`, tests, balance checks, benchmarks).

Each game is played as core/headless.py plays one (`play_one`), or on the game's fast path when it
has one for the bot (engine "auto"; engine "rules" always plays through a Session, and a test
checks the figures are the same).
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any, Literal

from ..core import headless, registry
from ..core.protocol import GameOver
from ..core.rng import Rng, derive
from ..core.session import chance_rng, setup_rng

Engine = Literal["auto", "rules"]
SimulationError = headless.SimulationError


def _play_fast(
    fast: registry.FastPath, rules: Any, players: int, seed: int, game_index: int, **how: Any
) -> tuple[Any, int]:
    """What `play_one` plays, on the game's fast path: the final state and the logged actions.
    `how`: the bot's name, the options and the most actions, as `simulate` has them."""
    number = headless.game_number(seed, game_index)
    state = rules.setup(players, headless.chosen_options(rules, how["options"]), setup_rng(number))
    final, logged = fast.play(
        state,
        how["bot"],
        Rng(derive(seed, "bot", game_index)),
        lambda index, kind: chance_rng(number, index, kind),
        how["max_actions"],
    )
    over = fast.headless_over or headless.never
    if not (isinstance(rules.step(final), GameOver) or over(final)):
        raise headless.SimulationError(
            headless.looping(rules.info.id, how["bot"], how["max_actions"], game_index, seed)
        )
    return final, logged


def simulate(
    game_id: str,
    players: int,
    games: int,
    seed: int,
    bot: str = "",
    options: Mapping[str, Any] | None = None,
    max_actions: int = headless.MAX_ACTIONS_PER_GAME,
    engine: Engine = "auto",
    record: bool = False,
) -> dict[str, Any]:
    """Play `games` complete games; the figures of docs/architecture.md ("Headless
    entry points"), as a JSON-able dict.
    Engine "auto" plays on the game's fast path when it has one for this bot, "rules" always
    through a Session and the rules module. `record`: write each finished game as a save in the
    saves folder (through a Session: a save holds the log, which the fast path does not keep),
    where the history finds it; a game stopped by the safety cap is not finished and not kept."""
    entry = registry.get(game_id)
    if games < 1:
        raise ValueError("games must be at least 1")
    if not entry.min_players <= players <= entry.max_players:
        raise ValueError(
            f"{game_id} takes {entry.min_players}-{entry.max_players} players, not {players}"
        )
    bot_name = bot or entry.bots[0]
    entry.bot(bot_name)  # unknown bot names fail before the clock starts
    # (the save file's models only here, and only to record: a run that keeps nothing needs
    # none)
    if record:
        from ..core import savefile

    rules = entry.rules()
    fast = headless.fast_path(entry, bot_name) if engine == "auto" and not record else None
    recorded = 0
    all_scores: list[int] = []
    winner_scores: list[int] = []
    actions = 0
    started = time.perf_counter()
    for index in range(games):
        if fast is not None:
            state, logged = _play_fast(
                fast, rules, players, seed, index,
                bot=bot_name, options=options, max_actions=max_actions,
            )  # fmt: skip
        else:
            session = headless.play_one(
                game_id, players, seed, bot_name, options, index, max_actions
            )
            state, logged = session.state, len(session.history)
            if record and session.is_over():
                # not flushed to the disk one by one: a simulated game lost to a crash is no
                # family's game, and thousands of flushes would be most of the time
                savefile.write(session, durable=False)
                recorded += 1
        actions += logged
        scores = rules.scores(state)
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
        "engine": "rules" if fast is None else "fast",
        "seed": seed,
        "seconds": round(seconds, 6),
        "games_per_s": round(games / seconds, 3) if seconds > 0 else None,
        "mean_score": round(sum(all_scores) / len(all_scores), 3),
        "min_score": min(all_scores),
        "max_score": max(all_scores),
        "mean_winner_score": round(sum(winner_scores) / len(winner_scores), 3),
        "mean_actions": round(actions / games, 1),
        **({"recorded": recorded} if record else {}),
    }
