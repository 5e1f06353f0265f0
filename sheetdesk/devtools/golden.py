"""The golden games: finished games each game ships in its own package (its `golden` folder) that
the tests and the self-test replay through savefile.load, so that old, known games keep loading.

Each game declares its own in its package (`GOLDEN`, a tuple of GoldenGame, next to INFO); this
module makes the missing files and checks every one, for any game the registry finds:

    python -m sheetdesk.devtools.golden [--game ID]            # write the missing ones, then check
    python -m sheetdesk.devtools.golden [--game ID] --check    # write nothing; exit 1 on a problem
    python -m sheetdesk.devtools.golden --game ID --force      # rewrite that game's files

Only rewrite a shipped file on purpose (a new save format): a game whose rules change declares a
new golden game and keeps the old one.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

from ..core import registry, savefile
from ..core.game_info import GoldenGame
from ..core.headless import play_one
from ..core.rng import Rng
from ..core.session import Player, Session

FIXED_TIME = datetime(2025, 1, 1, 12, 0, tzinfo=UTC)  # reproducible files
NAMES = ("Ana", "Ben", "Chloé", "Dimitris", "Ewa", "Filip", "Gosia", "Hara", "Irini")

Out = Callable[[str], None]


def bot_of(entry: registry.GameEntry) -> str:
    """The computer player that plays a game's golden games: the one it declares first (its
    default)."""
    return entry.bots[0]


def folder(entry: registry.GameEntry) -> Path:
    """Where a game ships its golden games: the `golden` folder of its package."""
    return entry.golden_folder


every_file = registry.golden_files


def match_id(entry: registry.GameEntry, golden: GoldenGame) -> str:
    """The golden game's match id and file stem: golden-<game id with dashes>-<name>."""
    return f"golden-{entry.id.replace('_', '-')}-{golden.name}"


def declared(game_id: str | None = None) -> list[tuple[registry.GameEntry, GoldenGame]]:
    """Every golden game the games declare (or only `game_id`'s), in registry order."""
    entries = [registry.get(game_id)] if game_id else list(registry.GAMES)
    return [(entry, golden) for entry in entries for golden in entry.golden]


@contextmanager
def fixed_clock() -> Iterator[None]:
    """Saves written inside carry FIXED_TIME as their last change."""
    now = savefile.writing.clock
    savefile.writing.clock = lambda: FIXED_TIME
    try:
        yield
    finally:
        savefile.writing.clock = now


def make(
    target: Path | None = None,
    game_id: str | None = None,
    *,
    force: bool = False,
    out: Out = print,
) -> list[Path]:
    """Play and write the declared golden games missing from `target` (each game's own folder
    by default; all of them with `force`); the files written."""
    written = []
    with fixed_clock():
        for entry, golden in declared(game_id):
            if golden.players > len(NAMES):
                raise ValueError(f"{entry.id} golden {golden.name}: at most {len(NAMES)} players")
            place = target or folder(entry)
            place.mkdir(parents=True, exist_ok=True)
            path = place / f"{match_id(entry, golden)}.sheetdesk"
            if path.exists() and not force:
                continue
            if golden.rules_version:
                session = _play_under(entry, golden)
            else:
                session = play_one(
                    entry.id, golden.players, golden.seed, bot_of(entry), dict(golden.options)
                )
            players = range(golden.players)
            session.players = tuple(Player(NAMES[i], "bot", bot_of(entry)) for i in players)
            session.match_id = match_id(entry, golden)
            session.created = FIXED_TIME
            savefile.delete(path)
            savefile.write(session, path)
            written.append(path)
            out(f"wrote {path.name}: {len(session.log)} actions")
    return written


def _play_under(entry: registry.GameEntry, golden: GoldenGame) -> Session:
    """The golden game played to its end under the older rules version it declares."""
    rules = entry.rules().under_rules_version(golden.rules_version)
    if rules is None:
        raise ValueError(f"{entry.id} has no rules version {golden.rules_version}")
    bot = entry.bot(bot_of(entry))
    players = tuple(Player(NAMES[i], "bot", bot_of(entry)) for i in range(golden.players))
    session = Session.new(rules, players, dict(golden.options), golden.seed)
    rng = Rng(golden.seed)
    while not session.is_over():
        seat = session.acting_seat()
        assert seat is not None
        session.act(seat, bot(session.view(seat), seat, list(session.legal_actions(seat)), rng))
    return session


def check(target: Path | None = None, game_id: str | None = None, *, out: Out = print) -> int:
    """Check that every declared golden game is in `target` and replays to its end as declared,
    and (for all games) that every golden file there is declared by a game. One line per
    problem; the number of problems."""
    problems = 0

    def problem(line: str) -> None:
        nonlocal problems
        problems += 1
        out(f"FAIL {line}")

    names = set()
    for entry, golden in declared(game_id):
        path = (target or folder(entry)) / f"{match_id(entry, golden)}.sheetdesk"
        names.add(path.name)
        if not path.exists():
            problem(f"{path.name}: missing (make it without --check)")
            continue
        try:
            session = savefile.load(path)
        except Exception as error:
            problem(f"{path.name}: does not load: {type(error).__name__}: {error}")
            continue
        # not the seed: a shipped file keeps the one it was played with, even if the way a
        # match derives its seed has changed since
        found = (session.match_id, session.rules.info.id, len(session.players), session.options)
        wanted = (path.stem, entry.id, golden.players, dict(golden.options))
        if found != wanted:
            problem(f"{path.name}: is (match, game, players, options) {found}, declared {wanted}")
        elif not session.is_over():
            problem(f"{path.name}: the game is not finished")
        else:
            out(f"ok   {path.name}: {len(session.log)} actions")
    if game_id is None:
        shipped = sorted(target.glob("*.sheetdesk")) if target else every_file()
        for path in shipped:
            if path.name not in names:
                problem(f"{path.name}: no game declares it in its GOLDEN")
    return problems


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m sheetdesk.devtools.golden",
        description="Write the missing golden games the games declare, then check them all.",
    )
    parser.add_argument("--game", choices=sorted(registry.games_by_id()), help="only this game")
    parser.add_argument("--check", action="store_true", help="write nothing, only check")
    parser.add_argument("--force", action="store_true", help="rewrite existing files too")
    parser.add_argument("--folder", type=Path, help="instead of each game's golden folder")
    args = parser.parse_args(argv)
    if args.check and args.force:
        parser.error("--check writes nothing: drop --force")
    if not args.check:
        make(args.folder, args.game, force=args.force)
    return 1 if check(args.folder, args.game) else 0


if __name__ == "__main__":
    sys.exit(main())
