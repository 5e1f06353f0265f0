"""The built-in games, by ids that never change (saves hold them), found from their folders
and loaded lazily; and the one typed declaration each game makes of itself.

A game is a package under `sheetdesk.games` whose `__init__.py` declares `INFO` (a GameInfo);
nothing else lists the games. Start-up only needs names and player counts, so discovery imports
just each package's `__init__`. Everything else the platform asks of a game is one `Game` object,
`GAME` in the package's `game.py`, imported the first time a game is used: its rules, and
(imported on their first use, `Parts`: resuming a save replays the rules alone) its computer
players and hint (`as_hint` makes one of a plain bot), and the optional fast path, lesson and
hidden-information hook, each an attribute checked by mypy. Its Qt side (the table, the rules
summary and pictures) is a `GameUi` that `Game.ui` imports only when a window needs it, so
headless tools never import Qt. This module is the only one that imports a game's modules by
name. The ids are written into saves: never rename or reuse one.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, TypeAlias, TypeVar, runtime_checkable

from .game_info import GameInfo, GoldenGame

if TYPE_CHECKING:
    # (for the types alone: the games' INFO, which start-up reads, needs neither the game
    # contract's classes nor the generator; and the table a game's Qt side builds is the app's
    # GameTable, named here for mypy only: nothing of the UI is imported at run time)
    from sheetdesk.ui.game_table import GameTable

    from .i18n import Text
    from .lesson import Lesson
    from .protocol import Action, Rules, Seat, Viewer
    from .rng import Rng
    from .search import CancelFlag, Level


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


@runtime_checkable
class Searching(Protocol):
    """A computer player that searches (core/search.py `SearchBot`): it reads the public log,
    may be cancelled, and may be given a shorter time cap than its level's (`level.seconds`)."""

    @property
    def level(self) -> Level | None: ...

    def __call__(
        self,
        view: Any,
        seat: Seat,
        legal: list[Action],
        rng: Rng,
        cancel: CancelFlag | None = None,
        log: Sequence[Any] = (),
        seconds: float | None = None,
    ) -> Action: ...


class Hint(Protocol):
    """What the computer would do in `seat`'s place, from what the seat sees and the public log;
    `cancel` stops the search (the answer is then ignored)."""

    def __call__(
        self,
        view: Any,
        seat: Seat,
        legal: list[Action],
        cancel: CancelFlag | None = None,
        log: Sequence[Any] = (),
    ) -> Action: ...


class FastPlay(Protocol):
    """A whole game from `state` with the bot named `bot` in every seat, drawing chance from
    `chance(index, kind)`: the final state and the number of logged actions."""

    def __call__(
        self,
        state: Any,
        bot: str,
        rng: Rng,
        chance: Callable[[int, str], Rng],
        max_actions: int,
        /,
    ) -> tuple[Any, int]: ...


def as_hint(bot: Bot) -> Hint:
    """A Hint of a plain Bot: what `bot` would play in the seat's place, its choices drawn from
    the same seed each time (a hint asked twice says the same)."""
    from .rng import Rng

    # (a Hint's cancel flag and log, taken and left: a plain bot neither stops nor reads a log)
    def hint(view: Any, seat: Seat, legal: list[Action], *_: Any, **__: Any) -> Action:
        return bot(view, seat, legal, Rng(0))

    return hint


# The declarations below are NamedTuples, as the games' golden games are (GoldenGame): the
# registry is read before a save opened from the command line paints its hand-over page, and a
# frozen dataclass costs some four times as much to define.


class FastPath(NamedTuple):
    """A game's own loop for headless play (core/headless.py): the bots it plays exactly as the
    rules would, by name; and `headless_over`, a safety cap for computers playing alone."""

    bots: Collection[str]
    play: FastPlay
    headless_over: Callable[[Any], bool] | None = None


# a state as `viewer` might believe it: the secrets it cannot see redrawn (the soak's check that
# no view depends on them)
Vary: TypeAlias = Callable[[Any, "Viewer", "Rng"], Any]


class TableFactory(Protocol):
    """Builds the game's table (a `sheetdesk.ui.game_table.GameTable`) for these rules and
    players, inside `parent` (a QWidget, or None): the table's class itself, where its
    constructor takes these three."""

    def __call__(self, rules: Any, players: Sequence[Any], parent: Any = None) -> GameTable: ...


# whether a position (a view, as the seat sees it) shows what a section of the Rules page
# tells: the first such position of a game played by the bots is that section's picture
ShowsRule: TypeAlias = Callable[[Any, "Seat"], bool]


class GameUi(NamedTuple):
    """A game's Qt side, declared in its sheet module: the table (its class will do, where its
    constructor takes the rules, the players and a parent), the Rules page's sections (title,
    paragraphs; translated when called: `sheetdesk.ui.sheetkit.rules_summary` makes them of
    marked strings), per section index, the test that draws
    that section's picture (sheetdesk/ui/rules_pictures.py), and `paper`: the game's own words
    (a core Text by key) for the app's texts that name the players' paper, where its printed
    rules do not call it a sheet (the card games: cards and a score card). Keys, each replacing
    the app's text: "show", the end page's way back to the table ("Show the sheets"); "move"
    and "tab", the keys card's lines on the arrows and Tab; "hint", the status line's words on
    where a hint is marked. `hidden`: what the hand-over page keeps from the other players in
    this game, in its own words (a core Text: a sentence ending "… stay hidden until {name}
    presses the button below."); None for a game that hides nothing (one whose rules write no
    `view`: `protocol.hides_secrets`)."""

    create_table: TableFactory
    rules_summary: Callable[[], list[tuple[str, list[str]]]]
    rules_pictures: Mapping[int, ShowsRule] = MappingProxyType({})
    paper: Mapping[str, Text] = MappingProxyType({})
    hidden: Text | None = None


class Parts(NamedTuple):
    """A game's parts beyond its rules: its computer players by the names INFO.bots lists (the
    first is the default), its hint, and the optional fast path, lesson and hidden-information
    hook. They import the game's search and AI; resuming a save needs only the rules."""

    bots: Mapping[str, Bot]
    hint: Hint | None = None
    fast: FastPath | None = None
    lesson: Lesson | None = None
    hidden: Vary | None = None


@cache
def _loaded(load: Callable[[], Parts]) -> Parts:
    return load()


class Game(NamedTuple):
    """Everything the platform asks of a game, declared once in its `game.py` as `GAME`.

    `parts` returns the computer players, hint, fast path, lesson and hidden hook (`Parts`),
    imported on the first use of any of them and read as this object's attributes; `ui` returns
    the Qt side, imported on first call (None: the game has no table and runs headless only, as
    the test game does)."""

    info: GameInfo
    rules: Rules
    parts: Callable[[], Parts]
    ui: Callable[[], GameUi] | None

    @property
    def bots(self) -> Mapping[str, Bot]:
        return _loaded(self.parts).bots

    @property
    def hint(self) -> Hint | None:
        return _loaded(self.parts).hint

    @property
    def fast(self) -> FastPath | None:
        return _loaded(self.parts).fast

    @property
    def lesson(self) -> Lesson | None:
        return _loaded(self.parts).lesson

    @property
    def hidden(self) -> Vary | None:
        return _loaded(self.parts).hidden


@cache
def _declared(package: str) -> Game:
    game: Game = importlib.import_module(f"{package}.game").GAME
    return game


class GameEntry(NamedTuple):
    id: str
    name: str  # English source, context "games"
    package: str  # e.g. "sheetdesk.games.number_rows"
    min_players: int
    max_players: int
    bots: tuple[str, ...]  # INFO.bots: the names `Parts.bots` declares; the first is the default
    # the rules' version, known without importing the rules (None: ask them); a save with a
    # higher one was made by a newer version of sheetdesk
    known_rules_version: int | None = None
    handover: str | None = None  # GameInfo.handover: what the hand-over page keeps hidden

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
            handover=info.handover,
        )

    @property
    def game(self) -> Game:
        """The game's declaration (its `game.py`), imported on first use."""
        return _declared(self.package)

    def rules(self) -> Rules:
        return self.game.rules

    @property
    def rules_version(self) -> int:
        if self.known_rules_version is not None:
            return self.known_rules_version
        return self.rules().info.rules_version

    def bot(self, name: str = "") -> Bot:
        name = name or self.bots[0]
        if name not in self.bots:
            raise KeyError(f"{self.id} has no bot {name!r}; it has {', '.join(self.bots)}")
        return self.game.bots[name]

    def lesson(self) -> Lesson | None:
        """The game's guided first game, or None: a game need not teach itself. Its computer
        is the game's first bot unless it names another."""
        lesson = self.game.lesson
        return None if lesson is None else lesson.with_bot(self.bots[0])

    def ui(self) -> GameUi:
        """The game's Qt side (imports Qt and the game's sheet on first use)."""
        load = self.game.ui
        if load is None:
            raise LookupError(f"{self.id} has no table: it runs headless only")
        return load()

    @property
    def golden(self) -> tuple[GoldenGame, ...]:
        """The golden games the package declares (`GOLDEN` in its __init__.py), if any."""
        declared: tuple[GoldenGame, ...] = getattr(
            importlib.import_module(self.package), "GOLDEN", ()
        )
        return declared

    @property
    def golden_folder(self) -> Path:
        """Where the game ships its golden games: the `golden` folder of its package."""
        from sheetdesk.resources import package_path

        return package_path(self.package, "golden")


def golden_files() -> list[Path]:
    """Every golden game the games ship, in registry order (the self-test replays them)."""
    return [path for entry in GAMES for path in sorted(entry.golden_folder.glob("*.sheetdesk"))]


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
