"""The development commands of `python -m sheetdesk` (`simulate`, `soak`): their options, and
running them. The app's command line hands them over here; a frozen app, which ships no
development tools, has none."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from ..commands import game_entry, say_reading


def _simulate_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="sheetdesk simulate",
        description="Play complete games headless with one bot in every seat; print one JSON line.",
    )
    parser.add_argument("--game", required=True, help="game id, e.g. number_rows")
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot", default="", help="bot name (the game's default if omitted)")
    parser.add_argument(
        "--engine",
        choices=("auto", "rules"),
        default="auto",
        help="auto: the game's fast path where it plays this bot exactly; rules: always rules.py",
    )
    parser.add_argument(
        "--variant",
        action="append",
        default=[],
        metavar="KEY",
        help="switch a variant on (repeatable), e.g. --variant jokers",
    )
    parser.add_argument(
        "--record",
        action="store_true",
        help="keep every finished game as a save and in the history (plays through rules.py)",
    )
    return parser


def _simulate(argv: Sequence[str]) -> int:
    parser = _simulate_parser()
    args = parser.parse_args(list(argv))
    from .simulate import SimulationError, simulate

    save_errors: tuple[type[Exception], ...] = ()
    if args.record:  # only a recording run writes saves: the save file's models only then
        from sheetdesk.core.savefile import SaveError

        save_errors = (SaveError,)
    game_entry(parser, args.game, [args.bot] if args.bot else [])
    try:
        result = simulate(
            args.game,
            args.players,
            args.games,
            args.seed,
            args.bot,
            options={key: True for key in args.variant},
            engine=args.engine,
            record=args.record,
        )
    except (ValueError, SimulationError) as error:
        print(f"sheetdesk simulate: {error}", file=sys.stderr)
        return 2
    except save_errors as error:
        print(f"sheetdesk simulate: {error}", file=sys.stderr)
        return 1
    if args.record:
        from sheetdesk.core.history import read_index

        reading = read_index(lambda _history: None, from_saves=False)
        say_reading(reading, "simulate")
        if reading.problem is not None:
            # the games are saved: the history reads them whenever it is next brought up to date
            print(json.dumps(result), flush=True)
            return 1
    print(json.dumps(result), flush=True)
    return 0


def _soak_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="sheetdesk soak",
        description="Play complete games with every player count and variant, checking the game "
        "contract at every step (illegal actions refused unchanged, replay equals the live "
        "state, no view leaks; save -> load equal after every undo and redo, at each game's "
        "end and after one other change in four); print one JSON line. Exit 1 on a failure.",
    )
    parser.add_argument("--game", required=True, help="game id, e.g. number_rows")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--bots",
        default="",
        help="bots taking turns in the seats, e.g. random,greedy,hard (default: the game's bots "
        "that decide at once)",
    )
    parser.add_argument(
        "--players", default="", help="a player count or a range, e.g. 2-4 (the game's range)"
    )
    return parser


def _soak_progress(game_id: str) -> Any:
    """Every 1,000 games, a line on stderr (stdout keeps its one JSON line)."""

    def report(totals: Any) -> None:
        if totals.games % 1000 == 0:
            failures = len(totals.failures)
            print(f"soak {game_id}: {totals.games} games, {failures} failures", file=sys.stderr)

    return report


def _soak(argv: Sequence[str]) -> int:
    parser = _soak_parser()
    args = parser.parse_args(list(argv))
    from .soak import parse_players, soak

    bots = [name for name in args.bots.split(",") if name]
    entry = game_entry(parser, args.game, bots)
    try:
        players = parse_players(args.players, entry.rules()) if args.players else None
        result = soak(
            args.game,
            args.games,
            seed=args.seed,
            bots=bots,
            players=players,
            on_game=_soak_progress(args.game),
        )
    except ValueError as error:
        print(f"sheetdesk soak: {error}", file=sys.stderr)
        return 2
    print(json.dumps(result), flush=True)
    return 1 if result["failures"] else 0


COMMANDS = {"simulate": _simulate, "soak": _soak}


def run(command: str, argv: Sequence[str]) -> int:
    """Run the development command `command` (one of COMMANDS) with its arguments."""
    return COMMANDS[command](argv)
