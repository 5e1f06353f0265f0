"""`python -m sheetdesk` (and the `sheetdesk` command): the app, and its headless entry points.

    sheetdesk                              start the app
    sheetdesk FILE | --open FILE           start the app with a save opened
    sheetdesk --quit-after-first-paint     start, print FIRST_FRAME <unix time> <CPU s>, quit
    sheetdesk --self-test                  check this installation (offscreen), exit 0 if fine
    sheetdesk simulate --game ID --players N --games K --seed S [--bot NAME] [--engine rules]
    sheetdesk simulate ... --record        ... and keep the finished games in the history
    sheetdesk stats [--csv FILE] [--game ID] [--no-computers]
    sheetdesk soak --game ID --games N [--bots random,greedy] [--players a-b] [--seed S]
    sheetdesk print --game ID --pads N --out F.pdf [--paper a4|letter] [--language L]
    sheetdesk print --match ID --out F.pdf [--paper a4|letter] [--language L]

Headless commands never import Qt; the GUI is imported only when it starts.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from typing import Any


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


def _game(parser: argparse.ArgumentParser, game_id: str, bots: Sequence[str]) -> Any:
    """The registry entry of `game_id`, which must have `bots` (else a usage error)."""
    from sheetdesk.core import registry

    try:
        entry = registry.get(game_id)
    except KeyError:
        known = ", ".join(sorted(registry.games_by_id()))
        parser.error(f"unknown game {game_id!r} (known: {known})")
    unknown = [name for name in bots if name not in entry.bots]
    if unknown:
        parser.error(f"{game_id} has no bot {unknown[0]!r} (it has: {', '.join(entry.bots)})")
    return entry


def _simulate(argv: Sequence[str]) -> int:
    parser = _simulate_parser()
    args = parser.parse_args(list(argv))
    from sheetdesk.core.simulate import SimulationError, simulate

    save_errors: tuple[type[Exception], ...] = ()
    if args.record:  # only a recording run writes saves: the save file's models only then
        from sheetdesk.core.savefile import SaveError

        save_errors = (SaveError,)
    _game(parser, args.game, [args.bot] if args.bot else [])
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
        _say_reading(reading, "simulate")
        if reading.problem is not None:
            # the games are saved: the history reads them whenever it is next brought up to date
            print(json.dumps(result), flush=True)
            return 1
    print(json.dumps(result), flush=True)
    return 0


def _say_reading(reading: Any, command: str) -> None:
    """What a command tells of the history it read: once, in English, on stderr."""
    for said in (reading.notice, reading.problem):
        if said is not None:
            print(f"sheetdesk {command}: {said.english()}", file=sys.stderr)


def _stats_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="sheetdesk stats",
        description="The finished games' figures per player and per game, from the history "
        "(brought up to date with the saves first); print one JSON line, or write a CSV.",
    )
    parser.add_argument(
        "--csv",
        metavar="FILE",
        help="write one row per player per game (the game's score items as columns); - : stdout",
    )
    parser.add_argument("--game", default="", help="only this game's finished games")
    parser.add_argument(
        "--no-computers", action="store_true", help="leave computer players out of the figures"
    )
    parser.add_argument(
        "--wait",
        type=float,
        default=10.0,
        metavar="SECONDS",
        help="how long to wait for another window's change to the history to end (default 10)",
    )
    return parser


def _stats(argv: Sequence[str]) -> int:
    parser = _stats_parser()
    args = parser.parse_args(list(argv))
    from dataclasses import asdict

    from sheetdesk.core import stats
    from sheetdesk.core.history import read_index

    computers = not args.no_computers
    # (a history that cannot be used: the figures are read from the saves themselves)
    reading = read_index(lambda history: history.games(game=args.game), timeout=max(0.0, args.wait))
    _say_reading(reading, "stats")
    if reading.problem is not None:
        print("sheetdesk stats: the figures are read from the saved games.", file=sys.stderr)
    for error in reading.failed:
        print(f"sheetdesk stats: skipped {error}", file=sys.stderr)
    games = reading.found
    if args.csv:
        try:
            if args.csv == "-":
                rows = stats.write_csv(games, sys.stdout, computers=computers)
            else:
                # utf-8-sig: a spreadsheet opening the file reads Greek and Polish names right
                with open(args.csv, "w", encoding="utf-8-sig", newline="") as out:
                    rows = stats.write_csv(games, out, computers=computers)
        except OSError as error:
            print(f"sheetdesk stats: cannot write {args.csv}: {error.strerror}", file=sys.stderr)
            return 1
        print(f"sheetdesk stats: {rows} rows, {len(games)} games", file=sys.stderr)
        return 0
    result = {
        "games": len(games),
        "players": [asdict(line) for line in stats.per_player(games, computers=computers)],
        "per_game": [asdict(line) for line in stats.per_game(games, computers=computers)],
    }
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
    from sheetdesk.devtools.soak import parse_players, soak

    bots = [name for name in args.bots.split(",") if name]
    entry = _game(parser, args.game, bots)
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


def _print_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="sheetdesk print",
        description="Write blank score pads of a game, or a saved game's sheets (a page of "
        "scores, then one player a page), to a PDF file.",
    )
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--game", help="blank score pads of this game, e.g. giza_dice")
    what.add_argument("--match", help="a saved game's sheets: its id (or its .sheetdesk file)")
    parser.add_argument("--pads", type=int, default=6, help="how many blank pads (default 6)")
    parser.add_argument("--out", required=True, help="the PDF file to write")
    parser.add_argument(
        "--paper", choices=("a4", "letter"), default="", help="paper size (default: the locale's)"
    )
    parser.add_argument(
        "--language", choices=("en", "el", "pl"), default="", help="default: the app's language"
    )
    return parser


def _print(argv: Sequence[str]) -> int:
    parser = _print_parser()
    args = parser.parse_args(list(argv))
    if args.game:
        _game(parser, args.game, [])
        if args.pads < 1:
            parser.error("--pads must be 1 or more")
    elif not args.match.endswith(".sheetdesk"):
        from sheetdesk.core import savefile

        try:
            path = savefile.save_path_for(args.match)
        except ValueError:
            parser.error(f"{args.match!r} is not a game's id (its save's name without .sheetdesk)")
        if not path.exists():
            parser.error(f"no saved game {args.match!r} in {path.parent}")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # nothing is shown
    # the Qt-free modules the command needs, before PySide6 (see import_before_qt): the save
    # file's models (its errors are the command's, a match is loaded) and the settings'
    import sheetdesk.core.savefile
    import sheetdesk.ui.settings  # noqa: F401
    from sheetdesk.ui.paper import print_command

    return print_command(
        game=args.game,
        match=args.match,
        pads=args.pads,
        out=args.out,
        paper=args.paper,
        language=args.language,
    )


def _main_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="sheetdesk",
        usage="%(prog)s [FILE.sheetdesk] [--open FILE] [--self-test] [--quit-after-first-paint]",
        description="Paper-sheet games for a family around one computer. "
        "FILE.sheetdesk: a saved game to open (as a file manager passes it).",
        epilog="Headless: sheetdesk simulate --help, sheetdesk soak --help, "
        "sheetdesk stats --help, sheetdesk print --help",
    )
    parser.add_argument("--open", dest="open_file", metavar="FILE", help="a save to open")
    parser.add_argument(
        "--self-test", action="store_true", help="check this installation offscreen and exit"
    )
    parser.add_argument(
        "--quit-after-first-paint",
        action="store_true",
        help="quit after the first paint, printing FIRST_FRAME <unix time> <CPU s> (benchmarks)",
    )
    return parser


def _no_display(qt_args: Sequence[str]) -> bool:
    """On Linux/BSD, whether the window could not open: no X11 or Wayland display is set and no
    Qt platform is chosen (Qt would abort with a message about missing xcb libraries)."""
    if sys.platform in ("win32", "darwin") or "-platform" in qt_args:
        return False
    return not any(os.environ.get(v) for v in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"))


def _say_no_display() -> None:
    if getattr(sys, "frozen", False):
        command = "sheetdesk"
    else:  # the set-up script names itself; otherwise this very interpreter
        command = os.environ.get("SHEETDESK_COMMAND") or f"{sys.executable} -m sheetdesk"
    print(
        "sheetdesk: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set), so its "
        "window cannot open.\nStart it in a desktop session, or use it without a display:\n"
        f"  {command} --self-test\n      checks that everything works (offscreen)\n"
        f"  {command} simulate --game number_rows --players 2 --games 1\n"
        "      plays whole games with a computer player in every seat\n"
        f"  QT_QPA_PLATFORM=offscreen {command}\n      runs the app without showing it",
        file=sys.stderr,
    )


QUIT_AFTER_FIRST_PAINT = "--quit-after-first-paint"


def _plain_start(args: Sequence[str]) -> tuple[list[str], bool] | None:
    """For the starts a desktop, a file manager or the start-up benchmarks make (no argument,
    one FILE.sheetdesk or --open FILE, --quit-after-first-paint): the save to open (a list of at
    most one) and whether to quit after the first paint, read without argparse: building and
    running its parser (which looks for gettext catalogues) cost 8-10 ms of CPU time before the
    first paint. None for any other command line: argparse reads it."""
    rest = list(args)
    files: list[str] = []
    if "--open" in rest:
        at = rest.index("--open")
        if at + 1 == len(rest) or rest[at + 1].startswith("-"):
            return None
        files.append(rest.pop(at + 1))
        rest.pop(at)
    named = [a for a in rest if not a.startswith("-") and a.lower().endswith(".sheetdesk")]
    flags = [a for a in rest if a == QUIT_AFTER_FIRST_PAINT]
    files += named
    if len(files) > 1 or len(named) + len(flags) != len(rest):
        return None
    return files, bool(flags)


def _pydantic_without_plugins() -> None:
    """Turn pydantic plugins off (unless the environment says otherwise): the app uses none, and
    looking for them reads the entry points of every package installed beside it before the
    first model is built (main() turns them off for every command).

    With plugins off, pydantic's plugin loader only ever answers "none"; yet importing it (when
    the first model is built) imports importlib.metadata and with it the email package: 38-46 ms
    of CPU time, some 7 % of the start-up to the first paint. So the loader's one function is
    given here, answering as the real one does."""
    off = ("__all__", "1", "true")  # the values pydantic's loader takes for "all off"
    if os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__") not in off:
        return
    name = "pydantic.plugin._loader"
    if name not in sys.modules:
        import types

        loader = types.ModuleType(name, "pydantic plugins are off: none to load")
        loader.get_plugins = _no_plugins  # type: ignore[attr-defined]
        sys.modules[name] = loader


def _no_plugins() -> tuple[()]:
    return ()


def import_before_qt(*, opening: str | None = None) -> None:
    """Import the Qt-free modules the first page needs before PySide6 is imported (pydantic's
    plugins off first; a program that starts the window its own way calls this too). From its
    import on, PySide6 reads the source of every module imported after it (looking for
    `from __feature__ import ...`), which for pydantic also wakes its lazily imported parts;
    modules already imported are not read (resuming a long game spent 91 ms of CPU time in that
    reading before, 21 ms after; ui/app.py has the modules imported after it read as bytes now,
    far cheaper: see ui/feature_scan.py). Every first page needs the settings (pydantic), where
    they are kept (platformdirs) and the translatable texts. A save given on the command line
    (`opening`) is glanced at now (core/save_glance.py: whom it says it opens on; an older save
    the long way, with its game's rules and the turn policy), its answer kept for the window: a
    game that opens on the hand-over page paints it from that glance and the remembered players'
    looks (its player's symbol); any other needs the save file's models before its first
    paint."""
    _pydantic_without_plugins()
    import sheetdesk.core.i18n
    import sheetdesk.core.paths
    import sheetdesk.ui.settings

    if opening is not None:
        from sheetdesk.core.save_glance import glance

        if glance(opening) is None:
            import sheetdesk.core.savefile
        else:  # (its page shows the player's symbol, from the remembered players' looks)
            import sheetdesk.core.player_looks  # noqa: F401


def main(argv: Sequence[str] | None = None) -> int:
    args_in = list(sys.argv[1:] if argv is None else argv)
    # every command builds pydantic models: the headless ones (a child process of the tests, a
    # script's) as much as the app
    _pydantic_without_plugins()
    if args_in and args_in[0] == "simulate":
        return _simulate(args_in[1:])
    if args_in and args_in[0] == "soak":
        return _soak(args_in[1:])
    if args_in and args_in[0] == "stats":
        return _stats(args_in[1:])
    if args_in and args_in[0] == "print":
        return _print(args_in[1:])
    qt_args: list[str] = []
    plain = _plain_start(args_in)
    if plain is not None:
        files, quit_after_first_paint = plain
    else:
        parser = _main_parser()
        args, extras = parser.parse_known_args(args_in)
        # A save named on the command line ends in .sheetdesk; anything else unknown is for Qt
        # (e.g. -style fusion).
        files = [a for a in extras if not a.startswith("-") and a.lower().endswith(".sheetdesk")]
        qt_args = [a for a in extras if a not in files]
        if args.open_file:
            files.insert(0, args.open_file)
        if len(files) > 1:
            parser.error("give one save to open")
        if args.self_test:
            from sheetdesk.selftest import run as self_test

            return self_test()
        quit_after_first_paint = args.quit_after_first_paint
    if _no_display(qt_args):
        _say_no_display()
        return 1
    import_before_qt(opening=files[0] if files else None)
    from sheetdesk.ui.app import run

    program = sys.argv[0] if sys.argv else "sheetdesk"
    return int(
        run(
            [program, *qt_args],
            open_file=files[0] if files else None,
            quit_after_first_paint=quit_after_first_paint,
        )
    )


if __name__ == "__main__":
    sys.exit(main())
