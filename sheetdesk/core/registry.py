"""The built-in games, by ids that never change (saves hold them), found from their folders
and loaded lazily.

A game is a package under `sheetdesk.games` whose `__init__.py` declares `INFO` (a GameInfo);
nothing else lists the games. Start-up only needs names and player counts, so discovery imports
just each package's `__init__`; a game's rules, sheet and bots are imported the first time they
are used. The ids are written into saves: never rename or reuse one.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import Any, Protocol, TypeVar

from .protocol import Action, GameInfo, GoldenGame, Rules, Seat
from .rng import Rng


class Bot(Protocol):
    """A computer player: chooses one of `legal` from what `seat` may see (never the full state)."""

    def __call__(self, view: Any, seat: Seat, legal: list[Action], rng: Rng) -> Action: ...


B = TypeVar("B")


def blind(bot: B) -> B:
    """Mark a bot that never reads its view: callers may then pass None instead of building one
    (a view copies the state; simulate spent a third of its time on views nobody read)."""
    bot.reads_view = False  # type: ignore[attr-defined]
    return bot


def reads_view(bot: Bot) -> bool:
    return getattr(bot, "reads_view", True) is not False


@blind
def random_bot(view: Any, seat: Seat, legal: list[Action], rng: Rng) -> Action:
    """Uniform among the legal actions: every game's random player (its bot module's `random`)."""
    return rng.choice(legal)


def takes(function: Any, name: str) -> bool:
    """Whether `function` has a parameter `name` (a level's `log=` or `cancel=`)."""
    try:
        return name in inspect.signature(function).parameters
    except (TypeError, ValueError):
        return False


@dataclass(frozen=True, slots=True)
class GameEntry:
    id: str
    name: str  # English source, context "games"
    package: str  # e.g. "sheetdesk.games.number_rows"
    min_players: int
    max_players: int
    bots: tuple[str, ...]  # names of the functions in <package>.bot; the first is the default
    # the rules' version, known without importing the rules (None: ask them); a save with a
    # higher one was made by a newer version of sheetdesk
    known_rules_version: int | None = None

    @classmethod
    def of(cls, package: str) -> GameEntry:
        """The entry of a game package, from the INFO its __init__.py declares."""
        info: GameInfo = importlib.import_module(package).INFO
        return cls(
            id=info.id,
            name=info.name,
            package=package,
            min_players=info.min_players,
            max_players=info.max_players,
            bots=info.bots,
            known_rules_version=info.rules_version,
        )

    def module(self, part: str) -> ModuleType:
        return importlib.import_module(f"{self.package}.{part}")

    def rules(self) -> Rules:
        rules: Rules = self.module("rules").RULES
        return rules

    @property
    def rules_version(self) -> int:
        if self.known_rules_version is not None:
            return self.known_rules_version
        return self.rules().info.rules_version

    def bot(self, name: str = "") -> Bot:
        name = name or self.bots[0]
        if name not in self.bots:
            raise KeyError(f"{self.id} has no bot {name!r}; it has {', '.join(self.bots)}")
        bot: Bot = getattr(self.module("bot"), name)
        return bot

    def lesson(self) -> Any:
        """The game's guided first game (`LESSON`, a `sheetdesk.core.lesson.Lesson`, in its
        `lesson.py`), or None: a game need not teach itself."""
        try:
            module = self.module("lesson")
        except ModuleNotFoundError as error:
            if error.name != f"{self.package}.lesson":
                raise
            return None
        return getattr(module, "LESSON", None)

    @property
    def golden(self) -> tuple[GoldenGame, ...]:
        """The golden games the package declares (`GOLDEN` in its __init__.py), if any."""
        declared: tuple[GoldenGame, ...] = getattr(
            importlib.import_module(self.package), "GOLDEN", ()
        )
        return declared


GAMES_PACKAGE = "sheetdesk.games"


def discover(package: str = GAMES_PACKAGE) -> tuple[GameEntry, ...]:
    """The games under `package`: its sub-packages whose __init__.py declares INFO (a family's
    shared package, such as expeditions, declares none), by INFO.order then id.

    pkgutil.iter_modules lists a source folder, a wheel and (through PyInstaller's pkgutil
    run-time hook) a frozen archive alike; only the sub-packages' __init__ modules are imported,
    which hold only INFO (and GOLDEN)."""
    parent = importlib.import_module(package)
    found: list[tuple[int, str, GameEntry]] = []
    for module in pkgutil.iter_modules(parent.__path__, f"{package}."):
        if not module.ispkg:
            continue
        info = getattr(importlib.import_module(module.name), "INFO", None)
        if isinstance(info, GameInfo):
            found.append((info.order, info.id, GameEntry.of(module.name)))
    return tuple(entry for _, _, entry in sorted(found, key=lambda item: item[:2]))


GAMES: tuple[GameEntry, ...] = discover()


def _validate(games: Iterable[GameEntry]) -> dict[str, GameEntry]:
    by_id: dict[str, GameEntry] = {}
    for game in games:
        if game.id in by_id:
            raise ValueError(f"two built-in games share the id {game.id!r}")
        if not game.id.isidentifier() or game.id != game.id.lower():
            raise ValueError(f"game id {game.id!r} must be a lower-case identifier")
        if not game.bots:
            raise ValueError(f"game {game.id!r} needs at least one bot")
        by_id[game.id] = game
    return by_id


@cache
def games_by_id() -> dict[str, GameEntry]:
    return _validate(GAMES)


def get(game_id: str) -> GameEntry:
    try:
        return games_by_id()[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}") from None
